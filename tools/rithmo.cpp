// rithmo: the command line over the library. Each subcommand builds tables with the
// library and prints them; errors are one line on stderr and exit status 2.
#include "cli.hpp"
#include "diagnostic.hpp"
#include "harmony/pool.hpp"
#include "harmony/proportion.hpp"
#include "harmony/triumph.hpp"
#include "men/armies.hpp"
#include "report/table.hpp"
#include "tables/datapackage.hpp"
#include "tables/keying.hpp"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace rithmo;

using cli::print;
using cli::UsageError;

// Options shared by the subcommands, as given on the command line.
struct Options {
  std::string seeds = format_seeds(Seeds::fulke());
  std::string format = "text";
  std::string army = "both";
  std::string pyramid_totals = "yes";
  std::string pyramid_layers = "no";
  std::string kind = "all";
  std::string grade = "great";
  std::string pair;
  std::string two = "exactly";
  std::string geometric_four = "either";
  bool counts_only = false;
  std::string tables_dir = "tables";
  std::string tables_action;
  std::vector<std::string> files;
};

Format format_of(const Options& o) { return cli::format_option(o.format); }

bool yes_no(const std::string& option, const std::string& value) {
  if (value == "yes") return true;
  if (value == "no") return false;
  throw UsageError("bad " + option + " '" + value + "' (valid: yes, no)");
}

Armies armies_of(const Options& o) {
  ArmiesOptions a;
  try {
    a.seeds = parse_seeds(o.seeds);
  } catch (const SeedsError& e) {
    throw UsageError(e.what());
  }
  return build_armies(a);
}

PoolOptions pool_of(const Options& o) {
  PoolOptions p;
  if (o.army == "even")
    p.armies = PoolArmies::Even;
  else if (o.army == "odd")
    p.armies = PoolArmies::Odd;
  else if (o.army == "both")
    p.armies = PoolArmies::Both;
  else
    throw UsageError("unknown --army '" + o.army + "' (valid: even, odd, both)");
  p.pyramid_totals = yes_no("--pyramid-totals", o.pyramid_totals);
  p.pyramid_layers = yes_no("--pyramid-layers", o.pyramid_layers);
  return p;
}

TriumphOptions triumph_options_of(const Options& o) {
  TriumphOptions t;
  if (auto g = parse_geometric_four(o.geometric_four))
    t.geometric_four = *g;
  else
    throw UsageError("unknown --geometric-four '" + o.geometric_four +
                     "' (valid: progression, ratios, either)");
  if (auto w = parse_two_kinds(o.two))
    t.two_kinds = *w;
  else
    throw UsageError("unknown --two '" + o.two + "' (valid: exactly, at-least)");
  return t;
}

std::string pool_description(const Options& o) {
  return "pool: army " + o.army + ", pyramid totals " + o.pyramid_totals + ", pyramid layers " +
         o.pyramid_layers + ", seeds " + o.seeds;
}

std::string ratio_text(const Rational& r) {
  return r.numerator().get_str() + ":" + r.denominator().get_str();
}

std::string layers_text(const Pyramid& p) {
  std::string s;
  for (const auto& l : p.layers) {
    if (!s.empty()) s += ", ";
    s += std::string(name(l.shape)) + " " + l.value.get_str();
  }
  return s;
}

std::string join(const std::vector<mpz_class>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? " " : "") + v[i].get_str();
  return s;
}

// --- men ---------------------------------------------------------------------------

