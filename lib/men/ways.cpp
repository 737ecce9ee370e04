#include "men/ways.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

namespace rithmo {

namespace {

constexpr std::array<std::string_view, 10> kNames = {
    "equality",   "addition", "subtraction", "multiplication",  "division",
    "proportion", "cossic",   "eruption",    "spaces-division", "oblivion"};

}  // namespace

std::string_view name(Way way) { return kNames[static_cast<std::size_t>(way)]; }

std::optional<Way> parse_way(std::string_view text) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == text) return static_cast<Way>(i);
  }
  return std::nullopt;
}

bool by_two_men(Way way) {
  return std::find(std::begin(kTwoMenWays), std::end(kTwoMenWays), way) != std::end(kTwoMenWays);
}

}  // namespace rithmo
