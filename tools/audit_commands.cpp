// rithmo audit and rithmo relations: the audit of printed tables against the
// relations derived from the rules.
#include "audit/relation.hpp"
#include "audit/report.hpp"
#include "audit/tables_audit.hpp"
#include "cli.hpp"
#include "men/armies.hpp"
#include "output_file.hpp"
#include "report/digest.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"

#include <filesystem>
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
  Seeds seeds = Seeds::fulke();
};

Armies armies_of(const Seeds& seeds) {
  ArmiesOptions a;
  a.seeds = seeds;
  return build_armies(a);
}

RelationParams params_of(const AuditArgs& a) {
  RelationParams params;
  for (const auto& p : a.params) {
    const auto eq = p.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError("bad --param '" + p + "' (expected NAME=VALUE)");
    if (!params.emplace(p.substr(0, eq), p.substr(eq + 1)).second) {
      throw UsageError("--param " + p.substr(0, eq) + " is given twice");
    }
  }
  if (!a.taker.empty()) {
    if (a.taker != "even" && a.taker != "odd")
      throw UsageError("bad --taker '" + a.taker + "' (valid: even, odd)");
    if (params.count("taker"))
      throw UsageError("--taker and --param taker=... both give the taker: give one");
    params["taker"] = a.taker;
  }
  return params;
}

// "tables/fulke-1563/x.csv" or "fulke-1563/x.csv" -> "fulke-1563/x.csv".
std::string table_name(const std::string& arg) {
  const std::filesystem::path p(arg);
  if (!p.has_parent_path()) return arg;
  return p.parent_path().filename().string() + "/" + p.filename().string();
}

int run_audit(const AuditArgs& a) {
  const Format format = format_option(a.format);
  if (a.summary && a.output.empty())
    throw UsageError("--summary goes with --output (the report itself is on stdout)");
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
    const std::string name = input_name(a.tables[0]);
    const std::string text = read_input(a.tables[0]);
    const CsvDocument doc = parse_csv(text, name, CsvDialect::UserFile);
    AuditedTable t;
    t.package = "";
    t.table = name;
    t.title = name;
    t.provenance = "given on the command line";
    AuditOptions options;
    options.omissions = !a.partial;
    t.audit = audit_table(bound, read_printed(bound, doc), name, options);
    report.tables.push_back(std::move(t));
    report.inputs_hash = sha256_hex(text);
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
    write_output_file(a.output, text);
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

void add_audit_options(CLI::App* audit, const std::shared_ptr<AuditArgs>& a) {
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
  add_format_option(*audit, a->format);
  audit->add_option("--output", a->output, "Write the report to this file instead of stdout");
  audit->add_flag("--summary", a->summary, "With --output: print a one-line summary");
  add_seeds_option(*audit, a->seeds);
}

}  // namespace

std::vector<Command> audit_commands() {
  auto a = std::make_shared<AuditArgs>();
  auto format = std::make_shared<std::string>("text");
  return {
      {"audit",
       "Audit printed tables against the derived relations: errata with emendations, omissions, counts, "
       "contradictions. Exit 0 when nothing is found, 1 with findings, 2 on bad input",
       [a](CLI::App& c) { add_audit_options(&c, a); }, [a] { return run_audit(*a); }},
      {"relations", "List the relations the audit derives, their columns and readings",
       [format](CLI::App& c) { add_format_option(c, *format); }, [format] { return run_relations(*format); }},
  };
}

}  // namespace rithmo::cli
