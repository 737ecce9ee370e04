#include "audit/audit.hpp"
#include "audit/reading.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "relation_audit.hpp"
#include "transcribed.hpp"

#include <string>
#include <vector>

using namespace rithmo;

namespace {

// Brute force over the transcribed pool (002 lines 133-188: both armies, the kings'
// totals in): triples a < b < c in each proportion, by integer cross-multiplication.
std::vector<long> brute_counts() {
  const auto pool = testing::transcribed_pool();
  long arithmetic = 0, geometric = 0, musical = 0;
  for (std::size_t i = 0; i < pool.size(); ++i)
    for (std::size_t j = i + 1; j < pool.size(); ++j)
      for (std::size_t k = j + 1; k < pool.size(); ++k) {
        const long a = pool[i], b = pool[j], c = pool[k];
        if (b - a == c - b) ++arithmetic;
        if (b * b == a * c) ++geometric;
        if (c * (b - a) == a * (c - b)) ++musical;  // c/a = (c-b)/(b-a)
      }
  return {arithmetic, geometric, musical};
}

PrintedRow claim(const std::string& kind, long count) {
  PrintedRow p;
  p.row = 1;
  p.cells = {kind, std::to_string(count)};
  p.keys = {kind};
  p.numbers = {mpz_class(count)};
  p.number_text = {std::to_string(count)};
  return p;
}

}  // namespace

TEST_CASE("proportion-counts: claims accepted and rejected", "[audit][counts]") {
  const auto counts = brute_counts();
  auto [kind, index] = GENERATE(
      table<std::string, int>({{"arithmetic", 0}, {"geometric", 1}, {"musical", 2}, {"harmonic", 2}}));
  const BoundRelation r = bind_relation(build_armies(), "proportion-counts", {});
  CHECK(r.check({claim(kind, counts[static_cast<std::size_t>(index)])}).empty());
  const auto wrong = r.check({claim(kind, counts[static_cast<std::size_t>(index)] + 1)});
  REQUIRE(wrong.size() == 1);
  CHECK(wrong[0].kind == FindingKind::Count);
  CHECK(wrong[0].derived ==
        std::vector<std::string>{std::to_string(counts[static_cast<std::size_t>(index)])});
}

// The kind claimed in the book's words, and one no language names: a word not read.
TEST_CASE("proportion-counts: the kind in the book's own words", "[audit][counts]") {
  const auto counts = brute_counts();
  const BoundRelation r = bind_relation(build_armies(), "proportion-counts", {{"language", "french"}});
  CHECK(r.check({claim("Arithmetique", counts[0])}).empty());
  CHECK(r.check({claim("Geometrica", counts[1])}).empty());
  CHECK(r.check({claim("Harmonique", counts[2])}).empty());
  CHECK(r.check({claim("Geometrique", counts[1] + 1)}).size() == 1);
  const auto unread = r.check({claim("Medietez", 3)});
  REQUIRE(unread.size() == 1);
  CHECK(unread[0].kind == FindingKind::NotRead);
  CHECK(unread[0].explanation.rfind("not read: 'Medietez' (French)", 0) == 0);
}

// A table that names its army on each row ("Pari", "Impair", even): each row is judged
// among that army's numbers, as the whole table would be under army=even or army=odd.
TEST_CASE("proportion-counts: a row that names its army counts that army", "[audit][counts]") {
  const Armies armies = build_armies();
  for (const auto& [word, army] : std::vector<std::pair<std::string, std::string>>{
           {"Pari", "even"}, {"even", "even"}, {"Impair", "odd"}, {"Vngerade", "odd"}}) {
    const BoundRelation alone = bind_relation(armies, "proportion-counts", {{"army", army}});
    for (const char* kind : {"arithmetic", "geometric", "musical"}) {
      for (long count = 0; count <= 70; ++count) {
        INFO(word << " " << kind << " " << count);
        const std::string csv =
            "kind,count,army\n" + std::string(kind) + "," + std::to_string(count) + "," + word + "\n";
        const TableAudit by_row =
            audit_document(armies, "proportion-counts", {}, parse_csv(csv, "t.csv"), "t.csv");
        const auto whole = alone.check({claim(kind, count)});
        REQUIRE(by_row.findings.size() == whole.size());
        if (!whole.empty()) CHECK(by_row.findings[0].derived == whole[0].derived);
      }
    }
  }
  // An empty army is the reading's: both armies, the brute count.
  const auto counts = brute_counts();
  const std::string csv = "kind,count,army\narithmetic," + std::to_string(counts[0]) + ",\n";
  CHECK(audit_document(armies, "proportion-counts", {}, parse_csv(csv, "t.csv"), "t.csv").findings.empty());
}

