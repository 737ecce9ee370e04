// rithmo audit and rithmo relations: the audit of printed tables against the
// relations derived from the rules.
#include "audit/reading.hpp"
#include "audit/relations/relation.hpp"
#include "audit/report.hpp"
#include "audit/tables_audit.hpp"
#include "cli.hpp"
#include "collation/apparatus.hpp"
#include "collation/apparatus_output.hpp"
#include "collation/book_record.hpp"
#include "collation/collate.hpp"
#include "collation/gate.hpp"
#include "collation/stemma.hpp"
#include "collation/stemma_output.hpp"
#include "completion.hpp"
#include "graphviz.hpp"
#include "men/armies.hpp"
#include "output_file.hpp"
#include "parallel.hpp"
#include "readings/readings.hpp"
#include "report/digest.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"
#include "tables/input_file.hpp"
#include "text/join.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>

namespace rithmo::cli {

// The relations bound by the audit of every table live until the process ends, soon
// after the report: freeing them would take longer than gathering the report
// (docs/performance.md). Held here, they stay reachable (no leak for LeakSanitizer).
BindCache* kept_bindings = nullptr;

std::vector<Apparatus> collate_each(const Armies& armies, const std::vector<Work>& works) {
  std::vector<Apparatus> done;
  done.reserve(works.size());
  for (const Work& w : works) {
    try {
      done.push_back(collate_work(armies, w));
    } catch (const RelationError& e) {
      throw UsageError(e.what());
    }
  }
  return done;
}

namespace {

// The most tables audited at once that --jobs allows.
constexpr std::uint64_t kMaxJobs = 256;

struct AuditArgs {
  std::vector<std::string> tables;
  std::string tables_dir = default_tables_dir();
  std::string relation;
  std::string taker;
  std::vector<std::string> params;
  std::string format = "text";
  std::string output;
  std::string by_source;
  bool summary = false;
  bool partial = false;
  bool no_header = false;
  std::vector<std::string> columns;
  std::string jobs = "0";
  Seeds seeds = Seeds::fulke();
  const CLI::Option* seeds_option = nullptr;  // given on the command line when its count() > 0
};

Armies armies_of(const Seeds& seeds) {
  ArmiesOptions a;
  a.seeds = seeds;
  return build_armies(a);
}

// The readings of --relation: --param NAME=VALUE, and --taker T for --param taker=T.
RelationParams params_of(const AuditArgs& a) {
  RelationParams params;
  for (auto& [name, value] : param_assignments(a.params, {{"--taker", a.taker}})) params[name] = value;
  return params;
}

// The files of the packages a run reads, its inputs: each descriptor and each table.
void add_package_files(const std::vector<Package>& packages, const std::string& tables_dir,
                       RunInputs& inputs) {
  // The tables folder and every package's folder: no report is written into them (a
  // work or package named datapackage would replace a descriptor).
  inputs.add_folder(tables_dir);
  for (const auto& p : packages) {
    inputs.add((std::filesystem::path(p.dir) / "datapackage.json").string());
    for (const auto& r : p.resources) inputs.add((std::filesystem::path(p.dir) / r.path).string());
    inputs.add_folder(p.dir);
  }
}

// "tables/fulke-1563/x.csv" or "fulke-1563/x.csv" -> "fulke-1563/x.csv".
std::string table_name(const std::string& arg) {
  const std::filesystem::path p(arg);
  if (!p.has_parent_path()) return arg;
  return p.parent_path().filename().string() + "/" + p.filename().string();
}

int run_audit(const AuditArgs& a) {
  std::vector<Package> packages;  // the packages read (none for --relation)
  const Format format = format_option(a.format);
  if (a.summary && (a.output.empty() || a.output == "-"))
    throw UsageError("--summary goes with --output (the report itself is on stdout)");
  const auto threads = static_cast<unsigned>(count_option("--jobs", a.jobs, 0, kMaxJobs));
  if (a.relation.empty()) start_threads_ahead(threads);  // the tables' threads
  const Armies armies = armies_of(a.seeds);
  AuditReport report;
  RunInputs inputs;  // what the run reads: no file it writes may be one of them
  if (!a.relation.empty()) {
    if (a.tables.size() != 1) throw UsageError("--relation audits one bare CSV file: give exactly one FILE");
    ColumnOptions columns;
    columns.header = !a.no_header;
    columns.names = column_names(a.columns);
    if (!columns.header && !columns.names.empty())
      throw UsageError("--columns names header columns: not with --no-header");
    const RelationParams params = params_of(a);
    try {
      bind_relation(armies, a.relation, params);
    } catch (const RelationError& e) {
      throw UsageError(e.what());
    }
    const std::string name = input_name(a.tables[0]);
    const std::string text = read_input(a.tables[0]);
    if (a.tables[0] == "-") {
      inputs.add_standard_input();
    } else {
      inputs.add(a.tables[0]);
    }
    const CsvDocument doc = parse_csv(text, name, CsvDialect::UserFile);
    AuditedTable t;
    t.package = "";
    t.table = name;
    t.title = name;
    t.provenance = "given on the command line";
    AuditOptions options;
    options.omissions = !a.partial;
    t.audit = audit_document(armies, a.relation, params, doc, name, options, {}, columns);
    report.tables.push_back(std::move(t));
    report.inputs_hash = sha256_hex(text);
  } else {
    if (!a.params.empty() || !a.taker.empty() || a.partial || a.no_header) {
      throw UsageError("--param, --taker, --partial and --no-header go with --relation");
    }
    const ColumnNames names = column_names(a.columns);
    // The transcribed tables print the men of Fulke's armies: audited against other
    // armies every table would fail on its first man, which says nothing of the print.
    if (a.seeds_option && a.seeds_option->count() > 0) {
      throw UsageError("--seeds goes with --relation: the transcribed tables print the armies of the seeds " +
                       format_seeds(Seeds::fulke()));
    }
    AuditOptions options;
    options.threads = threads;
    const std::string none = "no datapackage.json under '" + a.tables_dir + "'";
    try {
      if (a.tables.empty() && names.empty()) {
        // Every table: each package's tables audited while the packages after it are read.
        std::unique_ptr<BindCache> bindings;
        report = audit_folder(a.tables_dir, armies, options, &packages, &bindings,
                              [&armies](const std::vector<Package>& read) { check_books(read, armies); });
        kept_bindings = bindings.release();
        if (packages.empty()) throw UsageError(none);
      } else {
        try {
          packages = read_books(a.tables_dir, names);
        } catch (const NoBooks&) {
          throw UsageError(none);
        }
        check_books(packages, armies);  // the gate: the tables named, and the folder they are in
        std::vector<std::string> only;  // none: every table
        for (const auto& t : a.tables) {
          const std::string name = table_name(t);
          bool known = false;
          for (const auto& p : packages) {
            for (const auto& r : p.resources) {
              known = known || std::filesystem::path(p.dir).filename().string() + "/" + r.path == name;
            }
          }
          if (!known)
            throw UsageError("no table '" + t + "' under '" + a.tables_dir + "' (see rithmo tables list)");
          only.push_back(name);
        }
        report = audit_packages(packages, armies, only, options);
      }
    } catch (const RelationError& e) {
      throw UsageError(e.what());
    }
  }
  std::vector<OutputFile> files;
  if (!a.by_source.empty()) {
    // One errata report per source (per package of tables/), in Markdown and JSON, each
    // stamped as the combined report; every report is rendered before any is written.
    if (!a.relation.empty()) throw UsageError("--output-dir goes with the tables of tables/, not --relation");
    std::vector<std::string> sources;
    for (const auto& t : report.tables) {
      if (std::find(sources.begin(), sources.end(), t.package) == sources.end()) sources.push_back(t.package);
    }
    // Each finding of a table that witnesses a work several books print is linked to
    // its place in that work's apparatus (rithmo apparatus --output-dir reports/apparatus).
    const std::vector<Work> works = common_works(works_of(packages));
    const std::vector<Apparatus> apparatus = collate_each(armies, works);
    AuditReport linked = report;
    link_apparatus(linked, works, apparatus);
    for (const auto& source : sources) {
      AuditReport one;
      one.inputs_hash = report.inputs_hash;
      for (const auto& t : linked.tables) {
        if (t.package == source) one.tables.push_back(t);
      }
      const std::string base = (std::filesystem::path(a.by_source) / source).string();
      files.push_back({base + ".md", render_audit(one, Format::Markdown)});
      files.push_back({base + ".json", render_audit(one, Format::Json, 0, threads)});
    }
  }
  const bool to_stdout = a.output.empty() || a.output == "-";
  // A text report to a file is written as it is made, not held whole beside the
  // findings it tells of (a big table's).
  const bool streamed = !to_stdout && format == Format::Text;
  const std::string text =
      streamed ? std::string() : render_audit(report, format, to_stdout ? text_width() : 0, threads);
  if (streamed) {
    files.push_back({a.output, [&report](const TextSink& sink) { write_audit_text(report, sink); }});
  } else if (!a.output.empty()) {
    files.push_back({a.output, text});
  }
  // The reports and the --output file are written together, all or none; the folder of
  // --output-dir is made once every target is known to be writable. None may be a file
  // the run read (the packages' files are looked up only when something is written).
  if (!files.empty()) add_package_files(packages, a.tables_dir, inputs);
  if (a.by_source.empty()) {
    write_output_files(files, inputs);
  } else {
    write_output_set(a.by_source, files, inputs);
  }
  if (a.output.empty()) print(text);
  if (a.summary) print(audit_summary(report));
  return report.findings() == 0 ? 0 : 1;
}

struct RelationsArgs {
  std::string format = "text";
  std::vector<std::string> names;  // empty: every relation
};

int run_relations(const RelationsArgs& a) {
  const Format format = format_option(a.format);
  for (const auto& n : a.names) {
    if (find_relation(n)) continue;
    std::string valid;
    for (const auto& spec : relation_specs()) valid += (valid.empty() ? "" : ", ") + spec.name;
    throw UsageError("unknown relation '" + n + "' (valid: " + valid + ")");
  }
  // JSON: each relation an object, its columns and parameters objects of their own
  // (docs/schemas/relations.json), for a script to read without parsing text.
  if (format == Format::Json) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& spec : relation_specs()) {
      if (!a.names.empty() && std::find(a.names.begin(), a.names.end(), spec.name) == a.names.end()) continue;
      nlohmann::ordered_json r;
      r["relation"] = spec.name;
      r["summary"] = spec.summary;
      r["columns"] = nlohmann::ordered_json::array();
      for (const auto& c : spec.columns) {
        r["columns"].push_back(
            {{"name", c.name},
             {"role", c.role == ColumnRole::Key       ? "key"
                      : c.role == ColumnRole::Numbers ? "numbers"
                                                      : "number"},
             {"optional", c.optional},
             {"aliases", c.aliases},
             {"values", c.one_of},
             {"value_words", c.value_words ? nlohmann::ordered_json(kWordKindNames.name(*c.value_words))
                                           : nlohmann::ordered_json(nullptr)},
             {"help", c.help}});
      }
      r["parameters"] = nlohmann::ordered_json::array();
      for (const auto& p : spec.parameters) {
        nlohmann::ordered_json j = parameter_json(p);
        // The values this relation takes, where it takes only some of the reading's.
        if (spec.accepts.count(p.name)) j["accepts"] = accepted_values(spec, p);
        r["parameters"].push_back(std::move(j));
      }
      // The words it reads, through the one vocabulary, and in which languages.
      r["words"] = nlohmann::ordered_json::array();
      for (WordKind w : spec.words) r["words"].push_back(kWordKindNames.name(w));
      r["languages"] = spec.words.empty() ? std::vector<std::string>{} : kLanguageNames.names();
      list.push_back(std::move(r));
    }
    nlohmann::ordered_json doc;
    doc["name"] = "relations";
    doc["title"] = "The relations the audit derives, with their columns and readings";
    doc["relations"] = std::move(list);
    print(json_document(doc));
    return 0;
  }
  Table t{"relations",
          "The relations the audit derives, with their columns and readings",
          {{"relation"}, {"columns"}, {"parameters"}, {"words"}, {"summary"}},
          {},
          {}};
  for (const auto& spec : relation_specs()) {
    if (!a.names.empty() && std::find(a.names.begin(), a.names.end(), spec.name) == a.names.end()) continue;
    std::string cols, params;
    for (const auto& c : spec.columns) {
      std::string aliases;
      for (const auto& x : c.aliases) aliases += (aliases.empty() ? " (or " : ", ") + x;
      if (!aliases.empty()) aliases += ")";
      cols +=
          (cols.empty() ? "" : ", ") + c.name + aliases +
          (c.role == ColumnRole::Key && !c.one_of.empty()
               ? " (key: " + join(c.one_of, "|") +
                     (c.value_words ? ", or a word for " + std::string(kWordKindNames.name(*c.value_words))
                                    : "") +
                     ")"
           : c.role == ColumnRole::Key     ? " (key)"
           : c.role == ColumnRole::Numbers ? " (numbers)"
                                           : "") +
          (c.optional ? " (optional)" : "");
    }
    for (const auto& p : spec.parameters) {
      params +=
          (params.empty() ? "" : "; ") + p.name + "=" +
          (spec.accepts.count(p.name) ? join(accepted_values(spec, p), "|") + " (of " + values_text(p) + ")"
                                      : values_text(p)) +
          (p.default_value.empty() ? " (required)" : " (default " + p.default_value + ")") +
          (p.reading ? " (a reading: inferred from the table when not given)" : "");
    }
    std::string words;
    for (WordKind w : spec.words) words += (words.empty() ? "" : ", ") + std::string(kWordKindNames.name(w));
    if (!words.empty()) words += " (in " + join(kLanguageNames.names(), ", ") + ")";
    t.add_row({spec.name, cols, params, words, spec.summary});
  }
  print(render_out(t, format));
  return 0;
}

