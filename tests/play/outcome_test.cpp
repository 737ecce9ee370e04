// Victories: Fulke's and du Coeur's worked examples of the common victories, the
// standards, and the proper victories on hand-built positions.
#include "play/outcome.hpp"
#include "play/playout.hpp"

#include "helpers.hpp"

#include "catch.hpp"
#include "tables/csv.hpp"
#include "transcribed.hpp"

#include <numeric>
#include <sstream>
#include <string>
#include <vector>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using rithmo::Army;
using rithmo::Rational;

namespace {

Tally tally_of_numbers(const std::vector<int>& numbers) {
  std::vector<TakenEntry> entries;
  for (int n : numbers) {
    TakenEntry e;
    e.value = static_cast<std::uint16_t>(n);
    entries.push_back(e);
  }
  return tally_of(entries);
}

std::vector<int> numbers_of(const std::string& list) {
  std::vector<int> v;
  std::istringstream in(list);
  for (int n; in >> n;) v.push_back(n);
  return v;
}

}  // namespace

TEST_CASE("victory: Fulke's worked examples of the common victories are victories", "[play][victory]") {
  // tables/fulke-1563/common-victories.csv (002 lines 863-874).
  const auto doc = rithmo::read_csv_file(rithmo::testing::table_path("fulke-1563/common-victories.csv"));
  auto cell = [&](const rithmo::CsvRow& row, const char* c) { return row.cells[doc.column(c)].text; };
  auto num = [&](const rithmo::CsvRow& row, const char* c) {
    const std::string t = cell(row, c);
    return t.empty() ? 0 : std::stoi(t);
  };
  int examples = 0;
  for (const auto& row : doc.rows) {
    const std::string kind = cell(row, "victory");
    const std::string text =
        kind + (num(row, "goal_men") ? " men=" + cell(row, "goal_men") : "") +
        (num(row, "goal_sum") ? " sum=" + cell(row, "goal_sum") : "") +
        (num(row, "goal_characters") ? " characters=" + cell(row, "goal_characters") : "");
    INFO(text);
    const Victory v = parse_victory(text);
    if (cell(row, "men").empty()) {
      // A goal without an example: bodies of N men, goods of S.
      const int n = v.goal == Goal::Bodies ? v.men : 1;
      std::vector<int> taken(n, v.goal == Goal::Bodies ? 1 : v.sum);
      CHECK(common_goal_met(v, tally_of_numbers(taken), Rational(1)));
      taken.pop_back();
      if (v.goal == Goal::Bodies) CHECK_FALSE(common_goal_met(v, tally_of_numbers(taken), Rational(1)));
      continue;
    }
    const auto men = numbers_of(cell(row, "men"));
    const Tally t = tally_of_numbers(men);
    CHECK(common_goal_met(v, t, Rational(1)));
    ++examples;
    if (!cell(row, "stated_excess").empty()) {
      // "there is more then .100. by .4." (002 line 867): the example sums to 107.
      CHECK(t.sum - v.sum == 7);
      CHECK(num(row, "stated_excess") == 4);
    }
  }
  CHECK(examples == 3);
}

TEST_CASE("victory: du Coeur's examples of the common victories", "[play][victory]") {
  // 001 line 115: "the 2, 4, 6, 8, 25, and 64 ... you have 109 points, and there are 8
  // characters".
  const Tally t = tally_of_numbers({2, 4, 6, 8, 25, 64});
  CHECK(t.sum == 109);
  CHECK(t.characters == 8);
  CHECK(common_goal_met(parse_victory("quarrel sum=100 characters=8"), t, Rational(1)));
  CHECK_FALSE(common_goal_met(parse_victory("quarrel sum=100 characters=9"), t, Rational(1)));
  // 000: "the .8. has a single character, the .24. has twoo, and the .225. has three".
  CHECK(characters(8) == 1);
  CHECK(characters(24) == 2);
  CHECK(characters(225) == 3);
}

TEST_CASE("victory: honour and quarrel wants the sum on more than one man (002 line 874)",
          "[play][victory]") {
  const Victory v = parse_victory("honour-and-quarrel men=2 sum=100 characters=3");
  CHECK(common_goal_met(v, tally_of_numbers({60, 45}), Rational(1)));
  CHECK_FALSE(common_goal_met(v, tally_of_numbers({120, 4}), Rational(1)));
  CHECK(common_goal_met(parse_victory("honour men=2 sum=100"), tally_of_numbers({120, 4}), Rational(1)));
}

