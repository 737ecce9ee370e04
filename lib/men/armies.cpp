#include "men/armies.hpp"

#include <cassert>
#include <string>

namespace rithmo {

Armies build_armies(const ArmiesOptions& options) {
  Armies a{
      {}, {}, build_pyramid(Army::Even, options.even_king), build_pyramid(Army::Odd, options.odd_king), {}};
  a.even = generate_army(Army::Even, options.seeds.even, a.even_king.total());
  a.odd = generate_army(Army::Odd, options.seeds.odd, a.odd_king.total());
  assert(check_armies(a, options).empty());
  a.counted = count_all(a.even, a.odd, a.even_king, a.odd_king);
  return a;
}

#ifndef NDEBUG
std::string check_armies(const Armies& armies, const ArmiesOptions& options) {
  for (Army army : {Army::Even, Army::Odd}) {
    const auto& men = armies.men(army);
    const auto& seeds = army == Army::Even ? options.seeds.even : options.seeds.odd;
    if (men.size() != 6 * seeds.size()) return "wrong number of men";
    int kings = 0;
    for (const Man& m : men) {
      if (m.army != army) return "man in the wrong army";
      if (m.value != derive(m.rule, m.seed)) return "value not derived by its rule";
      if (m.shape != shape_of(m.rule)) return "shape does not match rule";
      if ((m.order == 1) != !m.ratio.has_value()) return "ratio missing or extra";
      if (m.is_pyramid) {
        ++kings;
        if (m.value != armies.king(army).total()) return "king is not the pyramid total";
      }
    }
    if (kings > 1) return "more than one king";
  }
  return {};
}
#endif

std::vector<CountedMan> counted_men(const Armies& armies, Army army, const WhichMen& which) {
  if (armies.counted) return armies.counted->lists[CountedLists::index_of(army, which)];
  return count_men(armies.men(army), armies.king(army), which);
}

std::vector<mpz_class> counted_numbers(const Armies& armies, Army army, const WhichMen& which) {
  std::vector<mpz_class> out;
  if (armies.counted) {
    const auto& men = armies.counted->lists[CountedLists::index_of(army, which)];
    out.reserve(men.size());
    for (const auto& m : men) out.push_back(m.value);
    return out;
  }
  for (auto& m : count_men(armies.men(army), armies.king(army), which)) out.push_back(std::move(m.value));
  return out;
}

}  // namespace rithmo
