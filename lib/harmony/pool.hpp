// The pool of numbers among which proportions and triumph sets are sought.
#pragma once

#include "men/armies.hpp"
#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <string_view>
#include <vector>

namespace rithmo {

enum class PoolArmies { Even, Odd, Both };
// The names of the reading "army" (readings/readings.hpp).
inline constexpr auto kPoolArmiesNames = enum_table<PoolArmies>(
    {{PoolArmies::Both, "both"}, {PoolArmies::Even, "even"}, {PoolArmies::Odd, "odd"}});
inline std::string_view name(PoolArmies armies) { return kPoolArmiesNames.name(armies); }

// Which numbers count. The default is the pool of the modern "Table of harmonies"
// (002 lines 985-1221): both armies, the pyramids' totals (91, 190) in, their layers
// out. A pyramid total is in the pool only as the value of the man that stands as
// the king; its layers are the squares of the pyramid's roots.
struct PoolOptions {
  PoolArmies armies = PoolArmies::Both;
  WhichMen men;  // which men count
  friend bool operator==(const PoolOptions&, const PoolOptions&) = default;
};

// The distinct values of the men chosen by the options, ascending.
std::vector<mpz_class> make_pool(const Armies& armies, const PoolOptions& options = {});

}  // namespace rithmo
