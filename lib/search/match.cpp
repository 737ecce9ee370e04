#include "search/match.hpp"

#include "play/move.hpp"
#include "play/playout.hpp"

#include <memory>

namespace rithmo::search {

GameRecord play_game(const play::Game& game, const Player& odd, const Player& even, std::uint64_t seed,
                     int max_plies, bool keep_positions) {
  GameRecord g;
  play::Position pos = game.opening();
  play::SplitMix64 rng(seed);
  // Each engine player keeps its own table through the game; a small one is enough for
  // the levels' budgets.
  std::array<std::unique_ptr<Searcher>, 2> searchers;
  const std::array<const Player*, 2> players{&even, &odd};
  for (int a = 0; a < 2; ++a) {
    if (players[a]->level) searchers[a] = std::make_unique<Searcher>(game, 4, players[a]->weights);
  }
  std::vector<std::uint64_t> keys;
  auto undo = std::make_unique<play::Undo>();
  play::MoveList moves;
  while (true) {
    if (keep_positions) g.positions.push_back(pos);
    g.outcome = game.outcome(pos);
    if (g.outcome.result != play::Result::None) return g;
    game.legal_moves(pos, moves);
    if (moves.empty()) {
      g.outcome = game.no_move_outcome(pos);
      return g;
    }
    if (g.plies >= max_plies) return g;
    const int a = static_cast<int>(pos.to_move);
    play::Move chosen;
    if (!searchers[a]) {
      chosen = moves[rng.below(moves.size())];
    } else {
      const SearchResult r = searchers[a]->search(pos, keys, limits_of(*players[a]->level, rng.next()));
      g.nodes += r.nodes;
      chosen = r.best;
    }
    g.words.push_back(play::move_word(pos, chosen, true));
    keys.push_back(searchers[0] ? searchers[0]->key(pos) : searchers[1] ? searchers[1]->key(pos) : 0);
    game.apply(pos, chosen, *undo);
    ++g.plies;
  }
}

}  // namespace rithmo::search
