#include "diagnostic.hpp"

namespace rithmo {

std::string caret_lines(const std::string& source_line, std::size_t column) {
  if (column == 0 || column > source_line.size() + 1) return "";
  std::string pad;
  for (std::size_t i = 0; i + 1 < column; ++i) {
    const unsigned char c = static_cast<unsigned char>(source_line[i]);
    if ((c & 0xC0) == 0x80) continue;  // a UTF-8 continuation byte takes no place
    pad += c == '\t' ? '\t' : ' ';
  }
  return source_line + "\n" + pad + "^";
}

}  // namespace rithmo
