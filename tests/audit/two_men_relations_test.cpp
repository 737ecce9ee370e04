#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "relation_audit.hpp"

#include <string>
#include <vector>

using namespace rithmo;
using namespace rithmo::testing;

// The men of 002 lines 523-531, used below to say which numbers are men's: even rounds
// 2 4 6 8 / 4 16 36 64, triangles 6 20 42 72 / 9 25 49 81, squares 15 45 91 153 / 25 81
// 169 289; odd rounds 3 5 7 9 / 9 25 49 81, triangles 12 30 56 90 / 16 36 64 100,
// squares 28 66 120 190 / 49 121 225 361. The even king's layers are 1 4 9 16 25 36
// (line 532: "the kynge .91." is 1 + 4 + 9 + 16 + 25 + 36).

namespace {

std::string table(const std::vector<std::string>& rows) {
  std::string csv = "way,kind,numbers\n";
  for (const auto& r : rows) csv += r + "\n";
  return csv;
}

}  // namespace

TEST_CASE("two-men-table: rows accepted and rejected under each reading", "[audit][two-men]") {
  const RelationParams reckoning{{"takers", "any-men"}, {"pyramid-layers", "yes"}};
  const RelationParams taking{{"takers", "one-army"}, {"pyramid-layers", "yes"}};
  auto [label, row, params, holds] = GENERATE_REF(table<std::string, std::string, RelationParams, bool>({
      // 1 + 2 = 3: the even king's top layer, an even round, an odd round
      {"1 + 2 = 3 with the layers", "addition,triple,1 2 3", reckoning, true},
      {"1 + 2 = 3 without the layers", "addition,triple,1 2 3", {{"takers", "any-men"}}, false},
      // 2 x 4 = 8: all three even men only; a reckoning, no taking
      {"2 x 4 = 8 as a reckoning", "multiplication-division,triple,2 4 8", reckoning, true},
      {"2 x 4 = 8 as a taking", "multiplication-division,triple,2 4 8", taking, false},
      // 2 x 3 = 6 read back: 6 / 2 = 3, the even 6 and 2 take the odd 3
      {"2 3 6 read as division", "multiplication-division,triple,2 3 6", taking, true},
      // 66 - 30 = 36, the takers printed greater first: odd 66 and 30, even 36
      {"66 30 36", "subtraction,triple,66 30 36", taking, true},
      {"wrong sum", "addition,triple,2 4 7", reckoning, false},
      // 121 + 169 = 290: 290 is no man's number
      {"121 169 290", "addition,triple,121 169 290", reckoning, false},
      {"lone man", "addition,number,45", reckoning, true},
      {"lone number no man bears", "addition,number,17", reckoning, false},
      {"nothing", "addition,nothing,190", reckoning, true},
      {"a word alone", "subtraction,word,", reckoning, true},
  }));
  INFO(label);
  const TableAudit a = audit_text(table({row}), "two-men-table", params);
  CHECK(a.findings.empty() == holds);
}

TEST_CASE("two-men-table: the finding says what is wrong", "[audit][two-men]") {
  const RelationParams reckoning{{"takers", "any-men"}, {"pyramid-layers", "yes"}};
  const TableAudit a =
      audit_text(table({"addition,triple,121 169 290", "nonsense,triple,1 2 3"}), "two-men-table", reckoning);
  REQUIRE(a.findings.size() == 2);
  CHECK(a.findings[0].explanation.rfind("121 + 169 = 290, but 290 is no man's number", 0) == 0);
  CHECK(a.findings[1].kind == FindingKind::Unresolved);
  CHECK(a.findings[1].explanation ==
        "unknown way 'nonsense' (valid: addition, subtraction, multiplication-division, multiplication, "
        "division, "
        "or empty)");
}

TEST_CASE("two-men-table: the proof says which army takes which", "[audit][two-men]") {
  // 9 16 26 (a made-up misprint): one slip, 6 for 5, gives 9 16 25; 9 and 16 are even
  // men, 25 an odd one, so the even 9 and 16 take the odd 25.
  const RelationParams taking{{"takers", "any-men"}};
  const TableAudit a = audit_text(table({"addition,triple,9 16 26"}), "two-men-table", taking);
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].proof.find("9 + 16 = 25: the even 9 and 16 take the odd 25 by addition") !=
        std::string::npos);
}

TEST_CASE("two-men-table: the print's rows that no man bears", "[audit][two-men][print]") {
  // Checked by hand against the OCR (ocr/lever-fulke-1563/page-0048.txt): line 20
  // "121. 169. 290" (121 + 169 = 290, no man is 290) and line 13 "5 25 125" (5 x 25 =
  // 125, no man is 125).
  const TableAudit a = audit_transcribed("fulke-1563-print/two-men-table.csv");
  std::vector<long> lines;
  for (const Finding& f : a.findings) {
    for (const auto& [k, v] : f.extra) {
      if (k == "file" && v == "ocr/lever-fulke-1563/page-0048.txt" && f.line) lines.push_back(*f.line);
    }
  }
  CHECK(lines == std::vector<long>{20, 13});
}
