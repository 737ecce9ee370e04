// libFuzzer target for the descriptor reader (lib/tables/datapackage.hpp; built with
// -DRITHMO_FUZZ=ON and clang, see docs/testing.md, "Fuzzing"). The input is a
// datapackage.json text, then, after a NUL byte, the text of a CSV table. The
// descriptor is refused with a located DiagnosticError, and with nothing else, or read
// to a package holding what parse_package promises (a name, the project's version,
// licences, contributors, sources; every resource with its path, title, section,
// reading, provenance of lines 1 <= first <= last, its second keying and fields with
// names); the combined package of it renders as JSON. The table, when it reads, is
// checked against every resource of the package (check_table), which refuses it with
// a located DiagnosticError or accepts it. simdjson, which parse_package tries first
// (tables/json_value.hpp), reads the descriptor only to nlohmann's tree: the same
// values of the same kinds, where nlohmann reads it at all; and that tree is written
// by json_document (report/table.hpp) as nlohmann's dump writes it.
#include "diagnostic.hpp"
#include "report/table.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"
#include "tables/json_value.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

using namespace rithmo;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "datapackage_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

void check_diagnostic(const DiagnosticError& e, const char* file) {
  const Diagnostic& d = e.diag;
  if (d.file != file || d.line < 1 || d.column < 1 || d.message.empty())
    fail("diagnostic without a place", d.str());
}

void check_simdjson(const std::string& text) {
  simdjson::dom::parser parser;
  const auto value = read_json(parser, text);
  if (!value) return;
  nlohmann::json parsed;
  try {
    parsed = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    fail("simdjson read what nlohmann refuses", text + "\n" + e.what());
  }
  if (!same_json_tree(value->tree(), parsed)) fail("simdjson's tree is not nlohmann's", text);
  // The tree written back as the commands write JSON (one pass of their own) is what
  // nlohmann's dump writes.
  if (json_document(parsed) != json_document_by_dump(parsed))
    fail("a JSON document is not nlohmann's dump", text);
}

void check_package_read(const Package& p, const std::string& text) {
  if (p.name.empty() || p.version != RITHMO_VERSION || p.licenses.empty() || p.contributors.empty() ||
      p.sources.empty())
    fail("package without its name, version, licences, contributors or sources", text);
  for (const Resource& r : p.resources) {
    if (r.name.empty() || r.path.empty() || r.title.empty() || r.section.empty() || r.reading.empty())
      fail("resource without its name, path, title, section or reading", text);
    // "double_keyed": false with its second keying's path is a table awaiting that
    // keying (docs/tables.md): read, and listed as pending.
    if (r.source.empty() || r.second_keying.empty())
      fail("resource without provenance or second keying", text);
    for (const LineRange& s : r.source) {
      if (s.first < 1 || s.last < s.first) fail("resource with a bad line range", text);
    }
    // "relation": null marks a table no relation states: never audited, its relation an
    // empty object.
    if (!r.relation.is_object() || (r.audited && !r.relation.contains("name")) ||
        (!r.audited && !r.relation.empty()))
      fail("resource without a relation", text);
    for (const Field& f : r.fields) {
      if (f.name.empty()) fail("field without a name", text);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t nul = input.find('\0');
  const std::string text(input.substr(0, nul));
  check_simdjson(text);
  std::optional<Package> package;
  try {
    package = parse_package(text, "datapackage.json", "fuzz");
  } catch (const DiagnosticError& e) {
    check_diagnostic(e, "datapackage.json");
    return 0;
  }
  check_package_read(*package, text);
  const std::string combined = combined_package({*package}).dump();
  if (combined.empty()) fail("combined package renders empty", text);
  if (nul == std::string_view::npos) return 0;
  std::optional<CsvDocument> doc;
  try {
    doc = parse_csv(input.substr(nul + 1), "table.csv");
  } catch (const DiagnosticError& e) {
    check_diagnostic(e, "table.csv");
    return 0;
  }
  for (const Resource& r : package->resources) {
    try {
      check_table(r, *doc);
    } catch (const DiagnosticError& e) {
      check_diagnostic(e, "table.csv");
    }
  }
  return 0;
}
