#include "tables/csv.hpp"

#include "tables/input_file.hpp"
#include "text/utf8.hpp"

#include <csv.h>

#include <memory>
#include <optional>
#include <string_view>
#include <unordered_map>

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
  // The next row most likely has as many cells (the header's).
  const std::size_t width = c->current.cells.size();
  c->rows.push_back(std::move(c->current));
  c->current = CsvRow{};
  c->current.cells.reserve(width);
  c->in_field = false;
}

int no_space(unsigned char) { return 0; }

// What an editor adds to a user's file, taken away: the byte order mark, the CR of
// each CRLF, and a newline added at the end if the last line has none. A CR alone
// stays, for the strict reading to report.
std::string user_file_text(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::string out;
  out.reserve(text.size() + 1);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') continue;
    out += text[i];
  }
  if (!out.empty() && out.back() != '\n') out += '\n';
  return out;
}

}  // namespace

CsvDocument parse_csv(std::string_view text, const std::string& name, CsvDialect dialect) {
  std::string normalised;
  if (dialect == CsvDialect::UserFile) {
    normalised = user_file_text(text);
    text = normalised;
  }
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
  // The text is given to the parser in runs that end at a comma, a newline or a quote
  // (or at the end): a cell or a row can end only at a comma or a newline, so each
  // call reports at most the end of one cell and of one row, at the run's last byte,
  // and a run's first byte is where a new cell starts when the last one ended.
  for (std::size_t i = 0; i < text.size();) {
    if (!c.in_field) {
      c.field_start = i;
      c.in_field = true;
      quote_open = text[i] == '"' ? std::optional<std::size_t>(i) : std::nullopt;
    }
    // (A loop: find_first_of looks each byte up in the set with a call of its own.)
    std::size_t end = i;
    while (end < text.size() && text[end] != ',' && text[end] != '\n' && text[end] != '"') ++end;
    end = end == text.size() ? text.size() : end + 1;
    c.at = end - 1;
    const std::size_t parsed = csv_parse(&parser, text.data() + i, end - i, on_field, on_row, &c);
    if (parsed != end - i) {
      const std::size_t at = i + parsed;
      if (csv_error(&parser) == CSV_EPARSE) {
        throw fail(at,
                   text[at] == '"'
                       ? "quote inside a cell that does not start with a quote, or text after a closing quote"
                       : "malformed quoted cell");
      }
      throw fail(at, std::string("CSV parser: ") + csv_strerror(csv_error(&parser)));
    }
    i = end;
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
      // Each name's first column, by hash: linear in the header's width.
      std::unordered_map<std::string_view, std::size_t> first_at;
      first_at.reserve(row.cells.size());
      for (std::size_t i = 0; i < row.cells.size(); ++i) {
        const auto [it, fresh] = first_at.emplace(row.cells[i].text, i);
        if (!fresh) {
          throw DiagnosticError({name, row.cells[i].line, row.cells[i].column,
                                 "column '" + row.cells[i].text +
                                     "' is named twice in the header (also column " +
                                     std::to_string(it->second + 1) + ")"});
        }
      }
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

CsvDocument read_csv_file(const std::string& path, CsvDialect dialect) {
  return parse_csv(read_input_file(path), path, dialect);
}

}  // namespace rithmo
