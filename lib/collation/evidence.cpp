#include "collation/evidence.hpp"

#include "audit/relations/relation.hpp"

#include "number/digit_variants.hpp"
#include "number/numeral.hpp"
#include "params/enum_table.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>

namespace rithmo {

namespace {

constexpr auto kEvidenceKindNames = enum_table<EvidenceKind>({{EvidenceKind::Selection, "selection"},
                                                              {EvidenceKind::Arrangement, "arrangement"},
                                                              {EvidenceKind::Errors, "errors"}});

// The package of a witness's table ("boissiere-1556/x.csv": "boissiere-1556").
std::string package_of(const std::string& table) { return table.substr(0, table.find('/')); }

Rational mean(const Distribution& d) {
  Rational m;
  for (std::size_t x = 1; x < d.size(); ++x) m += d[x] * Rational(static_cast<long>(x));
  return m;
}

}  // namespace

std::string_view name(EvidenceKind kind) { return kEvidenceKindNames.name(kind); }

SharedErrors shared_errors(const Apparatus& app, std::size_t a, std::size_t b) {
  return shared_errors(app, index_witnesses(app), a, b);
}

SharedErrors shared_errors(const Apparatus& app, const WitnessIndex& index, std::size_t a, std::size_t b) {
  const PairEvidence p = compare_witnesses(app, index, a, b);
  SharedErrors e;
  e.compared = p.compared;
  e.errors_a = p.errors_a;
  e.errors_b = p.errors_b;
  e.shared = p.shared_errors;
  e.different = p.different_errors;
  e.separative_a = p.only_a;
  e.separative_b = p.only_b;
  if (e.compared > 0) {
    const Rational rate = Rational(static_cast<long>(e.errors_a * e.errors_b)) /
                          Rational(static_cast<long>(e.compared * e.compared));
    e.distribution = binomial_distribution(e.compared, rate);
    e.chance = binomial_at_least(e.compared, rate, e.shared.size());
  }
  return e;
}

std::vector<std::size_t> printed_places(const Apparatus& app, std::size_t witness) {
  std::vector<std::size_t> out;
  for (const Place& p : app.places)
    if (prints(p, witness)) out.push_back(p.number);
  return out;
}

const KindTotal& BookEvidence::strongest() const {
  const KindTotal* best = &totals[0];
  for (const KindTotal& t : totals)
    if (t.chance < best->chance) best = &t;
  return *best;
}

Rational BookEvidence::weight() const { return combined; }

namespace {

// A reading's numbers as a multiset: "36 9 4" and "4 9 36" alike.
std::vector<std::string> multiset_of(const std::string& reading) {
  std::vector<std::string> numbers;
  std::size_t at = 0;
  while (at < reading.size()) {
    const std::size_t end = std::min(reading.find(' ', at), reading.size());
    if (end > at) numbers.push_back(reading.substr(at, end - at));
    at = end + 1;
  }
  std::sort(numbers.begin(), numbers.end());
  return numbers;
}

// The chance that a miscount of `rows` falls on any one count: every count one slip of
// a digit from it (number/digit_variants.hpp), or one row more or less, alike.
Rational miscount_chance(std::size_t rows) {
  std::set<std::size_t> pool;
  if (rows > 1) pool.insert(rows - 1);
  pool.insert(rows + 1);
  digit_variants(std::to_string(rows), [&](const mpz_class& v, const DigitSlip&) {
    if (v > 0 && v.fits_ulong_p() && v.get_ui() != rows) pool.insert(v.get_ui());
  });
  return Rational(1, static_cast<long>(pool.size()));
}

// The count the book prints of the table's rows, where it prints one.
const StatedCount* count_of(const std::vector<StatedCount>& counts, const std::string& table) {
  for (const StatedCount& c : counts)
    if (c.table == table) return &c;
  return nullptr;
}

}  // namespace

std::vector<std::size_t> tables_read_two_ways(const std::vector<Apparatus>& works) {
  // Each work's rows as multisets of their numbers.
  std::vector<std::vector<std::vector<std::string>>> rows(works.size());
  for (std::size_t k = 0; k < works.size(); ++k) {
    for (const Place& p : works[k].places) {
      if (!p.derived || p.lemma.empty()) continue;
      rows[k].push_back(multiset_of(p.lemma));
    }
    std::sort(rows[k].begin(), rows[k].end());
  }
  std::vector<std::size_t> from(works.size());
  for (std::size_t k = 0; k < works.size(); ++k) {
    from[k] = k;
    for (std::size_t j = 0; j < k; ++j) {
      if (from[j] != j || rows[j].size() < 2 || rows[k].size() < 2) continue;
      const auto& small = rows[j].size() <= rows[k].size() ? rows[j] : rows[k];
      const auto& large = rows[j].size() <= rows[k].size() ? rows[k] : rows[j];
      if (2 * small.size() < large.size() || small.front().size() < 2) continue;
      const bool all = std::all_of(small.begin(), small.end(), [&](const auto& r) {
        return std::binary_search(large.begin(), large.end(), r);
      });
      if (all) {
        from[k] = j;
        break;
      }
    }
  }
  return from;
}

namespace {

// The places in both sorted lists.
template <class T>
std::vector<T> common(const std::vector<T>& x, const std::vector<T>& y) {
  std::vector<T> out;
  std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(out));
  return out;
}

template <class T>
std::vector<T> sorted(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// What two witnesses share beyond their own habits, and its chance.
SharedHabits shared_habits(const std::vector<RowTraits>& rows,
                           const std::shared_ptr<const OwnSelection>& fitted_a,
                           const std::shared_ptr<const OwnSelection>& fitted_b,
                           const std::shared_ptr<const OwnOrder>& keyed_a,
                           const std::shared_ptr<const OwnOrder>& keyed_b) {
  SharedHabits h;
  h.selection_a = fitted_a;
  h.selection_b = fitted_b;
  h.order_a = keyed_a;
  h.order_b = keyed_b;
  const OwnSelection &sa = *fitted_a, &sb = *fitted_b;
  const OwnOrder &oa = *keyed_a, &ob = *keyed_b;
  const std::size_t universe = rows.size();
  h.universe = universe;
  h.added = common(sorted(sa.added), sorted(sb.added));
  h.left_out = common(sorted(sa.left_out), sorted(sb.left_out));
  // The pools: the rows each rule leaves out (for additions), the rows each gives (for
  // omissions); the rows in both pools. A habit both share is taken out of both.
  std::vector<std::size_t> outside_both, inside_both;
  for (const RowTraits& r : rows) {
    const bool in_a = std::binary_search(sa.rule_places.begin(), sa.rule_places.end(), r.place);
    const bool in_b = std::binary_search(sb.rule_places.begin(), sb.rule_places.end(), r.place);
    if (!in_a && !in_b) outside_both.push_back(r.place);
    if (in_a && in_b) inside_both.push_back(r.place);
  }
  h.habit_added = shared_habit(rows, outside_both, h.added);
  h.habit_left_out = shared_habit(rows, inside_both, h.left_out);
  // The places a shared habit gives, out of the count.
  const auto habit_places = [&](const std::optional<Bound>& habit, const std::vector<std::size_t>& scope) {
    std::vector<std::size_t> out;
    if (!habit) return out;
    for (const RowTraits& r : rows)
      if (std::binary_search(scope.begin(), scope.end(), r.place) && habit->admits(r)) out.push_back(r.place);
    return out;
  };
  const std::vector<std::size_t> gone_added = habit_places(h.habit_added, outside_both);
  const std::vector<std::size_t> gone_left = habit_places(h.habit_left_out, inside_both);
  const auto without = [](const std::vector<std::size_t>& v, const std::vector<std::size_t>& gone) {
    std::vector<std::size_t> out;
    std::set_difference(v.begin(), v.end(), gone.begin(), gone.end(), std::back_inserter(out));
    return out;
  };
  h.added = without(h.added, gone_added);
  h.left_out = without(h.left_out, gone_left);
  const std::size_t added_a = without(sorted(sa.added), gone_added).size();
  const std::size_t added_b = without(sorted(sb.added), gone_added).size();
  const std::size_t left_a = without(sorted(sa.left_out), gone_left).size();
  const std::size_t left_b = without(sorted(sb.left_out), gone_left).size();
  const std::size_t given_a = sa.rule_places.size() - gone_left.size();
  const std::size_t given_b = sb.rule_places.size() - gone_left.size();
  const std::size_t in_both = inside_both.size() - gone_left.size();
  const std::size_t rest = universe - gone_added.size() - gone_left.size();
  const std::size_t out_both = outside_both.size() - gone_added.size();
  const Distribution added =
      shared_draws_distribution(rest - given_a, added_a, rest - given_b, added_b, out_both);
  const Distribution left_out = shared_draws_distribution(given_a, left_a, given_b, left_b, in_both);
  h.selection = convolve(added, left_out);
  h.selection_chance = sum_at_least({h.selection}, h.added.size() + h.left_out.size());
  // The departures: each witness's drawn from its candidates, the pairs its key sets
  // next to each other and those it sets against it (unordered).
  const std::vector<PlacePair> pa = oa.candidates(), pb = ob.candidates();
  h.departures = common(sorted(oa.departures), sorted(ob.departures));
  h.arrangement = shared_draws_distribution(pa.size(), oa.departures.size(), pb.size(), ob.departures.size(),
                                            common(pa, pb).size());
  h.arrangement_chance = sum_at_least({h.arrangement}, h.departures.size());
  return h;
}

}  // namespace

std::string_view name(NullModel m) {
  switch (m) {
    case NullModel::OwnHabits:
      return "own-habits";
    case NullModel::Uniform:
      return "uniform";
    case NullModel::PeriodRows:
      return "period-rows";
  }
  return {};
}

std::string_view description(NullModel m) {
  switch (m) {
    case NullModel::OwnHabits:
      return "each witness's own rule and ordering key";
    case NullModel::Uniform:
      return "every derived row alike, the derivation's order";
    case NullModel::PeriodRows:
      return "every row a period book prints alike, the derivation's order";
  }
  return {};
}

KindTotal BookEvidence::total(NullModel model, EvidenceKind kind, std::size_t without) const {
  const auto m = static_cast<std::size_t>(model), k = static_cast<std::size_t>(kind);
  if (!distributions_kept) {
    if (without != kAllWorks) throw std::logic_error("a pair's distributions were let go");
    return model_totals[m][k];
  }
  KindTotal t;
  t.kind = kind;
  std::vector<Distribution> counts;
  for (std::size_t w = 0; w < works.size(); ++w) {
    if (w == without || !works[w].counted_with.empty()) continue;
    t.observed += works[w].observed[m][k];
    t.expected += mean(works[w].distribution[m][k]);
    counts.push_back(works[w].distribution[m][k]);
  }
  t.chance = sum_at_least(counts, t.observed);
  return t;
}

Rational BookEvidence::combined_chance(NullModel model, std::size_t without) const {
  const auto m = static_cast<std::size_t>(model);
  if (!distributions_kept) {
    if (without != kAllWorks) throw std::logic_error("a pair's distributions were let go");
    return model_combined[m];
  }
  std::vector<Distribution> kinds;
  std::vector<std::size_t> observed;
  for (std::size_t k = 0; k < 3; ++k) {
    std::vector<Distribution> counts;
    std::size_t seen = 0;
    for (std::size_t w = 0; w < works.size(); ++w) {
      // Without a work, its rows and its order: its shared errors, which no habit
      // explains, still count.
      if ((w == without && k != static_cast<std::size_t>(EvidenceKind::Errors)) ||
          !works[w].counted_with.empty())
        continue;
      seen += works[w].observed[m][k];
      counts.push_back(works[w].distribution[m][k]);
    }
    kinds.push_back(sum_distribution(counts));
    observed.push_back(seen);
  }
  return combined_at_least(kinds, observed);
}

Evidence collect_evidence(const std::vector<Apparatus>& works, const std::vector<BookRecord>& records,
                          const PairsProgress& progress) {
  Evidence ev;
  std::map<std::string, Book> by_package;
  for (const Apparatus& app : works) {
    for (const auto& w : app.witnesses) {
      Book& book = by_package[package_of(w.table)];
      book.package = package_of(w.table);
      book.title = w.book;
      if (std::find(book.sigla.begin(), book.sigla.end(), w.siglum) == book.sigla.end())
        book.sigla.push_back(w.siglum);
      if (!w.transcribes.empty()) {
        for (const auto& print : app.witnesses)
          if (print.siglum == w.transcribes) book.transcribes = package_of(print.table);
      }
    }
  }
  for (auto& [package, book] : by_package) {
    book.year = year_of(package);
    book.record.package = package;
    for (const BookRecord& r : records) {
      if (r.package != package) continue;
      book.record = r;
      if (r.year) book.year = r.year;
      book.period = r.period;
      if (!r.transcribes.empty()) book.transcribes = r.transcribes;
    }
    if (!book.transcribes.empty()) book.period = false;
    ev.books.push_back(std::move(book));
  }
  std::stable_sort(ev.books.begin(), ev.books.end(), [](const Book& x, const Book& y) {
    if (x.year.has_value() != y.year.has_value()) return x.year.has_value();
    return x.year < y.year;
  });
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < ev.books.size(); ++i) index[ev.books[i].package] = i;

