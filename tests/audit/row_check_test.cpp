#include "audit/judging/row_check.hpp"
#include "number/number_set.hpp"

#include "catch.hpp"

#include <algorithm>
#include <map>
#include <random>
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
  // one digit changed; 24 -> 20 and 5 -> 6 are two, the only reading at that cost,
  // proposed; 1 2 -> 999 999 is neither.
  auto [printed, valid, kind,
        contains] = GENERATE(table<std::vector<long>, std::vector<long>, FindingKind, std::string>({
      {{3, 8},
       {2, 8},
       FindingKind::Erratum,
       "why; digit changed: 3 printed for 2 in cell 1; read 2 8: proof of 2 8"},
      {{5, 24},
       {6, 20},
       FindingKind::Erratum,
       "why; no single slip of the printer explains it; two slips would, the only reading at its cost (4), "
       "less likely than one slip: digit changed: 4 printed for 0 in cell 2, then digit changed: 5 printed "
       "for 6 in cell 1; read 6 20: proof of 6 20"},
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

TEST_CASE("row check: two slips in one number are weighed in numbers of at most nine digits", "[audit]") {
  // Two digits changed in one number (cost 2 each), where no one slip reads valid.
  const auto nine = best_two_slip_emendations(numbers({111111111L}), only({111111122L}));
  REQUIRE(nine.size() == 1);
  CHECK(nine[0].cost == 4);
  CHECK(best_two_slip_emendations(numbers({1111111111L}), only({1111111122L})).empty());
  // A longer number takes no digit slip of a two-slip reading at all, not even beside
  // one in another cell; the other cells still take two, and it may be exchanged.
  CHECK(best_two_slip_emendations(numbers({1111111111L, 5}), only({1111111112L, 6})).empty());
  const auto others = best_two_slip_emendations(numbers({1111111111L, 5, 7}), only({1111111111L, 6, 8}));
  REQUIRE(others.size() == 1);
  CHECK(others[0].row == numbers({1111111111L, 6, 8}));
  const auto moved = best_two_slip_emendations(numbers({1111111111L, 5, 7}), only({5, 1111111111L, 8}));
  REQUIRE(moved.size() == 1);
  CHECK(moved[0].row == numbers({5, 1111111111L, 8}));
  // Its one slips are still weighed, by the one-slip search.
  CHECK(emendations(numbers({1111111111L, 5}), only({1111111112L, 5})).size() == 1);
}

namespace {

// The two-slip search done the plain way: every row one slip from each row one slip
// from the printed row, each asked of `valid`.
std::vector<TwoSlipEmendation> two_slips_plainly(const NumberRow& printed, const RowPredicate& valid) {
  if (!emendations(printed, valid).empty()) return {};
  std::map<NumberRow, TwoSlipEmendation> best;
  for (const Emendation& mid : emendations(printed, [](const NumberRow&) { return true; })) {
    if (mid.slip.kind == SlipKind::AsPrinted) continue;
    for (const Emendation& e : emendations(mid.row, valid)) {
      if (e.row == printed) continue;
      auto it = best.find(e.row);
      if (it == best.end() || e.cost + mid.cost < it->second.cost)
        best[e.row] = {e.row, e.slip, mid.slip, e.cost + mid.cost};
    }
  }
  int least = 1 << 30;
  for (const auto& [row, t] : best) least = std::min(least, t.cost);
  std::vector<TwoSlipEmendation> out;
  for (const auto& [row, t] : best) {
    if (t.cost == least) out.push_back(t);
  }
  return out;
}

}  // namespace

TEST_CASE("row check: the two-slip search keys rows beyond 64 bits by the whole row", "[audit]") {
  // A 20-digit number does not fit in 64 bits: a row that moves it is kept whole. It is
  // exchanged with its neighbour, and a digit changed in the third cell (7 -> 8).
  const NumberRow printed = {mpz_class("12345678901234567890", 10), mpz_class(5), mpz_class(7)};
  const NumberRow wanted = {mpz_class(5), mpz_class("12345678901234567890", 10), mpz_class(8)};
  const RowPredicate valid = [&wanted](const NumberRow& r) { return r == wanted; };
  const auto fast = best_two_slip_emendations(printed, valid);
  const auto plain = two_slips_plainly(printed, valid);
  REQUIRE(fast.size() == 1);
  REQUIRE(plain.size() == 1);
  CHECK(fast[0].row == wanted);
  CHECK(fast[0].cost == plain[0].cost);
  CHECK(fast[0].first == plain[0].first);
  CHECK(fast[0].second == plain[0].second);
}

namespace {

// The two-slip search of `printed` where the valid rows are `wanted`, with and without
// a cell filter (a value stands in that cell of a valid row: a necessary condition),
// checked against the plain search; whether the plain search finds any row.
bool same_as_plain_search(const NumberRow& printed, const std::vector<NumberRow>& wanted) {
  auto valid = [wanted](const NumberRow& r) {
    return std::find(wanted.begin(), wanted.end(), r) != wanted.end();
  };
  auto in_column = [wanted](std::size_t c, const mpz_class& v) {
    for (const auto& w : wanted) {
      if (c < w.size() && w[c] == v) return true;
    }
    return false;
  };
  const auto plain = two_slips_plainly(printed, valid);
  const auto fast = best_two_slip_emendations(printed, valid);
  const auto filtered = best_two_slip_emendations(printed, valid, {}, in_column);
  REQUIRE(fast.size() == plain.size());
  REQUIRE(filtered.size() == plain.size());
  for (std::size_t i = 0; i < plain.size(); ++i) {
    CHECK(fast[i].row == plain[i].row);
    CHECK(fast[i].cost == plain[i].cost);
    CHECK(fast[i].first == plain[i].first);
    CHECK(fast[i].second == plain[i].second);
    CHECK(filtered[i].row == plain[i].row);
    CHECK(filtered[i].first == plain[i].first);
    CHECK(filtered[i].second == plain[i].second);
  }
  return !plain.empty();
}

}  // namespace

TEST_CASE("row check: the two-slip search finds what the plain search finds, with or without a cell filter",
          "[audit]") {
  // Printed rows and sets of valid rows drawn at random; the valid rows are two slips
  // from the printed one by construction (two cells changed, or digits of one), or not.
  std::mt19937 rng(1563);
  auto draw = [&rng](long lo, long hi) { return std::uniform_int_distribution<long>(lo, hi)(rng); };
  int compared = 0, found = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = static_cast<std::size_t>(draw(1, 4));
    NumberRow printed;
    for (std::size_t i = 0; i < n; ++i) printed.push_back(draw(0, 400));
    std::vector<NumberRow> wanted;
    for (int k = 0; k < 3; ++k) {
      NumberRow w = printed;
      w[static_cast<std::size_t>(draw(0, static_cast<long>(n) - 1))] = draw(0, 999);
      if (draw(0, 1)) w[static_cast<std::size_t>(draw(0, static_cast<long>(n) - 1))] = draw(0, 999);
      if (n > 1 && draw(0, 3) == 0) std::swap(w[0], w[1]);
      wanted.push_back(w);
    }
    ++compared;
    found += same_as_plain_search(printed, wanted) ? 1 : 0;
  }
  CHECK(compared == 300);
  CHECK(found > 100);  // the draw reaches the two-slip rows often enough to test them
}

TEST_CASE("row check: two digit slips planted in two cells are found as the plain search finds them",
          "[audit]") {
  // Each wanted row is made from the printed one by a digit slip in one cell and then
  // another in a second cell (or the same), drawn from the rows one slip away; two or
  // three are wanted at once, so that readings tie or one costs less.
  std::mt19937 rng(1496);
  auto draw = [&rng](long lo, long hi) { return std::uniform_int_distribution<long>(lo, hi)(rng); };
  auto digit_slip_rows = [](const NumberRow& from) {
    std::vector<Emendation> out;
    for (Emendation& e : one_slip_rows(from, {})) {
      if (e.slip.kind != SlipKind::AsPrinted && e.slip.kind != SlipKind::CellsExchanged)
        out.push_back(std::move(e));
    }
    return out;
  };
  int found = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t n = static_cast<std::size_t>(draw(2, 4));
    NumberRow printed;
    for (std::size_t i = 0; i < n; ++i) printed.push_back(draw(1, 999));
    const auto first = digit_slip_rows(printed);
    std::vector<NumberRow> wanted;
    for (long k = draw(1, 3); k > 0; --k) {
      const Emendation& a = first[static_cast<std::size_t>(draw(0, static_cast<long>(first.size()) - 1))];
      const auto second = digit_slip_rows(a.row);
      std::vector<const Emendation*> elsewhere;
      for (const auto& b : second) {
        if (b.slip.cell != a.slip.cell || draw(0, 9) == 0) elsewhere.push_back(&b);
      }
      if (!elsewhere.empty())
        wanted.push_back(
            elsewhere[static_cast<std::size_t>(draw(0, static_cast<long>(elsewhere.size()) - 1))]->row);
    }
    found += same_as_plain_search(printed, wanted) ? 1 : 0;
  }
  CHECK(found > 300);  // most planted rows are found at two slips (some at one)
}

TEST_CASE("row check: an unresolved row naming a number no man bears is classed no man", "[audit]") {
  // The men here are 2 and 8; 7 is none. A row no slip mends that prints 7 is classed
  // so; one that prints only men stays undecided; an erratum is left as it is.
  const CellFilter man = [](std::size_t, const mpz_class& v) { return v == 2 || v == 8; };
  Finding unresolved = finding_at(printed_row({7, 8}), FindingKind::Unresolved);
  class_no_man(unresolved, numbers({7, 8}), man);
  CHECK(unresolved.who == FindingClass::NoMan);
  Finding men_only = finding_at(printed_row({2, 8}), FindingKind::Unresolved);
  men_only.who = FindingClass::Undecided;
  class_no_man(men_only, numbers({2, 8}), man);
  CHECK(men_only.who == FindingClass::Undecided);
  Finding erratum = finding_at(printed_row({7, 8}), FindingKind::Erratum);
  erratum.who = FindingClass::Printer;
  class_no_man(erratum, numbers({7, 8}), man);
  CHECK(erratum.who == FindingClass::Printer);
}

TEST_CASE("row check: the digit variants from the digits' values are those written out", "[audit]") {
  // Every number below 10000, 2000 drawn from 5 to 17 digits, numbers of 16 to 19
  // digits (the longest of the short way, and the first that go the way of the text),
  // and text with leading zeros.
  std::vector<std::string> texts;
  for (int n = 0; n < 10000; ++n) texts.push_back(std::to_string(n));
  std::mt19937_64 draw(1563);
  for (int i = 0; i < 2000; ++i) {
    const int digits = 5 + static_cast<int>(draw() % 13);
    std::string t(1, static_cast<char>('1' + draw() % 9));
    while (static_cast<int>(t.size()) < digits) t += static_cast<char>('0' + draw() % 10);
    texts.push_back(t);
  }
  for (const char* t : {"1234567890123456", "99999999999999999", "10000000000000000", "123456789012345678",
                        "9999999999999999999", "007", "0", "00", "60"})
    texts.emplace_back(t);
  for (const auto& text : texts) {
    const auto fast = digit_variant_list(text, 2, false);
    const auto slow = digit_variant_list(text, 2, true);
    INFO(text);
    REQUIRE(fast.size() == slow.size());
    for (std::size_t i = 0; i < fast.size(); ++i) {
      if (fast[i].first != slow[i].first || !(fast[i].second == slow[i].second)) {
        FAIL("variant " << i << ": " << fast[i].first.get_str() << " and " << slow[i].first.get_str());
      }
    }
  }
}

TEST_CASE("NumberSet: contains answers as a binary search over the sorted numbers", "[audit]") {
  // Sets of small numbers, of numbers about 2^63 and past it, and of both; asked about
  // every number near each member and about numbers outside.
  std::mt19937_64 draw(1496);
  const mpz_class edge = mpz_class(1) << 63;
  for (int trial = 0; trial < 40; ++trial) {
    std::vector<mpz_class> numbers;
    for (int i = 0; i < 30; ++i) {
      mpz_class n = static_cast<unsigned long>(draw() % 200);
      if (trial % 4 == 1) n += edge - 100;  // around 2^63
      if (trial % 4 == 2) n = -n;           // negative too
      if (trial % 4 == 3 && i % 2) n += edge * edge;
      numbers.push_back(n);
    }
    const NumberSet set(numbers);
    std::vector<mpz_class> sorted = numbers;
    std::sort(sorted.begin(), sorted.end());
    for (const mpz_class& n : numbers) {
      for (int d = -2; d <= 2; ++d) {
        const mpz_class x = n + d;
        CHECK(set.contains(x) == std::binary_search(sorted.begin(), sorted.end(), x));
      }
    }
    CHECK_FALSE(set.contains(edge * edge * edge));
  }
}

TEST_CASE("row check: the one-slip rows made from changes are emendations' own", "[audit]") {
  // Rows of one to four numbers drawn from 0 to 999 (repeated numbers and repeated
  // digits among them, which give one row by several slips), under the default costs
  // and under costs that reorder the kinds.
  std::mt19937_64 draw(1572);
  SlipCosts other;
  other.digit_dropped = 1;
  other.digit_changed = 5;
  other.cells_exchanged = 2;
  for (int trial = 0; trial < 400; ++trial) {
    NumberRow printed;
    const int n = 1 + static_cast<int>(draw() % 4);
    for (int i = 0; i < n; ++i)
      printed.push_back(static_cast<unsigned long>(trial % 5 == 0 ? draw() % 12 : draw() % 1000));
    if (trial % 7 == 0 && n > 1) printed[1] = printed[0];
    for (const SlipCosts& costs : {SlipCosts{}, other}) {
      const auto made = one_slip_rows(printed, costs);
      const auto plain = emendations(
          printed, [](const NumberRow&) { return true; }, costs);
      INFO(numbers_text(printed));
      REQUIRE(made.size() == plain.size());
      for (std::size_t i = 0; i < made.size(); ++i) {
        CHECK(made[i].row == plain[i].row);
        CHECK(made[i].slip == plain[i].slip);
        CHECK(made[i].cost == plain[i].cost);
      }
    }
  }
}
