// Counts of proportions claimed in prose ("There are 49 arithmetic proportions available
// among the numbers in Rhythmomachy, according to Fulke", 002 line 210; 27 geometric,
// line 214; 17 harmonic, line 218) against the count the rules derive (lib/harmony).
//
// A claimed count that differs is reported as a Count finding, and every pool reading
// (which army, the kings' totals, the kings' layers) is tried, so the explanation says
// whether some reading reproduces the claim.
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "harmony/pool.hpp"
#include "harmony/proportion.hpp"
#include "readings/readings.hpp"
#include "words/vocabulary.hpp"

#include <map>
#include <memory>

namespace rithmo {

namespace {

struct PoolReading {
  PoolOptions options;
  std::string label;  // "both armies", "the even army without the kings' totals", ...
};

std::string label_of(const PoolOptions& o) {
  std::string s =
      o.armies == PoolArmies::Both ? "both armies" : "the " + std::string(name(o.armies)) + " army";
  if (!o.men.pyramid_totals) s += " without the kings' totals";
  if (o.men.pyramid_layers)
    s += std::string(o.men.pyramid_totals ? " with" : " and with") + " the kings' layers";
  return s;
}

// Every reading of the pool, the given one first.
std::vector<PoolReading> readings(const PoolOptions& given) {
  std::vector<PoolReading> out = {{given, label_of(given)}};
  for (PoolArmies a : {PoolArmies::Both, PoolArmies::Even, PoolArmies::Odd}) {
    for (bool totals : {true, false}) {
      for (bool layers : {false, true}) {
        const PoolOptions o{a, totals, layers};
        if (o == given) continue;
        out.push_back({o, label_of(o)});
      }
    }
  }
  return out;
}

RelationSpec counts_spec() {
  RelationSpec spec;
  spec.name = "proportion-counts";
  spec.summary =
      "A claimed count of the proportions of one kind among the numbers of the game, against the derivation "
      "(002 lines 210-218); every reading of the pool is tried";
  spec.columns = {
      {"kind", ColumnRole::Key, "arithmetic, geometric, musical (or harmonic), or the book's words for it"},
      {"count", ColumnRole::Number, "the count claimed"},
      {"army",
       ColumnRole::Key,
       "the army the row counts, even or odd or the book's word for it (Pari, Impair), or empty for the "
       "reading army",
       true,
       {},
       kArmyNames.names(),
       WordKind::Army}};
  spec.parameters = {
      text_parameter("claimed_by", "the text", "",
                     "whom the text names for the count (002 line 210: \"according to Fulke\")"),
      reading("army"),
      reading("language"),
      reading("white"),
  };
  for (const auto& p : which_men_readings()) spec.parameters.push_back(p);
  spec.words = {WordKind::Proportion, WordKind::Army};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    PoolOptions given;
    given.armies = choice(params, "army", kPoolArmiesNames);
    given.men = which_men(params);
    // counts[reading][kind]
    struct Counted {
      std::string label;
      std::size_t pool = 0;
      std::size_t count[3] = {0, 0, 0};
    };
    // Every reading's counts, the given one first; for a table that names its army on
    // each row, the same with each army given.
    const auto count_all = [&armies](const PoolOptions& first) {
      std::vector<Counted> out;
      for (const PoolReading& r : readings(first)) {
        const auto pool = make_pool(armies, r.options);
        Counted c{r.label, pool.size(), {}};
        for (Proportion p : kProportions) c.count[static_cast<int>(p)] = proportions(p, pool).size();
        out.push_back(c);
      }
      return out;
    };
    auto counted = std::make_shared<std::map<std::string, std::vector<Counted>>>();
    (*counted)[""] = count_all(given);
    for (Army a : {Army::Even, Army::Odd}) {
      PoolOptions row_army = given;
      row_army.armies = a == Army::Even ? PoolArmies::Even : PoolArmies::Odd;
      (*counted)[std::string(name(a))] = count_all(row_army);
    }
    const std::string claimed_by = params.at("claimed_by");
    const Language language = choice(params, "language", kLanguageNames);
    BoundRelation r;
    r.statement =
        "the count claimed is the count of proportions of that kind among " + counted->at("").front().label;
    r.check = [counted, claimed_by, language](const std::vector<PrintedRow>& rows) {
      std::vector<Finding> out;
      WordsNotRead not_read;
      for (const PrintedRow& p : rows) {
        // The kind by its key or the book's words; a word neither reads is a word not
        // read, reported once, its rows not judged.
        const std::string& named = p.cells.at(0);
        std::optional<Proportion> kind = parse_proportion(named);
        if (!kind) kind = read_proportion(named);
        if (!kind) {
          not_read.report(named, p,
                          not_read_text(named, language) +
                              ", no kind of proportion the vocabulary knows (arithmetic, geometric, musical, "
                              "harmonic, in the five languages); ",
                          out);
          continue;
        }
        const int k = static_cast<int>(*kind);
        const mpz_class& claimed = p.numbers.at(0);
        // The row's army, read as the rows were (even, odd or empty).
        const std::vector<Counted>& each = counted->at(p.keys.size() > 1 ? p.keys[1] : std::string());
        const Counted& main = each.front();
        if (claimed == static_cast<unsigned long>(main.count[k])) continue;
        Finding f = finding_at(p, FindingKind::Count);
        f.derived = {std::to_string(main.count[k])};
        std::string tried, matching;
        for (std::size_t i = 1; i < each.size(); ++i) {
          const Counted& c = each[i];
          tried += (tried.empty() ? "" : ", ") + c.label + " " + std::to_string(c.count[k]);
          if (claimed == static_cast<unsigned long>(c.count[k]))
            matching += (matching.empty() ? "" : "; ") + c.label;
        }
        f.explanation = claimed.get_str() + " " + std::string(name(*kind)) + " proportions, according to " +
                        claimed_by + "; the derivation gives " + std::to_string(main.count[k]) +
                        " among the " + std::to_string(main.pool) + " numbers of " + main.label +
                        "; other readings give: " + tried + "; " +
                        (matching.empty() ? "no reading of the pool reproduces " + claimed.get_str()
                                          : "the claim holds for " + matching);
        out.push_back(std::move(f));
      }
      return out;
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> proportion_counts_relation_specs() { return {counts_spec()}; }

}  // namespace rithmo
