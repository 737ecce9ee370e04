// The author's worked arithmetic (lib/audit/steps.hpp), and the class it gives a row
// that follows a false step.
#include "audit/judging/steps.hpp"
#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"
#include "audit/report.hpp"
#include "tables/csv.hpp"

#include "catch.hpp"

#include <string>
#include <vector>

using namespace rithmo;

namespace {

const Armies& armies() {
  static const Armies a = build_armies();
  return a;
}

TableAudit audit_text(const std::string& csv) {
  const BoundRelation r = bind_relation(armies(), "proportion-examples", {});
  return audit_table(r, read_printed(r, parse_csv(csv, "t.csv")), "t.csv");
}

}  // namespace

TEST_CASE("steps: the author's arithmetic is worked exactly", "[audit]") {
  // 002 line 217: "(6 / 3) = 2, and ((6 - 4) / (4 - 3)) = 2"; line 213: "(4 x 1.5) = 6".
  const auto steps = parse_steps("6 / 3 = 2; (6 - 4) / (4 - 3) = 2; 4 x 1.5 = 6; 3/2 = 6/4 = 1.5");
  REQUIRE(steps);
  REQUIRE(steps->size() == 4);
  for (const Step& s : *steps) CHECK(s.holds());
  CHECK((*steps)[1].side_text == std::vector<std::string>{"(6 - 4) / (4 - 3)", "2"});
  CHECK((*steps)[2].sides.front() == Rational(6));
  CHECK((*steps)[3].sides.size() == 3);
  CHECK(*(*steps)[3].stated == Rational(3, 2));
  // 002 line 213: "(3 x 6) = 12", false as written: 3 x 6 is 18.
  const auto wrong = parse_steps("3 x 6 = 12");
  REQUIRE(wrong);
  CHECK_FALSE(wrong->front().holds());
  CHECK(*wrong->front().stated == Rational(12));
  CHECK(false_step_text(wrong->front()) == "'3 x 6 = 12' is false (3 x 6 is 18)");
  // A side that is an expression states no result.
  CHECK_FALSE(parse_steps("4 - 2 = 6 - 4")->front().stated);
  CHECK(parse_steps("")->empty());
  CHECK(parse_steps(" ; ")->empty());
}

TEST_CASE("steps: what is no step, with the place it fails", "[audit]") {
  auto [text, message, offset] = GENERATE(table<std::string, std::string, std::size_t>({
      {"3 x 6", "step: a step is 'side = side', e.g. '3 x 6 = 18'", 0},
      {"3 x = 18", "step: a number or '(' is expected here", 4},
      {"(3 x 6 = 18", "step: ')' is expected here", 7},
      {"6 / 0 = 1", "step: a step divides by zero", 4},
      {"6 / (2 - 2) = 1", "step: a step divides by zero", 4},
      {"3 x 6 = ", "step: a side of the step is empty", 7},
      {"3 y 6 = 18", "step: an operator (+ - x / :) or '=' is expected here", 2},
  }));
  StepsError error;
  CHECK_FALSE(parse_steps(text, &error));
  CHECK(error.message == message);
  CHECK(error.offset == offset);
}

TEST_CASE("steps: a row that follows the author's false step is the author's error", "[audit]") {
  // 002 line 213: "3, 12, and 72 are in geometric proportion, because (3 x 6) = 12, and
  // (12 x 6) = 72". 12 / 3 = 4 and 72 / 12 = 6: the set is no geometric proportion, and
  // its 12 is the result of the false step.
  const TableAudit a = audit_text("line,kind,numbers,steps\n213,geometric,3 12 72,3 x 6 = 12; 12 x 6 = 72\n");
  REQUIRE(a.findings.size() == 1);
  const Finding& f = a.findings[0];
  CHECK(f.who == FindingClass::Author);
  CHECK(f.evidence.str().find(
            "the author's own step '3 x 6 = 12' is false (3 x 6 is 18) and states the printed "
            "12: the error is the author's, not the printer's") != std::string::npos);
  // The reading one slip gives is still proposed: 2 x 6 = 12, 12 x 6 = 72.
  REQUIRE(f.emendation());
  CHECK(f.emendation()->row == NumberRow{2, 12, 72});
  // Without the steps the same row is a printer's slip (3 for 2: 2 x 6 = 12, 12 x 6 = 72).
  const TableAudit plain = audit_text("line,kind,numbers\n213,geometric,3 12 72\n");
  REQUIRE(plain.findings.size() == 1);
  CHECK(plain.findings[0].who == FindingClass::Printer);
  // True steps, or a false step whose result the row does not print, leave the class
  // as it was; the false step is named in the explanation.
  const TableAudit other = audit_text("kind,numbers,steps\ngeometric,3 12 72,2 x 6 = 12; 5 x 5 = 24\n");
  REQUIRE(other.findings.size() == 1);
  CHECK(other.findings[0].who == FindingClass::Printer);
  const std::string tail = "; its step '5 x 5 = 24' is false (5 x 5 is 25)";
  const std::string& why = other.findings[0].explanation;
  CHECK(why.size() > tail.size());
  CHECK(why.substr(why.size() - tail.size()) == tail);
  CHECK(plain.findings[0].explanation.find("its step") == std::string::npos);
  // A row that holds with only true steps has no finding.
  CHECK(audit_text("kind,numbers,steps\ngeometric,2 4 8,2 x 2 = 4; 4 x 2 = 8\n").findings.empty());
}

