#include "play/rules.hpp"

#include "catch.hpp"

#include <set>
#include <string>

using namespace rithmo::play;

TEST_CASE("rules: every preset sets every parameter once, with a source", "[play][rules]") {
  REQUIRE(presets().size() == 8);
  for (const auto& p : presets()) {
    INFO(p.name);
    REQUIRE(p.values.size() == parameters().size());
    for (std::size_t i = 0; i < p.values.size(); ++i) {
      CHECK(p.values[i].parameter == parameters()[i].name);
      CHECK_FALSE(p.values[i].source.empty());
    }
    const Rules r = preset_rules(p.name);
    for (const auto& v : p.values) CHECK(get_parameter(r, v.parameter) == v.value);
  }
}

TEST_CASE("rules: the presets differ where the sources differ", "[play][rules]") {
  const Rules f1 = preset_rules("fulke-1"), f2 = preset_rules("fulke-2"), f3 = preset_rules("fulke-3"),
              dc = preset_rules("du-coeur"), sv = preset_rules("savard");
  // 002 line 614 against 002 line 663 against 002 line 835.
  CHECK(f1.round_directions == Directions::Diagonal);
  CHECK(f2.round_directions == Directions::Both);
  CHECK(f3.round_directions == Directions::Orthogonal);
  // du Coeur 001 line 47 against Savard 003 line 86.
  CHECK(dc.flying_path == FlyingPath::Clear);
  CHECK(sv.flying_path == FlyingPath::Leaps);
  // 000 (the wall) against 002 line 850.
  CHECK(dc.oblivion_edge);
  CHECK_FALSE(f1.oblivion_edge);
  // Savard 003 line 116.
  CHECK(sv.timing == CaptureTiming::BeforeAndAfterMove);
  CHECK(f3.oblivion == Oblivion::FourAdjacent);
  CHECK(f3.reentry == ReEntry::None);
  CHECK(f2.cossic);
  CHECK(f2.multiplication == SpacesRule::Spaces);
  CHECK(dc.array_offset == 2);
  CHECK(f3.array_offset == 0);
  CHECK(f1 != dc);
}

TEST_CASE("rules: every parameter reads back what was set", "[play][rules]") {
  Rules r;
  for (const auto& info : parameters()) {
    const std::string before = get_parameter(r, info.name);
    set_parameter(r, info.name, before);
    CHECK(get_parameter(r, info.name) == before);
  }
  set_parameter(r, "oblivion-edge=yes");
  CHECK(r.oblivion_edge);
  set_parameter(r, "victory", "honour men=8 sum=100");
  CHECK(r.victory == Victory{Goal::Honour, 8, 100, 0, 0});
  set_parameter(r, "king-range", "4");
  CHECK(r.king_range == 4);
}

TEST_CASE("rules: bad settings name the parameter and the valid values", "[play][rules]") {
  Rules r;
  auto [name, value, message] = GENERATE(table<std::string, std::string, std::string>({
      {"oblivion-edge", "maybe", "bad value 'maybe' for oblivion-edge (valid: yes, no)"},
      {"round-directions", "up", "bad value 'up' for round-directions (valid: orthogonal, diagonal, both)"},
      {"king-range", "9", "bad value '9' for king-range (valid: an integer 1-7)"},
      {"king-range", "", "bad value '' for king-range (valid: an integer 1-7)"},
      {"board", "8x", "bad value '8x' for board: expected FILESxRANKS, breadth first, e.g. 8x16"},
      {"board", "16x8",
       "bad value '16x8' for board: broader than it is long (expected FILESxRANKS, breadth first, e.g. "
       "8x16)"},
      {"board", "16x17",
       "bad value '16x17' for board: too large (at most 16 files, 32 ranks and 256 squares)"},
      {"victory", "bodies", "bad victory 'bodies': expected 'bodies men=N'"},
      {"victory", "bodies men=0", "bad victory 'bodies men=0': '0' is not an integer 1-100000"},
      {"victory", "goods men=3", "bad victory 'goods men=3': expected sum=N"},
      {"victory", "glory",
       "bad value 'glory' for victory (valid: none, bodies, goods, quarrel, honour, "
       "honour-and-quarrel, standards, great, greater, greatest, row)"},
  }));
  REQUIRE_THROWS_WITH(set_parameter(r, name, value), message);
}

