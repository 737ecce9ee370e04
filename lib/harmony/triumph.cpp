#include "harmony/triumph.hpp"

#include "harmony/terms.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

namespace rithmo {

std::string Kinds::str() const {
  std::string s;
  for (Proportion p : kProportions) {
    if (!has(p)) continue;
    if (!s.empty()) s += "+";
    s += name(p);
  }
  return s;
}

std::optional<Kinds> parse_kind_pair(std::string_view text) {
  const auto plus = text.find('+');
  if (plus == std::string_view::npos) return std::nullopt;
  const auto a = parse_proportion(text.substr(0, plus));
  const auto b = parse_proportion(text.substr(plus + 1));
  if (!a || !b || *a == *b) return std::nullopt;
  return Kinds{*a, *b};
}

namespace {

// in_proportion of three ascending numbers, in the width they are held in.
bool ascending_in_proportion(Proportion p, std::int64_t a, std::int64_t b, std::int64_t c) {
  return in_proportion_fixed(p, a, b, c).value_or(false);
}
bool ascending_in_proportion(Proportion p, const mpz_class& a, const mpz_class& b, const mpz_class& c) {
  return in_proportion(p, Triple{a, b, c});
}

// kinds_witnessed over the ascending numbers, read as `v` (the same numbers in 64 bits
// when they are small, terms.hpp, or the numbers themselves).
template <class N>
std::vector<KindWitness> witnessed(const std::vector<N>& v, const std::vector<mpz_class>& numbers,
                                   const TriumphOptions& options) {
  std::vector<KindWitness> out;
  const std::size_t n = v.size();
  for (Proportion p : kProportions) {
    // Four numbers show geometric proportion only by equal ratios under that reading.
    const bool by_three =
        !(p == Proportion::Geometric && n == 4 && options.geometric_four == GeometricFour::EqualRatios);
    bool found = false;
    for (std::size_t i = 0; by_three && i < n && !found; ++i) {
      for (std::size_t j = i + 1; j < n && !found; ++j) {
        for (std::size_t l = j + 1; l < n && !found; ++l) {
          if (ascending_in_proportion(p, v[i], v[j], v[l])) {
            out.push_back({p, {numbers[i], numbers[j], numbers[l]}});
            found = true;
          }
        }
      }
    }
    if (!found && p == Proportion::Geometric && n == 4 &&
        options.geometric_four != GeometricFour::Progression && equal_ratios(v[0], v[1], v[2], v[3])) {
      out.push_back({p, numbers});
    }
  }
  return out;
}

}  // namespace

std::vector<KindWitness> kinds_witnessed(std::vector<mpz_class> numbers, const TriumphOptions& options) {
  std::sort(numbers.begin(), numbers.end());
  return harmony_detail::on_pool(numbers, [&](const auto& v) { return witnessed(v, numbers, options); });
}

Kinds kinds_shown(std::vector<mpz_class> numbers, const TriumphOptions& options) {
  Kinds k;
  for (const KindWitness& w : kinds_witnessed(std::move(numbers), options)) k.add(w.kind);
  return k;
}

namespace {

bool grade_accepts(Grade grade, Kinds k, std::size_t size, const TriumphOptions& options,
                   std::optional<Kinds> pair) {
  switch (grade) {
    case Grade::Great:
      return size == 3 && k.count() >= 1;
    case Grade::Greater:
      if (size != 4) return false;
      if (options.two_kinds == TwoKinds::Exactly ? k.count() != 2 : k.count() < 2) return false;
      return !pair || k.contains(*pair);
    case Grade::Greatest:
      return size == 4 && k.count() == 3;
  }
  return false;
}

}  // namespace

bool is_triumph(Grade grade, const std::vector<mpz_class>& numbers, const TriumphOptions& options,
                std::optional<Kinds> pair) {
  std::vector<mpz_class> sorted = numbers;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return false;
  return grade_accepts(grade, kinds_shown(sorted, options), sorted.size(), options, pair);
}

namespace {

using Four = std::array<int, 4>;

struct Found {
  Four at;  // indices into the pool, ascending (at[3] unused for three)
  Kinds kinds;
};

// The kinds three ascending numbers stand in, every kind counted.
template <class N>
Kinds triple_kinds(const N& a, const N& b, const N& c) {
  Kinds k;
  for (Proportion p : kProportions) {
    if (harmony_detail::holds(p, a, b, c)) k.add(p);
  }
  return k;
}

// The sets of four over the ascending, distinct, positive values that hold two triples
// in proportion or an equal ratio, as indices, whatever the reading: each with the
// kinds its triples stand in (`held`, geometric among them by progression) and
// whether it stands in an equal ratio a:b = c:d. A reading and a grade then choose
// among them (accepted).
//
// Every triple in proportion is found by looking up its third term (terms.hpp). A set
// of four showing two kinds or three holds two triples in proportion: one at least,
// since an equal ratio a:b = c:d gives one kind at most; and a second, either shown
// or because of the equal ratio. For with ad = bc = P the map x -> P/x exchanges a
// with d and b with c, so it carries a triple of the four to another one of them,
// in proportion too (the reciprocals of an arithmetic progression are in musical
// proportion and the other way round; a geometric progression stays geometric).
// Two triples of four share two numbers: the fourth number of a set is the third
// of a triple in proportion through two of the first (the index of triples by their
// pairs). Each set is counted from the least triple in proportion it holds, once.
struct Candidate {
  Four at;
  Kinds held;
  bool equal_ratios = false;
};

struct Tri {
  std::array<int, 3> at;
  Kinds kinds;
};

template <class N>
std::vector<Tri> triples_of(const std::vector<N>& v) {
  std::vector<Tri> triples;
  harmony_detail::for_each_triple(v, true, true, true, [&](int i, int j, int k, Proportion p) {
    for (auto it = triples.rbegin(); it != triples.rend() && it->at[0] == i && it->at[1] == j; ++it) {
      if (it->at[2] == k) {
        it->kinds.add(p);
        return;
      }
    }
    triples.push_back({{i, j, k}, Kinds{p}});
  });
  return triples;
}

template <class N>
std::vector<Candidate> candidates_of(const std::vector<N>& v) {
  const int n = static_cast<int>(v.size());
  const std::vector<Tri> triples = triples_of(v);
  // Each triple under each of its three pairs, sorted by pair.
  std::vector<std::pair<std::int64_t, int>> by_pair;
  by_pair.reserve(triples.size() * 3);
  auto key = [n](int x, int y) { return static_cast<std::int64_t>(x) * n + y; };
  for (int t = 0; t < static_cast<int>(triples.size()); ++t) {
    const auto& [i, j, k] = triples[t].at;
    by_pair.push_back({key(i, j), t});
    by_pair.push_back({key(i, k), t});
    by_pair.push_back({key(j, k), t});
  }
  std::sort(by_pair.begin(), by_pair.end());
  std::vector<Candidate> out;
  std::vector<int> fourth;
  for (int t = 0; t < static_cast<int>(triples.size()); ++t) {
    const std::array<int, 3> at = triples[t].at;
    fourth.clear();
    for (const auto& [x, y] : {std::pair{at[0], at[1]}, std::pair{at[0], at[2]}, std::pair{at[1], at[2]}}) {
      auto it = std::lower_bound(by_pair.begin(), by_pair.end(), std::pair{key(x, y), -1});
      for (; it != by_pair.end() && it->first == key(x, y); ++it) {
        for (const int w : triples[it->second].at) {
          if (w != x && w != y && it->second != t) fourth.push_back(w);
        }
      }
    }
    std::sort(fourth.begin(), fourth.end());
    fourth.erase(std::unique(fourth.begin(), fourth.end()), fourth.end());
    for (const int w : fourth) {
      Four s{at[0], at[1], at[2], w};
      std::sort(s.begin(), s.end());
      const N &a = v[s[0]], &b = v[s[1]], &c = v[s[2]], &d = v[s[3]];
      // The four triples in lexicographic order; the set is counted from the first
      // that is in proportion.
      const Kinds held[4] = {triple_kinds(a, b, c), triple_kinds(a, b, d), triple_kinds(a, c, d),
                             triple_kinds(b, c, d)};
      const std::array<int, 3> sub[4] = {
          {s[0], s[1], s[2]}, {s[0], s[1], s[3]}, {s[0], s[2], s[3]}, {s[1], s[2], s[3]}};
      int first = 0;
      while (held[first] == Kinds{}) ++first;
      if (sub[first] != at) continue;
      Candidate c4{s, {}, equal_ratios(a, b, c, d)};
      for (const Kinds h : held) {
        for (Proportion p : kProportions) {
          if (h.has(p)) c4.held.add(p);
        }
      }
      out.push_back(c4);
    }
  }
  std::sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) { return a.at < b.at; });
  return out;
}

