#include "taking/spaces_table.hpp"
#include "audit/judging/emendation.hpp"

#include "catch.hpp"
#include "fulke_men.hpp"
#include "transcribed.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

using Rows = std::vector<std::vector<long>>;

// The men as Fulke lists them (002 lines 523-531), typed from the source: fulke_men.hpp.
using testing::kEvenMen;
using testing::kOddMen;
// ".8. in breadth and .16. in length" (002 line 504): at most 16 - 2 void spaces.
constexpr long kMostSpaces = 14;

// Brute force over every pair of men and every count of spaces, the division as a
// product; rows sorted by spaces, then taker.
Rows brute_force(Army taker, SpacesOperation op) {
  const auto& takers = taker == Army::Even ? kEvenMen : kOddMen;
  const auto& taken = taker == Army::Even ? kOddMen : kEvenMen;
  std::set<std::vector<long>> found;
  for (long t : takers)
    for (long v : taken)
      for (long s = 2; s <= kMostSpaces; ++s) {
        const bool ok = op == SpacesOperation::Multiplication ? t * s == v : v * s == t;
        if (ok) found.insert({s, t, v});
      }
  Rows out;
  for (const auto& r : found) out.push_back({r[1], r[0], r[2]});
  return out;
}

Rows as_rows(const std::vector<SpacesRow>& rows) {
  Rows out;
  for (const auto& r : rows) out.push_back({r.taker.get_si(), r.spaces, r.taken.get_si()});
  return out;
}

NumberRow numbers(const std::vector<long>& r) { return NumberRow(r.begin(), r.end()); }

std::vector<NumberRow> relation(Army taker, SpacesOperation op, const SpacesOptions& options = {}) {
  std::vector<NumberRow> out;
  for (const auto& r : spaces_relation(build_armies(), taker, op, options)) out.push_back(cells(r));
  return out;
}

std::string show(const std::vector<long>& r) {
  std::string s;
  for (long v : r) s += (s.empty() ? "" : " ") + std::to_string(v);
  return s;
}

std::string show(const NumberRow& r) {
  std::string s;
  for (const auto& v : r) s += (s.empty() ? "" : " ") + v.get_str();
  return s;
}

std::string table_file(SpacesOperation op, Army taker) {
  return "fulke-1563/spaces-" + std::string(name(op)) + "-" + std::string(name(taker)) + ".csv";
}

}  // namespace

TEST_CASE("spaces: the relation equals a brute force over Fulke's men", "[audit]") {
  auto [op, taker] = GENERATE(table<SpacesOperation, Army>({
      {SpacesOperation::Multiplication, Army::Even},
      {SpacesOperation::Multiplication, Army::Odd},
      {SpacesOperation::Division, Army::Even},
      {SpacesOperation::Division, Army::Odd},
  }));
  INFO(name(op) << ", " << name(taker) << " taking");
  const auto derived = spaces_relation(build_armies(), taker, op);
  CHECK(as_rows(derived) == brute_force(taker, op));
  CHECK(std::is_sorted(derived.begin(), derived.end()));
  for (const auto& r : derived) CHECK(holds(op, r));
}

TEST_CASE("spaces: compared with the four printed tables", "[audit]") {
  // 002 lines 697-796. The print has slips, so the tables are not asserted equal to the
  // relation: the differences are reported, and every printed row the rule does not
  // derive must be explained by one printer's slip.
  auto [op, taker] = GENERATE(table<SpacesOperation, Army>({
      {SpacesOperation::Multiplication, Army::Even},
      {SpacesOperation::Multiplication, Army::Odd},
      {SpacesOperation::Division, Army::Even},
      {SpacesOperation::Division, Army::Odd},
  }));
  const auto printed = testing::read_numbers(table_file(op, taker), {"taker", "spaces", "taken"}, false);
  const auto derived = brute_force(taker, op);
  const auto valid = relation(taker, op);
  std::string report;
  for (const auto& r : printed) {
    if (std::find(derived.begin(), derived.end(), r) != derived.end()) continue;
    report += "  printed, not derived: " + show(r) + " ->";
    const auto best = best_emendations(numbers(r), valid);
    for (const auto& e : best) report += " " + show(e.row) + " (" + describe(e.slip) + ")";
    report += "\n";
    CHECK_FALSE(best.empty());
  }
  for (const auto& r : derived) {
    if (std::find(printed.begin(), printed.end(), r) == printed.end()) {
      report += "  derived, not printed: " + show(r) + "\n";
    }
  }
  WARN(table_file(op, taker) << ":\n" << report);
  // Fulke prints no row twice.
  CHECK(std::set<std::vector<long>>(printed.begin(), printed.end()).size() == printed.size());
}

TEST_CASE("spaces division: finds 22 -> 225 and 3 -> 36 as the unique best emendations", "[audit]") {
  // 002 line 778 prints "22 5 45" and line 790 "3 9 4" among the odd taking the even by
  // division. 225 / 5 = 45 and 36 / 9 = 4, with 225 and 36 odd men and 45 and 4 even
  // men (lines 523-531).
  auto [line, printed, expected, digit] = GENERATE(table<int, std::vector<long>, std::vector<long>, char>({
      {778, {22, 5, 45}, {225, 5, 45}, '5'},
      {790, {3, 9, 4}, {36, 9, 4}, '6'},
  }));
  INFO("002 line " << line);
  const auto valid = relation(Army::Odd, SpacesOperation::Division);
  const auto derived = brute_force(Army::Odd, SpacesOperation::Division);
  CHECK(std::find(derived.begin(), derived.end(), printed) == derived.end());
  CHECK(std::find(derived.begin(), derived.end(), expected) != derived.end());
  const auto best = best_emendations(numbers(printed), valid);
  REQUIRE(best.size() == 1);
  CHECK(best[0].row == numbers(expected));
  CHECK(best[0].slip.kind == SlipKind::DigitDropped);
  CHECK(best[0].slip.cell == 0);
  CHECK(best[0].slip.digit == digit);
  CHECK(name(best[0].slip.kind) == "digit dropped");
}

