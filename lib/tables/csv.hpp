// Strict CSV reading (RFC 4180) with libcsv, every cell located by line and column.
//
// The project's tables are hand-edited evidence, so the reader refuses anything a
// careless edit could introduce rather than guessing: a byte order mark, carriage
// returns, invalid UTF-8, an unterminated quote, a quote inside an unquoted cell,
// blank lines, a missing final newline, rows with a different number of cells from
// the header, an empty file. Spaces are kept as they are (libcsv would trim them);
// the table checker reports them.
#pragma once

#include "diagnostic.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

struct CsvCell {
  std::string text;
  std::size_t line = 0;
  std::size_t column = 0;
  std::size_t offset = 0;  // byte offset of the cell's first character
};

struct CsvRow {
  std::vector<CsvCell> cells;
  std::size_t line = 0;  // line of the row's first cell
};

struct CsvDocument {
  std::string name;  // display name used in diagnostics
  std::vector<CsvCell> header;
  std::vector<CsvRow> rows;  // data rows, without the header

  // Index of the named header column, or npos.
  std::size_t column(std::string_view header_name) const;
};

// Parses text; name is what diagnostics call the file. Throws DiagnosticError.
CsvDocument parse_csv(std::string_view text, const std::string& name);

// Reads and parses a file. Throws DiagnosticError (also when it cannot be read).
CsvDocument read_csv_file(const std::string& path);

}  // namespace rithmo
