#include "taking/spaces.hpp"

#include "catch.hpp"

#include <gmpxx.h>

#include <cstdint>
#include <limits>
#include <vector>

using namespace rithmo;

TEST_CASE("spaces: Fulke's worked rows", "[taking]") {
  // "91 13 7" (002 line 764): 91 divided by 13 spaces is 7. "9 5 45" and "5 9 45"
  // show both sides of a product (the table of multiplication, 002 lines 700-743).
  CHECK(takes_by_spaces(SpacesOperation::Division, 91, 13, 7));
  CHECK_FALSE(takes_by_spaces(SpacesOperation::Multiplication, 91, 13, 7));
  CHECK(takes_by_spaces(SpacesOperation::Multiplication, 9, 5, 45));
  CHECK(takes_by_spaces(SpacesOperation::Multiplication, 5, 9, 45));
  // A remainder is no quotient (002 line 684): 45 / 2.
  CHECK_FALSE(takes_by_spaces(SpacesOperation::Division, 45, 2, 22));
  // A man's number is positive.
  CHECK_FALSE(takes_by_spaces(SpacesOperation::Multiplication, 0, 3, 0));
  CHECK_FALSE(takes_by_spaces(SpacesOperation::Division, -6, 2, -3));
}

TEST_CASE("spaces: the 64-bit path agrees with GMP, overflow included", "[taking]") {
  // Small numbers, and numbers about INT64_MAX / spaces where the product overflows:
  // the fixed-width answer (with its GMP fallback) equals the exact one.
  const std::int64_t most = std::numeric_limits<std::int64_t>::max();
  std::vector<std::int64_t> values;
  for (std::int64_t v = 1; v <= 40; ++v) values.push_back(v);
  for (long s = 2; s <= 30; s += 7) {
    for (std::int64_t d = -2; d <= 2; ++d) values.push_back(most / s + d);
  }
  values.push_back(most);
  std::size_t checked = 0, overflowing = 0, taking = 0;
  for (SpacesOperation op : kSpacesOperations) {
    for (long s = 1; s <= 30; ++s) {
      for (std::int64_t a : values) {
        // The numbers a man a takes, and some he does not.
        std::vector<std::int64_t> others = values;
        std::int64_t product = 0;
        if (__builtin_mul_overflow(a, static_cast<std::int64_t>(s), &product))
          ++overflowing;
        else
          others.push_back(product);
        if (a % s == 0) others.push_back(a / s);
        for (std::int64_t b : others) {
          const bool exact =
              takes_by_spaces_exact(op, mpz_class(static_cast<long>(a)), s, mpz_class(static_cast<long>(b)));
          INFO(name(op) << " " << a << " " << s << " " << b);
          CHECK(takes_by_spaces(op, a, s, b) == exact);
          // The quick test never turns away a pair that takes.
          if (exact) CHECK(may_take_by_spaces(a, s, b));
          CHECK(takes_by_spaces(op, mpz_class(static_cast<long>(a)), s, mpz_class(static_cast<long>(b))) ==
                exact);
          ++checked;
          taking += exact;
        }
      }
    }
  }
  CHECK(overflowing > 0);
  CHECK(taking > 100);
  CHECK(checked > 10000);
}

TEST_CASE("spaces: the quick test turns away pairs with neither product equal", "[taking]") {
  // Fulke's rows (002 lines 682, 685): 9 * 5 = 45, 91 / 13 = 7.
  CHECK(may_take_by_spaces(9, 5, 45));
  CHECK(may_take_by_spaces(91, 13, 7));
  std::size_t turned_away = 0;
  for (std::int64_t a = 1; a <= 60; ++a) {
    for (long s = 2; s <= 15; ++s) {
      for (std::int64_t b = 1; b <= 60; ++b) {
        const bool either = a * s == b || b * s == a;
        CHECK(may_take_by_spaces(a, s, b) == either);
        turned_away += !either;
      }
    }
  }
  CHECK(turned_away > 40000);
}

TEST_CASE("spaces: the one count of spaces a pair takes over is the one the predicate accepts", "[taking]") {
  // Fulke's rows (002 lines 682, 685): 9 * 5 = 45, 91 / 13 = 7.
  CHECK(spaces_to_take(SpacesOperation::Multiplication, 9, 45) == 5);
  CHECK(spaces_to_take(SpacesOperation::Division, 91, 7) == 13);
  std::size_t taking = 0;
  for (SpacesOperation op : kSpacesOperations) {
    for (std::int64_t a = -2; a <= 70; ++a) {
      for (std::int64_t b = -2; b <= 300; ++b) {
        const std::int64_t s = spaces_to_take(op, a, b);
        taking += s > 0;
        for (long k = -1; k <= 40; ++k) {
          if (takes_by_spaces(op, a, k, b) != (s > 0 && k == s))
            FAIL_CHECK(name(op) << " " << a << " " << k << " " << b);
        }
      }
    }
  }
  CHECK(taking > 500);
}

TEST_CASE("spaces: numbers beyond 64 bits are decided in GMP", "[taking]") {
  const mpz_class big = mpz_class(1) << 80;
  CHECK(takes_by_spaces(SpacesOperation::Multiplication, big, 3, big * 3));
  CHECK(takes_by_spaces(SpacesOperation::Division, big * 5, 5, big));
  CHECK_FALSE(takes_by_spaces(SpacesOperation::Division, big * 5 + 1, 5, big));
}

TEST_CASE("spaces: the one number a man takes is the one the predicate accepts", "[taking]") {
  // taken_by_spaces(op, t, s) == k exactly when takes_by_spaces(op, t, s, k), over
  // every small taker, count of spaces and taken number.
  for (SpacesOperation op : kSpacesOperations) {
    for (long t = -2; t <= 60; ++t) {
      for (long s = -1; s <= 14; ++s) {
        const auto k = taken_by_spaces(op, mpz_class(t), s);
        for (long v = -2; v <= 900; ++v) {
          const bool takes = takes_by_spaces(op, mpz_class(t), s, mpz_class(v));
          if (takes != (k && *k == v)) FAIL_CHECK(name(op) << " " << t << " " << s << " " << v);
        }
      }
    }
  }
  // 91 / 13 = 7 (002 line 764); 45 / 2 leaves a remainder (002 line 684).
  CHECK(taken_by_spaces(SpacesOperation::Division, mpz_class(91), 13) == mpz_class(7));
  CHECK_FALSE(taken_by_spaces(SpacesOperation::Division, mpz_class(45), 2));
}