struct CollateArgs {
  std::vector<std::string> tables;
  std::string tables_dir = default_tables_dir();
  std::vector<std::string> columns;  // --columns COLUMN=HEADER
  bool all = false;
  std::string format = "text";
  std::string output;
};

Table collation_table(const Collation& c) {
  Table t{"collation",
          c.first + " against " + c.second,
          {{"class"},
           {"first_row", true},
           {"first_line", true},
           {"second_row", true},
           {"second_source"},
           {"second_line", true},
           {"columns"},
           {"first"},
           {"second"},
           {"supports"},
           {"evidence"}},
          {},
          {}};
  auto num = [](std::size_t n) { return n ? std::to_string(n) : std::string(); };
  auto line = [](const std::optional<long>& l) { return l ? std::to_string(*l) : std::string(); };
  for (const auto& v : c.variants) {
    t.add_row({std::string(name(v.kind)), num(v.first_row), line(v.first_line), num(v.second_row),
               v.second_source, line(v.second_line), v.columns, v.first, v.second, v.supported, v.evidence});
  }
  std::string cols;
  for (const auto& x : c.columns) cols += (cols.empty() ? "" : ", ") + x;
  t.notes.push_back("");
  t.notes.push_back("relation " + c.relation + "; compared: " + cols + "; " + std::to_string(c.first_rows) +
                    " and " + std::to_string(c.second_rows) + " rows, " + std::to_string(c.agreed) +
                    " read alike and accepted, " + count_of(c.variants.size(), "variant", "variants"));
  return t;
}