  // Each book's witness in each work: the one that prints the most places, a complete
  // table before a partial one.
  std::vector<std::map<std::size_t, std::size_t>>& voice = ev.voice;
  voice.resize(works.size());
  for (std::size_t k = 0; k < works.size(); ++k) {
    const Apparatus& app = works[k];
    std::map<std::size_t, std::pair<bool, std::size_t>> best;  // book -> (complete, printed)
    for (std::size_t w = 0; w < app.witnesses.size(); ++w) {
      const std::size_t book = index[package_of(app.witnesses[w].table)];
      const std::pair<bool, std::size_t> score{!app.witnesses[w].partial, printed_places(app, w).size()};
      if (!voice[k].count(book) || score > best[book]) {
        voice[k][book] = w;
        best[book] = score;
      }
    }
  }

  // Per work: its rows' traits, each voice's own selection and order (fitted once),
  // the witnesses of the period, and the work each is read from.
  const std::vector<std::size_t> read_from = tables_read_two_ways(works);
  std::vector<std::vector<RowTraits>> traits(works.size());
  std::vector<std::map<std::size_t, std::shared_ptr<const OwnSelection>>> own_selection(works.size());
  std::vector<std::map<std::size_t, std::shared_ptr<const OwnOrder>>> own_order(works.size());
  // What every pair reads of a work, found once for it: each pair then costs its places,
  // not every witness's readings again.
  std::vector<SelectionIndex> selection_index(works.size());
  std::vector<WitnessIndex> reading_index(works.size());
  // Each reading of the rules (parameter=value) the witnesses' own tables follow, with
  // how many distinct values it takes among them.
  std::vector<std::map<std::string, std::set<std::string>>> readings_taken(works.size());
  for (std::size_t k = 0; k < works.size(); ++k) {
    traits[k] = row_traits(works[k]);
    std::vector<bool> period_witness;
    for (const auto& w : works[k].witnesses) {
      period_witness.push_back(ev.books[index[package_of(w.table)]].period);
      for (const auto& [key, value] : w.own_reading) readings_taken[k][key].insert(value);
    }
    selection_index[k] = index_selection(works[k], period_witness);
    reading_index[k] = index_witnesses(works[k]);
    for (const auto& [book, w] : voice[k]) {
      if (!ev.books[book].period) continue;
      own_selection[k][w] =
          std::make_shared<const OwnSelection>(fit_selection(traits[k], printed_places(works[k], w)));
      own_order[k][w] = std::make_shared<const OwnOrder>(fit_order(traits[k], selection_index[k].order[w]));
    }
  }

