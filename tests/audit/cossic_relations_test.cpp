#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "relation_audit.hpp"

#include <filesystem>
#include <fstream>

#include <string>
#include <vector>

using namespace rithmo;

namespace {

NumberRow numbers(const std::vector<long>& r) { return NumberRow(r.begin(), r.end()); }

PrintedRow drawn(std::size_t row, const std::string& shape, const std::string& value,
                 const std::string& signs) {
  PrintedRow p;
  p.row = row;
  p.cells = {shape, value, signs};
  p.keys = {shape, signs};
  if (!value.empty()) {
    p.numbers = {mpz_class(value)};
    p.number_text = {value};
  }
  return p;
}

}  // namespace

TEST_CASE("cossic-captures: rows accepted and rejected", "[audit][cossic]") {
  // root, power, sign; whether the row holds, and why (men from 002 lines 523-531).
  auto [row, holds] = GENERATE(table<std::vector<long>, bool>({
      {{2, 16, 4}, true},    // 2^4 = 16: 2 even round, 16 odd triangle (line 798)
      {{9, 81, 2}, true},    // 9^2 = 81: odd round and even triangle both (line 808)
      {{15, 225, 2}, true},  // 15^2 = 225: even square, odd square (line 809)
      {{2, 8, 3}, false},    // 2^3 = 8, but 2 and 8 are both even only
      {{3, 27, 3}, false},   // 27 is no man
      {{2, 16, 2}, false},   // 2^2 = 4, not 16
      {{7, 49, 2}, true},    // 7 odd, 49 an even triangle (line 528)
  }));
  const BoundRelation r = bind_relation(build_armies(), "cossic-captures", {});
  CHECK(r.valid({}, numbers(row)) == holds);
  // Under "any army", 2^3 = 8 holds too.
  CHECK(bind_relation(build_armies(), "cossic-captures", {{"armies", "any"}}).valid({}, numbers({2, 8, 3})));
}

TEST_CASE("cossic-signs: a drawn rank judged man by man", "[audit][cossic]") {
  // The even first order of triangles is 6 20 42 72 (n^2+n for n = 2 4 6 8, 002 line
  // 527), drawn greatest first; 6 bears {r} since 6^2 = 36 is an odd triangle (line 528).
  const BoundRelation r = bind_relation(build_armies(), "cossic-signs", {});
  const std::vector<PrintedRow> rows = {drawn(1, "triangle", "72", ""), drawn(2, "triangle", "42", "r"),
                                        drawn(3, "triangle", "29", ""), drawn(4, "triangle", "", "r")};
  // Only four rows of 32: the 28 men not drawn are omissions without a row.
  const auto findings = r.check(rows);
  REQUIRE(findings.size() == 3 + 28);
  CHECK(findings[0].kind == FindingKind::Unresolved);  // 42 bears no sign
  CHECK(findings[0].row == std::size_t{2});
  CHECK(findings[1].kind == FindingKind::Erratum);  // 29 for 20: one digit changed
  REQUIRE(findings[1].emendation() != nullptr);
  CHECK(findings[1].emendation()->row == numbers({20}));
  CHECK(findings[2].kind == FindingKind::Omission);  // the number left out: 6
  CHECK(findings[2].derived == std::vector<std::string>{"6"});
  CHECK(findings[3].kind == FindingKind::Omission);
  CHECK_FALSE(findings[3].row.has_value());
  CHECK(findings[3].derived == std::vector<std::string>{"90"});  // the odd rank begins
  const auto audit = audit_table(r, rows, "ranks");
  CHECK(audit.valid == 1);
}

TEST_CASE("cossic-signs: the shapes in the book's language, and a word not read said once",
          "[audit][cossic]") {
  // The same four rows as above, the shape named in German (Dreieck), in Latin
  // (triangulus) and by a word no language reads: the rows are judged alike; the word
  // not read is one finding for every row that prints it.
  const BoundRelation r = bind_relation(build_armies(), "cossic-signs", {});
  const auto rows_named = [](const std::string& shape) {
    return std::vector<PrintedRow>{drawn(1, shape, "72", ""), drawn(2, shape, "42", "r"),
                                   drawn(3, shape, "29", ""), drawn(4, shape, "", "r")};
  };
  const auto kinds = [](const std::vector<Finding>& fs) {
    std::vector<FindingKind> k;
    for (const auto& f : fs)
      if (f.kind != FindingKind::NotRead) k.push_back(f.kind);
    return k;
  };
  const auto not_read_in = [](const std::vector<Finding>& fs) {
    std::vector<Finding> k;
    for (const auto& f : fs)
      if (f.kind == FindingKind::NotRead) k.push_back(f);
    return k;
  };
  const auto english = r.check(rows_named("triangle"));
  for (const char* word : {"Dreieck", "triangulus"}) {
    INFO(word);
    const auto found = r.check(rows_named(word));
    CHECK(kinds(found) == kinds(english));
    CHECK(not_read_in(found).empty());
  }
  const auto unread = r.check(rows_named("Flügel"));
  CHECK(kinds(unread) == kinds(english));
  const auto not_read = not_read_in(unread);
  REQUIRE(not_read.size() == 1);
  CHECK(not_read[0].explanation.find("rows 1, 2, 3, 4") != std::string::npos);
  // A shape read and wrong for its rank is still said: a square where a triangle stands.
  const auto square = r.check({drawn(1, "Viereck", "72", "")});
  REQUIRE_FALSE(square.empty());
  CHECK(square[0].explanation.rfind("drawn as a square, but the rank here is", 0) == 0);
}

