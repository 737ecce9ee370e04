#include "report/table.hpp"

#include "number/numeral.hpp"
#include "text/utf8.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cassert>
#include <cctype>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace rithmo {

std::optional<Format> parse_format(std::string_view text) {
  return kFormatNames.parse(text == "markdown" ? std::string_view("md") : text);
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

std::string csv_line(const std::vector<std::string>& cells) {
  if (cells.size() == 1 && cells.front().empty()) return "\"\"";
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) out += (i ? "," : "") + csv_cell(cells[i]);
  return out;
}

std::string md_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    switch (c) {
      // Markdown's own characters, taken literally: emphasis, code, links, the cell's edge.
      case '\\':
      case '`':
      case '*':
      case '_':
      case '[':
      case ']':
      case '|':
        out += '\\';
        out += c;
        break;
      // Raw HTML is not passed through.
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      // A line break would end the table row.
      case '\n':
      case '\r':
      case '\t':
        out += ' ';
        break;
      default:
        // No control byte reaches the file: the replacement character stands for it.
        if (u < 0x20 || u == 0x7F)
          out += "\xEF\xBF\xBD";
        else
          out += c;
    }
  }
  return out;
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

// A column, or a wrapped line, is never made narrower than this.
constexpr std::size_t kNarrowestWrap = 12;
// Nor, when its words are cut to fit, than this.
constexpr std::size_t kNarrowestCut = 6;

// The text in lines of at most `first` code points (the first line) and `rest` (the
// others), broken at spaces (a longer word is cut); at least one line.
std::vector<std::string> wrap(std::string_view text, std::size_t first, std::size_t rest,
                              LongWord long_word = LongWord::Cut) {
  std::vector<std::string> lines(1);
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t space = text.find(' ', at);
    std::string_view word = text.substr(at, space == std::string_view::npos ? text.npos : space - at);
    at = space == std::string_view::npos ? text.size() : space + 1;
    while (!word.empty()) {
      std::string& last = lines.back();
      const std::size_t w = lines.size() == 1 ? first : rest;
      const std::size_t room = last.empty() ? w : (width(last) + 1 < w ? w - width(last) - 1 : 0);
      if (width(word) <= room) {
        last += (last.empty() ? "" : " ") + std::string(word);
        word = {};
      } else if (last.empty() && long_word == LongWord::Keep) {  // a word wider than the line, whole
        last = std::string(word);
        word = {};
      } else if (last.empty()) {  // a word wider than the column: cut at a code point
        std::size_t cut = 0, points = 0;
        while (cut < word.size() && points < w) {
          ++cut;
          while (cut < word.size() && (static_cast<unsigned char>(word[cut]) & 0xC0) == 0x80) ++cut;
          ++points;
        }
        last = std::string(word.substr(0, cut));
        word = word.substr(cut);
        lines.emplace_back();
      } else {
        lines.emplace_back();
      }
    }
  }
  if (lines.size() > 1 && lines.back().empty()) lines.pop_back();
  return lines;
}

// The title, wrapped to max_width (0: unbounded), and a newline after each line.
std::string title_lines(const std::string& title, std::size_t max_width) {
  if (!max_width || width(title) <= max_width) return title + "\n";
  std::string out;
  for (const auto& l : wrap(title, max_width, max_width)) out += l + "\n";
  return out;
}

// A table too wide for max_width columns, one record a row: "name  value" lines, the
// values wrapped, a blank line between records.
std::string render_records(const Table& t, std::size_t max_width) {
  std::size_t key = 0;
  for (const auto& c : t.columns) key = std::max(key, width(c.name));
  const std::size_t room = max_width > key + 2 + kNarrowestWrap ? max_width - key - 2 : kNarrowestWrap;
  std::string out;
  if (!t.title.empty()) out += title_lines(t.title, max_width) + "\n";
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    if (r) out += "\n";
    for (std::size_t i = 0; i < t.columns.size(); ++i) {
      const auto lines = wrap(t.rows[r][i], room, room);
      for (std::size_t k = 0; k < lines.size(); ++k) {
        std::string l = pad(k ? "" : t.columns[i].name, key, false) + "  " + lines[k];
        while (!l.empty() && l.back() == ' ') l.pop_back();
        out += l + "\n";
      }
    }
  }
  for (const auto& note : t.notes) {
    for (const auto& l : wrap(note, max_width, max_width)) out += l + "\n";
  }
  return out;
}

