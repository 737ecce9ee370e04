// libcrypto's SHA-256 functions, not its EVP interface: both run the same code
// (sha256_block_data_order, which takes the processor's SHA extensions, or AVX2, as
// CPUID shows them), but EVP first fetches the digest through OpenSSL 3's providers,
// whose map of every algorithm's names costs each process 4.5 million instructions
// (docs/performance.md, "Hashing"). OpenSSL 3 marks these functions deprecated for
// new code, not removed; the warning is turned off here alone.
#define OPENSSL_SUPPRESS_DEPRECATED
#include "report/digest.hpp"

#include <openssl/sha.h>

#include <cassert>

namespace rithmo {

namespace {

// The digest's 32 bytes as 64 lowercase hexadecimal digits.
std::string hex_of(const unsigned char* digest, unsigned int size) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * size);
  for (unsigned int i = 0; i < size; ++i) {
    out += kHex[digest[i] >> 4];
    out += kHex[digest[i] & 0xf];
  }
  return out;
}

}  // namespace

std::string sha256_hex(std::string_view data) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(data.data()), data.size(), digest);
  return hex_of(digest, SHA256_DIGEST_LENGTH);
}

Sha256::Sha256() : context_(std::make_unique<SHA256_CTX>()) {
  [[maybe_unused]] const int done = SHA256_Init(context_.get());
  assert(done);  // SHA-256's steps do not fail
}

Sha256::~Sha256() = default;

void Sha256::update(std::string_view data) {
  [[maybe_unused]] const int done = SHA256_Update(context_.get(), data.data(), data.size());
  assert(done);
}

std::string Sha256::hex() {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  [[maybe_unused]] const int done = SHA256_Final(digest, context_.get());
  assert(done);
  return hex_of(digest, SHA256_DIGEST_LENGTH);
}

}  // namespace rithmo
