// Printers' slips: the emendations that explain a printed row which the rule does not
// derive, each by one slip of the compositor, ranked by how likely the slip is.
//
// The slips are those a reader of a 16th-century table meets, one per emendation:
//   digit dropped     the print lost a digit: "22 5 45" for 225 5 45 (002 line 778),
//                     "3 9 4" for 36 9 4 (line 790)
//   digit added       the print gained a digit
//   digit changed     one digit set for another
//   6 and 9 confused  a 6 set for a 9 or a 9 for a 6, the type turned about; cheaper
//                     than a general digit change because Fulke warns of it: "6 the
//                     even round & 9 the odde rounde, may be taken one for another"
//                     (002 line 534)
//   digits swapped    two neighbouring digits of one number exchanged
//   cells exchanged   a number moved to the neighbouring column (two neighbouring
//                     numbers of the row exchanged)
//   number dropped    a whole number left out of a list (a term of a progression: 003
//                     line 21 lacks 32768 between 16384 and 65536); the candidates are
//                     the numbers that complete a proportion with their neighbours
//   rows exchanged    two neighbouring rows of a list each print the other's number
//                     (the lines set in each other's place); found by the relations
//                     that know each row's own number (men), not by the search below
//   cells transposed  two numbers of a row that are not neighbours set in each other's
//                     place ("12 3 4" for 4 x 3 = 12: taker and taken); the costliest
//                     slip, tried last, only where no slip or two explain the row
//                     (row_check.hpp), not by the search below
// Rows are lists of non-negative integers of any width (3 for the spaces tables,
// 3 or 4 for proportions and triumphs); which rows are valid is the caller's relation.
#pragma once

#include "number/digit_variants.hpp"

#include <gmpxx.h>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace rithmo {

// A row of a printed table, as numbers.
using NumberRow = std::vector<mpz_class>;

enum class SlipKind {
  AsPrinted,
  SixNine,
  DigitDropped,
  DigitAdded,
  DigitChanged,
  DigitsSwapped,
  CellsExchanged,
  NumberDropped,
  RowsExchanged,
  CellsTransposed
};

// "as printed", "6 and 9 confused", "digit dropped", "digit added", "digit changed",
// "digits swapped", "cells exchanged".
std::string_view name(SlipKind kind);

// The cost of each slip: the lower, the likelier. Only the order of costs matters
// (ties are reported as ties). The default makes the confusion Fulke warns of (002
// line 534) cheaper than every other slip, which all cost the same.
struct SlipCosts {
  int six_nine = 1;
  int digit_dropped = 2;
  int digit_added = 2;
  int digit_changed = 2;
  int digits_swapped = 2;
  int cells_exchanged = 2;
  int number_dropped = 2;
  int rows_exchanged = 2;
  int cells_transposed = 3;

  // 0 for AsPrinted.
  int of(SlipKind kind) const;
  friend bool operator==(const SlipCosts&, const SlipCosts&) = default;
};

// Where the slip happened, read from the emended row to the printed one.
struct Slip {
  SlipKind kind = SlipKind::AsPrinted;
  std::size_t cell = 0;           // the cell (0-based); for CellsExchanged the left one of the two
  std::size_t position = 0;       // the digit's place in the emended cell, 0 = leftmost
                                  // (DigitsSwapped: the left one of the two)
  char digit = 0;                 // the true digit: the one dropped, changed or confused;
                                  // DigitAdded: the digit the print gained
  char printed = 0;               // DigitChanged, SixNine: the digit the print shows instead
  std::string number;             // NumberDropped: the number put back (at `cell`)
  std::size_t other_row = 0;      // RowsExchanged: the neighbouring row (1-based) that
                                  // prints this row's number
  std::size_t other_cell = 0;     // CellsTransposed: the right one of the two cells
  std::string word = {};          // DigitChanged in a number printed in words: the word
  std::string printed_word = {};  // it should read, and the word printed in its place

  friend bool operator==(const Slip&, const Slip&) = default;
};

// The order in which the slips of one printed row are ranked: the cheaper first, then
// by kind, cell and place (emendations(), and the two-slip search's intermediates).
inline std::tuple<int, SlipKind, std::size_t, std::size_t> slip_key(const Slip& s, int cost) {
  return {cost, s.kind, s.cell, s.position};
}

// One line of text, e.g. "digit dropped: 5 in cell 1", "digit changed: 7 printed for 8
// in cell 2", "cells exchanged: 2 and 3". Cells are counted from 1 in the text; with
// `cell_names` (one per number of the row) a cell is named by its column instead:
// "digit dropped: 5 in column a", "cells exchanged: columns a and b".
std::string describe(const Slip& slip, const std::vector<std::string>& cell_names = {});

// The slip that a digit variant of cell `cell` (number/digit_variants.hpp) undoes.
Slip slip_of(const DigitSlip& digit, std::size_t cell);

