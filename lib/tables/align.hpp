// Aligning the rows of two transcriptions of one table, in memory that grows with the
// rows, not with their product.
//
// Rows that read the same in both are matched first, as the longest common
// subsequence of the two row sequences (Hirschberg's divide and conquer: time n x m,
// memory n + m). Between two matched rows lies a gap, some rows of each side that match
// nothing exactly; there, rows that agree in enough of their cells are paired (a row
// with one misread cell is the same row read two ways), the rest stand alone. A gap is
// paired by dynamic programming when it is small (at most kGapCells row pairs), and
// row by row in order when it is larger, so that no gap needs more than a bounded
// table.
#pragma once

#include <cstddef>
#include <functional>
#include <limits>
#include <string>
#include <vector>

namespace rithmo {

inline constexpr std::size_t kNoRow = std::numeric_limits<std::size_t>::max();

// The largest gap (rows of one side x rows of the other) paired by dynamic
// programming; larger gaps are paired in order.
inline constexpr std::size_t kGapCells = std::size_t{1} << 20;

// One step of an alignment: a row of each side (a pair), or a row of one side only
// (the other kNoRow). 0-based.
struct AlignedRows {
  std::size_t first = kNoRow;
  std::size_t second = kNoRow;
  friend bool operator==(const AlignedRows&, const AlignedRows&) = default;
};

// The longest common subsequence of two sequences of row keys (equal keys: equal rows),
// as index pairs in order. Memory O(first.size() + second.size()).
std::vector<AlignedRows> common_rows(const std::vector<std::size_t>& first,
                                     const std::vector<std::size_t>& second);

// Aligns n rows against m. `key_first`/`key_second` give each row a key (equal keys for
// rows that read the same; see row_keys); `score(i, j)` says how well two rows that do
// not read the same agree: a negative score never pairs them, otherwise the pairing
// maximises the total score within each gap. Every row appears exactly once, in order.
std::vector<AlignedRows> align_rows(const std::vector<std::size_t>& key_first,
                                    const std::vector<std::size_t>& key_second,
                                    const std::function<long(std::size_t, std::size_t)>& score);

// Numbers the distinct texts of both sides alike: equal texts get equal keys.
void row_keys(const std::vector<std::string>& first, const std::vector<std::string>& second,
              std::vector<std::size_t>& key_first, std::vector<std::size_t>& key_second);

}  // namespace rithmo
