#include "men/which_men.hpp"

#include <algorithm>

namespace rithmo {

std::vector<CountedMan> counted_men(const Armies& armies, Army army, const WhichMen& which) {
  std::vector<CountedMan> out;
  for (const Man& m : armies.men(army)) {
    if (m.is_pyramid && !which.pyramid_totals) continue;
    out.push_back({m.value, m.shape, m.is_pyramid, false});
  }
  if (which.pyramid_layers) {
    for (const auto& l : armies.king(army).layers) out.push_back({l.value, l.shape, false, true});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const CountedMan& a, const CountedMan& b) { return a.value < b.value; });
  return out;
}

std::vector<mpz_class> counted_numbers(const Armies& armies, Army army, const WhichMen& which) {
  std::vector<mpz_class> out;
  for (auto& m : counted_men(armies, army, which)) out.push_back(std::move(m.value));
  return out;
}

}  // namespace rithmo
