#include "text/screen.hpp"

#include <cstddef>
#include <string_view>

namespace rithmo {

namespace {

// At most `bytes` bytes of text, cut before a character's continuation bytes.
std::string_view head(std::string_view text, std::size_t bytes) {
  if (text.size() <= bytes) return text;
  while (bytes > 0 && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80) --bytes;
  return text.substr(0, bytes);
}

bool opens_quote(std::string_view text, std::size_t i) {
  return text[i] == '\'' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '(');
}

bool closes_quote(std::string_view text, std::size_t i) {
  if (text[i] != '\'') return false;
  if (i + 1 == text.size()) return true;
  const char next = text[i + 1];
  return next == ' ' || next == ',' || next == ';' || next == ':' || next == ')' || next == '.';
}

}  // namespace

std::string within_a_screen(const std::string& text) {
  constexpr std::size_t kScreen = 2000;  // bytes: 25 lines of 80 columns
  constexpr std::size_t kQuoted = 80;    // bytes of a long quotation kept
  if (text.size() <= kScreen) return text;
  // Each long quotation ('...') keeps its first bytes, then "…" and its length.
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (opens_quote(text, i)) {
      std::size_t close = i + 1;
      while (close < text.size() && !closes_quote(text, close)) ++close;
      const std::size_t length = close - i - 1;
      if (close < text.size() && length > 2 * kQuoted) {
        const std::string_view inner = std::string_view(text).substr(i + 1, length);
        out += '\'';
        out += head(inner, kQuoted);
        out += "…' (" + std::to_string(length) + " bytes)";
        i = close + 1;
        continue;
      }
    }
    out += text[i++];
  }
  // No quotation to shorten, or more than one screen besides: the first screen.
  if (out.size() > kScreen) {
    out = std::string(head(out, kScreen)) + "… (" + std::to_string(text.size()) + " bytes in all)";
  }
  return out;
}

std::string quoted_cell(const std::string& cell) {
  constexpr std::size_t kQuoted = 80;
  if (cell.size() <= 2 * kQuoted) return cell;
  return std::string(head(cell, kQuoted)) + "… (" + std::to_string(cell.size()) + " bytes)";
}

}  // namespace rithmo
