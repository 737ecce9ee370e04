#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "fulke_men.hpp"
#include "relation_audit.hpp"

#include <numeric>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// The men as Fulke lists them (002 lines 523-531), typed from the source: fulke_men.hpp.
using testing::kEvenMen;
using testing::kOddMen;
const long kEvenSum = std::accumulate(kEvenMen.begin(), kEvenMen.end(), 0L);
const long kOddSum = std::accumulate(kOddMen.begin(), kOddMen.end(), 0L);

PrintedRow with(const std::vector<std::pair<std::string, std::string>>& columns) {
  PrintedRow p;
  p.row = 1;
  p.extra = columns;
  return p;
}

PrintedRow fact(const std::string& army, const std::string& quantity, long value) {
  return with({{"army", army}, {"quantity", quantity}, {"value", std::to_string(value)}});
}

PrintedRow sentence(const std::string& army, long men, long standards) {
  return with({{"army", army}, {"men", std::to_string(men)}, {"standards", std::to_string(standards)}});
}

PrintedRow table_row(std::size_t row, long standards, long men) {
  PrintedRow p =
      with({{"label", "x"}, {"standards", std::to_string(standards)}, {"men", std::to_string(men)}});
  p.row = row;
  return p;
}

std::vector<Finding> check(const std::vector<PrintedRow>& rows, const RelationParams& params = {}) {
  return bind_relation(build_armies(), "standards", params).check(rows);
}

}  // namespace

TEST_CASE("standards: the armies' sums, 002 line 876", "[audit][standards]") {
  // ".1312. footemen" and ".1752." (line 876), and the typed lists agree.
  CHECK(kEvenSum == 1312);
  CHECK(kOddSum == 1752);
}

TEST_CASE("standards: stated numbers accepted and rejected", "[audit][standards]") {
  // Per standard: (sum - 2 captains - 10 bearers) / 10 standards.
  const long even_per = (kEvenSum - 2 - 10) / 10, odd_per = (kOddSum - 2 - 10) / 10;
  auto [label, row, ok] = GENERATE_COPY(table<std::string, PrintedRow, bool>({
      {"even footmen", fact("even", "footmen", kEvenSum), true},
      {"white total", fact("white", "total", kEvenSum), true},
      {"black total", fact("black", "total", kOddSum), true},
      {"odd soldiers", fact("odd", "soldiers", kOddSum - 12), true},
      {"even per standard", fact("even", "men-per-standard", even_per), true},
      {"odd per standard", fact("odd", "men-per-standard", odd_per), true},
      {"subtracted", fact("", "subtracted", 12), true},
      {"divisor", fact("", "divisor", 10), true},
      {"even footmen wrong", fact("even", "footmen", 1321), false},
      {"total without an army", fact("", "total", kEvenSum), false},
      // "If the even hoste wyne .348. men he hath obtayned two standerds" (line 878):
      // 348 = 2 x 174, the odd standard
      {"even wins odd standards", sentence("even", 2 * odd_per, 2), true},
      {"odd wins even standards", sentence("odd", 3 * even_per, 3), true},
      {"even wins its own", sentence("even", 2 * even_per, 2), false},
      // The period's point, as line 878 prints it: ".348." is keyed 348. with its last point.
      {"the period's point",
       with({{"army", "even"}, {"men", std::to_string(2 * odd_per) + "."}, {"standards", "2"}}), true},
      {"the period's point, a wrong number",
       with({{"army", "even"}, {"men", std::to_string(2 * even_per) + "."}, {"standards", "2"}}), false},
  }));
  INFO(label);
  CHECK(check({row}).empty() == ok);
}

// An input of the audit fuzz target (tests/fuzz/audit/regression--standards-leading-zero):
// "09" was read as octal and threw "mpz_set_str". Numbers are decimal, leading zeros
// and all: "010" is the divisor ten, "09" nine, which is not it.
TEST_CASE("standards: a stated number with a leading zero is decimal", "[audit][standards]") {
  auto divisor = [](const std::string& value) {
    return with({{"army", ""}, {"quantity", "divisor"}, {"value", value}});
  };
  CHECK(check({divisor("010")}).empty());
  const auto findings = check({divisor("09")});
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind != FindingKind::Omission);
}

TEST_CASE("standards: a slip in a stated number is emended", "[audit][standards]") {
  // 1321 for 1312: two neighbouring digits swapped.
  const auto findings = check({fact("even", "footmen", 1321)});
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind == FindingKind::Erratum);
  REQUIRE(findings[0].emendation() != nullptr);
  CHECK(findings[0].emendation()->row == NumberRow{1312});
}

TEST_CASE("standards: a table of one army, complete and right", "[audit][standards]") {
  // k odd standards hold k x 174; the table runs from one to ten (002 lines 891-900).
  std::vector<PrintedRow> rows;
  for (long k = 1; k <= 10; ++k) rows.push_back(table_row(static_cast<std::size_t>(k), k, k * 174));
  CHECK(check(rows, {{"army", "odd"}}).empty());
  rows[6] = table_row(7, 7, 1281);  // 7 x 174 = 1218
  rows.pop_back();                  // ten standards left out
  const auto findings = check(rows, {{"army", "odd"}});
  REQUIRE(findings.size() == 2);
  CHECK(findings[0].kind == FindingKind::Erratum);  // 1281 -> 1218, digits swapped
  CHECK(findings[1].kind == FindingKind::Omission);
  CHECK(findings[1].derived == std::vector<std::string>{"10", "1740"});
  // Without its army the table cannot be read: bad input, not a finding.
  CHECK_THROWS_AS(check({table_row(1, 1, 174)}), RowInputError);
}