// Whether the packages hold a table of that name ("fulke-1563/men-orders.csv").
bool names_a_table(const std::vector<Package>& packages, const std::string& name) {
  for (const auto& p : packages) {
    for (const auto& r : p.resources) {
      if (std::filesystem::path(p.dir).filename().string() + "/" + r.path == name) return true;
    }
  }
  return false;
}

// Whether a witness named on the command line is a user's file rather than a table of
// the tables folder: "-" (standard input), a file that is not the table its path ends
// in (a user's copy of fulke-1563/spaces-division-odd.csv kept elsewhere is the
// user's), or an absolute or ./ path that names no table.
bool names_a_user_file(const std::vector<Package>& packages, const std::string& tables_dir,
                       const std::string& arg) {
  if (arg == "-") return true;
  std::error_code ec;
  const std::string table = table_name(arg);
  if (!std::filesystem::exists(arg, ec)) {
    // A path no table bears is a file the user meant, to be reported as not found.
    const std::filesystem::path p(arg);
    return !names_a_table(packages, table) &&
           (p.is_absolute() || arg.rfind("./", 0) == 0 || arg.rfind("../", 0) == 0);
  }
  if (!names_a_table(packages, table)) return true;
  return !std::filesystem::equivalent(arg, std::filesystem::path(tables_dir) / table, ec);
}

