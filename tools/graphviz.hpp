// Draws a Graphviz DOT document as SVG with Debian's graphviz (its `dot` command, found
// on PATH), for the stemma's drawing.
#pragma once

#include <optional>
#include <string>

namespace rithmo::cli {

// The SVG `dot -Tsvg` draws from the document; nullopt when `dot` is not installed.
// Throws std::runtime_error when dot fails on it (its first line of errors).
std::optional<std::string> draw_svg(const std::string& dot);

}  // namespace rithmo::cli
