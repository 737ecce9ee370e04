#include "play/playout.hpp"

#include <array>
#include <memory>

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
  // What stood taken two plies back and the two moves since (ply k's in [k % 2]): what
  // stands taken now is found from them, as perft does, not afresh.
  std::array<std::unique_ptr<Undo>, 2> undo = {std::make_unique<Undo>(), std::make_unique<Undo>()};
  std::array<Pending, 2> pending;
  while (p.plies < max_plies) {
    p.outcome = game.outcome(pos);
    if (p.outcome.result != Result::None) return p;
    const int now = p.plies % 2;
    const Lineage lineage =
        p.plies >= 2 ? Lineage{&pending[now], undo[now].get(), undo[1 - now].get()} : Lineage{};
    Pending found;
    game.legal_moves(pos, moves, found, lineage);
    pending[now] = found;
    if (moves.empty()) {
      p.outcome = game.no_move_outcome(pos);
      p.blockade = true;
      return p;
    }
    const Move& m = moves[rng.below(moves.size())];
    if (record) p.moves.push_back(format_move(pos, m));
    game.apply(pos, m, *undo[now]);
    ++p.plies;
  }
  p.outcome = game.outcome(pos);
  return p;
}

}  // namespace rithmo::play
