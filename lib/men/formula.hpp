// A formula in the seed, as the sources print the rules of the men.
//
// Savard prints each row of his derivation table with its rule in n, "n*(n+1)",
// "(2n+1)*(2n+1)" (003 lines 53-58), and the ratio to the row before as a multiplier,
// "((n+1)/n)*". The modern basics label each order with its rule in x, "1st Triangles
// (x + x2)", "2nd Squares ((2x + 1)2)" (002 lines 135-180), where the transcription has
// flattened the superscripts: "x2" is x squared. The formulas are read here so that
// the audit can check the rule a table states against the men it derives.
//
// Grammar (spaces ignored):
//   sum     := product (('+' | '-') product)*
//   product := power (('*' | '/') power | power)*      a juxtaposed factor multiplies: "2n"
//   power   := atom ('^' digits | digits)?             bare digits only with lost superscripts
//   atom    := digits | 'n' | 'x' | '(' sum ')'
// Both n and x are the seed. Exponents are non-negative integers. A formula is at most
// kMaxFormulaLength characters: its reading and its evaluation recurse as deep as it
// nests and chains, and a cell of a hundred thousand "(" or "+1" would overflow the
// stack (a printed rule is a few characters).
#pragma once

#include "number/rational.hpp"
#include "params/enum_table.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

class FormulaParser;

// How digits right after the seed or a closing bracket read ("x2", "(x + 1)2").
enum class Superscripts {
  Lost,     // an exponent whose superscript the transcription flattened: x2 = x^2
  Literal,  // a factor, as any juxtaposed number: x2 = x*2
};

// "lost", "literal".
inline constexpr auto kSuperscriptsNames =
    enum_table<Superscripts>({{Superscripts::Lost, "lost"}, {Superscripts::Literal, "literal"}});
constexpr std::string_view name(Superscripts s) { return kSuperscriptsNames.name(s); }

// Thrown for text that is not a formula; the message names the text and the column.
struct FormulaError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

class Formula {
 public:
  // The value at seed n. Throws ZeroDenominator when a division by zero occurs.
  Rational at(const Rational& n) const;
  const std::string& text() const { return text_; }

 private:
  friend Formula parse_formula(std::string_view, Superscripts);
  friend class FormulaParser;
  struct Node {
    char op = '#';  // '#' a number, 'n' the seed, or one of + - * / ^
    Rational value;
    int lhs = -1;
    int rhs = -1;
  };
  Rational eval(int node, const Rational& n) const;
  std::string text_;
  std::vector<Node> nodes_;
  int root_ = -1;
};

inline constexpr std::size_t kMaxFormulaLength = 200;

// Parses a formula. Throws FormulaError, e.g. "formula 'n +': expected a number, n, x
// or '(' at column 4".
Formula parse_formula(std::string_view text, Superscripts superscripts = Superscripts::Lost);

}  // namespace rithmo
