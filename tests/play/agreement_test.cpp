// The engine and the audit agree: for each relation the audit derives that the engine
// also decides, the engine's answer on a constructed position is the derived table's,
// under every preset.
#include "helpers.hpp"

#include "catch.hpp"
#include "men/armies.hpp"
#include "men/cossic.hpp"
#include "taking/spaces_table.hpp"
#include "taking/taking.hpp"
#include "taking/two_men.hpp"
#include "victory/standards.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using rithmo::Armies;
using rithmo::Army;
using rithmo::Way;

namespace {

const std::vector<std::string> kPresets = rithmo::play::preset_names();

// Whether the rules take by `way` with two men in draught.
bool takes_by_two_men(const Rules& r, Way way) {
  switch (way) {
    case Way::Addition:
      return r.addition;
    case Way::Subtraction:
      return r.subtraction;
    case Way::Multiplication:
      return r.multiplication == SpacesRule::Draught;
    case Way::Division:
      return r.division == SpacesRule::Draught;
    default:
      return false;
  }
}

// The numbers of an army's men other than the king, ascending, one per man.
std::vector<int> footmen_numbers(const Armies& armies, Army army) {
  std::vector<int> out;
  for (const auto& m : armies.men(army)) {
    if (!m.is_pyramid) out.push_back(static_cast<int>(m.value.get_si()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("agreement: taking by two men, the engine against the derived tables", "[play][agreement]") {
  // taking/two_men.hpp derives the rows (lesser, greater, taken) for two men of one army
  // and a man of the other; the engine takes the man on e5 with two men on d6 and f4
  // (both next to him, on opposite sides, so that every placement of the presets holds),
  // when the rules take by that way. The kings are left out: a king takes by his layers
  // too under some readings, which the derived table does not model.
  const Armies armies = rithmo::build_armies();
  rithmo::TwoMenOptions no_kings;
  no_kings.pyramid_totals = false;
  std::set<Way> compared;
  for (const std::string& preset : kPresets) {
    for (Way way : rithmo::kTwoMenWays) {
      Rules r = preset_rules(preset);
      if (!takes_by_two_men(r, way)) continue;
      compared.insert(way);
      // Only this way takes; the rounds step every way, so both takers reach e5.
      r.equality = r.proportion = r.cossic = false;
      r.addition = way == Way::Addition;
      r.subtraction = way == Way::Subtraction;
      r.multiplication = way == Way::Multiplication ? SpacesRule::Draught : SpacesRule::None;
      r.division = way == Way::Division ? SpacesRule::Draught : SpacesRule::None;
      r.oblivion = Oblivion::None;
      r.round_directions = Directions::Both;
      const Game game(r, sources());
      for (Army taker : {Army::Even, Army::Odd}) {
        std::set<std::tuple<int, int, int>> derived;
        for (const auto& row : rithmo::two_men_relation(armies, taker, way, no_kings)) {
          derived.insert({static_cast<int>(row.lesser.get_si()), static_cast<int>(row.greater.get_si()),
                          static_cast<int>(row.taken.get_si())});
        }
        const std::vector<int> takers = footmen_numbers(armies, taker);
        std::vector<int> taken = footmen_numbers(armies, other(taker));
        taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
        const std::string side(name(taker)), enemy(name(other(taker)));
        std::set<std::tuple<int, int, int>> engine;
        for (std::size_t i = 0; i < takers.size(); ++i) {
          for (std::size_t j = i + 1; j < takers.size(); ++j) {
            Position pos = board_of(enemy + " R1 e5\n" + side + " R" + std::to_string(takers[i]) + " d6\n" +
                                        side + " R" + std::to_string(takers[j]) + " f4\n",
                                    side);
            const Square e5 = *game.geometry().parse_square("e5");
            const int victim = pos.board[e5];
            for (int t : taken) {
              pos.men[victim].value = static_cast<std::uint16_t>(t);
              for (const Capture& c : game.captures_available(pos)) {
                if (c.man == victim && c.method == way) engine.insert({takers[i], takers[j], t});
              }
            }
          }
        }
        CAPTURE(preset, name(way), name(taker));
        CHECK(engine == derived);
        CHECK_FALSE(derived.empty());
      }
    }
  }
  // Some preset takes by each of the four (fulke-1, du-coeur and savard by all).
  CHECK(compared.size() == 4);
}

TEST_CASE("agreement: taking by the spaces, the engine against the derived tables", "[play][agreement]") {
  // taking/spaces_table.hpp derives Fulke's tables (002 lines 697-796): (taker, spaces, taken)
  // with the taker times, or divided by, the void spaces between. The engine takes the
  // man on e(spaces + 2) with the taker on e1 and the file between void, when the rules
  // take by the spaces. Fulke's tables count from 2 spaces (by one the taker is the
  // taken, equality) to 14 (the 16 ranks less the two men); the kings are left out.
  const Armies armies = rithmo::build_armies();
  rithmo::SpacesOptions no_kings;
  no_kings.men.pyramid_totals = false;
  std::set<rithmo::SpacesOperation> compared;
  for (const std::string& preset : kPresets) {
    for (const auto op : rithmo::kSpacesOperations) {
      const bool mul = op == rithmo::SpacesOperation::Multiplication;
      Rules r = preset_rules(preset);
      if ((mul ? r.multiplication : r.division) != SpacesRule::Spaces) continue;
      compared.insert(op);
      const Way way = mul ? Way::Eruption : Way::SpacesDivision;
      r.equality = r.addition = r.subtraction = r.proportion = r.cossic = false;
      r.multiplication = mul ? SpacesRule::Spaces : SpacesRule::None;
      r.division = mul ? SpacesRule::None : SpacesRule::Spaces;
      r.oblivion = Oblivion::None;
      const Game game(r, sources());
      for (Army taker : {Army::Even, Army::Odd}) {
        std::set<std::tuple<int, int, int>> derived;
        for (const auto& row : rithmo::spaces_relation(armies, taker, op, no_kings)) {
          derived.insert({static_cast<int>(row.taker.get_si()), static_cast<int>(row.spaces),
                          static_cast<int>(row.taken.get_si())});
        }
        std::vector<int> takers = footmen_numbers(armies, taker);
        takers.erase(std::unique(takers.begin(), takers.end()), takers.end());
        std::vector<int> taken = footmen_numbers(armies, other(taker));
        taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
        const std::string side(name(taker)), enemy(name(other(taker)));
        std::set<std::tuple<int, int, int>> engine;
        for (int spaces = 2; spaces <= 14; ++spaces) {
          const std::string target = "e" + std::to_string(spaces + 2);
          Position pos = board_of(side + " R1 e1\n" + enemy + " R1 " + target + "\n", side);
          const int man = pos.board[*game.geometry().parse_square("e1")];
          const int victim = pos.board[*game.geometry().parse_square(target)];
          for (int a : takers) {
            pos.men[man].value = static_cast<std::uint16_t>(a);
            for (int t : taken) {
              pos.men[victim].value = static_cast<std::uint16_t>(t);
              for (const Capture& c : game.captures_available(pos)) {
                if (c.man == victim && c.method == way) engine.insert({a, spaces, t});
              }
            }
          }
        }
        CAPTURE(preset, name(op), name(taker));
        CHECK(engine == derived);
        CHECK_FALSE(derived.empty());
      }
    }
  }
  // fulke-2 takes by both (002 lines 682, 685), fulke-3 by multiplication (002 line 841).
  CHECK(compared.size() == 2);
}

TEST_CASE("agreement: the standards, the engine against the audit's count", "[play][agreement]") {
  // The engine's standard (play/game.hpp) is victory/standards.hpp's men per standard,
  // as the audit's relation counts them, under each preset and each reading of the king.
  const Armies armies = rithmo::build_armies();
  for (const std::string& preset : kPresets) {
    for (const auto& [reading, king] : rithmo::kKingAmongFootmenNames.entries) {
      Rules r = preset_rules(preset);
      set_parameter(r, "standards-king", king);
      const Game game(r, sources());
      rithmo::StandardsOptions o;
      o.king = reading;
      for (Army army : {Army::Even, Army::Odd}) {
        CAPTURE(preset, king, name(army));
        const auto count = rithmo::army_standards(armies, army, o);
        CHECK(game.standard(army) == count.per_standard);
        // And by hand: the footmen less two captains and ten bearers, over ten (002 line 876).
        mpz_class footmen = 0;
        for (const auto& m : armies.men(army)) {
          if (!m.is_pyramid || o.king != rithmo::KingAmongFootmen::None) footmen += m.value;
        }
        if (o.king == rithmo::KingAmongFootmen::TotalAndRoots) {
          for (const auto& l : armies.king(army).layers) footmen += l.root;
        }
        CHECK(game.standard(army) == rithmo::Rational(footmen - 12, mpz_class(10)));
      }
    }
  }
}

TEST_CASE("agreement: taking by equality, the engine against the derived list", "[play][agreement]") {
  // taking/taking.hpp derives the numbers borne by men of both armies (the list of 002
  // line 672, relation equality-values); the engine takes the man on e5 with one man on
  // d6 when the rules take by equality. The kings are left out, as in the tests above.
  const Armies armies = rithmo::build_armies();
  rithmo::MenOptions no_kings;
  no_kings.pyramid_totals = false;
  std::set<int> derived;
  for (const auto& v : rithmo::equality_numbers(armies, no_kings))
    derived.insert(static_cast<int>(v.get_si()));
  int compared = 0;
  for (const std::string& preset : kPresets) {
    Rules r = preset_rules(preset);
    if (!r.equality) continue;
    ++compared;
    r.addition = r.subtraction = r.proportion = r.cossic = false;
    r.multiplication = r.division = SpacesRule::None;
    r.oblivion = Oblivion::None;
    r.round_directions = Directions::Both;
    const Game game(r, sources());
    for (Army taker : {Army::Even, Army::Odd}) {
      const std::string side(name(taker)), enemy(name(other(taker)));
      std::set<int> engine;
      std::vector<int> taken = footmen_numbers(armies, other(taker));
      taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
      for (int a : footmen_numbers(armies, taker)) {
        Position pos = board_of(enemy + " R1 e5\n" + side + " R" + std::to_string(a) + " d6\n", side);
        const int victim = pos.board[*game.geometry().parse_square("e5")];
        for (int t : taken) {
          pos.men[victim].value = static_cast<std::uint16_t>(t);
          for (const Capture& c : game.captures_available(pos)) {
            if (c.man != victim || c.method != Way::Equality) continue;
            CHECK(a == t);  // by equality a man takes only his own number
            engine.insert(t);
          }
        }
      }
      CAPTURE(preset, name(taker));
      CHECK(engine == derived);
    }
  }
  // Every preset takes by equality (002 lines 672, 839; 001; 003; Boissière 0053:8,
  // 0089:18).
  CHECK(compared == static_cast<int>(kPresets.size()));
}

TEST_CASE("agreement: taking by cossic signs, the engine against the derived pairs", "[play][agreement]") {
  // men/cossic.hpp derives every (root, power) with root^k = power for the signs of
  // 002 line 687, root and power men of contrary armies; the engine takes the man on e5
  // with one man on d6 when the two are such a pair, under the presets that take by
  // cossic signs (fulke-2). The kings are left out.
  const Armies armies = rithmo::build_armies();
  rithmo::CossicOptions no_kings;
  no_kings.men.pyramid_totals = false;
  std::set<std::pair<int, int>> pairs;
  for (const auto& p : rithmo::cossic_pairs(armies, no_kings)) {
    pairs.insert({static_cast<int>(p.root.get_si()), static_cast<int>(p.power.get_si())});
  }
  int compared = 0;
  for (const std::string& preset : kPresets) {
    Rules r = preset_rules(preset);
    if (!r.cossic) continue;
    ++compared;
    r.equality = r.addition = r.subtraction = r.proportion = false;
    r.multiplication = r.division = SpacesRule::None;
    r.oblivion = Oblivion::None;
    r.round_directions = Directions::Both;
    const Game game(r, sources());
    for (Army taker : {Army::Even, Army::Odd}) {
      const std::string side(name(taker)), enemy(name(other(taker)));
      std::vector<int> taken = footmen_numbers(armies, other(taker));
      taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
      std::vector<int> takers = footmen_numbers(armies, taker);
      takers.erase(std::unique(takers.begin(), takers.end()), takers.end());
      std::set<std::pair<int, int>> engine, derived;
      for (int a : takers) {
        for (int t : taken) {
          if (pairs.count({a, t}) || pairs.count({t, a})) derived.insert({a, t});
        }
        Position pos = board_of(enemy + " R1 e5\n" + side + " R" + std::to_string(a) + " d6\n", side);
        const int victim = pos.board[*game.geometry().parse_square("e5")];
        for (int t : taken) {
          pos.men[victim].value = static_cast<std::uint16_t>(t);
          for (const Capture& c : game.captures_available(pos)) {
            if (c.man == victim && c.method == Way::Cossic) engine.insert({a, t});
          }
        }
      }
      CAPTURE(preset, name(taker));
      CHECK(engine == derived);
      CHECK_FALSE(derived.empty());
    }
  }
  CHECK(compared >= 1);
}

TEST_CASE("agreement: the men only oblivion takes, the engine against the derived list",
          "[play][agreement]") {
  // taking/taking.hpp derives the men no way but Oblivion takes (the list of 002 line
  // 851): no enemy man of his number, no enemy man times (or divided by) 2 to 14 void
  // spaces, no two enemy men summing to (or differing by) him, no cossic sign. The
  // engine, under each preset whose ways that list can express (two men by addition or
  // subtraction, the spaces by one man), is asked on every constructed position: one
  // enemy next to him (equality, cossic signs), two on opposite sides (two men), one on
  // his file across 2 to 14 void spaces. A man the engine takes on none of them is one
  // only oblivion takes. The kings are left out.
  const Armies armies = rithmo::build_armies();
  int compared = 0;
  for (const std::string& preset : kPresets) {
    Rules r = preset_rules(preset);
    if (r.multiplication == SpacesRule::Draught || r.division == SpacesRule::Draught || r.proportion)
      continue;
    ++compared;
    rithmo::TakingWays ways;
    ways.equality = r.equality;
    ways.spaces_multiplication = r.multiplication == SpacesRule::Spaces;
    ways.spaces_division = r.division == SpacesRule::Spaces;
    ways.addition = r.addition;
    ways.subtraction = r.subtraction;
    ways.cossic = r.cossic;
    ways.men.pyramid_totals = false;
    r.oblivion = Oblivion::None;
    r.round_directions = Directions::Both;
    const Game game(r, sources());
    for (Army army : {Army::Even, Army::Odd}) {
      std::set<int> derived;
      for (const auto& s : rithmo::oblivion_only(armies, army, ways))
        derived.insert(static_cast<int>(s.value.get_si()));
      const std::string own(name(army)), enemy(name(other(army)));
      std::vector<int> men = footmen_numbers(armies, army);
      men.erase(std::unique(men.begin(), men.end()), men.end());
      const std::vector<int> takers = footmen_numbers(armies, other(army));
      // Whether the engine, the enemy to move, takes the man on `at` numbered v.
      auto taken_in = [&](Position& pos, const std::string& at, int v) {
        const int victim = pos.board[*game.geometry().parse_square(at)];
        pos.men[victim].value = static_cast<std::uint16_t>(v);
        for (const Capture& c : game.captures_available(pos)) {
          if (c.man == victim && c.method != Way::Oblivion) return true;
        }
        return false;
      };
      std::set<int> engine;
      for (int v : men) {
        bool taken = false;
        for (std::size_t i = 0; i < takers.size() && !taken; ++i) {
          Position one =
              board_of(own + " R1 e5\n" + enemy + " R" + std::to_string(takers[i]) + " d6\n", enemy);
          taken = taken_in(one, "e5", v);
          for (std::size_t j = i + 1; j < takers.size() && !taken; ++j) {
            Position two = board_of(own + " R1 e5\n" + enemy + " R" + std::to_string(takers[i]) + " d6\n" +
                                        enemy + " R" + std::to_string(takers[j]) + " f4\n",
                                    enemy);
            taken = taken_in(two, "e5", v);
          }
          for (int spaces = 2; spaces <= 14 && !taken; ++spaces) {
            const std::string at = "e" + std::to_string(spaces + 2);
            Position line = board_of(
                enemy + " R" + std::to_string(takers[i]) + " e1\n" + own + " R1 " + at + "\n", enemy);
            taken = taken_in(line, at, v);
          }
        }
        if (!taken) engine.insert(v);
      }
      CAPTURE(preset, name(army));
      CHECK(engine == derived);
    }
  }
  // fulke-2 and fulke-3 take by the spaces and two men by addition (002 lines 676-685, 841-845).
  CHECK(compared >= 2);
}
