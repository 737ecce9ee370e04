#include "tables/datapackage.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;

namespace {

// A two-column resource like the spaces tables (002 lines 700-720), built in memory.
const char* kDescriptor = R"({
  "name": "demo",
  "resources": [{
    "name": "spaces",
    "path": "spaces.csv",
    "title": "Even against odd",
    "section": "A table to take the men by Multiplication and Division.",
    "source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 720]},
    "relation": {"name": "spaces-multiplication", "taker": "even"},
    "reading": "taker x spaces = taken",
    "keying": {"double_keyed": true, "second": "tables/keying/second/demo/spaces.csv"},
    "schema": {"fields": [
      {"name": "line", "type": "integer"},
      {"name": "taker", "type": "integer"},
      {"name": "army", "type": "string", "constraints": {"enum": ["even", "odd"]}},
      {"name": "men", "type": "integer-list", "required": false},
      {"name": "note", "type": "string", "required": false, "role": "transcriber-note"}
    ]}
  }]
})";

std::string check_error(const std::string& csv) {
  const Package p = parse_package(kDescriptor, "datapackage.json", ".");
  try {
    check_table(p.resources[0], parse_csv(csv, "spaces.csv"));
  } catch (const DiagnosticError& e) {
    return e.diag.str();
  }
  return "ok";
}

}  // namespace

TEST_CASE("table check: a good table passes", "[tables]") {
  CHECK(check_error("line,taker,army,men,note\n700,6,even,2 4,\n701,8,odd,,[sic]\n") == "ok");
}

TEST_CASE("table check: hand-made broken tables give the exact error", "[tables]") {
  auto [csv, message] = GENERATE(table<std::string, std::string>({
      {"line,taker,army,men,note\n700,1O,even,,\n",
       "spaces.csv:2:5: error: '1O' in column 'taker' is not a number (digits only)"},
      {"line,taker,army,men\n700,6,even,\n", "spaces.csv:1:20: error: missing column 'note'"},
      {"line,taker,men,army,note\n700,6,,even,\n",
       "spaces.csv:1:12: error: column 'men' where the descriptor has 'army'"},
      {"line,taker,army,men,note\n700, 6,even,,\n",
       "spaces.csv:2:5: error: stray whitespace in column 'taker'"},
      {"line,taker,army,men,note\n700,6,red,,\n",
       "spaces.csv:2:7: error: 'red' in column 'army' is not one of: even, odd"},
      {"line,taker,army,men,note\n700,,even,,\n",
       "spaces.csv:2:5: error: empty cell in required column 'taker'"},
      {"line,taker,army,men,note\n700,6,even,2  4,\n",
       "spaces.csv:2:12: error: '2  4' in column 'men' is not a list of numbers separated by single spaces"},
      {"line,taker,army,men,note\n699,6,even,,\n",
       "spaces.csv:2:1: error: line 699 is outside the source range of 'spaces'"},
      {"line,taker,army,men,note\n700,6,even,,\"[sic\n", "spaces.csv:2:13: error: unterminated quoted cell"},
      {"\xEF\xBB\xBFline,taker,army,men,note\n700,6,even,,\n",
       "spaces.csv:1:1: error: byte order mark at start of file (save as UTF-8 without BOM)"},
      {"line,taker,army,men,note\r\n700,6,even,,\r\n",
       "spaces.csv:1:25: error: carriage return (line ends must be LF, not CRLF)"},
      {"", "spaces.csv:1:1: error: empty file (expected a header row)"},
  }));
  CHECK(check_error(csv) == message);
}

TEST_CASE("table check: descriptors without provenance are refused", "[tables]") {
  std::string d = kDescriptor;
  d.replace(d.find("\"source\""),
            std::string(R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 720]},)").size(),
            "");
  try {
    (void)parse_package(d, "datapackage.json", ".");
    FAIL("accepted");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.str() ==
          "datapackage.json:4:13: error: resource 'spaces' has no provenance (\"source\" with a file and a "
          "line range)");
  }
  try {
    (void)parse_package("{\"name\": \"x\", \"resources\": [}", "datapackage.json", ".");
    FAIL("accepted");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.line == 1);
    CHECK(e.diag.message.rfind("invalid JSON: ", 0) == 0);
  }
}
