#include "harmony/triumph.hpp"

#include <algorithm>
#include <cstdint>

namespace rithmo {

std::string_view name(Grade g) {
  switch (g) {
    case Grade::Great:
      return "great";
    case Grade::Greater:
      return "greater";
    case Grade::Greatest:
      return "greatest";
  }
  return "?";
}

std::optional<Grade> parse_grade(std::string_view text) {
  if (text == "great") return Grade::Great;
  if (text == "greater") return Grade::Greater;
  if (text == "greatest") return Grade::Greatest;
  return std::nullopt;
}

std::string_view name(GeometricFour g) {
  switch (g) {
    case GeometricFour::Progression:
      return "progression";
    case GeometricFour::EqualRatios:
      return "ratios";
    case GeometricFour::Either:
      return "either";
  }
  return "?";
}

std::optional<GeometricFour> parse_geometric_four(std::string_view text) {
  if (text == "progression") return GeometricFour::Progression;
  if (text == "ratios") return GeometricFour::EqualRatios;
  if (text == "either") return GeometricFour::Either;
  return std::nullopt;
}

std::string_view name(TwoKinds t) { return t == TwoKinds::Exactly ? "exactly" : "at-least"; }

std::optional<TwoKinds> parse_two_kinds(std::string_view text) {
  if (text == "exactly") return TwoKinds::Exactly;
  if (text == "at-least") return TwoKinds::AtLeast;
  return std::nullopt;
}

std::string Kinds::str() const {
  std::string s;
  for (Proportion p : kProportions) {
    if (!has(p)) continue;
    if (!s.empty()) s += "+";
    s += name(p);
  }
  return s;
}

std::optional<Kinds> parse_kind_pair(std::string_view text) {
  const auto plus = text.find('+');
  if (plus == std::string_view::npos) return std::nullopt;
  const auto a = parse_proportion(text.substr(0, plus));
  const auto b = parse_proportion(text.substr(plus + 1));
  if (!a || !b || *a == *b) return std::nullopt;
  return Kinds{*a, *b};
}

Kinds kinds_shown(std::vector<mpz_class> numbers, const TriumphOptions& options) {
  std::sort(numbers.begin(), numbers.end());
  Kinds k;
  const std::size_t n = numbers.size();
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t l = j + 1; l < n; ++l) {
        const Triple t{numbers[i], numbers[j], numbers[l]};
        for (Proportion p : kProportions) {
          if (p == Proportion::Geometric && options.geometric_four == GeometricFour::EqualRatios && n == 4) {
            continue;  // four numbers show geometric proportion only by equal ratios
          }
          if (in_proportion(p, t)) k.add(p);
        }
      }
    }
  }
  if (n == 4 && options.geometric_four != GeometricFour::Progression) {
    // a:b = c:d. For a < b < c < d this is the only pairing that can hold: the
    // other pairings compare a ratio below one with one above it.
    if (numbers[0] * numbers[3] == numbers[1] * numbers[2]) k.add(Proportion::Geometric);
  }
  return k;
}

namespace {

bool grade_accepts(Grade grade, Kinds k, std::size_t size, const TriumphOptions& options,
                   std::optional<Kinds> pair) {
  switch (grade) {
    case Grade::Great:
      return size == 3 && k.count() >= 1;
    case Grade::Greater:
      if (size != 4) return false;
      if (options.two_kinds == TwoKinds::Exactly ? k.count() != 2 : k.count() < 2) return false;
      return !pair || k.contains(*pair);
    case Grade::Greatest:
      return size == 4 && k.count() == 3;
  }
  return false;
}

}  // namespace

bool is_triumph(Grade grade, const std::vector<mpz_class>& numbers, const TriumphOptions& options,
                std::optional<Kinds> pair) {
  std::vector<mpz_class> sorted = numbers;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return false;
  return grade_accepts(grade, kinds_shown(sorted, options), sorted.size(), options, pair);
}

