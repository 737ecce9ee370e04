#include "tables/csv.hpp"

#include "catch.hpp"

#include <string>

using rithmo::parse_csv;

TEST_CASE("csv: reads cells with their line and column", "[tables]") {
  const auto doc = parse_csv("line,taker,note\n789,22,\"[sic -- 22, should be 225]\"\n790,3,\n", "t.csv");
  REQUIRE(doc.rows.size() == 2);
  CHECK(doc.header[1].text == "taker");
  CHECK(doc.rows[0].cells[2].text == "[sic -- 22, should be 225]");
  CHECK(doc.rows[0].cells[2].line == 2);
  CHECK(doc.rows[0].cells[2].column == 8);
  CHECK(doc.rows[1].cells[2].text.empty());
  CHECK(doc.column("note") == 2);
}

TEST_CASE("csv: keeps spaces for the checker to report", "[tables]") {
  const auto doc = parse_csv("a,b\n 1,2 \n", "t.csv");
  CHECK(doc.rows[0].cells[0].text == " 1");
  CHECK(doc.rows[0].cells[1].text == "2 ");
}

TEST_CASE("csv: a quoted newline stays in its cell", "[tables]") {
  const auto doc = parse_csv("a,b\n\"x\ny\",2\n", "t.csv");
  CHECK(doc.rows[0].cells[0].text == "x\ny");
  CHECK(doc.rows[0].cells[1].line == 3);
}

TEST_CASE("csv: broken tables give the exact error", "[tables]") {
  auto [text, message] = GENERATE(table<std::string, std::string>({
      {"", "t.csv:1:1: error: empty file (expected a header row)"},
      {"\xEF\xBB\xBF"
       "a,b\n1,2\n",
       "t.csv:1:1: error: byte order mark at start of file (save as UTF-8 without BOM)"},
      {"a,b\r\n1,2\r\n", "t.csv:1:4: error: carriage return (line ends must be LF, not CRLF)"},
      {"a,b\n1,\"2\n", "t.csv:2:3: error: unterminated quoted cell"},
      {"a,b,c\n1,2\n", "t.csv:2:3: error: row has 2 cells, the header has 3"},
      {"a,b\n1,2\n\n3,4\n", "t.csv:3:1: error: blank line"},
      {"a,b\n1,2", "t.csv:2:3: error: missing newline at end of file"},
      {"a,b\n1,x\"y\"\n",
       "t.csv:2:4: error: quote inside a cell that does not start with a quote, or text after a closing "
       "quote"},
      {"a,b\n1,\xff\n", "t.csv:2:3: error: invalid UTF-8"},
  }));
  try {
    (void)parse_csv(text, "t.csv");
    FAIL("accepted: " << text);
  } catch (const rithmo::DiagnosticError& e) {
    CHECK(e.diag.str() == message);
  }
}
