// The lettered movement diagram of a man, as Fulke (002 lines 503-510, 614-621) and du
// Coeur (001 lines 33-39) draw it: the man stands on A, and each space he may reach
// shows du Coeur's label for it (B-E for the round, F-I for the triangle, L-O for the
// square, 1-8 and 11-18 for the flights). The spaces are those the engine finds for a
// man alone on the board under the rules; a space reached that du Coeur's diagram does
// not label (the second kind's cornerwise draughts, a queen's lines) shows '+' for an
// ordinary draught and '~' for a flight.
#pragma once

#include "play/game.hpp"
#include "play/sources.hpp"

#include <optional>
#include <string>
#include <vector>

namespace rithmo::play {

struct Diagram {
  std::vector<std::string> rows;      // the 7 x 7 picture, the top row first
  std::vector<std::string> ordinary;  // the labels of the ordinary draughts, in reading order
  std::vector<std::string> flying;    // the labels of the flights
};

// The diagram of a man of the shape, or (nullopt) of the odd king, Fulke's pyramid of
// five layers. Throws RulesError when the board is smaller than 7 x 7.
Diagram movement_diagram(const Game& game, std::optional<Shape> shape,
                         const std::vector<DiagramLabel>& lettering);

}  // namespace rithmo::play
