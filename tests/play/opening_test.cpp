#include "play/opening.hpp"

#include "catch.hpp"
#include "tables/csv.hpp"
#include "transcribed.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace rithmo::play;
using rithmo::Army;
using rithmo::Shape;

namespace {

const Sources& sources() {
  static const Sources s = read_sources(std::string(RITHMO_SOURCE_DIR) + "/tables");
  return s;
}

// The men as Fulke lists them in prose, "Of the men" (002 lines 523-531), read from
// men-orders.csv: (army, shape, number), the kings apart.
std::multiset<std::tuple<std::string, std::string, int>> prose_men() {
  const auto doc = rithmo::read_csv_file(rithmo::testing::table_path("fulke-1563/men-orders.csv"));
  std::multiset<std::tuple<std::string, std::string, int>> out;
  for (const auto& row : doc.rows) {
    if (row.cells[doc.column("label")].text == "the kynge") continue;
    out.insert({row.cells[doc.column("army")].text, row.cells[doc.column("shape")].text,
                std::stoi(row.cells[doc.column("value")].text)});
  }
  return out;
}

std::string shape_text(Shape s) {
  return s == Shape::Round ? "round" : s == Shape::Triangle ? "triangle" : "square";
}

// The ranks (1-based) an army's men stand on.
std::set<int> ranks_of(const Position& pos, Army army) {
  std::set<int> r;
  for (const auto& m : pos.men) {
    if (m.on_board && m.army == army) r.insert(m.square / pos.size.files + 1);
  }
  return r;
}

std::set<int> range(int first, int last) {
  std::set<int> s;
  for (int i = first; i <= last; ++i) s.insert(i);
  return s;
}

}  // namespace

TEST_CASE("opening: every preset sets Fulke's 48 men, the kings as pyramids", "[play][opening]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  const Position pos = opening(preset_rules(preset), sources());
  CHECK(check_position(pos).empty());
  REQUIRE(pos.men.size() == 48);  // "The men be in number .48." (002 line 509)
  std::multiset<std::tuple<std::string, std::string, int>> men;
  for (const auto& m : pos.men) {
    if (!m.king) men.insert({std::string(rithmo::name(m.army)), shape_text(m.shape), m.value});
  }
  CHECK(men == prose_men());
  const int even_king = pos.king_of(Army::Even), odd_king = pos.king_of(Army::Odd);
  REQUIRE(even_king >= 0);
  REQUIRE(odd_king >= 0);
  // "all these added together make up .91." and "the whole pyramidall number .190."
  // (002 lines 595-597), six and five steps (002 lines 690-691).
  CHECK(pos.men[even_king].value == 91);
  CHECK(pos.men[even_king].layer_count == 6);
  CHECK(pos.men[odd_king].value == 190);
  CHECK(pos.men[odd_king].layer_count == 5);
  CHECK(pos.men[even_king].layers[0] == Layer{Shape::Square, 36});  // "the lowest square of the even is .36."
  CHECK(pos.men[odd_king].layers[4] ==
        Layer{Shape::Round, 16});  // "upon his head, whiche is a rounde ... .16."
  CHECK(pos.units_on_board() == 46 + 6 + 5);
  CHECK(pos.to_move == Army::Odd);
}

TEST_CASE("opening: the arrays stand where the sources put them", "[play][opening]") {
  auto [preset, board, odd_first, odd_last, even_first,
        even_last] = GENERATE(table<std::string, std::string, int, int, int, int>({
      {"fulke-1", "8x16", 3, 6, 11, 14},   // two void ranks behind (002 line 822; 001 line 27; 003 line 94)
      {"du-coeur", "8x16", 3, 6, 11, 14},  // "your rows 3-6" (001 line 27)
      {"fulke-2", "8x16", 1, 6, 11, 16},   // ".6. ranks ... to the furthermoste edge" (002 line 646)
      {"fulke-3", "8x16", 1, 4, 13, 16},   // "nearest to the bordes end" (002 line 822)
      {"fulke-3", "8x10", 1, 4, 7, 10},    // "at the lest ... .10. squares in length" (002 line 815)
      {"savard", "8x12", 1, 4, 9, 12},     // "without the two empty rows" (003 line 94)
      {"savard", "8x9", 1, 4, 6, 9},       // "only one row of spaces between them" (003 line 94)
  }));
  INFO(preset << " " << board);
  Rules rules = preset_rules(preset);
  set_board(rules, *parse_board_size(board));
  const Position pos = opening(rules, sources());
  CHECK(ranks_of(pos, Army::Odd) == range(odd_first, odd_last));
  CHECK(ranks_of(pos, Army::Even) == range(even_first, even_last));
}

TEST_CASE("opening: the third kind's four squares stand on the end rank", "[play][opening]") {
  // "the .4. squares standynge in the plattes nearest to the bordes end" (002 line 822);
  // the odd's are [361] [225] [121] [49] (002 line 832), the even's [25] [81] [169] [289]
  // (002 line 825).
  const Position pos = opening(preset_rules("fulke-3"), sources());
  std::multiset<int> odd_end, even_end;
  for (int f = 0; f < 8; ++f) {
    if (const Man* m = pos.at(f)) odd_end.insert(m->value);
    if (const Man* m = pos.at(15 * 8 + f)) even_end.insert(m->value);
  }
  CHECK(odd_end == std::multiset<int>{361, 225, 121, 49});
  CHECK(even_end == std::multiset<int>{25, 81, 169, 289});
}

TEST_CASE("opening: the natural placing sets each man under him of whom he arises", "[play][opening]") {
  // 002 line 646: each file of the second kind's array is one seed's six men, from the
  // round n at the centre to the square (2n+1)^2 at the end (002 lines 649-660).
  const Position pos = opening(preset_rules("fulke-2"), sources());
  for (int f = 0; f < 8; ++f) {
    std::vector<int> file;
    for (int r = 0; r < 16; ++r) {
      if (const Man* m = pos.at(r * 8 + f)) file.push_back(m->value);
    }
    if (file.empty()) continue;
    REQUIRE(file.size() == 12);
    const int odd_seed = file[5], even_seed = file[6];
    const std::vector<int> odd = {(2 * odd_seed + 1) * (2 * odd_seed + 1),
                                  odd_seed * (odd_seed + 1) + (odd_seed + 1) * (odd_seed + 1),
                                  (odd_seed + 1) * (odd_seed + 1),
                                  odd_seed * (odd_seed + 1),
                                  odd_seed * odd_seed,
                                  odd_seed};
    const std::vector<int> even = {even_seed,
                                   even_seed * even_seed,
                                   even_seed * (even_seed + 1),
                                   (even_seed + 1) * (even_seed + 1),
                                   even_seed * (even_seed + 1) + (even_seed + 1) * (even_seed + 1),
                                   (2 * even_seed + 1) * (2 * even_seed + 1)};
    CHECK(std::vector<int>(file.begin(), file.begin() + 6) == odd);
    CHECK(std::vector<int>(file.begin() + 6, file.end()) == even);
  }
}

TEST_CASE("opening: a printed man of neither army is reported at his cell", "[play][opening]") {
  Sources s = sources();
  auto& doc = s.array(1).table;
  // The first man drawn, the square 25 of line 602; the error points at his shape, in
  // column 9 after "602,1,1,".
  doc.rows.set_text(0, doc.column("value"), "26");
  REQUIRE_THROWS_WITH(
      opening(preset_rules("fulke-1"), s),
      Catch::Matchers::EndsWith("array-first-kind.csv:2:9: error: the square 26 is no man of the "
                                "even army, whose men fill rows 1-4"));
}
