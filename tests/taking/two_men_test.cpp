#include "taking/two_men.hpp"

#include "catch.hpp"
#include "fulke_men.hpp"

#include <algorithm>
#include <set>
#include <tuple>
#include <vector>

using namespace rithmo;

namespace {

// The men as Fulke lists them (002 lines 523-531), typed from the source: fulke_men.hpp.
using testing::kEvenMen;
using testing::kOddMen;

using Row = std::tuple<long, long, long>;

// Every ordered pair of distinct men (by place in the list), by plain long arithmetic.
std::set<Row> brute_force(Army taker, TwoMenOperation op) {
  const auto& mine = taker == Army::Even ? kEvenMen : kOddMen;
  const std::set<long> theirs = taker == Army::Even ? std::set<long>(kOddMen.begin(), kOddMen.end())
                                                    : std::set<long>(kEvenMen.begin(), kEvenMen.end());
  std::set<Row> out;
  for (std::size_t i = 0; i < mine.size(); ++i)
    for (std::size_t j = 0; j < mine.size(); ++j) {
      if (i == j) continue;
      const long a = mine[i], b = mine[j];
      if (a > b) continue;
      long v = -1;
      if (op == TwoMenOperation::Addition) v = a + b;
      if (op == TwoMenOperation::Subtraction) v = b - a;
      if (op == TwoMenOperation::Multiplication) v = a * b;
      if (op == TwoMenOperation::Division && b % a == 0) v = b / a;
      if (theirs.count(v)) out.insert({a, b, v});
    }
  return out;
}

std::set<Row> derived(Army taker, TwoMenOperation op) {
  std::set<Row> out;
  for (const auto& r : two_men_relation(build_armies(), taker, op)) {
    CHECK(holds(op, r));
    out.insert({r.lesser.get_si(), r.greater.get_si(), r.taken.get_si()});
  }
  return out;
}

}  // namespace

TEST_CASE("two men: the relation equals a brute force over Fulke's men", "[audit]") {
  const Army taker = GENERATE(Army::Even, Army::Odd);
  const TwoMenOperation op = GENERATE(TwoMenOperation::Addition, TwoMenOperation::Subtraction,
                                      TwoMenOperation::Multiplication, TwoMenOperation::Division);
  CHECK(derived(taker, op) == brute_force(taker, op));
}

// du Coeur's worked examples: 001 lines 77 (9 - 5 = 4), 79 (3 x 5 = 15), 81 (225 / 9
// = 25, white taking black); 000: 25 - 20 = 5 and "the .9. and .9. maye capture the
// .81. by Multiplication" (two odd men bearing 9, 002 lines 523-524).
TEST_CASE("two men: du Coeur's examples are rows", "[audit][reference]") {
  auto has = [](Army taker, TwoMenOperation op, Row row) { return derived(taker, op).count(row) == 1; };
  // 001 calls the evens white: 9, 5, 3 and 225 there are white men taking black ones.
  CHECK(has(Army::Odd, TwoMenOperation::Subtraction, {5, 9, 4}));
  CHECK(has(Army::Odd, TwoMenOperation::Multiplication, {3, 5, 15}));
  CHECK(has(Army::Odd, TwoMenOperation::Division, {9, 225, 25}));
  CHECK(has(Army::Even, TwoMenOperation::Subtraction, {20, 25, 5}));
  CHECK(has(Army::Odd, TwoMenOperation::Multiplication, {9, 9, 81}));
}

TEST_CASE("two men: the kings' layers as men", "[audit]") {
  // The even king's top layer is 1 (002 line 532), a number no other even man bears:
  // 1 + 2 = 3, the odd round, only when the layers are men.
  TwoMenOptions layers;
  layers.pyramid_layers = true;
  const auto with = two_men_relation(build_armies(), Army::Even, TwoMenOperation::Addition, layers);
  CHECK(std::find(with.begin(), with.end(), TwoMenRow{1, 2, 3}) != with.end());
  const auto whole = two_men_relation(build_armies(), Army::Even, TwoMenOperation::Addition);
  CHECK(std::find(whole.begin(), whole.end(), TwoMenRow{1, 2, 3}) == whole.end());
  TwoMenOptions no_kings;
  no_kings.pyramid_totals = false;
  const auto without = two_men_relation(build_armies(), Army::Even, TwoMenOperation::Subtraction, no_kings);
  for (const auto& r : without) {
    CHECK(r.greater != 91);
    CHECK(r.taken != 190);
  }
}

TEST_CASE("two men: operation names", "[audit]") {
  CHECK(kWayNames.parse("division") == TwoMenOperation::Division);
  CHECK(by_two_men(*kWayNames.parse("division")));
  CHECK_FALSE(by_two_men(*kWayNames.parse("equality")));
  CHECK(sign(TwoMenOperation::Multiplication) == "x");
}
