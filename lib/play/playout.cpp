#include "play/playout.hpp"

namespace rithmo::play {

std::uint64_t SplitMix64::below(std::uint64_t n) {
  const std::uint64_t limit = ~0ull - (~0ull % n);
  std::uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return x % n;
}

Playout random_playout(const Game& game, Position& pos, std::uint64_t seed, int max_plies, bool record) {
  SplitMix64 rng(seed);
  Playout p;
  MoveList moves;
  moves.reserve(256);
  auto undo = std::make_unique<Undo>();
  while (p.plies < max_plies) {
    p.outcome = game.outcome(pos);
    if (p.outcome.result != Result::None) return p;
    game.legal_moves(pos, moves);
    if (moves.empty()) {
      p.outcome = game.no_move_outcome(pos);
      p.blockade = true;
      return p;
    }
    const Move& m = moves[rng.below(moves.size())];
    if (record) p.moves.push_back(format_move(pos, m));
    game.apply(pos, m, *undo);
    ++p.plies;
  }
  p.outcome = game.outcome(pos);
  return p;
}

}  // namespace rithmo::play
