#include "tables/datapackage.hpp"

#include "catch.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// A two-column resource like the spaces tables (002 lines 700-720), built in memory, in
// the form of a Tabular Data Package (Data Package and Table Schema v1).
const std::string kDescriptor = R"({
  "name": "demo",
  "profile": "tabular-data-package",
  "version": "VERSION",
  "licenses": [{"name": "notspecified", "title": "License not specified"}],
  "contributors": [{"title": "The rithmo maintainers", "role": "wrangler"}],
  "sources": [{"file": "002_f663c2b935afea1e.txt", "title": "A blog dump"}],
  "resources": [{
    "name": "spaces",
    "path": "spaces.csv",
    "profile": "tabular-data-resource", "format": "csv", "mediatype": "text/csv", "encoding": "utf-8",
    "title": "Even against odd",
    "section": "A table to take the men by Multiplication and Division.",
    "source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 720]},
    "relation": {"name": "spaces-multiplication", "taker": "even"},
    "reading": "taker x spaces = taken",
    "keying": {"double_keyed": true, "second": "tables/keying/second/demo/spaces.csv"},
    "schema": {"fields": [
      {"name": "line", "type": "integer", "constraints": {"required": true}},
      {"name": "taker", "type": "integer", "constraints": {"required": true}},
      {"name": "army", "type": "string", "constraints": {"required": true, "enum": ["even", "odd"]}},
      {"name": "men", "type": "string", "constraints": {"required": false, "pattern": "[0-9]+( [0-9]+)*"}},
      {"name": "note", "type": "string", "constraints": {"required": false}, "role": "transcriber-note"}
    ]}
  }]
})";

// The descriptor with one piece of text replaced (it must occur exactly once).
std::string descriptor_with(const std::string& from, const std::string& to) {
  std::string d = kDescriptor;
  d.replace(d.find("VERSION"), 7, RITHMO_VERSION);
  const auto at = d.find(from);
  REQUIRE(at != std::string::npos);
  REQUIRE(d.find(from, at + 1) == std::string::npos);
  return d.replace(at, from.size(), to);
}

std::string descriptor() { return descriptor_with("\"name\": \"demo\"", "\"name\": \"demo\""); }

// The same descriptor with JSON simdjson does not read (a whole number beyond 64 bits,
// in a member the reader does not read): read through nlohmann::json's tree rather than
// simdjson's.
std::string beyond_simdjson(std::string text) {
  const auto at = text.find('{');
  REQUIRE(at != std::string::npos);
  return text.insert(at + 1, R"("x-beyond-64-bits": 18446744073709551616, )");
}

// What the reader keeps of a package, written out, to compare two readings.
std::string package_text(const Package& p) {
  std::string s = p.name + "|" + p.title + "|" + p.version + "|";
  for (const auto& l : p.licenses) s += l.name + "," + l.path + "," + l.title + ";";
  for (const auto& c : p.contributors) s += c + ";";
  for (const auto& x : p.sources) s += x.title + "," + x.file + ";";
  for (const auto& r : p.resources) {
    s += "\n" + r.name + "|" + r.path + "|" + r.title + "|" + r.section + "|" + r.reading + "|" +
         r.relation.dump() + "|" + std::to_string(r.audited) + std::to_string(r.double_keyed) +
         std::to_string(r.partial) + "|" + r.second_keying + "|" + r.claims_witness + "|" + r.collates_with +
         "|" + r.work + "|" + r.siglum + "|" + r.transcribes + "|" + std::to_string(r.line) + ":" +
         std::to_string(r.column) + "|";
    for (const auto& l : r.source)
      s += l.file + " " + std::to_string(l.first) + "-" + std::to_string(l.last) + ";";
    for (const auto& f : r.fields) {
      s += f.name + " " + std::to_string(static_cast<int>(f.type)) + std::to_string(f.required) +
           std::to_string(f.transcriber_note);
      for (const auto& a : f.allowed) s += "," + a;
      s += ";";
    }
  }
  return s;
}

std::string parse_error(const std::string& text) {
  try {
    (void)parse_package(text, "datapackage.json", ".");
  } catch (const DiagnosticError& e) {
    return e.diag.message;
  }
  return "ok";
}