TEST_CASE("steps: a row that holds beside a false step is a finding of its own", "[audit]") {
  // 2 4 8 is geometric (4 / 2 = 8 / 4 = 2); its second step states 9 where 4 x 2 = 8.
  const int value = 4 * 2;
  const TableAudit a = audit_text("line,kind,numbers,steps\n7,geometric,2 4 8,2 x 2 = 4; 4 x 2 = 9\n");
  CHECK(a.valid == 1);  // the row still holds as printed
  REQUIRE(a.findings.size() == 1);
  const Finding& f = a.findings[0];
  CHECK(f.kind == FindingKind::Step);
  CHECK(f.who == FindingClass::Undecided);
  CHECK(f.row == 1u);
  CHECK(f.line == 7L);
  CHECK(f.printed == std::vector<std::string>{"4 x 2 = 9"});
  CHECK(f.derived == std::vector<std::string>{std::to_string(value)});
  CHECK(f.explanation == "the row holds as printed; its step '4 x 2 = 9' is false (4 x 2 is " +
                             std::to_string(value) + "), and the row prints " + std::to_string(value));
  AuditReport report;
  report.tables.push_back(AuditedTable{});
  report.tables.back().audit = a;
  CHECK(audit_summary(report).find("1 finding (1 false step)") != std::string::npos);
  // The same row with its columns in another order, and a note beside: the same finding.
  const TableAudit moved =
      audit_text("steps,note,numbers,kind,line\n2 x 2 = 4; 4 x 2 = 9,n,2 4 8,geometric,7\n");
  REQUIRE(moved.findings.size() == 1);
  CHECK(moved.findings[0].kind == FindingKind::Step);
  CHECK(moved.findings[0].explanation == f.explanation);
  CHECK(moved.findings[0].line == 7L);
  // A false step whose true result the row does not print says no more; two false steps
  // are one finding naming both.
  const TableAudit two = audit_text("kind,numbers,steps\ngeometric,2 4 8,2 + 2 = 5; 3 x 3 = 10\n");
  REQUIRE(two.findings.size() == 1);
  CHECK(two.findings[0].printed == std::vector<std::string>{"2 + 2 = 5", "3 x 3 = 10"});
  CHECK(
      two.findings[0].explanation ==
      "the row holds as printed; its step '2 + 2 = 5' is false (2 + 2 is 4), and the row prints 4; its step "
      "'3 x 3 = 10' is false (3 x 3 is 9)");
  // A fraction row that holds is judged by its steps too: (12 + 15) / 2 is 27/2.
  const TableAudit half = audit_text("kind,numbers,steps\narithmetic,12 13 1/2 15,(12 + 15) / 2 = 14\n");
  REQUIRE(half.findings.size() == 1);
  CHECK(half.findings[0].kind == FindingKind::Step);
  CHECK(half.findings[0].explanation.find("is false ((12 + 15) / 2 is 13 1/2), and the row prints 13 1/2") !=
        std::string::npos);
  // A whole number printed in a fraction row: 12 + 3 is 15, which the row prints.
  const TableAudit whole = audit_text("kind,numbers,steps\narithmetic,12 13 1/2 15,12 + 3 = 16\n");
  REQUIRE(whole.findings.size() == 1);
  CHECK(whole.findings[0].explanation.find("is false (12 + 3 is 15), and the row prints 15") !=
        std::string::npos);
}

// A cell of a hundred thousand "(" overflowed the stack of the recursive descent
// (a crash, exit 139); parentheses nest at most 32 deep, and the error is the first
// "(" beyond.
TEST_CASE("steps: parentheses nest at most 32 deep", "[audit]") {
  auto nested = [](std::size_t depth) {
    return std::string(depth, '(') + "3" + std::string(depth, ')') + " x 4 = 12";
  };
  const auto ok = parse_steps(nested(32));
  REQUIRE(ok);
  CHECK(ok->front().holds());
  for (const std::size_t depth : {33, 100000}) {
    StepsError error;
    CHECK_FALSE(parse_steps(nested(depth), &error));
    CHECK(error.message == "step: parentheses nest more than 32 deep");
    CHECK(error.offset == 32);  // the 33rd "(", 0-based
  }
  // The cell starts at column 19 of its line ("geometric,3 12 48," is 18 characters):
  // its 33rd "(" is column 51.
  using Catch::Matchers::Equals;
  const BoundRelation r = bind_relation(armies(), "proportion-examples", {});
  CHECK_THROWS_WITH(
      read_printed(r, parse_csv("kind,numbers,steps\ngeometric,3 12 48," + nested(100000) + "\n", "t.csv")),
      Equals("t.csv:2:51: error: column 'steps': step: parentheses nest more than 32 deep"));
}

TEST_CASE("steps: a bad step is a located error", "[audit]") {
  using Catch::Matchers::Equals;
  const BoundRelation r = bind_relation(armies(), "proportion-examples", {});
  CHECK_THROWS_WITH(read_printed(r, parse_csv("kind,numbers,steps\ngeometric,4 6 9,4 x (1.5 = 6\n", "t.csv")),
                    Equals("t.csv:2:26: error: column 'steps': step: ')' is expected here"));
}
