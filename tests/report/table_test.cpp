#include "report/table.hpp"
#include "tables/csv.hpp"

#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

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

TEST_CASE("table: words are cut to keep a row a line when that takes half the lines of records", "[report]") {
  Table t{"demo", "a title that is longer than the width", {{"id"}, {"rule"}, {"name"}, {"k", true}}, {}, {}};
  for (int i = 0; i < 6; ++i) t.add_row({std::to_string(i), "(n^2+n)+(n+1)^2", "sesquiquartus", "7"});
  // 33 columns: 2 + 15 + 13 + 1 and three gaps of 2 are 37. No space to wrap at, so
  // words are cut: the widest text column gives way, one place at a time (rule 15 to
  // 12, then name 13 to 12): 2 + 12 + 12 + 1 + 6 = 33. A row takes two lines, 13 lines
  // in all, against 29 as records (6 records of 4 lines, 5 blank lines between).
  const std::string text = render(t, Format::Text, 33);
  CHECK(text ==
        "a title that is longer than the\n"
        "width\n"
        "\n"
        "id  rule          name          k\n" +
            [] {
              std::string rows;
              for (int i = 0; i < 6; ++i)
                rows += std::to_string(i) + "   (n^2+n)+(n+1  sesquiquartu  7\n    )^2           s\n";
              return rows;
            }());
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
  // A line's own indent is kept, and its continuation indented beneath it: 24 columns,
  // two of indent, "alpha beta gamma delta" is 22 of the 22 left; " epsilon" goes on.
  CHECK(wrap_lines("  alpha beta gamma delta epsilon", 24, 4) == "  alpha beta gamma delta\n      epsilon");
}

TEST_CASE("table: a word wider than its line is cut, or kept whole on a line of its own", "[report]") {
  // 10 columns: "package/file.csv" is 16, wider than any line.
  using Lines = std::vector<std::string>;
  CHECK(wrap_words("see package/file.csv now", 10, 10) == Lines{"see", "package/fi", "le.csv now"});
  CHECK(wrap_words("see package/file.csv now", 10, 10, LongWord::Keep) ==
        Lines{"see", "package/file.csv", "now"});
  // Words that fit are wrapped alike either way: "alpha beta" is 10, "gamma" goes on.
  CHECK(wrap_words("alpha beta gamma", 10, 10, LongWord::Keep) == Lines{"alpha beta", "gamma"});
  CHECK(wrap_words("alpha beta gamma", 10, 10, LongWord::Keep) == wrap_words("alpha beta gamma", 10, 10));
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

// json_document writes its documents in one pass of its own: byte for byte what
// nlohmann's dump writes, for trees drawn at random with every kind of value and
// strings of every kind of byte (quotes, backslashes, control characters, UTF-8 of one
// to four bytes, and bytes that are no UTF-8).
TEST_CASE("json: a document written in one pass is nlohmann's dump, byte for byte", "[report]") {
  std::mt19937 rng(1563);
  auto draw = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const std::vector<std::string> pieces = {"a",
                                           "Fulke",
                                           " ",
                                           "\"",
                                           "\\",
                                           "/",
                                           "\n",
                                           "\t",
                                           "\x01",
                                           "\x1f",
                                           "\x7f",
                                           "\xC3\xA9",
                                           "\xE2\x80\x94",
                                           "\xF0\x9F\x98\x80",
                                           "\xC0\x80",
                                           "\xED\xA0\x80",
                                           "\xF4\x90\x80\x80",
                                           "\x80",
                                           "\xE2\x80",
                                           "\xFF",
                                           "9"};
  auto text = [&] {
    std::string s;
    for (int k = draw(0, 6); k > 0; --k)
      s += pieces[static_cast<std::size_t>(draw(0, static_cast<int>(pieces.size()) - 1))];
    return s;
  };
  std::function<nlohmann::json(int)> tree = [&](int depth) -> nlohmann::json {
    switch (draw(0, depth > 3 ? 6 : 8)) {
      case 0:
        return text();
      case 1:
        return draw(-1000, 1000);
      case 2:
        return static_cast<std::uint64_t>(draw(0, 1 << 30)) << 33;
      case 3:
        return draw(-1000, 1000) / 7.0;
      case 4:
        return draw(0, 1) == 1;
      case 5:
        return nullptr;
      case 6:
        return text() + "x";
      case 7: {
        nlohmann::json a = nlohmann::json::array();
        for (int k = draw(0, 4); k > 0; --k) a.push_back(tree(depth + 1));
        return a;
      }
      default: {
        nlohmann::json o = nlohmann::json::object();
        for (int k = draw(0, 4); k > 0; --k) o[text()] = tree(depth + 1);
        return o;
      }
    }
  };
  // The same tree with its keys in the order given (the keys drawn anew, unsorted).
  std::function<nlohmann::ordered_json(const nlohmann::json&)> ordered = [&](const nlohmann::json& j) {
    if (j.is_object()) {
      nlohmann::ordered_json o = nlohmann::ordered_json::object();
      for (const auto& [k, v] : j.items()) o[text() + k] = ordered(v);
      return o;
    }
    if (j.is_array()) {
      nlohmann::ordered_json a = nlohmann::ordered_json::array();
      for (const auto& v : j) a.push_back(ordered(v));
      return a;
    }
    if (j.is_string()) return nlohmann::ordered_json(j.get<std::string>());
    if (j.is_number_unsigned()) return nlohmann::ordered_json(j.get<std::uint64_t>());
    if (j.is_number_integer()) return nlohmann::ordered_json(j.get<std::int64_t>());
    if (j.is_number_float()) return nlohmann::ordered_json(j.get<double>());
    if (j.is_boolean()) return nlohmann::ordered_json(j.get<bool>());
    return nlohmann::ordered_json(nullptr);
  };
  for (int trial = 0; trial < 2000; ++trial) {
    const nlohmann::json j = tree(0);
    REQUIRE(json_document(j) == json_document_by_dump(j));
    const nlohmann::ordered_json o = ordered(j);
    CHECK(json_document(o) == o.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n");
  }
  // Every descriptor of the transcribed tables, too.
  for (const auto& entry : std::filesystem::directory_iterator(std::string(RITHMO_SOURCE_DIR) + "/tables")) {
    const auto path = entry.path() / "datapackage.json";
    if (!std::filesystem::exists(path)) continue;
    std::ifstream in(path);
    const nlohmann::json j = nlohmann::json::parse(in);
    CHECK(json_document(j) == json_document_by_dump(j));
  }
}

TEST_CASE("table: a user's text is written into Markdown as text, never as markup", "[report]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"a | b", "a \\| b"},
      {"*bold* _it_ `code` [link](x)", "\\*bold\\* \\_it\\_ \\`code\\` \\[link\\](x)"},
      {"<script>", "&lt;script&gt;"},
      {"two\nlines\r\tand a tab", "two lines  and a tab"},
      {"bell\x07 esc\x1b]0;x", "bell\xEF\xBF\xBD esc\xEF\xBF\xBD\\]0;x"},
      {"del\x7f", "del\xEF\xBF\xBD"},
      {"back\\slash", "back\\\\slash"},
      {"«ſeſta» 2 x 6", "«ſeſta» 2 x 6"},
  };
  for (const auto& [text, written] : cases) {
    INFO(text);
    CHECK(md_escape(text) == written);
  }
  // A table rendered as Markdown keeps one row a line, whatever its cells hold.
  Table t{"t", "a title", {{"cell"}}, {}, {}};
  t.add_row({"one\ntwo | three"});
  const std::string md = render(t, Format::Markdown);
  CHECK(md.find("one two \\| three") != std::string::npos);
}
