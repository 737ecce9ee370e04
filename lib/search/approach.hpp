// The moves a man needs before his ordinary draught lands on a square, on the board as
// it stands: the walk behind the evaluation's hunt (evaluation.hpp), which asks it for
// the men bearing the enemy king's numbers at every node of the search under the
// victories that need him taken first.
//
// The walk goes back from the square over sets of squares, a bit each, not square by
// square: each step of the walk moves the whole frontier one draught at once, a line
// of the draught a shift of the set.
#pragma once

#include "play/game.hpp"

#include <array>
#include <cstdint>

namespace rithmo::search {

class Approach {
 public:
  // No way open within the moves asked.
  static constexpr int kFar = 255;
  // The most moves a walk counts.
  static constexpr int kMaxMoves = 32;

  // The moves a man of one draught class (a round's, a triangle's, a square's:
  // play::DraughtClass) who flies with the flight classes `flights`
  // (Draughts::flight_classes; none where he may fly only to besiege) makes from a
  // square until an ordinary draught of his lands on `target`, on the board as it
  // stands (`occupied`, the squares where men stand): every other man stays where he
  // is, so a square he stands on, or passes over where the draught may not leap, is
  // closed. Walked back from `target` (a draught's lines go both ways; a flight's
  // squares too, but where the rules want its leg void, the leg looked at is the one
  // from the square it lands on, not from the one it leaves: a count for the
  // evaluation, not a move); a square where a man stands is reached but not gone
  // through. At most `cap` moves (at most kMaxMoves); the walk stops once every square
  // of `wanted` is reached.
  void walk(const play::Game& game, const play::SquareSet& occupied, play::Square target, int cap, int shape,
            unsigned flights, const play::SquareSet& wanted);

  Approach() { found_.fill(kFar); }

  // The moves found for a square of `wanted`: kFar beyond the cap or where no way is
  // open. Of another square, nothing to rely on.
  int moves(play::Square s) const { return found_[static_cast<std::size_t>(s)]; }

 private:
  template <typename Sets, int Files>
  void walk_in(const play::Game& game, const play::SquareSet& occupied, play::Square target, int cap,
               int shape, unsigned flights, const play::SquareSet& wanted);

  // The moves found for each square of `wanted` (the others are not kept).
  std::array<std::uint8_t, play::kMaxSquares> found_;
};

}  // namespace rithmo::search
