// Game records: read, written and replayed, and refused with the place of the fault.
#include "play/record.hpp"

#include "helpers.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo::play;
using namespace rithmo::play::testing;

namespace {

// The line and column a parse fails at.
std::pair<std::size_t, std::size_t> fault_of(const std::string& text) {
  try {
    parse_record(text, "game.txt");
  } catch (const rithmo::DiagnosticError& e) {
    return {e.diag.line, e.diag.column};
  }
  return {0, 0};
}

}  // namespace

TEST_CASE("record: read, written back the same, and replayed as the moves were made", "[play][record]") {
  const std::string text =
      "rithmo-game\n# a comment\npreset barozzi\nparam victory=bodies,men=6\n\nmoves a2~b4 f13-f12\nmoves "
      "b4-b7\n";
  const Record r = parse_record(text, "game.txt");
  CHECK(r.preset == "barozzi");
  REQUIRE(r.params.size() == 1);
  REQUIRE(r.moves.size() == 3);
  CHECK(r.moves[2].word == "b4-b7");
  CHECK(r.moves[2].line == 7);
  CHECK(r.moves[2].column == 7);
  CHECK(format_record(r) ==
        "rithmo-game\npreset barozzi\nparam victory=bodies,men=6\nmoves a2~b4 f13-f12 b4-b7\n");
  CHECK(parse_record(format_record(r), "again").moves.size() == 3);

  const Rules rules = rules_of(r);
  CHECK(rules.victory.goal == rithmo::Goal::Bodies);
  CHECK(rules.victory.men == 6);
  Game game(rules, sources());
  Position pos;
  std::vector<Move> made;
  replay_record(game, r, pos, &made);
  CHECK(made.size() == 3);
  // The same moves made by hand, by their stems.
  Position by_hand = game.opening();
  for (const char* stem : {"a2~b4", "f13-f12", "b4-b7"}) by_hand = after(game, by_hand, stem);
  CHECK(pos == by_hand);
}

TEST_CASE("record: each fault is refused at its line and column", "[play][record]") {
  using Place = std::pair<std::size_t, std::size_t>;
  CHECK(fault_of("") == Place{1, 1});
  CHECK(fault_of("rithmo-position\n") == Place{1, 1});
  CHECK(fault_of("rithmo-game\npreset nobody\n") == Place{2, 8});
  CHECK(fault_of("rithmo-game\npreset barozzi\npreset fulke-1\n") == Place{3, 1});
  CHECK(fault_of("rithmo-game\nparam king-range=99\n") == Place{2, 7});
  CHECK(fault_of("rithmo-game\nparam victory=bodies men=6\n") == Place{2, 1});
  CHECK(fault_of("rithmo-game\nmoves a1-a2\npreset barozzi\n") == Place{3, 1});
  CHECK(fault_of("rithmo-game\nfrobnicate\n") == Place{2, 1});
  CHECK(fault_of("rithmo-game\n  moves a\x01\n") == Place{2, 10});
}

TEST_CASE("record: a move that is not legal is refused at its place in the record", "[play][record]") {
  const Record r = parse_record("rithmo-game\npreset barozzi\nmoves a2~b4\nmoves  zz9 f13-f12\n", "game.txt");
  Game game(rules_of(r), sources());
  Position pos;
  try {
    replay_record(game, r, pos);
    FAIL("replayed");
  } catch (const rithmo::DiagnosticError& e) {
    CHECK(e.diag.line == 4);
    CHECK(e.diag.column == 8);
    CHECK(std::string(e.what()).find("not a legal move for even") != std::string::npos);
  }
}
