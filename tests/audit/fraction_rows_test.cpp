// Rows that print a fraction (lib/audit/fraction_rows.hpp): worked examples of the
// proportions among any numbers, whose means the period wrote as fractions ("13 1/2").
// The means are computed here from the definitions of the three proportions (002 lines
// 207-218): arithmetic b = (a + c) / 2, musical b = 2ac / (a + c); the text of a
// fraction is written here too.
#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"
#include "audit/report.hpp"
#include "tables/csv.hpp"

#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <gmpxx.h>

#include <string>
#include <vector>

using namespace rithmo;

namespace {

const Armies& armies() {
  static const Armies a = build_armies();
  return a;
}

TableAudit audit_text(const std::string& relation, const RelationParams& params, const std::string& csv) {
  const BoundRelation r = bind_relation(armies(), relation, params);
  return audit_table(r, read_printed(r, parse_csv(csv, "t.csv")), "t.csv");
}

// n/d in the period's mixed form, written without the library: "13 1/2", "3/7".
std::string mixed(long n, long d) {
  const mpz_class g = gcd(mpz_class(n), mpz_class(d));
  const long num = n / g.get_si(), den = d / g.get_si();
  if (num % den == 0) return std::to_string(num / den);
  const long whole = num / den, rest = num % den;
  return (whole ? std::to_string(whole) + " " : std::string()) + std::to_string(rest) + "/" +
         std::to_string(den);
}

struct Example {
  std::string kind;
  long a, c;
  long mean_num, mean_den;  // the mean, exactly
};

// Every pair 2 <= a < c <= 20 whose arithmetic or musical mean is not whole.
std::vector<Example> fractional_means() {
  std::vector<Example> out;
  for (long a = 2; a <= 20; ++a) {
    for (long c = a + 1; c <= 20; ++c) {
      if ((a + c) % 2 != 0) out.push_back({"arithmetic", a, c, a + c, 2});
      if ((2 * a * c) % (a + c) != 0) out.push_back({"musical", a, c, 2 * a * c, a + c});
    }
  }
  return out;
}

std::string example_row(const Example& e, const std::string& mean) {
  return e.kind + "," + std::to_string(e.a) + " " + mean + " " + std::to_string(e.c) + "\n";
}

}  // namespace

TEST_CASE("fractions: a mean printed as a fraction holds exactly, in a list and in its cells", "[audit]") {
  std::string csv = "kind,numbers\n";
  const auto examples = fractional_means();
  for (const auto& e : examples) csv += example_row(e, mixed(e.mean_num, e.mean_den));
  // The same means as improper fractions, and with the trailing period of period print.
  csv += "arithmetic,12 27/2 15\narithmetic,12. 13 1/2. 15.\n";
  const TableAudit a = audit_text("proportion-examples", {}, csv);
  CHECK(a.rows == examples.size() + 2);
  CHECK(a.valid == a.rows);
  CHECK(a.findings.empty());

  const BoundRelation r = bind_relation(armies(), "proportion-examples", {});
  const auto rows = read_printed(r, parse_csv("kind,numbers\narithmetic,12 13 1/2 15\n", "t.csv"));
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].number_text == std::vector<std::string>{"12", "13 1/2", "15"});
  CHECK(rows[0].exact == ExactRow{Rational(12), Rational(27, 2), Rational(15)});
  CHECK(rows[0].numbers.empty());
  // A row of whole numbers is read as numbers, as before.
  const auto whole = read_printed(r, parse_csv("kind,numbers\ngeometric,4 6 9\n", "t.csv"));
  CHECK(whole.at(0).exact.empty());
  CHECK(whole.at(0).numbers.size() == 3);
}

TEST_CASE("fractions: a slip in a fraction's digits is mended within its part", "[audit]") {
  // 12 13 1/2 15 (arithmetic: (12 + 15) / 2 = 27/2) printed with a 3 for the 2.
  const TableAudit a = audit_text("proportion-examples", {}, "kind,numbers\narithmetic,12 13 1/3 15\n");
  REQUIRE(a.findings.size() == 1);
  const Finding& f = a.findings[0];
  CHECK(f.kind == FindingKind::Erratum);
  CHECK(f.who == FindingClass::Printer);
  REQUIRE(f.emendation());
  CHECK(f.emendation()->text == std::vector<std::string>{"12", "13 1/2", "15"});
  CHECK(f.explanation ==
        "as printed, 12, 13 1/3, 15 are not in arithmetic proportion; digit changed: 3 printed for 2 in "
        "column numbers, term 2 (denominator); read 12, 13 1/2, 15: arithmetic 12, 13 1/2, 15: 13 1/2 - 12 = "
        "15 - 13 1/2 = 1 1/2");
  AuditReport report;
  AuditedTable t;
  t.table = "t.csv";
  t.audit = a;
  report.tables.push_back(t);
  const auto json = nlohmann::json::parse(render_audit(report, Format::Json));
  CHECK(json["findings"][0]["emendation"] == nlohmann::json({"12", "13 1/2", "15"}));
  CHECK(json["findings"][0]["printed"] == nlohmann::json({"12", "13 1/3", "15"}));
}

