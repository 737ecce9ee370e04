#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "relation_audit.hpp"

#include <string>
#include <vector>

using namespace rithmo;

namespace {

NumberRow numbers(const std::vector<long>& r) { return NumberRow(r.begin(), r.end()); }

}  // namespace

TEST_CASE("equality-values: rows accepted and rejected", "[audit][taking]") {
  // The numbers 9 16 25 36 49 64 81 (002 line 672; 9 the odd round 3^2 and the even
  // triangle (2+1)^2, lines 524, 528), judged as a set: the row is the value alone.
  auto [row, holds] = GENERATE(table<std::vector<long>, bool>({
      {{9}, true},
      {{81}, true},
      {{4}, false},  // 4 is borne by even men only (line 524)
      {{100}, false},
  }));
  const BoundRelation r = bind_relation(build_armies(), "equality-values", {{"kind-of-play", "2"}});
  CHECK(r.valid({}, numbers(row)) == holds);
  CHECK(r.derived->size() == 7);
}

TEST_CASE("equality-values: a prose list out of order is no error, in each language", "[audit][taking]") {
  // Boissiere prints «9, 16, 36, 25, 49, 64, 81.» (ocr/boissiere-1554/page-0053.txt line
  // 14): 36 before 25, an order no book claims. The list is built here in a third order,
  // with the keyer's count of each place beside it and the book's words in each
  // language; the place is the keyer's, never the print's, and the list is judged as a
  // set: no finding, nothing missing.
  const std::string words = GENERATE(as<std::string>{}, "in the second kind", "aequalitate", "par rencontre",
                                     "col numerar", "durch Gleichheit");
  std::string csv = "position,value,words\n";
  const std::vector<long> printed = {81, 9, 36, 25, 16, 64, 49};
  for (std::size_t i = 0; i < printed.size(); ++i) {
    csv += std::to_string(i + 1) + "," + std::to_string(printed[i]) + "," + words + "\n";
  }
  const TableAudit audit = testing::audit_text(csv, "equality-values", {{"kind-of-play", "1"}});
  CHECK(audit.rows == 7);
  CHECK(audit.findings.empty());
}

TEST_CASE("equality-values: a number no two armies share is still found", "[audit][taking]") {
  // 4 is borne by even men only (002 line 524): out of order or not, the list cannot
  // hold it, and the place the keyer counted is never named as the seat of the slip.
  const TableAudit audit = testing::audit_text("position,value\n1,9\n2,16\n3,36\n4,26\n5,49\n6,64\n7,81\n",
                                               "equality-values", {{"kind-of-play", "1"}});
  REQUIRE_FALSE(audit.findings.empty());
  for (const Finding& f : audit.findings) {
    if (const Emendation* e = f.emendation()) CHECK(e->row.size() == 1);
  }
}

TEST_CASE("oblivion-only: rows accepted and rejected", "[audit][taking]") {
  // Even 2 4 4 153, odd 3 5 7 190 (tests/taking/taking_test.cpp derives them by brute
  // force).
  auto [army, row, holds] = GENERATE(table<std::string, std::vector<long>, bool>({
      {"even", {3, 4}, true},
      {"even", {4, 153}, true},
      {"even", {4, 135}, false},  // 135 is no man (002 lines 523-531)
      {"odd", {4, 190}, true},
      {"odd", {1, 2}, false},
      {"even", {1, 3}, false},
  }));
  const BoundRelation r = bind_relation(build_armies(), "oblivion-only", {{"kind-of-play", "3"}});
  CHECK(r.valid({army}, numbers(row)) == holds);
}

TEST_CASE("oblivion-only: readings change the list", "[audit][taking]") {
  // With subtraction beside addition, 2 = 5 - 3 and 4 = 9 - 5 are taken (odd rounds,
  // 002 line 523): the even list loses them.
  const BoundRelation r = bind_relation(build_armies(), "oblivion-only",
                                        {{"kind-of-play", "3"}, {"lying-in-wait", "addition+subtraction"}});
  CHECK_FALSE(r.valid({"even"}, numbers({1, 2})));
  // Without lying in wait, 8 = 3 + 5 is no longer taken: 8 is an even round no odd man
  // times the spaces makes.
  const BoundRelation no_wait =
      bind_relation(build_armies(), "oblivion-only", {{"kind-of-play", "3"}, {"lying-in-wait", "none"}});
  CHECK(no_wait.valid({"even"}, numbers({4, 8})));
  CHECK_THROWS_WITH(bind_relation(build_armies(), "oblivion-only", {{"kind-of-play", "2"}}),
                    "relation oblivion-only takes kind-of-play 3, not '2'");
  CHECK_THROWS_WITH(bind_relation(build_armies(), "oblivion-only", {{"board", "16"}}),
                    "relation oblivion-only: bad value '16' for board: expected FILESxRANKS, breadth first, "
                    "e.g. 8x16");
}

TEST_CASE("equality-values: Fulke's list, 002 line 672", "[audit][taking][fulke]") {
  // ".9.16.25.36.49.64.81." is the derivation exactly.
  const TableAudit audit = testing::audit_transcribed("fulke-1563/equality-second-kind.csv");
  CHECK(audit.rows == 7);
  CHECK(audit.derived == 7);
  CHECK(audit.findings.empty());
}

TEST_CASE("oblivion-only: Fulke's list, 002 line 851", "[audit][taking][fulke]") {
  // Checked by hand: "amonge the even .2.4.4.135.": 135 is no man of either army
  // (002 lines 523-531). The even man no way but Oblivion takes is the square 153
  // (line 529): 153 = 9 x 17 = 3 x 51, beyond 14 spaces (board 16 long, line 504), and
  // no two odd men sum to it (153 - 3 = 150, - 5 = 148, ..., - 121 = 32: none odd men).
  // One slip, the digits 5 and 3 swapped, turns 153 into 135. The odd list 3 5 7 190
  // and the even 2 4 4 hold.
  const TableAudit audit = testing::audit_transcribed("fulke-1563/oblivion-only-third-kind.csv");
  CHECK(audit.rows == 8);
  CHECK(audit.derived == 8);
  CHECK(testing::summary(audit) == std::vector<std::string>{"erratum 4 851: 4 135 -> 4 153"});
  REQUIRE(audit.findings.size() == 1);
  CHECK(audit.findings[0].emendation()->slip.kind == SlipKind::DigitsSwapped);
}