// A table and its package's descriptor hashed as a stamp's inputs, a piece at a time
// (never held whole), the one after the other: the table named
// "package/file.csv" (its file in a subfolder of the package or not), the descriptor
// the package's own, tables/PACKAGE/datapackage.json.
void hash_table_inputs(Sha256& hash, const std::string& tables_dir, const std::string& table) {
  const std::filesystem::path dir = tables_dir;
  const auto update = [&hash](std::string_view part) { hash.update(part); };
  read_input_parts((dir / table).string(), update);
  read_input_parts((dir / table.substr(0, table.find('/')) / "datapackage.json").string(), update);
}

int run_collate(const CollateArgs& a) {
  const Format format = format_option(a.format);
  const auto packages = read_books(a.tables_dir, column_names(a.columns));
  check_books(packages, build_armies());
  std::vector<std::pair<std::string, std::string>> pairs;
  // A user's file collated with a table: the file's text, and where it was read.
  std::optional<std::string> user_arg, user_text;
  bool user_first = false;
  if (a.all) {
    if (!a.tables.empty()) throw UsageError("collate --all takes no tables");
    pairs = collation_pairs(packages);
  } else {
    if (a.tables.size() != 2) throw UsageError("collate takes two tables, FIRST SECOND, or --all");
    const bool first_file = names_a_user_file(packages, a.tables_dir, a.tables[0]),
               second_file = names_a_user_file(packages, a.tables_dir, a.tables[1]);
    if (first_file && second_file)
      throw UsageError(
          "collate reads a user's file beside a table of the tables folder, whose descriptor "
          "gives the relation; '" +
          a.tables[0] + "' and '" + a.tables[1] + "' are both files");
    if (first_file || second_file) {
      user_first = first_file;
      user_arg = a.tables[first_file ? 0 : 1];
      user_text = read_input(*user_arg);
    }
    pairs.emplace_back(first_file ? input_name(a.tables[0]) : table_name(a.tables[0]),
                       second_file ? input_name(a.tables[1]) : table_name(a.tables[1]));
  }
  const Armies armies = build_armies();
  std::vector<Table> tables;
  std::size_t variants = 0;
  for (const auto& [x, y] : pairs) {
    Collation c;
    try {
      if (user_arg) {
        // The user's file is read under the table's descriptor: its relation and
        // readings, the columns it compares and those it never reads.
        const Witness table = witness_of(packages, user_first ? y : x);
        Witness user{input_name(*user_arg), table.resource,
                     parse_csv(*user_text, input_name(*user_arg), CsvDialect::UserFile)};
        user.resource.path = user.table;
        user.resource.source.clear();  // not the OCR of a print
        c = user_first ? collate(armies, user, table) : collate(armies, table, user);
      } else {
        c = collate(armies, witness_of(packages, x), witness_of(packages, y));
      }
    } catch (const RelationError& e) {
      throw UsageError(e.what());
    }
    variants += c.variants.size();
    tables.push_back(collation_table(c));
  }
  // The stamp: the generator and the SHA-256 of every input (each table and its
  // descriptor, a user's file), as the errata report has.
  Sha256 inputs;
  inputs.update(std::string("rithmo ") + RITHMO_VERSION + "\n");
  for (const auto& [x, y] : pairs) {
    for (const auto& t : {x, y}) {
      inputs.update(t + "\n");
      if (user_arg && t == input_name(*user_arg) && !names_a_table(packages, t)) {
        inputs.update(*user_text);
        continue;
      }
      hash_table_inputs(inputs, a.tables_dir, t);
    }
  }
  if (!tables.empty()) {
    tables.back().notes.push_back("");
    tables.back().notes.push_back("rithmo " + std::string(RITHMO_VERSION) + ", inputs sha256 " +
                                  inputs.hex());
  }
  if (format == Format::Csv && tables.size() != 1)
    throw UsageError("--format csv takes one pair; use md or json");
  const bool to_stdout = a.output.empty() || a.output == "-";
  const std::string text = render(tables, format, to_stdout ? text_width() : 0);
  if (a.output.empty()) {
    print(text);
  } else {
    RunInputs read;
    add_package_files(packages, a.tables_dir, read);
    if (user_arg && *user_arg == "-") {
      read.add_standard_input();
    } else if (user_arg) {
      read.add(*user_arg);
    }
    write_output_file(a.output, text, read);
  }
  return variants == 0 ? 0 : 1;
}

