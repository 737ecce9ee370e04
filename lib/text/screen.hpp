// Text from a user's file, quoted in a message or a report, kept to a screenful.
#pragma once

#include <string>

namespace rithmo {

// A message of at most about a screenful (2000 bytes) of text: each quotation longer
// than 160 bytes ('...', a cell, a value) keeps its first 80 bytes, then "…" and its
// length in bytes; what is still too long keeps its first screenful and says its length.
std::string within_a_screen(const std::string& text);

// A cell as printed, quoted in a report: a cell longer than 160 bytes keeps its first
// 80 bytes, then "…" and its length in bytes, as within_a_screen quotes it.
std::string quoted_cell(const std::string& cell);

}  // namespace rithmo
