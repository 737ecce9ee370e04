// The arithmetic the enumerations of proportions and triumph sets share, written once
// for two widths of number: 64-bit integers when every number of the pool is below
// kSmallBound (then every product of two numbers and every sum below fits 64 bits, so
// nothing can overflow), GMP integers otherwise. Internal to lib/harmony.
//
// The enumerations look a third term up instead of trying every third number: for
// a < b, the c > b that completes a proportion is determined (harmony/proportion.hpp):
//   arithmetic  b - a = c - b          c = 2b - a
//   geometric   b / a = c / b          c = b^2 / a
//   musical     c / a = (c-b) / (b-a)  c = ab / (2a - b), when 2a > b
// each taken only when the division is exact and c is in the pool.
#pragma once

#include "harmony/proportion_kind.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace rithmo::harmony_detail {

// Numbers below 2^31: products of two below 2^62.
inline constexpr std::int64_t kSmallBound = std::int64_t{1} << 31;

// The pool in 64 bits when every number is positive and below kSmallBound.
inline bool small_pool(const std::vector<mpz_class>& pool, std::vector<std::int64_t>& out) {
  out.clear();
  for (const auto& x : pool) {
    if (x <= 0 || x >= kSmallBound) return false;
    out.push_back(x.get_si());
  }
  return true;
}

// work(values) on the pool in 64 bits when small_pool allows it, else on the GMP numbers
// themselves: the one choice of width of every enumeration. `work` takes either vector
// (a generic lambda) and returns the same type for both.
template <class Work>
auto on_pool(const std::vector<mpz_class>& pool, Work&& work) {
  if (std::vector<std::int64_t> fixed; small_pool(pool, fixed)) return work(fixed);
  return work(pool);
}

// q = n / d when d > 0 divides n exactly.
inline bool divide_exact(std::int64_t n, std::int64_t d, std::int64_t& q) {
  if (d <= 0 || n % d != 0) return false;
  q = n / d;
  return true;
}
inline bool divide_exact(const mpz_class& n, const mpz_class& d, mpz_class& q) {
  if (d <= 0 || mpz_divisible_p(n.get_mpz_t(), d.get_mpz_t()) == 0) return false;
  mpz_divexact(q.get_mpz_t(), n.get_mpz_t(), d.get_mpz_t());
  return true;
}

// True when a < b < c stand in proportion p (the cross-multiplied tests of
// in_proportion).
template <class N>
bool holds(Proportion p, const N& a, const N& b, const N& c) {
  switch (p) {
    case Proportion::Arithmetic:
      return b - a == c - b;
    case Proportion::Geometric:
      return b * b == a * c;
    case Proportion::Musical:
      return c * (b - a) == a * (c - b);
  }
  return false;
}

// The index of x in the ascending values, or -1.
template <class N>
int find(const std::vector<N>& values, const N& x) {
  const auto it = std::lower_bound(values.begin(), values.end(), x);
  return it != values.end() && *it == x ? static_cast<int>(it - values.begin()) : -1;
}

// For every pair i < j of the ascending, distinct values, each k > j such that
// (values[i], values[j], values[k]) stand in a proportion of `kinds`: calls
// emit(i, j, k, p) in the order of i, then j, then p. About n^2 lookups.
template <class N, class Emit>
void for_each_triple(const std::vector<N>& values, bool arithmetic, bool geometric, bool musical, Emit emit) {
  const int n = static_cast<int>(values.size());
  if (n < 3) return;
  const N& top = values.back();
  N c, t;
  for (int i = 0; i < n; ++i) {
    const N& a = values[i];
    if (a <= 0) continue;  // proportions are of positive numbers
    for (int j = i + 1; j < n; ++j) {
      const N& b = values[j];
      // c grows with b for each kind: once every kind asked overshoots the greatest
      // number, no later b can give a term in the pool.
      bool more = false;
      if (arithmetic) {
        c = 2 * b - a;
        if (c <= top) {
          more = true;
          if (const int k = find(values, c); k >= 0) emit(i, j, k, Proportion::Arithmetic);
        }
      }
      if (geometric) {
        t = b * b;
        if (t <= a * top) {
          more = true;
          if (divide_exact(t, a, c))
            if (const int k = find(values, c); k >= 0) emit(i, j, k, Proportion::Geometric);
        }
      }
      if (musical && 2 * a > b) {
        t = 2 * a - b;
        if (a * b <= t * top) {
          more = true;
          N ab = a * b;
          if (divide_exact(ab, t, c))
            if (const int k = find(values, c); k >= 0) emit(i, j, k, Proportion::Musical);
        }
      }
      if (!more) break;
    }
  }
}

}  // namespace rithmo::harmony_detail
