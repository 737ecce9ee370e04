// A game played at the terminal: `rithmo play --vs engine|person`. The player types
// moves as `rithmo position --moves` and the engine's protocol write them, and commands
// (help lists them); the board is drawn after every move, every capture explained
// (play/explain.hpp).
#pragma once

#include "play/record.hpp"

#include <cstdint>
#include <istream>
#include <string>

namespace rithmo::cli {

struct SessionOptions {
  play::Record record;     // the rules and the moves made so far (from --load, or none)
  bool vs_engine = true;   // else two people at one terminal
  Army human = Army::Odd;  // the side the player plays against the engine
  std::string level = "novice";
  std::uint64_t seed = 1;
  std::string tables;
};

// Plays until the game ends or the player quits; reads commands from `in`. Returns
// the exit status (0).
int play_session(const SessionOptions& options, std::istream& in);

}  // namespace rithmo::cli
