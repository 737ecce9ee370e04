#include "play/notation.hpp"
#include "play/opening.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo::play;
using rithmo::Army;
using rithmo::DiagnosticError;
using rithmo::Shape;

namespace {

const Sources& sources() {
  static const Sources s = read_sources(std::string(RITHMO_SOURCE_DIR) + "/tables");
  return s;
}

const char* kHandBuilt =
    "rithmo-position\n"
    "board 8x12\n"
    "to-move even\n"
    "victory honour men=8 sum=100\n"
    "odd K(S64 xS49 T36 T25 R16) c1\n"
    "even R9 d4\n"
    "odd T25 e5 declared\n"
    "odd R7 a12 declared-by-even\n"
    "even S1000 h12\n"
    "taken-by even R3 T12+ ^S49 K91/6\n"
    "taken-by odd\n";

}  // namespace

TEST_CASE("notation: every opening round-trips exactly", "[play][notation]") {
  auto preset = GENERATE(from_range(preset_names()));
  const Position pos = opening(preset_rules(preset), sources());
  const std::string text = format_position(pos);
  const Position back = parse_position(text, preset);
  CHECK(back == pos);
  CHECK(format_position(back) == text);
  CHECK(check_position(back).empty());
}

TEST_CASE("notation: a hand-built position round-trips and reads as written", "[play][notation]") {
  const Position pos = parse_position(kHandBuilt, "hand");
  CHECK(format_position(pos) == kHandBuilt);
  CHECK(check_position(pos).empty());
  CHECK(pos.size == BoardSize{8, 12});
  CHECK(pos.to_move == Army::Even);
  CHECK(pos.victory == Victory{Goal::Honour, 8, 100, 0, 0});
  const Man* king = pos.at(2);
  REQUIRE(king);
  CHECK(king->king);
  CHECK(king->value == 64 + 36 + 25 + 16);  // the 49 is taken
  CHECK(king->units() == 4);
  const Man* declared = pos.at(4 * 8 + 4);
  REQUIRE(declared);
  CHECK(declared->declared);
  CHECK(declared->declared_by == Army::Odd);  // "declared": for his own army's triumph
  CHECK(declared->shape == Shape::Triangle);
  // "declared-by-even": an odd man in even's triumph (Barozzi 0051:41-42).
  const Man* lent = pos.at(11 * 8 + 0);
  REQUIRE(lent);
  CHECK(lent->army == Army::Odd);
  CHECK(lent->declared_for(Army::Even));
  CHECK(!lent->declared_for(Army::Odd));
  REQUIRE(pos.taken[0].size() == 4);
  CHECK(pos.taken[0][1].reentered);
  CHECK(pos.taken[0][2].what == Taken::Layer);
  CHECK(pos.taken[0][3].what == Taken::King);
  // The tally counts a whole king as his six men (002 line 854) and every digit.
  CHECK(pos.tally[0] == Tally{1 + 1 + 1 + 6, 3 + 12 + 49 + 91, 1 + 2 + 2 + 2, 91});
  CHECK(pos.units_on_board() == 4 + 1 + 1 + 1 + 1);
  CHECK(pos.units_taken() == 1 + 1 + 6);
}

TEST_CASE("notation: comments, blank lines and spacing are accepted", "[play][notation]") {
  const Position pos = parse_position(
      "# a comment\n\nrithmo-position\nboard   8x9\n\tto-move odd\nvictory great\nodd R3 a1\n# end\n", "x");
  CHECK(pos.size == BoardSize{8, 9});
  CHECK(pos.victory.goal == Goal::Great);
  CHECK(pos.taken[0].empty());
  CHECK(format_position(pos) ==
        "rithmo-position\nboard 8x9\nto-move odd\nvictory great\nodd R3 a1\ntaken-by even\ntaken-by odd\n");
}

