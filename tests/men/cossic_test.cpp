#include "men/cossic.hpp"

#include "catch.hpp"
#include "fulke_men.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

using namespace rithmo;

namespace {

// The men as Fulke lists them (002 lines 523-531), typed from the source: fulke_men.hpp.
using testing::kEvenMen;
using testing::kOddMen;

bool has(const std::vector<long>& men, long v) { return std::find(men.begin(), men.end(), v) != men.end(); }

long ipow(long b, int k) {
  long r = 1;
  for (int i = 0; i < k; ++i) r *= b;
  return r;
}

// The signs by brute force: try every man of the other army as a root of v, and every
// power of v against the other army.
std::string brute_signs(long v, bool even) {
  const auto& others = even ? kOddMen : kEvenMen;
  std::string s;
  for (int k : {2, 3, 4, 6}) {
    for (long r : others) {
      if (r != v && ipow(r, k) == v) {
        s += std::to_string(k);
        break;
      }
    }
  }
  for (int k : {2, 3, 4, 6}) {
    if (v > 1 && v < 1000 && has(others, ipow(v, k))) return "r" + s;
  }
  return s;
}

}  // namespace

TEST_CASE("cossic: every man's signs equal a brute force over Fulke's men", "[men][cossic]") {
  const Armies armies = build_armies();
  for (Army army : {Army::Even, Army::Odd}) {
    for (const Man& m : armies.men(army)) {
      INFO(name(army) << " " << m.value.get_str());
      CHECK(cossic_signs(armies, army, m.value).str() == brute_signs(m.value.get_si(), army == Army::Even));
    }
  }
}

TEST_CASE("cossic: the signs the drawings print (002 lines 629-643)", "[men][cossic]") {
  // Each row: army, number, the signs printed in {} after it, and the line.
  auto [army, value, signs, line] = GENERATE(table<Army, long, std::string, int>({
      {Army::Even, 6, "r", 629},   {Army::Even, 42, "", 629},  {Army::Even, 20, "", 629},
      {Army::Odd, 56, "", 630},    {Army::Odd, 30, "", 630},   {Army::Odd, 12, "", 630},
      {Army::Even, 81, "24", 633}, {Army::Even, 49, "2", 633}, {Army::Even, 25, "2", 633},
      {Army::Even, 9, "r2", 633},  {Army::Odd, 100, "", 634},  {Army::Odd, 64, "236", 634},
      {Army::Odd, 36, "2", 634},   {Army::Odd, 16, "24", 634}, {Army::Even, 153, "", 638},
      {Army::Even, 91, "", 638},   {Army::Even, 45, "", 638},  {Army::Even, 15, "r", 638},
      {Army::Odd, 190, "", 639},   {Army::Odd, 120, "", 639},  {Army::Odd, 66, "", 639},
      {Army::Odd, 28, "", 639},    {Army::Even, 289, "", 642}, {Army::Even, 169, "", 642},
      {Army::Even, 81, "24", 642}, {Army::Even, 25, "2", 642}, {Army::Odd, 361, "", 643},
      {Army::Odd, 225, "2", 643},  {Army::Odd, 121, "", 643},  {Army::Odd, 49, "", 643},
  }));
  INFO("002 line " << line << ": " << value);
  CHECK(cossic_signs(build_armies(), army, mpz_class(value)).str() == signs);
}

TEST_CASE("cossic: the two men the drawings misprint bear no sign", "[men][cossic]") {
  // Line 629 draws the even 72 as a bare "<>", line 630 the odd 90 as "<81>": both
  // unsigned, as 72 and 90 are (72^2, 90^2 are no men; neither is a power).
  CHECK(cossic_signs(build_armies(), Army::Even, 72).str().empty());
  CHECK(cossic_signs(build_armies(), Army::Odd, 90).str().empty());
}

TEST_CASE("cossic: the counts the prose states", "[men][cossic]") {
  const Armies armies = build_armies();
  // "The seconde order of squares hath .3. numbers marked" (002 line 640).
  CHECK(signed_men(armies, Rule::DoubledPlusOneSquared) == 3);
  // "The seconde order of triangles, have all excepts one (whiche is the number of
  // .100.)" (line 632): 7 of the 8.
  CHECK(signed_men(armies, Rule::SuccessorSquared) == 7);
  // "In the first order of squares, onely .15. is marked" (line 635).
  CHECK(signed_men(armies, Rule::SumOfTriangles) == 1);
}

TEST_CASE("cossic: the pairs equal a brute force and the printed table", "[men][cossic]") {
  std::set<std::tuple<long, long, int>> brute;
  for (const auto* roots : {&kEvenMen, &kOddMen}) {
    const auto& powers = roots == &kEvenMen ? kOddMen : kEvenMen;
    for (long r : *roots) {
      for (int k : {2, 3, 4, 6}) {
        if (ipow(r, k) < 1000 && has(powers, ipow(r, k))) brute.insert({r, ipow(r, k), k});
      }
    }
  }
  std::set<std::tuple<long, long, int>> derived;
  for (const auto& p : cossic_pairs(build_armies()))
    derived.insert({p.root.get_si(), p.power.get_si(), p.exponent});
  CHECK(derived == brute);
  // "To take by cossicall signes" (002 lines 798-809), as printed: root, power, sign.
  const std::set<std::tuple<long, long, int>> printed = {{2, 16, 4}, {2, 64, 6}, {3, 81, 4}, {3, 9, 2},
                                                         {4, 16, 2}, {4, 64, 3}, {5, 25, 2}, {6, 36, 2},
                                                         {7, 49, 2}, {8, 64, 2}, {9, 81, 2}, {15, 225, 2}};
  CHECK(derived == printed);
}

TEST_CASE("cossic: readings change the signs", "[men][cossic]") {
  const Armies armies = build_armies();
  // Under either army, the odd square 49 = 7^2 with 7 odd takes the quadrate, and the
  // even 8 = 2^3 the cube beside its root (8^2 = 64, an odd triangle: line 528).
  CossicOptions any;
  any.armies = CossicArmies::Any;
  CHECK(cossic_signs(armies, Army::Odd, 49, any).str() == "2");
  CHECK(cossic_signs(armies, Army::Odd, 49).str() == "");
  CHECK(cossic_signs(armies, Army::Even, 8, any).str() == "r3");
  CHECK(cossic_signs(armies, Army::Even, 8).str() == "r");
  // Without the cube sign 64 keeps only 2^6 and 8^2.
  CossicOptions no_cube;
  no_cube.exponents = {2, 4, 6};
  CHECK(cossic_signs(armies, Army::Odd, 64, no_cube).str() == "26");
  // The even king's top layer is 1 (002 line 532): 1 is every power of itself, and
  // bears no sign.
  CossicOptions layers;
  layers.men.pyramid_layers = true;
  CHECK(cossic_signs(armies, Army::Even, 1, layers).str() == "");
}

TEST_CASE("cossic: sign names and bad options", "[men][cossic]") {
  CHECK(sign_name(2) == "quadrate");
  CHECK(sign_name(6) == "quadrate of the cube");
  CHECK(sign_name(5) == "power 5");
  CossicOptions o;
  o.exponents = {1, 2};
  CHECK_THROWS_WITH(validate(o), "cossic signs: exponents must be at least 2, got 1");
  o.exponents = {2, 3, 2};
  CHECK_THROWS_WITH(validate(o), "cossic signs: exponent 2 given twice");
  CHECK_THROWS_AS(cossic_pairs(build_armies(), o), std::invalid_argument);
}