std::string check_error(const std::string& csv) {
  const Package p = parse_package(descriptor(), "datapackage.json", ".");
  try {
    check_table(p.resources[0], parse_csv(csv, "spaces.csv"));
  } catch (const DiagnosticError& e) {
    return e.diag.str();
  }
  return "ok";
}

}  // namespace

TEST_CASE("descriptor: the Table Schema forms read as rithmo's fields", "[tables]") {
  const Package p = parse_package(descriptor(), "datapackage.json", ".");
  CHECK(p.version == RITHMO_VERSION);
  REQUIRE(p.licenses.size() == 1);
  CHECK(p.licenses[0].name == "notspecified");
  CHECK(p.contributors == std::vector<std::string>{"The rithmo maintainers"});
  REQUIRE(p.sources.size() == 1);
  CHECK(p.sources[0].file == "002_f663c2b935afea1e.txt");
  REQUIRE(p.resources.size() == 1);
  const auto& f = p.resources[0].fields;
  REQUIRE(f.size() == 5);
  CHECK(f[1].type == FieldType::Integer);
  CHECK(f[1].required);
  CHECK(f[2].allowed == std::vector<std::string>{"even", "odd"});
  // A string with the integer-list pattern is a list of numbers, and may be empty here.
  CHECK(f[3].type == FieldType::IntegerList);
  CHECK_FALSE(f[3].required);
  // The note column is the transcriber's: the audit never reads it.
  CHECK(f[4].transcriber_note);
  CHECK_FALSE(f[3].transcriber_note);
}

