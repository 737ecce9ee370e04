// The draughts of the men: where each may march from each square, precomputed for
// one set of rules on one board.
//
// An ordinary draught ("marchying or takyng", 002 line 619) goes along a line to a
// fixed distance: a round one step, a triangle two, a square three (rules.hpp
// distance_of), in the lines rules.*_directions allow; the spaces passed must be void
// unless rules.leap_over_men (triangles and squares only, 002 line 665). A king moves
// with the draughts of his classes: the shapes of his layers, a queen's lines up to
// rules.king_range, or a square's.
//
// A flying draught (002 lines 619, 621, 664) is an ordinary orthogonal leg of two
// (the "knyghtes draught") or three spaces ("they must passe foure spaces") and one
// step to the side. Under FlyingPath::Clear the leg's spaces must be void as well as
// the square flown to (du Coeur, 001 line 47: "you could not move from A to 1 if there
// was a man standing in F"); under Leaps only the square flown to.
#pragma once

#include "play/board.hpp"
#include "play/position.hpp"
#include "play/rules.hpp"

#include <cstdint>
#include <vector>

namespace rithmo::play {

// Classes of ordinary draught. A man's classes are a bit set of these.
enum DraughtClass : int { RoundDraught, TriangleDraught, SquareDraught, QueenDraught };
inline constexpr int kDraughtClasses = 4;

// One ordinary draught from a square: the target and the spaces passed on the way.
struct DraughtStep {
  std::uint8_t target = 0;
  std::uint8_t direction = 0;
  std::uint8_t distance = 0;           // 1-based
  std::uint8_t passed = 0;             // spaces between (distance - 1)
  std::array<std::uint8_t, 7> path{};  // the spaces between, nearest first
};

// Whether the spaces a draught passes are void, or its class leaps the men on them
// (Draughts::leaps); `board` holds a man's index on each square, -1 where void.
inline bool way_clear(const std::int8_t* board, const DraughtStep& st, bool leaps) {
  for (int j = 0; !leaps && j < st.passed; ++j) {
    if (board[st.path[j]] >= 0) return false;
  }
  return true;
}

// One flight: the square flown to and the leg's spaces (the leg's end included).
struct FlightStep {
  std::uint8_t target = 0;
  std::uint8_t leg = 0;
  std::array<std::uint8_t, 3> path{};
};

class Draughts {
 public:
  Draughts(const Rules& rules, const Geometry& geometry);

  // The ordinary draughts of a class from a square.
  const DraughtStep* begin(int cls, Square s) const { return &steps_[index_[cls][s]]; }
  const DraughtStep* end(int cls, Square s) const { return &steps_[index_[cls][s + 1]]; }
  // Flights with a leg of two (class 0) or three (class 1) spaces.
  const FlightStep* flights_begin(int leg_class, Square s) const {
    return &flights_[flight_index_[leg_class][s]];
  }
  const FlightStep* flights_end(int leg_class, Square s) const {
    return &flights_[flight_index_[leg_class][s + 1]];
  }

  // The classes of a man's ordinary draught (bits of DraughtClass).
  unsigned classes(const Man& man) const {
    if (!man.king) return 1u << static_cast<int>(man.shape);
    return king_classes(man);
  }
  // The classes of a man's flights: bit 0 the leg of two, bit 1 the leg of three.
  // Asked for every man the search moves, so written here to be inlined; a man not a
  // king reads his shape's, worked out once by flights_of.
  unsigned flight_classes(const Man& man) const {
    if (man.declared) return 0;  // "those men can no longer use their flying movements" (001 line 99)
    if (!man.king) return man_flights_[static_cast<int>(man.shape)];
    return flights_of(king_loses_shapes_ ? man.shapes_present() : 0b111u, true);
  }
  // Whether the spaces passed on the way may hold men for this class.
  bool leaps(int cls) const { return leap_[cls]; }
  // The distances (bit k for k spaces) a class's draught goes in a direction.
  unsigned reach(int cls, int direction) const { return reach_[cls][direction]; }
  // The farthest any draught goes.
  int max_reach() const { return max_reach_; }
  // The squares one of which must be void for a class to have a draught from a square:
  // each draught's first space passed or, passing none or leaping, its target.
  const SquareSet& first_squares(int cls, Square s) const { return first_[cls][s]; }

 private:
  unsigned king_classes(const Man& man) const;
  // The rule: the flight classes of a man, or of a king, with these shapes (bits of
  // 1 << Shape; a man not a king has one).
  unsigned flights_of(unsigned shapes, bool king) const {
    switch (flying_) {
      case Flying::None:
        return 0;
      case Flying::Knight:
        return king ? (king_flies_ ? 1u : 0u) : 1u;
      case Flying::King:
        return king && king_flies_ ? 1u : 0u;
      case Flying::Shaped:
        break;
    }
    if (king && !king_flies_) return 0;
    unsigned f = 0;
    if (shapes & (1u << static_cast<int>(Shape::Triangle))) f |= 1u;
    if (shapes & (1u << static_cast<int>(Shape::Square))) f |= 2u;
    return f;
  }

  KingMoves king_moves_;
  Flying flying_;
  bool king_loses_shapes_;
  bool king_flies_;
  std::vector<DraughtStep> steps_;
  std::array<std::vector<int>, kDraughtClasses> index_;
  std::array<std::vector<SquareSet>, kDraughtClasses> first_;
  std::vector<FlightStep> flights_;
  std::array<std::vector<int>, 2> flight_index_;
  std::array<unsigned, kShapes.size()> man_flights_{};  // flights_of a man not a king, by Shape
  std::array<bool, kDraughtClasses> leap_{};
  std::array<std::array<unsigned, kDirections>, kDraughtClasses> reach_{};
  int max_reach_ = 0;
};

}  // namespace rithmo::play
