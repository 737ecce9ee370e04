// Which men count: the one choice behind every list of "the men" the takings, the
// cossic signs, the pool of proportions and the derived tables draw from.
//
// The sources disagree on the kings. Fulke counts the odd king as the man 190 among
// the men only Oblivion takes (002 line 851) and prints "91 13 7" among the eruptions
// (002 line 764): the kings' totals are men. du Coeur (000) lets "the .36. within the
// Odde Kyng" take "the Even .36.": the layers of the kings (1 4 9 16 25 36; 16 25 36 49
// 64, 002 line 532) are men of their army. Every options type that chooses men holds
// one WhichMen (taking/taking.hpp MenOptions, taking/two_men.hpp TwoMenOptions,
// taking/spaces_table.hpp SpacesOptions, men/cossic.hpp CossicOptions, harmony/pool.hpp
// PoolOptions); the audit's relations read it from their parameters "pyramid-totals"
// and "pyramid-layers". counted_men() is the one list of an army's men under that
// choice: the takings, the cossic signs, the two-men table and the pool draw from it.
#pragma once

#include "men/army.hpp"
#include "men/pyramid.hpp"

#include <gmpxx.h>

#include <array>
#include <cstddef>
#include <memory>
#include <vector>

namespace rithmo {

struct WhichMen {
  bool pyramid_totals = true;   // the kings as their totals (91, 190) are men
  bool pyramid_layers = false;  // the kings' layers are men of their army
  friend bool operator==(const WhichMen&, const WhichMen&) = default;
};

// One man who counts: a man of the army (the king by his total) or a layer of the
// king.
struct CountedMan {
  mpz_class value;
  Shape shape = Shape::Round;
  bool king = false;   // the king, by his total
  bool layer = false;  // a layer of the king
};

// The men of an army who count under `which`, one entry a man (a number two men bear
// stands twice), ordered by number; men of one number stay in the army's order, the
// king's layers after its men. (counted_men of men/armies.hpp reads them off the
// armies, listed once.)
std::vector<CountedMan> count_men(const std::vector<Man>& men, const Pyramid& king, const WhichMen& which);

// count_men for each army and each choice, by index_of.
struct CountedLists {
  static std::size_t index_of(Army army, const WhichMen& which) {
    return (army == Army::Even ? 0 : 4) + (which.pyramid_totals ? 2 : 0) + (which.pyramid_layers ? 1 : 0);
  }
  std::array<std::vector<CountedMan>, 8> lists;
};

// Every list of counted men of both armies, their men and kings given (build_armies
// keeps them in Armies::counted).
std::shared_ptr<const CountedLists> count_all(const std::vector<Man>& even, const std::vector<Man>& odd,
                                              const Pyramid& even_king, const Pyramid& odd_king);

}  // namespace rithmo
