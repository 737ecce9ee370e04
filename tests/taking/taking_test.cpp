#include "taking/taking.hpp"

#include "catch.hpp"
#include "fulke_men.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// The men as Fulke lists them (002 lines 523-531), typed from the source: fulke_men.hpp.
using testing::kEvenMen;
using testing::kOddMen;

struct Ways {
  bool equality = true, multiplication = true, division = false, addition = true, subtraction = false;
  long most_spaces = 14;  // a board 16 long (002 line 504): 16 - 2
};

// Brute force: for each man, try every way against every man (or pair of men) of the
// other army.
std::vector<long> brute_oblivion_only(bool even, const Ways& w) {
  const auto& mine = even ? kEvenMen : kOddMen;
  const auto& enemy = even ? kOddMen : kEvenMen;
  std::vector<long> out;
  for (long v : mine) {
    bool taken = false;
    for (std::size_t i = 0; i < enemy.size(); ++i) {
      const long t = enemy[i];
      if (w.equality && t == v) taken = true;
      for (long s = 2; s <= w.most_spaces; ++s) {
        if (w.multiplication && t * s == v) taken = true;
        if (w.division && v * s == t) taken = true;
      }
      for (std::size_t j = 0; j < enemy.size(); ++j) {
        if (j == i) continue;
        if (w.addition && t + enemy[j] == v) taken = true;
        if (w.subtraction && t - enemy[j] == v) taken = true;
      }
    }
    if (!taken) out.push_back(v);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<long> as_longs(const std::vector<Soldier>& men) {
  std::vector<long> v;
  for (const auto& s : men) v.push_back(s.value.get_si());
  return v;
}

}  // namespace

TEST_CASE("taking: the numbers of Equalitie, 002 line 672", "[audit][taking]") {
  // ".9.16.25.36.49.64.81." (line 672), and the intersection of the typed lists.
  std::vector<long> both;
  for (long v : kEvenMen) {
    if (std::find(kOddMen.begin(), kOddMen.end(), v) != kOddMen.end() &&
        std::find(both.begin(), both.end(), v) == both.end()) {
      both.push_back(v);
    }
  }
  std::sort(both.begin(), both.end());
  CHECK(both == std::vector<long>{9, 16, 25, 36, 49, 64, 81});
  std::vector<long> derived;
  for (const auto& v : equality_numbers(build_armies())) derived.push_back(v.get_si());
  CHECK(derived == both);
}

TEST_CASE("taking: the men only Oblivion takes equal a brute force", "[audit][taking]") {
  auto [label, w] = GENERATE(table<std::string, Ways>({
      {"the third kind (002 lines 837-845)", Ways{}},
      {"with division", Ways{true, true, true, true, false, 14}},
      {"with subtraction", Ways{true, true, false, true, true, 14}},
      {"no lying in wait", Ways{true, true, false, false, false, 14}},
      {"a board 10 long (line 815)", Ways{true, true, false, true, false, 8}},
  }));
  INFO(label);
  TakingWays ways;
  ways.equality = w.equality;
  ways.spaces_multiplication = w.multiplication;
  ways.spaces_division = w.division;
  ways.addition = w.addition;
  ways.subtraction = w.subtraction;
  ways.board = {8, static_cast<int>(w.most_spaces) + 2};
  const Armies armies = build_armies();
  CHECK(as_longs(oblivion_only(armies, Army::Even, ways)) == brute_oblivion_only(true, w));
  CHECK(as_longs(oblivion_only(armies, Army::Odd, ways)) == brute_oblivion_only(false, w));
}

TEST_CASE("taking: the third kind's list against the print, 002 line 851", "[audit][taking]") {
  // "amonge the even .2.4.4.135. among the odde .3.5.7.190.": the even has two men of 4
  // (a first- and a second-order round, line 524); 135 is no man (lines 523-531), and
  // the derivation gives the even king's neighbour 153 in its place.
  const Armies armies = build_armies();
  CHECK(as_longs(oblivion_only(armies, Army::Even)) == std::vector<long>{2, 4, 4, 153});
  CHECK(as_longs(oblivion_only(armies, Army::Odd)) == std::vector<long>{3, 5, 7, 190});
  CHECK(std::find(kEvenMen.begin(), kEvenMen.end(), 135) == kEvenMen.end());
  // 153 = 9 x 17 and 3 x 51: no odd man times at most 14 spaces; no two odd men sum to it.
  CHECK(why_oblivion_only(armies, Army::Even, 153) ==
        "no odd man is 153; no odd man times 2 to 14 spaces makes 153; no two odd men sum to 153");
}

TEST_CASE("taking: the ways that reach a man, with a witness", "[audit][taking]") {
  const Armies armies = build_armies();
  auto [army, value, ways] = GENERATE(table<Army, long, std::vector<std::string>>({
      // 9 is an odd round (002 line 523) and an even triangle (line 528); 3 x 3 = 9
      {Army::Even, 9, {"equality: 9 of the odd army", "eruption: 3 x 3 spaces = 9"}},
      // 15 an even square (line 529): 5 x 3 (fewest spaces first), and 3 + 12 (12 an
      // odd triangle, line 527)
      {Army::Even, 15, {"eruption: 5 x 3 spaces = 15", "lying in wait: 3 + 12 = 15"}},
      // 169 = 49 + 120, both odd squares (lines 529, 531)
      {Army::Even, 169, {"lying in wait: 49 + 120 = 169"}},
      {Army::Odd, 190, {}},
  }));
  CHECK(ways_to_take(armies, army, value) == ways);
}

TEST_CASE("taking: soldiers count every man once", "[audit][taking]") {
  const Armies armies = build_armies();
  CHECK(soldiers(armies, Army::Even).size() == 24);  // "the men be in number .48." (002 line 517)
  MenOptions no_kings{false, false};
  CHECK(soldiers(armies, Army::Odd, no_kings).size() == 23);
  // The odd king's five layers 16 25 36 49 64 (002 line 532).
  MenOptions layers{true, true};
  CHECK(soldiers(armies, Army::Odd, layers).size() == 29);
}
