#include "collation/stemma.hpp"

#include "params/enum_table.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace rithmo {

namespace {

constexpr auto kEdgeKindNames =
    enum_table<StemmaEdgeKind>({{StemmaEdgeKind::Copy, "copy"},
                                {StemmaEdgeKind::Related, "related"},
                                {StemmaEdgeKind::Depends, "depends"},
                                {StemmaEdgeKind::Contamination, "contamination"},
                                {StemmaEdgeKind::LostSource, "lost-source"},
                                {StemmaEdgeKind::Transcription, "transcription"}});

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

std::string count_text(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string kind_text(const KindTotal& t) {
  const std::string expected = mean_text(t.expected);
  switch (t.kind) {
    case EvidenceKind::Selection:
      return "selection: " + count_text(t.observed, "row", "rows") + " both print (" + expected +
             " expected by chance), chance " + probability_text(t.chance);
    case EvidenceKind::Arrangement:
      return "arrangement: " + count_text(t.observed, "break", "breaks") +
             " of the derivation's order both make (two rows set next to each other the other way round; " +
             expected + " expected), chance " + probability_text(t.chance);
    case EvidenceKind::Errors:
      return "errors: the same wrong reading at " + count_text(t.observed, "place", "places") + " (" +
             expected + " expected), chance " + probability_text(t.chance);
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

// The smallest chance of a work's three kinds of evidence.
Rational strongest_chance(const WorkEvidence& we) {
  return std::min({we.selection.chance, we.order.chance, we.errors.chance});
}

bool not_after(const Book& e, const Book& c) { return !(e.year && c.year && *e.year > *c.year); }

}  // namespace

std::string_view name(StemmaEdgeKind kind) { return kEdgeKindNames.name(kind); }

std::string evidence_text(const BookEvidence& pair) {
  std::string s = "over " + count_text(pair.works.size(), "work", "works") + ": ";
  for (std::size_t i = 0; i < 3; ++i) s += (i ? "; " : "") + kind_text(pair.totals[i]);
  return s;
}

Stemma infer_stemma(const std::vector<Apparatus>& works) {
  Stemma s;
  s.evidence = collect_evidence(works);
  const Evidence& ev = s.evidence;
  s.tests = std::max<std::size_t>(1, ev.pairs.size() * 3);
  s.threshold = Rational(1, static_cast<long>(100 * s.tests));
  PairIndex index;
  for (std::size_t i = 0; i < ev.pairs.size(); ++i) {
    index.at[{ev.pairs[i].a, ev.pairs[i].b}] = i;
    s.related.push_back(ev.pairs[i].strongest().chance <= s.threshold);
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
  std::set<std::pair<std::size_t, std::size_t>> joined;
  const auto join = [&](std::size_t x, std::size_t y) { joined.insert({std::min(x, y), std::max(x, y)}); };

  // The transcriptions, known.
  for (std::size_t c = 0; c < ev.books.size(); ++c) {
    if (ev.books[c].transcribes.empty()) continue;
    for (std::size_t e = 0; e < ev.books.size(); ++e) {
      if (ev.books[e].package != ev.books[c].transcribes) continue;
      StemmaEdge edge;
      edge.from = e;
      edge.to = c;
      edge.kind = StemmaEdgeKind::Transcription;
      edge.evidence = "A modern transcription of the print (its descriptors say so): known, not inferred";
      s.edges.push_back(edge);
      join(e, c);
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

  for (std::size_t c = 0; c < ev.books.size(); ++c) {
    if (!ev.books[c].transcribes.empty()) continue;
    std::vector<std::size_t> candidates;
    for (std::size_t e = 0; e < ev.books.size(); ++e) {
      if (e == c || !ev.books[e].transcribes.empty() || !related(e, c) ||
          !not_after(ev.books[e], ev.books[c]))
        continue;
      candidates.push_back(e);
    }
    // The exemplar explains the most works; of those, the weightiest evidence.
    std::stable_sort(candidates.begin(), candidates.end(), [&](std::size_t x, std::size_t y) {
      const std::size_t fx = failing_works(x, c).size(), fy = failing_works(y, c).size();
      if (fx != fy) return fx < fy;
      return ev.pairs[index.find(x, c)].weight() < ev.pairs[index.find(y, c)].weight();
    });
    // For exemplar E: the works where C prints rows E lacks that a second source
    // explains (a related book, not dated after C, that prints every row C prints there
    // and whose agreement with C in that work is itself beyond chance), and those no
    // other book explains.
    struct Sources {
      std::map<std::size_t, std::vector<std::string>> second;  // book -> works
      std::vector<std::size_t> unexplained;                    // indexes into the pair's works
    };
    const auto sources_for = [&](std::size_t e) {
      Sources out;
      const BookEvidence& pair = ev.pairs[index.find(e, c)];
      for (std::size_t w : failing_works(e, c)) {
        const std::size_t work = pair.works[w].work;
        std::size_t found = kNone;
        for (std::size_t e2 : candidates) {
          if (e2 == e || found != kNone) continue;
          const BookEvidence& pair2 = ev.pairs[index.find(e2, c)];
          for (const WorkEvidence& we : pair2.works)
            if (we.work == work && explains(we, pair2.b == c) && strongest_chance(we) <= s.threshold)
              found = e2;
        }
        if (found == kNone) {
          out.unexplained.push_back(w);
        } else {
          out.second[found].push_back(works[work].work);
        }
      }
      return out;
    };
    if (candidates.empty()) continue;
    // The exemplar: the first candidate that, with second sources, explains every row C
    // prints; failing that, the weightiest, on which C depends with rows of its own.
    std::size_t e = kNone;
    Sources found;
    for (std::size_t x : candidates) {
      Sources f = sources_for(x);
      if (f.unexplained.empty()) {
        e = x;
        found = std::move(f);
        break;
      }
    }
    const bool explained = e != kNone;
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
      found = sources_for(e);
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
    if (both_ways)
      std::tie(edge.from, edge.to) = std::pair(std::min(e, c), std::max(e, c));  // in the books' order
    edge.evidence = kind_text(pair.strongest());
    for (std::size_t w : found.unexplained) {
      const WorkEvidence& we = pair.works[w];
      const std::vector<std::size_t>& rows = pair.b == c ? we.only_b : we.only_a;
      std::string places;
      for (std::size_t r : rows) places += (places.empty() ? "" : ", ") + std::to_string(r);
      edge.additions.push_back(works[we.work].work + " " + places);
    }
    edge.strength = pair.strongest().chance;
    edge.pair = p;
    edge.has_pair = true;
    s.edges.push_back(edge);
    join(e, c);
    for (const auto& [e2, names] : found.second) {
      const std::size_t p2 = index.find(e2, c);
      StemmaEdge extra;
      extra.from = e2;
      extra.to = c;
      extra.kind = StemmaEdgeKind::Contamination;
      extra.works = names;
      extra.evidence = kind_text(ev.pairs[p2].strongest());
      extra.strength = ev.pairs[p2].strongest().chance;
      extra.pair = p2;
      extra.has_pair = true;
      s.edges.push_back(extra);
      join(e2, c);
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
        std::size_t up = kNone;
        if (edge.to == y) up = edge.from;
        if (edge.kind == StemmaEdgeKind::Related && edge.from == y) up = edge.to;
        if (up != kNone && seen.insert(up).second) todo.push_back(up);
      }
    }
    return seen;
  };

  // Related pairs the stemma does not yet explain, the weightiest first: a lost source
  // for each group of them (books all related to one another), its edges drawn at once
  // so that it explains the pairs that follow.
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
      lost.label = "a lost source";
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
      edge.evidence = "Shared with " + ev.books[other].package + ": " + kind_text(ev.pairs[p].strongest()) +
                      "; neither can have copied the other";
      edge.strength = ev.pairs[p].strongest().chance;
      s.edges.push_back(edge);
    }
    join(a, b);
  }

  // Every pair no edge joins, and why.
  for (std::size_t p = 0; p < ev.pairs.size(); ++p) {
    const BookEvidence& pair = ev.pairs[p];
    if (joined.count({pair.a, pair.b})) continue;
    UnjoinedPair u;
    u.pair = p;
    if (!s.related[p]) {
      u.why = "no evidence in these tables that one depends on the other: the strongest, " +
              kind_text(pair.strongest()) + ", is above the threshold " + probability_text(s.threshold);
    } else {
      const std::set<std::size_t> up_a = ancestors(pair.a), up_b = ancestors(pair.b);
      std::string through;
      if (up_a.count(pair.b)) {
        through = ev.books[pair.b].package + ", an ancestor of " + ev.books[pair.a].package;
      } else if (up_b.count(pair.a)) {
        through = ev.books[pair.a].package + ", an ancestor of " + ev.books[pair.b].package;
      } else {
        for (std::size_t x : up_a)
          if (up_b.count(x)) {
            through = "their common ancestor " + s.nodes[x].id;
            break;
          }
      }
      u.why = "related (" + kind_text(pair.strongest()) + "), through " + through;
    }
    s.unjoined.push_back(u);
  }
  return s;
}

}  // namespace rithmo
