// libFuzzer target for the audit of a user's bare CSV file, as `rithmo audit --relation
// NAME FILE` runs it (tools/audit_commands.cpp; built with -DRITHMO_FUZZ=ON and clang,
// see docs/testing.md, "Fuzzing"): the file read in the user-file dialect, audited by
// audit_document under Fulke's armies, and the report rendered. The first byte
// chooses the relation and its parameters from kRelations (byte % its size); the
// second byte whether the file has a header (bit 0), whether it is partial (bit 1)
// and the report's format (bits 2-3); the rest is the file. The file is refused with
// a located DiagnosticError, and with nothing else, or audited: every finding names a
// printed row of the file or is an omission, and the report renders. Relations are
// bound once per process (BindCache), as one run of the audit binds them once.
#include "audit/reading.hpp"
#include "audit/report.hpp"
#include "diagnostic.hpp"
#include "men/armies.hpp"
#include "tables/csv.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace rithmo;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "audit_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

struct Choice {
  const char* relation;
  RelationParams params;
};

// The relations of the transcribed tables, with the parameters their descriptors give
// (tables/*/datapackage.json), and the readings left to inference. A relation is
// added at the end: every input kept in tests/fuzz/audit/ starts with a byte below the
// list's earlier size, and so keeps its relation.
const Choice kRelations[] = {
    {"spaces-division", {{"taker", "odd"}}},
    {"spaces-division", {{"taker", "even"}}},
    {"spaces-multiplication", {{"taker", "odd"}}},
    {"spaces-multiplication", {{"taker", "even"}}},
    {"proportion", {{"kind", "arithmetic"}}},
    {"proportion", {{"kind", "geometric"}}},
    {"proportion", {{"kind", "musical"}}},
    {"men", {}},
    {"ratio-table", {{"family", "multiplex"}}},
    {"ratio-table", {{"family", "superparticular"}}},
    {"board-array", {{"kind-of-play", "1"}}},
    {"cossic-signs", {}},
    {"pyramid-layers", {}},
    {"pyramid-totals", {}},
    {"proportion-examples", {}},
    {"common-victory", {}},
    {"capture-examples", {}},
    {"standards", {}},
    {"proportion-counts", {}},
    {"equality-values", {{"kind-of-play", "2"}}},
    {"oblivion-only", {{"kind-of-play", "3"}}},
    {"triumph", {{"grade", "greatest"}}},
    {"cossic-captures", {}},
    {"movement-diagram", {}},
    {"interval", {}},
    {"figurate-numbers", {}},
    {"two-men-table", {{"takers", "any-men"}, {"pyramid-layers", "yes"}}},
    {"victory-parts", {{"two", "exactly"}}},
    // The other values of the parameters no reading infers, as descriptors give them.
    {"board-array", {{"kind-of-play", "2"}}},
    {"board-array", {{"kind-of-play", "3"}}},
    {"ratio-table", {{"family", "squares-first-order"}}},
    {"ratio-table", {{"family", "superpartient"}, {"army", "even"}}},
    {"triumph", {{"grade", "greater"}, {"kinds", "arithmetic+musical"}}},
    {"triumph", {{"grade", "greatest"}, {"layout", "savard"}}},
    {"men", {{"layout", "grid"}}},
    {"standards", {{"army", "even"}}},
    {"proportion-counts", {{"claimed_by", "Fulke"}}},
    {"equality-values", {{"kind-of-play", "1"}}},
    {"movement-diagram", {{"kind-of-play", "2"}}},
    {"two-men-table", {}},
};

const Armies& fulke_armies() {
  static const Armies armies = build_armies(ArmiesOptions{});
  return armies;
}

// The relations stay bound for the process's life, as they do for one run of the
// audit: an input then costs its reading and its search, not a fresh derivation.
BindCache& bound() {
  static BindCache cache(fulke_armies());
  return cache;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const Choice& choice = kRelations[data[0] % (sizeof kRelations / sizeof kRelations[0])];
  ColumnOptions columns;
  columns.header = (data[1] & 1) == 0;
  AuditOptions options;
  options.omissions = (data[1] & 2) == 0;
  static const Format formats[] = {Format::Text, Format::Json, Format::Csv, Format::Markdown};
  const Format format = formats[(data[1] >> 2) & 3];
  const std::string_view text(reinterpret_cast<const char*>(data) + 2, size - 2);

  AuditedTable t;
  t.table = "fuzz.csv";
  t.title = "fuzz.csv";
  t.provenance = "given on the command line";
  std::vector<PrintedRow> rows;
  try {
    const CsvDocument doc = parse_csv(text, "fuzz.csv", CsvDialect::UserFile);
    t.audit = audit_document(fulke_armies(), choice.relation, choice.params, doc, "fuzz.csv", options, {},
                             columns, &rows, &bound());
  } catch (const DiagnosticError& e) {
    const Diagnostic& d = e.diag;
    if (d.file != "fuzz.csv" || d.line < 1 || d.column < 1 || d.message.empty())
      fail("diagnostic without a place", d.str());
    return 0;
  }
  if (t.audit.rows != rows.size()) fail("audit counts other rows than it read", std::string(text));
  if (t.audit.valid > t.audit.rows) fail("more valid rows than rows", std::string(text));
  for (const Finding& f : t.audit.findings) {
    if (f.row > rows.size()) fail("finding names a row the file lacks", std::string(text));
  }
  AuditReport report;
  report.tables.push_back(std::move(t));
  if (render_audit(report, format).empty()) fail("report renders empty", std::string(text));
  return 0;
}