  // What each book prints of the things several relations name (RelationSpec::names),
  // by the row's numbers as a multiset: where, in which work.
  std::vector<std::string> names(works.size());
  for (std::size_t k = 0; k < works.size(); ++k) {
    const std::string relation = works[k].relation.substr(0, works[k].relation.find(' '));
    if (const RelationSpec* spec = find_relation(relation)) names[k] = std::string(spec->names);
  }
  std::map<std::tuple<std::size_t, std::string, std::vector<std::string>>, std::string> named_rows;
  for (std::size_t k = 0; k < works.size(); ++k) {
    if (names[k].empty()) continue;
    for (std::size_t w = 0; w < works[k].witnesses.size(); ++w) {
      const std::size_t book = index[package_of(works[k].witnesses[w].table)];
      for (const Place& p : works[k].places) {
        if (p.lemma.empty() || !prints(p, w)) continue;
        named_rows.emplace(
            std::tuple(book, names[k], multiset_of(p.lemma)),
            works[k].work + " " + row_named(works[k], p.number) + " (" + cited(works[k], p.number, w) + ")");
      }
    }
  }
  // Where the book prints the place's row under another work that names the same
  // things; empty where it does not.
  const auto printed_elsewhere = [&](std::size_t book, std::size_t k, const Place& p) -> std::string {
    if (names[k].empty()) return {};
    const auto it = named_rows.find(std::tuple(book, names[k], multiset_of(p.lemma)));
    if (it == named_rows.end() || it->second.compare(0, works[k].work.size() + 1, works[k].work + " ") == 0)
      return {};
    return it->second;
  };

