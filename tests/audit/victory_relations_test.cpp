#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "relation_audit.hpp"

#include <map>
#include <numeric>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// A printed row of common-victories.csv: victory, goals (empty: not stated), the men,
// and the stated excess (extra column), as text.
PrintedRow victory(const std::string& v, const std::string& sum, const std::string& men_goal,
                   const std::string& chars, const std::string& men, const std::string& excess = "") {
  PrintedRow p;
  p.row = 1;
  p.cells = {v, sum, men_goal, chars, men};
  p.keys = {v};
  p.extra = {{"stated_excess", excess}};
  return p;
}

bool holds(const PrintedRow& p, const RelationParams& params = {}) {
  return bind_relation(build_armies(), "common-victory", params).check({p}).empty();
}

}  // namespace

TEST_CASE("common-victory: rows accepted and rejected", "[audit][victory]") {
  // Sums and characters by hand; the men of 002 lines 523-531 (even: 2 4 6 8, 4 16 36
  // 64, 6 20 42 72, 9 25 49 81, 15 45 91 153, 25 81 169 289), each army 24 men (line
  // 517), the even's sum 1312 (line 876).
  auto [label, row, ok] = GENERATE(table<std::string, PrintedRow, bool>({
      // 2+4+6+8+4+16+45+15 = 100 in 8 even men (line 870)
      {"honour of line 870", victory("honour", "100", "8", "", "2 4 6 8 4 16 45 15"), true},
      {"honour in 7 men", victory("honour", "100", "8", "", "2 4 6 8 4 16 60"), false},
      // 153 + 2 = 155 in two men and 3 + 1 = 4 characters, but 153 alone makes 100: "so
      // that there be not .100. upon one man" (line 874), written of honour and quarrel
      {"one man makes the goal", victory("honour-and-quarrel", "100", "2", "4", "153 2"), false},
      // the victory of honour (line 870) sets no such condition (victory/goal.hpp)
      {"one man makes the goal of honour", victory("honour", "100", "2", "", "153 2"), true},
      // 2+4+6+8+4+6+9+64 = 103 in 8 men and 9 characters (line 872)
      {"honour and quarrel of line 872", victory("honour-and-quarrel", "100", "8", "9", "2 4 6 8 4 6 9 64"),
       true},
      {"a third 6", victory("honour-and-quarrel", "100", "8", "9", "2 4 6 8 6 6 9 64"), false},
      // 2+4+6+8+20+64 = 104: more than 100 by 4 in 8 characters
      {"quarrel with its excess", victory("quarrel", "100", "", "8", "2 4 6 8 20 64", "4"), true},
      {"quarrel, wrong excess", victory("quarrel", "100", "", "8", "2 4 6 8 20 64", "5"), false},
      {"bodies", victory("bodies", "", "10", "", ""), true},
      {"bodies beyond an army", victory("bodies", "", "25", "", ""), false},
      {"goods beyond the even army", victory("goods", "1313", "", "", ""), false},
      {"goods with a goal of men", victory("goods", "100", "8", "", ""), false},
  }));
  INFO(label);
  CHECK(holds(row) == ok);
}

// The victory named in the book's words (Boissière's "Victoire de corps", page 0062;
// Fulke's "Victorie of honour and quarell", 002 line 872): judged as its key is, a
// goal in a column the victory does not set still refused; a name no language gives is
// a word not read, once, its rows not judged.
TEST_CASE("common-victory: the victory in the book's own words", "[audit][victory]") {
  const std::vector<std::pair<std::string, std::vector<std::string>>> names = {
      {"bodies", {"Victorie of bodies", "Victoire de corps", "victoria corporum", "di corpi", "der Leiber"}},
      {"goods",
       {"Victorye of goods", "Victorie of goodes", "victoire de biens", "de bonis", "vittoria di beni",
        "Vittoria de i beni", "der Güter", "Vitt. de' Beni", "Vict. bonorum", "Sieg der Güter"}},
      {"quarrel",
       {"Victory of quarell", "victoire des proces", "de lite", "des Streits", "des Haders", "des Zancks"}},
      {"honour",
       {"Victorie of honour", "Victoire d'honneur", "de honore", "di honore", "Vittoria dell'honore",
        "dell' onore", "der Ehren"}},
      {"honour-and-quarrel",
       {"victorie of honour and quarell", "d'honneur et de proces", "de honore et lite",
        "Vittoria dell'honore e della lite", "der Ehren und des Streits",
        // the ampersand, which the folding drops
        "Vittoria dell'Honore & della Lite", "Victoire d'honneur & de proces"}},
  };
  // A row that holds under each key (above: line 870, line 872, the quarrel of
  // 2+4+6+8+20+64 = 104 in 8 characters), and one that sets a goal the victory does
  // not: goods sets no goal of men.
  const std::map<std::string, PrintedRow> rows = {
      {"bodies", victory("", "", "10", "", "")},
      {"goods", victory("", "100", "", "", "")},
      {"quarrel", victory("", "100", "", "8", "2 4 6 8 20 64", "4")},
      {"honour", victory("", "100", "8", "", "2 4 6 8 4 16 45 15")},
      {"honour-and-quarrel", victory("", "100", "8", "9", "2 4 6 8 4 6 9 64")},
  };
  for (const auto& [key, words] : names) {
    for (const std::string& w : words) {
      INFO(w);
      PrintedRow row = rows.at(key);
      row.cells[0] = w;
      row.keys = {w};
      CHECK(holds(row));
    }
  }
  // "de biens" with a goal of men: goods sets none (002 line 865).
  CHECK_FALSE(holds(victory("victoire de biens", "100", "8", "", "")));
  PrintedRow second = victory("Victoire de standars", "", "10", "", "");
  second.row = 2;
  const auto findings = bind_relation(build_armies(), "common-victory", {{"language", "french"}})
                            .check({victory("Victoire de standars", "", "10", "", ""), second});
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind == FindingKind::NotRead);
  CHECK(findings[0].explanation.rfind("not read: 'Victoire de standars' (French)", 0) == 0);
  CHECK(findings[0].explanation.find("rows 1, 2") != std::string::npos);
}

