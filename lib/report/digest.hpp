// SHA-256 (FIPS 180-4) of a byte string: the input hash with which generated
// documents are stamped, so that a stale one is found by comparing stamps.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rithmo {

// The SHA-256 digest of data as 64 lowercase hexadecimal digits. Where the processor
// has the SHA extensions (x86-64's SHA-NI) they do the work.
std::string sha256_hex(std::string_view data);

// The same digest computed by one path: the portable code when portable is true,
// otherwise the processor's SHA extensions where it has them. The tests compare the
// two.
std::string sha256_hex(std::string_view data, bool portable);

// The same digest of bytes given in parts, as if joined: update with each part in
// turn, then hex once.
class Sha256 {
 public:
  explicit Sha256(bool portable = false);
  void update(std::string_view data);
  std::string hex();  // ends the message: call once

 private:
  std::array<std::uint32_t, 8> h_;
  std::array<unsigned char, 64> block_{};  // bytes not yet hashed
  std::size_t held_ = 0;                   // how many of block_ are
  std::uint64_t length_ = 0;               // bytes given in all
  bool portable_;
};

}  // namespace rithmo
