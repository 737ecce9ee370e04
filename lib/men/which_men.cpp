#include "men/which_men.hpp"

#include <algorithm>

namespace rithmo {

namespace {

std::vector<CountedMan> count(const Armies& armies, Army army, const WhichMen& which) {
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

}  // namespace

std::shared_ptr<const CountedLists> count_all(const Armies& armies) {
  auto all = std::make_shared<CountedLists>();
  for (Army army : {Army::Even, Army::Odd}) {
    for (bool totals : {false, true}) {
      for (bool layers : {false, true}) {
        const WhichMen which{totals, layers};
        all->lists[CountedLists::index_of(army, which)] = count(armies, army, which);
      }
    }
  }
  return all;
}

std::vector<CountedMan> counted_men(const Armies& armies, Army army, const WhichMen& which) {
  if (armies.counted) return armies.counted->lists[CountedLists::index_of(army, which)];
  return count(armies, army, which);
}

std::vector<mpz_class> counted_numbers(const Armies& armies, Army army, const WhichMen& which) {
  std::vector<mpz_class> out;
  if (armies.counted) {
    const auto& men = armies.counted->lists[CountedLists::index_of(army, which)];
    out.reserve(men.size());
    for (const auto& m : men) out.push_back(m.value);
    return out;
  }
  for (auto& m : count(armies, army, which)) out.push_back(std::move(m.value));
  return out;
}

}  // namespace rithmo
