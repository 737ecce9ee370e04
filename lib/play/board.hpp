// The board ("the table as the fielde"): its size, its squares and their names, and
// the straight lines (rays) the men move and take along.
//
// Fulke, "Of these partes in the fyrst kynd of playng" (002 line 504): "a playne borde
// conteynynge .128. squares that is .8. in breadth and .16. in length"; the third kind
// allows a shorter one, "at the lest ... .10. squares in length and alwayes .8. in
// breadth" (002 line 815); Savard adds 8 x 12 and the 8 x 9 practice board (003 line 94).
// The size is a parameter (BoardSize, params/board_size.hpp, written FILESxRANKS); any
// breadth 1-16 no greater than a length 1-32, of at most 256 squares, is accepted, so
// that tests can use small boards.
//
// Coordinates: files a, b, ... left to right, ranks 1, 2, ... from the odd army's end
// (the bottom of Fulke's first array, 002 lines 602-609) to the even army's end. A
// square is the index rank * files + file. North is toward higher ranks.
#pragma once

#include "params/board_size.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo::play {

// The size and its one text form are params/board_size.hpp's.
using rithmo::BoardSize;
using rithmo::format_board_size;
using rithmo::kMaxFiles;
using rithmo::kMaxRanks;
using rithmo::kMaxSquares;
using rithmo::parse_board_size;

using Square = int;
inline constexpr Square kNoSquare = -1;

// A set of squares, a bit per square.
using SquareSet = std::array<std::uint64_t, kMaxSquares / 64>;

// The eight directions of a straight line. The first four are orthogonal ("direct",
// "right forwarde or sydelong"), the last four diagonal ("cornerwyse").
enum Direction : int { North, South, East, West, NorthEast, NorthWest, SouthEast, SouthWest };
inline constexpr int kDirections = 8;

struct Step {
  int file;
  int rank;
};
inline constexpr std::array<Step, kDirections> kSteps = {{
    {0, 1},
    {0, -1},
    {1, 0},
    {-1, 0},
    {1, 1},
    {-1, 1},
    {1, -1},
    {-1, -1},
}};
inline constexpr bool is_orthogonal(int d) { return d < 4; }
// The opposite direction (North <-> South, NorthEast <-> SouthWest, ...). The table
// is out of the function so that it is not built afresh at each call.
inline constexpr std::array<int, kDirections> kOpposite = {South,     North,     West,      East,
                                                           SouthWest, SouthEast, NorthWest, NorthEast};
inline constexpr int opposite(int d) { return kOpposite[d]; }

// The geometry of one board size, with every ray precomputed so that move
// generation does no bounds arithmetic.
class Geometry {
 public:
  explicit Geometry(BoardSize size);

  BoardSize size() const { return size_; }
  int files() const { return size_.files; }
  int ranks() const { return size_.ranks; }
  int squares() const { return size_.files * size_.ranks; }

  int file(Square s) const { return s % size_.files; }
  int rank(Square s) const { return s / size_.files; }
  // kNoSquare when off the board.
  Square square(int file, int rank) const {
    return file < 0 || rank < 0 || file >= size_.files || rank >= size_.ranks ? kNoSquare
                                                                              : rank * size_.files + file;
  }
  Square offset(Square s, int dfile, int drank) const { return square(file(s) + dfile, rank(s) + drank); }
  // The colour of the square (0 or 1): squares of one colour touch only cornerwise.
  int colour(Square s) const { return (file(s) + rank(s)) & 1; }

  // "a1", "h16": the file's letter, then the rank's number.
  std::string name(Square s) const { return name(size_, s); }
  // The same without building a board's lines.
  static std::string name(BoardSize size, Square s) {
    return file_name(s % size.files) + rank_name(s / size.files);
  }
  // The two halves of a square's name: "a" for file 0, "1" for rank 0 (the first
  // rank, the odd army's end in the arrays of the first kind).
  static std::string file_name(int file) { return std::string(1, static_cast<char>('a' + file)); }
  static std::string rank_name(int rank) { return std::to_string(rank + 1); }
  // Parses a square name; nullopt if malformed or off the board.
  std::optional<Square> parse_square(std::string_view text) const;

  // The squares from s in direction d, nearest first, up to the edge.
  const std::uint8_t* ray(Square s, int d) const { return &rays_[(s * kDirections + d) * kRayLength]; }
  int ray_length(Square s, int d) const { return ray_lengths_[s * kDirections + d]; }

 private:
  static constexpr int kRayLength = kMaxRanks;
  BoardSize size_;
  std::vector<std::uint8_t> rays_;
  std::vector<std::uint8_t> ray_lengths_;
};

}  // namespace rithmo::play