TEST_CASE("descriptor: forms outside the specifications, or unchecked, give the exact error", "[tables]") {
  const std::string line = R"({"name": "line", "type": "integer", "constraints": {"required": true}})";
  const std::string men =
      R"({"name": "men", "type": "string", "constraints": {"required": false, "pattern": "[0-9]+( [0-9]+)*"}})";
  auto [from, to, message] = GENERATE_COPY(table<std::string, std::string, std::string>({
      {men, R"({"name": "men", "type": "integer-list", "constraints": {"required": false}})",
       "resource 'spaces': field 'men' has type 'integer-list' (valid: integer, string; a list of numbers is "
       "a "
       "string with constraints.pattern \"[0-9]+( [0-9]+)*\")"},
      {line, R"({"name": "line", "type": "integer", "required": true})",
       "resource 'spaces': field 'line': \"required\" belongs in \"constraints\" (Table Schema)"},
      {line, R"({"name": "line", "type": "integer", "constraints": {}})",
       "resource 'spaces': field 'line' does not say whether it may be empty (constraints.required: true or "
       "false)"},
      {line, R"({"name": "line", "type": "integer", "constraints": {"required": true, "minimum": 1}})",
       "resource 'spaces': field 'line' has the constraint 'minimum', which rithmo does not check (valid: "
       "required, "
       "enum, pattern)"},
      {line, R"({"name": "line", "type": "integer", "format": "default", "constraints": {"required": true}})",
       "ok"},
      {line, R"({"name": "line", "type": "number", "constraints": {"required": true}})",
       "resource 'spaces': field 'line' has type 'number' (valid: integer, string; a list of numbers is a "
       "string "
       "with constraints.pattern \"[0-9]+( [0-9]+)*\")"},
      {"[0-9]+( [0-9]+)*", "[0-9]+(,[0-9]+)*",
       "resource 'spaces': field 'men' has the pattern \"[0-9]+(,[0-9]+)*\" (valid: \"[0-9]+( [0-9]+)*\" on "
       "a "
       "string, a list of numbers)"},
      {"\"schema\": {\"fields\"", "\"schema\": {\"primaryKey\": \"line\", \"fields\"",
       "schema of 'spaces' has \"primaryKey\", which rithmo does not check (valid: fields)"},
      {"\"encoding\": \"utf-8\"", "\"encoding\": \"latin1\"",
       "resource 'spaces' must have \"encoding\": \"utf-8\""},
      {"\"format\": \"csv\",", "", "resource 'spaces' must have \"format\": \"csv\""},
      {"\"format\": \"csv\",", "\"format\": \"csv\", \"dialect\": {\"delimiter\": \";\"},",
       "resource 'spaces' has a \"dialect\"; the tables use the default CSV dialect"},
      {"\"profile\": \"tabular-data-package\",", "",
       "package 'demo' must have \"profile\": \"tabular-data-package\""},
      {"\"version\": \"" RITHMO_VERSION "\"", "\"version\": \"1.0\"",
       "package 'demo' has version '1.0': a version is MAJOR.MINOR.PATCH, three whole numbers (1.0.0)"},
      {"\"version\": \"" RITHMO_VERSION "\"", "\"version\": \"1.01.0\"",
       "package 'demo' has version '1.01.0': a version is MAJOR.MINOR.PATCH, three whole numbers (1.0.0)"},
      {R"("licenses": [{"name": "notspecified", "title": "License not specified"}],)", "",
       "package 'demo' has no \"licenses\""},
      {R"({"name": "notspecified", "title": "License not specified"})", R"({"title": "Some licence"})",
       "package 'demo': a licence has neither \"name\" nor \"path\""},
      {R"("contributors": [{"title": "The rithmo maintainers", "role": "wrangler"}],)", "",
       "package 'demo' has no \"contributors\""},
      {R"("title": "A blog dump")", R"("path": "002.txt")", "package 'demo': a source has no \"title\""},
      // Values of the wrong JSON type are located errors, not the JSON library's.
      {"[700, 720]", R"(["700", "720"])",
       "resource 'spaces': bad line range for 002_f663c2b935afea1e.txt (\"lines\": [FIRST, LAST], two whole "
       "numbers)"},
      {"[700, 720]", "[700]",
       "resource 'spaces': bad line range for 002_f663c2b935afea1e.txt (\"lines\": [FIRST, LAST], two whole "
       "numbers)"},
      {R"("double_keyed": true)", R"("double_keyed": "yes")",
       "resource 'spaces' is not marked double keyed with its second keying"},
      {R"("relation": {"name": "spaces-multiplication")", R"("relation": {"name": 7)",
       "resource 'spaces' has no \"relation\" with a \"name\" (or \"relation\": null for a table no relation "
       "states, its reading saying why)"},
      // Names are Data Package names (v1, "name"): a package's name becomes a file's
      // (audit --output-dir), and "../../escaped" would write outside the folder.
      {"\"name\": \"demo\"", "\"name\": \"../../escaped\"",
       "package name '../../escaped' is not a valid name: lowercase letters, digits, '.', '_' and '-', as "
       "^[a-z0-9._-]+$ (Data Package v1), and not '.' or '..'"},
      {"\"name\": \"demo\"", "\"name\": \"..\"",
       "package name '..' is not a valid name: lowercase letters, digits, '.', '_' and '-', as "
       "^[a-z0-9._-]+$ (Data Package v1), and not '.' or '..'"},
      {"\"name\": \"demo\"", "\"name\": \"Demo\"",
       "package name 'Demo' is not a valid name: lowercase letters, digits, '.', '_' and '-', as "
       "^[a-z0-9._-]+$ (Data Package v1), and not '.' or '..'"},
      {"\"name\": \"demo\"", "\"name\": \"demo-1.0_b\"", "ok"},
      {"\"name\": \"spaces\"", "\"name\": \"sub/spaces\"",
       "resource name 'sub/spaces' is not a valid name: lowercase letters, digits, '.', '_' and '-', as "
       "^[a-z0-9._-]+$ (Data Package v1), and not '.' or '..'"},
      // A NUL would cut the path short, and spaces.csv be read: refused, as a control
      // character anywhere in a path.
      {R"("path": "spaces.csv")", R"("path": "spaces.csv\u0000x")",
       std::string("resource 'spaces': \"path\" 'spaces.csv") + '\0' +
           "x' holds a control character (a path of printable characters only)"},
      {R"("second": "tables/keying/second/demo/spaces.csv")", R"("second": "tables/keying/x\u0000.csv")",
       std::string("resource 'spaces': second keying 'tables/keying/x") + '\0' +
           ".csv' holds a control character (a path of printable characters only)"},
      // No path leaves the package.
      {R"("path": "spaces.csv")", R"("path": "/etc/hostname")",
       "resource 'spaces': \"path\" '/etc/hostname' leaves the package (a path inside its folder: no leading "
       "'/', no '..')"},
      {R"("path": "spaces.csv")", R"("path": "../other/spaces.csv")",
       "resource 'spaces': \"path\" '../other/spaces.csv' leaves the package (a path inside its folder: no "
       "leading '/', no '..')"},
      {R"("second": "tables/keying/second/demo/spaces.csv")", R"("second": "tables/keying/../../x.csv")",
       "resource 'spaces': second keying 'tables/keying/../../x.csv' is not under tables/keying/ (no '..')"},
      {R"("second": "tables/keying/second/demo/spaces.csv")", R"("second": "/etc/hostname")",
       "resource 'spaces': second keying '/etc/hostname' is not under tables/keying/ (no '..')"},
      {R"("reading": "taker x spaces = taken",)", R"("reading": "taker x spaces = taken", "partial": "yes",)",
       "resource 'spaces': \"partial\" is true or false"},
      {R"("reading": "taker x spaces = taken",)", R"("reading": "taker x spaces = taken", "partial": true,)",
       "ok"},
      // Keyed once, awaiting its second keying: the path of the second keying is named.
      {R"("double_keyed": true)", R"("double_keyed": false)", "ok"},
      {R"("keying": {"double_keyed": true, "second": "tables/keying/second/demo/spaces.csv"})",
       R"("keying": {"double_keyed": false})",
       "resource 'spaces' is not marked double keyed with its second keying"},
  }));
  CHECK(parse_error(descriptor_with(from, to)) == message);
  // Read through nlohmann::json's tree, the same.
  CHECK(parse_error(beyond_simdjson(descriptor_with(from, to))) == message);
}

