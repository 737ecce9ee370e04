// What the audit reports about a printed table: one finding per row that cannot be
// right, per derived row the print leaves out, per printed count that disagrees, and
// per disagreement between two tables.
#pragma once

#include "audit/emendation.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rithmo {

enum class FindingKind {
  Erratum,        // the row cannot be right; one slip explains it (or several tie)
  Unresolved,     // the row cannot be right; no single slip explains it
  Duplicate,      // the row repeats an earlier row of the table
  Omission,       // a derived row the print lacks
  Count,          // a printed count or total disagrees with the rows or the derivation
  Contradiction,  // two printed tables state the same relation and disagree
};

inline constexpr FindingKind kFindingKinds[] = {FindingKind::Erratum,   FindingKind::Unresolved,
                                                FindingKind::Duplicate, FindingKind::Omission,
                                                FindingKind::Count,     FindingKind::Contradiction};

// "erratum", "unresolved", "duplicate", "omission", "count", "contradiction".
std::string_view name(FindingKind kind);

struct Finding {
  FindingKind kind = FindingKind::Erratum;
  std::optional<std::size_t> row;    // 1-based data row of the table; none for omissions
  std::optional<long> line;          // the source line the row was printed on
  std::vector<std::string> keys;     // the row's key cells (army, shape ...), as printed
  std::vector<std::string> printed;  // the numbers as printed; for an omission, empty
  // Erratum: the candidates of least cost, each with its slip. One candidate is the
  // proposed emendation; several are a tie, reported and not decided.
  std::vector<Emendation> candidates;
  std::vector<std::string> derived;  // Omission: the row the print lacks; Count: the
                                     // derived count; Contradiction: the other table's row
  std::string explanation;           // the slip and the rule that proves the reading
  std::string proof;                 // the arithmetic behind the proposed reading
  std::vector<std::pair<std::string, std::string>> extra;  // other columns, carried as is

  // The proposed emendation: the one candidate, when there is exactly one.
  const Emendation* emendation() const { return candidates.size() == 1 ? &candidates.front() : nullptr; }
};

}  // namespace rithmo
