// Words joined into one line of text: "even, odd", "2 4 6", "a; b". The one joiner of
// lib/, below every other folder (it knows nothing of the game).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// Any range of text (std::string, std::string_view, const char*).
template <class Range>
std::string join(const Range& parts, std::string_view separator) {
  std::string s;
  bool first = true;
  for (const auto& part : parts) {
    if (!first) s += separator;
    first = false;
    s += part;
  }
  return s;
}

// Any range, each part written as text by `text` first: join(numbers, " + ", [](const
// mpz_class& v) { return v.get_str(); }).
template <class Range, class ToText>
std::string join(const Range& parts, std::string_view separator, ToText&& text) {
  std::string s;
  bool first = true;
  for (const auto& part : parts) {
    if (!first) s += separator;
    first = false;
    s += text(part);
  }
  return s;
}

inline std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  return join<std::vector<std::string>>(parts, separator);
}

}  // namespace rithmo
