#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "diagnostic.hpp"
#include "number/numeral.hpp"
#include "relation_audit.hpp"

#include <algorithm>
#include <cstddef>
#include <set>
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
      // A column without a heading names no way: a triple holds by any way that makes it.
      {"2 + 4 = 6 under no heading", ",triple,2 4 6", reckoning, true},
      {"9 - 4 = 5 under no heading", ",triple,9 4 5", reckoning, true},
      {"2 3 6 under no heading, as a taking", ",triple,2 3 6", taking, true},
      {"81 / 9 = 9 under no heading", ",triple,81 9 9", reckoning, true},
      {"2 4 7 under no heading", ",triple,2 4 7", reckoning, false},
  }));
  INFO(label);
  const TableAudit a = audit_text(table({row}), "two-men-table", params);
  CHECK(row_findings(a).empty() == holds);
}

TEST_CASE("two-men-table: the finding says what is wrong", "[audit][two-men]") {
  const RelationParams reckoning{{"takers", "any-men"}, {"pyramid-layers", "yes"}};
  const TableAudit a =
      audit_text(table({"addition,triple,121 169 290", "nonsense,triple,1 2 3"}), "two-men-table", reckoning);
  REQUIRE(a.findings.size() == 2);
  CHECK(a.findings[0].explanation.rfind("121 + 169 = 290, but 290 is no man's number", 0) == 0);
  // A way neither a key nor a word of the vocabulary: a word not read, never the
  // printer's error.
  CHECK(a.findings[1].kind == FindingKind::NotRead);
  CHECK(a.findings[1].explanation.rfind("not read: 'nonsense' (English)", 0) == 0);
}

// Period tables head their columns in their own words: the way is read through the
// vocabulary, in the five languages, and a row is judged by the way its words name.
TEST_CASE("two-men-table: the ways named in the book's own words", "[audit][two-men]") {
  const RelationParams reckoning{{"takers", "any-men"}, {"pyramid-layers", "yes"}};
  // A row that holds by its way, and a row one slip from it that the way mends: the
  // emendation is the way's arithmetic (computed in the comments), so a heading read as
  // another way would mend it otherwise or not at all.
  struct Way {
    std::vector<std::string> headings;
    std::string holds, slipped;
    NumberRow mended;
  };
  const std::vector<Way> ways = {
      // 1 + 2 = 3; 16 + 20 = 36, printed 37
      {{"Addition.", "additio", "per additionem", "Aggiuntione", "addizione", "Addiren", "By addition"},
       "1 2 3",
       "16 20 37",
       {16, 20, 36}},
      // 66 - 30 = 36, printed 35
      {{"Subtraction", "Substraction.", "subtractio", "Soubstraction", "Sottrattione", "Subtrahiren"},
       "66 30 36",
       "66 30 35",
       {66, 30, 36}},
      // 2 x 4 = 8, printed 9
      {{"Multiplication", "multiplicatio", "Moltiplicatione", "Multipliciren"}, "2 4 8", "2 4 9", {2, 4, 8}},
      // 8 / 4 = 2, printed 3
      {{"Diuision.", "divisio", "Divisione", "Dividiren", "Theilung"}, "8 4 2", "8 4 3", {8, 4, 2}},
      // 2 x 3 = 6 (or 6 / 2 = 3: both ways), printed 7
      {{"Multiplication and Division", "multiplicatio & diuisio", "Moltiplicatione e divisione"},
       "2 3 6",
       "2 3 7",
       {2, 3, 6}},
  };
  for (const Way& w : ways) {
    for (const std::string& heading : w.headings) {
      INFO(heading);
      const std::string cell = "\"" + heading + "\"";
      const TableAudit good = audit_text(table({cell + ",triple," + w.holds}), "two-men-table", reckoning);
      CHECK(good.findings.empty());
      const TableAudit bad = audit_text(table({cell + ",triple," + w.slipped}), "two-men-table", reckoning);
      REQUIRE(bad.findings.size() == 1);
      REQUIRE(bad.findings[0].emendation());
      CHECK(bad.findings[0].emendation()->row == w.mended);
    }
  }
  // A word no language names: reported once, with every row that prints it, and its
  // rows not judged.
  const TableAudit a = audit_text(table({"Obsidion,triple,1 2 3", "Obsidion,triple,2 2 5"}), "two-men-table",
                                  {{"takers", "any-men"}, {"language", "latin"}});
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].kind == FindingKind::NotRead);
  CHECK(a.findings[0].explanation.rfind("not read: 'Obsidion' (Latin)", 0) == 0);
  CHECK(a.findings[0].explanation.find("rows 1, 2") != std::string::npos);
}

