// libFuzzer target for the audit of a tables folder, as `rithmo audit --tables DIR`
// runs it (lib/audit/tables_audit.hpp; built with -DRITHMO_FUZZ=ON and clang, see
// docs/testing.md, "Fuzzing"): what the relations' audit of one file does not reach,
// the descriptor's parameters of each relation, the printed totals checked against
// the other tables, the opposite directions of taking by spaces. The input is that of
// datapackage_fuzz, whose seeds it reads: a datapackage.json text, then after a NUL
// byte a CSV table, written as every resource's file of one package in a folder of
// its own. The folder is read and audited: refused with a located DiagnosticError (or
// one about a whole file, naming it, or a RelationError, which the command reports as a
// bad option), and with nothing else, or audited, every finding naming a table of the
// package.
#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"
#include "audit/report.hpp"
#include "audit/tables_audit.hpp"
#include "diagnostic.hpp"
#include "men/armies.hpp"
#include "tables/datapackage.hpp"

#include <unistd.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

using namespace rithmo;
namespace fs = std::filesystem;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "package_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

const Armies& fulke_armies() {
  static const Armies armies = build_armies(ArmiesOptions{});
  return armies;
}

// A folder of the process's own, emptied for each input and removed at exit.
struct Scratch {
  fs::path dir = fs::temp_directory_path() / ("rithmo-package-fuzz-" + std::to_string(getpid()));
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

const fs::path& scratch() {
  static const Scratch s;
  return s.dir;
}

void write(const fs::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t nul = input.find('\0');
  if (nul == std::string_view::npos) return 0;
  const std::string descriptor(input.substr(0, nul));
  const std::string_view table = input.substr(nul + 1);
  // The package as parse_package reads it from memory first: its resources' paths,
  // which stay inside the package, are where the table is written.
  std::vector<Package> one;
  try {
    one.push_back(parse_package(descriptor, "datapackage.json", "fuzz"));
  } catch (const DiagnosticError&) {
    return 0;  // datapackage_fuzz checks these refusals
  }
  std::error_code ec;
  fs::remove_all(scratch(), ec);
  const fs::path dir = scratch() / "fuzz";
  fs::create_directories(dir);
  write(dir / "datapackage.json", descriptor);
  for (const Resource& r : one.front().resources) {
    const fs::path file = dir / r.path;
    if (file.has_parent_path()) fs::create_directories(file.parent_path(), ec);
    if (!ec && !fs::is_directory(file)) write(file, table);
  }
  AuditReport report;
  try {
    const std::vector<Package> packages = read_packages(scratch().string());
    AuditOptions options;
    options.threads = 1;
    report = audit_packages(packages, fulke_armies(), {}, options);
  } catch (const DiagnosticError& e) {
    const Diagnostic& d = e.diag;
    // Located, or about a whole file (one that cannot be read), which its message names.
    const bool whole_file = d.line == 0 && d.message.find(d.file) != std::string::npos;
    if (!whole_file && (d.line < 1 || d.column < 1 || d.message.empty()))
      fail("diagnostic without a place", d.str());
    return 0;
  } catch (const RelationError& e) {
    if (std::string(e.what()).empty()) fail("relation error without a message", descriptor);
    return 0;
  }
  for (const AuditedTable& t : report.tables) {
    if (t.table.rfind("fuzz/", 0) != 0) fail("a table outside the package", t.table);
    if (t.audit.valid > t.audit.rows) fail("more valid rows than rows", t.table);
  }
  for (const Format f : {Format::Text, Format::Json, Format::Csv, Format::Markdown}) {
    if (render_audit(report, f).empty()) fail("a report renders empty", descriptor);
  }
  return 0;
}