TEST_CASE("descriptor: read by simdjson as through nlohmann::json's tree", "[tables]") {
  // Every descriptor of the project's tables, and the one built above.
  std::vector<std::string> texts = {descriptor()};
  for (const auto& dir : package_dirs(std::string(RITHMO_SOURCE_DIR) + "/tables")) {
    std::ifstream in(std::filesystem::path(dir) / "datapackage.json", std::ios::binary);
    texts.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  REQUIRE(texts.size() > 1);
  for (const auto& text : texts) {
    const Package simd = parse_package(text, "datapackage.json", ".");
    const Package tree = parse_package(beyond_simdjson(text), "datapackage.json", ".");
    CHECK(simd.resources.size() == tree.resources.size());
    CHECK(package_text(simd) == package_text(tree));
  }
}

TEST_CASE("descriptor: a resource described twice is refused at the second, naming the first", "[tables]") {
  std::string d = descriptor();
  const auto start = d.find("{\n    \"name\": \"spaces\"");
  const auto end = d.rfind("}]");
  REQUIRE(start != std::string::npos);
  d.insert(end + 1, ", " + d.substr(start, end + 1 - start));
  // kDescriptor names the resource on its 9th line; the copy starts on the line where
  // the first ends, its name on the line after.
  const std::size_t first_end_line =
      1 + static_cast<std::size_t>(std::count(d.begin(), d.begin() + static_cast<long>(end), '\n'));
  try {
    (void)parse_package(d, "datapackage.json", ".");
    FAIL("no error");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.message == "resource 'spaces' (spaces.csv) is described twice (also line 9)");
    CHECK(e.diag.line == first_end_line + 1);
  }
}

// The OCR page text is CC BY-SA 4.0 with credit to Source Library (../shared/sources/
// ocr/README.md, "Licence of the transcriptions").
TEST_CASE("descriptor: a package keyed from the OCR pages carries CC BY-SA 4.0 and the credit", "[tables]") {
  const std::string seed = R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 720]})";
  const std::string ocr = R"("source": {"file": "ocr/lever-fulke-1563/page-0040.txt", "lines": [1, 40]})";
  const std::string no_credit = descriptor_with(seed, ocr);
  CHECK(
      parse_error(no_credit) ==
      "package 'demo' is keyed from the OCR pages: it needs the licence CC-BY-SA-4.0 and a source crediting "
      "Source Library");
  std::string licensed = no_credit;
  licensed.replace(licensed.find(R"({"name": "notspecified", "title": "License not specified"})"),
                   std::string(R"({"name": "notspecified", "title": "License not specified"})").size(),
                   R"({"name": "CC-BY-SA-4.0", "title": "Creative Commons Attribution Share-Alike 4.0"})");
  CHECK(parse_error(licensed) ==
        "package 'demo' is keyed from the OCR pages: it needs the licence CC-BY-SA-4.0 and "
        "a source crediting Source Library");
  licensed.replace(licensed.find("A blog dump"), std::string("A blog dump").size(),
                   "Source Library, OCR of the 1563 print");
  CHECK(parse_error(licensed) == "ok");
  // A user's own photographs of a book are no OCR page: the licence is the user's.
  const std::string photos =
      descriptor_with(seed, R"("source": {"file": "photos/IMG_0012.jpg", "lines": [1, 40]})");
  CHECK(parse_error(photos) == "ok");
}

