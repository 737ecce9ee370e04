#include "men/which_men.hpp"

#include <algorithm>

namespace rithmo {

std::vector<CountedMan> count_men(const std::vector<Man>& men, const Pyramid& king, const WhichMen& which) {
  std::vector<CountedMan> out;
  for (const Man& m : men) {
    if (m.is_pyramid && !which.pyramid_totals) continue;
    out.push_back({m.value, m.shape, m.is_pyramid, false});
  }
  if (which.pyramid_layers) {
    for (const auto& l : king.layers) out.push_back({l.value, l.shape, false, true});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const CountedMan& a, const CountedMan& b) { return a.value < b.value; });
  return out;
}

std::shared_ptr<const CountedLists> count_all(const std::vector<Man>& even, const std::vector<Man>& odd,
                                              const Pyramid& even_king, const Pyramid& odd_king) {
  auto all = std::make_shared<CountedLists>();
  for (Army army : {Army::Even, Army::Odd}) {
    for (bool totals : {false, true}) {
      for (bool layers : {false, true}) {
        const WhichMen which{totals, layers};
        all->lists[CountedLists::index_of(army, which)] =
            army == Army::Even ? count_men(even, even_king, which) : count_men(odd, odd_king, which);
      }
    }
  }
  return all;
}

}  // namespace rithmo
