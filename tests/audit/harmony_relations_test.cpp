#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "number/rational.hpp"
#include "relation_audit.hpp"

#include "catch.hpp"

#include <map>
#include <string>
#include <vector>

using namespace rithmo;
using namespace rithmo::testing;

namespace {

const std::string kHeader = "grade,a,b,c,d,arithmetic,geometric,musical\n";

// The condition a musical triple a < b < c meets, written out here apart from the
// library: (c - b) : (b - a) = c : a.
bool musical(long a, long b, long c) { return (c - b) * a == (b - a) * c; }

}  // namespace

// Faber's table of victories with their parts, ocr/jordanus-1496/page-0146.txt lines
// 51-58 (the greatest) and 59 (a lesser one), each set with its parts as printed.
TEST_CASE("victory-parts: Faber's sets with their parts hold", "[audit][harmony]") {
  const std::string rows =
      "greatest,2,3,4,6,2 4 6,2 3 4 6,2 3 6\n"                // line 51
      "greatest,4,6,8,12,4 8 12,4 6 8 12,4 6 12\n"            // line 52
      "greatest,6,8,9,12,6 9 12,6 8 9 12,6 8 12\n"            // line 53
      "greatest,4,6,9,12,6 9 12,4 6 9,4 6 12\n"               // line 54
      "greatest,2,9,16,72,2 9 16,2 9 16 72,9 16 72\n"         // line 55
      "greatest,3,5,15,25,5 15 25,3 5 15 25,3 5 15\n"         // line 56
      "greatest,5,9,45,81,9 45 81,5 9 45 81,5 9 45\n"         // line 57
      "greatest,5,25,45,225,5 25 45,5 25 45 225,25 45 225\n"  // line 58
      "greater,5,15,25,45,5 25 45,5 15 45,\n";                // line 59
  const TableAudit audit = audit_text(kHeader + rows, "victory-parts");
  CHECK(audit.rows == 9);
  CHECK(audit.findings.empty());
}

TEST_CASE("victory-parts: a slip in a part names the part and its mending", "[audit][harmony]") {
  // Line 51 with its arithmetic part set 2 4 7: 7 is no number of the set. One digit
  // mends it two ways, both arithmetic among 2 3 4 6: 2 4 6 (4 - 2 = 6 - 4) and 2 4 3
  // (3 - 2 = 4 - 3); the part is printed rising, as every part of the table, and only
  // 2 4 6 keeps its order: the one reading, proposed.
  const TableAudit audit = audit_text(kHeader + "greatest,2,3,4,6,2 4 7,2 3 4 6,2 3 6\n", "victory-parts");
  REQUIRE(audit.findings.size() == 1);
  const Finding& f = audit.findings.front();
  CHECK(f.kind == FindingKind::Erratum);
  CHECK(f.who == FindingClass::Printer);
  CHECK(
      f.explanation.find("the arithmetic part '2 4 7' fails: 7 is not one of the set's numbers (2 3 4 6)") !=
      std::string::npos);
  CHECK(f.explanation.find("one slip mends it: digit changed: 7 printed for 6 in cell 3, reading 2 4 6") !=
        std::string::npos);
  CHECK(f.explanation.find("reading 2 4 3") == std::string::npos);
  REQUIRE(f.emendation());
  REQUIRE(f.emendation()->key);
  CHECK(f.emendation()->key->column == "arithmetic");
  CHECK(f.emendation()->key->reading == "2 4 6");
  CHECK(reading_text(*f.emendation()) == "arithmetic 2 4 6: 2 3 4 6");
  CHECK(describe(*f.emendation()) == "digit changed: 7 printed for 6 in cell 3 of column arithmetic");
}