TEST_CASE("spaces division: finds 72 7 9 -> 72 8 9", "[audit]") {
  // 002 line 760 prints "72 7 9" among the even taking the odd by division: 72 / 7 is
  // not whole; 72 / 8 = 9 (72 an even triangle, 9 an odd round: lines 523-527).
  const auto derived = brute_force(Army::Even, SpacesOperation::Division);
  CHECK(std::find(derived.begin(), derived.end(), std::vector<long>{72, 7, 9}) == derived.end());
  const auto best = best_emendations(numbers({72, 7, 9}), relation(Army::Even, SpacesOperation::Division));
  REQUIRE(best.size() == 1);
  CHECK(best[0].row == numbers({72, 8, 9}));
  CHECK(best[0].slip.kind == SlipKind::DigitChanged);
  CHECK(best[0].slip.printed == '7');
  CHECK(best[0].slip.digit == '8');
}

TEST_CASE("spaces: the printed rows Fulke's reading needs", "[audit]") {
  // Each row cites its line; each needs one of SpacesOptions' defaults.
  const Armies armies = build_armies();
  SpacesOptions no_totals;
  no_totals.men.pyramid_totals = false;
  auto has = [&](Army taker, SpacesOperation op, const SpacesOptions& o, SpacesRow row) {
    const auto rows = spaces_relation(armies, taker, op, o);
    return std::find(rows.begin(), rows.end(), row) != rows.end();
  };
  // "91 13 7" (002 line 764): the even king's total takes.
  CHECK(has(Army::Even, SpacesOperation::Division, {}, {91, 13, 7}));
  CHECK_FALSE(has(Army::Even, SpacesOperation::Division, no_totals, {91, 13, 7}));
  // "3 14 42" (line 740), "42 14 3" (line 765), "28 14 2" (line 795): 14 spaces, the
  // most on a board 16 long (line 504).
  CHECK(has(Army::Odd, SpacesOperation::Multiplication, {}, {3, 14, 42}));
  CHECK(has(Army::Even, SpacesOperation::Division, {}, {42, 14, 3}));
  CHECK(has(Army::Odd, SpacesOperation::Division, {}, {28, 14, 2}));
  // On the shorter board of line 815 (8 in breadth, 10 in length) they cannot be.
  SpacesOptions short_board;
  short_board.board = {8, 10};
  CHECK(short_board.board.max_spaces() == 8);
  CHECK_FALSE(has(Army::Odd, SpacesOperation::Multiplication, short_board, {3, 14, 42}));
  for (const auto& r : spaces_relation(armies, Army::Odd, SpacesOperation::Division, short_board)) {
    CHECK(r.spaces <= 8);
  }
}

TEST_CASE("spaces: options follow their parameters", "[audit]") {
  const Armies armies = build_armies();
  // One space: 9 is both an even triangle and an odd round (002 lines 524-527), so 9 x 1
  // = 9 is a row only when min_spaces is 1, and that is taking by Equalitie (line 672).
  SpacesOptions one;
  one.min_spaces = 1;
  const auto with_one = spaces_relation(armies, Army::Even, SpacesOperation::Multiplication, one);
  CHECK(std::find(with_one.begin(), with_one.end(), SpacesRow{9, 1, 9}) != with_one.end());
  for (const auto& r : spaces_relation(armies, Army::Even, SpacesOperation::Multiplication)) {
    CHECK(r.spaces >= 2);
  }
  // The layers: the even king's top is 1 (002 line 532), and 1 x 9 = 9 an odd man.
  SpacesOptions layers;
  layers.men.pyramid_layers = true;
  const auto with_layers = spaces_relation(armies, Army::Even, SpacesOperation::Multiplication, layers);
  CHECK(std::find(with_layers.begin(), with_layers.end(), SpacesRow{1, 9, 9}) != with_layers.end());
  const auto without = spaces_relation(armies, Army::Even, SpacesOperation::Multiplication);
  CHECK(std::find(without.begin(), without.end(), SpacesRow{1, 9, 9}) == without.end());
}

TEST_CASE("spaces: operation names and bad options", "[audit]") {
  for (SpacesOperation op : kSpacesOperations) CHECK(kSpacesOperationNames.parse(name(op)) == op);
  CHECK_FALSE(kSpacesOperationNames.parse("addition").has_value());
  auto [files, ranks, min_spaces, message] = GENERATE(table<int, int, long, std::string>({
      {8, 0, 2, "board: files and ranks must be at least 1, got 8x0"},
      {-1, 16, 2, "board: files and ranks must be at least 1, got -1x16"},
      {8, 16, 0, "min_spaces must be at least 1, got 0"},
  }));
  SpacesOptions o;
  o.board = {files, ranks};
  o.min_spaces = min_spaces;
  CHECK_THROWS_WITH(validate(o), message);
  CHECK_THROWS_AS(spaces_relation(build_armies(), Army::Even, SpacesOperation::Division, o),
                  std::invalid_argument);
}