TEST_CASE("two-men-table: a kind no key names is bad input", "[audit][two-men]") {
  // The kind is the transcriber's key (triple, number, nothing, word), not a word of
  // the book: one outside them stops the audit at its row, as a cell that is no number
  // does, whatever the way's heading.
  for (const std::string& way : {std::string("addition"), std::string("Obsidion")}) {
    INFO(way);
    // The kind of the second row (line 3) follows the way and its comma.
    const std::string at = "test.csv:3:" + std::to_string(way.size() + 2) + ": error: ";
    try {
      audit_text(table({"addition,triple,1 2 3", way + ",trippel,2 3 5"}), "two-men-table");
      FAIL("no error");
    } catch (const DiagnosticError& e) {
      CHECK(std::string(e.what()) == at + "unknown kind 'trippel' (valid: triple, number, nothing, word)");
    }
  }
}

TEST_CASE("two-men-table: the proof says which army takes which", "[audit][two-men]") {
  // 9 16 26 (a made-up misprint): one slip, 6 for 5, gives 9 16 25; 9 and 16 are even
  // men, 25 an odd one, so the even 9 and 16 take the odd 25.
  const RelationParams taking{{"takers", "any-men"}};
  const TableAudit a = audit_text(table({"addition,triple,9 16 26"}), "two-men-table", taking);
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].proof.str().find("9 + 16 = 25: the even 9 and 16 take the odd 25 by addition") !=
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

namespace {

// The takings of the odd army by addition, reckoned here from the men of 002 lines
// 523-531 (above): two men of the odd army whose sum an even man bears, as "a b c",
// lesser first, each once.
std::vector<std::string> odd_takings_by_addition() {
  const std::vector<long> odd = {3,  5,  7,  9,   9,  25, 49,  81,  12, 30,  56,  90,
                                 16, 36, 64, 100, 28, 66, 120, 190, 49, 121, 225, 361};
  const std::vector<long> even = {2, 4,  6,  8,  4,  16, 36, 64,  6,  20, 42,  72,
                                  9, 25, 49, 81, 15, 45, 91, 153, 25, 81, 169, 289};
  std::set<std::string> rows;
  for (std::size_t i = 0; i < odd.size(); ++i) {
    for (std::size_t j = i + 1; j < odd.size(); ++j) {
      const long a = std::min(odd[i], odd[j]), b = std::max(odd[i], odd[j]);
      if (std::find(even.begin(), even.end(), a + b) != even.end())
        rows.insert(std::to_string(a) + " " + std::to_string(b) + " " + std::to_string(a + b));
    }
  }
  return {rows.begin(), rows.end()};
}

}  // namespace

TEST_CASE("two-men-table: a table of takings that claims them all is told what it lacks",
          "[audit][two-men]") {
  const std::vector<std::string> all = odd_takings_by_addition();
  REQUIRE(all.size() >= 4);
  const RelationParams odd{{"takers", "one-army"}, {"taker", "odd"}};
  std::vector<std::string> rows;
  for (const std::string& r : all) rows.push_back("addition,triple," + r);
  // Every taking printed: nothing lacked.
  CHECK(audit_text(table(rows), "two-men-table", odd).findings.empty());
  // One left out: one omission, that taking.
  const std::string left_out = all[all.size() / 2];
  std::vector<std::string> lacking = rows;
  lacking.erase(lacking.begin() + static_cast<std::ptrdiff_t>(all.size() / 2));
  const TableAudit a = audit_text(table(lacking), "two-men-table", odd);
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].kind == FindingKind::Omission);
  CHECK(numerals_text(a.findings[0].derived) == left_out);
  // One set wrong (its sum's last digit changed): an erratum, and no omission beside it.
  std::vector<std::string> wrong = rows;
  std::string& w = wrong[all.size() / 2];
  w.back() = w.back() == '9' ? '8' : static_cast<char>(w.back() + 1);
  const TableAudit b = audit_text(table(wrong), "two-men-table", odd);
  REQUIRE(b.findings.size() == 1);
  CHECK(b.findings[0].kind == FindingKind::Erratum);
  // Audited as partial, nothing lacked is an omission.
  const Armies armies = build_armies();
  const BoundRelation bound = bind_relation(armies, "two-men-table", odd);
  AuditOptions partial;
  partial.omissions = false;
  CHECK(audit_table(bound, read_printed(bound, parse_csv(table(lacking), "t.csv")), "t.csv", partial)
            .findings.empty());
  // Fewer than half printed: a selection; what it lacks is said once, not claimed.
  const std::vector<std::string> few(rows.begin(), rows.begin() + 1);
  const TableAudit c = audit_text(table(few), "two-men-table", odd);
  REQUIRE(c.findings.size() == 1);
  CHECK(c.findings[0].kind == FindingKind::NotChecked);
  CHECK(c.findings[0].explanation.find("the table holds 1 of the " + std::to_string(all.size()) +
                                       " takings by addition") != std::string::npos);
}
