#include "tables/keying.hpp"

#include "diagnostic.hpp"

#include <algorithm>

namespace rithmo {

namespace {

std::string join(const CsvRow& row) {
  std::string s;
  for (std::size_t i = 0; i < row.cells.size(); ++i) s += (i ? "," : "") + row.cells[i].text;
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
  // Align rows: maximise the number of equal cells over pairs of rows that agree in
  // at least half their cells (Needleman-Wunsch with zero gap cost).
  const auto& A = first.rows;
  const auto& B = second.rows;
  const std::size_t n = A.size(), m = B.size(), width = h1.size();
  auto pair_score = [&](std::size_t i, std::size_t j) -> long {
    const std::size_t e = equal_cells(A[i], B[j]);
    return 2 * e >= width ? static_cast<long>(e) : -1;
  };
  std::vector<std::vector<long>> best(n + 1, std::vector<long>(m + 1, 0));
  for (std::size_t i = n; i-- > 0;) {
    for (std::size_t j = m; j-- > 0;) {
      long v = std::max(best[i + 1][j], best[i][j + 1]);
      if (const long s = pair_score(i, j); s >= 0) v = std::max(v, s + best[i + 1][j + 1]);
      best[i][j] = v;
    }
  }
  std::size_t i = 0, j = 0;
  auto only_first = [&](std::size_t r) {
    out.push_back({table, r + 1, 0, "(row)", join(A[r]), "", A[r].line, 1});
  };
  auto only_second = [&](std::size_t r) {
    out.push_back(
        {table, 0, r + 1, "(row)", "", join(B[r]), first.rows.empty() ? 1 : first.rows.back().line, 1});
  };
  while (i < n || j < m) {
    if (i < n && j < m) {
      const long s = pair_score(i, j);
      if (s >= 0 && best[i][j] == s + best[i + 1][j + 1]) {
        for (std::size_t c = 0; c < width; ++c) {
          if (A[i].cells[c].text != B[j].cells[c].text) {
            out.push_back({table, i + 1, j + 1, h1[c], A[i].cells[c].text, B[j].cells[c].text,
                           A[i].cells[c].line, A[i].cells[c].column});
          }
        }
        ++i;
        ++j;
        continue;
      }
      if (best[i][j] == best[i + 1][j]) {
        only_first(i++);
      } else {
        only_second(j++);
      }
    } else if (i < n) {
      only_first(i++);
    } else {
      only_second(j++);
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
      if (c.text.empty() ||
          !std::all_of(c.text.begin(), c.text.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
        throw DiagnosticError({doc.name, c.line, c.column, "'" + c.text + "' is not a row number"});
      }
      return std::stoul(c.text);
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

void check_settlements(const std::vector<Disagreement>& current, const std::vector<Settlement>& settled,
                       const std::string& settlements_name, const std::string& tables_dir) {
  for (const auto& d : current) {
    const bool recorded = std::any_of(settled.begin(), settled.end(), [&](const Settlement& s) {
      return s.status == "open" && s.disagreement == d;
    });
    if (!recorded) {
      throw DiagnosticError({tables_dir + "/" + d.table, d.line, d.col,
                             "keyings disagree (row " + std::to_string(d.first_row) + ", second keying row " +
                                 std::to_string(d.second_row) + ", column '" + d.column + "': first '" +
                                 d.first + "', second '" + d.second +
                                 "'); settle it against the source and record it in " + settlements_name});
    }
  }
  for (const auto& s : settled) {
    if (s.status != "open") continue;
    if (std::find(current.begin(), current.end(), s.disagreement) == current.end()) {
      throw DiagnosticError(
          {settlements_name, s.line, 1,
           "open settlement matches no current disagreement (mark it resolved or remove it)"});
    }
  }
}

}  // namespace rithmo