int run_men(const Options& o) {
  const Format f = format_of(o);
  const Armies armies = armies_of(o);
  Table t{"men",
          "The men of both armies (seeds " + o.seeds + ")",
          {{"army"},
           {"shape"},
           {"order", true},
           {"seed", true},
           {"value", true},
           {"rule"},
           {"ratio"},
           {"ratio_name"},
           {"pyramid"}},
          {},
          {}};
  for (Army army : {Army::Even, Army::Odd}) {
    for (const Man& m : armies.men(army)) {
      t.add_row({std::string(name(army)), std::string(name(m.shape)), std::to_string(m.order),
                 std::to_string(m.seed), m.value.get_str(), std::string(formula(m.rule)),
                 m.ratio ? ratio_text(m.ratio->ratio) : "", m.ratio ? m.ratio->latin : "",
                 m.is_pyramid ? layers_text(armies.king(army)) : ""});
    }
  }
  t.notes.push_back("");
  for (Army army : {Army::Even, Army::Odd}) {
    const Pyramid& p = armies.king(army);
    bool placed = false;
    for (const Man& m : armies.men(army)) placed = placed || m.is_pyramid;
    t.notes.push_back(
        "The " + std::string(name(army)) + " king: pyramid of " + layers_text(p) + " = " +
        p.total().get_str() +
        (placed ? ", standing as the square of that value." : "; no square of the army has that value."));
  }
  print(render(t, f));
  return 0;
}

// --- ratios ------------------------------------------------------------------------

int run_ratios(const Options& o) {
  const Format f = format_of(o);
  const Armies armies = armies_of(o);
  Table t{"ratios",
          "Boethian ratios of each man to the man of his seed one order before",
          {{"army"},
           {"seed", true},
           {"order", true},
           {"lesser", true},
           {"greater", true},
           {"ratio"},
           {"family"},
           {"ratio_name"}},
          {},
          {}};
  for (Army army : {Army::Even, Army::Odd}) {
    const auto& men = armies.men(army);
    for (const Man& m : men) {
      if (!m.ratio) continue;
      const mpz_class lesser = derive(kRules[m.order - 2], m.seed);
      t.add_row({std::string(name(army)), std::to_string(m.seed), std::to_string(m.order), lesser.get_str(),
                 m.value.get_str(), ratio_text(m.ratio->ratio), std::string(name(m.ratio->family)),
                 m.ratio->latin});
    }
  }
  print(render(t, f));
  return 0;
}

// --- proportions -------------------------------------------------------------------

std::vector<Proportion> kinds_of(const Options& o) {
  if (o.kind == "all") return {std::begin(kProportions), std::end(kProportions)};
  if (auto p = parse_proportion(o.kind)) return {*p};
  throw UsageError("unknown --kind '" + o.kind + "' (valid: arithmetic, geometric, musical, all)");
}

int run_proportions(const Options& o) {
  const Format f = format_of(o);
  const auto kinds = kinds_of(o);
  const auto pool = make_pool(armies_of(o), pool_of(o));
  if (o.counts_only) {
    Table t{"proportion-counts",
            "Proportions among the numbers of the game",
            {{"kind"}, {"count", true}},
            {},
            {}};
    for (Proportion p : kinds) t.add_row({std::string(name(p)), std::to_string(proportions(p, pool).size())});
    t.notes.push_back("");
    t.notes.push_back(pool_description(o) + " (" + std::to_string(pool.size()) + " distinct numbers)");
    print(render(t, f));
    return 0;
  }
  Table t{"proportions",
          "Proportions among the numbers of the game",
          {{"kind"}, {"a", true}, {"b", true}, {"c", true}},
          {},
          {}};
  for (Proportion p : kinds) {
    for (const auto& tr : proportions(p, pool)) {
      t.add_row({std::string(name(p)), tr[0].get_str(), tr[1].get_str(), tr[2].get_str()});
    }
  }
  t.notes.push_back("");
  t.notes.push_back(std::to_string(t.rows.size()) + " proportions; " + pool_description(o));
  print(render(t, f));
  return 0;
}

// --- triumphs ----------------------------------------------------------------------

