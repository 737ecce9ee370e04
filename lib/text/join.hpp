// Words joined into one line of text: "even, odd", "2 4 6", "a; b". The one joiner of
// lib/, below every other folder (it knows nothing of the game).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

inline std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string s;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) s += separator;
    s += parts[i];
  }
  return s;
}

}  // namespace rithmo
