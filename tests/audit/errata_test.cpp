#include "audit/errata.hpp"
#include "audit/tables_audit.hpp"

#include "catch.hpp"

#include "men/armies.hpp"

#include <unistd.h>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

Field field(const std::string& name, FieldType type) {
  Field f;
  f.name = name;
  f.type = type;
  f.required = false;
  return f;
}

// A book of one table of arithmetic proportions, all on leaf 5 recto, and the printer's
// list of errors for it; written to a folder of its own (named for the process and the
// book, for test cases run side by side), read back as a package.
struct Book {
  std::filesystem::path dir;
  Package package;

  Book(const std::string& table, const std::string& errata,
       const std::string& folder = "rithmo-errata-test") {
    static int made = 0;
    dir = std::filesystem::temp_directory_path() /
          (folder + "-" + std::to_string(::getpid()) + "-" + std::to_string(++made)) / "book";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "arithmetic.csv") << table;
    std::ofstream(dir / "errata.csv") << errata;
    package.dir = dir.string();
    package.name = "book";
    Resource t;
    t.name = "arithmetic";
    t.path = "arithmetic.csv";
    t.relation = {{"name", "proportion"}, {"kind", "arithmetic"}, {"army", "both"}};
    t.fields = {field("line", FieldType::Integer), field("folio", FieldType::String),
                field("a", FieldType::Integer), field("b", FieldType::Integer),
                field("c", FieldType::Integer)};
    Resource e;
    e.name = "errata";
    e.path = "errata.csv";
    e.relation = {{"name", kPrintersErrata}};
    for (const char* f : {"line", "cited_folio", "place", "printed", "corrected", "kind", "target"})
      e.fields.push_back(field(f, std::string(f) == "line" ? FieldType::Integer : FieldType::String));
    package.resources = {t, e};
  }
  ~Book() { std::filesystem::remove_all(dir.parent_path()); }
};

}  // namespace

// A printer's list with a correction that is right, one that is wrong, and a slip it
// misses, built here: each is found for what it is.
TEST_CASE("errata: a printer's list checked both ways", "[audit][errata]") {
  // Arithmetic proportions, each worked here.
  REQUIRE(45 - 9 == 81 - 45);
  REQUIRE(6 - 4 == 8 - 6);
  REQUIRE(20 - 15 == 25 - 20);
  // The print, all on leaf 5 recto: 9 45 18 (a slip: 18 for 81), 4 6 8 (right), 15 20 52
  // (a slip: 52 for 25), 2 4 6 and 3 6 9 (right).
  const std::string table =
      "line,folio,a,b,c\n1,5a,9,45,18\n2,5a,4,6,8\n3,5a,15,20,52\n4,5a,2,4,6\n5,5a,3,6,9\n";
  // The list: 9 45 18 to be read 9 45 81 (right); 4 6 8 to be read 4 6 9 (wrong: the print
  // was right); a word of the text; nothing on 15 20 52.
  const std::string errata =
      "line,cited_folio,place,printed,corrected,kind,target\n"
      "10,5a,nella tauola,9 45 18,9 45 81,number,arithmetic\n"
      "11,5a,nella tauola,4 6 8,4 6 9,number,arithmetic\n"
      "12,5b,nella riga 3,cucurato,curato,word,\n";
  Book book(table, errata);
  const AuditReport report = audit_packages({book.package}, build_armies());
  REQUIRE(report.errata.size() == 1);
  const ErrataCheck& check = report.errata.front();
  REQUIRE(check.corrections.size() == 3);

  const ErrataCorrection& right = check.corrections[0];
  CHECK(right.shown == ErrataPlace::Error);
  CHECK(right.verdict == ErrataVerdict::Agrees);
  const ErrataCorrection& wrong = check.corrections[1];
  CHECK(wrong.shown == ErrataPlace::Error);
  CHECK(wrong.verdict == ErrataVerdict::Disagrees);
  const ErrataCorrection& word = check.corrections[2];
  CHECK(word.shown == ErrataPlace::NotLooked);
  CHECK(word.verdict == ErrataVerdict::NotChecked);

  // The other way: the audit flags rows 1 and 3; the list corrects the first only.
  REQUIRE(check.flagged.size() == 2);
  CHECK(check.flagged[0].row == 1);
  CHECK(check.flagged[0].correction == 1);
  CHECK(check.flagged[1].row == 3);
  CHECK(check.flagged[1].correction == 0);

  // The errata table's own entry: the wrong correction, a contradiction.
  const auto entry = std::find_if(report.tables.begin(), report.tables.end(),
                                  [](const AuditedTable& t) { return t.table == "book/errata.csv"; });
  REQUIRE(entry != report.tables.end());
  REQUIRE(entry->audit.findings.size() == 1);
  CHECK(entry->audit.findings[0].kind == FindingKind::Contradiction);
  CHECK(entry->audit.findings[0].row == 2u);
}