TEST_CASE("cossic-signs: bad readings are refused", "[audit][cossic]") {
  CHECK_THROWS_WITH(bind_relation(build_armies(), "cossic-signs", {{"exponents", "2+x"}}),
                    "bad exponents '2+x' (expected exponents joined by +, e.g. 2+3+4+6)");
  CHECK_THROWS_WITH(bind_relation(build_armies(), "cossic-captures", {{"exponents", "1+2"}}),
                    "cossic signs: exponents must be at least 2, got 1");
}

TEST_CASE("cossic-signs: Fulke's drawings, 002 lines 629-643", "[audit][cossic][fulke]") {
  // Checked by hand against the source:
  //  - line 629 "Proportion <> <42> <20> <6{r}>": the even first order of triangles is
  //    6 20 42 72 (n^2+n, line 527); the first triangle is drawn without its number, 72.
  //  - line 630 "<81> <56> <30> <12>": the odd first order is 12 30 56 90 (line 527);
  //    81 stands where 90 does. 90 -> 81 changes both digits: no single slip; two
  //    digits changed make it, the only reading at that cost, proposed so. 81, the even
  //    second-order triangle, would bear {24} (line 633); the drawn man bears none, as
  //    90 does.
  //  - every other man and every sign is as derived (see men/cossic_test.cpp).
  const TableAudit audit = testing::audit_transcribed("fulke-1563/cossic-signs.csv");
  CHECK(audit.rows == 32);
  CHECK(testing::summary(audit) == std::vector<std::string>{
                                       "omission 1 629:  [72]",
                                       "erratum 5 630: 81 -> 90",
                                   });
}

TEST_CASE("cossic-captures: Fulke's table, 002 lines 798-809", "[audit][cossic][fulke]") {
  // The twelve printed rows are the twelve the rule derives (men/cossic_test.cpp
  // compares them with a brute force): no finding.
  const TableAudit audit = testing::audit_transcribed("fulke-1563/cossic-captures.csv");
  CHECK(audit.rows == 12);
  CHECK(audit.derived == 12);
  CHECK(audit.findings.empty());
}

TEST_CASE("totals: the signed second-order squares, 002 line 640", "[audit][cossic][fulke]") {
  // "The seconde order of squares hath .3. numbers marked with cossicall signes, that is
  // .25. and .225. ... .81." (line 640): 25 = 5^2, 81 = 9^2 = 3^4 (even, roots odd),
  // 225 = 15^2 (odd, root even).
  // The other printed totals hold too (91, 190: lines 595, 597; 6 and 5 steps: lines
  // 690, 691); the row counts are not compared when their tables are not audited.
  const TableAudit audit = testing::audit_transcribed("fulke-1563/totals.csv");
  CHECK(audit.rows == 9);
  CHECK(audit.findings.empty());
}

TEST_CASE("totals: a wrong count of signed squares is found", "[audit][cossic]") {
  // The same descriptor with line 640's count set to 4: the derivation still gives 3
  // (25, 81, 225), so the audit reports the count.
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "rithmo-cossic-totals-test" / "fulke-1563";
  fs::create_directories(dir);
  fs::copy_file(fs::path(RITHMO_SOURCE_DIR) / "tables/fulke-1563/datapackage.json", dir / "datapackage.json",
                fs::copy_options::overwrite_existing);
  std::ofstream(dir / "totals.csv")
      << "line,table,what,value,note\n640,cossic-signs.csv,signed-second-order-squares,4,\n";
  const AuditReport report =
      audit_packages({read_package(dir.string())}, build_armies(), {"fulke-1563/totals.csv"});
  fs::remove_all(dir.parent_path());
  REQUIRE(report.tables.size() == 1);
  const auto& findings = report.tables[0].audit.findings;
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind == FindingKind::Count);
  CHECK(findings[0].derived == std::vector<std::string>{"3"});
}

TEST_CASE("cossic-signs: a figure of the signs dropped is mended with its reading", "[audit][cossic]") {
  // 81 bears {24} (002 line 633: 81 = 9^2 = 3^4, 9 and 3 odd men, 81 an even triangle);
  // the even second order of triangles is 81 49 25 9 greatest first (n^2 for n = 9 7 5 3,
  // line 527). Printed {4}: the 2 dropped. Printed {r}: an r for a figure, no slip.
  REQUIRE(9 * 9 == 81);
  REQUIRE(3 * 3 * 3 * 3 == 81);
  const BoundRelation r = bind_relation(build_armies(), "cossic-signs", {});
  std::vector<PrintedRow> rows;
  for (std::size_t i = 0; i < 8; ++i) rows.push_back(drawn(i + 1, "triangle", "", ""));
  // The ninth man drawn is the first of the even second order: 81.
  rows.push_back(drawn(9, "triangle", "81", "4"));
  const auto findings = r.check(rows);
  const Finding* at9 = nullptr;
  for (const auto& f : findings)
    if (f.row == std::size_t{9}) at9 = &f;
  REQUIRE(at9 != nullptr);
  CHECK(at9->kind == FindingKind::Erratum);
  REQUIRE(at9->candidates.size() == 1);
  REQUIRE(at9->candidates[0].key.has_value());
  CHECK(at9->candidates[0].key->reading == "24");
  CHECK(at9->candidates[0].slip.kind == SlipKind::DigitDropped);
  rows.back() = drawn(9, "triangle", "81", "r");
  for (const auto& f : r.check(rows)) {
    if (f.row == std::size_t{9}) CHECK(f.kind == FindingKind::Unresolved);
  }
}
