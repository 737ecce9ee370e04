#include "tables/csv.hpp"

#include <csv.h>

#include <fstream>
#include <memory>
#include <optional>
#include <sstream>

namespace rithmo {

std::size_t CsvDocument::column(std::string_view header_name) const {
  for (std::size_t i = 0; i < header.size(); ++i) {
    if (header[i].text == header_name) return i;
  }
  return std::string_view::npos;
}

namespace {

struct Position {
  std::size_t line = 1;
  std::size_t column = 1;
};

// Line and column of every byte offset, computed once.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '\n') starts_.push_back(i + 1);
    }
  }
  Position at(std::size_t offset) const {
    std::size_t lo = 0, hi = starts_.size();
    while (hi - lo > 1) {
      const std::size_t mid = (lo + hi) / 2;
      if (starts_[mid] <= offset)
        lo = mid;
      else
        hi = mid;
    }
    return {lo + 1, offset - starts_[lo] + 1};
  }

 private:
  std::vector<std::size_t> starts_;
};

// Offset of the first invalid UTF-8 sequence, if any.
std::optional<std::size_t> invalid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + len > s.size()) return i;
    for (std::size_t k = 1; k < len; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return i;
    }
    i += len;
  }
  return std::nullopt;
}

struct Collector {
  const LineIndex* index;
  std::vector<CsvRow> rows;
  CsvRow current;
  std::size_t field_start = 0;
  std::size_t at = 0;  // offset of the byte being parsed
  bool in_field = false;
};

void on_field(void* data, std::size_t len, void* ctx) {
  auto* c = static_cast<Collector*>(ctx);
  const Position p = c->index->at(c->field_start);
  c->current.cells.push_back(
      {std::string(static_cast<const char*>(data), len), p.line, p.column, c->field_start});
  if (c->current.cells.size() == 1) c->current.line = p.line;
  c->in_field = false;
}

void on_row(int, void* ctx) {
  auto* c = static_cast<Collector*>(ctx);
  if (c->current.cells.empty()) c->current.line = c->index->at(c->at).line;
  c->rows.push_back(std::move(c->current));
  c->current = CsvRow{};
  c->in_field = false;
}

int no_space(unsigned char) { return 0; }

}  // namespace

CsvDocument parse_csv(std::string_view text, const std::string& name) {
  const LineIndex index(text);
  auto fail = [&](std::size_t offset, const std::string& message) -> DiagnosticError {
    const Position p = index.at(offset);
    return DiagnosticError({name, p.line, p.column, message});
  };
  if (text.empty()) throw fail(0, "empty file (expected a header row)");
  if (text.substr(0, 3) == "\xEF\xBB\xBF")
    throw fail(0, "byte order mark at start of file (save as UTF-8 without BOM)");
  if (const auto bad = invalid_utf8(text)) throw fail(*bad, "invalid UTF-8");
  if (const auto cr = text.find('\r'); cr != std::string_view::npos) {
    throw fail(cr, "carriage return (line ends must be LF, not CRLF)");
  }
  if (text.back() != '\n') throw fail(text.size() - 1, "missing newline at end of file");

  csv_parser parser;
  if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_REPALL_NL) != 0) {
    throw fail(0, "cannot initialise the CSV parser");
  }
  std::unique_ptr<csv_parser, void (*)(csv_parser*)> guard(&parser, csv_free);
  csv_set_space_func(&parser, no_space);

  Collector c{&index, {}, {}, 0, 0, false};
  std::optional<std::size_t> quote_open;  // offset of the quote that opened the current cell
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!c.in_field) {
      c.field_start = i;
      c.in_field = true;
      quote_open = text[i] == '"' ? std::optional<std::size_t>(i) : std::nullopt;
    }
    c.at = i;
    if (csv_parse(&parser, text.data() + i, 1, on_field, on_row, &c) != 1) {
      if (csv_error(&parser) == CSV_EPARSE) {
        throw fail(i,
                   text[i] == '"'
                       ? "quote inside a cell that does not start with a quote, or text after a closing quote"
                       : "malformed quoted cell");
      }
      throw fail(i, std::string("CSV parser: ") + csv_strerror(csv_error(&parser)));
    }
  }
  if (csv_fini(&parser, on_field, on_row, &c) != 0) {
    throw fail(quote_open.value_or(text.size() - 1), "unterminated quoted cell");
  }

  CsvDocument doc;
  doc.name = name;
  for (auto& row : c.rows) {
    // With CSV_REPALL_NL a blank line comes through as a row of one empty cell
    // that starts on the newline itself.
    if (row.cells.empty()) throw DiagnosticError({name, row.line, 1, "blank line"});
    if (row.cells.size() == 1 && text[row.cells[0].offset] == '\n') {
      throw DiagnosticError({name, row.cells[0].line, 1, "blank line"});
    }
    if (doc.header.empty()) {
      doc.header = std::move(row.cells);
      continue;
    }
    if (row.cells.size() != doc.header.size()) {
      const auto& last = row.cells.back();
      throw DiagnosticError({name, last.line, last.column,
                             "row has " + std::to_string(row.cells.size()) + " cells, the header has " +
                                 std::to_string(doc.header.size())});
    }
    doc.rows.push_back(std::move(row));
  }
  if (doc.header.empty()) throw fail(0, "no header row");
  return doc;
}

CsvDocument read_csv_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DiagnosticError({path, 1, 1, "cannot read file"});
  std::ostringstream ss;
  ss << in.rdbuf();
  return parse_csv(ss.str(), path);
}

}  // namespace rithmo
