// Test helper: the numbers of a transcribed table in tables/, read with the project's
// CSV reader. Only the named numeric columns are read; the note column never is.
#pragma once

#include "tables/csv.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace rithmo::testing {

inline std::string table_path(const std::string& relative) {
  return std::string(RITHMO_SOURCE_DIR) + "/tables/" + relative;
}

// Rows of the named integer columns, each row sorted ascending when sort_rows.
inline std::vector<std::vector<long>> read_numbers(const std::string& relative,
                                                   const std::vector<std::string>& columns,
                                                   bool sort_rows = true) {
  const CsvDocument doc = read_csv_file(table_path(relative));
  std::vector<std::vector<long>> out;
  for (const auto& row : doc.rows) {
    std::vector<long> r;
    for (const auto& c : columns) {
      const auto i = doc.column(c);
      if (i == std::string::npos) throw std::runtime_error(relative + ": no column " + c);
      r.push_back(std::stol(row.cells[i].text));
    }
    if (sort_rows) std::sort(r.begin(), r.end());
    out.push_back(r);
  }
  return out;
}

// The distinct numbers of the men as the modern basics print them (002 lines
// 133-188, both armies, the kings' totals 91 and 190 in): the pool of the Table of
// harmonies, read from the transcription and not from rithmo's generator.
inline std::vector<long> transcribed_pool() {
  std::set<long> s;
  for (const auto& r : read_numbers("modern-basics/derivation.csv", {"value"})) s.insert(r[0]);
  return {s.begin(), s.end()};
}

}  // namespace rithmo::testing