int run_triumphs(const Options& o) {
  const Format f = format_of(o);
  std::vector<Grade> grades;
  if (o.grade == "all")
    grades = {Grade::Great, Grade::Greater, Grade::Greatest};
  else if (auto g = parse_grade(o.grade))
    grades = {*g};
  else
    throw UsageError("unknown --grade '" + o.grade + "' (valid: great, greater, greatest, all)");
  std::optional<Kinds> pair;
  if (!o.pair.empty()) {
    pair = parse_kind_pair(o.pair);
    if (!pair) {
      throw UsageError("bad --pair '" + o.pair +
                       "' (valid: arithmetic+geometric, arithmetic+musical, geometric+musical)");
    }
    if (grades != std::vector<Grade>{Grade::Greater}) throw UsageError("--pair goes with --grade greater");
  }
  const TriumphOptions topts = triumph_options_of(o);
  const auto pool = make_pool(armies_of(o), pool_of(o));
  const std::string settings = pool_description(o) + "; geometric among four by " +
                               std::string(name(topts.geometric_four)) +
                               "; greater = " + std::string(name(topts.two_kinds)) + " two kinds";
  if (o.counts_only) {
    Table t{"triumph-counts", "Triumph sets", {{"grade"}, {"kinds"}, {"count", true}}, {}, {}};
    for (Grade g : grades) {
      if (g == Grade::Greater && !pair) {
        for (const char* p : {"arithmetic+geometric", "arithmetic+musical", "geometric+musical"}) {
          t.add_row({"greater", p, std::to_string(triumphs(g, pool, topts, parse_kind_pair(p)).size())});
        }
      } else {
        t.add_row({std::string(name(g)),
                   g == Grade::Greater    ? pair->str()
                   : g == Grade::Greatest ? "all three"
                                          : "any one",
                   std::to_string(triumphs(g, pool, topts, pair).size())});
      }
    }
    t.notes.push_back("");
    t.notes.push_back(settings);
    print(render(t, f));
    return 0;
  }
  Table t{"triumphs", "Triumph sets", {{"grade"}, {"kinds"}, {"numbers"}}, {}, {}};
  for (Grade g : grades) {
    for (const auto& s : triumphs(g, pool, topts, pair)) {
      t.add_row({std::string(name(g)), s.kinds.str(), join(s.numbers)});
    }
  }
  t.notes.push_back("");
  t.notes.push_back(std::to_string(t.rows.size()) + " sets; " + settings);
  print(render(t, f));
  return 0;
}

// --- summary (the main job) ---------------------------------------------------------

int run_summary(const Options& o) {
  Options counts = o;
  counts.counts_only = true;
  int rc = run_men(o);
  print("\n");
  rc |= run_proportions(counts);
  print("\n");
  counts.grade = "all";
  rc |= run_triumphs(counts);
  return rc;
}

// --- tables ------------------------------------------------------------------------

std::string repo_root_of(const std::string& tables_dir) {
  return std::filesystem::absolute(tables_dir).lexically_normal().parent_path().string();
}

int run_tables_check(const Options& o) {
  const Format f = format_of(o);
  const auto packages = read_packages(o.tables_dir);
  if (packages.empty()) throw UsageError("no datapackage.json under '" + o.tables_dir + "'");
  Table t{"tables-check",
          "Transcribed tables checked against their descriptors",
          {{"package"}, {"tables", true}, {"rows", true}},
          {},
          {}};
  std::size_t tables = 0, rows = 0;
  for (const auto& p : packages) {
    const std::size_t r = check_package(p, repo_root_of(o.tables_dir));
    t.add_row({p.name, std::to_string(p.resources.size()), std::to_string(r)});
    tables += p.resources.size();
    rows += r;
  }
  t.notes.push_back("");
  t.notes.push_back("ok: " + std::to_string(tables) + " tables, " + std::to_string(rows) +
                    " rows, every one matching its descriptor");
  print(render(t, f));
  return 0;
}

