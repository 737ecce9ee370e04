#include "collation/simulation.hpp"

#include "collation/stemma.hpp"
#include "harmony/proportion.hpp"
#include "men/armies.hpp"
#include "men/ways.hpp"
#include "parallel.hpp"
#include "taking/spaces.hpp"

#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace rithmo {

namespace {

// A derived row: its numbers as the derivation writes them.
using Row = std::vector<long>;

struct SimWork {
  std::string name;
  std::vector<Row> rows;       // in the derivation's order
  std::string read_back_from;  // a division table: the multiplication table it reverses
};

struct Men {
  std::vector<long> even, odd, all;
  std::map<long, int> order;
};

Men men() {
  Men m;
  const Armies armies = build_armies();
  for (const Army army : {Army::Even, Army::Odd}) {
    for (const Man& man : armies.men(army)) {
      if (!man.value.fits_slong_p()) continue;
      const long v = man.value.get_si();
      (army == Army::Even ? m.even : m.odd).push_back(v);
      auto [it, fresh] = m.order.emplace(v, man.order);
      if (!fresh) it->second = std::min(it->second, man.order);
    }
  }
  for (auto* v : {&m.even, &m.odd}) {
    std::sort(v->begin(), v->end());
    v->erase(std::unique(v->begin(), v->end()), v->end());
  }
  std::set_union(m.even.begin(), m.even.end(), m.odd.begin(), m.odd.end(), std::back_inserter(m.all));
  m.all.erase(std::unique(m.all.begin(), m.all.end()), m.all.end());
  return m;
}

// The works, derived from the men as the period's tables are.
std::vector<SimWork> derive_works(const Men& m) {
  std::vector<SimWork> works;
  SimWork arith{"arithmetic", {}, {}}, geom{"geometric", {}, {}}, musical{"musical", {}, {}};
  for (std::size_t i = 0; i < m.all.size(); ++i)
    for (std::size_t j = i + 1; j < m.all.size(); ++j)
      for (std::size_t k = j + 1; k < m.all.size(); ++k) {
        const long a = m.all[i], b = m.all[j], c = m.all[k];
        // The proportions as the rules decide them (harmony/proportion.hpp).
        const Triple t{mpz_class(a), mpz_class(b), mpz_class(c)};
        if (in_proportion(Proportion::Arithmetic, t)) arith.rows.push_back({a, b, c});
        if (in_proportion(Proportion::Geometric, t)) geom.rows.push_back({a, b, c});
        if (in_proportion(Proportion::Musical, t)) musical.rows.push_back({a, b, c});
      }
  works.push_back(arith);
  works.push_back(geom);
  works.push_back(musical);
  // Taking by the spaces: a man of one army times the spaces gives a man of the other.
  for (const bool even_takes : {true, false}) {
    const std::vector<long>& takers = even_takes ? m.even : m.odd;
    const std::vector<long>& taken = even_takes ? m.odd : m.even;
    SimWork mult{even_takes ? "multiplication-even" : "multiplication-odd", {}, {}};
    for (long s = 2; s <= 9; ++s)
      for (const long t : takers)
        for (const long v : taken)  // taking by the spaces as the rules decide it (taking/spaces.hpp)
          if (takes_by_spaces(SpacesOperation::Multiplication, t, s, v)) mult.rows.push_back({t, s, v});
    SimWork div{even_takes ? "division-odd" : "division-even", {}, mult.name};
    for (const Row& r : mult.rows) div.rows.push_back({r[2], r[1], r[0]});
    works.push_back(mult);
    works.push_back(div);
  }
  SimWork add{"addition", {}, {}};
  for (std::size_t i = 0; i < m.even.size(); ++i)
    for (std::size_t j = i + 1; j < m.even.size(); ++j)
      for (const long v : m.odd)  // taking by addition as the rules decide it (men/ways.hpp)
        if (two_men_take(Way::Addition, m.even[i], m.even[j], v))
          add.rows.push_back({m.even[i], m.even[j], v});
  works.push_back(add);
  return works;
}

std::size_t draw(std::mt19937& rng, std::size_t n) {
  return n == 0 ? 0 : static_cast<std::size_t>(rng() % n);
}
bool chance(std::mt19937& rng, unsigned percent) { return rng() % 100 < percent; }

// One book's table of a work: the rows it prints (indexes into the work's rows), in
// its order, and its slips.
struct Table {
  std::vector<std::size_t> order;
  std::map<std::size_t, std::string> slips;
};

// A rule of the period: which rows an author prints.
std::vector<bool> habit_rows(const SimWork& w, const Men& m, std::mt19937& rng, SimulatedHabits habits) {
  // The numbers of a row the habits of men look at.
  const auto looked_at = [&](const Row& r) { return habits == SimulatedHabits::Taker ? Row{r.front()} : r; };
  const std::size_t n = w.rows.size();
  const auto largest = [&](const Row& r) { return *std::max_element(r.begin(), r.end()); };
  const auto rule = [&](std::size_t kind) {
    std::vector<bool> in(n, false);
    switch (kind) {
      case 0:  // every row
        std::fill(in.begin(), in.end(), true);
        break;
      case 1: {  // below a bound: 100, the commonest, or another round one
        static const long bounds[] = {100, 100, 100, 50, 200, 64, 150, 300};
        const long b = bounds[draw(rng, 8)];
        for (std::size_t i = 0; i < n; ++i) in[i] = largest(w.rows[i]) <= b;
        break;
      }
      case 2: {  // the first rows of the derivation
        const std::size_t l = n / 3 + draw(rng, n / 2 + 1);
        for (std::size_t i = 0; i < n && i < l; ++i) in[i] = true;
        break;
      }
      case 3: {  // the first orders of men
        const int k = 2 + static_cast<int>(draw(rng, 3));
        for (std::size_t i = 0; i < n; ++i) {
          int o = 0;
          for (const long v : looked_at(w.rows[i])) {
            const auto it = m.order.find(v);
            o = std::max(o, it == m.order.end() ? 1 : it->second);  // the spaces: no man
          }
          in[i] = o <= k;
        }
        break;
      }
      case 4: {  // one army's rows
        const std::vector<long>& army = chance(rng, 50) ? m.even : m.odd;
        for (std::size_t i = 0; i < n; ++i) {
          const Row numbers = looked_at(w.rows[i]);
          in[i] = std::all_of(numbers.begin(), numbers.end(), [&](long v) {
            return (habits == SimulatedHabits::AllNumbers && v < 10) ||
                   std::binary_search(army.begin(), army.end(), v);
          });
        }
        break;
      }
      default: {  // the smaller takers (the first number)
        const long b = w.rows[draw(rng, n)][0];
        for (std::size_t i = 0; i < n; ++i) in[i] = w.rows[i][0] <= b;
        break;
      }
    }
    return in;
  };
  static const std::size_t weights[] = {0, 0, 1, 1, 1, 1, 1, 2, 3, 4, 5};
  std::vector<bool> in = rule(weights[draw(rng, 11)]);
  if (chance(rng, 20)) {  // two rules together
    const std::vector<bool> other = rule(1 + draw(rng, 5));
    const bool both = chance(rng, 50);
    for (std::size_t i = 0; i < n; ++i) in[i] = both ? in[i] && other[i] : in[i] || other[i];
  }
  return in;
}

// An ordering habit: the rows' order as the author sets them.
std::vector<std::size_t> habit_order(const SimWork& w, std::vector<std::size_t> rows, std::mt19937& rng) {
  const auto largest = [&](std::size_t i) { return *std::max_element(w.rows[i].begin(), w.rows[i].end()); };
  switch (draw(rng, 6)) {
    case 0:
    case 1:  // the derivation's
      break;
    case 2:  // by the taker (the first number)
      std::stable_sort(rows.begin(), rows.end(),
                       [&](std::size_t x, std::size_t y) { return w.rows[x][0] < w.rows[y][0]; });
      break;
    case 3:  // by the number taken (the last)
      std::stable_sort(rows.begin(), rows.end(),
                       [&](std::size_t x, std::size_t y) { return w.rows[x].back() < w.rows[y].back(); });
      break;
    case 4:  // the largest first
      std::stable_sort(rows.begin(), rows.end(),
                       [&](std::size_t x, std::size_t y) { return largest(x) > largest(y); });
      break;
    default:  // by the second number, then the first
      std::stable_sort(rows.begin(), rows.end(), [&](std::size_t x, std::size_t y) {
        return std::pair(w.rows[x][1], w.rows[x][0]) < std::pair(w.rows[y][1], w.rows[y][0]);
      });
      break;
  }
  return rows;
}

void add_slip(Table& t, std::mt19937& rng, const std::string& who) {
  if (t.order.empty() || t.slips.size() >= t.order.size()) return;
  for (;;) {
    const std::size_t row = t.order[draw(rng, t.order.size())];
    if (t.slips.count(row)) continue;
    t.slips[row] = "row " + std::to_string(row) + " as " + who + " misprints it";
    return;
  }
}

// An author's own table of the work: his habits, then his own hand.
Table author_table(const SimWork& w, const Men& m, std::mt19937& rng, const std::string& who,
                   SimulatedHabits habits) {
  const std::vector<bool> in = habit_rows(w, m, rng, habits);
  std::vector<std::size_t> rows, outside;
  for (std::size_t i = 0; i < in.size(); ++i) (in[i] ? rows : outside).push_back(i);
  // His own hand: rows of his rule left out, rows beyond it added.
  for (std::size_t k = draw(rng, 4); k > 0 && !rows.empty(); --k)
    rows.erase(rows.begin() + static_cast<std::ptrdiff_t>(draw(rng, rows.size())));
  for (std::size_t k = draw(rng, 3); k > 0 && !outside.empty(); --k) {
    const std::size_t at = draw(rng, outside.size());
    rows.push_back(outside[at]);
    outside.erase(outside.begin() + static_cast<std::ptrdiff_t>(at));
  }
  std::sort(rows.begin(), rows.end());
  Table t;
  t.order = habit_order(w, rows, rng);
  for (std::size_t k = draw(rng, 4); k > 0 && t.order.size() > 1; --k) {
    const std::size_t at = draw(rng, t.order.size() - 1);
    std::swap(t.order[at], t.order[at + 1]);
  }
  for (std::size_t k = draw(rng, 3); k > 0; --k) add_slip(t, rng, who);
  return t;
}

// A copy: the exemplar's rows in its order, now and then one left out, some slips
// mended (all, by a recomputing copyist), one of its own.
Table copy_table(const Table& exemplar, std::mt19937& rng, const std::string& who, bool recomputes) {
  Table t = exemplar;
  for (std::size_t k = draw(rng, 3); k > 0 && !t.order.empty(); --k) {
    const std::size_t at = draw(rng, t.order.size());
    t.slips.erase(t.order[at]);
    t.order.erase(t.order.begin() + static_cast<std::ptrdiff_t>(at));
  }
  if (recomputes) {
    t.slips.clear();
  } else {
    for (auto it = t.slips.begin(); it != t.slips.end();)
      it = chance(rng, 30) ? t.slips.erase(it) : std::next(it);
  }
  if (chance(rng, 60)) add_slip(t, rng, who);
  return t;
}

// A book: its package and its tables, one a work (or none).
struct SimBook {
  std::string package;
  std::vector<std::optional<Table>> tables;
};

Apparatus apparatus_of(const SimWork& w, const std::vector<SimBook>& books, std::size_t k) {
  Apparatus app;
  app.work = w.name;
  std::vector<std::size_t> witnesses;  // books that print the work
  for (std::size_t b = 0; b < books.size(); ++b) {
    if (!books[b].tables[k]) continue;
    Apparatus::WitnessSummary s;
    s.siglum = std::string(1, static_cast<char>('A' + b));
    s.table = books[b].package + "/" + w.name + ".csv";
    s.book = books[b].package;
    app.witnesses.push_back(s);
    witnesses.push_back(b);
  }
  for (std::size_t i = 0; i < w.rows.size(); ++i) {
    Place p;
    p.number = i + 1;
    p.derived = true;
    for (std::size_t j = 0; j < w.rows[i].size(); ++j)
      p.lemma += (j ? " " : "") + std::to_string(w.rows[i][j]);
    for (std::size_t x = 0; x < witnesses.size(); ++x) {
      const Table& t = *books[witnesses[x]].tables[k];
      PlaceReading r;
      r.witness = static_cast<std::uint32_t>(x);
      const auto at = std::find(t.order.begin(), t.order.end(), i);
      if (at == t.order.end()) {
        r.kind = ReadingClass::Omission;
      } else {
        r.row = static_cast<std::uint32_t>(at - t.order.begin()) + 1;
        const auto slip = t.slips.find(i);
        r.kind = slip == t.slips.end() ? ReadingClass::Lemma : ReadingClass::Slip;
        r.text = app.text(slip == t.slips.end() ? p.lemma : slip->second);
        r.cells = r.text;
      }
      p.readings.push_back(r);
    }
    app.places.push_back(p);
  }
  return app;
}

const Men& the_men() {
  static const Men m = men();
  return m;
}

const std::vector<SimWork>& the_works() {
  static const std::vector<SimWork> w = derive_works(the_men());
  return w;
}

}  // namespace

