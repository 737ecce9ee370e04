// The whole-position check finds what is wrong in a position built by hand.
#include "play/position.hpp"

#include "helpers.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo::play;
using namespace rithmo::play::testing;

TEST_CASE("position: a consistent position passes the check", "[play][position]") {
  const Position pos = board_of("odd K(S64 xS49 T36 T25 R16) e5\neven R9 d6\ntaken-by even ^S49\n");
  CHECK(check_position(pos).empty());
  CHECK(pos.units_on_board() == 4 + 1);
  CHECK(pos.units_taken() == 1);
}

TEST_CASE("position: the check names what is wrong", "[play][position]") {
  const Position good = board_of("odd K(S64 S49 T36 T25 R16) e5\neven R9 d6\ntaken-by even R3\n");
  auto [what, message] = GENERATE(table<std::string, std::string>({
      {"board", "man 1 is not where the board has him"},
      {"square", "man 1 is on the board but his square does not hold him"},
      {"value", "man 1 has number 0 out of range"},
      {"king", "man 0 is a king of 191 whose layers sum to 190"},
      {"layers", "man 1 is not a king but has layers"},
      {"declared", "man 1 is declared but not on the board"},
      {"tally", "the tally of even is stale"},
      {"reentered", "a king or a layer is marked re-entered"},
  }));
  Position pos = good;
  const int king = pos.board[4 * 8 + 4], man = pos.board[5 * 8 + 3];
  if (what == "board") pos.board[0] = static_cast<std::int8_t>(man);
  if (what == "square") pos.board[pos.men[man].square] = -1;
  if (what == "value") pos.men[man].value = 0;
  if (what == "king") pos.men[king].value = 191;
  if (what == "layers") pos.men[man].layer_count = 1;
  if (what == "declared") {
    pos.board[pos.men[man].square] = -1;
    pos.men[man].on_board = false;
    pos.men[man].declared = true;
  }
  if (what == "tally") pos.tally[0].sum = 4;
  if (what == "reentered") {
    pos.taken[0][0].what = Taken::King;
    pos.taken[0][0].reentered = true;
  }
  CHECK(check_position(pos) == message);
}

TEST_CASE("position: digits and tallies", "[play][position]") {
  CHECK(characters(1) == 1);
  CHECK(characters(9) == 1);
  CHECK(characters(10) == 2);
  CHECK(characters(361) == 3);
  std::vector<TakenEntry> e(2);
  e[0].value = 91;
  e[0].units = 6;
  e[0].what = Taken::King;
  e[1].value = 4;
  CHECK(tally_of(e) == Tally{7, 95, 3, 91});
}