TEST_CASE("rules: unknown parameters and presets list the valid names", "[play][rules]") {
  Rules r;
  REQUIRE_THROWS_WITH(set_parameter(r, "colour=red"),
                      Catch::Matchers::StartsWith("unknown parameter 'colour' (valid: board, array,"));
  REQUIRE_THROWS_WITH(set_parameter(r, "oblivion-edge"),
                      "bad setting 'oblivion-edge' (expected NAME=VALUE, e.g. oblivion-edge=yes)");
  REQUIRE_THROWS_WITH(preset_rules("fulke-4"),
                      "unknown preset 'fulke-4' (valid: fulke-1, fulke-2, fulke-3, du-coeur, savard, "
                      "boissiere, boissiere-other, barozzi)");
}

TEST_CASE("rules: victories round-trip through their text", "[play][rules]") {
  auto text =
      GENERATE(as<std::string>{}, "none", "bodies men=6", "goods sum=100", "quarrel sum=100 characters=8",
               "honour men=8 sum=100", "honour-and-quarrel men=8 sum=100 characters=9",
               "standards standards=2", "great", "greater", "greatest");
  CHECK(format_victory(parse_victory(text)) == text);
  CHECK(parse_victory("honour,men=8,sum=100") == parse_victory("honour men=8 sum=100"));
}

TEST_CASE("rules: the arrays must fit the board", "[play][rules]") {
  Rules r = preset_rules("fulke-1");
  set_board(r, {8, 9});  // Savard 003 line 94: one void rank between the arrays
  CHECK(r.array_offset == 0);
  CHECK_NOTHROW(validate_array(r));
  r.array_offset = 1;
  CHECK_NOTHROW(validate(r));
  REQUIRE_THROWS_WITH(
      validate_array(r),
      "board 8x9 is too short for two arrays of 4 ranks with array-offset 1 (needs 10 ranks)");
  Rules two = preset_rules("fulke-2");
  set_board(two, {8, 10});
  REQUIRE_THROWS_WITH(
      validate_array(two),
      "board 8x10 is too short for two arrays of 6 ranks with array-offset 0 (needs 12 ranks)");
}

TEST_CASE("rules: the shapes step one, two and three spaces", "[play][rules]") {
  // "into the nexte with the rounde, into the thyrd with the triangle, and into the fourth
  // with the square" (002 line 625), counting the space stood on as the first.
  CHECK(distance_of(rithmo::Shape::Round) == 2 - 1);
  CHECK(distance_of(rithmo::Shape::Triangle) == 3 - 1);
  CHECK(distance_of(rithmo::Shape::Square) == 4 - 1);
}

TEST_CASE("rules: every parameter is declared under its part of play, the parts in order", "[play][rules]") {
  // The parts as the quick reference groups them: the flight's parameters with the
  // flight (002 line 621 gives them with the flying draught), whatever their names.
  CHECK(part_of_play("board") == PlayPart::Board);
  CHECK(part_of_play("first-to-move") == PlayPart::Board);
  CHECK(part_of_play("flying-besieges") == PlayPart::Moves);
  CHECK(part_of_play("flight-takes-numbers") == PlayPart::Moves);
  CHECK(part_of_play("flight-reach") == PlayPart::Moves);
  CHECK(part_of_play("equality") == PlayPart::Captures);
  CHECK(part_of_play("ransom") == PlayPart::Captures);
  CHECK(part_of_play("blockade-wins") == PlayPart::Victory);
  CHECK(part_of_play("two") == PlayPart::Victory);
  CHECK_THROWS_AS(part_of_play("no-such"), RulesError);
  // parameters() lists them part by part.
  int last = 0;
  for (const auto& p : parameters()) {
    const int at = static_cast<int>(part_of_play(p.name));
    CHECK(at >= last);
    last = at;
  }
  CHECK(last == static_cast<int>(PlayPart::Victory));
}

TEST_CASE("rules: where a preset differs from another, reading by reading", "[play][rules]") {
  const Preset& fulke = *find_preset("fulke-1");
  CHECK(differing_values(fulke, fulke).empty());
  CHECK(find_preset("fulke-9") == nullptr);
  const Preset& boissiere = *find_preset("boissiere");
  const auto diff = differing_values(boissiere, fulke);
  // Each difference is a value of the preset that fulke-1's value for the same
  // parameter is not, and every other parameter has the same value in both.
  std::set<std::string> differing;
  for (const auto& v : diff) differing.insert(std::string(v.parameter));
  for (const auto& v : boissiere.values) {
    std::string other;
    for (const auto& f : fulke.values)
      if (f.parameter == v.parameter) other = std::string(f.value);
    CHECK((v.value != other) == (differing.count(std::string(v.parameter)) == 1));
  }
  // His board is Fulke's (0012:17-21; 002:504); his array and his rounds' lines are not
  // (0038:7-26; 0051:11 «toutes marcheront droictemēt»).
  CHECK(differing.count("board") == 0);
  CHECK(differing.count("array") == 1);
  CHECK(differing.count("round-directions") == 1);
}
