#include "collation/witness_model.hpp"

#include "men/armies.hpp"
#include "params/enum_table.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>

namespace rithmo {

namespace {

constexpr auto kTraitNames = enum_table<Trait>({{Trait::Derivation, "derivation"},
                                                {Trait::First, "first number"},
                                                {Trait::Second, "second number"},
                                                {Trait::Third, "third number"},
                                                {Trait::Last, "last number"},
                                                {Trait::Largest, "largest number"},
                                                {Trait::Smallest, "smallest number"},
                                                {Trait::Sum, "sum"},
                                                {Trait::MenOrder, "order of men"}});

constexpr int kNoMan = 7;  // the order given a number no man bears

// What the men of the armies (the common seeds) say of a number: the least order of a
// man who bears it, and the armies that have one.
struct MenIndex {
  std::map<mpz_class, int> order;
  std::set<mpz_class> even, odd;
  MenIndex() {
    const Armies armies = build_armies();
    for (const Army army : {Army::Even, Army::Odd}) {
      for (const Man& m : armies.men(army)) {
        auto [it, fresh] = order.emplace(m.value, m.order);
        if (!fresh) it->second = std::min(it->second, m.order);
        (army == Army::Even ? even : odd).insert(m.value);
      }
    }
  }
};

const MenIndex& men_index() {
  static const MenIndex index;
  return index;
}

std::vector<Rational> numbers_of(const std::string& lemma) {
  std::vector<Rational> out;
  std::size_t at = 0;
  while (at < lemma.size()) {
    const std::size_t end = std::min(lemma.find(' ', at), lemma.size());
    if (end > at) {
      try {
        out.push_back(Rational::parse(std::string_view(lemma).substr(at, end - at)));
      } catch (const std::invalid_argument&) {
        // a word of the row, not a number
      } catch (const std::domain_error&) {
      }
    }
    at = end + 1;
  }
  return out;
}

}  // namespace

std::string_view name(Trait t) { return kTraitNames.name(t); }

std::vector<RowTraits> row_traits(const Apparatus& app) {
  const MenIndex& men = men_index();
  std::vector<RowTraits> rows;
  for (const Place& p : app.places) {
    if (!p.derived) continue;
    RowTraits r;
    r.place = p.number;
    const std::vector<Rational> n = numbers_of(p.lemma);
    const auto nth = [&](std::size_t i) { return i < n.size() ? n[i] : Rational(0); };
    Rational largest, smallest, sum;
    int order = n.empty() ? kNoMan : 0;
    bool all_even = !n.empty(), all_odd = !n.empty();
    for (std::size_t i = 0; i < n.size(); ++i) {
      largest = i == 0 ? n[i] : std::max(largest, n[i]);
      smallest = i == 0 ? n[i] : std::min(smallest, n[i]);
      sum += n[i];
      int o = kNoMan;
      if (n[i].denominator() == 1) {
        const mpz_class v = n[i].numerator();
        if (const auto it = men.order.find(v); it != men.order.end()) o = it->second;
        all_even = all_even && men.even.count(v) > 0;
        all_odd = all_odd && men.odd.count(v) > 0;
      } else {
        all_even = all_odd = false;
      }
      order = std::max(order, o);
    }
    r.value = {Rational(static_cast<long>(rows.size() + 1)),
               nth(0),
               nth(1),
               nth(2),
               n.empty() ? Rational(0) : n.back(),
               largest,
               smallest,
               sum,
               Rational(static_cast<long>(order))};
    if (!p.keys.empty()) r.classes.push_back("keys " + p.keys);
    if (all_even) r.classes.push_back("army even");
    if (all_odd) r.classes.push_back("army odd");
    rows.push_back(std::move(r));
  }
  for (std::size_t t = 0; t < kTraitCount; ++t) {
    std::vector<Rational> values;
    for (const RowTraits& r : rows) values.push_back(r.value[t]);
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    for (RowTraits& r : rows)
      r.rank.push_back(static_cast<std::uint32_t>(std::lower_bound(values.begin(), values.end(), r.value[t]) -
                                                  values.begin()));
  }
  return rows;
}

bool Bound::admits(const RowTraits& r) const {
  if (!within.empty() && std::find(r.classes.begin(), r.classes.end(), within) == r.classes.end())
    return false;
  const Rational& v = r.value[static_cast<std::size_t>(trait)];
  return at_most ? v <= bound : v >= bound;
}

std::string Bound::text() const {
  if (trait == Trait::Derivation) {
    std::string s = at_most ? "the first " + bound.str() + " rows of the derivation"
                            : "the rows of the derivation from row " + bound.str() + " on";
    return within.empty() ? s : s + " (" + within + ")";
  }
  std::string s =
      "every row with " + std::string(name(trait)) + (at_most ? " at most " : " at least ") + bound.str();
  if (!within.empty()) s += " (" + within + ")";
  return s;
}

bool SelectionRule::admits(const RowTraits& r) const {
  const bool one = first.admits(r);
  if (!second) return one;
  return second->first ? one && second->second.admits(r) : one || second->second.admits(r);
}

std::string SelectionRule::text() const {
  if (!second) return first.text();
  return first.text() + (second->first ? ", and of those " : ", and besides ") + second->second.text();
}

namespace {

// The bound that best separates the target rows from the rest within the scope: the
// fewest scope rows it wrongly gives or wrongly leaves out (of equals, the first found:
// every row before a class, the traits in their order, at most before at least).
std::pair<Bound, std::size_t> best_bound(const std::vector<RowTraits>& rows, const std::vector<bool>& scope,
                                         const std::vector<bool>& target,
                                         const std::vector<std::string>& classes) {
  std::pair<Bound, std::size_t> best{Bound{}, static_cast<std::size_t>(-1)};
  for (const std::string& within : classes) {
    std::vector<const RowTraits*> members;
    std::size_t outside = 0;  // target rows in scope outside the class: wrongly left out whatever the bound
    for (std::size_t i = 0; i < rows.size(); ++i) {
      if (!scope[i]) continue;
      const bool member = within.empty() || std::find(rows[i].classes.begin(), rows[i].classes.end(),
                                                      within) != rows[i].classes.end();
      if (member)
        members.push_back(&rows[i]);
      else
        outside += target[i];
    }
    std::vector<bool> is_target(rows.size() + 1, false);
    for (std::size_t t = 0; t < kTraitCount; ++t) {
      for (const bool at_most : {true, false}) {
        std::vector<std::size_t> sorted;
        for (const RowTraits* r : members) sorted.push_back(static_cast<std::size_t>(r - rows.data()));
        std::stable_sort(sorted.begin(), sorted.end(), [&](std::size_t x, std::size_t y) {
          return at_most ? rows[x].rank[t] < rows[y].rank[t] : rows[x].rank[t] > rows[y].rank[t];
        });
        std::size_t target_in = 0;
        for (std::size_t i : sorted) target_in += target[i];
        std::size_t taken_target = 0;
        for (std::size_t i = 0; i <= sorted.size(); ++i) {
          if (i > 0) taken_target += target[sorted[i - 1]];
          if (i > 0 && i < sorted.size() && rows[sorted[i]].rank[t] == rows[sorted[i - 1]].rank[t]) continue;
          const std::size_t wrong = (i - taken_target) + outside + (target_in - taken_target);
          if (wrong >= best.second) continue;
          best.second = wrong;
          Bound& b = best.first;
          b.trait = kTraits[t];
          b.at_most = at_most;
          b.within = within;
          if (i == 0) {
            b.bound = sorted.empty() ? Rational(0)
                      : at_most      ? rows[sorted.front()].value[t] - Rational(1)
                                     : rows[sorted.front()].value[t] + Rational(1);
          } else {
            b.bound = rows[sorted[i - 1]].value[t];
          }
        }
      }
    }
  }
  return best;
}

}  // namespace

OwnSelection fit_selection(const std::vector<RowTraits>& rows, const std::vector<std::size_t>& printed) {
  const std::set<std::size_t> in(printed.begin(), printed.end());
  std::set<std::string> class_set;
  for (const RowTraits& r : rows) class_set.insert(r.classes.begin(), r.classes.end());
  std::vector<std::string> classes{""};
  classes.insert(classes.end(), class_set.begin(), class_set.end());
  std::vector<bool> target(rows.size()), everywhere(rows.size(), true);
  for (std::size_t i = 0; i < rows.size(); ++i) target[i] = in.count(rows[i].place) > 0;

  SelectionRule rule;
  std::size_t wrong = 0;
  std::tie(rule.first, wrong) = best_bound(rows, everywhere, target, classes);
  // A second bound, where it explains at least kSecondBoundGain more rows than the first
  // alone: the rows beyond the first that the author also printed (or), or those of the
  // first that he kept (and).
  std::vector<bool> beyond(rows.size()), within(rows.size());
  std::size_t wrong_beyond = 0, wrong_within = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    within[i] = rule.first.admits(rows[i]);
    beyond[i] = !within[i];
    wrong_within += within[i] && !target[i];
    wrong_beyond += beyond[i] && target[i];
  }
  const auto [or_bound, or_wrong] = best_bound(rows, beyond, target, classes);
  const auto [and_bound, and_wrong] = best_bound(rows, within, target, classes);
  const std::size_t with_or = wrong_within + or_wrong, with_and = wrong_beyond + and_wrong;
  if (std::min(with_or, with_and) + kSecondBoundGain <= wrong) {
    rule.second = with_and <= with_or ? std::pair(true, and_bound) : std::pair(false, or_bound);
  }

