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
#include "taking/spaces.hpp"

#include <gmpxx.h>

#include <optional>
#include <string_view>
#include <vector>

namespace rithmo {

// The board: ranks (rows) by files (columns). Fulke's board is ".8. in breadth and .16.
// in length" (002 line 504); the tables' largest count of spaces, 14 (lines 740, 765,
// 795), is 16 - 2. Line 815 allows a board of 10 by 8 in another kind of play.
struct BoardGeometry {
  long ranks = 16;
  long files = 8;

  // The most void spaces between two men on one line: the two men stand at both ends
  // of the longest line, max(ranks, files) - 2.
  long max_spaces() const;
  friend bool operator==(const BoardGeometry&, const BoardGeometry&) = default;
};

// Which men count and which counts of spaces. The defaults are Fulke's reading.
struct SpacesOptions {
  BoardGeometry board;
  // The kings' totals (91, 190: the men with is_pyramid) take and are taken like any
  // man: Fulke prints "91 13 7" (002 line 764).
  bool pyramid_totals = true;
  // The layers of the kings (1 4 9 16 25 36; 16 25 36 49 64, 002 line 532) count as
  // men of their army. Fulke's tables do not need them: off.
  bool pyramid_layers = false;
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