TEST_CASE("victory-parts: a slip in a part is mended whatever the columns' order and the grade's language",
          "[audit][harmony]") {
  // Barozzi's greater victory 9 15 30 45 with its musical part «6 15 45» (barozzi-1572
  // page-0045 line 25), keyed here with the columns in another order, the set given
  // greatest first, and the grade in Italian: (45 - 15):(15 - 9) = 45:9 reads 9 15 45.
  REQUIRE((45 - 15) * 9 == 45 * (15 - 9));
  const TableAudit audit =
      audit_text("musical,arithmetic,grade,d,c,b,a\n6 15 45,15 30 45,maggiore,45,30,15,9\n", "victory-parts",
                 {{"language", "italian"}});
  REQUIRE(audit.findings.size() == 1);
  const Finding& f = audit.findings.front();
  CHECK(f.kind == FindingKind::Erratum);
  REQUIRE(f.emendation());
  REQUIRE(f.emendation()->key);
  CHECK(f.emendation()->key->column == "musical");
  CHECK(f.emendation()->key->reading == "9 15 45");
  CHECK(f.emendation()->slip.kind == SlipKind::SixNine);
}

TEST_CASE("victory-parts: a part no slip in order mends stays unresolved", "[audit][harmony]") {
  // Boissière prints the greater victory 2 4 6 8 with the geometric part «4 6 8»
  // (boissiere-1554 page-0074 line 11), where 2:4 = 4:8 makes 2 4 8 the part (Barozzi
  // prints it so). One slip gives «4 2 8», the same numbers out of order: no reading.
  REQUIRE(2 * 8 == 4 * 4);
  const TableAudit audit = audit_text(kHeader + "greater,2,4,6,8,2 4 6,4 6 8,\n", "victory-parts");
  REQUIRE(audit.findings.size() == 1);
  CHECK(audit.findings.front().kind == FindingKind::Unresolved);
  CHECK_FALSE(audit.findings.front().emendation());
}

TEST_CASE("victory-parts: a part printed with leading zeros is read in decimal", "[audit][harmony]") {
  // Line 51 with its parts keyed "02 04 06" and "08" for 6: read as C reads "08" (no
  // octal number) the part threw out of the audit. In decimal 02 04 06 is the
  // arithmetic part 2 4 6, which holds, and 08 is eight, no number of the set.
  const TableAudit holds = audit_text(kHeader + "greatest,2,3,4,6,02 04 06,2 3 4 6,2 3 6\n", "victory-parts");
  CHECK(holds.findings.empty());
  const TableAudit eight = audit_text(kHeader + "greatest,2,3,4,6,2 4 08,2 3 4 6,2 3 6\n", "victory-parts");
  REQUIRE(eight.findings.size() == 1);
  CHECK(eight.findings.front().explanation.find("8 is not one of the set's numbers (2 3 4 6)") !=
        std::string::npos);
}

TEST_CASE("victory-parts: a part among the set but not in its proportion", "[audit][harmony]") {
  // 2 3 4 are numbers of the set 2 3 4 6, but 3 - 2 = 1 and 4 - 3 = 1 make them
  // arithmetic, not musical: (4 - 3):(3 - 2) = 1 while 4:2 = 2.
  REQUIRE_FALSE(musical(2, 3, 4));
  const TableAudit audit = audit_text(kHeader + "greatest,2,3,4,6,2 4 6,2 3 4 6,2 3 4\n", "victory-parts");
  REQUIRE(audit.findings.size() == 1);
  CHECK(audit.findings.front().explanation.find(
            "the musical part '2 3 4' fails: 2 3 4 are not in musical proportion") != std::string::npos);
}

TEST_CASE("victory-parts: a slip in the set is mended, the parts its evidence", "[audit][harmony]") {
  // Line 51 with the set's 6 set as 8: the parts name 2, 3, 4 and 6, so one set reads.
  const TableAudit audit = audit_text(kHeader + "greatest,2,3,4,8,2 4 6,2 3 4 6,2 3 6\n", "victory-parts");
  REQUIRE(audit.findings.size() == 1);
  const Finding& f = audit.findings.front();
  REQUIRE(f.emendation());
  CHECK(text_of(f.emendation()->row) == "2 3 4 6");
}

