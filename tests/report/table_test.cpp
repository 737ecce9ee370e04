#include "report/table.hpp"
#include "tables/csv.hpp"

#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

using namespace rithmo;

TEST_CASE("table: a number column is integers in JSON, a 64-bit seed included, null when empty", "[report]") {
  Table t{"playouts", "", {{"game", true}, {"seed", true}, {"result"}}, {}, {}};
  t.add_row({"1", "1", "even wins"});
  t.add_row({"2", "18446744073709551615", "odd wins"});  // 2^64 - 1, the largest seed
  t.add_row({"3", "", "12"});
  const auto j = nlohmann::json::parse(render(t, Format::Json));
  REQUIRE(j["rows"].size() == 3);
  CHECK(j["rows"][0]["seed"] == 1);
  CHECK(j["rows"][1]["seed"].is_number_unsigned());
  CHECK(j["rows"][1]["seed"].get<std::uint64_t>() == UINT64_MAX);
  CHECK(j["rows"][2]["seed"].is_null());
  // A text column stays text, even when it holds digits.
  CHECK(j["rows"][2]["result"] == "12");
}

TEST_CASE("table: text fits a width, the widest text column wrapping at spaces", "[report]") {
  Table t{"demo", "", {{"name"}, {"text"}}, {}, {}};
  t.add_row({"a", "one two three four five six seven eight"});
  // Unbounded: one line a row.
  CHECK(render(t, Format::Text) == "name  text\na     one two three four five six seven eight\n");
  // 30 columns: "name" (4) and two spaces leave 24 for the text; "one two three four
  // five" is 23 of them, and " six" would make 27.
  CHECK(render(t, Format::Text, 30) == "name  text\na     one two three four five\n      six seven eight\n");
  // Wide enough: as unbounded.
  CHECK(render(t, Format::Text, 80) == render(t, Format::Text));
}

TEST_CASE("table: a table that cannot fit without cutting words prints a record a row", "[report]") {
  Table t{"demo", "", {{"id"}, {"claim"}}, {}, {"one note"}};
  t.add_row({"flying-blocked", "blocking the normal moves blocks the flying ones"});
  t.add_row({"x", ""});
  // 22 columns: "flying-blocked" (14), two spaces and a column of at least 12 need 28.
  // Records: the names padded to "claim" (5), two spaces, 15 columns for the values.
  CHECK(render(t, Format::Text, 22) ==
        "id     flying-blocked\n"
        "claim  blocking the\n"
        "       normal moves\n"
        "       blocks the\n"
        "       flying ones\n"
        "\n"
        "id     x\n"
        "claim\n"
        "one note\n");
}

TEST_CASE("table: long lines of a report wrap beneath their start", "[report]") {
  // 20 columns: "alpha beta gamma" is 16, " delta" would make 22; the rest is indented 4.
  CHECK(wrap_lines("alpha beta gamma delta\nshort", 20, 4) == "alpha beta gamma\n    delta\nshort");
  CHECK(wrap_lines("alpha beta gamma delta", 0, 4) == "alpha beta gamma delta");
}

TEST_CASE("table: counts agree with their nouns", "[report]") {
  CHECK(count_of(0, "table", "tables") == "0 tables");
  CHECK(count_of(1, "table", "tables") == "1 table");
  CHECK(count_of(2, "row is", "rows are") == "2 rows are");
}

TEST_CASE("table: a CSV record of one empty cell is written quoted and reads back", "[report]") {
  Table t{"list", "", {{"note"}}, {}, {}};
  t.add_row({"a"});
  t.add_row({""});
  t.add_row({"b, c"});
  const std::string csv = render(t, Format::Csv);
  CHECK(csv == "note\na\n\"\"\n\"b, c\"\n");
  // Read back by the strict RFC 4180 reader: three records, the second one empty cell.
  const CsvDocument doc = parse_csv(csv, "list.csv");
  REQUIRE(doc.rows.size() == 3);
  CHECK(doc.rows[1].cells.size() == 1);
  CHECK(doc.rows[1].cells[0].text.empty());
  CHECK(doc.rows[2].cells[0].text == "b, c");
}

TEST_CASE("json: a string that is no UTF-8 is written with U+FFFD, the document whole", "[report]") {
  // A file's name as the system gives it: 0xC0 0x92 is no UTF-8 (an overlong form).
  nlohmann::json j;
  j["table"] = std::string("/tmp/\xC0\x92.csv");
  j["rows"] = 1;
  const std::string text = rithmo::json_document(j);
  CHECK(text.back() == '\n');
  const auto back = nlohmann::json::parse(text);
  CHECK(back["table"] == "/tmp/\xEF\xBF\xBD\xEF\xBF\xBD.csv");  // U+FFFD for each byte
  CHECK(back["rows"] == 1);
  nlohmann::ordered_json o;
  o["table"] = std::string("\xFF");
  CHECK(nlohmann::json::parse(rithmo::json_document(o))["table"] == "\xEF\xBF\xBD");
}
