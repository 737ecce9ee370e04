// What the audit reports about a printed table: one finding per row that cannot be
// right, per derived row the print leaves out, per printed count that disagrees, and
// per disagreement between two tables.
#pragma once

#include "audit/judging/emendation.hpp"
#include "audit/judging/shared_cells.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rithmo {

enum class FindingKind {
  Erratum,        // the row cannot be right; one slip explains it, the likeliest reading proposed
  Tie,            // the row cannot be right; several readings explain it equally: not decided
  Unresolved,     // the row cannot be right; no single slip explains it
  Duplicate,      // the row repeats an earlier row of the table
  Omission,       // a derived row the print lacks
  Count,          // a printed count or total disagrees with the rows or the derivation
  Contradiction,  // two printed tables state the same relation and disagree
  Step,           // the row holds, but a worked step printed with it is false as written
  NotRead,        // a word of the table the vocabulary cannot read (words/vocabulary.hpp),
                  // reported once for every row that prints it: never the printer's error
  NotChecked,     // the row states nothing the relation can check (an interval with no
                  // terms): neither right nor wrong
};

inline constexpr FindingKind kFindingKinds[] = {
    FindingKind::Erratum,  FindingKind::Tie,       FindingKind::Unresolved,    FindingKind::Duplicate,
    FindingKind::Omission, FindingKind::Count,     FindingKind::Contradiction, FindingKind::Step,
    FindingKind::NotRead,  FindingKind::NotChecked};

// "erratum", "tie", "unresolved", "duplicate", "omission", "count", "contradiction",
// "step", "not-read", "not-checked".
std::string_view name(FindingKind kind);
// What a finding of that kind says, in one sentence for a reader of the errata.
std::string_view meaning(FindingKind kind);
// Whether a finding of that kind is about the book (an error, an omission, a
// disagreement), not a limit of the audit itself (not-read, not-checked).
bool of_the_print(FindingKind kind);

// Who erred, as far as the evidence tells.
enum class FindingClass {
  None,         // not an error of a witness (an omission of a table that lists examples)
  Printer,      // one slip of the compositor explains it
  Author,       // the author's own arithmetic or statement is wrong as written
  NoMan,        // the print names a number that is no man of the game
  Transcriber,  // a modern transcriber's silent change (needs two witnesses)
  Convention,   // the sources follow different conventions; neither is wrong
  Undecided,    // the row cannot be right, and the evidence does not tell who erred
  Picture,      // the numbers were read from the OCR's description of a picture
                // (<image-desc>): the slip may be the picture's reader's as well as the
                // print's, never the printer's error for certain
};

// "", "printer", "author", "no man", "transcriber", "convention", "undecided",
// "picture".
std::string_view name(FindingClass c);

struct Finding {
  FindingKind kind = FindingKind::Erratum;
  std::optional<std::size_t> row;    // 1-based data row of the table; none for omissions
  std::optional<long> line;          // the source line the row was printed on
  std::vector<std::string> keys;     // the row's key cells (army, shape ...), as printed
  std::vector<std::string> printed;  // the numbers as printed; for an omission, empty
  // Erratum: the proposed reading with its slip; Tie: the readings of least score,
  // reported and not decided.
  std::vector<Emendation> candidates;
  std::vector<std::string> derived;  // Omission: the row the print lacks; Count: the
                                     // derived count; Contradiction: the other table's row
  std::string explanation;           // the slip and the rule that proves the reading
  std::string proof;                 // the arithmetic behind the proposed reading
  Shared<std::vector<std::pair<std::string, std::string>>> extra;  // other columns, carried as is
                                                                   // (the row's, shared)
  FindingClass who = FindingClass::None;
  // Erratum: how sure the audit is of the proposed reading, in percent (judgement.hpp).
  std::optional<int> confidence;
  std::string evidence;              // Erratum: what besides the slip decided it (order, omission)
  std::vector<std::string> columns;  // the column of each printed number, to name a slip's cell
  // Unresolved: the one reading two slips of the printer would give, when exactly one
  // does (the explanation names the slips); empty otherwise. Not proposed: two slips
  // are a weaker account than one; the apparatus places the row there.
  std::vector<std::string> two_slips;
  // The finding's place in the apparatus of the work its table witnesses
  // (audit/apparatus.hpp), when the report links them; 0 otherwise.
  std::size_t apparatus_place = 0;

  // The proposed emendation: the one candidate, when there is exactly one.
  const Emendation* emendation() const { return candidates.size() == 1 ? &candidates.front() : nullptr; }
};

}  // namespace rithmo
