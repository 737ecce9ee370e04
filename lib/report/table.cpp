#include "report/table.hpp"

#include "number/numeral.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cassert>
#include <cctype>
#include <stdexcept>

namespace rithmo {

std::optional<Format> parse_format(std::string_view text) {
  if (text == "text") return Format::Text;
  if (text == "csv") return Format::Csv;
  if (text == "json") return Format::Json;
  if (text == "md" || text == "markdown") return Format::Markdown;
  return std::nullopt;
}

void Table::add_row(std::vector<std::string> row) {
  assert(row.size() == columns.size());
  rows.push_back(std::move(row));
}

std::string csv_cell(std::string_view cell) {
  if (cell.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(cell);
  std::string out = "\"";
  for (char c : cell) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

namespace {

// Width in code points, so that Latin names and "×" align.
std::size_t width(std::string_view s) {
  return static_cast<std::size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string pad(std::string_view s, std::size_t w, bool right) {
  const std::string fill(w > width(s) ? w - width(s) : 0, ' ');
  return right ? fill + std::string(s) : std::string(s) + fill;
}

std::string render_text(const Table& t) {
  std::vector<std::size_t> w(t.columns.size());
  for (std::size_t i = 0; i < t.columns.size(); ++i) w[i] = width(t.columns[i].name);
  for (const auto& row : t.rows) {
    for (std::size_t i = 0; i < row.size(); ++i) w[i] = std::max(w[i], width(row[i]));
  }
  auto line = [&](const std::vector<std::string>& cells, bool header) {
    std::string s;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i) s += "  ";
      s += pad(cells[i], i + 1 == cells.size() && !t.columns[i].numeric ? 0 : w[i],
               t.columns[i].numeric && !header);
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s + "\n";
  };
  std::string out;
  if (!t.title.empty()) out += t.title + "\n\n";
  std::vector<std::string> head;
  for (const auto& c : t.columns) head.push_back(c.name);
  out += line(head, true);
  for (const auto& row : t.rows) out += line(row, false);
  for (const auto& n : t.notes) out += n + "\n";
  return out;
}

std::string md_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

std::string render_md(const Table& t) {
  std::string out;
  if (!t.title.empty()) out += "## " + t.title + "\n\n";
  out += "|";
  for (const auto& c : t.columns) out += " " + md_escape(c.name) + " |";
  out += "\n|";
  for (const auto& c : t.columns) out += c.numeric ? " ---: |" : " --- |";
  out += "\n";
  for (const auto& row : t.rows) {
    out += "|";
    for (const auto& cell : row) out += " " + md_escape(cell) + " |";
    out += "\n";
  }
  if (!t.notes.empty()) {
    out += "\n";
    for (const auto& n : t.notes) out += n + "\n";
  }
  return out;
}

std::string render_csv(const Table& t) {
  std::string out;
  for (std::size_t i = 0; i < t.columns.size(); ++i) out += (i ? "," : "") + csv_cell(t.columns[i].name);
  out += "\n";
  for (const auto& row : t.rows) {
    for (std::size_t i = 0; i < row.size(); ++i) out += (i ? "," : "") + csv_cell(row[i]);
    out += "\n";
  }
  return out;
}

bool small_integer(const std::string& s) {
  if (s.empty() || s.size() > 18) return false;
  const std::size_t start = s[0] == '-' ? 1 : 0;
  if (start == s.size()) return false;
  return std::all_of(s.begin() + static_cast<long>(start), s.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

nlohmann::ordered_json to_json(const Table& t) {
  nlohmann::ordered_json j;
  j["name"] = t.name;
  j["title"] = t.title;
  j["columns"] = nlohmann::ordered_json::array();
  for (const auto& c : t.columns) j["columns"].push_back(c.name);
  j["rows"] = nlohmann::ordered_json::array();
  for (const auto& row : t.rows) {
    nlohmann::ordered_json r = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (t.columns[i].numeric && small_integer(row[i])) {
        const bool negative = row[i][0] == '-';
        const auto n = static_cast<long long>(
            *read_count(std::string_view(row[i]).substr(negative ? 1 : 0), 999999999999999999ULL));
        r[t.columns[i].name] = negative ? -n : n;
      } else if (t.columns[i].numeric && row[i].empty()) {
        r[t.columns[i].name] = nullptr;
      } else {
        r[t.columns[i].name] = row[i];
      }
    }
    j["rows"].push_back(std::move(r));
  }
  if (!t.notes.empty()) j["notes"] = t.notes;
  return j;
}

}  // namespace

std::string render(const Table& table, Format format) { return render(std::vector<Table>{table}, format); }

std::string render(const std::vector<Table>& tables, Format format) {
  std::string out;
  switch (format) {
    case Format::Text:
      for (std::size_t i = 0; i < tables.size(); ++i) out += (i ? "\n" : "") + render_text(tables[i]);
      return out;
    case Format::Markdown:
      for (std::size_t i = 0; i < tables.size(); ++i) out += (i ? "\n" : "") + render_md(tables[i]);
      return out;
    case Format::Csv:
      if (tables.size() != 1) throw std::invalid_argument("CSV output holds a single table");
      return render_csv(tables.front());
    case Format::Json: {
      if (tables.size() == 1) return to_json(tables.front()).dump(2) + "\n";
      nlohmann::ordered_json j;
      j["tables"] = nlohmann::ordered_json::array();
      for (const auto& t : tables) j["tables"].push_back(to_json(t));
      return j.dump(2) + "\n";
    }
  }
  return out;
}

}  // namespace rithmo