// The kinds a candidate set shows under the reading of geometric among four.
Kinds shown(const Candidate& c, const TriumphOptions& options) {
  Kinds kinds;
  for (Proportion p : kProportions) {
    if (c.held.has(p) &&
        (p != Proportion::Geometric || options.geometric_four != GeometricFour::EqualRatios)) {
      kinds.add(p);
    }
  }
  if (options.geometric_four != GeometricFour::Progression && c.equal_ratios)
    kinds.add(Proportion::Geometric);
  return kinds;
}

// The candidates of a pool (ascending, distinct, positive), made once for each pool a
// process asks for: the readings and grades of a triumph choose among the same sets,
// and an audit binds the relation under many readings. A few pools are kept (a run
// asks for one per army and choice of the kings' numbers); more start the memory over.
std::shared_ptr<const std::vector<Candidate>> candidates(const std::vector<mpz_class>& sorted) {
  static std::mutex mutex;
  static std::map<std::vector<mpz_class>, std::shared_ptr<const std::vector<Candidate>>> made;
  constexpr std::size_t kKept = 64;
  {
    const std::lock_guard<std::mutex> lock(mutex);
    if (auto it = made.find(sorted); it != made.end()) return it->second;
  }
  std::shared_ptr<const std::vector<Candidate>> found = harmony_detail::on_pool(
      sorted, [](const auto& v) { return std::make_shared<const std::vector<Candidate>>(candidates_of(v)); });
  const std::lock_guard<std::mutex> lock(mutex);
  if (made.size() >= kKept) made.clear();
  return made.emplace(sorted, std::move(found)).first->second;
}