// The check takes the tables the list points into from a source where it has them (the
// audit hands it the tables as it read them), else from their files.
TEST_CASE("errata: the tables pointed into come from the source, else from their files", "[audit][errata]") {
  REQUIRE(45 - 9 == 81 - 45);  // 9 45 81 is an arithmetic proportion, 9 45 18 is not
  const std::string table = "line,folio,a,b,c\n1,5a,9,45,18\n2,5a,4,6,8\n";
  const std::string errata =
      "line,cited_folio,place,printed,corrected,kind,target\n"
      "10,5a,nella tauola,9 45 18,9 45 81,number,arithmetic\n";
  Book book(table, errata, "rithmo-errata-source");
  const Armies armies = build_armies();
  const AuditReport report = audit_packages({book.package}, armies);
  REQUIRE(report.errata.size() == 1);
  std::vector<const TableAudit*> audits;
  for (const AuditedTable& t : report.tables) audits.push_back(&t.audit);
  const CsvDocument list = read_resource(book.package, "errata");

  // From the files: what the audit found with the table as it read it.
  const ErrataCheck from_files = check_errata(book.package, list, "book/errata.csv", audits, armies);
  REQUIRE(from_files.corrections.size() == 1);
  const ErrataCorrection& audited = report.errata.front().corrections.at(0);
  CHECK(from_files.corrections[0].shown == ErrataPlace::Error);
  CHECK(from_files.corrections[0].shown == audited.shown);
  CHECK(from_files.corrections[0].shown_text == audited.shown_text);
  CHECK(from_files.corrections[0].verdict == audited.verdict);

  // A source that holds another reading of the table, whose row prints the correction:
  // asked first, and believed.
  const CsvDocument other = parse_csv("line,folio,a,b,c\n1,5a,9,45,81\n", "other.csv");
  int asked = 0;
  const ErrataCheck from_source = check_errata(book.package, list, "book/errata.csv", audits, armies,
                                               [&](const Resource& r) -> const CsvDocument* {
                                                 ++asked;
                                                 return r.name == "arithmetic" ? &other : nullptr;
                                               });
  CHECK(asked > 0);
  REQUIRE(from_source.corrections.size() == 1);
  CHECK(from_source.corrections[0].shown == ErrataPlace::Correction);
  // A source that has none of them: the files are read.
  const ErrataCheck none = check_errata(book.package, list, "book/errata.csv", audits, armies,
                                        [](const Resource&) -> const CsvDocument* { return nullptr; });
  CHECK(none.corrections.at(0).shown_text == from_files.corrections[0].shown_text);
}

TEST_CASE("errata: what the OCR shows at the place", "[audit][errata]") {
  // The print already reads his correction (2 3 4: 3 - 2 = 4 - 3); his error (2 3 5) is
  // not on the leaf.
  Book book("line,folio,a,b,c\n1,5a,2,3,4\n",
            "line,cited_folio,place,printed,corrected,kind,target\n10,5a,x,2 3 5,2 3 4,number,arithmetic\n");
  const AuditReport report = audit_packages({book.package}, build_armies());
  REQUIRE(report.errata.size() == 1);
  const ErrataCorrection& c = report.errata.front().corrections.front();
  CHECK(c.shown == ErrataPlace::Correction);
  CHECK(c.verdict == ErrataVerdict::Agrees);
}

TEST_CASE("errata: a correction of a place no table holds is judged by the numbers", "[audit][errata]") {
  // 41 is no number of the game; 49 is 7 x 7, the odd round of the second order (002
  // line 524). 7 and 9 are both men: not decided.
  Book book("line,folio,a,b,c\n1,5a,2,3,4\n",
            "line,cited_folio,place,printed,corrected,kind,target\n"
            "10,4b,nella figura,41,49,number,\n"
            "11,9b,nella figura,7,9,number,\n"
            "12,9b,nella figura,9,41,number,\n");
  const AuditReport report = audit_packages({book.package}, build_armies());
  const auto& c = report.errata.front().corrections;
  REQUIRE(c.size() == 3);
  CHECK(c[0].verdict == ErrataVerdict::Agrees);
  CHECK(c[1].verdict == ErrataVerdict::Undecided);
  CHECK(c[2].verdict == ErrataVerdict::Disagrees);
}

TEST_CASE("errata: bad input in the list is an error at its cell", "[audit][errata]") {
  Book book("line,folio,a,b,c\n1,5a,2,3,4\n",
            "line,cited_folio,place,printed,corrected,kind,target\n10,5a,x,1,2,numeral,arithmetic\n");
  CHECK_THROWS_WITH(check_relations(book.package, build_armies()),
                    Catch::Matchers::Contains("unknown kind 'numeral' (valid: word, number, figure)"));
  Book other("line,folio,a,b,c\n1,5a,2,3,4\n",
             "line,cited_folio,place,printed,corrected,kind,target\n10,5a,x,1,2,number,geometric\n",
             "rithmo-errata-test-2");
  CHECK_THROWS_WITH(check_relations(other.package, build_armies()),
                    Catch::Matchers::Contains("no table 'geometric' in package book"));
}