namespace {

// The folder's works (each printed by two books or more) and its books, once the books
// are made.
void finish_folder(SimulatedFolder& f, const std::vector<SimBook>& books) {
  const std::vector<SimWork>& works = the_works();
  for (std::size_t k = 0; k < works.size(); ++k) {
    std::size_t printers = 0;
    for (const SimBook& b : books) printers += b.tables[k] ? 1 : 0;
    if (printers >= 2) f.works.push_back(apparatus_of(works[k], books, k));
  }
  for (const SimBook& b : books) f.books.push_back(b.package);
}

}  // namespace

SimulatedFolder simulate_folder(SimulatedFamily family, std::uint32_t seed, SimulatedHabits habits) {
  std::mt19937 rng(seed * 7919u + static_cast<std::uint32_t>(family));
  const Men& m = the_men();
  const std::vector<SimWork>& works = the_works();
  // Each book prints most works; an author who reads division back from his own
  // multiplication table prints the two alike.
  const auto author = [&](const std::string& who) {
    SimBook b;
    b.package = who;
    std::map<std::string, std::size_t> at;
    for (std::size_t k = 0; k < works.size(); ++k) {
      at[works[k].name] = k;
      if (!chance(rng, 80)) {
        b.tables.emplace_back();
        continue;
      }
      const SimWork& w = works[k];
      if (!w.read_back_from.empty() && chance(rng, 50) && b.tables[at[w.read_back_from]]) {
        b.tables.push_back(b.tables[at[w.read_back_from]]);  // the same rows, read back
        continue;
      }
      b.tables.push_back(author_table(w, m, rng, who, habits));
    }
    return b;
  };
  const auto copy = [&](const SimBook& e, const std::string& who, bool recomputes) {
    SimBook b;
    b.package = who;
    for (const auto& t : e.tables) {
      if (t && chance(rng, 90))
        b.tables.push_back(copy_table(*t, rng, who, recomputes));
      else
        b.tables.emplace_back();
    }
    return b;
  };
  std::vector<SimBook> books;
  SimulatedFolder f;
  const auto independents = [&](std::size_t n, int from_year) {
    for (std::size_t i = 0; i < n; ++i)
      books.push_back(author("author" + std::to_string(i + 1) + "-" +
                             std::to_string(from_year + 7 * static_cast<int>(i))));
  };
  switch (family) {
    case SimulatedFamily::Independent:
      independents(5, 1490);
      break;
    case SimulatedFamily::Chain: {
      books.push_back(author("archetype-1500"));
      books.push_back(copy(books[0], "copy-1520", false));
      books.push_back(copy(books[1], "copyofcopy-1540", false));
      f.relations = {{"archetype-1500", "copy-1520", {}}, {"copy-1520", "copyofcopy-1540", {}}};
      independents(2, 1505);
      break;
    }
    case SimulatedFamily::Recomputing: {
      books.push_back(author("archetype-1500"));
      books.push_back(copy(books[0], "recomputed-1530", true));
      f.relations = {{"archetype-1500", "recomputed-1530", {}}};
      independents(3, 1505);
      break;
    }
    case SimulatedFamily::Contamination: {
      books.push_back(author("first-1500"));
      books.push_back(author("second-1510"));
      SimBook c;
      c.package = "mixed-1540";
      const std::size_t cut = 2 + draw(rng, works.size() - 3);
      for (std::size_t k = 0; k < works.size(); ++k) {
        const auto& t = (k < cut ? books[0] : books[1]).tables[k];
        if (t)
          c.tables.push_back(copy_table(*t, rng, "mixed", false));
        else
          c.tables.emplace_back();
      }
      books.push_back(c);
      f.relations = {{"first-1500", "mixed-1540", {}}, {"second-1510", "mixed-1540", {}}};
      independents(2, 1505);
      break;
    }
    case SimulatedFamily::LostExemplar: {
      const SimBook lost = author("lost");
      books.push_back(copy(lost, "sibling-1520", false));
      books.push_back(copy(lost, "sibling-1545", false));
      f.relations = {{"", "sibling-1520", "sibling-1545"}};
      independents(3, 1505);
      break;
    }
  }
  finish_folder(f, books);
  return f;
}

