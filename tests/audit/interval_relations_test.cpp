#include "audit/relations/relation.hpp"
#include "relation_audit.hpp"
#include "tables/csv.hpp"

#include "catch.hpp"

#include <cctype>
#include <map>
#include <string>

using namespace rithmo;
using namespace rithmo::testing;

namespace {

const std::string kHeader = "first,second,interval,first_term,second_term\n";

// The greater to the lesser, cross-multiplied, against p:q written out here.
bool in_ratio(long x, long y, long p, long q) { return std::max(x, y) * q == std::min(x, y) * p; }

}  // namespace

// Faber's first greatest victory, 2 3 4 6 (ocr/jordanus-1496/page-0146.txt line 51,
// d c b A), and its consonances, lines 66-69: A b diapente (6:4), B c diatessaron
// (4:3), A c diapason (6:3), A d diapason ac diapente (6:2).
TEST_CASE("interval: Faber's first list holds", "[audit][interval]") {
  REQUIRE(in_ratio(6, 4, 3, 2));
  REQUIRE(in_ratio(4, 3, 4, 3));
  REQUIRE(in_ratio(6, 3, 2, 1));
  REQUIRE(in_ratio(6, 2, 3, 1));
  const TableAudit audit = audit_text(kHeader +
                                          "A,b,diapente,6,4\n"
                                          "B,c,diatessaron,4,3\n"
                                          "A,c,diapason,6,3\n"
                                          "A,d,diapason ac diapente,6,2\n",
                                      "interval");
  CHECK(audit.rows == 4);
  CHECK(audit.findings.empty());
}

TEST_CASE("interval: terms in another ratio are a finding naming both ratios", "[audit][interval]") {
  // 4:3 named diapente (3:2): 4 x 2 = 8, 3 x 3 = 9.
  REQUIRE_FALSE(in_ratio(4, 3, 3, 2));
  const TableAudit audit = audit_text(kHeader + "B,c,diapente,4,3\n", "interval");
  REQUIRE(audit.findings.size() == 1);
  const Finding& f = audit.findings.front();
  CHECK(f.kind == FindingKind::Unresolved);
  CHECK(f.explanation ==
        "diapente is 3:2 (Boethius, De institutione musica I.7), but the terms 'B' and 'c' give 4 : 3 = 4:3, "
        "diatessaron");
}

TEST_CASE("interval: terms in no interval's ratio are mended by the slip that restores the interval named",
          "[audit][interval]") {
  // Terms printed in the row (no letters named: a letter's number is read off the
  // figure, and the row has no print of its own to mend; 'B' and 'c' above).
  // 9 : 4 (no interval) named diapente: 6 : 4
  // = 3:2 with a 9 for a 6. 8 : 8 named diapason (2:1): 8 : 4 or 4 : 8, undecided.
  REQUIRE(in_ratio(12, 8, 3, 2));
  REQUIRE(in_ratio(6, 4, 3, 2));
  REQUIRE(in_ratio(8, 4, 2, 1));
  const TableAudit audit = audit_text(kHeader + ",,diapente,9,4\n,,diapason,8,8\n", "interval");
  // 12 : 3 named diapente: 12 : 8 with an 8 set as a 3; but 12 : 3 is bis diapason, so
  // the name may be the slip: not decided.
  const TableAudit twelve = audit_text(kHeader + ",,diapente,12,3\n", "interval");
  REQUIRE(twelve.findings.size() == 1);
  CHECK(twelve.findings[0].kind == FindingKind::Tie);
  CHECK(twelve.findings[0].explanation.find("12 8") != std::string::npos);
  CHECK(twelve.findings[0].explanation.find("or the name is the slip: the terms make bis diapason") !=
        std::string::npos);
  REQUIRE(audit.findings.size() == 2);
  const Finding& six = audit.findings[0];
  CHECK(six.kind == FindingKind::Erratum);
  REQUIRE(six.emendation() != nullptr);
  CHECK(six.emendation()->row == NumberRow{6, 4});
  CHECK(six.explanation.find("6 and 9 confused") != std::string::npos);
  CHECK(audit.findings[1].kind == FindingKind::Tie);
  // 7 : 3 named diapente: 3:2 needs 14/3 or 21/2 beside the 7, and 9/2 or 2 beside the
  // 3; of these only 2 is a whole number, one digit from the 7 (2 : 3 = 3:2).
  REQUIRE(in_ratio(2, 3, 3, 2));
  const TableAudit seven = audit_text(kHeader + ",,diapente,7,3\n", "interval");
  REQUIRE(seven.findings.size() == 1);
  CHECK(seven.findings[0].kind == FindingKind::Erratum);
  REQUIRE(seven.findings[0].emendation() != nullptr);
  CHECK(seven.findings[0].emendation()->row == NumberRow{2, 3});
}

