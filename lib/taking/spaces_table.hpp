// Taking by multiplication and division by the void spaces between two men: the
// relation behind Fulke's "A table to take the men by Multiplication and Division"
// (002 lines 697-796).
//
// Fulke, "Of takyng by Multiplication" (002 line 681): "your man ... beyng lesser than
// your adversaries man, you may multiplie your man by the voyde spaces betwene them,
// and the product is all one with the adversarye"; "Of takynge by Division" (line
// 684): "your man beyng greater then the adversarye ... beyng devyded by the voyde
// spaces, the quotient is all one with the adversarye". So a row (taker, spaces, taken)
// holds when
//   multiplication  taker * spaces == taken
//   division        taker == spaces * taken   (the quotient exact: no remainder)
// with taker a man of the taking army and taken a man of the other army: the predicate
// of taking/spaces.hpp, which the engine's capture test asks too.
#pragma once

#include "men/armies.hpp"
#include "params/board_size.hpp"
#include "taking/spaces.hpp"

#include <gmpxx.h>

#include <optional>
#include <string_view>
#include <vector>

namespace rithmo {

// The board is params/board_size.hpp's BoardSize (FILESxRANKS, "8x16").
// Which men count and which counts of spaces. The defaults are Fulke's reading.
struct SpacesOptions {
  BoardSize board;
  // Which men count. The kings' totals (91, 190) take and are taken like any man:
  // Fulke prints "91 13 7" (002 line 764); his tables do not need the kings' layers.
  WhichMen men;
  // The fewest spaces counted. Fulke never prints 1 (every table begins at 2: 002
  // lines 700, 724, 746, 769): by one space the product or quotient is the taker
  // itself, and equal numbers take "by Equalitie", a way of its own (002 lines
  // 671-672).
  long min_spaces = 2;
  friend bool operator==(const SpacesOptions&, const SpacesOptions&) = default;
};

// Throws std::invalid_argument when the board has fewer than one rank or file, or
// min_spaces is less than 1. A min_spaces above board.max_spaces() is valid and
// gives no rows.
void validate(const SpacesOptions& options);

// One row of the tables: the taker's number, the void spaces, the number taken.
struct SpacesRow {
  mpz_class taker;
  long spaces = 0;
  mpz_class taken;

  friend bool operator==(const SpacesRow& a, const SpacesRow& b) {
    return a.taker == b.taker && a.spaces == b.spaces && a.taken == b.taken;
  }
};

// Fulke's order: by spaces, then by taker, then by taken.
bool operator<(const SpacesRow& a, const SpacesRow& b);

// True when the row's arithmetic holds for op (ignores which men exist):
// takes_by_spaces.
bool holds(SpacesOperation op, const SpacesRow& row);

// Every distinct row (taker, spaces, taken) with taker a man of army `taker`, taken a
// man of the other army, spaces in [min_spaces, board.max_spaces()] and the
// arithmetic of op exact; sorted by operator<. Validates options.
std::vector<SpacesRow> spaces_relation(const Armies& armies, Army taker, SpacesOperation op,
                                       const SpacesOptions& options = {});

// The row as a list of three integers (taker, spaces, taken), for emendation.hpp.
std::vector<mpz_class> cells(const SpacesRow& row);

}  // namespace rithmo
