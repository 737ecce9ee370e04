// The author's worked arithmetic beside a printed row: "(3 x 6) = 12, and (12 x 6) =
// 72" (002 line 213), transcribed in a column named `steps` as "3 x 6 = 12; 12 x 6 =
// 72". Each step is two or more sides joined by "=", each side a number or an
// expression of numbers with + - x * / : and parentheses ("(6 - 4) / (4 - 3) = 2"),
// worked exactly; a number may be whole, a fraction or a decimal ("4 x 1.5 = 6").
//
// A step that is false as written tells who erred: when the row cannot be right and
// a false step states one of the row's printed numbers as its result ("3 x 6 = 12"
// beside "3 12 72"), the printed number follows from the author's wrong step, and the
// error is the author's, not the printer's (FindingClass::Author).
#pragma once

#include "number/rational.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace rithmo {

struct Step {
  std::string text;                    // as transcribed, e.g. "3 x 6 = 12"
  std::vector<Rational> sides;         // the value of each side, in order
  std::vector<std::string> side_text;  // each side as transcribed, trimmed: "3 x 6"
  // The last side when it is a bare number: the result the step states.
  std::optional<Rational> stated;
  bool holds() const;
};

// Why a text is no list of steps: the message and the 0-based byte offset.
struct StepsError {
  std::string message;
  std::size_t offset = 0;
};

// The steps of a cell, separated by ";"; an empty cell has none. nullopt with the
// error set when a step is not "side = side ..." of the forms above, or divides by 0.
std::optional<std::vector<Step>> parse_steps(const std::string& text, StepsError* error = nullptr);

// "'3 x 6 = 12' is false (3 x 6 is 18)": a false step with the value of its first side.
std::string false_step_text(const Step& step);

}  // namespace rithmo
