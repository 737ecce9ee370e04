// What the whole-table relations (BoundRelation::check) share: a finding placed at a
// printed row, and the judgement of a row that cannot be right by the printer's-slip
// model of emendation.hpp.
//
// A row-set relation is judged by audit_table; a relation that checks its table as a
// whole (worked examples, stated facts, drawings of the men) judges each row itself and
// calls judge_row, so that its errata read like the row-set ones: the rule the row
// breaks, then the slip and the reading, or "no single slip" when none explains it.
#pragma once

#include "audit/judging/emendation.hpp"
#include "audit/judging/finding.hpp"
#include "audit/judging/printed_row.hpp"

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace rithmo {

// A finding of `kind` at the printed row: its row, line, keys (the empty ones left
// out: they are shown, not compared), printed numbers and extra columns; the
// explanation is the caller's.
Finding finding_at(const PrintedRow& row, FindingKind kind);

// A finding of `kind` at the printed row with its first key alone and its extra
// columns, no numbers: for the relations whose rows are labels and headings.
Finding first_key_finding(FindingKind kind, const PrintedRow& row);

// The words of a table the vocabulary cannot read (words/vocabulary.hpp), each reported
// once: a not-read finding at the first row that prints it, whose explanation ends with
// the rows that print it ("... rows 3, 7, 9"); never the printer's error.
class WordsNotRead {
 public:
  // True when `word` was reported before: this row is then added to its finding.
  bool again(const std::string& word, std::size_t row, std::vector<Finding>& out) const;
  // Reports `word` at its first row: `f` (made at that row) becomes a not-read finding
  // whose explanation is `explanation` followed by "rows " and the row.
  void first(const std::string& word, Finding f, const std::string& explanation, std::vector<Finding>& out);
  // Both: `word` printed on row `p`, reported at its first row with `explanation`, and
  // at every later row added to that finding.
  void report(const std::string& word, const PrintedRow& p, const std::string& explanation,
              std::vector<Finding>& out);

 private:
  std::map<std::string, std::size_t> at_;  // word -> its finding's index in `out`
};

// A row that two slips of the printer turn into the printed row, when one is not
// enough: `first` turns the true row into an intermediate row, `second` turns that into
// the printed row (each Slip read as in emendation.hpp, from the row it acts on).
// The rows a transposition of two cells that are not neighbours makes valid ("12 3 4"
// for 4 3 12: taker and taken set in each other's place; the neighbours' exchange is a
// slip of the search, emendation.hpp), each once, at the cost of SlipKind::
// CellsTransposed. None for a row of more than kTwoSlipCells numbers.
std::vector<Emendation> transposed(const NumberRow& printed, const RowPredicate& valid,
                                   const SlipCosts& costs);

// Makes `f`, a row no single slip explains, an erratum proposing `reading`, the one
// reading of an account dearer than one slip (two slips; a transposition of two cells
// that are not neighbours), its confidence the likelihood of the dearer part against a
// single slip, 2^-extra_cost; the explanation says so. The slips are described with
// `cell_names` (one per number) when given.
void propose_at_cost(Finding& f, const Emendation& reading, int extra_cost, const std::string& account,
                     const std::vector<std::string>& cell_names = {});

struct TwoSlipEmendation {
  NumberRow row;
  Slip first;
  Slip second;
  int cost = 0;
};

// Optional: a condition each cell of a valid row must meet on its own (e.g. "is a man's
// number"), which `valid` implies. It decides nothing the predicate would not; it
// lets the searches below skip the rows that fail it without asking `valid`, and try a
// second slip only in the cells the first left failing.
using CellFilter = std::function<bool(std::size_t cell, const mpz_class& value)>;

// The numbers one digit slip away from the number `text`, each with its slip (in cell
// `cell`), in the order the two-slip search tries them. by_text: each written out and
// read back, the reference; otherwise from the digits' values where the number is
// short, as the search does. The tests compare the two.
std::vector<std::pair<mpz_class, Slip>> digit_variant_list(const std::string& text, std::size_t cell,
                                                           bool by_text);

// Every row one slip from the printed row, in the order and with the slips
// emendations(printed, any row, costs) gives, made by the two-slip search from the
// changes each slip makes rather than from whole rows; the tests compare the two.
std::vector<Emendation> one_slip_rows(const NumberRow& printed, const SlipCosts& costs = {});

// The rows of least total cost that `valid` accepts and that no single slip reaches
// from the printed row but two do; empty when one slip suffices or none two do. A row
// reached several ways appears once, with its cheapest pair of slips (the first pair
// in the order emendations() ranks the slips, the printed row's slip first). With
// `printed_text` (the numbers as printed), a cell printed otherwise than in digits (a
// Roman numeral, a number in words) takes its own form's slips and no digit's.
std::vector<TwoSlipEmendation> best_two_slip_emendations(const NumberRow& printed, const RowPredicate& valid,
                                                         const SlipCosts& costs = {},
                                                         const CellFilter& cell_ok = {},
                                                         const std::vector<std::string>& printed_text = {});

// "2 4 6 8 20 64".
std::string numbers_text(const NumberRow& numbers);

// While one lives on this thread, judge_row searches no reading: the row it is given
// is unresolved at once. The audit asks a relation so whether rows hold, and no more,
// when it tries two neighbouring lines with a column exchanged (audit.cpp).
class WithoutReadings {
 public:
  WithoutReadings();
  ~WithoutReadings();
  WithoutReadings(const WithoutReadings&) = delete;
  WithoutReadings& operator=(const WithoutReadings&) = delete;

 private:
  bool was_;
};

// The finding for a printed row whose numbers `valid` rejects:
//   Erratum      one slip explains it: the least-cost candidates (several are a tie,
//                reported and not decided);
//   Unresolved   no single slip does; when exactly one row two slips away is valid,
//                the explanation names it and both slips.
// `numbers` are the row's numbers as the relation reads them (they may include cells
// the relation takes from the extra columns); Finding::printed is set from them. The
// explanation begins with `why`, the rule the printed row breaks; `proof`, when given,
// says why a proposed reading holds; `cell_ok`, when given, is a CellFilter.
Finding judge_row(const PrintedRow& row, const NumberRow& numbers, const RowPredicate& valid,
                  const std::string& why, const std::function<std::string(const NumberRow&)>& proof = {},
                  const SlipCosts& costs = {}, const CellFilter& cell_ok = {});

// An unresolved finding whose numbers hold one that `is_man` rejects in its cell (a
// number no man of the game bears) is classed FindingClass::NoMan, as audit_table
// classes the rows of a row set; other findings are left as they are.
void class_no_man(Finding& f, const NumberRow& numbers, const CellFilter& is_man);

}  // namespace rithmo