TEST_CASE("standards: readings of the king and of the standards won", "[audit][standards]") {
  // "not counting the Pyramid" (003 line 247) taken to the letter leaves the kings out:
  // 1312 - 91 = 1221 and 1752 - 190 = 1562, and Savard's totals no longer hold.
  CHECK_FALSE(check({fact("white", "total", 1312)}, {{"standards-king", "none"}}).empty());
  CHECK(check({fact("white", "total", 1312 - 91)}, {{"standards-king", "none"}}).empty());
  // Counting the roots too (002 line 690: 1..6; line 691: 4..8) adds 21 and 30.
  CHECK(
      check({fact("odd", "footmen", 1752 + 4 + 5 + 6 + 7 + 8)}, {{"standards-king", "total+roots"}}).empty());
  // The even host winning its own standards: 2 x 130 = 260, not 348.
  CHECK(check({sentence("even", 260, 2)}, {{"won", "own"}}).empty());
  CHECK_THROWS_WITH(bind_relation(build_armies(), "standards", {{"captains", "two"}}),
                    "relation standards: bad value 'two' for captains (valid: an integer 0-1000000)");
}

TEST_CASE("standards: the printed tables, 002 lines 876-900 and 003 line 247", "[audit][standards][fulke]") {
  // Checked by hand: 1312 and 1752 are the sums of the men (above); 1312 - 12 = 1300 =
  // 10 x 130; 1752 - 12 = 1740 = 10 x 174 (line 876; Savard's "12 is subtracted from
  // each total, and the difference is divided by 10", 003 line 247, white the even).
  // Lines 878-879: the even host winning 348 = 2 x 174 and 522 = 3 x 174 men wins two
  // and three of the odd army's standards; the odd winning 260 = 2 x 130 and 390 = 3 x
  // 130 wins the even's: the sentences are right, the men won being the adversary's.
  // Lines 881-900: k x 130 and k x 174 for k = 1..10, every row right.
  auto table = GENERATE(as<std::string>{}, "fulke-1563/standards-facts.csv",
                        "fulke-1563/standards-sentences.csv", "fulke-1563/standards-table-even.csv",
                        "fulke-1563/standards-table-odd.csv", "savard/standards.csv");
  INFO(table);
  const TableAudit audit = testing::audit_transcribed(table);
  CHECK(audit.rows > 0);
  if (table != "savard/standards.csv") {
    CHECK(audit.findings.empty());
    return;
  }
  // Savard's two totals are said "not counting the Pyramid" (003 line 247), which they
  // do count (the test below): two findings of the author, on rows 1 and 2, and none
  // on his arithmetic.
  REQUIRE(audit.findings.size() == 2);
  for (const Finding& f : audit.findings) CHECK(f.who == FindingClass::Author);
}

TEST_CASE("standards: a total that states how it counts the king is checked under it", "[audit][standards]") {
  // Savard: "The total of the numerical values of the black pieces, not counting the
  // Pyramid, is 1752 ... the white pieces, not counting the Pyramid, is 1312" (003
  // line 247). The kings' totals are 91 and 190 (002 line 529), so without them the
  // armies sum to kEvenSum - 91 and kOddSum - 190: the figures hold with the kings in,
  // and the words are the author's slip.
  auto stated = [](const std::string& army, long value, const std::string& king) {
    return with({{"army", army}, {"quantity", "total"}, {"value", std::to_string(value)}, {"king", king}});
  };
  const auto wrong = check({stated("black", kOddSum, "none"), stated("white", kEvenSum, "none")});
  REQUIRE(wrong.size() == 2);
  for (const Finding& f : wrong) CHECK(f.who == FindingClass::Author);
  CHECK(wrong[0].explanation.find("sum to " + std::to_string(kOddSum - 190) + ", not " +
                                  std::to_string(kOddSum)) != std::string::npos);
  CHECK(wrong[1].explanation.find("sum to " + std::to_string(kEvenSum - 91) + ", not " +
                                  std::to_string(kEvenSum)) != std::string::npos);
  // The same figures said with the king's total in, and the sums without him said
  // without him, hold.
  CHECK(check({stated("black", kOddSum, "total"), stated("white", kEvenSum - 91, "none")}).empty());
  // A figure that holds under no reading of the king is the printer's, judged as usual.
  const auto slip = check({stated("black", kOddSum + 1, "none")});
  REQUIRE(slip.size() == 1);
  CHECK(slip[0].who != FindingClass::Author);
  // An unknown statement is an error that names the readings.
  const auto bad = check({stated("black", kOddSum, "half")});
  REQUIRE(bad.size() == 1);
  CHECK(bad[0].explanation == "unknown king 'half' (valid: total, total+roots, none)");
}

TEST_CASE("standards: an army in another language, or in a word not read", "[audit][standards]") {
  // The even army's 1312 footmen and the sentence of line 878 (348 = 2 x 174, the odd
  // standard), with the armies named as the other books name them.
  const long odd_per = (kOddSum - 2 - 10) / 10;
  for (const char* even : {"Pair", "pares", "gerade", "blanc"}) {
    INFO(even);
    CHECK(check({fact(even, "footmen", kEvenSum)}).empty());
    CHECK(check({sentence(even, 2 * odd_per, 2)}).empty());
  }
  // "Rote" names no army: a word not read, reported once for both rows that print it,
  // and neither row judged (1321 is not 1312, yet no erratum is said of it).
  PrintedRow second = sentence("Rote", 1, 2);
  second.row = 2;
  const auto findings = check({fact("Rote", "footmen", 1321), second}, {{"language", "german"}});
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind == FindingKind::NotRead);
  CHECK(findings[0].explanation.rfind("not read: 'Rote' (German)", 0) == 0);
  CHECK(findings[0].explanation.find("rows 1, 2") != std::string::npos);
}
