// rithmo audit and rithmo relations: the audit of printed tables against the
// relations derived from the rules.
#include "audit/relation.hpp"
#include "audit/report.hpp"
#include "audit/tables_audit.hpp"
#include "cli.hpp"
#include "men/armies.hpp"
#include "report/digest.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>

namespace rithmo::cli {

namespace {

struct AuditArgs {
  std::vector<std::string> tables;
  std::string tables_dir = "tables";
  std::string relation;
  std::string taker;
  std::vector<std::string> params;
  std::string format = "text";
  std::string output;
  bool summary = false;
  bool partial = false;
  std::string seeds = format_seeds(Seeds::fulke());
};

Armies armies_of(const std::string& seeds) {
  ArmiesOptions a;
  try {
    a.seeds = parse_seeds(seeds);
  } catch (const SeedsError& e) {
    throw UsageError(e.what());
  }
  return build_armies(a);
}

RelationParams params_of(const AuditArgs& a) {
  RelationParams params;
  for (const auto& p : a.params) {
    const auto eq = p.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError("bad --param '" + p + "' (expected NAME=VALUE)");
    params[p.substr(0, eq)] = p.substr(eq + 1);
  }
  if (!a.taker.empty()) {
    if (a.taker != "even" && a.taker != "odd")
      throw UsageError("bad --taker '" + a.taker + "' (valid: even, odd)");
    params["taker"] = a.taker;
  }
  return params;
}

// Writes the text to path through a temporary file in the same folder, so that a
// failure leaves no half-written report.
void write_file(const std::string& path, const std::string& text) {
  const std::filesystem::path target(path);
  const std::filesystem::path tmp = target.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    if (!out) throw UsageError("cannot write '" + tmp.string() + "'");
    out << text;
    out.flush();
    if (!out) {
      std::filesystem::remove(tmp);
      throw UsageError("cannot write '" + tmp.string() + "'");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, target, ec);
  if (ec) {
    std::filesystem::remove(tmp);
    throw UsageError("cannot write '" + path + "': " + ec.message());
  }
}

// "tables/fulke-1563/x.csv" or "fulke-1563/x.csv" -> "fulke-1563/x.csv".
std::string table_name(const std::string& arg) {
  const std::filesystem::path p(arg);
  if (!p.has_parent_path()) return arg;
  return p.parent_path().filename().string() + "/" + p.filename().string();
}

int run_audit(const AuditArgs& a) {
  const Format format = format_option(a.format);
  const Armies armies = armies_of(a.seeds);
  AuditReport report;
  if (!a.relation.empty()) {
    if (a.tables.size() != 1) throw UsageError("--relation audits one bare CSV file: give exactly one FILE");
    BoundRelation bound;
    try {
      bound = bind_relation(armies, a.relation, params_of(a));
    } catch (const RelationError& e) {
      throw UsageError(e.what());
    }
    const CsvDocument doc = read_csv_file(a.tables[0]);
    AuditedTable t;
    t.package = "";
    t.table = a.tables[0];
    t.title = a.tables[0];
    t.provenance = "given on the command line";
    AuditOptions options;
    options.omissions = !a.partial;
    t.audit = audit_table(bound, read_printed(bound, doc), a.tables[0], options);
    report.tables.push_back(std::move(t));
    std::ifstream in(a.tables[0], std::ios::binary);
    report.inputs_hash = sha256_hex(std::string(std::istreambuf_iterator<char>(in), {}));
  } else {
    if (!a.params.empty() || !a.taker.empty() || a.partial) {
      throw UsageError("--param, --taker and --partial go with --relation");
    }
    const auto packages = read_packages(a.tables_dir);
    if (packages.empty()) throw UsageError("no datapackage.json under '" + a.tables_dir + "'");
    std::vector<std::string> only;
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
    try {
      report = audit_packages(packages, armies, only);
    } catch (const RelationError& e) {
      throw UsageError(e.what());
    }
  }
  const std::string text = render_audit(report, format);
  if (a.output.empty()) {
    print(text);
  } else {
    write_file(a.output, text);
    if (a.summary) print(audit_summary(report));
  }
  return report.findings() == 0 ? 0 : 1;
}

int run_relations(const std::string& format_text) {
  const Format format = format_option(format_text);
  Table t{"relations",
          "The relations the audit derives, with their columns and readings",
          {{"relation"}, {"columns"}, {"parameters"}, {"summary"}},
          {},
          {}};
  for (const auto& spec : relation_specs()) {
    std::string cols, params;
    for (const auto& c : spec.columns) {
      cols += (cols.empty() ? "" : ", ") + c.name +
              (c.role == ColumnRole::Key       ? " (key)"
               : c.role == ColumnRole::Numbers ? " (numbers)"
                                               : "") +
              (c.optional ? " (optional)" : "");
    }
    for (const auto& p : spec.parameters) {
      std::string allowed;
      for (const auto& v : p.allowed) allowed += (allowed.empty() ? "" : "|") + v;
      params += (params.empty() ? "" : "; ") + p.name + "=" + (allowed.empty() ? "TEXT" : allowed) +
                (p.default_value.empty() ? " (required)" : " (default " + p.default_value + ")");
    }
    t.add_row({spec.name, cols, params, spec.summary});
  }
  print(render(t, format));
  return 0;
}

}  // namespace

void add_audit_commands(CLI::App& app, Subcommands& subs) {
  auto a = std::make_shared<AuditArgs>();
  CLI::App* audit = app.add_subcommand(
      "audit",
      "Audit printed tables against the derived relations: errata with emendations, omissions, counts, "
      "contradictions. Exit 0 when nothing is found, 1 with findings, 2 on bad input");
  audit->add_option(
      "tables", a->tables,
      "Tables to audit (package/file.csv, as `rithmo tables list` names them; default: all), or with "
      "--relation one bare CSV FILE");
  audit->add_option("--tables", a->tables_dir, "The tables folder")->capture_default_str();
  audit->add_option("--relation", a->relation, "Audit a bare CSV as this relation (see `rithmo relations`)");
  audit->add_option("--taker", a->taker, "With --relation: the taking army, even or odd");
  audit->add_option("--param", a->params, "With --relation: a reading NAME=VALUE (repeatable)")
      ->allow_extra_args(false);
  audit->add_flag("--partial", a->partial,
                  "With --relation: the file gives only some rows of the relation; report no omissions");
  audit->add_option("--format", a->format, "Output format: text, csv, json or md")->capture_default_str();
  audit->add_option("--output", a->output, "Write the report to this file instead of stdout");
  audit->add_flag("--summary", a->summary, "With --output: print a one-line summary");
  audit->add_option("--seeds", a->seeds, "Seeds of the armies as EVEN:ODD")->capture_default_str();
  subs.push_back({audit, [a] { return run_audit(*a); }});

  auto format = std::make_shared<std::string>("text");
  CLI::App* relations =
      app.add_subcommand("relations", "List the relations the audit derives, their columns and readings");
  relations->add_option("--format", *format, "Output format: text, csv, json or md")->capture_default_str();
  subs.push_back({relations, [format] { return run_relations(*format); }});
}

}  // namespace rithmo::cli