TEST_CASE("common-victory: a goal in a column the victory does not set is not searched for slips",
          "[audit][victory]") {
  // Bodies sets a goal of men only (002 line 863), so a goal of characters beside it
  // stays wrong whatever its digits. The row is unresolved and says why; before, the
  // search for two slips in the 31 digits took most of a second. A name that is no
  // victory's ("f rrel", an OCR's quarrel) is a word not read, and nothing is searched.
  const auto garbled = bind_relation(build_armies(), "common-victory", {})
                           .check({victory("f rrel", "100", "8", "9", "2 4 6 8 4 6 9 64")});
  REQUIRE(garbled.size() == 1);
  CHECK(garbled[0].kind == FindingKind::NotRead);
  const PrintedRow row = victory("bodies", "", "6", "2222222222222222222222222222222", "");
  const auto findings = bind_relation(build_armies(), "common-victory", {}).check({row});
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind == FindingKind::Unresolved);
  CHECK(findings[0].explanation.find(
            "no slip of the printer's digits mends a goal in a column the victory does not set") !=
        std::string::npos);
  // A goal the victory does set is still weighed for slips: 2+4+6+8+4+16+45+15 = 100 in
  // 8 men (line 870), printed with 9 for 8.
  const auto slip = bind_relation(build_armies(), "common-victory", {})
                        .check({victory("honour", "100", "9", "", "2 4 6 8 4 16 45 15")});
  REQUIRE(slip.size() == 1);
  CHECK(slip[0].kind == FindingKind::Erratum);
}

TEST_CASE("common-victory: a goal outside the victory's columns, read from a CSV in another order",
          "[audit][victory]") {
  // The columns in another order than the relation's, under each reading of the
  // example's army and of the counts: the row of bodies with a goal of characters is
  // refused for its column whatever the reading, and the honour row printed with 9 for 8
  // men (line 870: 100 in 8 men) is still emended.
  const std::string csv =
      "men,goal_characters,victory,goal_men,goal_sum,line\n"
      ",2222222222222222222222222222222,bodies,6,,1\n"
      "2 4 6 8 4 16 45 15,,honour,9,100,2\n";
  const auto [army, counts] = GENERATE(table<std::string, std::string>(
      {{"one", "exactly"}, {"either", "exactly"}, {"any", "exactly"}, {"one", "at-least"}}));
  CAPTURE(army, counts);
  const TableAudit a =
      rithmo::testing::audit_text(csv, "common-victory", {{"example-army", army}, {"counts", counts}});
  REQUIRE(a.findings.size() == 2);
  CHECK(a.findings[0].kind == FindingKind::Unresolved);
  CHECK(a.findings[0].explanation.find("no slip of the printer's digits mends a goal in a column the victory "
                                       "does not set") != std::string::npos);
  CHECK(a.findings[1].kind == FindingKind::Erratum);
}

// Inputs of the audit fuzz target (tests/fuzz/audit/regression--victory-*): a number
// with a leading zero, with the period of period print, or two spaces in the list of men
// threw "mpz_set_str". Each reads as the plain number: the rows hold as in the table
// above (2+4+6+8+4+16+45+15 = 100 in 8 men, line 870; 10 men of bodies).
TEST_CASE("common-victory: numbers as printed, leading zeros and periods", "[audit][victory]") {
  CHECK(holds(victory("bodies", "", "010", "", "")));
  CHECK(holds(victory("honour", "100.", "08", "", "2 4 6 8 4 16 045 15.")));
  CHECK(holds(victory("honour", "100", "8", "", "2 4 6 8  4 16 45 15")));
  CHECK(holds(victory("quarrel", "100", "", "8", "2 4 6 8 20 64", "04")));
  CHECK_FALSE(holds(victory("quarrel", "100", "", "8", "2 4 6 8 20 64", "09")));
}