std::string render_text(const Table& t, std::size_t max_width) {
  const std::size_t n = t.columns.size();
  std::vector<std::size_t> w(n);
  for (std::size_t i = 0; i < n; ++i) w[i] = width(t.columns[i].name);
  for (const auto& row : t.rows) {
    for (std::size_t i = 0; i < row.size(); ++i) w[i] = std::max(w[i], width(row[i]));
  }
  // Too wide for the terminal: the widest text column gives way, one place at a time;
  // its cells then wrap at spaces within it.
  auto total = [&] {
    std::size_t sum = n ? 2 * (n - 1) : 0;
    for (const auto x : w) sum += x;
    return sum;
  };
  // A column narrows no further than its longest word (and kNarrowestWrap), so that
  // no word is cut.
  std::vector<std::size_t> narrowest(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::size_t longest = 0;
    auto words = [&longest](std::string_view text) {
      std::size_t at = 0;
      while (at <= text.size()) {
        const std::size_t space = std::min(text.find(' ', at), text.size());
        longest = std::max(longest, width(text.substr(at, space - at)));
        at = space + 1;
      }
    };
    words(t.columns[i].name);
    for (const auto& row : t.rows) words(row[i]);
    narrowest[i] = std::min(w[i], std::max(longest, kNarrowestWrap));
  }
  // Narrows the widest text column above its floor, one place at a time, until the
  // table fits or no column can give way.
  const auto narrow_to = [&](const std::vector<std::size_t>& floor) {
    while (max_width && total() > max_width) {
      std::size_t widest = n;
      for (std::size_t i = 0; i < n; ++i) {
        if (!t.columns[i].numeric && w[i] > floor[i] && (widest == n || w[i] > w[widest])) widest = i;
      }
      if (widest == n) break;
      --w[widest];
    }
  };
  narrow_to(narrowest);
  // Still too wide, words are cut too, a text column narrowing to the longest word of
  // its header (at least kNarrowestCut): taken when it holds the table in half the
  // lines the records below would take, or fewer.
  bool cuts = false;
  if (max_width && total() > max_width) {
    std::vector<std::size_t> floor(n);
    for (std::size_t i = 0; i < n; ++i) {
      std::size_t header = 0;
      std::string_view name = t.columns[i].name;
      for (std::size_t at = 0; at <= name.size();) {
        const std::size_t space = std::min(name.find(' ', at), name.size());
        header = std::max(header, width(name.substr(at, space - at)));
        at = space + 1;
      }
      floor[i] = std::min(w[i], std::max(header, kNarrowestCut));
    }
    narrow_to(floor);
    cuts = true;
  }
  // Still too wide: each row as a record, a column to a line (as psql's expanded
  // display), its value wrapped beside the column's name.
  if (max_width && total() > max_width) return render_records(t, max_width);
  auto line = [&](const std::vector<std::string>& cells) {
    std::vector<std::vector<std::string>> parts(cells.size());
    std::size_t height = 1;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      parts[i] = width(cells[i]) <= w[i] ? std::vector<std::string>{cells[i]} : wrap(cells[i], w[i], w[i]);
      height = std::max(height, parts[i].size());
    }
    std::string out;
    for (std::size_t k = 0; k < height; ++k) {
      std::string s;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) s += "  ";
        const std::string cell = k < parts[i].size() ? parts[i][k] : "";
        // A numeric column is right-aligned, its header with it.
        s += pad(cell, i + 1 == cells.size() && !t.columns[i].numeric ? 0 : w[i], t.columns[i].numeric);
      }
      while (!s.empty() && s.back() == ' ') s.pop_back();
      out += s + "\n";
    }
    return out;
  };
  std::string out;
  if (!t.title.empty()) out += title_lines(t.title, max_width) + "\n";
  std::vector<std::string> head;
  for (const auto& c : t.columns) head.push_back(c.name);
  out += line(head);
  for (const auto& row : t.rows) out += line(row);
  for (const auto& note : t.notes) {
    if (!max_width || width(note) <= max_width) {
      out += note + "\n";
      continue;
    }
    for (const auto& l : wrap(note, max_width, max_width)) out += l + "\n";
  }
  if (cuts) {
    const std::string records = render_records(t, max_width);
    if (2 * std::count(out.begin(), out.end(), '\n') > std::count(records.begin(), records.end(), '\n'))
      return records;
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
  std::vector<std::string> names;
  for (const auto& c : t.columns) names.push_back(c.name);
  std::string out = csv_line(names) + "\n";
  for (const auto& row : t.rows) out += csv_line(row) + "\n";
  return out;
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
      // One JSON type per column: a numeric column holds integers (a 64-bit seed
      // included) or null for an empty cell; every other column strings.
      if (!t.columns[i].numeric) {
        r[t.columns[i].name] = row[i];
      } else if (row[i].empty()) {
        r[t.columns[i].name] = nullptr;
      } else if (const auto n = read_count(row[i], std::numeric_limits<std::uint64_t>::max())) {
        r[t.columns[i].name] = *n;
      } else {
        throw std::logic_error("column '" + t.columns[i].name + "' is numeric but holds '" + row[i] + "'");
      }
    }
    j["rows"].push_back(std::move(r));
  }
  if (!t.notes.empty()) j["notes"] = t.notes;
  return j;
}

}  // namespace

