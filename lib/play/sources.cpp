#include "play/sources.hpp"

#include "number/numeral.hpp"

#include <algorithm>
#include <charconv>

namespace rithmo::play {

namespace {

struct Reader {
  const CsvDocument& doc;

  std::size_t column(const std::string& name) const {
    const auto i = doc.column(name);
    if (i == std::string::npos) {
      throw DiagnosticError({doc.name, 1, 1, "no column '" + name + "'"});
    }
    return i;
  }
  [[noreturn]] void fail(const CsvCell& c, const std::string& message) const {
    throw DiagnosticError({doc.name, c.line, c.column, message});
  }
  std::optional<int> integer(const CsvRow& row, std::size_t col, bool required) const {
    const CsvCell& c = row.cells[col];
    if (c.text.empty()) {
      if (required) fail(c, "empty cell where a number is required");
      return std::nullopt;
    }
    const auto v = read_count(c.text, 1000000);
    if (!v) fail(c, "'" + c.text + "' is not a number");
    return static_cast<int>(*v);
  }
};

}  // namespace

int PrintedArray::rows() const {
  int n = 0;
  for (const auto& c : cells) n = std::max(n, c.row);
  return n;
}

int PrintedArray::width(int row) const {
  return static_cast<int>(
      std::count_if(cells.begin(), cells.end(), [row](const ArrayCell& c) { return c.row == row; }));
}

PrintedArray parse_array(const CsvDocument& doc) {
  Reader r{doc};
  const auto line = r.column("line"), row = r.column("row"), pos = r.column("position"),
             shape = r.column("shape"), value = r.column("value"), king = r.column("king");
  PrintedArray a;
  a.name = doc.name;
  for (const auto& rw : doc.rows) {
    ArrayCell c;
    c.line = *r.integer(rw, line, true);
    c.row = *r.integer(rw, row, true);
    c.position = *r.integer(rw, pos, true);
    const std::string& s = rw.cells[shape].text;
    if (s == "round")
      c.shape = Shape::Round;
    else if (s == "triangle")
      c.shape = Shape::Triangle;
    else if (s == "square")
      c.shape = Shape::Square;
    else if (!s.empty())
      r.fail(rw.cells[shape], "unknown shape '" + s + "'");
    c.value = r.integer(rw, value, false);
    const std::string& k = rw.cells[king].text;
    if (k != "0" && k != "1") r.fail(rw.cells[king], "king must be 0 or 1");
    c.king = k == "1";
    if (!c.king && (!c.shape || !c.value)) r.fail(rw.cells[shape], "a man needs a shape and a number");
    if (c.row < 1 || c.position < 1) r.fail(rw.cells[row], "rows and positions count from 1");
    a.cells.push_back(c);
  }
  return a;
}

std::vector<CossicPair> parse_cossic(const CsvDocument& doc) {
  Reader r{doc};
  const auto line = r.column("line"), root = r.column("root"), power = r.column("power"),
             sign = r.column("sign");
  std::vector<CossicPair> out;
  for (const auto& rw : doc.rows) {
    out.push_back({*r.integer(rw, line, true), *r.integer(rw, root, true), *r.integer(rw, power, true),
                   *r.integer(rw, sign, true)});
  }
  return out;
}

std::vector<DiagramLabel> parse_lettering(const CsvDocument& doc) {
  Reader r{doc};
  const auto line = r.column("line"), row = r.column("row"), pos = r.column("position"),
             label = r.column("label");
  std::vector<DiagramLabel> out;
  for (const auto& rw : doc.rows) {
    DiagramLabel d{*r.integer(rw, line, true), *r.integer(rw, row, true), *r.integer(rw, pos, true),
                   rw.cells[label].text};
    if (d.label.empty()) r.fail(rw.cells[label], "empty label");
    out.push_back(d);
  }
  return out;
}

Sources read_sources(const std::string& tables_dir) {
  const std::string dir = tables_dir + "/fulke-1563/";
  Sources s;
  s.first_kind = parse_array(read_csv_file(dir + "array-first-kind.csv"));
  s.second_kind = parse_array(read_csv_file(dir + "array-second-kind.csv"));
  s.third_kind = parse_array(read_csv_file(dir + "array-third-kind.csv"));
  s.cossic = parse_cossic(read_csv_file(dir + "cossic-captures.csv"));
  s.lettering = parse_lettering(read_csv_file(tables_dir + "/du-coeur-1998/movement-diagram.csv"));
  return s;
}

}  // namespace rithmo::play
