#include "tables/csv.hpp"

#include "tables/input_file.hpp"
#include "text/utf8.hpp"

#include <csv.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
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

// The line (1-based) of a byte offset, from where each line starts.
std::size_t line_at(const std::vector<std::uint32_t>& starts, std::size_t offset) {
  return static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
}

}  // namespace

CsvCell CsvRows::cell_at(std::size_t cell) const {
  const std::size_t offset = offsets_[cell];
  const std::size_t line = line_at(line_starts_, offset);
  const std::size_t begin = begin_of(cell);
  return {text_.substr(begin, ends_[cell] - begin), line, offset - line_starts_[line - 1] + 1, offset};
}

CsvRow CsvRows::operator[](std::size_t row) const {
  CsvRow r;
  r.cells.reserve(width_);
  const std::size_t first = row * width_;
  std::size_t line = line_at(line_starts_, offsets_[first]);
  for (std::size_t cell = first; cell < first + width_; ++cell) {
    // The row's cells follow each other: a line further only past a quoted line break.
    const std::size_t offset = offsets_[cell];
    while (line < line_starts_.size() && line_starts_[line] <= offset) ++line;
    const std::size_t begin = begin_of(cell);
    r.cells.push_back(
        {text_.substr(begin, ends_[cell] - begin), line, offset - line_starts_[line - 1] + 1, offset});
  }
  r.line = r.cells.front().line;
  return r;
}

CsvRow CsvRows::at(std::size_t row) const {
  if (row >= size()) throw std::out_of_range("CsvRows::at: no row " + std::to_string(row));
  return (*this)[row];
}

std::string_view CsvRows::text(std::size_t row, std::size_t column) const {
  if (row >= size() || column >= width_)
    throw std::out_of_range("CsvRows::text: no cell " + std::to_string(row) + ", " + std::to_string(column));
  const std::size_t cell = row * width_ + column;
  const std::size_t begin = begin_of(cell);
  return std::string_view(text_).substr(begin, ends_[cell] - begin);
}

CsvCell CsvRows::cell(std::size_t row, std::size_t column) const { return cell_at(row * width_ + column); }

std::size_t CsvRows::line(std::size_t row) const { return line_at(line_starts_, offsets_[row * width_]); }

void CsvRows::set_text(std::size_t row, std::size_t column, std::string_view text) {
  const std::size_t cell = row * width_ + column;
  const std::size_t begin = begin_of(cell), old = ends_[cell] - begin;
  text_.replace(begin, old, text);
  for (std::size_t k = cell; k < ends_.size(); ++k)
    ends_[k] = static_cast<std::uint32_t>(ends_[k] - old + text.size());
}

// What parse_csv builds a document's rows with, cell by cell, row by row.
struct CsvBuilder {
  CsvRows rows;
  std::vector<std::uint32_t> row_firsts;     // each row's first cell
  std::vector<std::size_t> empty_row_lines;  // the line of each row of no cell
  std::size_t row_first = 0;

  std::vector<std::uint32_t>& line_starts() { return rows.line_starts_; }

  void cell(std::string_view text, std::size_t offset) {
    rows.text_ += text;
    rows.ends_.push_back(static_cast<std::uint32_t>(rows.text_.size()));
    rows.offsets_.push_back(static_cast<std::uint32_t>(offset));
  }
  std::size_t cells() const { return rows.ends_.size(); }
  bool row_empty() const { return cells() == row_first; }
  // Ends the row; `line` is where it stands, for a row of no cell.
  void row(std::size_t line) {
    if (row_empty()) empty_row_lines.push_back(line);
    row_firsts.push_back(static_cast<std::uint32_t>(row_first));
    row_first = cells();
  }
  CsvCell at(std::size_t cell) const { return rows.cell_at(cell); }
  // Takes the first row's cells away, the header, and sets the rows' width.
  void take_header(std::size_t width) {
    const std::size_t text_end = rows.begin_of(width);
    rows.text_.erase(0, text_end);
    rows.ends_.erase(rows.ends_.begin(), rows.ends_.begin() + static_cast<std::ptrdiff_t>(width));
    rows.offsets_.erase(rows.offsets_.begin(), rows.offsets_.begin() + static_cast<std::ptrdiff_t>(width));
    for (auto& e : rows.ends_) e = static_cast<std::uint32_t>(e - text_end);
    rows.width_ = width;
    rows.text_.shrink_to_fit();
    rows.ends_.shrink_to_fit();
    rows.offsets_.shrink_to_fit();
  }
};

