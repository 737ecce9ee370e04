// What a move takes, explained for a player: each man taken, the way he is taken, the
// men of the taking side that take part in it, and the reading of the rules that allows
// the way, with the source line behind it (the preset's, play/rules.hpp).
#pragma once

#include "play/game.hpp"

#include <string>
#include <vector>

namespace rithmo::play {

struct CaptureNote {
  std::string taken;              // "e6 R16", "a4 layer S64 of K190"
  std::string way;                // "addition"
  std::vector<std::string> with;  // the taking side's men that take part: "e5 R9"
  std::string parameter;          // the reading that allows the way: "addition"
  std::string value;              // its value in this game: "yes"
  std::string meaning;            // what the reading decides (its help)
  std::string source;             // the preset's source of the value, or what set it
};

// The captures of `move`, a legal move of `before`, explained. `preset` names the
// preset the game's rules came from: a reading whose value differs from the preset's
// is said to be set for this game.
std::vector<CaptureNote> explain_captures(const Game& game, const Position& before, const Move& move,
                                          std::string_view preset);

// One line: "x e6 R16 by addition, with e5 R9 and f6 R7 (addition=yes: Taking by
// addition: two men summing to the enemy; 002 line 676 ...)".
std::string format_note(const CaptureNote& note);

}  // namespace rithmo::play
