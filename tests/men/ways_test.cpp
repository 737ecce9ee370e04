#include "men/ways.hpp"

#include "catch.hpp"

#include <gmpxx.h>

#include <cstddef>
#include <string_view>

using namespace rithmo;

TEST_CASE("ways: every name reads back to its way", "[men][ways]") {
  for (std::size_t i = 0; i <= static_cast<std::size_t>(Way::Oblivion); ++i) {
    const Way w = static_cast<Way>(i);
    CHECK(kWayNames.parse(name(w)) == w);
  }
  CHECK(name(Way::SpacesDivision) == "spaces-division");
  CHECK_FALSE(kWayNames.parse("quotient").has_value());
  // The ways of two men: du Coeur 001 lines 67, 75.
  int two = 0;
  for (std::size_t i = 0; i <= static_cast<std::size_t>(Way::Oblivion); ++i)
    two += by_two_men(static_cast<Way>(i));
  CHECK(two == 4);
  CHECK(by_two_men(Way::Division));
  CHECK_FALSE(by_two_men(Way::Equality));
  CHECK_FALSE(by_two_men(Way::SpacesDivision));
}

TEST_CASE("ways: du Coeur's examples of taking by two men", "[men][ways][reference]") {
  // 001 lines 77-81 and 000: 9 - 5 = 4, 3 x 5 = 15, 225 / 9 = 25, 25 - 20 = 5, 9 x 9 = 81.
  CHECK(two_men_take(Way::Subtraction, 5L, 9L, 4L));
  CHECK(two_men_take(Way::Multiplication, 3L, 5L, 15L));
  CHECK(two_men_take(Way::Division, mpz_class(9), mpz_class(225), mpz_class(25)));
  CHECK(two_men_take(Way::Subtraction, 20L, 25L, 5L));
  CHECK(two_men_take(Way::Multiplication, 9L, 9L, 81L));
  CHECK_FALSE(two_men_take(Way::Division, 9L, 226L, 25L));
  CHECK_FALSE(two_men_take(Way::Equality, 9L, 9L, 9L));
}

TEST_CASE("ways: the predicate of two men, exact and 64-bit alike, against the arithmetic", "[men][ways]") {
  for (Way w : kTwoMenWays) {
    for (long a = 0; a <= 30; ++a) {
      for (long b = a; b <= 30; ++b) {
        for (long c = 0; c <= 60; ++c) {
          bool want = false;
          if (w == Way::Addition) want = a + b == c;
          if (w == Way::Subtraction) want = b - a == c;
          if (w == Way::Multiplication) want = a * b == c;
          if (w == Way::Division) want = a != 0 && b % a == 0 && b / a == c;
          const bool small = two_men_take(w, a, b, c);
          const bool exact = two_men_take(w, mpz_class(a), mpz_class(b), mpz_class(c));
          if (small != want || exact != want) {
            CAPTURE(name(w), a, b, c);
            CHECK(small == want);
            CHECK(exact == want);
          }
        }
      }
    }
  }
}

TEST_CASE("ways: the one number two men take is the one the predicate accepts", "[men][ways]") {
  // taken_by_two_men(way, a, b) == t exactly when two_men_take(way, a, b, t), over
  // every small pair a <= b and number t, for each way of two men and one that is not.
  for (Way way : {Way::Addition, Way::Subtraction, Way::Multiplication, Way::Division, Way::Equality}) {
    for (long a = 0; a <= 40; ++a) {
      for (long b = a; b <= 40; ++b) {
        const auto t = taken_by_two_men(way, mpz_class(a), mpz_class(b));
        for (long v = -1; v <= 1700; ++v) {
          const bool takes = two_men_take(way, mpz_class(a), mpz_class(b), mpz_class(v));
          if (takes != (t && *t == v)) FAIL_CHECK(name(way) << " " << a << " " << b << " " << v);
        }
      }
    }
  }
  // 225 / 9 = 25 (001 lines 67-81).
  CHECK(taken_by_two_men(Way::Division, mpz_class(9), mpz_class(225)) == mpz_class(25));
}