  OwnSelection out;
  out.rule = rule;
  for (const RowTraits& r : rows) {
    const bool given = rule.admits(r);
    if (given) out.rule_places.push_back(r.place);
    if (given && !in.count(r.place)) out.left_out.push_back(r.place);
    if (!given && in.count(r.place)) out.added.push_back(r.place);
  }
  std::sort(out.rule_places.begin(), out.rule_places.end());
  return out;
}

std::optional<Bound> shared_habit(const std::vector<RowTraits>& rows, const std::vector<std::size_t>& scope,
                                  const std::vector<std::size_t>& shared) {
  if (shared.size() < kSharedHabitRows) return std::nullopt;
  const std::set<std::size_t> in_scope(scope.begin(), scope.end()), in_shared(shared.begin(), shared.end());
  std::set<std::string> class_set;
  for (const RowTraits& r : rows) class_set.insert(r.classes.begin(), r.classes.end());
  std::vector<std::string> classes{""};
  classes.insert(classes.end(), class_set.begin(), class_set.end());
  std::vector<bool> scoped(rows.size()), target(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    scoped[i] = in_scope.count(rows[i].place) > 0;
    target[i] = in_shared.count(rows[i].place) > 0;
  }
  const auto [bound, wrong] = best_bound(rows, scoped, target, classes);
  std::size_t given_shared = 0;
  for (std::size_t i = 0; i < rows.size(); ++i)
    given_shared += scoped[i] && target[i] && bound.admits(rows[i]);
  if (given_shared < kSharedHabitRows || wrong * kSharedHabitSlack > given_shared) return std::nullopt;
  return bound;
}