std::vector<Disagreement> all_disagreements(const Options& o) {
  std::vector<Disagreement> all;
  const std::string root = repo_root_of(o.tables_dir);
  for (const auto& p : read_packages(o.tables_dir)) {
    for (const auto& r : p.resources) {
      const std::string table = std::filesystem::path(p.dir).filename().string() + "/" + r.path;
      const auto first = read_resource(p, r);
      const auto second = read_csv_file((std::filesystem::path(root) / r.second_keying).string());
      for (auto& d : diff_keyings(first, second, table)) all.push_back(std::move(d));
    }
  }
  return all;
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

int run_tables_keying(const Options& o) {
  const Format f = format_of(o);
  const auto current = all_disagreements(o);
  const std::string settlements_path = o.tables_dir + "/keying/settlements.csv";
  const auto settled = read_settlements(read_csv_file(settlements_path));
  check_settlements(current, settled, settlements_path, o.tables_dir);
  Table t = disagreement_table(current);
  t.title = "Open disagreements between the keyings, each settled in " + settlements_path;
  std::size_t resolved = 0;
  for (const auto& s : settled) resolved += s.status == "resolved";
  t.notes.push_back("");
  t.notes.push_back("ok: " + std::to_string(current.size()) + " open disagreements, all settled; " +
                    std::to_string(resolved) + " resolved by correcting the first keying");
  print(render(t, f));
  return 0;
}

int run_tables_diff(const Options& o) {
  const Format f = format_of(o);
  if (o.files.size() != 2) throw UsageError("tables diff takes two CSV files: FIRST SECOND");
  const auto a = read_csv_file(o.files[0]);
  const auto b = read_csv_file(o.files[1]);
  const auto ds = diff_keyings(a, b, o.files[0]);
  print(render(disagreement_table(ds), f));
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
      std::string src;
      for (const auto& s : r.source) {
        src += (src.empty() ? "" : "; ") + s.file.substr(0, 3) + " " + std::to_string(s.first) +
               (s.last != s.first ? "-" + std::to_string(s.last) : "");
      }
      std::string rel = r.relation.value("name", "");
      for (const auto& [k, v] : r.relation.items()) {
        if (k != "name") rel += " " + k + "=" + (v.is_string() ? v.get<std::string>() : v.dump());
      }
      t.add_row({std::filesystem::path(p.dir).filename().string() + "/" + r.path, r.title, src, rel,
                 std::to_string(read_resource(p, r).rows.size())});
    }
  }
  // docs/tables-index.md is this output; its stamp says so (a test compares the two).
  if (f == Format::Markdown) {
    t.notes.push_back("");
    t.notes.push_back(
        "Generated by `rithmo tables list --format md` from each package's datapackage.json under "
        "tables/; edit those, not this file.");
  }
  print(render(t, f));
  return 0;
}

int run_tables(const Options& o) {
  if (o.tables_action == "check") return run_tables_check(o);
  if (o.tables_action == "keying") return run_tables_keying(o);
  if (o.tables_action == "diff") return run_tables_diff(o);
  if (o.tables_action == "list") return run_tables_list(o);
  throw UsageError("tables needs an action: check, keying, diff or list");
}

void add_tables(CLI::App& c, Options& o) {
  c.require_subcommand(1);
  auto add_dir = [&o](CLI::App* s) {
    s->add_option("--tables", o.tables_dir, "The tables folder")->capture_default_str();
    s->add_option("--format", o.format, "Output format: text, csv, json or md")->capture_default_str();
  };
  auto* check =
      c.add_subcommand("check", "Check every table against its descriptor (format, numbers, provenance)");
  add_dir(check);
  check->parse_complete_callback([&o] { o.tables_action = "check"; });
  auto* keying =
      c.add_subcommand("keying", "Diff every table's two keyings; each disagreement must be settled");
  add_dir(keying);
  keying->parse_complete_callback([&o] { o.tables_action = "keying"; });
  auto* diff = c.add_subcommand("diff", "Diff two keyings of one table");
  diff->add_option("files", o.files, "FIRST SECOND")->expected(2)->required();
  diff->add_option("--format", o.format, "Output format: text, csv, json or md")->capture_default_str();
  diff->parse_complete_callback([&o] { o.tables_action = "diff"; });
  auto* list = c.add_subcommand("list", "List the transcribed tables with their sources");
  add_dir(list);
  list->parse_complete_callback([&o] { o.tables_action = "list"; });
}

// --- the command table ---------------------------------------------------------------

