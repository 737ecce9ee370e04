// The order of whole numbers, and of rows of them, without a call into GMP for the
// common case: numbers of one limb at most (every number of the game, and most that a
// table prints). The order is mpz_cmp's; tests/number/compare_test.cpp compares the
// two, and longer numbers go to mpz_cmp itself.
#pragma once

#include <gmpxx.h>

#include <algorithm>
#include <climits>
#include <vector>

namespace rithmo {

// Negative, zero or positive as a is less than, equal to or greater than b. (Always
// inlined: a call costs as much as the comparison.)
[[gnu::always_inline]] inline int compare_numbers(const mpz_class& a, const mpz_class& b) {
  const __mpz_struct* x = a.get_mpz_t();
  const __mpz_struct* y = b.get_mpz_t();
  const int sx = x->_mp_size, sy = y->_mp_size;  // the sign, and the count of limbs
  if (sx < -1 || sx > 1 || sy < -1 || sy > 1) return mpz_cmp(x, y);
  if (sx != sy) return sx < sy ? -1 : 1;  // of different signs (0 a sign of its own)
  if (sx == 0) return 0;
  const mp_limb_t lx = x->_mp_d[0], ly = y->_mp_d[0];
  const int by_limb = lx < ly ? -1 : lx > ly ? 1 : 0;
  return sx > 0 ? by_limb : -by_limb;
}

inline bool number_less(const mpz_class& a, const mpz_class& b) { return compare_numbers(a, b) < 0; }

inline bool same_number(const mpz_class& a, const mpz_class& b) { return compare_numbers(a, b) == 0; }

// number_less as a function object: the order of sorts, sets and maps of numbers.
struct NumberLess {
  bool operator()(const mpz_class& a, const mpz_class& b) const { return number_less(a, b); }
};

// The numbers in ascending order.
inline std::vector<mpz_class> sorted_numbers(std::vector<mpz_class> n) {
  std::sort(n.begin(), n.end(), NumberLess{});
  return n;
}

// The number as a long, when it fits one (fits_slong_p and get_si, without calls into
// GMP).
inline bool as_long(const mpz_class& a, long& out) {
  const __mpz_struct* x = a.get_mpz_t();
  if (x->_mp_size == 0) {
    out = 0;
    return true;
  }
  if (x->_mp_size != 1 && x->_mp_size != -1) return false;
  const mp_limb_t limb = x->_mp_d[0];
  constexpr mp_limb_t kMax = static_cast<mp_limb_t>(LONG_MAX);
  if (x->_mp_size == 1) {
    if (limb > kMax) return false;
    out = static_cast<long>(limb);
    return true;
  }
  if (limb > kMax + 1) return false;
  out = limb == kMax + 1 ? LONG_MIN : -static_cast<long>(limb);
  return true;
}

// Rows in lexicographic order, as std::vector's operator< orders them.
inline bool row_less(const std::vector<mpz_class>& a, const std::vector<mpz_class>& b) {
  const std::size_t n = std::min(a.size(), b.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (const int c = compare_numbers(a[i], b[i]); c != 0) return c < 0;
  }
  return a.size() < b.size();
}

}  // namespace rithmo
