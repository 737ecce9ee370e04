// The starting arrays: the men of a transcribed diagram (tables/fulke-1563/
// array-*-kind.csv) placed on the squares of the board.
//
// The transcription keys each man by printed row (top to bottom) and place in the row
// (left to right); docs/tables-catalogue.md. The first half of the printed rows is one
// army, the second half the other: the army of each half is the one whose men bear
// those shapes and numbers (under Fulke's seeds no shape and number belongs to both
// armies), and a "King" printed without a number is the king of his half's army.
//
// A printed row runs across the board's breadth (8 files) and the rows follow one
// another along its length (16 ranks), each army at its own end:
//   first kind   two empty ranks behind each army: du Coeur, 001 line 27 ("all the men
//                should be advanced by two rows (that is, on your rows 3-6, instead of
//                1-4)"); Savard, 003 line 94 ("an 8 by 12 board, without the two empty
//                rows of squares behind the pieces"); Fulke, 002 line 822, sets the
//                third kind "not so farre from the bordes end" as the first
//   second kind  to the edge: 002 line 646 (".6. ranks in length, extending to the
//                furthermoste edge of the Table")
//   third kind   to the edge: 002 line 822 ("the .4. squares standynge in the plattes
//                nearest to the bordes end")
// A printed row of fewer men than files is centred across the breadth. That is this
// project's reading of Fulke: the transcription keeps no columns (its rows of four are
// typed flush left, 002 lines 602-609), and Fulke's text does not say where the four
// stand. A drawing that says where each man stands gives his square across the breadth
// in an optional column `column` (1 = the left of the drawing); Boissière's array
// (tables/boissiere-1556/array.csv) does, its squares carried "aux 4. quarres d'vn
// chacun des deux coings du tablier" (page 0038 line 11).
#pragma once

#include "men/armies.hpp"
#include "params/board_size.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"

#include <gmpxx.h>

#include <cstddef>
#include <string>
#include <vector>

namespace rithmo {

// Where the printed rows go on the board.
struct ArrayPlacement {
  BoardSize board;  // 8 files by 16 ranks (002 line 504)
  long behind = 0;  // empty ranks between each army and its end of the board

  // Fulke's kind of play 1, 2 or 3, as cited above. Throws std::invalid_argument for
  // another kind.
  static ArrayPlacement fulke(int kind);
  friend bool operator==(const ArrayPlacement&, const ArrayPlacement&) = default;
};

// What the text says of each of Fulke's kinds, in one place for the engine, the audit's
// board-array relation and the sheets. Each throws std::invalid_argument for a kind
// other than 1, 2, 3.
//   the ranks each army fills: ".6. ranks" for the second kind (002 line 646), four
//     for the first ("your men begin on your rows .3.4.5.6.", 000) and the third
//     (002 line 822, "after the firste maner");
//   the army drawn in the top half: the even for the first kind (002 line 601, "the top
//     half, the evens") and the third (line 824, drawn as the first), the odd for the
//     second (lines 649-654 print the odd ranks, 361 225 121 49 ..., first).
long fulke_ranks(int kind);
Army fulke_top(int kind);

// A transcribed array and the kind of play it is drawn for (the descriptor's
// board-array relation names the kind).
struct ArrayTable {
  int kind = 1;
  CsvDocument table;
  std::string package;  // the package that holds it ("fulke-1563", "boissiere-1556")
};

// Reads the package's tables whose relation is board-array, through its descriptor
// (package_dir/datapackage.json), in the descriptor's order. Throws DiagnosticError at
// the resource when its relation states no kind 1, 2 or 3, and when the package holds
// no array.
std::vector<ArrayTable> read_arrays(const std::string& package_dir);
// The same, of a package already read.
std::vector<ArrayTable> read_arrays(const Package& package);

struct PlacedMan {
  long rank = 0;  // 1-based from the top of the diagram (the end of the first army)
  long file = 0;  // 1-based from the left, as printed
  Army army = Army::Even;
  Shape shape = Shape::Square;  // a king stands as the square of his pyramid's total
  bool king = false;
  mpz_class value;       // a king's: his pyramid's total
  long printed_row = 0;  // the transcription's row and position
  long position = 0;
  long source_line = 0;  // the source line of the printed row
};

struct BoardArray {
  ArrayPlacement placement;
  Army top = Army::Even;       // the army of the first printed rows (ranks from 1)
  long rows_per_army = 0;      // printed rows per army
  std::vector<PlacedMan> men;  // in the order of the transcription
};

// Places the men of a transcribed array (columns line, row, position, shape, value,
// king, and optionally column) for the armies. Throws DiagnosticError, located in the CSV, when a cell is
// malformed, the printed rows are not numbered 1..n with n even, a row holds more men
// than the board has files, a row gives the column of some men and not of others or
// gives columns not rising left to right or beyond the board, the halves do not fit the board, a man is not a
// man of his half's army (or a half is no army's), both halves are one army, or a man marked king is not his
// army's king.
BoardArray place_array(const CsvDocument& doc, const Armies& armies, const ArrayPlacement& placement);

}  // namespace rithmo