TEST_CASE("common-victory: the readings of the example's men and counts", "[audit][victory]") {
  // Men of both armies: 5 is odd, 2 4 6 even (002 line 523). 2+4+6+5+81+9 = 107.
  const PrintedRow mixed = victory("quarrel", "100", "", "7", "2 4 6 5 81 9");
  CHECK_FALSE(holds(mixed));
  CHECK(holds(mixed, {{"example-army", "either"}}));
  // 10 characters where 9 are decreed: only "at least" allows it (du Coeur 001 line 115).
  const PrintedRow ten = victory("honour-and-quarrel", "100", "8", "9", "2 4 6 8 4 6 20 64");
  CHECK_FALSE(holds(ten));
  CHECK(holds(ten, {{"counts", "at-least"}}));
}

TEST_CASE("common-victory: Fulke's quarrel example under looser readings", "[audit][victory][fulke]") {
  // With any numbers allowed, the arithmetic alone is wrong: 2+4+5+8+24+64 = 107 is more
  // than 100 by 7. One slip mends it in seven ways: the excess 4 -> 7, the goal 100 ->
  // 103, or one digit of a man making the sum 104 (4 -> 1, 5 -> 2, 8 -> 5, 24 -> 21,
  // 64 -> 61); a tie, not decided.
  const PrintedRow row = victory("quarrel", "100", "", "8", "2 4 5 8 24 64", "4");
  const auto findings =
      bind_relation(build_armies(), "common-victory", {{"example-army", "any"}}).check({row});
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind == FindingKind::Tie);
  std::vector<NumberRow> readings;
  for (const auto& c : findings[0].candidates) readings.push_back(c.row);
  std::sort(readings.begin(), readings.end());
  CHECK(readings == std::vector<NumberRow>{{100, 8, 2, 1, 5, 8, 24, 64, 4},
                                           {100, 8, 2, 4, 2, 8, 24, 64, 4},
                                           {100, 8, 2, 4, 5, 5, 24, 64, 4},
                                           {100, 8, 2, 4, 5, 8, 21, 64, 4},
                                           {100, 8, 2, 4, 5, 8, 24, 61, 4},
                                           {100, 8, 2, 4, 5, 8, 24, 64, 7},
                                           {103, 8, 2, 4, 5, 8, 24, 64, 4}});
}

TEST_CASE("common-victory: Fulke's goals and examples, 002 lines 863-872", "[audit][victory][fulke]") {
  // Checked by hand against line 867: ".2.4.5.8.24.64. so you have .100. in .8.
  // characters ... more then .100. by .4.": 2+4+5+8+24+64 = 107 (1+1+1+1+2+2 = 8
  // characters), more than 100 by 7; 24 is no man of either army (002 lines 523-531),
  // and 5 is odd while 2, 4, 8 are even only. No single slip mends it; two do: 5 for 6
  // and 24 for 20 give 2 4 6 8 20 64, even men all (rounds 2 4 6 8, triangle 20), 104 =
  // 100 + 4 in 8 characters, the only reading at that cost: proposed, at 2^-2. The other rows hold: the goals
  // of lines 863 and 865, honour 2+4+6+8+4+16+45+15 = 100 in 8 even men (line 870), honour and quarrel
  // 2+4+6+8+4+6+9+64 = 103 in 8 even men and 9 characters (line 872).
  const TableAudit audit = testing::audit_transcribed("fulke-1563/common-victories.csv");
  CHECK(audit.rows == 9);
  CHECK(testing::summary(audit) ==
        std::vector<std::string>{"erratum 7 867: 100 8 2 4 5 8 24 64 4 -> 100 8 2 4 6 8 20 64 4"});
  REQUIRE(audit.findings.size() == 1);
  const std::string& why = audit.findings[0].explanation;
  CHECK(why.find("107 exceeds 100 by 7, not by 4") != std::string::npos);
  CHECK(why.find("read 100 8 2 4 6 8 20 64 4: 2 + 4 + 6 + 8 + 20 + 64 = 104") != std::string::npos);
  // The reading checked independently: even men, sum and characters.
  const std::vector<long> mended = {2, 4, 6, 8, 20, 64};
  CHECK(std::accumulate(mended.begin(), mended.end(), 0L) == 100 + 4);
}

TEST_CASE("common-victory: du Coeur's goals and examples, 000 and 001 lines 111-119",
          "[audit][victory][du-coeur]") {
  // Checked by hand: 000 "the .8. has a single character, the .24. has twoo, and the
  // .225. has three": the characters are right, but no man bears 24 (002 lines
  // 523-531); one slip gives 20, 25, 28, 42 or 64, a tie. 001 line 115: 2+4+6+8+25+64 =
  // 109 in 8 characters, even men all, as stated. The goals are within an army's reach.
  const TableAudit audit = testing::audit_transcribed("du-coeur-1998/victory-examples.csv");
  CHECK(audit.rows == 17);
  CHECK(testing::summary(audit) == std::vector<std::string>{"tie 7 1: 24 2 -> tie of 5"});
}
