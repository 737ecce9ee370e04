// Test helper: the men as Fulke lists them, "Of the men" (002 lines 523-531), typed
// from the source and not from rithmo's generator: each army's 24 men in the source's
// order (order by order, four numbers each); 91 and 190 are the kings, as their totals
// (line 529). Tests compare the derivations against these numbers.
#pragma once

#include <vector>

namespace rithmo::testing {

inline const std::vector<long> kEvenMen = {2, 4,  6,  8,  4,  16, 36, 64,  6,  20, 42,  72,
                                           9, 25, 49, 81, 15, 45, 91, 153, 25, 81, 169, 289};
inline const std::vector<long> kOddMen = {3,  5,  7,  9,   9,  25, 49,  81,  12, 30,  56,  90,
                                          16, 36, 64, 100, 28, 66, 120, 190, 49, 121, 225, 361};

}  // namespace rithmo::testing