struct ApparatusArgs {
  std::vector<std::string> works;  // empty: every work two or more witnesses print
  std::string tables_dir = default_tables_dir();
  std::vector<std::string> columns;  // --columns COLUMN=HEADER
  std::string format = "md";
  std::string out;     // a folder: every form of every work, and the index
  std::string output;  // one file
  bool list = false;
  const CLI::Option* format_option = nullptr;  // given on the command line when its count() > 0
  bool spreadsheet_safe = false;  // the CSV matrix: ' before a cell a spreadsheet takes for a formula
};

// Collates the works, and sets `stamp` to what ends each document: the generator and the
// SHA-256 of every input (each witness and its descriptor), as the errata report has.
std::vector<Apparatus> collate_works(const std::vector<Work>& works, const std::string& tables_dir,
                                     std::string& stamp) {
  std::vector<Apparatus> done = collate_each(build_armies(), works);
  // The inputs hashed one table at a time, never held together.
  Sha256 inputs;
  inputs.update(std::string("rithmo ") + RITHMO_VERSION + "\n");
  for (const Work& w : works) {
    for (const auto& x : w.witnesses) {
      inputs.update(x.table + "\n");
      hash_table_inputs(inputs, tables_dir, x.table);
    }
  }
  stamp = "rithmo " + std::string(RITHMO_VERSION) + ", inputs sha256 " + inputs.hex();
  return done;
}

// The forms of apparatus --format: its help lists them, and they alone are taken.
const std::vector<std::string> kApparatusForms = {"md", "json", "tei", "csv"};

// "no work under 'DIR' is printed by two books (one book here: faber-1496)": why a
// folder gives no apparatus and no stemma.
std::string no_common_work(const std::vector<Package>& packages, const std::string& tables_dir) {
  std::vector<std::string> names;
  for (const Package& p : packages) names.push_back(p.name);
  return "no work under '" + tables_dir + "' is printed by two books (" +
         (names.size() == 1 ? "one book here: " : std::to_string(names.size()) + " books here: ") +
         join(names, ", ") + ")";
}

