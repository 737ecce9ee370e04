#include "tables/csv.hpp"
#include "text/utf8.hpp"

#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

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

TEST_CASE("csv: a row made whole reads as its cells read one by one", "[tables]") {
  // Line 2 holds a quoted line break: the cells after it stand on line 3, their
  // columns counted from there.
  const auto doc = parse_csv("a,b,c\n\"x\ny\",22,\"q,\"\"r\"\"\"\n,,zz\n", "t.csv");
  REQUIRE(doc.rows.size() == 2);
  REQUIRE(doc.rows.width() == 3);
  std::size_t n = 0;
  for (const rithmo::CsvRow& row : doc.rows) {
    REQUIRE(row.cells.size() == 3);
    CHECK(row.line == row.cells[0].line);
    for (std::size_t c = 0; c < 3; ++c) {
      const rithmo::CsvCell one = doc.rows.cell(n, c);
      CHECK(row.cells[c].text == doc.rows.text(n, c));
      CHECK(one.text == row.cells[c].text);
      CHECK(one.line == row.cells[c].line);
      CHECK(one.column == row.cells[c].column);
      CHECK(one.offset == row.cells[c].offset);
    }
    ++n;
  }
  CHECK(doc.rows[0].cells[0].text == "x\ny");
  CHECK(doc.rows[0].cells[1].line == 3);
  CHECK(doc.rows[0].cells[1].column == 4);  // y",22: the quote, the comma, then 22
  CHECK(doc.rows[0].cells[2].text == "q,\"r\"");
  CHECK(doc.rows.line(1) == 4);
  CHECK(doc.rows.back().cells[2].text == "zz");
  CHECK_THROWS_AS(doc.rows.at(2), std::out_of_range);
  CHECK_THROWS_AS(doc.rows.text(0, 3), std::out_of_range);
  // A test's edit: the cell's text replaced, every other cell and place kept.
  auto edited = doc;
  edited.rows.set_text(0, 1, "225");
  CHECK(edited.rows.text(0, 1) == "225");
  CHECK(edited.rows.text(0, 2) == "q,\"r\"");
  CHECK(edited.rows.text(1, 2) == "zz");
  CHECK(edited.rows[0].cells[1].column == 4);
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
      // A note line a user leaves in the table is said to be one, at its start.
      {"a,b,c\n# from page 12\n1,2,3\n",
       "t.csv:2:1: error: a note line ('# from page 12'): a table holds no comment lines; put the note in "
       "the "
       "table's note column (role transcriber-note) or in its descriptor's reading"},
      {"a,b\n1,2\n\n3,4\n", "t.csv:3:1: error: blank line"},
      {"a,b\n1,2", "t.csv:2:3: error: missing newline at end of file"},
      {"a,b\n1,x\"y\"\n",
       "t.csv:2:4: error: quote inside a cell that does not start with a quote, or text after a closing "
       "quote"},
      {"a,b\n1,\xff\n", "t.csv:2:3: error: invalid UTF-8"},
      {"a,b,a\n1,2,3\n", "t.csv:1:5: error: column 'a' is named twice in the header (also column 1)"},
  }));
  try {
    (void)parse_csv(text, "t.csv");
    FAIL("accepted: " << text);
  } catch (const rithmo::DiagnosticError& e) {
    CHECK(e.diag.str() == message);
  }
}

TEST_CASE("csv: a user's file may have a BOM, CRLF line ends and no final newline", "[tables]") {
  using rithmo::CsvDialect;
  const auto text = GENERATE(as<std::string>{},
                             "\xEF\xBB\xBF"
                             "a,b\r\n1,\"x\r\ny\"\r\n",
                             "a,b\r\n1,\"x\ny\"",
                             "\xEF\xBB\xBF"
                             "a,b\n1,\"x\ny\"\n");
  const auto doc = parse_csv(text, "t.csv", CsvDialect::UserFile);
  REQUIRE(doc.header.size() == 2);
  CHECK(doc.header[0].text == "a");
  CHECK(doc.header[0].column == 1);  // counted after the byte order mark
  REQUIRE(doc.rows.size() == 1);
  CHECK(doc.rows[0].cells[1].text == "x\ny");
  CHECK(doc.rows[0].line == 2);
}

