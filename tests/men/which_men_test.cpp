// The men who count (men/which_men.hpp): the lists build_armies keeps are those counted
// afresh from the men, for each army and each choice of which men.
#include "men/armies.hpp"

#include "catch.hpp"

#include <algorithm>
#include <vector>

using namespace rithmo;

TEST_CASE("which men: the lists kept by build_armies are the men counted afresh", "[men]") {
  const Armies kept = build_armies();
  REQUIRE(kept.counted);
  Armies fresh = kept;
  fresh.counted = nullptr;
  for (Army army : {Army::Even, Army::Odd}) {
    for (bool totals : {false, true}) {
      for (bool layers : {false, true}) {
        const WhichMen which{totals, layers};
        INFO("army " << (army == Army::Even ? "even" : "odd") << ", totals " << totals << ", layers "
                     << layers);
        const auto a = counted_men(kept, army, which);
        const auto b = counted_men(fresh, army, which);
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
          CHECK(a[i].value == b[i].value);
          CHECK(a[i].shape == b[i].shape);
          CHECK(a[i].king == b[i].king);
          CHECK(a[i].layer == b[i].layer);
        }
        CHECK(counted_numbers(kept, army, which) == counted_numbers(fresh, army, which));
        // Counted from the army itself: its men, less the king unless his total
        // counts, and his layers when they count; ascending.
        const std::size_t men = kept.men(army).size();
        const std::size_t layer_count = kept.king(army).layers.size();
        CHECK(a.size() == men - (totals ? 0 : 1) + (layers ? layer_count : 0));
        CHECK(std::is_sorted(a.begin(), a.end(),
                             [](const CountedMan& x, const CountedMan& y) { return x.value < y.value; }));
      }
    }
  }
}
