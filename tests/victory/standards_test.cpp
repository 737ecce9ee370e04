#include "victory/standards.hpp"

#include "catch.hpp"
#include "transcribed.hpp"

#include <string>

using namespace rithmo;

// "Victorie of standers", 002 line 876: even 1312 footmen, 130 to a standard; odd 1752,
// 1740 soldiers, 174 to a standard. Cross-checked by adding the men of "Of the men"
// (002 lines 523-531) by hand: even 20 + 120 + 140 + 164 + 304 + 564 = 1312, odd
// 24 + 164 + 188 + 216 + 404 + 756 = 1752.
TEST_CASE("standards: Fulke's armies and standards", "[victory][reference]") {
  const Armies armies = build_armies();
  const ArmyStandards even = army_standards(armies, Army::Even);
  CHECK(even.footmen == 1312);
  CHECK(even.captains == 2);
  CHECK(even.bearers == 10);
  CHECK(even.soldiers == 1300);
  CHECK(even.per_standard == Rational(130));
  const ArmyStandards odd = army_standards(armies, Army::Odd);
  CHECK(odd.footmen == 1752);
  CHECK(odd.soldiers == 1740);
  CHECK(odd.per_standard == Rational(174));
}

TEST_CASE("standards: the table of the victory of standards is the print's", "[victory][reference]") {
  // 002 lines 881-900, read from the transcription.
  const Armies armies = build_armies();
  for (Army army : {Army::Even, Army::Odd}) {
    const auto printed = testing::read_numbers(
        "fulke-1563/standards-table-" + std::string(name(army)) + ".csv", {"standards", "men"}, false);
    const auto table = standards_table(armies, army);
    REQUIRE(table.size() == printed.size());
    for (std::size_t k = 0; k < table.size(); ++k) {
      CHECK(printed[k][0] == static_cast<long>(k + 1));
      CHECK(table[k] == Rational(printed[k][1]));
    }
  }
}

TEST_CASE("standards: the winning sentences of lines 878-879", "[victory][reference]") {
  // "If the even hoste wyne .348. men he hath obtayned two standerds": two odd standards.
  const Armies armies = build_armies();
  CHECK(standards_table(armies, Army::Odd)[1] == Rational(348));
  CHECK(standards_table(armies, Army::Odd)[2] == Rational(522));
  CHECK(standards_table(armies, Army::Even)[1] == Rational(260));
  CHECK(standards_table(armies, Army::Even)[2] == Rational(390));
}

TEST_CASE("standards: other readings", "[victory]") {
  const Armies armies = build_armies();
  StandardsOptions roots;
  roots.king = KingAmongFootmen::TotalAndRoots;
  // The even king's roots 1..6 add 21, the odd king's 4..8 add 30 (002 lines 690-691).
  CHECK(army_standards(armies, Army::Even, roots).footmen == 1312 + 21);
  CHECK(army_standards(armies, Army::Odd, roots).footmen == 1752 + 30);
  StandardsOptions seven;
  seven.standards = 7;
  CHECK(army_standards(armies, Army::Even, seven).per_standard == Rational(1312 - 2 - 7, 7));
  StandardsOptions none;
  none.standards = 0;
  CHECK_THROWS_WITH(army_standards(armies, Army::Even, none), "standards must be at least 1, got 0");
}

TEST_CASE("standards: the kings left out", "[victory][standards]") {
  // Savard's "not counting the Pyramid" (003 line 247) taken to the letter: the
  // footmen of 002 line 876 (1312, 1752) less the kings' totals (91, 190; 002 lines
  // 595-597).
  StandardsOptions o;
  o.king = KingAmongFootmen::None;
  const Armies armies = build_armies();
  CHECK(army_standards(armies, Army::Even, o).footmen == 1312 - 91);
  CHECK(army_standards(armies, Army::Odd, o).footmen == 1752 - 190);
}

TEST_CASE("standards: bearers apart from the standards", "[victory][standards]") {
  // The audit's reading `bearers` (002 line 876, "the ten standard bearers") may differ
  // from the number of standards: 1312 - 2 - 4 = 1306 soldiers in 10 standards.
  StandardsOptions o;
  o.bearers = 4;
  const ArmyStandards even = army_standards(build_armies(), Army::Even, o);
  CHECK(even.bearers == 4);
  CHECK(even.soldiers == 1312 - 2 - 4);
  CHECK(even.per_standard == Rational(1312 - 2 - 4, 10));
  o.bearers = -1;
  CHECK_THROWS_WITH(army_standards(build_armies(), Army::Even, o),
                    "standard-bearers must not be negative, got -1");
}

TEST_CASE("standards: the readings of the king by name", "[victory][standards]") {
  for (KingAmongFootmen k :
       {KingAmongFootmen::Total, KingAmongFootmen::TotalAndRoots, KingAmongFootmen::None}) {
    CHECK(kKingAmongFootmenNames.parse(name(k)) == k);
  }
  CHECK(name(KingAmongFootmen::TotalAndRoots) == "total+roots");
  CHECK_FALSE(kKingAmongFootmenNames.parse("roots").has_value());
  const Armies armies = build_armies();
  // The kings' totals 91 and 190 (002 lines 595-597).
  CHECK(describe(KingAmongFootmen::Total, armies, Army::Even) == "the king as 91, his roots not counted");
  CHECK(describe(KingAmongFootmen::TotalAndRoots, armies, Army::Odd) == "the king as 190 and his roots");
  CHECK(describe(KingAmongFootmen::None, armies, Army::Odd) == "the king left out");
}