// The numbers one slip from a cell printed in words (words/number_words.hpp), each
// given to visit(value, slip) with its slip: a word set for another ("word changed").
// False, and nothing visited, when the text is digits, a Roman numeral or no words.
bool word_slips(const std::string& text, std::size_t cell,
                const std::function<void(const mpz_class&, const Slip&)>& visit);

struct Emendation {
  NumberRow row;  // the row as it should read
  Slip slip;      // the slip that turns row into the printed row
  int cost = 0;
  // The reading's numbers as text when they are not all whole ("12", "13 1/2", "15"):
  // `row` then holds the digit groups the slips act on. Empty otherwise.
  std::vector<std::string> text = {};
  // A second slip, when two are needed (row_check.hpp): `slip` turns row into a row
  // that `second` turns into the printed one; AsPrinted when one slip does.
  Slip second{};
  // A slip in a key cell that holds numbers (a victory's printed part), not in the
  // row's numbers: `row` is then the printed numbers, `slip` acts on the key's numbers
  // (its cells counted within the key), and this names the key and gives its reading.
  struct KeyReading {
    std::size_t key = 0;  // its index among the row's keys
    std::string column;   // "musical"
    std::string reading;  // "9 15 45"
    friend bool operator==(const KeyReading&, const KeyReading&) = default;
  };
  std::optional<KeyReading> key = std::nullopt;
};

// The slip, or the two slips, of a reading: describe(e.slip), then ", then " and the
// second when there is one.
std::string describe(const Emendation& e, const std::vector<std::string>& cell_names = {});

// The reading, its numbers separated by spaces: "225 5 45", "12 13 1/2 15"; a key
// cell's reading before them: "musical 9 15 45: 9 15 30 45".
std::string reading_text(const Emendation& e);

using RowPredicate = std::function<bool(const NumberRow&)>;

// The most numbers of a row searched for slips. The rows one slip away grow with the
// row's numbers, and each is judged in time that grows with them too: a two-men row of
// 8 000 numbers took 14 s, a victory's example of 8 000 men 22 s, and a file may hold
// millions. The period rows hold at most a dozen numbers. A longer row is judged as
// printed only: the searches below give no other reading of it, and
// searched_note() says so.
inline constexpr std::size_t kMaxSearchedNumbers = 64;

// " (a row of more than 64 numbers is not searched for slips)" for such a row, to
// follow "no single slip explains it"; empty for the others.
std::string searched_note(const NumberRow& printed);

// Every row that one slip turns into `printed` and that `valid` accepts, with the
// printed row itself (AsPrinted, cost 0) when valid. A row reached by several slips
// appears once, with its cheapest slip. Sorted by cost, then by slip kind, cell,
// position and row. A slip never leaves a number empty or with a leading zero. A row
// of more than kMaxSearchedNumbers numbers gets only itself, when valid.
// Throws std::invalid_argument when a printed number is negative.
std::vector<Emendation> emendations(const NumberRow& printed, const RowPredicate& valid,
                                    const SlipCosts& costs = {});
// The same, the digit slips reasoned on the numbers as printed (`printed_text`, one per
// number: "012" is a printed 12 whose zero is a digit the print shows).
std::vector<Emendation> emendations(const NumberRow& printed, const std::vector<std::string>& printed_text,
                                    const RowPredicate& valid, const SlipCosts& costs = {});

// The rows that putting back one whole number into a list makes valid: at each place,
// each number that completes an arithmetic, geometric or musical proportion with its
// neighbours (their means, or the next term beyond an end). For lists (rows of any
// length) only; none for a list of more than kMaxSearchedNumbers numbers.
std::vector<Emendation> number_dropped_emendations(const NumberRow& printed, const RowPredicate& valid,
                                                   const SlipCosts& costs = {});

// The same with the valid rows given as a list (any order).
std::vector<Emendation> emendations(const NumberRow& printed, const std::vector<NumberRow>& valid,
                                    const SlipCosts& costs = {});

// The candidates of least cost: all of them, so that a tie shows as several entries.
// Empty when no single slip explains the printed row.
std::vector<Emendation> best_emendations(const NumberRow& printed, const RowPredicate& valid,
                                         const SlipCosts& costs = {});
std::vector<Emendation> best_emendations(const NumberRow& printed, const std::vector<NumberRow>& valid,
                                         const SlipCosts& costs = {});
// The same, the numbers as printed given (a Roman numeral's slips are its letters', a
// number in words' its words'; `printed_text` empty: the digits of the values).
std::vector<Emendation> best_emendations(const NumberRow& printed,
                                         const std::vector<std::string>& printed_text,
                                         const std::vector<NumberRow>& valid, const SlipCosts& costs = {});

}  // namespace rithmo
