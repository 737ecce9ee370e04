// Games between players: the engine at a level, or random legal moves. The benchmarks
// of strength (tools/bench/strength.cpp) and the fit of the evaluation's weights
// (tools/bench/fit_weights.cpp) play them.
#pragma once

#include "search/levels.hpp"
#include "search/search.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace rithmo::search {

// A player: the engine at `level` with its own table, or, with no level, random legal
// moves (play::SplitMix64, uniform).
struct Player {
  const Level* level = nullptr;
  Weights weights = default_weights();
};

struct GameRecord {
  play::Outcome outcome;  // Victory, NoMove, or None when the ply limit ended it
  int plies = 0;
  std::uint64_t nodes = 0;                // searched by the engine players
  std::vector<play::Position> positions;  // every position of the game, the last included (when kept)
  std::vector<std::string> words;         // the moves as a game record writes them (play::move_word)
};

// Plays from the opening: `odd` plays the odd army, `even` the even; the seed draws the
// random player's moves and the levels' chance. A game longer than max_plies is
// unfinished. With keep_positions, every position is kept.
GameRecord play_game(const play::Game& game, const Player& odd, const Player& even, std::uint64_t seed,
                     int max_plies, bool keep_positions = false);

}  // namespace rithmo::search
