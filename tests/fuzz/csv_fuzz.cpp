// libFuzzer target for the CSV reader (lib/tables/csv.hpp; built with -DRITHMO_FUZZ=ON
// and clang, see docs/testing.md, "Fuzzing"). Any bytes are read in both dialects. A
// refusal is a DiagnosticError naming the file and a place within the text. A table
// read has a header of distinct names, rows as wide as the header, every cell located
// at its own bytes (line and column counted here from the offset), no carriage return
// and valid UTF-8; written back with csv_cell it reads again to the same cells. What
// the strict dialect reads, the user-file dialect reads the same.
#include "diagnostic.hpp"
#include "report/table.hpp"
#include "tables/csv.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using namespace rithmo;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "csv_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

std::size_t count_lines(std::string_view text) {
  std::size_t n = 1;
  for (char c : text) n += c == '\n';
  return n;
}

std::optional<CsvDocument> read(std::string_view text, CsvDialect dialect) {
  try {
    return parse_csv(text, "fuzz.csv", dialect);
  } catch (const DiagnosticError& e) {
    const Diagnostic& d = e.diag;
    // A user's file may gain a newline at its end (one more line).
    if (d.file != "fuzz.csv" || d.line < 1 || d.column < 1 || d.line > count_lines(text) + 1 ||
        d.message.empty())
      fail("diagnostic without a place in the text", d.str());
    return std::nullopt;
  }
}

// Line and column of every byte of the text, counted once.
struct Places {
  std::vector<std::size_t> line, column;
  explicit Places(std::string_view text) : line(text.size()), column(text.size()) {
    std::size_t l = 1, c = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
      line[i] = l;
      column[i] = c;
      if (text[i] == '\n') {
        ++l;
        c = 1;
      } else {
        ++c;
      }
    }
  }
};

// The cell's place as counted from its offset in the text the strict dialect read.
void check_place(std::string_view text, const Places& places, const CsvCell& c) {
  if (c.offset >= text.size()) fail("cell offset beyond the text", c.text);
  if (places.line[c.offset] != c.line || places.column[c.offset] != c.column)
    fail("cell placed elsewhere than its offset", c.text);
  if (text[c.offset] == '"') return;
  if (text.substr(c.offset, c.text.size()) != c.text) fail("unquoted cell is not its bytes", c.text);
}

void check_cells(const std::vector<CsvCell>& cells, std::string_view text, const Places& places) {
  for (const CsvCell& c : cells) {
    check_place(text, places, c);
    if (c.text.find('\r') != std::string::npos) fail("carriage return in a cell", c.text);
  }
}

// The document written as RFC 4180 with csv_cell. A row of one empty cell is written
// "" (an empty line would be a blank line, which the reader refuses).
std::string write(const CsvDocument& doc) {
  auto row_text = [](const std::vector<CsvCell>& cells) {
    if (cells.size() == 1 && cells[0].text.empty()) return std::string("\"\"\n");
    std::string out;
    for (std::size_t i = 0; i < cells.size(); ++i) out += (i ? "," : "") + csv_cell(cells[i].text);
    return out + "\n";
  };
  std::string out = row_text(doc.header);
  // A header cell that starts with a byte order mark (a user's file saved with two) is
  // quoted, lest the strict reading take it for the file's.
  if (out.rfind("\xEF\xBB\xBF", 0) == 0)
    out = "\"" + out.substr(0, out.find_first_of(",\n")) + "\"" + out.substr(out.find_first_of(",\n"));
  for (const CsvRow& r : doc.rows) out += row_text(r.cells);
  return out;
}

bool same_cells(const std::vector<CsvCell>& a, const std::vector<CsvCell>& b, bool places) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].text != b[i].text) return false;
    if (places && (a[i].line != b[i].line || a[i].column != b[i].column || a[i].offset != b[i].offset))
      return false;
  }
  return true;
}

bool same_document(const CsvDocument& a, const CsvDocument& b, bool places) {
  if (!same_cells(a.header, b.header, places) || a.rows.size() != b.rows.size()) return false;
  for (std::size_t i = 0; i < a.rows.size(); ++i) {
    if (!same_cells(a.rows[i].cells, b.rows[i].cells, places)) return false;
    if (places && a.rows[i].line != b.rows[i].line) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::optional<CsvDocument> strict = read(text, CsvDialect::Strict);
  const std::optional<CsvDocument> user = read(text, CsvDialect::UserFile);
  if (strict && !user) fail("the user-file dialect refuses a strict table", std::string(text));
  if (strict && !same_document(*strict, *user, true))
    fail("the dialects read a strict table apart", std::string(text));
  if (!user) return 0;
  if (strict) {
    if (strict->header.empty()) fail("table without a header", std::string(text));
    const Places places(text);
    check_cells(strict->header, text, places);
    for (const CsvRow& r : strict->rows) {
      if (r.cells.size() != strict->header.size()) fail("row not as wide as the header", std::string(text));
      if (r.line != r.cells.front().line) fail("row placed elsewhere than its first cell", std::string(text));
      check_cells(r.cells, text, places);
    }
  }
  const CsvDocument& doc = *user;
  for (std::size_t i = 0; i < doc.header.size(); ++i) {
    for (std::size_t k = 0; k < i; ++k) {
      if (doc.header[i].text == doc.header[k].text) fail("header names a column twice", std::string(text));
    }
  }
  const std::string written = write(doc);
  const std::optional<CsvDocument> back = read(written, CsvDialect::Strict);
  if (!back) fail("the table written back is refused", written);
  if (!same_document(doc, *back, false)) fail("the table written back reads to other cells", written);
  return 0;
}
