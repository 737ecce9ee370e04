// The evidence of a shared selection and a shared arrangement between two witnesses of
// one work, read from its apparatus (collation/apparatus.hpp). The chance models are those
// of collation/agreement.hpp; docs/stemma.md gives the formulas.
//
// The rows counted are the derived places some witness of the work prints: a row no
// witness prints tells nothing of any pair, and a row outside the work's reading is not
// a row the witnesses could have chosen. A witness prints a place where it has a
// reading there other than an omission (a wrong reading of the row counts: the row was
// chosen, then misprinted).
#pragma once

#include "collation/agreement.hpp"
#include "collation/apparatus.hpp"
#include "number/rational.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace rithmo {

struct SharedSelection {
  std::size_t places = 0;  // N: derived places some witness prints
  std::size_t printed_a = 0, printed_b = 0;
  std::size_t shared = 0;        // k: places both print
  std::size_t omitted_both = 0;  // N - printed_a - printed_b + k: places both leave out
  // The weightiest places: both print it and no other witness does; both leave it out
  // and every other witness prints it (empty when the work has no third witness).
  std::vector<std::size_t> printed_by_these_alone, omitted_by_these_alone;
  // P(X >= k), X hypergeometric (N, printed_a, printed_b). The same number is the
  // chance of so many shared omissions: the two counts rise and fall together.
  Rational chance{1};
  // Whether the two print every place some witness prints: then their agreement is the
  // derivation's, not a choice, and is no evidence (chance is 1).
  bool complete() const { return printed_a == places && printed_b == places; }
};

// The witness's reading at the place (its first, where it prints the row twice), or null.
const PlaceReading* reading_of(const Place& p, std::size_t witness);

// Whether the witness prints the place: it has a reading there other than an omission.
bool prints(const Place& p, std::size_t witness);

// Where a witness prints a place: "B page-0094 line 47", or "B row 12" where the row
// cites no page; "B lacks it" where it does not print it.
std::string cited(const Apparatus& app, std::size_t place, std::size_t witness);

// A place as the derivation writes its row: "«30 5 6»"; an unplaced reading as the
// witnesses print it.
std::string row_named(const Apparatus& app, std::size_t place);

// The derived places the witness prints, in the order of its rows.
std::vector<std::size_t> printed_order(const Apparatus& app, std::size_t witness);

// The selection of witnesses a and b (indexes into the apparatus's witnesses).
SharedSelection shared_selection(const Apparatus& app, std::size_t a, std::size_t b);

// The same, over the places some witness marked in `counts` prints (the period's
// witnesses): a witness not counted prints nothing toward N.
SharedSelection shared_selection(const Apparatus& app, std::size_t a, std::size_t b,
                                 const std::vector<bool>& counts);

// What the selection of any two witnesses of a work reads, found once for the work (the
// stemma weighs every pair of books): for each witness, whether it prints each place
// (by the place's index); for each place, how many witnesses marked in `counts` print
// it; each witness's derived places in the order of its rows.
struct SelectionIndex {
  std::vector<std::vector<char>> prints;
  std::vector<std::size_t> printers;
  std::size_t witnesses = 0;  // marked in counts
  std::vector<std::vector<std::size_t>> order;
};
SelectionIndex index_selection(const Apparatus& app, const std::vector<bool>& counts);
SharedSelection shared_selection(const Apparatus& app, const SelectionIndex& index, std::size_t a,
                                 std::size_t b);

// The arrangement of witnesses a and b: of the derived places both print, each
// witness's order (by its rows) against the derivation's (by the places' numbers).
SharedOrder shared_arrangement(const Apparatus& app, std::size_t a, std::size_t b);

}  // namespace rithmo
