#include "men/armies.hpp"

#include "catch.hpp"

#include <numeric>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

std::vector<long> values(const std::vector<Man>& men, int order) {
  std::vector<long> out;
  for (const Man& m : men) {
    if (m.order == order) out.push_back(m.value.get_si());
  }
  return out;
}

}  // namespace

// The orders as Fulke prints them, "Of the men", 002 lines 523-531.
TEST_CASE("men: the six orders of each army equal Fulke's lists", "[men]") {
  auto [order, even, odd] = GENERATE(table<int, std::vector<long>, std::vector<long>>({
      {1, {2, 4, 6, 8}, {3, 5, 7, 9}},               // line 523
      {2, {4, 16, 36, 64}, {9, 25, 49, 81}},         // line 524
      {3, {6, 20, 42, 72}, {12, 30, 56, 90}},        // line 527
      {4, {9, 25, 49, 81}, {16, 36, 64, 100}},       // line 528
      {5, {15, 45, 91, 153}, {28, 66, 120, 190}},    // line 529
      {6, {25, 81, 169, 289}, {49, 121, 225, 361}},  // line 531
  }));
  const Armies a = build_armies();
  CHECK(values(a.even, order) == even);
  CHECK(values(a.odd, order) == odd);
}

TEST_CASE("men: 24 men a side, 8 of each shape, one king standing as a square", "[men]") {
  // 002 line 517: "The men be in number .48. Wherof .24. be of one side"; line 518:
  // ".8. are rounds, other .8. are triangles & .7. (the king making .8.) are squares".
  const Armies a = build_armies();
  for (const auto* men : {&a.even, &a.odd}) {
    CHECK(men->size() == 24);
    int rounds = 0, triangles = 0, squares = 0, kings = 0;
    for (const Man& m : *men) {
      rounds += m.shape == Shape::Round;
      triangles += m.shape == Shape::Triangle;
      squares += m.shape == Shape::Square && !m.is_pyramid;
      kings += m.is_pyramid;
    }
    CHECK(rounds == 8);
    CHECK(triangles == 8);
    CHECK(squares == 7);
    CHECK(kings == 1);
  }
}

TEST_CASE("men: army totals are Fulke's 1312 and 1752", "[men]") {
  // 002 line 876, "Victorie of standers": "The whyte men, that is the even hoste,
  // conteyneth .1312. footemen (not compting the rootes of squares expressed in the
  // kynges)" and "The black men, that is the odde armie (except the kings rootes) be
  // .1752." Savard, 003 line 247, gives the same totals.
  const Armies a = build_armies();
  auto total = [](const std::vector<Man>& men) {
    mpz_class t = 0;
    for (const Man& m : men) t += m.value;
    return t;
  };
  CHECK(total(a.even) == 1312);
  CHECK(total(a.odd) == 1752);
}

TEST_CASE("men: each man's ratio to the order before is the Boethian ratio of his seed", "[men]") {
  // Savard's derivation table, 003 lines 54-58: multiplex n*, superparticular
  // ((n+1)/n)* twice, superpartient ((2n+1)/(n+1))* twice. Checked here by
  // multiplying back: previous value x ratio = value.
  const Armies a = build_armies();
  for (const auto* men : {&a.even, &a.odd}) {
    for (const Man& m : *men) {
      if (m.order == 1) continue;
      REQUIRE(m.ratio);
      const long n = m.seed;
      const Rational expected = m.order == 2   ? Rational(n)
                                : m.order <= 4 ? Rational(n + 1, n)
                                               : Rational(2 * n + 1, n + 1);
      CHECK(m.ratio->ratio == expected);
      const Rational before(derive(kRules[m.order - 2], n));
      CHECK(before * m.ratio->ratio == Rational(m.value));
    }
  }
}

TEST_CASE("men: other seeds give other armies", "[men]") {
  ArmiesOptions o;
  o.seeds = parse_seeds("10,12:11");
  const Armies a = build_armies(o);
  CHECK(a.even.size() == 12);
  CHECK(a.odd.size() == 6);
  // n = 11: 11, 121, 132, 144, 276, 529 computed by hand from the rules.
  CHECK(values(a.odd, 5) == std::vector<long>{132 + 144});
  CHECK(values(a.odd, 6) == std::vector<long>{529});
  // No square of these armies equals a Fulke pyramid: no man stands as king.
  for (const Man& m : a.even) CHECK_FALSE(m.is_pyramid);
}