TEST_CASE("victory-parts: a greatest set printed among the lesser victories", "[audit][harmony]") {
  // Line 60: 12 15 16 20 with 12.16.20 arithmetic and 12.15.16.20 geometric. It shows the
  // musical 12 15 20 too, so it is a lesser victory only if "two" means at least two.
  REQUIRE(16 - 12 == 20 - 16);
  REQUIRE(12 * 20 == 15 * 16);
  REQUIRE(musical(12, 15, 20));
  const std::string table = kHeader + "greater,12,15,16,20,12 16 20,12 15 16 20,\n";
  const TableAudit exactly = audit_text(table, "victory-parts", {{"two", "exactly"}});
  REQUIRE(exactly.findings.size() == 1);
  CHECK(exactly.findings.front().explanation.find("it shows all three kinds") != std::string::npos);
  CHECK(audit_text(table, "victory-parts", {{"two", "at-least"}}).findings.empty());
}

// A great victory is three numbers in one proportion, the greater and greatest four
// (lib/harmony/triumph.hpp, after Fulke and du Coeur): a table may give all three
// grades, the great with its fourth number left empty or with no such column.
TEST_CASE("victory-parts: the great victory of three numbers, the others of four", "[audit][harmony]") {
  // 2 3 4: 3 - 2 = 4 - 3. 2 3 5: in no proportion, checked here.
  REQUIRE(3 - 2 == 4 - 3);
  REQUIRE(3 - 2 != 5 - 3);
  REQUIRE(3 * 3 != 2 * 5);
  REQUIRE_FALSE(musical(2, 3, 5));
  const TableAudit great = audit_text(kHeader + "great,2,3,4,,2 3 4,,\n", "victory-parts");
  CHECK(great.findings.empty());
  CHECK(great.valid == 1);
  CHECK(audit_text("grade,a,b,c,arithmetic\ngreat,4,3,2,2 3 4\n", "victory-parts").findings.empty());
  // Three numbers in no proportion: the printer's, not a row set aside.
  const TableAudit wrong = audit_text(kHeader + "great,2,3,5,,,,\n", "victory-parts");
  REQUIRE(wrong.findings.size() == 1);
  CHECK(wrong.findings.front().kind != FindingKind::NotChecked);
  CHECK(wrong.findings.front().kind != FindingKind::NotRead);
  CHECK(wrong.valid == 0);
  // A greater victory of three numbers cannot be right.
  const TableAudit short_greater = audit_text(kHeader + "greater,2,3,4,,2 3 4,,\n", "victory-parts");
  REQUIRE(short_greater.findings.size() == 1);
  CHECK(short_greater.findings.front().explanation.find("not four different numbers") != std::string::npos);
}

// The great victory named on a row of four numbers: the word may name another grade in
// the book's usage (as grande does in French and in Italian), so the row is reported as
// not checked, never as the printer's error.
TEST_CASE("victory-parts: the great victory named on four numbers is not checked", "[audit][harmony]") {
  const TableAudit audit = audit_text(kHeader + "great,2,3,4,6,2 4 6,,\n", "victory-parts");
  REQUIRE(audit.findings.size() == 1);
  CHECK(audit.findings.front().kind == FindingKind::NotChecked);
  CHECK(audit.findings.front().who == FindingClass::None);
  CHECK(audit.findings.front().explanation.rfind("not checked: 'great' reads as the great victory", 0) == 0);
  CHECK(audit.valid == 0);
  // Its numbers are not judged: the same row with a number no man bears is not checked
  // either, and the rows around it are judged as before.
  const TableAudit mixed = audit_text(kHeader + "great,2,3,4,999,,,\ngreatest,2,3,4,6,2 4 6,2 3 4 6,2 3 6\n",
                                      "victory-parts", {{"two", "exactly"}});
  REQUIRE(mixed.findings.size() == 1);
  CHECK(mixed.findings.front().kind == FindingKind::NotChecked);
  CHECK(mixed.findings.front().row == 1);
  CHECK(mixed.valid == 1);
}

