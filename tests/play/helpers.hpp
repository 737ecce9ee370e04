// Test helpers for the rules of play: the transcribed sources, a game of a preset with
// some parameters changed, hand-built positions in the notation, and what a move did.
#pragma once

#include "play/game.hpp"
#include "play/notation.hpp"

#include <initializer_list>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace rithmo::play::testing {

inline const Sources& sources() {
  static const Sources s = read_sources(std::string(RITHMO_SOURCE_DIR) + "/tables");
  return s;
}

// The rules of a preset with "name=value" settings applied.
inline Rules rules_of(const std::string& preset, std::initializer_list<const char*> settings = {}) {
  Rules r = preset_rules(preset);
  for (const char* s : settings) set_parameter(r, s);
  return r;
}

inline std::unique_ptr<Game> game_of(const std::string& preset,
                                     std::initializer_list<const char*> settings = {}) {
  return std::make_unique<Game>(rules_of(preset, settings), sources());
}

// A position on an 8 x 16 board from its men lines ("odd R9 e5"), odd to move, no
// victory agreed unless given.
inline Position board_of(const std::string& men, const std::string& to_move = "odd",
                         const std::string& victory = "none", const std::string& board = "8x16") {
  return parse_position(
      "rithmo-position\nboard " + board + "\nto-move " + to_move + "\nvictory " + victory + "\n" + men,
      "test");
}

inline std::vector<Move> moves_of(const Game& game, Position& pos) {
  MoveList ml;
  game.legal_moves(pos, ml);
  return ml;
}

// The stems of the legal moves of the man on `square` ("e5-d4", "e5~d7", "e5*e7").
inline std::set<std::string> moves_from(const Game& game, Position& pos, const std::string& square) {
  std::set<std::string> out;
  const Square s = *game.geometry().parse_square(square);
  for (const Move& m : moves_of(game, pos)) {
    if (m.kind != MoveKind::Declare && m.from == s) out.insert(move_stem(pos, m));
  }
  return out;
}

// The legal move with the given stem; fails the test when there is none.
inline Move find_move(const Game& game, Position& pos, const std::string& stem) {
  for (const Move& m : moves_of(game, pos)) {
    if (move_stem(pos, m) == stem) return m;
  }
  throw std::runtime_error("no legal move " + stem + " in\n" + format_position(pos));
}

// The squares and numbers a move takes, as "e6 R16 (addition)" (format_move's captures).
inline std::string taken_by(const Game& game, Position& pos, const std::string& stem) {
  const Move m = find_move(game, pos, stem);
  const std::string text = format_move(pos, m);
  const std::string s = move_stem(pos, m);
  return text.size() > s.size() + 3 ? text.substr(s.size() + 3) : "";
}

// Makes the move; returns the position after it.
inline Position after(const Game& game, Position pos, const std::string& stem) {
  const Move m = find_move(game, pos, stem);
  auto u = std::make_unique<Undo>();
  game.apply(pos, m, *u);
  return pos;
}

}  // namespace rithmo::play::testing
