// SHA-256 (FIPS 180-4) of a byte string: the input hash with which generated
// documents are stamped, so that a stale one is found by comparing stamps. Computed by
// OpenSSL's libcrypto (Debian's libssl-dev), which uses the processor's SHA
// instructions where it has them.
#pragma once

#include <openssl/types.h>

#include <memory>
#include <string>
#include <string_view>

namespace rithmo {

// The SHA-256 digest of data as 64 lowercase hexadecimal digits.
std::string sha256_hex(std::string_view data);

// The same digest of bytes given in parts, as if joined: update with each part in
// turn, then hex once.
class Sha256 {
 public:
  Sha256();
  void update(std::string_view data);
  std::string hex();  // ends the message: call once

 private:
  struct Free {
    void operator()(EVP_MD_CTX* context) const;
  };
  std::unique_ptr<EVP_MD_CTX, Free> context_;
};

}  // namespace rithmo
