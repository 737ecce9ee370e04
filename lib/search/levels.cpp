#include "search/levels.hpp"

namespace rithmo::search {

const std::vector<Level>& levels() {
  static const std::vector<Level> all{
      {"novice",
       "looks one move ahead and the captures after it, but overlooks some replies; "
       "often takes a move nearly as good",
       1, 0, 300, 10},
      {"scholar", "looks two moves ahead; now and then takes a move nearly as good", 2, 0, 30},
      {"master", "looks four moves ahead, within 40 000 positions", 4, 40000, 0},
      {"doctor", "searches 400 000 positions, as deep as they reach", 0, 400000, 0},
  };
  return all;
}

const Level* find_level(std::string_view name) {
  for (const Level& l : levels()) {
    if (l.name == name) return &l;
  }
  return nullptr;
}

std::string level_names() {
  std::string s;
  for (const Level& l : levels()) s += (s.empty() ? "" : ", ") + std::string(l.name);
  return s;
}

Limits limits_of(const Level& level, std::uint64_t seed) {
  Limits l;
  l.depth = level.depth;
  l.nodes = level.nodes;
  l.noise = level.noise;
  l.oversight = level.oversight;
  l.seed = seed;
  return l;
}

}  // namespace rithmo::search