std::vector<TriumphSet> triumphs(Grade grade, const std::vector<mpz_class>& pool,
                                 const TriumphOptions& options, std::optional<Kinds> pair) {
  std::vector<TriumphSet> out;
  std::vector<mpz_class> sorted = pool;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  const std::size_t n = sorted.size();
  const std::size_t size = grade == Grade::Great ? 3 : 4;
  if (n < size) return out;
  // Every triple's kinds once (in_proportion, exact), and every pair's product for
  // the equal ratios a:b = c:d (a*d = b*c): each four-set then costs four lookups
  // and one comparison instead of twelve proportion tests.
  std::vector<std::int64_t> fixed;
  bool small = true;
  for (const auto& x : sorted) {
    small = small && x.fits_slong_p();
    fixed.push_back(small ? x.get_si() : 0);
  }
  std::vector<Kinds> triple(n * n * n);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t k = j + 1; k < n; ++k) {
        Kinds kinds;
        for (Proportion p : kProportions) {
          const auto fast = small ? in_proportion_fixed(p, fixed[i], fixed[j], fixed[k]) : std::nullopt;
          if (fast ? *fast : in_proportion(p, {sorted[i], sorted[j], sorted[k]})) kinds.add(p);
        }
        triple[(i * n + j) * n + k] = kinds;
      }
    }
  }
  auto kinds_of = [&](std::size_t i, std::size_t j, std::size_t k) { return triple[(i * n + j) * n + k]; };
  if (size == 3) {
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = i + 1; j < n; ++j) {
        for (std::size_t k = j + 1; k < n; ++k) {
          const Kinds kinds = kinds_of(i, j, k);
          if (grade_accepts(grade, kinds, 3, options, pair))
            out.push_back({{sorted[i], sorted[j], sorted[k]}, kinds});
        }
      }
    }
    return out;
  }
  std::vector<mpz_class> product(n * n);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i; j < n; ++j) product[i * n + j] = sorted[i] * sorted[j];
  }
  // And each product in 64 bits when it fits (-1 when not: compared exactly).
  std::vector<std::int64_t> product_fixed(n * n, -1);
  for (std::size_t i = 0; small && i < n; ++i) {
    for (std::size_t j = i; j < n; ++j) {
      std::int64_t x = 0;
      if (!__builtin_mul_overflow(fixed[i], fixed[j], &x)) product_fixed[i * n + j] = x;
    }
  }
  auto equal_products = [&](std::size_t a, std::size_t d, std::size_t b, std::size_t c) {
    const std::int64_t x = product_fixed[a * n + d], y = product_fixed[b * n + c];
    if (x >= 0 && y >= 0) return x == y;
    return product[a * n + d] == product[b * n + c];
  };
  const bool progression = options.geometric_four != GeometricFour::EqualRatios;
  const bool ratios = options.geometric_four != GeometricFour::Progression;
  for (std::size_t a = 0; a < n; ++a) {
    for (std::size_t b = a + 1; b < n; ++b) {
      for (std::size_t c = b + 1; c < n; ++c) {
        for (std::size_t d = c + 1; d < n; ++d) {
          Kinds kinds;
          for (const Kinds t : {kinds_of(a, b, c), kinds_of(a, b, d), kinds_of(a, c, d), kinds_of(b, c, d)}) {
            for (Proportion p : kProportions) {
              if (t.has(p) && (p != Proportion::Geometric || progression)) kinds.add(p);
            }
          }
          // a:b = c:d, the only pairing that can hold for a < b < c < d (see
          // kinds_shown).
          if (ratios && equal_products(a, d, b, c)) kinds.add(Proportion::Geometric);
          if (grade_accepts(grade, kinds, 4, options, pair)) {
            out.push_back({{sorted[a], sorted[b], sorted[c], sorted[d]}, kinds});
          }
        }
      }
    }
  }
  return out;
}

}  // namespace rithmo
