#include "audit/judging/steps.hpp"

#include "number/numeral.hpp"

#include <cctype>
#include <stdexcept>
#include <string>

namespace rithmo {

namespace {

// A failure at a byte of the cell.
struct Bad {
  std::string message;
  std::size_t offset;
};

// Recursive descent over one side of a step, exactly:
//   side   := term (("+" | "-") term)*
//   term   := factor (("x" | "*" | "/" | ":") factor)*
//   factor := number | "(" side ")"
// Parentheses nest at most kMaxNesting deep: each level is a few frames of the
// descent, and a cell of a hundred thousand "(" would overflow the stack.
constexpr int kMaxNesting = 32;

class Side {
 public:
  Side(const std::string& text, std::size_t from, std::size_t to) : text_(text), at_(from), end_(to) {}

  Rational read() {
    Rational v = sum();
    skip();
    if (at_ != end_) throw Bad{"an operator (+ - x / :) or '=' is expected here", at_};
    return v;
  }

 private:
  void skip() {
    while (at_ < end_ && text_[at_] == ' ') ++at_;
  }
  bool take(char c) {
    skip();
    if (at_ < end_ && text_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }
  Rational sum() {
    Rational v = product();
    for (;;) {
      if (take('+')) {
        v += product();
      } else if (take('-')) {
        v -= product();
      } else {
        return v;
      }
    }
  }
  Rational product() {
    Rational v = factor();
    for (;;) {
      if (take('x') || take('*')) {
        v *= factor();
      } else if (take('/') || take(':')) {
        skip();
        const std::size_t where = at_;
        const Rational d = factor();
        if (d.sign() == 0) throw Bad{"a step divides by zero", where};
        v /= d;
      } else {
        return v;
      }
    }
  }
  Rational factor() {
    if (take('(')) {
      if (++depth_ > kMaxNesting)
        throw Bad{"parentheses nest more than " + std::to_string(kMaxNesting) + " deep", at_ - 1};
      Rational v = sum();
      if (!take(')')) throw Bad{"')' is expected here", at_};
      --depth_;
      return v;
    }
    skip();
    const std::size_t from = at_;
    while (at_ < end_ && (is_digit(text_[at_]) || text_[at_] == '.')) ++at_;
    if (at_ == from) throw Bad{"a number or '(' is expected here", from};
    NumeralForms forms;
    forms.decimal = true;
    forms.trailing_period = true;
    const NumeralResult n = read_numeral(std::string_view(text_).substr(from, at_ - from), forms);
    if (!n) throw Bad{n.error.message, from + n.error.offset};
    return *n.value;
  }

  const std::string& text_;
  std::size_t at_, end_;
  int depth_ = 0;  // the parentheses open around the factor read
};

std::string trimmed(const std::string& text, std::size_t from, std::size_t to) {
  while (from < to && text[from] == ' ') ++from;
  while (to > from && text[to - 1] == ' ') --to;
  return text.substr(from, to - from);
}

Step read_step(const std::string& text, std::size_t from, std::size_t to) {
  Step step;
  step.text = trimmed(text, from, to);
  std::size_t side_from = from;
  for (std::size_t i = from; i <= to; ++i) {
    if (i < to && text[i] != '=') continue;
    if (trimmed(text, side_from, i).empty()) throw Bad{"a side of the step is empty", side_from};
    step.sides.push_back(Side(text, side_from, i).read());
    step.side_text.push_back(trimmed(text, side_from, i));
    side_from = i + 1;
  }
  if (step.sides.size() < 2) throw Bad{"a step is 'side = side', e.g. '3 x 6 = 18'", from};
  const std::string& last = step.side_text.back();
  NumeralForms forms;
  forms.decimal = true;
  forms.trailing_period = true;
  if (const NumeralResult n = read_numeral(last, forms)) step.stated = *n.value;
  return step;
}

}  // namespace

bool Step::holds() const {
  for (const auto& s : sides) {
    if (s != sides.front()) return false;
  }
  return true;
}

std::optional<std::vector<Step>> parse_steps(const std::string& text, StepsError* error) {
  std::vector<Step> steps;
  std::size_t from = 0;
  try {
    for (std::size_t i = 0; i <= text.size(); ++i) {
      if (i < text.size() && text[i] != ';') continue;
      if (!trimmed(text, from, i).empty()) steps.push_back(read_step(text, from, i));
      from = i + 1;
    }
  } catch (const Bad& bad) {
    if (error) *error = {"step: " + bad.message, bad.offset};
    return std::nullopt;
  }
  return steps;
}

std::string false_step_text(const Step& step) {
  return "'" + step.text + "' is false (" + step.side_text.front() + " is " +
         numeral_text(step.sides.front()) + ")";
}

}  // namespace rithmo
