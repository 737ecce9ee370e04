#include "harmony/proportion.hpp"

#include <algorithm>

namespace rithmo {

std::string_view name(Proportion p) {
  switch (p) {
    case Proportion::Arithmetic:
      return "arithmetic";
    case Proportion::Geometric:
      return "geometric";
    case Proportion::Musical:
      return "musical";
  }
  return "?";
}

std::optional<Proportion> parse_proportion(std::string_view text) {
  if (text == "arithmetic") return Proportion::Arithmetic;
  if (text == "geometric") return Proportion::Geometric;
  if (text == "musical" || text == "harmonic") return Proportion::Musical;
  return std::nullopt;
}

bool in_proportion(Proportion p, Triple t) {
  std::sort(t.begin(), t.end());
  const auto& [a, b, c] = t;
  if (a <= 0 || a == b || b == c) return false;
  switch (p) {
    case Proportion::Arithmetic:
      return b - a == c - b;
    // The ratios compared cross-multiplied: exact, and with a, b - a > 0 the
    // denominators are positive. b:a = c:b, and c:a = (c - b):(b - a).
    case Proportion::Geometric:
      return b * b == a * c;
    case Proportion::Musical:
      return c * (b - a) == a * (c - b);
  }
  return false;
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

std::vector<Triple> proportions(Proportion p, const std::vector<mpz_class>& pool) {
  std::vector<Triple> out;
  const std::size_t n = pool.size();
  // The fast path when the pool is ascending and fits 64 bits (the game's numbers do).
  std::vector<std::int64_t> fixed;
  bool small = std::is_sorted(pool.begin(), pool.end());
  for (const auto& x : pool) {
    small = small && x.fits_slong_p();
    fixed.push_back(small ? x.get_si() : 0);
  }
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t k = j + 1; k < n; ++k) {
        const auto fast = small ? in_proportion_fixed(p, fixed[i], fixed[j], fixed[k]) : std::nullopt;
        if (fast ? *fast : in_proportion(p, {pool[i], pool[j], pool[k]}))
          out.push_back({pool[i], pool[j], pool[k]});
      }
    }
  }
  return out;
}

}  // namespace rithmo
