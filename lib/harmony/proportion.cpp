#include "harmony/proportion.hpp"

#include "number/rational.hpp"

#include <algorithm>

namespace rithmo {

std::string_view name(Proportion p) {
  switch (p) {
    case Proportion::Arithmetic: return "arithmetic";
    case Proportion::Geometric: return "geometric";
    case Proportion::Musical: return "musical";
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
    case Proportion::Arithmetic: return b - a == c - b;
    case Proportion::Geometric: return Rational(b, a) == Rational(c, b);
    case Proportion::Musical: return Rational(c, a) == Rational(c - b, b - a);
  }
  return false;
}

std::vector<Triple> proportions(Proportion p, const std::vector<mpz_class>& pool) {
  std::vector<Triple> out;
  const std::size_t n = pool.size();
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t k = j + 1; k < n; ++k) {
        Triple t{pool[i], pool[j], pool[k]};
        if (in_proportion(p, t)) out.push_back(std::move(t));
      }
    }
  }
  return out;
}

}  // namespace rithmo
