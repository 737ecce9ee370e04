#include "men/cossic.hpp"

#include <algorithm>
#include <stdexcept>

namespace rithmo {

namespace {

// The distinct numbers of an army's men under the options, ascending.
std::vector<mpz_class> numbers_of(const Armies& armies, Army army, const CossicOptions& options) {
  std::vector<mpz_class> v = counted_numbers(armies, army, options.men);
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

// The numbers a man of `army` meets by cossic signs: the other army's, or every
// number under CossicArmies::Any.
std::vector<mpz_class> partners_of(const Armies& armies, Army army, const CossicOptions& options) {
  if (options.armies == CossicArmies::Contrary) return numbers_of(armies, other(army), options);
  auto v = numbers_of(armies, Army::Even, options);
  const auto odd = numbers_of(armies, Army::Odd, options);
  v.insert(v.end(), odd.begin(), odd.end());
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

bool contains(const std::vector<mpz_class>& sorted, const mpz_class& x) {
  return std::binary_search(sorted.begin(), sorted.end(), x);
}

mpz_class power(const mpz_class& base, int exponent) {
  mpz_class r;
  mpz_pow_ui(r.get_mpz_t(), base.get_mpz_t(), static_cast<unsigned long>(exponent));
  return r;
}

// r with r^k == value, if value is a perfect k-th power.
bool exact_root(const mpz_class& value, int k, mpz_class& root) {
  if (value < 1) return false;
  return mpz_root(root.get_mpz_t(), value.get_mpz_t(), static_cast<unsigned long>(k)) != 0;
}

}  // namespace

void validate(const CossicOptions& options) {
  auto e = options.exponents;
  std::sort(e.begin(), e.end());
  if (!e.empty() && e.front() < 2) {
    throw std::invalid_argument("cossic signs: exponents must be at least 2, got " +
                                std::to_string(e.front()));
  }
  if (std::adjacent_find(e.begin(), e.end()) != e.end()) {
    throw std::invalid_argument("cossic signs: exponent " +
                                std::to_string(*std::adjacent_find(e.begin(), e.end())) + " given twice");
  }
}

std::string CossicSigns::str() const {
  std::string s = root ? "r" : "";
  for (int k : powers) s += std::to_string(k);
  return s;
}

std::string sign_name(int exponent) {
  switch (exponent) {
    case 2:
      return "quadrate";
    case 3:
      return "cube";
    case 4:
      return "squared quadrate";
    case 6:
      return "quadrate of the cube";
    default:
      return "power " + std::to_string(exponent);
  }
}

CossicSigns cossic_signs(const Armies& armies, Army army, const mpz_class& value,
                         const CossicOptions& options) {
  validate(options);
  const auto partners = partners_of(armies, army, options);
  auto exponents = options.exponents;
  std::sort(exponents.begin(), exponents.end());
  CossicSigns signs;
  for (int k : exponents) {
    mpz_class r;
    // 1 is its own every power: a root must differ from its power.
    if (exact_root(value, k, r) && r != value && contains(partners, r)) {
      signs.powers.push_back(k);
      signs.bases.push_back(r);
    }
    if (value > 1 && contains(partners, power(value, k))) {
      signs.root = true;
      signs.root_exponents.push_back(k);
    }
  }
  return signs;
}

std::vector<CossicPair> cossic_pairs(const Armies& armies, const CossicOptions& options) {
  validate(options);
  auto exponents = options.exponents;
  std::sort(exponents.begin(), exponents.end());
  std::vector<CossicPair> pairs;
  for (Army army : {Army::Even, Army::Odd}) {
    const auto partners = partners_of(armies, army, options);
    for (const mpz_class& root : numbers_of(armies, army, options)) {
      if (root < 2) continue;
      for (int k : exponents) {
        const mpz_class p = power(root, k);
        if (contains(partners, p)) pairs.push_back({root, p, k});
      }
    }
  }
  std::sort(pairs.begin(), pairs.end(), [](const CossicPair& a, const CossicPair& b) {
    if (a.root != b.root) return a.root < b.root;
    return a.exponent < b.exponent;
  });
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  return pairs;
}

std::size_t signed_men(const Armies& armies, Rule rule, const CossicOptions& options) {
  std::size_t n = 0;
  for (Army army : {Army::Even, Army::Odd}) {
    for (const Man& m : armies.men(army)) {
      if (m.rule != rule || (m.is_pyramid && !options.men.pyramid_totals)) continue;
      if (!cossic_signs(armies, army, m.value, options).empty()) ++n;
    }
  }
  return n;
}

}  // namespace rithmo
