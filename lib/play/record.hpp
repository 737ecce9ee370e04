// The record of a game: the rules it was played under and its moves, as text that a
// player saves, loads and hands to `rithmo analyse`.
//
//   rithmo-game
//   preset barozzi
//   param victory=bodies,men=6
//   moves a2~b4 c13-b13 h3-e6
//   moves e14-e13
//
// '#' starts a comment line; blank lines are ignored. The first line names the format;
// then one `preset` line, any number of `param NAME=VALUE` lines (the readings in the
// order set, a value written without spaces: a victory's fields parted by commas), and
// `moves` lines, each move one word (play/move.hpp, move_word) from the preset's opening.
// A `result` line, written when the game ended, is kept as text. Whether the moves are
// legal is for the game to say (replay_record): the record only reads them.
#pragma once

#include "play/game.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace rithmo::play {

struct RecordedMove {
  std::string word;
  std::size_t line = 0;  // where it stands in the record, for diagnostics
  std::size_t column = 0;
};

struct Record {
  std::string preset = "fulke-1";
  std::vector<std::string> params;  // "NAME=VALUE"
  std::vector<RecordedMove> moves;
  std::string result;  // "even wins (bodies men=6)", or empty
  std::string name;    // the display name of the text it was read from
};

// Reads a record; display_name names it in diagnostics. Throws DiagnosticError.
Record parse_record(std::string_view text, const std::string& display_name);

// The text of a record, eight moves a line.
std::string format_record(const Record& record);

// The rules of the record: its preset with its readings set. Throws DiagnosticError at
// the line of a preset or reading that is not known.
Rules rules_of(const Record& record);

// Plays the record's moves from the opening of `game` (whose rules are rules_of(record)),
// leaving the position reached in pos and each move made in `made`. Throws
// DiagnosticError at the first move that is not legal, or that comes after the game
// is won.
void replay_record(const Game& game, const Record& record, Position& pos, std::vector<Move>* made = nullptr);

}  // namespace rithmo::play