TEST_CASE("victory: the standards of the two armies (002 lines 876-900)", "[play][victory]") {
  auto game = game_of("fulke-1");
  // "every standerd shall have .130. men" (even), "to every standerd .174." (odd).
  CHECK(game->standard(Army::Even) == Rational(130));
  CHECK(game->standard(Army::Odd) == Rational(174));
  // The tables (002 lines 881-900), read from tables/fulke-1563/standards-table-*.csv:
  // each row, N standards of the army, is the least sum winning N of them.
  for (const auto& [file, army] : {std::pair{"fulke-1563/standards-table-even.csv", Army::Even},
                                   std::pair{"fulke-1563/standards-table-odd.csv", Army::Odd}}) {
    for (const auto& row : rithmo::testing::read_numbers(file, {"standards", "men"}, false)) {
      const Victory v = parse_victory("standards standards=" + std::to_string(row[0]));
      CHECK(common_goal_met(v, tally_of_numbers({static_cast<int>(row[1])}), game->standard(army)));
      CHECK_FALSE(common_goal_met(v, tally_of_numbers({static_cast<int>(row[1]) - 1}), game->standard(army)));
    }
  }
  // "If the even hoste wyne .348. men he hath obtayned two standerds" (002 line 878).
  CHECK(common_goal_met(parse_victory("standards standards=2"), tally_of_numbers({348}),
                        game->standard(Army::Odd)));
}

TEST_CASE("victory: the readings of the king among the footmen of the standards", "[play][victory]") {
  // The even men of 002 lines 523-531 add to 1312 with the king's total 91 (002 lines
  // 595-597), the odd to 1752 with 190; the kings' roots are 1..6 and 4..8 (002 lines
  // 690-691). Two captains and ten bearers are taken out, ten standards share the rest.
  const int even_roots = 1 + 2 + 3 + 4 + 5 + 6, odd_roots = 4 + 5 + 6 + 7 + 8;
  const auto [reading, even, odd] = GENERATE_COPY(table<const char*, Rational, Rational>({
      {"standards-king=total", Rational(1312 - 12, 10), Rational(1752 - 12, 10)},
      {"standards-king=total+roots", Rational(1312 + even_roots - 12, 10),
       Rational(1752 + odd_roots - 12, 10)},
      {"standards-king=none", Rational(1312 - 91 - 12, 10), Rational(1752 - 190 - 12, 10)},
  }));
  CAPTURE(reading);
  for (const char* preset : {"fulke-1", "fulke-3", "savard"}) {
    auto game = game_of(preset, {reading});
    CHECK(game->standard(Army::Even) == even);
    CHECK(game->standard(Army::Odd) == odd);
  }
}

TEST_CASE("victory: triumphs stand in a line, or at the corners of a square", "[play][victory]") {
  const Geometry g({8, 16});
  auto sq = [&](const char* s) { return *g.parse_square(s); };
  CHECK(triumph_arranged(g, {sq("c14"), sq("d14"), sq("e14")}));
  CHECK(triumph_arranged(g, {sq("c12"), sq("c13"), sq("c14")}));
  CHECK(triumph_arranged(g, {sq("c12"), sq("d13"), sq("e14")}));
  CHECK(triumph_arranged(g, {sq("e12"), sq("d13"), sq("c14")}));
  CHECK(triumph_arranged(g, {sq("a13"), sq("b14"), sq("c15"), sq("d16")}));
  CHECK_FALSE(triumph_arranged(g, {sq("c14"), sq("d14"), sq("f14")}));
  CHECK_FALSE(triumph_arranged(g, {sq("h1"), sq("a2"), sq("b2")}));  // not across the edge
  // "as the corners of a square of .3. by .3." (000); B, C, D and E (001 line 101).
  CHECK(triumph_arranged(g, {sq("d6"), sq("f6"), sq("d4"), sq("f4")}));
  CHECK_FALSE(triumph_arranged(g, {sq("d6"), sq("f6"), sq("d4"), sq("f5")}));
}