SimulatedFolder simulate_library(std::size_t count, std::uint32_t seed) {
  std::mt19937 rng(seed * 104729u + 17u);
  const Men& m = the_men();
  const std::vector<SimWork>& works = the_works();
  SimulatedFolder f;
  std::vector<SimBook> books;
  for (std::size_t i = 0; i < count; ++i) {
    // Dated in the order made, over a century and a half: a copy is never older than
    // its exemplar.
    const int year = 1450 + static_cast<int>((i * 150) / std::max<std::size_t>(1, count));
    const std::string who = "book" + std::to_string(i + 1) + "-" + std::to_string(year);
    SimBook b;
    b.package = who;
    if (i >= 2 && chance(rng, 25)) {
      const SimBook& e = books[draw(rng, i)];
      for (const auto& t : e.tables)
        b.tables.push_back(t && chance(rng, 90) ? std::optional(copy_table(*t, rng, who, false))
                                                : std::nullopt);
      f.relations.push_back({e.package, who, {}});
    } else {
      for (const SimWork& w : works)
        b.tables.push_back(chance(rng, 80)
                               ? std::optional(author_table(w, m, rng, who, SimulatedHabits::AllNumbers))
                               : std::nullopt);
    }
    books.push_back(std::move(b));
  }
  finish_folder(f, books);
  return f;
}

