// rithmo men, ratios, proportions, triumphs and summary: the numbers of the game
// derived from the seeds, as tables.
#include "cli.hpp"
#include "harmony/pool.hpp"
#include "harmony/proportion.hpp"
#include "harmony/triumph.hpp"
#include "men/armies.hpp"
#include "readings/readings.hpp"
#include "report/table.hpp"
#include "text/join.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rithmo::cli {

namespace {

// The options of these commands, as given on the command line.
struct Options {
  Seeds seeds = Seeds::fulke();
  std::string format = "text";
  std::string army;                 // --army A: --param army=A
  std::vector<std::string> params;  // --param NAME=VALUE
  std::string kind = "all";
  std::string grade = "great";
  std::string pair;
  bool counts_only = false;
};

// The readings of the pool (proportions) and of the triumphs besides, from the one table
// of readings.
const std::vector<std::string> kPoolReadings = {"army", "pyramid-totals", "pyramid-layers"};
const std::vector<std::string> kTriumphReadings = {"army", "pyramid-totals", "pyramid-layers", "two",
                                                   "geometric-four"};

// The value of each reading a command takes: as given by --param (or --army), checked
// by its entry in the one table, else its default.
std::map<std::string, std::string> readings_of(const Options& o, const std::vector<std::string>& names) {
  std::map<std::string, std::string> values;
  for (const auto& n : names) values[n] = reading(n).default_value;
  for (const auto& [name, value] : param_assignments(o.params, {{"--army", o.army}})) {
    if (!values.count(name)) {
      throw UsageError("unknown reading '" + printable(name) + "' (valid here: " + join(names, ", ") + ")");
    }
    if (auto why = invalid(reading(name), value)) throw UsageError(printable(*why));
    values[name] = value;
  }
  return values;
}

Format format_of(const Options& o) { return format_option(o.format); }

Armies armies_of(const Options& o) {
  ArmiesOptions a;
  a.seeds = o.seeds;
  return build_armies(a);
}

PoolOptions pool_of(const std::map<std::string, std::string>& r) {
  PoolOptions p;
  p.armies = *kPoolArmiesNames.parse(r.at("army"));
  p.men.pyramid_totals = r.at("pyramid-totals") == "yes";
  p.men.pyramid_layers = r.at("pyramid-layers") == "yes";
  return p;
}

TriumphOptions triumph_options_of(const std::map<std::string, std::string>& r) {
  TriumphOptions t;
  t.geometric_four = *kGeometricFourNames.parse(r.at("geometric-four"));
  t.two_kinds = *kTwoKindsNames.parse(r.at("two"));
  return t;
}

std::string pool_description(const Options& o, const std::map<std::string, std::string>& r) {
  return "pool: army " + r.at("army") + ", pyramid totals " + r.at("pyramid-totals") + ", pyramid layers " +
         r.at("pyramid-layers") + ", seeds " + format_seeds(o.seeds);
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

std::string numbers_line(const std::vector<mpz_class>& v) {
  return join(v, " ", [](const mpz_class& n) { return n.get_str(); });
}

// --- men ---------------------------------------------------------------------------

Table men_table(const Options& o) {
  const Armies armies = armies_of(o);
  Table t{"men",
          "The men of both armies (seeds " + format_seeds(o.seeds) + ")",
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
  return t;
}

int run_men(const Options& o) {
  const Format f = format_of(o);
  print(render_out(men_table(o), f));
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
  print(render_out(t, f));
  return 0;
}

// --- proportions -------------------------------------------------------------------

std::vector<Proportion> kinds_of(const Options& o) {
  if (auto p = choose("--kind", o.kind, kProportions, {"all"})) return {*p};
  return {std::begin(kProportions), std::end(kProportions)};
}

Table proportions_table(const Options& o) {
  const auto kinds = kinds_of(o);
  const auto r = readings_of(o, kPoolReadings);
  const auto pool = make_pool(armies_of(o), pool_of(r));
  if (o.counts_only) {
    Table t{"proportion-counts",
            "Proportions among the numbers of the game",
            {{"kind"}, {"count", true}},
            {},
            {}};
    for (Proportion p : kinds) t.add_row({std::string(name(p)), std::to_string(proportions(p, pool).size())});
    t.notes.push_back("");
    t.notes.push_back(pool_description(o, r) + " (" + std::to_string(pool.size()) + " distinct numbers)");
    return t;
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
  t.notes.push_back(std::to_string(t.rows.size()) + " proportions; " + pool_description(o, r));
  return t;
}

int run_proportions(const Options& o) {
  const Format f = format_of(o);
  print(render_out(proportions_table(o), f));
  return 0;
}

// --- triumphs ----------------------------------------------------------------------

Table triumphs_table(const Options& o) {
  std::vector<Grade> grades(std::begin(kGrades), std::end(kGrades));
  if (auto g = choose("--grade", o.grade, kGrades, {"all"})) grades = {*g};
  std::optional<Kinds> pair;
  if (!o.pair.empty()) {
    pair = parse_kind_pair(o.pair);
    if (!pair) {
      std::string valid;  // each pair of kinds, as Kinds names it
      for (std::size_t i = 0; i < std::size(kProportions); ++i) {
        for (std::size_t j = i + 1; j < std::size(kProportions); ++j)
          valid += (valid.empty() ? "" : ", ") + Kinds{kProportions[i], kProportions[j]}.str();
      }
      throw UsageError("bad --pair '" + o.pair + "' (valid: " + valid + ")");
    }
    if (grades != std::vector<Grade>{Grade::Greater}) throw UsageError("--pair goes with --grade greater");
  }
  const auto r = readings_of(o, kTriumphReadings);
  const TriumphOptions topts = triumph_options_of(r);
  const auto pool = make_pool(armies_of(o), pool_of(r));
  const std::string settings = pool_description(o, r) + "; geometric among four by " +
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
    return t;
  }
  Table t{"triumphs", "Triumph sets", {{"grade"}, {"kinds"}, {"numbers"}}, {}, {}};
  for (Grade g : grades) {
    for (const auto& s : triumphs(g, pool, topts, pair)) {
      t.add_row({std::string(name(g)), s.kinds.str(), numbers_line(s.numbers)});
    }
  }
  t.notes.push_back("");
  t.notes.push_back(std::to_string(t.rows.size()) + " sets; " + settings);
  return t;
}

int run_triumphs(const Options& o) {
  const Format f = format_of(o);
  print(render_out(triumphs_table(o), f));
  return 0;
}

// --- summary (the main job) ---------------------------------------------------------

// One document in every format: text and Markdown the three tables one after the
// other, JSON one object {"tables": [...]}; CSV, which holds one table, is refused.
int run_summary(const Options& o) {
  const Format f = format_of(o);
  if (f == Format::Csv) {
    throw UsageError(
        "--format csv holds one table and summary has three: use rithmo men, proportions --count "
        "and triumphs --grade all --count, or --format json");
  }
  Options counts = o;
  counts.counts_only = true;
  std::vector<Table> tables{men_table(o), proportions_table(counts)};
  counts.grade = "all";
  tables.push_back(triumphs_table(counts));
  print(render_out(tables, f));
  return 0;
}

void add_readings(CLI::App& c, Options& o, const std::vector<std::string>& readings) {
  c.add_option("--army", o.army, "Numbers of which army (--param army=...)")
      ->type_name(choices(reading("army").allowed));
  add_param_option(c, o.params, "one of these", readings);
}

}  // namespace

std::vector<Command> number_commands() {
  auto o = std::make_shared<Options>();
  auto seeds_and_format = [o](CLI::App& c) {
    add_seeds_option(c, o->seeds);
    add_format_option(c, o->format);
  };
  return {
      {"men", "The men of both armies: shape, order, seed, value, rule, Boethian ratio and its Latin name",
       seeds_and_format, [o] { return run_men(*o); }},
      {"ratios", "The Boethian ratio of each man to the man one order before, with its Latin name",
       seeds_and_format, [o] { return run_ratios(*o); }},
      {"proportions", "Arithmetic, geometric and musical proportions among the numbers",
       [o](CLI::App& c) {
         c.add_option("--kind", o->kind, "The kind of proportion")
             ->type_name(choices(kProportions, {"all"}))
             ->capture_default_str();
         add_readings(c, *o, kPoolReadings);
         c.add_flag("--count", o->counts_only, "Print only how many there are");
         add_seeds_option(c, o->seeds);
         add_format_option(c, o->format);
       },
       [o] { return run_proportions(*o); }},
      {"triumphs", "The number sets of the great, greater and greatest triumphs",
       [o](CLI::App& c) {
         c.add_option("--grade", o->grade, "The grade of triumph")
             ->type_name(choices(kGrades, {"all"}))
             ->capture_default_str();
         c.add_option("--pair", o->pair, "For greater: the two kinds, e.g. arithmetic+musical")
             ->type_name("KIND+KIND");
         add_readings(c, *o, kTriumphReadings);
         c.add_flag("--count", o->counts_only, "Print only how many there are");
         add_seeds_option(c, o->seeds);
         add_format_option(c, o->format);
       },
       [o] { return run_triumphs(*o); }},
      {"summary", "The men of both armies and the counts of proportions and triumph sets", seeds_and_format,
       [o] { return run_summary(*o); }},
  };
}

}  // namespace rithmo::cli