TEST_CASE("fractions: a reading keeps the printed form of each number", "[audit]") {
  // 3, 1/2, 4 (three numbers: the periods part them) is mended to 3 7/2 4, never to
  // 3 10/2 4 or 3 4/2 4, whose fractions are whole numbers.
  const TableAudit a = audit_text("proportion-examples", {}, "kind,numbers\narithmetic,3. 1/2. 4.\n");
  REQUIRE(a.findings.size() == 1);
  REQUIRE(a.findings[0].emendation());
  CHECK(a.findings[0].emendation()->text == std::vector<std::string>{"3", "7/2", "4"});
}

TEST_CASE("fractions: one slip planted in a mean's fraction is found", "[audit]") {
  // Each digit of the numerator and denominator of every fractional mean, changed to
  // every other digit (no leading zero, no zero denominator), one row at a time.
  std::size_t planted = 0, still_valid = 0, right = 0, wrong = 0, tied = 0, unresolved = 0;
  for (const auto& e : fractional_means()) {
    const std::string mean = mixed(e.mean_num, e.mean_den);
    const std::size_t slash = mean.find('/');
    const std::size_t space = mean.find(' ');
    const std::size_t from = space == std::string::npos ? 0 : space + 1;
    for (std::size_t i = from; i < mean.size(); ++i) {
      if (i == slash) continue;
      for (char d = '0'; d <= '9'; ++d) {
        if (d == mean[i]) continue;
        std::string slipped = mean;
        slipped[i] = d;
        const bool group_start = i == from || i == slash + 1;
        if (d == '0' && group_start) continue;
        // A mixed number whose fraction the slip makes improper is read as two
        // numbers ("13 3/2" is 13 and 3/2): another row, not planted here.
        const long num = std::stol(slipped.substr(from, slash - from));
        const long den = std::stol(slipped.substr(slash + 1));
        if (space != std::string::npos && num >= den) continue;
        ++planted;
        const TableAudit a =
            audit_text("proportion-examples", {}, "kind,numbers\n" + example_row(e, slipped));
        if (a.findings.empty()) {
          ++still_valid;  // the slip made another example that holds
          continue;
        }
        const Finding& f = a.findings.at(0);
        if (f.kind == FindingKind::Erratum) {
          const std::vector<std::string> truth{std::to_string(e.a), mean, std::to_string(e.c)};
          (f.emendation()->text == truth ? right : wrong) += 1;
        } else if (f.kind == FindingKind::Tie) {
          ++tied;
        } else {
          ++unresolved;
        }
      }
    }
  }
  INFO("planted " << planted << ", still valid " << still_valid << ", right " << right << ", wrong " << wrong
                  << ", tie " << tied << ", unresolved " << unresolved);
  CHECK(planted > 1000);
  CHECK(wrong == 0);
  // A digit changed is one slip: every row it breaks is mended, or left as a tie.
  CHECK(unresolved == 0);
  CHECK(right * 100 >= (right + tied) * 95);
}

TEST_CASE("fractions: where they are refused, and why", "[audit]") {
  using Catch::Matchers::Equals;
  // A proportion among the men: a fraction is no number the relation reads, also one
  // whose value is whole ("10/2" is printed as a fraction). Where fractions are read,
  // a zero denominator and a part that is no number are refused at their place.
  auto [relation, params, csv,
        message] = GENERATE(table<std::string, RelationParams, std::string, std::string>({
      {"proportion",
       {{"kind", "arithmetic"}},
       "a,b,c\n12,13 1/2,15\n",
       "t.csv:2:4: error: column 'b': '13 1/2' is a fraction; the relation reads whole numbers"},
      {"proportion",
       {{"kind", "arithmetic"}},
       "a,b,c\n2,10/2,8\n",
       "t.csv:2:3: error: column 'b': '10/2' is a fraction; the relation reads whole numbers"},
      {"proportion-examples",
       {},
       "kind,numbers\narithmetic,12 1/0 15\n",
       "t.csv:2:17: error: column 'numbers': '1/0' is not a number: the denominator is zero"},
      {"proportion-examples",
       {},
       "kind,numbers\narithmetic,12 13 1/x 15\n",
       "t.csv:2:20: error: column 'numbers': '1/x' is not a whole number or a fraction such as 27/2 or 13 "
       "1/2"},
  }));
  const BoundRelation r = bind_relation(armies(), relation, params);
  CHECK_THROWS_WITH(read_printed(r, parse_csv(csv, "t.csv")), Equals(message));
}

TEST_CASE("fractions: a whole number before a fraction that is not proper is two numbers", "[audit]") {
  const BoundRelation any = bind_relation(armies(), "proportion-examples", {});
  // A whole number followed by a fraction that is not proper is two numbers, 13 and 3/2.
  const auto two = read_printed(any, parse_csv("kind,numbers\narithmetic,12 13 3/2 15\n", "t.csv"));
  CHECK(two.at(0).number_text == std::vector<std::string>{"12", "13", "3/2", "15"});
}

TEST_CASE("fractions: a part printed with a leading zero is read in decimal", "[audit]") {
  // 12 13 1/2 15 with its denominator keyed "09": the parts of the fraction were read
  // again as C reads "09" (no octal number), which threw out of the audit. In decimal it
  // is 13 1/9, and (12 + 15) / 2 = 13 1/2, not 13 1/9.
  const TableAudit a = audit_text("proportion-examples", {}, "kind,numbers\narithmetic,12 13 1/09 15\n");
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].explanation.find("as printed, 12, 13 1/9, 15 are not in arithmetic proportion") !=
        std::string::npos);
}
