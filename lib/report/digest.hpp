// SHA-256 (FIPS 180-4) of a byte string: the input hash with which generated
// documents are stamped, so that a stale one is found by comparing stamps. Computed by
// OpenSSL's libcrypto (Debian's libssl-dev), which uses the processor's SHA
// instructions where it has them.
#pragma once

#include <memory>
#include <string>
#include <string_view>

struct SHA256state_st;  // OpenSSL's SHA256_CTX (openssl/sha.h)

namespace rithmo {

// The SHA-256 digest of data as 64 lowercase hexadecimal digits.
std::string sha256_hex(std::string_view data);

// The same digest of bytes given in parts, as if joined: update with each part in
// turn, then hex once.
class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;
  void update(std::string_view data);
  std::string hex();  // ends the message: call once

 private:
  std::unique_ptr<SHA256state_st> context_;
};

}  // namespace rithmo
