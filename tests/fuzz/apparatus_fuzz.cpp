// libFuzzer target for the apparatus's writers (lib/collation/apparatus_output.hpp; built
// with -DRITHMO_FUZZ=ON and clang, see docs/testing.md, "Fuzzing"): a work of two
// witnesses of the relation spaces-division (taker odd), each witness's descriptor
// built from the input and read by the descriptor reader, as `rithmo apparatus` reads
// it. The input is fields separated by NUL bytes: the work's name, then for each
// witness its siglum, its book's title, its table's title, the file it cites and its
// CSV (header line,taker,spaces,taken,note). What the reader refuses is refused with a
// located DiagnosticError, and nothing else. What it accepts is collated and written in
// every form; each form must be UTF-8 without a control byte but tab, line feed and
// return, the TEI well-formed XML (libxml2's parser), the JSON read back by nlohmann.
#include "collation/apparatus.hpp"
#include "collation/apparatus_output.hpp"
#include "diagnostic.hpp"
#include "men/armies.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"
#include "text/utf8.hpp"

#include <libxml/parser.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

using namespace rithmo;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "apparatus_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

const Armies& fulke_armies() {
  static const Armies armies = build_armies(ArmiesOptions{});
  return armies;
}

// The input's fields, split at each NUL byte; missing ones are empty.
std::vector<std::string> fields_of(std::string_view input, std::size_t count) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  while (fields.size() + 1 < count) {
    const std::size_t nul = input.find('\0', start);
    if (nul == std::string_view::npos) break;
    fields.emplace_back(input.substr(start, nul - start));
    start = nul + 1;
  }
  fields.emplace_back(input.substr(std::min(start, input.size())));
  fields.resize(count);
  return fields;
}

// One witness as its package's descriptor gives it: the descriptor written by nlohmann
// (invalid UTF-8 replaced, as a JSON text cannot hold it), then read by parse_package.
WorkWitness witness_of(const std::string& work, const std::string& siglum, const std::string& book,
                       const std::string& title, const std::string& cited, const std::string& csv) {
  using ojson = nlohmann::ordered_json;
  ojson field_list = ojson::array();
  for (const char* name : {"line", "taker", "spaces", "taken"})
    field_list.push_back({{"name", name}, {"type", "integer"}, {"constraints", {{"required", true}}}});
  field_list.push_back({{"name", "note"}, {"type", "string"}, {"role", "transcriber-note"}});
  const ojson descriptor = {{"name", "p"},
                            {"title", book},
                            {"profile", "tabular-data-package"},
                            {"version", RITHMO_VERSION},
                            {"licenses", {{{"name", "notspecified"}, {"title", "License not specified"}}}},
                            {"contributors", {{{"title", "The rithmo maintainers"}, {"role", "wrangler"}}}},
                            {"sources", {{{"file", cited}, {"title", "a book"}}}},
                            {"resources",
                             {{{"name", "t"},
                               {"path", "t.csv"},
                               {"profile", "tabular-data-resource"},
                               {"format", "csv"},
                               {"mediatype", "text/csv"},
                               {"encoding", "utf-8"},
                               {"title", title},
                               {"section", "s"},
                               {"source", {{"file", cited}, {"lines", {1, 999}}}},
                               {"relation", {{"name", "spaces-division"}, {"taker", "odd"}}},
                               {"work", {{"name", work}, {"siglum", siglum}}},
                               {"reading", "r"},
                               {"keying", {{"double_keyed", true}, {"second", "tables/keying/second/x.csv"}}},
                               {"schema", {{"fields", field_list}}}}}}};
  const std::string text = descriptor.dump(2, ' ', false, ojson::error_handler_t::replace);
  const Package p = parse_package(text, "fuzz/datapackage.json", ".");
  WorkWitness w;
  w.siglum = p.resources.at(0).siglum;
  w.table = "fuzz/t.csv";
  w.book = p.title;
  w.resource = p.resources.at(0);
  w.doc = parse_csv(csv, w.table);
  check_table(w.resource, w.doc);
  return w;
}

void check_text(const char* form, const std::string& text) {
  if (const auto at = invalid_utf8(text))
    fail("not UTF-8", std::string(form) + " at byte " + std::to_string(*at));
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if ((u < 0x20 && c != '\t' && c != '\n' && c != '\r') || u == 0x7F) fail("a control byte written", form);
  }
}

void check_xml(const std::string& text) {
  check_text("tei", text);
  xmlDocPtr doc = xmlReadMemory(text.data(), static_cast<int>(text.size()), "fuzz.xml", "UTF-8",
                                XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == nullptr) fail("the TEI is not well-formed XML", text);
  xmlFreeDoc(doc);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::vector<std::string> f = fields_of(input, 11);
  Work work;
  try {
    for (std::size_t i = 0; i < 2; ++i) {
      const std::size_t k = 1 + 5 * i;
      work.witnesses.push_back(witness_of(f[0], f[k], f[k + 1], f[k + 2], f[k + 3], f[k + 4]));
    }
  } catch (const DiagnosticError& e) {
    const Diagnostic& d = e.diag;
    if (d.file.empty() || d.line < 1 || d.column < 1 || d.message.empty())
      fail("diagnostic without a place", d.str());
    return 0;
  }
  if (work.witnesses[0].siglum == work.witnesses[1].siglum) return 0;  // works_of refuses it
  work.name = work.witnesses[0].resource.work;
  work.relation = "spaces-division";
  work.params = {{"taker", "odd"}};
  Apparatus a;
  try {
    a = collate_work(fulke_armies(), work);
  } catch (const DiagnosticError& e) {
    const Diagnostic& d = e.diag;
    if (d.file.empty() || d.line < 1 || d.column < 1 || d.message.empty())
      fail("diagnostic without a place", d.str());
    return 0;
  }
  const std::string stamp = "stamp";
  check_text("md", apparatus_markdown(a, stamp));
  check_text("index", apparatus_index({a}, stamp));
  check_text("csv", apparatus_matrix(a, false));
  check_text("csv, spreadsheet-safe", apparatus_matrix(a, true));
  const std::string json = apparatus_json(a, stamp).dump(2);
  check_text("json", json);
  if (!nlohmann::json::accept(json)) fail("the JSON does not parse", json);
  check_xml(apparatus_tei(a, stamp));
  return 0;
}
