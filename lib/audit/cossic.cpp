#include "audit/cossic.hpp"

#include <algorithm>

namespace rithmo {

namespace {

bool has_value(const std::vector<Man>& men, const mpz_class& v) {
  return std::any_of(men.begin(), men.end(), [&v](const Man& m) { return m.value == v; });
}

mpz_class power_of(const mpz_class& root, int sign) {
  mpz_class p;
  mpz_pow_ui(p.get_mpz_t(), root.get_mpz_t(), static_cast<unsigned long>(sign));
  return p;
}

}  // namespace

std::string_view sign_name(int sign) {
  switch (sign) {
    case 2:
      return "quadrate";
    case 3:
      return "cube";
    case 4:
      return "squared quadrate";
    case 6:
      return "quadrate of the cube";
    default:
      return "";
  }
}

std::vector<CossicRow> cossic_relation(const Armies& armies) {
  std::vector<CossicRow> rows;
  for (Army army : {Army::Even, Army::Odd}) {
    for (const Man& root : armies.men(army)) {
      for (int sign : kCossicSigns) {
        const mpz_class p = power_of(root.value, sign);
        if (!has_value(armies.men(other(army)), p)) continue;
        const CossicRow row{root.value, p, sign};
        if (std::find(rows.begin(), rows.end(), row) == rows.end()) rows.push_back(row);
      }
    }
  }
  std::sort(rows.begin(), rows.end(), [](const CossicRow& a, const CossicRow& b) {
    return a.root != b.root ? a.root < b.root : a.power < b.power;
  });
  return rows;
}

std::string cossic_marks(const Armies& armies, const Man& man) {
  const auto& others = armies.men(other(man.army));
  const bool is_root = std::any_of(std::begin(kCossicSigns), std::end(kCossicSigns),
                                   [&](int sign) { return has_value(others, power_of(man.value, sign)); });
  std::string marks(is_root ? 1 : 0, 'r');
  for (int sign : kCossicSigns) {
    const bool is_power = std::any_of(others.begin(), others.end(), [&](const Man& root) {
      return power_of(root.value, sign) == man.value;
    });
    if (is_power) marks.push_back(static_cast<char>('0' + sign));
  }
  return marks;
}

}  // namespace rithmo
