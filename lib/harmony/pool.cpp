#include "harmony/pool.hpp"

#include <algorithm>

namespace rithmo {

std::string_view name(PoolArmies armies) {
  switch (armies) {
    case PoolArmies::Even:
      return "even";
    case PoolArmies::Odd:
      return "odd";
    case PoolArmies::Both:
      return "both";
  }
  return "?";
}

std::vector<mpz_class> make_pool(const Armies& armies, const PoolOptions& options) {
  std::vector<mpz_class> pool;
  for (Army army : {Army::Even, Army::Odd}) {
    const bool wanted =
        options.armies == PoolArmies::Both || (options.armies == PoolArmies::Even) == (army == Army::Even);
    if (!wanted) continue;
    for (const Man& m : armies.men(army)) {
      if (m.is_pyramid && !options.men.pyramid_totals) continue;
      pool.push_back(m.value);
    }
    if (options.men.pyramid_layers) {
      for (const auto& layer : armies.king(army).layers) pool.push_back(layer.value);
    }
  }
  std::sort(pool.begin(), pool.end());
  pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
  return pool;
}

}  // namespace rithmo
