#include "number/rational.hpp"

#include "catch.hpp"

#include <string>
#include <tuple>
#include <unordered_set>

using rithmo::Rational;

TEST_CASE("rational: always in lowest terms with a positive denominator", "[number]") {
  auto [num, den, text] = GENERATE(table<long, long, std::string>({
      {6, 4, "3/2"},
      {225, 9, "25"},
      {3, -4, "-3/4"},
      {-3, -4, "3/4"},
      {0, 5, "0"},
      {91, 7, "13"},
  }));
  const Rational r(num, den);
  CHECK(r.str() == text);
  CHECK(r.denominator() > 0);
  CHECK(gcd(r.numerator(), r.denominator()) == 1);
}

TEST_CASE("rational: zero denominator throws a typed error instead of SIGFPE", "[number]") {
  CHECK_THROWS_AS(Rational(1, 0), rithmo::ZeroDenominator);
  CHECK_THROWS_AS(Rational(5) / Rational(0), rithmo::ZeroDenominator);
  CHECK_THROWS_AS(Rational::parse("1/0"), rithmo::ZeroDenominator);
}

TEST_CASE("rational: parses integers and fractions", "[number]") {
  auto [text, num, den] = GENERATE(table<std::string, long, long>({
      {"225", 225, 1},
      {"3/2", 3, 2},
      {"-7/4", -7, 4},
      {"6/4", 3, 2},
      {"0", 0, 1},
  }));
  const Rational r = Rational::parse(text);
  CHECK(r.numerator() == num);
  CHECK(r.denominator() == den);
}

TEST_CASE("rational: refuses anything else with a clear message", "[number]") {
  const std::string bad =
      GENERATE(as<std::string>{}, "", "1.5", " 3", "3 ", "+3", "3/", "/2", "a", "3/-2", "--1", "1/2/3", "O");
  try {
    (void)Rational::parse(bad);
    FAIL("parsed '" << bad << "'");
  } catch (const rithmo::RationalSyntaxError& e) {
    CHECK(std::string(e.what()) ==
          "not a number: '" + bad + "' (expected an integer like 225 or a fraction like 3/2 or -7/4)");
  }
}

TEST_CASE("rational: arithmetic is exact", "[number]") {
  // 4 x 3/2 = 6 and 6 x 3/2 = 9: the geometric proportion 4 6 9 with a fractional
  // multiplier (du Coeur, 000 line 1: "the relation .4.6.9.").
  const Rational half3(3, 2);
  CHECK(Rational(4) * half3 == Rational(6));
  CHECK(Rational(6) * half3 == Rational(9));
  CHECK(Rational(1, 3) + Rational(1, 6) == Rational(1, 2));
  CHECK(Rational(1, 3) - Rational(1, 2) == Rational(-1, 6));
  CHECK(Rational(2, 3) / Rational(4, 9) == Rational(3, 2));
  CHECK(Rational(-1, 2) < Rational(1, 3));
  CHECK(-Rational(2, 5) == Rational(-2, 5));
}

TEST_CASE("rational: equal values hash equal", "[number]") {
  CHECK(std::hash<Rational>{}(Rational(6, 4)) == std::hash<Rational>{}(Rational::parse("3/2")));
  std::unordered_set<Rational> set{Rational(1, 2), Rational(2, 4), Rational(3, 6), Rational(2, 3)};
  CHECK(set.size() == 2);
}
