#include "audit/row_check.hpp"

#include "catch.hpp"

#include <string>
#include <vector>

using namespace rithmo;

namespace {

NumberRow numbers(const std::vector<long>& r) { return NumberRow(r.begin(), r.end()); }

PrintedRow printed_row(const std::vector<long>& r) {
  PrintedRow p;
  p.row = 3;
  p.line = 867;
  p.keys = {"quarrel"};
  p.numbers = numbers(r);
  for (long v : r) p.number_text.push_back(std::to_string(v));
  p.extra = {{"file", "000"}};
  return p;
}

RowPredicate only(const std::vector<long>& r) {
  const NumberRow want = numbers(r);
  return [want](const NumberRow& n) { return n == want; };
}

}  // namespace

TEST_CASE("row check: a finding carries the printed row's place", "[audit]") {
  const Finding f = finding_at(printed_row({2, 4}), FindingKind::Count);
  CHECK(f.kind == FindingKind::Count);
  CHECK(f.row == std::size_t{3});
  CHECK(f.line == 867L);
  CHECK(f.keys == std::vector<std::string>{"quarrel"});
  CHECK(f.printed == std::vector<std::string>{"2", "4"});
  CHECK(f.extra.size() == 1);
}

TEST_CASE("row check: judged by one slip, a tie, two slips or none", "[audit]") {
  // The valid rows are given outright, so the slips can be counted by hand: 3 -> 2 is
  // one digit changed; 24 -> 20 and 5 -> 6 are two; 1 2 -> 999 999 is neither.
  auto [printed, valid, kind, contains] =
      GENERATE(table<std::vector<long>, std::vector<long>, FindingKind, std::string>({
          {{3, 8},
           {2, 8},
           FindingKind::Erratum,
           "why; digit changed: 3 printed for 2 in cell 1; read 2 8: proof of 2 8"},
          {{5, 24},
           {6, 20},
           FindingKind::Unresolved,
           "why; no single slip of the printer explains it; two slips would (digit changed: 4 printed for 0 "
           "in cell 2, "
           "then digit changed: 5 printed for 6 in cell 1): read 6 20: proof of 6 20"},
          {{1, 2}, {999, 999}, FindingKind::Unresolved, "why; no single slip of the printer explains it"},
      }));
  const Finding f = judge_row(printed_row(printed), numbers(printed), only(valid), "why",
                              [](const NumberRow& n) { return "proof of " + numbers_text(n); });
  CHECK(f.kind == kind);
  CHECK(f.explanation == contains);
  CHECK(f.candidates.size() == (kind == FindingKind::Erratum ? 1u : 0u));
}

TEST_CASE("row check: two readings at one slip are a tie", "[audit]") {
  // 3 8 against "the two numbers sum to 10": 2 8 (3 -> 2) and 3 7 (8 -> 7) each cost one
  // digit changed.
  const Finding f = judge_row(
      printed_row({3, 8}), numbers({3, 8}),
      [](const NumberRow& n) { return n.size() == 2 && n[0] + n[1] == 10; }, "sum 10");
  CHECK(f.kind == FindingKind::Tie);
  CHECK(f.candidates.size() == 2);
  CHECK(f.emendation() == nullptr);
  CHECK(f.explanation.rfind("sum 10; tie between 2 readings, not decided: ", 0) == 0);
}

TEST_CASE("row check: no two-slip reading when one slip suffices", "[audit]") {
  CHECK(best_two_slip_emendations(numbers({3, 8}), only({2, 8})).empty());
  const auto two = best_two_slip_emendations(numbers({5, 24}), only({6, 20}));
  REQUIRE(two.size() == 1);
  CHECK(two[0].row == numbers({6, 20}));
  CHECK(two[0].cost == 4);  // two digits changed at the default cost 2 each
}
