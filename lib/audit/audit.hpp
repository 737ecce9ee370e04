// The audit of one printed table against its relation: every printed row classed
// (valid, erratum with its emendation, unresolved, duplicate), every derived row the
// print lacks reported as an omission.
//
// An invalid row's emendations come from emendation.hpp: the rows one printer's slip
// turns into the printed row and that the relation accepts. The cheapest is proposed;
// several at the same cost are a tie and are reported as such. When the relation is
// complete, a candidate that supplies a row the print lacks is preferred to one that
// does not (the compositor set that row wrong, he did not leave it out), and the
// omission it supplies is not reported again.
#pragma once

#include "audit/judging/emendation.hpp"
#include "audit/judging/finding.hpp"
#include "audit/judging/judgement.hpp"
#include "audit/relations/relation.hpp"
#include "diagnostic.hpp"
#include "tables/csv.hpp"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace rithmo {

struct AuditOptions {
  JudgementWeights weights;
  // False when the table gives only some of the rows (a user's extract, worked
  // examples): derived rows it lacks are not omissions, a row it gives twice is no
  // duplicate (an example worked twice), and no emendation is preferred for supplying
  // one. The same for every relation, row set or whole-table check.
  bool omissions = true;
  // Whether a valid row a complete table prints again is reported, a Duplicate finding
  // for each printing after the first. The apparatus, which places a repeated row
  // itself (collation/apparatus.hpp), asks for none: a long witness that prints its rows
  // many times then holds no finding for each. A duplicate one slip mends (a lacked
  // row set wrong) is an erratum either way.
  bool duplicates = true;
  // How many tables audit_packages audits at once: 0, one per core of the machine; 1,
  // one after another. The report is the same whatever the number.
  unsigned threads = 0;
};

struct TableAudit {
  std::string table;        // display name, e.g. "fulke-1563/spaces-division-odd.csv"
  std::string relation;     // BoundRelation::label()
  std::string statement;    // what a row states
  std::size_t rows = 0;     // printed data rows
  std::size_t valid = 0;    // rows that hold as printed (duplicates included)
  std::size_t derived = 0;  // rows of the derivation, when the relation is complete
  std::string reading;      // the reading the table follows and how it was found (reading.hpp)
  std::vector<Finding> findings;
};

// How a user's file names the relation's columns.
struct ColumnOptions {
  // False for a file of bare numbers: the first row is data and the columns are the
  // relation's, in its order.
  bool header = true;
  // Relation column -> the header name that holds it (`--columns a=first,b=middle`),
  // for headers that neither name the column nor give one of its aliases.
  std::map<std::string, std::string> names;
};

// The relation's columns in a table, found in the header by name or alias (case does
// not matter) or as `columns.names` maps them; with `columns.header` false, the first
// columns of the file in the relation's order, the first row being data. A column
// named `line` gives each row's source line; columns named in `ignored` (the
// transcriber's notes) are never read; every other column is carried in
// PrintedRow::extra. A number cell holds a whole number as printed ("12", "012", "12.")
// and a list cell numbers separated by spaces ("3. 6. 9. 12."). Throws
// DiagnosticError (file:line:col: ...) for a header that lacks some of the relation's
// columns (naming them) or a column named twice; and, unless `left_out` is given, for a
// cell that cannot be read (no number in any form the period printed, a key outside
// its list, a required cell empty). With `left_out`, such a row is left out and given
// there with the diagnostic of its cell, and the other rows are read. A row that
// repeats the header (case and outer spaces aside: two pages joined, each with its
// head) is no row: it is left out, its row number kept by the rows after it, and given
// in left_out->repeated_headers (its row, line and cells).
// A row that holds one cell of text and nothing else (words, no digit, no number: a
// running head or a title where pages were joined) is left out likewise, in
// left_out->running_heads.
struct RowsLeftOut {
  std::vector<PrintedRow> repeated_headers;
  std::vector<PrintedRow> running_heads;
  std::vector<std::pair<PrintedRow, Diagnostic>> not_read;  // the row, what its cell is
};
std::vector<PrintedRow> read_printed(const BoundRelation& relation, const CsvDocument& doc,
                                     const std::vector<std::string>& ignored = {},
                                     const ColumnOptions& columns = {}, RowsLeftOut* left_out = nullptr);

// Audits the rows. For a whole-table relation, its check() gives the findings.
TableAudit audit_table(const BoundRelation& relation, const std::vector<PrintedRow>& rows,
                       const std::string& table, const AuditOptions& options = {});

// Findings in report order: by row (omissions last, in the derivation's order).
void sort_findings(std::vector<Finding>& findings);

}  // namespace rithmo
