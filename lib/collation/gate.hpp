// The one gate every command that reads a folder of books passes: what `rithmo tables
// check` passes, every reading command (audit, apparatus, stemma, collate) reads; what
// it refuses, each of them refuses, with the same located line (docs/tables.md, "One
// gate").
//
// The checks, in order: each package against its descriptor, cell by cell
// (tables/datapackage.hpp, check_package); each table's relation and reading bound
// (audit/tables_audit.hpp, check_relations); what the packages say of their books,
// together (collation/book_record.hpp); the works the tables witness, across the books
// (collation/apparatus.hpp, works_of: one relation and reading per work, a siglum unique
// within a work, a transcription naming a witness of the work); and the counts the
// books print of their own tables (read_stated_counts).
#pragma once

#include "collation/book_record.hpp"
#include "men/armies.hpp"
#include "tables/datapackage.hpp"

#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace rithmo {

// The packages under the folder; throws NoBooks ("no datapackage.json under 'DIR'"),
// which the tools report as a usage error (exit 2), when there is none.
struct NoBooks : std::runtime_error {
  using std::runtime_error::runtime_error;
};
//
// Given column names (`--columns COLUMN=HEADER`, each relation column to the header that
// holds it, for tables headed in their book's language), every table whose schema has a
// field HEADER (case aside) and whose descriptor maps no header to COLUMN reads COLUMN
// there, as if its resource said "columns": {"COLUMN": "HEADER"}.
using ColumnNames = std::map<std::string, std::string>;
std::vector<Package> read_books(const std::string& tables_dir, const ColumnNames& columns = {});

// What the gate found good: each package's rows, and the books' records.
struct CheckedBooks {
  std::vector<std::size_t> rows;    // per package, in order
  std::vector<BookRecord> records;  // per package, with its stated counts
};

// Every check of the gate; throws DiagnosticError (file:line:col) at the first problem,
// or, given `problems`, adds each table's first problem there and goes on (the checks
// across books only when each package is sound): `tables check` reports them all, in
// the order the first is the one every command throws.
CheckedBooks check_books(const std::vector<Package>& packages, const Armies& armies,
                         std::vector<Diagnostic>* problems = nullptr);

}  // namespace rithmo
