#include "harmony/pool.hpp"

#include "number/compare.hpp"

#include <algorithm>

namespace rithmo {

std::vector<mpz_class> make_pool(const Armies& armies, const PoolOptions& options) {
  std::vector<mpz_class> pool;
  for (Army army : {Army::Even, Army::Odd}) {
    const bool wanted =
        options.armies == PoolArmies::Both || (options.armies == PoolArmies::Even) == (army == Army::Even);
    if (!wanted) continue;
    for (auto& n : counted_numbers(armies, army, options.men)) pool.push_back(std::move(n));
  }
  std::sort(pool.begin(), pool.end(), NumberLess{});
  pool.erase(std::unique(pool.begin(), pool.end(), same_number), pool.end());
  return pool;
}

}  // namespace rithmo
