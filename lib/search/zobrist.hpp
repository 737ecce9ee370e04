// Zobrist keys of positions, for the search's transposition table and its test of
// repetition (Zobrist 1970; Stockfish's Position::key).
//
// A key covers all the state the rules carry: each man's square while he stands on the
// board, his army (a man who turned coat keeps his index and changes army), whether he
// is declared for a triumph, the layers a king still has, the side to move, and what
// each side has taken as its tally (men, sum, characters, greatest: the common
// victories and the standards read nothing else). Two positions of one game with equal
// keys are, but for a collision of 64-bit keys, the same position.
//
// The key is computed afresh from the position, or from the key before a move and the
// move's undo record, which holds every man the move changed as he was (and the tally
// before, where the move took something), so that no rule of the game needs to know of
// it.
#pragma once

#include "play/game.hpp"
#include "play/position.hpp"

#include <array>
#include <cstdint>

namespace rithmo::search {

class Zobrist {
 public:
  // The tables are drawn from SplitMix64 with a fixed seed: a position has the same key
  // on every platform and in every run.
  Zobrist();

  std::uint64_t key(const play::Position& pos) const;
  // The key of pos, just made by the move of `undo` from a position whose key was
  // `before`: key(pos), found from the men the move changed alone.
  std::uint64_t after(std::uint64_t before, const play::Position& pos, const play::Undo& undo) const;
  // The key of a position whose key was `before`, the other side to move (a move given
  // away, the search's null move).
  std::uint64_t passed(std::uint64_t before) const { return before ^ odd_to_move_; }

 private:
  std::uint64_t man(int i, const play::Man& m) const;
  std::uint64_t tallies(const std::array<play::Tally, 2>& tally) const;

  std::array<std::array<std::uint64_t, rithmo::kMaxSquares>, play::kMaxMen> square_{};
  std::array<std::uint64_t, play::kMaxMen> odd_{};
  std::array<std::uint64_t, play::kMaxMen> declared_{};
  std::array<std::uint64_t, play::kMaxMen> declared_by_enemy_{};
  std::array<std::array<std::uint64_t, play::kMaxLayers>, play::kMaxMen> layer_{};
  std::uint64_t odd_to_move_ = 0;
  std::array<std::uint64_t, 2> tally_salt_{};
};

}  // namespace rithmo::search
