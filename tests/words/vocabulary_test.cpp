#include "words/vocabulary.hpp"

#include "men/ratio_name.hpp"

#include "catch.hpp"

#include <string>
#include <utility>
#include <vector>

using namespace rithmo;

// Every name Fulke prints over his tables of proportion, with the ratio of the two men
// it stands over, taken from the lines beneath it (greater : lesser).
TEST_CASE("printed ratio names: Fulke's tables read", "[words]") {
  auto [printed, greater, lesser] = GENERATE(table<std::string, long, long>({
      // 002 line 546 over lines 547-548: 4:2, 16:4, 36:6, 64:8
      {"double.", 4, 2},
      {"quadruple.", 16, 4},
      {"sextuple.", 36, 6},
      {"occuple.", 64, 8},
      // line 549 over lines 550-551: 9:3, 25:5, 49:7, 81:9
      {"triple.", 9, 3},
      {"quintuple.", 25, 5},
      {"septupl.", 49, 7},
      {"nonuple", 81, 9},
      // line 557 over the even triangles (lines 559-560, 527-528): 9:6, 25:20, 49:42, 81:72
      {"sesquialter.", 9, 6},
      {"sesquiquart", 25, 20},
      {"sesqui.sext", 49, 42},
      {"sesqu.oct.", 81, 72},
      // line 561 over lines 563-564: 16:12, 36:30, 64:56, 100:90
      {"sesquiter.", 16, 12},
      {"sesquiquint.", 36, 30},
      {"sesquisept.", 64, 56},
      {"sesquinona.", 100, 90},
      // line 584 under the even squares (line 583, 529): 25:15, 81:45, 169:91, 289:153
      {"superbipartiens tertias", 25, 15},
      {"supquadrupartiens quintas", 81, 45},
      {"supsextupartiens septimas", 169, 91},
      {"supoctupartiens nonas", 289, 153},
      // line 591 under lines 589-590: 49:28, 121:66, 225:120, 361:190
      {"supertripartiens quartas", 49, 28},
      {"supquinpartiens sextas", 121, 66},
      {"supseptupartiens octavas", 225, 120},
      {"supnonpartiens decimas", 361, 190},
  }));
  INFO(printed);
  const auto r = read_ratio_name(printed);
  REQUIRE(r);
  CHECK(*r == Rational(greater, lesser));
}

// The same names as the 1563 print spells them (the OCR of its pages): words broken over
// the lines of a narrow column, with or without a hyphen, and the print's spellings.
TEST_CASE("printed ratio names: the print's own spellings read", "[words]") {
  auto [printed, greater, lesser] = GENERATE(table<std::string, long, long>({
      // ocr/lever-fulke-1563/page-0027.txt line 8 over line 15: 4:2; line 17 over 19: 81:9
      {"doble.", 4, 2},
      {"noncuple", 81, 9},
      // page-0029.txt line 7 over lines 12-13: 81:72
      {"sesqu. oct.", 81, 72},
      // page-0032.txt line 15 under line 14 and line 13: 25:15, 81:45, 169:91, 289:153
      {"superbi- partiens tertias.", 25, 15},
      {"supquadru partiens quintas.", 81, 45},
      {"supsextu- partiens septimas.", 169, 91},
      {"supoctu- partiens nonas", 289, 153},
      // page-0033.txt lines 14-17, each column read down, under line 12: 49:28, 225:120, 361:190
      {"Supertri- partiens. quartas.", 49, 28},
      {"supsep. tupartiens. octauas.", 225, 120},
      {"supnon- partiens. decimas.", 361, 190},
  }));
  INFO(printed);
  const auto r = read_ratio_name(printed);
  REQUIRE(r);
  CHECK(*r == Rational(greater, lesser));
}

TEST_CASE("printed ratio names: a joined name keeps the numbers it prints", "[words]") {
  // page-0033.txt lines 14-17, column 2: "supquin. tuparties. septimas." names five
  // parts of seven, (7 + 5):7, and not the column's 121:66 = 11:6 (the word "sextas." is
  // printed alone below, line 19).
  const auto r = read_ratio_name("supquin. tuparties. septimas.");
  REQUIRE(r);
  CHECK(*r == Rational(7 + 5, 7));
  CHECK(*r != Rational(121, 66));
}

TEST_CASE("printed ratio names: the parts named by ordinals", "[words]") {
  // 002 line 579 "third fyft seventh ninth" and line 586 "fourth sixth eight tenth": the
  // lesser terms of 5:3, 9:5, 13:7, 17:9 and 7:4, 11:6, 15:8, 19:10 (lines 584, 591).
  auto [printed, n] = GENERATE(table<std::string, long>({
      {"third", 3},
      {"fyft", 5},
      {"seventh", 7},
      {"ninth", 9},
      {"seuenth", 7},  // ocr/lever-fulke-1563/page-0032.txt line 9
      {"fourth", 4},
      {"sixth", 6},
      {"eight", 8},
      {"tenth", 10},
      {"tertias", 3},
      {"decimas", 10},
      {"Fifth", 5},
  }));
  CHECK(read_ordinal(printed) == n);
}

TEST_CASE("printed ratio names: what names no ratio", "[words]") {
  for (const char* text : {"", "proportion.", "supparticulares", "sesqui", "third", "super tertias",
                           "superbipartiens", "supertripartiens tertias", "7"}) {
    INFO(text);
    CHECK_FALSE(read_ratio_name(text).has_value());
  }
  for (const char* text : {"double.", "sesquialter", "", "two words", "thirteenth-ish"}) {
    INFO(text);
    CHECK_FALSE(read_ordinal(text).has_value());
  }
}

TEST_CASE("printed ratio names: latin_name read back", "[words]") {
  // Every ratio p:q > 1 with terms up to 12 whose name men/ratio_name.hpp builds: the
  // reader returns the ratio the name was built from.
  int read = 0;
  for (long q = 1; q <= 12; ++q) {
    for (long p = q + 1; p <= 12 * q && p / q <= 12; ++p) {
      const Rational r(p, q);
      if (r.denominator() != q) continue;
      const std::string latin = latin_name(r);
      INFO(latin);
      REQUIRE(read_ratio_name(latin) == r);
      ++read;
    }
  }
  CHECK(read > 100);
}

TEST_CASE("the rank of an order of men", "[words]") {
  // The first order in the five languages (no ratio has a part of one, so read_ordinal
  // reads none of these), in the period's spellings and cases.
  for (const char* text :
       {"first", "Fyrst", "premier", "Premiere", "primus", "prima", "primo", "Erste", "ersten"}) {
    INFO(text);
    CHECK(read_rank(text) == 1);
    CHECK_FALSE(read_ordinal(text).has_value());
  }
  // The second and later through read_ordinal.
  for (const auto& [text, n] : std::vector<std::pair<const char*, long>>{
           {"second", 2}, {"secundus", 2}, {"Zweite", 2}, {"seconda", 2}, {"third", 3}}) {
    INFO(text);
    CHECK(read_rank(text) == n);
  }
  for (const char* text : {"dernier", "primitive", "erstlich", ""}) {
    INFO(text);
    CHECK_FALSE(read_rank(text).has_value());
  }
}
