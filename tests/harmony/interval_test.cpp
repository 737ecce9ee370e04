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
  const auto i = parse_interval(text);
  REQUIRE(i);
  CHECK(name(*i) == text);
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

TEST_CASE("interval: names as printed", "[harmony][interval]") {
  // ocr/jordanus-1496/page-0146.txt line 87: "B c tonus. consonantiaȝ principiū."
  CHECK(parse_interval("tonus.") == Interval::Tonus);
  CHECK(parse_interval("Diapente") == Interval::Diapente);
  CHECK(parse_interval("diapason cum diapente") == Interval::DiapasonDiapente);
  CHECK(parse_interval("diapason et diapente") == Interval::DiapasonDiapente);
  // Line 90: the OCR's "diapafō ac diapēte" is not read.
  CHECK_FALSE(parse_interval("diapafō ac diapēte"));
  CHECK_FALSE(parse_interval(""));
  CHECK_FALSE(parse_interval("diapason ac"));
}
