// Captures explained: the way, the men that take part, the reading and its source.
#include "play/explain.hpp"

#include "helpers.hpp"

#include "catch.hpp"

using namespace rithmo::play;
using namespace rithmo::play::testing;

TEST_CASE("explain: du Coeur's addition names the two men whose sum is taken, and his line",
          "[play][explain]") {
  // 001 line 69: "the round black 16 is on A, and you have a round white 9 on B and a
  // round white 7 on F. You move the 7 to C."
  auto game = game_of("du-coeur");
  const Position pos = board_of("odd R16 e5\neven R9 d6\neven R7 e7\n", "even", "bodies men=1");
  const Move m = find_move(*game, const_cast<Position&>(pos), "e7-f6");
  const auto notes = explain_captures(*game, pos, m, "du-coeur");
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].taken == "e5 R16");
  CHECK(notes[0].way == "addition");
  CHECK(notes[0].with == std::vector<std::string>{"d6 R9", "f6 R7"});
  CHECK(notes[0].parameter == "addition");
  CHECK(notes[0].value == "yes");
  CHECK(notes[0].source.rfind("du-coeur: ", 0) == 0);
  const std::string line = format_note(notes[0]);
  CHECK(line.rfind("x e5 R16 by addition, with d6 R9 and f6 R7 (addition=yes: ", 0) == 0);
}

TEST_CASE("explain: a reading set for the game, not the preset's, is said to be so", "[play][explain]") {
  // du Coeur takes by multiplication of two men in draught; set here: one man times
  // the void spaces. Even's R4 goes d11-e10: four void spaces (e6-e9) down to odd's R16.
  const Preset* p = find_preset("du-coeur");
  REQUIRE(p);
  for (const PresetValue& v : p->values) {
    if (v.parameter == "multiplication") REQUIRE(v.value != "spaces");
  }
  auto game = game_of("du-coeur", {"multiplication=spaces"});
  const Position pos = board_of("odd R16 e5\neven R4 d11\n", "even", "bodies men=1");
  int found = 0;
  Position scratch = pos;
  for (const Move& m : moves_of(*game, scratch)) {
    for (const CaptureNote& n : explain_captures(*game, pos, m, "du-coeur")) {
      CHECK(n.way == "eruption");
      CHECK(n.parameter == "multiplication");
      CHECK(n.value == "spaces");
      CHECK(n.source == "set for this game");
      CHECK(n.with == std::vector<std::string>{"e10 R4"});
      ++found;
    }
  }
  CHECK(found == 1);
}