template <class N>
std::vector<Found> great_sets(const std::vector<N>& v) {
  std::vector<Found> out;
  for (const Tri& t : triples_of(v)) out.push_back({{t.at[0], t.at[1], t.at[2], -1}, t.kinds});
  // Found by pair, then by kind: each pair's few triples in the order of k.
  std::sort(out.begin(), out.end(), [](const Found& a, const Found& b) { return a.at < b.at; });
  return out;
}

}  // namespace

std::vector<TriumphSet> triumphs(Grade grade, const std::vector<mpz_class>& pool,
                                 const TriumphOptions& options, std::optional<Kinds> pair) {
  std::vector<mpz_class> sorted = pool;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  // Proportions are of positive numbers: the others are in no set.
  sorted.erase(sorted.begin(), std::upper_bound(sorted.begin(), sorted.end(), 0));
  std::vector<Found> found;
  if (grade == Grade::Great) {
    found = harmony_detail::on_pool(sorted, [](const auto& v) { return great_sets(v); });
  } else {
    for (const Candidate& c : *candidates(sorted)) {
      const Kinds kinds = shown(c, options);
      if (grade_accepts(grade, kinds, 4, options, pair)) found.push_back({c.at, kinds});
    }
  }
  const std::size_t size = grade == Grade::Great ? 3 : 4;
  std::vector<TriumphSet> out;
  out.reserve(found.size());
  for (const Found& f : found) {
    TriumphSet set;
    for (std::size_t i = 0; i < size; ++i) set.numbers.push_back(sorted[f.at[i]]);
    set.kinds = f.kinds;
    out.push_back(std::move(set));
  }
  return out;
}

}  // namespace rithmo
