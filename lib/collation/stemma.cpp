#include "collation/stemma.hpp"

#include "params/enum_table.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace rithmo {

namespace {

constexpr auto kEdgeKindNames = enum_table<StemmaEdgeKind>({{StemmaEdgeKind::Copy, "copy"},
                                                            {StemmaEdgeKind::Related, "related"},
                                                            {StemmaEdgeKind::Depends, "depends"},
                                                            {StemmaEdgeKind::Contamination, "contamination"},
                                                            {StemmaEdgeKind::LostSource, "lost-source"},
                                                            {StemmaEdgeKind::Transcription, "transcription"},
                                                            {StemmaEdgeKind::Retelling, "retelling"},
                                                            {StemmaEdgeKind::Stated, "stated"}});

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

std::string count_text(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string kind_text(const KindTotal& t) {
  const std::string expected = mean_text(t.expected);
  switch (t.kind) {
    case EvidenceKind::Selection:
      return "selection: " + count_text(t.observed, "row", "rows") +
             " both add to their own rules or both leave out of them (" + expected +
             " expected by chance), chance " + probability_text(t.chance);
    case EvidenceKind::Arrangement:
      return "arrangement: " + count_text(t.observed, "pair", "pairs") +
             " of neighbours both set against their own ordering keys (" + expected + " expected), chance " +
             probability_text(t.chance);
    case EvidenceKind::Errors:
      return "errors: the same wrong reading (or a count inherited) at " +
             count_text(t.observed, "place", "places") + " (" + expected + " expected), chance " +
             probability_text(t.chance);
  }
  return {};
}

// Whether the book on side `c` of the work's evidence prints no derived row the other
// side lacks.
bool explains(const WorkEvidence& we, bool c_is_b) { return (c_is_b ? we.only_b : we.only_a).empty(); }

struct PairIndex {
  std::map<std::pair<std::size_t, std::size_t>, std::size_t> at;
  std::size_t find(std::size_t x, std::size_t y) const {
    const auto it = at.find({std::min(x, y), std::max(x, y)});
    return it == at.end() ? kNone : it->second;
  }
};

bool not_after(const Book& e, const Book& c) { return !(e.year && c.year && *e.year > *c.year); }

template <class T>
std::vector<T> minus(const std::vector<T>& x, const std::vector<T>& y) {
  std::vector<T> a = x, b = y, out;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

template <class T>
std::size_t count_common(const std::vector<T>& x, const std::vector<T>& y) {
  std::vector<T> a = x, b = y, out;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out.size();
}

// The evidence that S is a second source of C once C's exemplar E is known: only the
// idiosyncrasies of C that E does not share (in a work E lacks, all of them), shared
// with S, each kind with its chance (docs/stemma.md, "Conditional evidence"). Returns
// the smallest chance of the three kinds and the works that carry the shared ones.
struct Conditional {
  Rational chance{1};
  std::vector<std::size_t> works;  // indexes into the apparatus list
  std::string text;
};

Conditional conditional_evidence(const BookEvidence& cs, std::size_t c,
                                 const std::vector<const BookEvidence*>& explainers) {
  std::vector<Distribution> kinds[3];
  std::size_t observed[3] = {0, 0, 0};
  Conditional out;
  for (const WorkEvidence& we : cs.works) {
    if (!we.counted_with.empty()) continue;
    const bool c_is_a = cs.a == c;
    const SharedHabits& h = we.habits;
    const OwnSelection& sel_c = c_is_a ? h.own_a() : h.own_b();
    const OwnSelection& sel_s = c_is_a ? h.own_b() : h.own_a();
    const OwnOrder& ord_c = c_is_a ? h.key_a() : h.key_b();
    const OwnOrder& ord_s = c_is_a ? h.key_b() : h.key_a();
    // The idiosyncrasies of C's known sources in this work, where they print it; the
    // errors C shares with them.
    std::vector<std::size_t> e_added, e_left_out, ce_errors;
    std::vector<PlacePair> e_departures;
    for (const BookEvidence* ce : explainers) {
      for (const WorkEvidence& x : ce->works) {
        if (x.work != we.work) continue;
        const bool e_is_a = ce->a != c;
        const OwnSelection& sel = e_is_a ? x.habits.own_a() : x.habits.own_b();
        e_added.insert(e_added.end(), sel.added.begin(), sel.added.end());
        e_left_out.insert(e_left_out.end(), sel.left_out.begin(), sel.left_out.end());
        const OwnOrder& ord = e_is_a ? x.habits.key_a() : x.habits.key_b();
        e_departures.insert(e_departures.end(), ord.departures.begin(), ord.departures.end());
        ce_errors.insert(ce_errors.end(), x.errors.shared.begin(), x.errors.shared.end());
      }
    }
    std::sort(ce_errors.begin(), ce_errors.end());
    ce_errors.erase(std::unique(ce_errors.begin(), ce_errors.end()), ce_errors.end());
    const std::vector<std::size_t> c_added = minus(sel_c.added, e_added);
    const std::vector<std::size_t> c_left_out = minus(sel_c.left_out, e_left_out);
    const std::vector<PlacePair> c_departures = minus(ord_c.departures, e_departures);
    const std::size_t shared[3] = {
        count_common(c_added, sel_s.added) + count_common(c_left_out, sel_s.left_out),
        count_common(c_departures, ord_s.departures),
        we.errors.shared.size() - count_common(we.errors.shared, ce_errors)};
    // The pools as in the pair's own evidence (evidence.cpp, shared_habits): C draws
    // only its idiosyncrasies E does not explain.
    const std::size_t universe = h.universe;
    const std::size_t given_c = sel_c.rule_places.size(), given_s = sel_s.rule_places.size();
    const std::size_t in_both = count_common(sel_c.rule_places, sel_s.rule_places);
    kinds[0].push_back(convolve(
        shared_draws_distribution(universe - given_c, c_added.size(), universe - given_s, sel_s.added.size(),
                                  universe - given_c - given_s + in_both),
        shared_draws_distribution(given_c, c_left_out.size(), given_s, sel_s.left_out.size(), in_both)));
    const std::vector<PlacePair> pc = ord_c.candidates(), ps = ord_s.candidates();
    kinds[1].push_back(shared_draws_distribution(pc.size(), c_departures.size(), ps.size(),
                                                 ord_s.departures.size(), count_common(pc, ps)));
    const std::size_t errors_c =
        (c_is_a ? we.errors.errors_a : we.errors.errors_b) -
        std::min(c_is_a ? we.errors.errors_a : we.errors.errors_b, count_common(ce_errors, we.errors.shared));
    const std::size_t errors_s = c_is_a ? we.errors.errors_b : we.errors.errors_a;
    if (we.errors.compared > 0) {
      kinds[2].push_back(binomial_distribution(
          we.errors.compared, Rational(static_cast<long>(errors_c * errors_s)) /
                                  Rational(static_cast<long>(we.errors.compared * we.errors.compared))));
    }
    for (std::size_t k = 0; k < 3; ++k) observed[k] += shared[k];
    if (shared[0] + shared[1] + shared[2] > 0) out.works.push_back(we.work);
  }
  static const char* kWords[3] = {"rows chosen or left out against their own rules",
                                  "neighbours set against their own keys", "the same wrong readings"};
  std::vector<Distribution> sums;
  std::vector<std::size_t> seen;
  for (std::size_t k = 0; k < 3; ++k) {
    sums.push_back(sum_distribution(kinds[k]));
    seen.push_back(observed[k]);
    if (observed[k] > 0)
      out.text += std::string(out.text.empty() ? "" : ", ") + std::to_string(observed[k]) + " " + kWords[k];
  }
  out.chance = combined_at_least(sums, seen);
  out.text = (out.text.empty() ? std::string("nothing") : out.text) +
             " beyond what the exemplar explains, chance " + probability_text(out.chance);
  return out;
}

}  // namespace

std::string_view name(StemmaEdgeKind kind) { return kEdgeKindNames.name(kind); }

std::string evidence_text(const BookEvidence& pair) {
  std::string s = "over " + count_text(pair.works.size(), "work", "works") + ": ";
  for (std::size_t i = 0; i < 3; ++i) s += (i ? "; " : "") + kind_text(pair.totals[i]);
  return s;
}

Stemma infer_stemma(const std::vector<Apparatus>& works, const std::vector<BookRecord>& records,
                    const PairsProgress& progress) {
  Stemma s;
  s.evidence = collect_evidence(works, records, progress);
  const Evidence& ev = s.evidence;
  s.tests = std::max<std::size_t>(1, ev.pairs.size());
  s.threshold = Rational(1, static_cast<long>(100 * s.tests));
  PairIndex index;
  for (std::size_t i = 0; i < ev.pairs.size(); ++i) {
    const BookEvidence& pair = ev.pairs[i];
    index.at[{pair.a, pair.b}] = i;
    const bool significant = pair.combined <= s.threshold;
    Sensitivity sens;
    sens.robust = significant;
    for (const NullModel m : kNullModels) {
      sens.chance[static_cast<std::size_t>(m)] = pair.combined_chance(m);
      sens.robust = sens.robust && sens.chance[static_cast<std::size_t>(m)] <= s.threshold;
    }
    if (significant) {
      for (std::size_t w = 0; w < pair.works.size(); ++w) {
        if (!pair.works[w].counted_with.empty()) continue;
        const Rational without = pair.combined_chance(NullModel::OwnHabits, w);
        sens.without.push_back({works[pair.works[w].work].work, without});
        sens.robust = sens.robust && without <= kCorroboration;
      }
    }
    // A pair is related only when its evidence survives every model and the loss of any
    // one work; one that the own-habits model alone relates is tentative, and joins nothing.
    s.related.push_back(sens.robust);
    s.tentative.push_back(significant && !sens.robust);
    s.sensitivity.push_back(std::move(sens));
  }
  for (std::size_t i = 0; i < ev.books.size(); ++i) {
    StemmaNode n;
    n.id = ev.books[i].package;
    n.label = ev.books[i].package;
    n.year = ev.books[i].year;
    n.book = i;
    s.nodes.push_back(n);
  }
  const auto related = [&](std::size_t x, std::size_t y) {
    const std::size_t p = index.find(x, y);
    return p != kNone && s.related[p];
  };
  const auto book_index = [&](const std::string& package) {
    for (std::size_t i = 0; i < ev.books.size(); ++i)
      if (ev.books[i].package == package) return i;
    return kNone;
  };
  std::set<std::pair<std::size_t, std::size_t>> joined;
  const auto join = [&](std::size_t x, std::size_t y) { joined.insert({std::min(x, y), std::max(x, y)}); };

  // The modern witnesses, known from their descriptors: a transcription, a retelling.
  for (std::size_t c = 0; c < ev.books.size(); ++c) {
    const Book& book = ev.books[c];
    const std::pair<std::string, StemmaEdgeKind> known[] = {{book.transcribes, StemmaEdgeKind::Transcription},
                                                            {book.record.retells, StemmaEdgeKind::Retelling}};
    for (const auto& [of, kind] : known) {
      const std::size_t e = of.empty() ? kNone : book_index(of);
      if (e == kNone) continue;
      StemmaEdge edge;
      edge.from = e;
      edge.to = c;
      edge.kind = kind;
      edge.evidence =
          kind == StemmaEdgeKind::Transcription
              ? "A modern transcription of the print (its descriptors say so): known, not inferred"
              : "A modern retelling of the book (its descriptors say so): known, not inferred";
      s.edges.push_back(edge);
    }
  }

  // Whether C, in every work it shares with E, prints no derived row E lacks; the works
  // where it does, in `failing`.
  const auto failing_works = [&](std::size_t e, std::size_t c) {
    std::vector<std::size_t> failing;  // indexes into the pair's works
    const BookEvidence& pair = ev.pairs[index.find(e, c)];
    const bool c_is_b = pair.b == c;
    for (std::size_t w = 0; w < pair.works.size(); ++w)
      if (!explains(pair.works[w], c_is_b)) failing.push_back(w);
    return failing;
  };

  std::vector<std::size_t> exemplar(ev.books.size(), kNone);
  for (std::size_t c = 0; c < ev.books.size(); ++c) {
    if (!ev.books[c].period) continue;
    std::vector<std::size_t> candidates;
    for (std::size_t e = 0; e < ev.books.size(); ++e) {
      if (e == c || !ev.books[e].period || !related(e, c) || !not_after(ev.books[e], ev.books[c])) continue;
      candidates.push_back(e);
    }
    if (candidates.empty()) continue;
    // The exemplar explains the most works; of those, the weightiest evidence.
    std::stable_sort(candidates.begin(), candidates.end(), [&](std::size_t x, std::size_t y) {
      const std::size_t fx = failing_works(x, c).size(), fy = failing_works(y, c).size();
      if (fx != fy) return fx < fy;
      return ev.pairs[index.find(x, c)].weight() < ev.pairs[index.find(y, c)].weight();
    });
    std::size_t e = candidates.front();
    const bool explained = failing_works(e, c).empty();
    if (!explained) {
      // Only a book dated before C: without dates, the rows each prints that the other
      // lacks leave the direction open.
      std::vector<std::size_t> earlier;
      for (std::size_t x : candidates)
        if (ev.books[x].year && ev.books[c].year && *ev.books[x].year < *ev.books[c].year)
          earlier.push_back(x);
      if (earlier.empty()) continue;
      e = *std::min_element(earlier.begin(), earlier.end(), [&](std::size_t x, std::size_t y) {
        return ev.pairs[index.find(x, c)].weight() < ev.pairs[index.find(y, c)].weight();
      });
    }
    if (joined.count({std::min(e, c), std::max(e, c)})) continue;
    const std::size_t p = index.find(e, c);
    const BookEvidence& pair = ev.pairs[p];
    StemmaEdge edge;
    edge.from = e;
    edge.to = c;
    // Direction: E could be C's copy too when nothing dates them apart and each prints
    // every row the other does.
    const bool both_ways =
        not_after(ev.books[c], ev.books[e]) && failing_works(e, c).empty() && failing_works(c, e).empty();
    edge.kind = both_ways   ? StemmaEdgeKind::Related
                : explained ? StemmaEdgeKind::Copy
                            : StemmaEdgeKind::Depends;
    if (both_ways) std::tie(edge.from, edge.to) = std::pair(std::min(e, c), std::max(e, c));
    edge.evidence = kind_text(pair.strongest());
    for (std::size_t w : failing_works(e, c)) {
      const WorkEvidence& we = pair.works[w];
      const std::vector<std::size_t>& rows = pair.b == c ? we.only_b : we.only_a;
      const std::size_t witness = pair.b == c ? we.b : we.a;
      std::string named;
      for (std::size_t r : rows)
        named += (named.empty() ? "" : ", ") + row_named(works[we.work], r) + " (" +
                 cited(works[we.work], r, witness) + ")";
      edge.additions.push_back(works[we.work].work + " " + named);
    }
    edge.strength = pair.strongest().chance;
    edge.pair = p;
    edge.has_pair = true;
    s.edges.push_back(edge);
    join(e, c);
    if (!both_ways) exemplar[c] = e;
  }

  // Second sources: once C's exemplar E is known, a book S not dated after C is a second
  // source only on what C shares with S beyond what E (and any second source found
  // before it) explains, with its own chance; the books are tried the weightiest first.
  // (No corroboration without each work is asked here: a second source is often the
  // source of one work or two, and the test is made only inside a relation already
  // established; docs/stemma.md gives its false claims over the simulated folders.)
  // The candidates, counted first: the conditional tests are a family of their own,
  // with their own threshold, 1 in 100 over the tests made.
  std::vector<std::vector<std::size_t>> second_candidates(ev.books.size());
  std::size_t conditional_tests = 0;
  for (std::size_t c = 0; c < ev.books.size(); ++c) {
    const std::size_t e = exemplar[c];
    if (e == kNone) continue;
    for (std::size_t x = 0; x < ev.books.size(); ++x) {
      if (x == c || x == e || !ev.books[x].period || !not_after(ev.books[x], ev.books[c])) continue;
      const std::size_t p = index.find(x, c);
      if (p == kNone || joined.count({std::min(x, c), std::max(x, c)})) continue;
      second_candidates[c].push_back(x);
    }
    conditional_tests += second_candidates[c].size();
  }
  s.conditional_threshold = Rational(1, static_cast<long>(100 * std::max<std::size_t>(1, conditional_tests)));
  for (std::size_t c = 0; c < ev.books.size(); ++c) {
    const std::size_t e = exemplar[c];
    if (e == kNone) continue;
    std::vector<const BookEvidence*> explainers{&ev.pairs[index.find(e, c)]};
    std::vector<std::size_t> others = second_candidates[c];
    std::stable_sort(others.begin(), others.end(), [&](std::size_t x, std::size_t y) {
      return ev.pairs[index.find(x, c)].weight() < ev.pairs[index.find(y, c)].weight();
    });
    for (std::size_t x : others) {
      const std::size_t p = index.find(x, c);
      const Conditional given = conditional_evidence(ev.pairs[p], c, explainers);
      if (given.chance > s.conditional_threshold) continue;
      StemmaEdge extra;
      extra.from = x;
      extra.to = c;
      extra.kind = StemmaEdgeKind::Contamination;
      // The works taken from it: those where C prints rows its exemplar lacks and this
      // book prints them all; else the works that carry the evidence.
      const BookEvidence& xc = ev.pairs[p];
      const BookEvidence& ec = ev.pairs[index.find(e, c)];
      for (std::size_t w : failing_works(e, c)) {
        const std::size_t work = ec.works[w].work;
        for (const WorkEvidence& we : xc.works)
          if (we.work == work && explains(we, xc.b == c)) extra.works.push_back(works[work].work);
      }
      if (extra.works.empty())
        for (std::size_t w : given.works) extra.works.push_back(works[w].work);
      extra.evidence = given.text;
      extra.strength = given.chance;
      extra.pair = p;
      extra.has_pair = true;
      s.edges.push_back(extra);
      join(x, c);
      explainers.push_back(&ev.pairs[p]);
    }
    // A book that depends on its exemplar for rows it lacks is its copy after all when
    // its second sources print every such row.
    for (StemmaEdge& edge : s.edges) {
      if (edge.kind != StemmaEdgeKind::Depends || edge.to != c || edge.from != e) continue;
      std::set<std::string> taken;
      for (const StemmaEdge& other : s.edges)
        if (other.kind == StemmaEdgeKind::Contamination && other.to == c)
          taken.insert(other.works.begin(), other.works.end());
      const BookEvidence& ec = ev.pairs[index.find(e, c)];
      const std::vector<std::size_t> failing = failing_works(e, c);
      if (std::all_of(failing.begin(), failing.end(),
                      [&](std::size_t w) { return taken.count(works[ec.works[w].work].work) > 0; })) {
        edge.kind = StemmaEdgeKind::Copy;
        edge.additions.clear();
      }
    }
  }

  // The ancestors of each node through the edges so far (a Related edge both ways).
  const auto ancestors = [&](std::size_t x) {
    std::set<std::size_t> seen;
    std::vector<std::size_t> todo{x};
    while (!todo.empty()) {
      const std::size_t y = todo.back();
      todo.pop_back();
      for (const StemmaEdge& edge : s.edges) {
        if (edge.kind == StemmaEdgeKind::Stated) continue;
        std::size_t up = kNone;
        if (edge.to == y) up = edge.from;
        if (edge.kind == StemmaEdgeKind::Related && edge.from == y) up = edge.to;
        if (up != kNone && seen.insert(up).second) todo.push_back(up);
      }
    }
    return seen;
  };

  // Related pairs the stemma does not yet explain, the weightiest first: a lost source
  // only where neither book can be the other's exemplar by the dates (the same year, or
  // undated); one node for each group of such books all related to one another.
  struct LostGroup {
    std::size_t node = 0;
    std::vector<std::size_t> members;
  };
  std::vector<LostGroup> groups;
  std::vector<std::size_t> by_weight(ev.pairs.size());
  for (std::size_t i = 0; i < by_weight.size(); ++i) by_weight[i] = i;
  std::stable_sort(by_weight.begin(), by_weight.end(),
                   [&](std::size_t x, std::size_t y) { return ev.pairs[x].weight() < ev.pairs[y].weight(); });
  for (std::size_t p : by_weight) {
    if (!s.related[p]) continue;
    const std::size_t a = ev.pairs[p].a, b = ev.pairs[p].b;
    if (joined.count({a, b})) continue;
    const std::set<std::size_t> up_a = ancestors(a), up_b = ancestors(b);
    if (up_a.count(b) || up_b.count(a)) continue;
    if (std::any_of(up_a.begin(), up_a.end(), [&](std::size_t x) { return up_b.count(x) > 0; })) continue;
    const bool dated_apart = ev.books[a].year && ev.books[b].year && *ev.books[a].year != *ev.books[b].year;
    if (dated_apart) continue;
    std::size_t g = 0;
    for (; g < groups.size(); ++g) {
      const auto& members = groups[g].members;
      const bool fits = std::all_of(members.begin(), members.end(), [&](std::size_t m) {
        return (m == a || related(m, a)) && (m == b || related(m, b));
      });
      if (fits) break;
    }
    if (g == groups.size()) {
      StemmaNode lost;
      lost.id = "lost-" + std::to_string(g + 1);
      lost.label = "a lost exemplar";
      lost.lost = true;
      s.nodes.push_back(lost);
      groups.push_back({s.nodes.size() - 1, {}});
    }
    for (std::size_t m : {a, b}) {
      auto& members = groups[g].members;
      if (std::find(members.begin(), members.end(), m) != members.end()) continue;
      members.push_back(m);
      StemmaEdge edge;
      edge.from = groups[g].node;
      edge.to = m;
      edge.kind = StemmaEdgeKind::LostSource;
      edge.pair = p;
      edge.has_pair = true;
      const std::size_t other = m == a ? b : a;
      edge.evidence =
          "Shared with " + ev.books[other].package + ": " + kind_text(ev.pairs[p].strongest()) +
          "; neither can be the other's exemplar (" +
          (ev.books[a].year && ev.books[b].year ? "printed the same year" : "nothing dates them apart") +
          ", and each prints rows the other lacks)";
      edge.strength = ev.pairs[p].strongest().chance;
      s.edges.push_back(edge);
    }
    join(a, b);
  }

  // What the books say of their sources, drawn beside what their tables show: one edge
  // for each book named by another, all its statements with it; none where a known
  // transcription or retelling already joins the two.
  for (std::size_t c = 0; c < ev.books.size(); ++c) {
    std::map<std::size_t, std::vector<Statement>> by_named;
    for (const Statement& st : ev.books[c].record.statements) {
      const std::size_t named = st.names.empty() ? kNone : book_index(st.names);
      if (named != kNone) by_named[named].push_back(st);
    }
    for (auto& [named, statements] : by_named) {
      const bool known = std::any_of(s.edges.begin(), s.edges.end(), [&](const StemmaEdge& e) {
        return (e.kind == StemmaEdgeKind::Transcription || e.kind == StemmaEdgeKind::Retelling) &&
               e.from == named && e.to == c;
      });
      if (known) continue;
      StemmaEdge edge;
      edge.from = named;
      edge.to = c;
      edge.kind = StemmaEdgeKind::Stated;
      std::set<std::string> ways;
      for (const Statement& st : statements) ways.insert(std::string(name(st.says)));
      for (const std::string& w : ways) edge.evidence += (edge.evidence.empty() ? "" : ", ") + w;
      const std::set<std::size_t> up = ancestors(c);
      const std::size_t p = index.find(named, c);
      if (up.count(named)) {
        edge.agreement = "the tables agree: " + ev.books[named].package + " is an ancestor of " +
                         ev.books[c].package + " in the stemma";
      } else if (p != kNone && s.related[p]) {
        edge.agreement = "the tables relate the two books, not as the book says";
      } else if (p == kNone) {
        edge.agreement = "the two books print no work in common: the tables can neither confirm nor deny it";
      } else {
        edge.agreement =
            "the tables can neither confirm nor deny it: what they share is no more than two "
            "authors' habits give (chance " +
            probability_text(ev.pairs[p].combined) + ")";
      }
      // The edition the book names, where it is not the one the witness here is.
      for (const Statement& st : statements) {
        const BookRecord& named_record = ev.books[named].record;
        if (st.edition.empty() || named_record.edition.empty()) continue;
        edge.agreement += "; the book names " + st.edition + " (" + st.where() + "), the witness here is " +
                          named_record.edition;
        break;
      }
      edge.statements = std::move(statements);
      s.edges.push_back(edge);
    }
  }

  // Every pair no edge joins, and why.
  for (std::size_t p = 0; p < ev.pairs.size(); ++p) {
    const BookEvidence& pair = ev.pairs[p];
    if (joined.count({pair.a, pair.b})) continue;
    UnjoinedPair u;
    u.pair = p;
    if (s.tentative[p]) {
      u.why = "tentative, not joined: all their evidence weighed as one has the chance " +
              probability_text(pair.combined) + ", at most the threshold " + probability_text(s.threshold) +
              ", but it does not survive every model or the loss of some one work";
    } else if (!s.related[p]) {
      u.why = "no evidence beyond each book's own habits: all of it weighed as one has the chance " +
              probability_text(pair.combined) + ", above the threshold " + probability_text(s.threshold) +
              " (the strongest kind, " + kind_text(pair.strongest()) + ")";
    } else {
      const std::set<std::size_t> up_a = ancestors(pair.a), up_b = ancestors(pair.b);
      std::string through;
      if (up_a.count(pair.b)) {
        through = "through " + ev.books[pair.b].package + ", an ancestor of " + ev.books[pair.a].package;
      } else if (up_b.count(pair.a)) {
        through = "through " + ev.books[pair.a].package + ", an ancestor of " + ev.books[pair.b].package;
      } else {
        for (std::size_t x : up_a)
          if (up_b.count(x)) {
            through = "through their common ancestor " + s.nodes[x].id;
            break;
          }
      }
      if (through.empty()) {
        const std::size_t later = ev.books[pair.a].year < ev.books[pair.b].year ? pair.b : pair.a;
        const std::size_t e = exemplar[later];
        through = e == kNone ? "but nothing orders them"
                             : "but what they share beyond " + ev.books[later].package + "'s exemplar " +
                                   ev.books[e].package + " is no more than chance";
      }
      u.why = "related (" + kind_text(pair.strongest()) + "), " + through;
    }
    s.unjoined.push_back(u);
  }
  return s;
}

}  // namespace rithmo