  const std::size_t all_pairs = ev.books.size() * (ev.books.size() - (ev.books.empty() ? 0 : 1)) / 2;
  std::size_t pairs_seen = 0;
  for (std::size_t a = 0; a < ev.books.size(); ++a) {
    for (std::size_t b = a + 1; b < ev.books.size(); ++b) {
      if (progress && ++pairs_seen % 256 == 0) progress(pairs_seen, all_pairs);
      if (!ev.books[a].period || !ev.books[b].period) continue;
      BookEvidence pair;
      pair.a = a;
      pair.b = b;
      std::map<std::size_t, std::size_t> group_voice;  // the work a group is read from -> its work here
      for (std::size_t k = 0; k < works.size(); ++k) {
        if (!voice[k].count(a) || !voice[k].count(b)) continue;
        WorkEvidence we;
        we.work = k;
        we.a = voice[k].at(a);
        we.b = voice[k].at(b);
        const SelectionIndex& chosen = selection_index[k];
        we.selection = shared_selection(works[k], chosen, we.a, we.b);
        we.order = shared_order(chosen.order[we.a], chosen.order[we.b]);
        we.errors = shared_errors(works[k], reading_index[k], we.a, we.b);
        we.habits = shared_habits(traits[k], own_selection[k].at(we.a), own_selection[k].at(we.b),
                                  own_order[k].at(we.a), own_order[k].at(we.b));
        const auto& wa = works[k].witnesses[we.a].own_reading;
        const auto& wb = works[k].witnesses[we.b].own_reading;
        for (const auto& reading : wa) {
          const std::string& key = reading.first;
          const std::string& value = reading.second;
          const auto it = wb.find(key);
          if (it == wb.end() || it->second != value) continue;
          // Another witness follows another value: the reading takes two or more.
          if (readings_taken[k][key].size() > 1) we.shared_readings.push_back(key + "=" + value);
        }
        std::size_t derived = 0;
        for (std::size_t i = 0; i < works[k].places.size(); ++i) {
          const Place& p = works[k].places[i];
          if (!p.derived) continue;
          ++derived;
          const bool in_a = chosen.prints[we.a][i] != 0, in_b = chosen.prints[we.b][i] != 0;
          if (in_a == in_b) continue;
          const std::string where = printed_elsewhere(in_a ? b : a, k, p);
          if (!where.empty()) {
            (in_a ? we.elsewhere_b : we.elsewhere_a).push_back({p.number, where});
          } else {
            (in_a ? we.only_a : we.only_b).push_back(p.number);
          }
        }
        // A count inherited: one's printed count of its rows is the other's number.
        for (const bool of_a : {true, false}) {
          const std::size_t own = of_a ? we.a : we.b, other = of_a ? we.b : we.a;
          const auto& witness = works[k].witnesses[own];
          const StatedCount* c = count_of(ev.books[of_a ? a : b].record.counts, witness.table);
          const std::size_t other_rows = works[k].witnesses[other].rows;
          if (!c || c->value == witness.rows || c->value != other_rows || we.inherited) continue;
          std::string page = c->source;
          if (const auto slash = page.rfind('/'); slash != std::string::npos) page = page.substr(slash + 1);
          if (page.size() > 4 && page.compare(page.size() - 4, 4, ".txt") == 0) page.resize(page.size() - 4);
          we.inherited =
              WorkEvidence::InheritedCount{of_a,
                                           c->value,
                                           witness.rows,
                                           other_rows,
                                           page + (c->line ? " line " + std::to_string(c->line) : ""),
                                           miscount_chance(witness.rows)};
        }
        // The counts under each model (docs/stemma.md).
        const auto own = static_cast<std::size_t>(NullModel::OwnHabits);
        const auto uniform = static_cast<std::size_t>(NullModel::Uniform);
        const auto period = static_cast<std::size_t>(NullModel::PeriodRows);
        std::size_t in_both = 0, printed_a = 0, printed_b = 0;
        for (std::size_t i = 0; i < works[k].places.size(); ++i) {
          if (!works[k].places[i].derived) continue;
          const bool in_a = chosen.prints[we.a][i] != 0, in_b = chosen.prints[we.b][i] != 0;
          printed_a += in_a;
          printed_b += in_b;
          in_both += in_a && in_b;
        }
        we.observed[own][0] = we.habits.added.size() + we.habits.left_out.size();
        we.distribution[own][0] = we.habits.selection;
        we.observed[own][1] = we.habits.departures.size();
        we.distribution[own][1] = we.habits.arrangement;
        we.observed[uniform][0] = in_both;
        we.distribution[uniform][0] = hypergeometric_distribution(derived, printed_a, printed_b);
        we.observed[period][0] = we.selection.shared;
        we.distribution[period][0] =
            hypergeometric_distribution(we.selection.places, we.selection.printed_a, we.selection.printed_b);
        for (const std::size_t m : {uniform, period}) {
          we.observed[m][1] = we.order.shared;
          we.distribution[m][1] =
              hypergeometric_distribution(we.order.neighbours, we.order.breaks_a, we.order.breaks_b);
        }
        for (std::size_t m = 0; m < kModelCount; ++m) {
          we.observed[m][2] = we.errors.shared.size();
          we.distribution[m][2] =
              we.errors.distribution.empty() ? Distribution{Rational(1)} : we.errors.distribution;
          if (we.inherited) {
            we.observed[m][2] += 1;
            const Rational p = we.inherited->chance;
            we.distribution[m][2] = convolve(we.distribution[m][2], Distribution{Rational(1) - p, p});
          }
        }
        // One table read two ways counts once: where the pair has the group's first work.
        if (const auto it = group_voice.find(read_from[k]); it != group_voice.end()) {
          we.counted_with = works[pair.works[it->second].work].work;
        } else {
          group_voice[read_from[k]] = pair.works.size();
        }
        pair.works.push_back(std::move(we));
      }
      if (pair.works.empty()) continue;
      for (const NullModel model : kNullModels) {
        const auto m = static_cast<std::size_t>(model);
        for (std::size_t i = 0; i < 3; ++i) pair.model_totals[m][i] = pair.total(model, kEvidenceKinds[i]);
        pair.model_combined[m] = pair.combined_chance(model);
      }
      for (std::size_t i = 0; i < 3; ++i)
        pair.totals[i] = pair.model_totals[static_cast<std::size_t>(NullModel::OwnHabits)][i];
      pair.combined = pair.model_combined[static_cast<std::size_t>(NullModel::OwnHabits)];
      if (pair.combined > kKeepDistributions) {
        pair.distributions_kept = false;
        for (WorkEvidence& we : pair.works) {
          for (auto& by_model : we.distribution)
            for (Distribution& d : by_model) Distribution().swap(d);
          Distribution().swap(we.habits.selection);
          Distribution().swap(we.habits.arrangement);
          Distribution().swap(we.errors.distribution);
        }
      }
      ev.pairs.push_back(std::move(pair));
    }
  }
  return ev;
}

}  // namespace rithmo