TEST_CASE("table check: a good table passes", "[tables]") {
  CHECK(check_error("line,taker,army,men,note\n700,6,even,2 4,\n701,8,odd,,[sic]\n") == "ok");
}

TEST_CASE("table check: hand-made broken tables give the exact error", "[tables]") {
  auto [csv, message] = GENERATE(table<std::string, std::string>({
      {"line,taker,army,men,note\n700,1O,even,,\n",
       "spaces.csv:2:5: error: '1O' in column 'taker' is not a number (digits only)"},
      {"line,taker,army,men,note\n700,06,even,,\n",
       "spaces.csv:2:5: error: '06' in column 'taker' has a leading zero (an integer column has none)"},
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

// The reference library casts an integer cell to a JavaScript number and refuses it
// when the number does not print back as the cell: exact up to 2^53 only.
TEST_CASE("table check: integers up to 2^53, as every Frictionless reader holds them", "[tables]") {
  mpz_class two_to_53;
  mpz_ui_pow_ui(two_to_53.get_mpz_t(), 2, 53);
  CHECK(check_error("line,taker,army,men,note\n700," + two_to_53.get_str() + ",even,,\n") == "ok");
  const std::string above = mpz_class(two_to_53 + 1).get_str();
  CHECK(check_error("line,taker,army,men,note\n700," + above + ",even,,\n") ==
        "spaces.csv:2:5: error: '" + above + "' in column 'taker' is above " + two_to_53.get_str() +
            " (2^53, the largest integer every Frictionless reader holds)");
  // A list of numbers is a string: its numbers are not cast, and may be of any size.
  CHECK(check_error("line,taker,army,men,note\n700,6,even,2 " + above + ",\n") == "ok");
}

TEST_CASE("table check: descriptors without provenance are refused", "[tables]") {
  const std::string d =
      descriptor_with(R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 720]},)", "");
  try {
    (void)parse_package(d, "datapackage.json", ".");
    FAIL("accepted");
  } catch (const DiagnosticError& e) {
    // The error points at the resource's name, line 9 of the descriptor.
    CHECK(e.diag.str() ==
          "datapackage.json:9:13: error: resource 'spaces' has no provenance (\"source\" with a file and a "
          "line range, or the files of pictures alone: photographs or scans, .jpg, .jpeg, .png, .tif, .tiff "
          "or .pdf)");
  }
  // A text needs its lines; a picture (a user's photograph, a scan) has none to give.
  const std::string text = R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 720]},)";
  CHECK_THROWS_AS(
      parse_package(descriptor_with(text, R"("source": {"file": "page-12.txt"},)"), "datapackage.json", "."),
      DiagnosticError);
  CHECK_THROWS_AS(
      parse_package(descriptor_with(text, R"("source": {"files": ["IMG_1.jpg", "page-12.txt"]},)"),
                    "datapackage.json", "."),
      DiagnosticError);
  const Package one = parse_package(descriptor_with(text, R"("source": {"file": "photos/IMG_0012.JPG"},)"),
                                    "datapackage.json", ".");
  REQUIRE(one.resources[0].source.size() == 1);
  CHECK(provenance_text(one.resources[0]) == "photos/IMG_0012.JPG");
  const Package two =
      parse_package(descriptor_with(text, R"("source": {"files": ["scans/f12r.tif", "scans/f12v.pdf"]},)"),
                    "datapackage.json", ".");
  CHECK(provenance_text(two.resources[0]) == "scans/f12r.tif; scans/f12v.pdf");
  try {
    (void)parse_package("{\"name\": \"x\", \"resources\": [}", "datapackage.json", ".");
    FAIL("accepted");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.line == 1);
    CHECK(e.diag.message.rfind("invalid JSON: ", 0) == 0);
  }
}

