// The text of moves.
#include "play/move.hpp"

#include "helpers.hpp"

#include "catch.hpp"

using namespace rithmo::play;
using namespace rithmo::play::testing;

TEST_CASE("move: ordinary, flying, leaping and declaring moves as text", "[play][move]") {
  auto game = game_of("fulke-1");
  Position pos = board_of("odd R16 e5\neven R9 d6\neven R7 f6\neven T12 a1\n", "even");
  std::set<std::string> texts;
  for (const Move& m : moves_of(*game, pos)) texts.insert(format_move(pos, m));
  CHECK(texts.count("a1-a3"));
  CHECK(texts.count("a1~b3"));
  CHECK(texts.count("d6*e5 x e5 R16 (addition)"));
  Position king = board_of("odd K(S64 S49 T36 T25 R16) e5\neven R64 g3\n", "even");
  CHECK(taken_by(*game, king, "g3-f4") == "e5 K190/S64 (equality)");
  Position triumph = board_of("odd R3 c4\nodd R5 d4\nodd R7 e4\n", "odd", "great");
  bool declared = false;
  for (const Move& m : moves_of(*game, triumph))
    declared = declared || format_move(triumph, m) == "declare c4,d4,e4";
  CHECK(declared);
}

TEST_CASE("move: the methods' names", "[play][move]") {
  CHECK(name(Method::Eruption) == "eruption");
  CHECK(name(Method::SpacesDivision) == "spaces-division");
  CHECK(name(Method::Oblivion) == "oblivion");
}
