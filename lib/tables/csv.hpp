// Strict CSV reading (RFC 4180) with libcsv, every cell located by line and column.
//
// The project's tables are hand-edited evidence, so the reader refuses anything a
// careless edit could introduce rather than guessing: a byte order mark, carriage
// returns, invalid UTF-8, an unterminated quote, a quote inside an unquoted cell,
// blank lines, a missing final newline, rows with a different number of cells from
// the header, a header naming a column twice, an empty file. Spaces are kept as they
// are (libcsv would trim them); the table checker reports them.
//
// A user's own file (`rithmo audit --relation R FILE`, `rithmo tables diff`) is read
// as spreadsheets and editors save it: CsvDialect::UserFile accepts a UTF-8 byte
// order mark, CRLF line ends and a last line without its newline, and is as strict
// as the project's tables in everything else.
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

// How strict the reader is about what an editor adds to a file.
enum class CsvDialect {
  Strict,    // the project's tables: LF only, no BOM, a final newline
  UserFile,  // a user's file: a BOM, CRLF line ends and no final newline accepted
};

// Parses text; name is what diagnostics call the file. Throws DiagnosticError. In
// the UserFile dialect columns are counted after the byte order mark.
CsvDocument parse_csv(std::string_view text, const std::string& name,
                      CsvDialect dialect = CsvDialect::Strict);

// Reads (read_input_file: a regular file within the size limit) and parses a file.
// Throws DiagnosticError, also when it cannot be read, with the system's reason.
CsvDocument read_csv_file(const std::string& path, CsvDialect dialect = CsvDialect::Strict);

}  // namespace rithmo