TEST_CASE("interval: a row without its terms is not checked, and says so", "[audit][interval]") {
  const TableAudit audit = audit_text(
      kHeader + "B,ad vziam c d,bis diapason,,\nA,ad vziaz a c,diapafō ac diapēte,,\n", "interval");
  REQUIRE(audit.findings.size() == 2);
  CHECK(audit.findings[0].kind == FindingKind::NotChecked);
  CHECK(audit.findings[0].who == FindingClass::None);
  CHECK(audit.findings[1].kind == FindingKind::NotChecked);
  CHECK(audit.findings[0].explanation ==
        "not checked: the row names 'B' and 'ad vziam c d', which are not read as two terms; the interval it "
        "names, bis diapason, is 4:1");
  // Faber's "diapafō ac diapēte" (ocr/jordanus-1496/page-0146.txt line 90): the macrons
  // are the dropped n, the f the OCR's long s: diapason ac diapente, 3:1.
  CHECK(audit.findings[1].explanation ==
        "not checked: the row names 'A' and 'ad vziaz a c', which are not read as two terms; the interval it "
        "names, diapason ac diapente, is 3:1");
}

TEST_CASE("interval: a name not read is reported once, as a word not read", "[audit][interval]") {
  const TableAudit audit = audit_text(kHeader + "B,c,dyapenté,3,2\nC,d,blorp,4,3\nD,e,blorp,9,8\n",
                                      "interval", {{"language", "french"}});
  REQUIRE(audit.findings.size() == 1);
  const Finding& f = audit.findings.front();
  CHECK(f.kind == FindingKind::NotRead);
  CHECK(f.who == FindingClass::None);
  CHECK(f.row == 2);
  CHECK(f.explanation ==
        "not read: 'blorp' (French), not an interval the vocabulary knows (tonus, diatessaron, diapente, "
        "diapason, diapason ac diapente, bis diapason, in the five languages); rows 2, 3");
}

TEST_CASE("interval: a user's file of bare terms", "[audit][interval]") {
  // Only the interval and the two numbers: 9:8 is the tone, 3:2 is no diatessaron.
  const TableAudit audit =
      audit_text("interval,first_term,second_term\ntonus,9,8\ndiatessaron,2,3\n", "interval");
  REQUIRE_FALSE(in_ratio(2, 3, 4, 3));
  REQUIRE(audit.findings.size() == 1);
  CHECK(audit.findings.front().row == 2);
  // 2 : 3 is diapente; one digit makes it 4 : 3, diatessaron: not decided against the name.
  CHECK(audit.findings.front().kind == FindingKind::Tie);
  CHECK(audit.findings.front().explanation.rfind(
            "diatessaron is 4:3 (Boethius, De institutione musica I.7), but the terms give 3 : 2 = 3:2, "
            "diapente; digit changed: 2 printed for 4 in cell 1; read 4 3",
            0) == 0);
  CHECK(audit.findings.front().explanation.find("; or the name is the slip: the terms make diapente") !=
        std::string::npos);
}

// Faber's three lists as transcribed (tables/faber-1496/consonances.csv, page 0146 lines
// 64-91). The terms beside the letters are not printed: they are the victories'
// numbers, checked here against tables/faber-1496/victories.csv, each letter its column
// (line 49: "Maxime | d | c | b | A"). The twelve rows with their terms hold; the four
// the OCR's "vziam"/"vziaz" leaves unread (lines 70, 80, 90, 91) are reported as not
// checked, and nothing else.
TEST_CASE("interval: Faber's consonances as transcribed", "[audit][interval][faber]") {
  const std::string dir = std::string(RITHMO_SOURCE_DIR) + "/tables/faber-1496/";
  const CsvDocument victories = read_csv_file(dir + "victories.csv");
  const CsvDocument lists = read_csv_file(dir + "consonances.csv");
  std::map<std::string, CsvRow> by_line;
  for (const auto& r : victories.rows)
    by_line["victories.csv line " + r.cells.at(victories.column("line")).text] = r;
  std::size_t supplied = 0;
  for (const auto& r : lists.rows) {
    const std::string from = r.cells.at(lists.column("terms_from")).text;
    if (from.empty()) continue;
    const CsvRow* v = &by_line.at(from);
    for (const auto& [letter, term] :
         {std::pair{"first", "first_term"}, std::pair{"second", "second_term"}}) {
      std::string column = r.cells.at(lists.column(letter)).text;
      for (auto& ch : column) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      CHECK(r.cells.at(lists.column(term)).text == v->cells.at(victories.column(column)).text);
    }
    ++supplied;
  }
  CHECK(supplied == 12);
  const TableAudit audit = audit_transcribed("faber-1496/consonances.csv");
  CHECK(audit.rows == 16);
  std::vector<long> lines;
  for (const auto& f : audit.findings) {
    CHECK(f.kind == FindingKind::NotChecked);
    CHECK(f.explanation.rfind("not checked: ", 0) == 0);
    lines.push_back(f.line.value_or(0));
  }
  CHECK(lines == std::vector<long>{70, 80, 90, 91});
}
