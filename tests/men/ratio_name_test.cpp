#include "men/ratio_name.hpp"

#include "catch.hpp"

#include <string>

using rithmo::RatioFamily;
using rithmo::Rational;

// The Latin names of the ratios in Fulke's tables of proportion (002 lines 546-591),
// in their classical spelling: the print has "double. quadruple. sextuple. occuple."
// (line 546), "sesquialter. sesquiquart ... sesquinona." (lines 557, 561) and
// "superbipartiens tertias ... supnonpartiens decimas" (lines 584, 591).
TEST_CASE("ratio names: generated from the terms of the ratio", "[men]") {
  auto [p, q, latin, family] = GENERATE(table<long, long, std::string, RatioFamily>({
      {2, 1, "duplex", RatioFamily::Multiplex},
      {3, 1, "triplex", RatioFamily::Multiplex},
      {4, 1, "quadruplex", RatioFamily::Multiplex},
      {9, 1, "nonuplex", RatioFamily::Multiplex},
      {3, 2, "sesquialter", RatioFamily::Superparticular},
      {4, 3, "sesquitertius", RatioFamily::Superparticular},
      {9, 8, "sesquioctavus", RatioFamily::Superparticular},
      {10, 9, "sesquinonus", RatioFamily::Superparticular},
      {5, 3, "superbipartiens tertias", RatioFamily::Superpartient},
      {7, 4, "supertripartiens quartas", RatioFamily::Superpartient},
      {9, 5, "superquadripartiens quintas", RatioFamily::Superpartient},
      {19, 10, "supernovempartiens decimas", RatioFamily::Superpartient},
      {5, 2, "duplex sesquialter", RatioFamily::MultiplexSuperparticular},
      {8, 3, "duplex superbipartiens tertias", RatioFamily::MultiplexSuperpartient},
      {1, 1, "aequalitas", RatioFamily::Equality},
  }));
  // Built unreduced (x3) to check that the name follows the ratio, not its spelling.
  const Rational r(3 * p, 3 * q);
  CHECK(rithmo::ratio_family(r) == family);
  CHECK(rithmo::latin_name(r) == latin);
}

TEST_CASE("ratio names: beyond the Latin numerals, the family and the ratio", "[men]") {
  CHECK(rithmo::latin_name(Rational(25, 1)) == "multiplex 25:1");
  CHECK(rithmo::latin_name(Rational(22, 21)) == "superparticular 22:21");
  CHECK_THROWS_AS(rithmo::ratio_family(Rational(1, 2)), std::invalid_argument);
}