TEST_CASE("notation: bad positions are reported at file:line:col", "[play][notation]") {
  const std::string head = "rithmo-position\nboard 8x16\nto-move odd\nvictory none\n";
  auto [text, message] = GENERATE_REF(table<std::string, std::string>({
      {"", "p:1:1: error: missing 'rithmo-position' line"},
      {"board 8x16\n", "p:1:1: error: expected 'rithmo-position' on the first line"},
      {"rithmo-position\nboard 8x16\nto-move odd\n", "p:4:1: error: missing 'victory' line"},
      {"rithmo-position\nboard 8x16\nvictory none", "p:3:1: error: missing 'to-move' line"},
      {"rithmo-position\nboard 8x\n",
       "p:2:7: error: bad board size '8x': expected FILESxRANKS, breadth first, e.g. 8x16"},
      {"rithmo-position\nboard 16x8\n",
       "p:2:7: error: bad board size '16x8': broader than it is long (expected FILESxRANKS, breadth first, "
       "e.g. "
       "8x16)"},
      {"rithmo-position\nboard 8x16 9\n", "p:2:12: error: expected 'board FILESxRANKS'"},
      {"rithmo-position\nboard 8x16\nboard 8x16\n", "p:3:1: error: a second 'board' line"},
      {"rithmo-position\nodd R3 a1\n", "p:2:1: error: the 'board' line must come before the men"},
      {"rithmo-position\nto-move white\n", "p:2:9: error: bad side 'white' (expected even or odd)"},
      {"rithmo-position\nvictory bodies men=x\n",
       "p:2:9: error: bad victory 'bodies men=x': 'x' is not an integer 1-100000"},
      {head + "odd Q3 a1\n",
       "p:5:5: error: bad man 'Q3' (expected R, T or S and a number, or K(...) with layers)"},
      {head + "odd R03 a1\n", "p:5:6: error: the number has a leading zero"},
      {head + "odd R0 a1\n", "p:5:6: error: the number 0 is out of range (1-65535)"},
      {head + "odd R65536 a1\n", "p:5:6: error: the number 65536 is out of range (1-65535)"},
      {head + "odd R3x a1\n", "p:5:6: error: expected the number in digits, found '3x'"},
      {head + "odd R3 i1\n", "p:5:8: error: square 'i1' is not on the 8x16 board"},
      {head + "odd R3 a1\neven R4 a1\n", "p:6:9: error: square a1 holds two men"},
      {head + "odd R3 a1 declare\n",
       "p:5:11: error: unexpected 'declare' (expected 'declared', 'declared-by-even', 'declared-by-odd' or "
       "nothing)"},
      {head + "odd R3\n", "p:5:1: error: expected 'odd MAN SQUARE [declared|declared-by-ARMY]'"},
      {head + "odd K(S64 S49 a1\n", "p:5:6: error: '(' is not closed on its line"},
      {head + "odd K() a1\n", "p:5:5: error: a king needs his layers, e.g. K(S36 S25 T16 T9 R4 R1)"},
      {head + "odd K(xS64) a1\n", "p:5:5: error: a king on the board needs a layer not taken"},
      {head + "odd K(S64 Q49) a1\n",
       "p:5:11: error: bad layer 'Q49' (expected R, T or S and a number, x before a layer taken)"},
      {head + "odd K(S1 S1 S1 S1 S1 S1 S1 S1 S1) a1\n", "p:5:31: error: a king has at most 8 layers"},
      {head + "odd K(S60000 S60000) a1\n", "p:5:5: error: the king's layers sum to 120000, above 65535"},
      {head + "odd R3 a1)\n", "p:5:10: error: ')' without '('"},
      {head + "taken-by odd R3 ^T4+\n", "p:5:20: error: a king's layer does not turn coat"},
      {head + "taken-by odd K91\n", "p:5:14: error: a king taken is written K<number>/<men>, e.g. K91/6"},
      {head + "taken-by odd K91/9\n", "p:5:18: error: the count of men 9 is out of range (1-8)"},
      {head + "taken-by even X\n", "p:5:15: error: bad taken man 'X' (expected R3, T12+, ^S36 or K91/6)"},
      {head + "taken-by odd\ntaken-by odd\n", "p:6:1: error: a second 'taken-by odd' line"},
      {head + "taken-by odd\nodd R3 a1\n", "p:6:1: error: the men must come before the 'taken-by' lines"},
      {head + "play on\n",
       "p:5:1: error: unknown line 'play' (expected board, to-move, victory, even, odd or taken-by)"},
      {head + "odd R3 a1\r\n",
       "p:5:10: error: carriage return in the text (lines must end with a line feed only)"},
  }));
  INFO(text);
  try {
    parse_position(text, "p");
    FAIL("no error");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.str() == message);
  }
}
