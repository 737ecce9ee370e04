#include "harmony/triumph.hpp"

#include <algorithm>

namespace rithmo {

std::string_view name(Grade g) {
  switch (g) {
    case Grade::Great: return "great";
    case Grade::Greater: return "greater";
    case Grade::Greatest: return "greatest";
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
    case GeometricFour::Progression: return "progression";
    case GeometricFour::EqualRatios: return "ratios";
    case GeometricFour::Either: return "either";
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
          if (p == Proportion::Geometric && options.geometric_four == GeometricFour::EqualRatios &&
              n == 4) {
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
    case Grade::Great: return size == 3 && k.count() >= 1;
    case Grade::Greater:
      if (size != 4) return false;
      if (options.two_kinds == TwoKinds::Exactly ? k.count() != 2 : k.count() < 2) return false;
      return !pair || k.contains(*pair);
    case Grade::Greatest: return size == 4 && k.count() == 3;
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
  const std::size_t n = pool.size();
  const std::size_t size = grade == Grade::Great ? 3 : 4;
  std::vector<std::size_t> idx(size);
  for (std::size_t i = 0; i < size; ++i) idx[i] = i;
  if (n < size) return out;
  while (true) {
    std::vector<mpz_class> set;
    for (auto i : idx) set.push_back(pool[i]);
    const Kinds k = kinds_shown(set, options);
    if (grade_accepts(grade, k, size, options, pair)) out.push_back({std::move(set), k});
    // Next combination in lexicographic order.
    std::size_t i = size;
    while (i > 0 && idx[i - 1] == n - size + i - 1) --i;
    if (i == 0) break;
    ++idx[i - 1];
    for (std::size_t j = i; j < size; ++j) idx[j] = idx[j - 1] + 1;
  }
  return out;
}

}  // namespace rithmo
