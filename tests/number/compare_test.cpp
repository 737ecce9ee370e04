// The order of numbers and rows without calls into GMP (number/compare.hpp) against
// GMP's own: mpz_cmp, fits_slong_p and get_si, and std::vector's operator<.
#include "number/compare.hpp"

#include "catch.hpp"

#include <algorithm>
#include <random>
#include <vector>

using namespace rithmo;

namespace {

int sign(int c) { return (c > 0) - (c < 0); }

// Numbers about every edge of one limb and of a long: 0, +-1, small ones, LONG_MAX and
// LONG_MIN and their neighbours, 2^63 and 2^64 and theirs, and numbers of two or three
// limbs.
std::vector<mpz_class> edges() {
  std::vector<mpz_class> v;
  const mpz_class two63 = mpz_class(1) << 63, two64 = mpz_class(1) << 64, two128 = mpz_class(1) << 128;
  for (const mpz_class& base : {mpz_class(0), mpz_class(190), two63, two64, two128}) {
    for (long d = -2; d <= 2; ++d) {
      v.push_back(base + d);
      v.push_back(-(base + d));
    }
  }
  return v;
}

}  // namespace

TEST_CASE("compare: numbers ordered as mpz_cmp orders them, a long read as GMP reads it", "[number]") {
  std::vector<mpz_class> numbers = edges();
  std::mt19937_64 rng(1496);
  for (int k = 0; k < 300; ++k) {
    mpz_class n(static_cast<unsigned long>(rng() >> (rng() % 64)));
    if (k % 3 == 0) n *= mpz_class(static_cast<unsigned long>(rng()));  // two limbs
    if (k % 2 == 0) n = -n;
    numbers.push_back(n);
  }
  for (const mpz_class& a : numbers) {
    long v = 12345;
    const bool fits = as_long(a, v);
    CHECK(fits == a.fits_slong_p());
    if (fits) CHECK(v == a.get_si());
    for (const mpz_class& b : numbers) {
      CHECK(sign(compare_numbers(a, b)) == sign(mpz_cmp(a.get_mpz_t(), b.get_mpz_t())));
      CHECK(number_less(a, b) == (a < b));
      CHECK(NumberLess{}(a, b) == (a < b));
      CHECK(same_number(a, b) == (a == b));
    }
  }
  // Sorted as std::sort sorts by mpz_class's own order.
  std::vector<mpz_class> by_gmp = numbers;
  std::sort(by_gmp.begin(), by_gmp.end());
  CHECK(sorted_numbers(numbers) == by_gmp);
}

TEST_CASE("compare: rows ordered as std::vector orders them", "[number]") {
  const std::vector<mpz_class> numbers = edges();
  std::mt19937 rng(1563);
  auto row = [&] {
    std::vector<mpz_class> r(rng() % 4);
    for (auto& n : r) n = numbers[rng() % numbers.size()];
    return r;
  };
  for (int k = 0; k < 20000; ++k) {
    const auto a = row(), b = k % 5 == 0 ? a : row();
    CHECK(row_less(a, b) == (a < b));
  }
}
