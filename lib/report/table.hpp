// A result table and its renderings: aligned text, CSV, JSON and Markdown.
//
// The library builds tables; the tools choose the format and print them.
#pragma once

#include "params/enum_table.hpp"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

enum class Format { Text, Csv, Json, Markdown };

// "text", "csv", "json", "md": the values of every command's --format.
inline constexpr auto kFormatNames = enum_table<Format>(
    {{Format::Text, "text"}, {Format::Csv, "csv"}, {Format::Json, "json"}, {Format::Markdown, "md"}});
inline constexpr auto kFormats = kFormatNames.values();

constexpr std::string_view name(Format format) { return kFormatNames.name(format); }
// The format of a name, "markdown" also read as "md"; nullopt for any other.
std::optional<Format> parse_format(std::string_view text);

struct Column {
  std::string name;
  bool numeric = false;  // integer cells: right-aligned in text, numbers in JSON
};

struct Table {
  std::string name;   // machine name, e.g. "men"
  std::string title;  // a heading for text and Markdown
  std::vector<Column> columns;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> notes;  // lines printed under the table in text/Markdown

  void add_row(std::vector<std::string> row);
};

// Renders one or more tables. CSV takes a single table (RFC 4180, header row, LF);
// JSON is an object {"tables": [{"name", "title", "columns", "rows": [{...}]}]}, or,
// for one table, that table's object. Text fits in max_width columns when it is not
// 0 (a terminal's width): the widest text columns narrow, their cells wrapping at
// spaces onto more lines, and long notes wrap; 0 keeps every row on one line.
std::string render(const std::vector<Table>& tables, Format format, std::size_t max_width = 0);
std::string render(const Table& table, Format format, std::size_t max_width = 0);

// Wraps text at spaces into lines of at most max_width code points (0: as it is),
// each line after the first indented by `indent` spaces: for reports written as lines.
// Text that needs no wrapping is handed back as it came, not copied (a big report).
std::string wrap_lines(std::string text, std::size_t max_width, std::size_t indent);

// What wrap_words does with a word wider than its line: cuts it at a code point (a
// table's cell, which must keep its column), or keeps it whole on a line of its own,
// wider than the others (help, where a cut name or path would mislead).
enum class LongWord { Cut, Keep };

// The text in lines of at most `first` columns (the first line) and `rest` (the
// others), broken at spaces, a word longer than its line cut or kept as `long_word`
// says; at least one line. A column is a code point.
std::vector<std::string> wrap_words(std::string_view text, std::size_t first, std::size_t rest,
                                    LongWord long_word = LongWord::Cut);

// The columns a text takes: one for each code point.
std::size_t text_columns(std::string_view text);

// A JSON document as the commands print it: two spaces a level, a final newline.
// Bytes of a string that are no UTF-8 (a file's name as the system gives it) are
// written as U+FFFD rather than failing the whole document.
std::string json_document(const nlohmann::json& j);
std::string json_document(const nlohmann::ordered_json& j);
// The same by nlohmann's dump alone: what json_document writes (in one pass of its
// own), the tests and the fuzz target compare it with.
std::string json_document_by_dump(const nlohmann::json& j);
// A value as json_document writes it where it stands `indent` spaces in (its first line
// not indented, no final newline): parts of one document written apart.
std::string json_fragment(const nlohmann::json& j, std::size_t indent);
std::string json_fragment(const nlohmann::ordered_json& j, std::size_t indent);

// A count with its noun in the right number: "1 table", "2 tables", "0 findings".
std::string count_of(std::size_t n, std::string_view one, std::string_view many);

// Text from a user's file for Markdown, in a table cell or in running text: the one
// Markdown writer. Markdown's characters (\ ` * _ [ ] |) backslash-escaped, < and > as
// entities (no raw HTML), a line break or tab as a space, and any other control byte as
// U+FFFD; the text is UTF-8, as every input is checked to be.
std::string md_escape(std::string_view s);
// Quotes a cell for CSV when it holds a comma, quote, CR or LF (RFC 4180).
std::string csv_cell(std::string_view cell);

// One CSV record of these cells, without its line end. A record of one empty cell is
// written "" (quoted): a blank line would be read as no record at all.
std::string csv_line(const std::vector<std::string>& cells);

}  // namespace rithmo
