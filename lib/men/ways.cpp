#include "men/ways.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

namespace rithmo {

bool by_two_men(Way way) {
  return std::find(std::begin(kTwoMenWays), std::end(kTwoMenWays), way) != std::end(kTwoMenWays);
}

}  // namespace rithmo