namespace {

// Whether the stemma joins books x and y by an inferred edge: one to the other, or both
// under one lost exemplar.
bool joined(const Stemma& s, const std::string& x, const std::string& y, bool directed = false) {
  std::map<std::size_t, std::set<std::string>> under_lost;
  for (const StemmaEdge& e : s.edges) {
    if (e.kind == StemmaEdgeKind::Stated || e.kind == StemmaEdgeKind::Transcription ||
        e.kind == StemmaEdgeKind::Retelling)
      continue;
    const std::string& from = s.nodes[e.from].id;
    const std::string& to = s.nodes[e.to].id;
    if (s.nodes[e.from].lost) {
      under_lost[e.from].insert(to);
      continue;
    }
    if (from == x && to == y) return true;
    if (!directed && from == y && to == x) return true;
    if (directed && e.kind == StemmaEdgeKind::Related && from == y && to == x) return true;
  }
  if (directed) return false;
  return std::any_of(under_lost.begin(), under_lost.end(),
                     [&](const auto& g) { return g.second.count(x) && g.second.count(y); });
}

}  // namespace

CalibrationFigures calibrate_stemma(std::size_t folders, unsigned threads,
                                    const std::vector<SimulatedFamily>& families, SimulatedHabits habits) {
  // Each folder is weighed on its own (spread over the threads); the counts are summed
  // after, in the seeds' order.
  std::vector<CalibrationFigures> each(folders * families.size());
  for_each_index(each.size(), threads, [&](std::size_t i) {
    const auto seed = static_cast<std::uint32_t>(i / families.size() + 1);
    const SimulatedFamily family = families[i % families.size()];
    CalibrationFigures& c = each[i];
    const SimulatedFolder f = simulate_folder(family, seed, habits);
    const Stemma s = infer_stemma(f.works);
    // The pairs the truth relates (a copy and its exemplar, their descendants, two
    // copies of one lost book).
    std::set<std::pair<std::string, std::string>> related;
    const auto relate = [&](const std::string& x, const std::string& y) {
      related.insert({std::min(x, y), std::max(x, y)});
    };
    for (const SimulatedRelation& r : f.relations)
      relate(r.exemplar.empty() ? r.lost_sibling : r.exemplar, r.copy);
    if (family == SimulatedFamily::Chain) relate("archetype-1500", "copyofcopy-1540");
    bool any_false = false;
    for (std::size_t x = 0; x < f.books.size(); ++x)
      for (std::size_t y = x + 1; y < f.books.size(); ++y) {
        const std::string &bx = f.books[x], &by = f.books[y];
        if (related.count({std::min(bx, by), std::max(bx, by)})) continue;
        const bool wrong = joined(s, bx, by);
        if (family == SimulatedFamily::Independent) {
          ++c.independent_pairs;
          c.false_joins += wrong;
          any_false = any_false || wrong;
        } else {
          ++c.other_pairs;
          c.other_false_joins += wrong;
        }
      }
    if (family == SimulatedFamily::Independent) {
      c.folders = 1;
      c.folders_with_false_join += any_false;
      bool alone = false, former = false;
      const Rational former_threshold(
          1, static_cast<long>(300 * std::max<std::size_t>(1, s.evidence.pairs.size())));
      for (const BookEvidence& pair : s.evidence.pairs) {
        alone = alone || pair.combined <= s.threshold;
        for (const EvidenceKind k : kEvidenceKinds)
          former = former || pair.total(NullModel::PeriodRows, k).chance <= former_threshold;
      }
      c.folders_joined_threshold_alone += alone;
      c.folders_joined_former_rule += former;
    }
    for (const SimulatedRelation& r : f.relations) {
      switch (family) {
        case SimulatedFamily::Chain:
          ++c.chain;
          c.chain_found += joined(s, r.exemplar, r.copy, true);
          break;
        case SimulatedFamily::Recomputing:
          ++c.recomputing;
          c.recomputing_found += joined(s, r.exemplar, r.copy, true);
          break;
        case SimulatedFamily::LostExemplar:
          ++c.lost;
          c.lost_found += joined(s, r.lost_sibling, r.copy);
          break;
        default:
          break;
      }
    }
    if (family == SimulatedFamily::Contamination) {
      ++c.contamination;
      const bool first = joined(s, "first-1500", "mixed-1540", true);
      const bool second = joined(s, "second-1510", "mixed-1540", true);
      c.contamination_found += first && second;
      for (const BookEvidence& pair : s.evidence.pairs) {
        const std::string& x = s.evidence.books[pair.a].package;
        if (s.evidence.books[pair.b].package != "mixed-1540") continue;
        if (!(x == "first-1500" && !first) && !(x == "second-1510" && !second)) continue;
        ++c.missed_sources;
        if (pair.combined > Rational(1, 20)) {
          ++c.missed_weak;
        } else if (pair.combined > Rational(1, 1000)) {
          ++c.missed_middling;
        } else {
          ++c.missed_strong;
        }
      }
    }
  });
  CalibrationFigures total;
  for (const CalibrationFigures& c : each) {
    total.independent_folders += c.folders;
    total.independent_pairs += c.independent_pairs;
    total.false_joins += c.false_joins;
    total.folders_with_false_join += c.folders_with_false_join;
    total.folders_joined_threshold_alone += c.folders_joined_threshold_alone;
    total.folders_joined_former_rule += c.folders_joined_former_rule;
    total.chain += c.chain;
    total.chain_found += c.chain_found;
    total.recomputing += c.recomputing;
    total.recomputing_found += c.recomputing_found;
    total.contamination += c.contamination;
    total.contamination_found += c.contamination_found;
    total.missed_sources += c.missed_sources;
    total.missed_weak += c.missed_weak;
    total.missed_middling += c.missed_middling;
    total.missed_strong += c.missed_strong;
    total.lost += c.lost;
    total.lost_found += c.lost_found;
    total.other_pairs += c.other_pairs;
    total.other_false_joins += c.other_false_joins;
  }
  total.folders = folders;
  return total;
}

}  // namespace rithmo