TEST_CASE("csv: a user's file is strict in everything else", "[tables]") {
  auto [text, message] = GENERATE(table<std::string, std::string>({
      {"a,b\r1,2\r", "t.csv:1:4: error: carriage return (line ends must be LF, not CRLF)"},
      {"\xEF\xBB\xBF", "t.csv:1:1: error: empty file (expected a header row)"},
      {"a,b\r\n1,2\r\n\r\n", "t.csv:3:1: error: blank line"},
      {"a,b\r\n1\r\n", "t.csv:2:1: error: row has 1 cells, the header has 2"},
  }));
  try {
    (void)parse_csv(text, "t.csv", rithmo::CsvDialect::UserFile);
    FAIL("accepted: " << text);
  } catch (const rithmo::DiagnosticError& e) {
    CHECK(e.diag.str() == message);
  }
}

TEST_CASE("csv: only well-formed UTF-8 is read (no overlong form, surrogate or code point beyond U+10FFFF)",
          "[tables]") {
  using rithmo::CsvDialect;
  // Ill-formed in the Unicode Standard's table 3-7, each after "1," on line 2.
  const std::string bad = GENERATE(as<std::string>{}, "\xC0\x92", "\xC1\xBF", "\xE0\x80\x80", "\xE0\x9F\xBF",
                                   "\xED\xA0\x80", "\xED\xBF\xBF", "\xF0\x80\x80\x80", "\xF0\x8F\xBF\xBF",
                                   "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xFF", "\x80", "\xC3");
  for (const CsvDialect dialect : {CsvDialect::Strict, CsvDialect::UserFile}) {
    try {
      (void)parse_csv("a,b\n1," + bad + "\n", "t.csv", dialect);
      FAIL("accepted: " << bad);
    } catch (const rithmo::DiagnosticError& e) {
      CHECK(e.diag.str() == "t.csv:2:3: error: invalid UTF-8");
    }
  }
  // The edges of the well-formed ranges: U+0080, U+07FF, U+0800, U+D7FF, U+E000,
  // U+FFFF, U+10000, U+10FFFF.
  const std::string good = GENERATE(as<std::string>{}, "\xC2\x80", "\xDF\xBF", "\xE0\xA0\x80", "\xED\x9F\xBF",
                                    "\xEE\x80\x80", "\xEF\xBF\xBF", "\xF0\x90\x80\x80", "\xF4\x8F\xBF\xBF");
  CHECK(parse_csv("a,b\n1," + good + "\n", "t.csv").rows.at(0).cells.at(1).text == good);
}

TEST_CASE("utf8: the first bad byte of long text, found eight ASCII bytes at a time", "[tables]") {
  // Against the walk one sequence at a time: text of ASCII runs of every length around
  // eight, with a well-formed sequence or a bad byte put anywhere.
  auto walked = [](std::string_view s) -> std::optional<std::size_t> {
    for (std::size_t i = 0; i < s.size();) {
      const std::size_t n = rithmo::utf8_sequence(s, i);
      if (n == 0) return i;
      i += n;
    }
    return std::nullopt;
  };
  std::mt19937 rng(1556);
  const std::vector<std::string> pieces = {"a",    "\xC3\xA9", "\xE2\x80\x94", "\xF0\x9F\x98\x80",
                                           "\xC3", "\x80",     "\xFF",         "\xED\xA0\x80"};
  std::uniform_int_distribution<std::size_t> run(0, 20), pick(0, pieces.size() - 1), count(0, 3);
  int bad = 0;
  for (int trial = 0; trial < 5000; ++trial) {
    std::string s;
    for (std::size_t k = count(rng) + 1; k > 0; --k) {
      s += std::string(run(rng), 'x');
      if (rng() % 2) s += pieces[pick(rng)];
    }
    INFO(nlohmann::json(s).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace));
    CHECK(rithmo::invalid_utf8(s) == walked(s));
    bad += walked(s).has_value() ? 1 : 0;
  }
  CHECK(bad > 500);  // both answers drawn
}

TEST_CASE("utf8: what the test accepts is what a JSON writer accepts", "[tables]") {
  // nlohmann's serializer checks UTF-8 on its own (strict, type_error 316): on strings
  // of bytes drawn mostly from the lead and continuation ranges, the two agree.
  std::mt19937 rng(1563);
  const std::vector<unsigned char> pool = {0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0,
                                           0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
                                           0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF};
  std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1), length(1, 6);
  int valid = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    std::string s;
    for (std::size_t n = length(rng); n > 0; --n) s += static_cast<char>(pool[pick(rng)]);
    bool json_ok = true;
    try {
      (void)nlohmann::json(s).dump();
    } catch (const nlohmann::json::type_error&) {
      json_ok = false;
    }
    INFO(nlohmann::json(s).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace));
    CHECK(!rithmo::invalid_utf8(s).has_value() == json_ok);
    valid += json_ok ? 1 : 0;
  }
  CHECK(valid > 100);  // the draw reaches both answers (286 of the 20 000 are well formed)
}
