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
#include <cstdint>
#include <iterator>
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

struct CsvBuilder;

// The data rows of a document, held compactly: every cell's text in one buffer, and for
// each cell where its text ends there and the byte offset where it starts in the file
// (32 bits each: an input is at most kMaxInputBytes); its line and column are found
// from the offsets where the lines start. A table of many rows takes little more than
// its text. A row is made whole, a CsvRow of CsvCells, when it is asked for (a copy:
// take no pointer into it, nor a reference to a cell of a row not held); text() reads
// one cell without making its row.
class CsvRows {
 public:
  class iterator {
   public:
    using iterator_category = std::input_iterator_tag;
    using value_type = CsvRow;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = CsvRow;
    iterator() = default;
    iterator(const CsvRows* rows, std::size_t row) : rows_(rows), row_(row) {}
    CsvRow operator*() const { return (*rows_)[row_]; }
    iterator& operator++() {
      ++row_;
      return *this;
    }
    iterator operator++(int) {
      iterator before = *this;
      ++row_;
      return before;
    }
    bool operator==(const iterator& other) const { return row_ == other.row_; }

   private:
    const CsvRows* rows_ = nullptr;
    std::size_t row_ = 0;
  };

  std::size_t size() const { return width_ == 0 ? 0 : ends_.size() / width_; }
  bool empty() const { return ends_.empty(); }
  std::size_t width() const { return width_; }  // cells in a row: the header's
  // The row (0-based), made whole; at() throws std::out_of_range past the last.
  CsvRow operator[](std::size_t row) const;
  CsvRow at(std::size_t row) const;
  CsvRow front() const { return (*this)[0]; }
  CsvRow back() const { return (*this)[size() - 1]; }
  iterator begin() const { return {this, 0}; }
  iterator end() const { return {this, size()}; }
  // One cell's text, its row not made; throws std::out_of_range for a cell it lacks.
  std::string_view text(std::size_t row, std::size_t column) const;
  // One cell, with its place.
  CsvCell cell(std::size_t row, std::size_t column) const;
  // The line of the row's first cell.
  std::size_t line(std::size_t row) const;
  // Gives one cell another text, its place unchanged: a test's edit of a table read.
  void set_text(std::size_t row, std::size_t column, std::string_view text);

 private:
  friend struct CsvBuilder;
  std::size_t begin_of(std::size_t cell) const { return cell == 0 ? 0 : ends_[cell - 1]; }
  CsvCell cell_at(std::size_t cell) const;

  std::size_t width_ = 0;
  std::string text_;                        // every cell's text, one after another
  std::vector<std::uint32_t> ends_;         // each cell's end in text_
  std::vector<std::uint32_t> offsets_;      // each cell's first byte in the file
  std::vector<std::uint32_t> line_starts_;  // the offset of each line's first byte
};

struct CsvDocument {
  std::string name;  // display name used in diagnostics
  std::vector<CsvCell> header;
  CsvRows rows;  // data rows, without the header

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
