#include "audit/relations/relation.hpp"
#include "relation_audit.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;
using namespace rithmo::testing;

namespace {

const std::string kHeader = "square,triangle,side\n";

// The triangle of side n counted out, 1 + 2 + ... + n, apart from the library's
// n(n + 1) / 2.
long counted_triangle(long n) {
  long t = 0;
  for (long k = 1; k <= n; ++k) t += k;
  return t;
}

}  // namespace

TEST_CASE("figurate-numbers: every side 1-30 with its square and triangle holds", "[audit][figurate]") {
  std::string rows;
  for (long n = 1; n <= 30; ++n) {
    rows +=
        std::to_string(n * n) + "," + std::to_string(counted_triangle(n)) + "," + std::to_string(n) + "\n";
  }
  const TableAudit audit = audit_text(kHeader + rows, "figurate-numbers");
  CHECK(audit.rows == 30);
  CHECK(audit.valid == 30);
  CHECK(audit.findings.empty());
}

TEST_CASE("figurate-numbers: a wrong triangle is an erratum mended by one digit", "[audit][figurate]") {
  // 7 x 7 = 49 with 1 + ... + 7 = 28 printed 23.
  REQUIRE(counted_triangle(7) == 28);
  const TableAudit audit = audit_text(kHeader + "49,23,7\n", "figurate-numbers");
  REQUIRE(audit.findings.size() == 1);
  const Finding& f = audit.findings.front();
  CHECK(f.explanation.find("the triangle of 7 is 7 x 8 / 2 = 28, not 23") != std::string::npos);
  REQUIRE(f.emendation());
  CHECK(text_of(f.emendation()->row) == "49 28 7");
}

TEST_CASE("figurate-numbers: the side 0 holds nothing", "[audit][figurate]") {
  const TableAudit audit = audit_text(kHeader + "0,0,0\n", "figurate-numbers");
  REQUIRE(audit.findings.size() == 1);
}

// The print's "A table", ocr/lever-fulke-1563/page-0053.txt lines 25-36, as transcribed
// (tables/fulke-1563-print/a-table.csv): the sides 2-9 and 2-5 (line 25: 4 3 2; line 32:
// 81 45 9, 9 x 9 = 81 and 9 x 10 / 2 = 45). Every row holds; the fourth column is not
// read.
TEST_CASE("figurate-numbers: the print's A table as transcribed", "[audit][figurate]") {
  REQUIRE(9 * 9 == 81);
  REQUIRE(counted_triangle(9) == 45);
  const TableAudit audit = audit_transcribed("fulke-1563-print/a-table.csv");
  CHECK(audit.rows == 12);
  CHECK(audit.valid == 12);
  CHECK(audit.findings.empty());
}
