// A result table and its renderings: aligned text, CSV, JSON and Markdown.
//
// The library builds tables; the tools choose the format and print them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

enum class Format { Text, Csv, Json, Markdown };

// "text", "csv", "json", "md" (also "markdown").
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
// for one table, that table's object.
std::string render(const std::vector<Table>& tables, Format format);
std::string render(const Table& table, Format format);

// Quotes a cell for CSV when it holds a comma, quote, CR or LF (RFC 4180).
std::string csv_cell(std::string_view cell);

}  // namespace rithmo
