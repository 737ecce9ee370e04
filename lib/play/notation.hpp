// The plain-text notation of a position, and a picture of the board.
//
// A position is written line by line; '#' starts a comment line, blank lines are
// ignored, words are separated by spaces:
//
//   rithmo-position
//   board 8x16
//   to-move odd
//   victory bodies men=4
//   odd S361 c3
//   odd K(S64 S49 T36 T25 R16) a4
//   even T25 d14 declared
//   taken-by even R3 T12+ ^S36 K91/6
//   taken-by odd
//
// A man is his army, his shape and number (R round, T triangle, S square), and his
// square; a king is K and his layers from the bottom, a layer taken marked x
// (K(S36 xS25 T16 T9 R4 R1)); "declared" marks a man announced for his army's triumph,
// "declared-by-even" or "declared-by-odd" one announced for the adversary's (where the
// rules let a side count the adversary's men, Barozzi 0051:41-42). A
// taken list holds, in the order taken, men (R3), men who turned coat and stand again
// on the board (T12+), single layers of a king (^S36) and whole kings with the men
// they stood for (K91/6). format_position() writes the canonical form: the lines
// above in that order, the men by square (a1, b1, ... h16); parsing it gives back an
// equal position, and formatting that gives back the same text.
#pragma once

#include "diagnostic.hpp"
#include "play/position.hpp"

#include <string>
#include <string_view>

namespace rithmo::play {

// Parses a position; display_name names the text in diagnostics. Throws
// DiagnosticError (file:line:col) at the first problem.
Position parse_position(std::string_view text, const std::string& display_name);

// The canonical text of a position.
std::string format_position(const Position& pos);

// "R16", "T25", "S289", "K(S36 xS25 T16 T9 R4 R1)".
std::string format_man(const Man& man);

// A picture of the board for people: one cell per square, the even army's men in
// capitals (the white, 002 line 876), the odd army's in small letters, kings as K or
// k and their number, a declared man marked '*'; rank 16 at the top, files a-h below.
std::string render_board(const Position& pos);

}  // namespace rithmo::play