// A book names the grade in its own words: read through the vocabulary, the row is
// judged by the grade named; a grade no language names is a word not read (once, with
// every row that prints it), never the printer's error.
TEST_CASE("victory-parts: the grade in the book's own words", "[audit][harmony]") {
  // Line 51's set 2 3 4 6 shows all three kinds: a greatest set, not a greater one
  // (under the plain reading two=exactly).
  for (const char* greatest : {"Victoria maxima", "tres grãs victoires", "la plus grande", "massima"}) {
    INFO(greatest);
    CHECK(audit_text(kHeader + "\"" + greatest + "\",2,3,4,6,2 4 6,2 3 4 6,2 3 6\n", "victory-parts",
                     {{"two", "exactly"}})
              .findings.empty());
  }
  for (const char* greater : {"Victoria maior", "plus grande", "maggiore", "Grösser Sieg"}) {
    INFO(greater);
    const TableAudit a =
        audit_text(kHeader + "\"" + greater + "\",2,3,4,6,,,\n", "victory-parts", {{"two", "exactly"}});
    REQUIRE(a.findings.size() == 1);
    CHECK(a.findings[0].kind != FindingKind::NotRead);
  }
  const TableAudit a = audit_text(kHeader + "Vittoria piccola,2,3,4,6,,,\nVittoria piccola,4,6,8,12,,,\n",
                                  "victory-parts", {{"language", "italian"}});
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].kind == FindingKind::NotRead);
  CHECK(a.findings[0].explanation.rfind("not read: 'Vittoria piccola' (Italian)", 0) == 0);
  CHECK(a.findings[0].explanation.find("rows 1, 2") != std::string::npos);
  CHECK(a.valid == 0);
}

// The bare "grande" is the table's language's: Boissière's victories are "mediocre,
// grande & excellente" (ocr/boissiere-1554/page-0069.txt line 5), his greater one
// "Victoire grande" (page-0073.txt line 11); in Italian grande is the great, of three
// numbers.
TEST_CASE("victory-parts: Boissière's grande is the greater, in French only", "[audit][harmony]") {
  // Page 0074 line 10: 2 3 4 8, the arithmetic 2 3 4 and the geometric 2 4 8.
  REQUIRE(3 - 2 == 4 - 3);
  REQUIRE(4 * 4 == 2 * 8);
  REQUIRE_FALSE(musical(2, 3, 4));
  REQUIRE_FALSE(musical(2, 3, 8));
  REQUIRE_FALSE(musical(2, 4, 8));
  REQUIRE_FALSE(musical(3, 4, 8));
  // In the relation's column order and in another, with the grade last.
  const std::vector<std::string> tables = {
      kHeader + "Victoire grande,2,3,4,8,2 3 4,2 4 8,\n",
      "d,geometric,c,b,arithmetic,a,grade\n8,2 4 8,4,3,2 3 4,2,grande victoire\n"};
  for (const std::string& csv : tables) {
    INFO(csv);
    CHECK(audit_text(csv, "victory-parts", {{"language", "french"}}).findings.empty());
    // In Italian the row names the great victory on four numbers: not checked, and no
    // error.
    const TableAudit italian = audit_text(csv, "victory-parts", {{"language", "italian"}});
    REQUIRE(italian.findings.size() == 1);
    CHECK(italian.findings[0].kind == FindingKind::NotChecked);
  }
  // In Italian the great victory of three numbers and the greater of four, in one table.
  const TableAudit grades =
      audit_text(kHeader + "Vittoria grande,2,3,4,,2 3 4,,\nVittoria maggiore,2,3,4,8,2 3 4,2 4 8,\n",
                 "victory-parts", {{"language", "italian"}});
  CHECK(grades.findings.empty());
  CHECK(grades.valid == 2);
  // The excellent victory is the greatest: 2 3 4 6 (Faber's line 51) in French words.
  CHECK(audit_text(kHeader + "Victoire excellente,2,3,4,6,2 4 6,2 3 4 6,2 3 6\n", "victory-parts",
                   {{"language", "french"}, {"two", "exactly"}})
            .findings.empty());
}

