#include "harmony/proportion.hpp"

#include "harmony/terms.hpp"

#include <algorithm>
#include <cassert>
#include <functional>

namespace rithmo {

bool in_proportion(Proportion p, Triple t) {
  std::sort(t.begin(), t.end());
  const auto& [a, b, c] = t;
  if (a <= 0 || a == b || b == c) return false;
  // The ratios compared cross-multiplied (terms.hpp): exact, and with a, b - a > 0 the
  // denominators are positive. b:a = c:b, and c:a = (c - b):(b - a).
  return harmony_detail::holds(p, a, b, c);
}

bool in_proportion(Proportion p, std::array<Rational, 3> t) {
  std::sort(t.begin(), t.end());
  const auto& [a, b, c] = t;
  if (a <= Rational(0) || a == b || b == c) return false;
  return harmony_detail::holds(p, a, b, c);
}

std::optional<bool> in_proportion_fixed(Proportion p, std::int64_t a, std::int64_t b, std::int64_t c) {
  if (a <= 0 || a >= b || b >= c) return false;
  std::int64_t x = 0, y = 0;
  switch (p) {
    case Proportion::Arithmetic:
      return b - a == c - b;
    case Proportion::Geometric:
      if (__builtin_mul_overflow(b, b, &x) || __builtin_mul_overflow(a, c, &y)) return std::nullopt;
      return x == y;
    case Proportion::Musical:
      if (__builtin_mul_overflow(c, b - a, &x) || __builtin_mul_overflow(a, c - b, &y)) return std::nullopt;
      return x == y;
  }
  return false;
}

std::vector<mpz_class> whole_means(const mpz_class& a, const mpz_class& b) {
  std::vector<mpz_class> v;
  if ((a + b) % 2 == 0) v.push_back((a + b) / 2);
  const mpz_class p = a * b;
  if (p > 0 && mpz_perfect_square_p(p.get_mpz_t())) v.push_back(sqrt(p));
  if (a + b != 0 && (2 * p) % (a + b) == 0) v.push_back(2 * p / (a + b));
  return v;
}

std::vector<mpz_class> whole_next_terms(const mpz_class& a, const mpz_class& b) {
  std::vector<mpz_class> v;
  v.push_back(2 * b - a);
  if (a != 0 && (b * b) % a == 0) v.push_back(b * b / a);
  if (2 * a - b != 0 && (a * b) % (2 * a - b) == 0) v.push_back(a * b / (2 * a - b));
  return v;
}

namespace {

template <class N>
void proportions_in(Proportion p, const std::vector<N>& values, const std::vector<mpz_class>& pool,
                    std::vector<Triple>& out) {
  harmony_detail::for_each_triple(values, p == Proportion::Arithmetic, p == Proportion::Geometric,
                                  p == Proportion::Musical, [&](int i, int j, int k, Proportion) {
                                    out.push_back({pool[i], pool[j], pool[k]});
                                  });
}

}  // namespace

std::vector<Triple> proportions(Proportion p, const std::vector<mpz_class>& pool) {
  assert(std::adjacent_find(pool.begin(), pool.end(), std::greater_equal<>()) == pool.end());
  std::vector<Triple> out;
  // One third term per pair (terms.hpp), found by lookup: in the order of the pair,
  // so lexicographic.
  harmony_detail::on_pool(pool, [&](const auto& v) { proportions_in(p, v, pool, out); });
  return out;
}

}  // namespace rithmo