// Inputs of the descriptor fuzz target (tests/fuzz/datapackage/): a property of the
// wrong JSON type escaped as a raw JSON exception, and a line number beyond a long was
// undefined behaviour (UBSan: "1e+300 is outside the range of representable values").
TEST_CASE("descriptor: properties of the wrong JSON type are refused with a located error", "[tables]") {
  const std::string source = R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 720]},)";
  const std::string bad_source =
      "resource 'spaces': bad line range for 002_f663c2b935afea1e.txt (\"lines\": [FIRST, LAST], two whole "
      "numbers)";
  const std::string not_keyed = "resource 'spaces' is not marked double keyed with its second keying";
  const auto cases = GENERATE_COPY(table<std::string, std::string, std::string>({
      {source, R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": ["700", "720"]},)", bad_source},
      {source, R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [1e300, 2e300]},)", bad_source},
      {source, R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700.5, 720]},)", bad_source},
      {source, R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700, 18446744073709551615]},)",
       bad_source},
      {source, R"("source": {"file": 2, "lines": [700, 720]},)",
       "resource 'spaces': \"file\" of \"source\" must be a string"},
      {source, R"("source": {"file": "002_f663c2b935afea1e.txt", "lines": [700]},)", bad_source},
      {source,
       R"("source": {"files": ["002_f663c2b935afea1e.txt"], "lines": {"002_f663c2b935afea1e.txt": [700, "x"]}},)",
       bad_source},
      {R"("keying": {"double_keyed": true,)", R"("keying": {"double_keyed": "yes",)", not_keyed},
      {R"("keying": {"double_keyed": true, "second": "tables/keying/second/demo/spaces.csv"},)",
       R"("keying": 3,)", not_keyed},
      {R"("second": "tables/keying/second/demo/spaces.csv")", R"("second": 2)", not_keyed},
      {R"("relation": {"name": "spaces-multiplication",)", R"("relation": {"name": 5,)",
       "resource 'spaces' has no \"relation\" with a \"name\" (or \"relation\": null for a table no relation "
       "states, its reading saying why)"},
      {R"("reading": "taker x spaces = taken",)",
       R"("reading": "taker x spaces = taken", "collates_with": 5,)",
       "resource 'spaces': \"collates_with\" must be a table's name (a string)"},
      {R"("reading": "taker x spaces = taken",)",
       R"("reading": "taker x spaces = taken", "columns": {"taker": 5},)",
       "resource 'spaces': \"columns\" maps the relation's columns to the table's headers, {\"taker\": "
       "\"Nehmer\"}: an object of non-empty strings"},
      {R"("reading": "taker x spaces = taken",)",
       R"("reading": "taker x spaces = taken", "work": {"name": "w", "siglum": "1B"},)",
       "resource 'spaces': siglum '1B' is not a siglum (a letter, Latin or Greek or any XML names admit, "
       "then "
       "letters, digits or '-', at most 16)"},
      {R"("reading": "taker x spaces = taken",)",
       R"("reading": "taker x spaces = taken", "work": {"name": "W W", "siglum": "B"},)",
       "resource 'spaces': work name 'W W' is not a valid name: lowercase letters, digits, '.', '_' and '-', "
       "as ^[a-z0-9._-]+$ (Data Package v1), and not '.' or '..'"},
      {R"("reading": "taker x spaces = taken",)",
       R"("reading": "taker x spaces = taken", "work": {"name": "w", "siglum": "B", "by": "x"},)",
       "resource 'spaces': \"work\" is {\"name\": WORK, \"siglum\": SIGLUM} (and, for a modern "
       "transcription, "
       "\"transcribes\": the siglum of the print it follows), nothing else"},
  }));
  CHECK(parse_error(descriptor_with(std::get<0>(cases), std::get<1>(cases))) == std::get<2>(cases));
}

// An input of the descriptor fuzz target (tests/fuzz/datapackage/regression--number-overflow):
// a number beyond a double escaped as a raw JSON exception.
TEST_CASE("descriptor: a number beyond a double is invalid JSON", "[tables]") {
  CHECK(parse_error(descriptor_with("[700, 720]", "[700, 7E400]")) ==
        "invalid JSON: number overflow parsing '7E400'");
}

