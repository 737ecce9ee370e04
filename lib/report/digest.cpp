#include "report/digest.hpp"

#include <openssl/evp.h>

#include <cassert>
#include <new>

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
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  // Fails only when libcrypto cannot allocate its context.
  if (!EVP_Digest(data.data(), data.size(), digest, &size, EVP_sha256(), nullptr)) throw std::bad_alloc();
  return hex_of(digest, size);
}

void Sha256::Free::operator()(EVP_MD_CTX* context) const { EVP_MD_CTX_free(context); }

Sha256::Sha256() : context_(EVP_MD_CTX_new()) {
  if (!context_ || !EVP_DigestInit_ex(context_.get(), EVP_sha256(), nullptr)) throw std::bad_alloc();
}

void Sha256::update(std::string_view data) {
  [[maybe_unused]] const int done = EVP_DigestUpdate(context_.get(), data.data(), data.size());
  assert(done);  // SHA-256's update does not fail
}

std::string Sha256::hex() {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  [[maybe_unused]] const int done = EVP_DigestFinal_ex(context_.get(), digest, &size);
  assert(done);
  return hex_of(digest, size);
}

}  // namespace rithmo
