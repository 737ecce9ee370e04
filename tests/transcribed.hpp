// Test helper: the numbers of a transcribed table in tables/, read with the project's
// CSV reader. Only the named numeric columns are read; the note column never is.
#pragma once

#include "tables/csv.hpp"

#include <algorithm>
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

}  // namespace rithmo::testing