// A relation's parameter nested a hundred thousand deep overflowed the stack when the
// descriptor was read (a crash, exit 139): JSON nests at most 64 deep, and the error
// is at the first bracket beyond, counted outside strings.
TEST_CASE("descriptor: JSON nested more than 64 deep is refused where it starts", "[tables]") {
  const std::string from = R"("taker": "even"})";
  for (const std::size_t n : {61, 100000}) {
    const std::string deep = R"("taker": "even", "deep": )" + std::string(n, '[') + std::string(n, ']') + "}";
    const std::string text = descriptor_with(from, deep);
    // The outer object, the resources, the resource and the relation are four levels:
    // the 61st bracket of "deep" opens the 65th.
    const std::size_t at = text.find(std::string(n, '[')) + 60;
    const std::size_t line = 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + at, '\n'));
    const std::size_t column = at - text.rfind('\n', at);
    try {
      (void)parse_package(text, "datapackage.json", ".");
      FAIL("no error");
    } catch (const DiagnosticError& e) {
      CHECK(e.diag.message == "JSON nested more than 64 deep (a descriptor nests six deep)");
      CHECK(e.diag.line == line);
      CHECK(e.diag.column == column);
    }
  }
  // 64 deep is read; brackets and escaped quotes within strings are no nesting.
  CHECK(parse_error(descriptor_with(from, R"("taker": "even", "deep": )" + std::string(60, '[') +
                                              std::string(60, ']') + "}")) == "ok");
  CHECK(parse_error(descriptor_with("\"title\": \"Even against odd\"",
                                    "\"title\": \"\\\" " + std::string(100, '[') + "\"")) == "ok");
}

TEST_CASE("descriptor: a user's book has its own version; the project's books carry the project's",
          "[tables]") {
  const Package own =
      parse_package(descriptor_with("\"version\": \"" RITHMO_VERSION "\"", "\"version\": \"2.10.0\""),
                    "datapackage.json", ".");
  CHECK(own.version == "2.10.0");
  for (const Package& p : read_packages(std::string(RITHMO_SOURCE_DIR) + "/tables")) {
    INFO(p.name);
    CHECK(p.version == RITHMO_VERSION);
  }
}

TEST_CASE("combined package: every resource of every package, named and placed under its package",
          "[tables]") {
  const Package demo = parse_package(descriptor(), "demo/datapackage.json", "demo");
  const Package other = parse_package(descriptor_with("\"name\": \"demo\"", "\"name\": \"other\""),
                                      "other/datapackage.json", "other");
  const auto c = combined_package({demo, other});
  CHECK(c["profile"] == "tabular-data-package");
  CHECK(c["version"] == RITHMO_VERSION);
  REQUIRE(c["resources"].size() == 2);
  CHECK(c["resources"][0]["name"] == "demo/spaces");
  CHECK(c["resources"][0]["path"] == "demo/spaces.csv");
  CHECK(c["resources"][1]["name"] == "other/spaces");
  CHECK(c["resources"][1]["package"] == "other");
  // The resource keeps its schema, and its package's licences travel with it.
  CHECK(c["resources"][1]["schema"] == demo.descriptor()["resources"][0]["schema"]);
  CHECK(c["resources"][1]["licenses"] == other.descriptor()["licenses"]);
  // The two packages share their licence, contributor and source: each is listed once.
  CHECK(c["licenses"].size() == 1);
  CHECK(c["contributors"].size() == 1);
  CHECK(c["sources"].size() == 1);
}

TEST_CASE("read_packages: the packages in their folders' order, and the first bad one named, on any threads",
          "[tables]") {
  // Four copies of the demo package, "a" to "d", read in order; then "b" and "d"
  // broken: the error is b's.
  namespace fs = std::filesystem;
  const fs::path root = fs::temp_directory_path() / "rithmo-read-packages-test";
  fs::remove_all(root);
  for (const char* name : {"a", "b", "c", "d"}) {
    fs::create_directories(root / name);
    const std::string d = descriptor_with("\"name\": \"demo\"", std::string("\"name\": \"") + name + "\"");
    std::ofstream(root / name / "datapackage.json") << d;
  }
  // On one thread, on two, on one per core and on more threads than packages.
  for (unsigned threads : {1u, 2u, 0u, 8u}) {
    CAPTURE(threads);
    const auto packages = read_packages(root.string(), threads);
    REQUIRE(packages.size() == 4);
    CHECK(packages[0].name == "a");
    CHECK(packages[1].name == "b");
    CHECK(packages[2].name == "c");
    CHECK(packages[3].name == "d");
  }
  for (const char* name : {"b", "d"}) std::ofstream(root / name / "datapackage.json") << "{";
  for (unsigned threads : {1u, 2u, 0u, 8u}) {
    CAPTURE(threads);
    try {
      (void)read_packages(root.string(), threads);
      FAIL("no error");
    } catch (const DiagnosticError& e) {
      CHECK(e.diag.file == (root / "b" / "datapackage.json").string());
    }
  }
  fs::remove_all(root);
}

