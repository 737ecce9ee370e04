// Double keying: two independent transcriptions of a table, compared cell by cell.
//
// The first keying is the table in tables/<source>/, the second its copy in
// tables/keying/second/<source>/, keyed from the source without seeing the first.
// Rows are aligned by content (so that a row one keying has and the other lacks does
// not shift every later row), then compared cell by cell. Every disagreement must be
// settled against the source and recorded in tables/keying/settlements.csv.
#pragma once

#include "tables/csv.hpp"

#include <string>
#include <vector>

namespace rithmo {

struct Disagreement {
  std::string table;              // e.g. "fulke-1563/totals.csv"
  std::size_t first_row = 0;      // 1-based data row in the first keying; 0 if absent
  std::size_t second_row = 0;     // 1-based data row in the second keying; 0 if absent
  std::string column;             // column name; "(row)" for a row only one keying has
  std::string first;              // cell (or whole row) in the first keying
  std::string second;             // cell (or whole row) in the second keying
  std::size_t line = 1, col = 1;  // where to look in the first keying's file

  friend bool operator==(const Disagreement& a, const Disagreement& b) {
    return a.table == b.table && a.first_row == b.first_row && a.second_row == b.second_row &&
           a.column == b.column && a.first == b.first && a.second == b.second;
  }
};

// Compares two keyings of one table.
std::vector<Disagreement> diff_keyings(const CsvDocument& first, const CsvDocument& second,
                                       const std::string& table);

// A recorded settlement: one row of tables/keying/settlements.csv.
struct Settlement {
  Disagreement disagreement;
  std::string status;    // "open": the keyings still differ, the first is right;
                         // "resolved": the first keying was corrected and now agrees
  std::string reason;    // what the source shows
  std::size_t line = 0;  // line in settlements.csv
};

std::vector<Settlement> read_settlements(const CsvDocument& doc);

// Every current disagreement has an open settlement and every open settlement a
// current disagreement. Throws DiagnosticError at the first that does not.
void check_settlements(const std::vector<Disagreement>& current, const std::vector<Settlement>& settled,
                       const std::string& settlements_name, const std::string& tables_dir);

}  // namespace rithmo