std::vector<std::string> wrap_words(std::string_view text, std::size_t first, std::size_t rest,
                                    LongWord long_word) {
  return wrap(text, first, rest, long_word);
}

std::size_t text_columns(std::string_view text) { return width(text); }

std::string wrap_lines(std::string text, std::size_t max_width, std::size_t indent) {
  if (!max_width || max_width <= indent + kNarrowestWrap) return text;
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t nl = text.find('\n', start);
    const std::size_t end = nl == std::string::npos ? text.size() : nl;
    const std::string_view line(text.data() + start, end - start);
    if (width(line) <= max_width) {
      out += line;
    } else {
      // The first line at full width, with its own indent (a finding under its table),
      // the rest indented beneath it.
      std::size_t lead = 0;
      while (lead < line.size() && line[lead] == ' ') ++lead;
      if (max_width <= lead + indent + kNarrowestWrap) lead = 0;  // too deep to keep
      const auto lines = wrap(line.substr(lead), max_width - lead, max_width - lead - indent);
      for (std::size_t k = 0; k < lines.size(); ++k)
        out += (k ? "\n" + std::string(lead + indent, ' ') : std::string(lead, ' ')) + lines[k];
    }
    if (nl == std::string::npos) break;
    out += "\n";
    start = nl + 1;
  }
  return out;
}