TEST_CASE("victory: the great triumph, after the enemy king is taken", "[play][victory]") {
  auto game = game_of("du-coeur");
  // Odd has just moved: his three declared men 3, 5, 7 (arithmetic) stand in a line in
  // the even's camp, his rearmost six ranks (000).
  const std::string men = "odd R3 c14 declared\nodd R5 d14 declared\nodd R7 e14 declared\n";
  Position won = board_of(men + "even R2 a1\n", "even", "great");
  CHECK(game->outcome(won) == Outcome{Result::Victory, Army::Odd});
  Position king = board_of(men + "even K(S36 S25 T16 T9 R4 R1) a1\n", "even", "great");
  CHECK(game->outcome(king).result == Result::None);
  Position scattered =
      board_of("odd R3 c14 declared\nodd R5 d14 declared\nodd R7 g14 declared\n", "even", "great");
  CHECK(game->outcome(scattered).result == Result::None);
  CHECK(game_of("fulke-2")->outcome(scattered).result == Result::Victory);  // "in the adversaries campe" only
  Position outside =
      board_of("odd R3 c8 declared\nodd R5 d8 declared\nodd R7 e8 declared\n", "even", "great");
  CHECK(game->outcome(outside).result == Result::None);
}

TEST_CASE("victory: men are declared only when the enemy king is taken", "[play][victory]") {
  auto game = game_of("du-coeur");
  Position pos = board_of("odd R3 c4\nodd R5 d4\nodd R7 e4\nodd R9 f4\n", "odd", "great");
  int declarations = 0;
  for (const Move& m : moves_of(*game, pos)) declarations += m.kind == MoveKind::Declare;
  // 3 5 7, 3 5 9? no; 5 7 9, 3 5 7 arithmetic; 3 ... the sets among 3 5 7 9 of one
  // proportion: (3,5,7) and (5,7,9) arithmetic, none geometric or musical.
  CHECK(declarations == 2);
  Position king = board_of("odd R3 c4\nodd R5 d4\nodd R7 e4\nodd R9 f4\neven K(S36 S25 T16 T9 R4 R1) a16\n",
                           "odd", "great");
  for (const Move& m : moves_of(*game, king)) CHECK(m.kind != MoveKind::Declare);
}

TEST_CASE("victory: a common victory waits for the king in Savard's reading (003 line 166)",
          "[play][victory]") {
  Position pos = board_of("even R2 a1\neven K(S36 S25 T16 T9 R4 R1) h16\ntaken-by odd R4 R6 R8 R16\n", "even",
                          "bodies men=4");
  CHECK(game_of("fulke-1")->outcome(pos) == Outcome{Result::Victory, Army::Odd});
  CHECK(game_of("savard")->outcome(pos).result == Result::None);
}

TEST_CASE("victory: three in a row after the king falls (victory=row, a modern reading)", "[play][victory]") {
  auto game = game_of("fulke-1");  // the camp: five ranks from the enemy's end
  // Odd has just moved; the even king is off the board. The numbers do not matter.
  Position row = board_of("odd R3 c14\nodd T49 d14\nodd S361 e14\neven R2 a1\n", "even", "row");
  CHECK(game->outcome(row) == Outcome{Result::Victory, Army::Odd});
  Position diagonal = board_of("odd R3 c12\nodd T49 d13\nodd S361 e14\neven R2 a1\n", "even", "row");
  CHECK(game->outcome(diagonal) == Outcome{Result::Victory, Army::Odd});
  Position gap = board_of("odd R3 c14\nodd T49 d14\nodd S361 f14\neven R2 a1\n", "even", "row");
  CHECK(game->outcome(gap).result == Result::None);
  Position across = board_of("odd R3 h14\nodd T49 a15\nodd S361 b15\neven R2 a1\n", "even", "row");
  CHECK(game->outcome(across).result == Result::None);  // not across the edge
  // Rank 12 is the camp's last (16 - 5 + 1); rank 11 is outside it.
  Position outside = board_of("odd R3 c11\nodd T49 c12\nodd S361 c13\neven R2 a1\n", "even", "row");
  CHECK(game->outcome(outside).result == Result::None);
  Position king =
      board_of("odd R3 c14\nodd T49 d14\nodd S361 e14\neven K(S36 S25 T16 T9 R4 R1) a1\n", "even", "row");
  CHECK(game->outcome(king).result == Result::None);
  // Nothing is declared for it.
  Position moving = board_of("odd R3 c4\nodd R5 d4\nodd R7 e4\neven R2 a16\n", "odd", "row");
  for (const Move& m : moves_of(*game, moving)) CHECK(m.kind != MoveKind::Declare);
}

