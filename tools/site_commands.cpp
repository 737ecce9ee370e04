// rithmo site: the edition as a static site (docs/site.md): every book and its tables
// with the audit's findings, every work's apparatus, the stemma and the rules, made from
// one audit, one collation and one stemma (lib/site/site.hpp).
#include "audit/tables_audit.hpp"
#include "cli.hpp"
#include "collation/apparatus.hpp"
#include "collation/gate.hpp"
#include "collation/stemma.hpp"
#include "collation/stemma_output.hpp"
#include "graphviz.hpp"
#include "men/armies.hpp"
#include "output_file.hpp"
#include "site/site.hpp"
#include "tables/input_file.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>

namespace rithmo::cli {

namespace {

struct SiteOptions {
  std::string tables = default_tables_dir();
  std::string sources;  // the page text the tables cite; empty: found (default_sources_dir)
  std::string out;
};

// The folder of the sources the tables cite (their `file` column, "ocr/..."):
// $RITHMO_SOURCES; else ../shared/sources beside the sources rithmo was built from, when
// it is there. Empty when there is none: the pages then show no OCR line.
std::string default_sources_dir() {
  if (const char* env = std::getenv("RITHMO_SOURCES"); env && *env) return env;
#ifdef RITHMO_SOURCE_TABLES
  std::error_code ec;
  const auto beside =
      std::filesystem::path(RITHMO_SOURCE_TABLES).parent_path().parent_path() / "shared" / "sources";
  if (std::filesystem::is_directory(beside, ec)) return beside.string();
#endif
  return "";
}

// A source file a table cites, read from `dir`: only a relative path that stays inside
// it; nothing where the file is not there or cannot be read (the row is shown without
// its OCR line).
std::optional<std::string> source_file(const std::string& dir, const std::string& name) {
  namespace fs = std::filesystem;
  const fs::path p(name);
  if (dir.empty() || name.empty() || p.is_absolute()) return std::nullopt;
  for (const auto& part : p) {
    if (part == "..") return std::nullopt;
  }
  try {
    return read_input_file((fs::path(dir) / p).string());
  } catch (const DiagnosticError&) {
    return std::nullopt;
  }
}

// A file of the page's folder (tools/web), copied into the site.
std::string web_file(const std::string& name) {
  const std::string web = web_dir();
  if (web.empty()) throw UsageError("the site's style sheet and script (share/rithmo/web) are not installed");
  return read_input_file((std::filesystem::path(web) / name).string());
}

int run_site(const SiteOptions& o) {
  if (o.out.empty()) throw UsageError("--output-dir DIR names the folder the site is written into");
  const std::string sources = o.sources.empty() ? default_sources_dir() : o.sources;
  if (!o.sources.empty() && !std::filesystem::is_directory(o.sources))
    throw UsageError("--sources '" + o.sources + "' is not a folder");
  const Armies armies = build_armies();
  std::vector<Package> packages;
  CheckedBooks checked;
  AuditReport report;
  std::unique_ptr<BindCache> bindings;
  try {
    report = audit_folder(
        o.tables, armies, {}, &packages, &bindings,
        [&armies, &checked](const std::vector<Package>& read) { checked = check_books(read, armies); });
  } catch (const RelationError& e) {
    throw UsageError(e.what());
  }
  if (packages.empty()) throw UsageError("no datapackage.json under '" + o.tables + "'");
  std::vector<Work> works = common_works(works_of(packages));
  const std::vector<Apparatus> done = collate_each(armies, works);
  link_apparatus(report, works, done);
  std::vector<Work>().swap(works);
  const Stemma stemma = infer_stemma(done, checked.records, [](std::size_t pairs, std::size_t all) {
    progress("site: " + std::to_string(pairs) + " of " + std::to_string(all) + " pairs of books weighed");
  });
  progress_done();
  SiteInput input;
  input.packages = &packages;
  input.report = &report;
  input.works = &done;
  input.stemma = &stemma;
  input.tables_dir = o.tables;
  input.stamp = std::string("rithmo ") + RITHMO_VERSION + ", inputs sha256 " + report.inputs_hash;
  try {
    if (const auto svg = draw_svg(stemma_dot(stemma, input.stamp))) {
      input.stemma_svg = *svg;
    } else {
      std::cerr << "rithmo site: note: graphviz's dot is not installed; the stemma is not drawn\n";
    }
  } catch (const std::runtime_error& e) {
    throw UsageError(e.what());
  }
  if (!sources.empty())
    input.source_text = [sources](const std::string& name) { return source_file(sources, name); };
  input.assets = {{"site.css", web_file("site.css")}, {"site-search.js", web_file("site-search.js")}};
  std::vector<OutputFile> files;
  for (SiteFile& f : build_site(input))
    files.push_back({(std::filesystem::path(o.out) / f.path).string(), std::move(f.text)});
  RunInputs read;
  read.add_folder(o.tables);
  for (const Package& p : packages) read.add_folder(p.dir);
  if (!sources.empty()) read.add_folder(sources);
  read.add_folder(web_dir());  // the style sheet and the script the site copies
  write_output_set(o.out, files, read);
  print("rithmo site: " + std::to_string(files.size()) + " files in " + printable(o.out) + " (open " +
        printable((std::filesystem::path(o.out) / "index.html").string()) + ")\n");
  return 0;
}

}  // namespace

std::vector<Command> site_commands() {
  auto o = std::make_shared<SiteOptions>();
  return {
      {"site",
       "The edition as a static site: every book with its tables row by row and the audit's findings "
       "inline, every work's apparatus, the stemma with its evidence, the rules of each game, and a search "
       "(docs/site.md). Exit 0, or 2 on bad input",
       [o](CLI::App& c) {
         c.add_option("--output-dir", o->out,
                      "Write the site into this folder (index.html and the pages beside it): all of it "
                      "or, on failure, none")
             ->type_name("DIR")
             ->check(named_path());
         c.add_option("--tables", o->tables,
                      "The tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
             ->type_name("DIR");
         c.add_option("--sources", o->sources,
                      "The folder of the page text the tables cite, shown beside each row (default: "
                      "$RITHMO_SOURCES, else ../shared/sources beside the sources rithmo was built from)")
             ->type_name("DIR");
       },
       [o] { return run_site(*o); }},
  };
}

}  // namespace rithmo::cli
