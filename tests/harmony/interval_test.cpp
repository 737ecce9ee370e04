#include "harmony/interval.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;

// Boethius, De institutione musica I.7: the diapason in the duple, the diapente in the
// sesquialter, the diatessaron in the sesquitertian, the diapason ac diapente in the
// triple, the bis diapason in the quadruple; the tone in the sesquioctave.
TEST_CASE("interval: the ratios of Boethius, De institutione musica I.7", "[harmony][interval]") {
  auto [text, numerator, denominator] = GENERATE(table<std::string, long, long>({
      {"diapason", 2, 1},
      {"diapente", 3, 2},
      {"diatessaron", 4, 3},
      {"tonus", 9, 8},
      {"diapason ac diapente", 3, 1},
      {"bis diapason", 4, 1},
  }));
  const Interval* i = nullptr;
  for (const Interval& each : kIntervals) {
    if (name(each) == text) i = &each;
  }
  REQUIRE(i);
  CHECK(ratio(*i) == Rational(numerator, denominator));
}

// The consonances compose as their ratios multiply: the diapente and the diatessaron
// make the diapason, the diapason and the diapente the triple, two diapasons the
// quadruple; the tone is what the diapente exceeds the diatessaron by.
TEST_CASE("interval: the consonances compose", "[harmony][interval]") {
  CHECK(ratio(Interval::Diapente) * ratio(Interval::Diatessaron) == ratio(Interval::Diapason));
  CHECK(ratio(Interval::Diapason) * ratio(Interval::Diapente) == ratio(Interval::DiapasonDiapente));
  CHECK(ratio(Interval::Diapason) * ratio(Interval::Diapason) == ratio(Interval::BisDiapason));
  CHECK(ratio(Interval::Diatessaron) * ratio(Interval::Tonus) == ratio(Interval::Diapente));
}