// A kind of proportion in the book's words ("Medietas arith.", "Geo.", "har.", Faber's
// cuts, page-0146.txt line 51), and one no language names.
TEST_CASE("proportion-examples: the kind in the book's own words", "[audit][harmony]") {
  // 2 4 6: 4 - 2 = 6 - 4; 2 4 8: 2:4 = 4:8; 3 4 6: (6 - 4):(4 - 3) = 6:3, checked here.
  REQUIRE(musical(3, 4, 6));
  const std::string csv = "kind,numbers\nMedietas arith.,2 4 6\nGeo.,2 4 8\nhar.,3 4 6\narmonica,3 4 6\n";
  CHECK(audit_text(csv, "proportion-examples").findings.empty());
  // The same numbers under another kind's words do not hold.
  CHECK(audit_text("kind,numbers\nGeometrica,2 4 6\n", "proportion-examples").findings.size() == 1);
  const TableAudit a = audit_text("kind,numbers\nMedietas,2 4 6\nVittoria,2 3 5\nVittoria,2 3 4\n",
                                  "proportion-examples", {{"language", "italian"}});
  REQUIRE(a.findings.size() == 2);
  for (const Finding& f : a.findings) CHECK(f.kind == FindingKind::NotRead);
}

// Faber's table as transcribed (tables/faber-1496/victories.csv), each finding checked
// against the page: line 60 prints 12 15 16 20 among the "Minores Victorie", which
// keep "only two medieties" (page-0145.txt line 8), and it shows all three.
TEST_CASE("victory-parts: Faber's table as transcribed", "[audit][harmony]") {
  const TableAudit audit = audit_transcribed("faber-1496/victories.csv");
  CHECK(audit.rows == 10);
  REQUIRE(audit.findings.size() == 1);
  CHECK(audit.findings.front().line == 60);
  CHECK(audit.findings.front().kind == FindingKind::Unresolved);
}

// Faber's examples of the fifth rule, ocr/jordanus-1496/page-0146.txt lines 34-36, each
// taking checked here: 2 x 6 = 12, 3 x 2 = 6, 3 x 3 = 9, 3 x 5 = 15 hold; line 35
// "septenarium octo" gives 7 over 8 spaces, where 2 x 8 = 16. The tables are examples
// ("partial"): the takings they do not give are no omissions.
TEST_CASE("spaces examples: Faber's fifth rule as transcribed", "[audit][faber]") {
  REQUIRE(2 * 6 == 12);
  REQUIRE(3 * 2 == 6);
  REQUIRE(3 * 3 == 9);
  REQUIRE(3 * 5 == 15);
  REQUIRE(2 * 8 != 7);
  const TableAudit even = audit_transcribed("faber-1496/spaces-examples-even.csv");
  REQUIRE(even.findings.size() == 1);
  CHECK(even.findings.front().line == 35);
  CHECK(even.findings.front().kind == FindingKind::Unresolved);
  CHECK(of_kind(even, FindingKind::Omission).empty());
  CHECK(audit_transcribed("faber-1496/spaces-examples-odd.csv").findings.empty());
}

