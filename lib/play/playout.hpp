// Seeded random playouts: each side plays a legal move chosen uniformly at random until
// a victory, a side without a move, or a limit of moves.
//
// The generator is SplitMix64 with a fixed reduction, so a seed gives the same game on
// every platform and compiler (std::uniform_int_distribution does not).
#pragma once

#include "play/game.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace rithmo::play {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0 (by rejection, exactly uniform).
  std::uint64_t below(std::uint64_t n);

 private:
  std::uint64_t state_;
};

struct Playout {
  Outcome outcome;                 // Victory, NoMove (the side to move has none), or None at the limit
  bool blockade = false;           // the side to move had no legal move (a NoMove, or a victory by blockade)
  int plies = 0;                   // moves made
  std::vector<std::string> moves;  // the moves as text (when recorded)
};

// Plays from pos (which is left at the end of the game). With record, the moves are
// kept as text.
Playout random_playout(const Game& game, Position& pos, std::uint64_t seed, int max_plies, bool record);

}  // namespace rithmo::play
