// The lettered diagram: the labels du Coeur gives each man's draughts (001 lines 45-49).
#include "play/diagram.hpp"

#include "helpers.hpp"

#include "catch.hpp"

#include <string>
#include <vector>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using V = std::vector<std::string>;

TEST_CASE("diagram: du Coeur's letters for each man of his first kind", "[play][diagram]") {
  auto game = game_of("du-coeur");
  const auto& l = sources().lettering;
  // "a round on A can move to B, C, D, or E" (001 line 45).
  const Diagram round = movement_diagram(*game, rithmo::Shape::Round, l);
  CHECK(round.ordinary == V{"B", "C", "E", "D"});
  CHECK(round.flying.empty());
  // "a triangle on A can move to F, G, H, or I ... flying ... any of spaces 1 - 8" (001 line 47).
  const Diagram triangle = movement_diagram(*game, rithmo::Shape::Triangle, l);
  CHECK(triangle.ordinary == V{"F", "H", "I", "G"});
  CHECK(triangle.flying == V{"1", "2", "3", "4", "5", "6", "7", "8"});
  // "a square on A can move to L, M, N, or O ... flying ... any of 11 - 18" (001 line 49).
  const Diagram square = movement_diagram(*game, rithmo::Shape::Square, l);
  CHECK(square.ordinary == V{"L", "O", "N", "M"});
  CHECK(square.flying == V{"11", "12", "13", "14", "15", "16", "17", "18"});
  CHECK(square.rows[3] == "  O  .  .  A  .  .  N");
}

TEST_CASE("diagram: draughts the diagram does not letter show as +", "[play][diagram]") {
  auto game = game_of("fulke-2");
  const Diagram square = movement_diagram(*game, rithmo::Shape::Square, sources().lettering);
  CHECK(square.rows[0] == "  +  .  .  L  .  .  +");
}