namespace {

// A JSON document written as nlohmann's dump(2, ' ', false, replace) writes it, byte
// for byte, in one pass into one string: a string that is well-formed UTF-8 with no
// quote, backslash or control character is copied between its quotes (dump copies
// those unchanged); any other string, and any number that is not whole, is written by
// dump itself. False, with nothing to trust in `out`, on binary or discarded values
// (never in the documents the commands print), which the caller leaves to dump.
template <class Json>
bool write_json(const Json& j, std::string& out, std::size_t indent) {
  auto string = [&out](const std::string& s) {
    bool ascii = true, plain = true;
    for (const char ch : s) {
      const auto c = static_cast<unsigned char>(ch);
      plain = plain && c >= 0x20 && c != '"' && c != '\\';
      ascii = ascii && c < 0x80;
    }
    if (plain && (ascii || !invalid_utf8(s))) {
      out += '"';
      out += s;
      out += '"';
    } else {
      out += Json(s).dump(-1, ' ', false, Json::error_handler_t::replace);
    }
  };
  switch (j.type()) {
    case nlohmann::detail::value_t::object:
    case nlohmann::detail::value_t::array: {
      const bool object = j.is_object();
      if (j.empty()) {
        out += object ? "{}" : "[]";
        return true;
      }
      out += object ? "{\n" : "[\n";
      bool first = true;
      for (auto it = j.begin(); it != j.end(); ++it) {
        if (!first) out += ",\n";
        first = false;
        out.append(indent + 2, ' ');
        if (object) {
          string(it.key());
          out += ": ";
        }
        if (!write_json(it.value(), out, indent + 2)) return false;
      }
      out += '\n';
      out.append(indent, ' ');
      out += object ? '}' : ']';
      return true;
    }
    case nlohmann::detail::value_t::string:
      string(j.template get_ref<const std::string&>());
      return true;
    case nlohmann::detail::value_t::boolean:
      out += j.template get<bool>() ? "true" : "false";
      return true;
    case nlohmann::detail::value_t::null:
      out += "null";
      return true;
    case nlohmann::detail::value_t::number_integer:
      out += std::to_string(j.template get<std::int64_t>());
      return true;
    case nlohmann::detail::value_t::number_unsigned:
      out += std::to_string(j.template get<std::uint64_t>());
      return true;
    case nlohmann::detail::value_t::number_float:
      out += j.dump(-1, ' ', false, Json::error_handler_t::replace);
      return true;
    default:
      return false;
  }
}

template <class Json>
std::string document(const Json& j) {
  std::string out;
  if (!write_json(j, out, 0)) return j.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
  out += '\n';
  return out;
}

template <class Json>
std::string fragment(const Json& j, std::size_t indent) {
  std::string out;
  if (write_json(j, out, indent)) return out;
  // dump writes no newline within a string: each of its lines moves in by `indent`.
  out.clear();
  for (const char c : j.dump(2, ' ', false, Json::error_handler_t::replace)) {
    out += c;
    if (c == '\n') out.append(indent, ' ');
  }
  return out;
}

}  // namespace

std::string json_fragment(const nlohmann::json& j, std::size_t indent) { return fragment(j, indent); }

std::string json_fragment(const nlohmann::ordered_json& j, std::size_t indent) { return fragment(j, indent); }

std::string json_document(const nlohmann::json& j) { return document(j); }

std::string json_document(const nlohmann::ordered_json& j) { return document(j); }

std::string json_document_by_dump(const nlohmann::json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string count_of(std::size_t n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string render(const Table& table, Format format, std::size_t max_width) {
  return render(std::vector<Table>{table}, format, max_width);
}

std::string render(const std::vector<Table>& tables, Format format, std::size_t max_width) {
  std::string out;
  switch (format) {
    case Format::Text:
      for (std::size_t i = 0; i < tables.size(); ++i)
        out += (i ? "\n" : "") + render_text(tables[i], max_width);
      return out;
    case Format::Markdown:
      for (std::size_t i = 0; i < tables.size(); ++i) out += (i ? "\n" : "") + render_md(tables[i]);
      return out;
    case Format::Csv:
      if (tables.size() != 1) throw std::invalid_argument("CSV output holds a single table");
      return render_csv(tables.front());
    case Format::Json: {
      if (tables.size() == 1) return json_document(to_json(tables.front()));
      nlohmann::ordered_json j;
      j["tables"] = nlohmann::ordered_json::array();
      for (const auto& t : tables) j["tables"].push_back(to_json(t));
      return json_document(j);
    }
  }
  return out;
}

}  // namespace rithmo
