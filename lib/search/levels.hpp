// The engine's levels of play, from the weakest (for a first game) to the strongest.
// Each is bounded by depth and nodes, not by time, so that a level and a seed play the
// same game on any machine; the weaker levels add chance to their choice (Limits::noise).
// tools/bench/strength.sh measures them against random play and one another
// (docs/performance.md, "The levels").
#pragma once

#include "search/search.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace rithmo::search {

struct Level {
  std::string_view name;
  std::string_view description;
  int depth = 0;
  std::uint64_t nodes = 0;
  int noise = 0;
  int oversight = 0;  // Limits::oversight
};

// In order of strength, the weakest first.
const std::vector<Level>& levels();
// The level named; nullptr when there is none.
const Level* find_level(std::string_view name);
// "novice, scholar, master, doctor".
std::string level_names();

// The limits of a level, its chance drawn from seed.
Limits limits_of(const Level& level, std::uint64_t seed);

}  // namespace rithmo::search
