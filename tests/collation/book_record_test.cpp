// What a package says of its book and of the book's sources (collation/book_record.hpp):
// read from the descriptor, refused with a located message where it cannot be right.
#include "collation/book_record.hpp"

#include "catch.hpp"
#include "diagnostic.hpp"

#include <string>
#include <vector>

using namespace rithmo;

namespace {

Package package(const std::string& name, const std::string& extra) {
  Package p;
  p.name = name;
  p.descriptor_name = "tables/" + name + "/datapackage.json";
  p.descriptor_text = "{\n  \"name\": \"" + name + "\",\n" + extra + "\n  \"resources\": []\n}\n";
  return p;
}

// The message of what read_book_record throws, or empty.
std::string refusal(const Package& p) {
  try {
    read_book_record(p);
  } catch (const DiagnosticError& e) {
    return e.diag.str();
  }
  return {};
}

}  // namespace

TEST_CASE("book record: the witness and its statements", "[collation]") {
  const Package p = package("b-1560", R"(  "witness": {"period": true, "kind": "print", "year": 1560,
    "printer": "Someone", "copy": "a library", "shelfmark": "V 1"},
  "statements": [
    {"quotation": "as Faber says", "source": "ocr/b/page-0001.txt", "lines": [3, 4],
     "names": "a-1500", "named": "Faber", "says": "quotes"}
  ],)");
  const BookRecord r = read_book_record(p);
  CHECK(r.recorded);
  CHECK(r.period);
  CHECK(r.year == 1560);
  CHECK(r.shelfmark == "V 1");
  REQUIRE(r.statements.size() == 1);
  CHECK(r.statements[0].says == StatedRelation::Quotes);
  CHECK(r.statements[0].where() == "ocr/b/page-0001.txt lines 3-4");
  // A package that says nothing is a book of the period.
  const BookRecord plain = read_book_record(package("c-1570", ""));
  CHECK_FALSE(plain.recorded);
  CHECK(plain.period);
}

TEST_CASE("book record: what cannot be right is refused at its line", "[collation]") {
  CHECK(refusal(package("b-1560", "  \"witness\": {\"kind\": \"novel\"},")) ==
        "tables/b-1560/datapackage.json:3:15: error: witness kind 'novel' is unknown (valid: print, "
        "manuscript, "
        "modern-transcription, modern-retelling, modern-computed, modern-study)");
  CHECK(refusal(package("b-1560", "  \"witness\": {\"year\": \"1560\"},")) ==
        "tables/b-1560/datapackage.json:3:15: error: \"year\" of \"witness\" must be a whole number from 1 "
        "to 9999");
  CHECK(refusal(package("b-1560", "  \"statements\": [{\"source\": \"x\", \"lines\": [1, 1]}],"))
            .find("a statement needs its \"quotation\" and its \"source\"") != std::string::npos);
  CHECK(refusal(package("b-1560",
                        "  \"statements\": [{\"quotation\": \"q\", \"source\": \"x\", \"lines\": [2, 1]}],"))
            .find("\"lines\" must be [first, last]") != std::string::npos);
  CHECK(refusal(package("b-1560",
                        "  \"statements\": [{\"quotation\": \"q\", \"source\": \"x\", \"lines\": [1, 1], "
                        "\"names\": \"b-1560\"}],"))
            .find("names its own package") != std::string::npos);
  CHECK(refusal(package("b-1560",
                        "  \"statements\": [{\"quotation\": \"q\", \"source\": \"x\", \"lines\": [1, 1], "
                        "\"says\": \"steals\"}],"))
            .find("(valid: source, prints, quotes, compares)") != std::string::npos);
}

TEST_CASE("book record: stated sources that go round or run against the dates", "[collation]") {
  const auto statement = [](const std::string& names) {
    return "  \"statements\": [{\"quotation\": \"q\", \"source\": \"x\", \"lines\": [1, 1], \"names\": \"" +
           names + "\"}],";
  };
  {
    const std::vector<Package> ps = {package("a", statement("b")), package("b", statement("a"))};
    const std::vector<BookRecord> rs = {read_book_record(ps[0]), read_book_record(ps[1])};
    CHECK_THROWS_AS(check_book_records(ps, rs), DiagnosticError);
  }
  {
    const std::vector<Package> ps = {package("a", "  \"witness\": {\"year\": 1500}," + statement("b")),
                                     package("b", "  \"witness\": {\"year\": 1550},")};
    const std::vector<BookRecord> rs = {read_book_record(ps[0]), read_book_record(ps[1])};
    try {
      check_book_records(ps, rs);
      FAIL("a source dated after its book was taken");
    } catch (const DiagnosticError& e) {
      CHECK(e.diag.str().find("states as its source 'b', dated 1550, after it") != std::string::npos);
    }
  }
  {
    // A book named that is not among these: no error (the report says so).
    const std::vector<Package> ps = {package("a", statement("elsewhere"))};
    const std::vector<BookRecord> rs = {read_book_record(ps[0])};
    CHECK_NOTHROW(check_book_records(ps, rs));
  }
}
