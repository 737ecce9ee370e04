#include "site/pages.hpp"

#include "tables/csv.hpp"

#include <catch.hpp>

#include <set>
#include <string>

using namespace rithmo;
using namespace rithmo::site;

TEST_CASE("site: a row's address names its page and line", "[site]") {
  // The 1563 print's musical proportions: "5 45 225" stands on page-0060 line 25 (the
  // README's example; tables/fulke-1563-print/musical-proportion.csv).
  const CsvDocument doc = parse_csv(
      "file,line,a,b,c\n"
      "ocr/lever-fulke-1563/page-0060.txt,24,2,3,6\n"
      "ocr/lever-fulke-1563/page-0060.txt,25,5,45,225\n"
      "ocr/lever-fulke-1563/page-0060.txt,25,30,45,90\n"
      "ocr/lever-fulke-1563/page-0061.txt,3,4,6,12\n",
      "t.csv");
  const auto places = row_places("musical-proportion", doc);
  REQUIRE(places.size() == 4);
  CHECK(places[1].id == "musical-proportion.page-0060.l25");
  CHECK(places[1].where == "page-0060:25");
  CHECK(places[1].file == "ocr/lever-fulke-1563/page-0060.txt");
  CHECK(places[1].line == 25);
  // A second row on the same line is told apart by its rank there.
  CHECK(places[2].id == "musical-proportion.page-0060.l25.2");
  CHECK(places[3].id == "musical-proportion.page-0061.l3");
}

TEST_CASE("site: rows of a transcription without pages go by line, else by rank", "[site]") {
  const CsvDocument lines = parse_csv("line,a\n721,2\n722,4\n", "t.csv");
  const auto by_line = row_places("t", lines);
  CHECK(by_line[0].id == "t.l721");
  CHECK(by_line[1].where == "line 722");
  const CsvDocument bare = parse_csv("a,b\n2,4\n3,9\n", "t.csv");
  const auto by_rank = row_places("t", bare);
  CHECK(by_rank[1].id == "t.r2");
  CHECK(by_rank[1].where == "row 2");
  // A line that is no number is no line; a hostile file name is no id's trouble.
  const CsvDocument odd = parse_csv("file,line,a\n\"x\"\"><b>.txt\",1e3,2\n", "t.csv");
  const auto p = row_places("t", odd);
  CHECK(p[0].line == 0);
  CHECK(p[0].id.find_first_of("<>\" ") == std::string::npos);
}

TEST_CASE("site: every row of a table has an address of its own", "[site]") {
  std::string text = "file,line,a\n";
  for (int i = 0; i < 300; ++i)
    text += "p/page-" + std::to_string(i % 7) + ".txt," + std::to_string(i % 11) + ",1\n";
  const auto places = row_places("t", parse_csv(text, "t.csv"));
  std::set<std::string> ids;
  for (const auto& p : places) ids.insert(p.id);
  CHECK(ids.size() == 300);
}

TEST_CASE("site: pages and tables keep names that say what they are", "[site]") {
  CHECK(book_path("fulke-1563-print") == "book-fulke-1563-print.html");
  CHECK(work_path("musical-proportion") == "work-musical-proportion.html");
  CHECK(table_id("musical-proportion.csv") == "musical-proportion");
  CHECK(table_id("fulke-1563-print/musical-proportion.csv") == "musical-proportion");
}
