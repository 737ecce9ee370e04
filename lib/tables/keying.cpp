#include "tables/keying.hpp"

#include "diagnostic.hpp"
#include "number/numeral.hpp"
#include "tables/align.hpp"
#include "text/join.hpp"

#include <algorithm>

namespace rithmo {

namespace {

// The row's cells as one line, "2,4,6".
std::string row_line(const CsvRow& row) {
  return join(row.cells, ",", [](const CsvCell& c) -> const std::string& { return c.text; });
}

// The row's cells joined with a separator no cell holds (unit separator, 0x1f).
std::string key_text(const CsvRow& row) {
  std::string s;
  for (const auto& c : row.cells) s += c.text + '\x1f';
  return s;
}

std::size_t equal_cells(const CsvRow& a, const CsvRow& b) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < std::min(a.cells.size(), b.cells.size()); ++i)
    n += a.cells[i].text == b.cells[i].text;
  return n;
}

}  // namespace

std::vector<Disagreement> diff_keyings(const CsvDocument& first, const CsvDocument& second,
                                       const std::string& table) {
  std::vector<Disagreement> out;
  std::vector<std::string> h1, h2;
  for (const auto& c : first.header) h1.push_back(c.text);
  for (const auto& c : second.header) h2.push_back(c.text);
  if (h1 != h2) {
    std::string a, b;
    for (const auto& s : h1) a += (a.empty() ? "" : ",") + s;
    for (const auto& s : h2) b += (b.empty() ? "" : ",") + s;
    out.push_back({table, 0, 0, "(header)", a, b, 1, 1});
    return out;
  }
  // Align rows: rows that read the same first, then, between them, rows that agree in
  // at least half their cells, maximising the equal cells (tables/align.hpp: memory
  // grows with the rows, not with their product).
  const auto& A = first.rows;
  const auto& B = second.rows;
  const std::size_t width = h1.size();
  std::vector<std::string> ta, tb;
  for (const auto& r : A) ta.push_back(key_text(r));
  for (const auto& r : B) tb.push_back(key_text(r));
  std::vector<std::size_t> ka, kb;
  row_keys(ta, tb, ka, kb);
  auto pair_score = [&](std::size_t i, std::size_t j) -> long {
    const std::size_t e = equal_cells(A[i], B[j]);
    return 2 * e >= width ? static_cast<long>(e) : -1;
  };
  for (const AlignedRows& step : align_rows(ka, kb, pair_score)) {
    if (step.second == kNoRow) {
      out.push_back({table, step.first + 1, 0, "(row)", row_line(A[step.first]), "", A[step.first].line, 1});
    } else if (step.first == kNoRow) {
      out.push_back({table, 0, step.second + 1, "(row)", "", row_line(B[step.second]),
                     first.rows.empty() ? 1 : first.rows.back().line, 1});
    } else {
      const CsvRow& a = A[step.first];
      const CsvRow& b = B[step.second];
      for (std::size_t c = 0; c < width; ++c) {
        if (a.cells[c].text != b.cells[c].text) {
          out.push_back({table, step.first + 1, step.second + 1, h1[c], a.cells[c].text, b.cells[c].text,
                         a.cells[c].line, a.cells[c].column});
        }
      }
    }
  }
  return out;
}

std::vector<Settlement> read_settlements(const CsvDocument& doc) {
  const std::vector<std::string> want = {"table", "first_row", "second_row", "column",
                                         "first", "second",    "status",     "reason"};
  for (std::size_t k = 0; k < want.size(); ++k) {
    if (k >= doc.header.size() || doc.header[k].text != want[k]) {
      throw DiagnosticError(
          {doc.name, 1, 1, "header must be table,first_row,second_row,column,first,second,status,reason"});
    }
  }
  std::vector<Settlement> out;
  for (const auto& r : doc.rows) {
    auto number = [&](const CsvCell& c) -> std::size_t {
      const auto n = read_count(c.text, 1000000000);
      if (!n) throw DiagnosticError({doc.name, c.line, c.column, "'" + c.text + "' is not a row number"});
      return static_cast<std::size_t>(*n);
    };
    Settlement s;
    s.disagreement = {r.cells[0].text,
                      number(r.cells[1]),
                      number(r.cells[2]),
                      r.cells[3].text,
                      r.cells[4].text,
                      r.cells[5].text,
                      1,
                      1};
    s.status = r.cells[6].text;
    s.reason = r.cells[7].text;
    s.line = r.line;
    if (s.status != "open" && s.status != "resolved") {
      throw DiagnosticError({doc.name, r.cells[6].line, r.cells[6].column,
                             "status '" + s.status + "' is not one of: open, resolved"});
    }
    if (s.reason.empty()) {
      throw DiagnosticError({doc.name, r.cells[7].line, r.cells[7].column, "settlement without a reason"});
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::vector<Diagnostic> unsettled(const std::vector<Disagreement>& current,
                                  const std::vector<Settlement>& settled, const std::string& settlements_name,
                                  const std::string& tables_dir) {
  std::vector<Diagnostic> out;
  for (const auto& d : current) {
    const bool recorded = std::any_of(settled.begin(), settled.end(), [&](const Settlement& s) {
      return s.status == "open" && s.disagreement == d;
    });
    if (!recorded) {
      out.push_back({tables_dir + "/" + d.table, d.line, d.col,
                     "keyings disagree (row " + std::to_string(d.first_row) + ", second keying row " +
                         std::to_string(d.second_row) + ", column '" + d.column + "': first '" + d.first +
                         "', second '" + d.second + "'); settle it against the source and record it in " +
                         settlements_name});
    }
  }
  for (const auto& s : settled) {
    if (s.status != "open") continue;
    if (std::find(current.begin(), current.end(), s.disagreement) == current.end()) {
      out.push_back({settlements_name, s.line, 1,
                     "open settlement matches no current disagreement (mark it resolved or remove it)"});
    }
  }
  return out;
}

void check_settlements(const std::vector<Disagreement>& current, const std::vector<Settlement>& settled,
                       const std::string& settlements_name, const std::string& tables_dir) {
  const auto problems = unsettled(current, settled, settlements_name, tables_dir);
  if (!problems.empty()) throw DiagnosticError(problems.front());
}

}  // namespace rithmo