// A table no relation states says so ("relation": null, its reading saying why): it is
// read and checked like any other, and marked not to be audited.
TEST_CASE("descriptor: a table no relation states is marked not audited", "[tables]") {
  CHECK(parse_package(descriptor(), "datapackage.json", ".").resources.at(0).audited);
  const Package p =
      parse_package(descriptor_with(R"("relation": {"name": "spaces-multiplication", "taker": "even"})",
                                    R"("relation": null)"),
                    "datapackage.json", ".");
  REQUIRE(p.resources.size() == 1);
  CHECK_FALSE(p.resources[0].audited);
  CHECK(p.resources[0].relation.empty());
  // Left out, the relation is still required: a relation is never forgotten in silence.
  CHECK(
      parse_error(
          descriptor_with(R"("relation": {"name": "spaces-multiplication", "taker": "even"},)", "")) ==
      "resource 'spaces' has no \"relation\" with a \"name\" (or \"relation\": null for a table no relation "
      "states, its reading saying why)");
}

TEST_CASE("descriptor: read for some relations, the other resources are neither read nor checked",
          "[tables]") {
  // A second resource, stating another relation, that no reader could follow: it has
  // no title.
  std::string d = descriptor();
  const auto end = d.rfind("}]");
  REQUIRE(end != std::string::npos);
  d.insert(end + 1, R"(, {"name": "array", "path": "array.csv", "relation": {"name": "board-array"}})");
  const std::vector<std::string> spaces = {"spaces-multiplication"}, arrays = {"board-array"};
  CHECK(parse_error(d) == "resource 'array' has no \"title\"");
  const Package some = parse_package(d, "datapackage.json", ".", &spaces);
  REQUIRE(some.resources.size() == 1);
  CHECK(package_text(some) == package_text(parse_package(descriptor(), "datapackage.json", ".")));
  try {
    (void)parse_package(d, "datapackage.json", ".", &arrays);
    FAIL("no error");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.message == "resource 'array' has no \"title\"");
  }

  // Every package the project holds: the resources read for a relation are those of the
  // whole reading that state it, read alike.
  for (const auto& dir : package_dirs(std::string(RITHMO_SOURCE_DIR) + "/tables")) {
    INFO(dir);
    const Package all = read_package(dir);
    const Package boards = read_package(dir, arrays);
    Package expected = all;
    expected.resources.clear();
    for (const Resource& r : all.resources) {
      if (r.relation.value("name", "") == "board-array") expected.resources.push_back(r);
    }
    CHECK(package_text(boards) == package_text(expected));
  }
}

TEST_CASE("descriptor: a siglum is any letter XML names admit, never a point", "[tables]") {
  // Stemmatics names lost books with Greek letters; Latin letters with diacritics name
  // witnesses in the German and French editions. Each is a valid xml:id (XML 1.0,
  // NameStartChar), as TEI's <witness> needs.
  const auto with = [](const std::string& siglum) {
    return descriptor_with(
        R"("reading": "taker x spaces = taken",)",
        R"("reading": "taker x spaces = taken", "work": {"name": "w", "siglum": ")" + siglum + R"("},)");
  };
  for (const std::string ok : {"B", "α", "Ζ", "Ä", "Bf", "β2", "Pw-1", "é\xcc\x81"}) {
    INFO(ok);
    CHECK_NOTHROW(parse_package(with(ok), "datapackage.json", "."));
  }
  for (const std::string bad :
       {"1B", "-B", "B.1", "_B", "B_1", "B:1", "α β", "ABCDEFGHIJKLMNOPQ", "\xcc\x81", "×"}) {
    INFO(bad);
    CHECK_THROWS_WITH(parse_package(with(bad), "datapackage.json", "."),
                      Catch::Matchers::Contains("is not a siglum"));
  }
}
