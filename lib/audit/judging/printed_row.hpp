// A row of a printed table as the audit reads it: the cells as printed, its keys, its
// numbers (exactly, when a cell prints a fraction), the author's worked steps beside it.
// The relations (audit/relations/relation.hpp) judge such rows, and the judging of a row
// that cannot be right (row_check.hpp) places its finding at one.
#pragma once

#include "audit/judging/emendation.hpp"
#include "audit/judging/shared_cells.hpp"
#include "audit/judging/steps.hpp"
#include "number/rational.hpp"
#include "small_optional.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rithmo {

// Numbers that need not be whole, exactly: a row of a relation that allows fractions.
using ExactRow = std::vector<Rational>;

// A data row of a printed table, as the audit reads it. Its cells, keys, numbers and other
// columns are held once for the rows of a table that print them alike (shared_cells.hpp,
// read_printed): a table that prints few rows many times takes little for each, and a
// row is 80 bytes besides.
struct PrintedRow {
  std::size_t row = 0;                              // 1-based data row
  SmallOptional<long> line;                         // source line, from the table's `line` column
  Shared<std::vector<std::string>> cells;           // the relation's columns, as printed, in order
  Shared<std::vector<std::string>> keys;            // the key cells, in column order
  Shared<NumberRow> numbers;                        // the number cells, flattened, in column order;
                                                    // an empty optional cell adds nothing; empty
                                                    // when `exact` is set
  Shared<ExactRow> exact;                           // when a cell prints a fraction ("13 1/2",
                                                    // "27/2"; only for relations with valid_exact):
                                                    // every number, exactly; empty otherwise
  Shared<std::vector<std::string>> number_text;     // the same numbers as printed
  Shared<std::vector<std::string>> number_columns;  // for each number, the column it stands in
                                                    // ("numbers, term 2" within a list cell)
  Shared<std::vector<std::pair<std::string, std::string>>> extra;  // every other column but `line`
                                                                   // and notes
  Shared<std::vector<Step>> steps;  // the author's worked arithmetic, from a column `steps`
                                    // (steps.hpp); also in extra
};

using Keys = std::vector<std::string>;

}  // namespace rithmo