TEST_CASE("victory: a side with no legal move, and the victory by blockade (a modern reading)",
          "[play][victory]") {
  // The odd round on a1 steps only cornerwise (002 line 614), to b2, where an even man
  // stands whom he cannot take (3 and 5: no equality); he has no flight. Odd cannot move.
  Position pos = board_of("odd R3 a1\neven R5 b2\neven R2 h16\n", "odd");
  auto fulke = game_of("fulke-1");
  REQUIRE(moves_of(*fulke, pos).empty());
  CHECK(random_playout(*fulke, pos, 1, 10, false).outcome == Outcome{Result::NoMove, Army::Even});
  auto blockade = game_of("fulke-1", {"blockade-wins=yes"});
  Position again = board_of("odd R3 a1\neven R5 b2\neven R2 h16\n", "odd");
  const Playout won = random_playout(*blockade, again, 1, 10, false);
  CHECK(won.outcome == Outcome{Result::Victory, Army::Even});
  CHECK(won.blockade);
  CHECK(blockade->no_move_outcome(again) == Outcome{Result::Victory, Army::Even});
}

// Barozzi's third rule of the victories: «bisogna far le uittorie più che si puo con li
// pezzi dell'auuersario che sono in giuoco» (ocr/barozzi-1572/page-0051.txt lines 41-42).
// The even 4 6 8 with the odd triangle 12 make the greatest, 4 6 8 12: arithmetic 4 8 12
// (8 - 4 = 12 - 8), geometric 4:6 = 8:12, musical 4 6 12 ((12 - 6):(6 - 4) = 12:4),
// worked here.
TEST_CASE("victory: a triumph with the adversary's men in his camp, where the rules allow it",
          "[play][victory]") {
  REQUIRE(8 - 4 == 12 - 8);
  REQUIRE(4 * 12 == 6 * 8);
  REQUIRE((12 - 6) * 4 == (6 - 4) * 12);
  const std::string men = "even R4 c2\neven R6 d3\neven R8 e4\nodd T12 f5\n";
  for (const bool allowed : {true, false}) {
    auto game = game_of("barozzi", {allowed ? "triumph-enemy-men=yes" : "triumph-enemy-men=no"});
    Position pos = board_of(men, "even", "greatest");
    int declarations = 0;
    for (const Move& m : moves_of(*game, pos)) {
      if (m.kind != MoveKind::Declare) continue;
      ++declarations;
      Position after = pos;
      Undo u;
      game->apply(after, m, u);
      CHECK(game->outcome(after) == Outcome{Result::Victory, Army::Even});
    }
    CHECK(declarations == (allowed ? 1 : 0));
  }
}

TEST_CASE("victory: a man the adversary declared stands in the adversary's triumph only", "[play][victory]") {
  // Even has declared his 4, 6, 8 and odd's 12 in odd's camp (ranks 1-8). Odd's 2, 3, 4
  // and 6 stand in a line in even's camp (a10-d10): 3 - 2 = 4 - 3, 2 : 4 = 3 : 6,
  // (6 - 4) : (4 - 3) = 6 : 3, a greatest triumph. Odd's 12 is in even's triumph: odd
  // may still declare his own, without him, and it wins.
  REQUIRE(3 - 2 == 4 - 3);
  REQUIRE(2 * 6 == 4 * 3);
  REQUIRE((6 - 4) * 3 == (4 - 3) * 6);
  auto game = game_of("barozzi");
  Position pos = board_of(
      "even R4 c2 declared\neven R6 d3 declared\neven R8 e4 declared\nodd T12 f5 declared-by-even\n"
      "odd R2 a10\nodd R3 b10\nodd R4 c10\nodd R6 d10\n",
      "odd", "greatest");
  const Square f5 = game->geometry().square(5, 4);
  int declarations = 0;
  for (const Move& m : moves_of(*game, pos)) {
    if (m.kind != MoveKind::Declare) continue;
    ++declarations;
    for (int k = 0; k < m.count; ++k) CHECK(pos.men[m.captures[k].man].square != f5);
    Position after = pos;
    Undo u;
    game->apply(after, m, u);
    CHECK(game->outcome(after) == Outcome{Result::Victory, Army::Odd});
  }
  CHECK(declarations == 1);
}