TEST_CASE("proportion-counts: a claim another reading reproduces is named", "[audit][counts]") {
  // Without the kings' totals the pool loses 91 and 190 (002 line 529): then the
  // geometric triples are those of the pool less the two, counted here by brute force.
  const auto pool = testing::transcribed_pool();
  long geometric = 0;
  for (std::size_t i = 0; i < pool.size(); ++i)
    for (std::size_t j = i + 1; j < pool.size(); ++j)
      for (std::size_t k = j + 1; k < pool.size(); ++k) {
        const long a = pool[i], b = pool[j], c = pool[k];
        if (a == 91 || b == 91 || c == 91 || a == 190 || b == 190 || c == 190) continue;
        if (b * b == a * c) ++geometric;
      }
  const auto findings = bind_relation(build_armies(), "proportion-counts", {{"claimed_by", "a test"}})
                            .check({claim("geometric", geometric)});
  REQUIRE(findings.size() == 1);
  const std::string& why = findings[0].explanation;
  CHECK(why.find("according to a test") != std::string::npos);
  CHECK(why.find("the claim holds for both armies without the kings' totals") != std::string::npos);
}

TEST_CASE("proportion-counts: the counts claimed for Fulke, 002 lines 210-218", "[audit][counts][fulke]") {
  // "49 arithmetic ... 27 geometric ... 17 harmonic proportions ... according to Fulke"
  // (lines 210, 214, 218). The brute force over the 35 numbers of both armies gives
  // 62, 30 and 18 (the counts of the Table of harmonies, lines 985-1221); no reading
  // of the pool (one army or both, with or without the kings' totals or layers) gives
  // 49, 27 or 17.
  const auto counts = brute_counts();
  CHECK(testing::transcribed_pool().size() == 35);
  const TableAudit audit = testing::audit_transcribed("modern-basics/claimed-counts.csv");
  CHECK(testing::summary(audit) ==
        std::vector<std::string>{"count 1 210: 49 [" + std::to_string(counts[0]) + "]",
                                 "count 2 214: 27 [" + std::to_string(counts[1]) + "]",
                                 "count 3 218: 17 [" + std::to_string(counts[2]) + "]"});
  for (const auto& f : audit.findings) {
    CHECK(f.explanation.find("no reading of the pool reproduces") != std::string::npos);
  }
}

// The claims "according to Fulke" (002 lines 210, 214, 218: arithmetic 49, geometric
// 27, musical 17) set beside the print's own tables: the print prints the count 49 under
// its table of arithmetic proportion (ocr/lever-fulke-1563/page-0054.txt line 17), 27
// under its table of geometric proportion (page-0057.txt line 24) and 17 under its table
// of musical proportion (page-0060.txt line 30; the three rows of page 0059 are a worked
// table with no count).
TEST_CASE("proportion-counts: the claims checked against the print's own tables", "[audit][counts][fulke]") {
  const auto packages = read_packages(std::string(RITHMO_SOURCE_DIR) + "/tables");
  const AuditReport report =
      audit_packages(packages, build_armies(),
                     {"modern-basics/claimed-counts.csv", "fulke-1563-print/arithmetic-proportion.csv",
                      "fulke-1563-print/geometric-proportion.csv", "fulke-1563-print/musical-proportion.csv",
                      "fulke-1563-print/musical-small-table.csv", "fulke-1563-print/totals.csv"});
  const AuditedTable* claims = nullptr;
  for (const auto& t : report.tables) {
    if (t.table == "modern-basics/claimed-counts.csv") claims = &t;
  }
  REQUIRE(claims);
  REQUIRE(claims->audit.findings.size() == 3);
  const auto& arithmetic = claims->audit.findings[0];
  const auto& geometric = claims->audit.findings[1];
  const auto& musical = claims->audit.findings[2];
  CHECK(arithmetic.who == FindingClass::Author);
  CHECK(arithmetic.explanation.find("prints the count 49 (ocr/lever-fulke-1563/page-0054.txt line 17)") !=
        std::string::npos);
  CHECK(geometric.who == FindingClass::Author);
  CHECK(geometric.explanation.find("prints the count 27 (ocr/lever-fulke-1563/page-0057.txt line 24)") !=
        std::string::npos);
  CHECK(musical.who == FindingClass::Author);
  CHECK(musical.explanation.find("prints the count 17 (ocr/lever-fulke-1563/page-0060.txt line 30)") !=
        std::string::npos);
}
