#include "report/digest.hpp"

#include "catch.hpp"

#include <string>
#include <string_view>
#include <vector>

using rithmo::sha256_hex;

// The test vectors of FIPS 180-2, Appendix B (B.1 "abc", B.2 the 448-bit message,
// B.3 one million 'a'), and the digest of the empty string (sha256sum(1) of an empty
// file).
TEST_CASE("digest: SHA-256 of the FIPS 180-2 test vectors", "[report]") {
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(std::string(1000000, 'a')) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST_CASE("digest: messages at the padding boundaries", "[report]") {
  // 55 bytes pad into one block, 56 and 64 need a second; digests from sha256sum(1).
  CHECK(sha256_hex(std::string(55, 'a')) ==
        "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  CHECK(sha256_hex(std::string(56, 'a')) ==
        "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  CHECK(sha256_hex(std::string(64, 'a')) ==
        "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
}

TEST_CASE("digest: a message given in parts has the digest of the whole", "[report]") {
  // Every split of a 200-byte message ("abc...z" repeated) into three parts whose cuts
  // fall at 0, 1, 55, 63, 64, 65, 128 or 199 bytes; the whole's digest from
  // sha256sum(1).
  std::string data;
  for (int i = 0; i < 200; ++i) data += static_cast<char>('a' + i % 26);
  const std::string whole = "8013a82140d916576e2cf550b27449a368abec66cc154a7d9f599019d33aa3d2";
  CHECK(sha256_hex(data) == whole);
  const std::vector<std::size_t> cuts = {0, 1, 55, 63, 64, 65, 128, 199};
  for (const std::size_t a : cuts) {
    for (const std::size_t b : cuts) {
      if (b < a) continue;
      INFO("cuts at " << a << " and " << b);
      rithmo::Sha256 sha;
      sha.update(std::string_view(data).substr(0, a));
      sha.update(std::string_view(data).substr(a, b - a));
      sha.update(std::string_view(data).substr(b));
      CHECK(sha.hex() == whole);
    }
  }
}
