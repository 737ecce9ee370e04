// Well-formed UTF-8, as the Unicode Standard defines it (chapter 3, table 3-7): no
// overlong form (C0, C1; E0 below A0; F0 below 90), no surrogate (ED above 9F), nothing
// beyond U+10FFFF (F4 above 8F; F5-FF). The one test of the project, below every other
// folder: the CSV reader refuses what fails it, the LaTeX escaper too, and error
// messages show its bytes as \xNN (tools/cli.cpp, printable).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

namespace rithmo {

// The length of the well-formed sequence starting at s[i] (1-4), or 0 when none does.
inline std::size_t utf8_sequence(std::string_view s, std::size_t i) {
  const auto byte = [&s](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b = byte(i);
  if (b < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the range of the second byte
  if (b >= 0xC2 && b <= 0xDF) {
    n = 2;
  } else if (b >= 0xE0 && b <= 0xEF) {
    n = 3;
    if (b == 0xE0) lo = 0xA0;
    if (b == 0xED) hi = 0x9F;
  } else if (b >= 0xF0 && b <= 0xF4) {
    n = 4;
    if (b == 0xF0) lo = 0x90;
    if (b == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  }
  return n;
}

// The offset of the first byte that starts no well-formed sequence, if any.
inline std::optional<std::size_t> invalid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    // Eight bytes at a time while none has its high bit set (ASCII, most of a table).
    for (std::uint64_t word = 0; i + sizeof word <= s.size(); i += sizeof word) {
      std::memcpy(&word, s.data() + i, sizeof word);
      if (word & 0x8080808080808080ULL) break;
    }
    if (i == s.size()) break;
    const std::size_t n = utf8_sequence(s, i);
    if (n == 0) return i;
    i += n;
  }
  return std::nullopt;
}

}  // namespace rithmo
