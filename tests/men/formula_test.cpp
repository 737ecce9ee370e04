#include "men/formula.hpp"

#include "men/army.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;

// The rules as the sources print them. Savard, 003 lines 53-58; the modern basics'
// labels, 002 lines 135-180 (superscripts flattened: "x2" is x squared). Each expected
// value is the arithmetic written out in the test.
TEST_CASE("formula: the printed rules of the men", "[men]") {
  auto [text, n, expected] = GENERATE(table<std::string, long, long>({
      {"n", 9, 9},                            // 003 line 53
      {"n*n", 7, 7 * 7},                      // 003 line 54
      {"n*(n+1)", 8, 8 * 9},                  // 003 line 55
      {"(n+1)*(n+1)", 9, 10 * 10},            // 003 line 56
      {"(2n+1)*(n+1)", 4, 9 * 5},             // 003 line 57
      {"(2n+1)*(2n+1)", 9, 19 * 19},          // 003 line 58
      {"x2", 4, 4 * 4},                       // 002 line 144
      {"x + x2", 3, 3 + 3 * 3},               // 002 line 153
      {"(x + 1)2", 2, 3 * 3},                 // 002 line 162
      {"x + x2 + (x + 1)2", 6, 6 + 36 + 49},  // 002 line 171
      {"(2x + 1)2", 8, 17 * 17},              // 002 line 180
      {"n^2+n", 5, 25 + 5},                   // the form men/army.hpp prints
  }));
  INFO(text << " at " << n);
  CHECK(parse_formula(text).at(n) == Rational(expected));
}

TEST_CASE("formula: Savard's multipliers, times the row before", "[men]") {
  // 003 lines 55-58: ((n+1)/n)* and ((2n+1)/(n+1))*, without the trailing '*'.
  CHECK(parse_formula("((n+1)/n)").at(2) == Rational(3, 2));
  CHECK(parse_formula("((2n+1)/(n+1))").at(9) == Rational(19, 10));
  CHECK(parse_formula("n").at(6) == Rational(6));
}

TEST_CASE("formula: flattened superscripts are a reading", "[men]") {
  auto [text, n, lost, literal] = GENERATE(table<std::string, long, long, long>({
      {"x2", 4, 16, 8},
      {"(x + 1)2", 2, 9, 6},
      {"(2x + 1)2", 2, 25, 10},
      {"2x", 5, 10, 10},  // a number before the seed is a factor either way
      {"x 2", 3, 6, 6},   // a space parts the digits from the seed: a factor
  }));
  INFO(text);
  CHECK(parse_formula(text, Superscripts::Lost).at(n) == Rational(lost));
  CHECK(parse_formula(text, Superscripts::Literal).at(n) == Rational(literal));
}

TEST_CASE("formula: men/army.hpp's own rules read back", "[men]") {
  // Independent arithmetic for each of the six rules (002 lines 523-531).
  auto by_hand = [](Rule r, long n) -> long {
    switch (r) {
      case Rule::Digit:
        return n;
      case Rule::DigitSquared:
        return n * n;
      case Rule::DigitPlusSquare:
        return n * n + n;
      case Rule::SuccessorSquared:
        return (n + 1) * (n + 1);
      case Rule::SumOfTriangles:
        return n * n + n + (n + 1) * (n + 1);
      case Rule::DoubledPlusOneSquared:
        return (2 * n + 1) * (2 * n + 1);
    }
    return -1;
  };
  for (Rule r : kRules) {
    const Formula f = parse_formula(formula(r));
    for (long n = 1; n <= 12; ++n) CHECK(f.at(n) == Rational(by_hand(r, n)));
  }
}

TEST_CASE("formula: errors name the text and the column", "[men]") {
  auto [text, message] = GENERATE(table<std::string, std::string>({
      {"n +", "formula 'n +': expected a number, n, x or '(' at column 4"},
      {"(n+1", "formula '(n+1': expected ')' at column 5"},
      {"n)", "formula 'n)': unexpected ')' at column 2"},
      {"n^", "formula 'n^': expected an exponent at column 3"},
      {"n^65", "formula 'n^65': exponent above 64 at column 5"},
      {"y", "formula 'y': expected a number, n, x or '(' at column 1"},
      {"", "formula '': expected a number, n, x or '(' at column 1"},
  }));
  CHECK_THROWS_WITH(parse_formula(text), message);
}

// Reading and evaluating recurse as deep as a formula nests and chains: a cell of a
// hundred thousand "(" or "+0" overflowed the stack (a crash, exit 139). A formula is
// at most 200 characters.
TEST_CASE("formula: at most 200 characters", "[men]") {
  const std::string nested = std::string(99, '(') + "n" + std::string(99, ')') + "+1";  // 201 characters
  CHECK(parse_formula(nested.substr(0, 199)).at(3) == Rational(3));                     // 99 "(", n, 99 ")"
  std::string chain = "n";
  while (chain.size() + 2 <= 200) chain += "+1";  // n and 99 times "+1"
  CHECK(parse_formula(chain).at(3) == Rational(3 + 99));
  for (const std::string& text :
       {nested, chain + "+1", std::string(100000, '(') + "n" + std::string(100000, ')')}) {
    CHECK_THROWS_WITH(parse_formula(text),
                      "formula '" + text.substr(0, 20) + "...': longer than 200 characters");
  }
}

TEST_CASE("formula: division by zero is reported, not a crash", "[men]") {
  CHECK_THROWS_AS(parse_formula("1/(n-2)").at(2), ZeroDenominator);
  CHECK(parse_formula("1/(n-2)").at(4) == Rational(1, 2));
}