namespace {

// Line and column of every byte offset, from where the lines start (found once).
class LineIndex {
 public:
  LineIndex(std::string_view text, std::vector<std::uint32_t>& starts) : starts_(starts) {
    starts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '\n') starts.push_back(static_cast<std::uint32_t>(i + 1));
    }
  }
  Position at(std::size_t offset) const {
    const std::size_t line = line_at(starts_, offset);
    return {line, offset - starts_[line - 1] + 1};
  }

 private:
  const std::vector<std::uint32_t>& starts_;
};

struct Collector {
  const LineIndex* index;
  CsvBuilder* built;
  std::size_t field_start = 0;
  std::size_t at = 0;  // offset of the byte being parsed
  bool in_field = false;
};

void on_field(void* data, std::size_t len, void* ctx) {
  auto* c = static_cast<Collector*>(ctx);
  c->built->cell(std::string_view(static_cast<const char*>(data), len), c->field_start);
  c->in_field = false;
}

void on_row(int, void* ctx) {
  auto* c = static_cast<Collector*>(ctx);
  c->built->row(c->built->row_empty() ? c->index->at(c->at).line : 0);
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
  if (text.size() > UINT32_MAX) {
    throw DiagnosticError({name, 1, 1, "file too large (more than 4 GiB)"});
  }
  CsvBuilder built;
  const LineIndex index(text, built.line_starts());
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

  Collector c{&index, &built, 0, 0, false};
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
  const std::size_t rows = built.row_firsts.size();
  for (std::size_t r = 0; r < rows; ++r) {
    const std::size_t first = built.row_firsts[r];
    const std::size_t count = (r + 1 < rows ? built.row_firsts[r + 1] : built.cells()) - first;
    if (count == 0) throw DiagnosticError({name, built.empty_row_lines.front(), 1, "blank line"});
    // With CSV_REPALL_NL a blank line comes through as a row of one empty cell
    // that starts on the newline itself.
    if (count == 1 && text[built.at(first).offset] == '\n') {
      throw DiagnosticError({name, built.at(first).line, 1, "blank line"});
    }
    if (r == 0) {
      for (std::size_t k = 0; k < count; ++k) doc.header.push_back(built.at(first + k));
      // Each name's first column, by hash: linear in the header's width.
      std::unordered_map<std::string_view, std::size_t> first_at;
      first_at.reserve(count);
      for (std::size_t i = 0; i < count; ++i) {
        const CsvCell& h = doc.header[i];
        const auto [it, fresh] = first_at.emplace(h.text, i);
        if (!fresh) {
          throw DiagnosticError({name, h.line, h.column,
                                 "column '" + h.text + "' is named twice in the header (also column " +
                                     std::to_string(it->second + 1) + ")"});
        }
      }
      continue;
    }
    if (count != doc.header.size()) {
      // A note line left in the table ("# from page 12"): CSV has no comments, and a
      // note read as a row would be the print's text. Said for what it is.
      const CsvCell& lead = built.at(first);
      if (!lead.text.empty() && lead.text[0] == '#') {
        throw DiagnosticError({name, lead.line, lead.column,
                               "a note line ('" + lead.text +
                                   "'): a table holds no comment lines; put the note in the table's note "
                                   "column (role transcriber-note) or in its descriptor's reading"});
      }
      const CsvCell last = built.at(first + count - 1);
      throw DiagnosticError({name, last.line, last.column,
                             "row has " + std::to_string(count) + " cells, the header has " +
                                 std::to_string(doc.header.size())});
    }
  }
  if (doc.header.empty()) throw fail(0, "no header row");
  built.take_header(doc.header.size());
  doc.rows = std::move(built.rows);
  return doc;
}

CsvDocument read_csv_file(const std::string& path, CsvDialect dialect) {
  return parse_csv(read_input_file(path), path, dialect);
}

}  // namespace rithmo