std::string OrderKey::text() const {
  if (by.empty() || (by.size() == 1 && by[0].first == Trait::Derivation && !by[0].second))
    return "the derivation's order";
  std::string s = "by ";
  for (std::size_t i = 0; i < by.size(); ++i)
    s += std::string(i ? ", then " : "") + std::string(name(by[i].first)) +
         (by[i].second ? " (descending)" : "");
  return s;
}

namespace {

// Whether the key sets place x before place y.
bool before(const OrderKey& key, const RowTraits& x, const RowTraits& y) {
  for (const auto& [trait, descending] : key.by) {
    const std::size_t t = static_cast<std::size_t>(trait);
    if (x.rank[t] != y.rank[t]) return descending ? x.rank[t] > y.rank[t] : x.rank[t] < y.rank[t];
  }
  return x.rank[0] < y.rank[0];
}

}  // namespace

OwnOrder fit_order(const std::vector<RowTraits>& rows, const std::vector<std::size_t>& order) {
  std::map<std::size_t, const RowTraits*> at;
  for (const RowTraits& r : rows) at[r.place] = &r;
  std::vector<const RowTraits*> printed;
  for (std::size_t p : order)
    if (const auto it = at.find(p); it != at.end()) printed.push_back(it->second);

  std::vector<OrderKey> keys{OrderKey{{{Trait::Derivation, false}}}};
  for (std::size_t t = 1; t < kTraitCount; ++t)
    for (const bool d : {false, true}) keys.push_back(OrderKey{{{kTraits[t], d}}});
  for (std::size_t t = 1; t < kTraitCount; ++t)
    for (std::size_t u = 1; u < kTraitCount; ++u)
      if (u != t)
        for (const bool d : {false, true})
          for (const bool e : {false, true}) keys.push_back(OrderKey{{{kTraits[t], d}, {kTraits[u], e}}});

  const auto departures_under = [&](const OrderKey& key) {
    std::size_t n = 0;
    for (std::size_t i = 1; i < printed.size(); ++i) n += before(key, *printed[i], *printed[i - 1]) ? 1 : 0;
    return n;
  };
  std::size_t best = 0, fewest = static_cast<std::size_t>(-1);
  for (std::size_t k = 0; k < keys.size(); ++k) {
    const std::size_t n = departures_under(keys[k]);
    if (n < fewest) {
      fewest = n;
      best = k;
    }
  }
  OwnOrder out;
  out.key = keys[best];
  for (std::size_t i = 1; i < printed.size(); ++i)
    if (before(out.key, *printed[i], *printed[i - 1]))
      out.departures.push_back({printed[i - 1]->place, printed[i]->place});
  std::vector<const RowTraits*> by_key = printed;
  std::stable_sort(by_key.begin(), by_key.end(),
                   [&](const RowTraits* x, const RowTraits* y) { return before(out.key, *x, *y); });
  for (std::size_t i = 1; i < by_key.size(); ++i)
    out.neighbours.push_back(
        {std::min(by_key[i - 1]->place, by_key[i]->place), std::max(by_key[i - 1]->place, by_key[i]->place)});
  std::sort(out.neighbours.begin(), out.neighbours.end());
  return out;
}

std::vector<PlacePair> OwnOrder::candidates() const {
  std::vector<PlacePair> v = neighbours;
  for (const auto& [x, y] : departures) v.push_back({std::min(x, y), std::max(x, y)});
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

Distribution shared_draws_distribution(std::size_t pool_a, std::size_t drawn_a, std::size_t pool_b,
                                       std::size_t drawn_b, std::size_t overlap) {
  if (overlap > std::min(pool_a, pool_b) || drawn_a > pool_a || drawn_b > pool_b)
    throw std::invalid_argument("shared draws: more drawn or shared than the pools hold");
  // M: a's draws that fall in b's pool; then X: b's draws among those M.
  const Distribution m = hypergeometric_distribution(pool_a, overlap, drawn_a);
  Distribution out(std::min(drawn_a, drawn_b) + 1);
  for (std::size_t k = 0; k < m.size(); ++k) {
    if (m[k] == Rational(0)) continue;
    const Distribution x = hypergeometric_distribution(pool_b, k, drawn_b);
    for (std::size_t j = 0; j < x.size() && j < out.size(); ++j) out[j] += m[k] * x[j];
  }
  return out;
}

}  // namespace rithmo