int run_apparatus(const ApparatusArgs& a) {
  const auto& kForms = kApparatusForms;
  if (std::find(kForms.begin(), kForms.end(), a.format) == kForms.end())
    throw UsageError("--format must be md, json, tei or csv, not '" + a.format + "'");
  if (!a.out.empty() && !a.output.empty()) throw UsageError("--output-dir and --output do not go together");
  const auto packages = read_books(a.tables_dir, column_names(a.columns));
  check_books(packages, build_armies());
  std::vector<Work> works = works_of(packages);
  if (a.list) {
    Table t{"works", "Works and their witnesses", {{"work"}, {"relation"}, {"witnesses"}}, {}, {}};
    for (const Work& w : works) {
      std::string wit;
      for (const auto& x : w.witnesses) wit += (wit.empty() ? "" : ", ") + x.siglum + " " + x.table;
      t.add_row({w.name, relation_label(w.relation, w.params), wit});
    }
    // A table as every command prints one: text unless --format names md, csv or json
    // (the names alone, for a script or the shell's completion, are the CSV's first column).
    if (a.format_option == nullptr || a.format_option->count() == 0) {
      print(render(t, Format::Text, text_width()));
      return 0;
    }
    if (a.format == "tei") throw UsageError("--list is a table: its --format is md, csv or json, not 'tei'");
    print(render_out(t, format_option(a.format)));
    return 0;
  }
  std::vector<Work> chosen;
  if (a.works.empty()) {
    for (Work& w : works) {
      if (w.witnesses.size() >= 2) chosen.push_back(std::move(w));
    }
  } else {
    std::vector<std::size_t> named;
    for (const auto& n : a.works) {
      const auto it = std::find_if(works.begin(), works.end(), [&n](const Work& w) { return w.name == n; });
      if (it == works.end()) {
        std::vector<std::string> names;
        for (const Work& w : works) names.push_back(w.name);
        throw UsageError("no work '" + n + "' (valid: " + join(names, ", ") + ")");
      }
      named.push_back(static_cast<std::size_t>(it - works.begin()));
    }
    // Moved, not copied (a work's witnesses hold their tables); a work named twice is
    // copied for its first naming and moved at its last.
    for (std::size_t i = 0; i < named.size(); ++i) {
      const bool again =
          std::find(named.begin() + static_cast<std::ptrdiff_t>(i) + 1, named.end(), named[i]) != named.end();
      chosen.push_back(again ? works[named[i]] : std::move(works[named[i]]));
    }
  }
  if (chosen.empty()) throw UsageError(no_common_work(packages, a.tables_dir) + ": nothing to collate");
  if ((a.format == "tei" || a.format == "csv") && a.out.empty() && chosen.size() != 1)
    throw UsageError("--format " + a.format +
                     " takes one work; name it, or write every form with --output-dir DIR");
  std::string stamp;
  const std::vector<Apparatus> done = collate_works(chosen, a.tables_dir, stamp);
  // The witnesses' tables are read: their memory is the forms'.
  std::vector<Work>().swap(chosen);
  bool varies = false;
  for (const Apparatus& x : done) {
    for (const Place& p : x.places) varies = varies || p.varies();
  }
  RunInputs read;
  add_package_files(packages, a.tables_dir, read);
  if (!a.out.empty()) {
    std::vector<OutputFile> files;
    for (const Apparatus& x : done) {
      const std::string base = (std::filesystem::path(a.out) / x.work).string();
      // Each form written into its file as it is made: never held whole.
      files.push_back(
          {base + ".md", [&x, &stamp](const TextSink& out) { write_apparatus_markdown(x, stamp, out); }});
      files.push_back(
          {base + ".json", [&x, &stamp](const TextSink& out) { write_apparatus_json(x, stamp, out); }});
      files.push_back(
          {base + ".xml", [&x, &stamp](const TextSink& out) { write_apparatus_tei(x, stamp, out); }});
      files.push_back({base + ".csv", [&x, &a](const TextSink& out) {
                         write_apparatus_matrix(x, a.spreadsheet_safe, out);
                       }});
    }
    files.push_back({(std::filesystem::path(a.out) / "README.md").string(),
                     [&done, &stamp](const TextSink& out) { write_apparatus_index(done, stamp, out); }});
    write_output_set(a.out, files, read);
    return varies ? 1 : 0;
  }
  std::string text;
  if (a.format == "md") {
    for (std::size_t i = 0; i < done.size(); ++i)
      text += (i ? "\n" : "") + apparatus_markdown(done[i], stamp);
  } else if (a.format == "json") {
    nlohmann::ordered_json j = {{"works", nlohmann::ordered_json::array()}};
    for (const Apparatus& x : done) j["works"].push_back(apparatus_json(x, stamp));
    text = json_document(j);
  } else if (a.format == "tei") {
    text = apparatus_tei(done.front(), stamp);
  } else {
    text = apparatus_matrix(done.front(), a.spreadsheet_safe);
  }
  if (a.output.empty() || a.output == "-") {
    print(text);
  } else {
    write_output_file(a.output, text, read);
  }
  return varies ? 1 : 0;
}

struct StemmaArgs {
  std::string tables_dir = default_tables_dir();
  std::vector<std::string> columns;  // --columns COLUMN=HEADER
  std::string format = "md";
  std::string out;     // a folder: every form, and the drawing
  std::string output;  // one file
};

// The forms of stemma --format: its help lists them, and they alone are taken.
const std::vector<std::string> kStemmaForms = {"md", "json", "dot", "nexus", "tei"};