void add_format(CLI::App& c, Options& o) {
  c.add_option("--format", o.format, "Output format: text, csv, json or md")->capture_default_str();
}
void add_seeds(CLI::App& c, Options& o) {
  c.add_option("--seeds", o.seeds, "Seeds of the armies as EVEN:ODD")->capture_default_str();
}
void add_pool(CLI::App& c, Options& o) {
  c.add_option("--army", o.army, "Numbers of which army: even, odd or both")->capture_default_str();
  c.add_option("--pyramid-totals", o.pyramid_totals, "Count the pyramids' totals (91, 190): yes or no")
      ->capture_default_str();
  c.add_option("--pyramid-layers", o.pyramid_layers, "Count the pyramids' layers (1, 4, ... 64): yes or no")
      ->capture_default_str();
}

struct Command {
  const char* name;
  const char* help;
  std::function<void(CLI::App&, Options&)> add;
  int (*run)(const Options&);
};

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"men", "The men of both armies: shape, order, seed, value, rule, Boethian ratio and its Latin name",
       [](CLI::App& c, Options& o) {
         add_seeds(c, o);
         add_format(c, o);
       },
       run_men},
      {"ratios", "The Boethian ratio of each man to the man one order before, with its Latin name",
       [](CLI::App& c, Options& o) {
         add_seeds(c, o);
         add_format(c, o);
       },
       run_ratios},
      {"proportions", "Arithmetic, geometric and musical proportions among the numbers",
       [](CLI::App& c, Options& o) {
         c.add_option("--kind", o.kind, "arithmetic, geometric, musical or all")->capture_default_str();
         add_pool(c, o);
         c.add_flag("--count", o.counts_only, "Print only how many there are");
         add_seeds(c, o);
         add_format(c, o);
       },
       run_proportions},
      {"triumphs", "The number sets of the great, greater and greatest triumphs",
       [](CLI::App& c, Options& o) {
         c.add_option("--grade", o.grade, "great, greater, greatest or all")->capture_default_str();
         c.add_option("--pair", o.pair, "For greater: the two kinds, e.g. arithmetic+musical");
         c.add_option("--two", o.two, "For greater: exactly or at-least two kinds")->capture_default_str();
         c.add_option("--geometric-four", o.geometric_four,
                      "How four numbers show geometric proportion: progression, ratios or either")
             ->capture_default_str();
         add_pool(c, o);
         c.add_flag("--count", o.counts_only, "Print only how many there are");
         add_seeds(c, o);
         add_format(c, o);
       },
       run_triumphs},
      {"tables", "The transcribed tables: check, keying, diff, list", add_tables, run_tables},
      {"summary", "The men of both armies and the counts of proportions and triumph sets",
       [](CLI::App& c, Options& o) {
         add_seeds(c, o);
         add_format(c, o);
       },
       run_summary},
  };
  return table;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"rithmo: the numbers, tables and rules of Rithmomachia, the Philosophers' Game", "rithmo"};
  app.set_version_flag("--version", std::string("rithmo ") + RITHMO_VERSION);
  app.require_subcommand(1);
  Options options;
  std::vector<std::pair<CLI::App*, const Command*>> subs;
  for (const auto& cmd : commands()) {
    CLI::App* sub = app.add_subcommand(cmd.name, cmd.help);
    cmd.add(*sub, options);
    subs.emplace_back(sub, &cmd);
  }
  cli::Subcommands groups;
  cli::add_audit_commands(app, groups);
  cli::add_sheet_commands(app, groups);
  cli::add_play_commands(app, groups);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "rithmo: error: " << e.what() << " (see rithmo --help)\n";
    return 2;
  }
  try {
    for (auto& [sub, cmd] : subs) {
      if (sub->parsed()) return cmd->run(options);
    }
    for (auto& g : groups) {
      if (g.app->parsed()) return g.run();
    }
  } catch (const UsageError& e) {
    std::cerr << "rithmo: error: " << e.what() << "\n";
    return 2;
  } catch (const rithmo::DiagnosticError& e) {
    std::cerr << e.diag.str() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "rithmo: error: " << e.what() << "\n";
    return 2;
  }
  return 2;
}