TEST_CASE("proportion-examples: the 64-bit test of a row agrees with the exact one", "[audit]") {
  // valid takes 64-bit integers where every number and product fits and the exact
  // way otherwise; valid_exact always works in rationals. Rows: every three or four
  // numbers drawn from 1 to 30 (a sample), progressions of each kind, the four-term
  // sets of two equal ratios, and progressions whose squares pass 2^63.
  const BoundRelation r = bind_relation(build_armies(), "proportion-examples", {});
  auto exact = [](const NumberRow& n) {
    ExactRow e;
    for (const auto& x : n) e.emplace_back(Rational(x));
    return e;
  };
  std::vector<NumberRow> rows;
  for (int a = 1; a <= 30; a += 2)
    for (int b = 1; b <= 30; ++b)
      for (int c = 1; c <= 30; c += 3) rows.push_back({a, b, c});
  for (int a = 1; a <= 9; ++a)
    for (int d = 1; d <= 9; ++d) {
      rows.push_back({a, a + d, a + 2 * d, a + 3 * d});                   // arithmetic
      rows.push_back({a, a * d, a * d * d});                              // geometric (d = 1: not distinct)
      rows.push_back({a * d * (a + d), 2 * a * d * d, d * d * (a + d)});  // musical: a(a+d)d, ...
      rows.push_back({a, 2 * a, d, 2 * d});                               // two equal ratios
    }
  const mpz_class big = mpz_class(1) << 40;
  rows.push_back({big, big * 2, big * 4});  // 2^41 squared passes 2^63
  rows.push_back({big, big * 2, big * 3});
  rows.push_back({big * big, big * big * 2, big * big * 3});  // past 64 bits
  rows.push_back({mpz_class(3037000499), mpz_class(3037000500), mpz_class(3037000501)});
  std::map<std::string, int> holding;
  for (const char* kind : {"arithmetic", "geometric", "musical"}) {
    for (const auto& row : rows) {
      const bool fixed = r.valid({kind}, row);
      INFO(kind << " " << numbers_text(row));
      CHECK(fixed == r.valid_exact({kind}, exact(row)));
      holding[kind] += fixed ? 1 : 0;
    }
  }
  // Each kind holds somewhere, so the comparison is not of refusals alone.
  CHECK(holding["arithmetic"] > 10);
  CHECK(holding["geometric"] > 10);
  CHECK(holding["musical"] > 10);
}

// A part may print a progression of four (or more) of its kind that the set holds, not
// only three: "3 6 9 12" as the arithmetic part of the greater set 3 6 9 12 (each step
// 3), with 3 6 12 its geometric part (3 x 12 = 6 x 6).
TEST_CASE("victory-parts: a part may be any progression of its kind the set holds", "[audit][harmony]") {
  const std::vector<long> set = {3, 6, 9, 12};
  for (std::size_t i = 1; i + 1 < set.size(); ++i) REQUIRE(set[i] - set[i - 1] == set[i + 1] - set[i]);
  REQUIRE(3 * 12 == 6 * 6);
  CHECK(audit_text(kHeader + "greater,3,6,9,12,3 6 9 12,3 6 12,\n", "victory-parts").findings.empty());
  // The same four named as the geometric part are no geometric progression
  // (6 x 6 = 36, not 3 x 9 = 27) nor two equal ratios (3 x 12 = 36, 6 x 9 = 54).
  REQUIRE(6 * 6 != 3 * 9);
  REQUIRE(3 * 12 != 6 * 9);
  const TableAudit wrong = audit_text(kHeader + "greater,3,6,9,12,3 6 9,3 6 9 12,\n", "victory-parts");
  REQUIRE(wrong.findings.size() == 1);
  CHECK(wrong.findings.front().explanation.find(
            "the geometric part '3 6 9 12' fails: 3:6 is not 9:12 (3 x 12 = 36 but 6 x 9 = 54)") !=
        std::string::npos);
  // An arithmetic part of five that breaks off: 3 6 9 12 13 steps 3, 3, 3, then 1.
  const TableAudit broken = audit_text(kHeader + "greater,3,6,9,12,3 6 9 12 13,3 6 12,\n", "victory-parts");
  REQUIRE(broken.findings.size() == 1);
  CHECK(broken.findings.front().explanation.find("13 is not one of the set's numbers") != std::string::npos);
}
