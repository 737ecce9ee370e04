// rithmo tables: check, keying, diff and list, over the transcribed tables and their
// descriptors.
#include "audit/tables_audit.hpp"
#include "cli.hpp"
#include "collation/book_record.hpp"
#include "collation/gate.hpp"
#include "report/table.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"
#include "tables/keying.hpp"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace rithmo::cli {

namespace {

// The options of rithmo tables, as given on the command line.
struct Options {
  std::string format = "text";
  std::string tables_dir = default_tables_dir();
  std::string action;
  std::vector<std::string> files;
  std::vector<std::string> columns;  // check: --columns COLUMN=HEADER
};

Format format_of(const Options& o) { return format_option(o.format); }

int run_tables_check(const Options& o) {
  const Format f = format_of(o);
  const auto packages = read_books(o.tables_dir, column_names(o.columns));
  const Armies armies = build_armies();
  // Every table's first problem, each on its line; the last thrown as every error is.
  std::vector<Diagnostic> problems;
  const CheckedBooks checked = check_books(packages, armies, &problems);
  if (!problems.empty()) {
    for (std::size_t i = 0; i + 1 < problems.size(); ++i) std::cerr << printable(problems[i].str()) << "\n";
    throw DiagnosticError(problems.back());
  }
  Table t{"tables-check",
          "Transcribed tables checked against their descriptors",
          {{"package"}, {"tables", true}, {"rows", true}},
          {},
          {}};
  std::size_t tables = 0, rows = 0;
  for (std::size_t i = 0; i < packages.size(); ++i) {
    const Package& p = packages[i];
    t.add_row({p.name, std::to_string(p.resources.size()), std::to_string(checked.rows[i])});
    tables += p.resources.size();
    rows += checked.rows[i];
  }
  t.notes.push_back("");
  t.notes.push_back("ok: " + count_of(tables, "table", "tables") + ", " + count_of(rows, "row", "rows") +
                    ", every one matching its descriptor");
  print(render_out(t, f));
  return 0;
}

std::vector<Disagreement> all_disagreements(const Options& o) {
  std::vector<Disagreement> all;
  for (const auto& p : read_packages(o.tables_dir)) {
    for (const auto& r : p.resources) {
      const std::string table = std::filesystem::path(p.dir).filename().string() + "/" + r.path;
      if (!r.double_keyed) continue;  // awaiting its second keying: listed by pending_keyings()
      const auto first = read_resource(p, r);
      const auto second = read_csv_file(second_keying_file(p, r));
      for (auto& d : diff_keyings(first, second, table)) all.push_back(std::move(d));
    }
  }
  return all;
}

// The tables keyed once, awaiting their second keying ("double_keyed": false).
std::vector<std::string> pending_keyings(const Options& o) {
  std::vector<std::string> out;
  for (const auto& p : read_packages(o.tables_dir)) {
    for (const auto& r : p.resources) {
      if (!r.double_keyed) out.push_back(std::filesystem::path(p.dir).filename().string() + "/" + r.path);
    }
  }
  return out;
}

Table disagreement_table(const std::vector<Disagreement>& ds) {
  Table t{"keying-disagreements",
          "Disagreements between the two keyings",
          {{"table"}, {"first_row", true}, {"second_row", true}, {"column"}, {"first"}, {"second"}},
          {},
          {}};
  for (const auto& d : ds) {
    t.add_row(
        {d.table, std::to_string(d.first_row), std::to_string(d.second_row), d.column, d.first, d.second});
  }
  return t;
}

// Exit 1 when something is not settled (a finding, as for audit and diff), with each
// listed on standard output; 2 only when a file cannot be read.
int run_tables_keying(const Options& o) {
  const Format f = format_of(o);
  const auto current = all_disagreements(o);
  const std::string settlements_path = o.tables_dir + "/keying/settlements.csv";
  const auto settled = read_settlements(read_csv_file(settlements_path));
  const auto problems = unsettled(current, settled, settlements_path, o.tables_dir);
  if (!problems.empty()) {
    Table t{"keying-unsettled",
            "Disagreements between the keyings not settled in " + settlements_path,
            {{"where"}, {"problem"}},
            {},
            {}};
    for (const auto& d : problems) {
      t.add_row({d.file + ":" + std::to_string(d.line) + ":" + std::to_string(d.column), d.message});
    }
    t.notes.push_back("");
    t.notes.push_back(count_of(problems.size(), "unsettled disagreement", "unsettled disagreements"));
    print(render_out(t, f));
    return 1;
  }
  Table t = disagreement_table(current);
  t.title = "Open disagreements between the keyings, each settled in " + settlements_path;
  std::size_t resolved = 0;
  for (const auto& s : settled) resolved += s.status == "resolved";
  t.notes.push_back("");
  t.notes.push_back("ok: " + count_of(current.size(), "open disagreement", "open disagreements") +
                    ", all settled; " + std::to_string(resolved) +
                    " resolved by correcting the first keying");
  const auto pending = pending_keyings(o);
  if (!pending.empty()) {
    std::string list;
    for (const auto& p : pending) list += (list.empty() ? "" : ", ") + p;
    t.notes.push_back("awaiting their second keying (" + std::to_string(pending.size()) + "): " + list);
  }
  print(render_out(t, f));
  return 0;
}

int run_tables_diff(const Options& o) {
  const Format f = format_of(o);
  if (o.files.size() != 2) throw UsageError("tables diff takes two CSV files: FIRST SECOND");
  if (o.files[0] == "-" && o.files[1] == "-")
    throw UsageError("tables diff reads standard input once: give '-' once");
  // Two user's files, as an editor saves them (a BOM, CRLF), or tables of the tables
  // folder named as audit names them (package/file.csv).
  const std::string first = table_file(o.files[0], o.tables_dir),
                    second = table_file(o.files[1], o.tables_dir);
  const auto a = parse_csv(read_input(first), input_name(first), CsvDialect::UserFile);
  const auto b = parse_csv(read_input(second), input_name(second), CsvDialect::UserFile);
  const auto ds = diff_keyings(a, b, input_name(first));
  print(render_out(disagreement_table(ds), f));
  return ds.empty() ? 0 : 1;
}

int run_tables_list(const Options& o) {
  const Format f = format_of(o);
  Table t{"tables",
          "The transcribed tables",
          {{"table"}, {"title"}, {"source"}, {"relation"}, {"rows", true}},
          {},
          {}};
  for (const auto& p : read_packages(o.tables_dir)) {
    for (const auto& r : p.resources) {
      const CsvDocument doc = read_resource(p, r);
      std::string src;
      for (const auto& s : r.source) {
        // A page of the OCR (ocr/<book>/page-NNNN.txt) by its book, page and the
        // printer's signatures its rows cite; any other source by its number.
        const std::filesystem::path page(s.file);
        std::string where = s.file.substr(0, 3);
        if (s.file.rfind("ocr/", 0) == 0) {
          where = page.parent_path().filename().string() + " " + page.stem().string();
          std::vector<std::string> sigs;
          const auto file_col = doc.column("file"), sig_col = doc.column("signature");
          for (const auto& row : doc.rows) {
            if (file_col == std::string::npos || sig_col == std::string::npos) break;
            const std::string& sig = row.cells[sig_col].text;
            if (row.cells[file_col].text == s.file && !sig.empty() &&
                std::find(sigs.begin(), sigs.end(), sig) == sigs.end())
              sigs.push_back(sig);
          }
          for (const auto& sig : sigs) where += " (sig. " + sig + ")";
        }
        src += (src.empty() ? "" : "; ") + where + " " + std::to_string(s.first) +
               (s.last != s.first ? "-" + std::to_string(s.last) : "");
      }
      std::string rel = r.audited ? r.relation.value("name", "") : "none (not audited)";
      for (const auto& [k, v] : r.relation.items()) {
        if (k != "name") rel += " " + k + "=" + (v.is_string() ? v.get<std::string>() : v.dump());
      }
      t.add_row({std::filesystem::path(p.dir).filename().string() + "/" + r.path, r.title, src, rel,
                 std::to_string(doc.rows.size())});
    }
  }
  // docs/tables-index.md is this output; its stamp says so (a test compares the two).
  if (f == Format::Markdown) {
    t.notes.push_back("");
    t.notes.push_back(
        "Generated by `rithmo tables list --format md` from each package's datapackage.json under "
        "tables/; edit those, not this file.");
  }
  print(render_out(t, f));
  return 0;
}

// The combined package, tables/datapackage.json: always JSON, as the Frictionless tools
// read it.
int run_tables_package(const Options& o) {
  const auto packages = read_packages(o.tables_dir);
  if (packages.empty()) throw UsageError("no datapackage.json under '" + o.tables_dir + "'");
  print(json_document(combined_package(packages)));
  return 0;
}

int run_tables(const Options& o) {
  if (o.action == "check") return run_tables_check(o);
  if (o.action == "keying") return run_tables_keying(o);
  if (o.action == "diff") return run_tables_diff(o);
  if (o.action == "list") return run_tables_list(o);
  if (o.action == "package") return run_tables_package(o);
  throw UsageError("tables needs an action: check, keying, diff, list or package");
}

void add_tables(CLI::App& c, Options& o) {
  c.require_subcommand(1);
  auto add_dir = [&o](CLI::App* s) {
    s->add_option("--tables", o.tables_dir,
                  "The tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
        ->type_name("DIR");
    add_format_option(*s, o.format);
  };
  auto* check =
      c.add_subcommand("check", "Check every table against its descriptor (format, numbers, provenance)");
  add_dir(check);
  add_columns_option(*check, o.columns, kFolderColumnsHelp);
  check->parse_complete_callback([&o] { o.action = "check"; });
  auto* keying =
      c.add_subcommand("keying", "Diff every table's two keyings; each disagreement must be settled");
  add_dir(keying);
  keying->parse_complete_callback([&o] { o.action = "keying"; });
  auto* diff = c.add_subcommand("diff", "Diff two keyings of one table");
  diff->add_option("files", o.files,
                   "The two keyings: CSV files (- for standard input), or tables of the tables folder "
                   "named as audit names them (fulke-1563/spaces-division-odd.csv)")
      ->type_name("FIRST SECOND")
      ->expected(2)
      ->required();
  add_dir(diff);
  diff->parse_complete_callback([&o] { o.action = "diff"; });
  auto* list = c.add_subcommand("list", "List the transcribed tables with their sources");
  add_dir(list);
  list->parse_complete_callback([&o] { o.action = "list"; });
  auto* package = c.add_subcommand(
      "package", "Print tables/datapackage.json: every table in one Frictionless data package");
  package
      ->add_option("--tables", o.tables_dir,
                   "The tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
      ->type_name("DIR");
  package->parse_complete_callback([&o] { o.action = "package"; });
}

}  // namespace

std::vector<Command> tables_commands() {
  auto o = std::make_shared<Options>();
  return {{"tables", "The transcribed tables: check, keying, diff, list, package",
           [o](CLI::App& c) { add_tables(c, *o); }, [o] { return run_tables(*o); }}};
}

}  // namespace rithmo::cli