int run_stemma(const StemmaArgs& a) {
  const auto& kForms = kStemmaForms;
  if (std::find(kForms.begin(), kForms.end(), a.format) == kForms.end())
    throw UsageError("--format must be md, json, dot, nexus or tei, not '" + a.format + "'");
  if (!a.out.empty() && !a.output.empty()) throw UsageError("--output-dir and --output do not go together");
  const auto packages = read_books(a.tables_dir, column_names(a.columns));
  const CheckedBooks checked = check_books(packages, build_armies());
  const std::vector<Work> works = common_works(works_of(packages));
  if (works.empty()) throw UsageError(no_common_work(packages, a.tables_dir) + ": no stemma to draw");
  std::string stamp;
  const std::vector<Apparatus> done = collate_works(works, a.tables_dir, stamp);
  const Stemma stemma = infer_stemma(done, checked.records, [](std::size_t pairs, std::size_t all) {
    progress("stemma: " + std::to_string(pairs) + " of " + std::to_string(all) + " pairs of books weighed");
  });
  progress_done();
  RunInputs read;
  add_package_files(packages, a.tables_dir, read);
  if (!a.out.empty()) {
    const std::filesystem::path dir = a.out;
    const std::string dot = stemma_dot(stemma, stamp);
    std::vector<OutputFile> files = {
        {(dir / "stemma.md").string(), stemma_markdown(stemma, done, stamp)},
        {(dir / "stemma.json").string(), json_document(stemma_json(stemma, done, stamp))},
        {(dir / "stemma.dot").string(), dot},
        {(dir / "stemma.nex").string(), stemma_nexus(stemma, done, stamp)},
        {(dir / "stemma-pairs.csv").string(), stemma_pairs_csv(stemma)},
        {(dir / "stemma.xml").string(), stemma_tei(stemma, stamp)},
    };
    std::optional<std::string> svg;
    try {
      svg = draw_svg(dot);
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
    if (svg) {
      files.push_back({(dir / "stemma.svg").string(), *svg});
    } else {
      std::cerr << "rithmo stemma: note: graphviz's dot is not installed; stemma.svg not drawn\n";
    }
    write_output_set(a.out, files, read);
    return 0;
  }
  std::string text;
  if (a.format == "md") {
    text = stemma_markdown(stemma, done, stamp);
  } else if (a.format == "json") {
    text = json_document(stemma_json(stemma, done, stamp));
  } else if (a.format == "dot") {
    text = stemma_dot(stemma, stamp);
  } else if (a.format == "nexus") {
    text = stemma_nexus(stemma, done, stamp);
  } else {
    text = stemma_tei(stemma, stamp);
  }
  if (a.output.empty() || a.output == "-") {
    print(text);
  } else {
    write_output_file(a.output, text, read);
  }
  return 0;
}

// The names of the relations, which --relation and `rithmo relations NAME` take.
std::vector<std::string> relation_names() {
  std::vector<std::string> names;
  for (const auto& spec : relation_specs()) names.push_back(spec.name);
  return names;
}

// Every relation's parameters, which --param takes with --relation.
std::vector<Parameter> relation_parameters() {
  std::vector<Parameter> parameters;
  for (const auto& spec : relation_specs()) {
    parameters.insert(parameters.end(), spec.parameters.begin(), spec.parameters.end());
  }
  return parameters;
}

void add_audit_options(CLI::App* audit, const std::shared_ptr<AuditArgs>& a) {
  CLI::Option* tables =
      audit
          ->add_option(
              "tables", a->tables,
              "Tables to audit (package/file.csv, as `rithmo tables list` names them; default: all), or with "
              "--relation one bare CSV FILE")
          ->type_name("TABLE");
  audit
      ->add_option("--tables", a->tables_dir,
                   "The tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
      ->type_name("DIR");
  files_when(
      tables,
      complete_with(
          audit
              ->add_option("--relation", a->relation,
                           "Audit a bare CSV as this relation (see `rithmo relations`); a number cell may "
                           "print digits (\"348.\"), a Roman numeral (\"xxv\") or words "
                           "(\"vingt cinq\"), and a row with a cell no reader reads is a "
                           "not-read finding")
              ->type_name("RELATION"),
          relation_names()));
  audit->add_option("--taker", a->taker, "With --relation: the taking army (--param taker=...)")
      ->type_name(choices(reading("taker").allowed));
  complete_with(add_param_option(*audit, a->params,
                                 "with --relation: one of the relation's, as `rithmo relations` lists them")
                    ->allow_extra_args(false),
                assignment_words(relation_parameters()));
  audit->add_flag("--partial", a->partial,
                  "With --relation: the file gives only some rows of the relation; report no omissions");
  add_columns_option(*audit, a->columns,
                     "Map a relation column to the header that holds it, COLUMN=HEADER (comma-separated or "
                     "repeated): with --relation, in the user's file; else in every table whose header has "
                     "HEADER and whose descriptor maps no header to COLUMN (a table headed in its book's "
                     "language: taker=Nehmer)");
  audit->add_flag("--no-header", a->no_header,
                  "With --relation: the file has no header; its first columns are the relation's, in order");
  add_format_option(*audit, a->format);
  audit
      ->add_option(
          "-o,--output", a->output,
          "Write the report to this file instead of stdout (- is stdout; never a file the audit "
          "reads; a file replaced whole, keeping its mode, owner and links; its folder made when missing)")
      ->type_name("FILE")
      ->check(named_path());
  audit->add_flag("--summary", a->summary, "With --output FILE: print a one-line summary");
  add_output_dir_option(*audit, a->by_source,
                        "Also write one errata report per source (package of tables/) into this folder, "
                        "as SOURCE.md and SOURCE.json: all of them (and --output) or, on failure, none",
                        "--by-source");
  audit
      ->add_option(
          "--jobs", a->jobs,
          "Tables (and the tables' descriptors) read and audited at once (0-256; 0, the default: one per "
          "core). The report is the same whatever the number")
      ->type_name("N");
  a->seeds_option = add_seeds_option(*audit, a->seeds);
}

}  // namespace

std::vector<Command> audit_commands() {
  auto a = std::make_shared<AuditArgs>();
  auto relations = std::make_shared<RelationsArgs>();
  auto collate = std::make_shared<CollateArgs>();
  auto apparatus = std::make_shared<ApparatusArgs>();
  auto stemma = std::make_shared<StemmaArgs>();
  return {
      {"audit",
       "Audit printed tables against the derived relations: errata with emendations, omissions, counts, "
       "contradictions. Exit 0 when nothing is found, 1 with findings, 2 on bad input",
       [a](CLI::App& c) { add_audit_options(&c, a); }, [a] { return run_audit(*a); }},
      {"relations", "List the relations the audit derives, their columns and readings (all, or those named)",
       [relations](CLI::App& c) {
         complete_with(c.add_option("names", relations->names, "Relations to show (default: all)")
                           ->type_name("RELATION"),
                       relation_names());
         add_format_option(c, relations->format);
       },
       [relations] { return run_relations(*relations); }},
      {"collate",
       "Collate two witnesses of one table (the modern transcription and the OCR of the print): align their "
       "rows, list each variant with what each reads and which reading the derivation supports, and class "
       "it. "
       "Exit 0 when they agree, 1 with variants, 2 on bad input",
       [c = collate](CLI::App& app) {
         app.add_option(
                "tables", c->tables,
                "Two tables, FIRST SECOND, as `rithmo tables list` names them; one of the two may be a "
                "user's CSV file (- for standard input), read under the other's descriptor")
             ->type_name("TABLE");
         app.add_flag("--all", c->all, "Every pair of witnesses the descriptors declare (\"collates_with\")");
         app.add_option(
                "--tables", c->tables_dir,
                "The tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
             ->type_name("DIR");
         add_columns_option(app, c->columns, kFolderColumnsHelp);
         add_format_option(app, c->format);
         app.add_option("-o,--output", c->output,
                        "Write the collation to this file instead of stdout (- is stdout; never a file the "
                        "collation reads)")
             ->type_name("FILE")
             ->check(named_path());
       },
       [collate] { return run_collate(*collate); }},
      {"apparatus",
       "The apparatus of each work several books print: every witness aligned by the derived row it states, "
       "the lemma the derivation supports, each reading classed (slip, omission, order, reading...), and the "
       "agreements in error of each pair of witnesses; as Markdown, JSON, TEI P5 and a witness x place CSV "
       "matrix. Exit 0 when every witness reads the lemma everywhere, 1 with departures, 2 on bad input",
       [p = apparatus](CLI::App& app) {
         app.add_option(
                "works", p->works,
                "Works to collate, as `rithmo apparatus --list` names them (default: every work two or "
                "more witnesses print)")
             ->type_name("WORK");
         app.add_flag("--list", p->list, "List the works the descriptors declare and their witnesses");
         app.add_flag("--spreadsheet-safe", p->spreadsheet_safe,
                      "In the CSV matrix, prefix ' to a cell beginning =, +, -, @, a tab or a carriage "
                      "return, which a spreadsheet would take for a formula (default: every cell verbatim)");
         app.add_option(
                "--tables", p->tables_dir,
                "The tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
             ->type_name("DIR");
         add_columns_option(app, p->columns, kFolderColumnsHelp);
         p->format_option = app.add_option("-f,--format", p->format,
                                           "Output format (tei and csv: one work; --list: md, csv or json)")
                                ->type_name(choices(kApparatusForms))
                                ->capture_default_str();
         add_output_dir_option(app, p->out,
                               "Write every form of every work (WORK.md, WORK.json, WORK.xml, WORK.csv) and "
                               "their index, README.md, into this folder: all of them or, on failure, none",
                               "--out");
         app.add_option("-o,--output", p->output,
                        "Write the chosen format to this file instead of stdout (- is stdout; never a file "
                        "the run reads)")
             ->type_name("FILE")
             ->check(named_path());
       },
       [apparatus] { return run_apparatus(*apparatus); }},
      {"stemma",
       "Who copied whom: the books of the period weighed against what their authors' own habits of "
       "choosing and ordering rows explain, and joined only by relations that survive every model of "
       "chance (copy, descends from, a second source, a lost exemplar, a known transcription or "
       "retelling), each with its shared evidence by derived row and page:line and its sensitivity; what "
       "the books say of their sources beside; every pair left unjoined with why; as Markdown, JSON, "
       "Graphviz DOT (and SVG, with --output-dir), NEXUS and TEI P5. Exit 0, or 2 on bad input",
       [p = stemma](CLI::App& app) {
         app.add_option(
                "--tables", p->tables_dir,
                "The tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
             ->type_name("DIR");
         add_columns_option(app, p->columns, kFolderColumnsHelp);
         app.add_option("-f,--format", p->format, "Output format")
             ->type_name(choices(kStemmaForms))
             ->capture_default_str();
         add_output_dir_option(
             app, p->out,
             "Write every form (stemma.md, .json, .dot, .nex, .xml, and stemma.svg drawn by "
             "graphviz's dot when it is installed) into this folder: all of them or, on "
             "failure, none",
             "--out");
         app.add_option("-o,--output", p->output,
                        "Write the chosen format to this file instead of stdout (- is stdout; never a file "
                        "the run reads)")
             ->type_name("FILE")
             ->check(named_path());
       },
       [stemma] { return run_stemma(*stemma); }},
  };
}

}  // namespace rithmo::cli
