// A position of the game: the men on the board (the kings as stacks of layers), the
// side to move, the men each side has taken, and the agreed victory.
//
// The men are kept in a fixed table whose indices never change during play (a man
// taken stays in the table, off the board), so that a move and its undoing touch only
// the men concerned. Two positions are equal when the same men stand on the same
// squares and the rest agrees, whatever the order of the tables.
#pragma once

#include "men/army.hpp"
#include "play/board.hpp"
#include "play/rules.hpp"
#include "victory/goal.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace rithmo::play {

// Largest number a man (or a king's layer, or a whole king) may bear in a position.
// The men of the game are below 400; the bound keeps every product of two men and
// every count of spaces well inside 64 bits.
inline constexpr int kMaxValue = 65535;
// Most layers a king may have (Fulke's kings have six and five, 002 lines 690-691).
inline constexpr int kMaxLayers = 8;
// Most men a position may hold (Fulke's are 48, 002 line 509).
inline constexpr int kMaxMen = 64;

// One step of a pyramid: "the highest point of the even kyng, must have .1. the rounde
// next under him marke with .4." (002 line 532).
struct Layer {
  Shape shape = Shape::Square;
  std::uint16_t value = 0;
  friend bool operator==(const Layer&, const Layer&) = default;
};

struct Man {
  Army army = Army::Even;
  Shape shape = Shape::Round;  // a king stands on his foundation, a square (002 line 521)
  bool king = false;           // a pyramid: value is the sum of the layers present
  bool declared = false;       // announced for a triumph: immune, no flying (001 line 99)
  // The army whose triumph declared him: his own, or where the rules let a side count
  // the adversary's men (Barozzi 0051:41-42), his enemy's. Meaningful when declared.
  Army declared_by = Army::Even;
  bool on_board = false;
  std::uint8_t square = 0;
  std::uint16_t value = 0;
  std::uint8_t layer_count = 0;  // kings: layers, the bottom (greatest) first
  std::uint8_t present = 0;      // kings: bit i set while layer i stands
  std::array<Layer, kMaxLayers> layers{};

  // Declared for `side`'s triumph.
  bool declared_for(Army side) const { return declared && declared_by == side; }
  bool has_layer(int i) const { return (present >> i) & 1; }
  // The number of men he stands for: one, or a king's layers present (002 line 854).
  int units() const;
  // A king's shapes present, as bits (1 << Shape).
  unsigned shapes_present() const;
};

// The sum of a king's present layers.
int pyramid_value(const Man& king);

// What a side has taken. A whole man, a king's layer, or a whole king.
enum class Taken : std::uint8_t { Man, Layer, King };

struct TakenEntry {
  Taken what = Taken::Man;
  Shape shape = Shape::Round;
  std::uint16_t value = 0;
  std::uint8_t units = 1;  // men this entry counts for (a whole king: his layers)
  bool reentered = false;  // a man who turned coat and stands again on the board
  std::int8_t man = -1;    // index in Position::men, -1 when not known (read from text)
  friend bool operator==(const TakenEntry& a, const TakenEntry& b) {
    return a.what == b.what && a.shape == b.shape && a.value == b.value && a.units == b.units &&
           a.reentered == b.reentered;
  }
};

// Running totals of what a side has taken, kept with the position for the common
// victories (002 lines 863-900).
struct Tally {
  int men = 0;         // units taken
  int sum = 0;         // numbers taken
  int characters = 0;  // digits of the numbers taken (002 line 867)
  int greatest = 0;    // the greatest single number taken (002 line 874)
  friend bool operator==(const Tally&, const Tally&) = default;
};

struct Position {
  BoardSize size{8, 16};
  std::array<std::int8_t, kMaxSquares> board;  // index in men, or -1
  std::vector<Man> men;
  Army to_move = Army::Odd;
  std::array<std::vector<TakenEntry>, 2> taken;  // by the side that took
  std::array<Tally, 2> tally;
  Victory victory;

  Position() { board.fill(-1); }
  explicit Position(BoardSize s) : size(s) { board.fill(-1); }

  int squares() const { return size.files * size.ranks; }
  const Man* at(Square s) const { return board[s] < 0 ? nullptr : &men[board[s]]; }
  // Adds a man and stands him on s (empty). Returns his index.
  int place(const Man& man, Square s);
  // The king of an army standing on the board, or -1.
  int king_of(Army army) const;
  // The men on the board, in units.
  int units_on_board() const;
  // Units held out of play in the taken lists (entries not re-entered).
  int units_taken() const;
};

// Same men on the same squares, same side to move, same taken lists (in order), same
// victory.
bool operator==(const Position& a, const Position& b);

// The digits of a number, for the victory of quarrel (victory/goal.hpp).
using rithmo::characters;

// The tally of a taken list, computed afresh.
Tally tally_of(const std::vector<TakenEntry>& entries);

// Whole-position consistency (Stockfish's pos_is_ok): the board and the men agree,
// every man's number is in range and a king's is the sum of his layers, every square
// is on the board, the tallies equal their lists, the men are within kMaxMen.
// Returns an empty string when consistent, else what is wrong. Used by the debug
// builds after every move and by the tests.
std::string check_position(const Position& pos);

}  // namespace rithmo::play
