// The reading a printed table follows.
//
// Period tables disagree on readings that rithmo holds as parameters (RelationParameter
// with `reading` set): whether a greater triumph shows exactly two kinds or at least
// two, geometric among four as a progression or as a:b = c:d, whether the kings'
// totals or their layers count, which army, the fewest spaces. When neither the
// descriptor nor the command line fixes such a parameter, the audit reads the table
// under every value and keeps the reading that best explains it:
//   1. the fewest printed rows it makes invalid,
//   2. then, when the print claims to be complete, the fewest omissions,
//   3. then the plainest reading (the fewest parameters away from their defaults).
// One guard keeps a single row from swaying the reading: a departure from a default
// that makes only one more row valid, and costs omissions, is not taken (that row is
// likelier a slip of the printer). Readings that explain the table equally are
// reported as such; the plainest of them is audited.
#pragma once

#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"
#include "men/armies.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace rithmo {

// How a reading explains a table.
struct ReadingFit {
  RelationParams params;       // every parameter of the relation
  std::size_t invalid = 0;     // printed rows it makes invalid
  std::size_t omissions = 0;   // derived rows the print lacks (complete tables only)
  std::size_t departures = 0;  // inferred parameters away from their defaults
};

struct TableReading {
  RelationParams params;              // every parameter: fixed, defaulted and inferred
  std::vector<std::string> inferred;  // the reading parameters the audit chose
  ReadingFit fit;                     // how the chosen reading explains the table
  std::vector<ReadingFit> equal;      // other readings that explain it as well
  // One line for the report, e.g. "follows two=at-least (inferred: 9 rows are valid
  // only under it, e.g. 3 4 6 8); two=exactly explains it as well".
  std::string statement;
  // A table of too few rows to decide its reading (kFewRows or fewer): the rows that
  // fail under the chosen reading but hold under another one tried. They are not
  // flagged: the reading is undecided, not the row wrong. 1-based data rows.
  std::vector<std::size_t> undecided_rows;
};

// A table of this many rows or fewer is too few to decide a reading by.
inline constexpr std::size_t kFewRows = 2;

// Finds the reading of `rows` (read under the relation bound with `fixed`). `fixed`
// holds the parameters given by the descriptor or the command line; they are never
// changed. `complete`: the print claims to list every row (omissions count).
TableReading infer_reading(const Armies& armies, const RelationSpec& spec, const RelationParams& fixed,
                           const std::vector<PrintedRow>& rows, bool complete);
// The same, binding through `cache`.
TableReading infer_reading(BindCache& cache, const RelationSpec& spec, const RelationParams& fixed,
                           const std::vector<PrintedRow>& rows, bool complete);

// A table read and audited under its reading: binds `relation` with `fixed` (throws
// RelationError as bind_relation does), reads the rows (read_printed), finds the
// reading and audits under it; TableAudit::reading states it. The rows read are put in
// `rows` when given. With `cache` (made for the same armies), relations are bound
// through it and stay bound for the next table.
TableAudit audit_document(const Armies& armies, const std::string& relation, const RelationParams& fixed,
                          const CsvDocument& doc, const std::string& table, const AuditOptions& options = {},
                          const std::vector<std::string>& ignored = {}, const ColumnOptions& columns = {},
                          std::vector<PrintedRow>* rows = nullptr, BindCache* cache = nullptr);

}  // namespace rithmo
