#include "search/evaluation.hpp"

#include "play/outcome.hpp"
#include "victory/goal.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <vector>

namespace rithmo::search {

namespace {

using play::Game;
using play::Man;
using play::Position;

constexpr int kWhole = 1000;  // the whole victory

// The men the standards' sum asks of `side`'s enemy: standards times one standard,
// as a whole number (rounded up: the sum must reach it).
long standards_need(const Game& game, const play::Victory& v, Army enemy) {
  const Rational need = Rational(v.standards) * game.standard(enemy);
  const mpz_class num = need.numerator();
  const mpz_class den = need.denominator();
  const mpz_class up = (num + den - 1) / den;
  return std::max<long>(1, up.get_si());
}

// What one term asks: a positive whole number.
long need_of(const Game& game, const play::Victory& v, Term term, Army enemy) {
  switch (term) {
    case Term::Men:
      return std::max(1, v.men);
    case Term::Sum:
      return std::max(1, v.sum);
    case Term::Characters:
      return std::max(1, v.characters);
    case Term::Standards:
      return standards_need(game, v, enemy);
  }
  return 1;
}

// What a man (or the count of a tally) brings toward one term.
long got_of(Term term, long units, long number, long digits) {
  switch (term) {
    case Term::Men:
      return units;
    case Term::Sum:
    case Term::Standards:
      return number;
    case Term::Characters:
      return digits;
  }
  return 0;
}

// The material and advance of one side.
struct SideSums {
  long worth = 0;  // in thousandths, times the goal's terms
  int units = 0;
  int king = 0;  // thousandths of his king standing
  int camp = 0;
  int advance = 0;
  int men = 0;
  int declared = 0;
  int declared_in_camp = 0;
  int declared_to_go = 0;  // ranks the declared men have still to go to the enemy's camp
  int king_square = -1;
  // The declared men the side's triumph counts: their squares, and whether the side
  // moves them (its own) or only finds them in place (the adversary's, Barozzi).
  struct Counted {
    int square;
    bool own;
  };
  std::array<Counted, 8> triumph{};
  int triumph_men = 0;
  void count(int square, bool own) {
    if (triumph_men < static_cast<int>(triumph.size())) triumph[triumph_men++] = {square, own};
  }
};

// The arrangements of a triumph of `men` in `side`'s enemy's camp, found once for each
// board, camp and number of men (play::triumph_arrangements), on each thread.
const std::vector<std::vector<int>>& arrangements(const play::Geometry& g, Army side, int depth, int men) {
  struct Key {
    int files, ranks, side, depth, men;
    bool operator==(const Key&) const = default;
  };
  thread_local std::vector<std::pair<Key, std::vector<std::vector<int>>>> cache;
  const Key key{g.files(), g.ranks(), static_cast<int>(side), depth, men};
  for (const auto& [k, v] : cache)
    if (k == key) return v;
  cache.emplace_back(key, play::triumph_arrangements(g, side, depth, men));
  return cache.back().second;
}

// The moves of a king (the greater of the files and ranks apart) between two squares.
int king_distance(const play::Geometry& g, int a, int b) {
  return std::max(std::abs(g.file(a) - g.file(b)), std::abs(g.rank(a) - g.rank(b)));
}

// What an adversary's man not already on his place in an arrangement costs: the side
// cannot move him there, so the arrangement must be another.
constexpr int kUnmovable = 40;

// How far a side's counted men stand from a triumph arranged in a line or a square: the
// least, over the arrangements and the ways of setting the men on their squares, of the
// king's moves the side's own men have to make (the adversary's cost kUnmovable off
// their place).
int arrangement_cost_of(const play::Geometry& g, const SideSums& s, Army side, int depth, int needed) {
  std::array<int, 8> order{};
  for (int i = 0; i < s.triumph_men; ++i) order[i] = i;
  int best = std::numeric_limits<int>::max();
  for (const std::vector<int>& target : arrangements(g, side, depth, needed)) {
    std::array<int, 8> perm = order;
    do {
      int cost = 0;
      for (int i = 0; i < needed && cost < best; ++i) {
        const SideSums::Counted& c = s.triumph[perm[i]];
        cost += c.own ? king_distance(g, c.square, target[i]) : (c.square == target[i] ? 0 : kUnmovable);
      }
      best = std::min(best, cost);
    } while (std::next_permutation(perm.begin(), perm.begin() + needed));
  }
  return best == std::numeric_limits<int>::max() ? 0 : best;
}

// The same, remembered: a search meets the same declared men on the same squares at
// most of its nodes. A direct-mapped table on each thread, keyed by the board, the side
// and the men (sorted: the cost does not depend on their order).
int arrangement_cost(const play::Geometry& g, const SideSums& s, Army side, int depth, int needed) {
  std::array<int, 8> men{};
  for (int i = 0; i < s.triumph_men; ++i) men[i] = s.triumph[i].square * 2 + (s.triumph[i].own ? 1 : 0);
  // Sorted by insertion: a handful of men (std::sort's larger paths draw a bounds warning).
  for (int i = 1; i < s.triumph_men; ++i)
    for (int j = i; j > 0 && men[j - 1] > men[j]; --j) std::swap(men[j - 1], men[j]);
  std::uint64_t key = static_cast<std::uint64_t>(g.files()) | static_cast<std::uint64_t>(g.ranks()) << 5 |
                      static_cast<std::uint64_t>(depth) << 11 | static_cast<std::uint64_t>(side) << 16 |
                      static_cast<std::uint64_t>(needed) << 17;
  for (int i = 0; i < s.triumph_men && i < 4; ++i) key |= static_cast<std::uint64_t>(men[i]) << (20 + 9 * i);
  struct Entry {
    std::uint64_t key = ~0ull;
    int cost = 0;
  };
  thread_local std::array<Entry, 4096> table;
  Entry& e = table[(key * 0x9e3779b97f4a7c15ull) >> 52];
  if (e.key != key || s.triumph_men > 4) {
    e.key = s.triumph_men > 4 ? ~0ull : key;
    e.cost = arrangement_cost_of(g, s, side, depth, needed);
  }
  return e.cost;
}

}  // namespace

std::string_view name(Feature feature) {
  switch (feature) {
    case Feature::Material:
      return "material";
    case Feature::Progress:
      return "progress";
    case Feature::King:
      return "king";
    case Feature::Camp:
      return "camp";
    case Feature::Advance:
      return "advance";
    case Feature::Triumph:
      return "triumph";
    case Feature::Hunt:
      return "hunt";
  }
  return "";
}

const Weights& default_weights() {
  // Fitted from self-play by tools/bench/fit_weights.sh on 28 November 2026 (docs/engine.md,
  // "The evaluation"), from the weights of the fit before with advance held at 100:
  // 4 993 positions of the decided games of novice against novice. King and hunt keep
  // their starting 100: no game under the presets where they count (a victory that
  // needs the enemy king taken) was decided.
  static const Weights w{{0, 418, 100, 0, 100, 1780, 100}};
  return w;
}

Features features(const Game& game, const Position& pos) {
  const play::Rules& rules = game.rules();
  const play::Geometry& g = game.geometry();
  const play::Victory& v = pos.victory;
  const std::vector<Term>& goal_terms = terms(v.goal);
  const bool triumph = is_proper(v.goal) || v.goal == Goal::Row;
  const bool king_matters =
      (triumph && rules.proper_needs_king) || (is_common(v.goal) && rules.common_needs_king);

  // What each term asks, by the army taken from (only the standards differ between
  // the armies), found once.
  std::array<std::array<long, 4>, 2> need{};
  for (int enemy = 0; enemy < 2; ++enemy) {
    for (Term t : goal_terms)
      need[enemy][static_cast<int>(t)] = need_of(game, v, t, static_cast<Army>(enemy));
  }

  std::array<SideSums, 2> side{};
  std::array<int, 2> army_units{};
  for (const Man& m : pos.men) {
    if (!m.on_board) continue;
    const int a = static_cast<int>(m.army);
    SideSums& s = side[a];
    const int units = m.units();
    army_units[a] += units;
    s.units += units;
    ++s.men;
    if (m.king) {
      // His layers standing, in thousandths of the whole king: each layer taken brings
      // the enemy nearer the victory that needs him taken.
      s.king = m.layer_count ? kWhole * units / m.layer_count : kWhole;
      s.king_square = m.square;
    }
    const bool in_enemy_camp = play::in_camp(g, m.square, other(m.army), rules.camp_depth);
    if (in_enemy_camp) ++s.camp;
    if (m.declared) {
      // As victory_outcome counts him: in the triumph of the army that declared him,
      // his own (with the ranks to the enemy's camp to go) or, where the rules let the
      // adversary's men count (Barozzi 0051:41-42), his enemy's, in place.
      SideSums& by = side[static_cast<int>(m.declared_by)];
      const bool own = m.declared_by == m.army;
      ++by.declared;
      by.count(m.square, own);
      const bool in_by_enemy_camp = play::in_camp(g, m.square, other(m.declared_by), rules.camp_depth);
      if (in_by_enemy_camp) {
        ++by.declared_in_camp;
      } else if (own) {
        // The enemy's camp is the last camp_depth ranks before his end.
        const int to_end = m.army == Army::Odd ? g.ranks() - 1 - g.rank(m.square) : g.rank(m.square);
        by.declared_to_go += to_end - (rules.camp_depth - 1);
      }
    }
    // Odd's end is the first rank (in_camp): its men advance as the rank grows.
    const int rank = g.rank(m.square);
    s.advance += m.army == Army::Odd ? rank : g.ranks() - 1 - rank;
    // What taking him brings his enemy toward its goal.
    for (Term t : goal_terms) {
      s.worth += got_of(t, units, m.value, characters(static_cast<long>(m.value))) * kWhole /
                 need[a][static_cast<int>(t)];
    }
  }

  const int me = static_cast<int>(pos.to_move);
  const int them = 1 - me;
  Features f{};
  auto material = [&](int a) -> long {
    if (!goal_terms.empty()) return side[a].worth / static_cast<long>(goal_terms.size());
    const int all = std::max(1, army_units[0] + army_units[1]);
    return static_cast<long>(side[a].units) * kWhole / all;
  };
  f[static_cast<int>(Feature::Material)] = static_cast<int>(material(me) - material(them));

  // Progress: the side's tally over what the goal asks of the enemy it takes from.
  auto progress = [&](int a) -> long {
    if (goal_terms.empty()) return 0;
    const play::Tally& t = pos.tally[a];
    long least = kWhole;
    for (Term term : goal_terms) {
      const long got = got_of(term, t.men, t.sum, t.characters);
      least = std::min(least, std::min<long>(kWhole, got * kWhole / need[1 - a][static_cast<int>(term)]));
    }
    return least * least / kWhole;
  };
  f[static_cast<int>(Feature::Progress)] = static_cast<int>(progress(me) - progress(them));

  if (king_matters) f[static_cast<int>(Feature::King)] = (side[me].king - side[them].king) / 4;
  if (triumph) f[static_cast<int>(Feature::Camp)] = (side[me].camp - side[them].camp) * kWhole / 20;
  auto advance = [&](int a) {
    return side[a].men ? side[a].advance * kWhole / (side[a].men * g.ranks()) : 0;
  };
  f[static_cast<int>(Feature::Advance)] = (advance(me) - advance(them)) / 10;
  if (is_proper(v.goal)) {
    const int needed = v.goal == Goal::Great ? 3 : 4;
    // A share for each man declared, and three quarters of the whole as the men near
    // their places: under an arrangement, the king's moves to the nearest triumph
    // arranged (arrangement_cost), else the ranks to the enemy's camp; 20 a move or rank.
    auto triumph_of = [&](int a) {
      const SideSums& s = side[a];
      const int base = s.declared * kWhole / (4 * needed);
      if (s.declared != needed)
        return base + s.declared_in_camp * kWhole * 3 / (4 * needed) - 20 * s.declared_to_go;
      const int to_go = rules.arrangement == play::Arrangement::LineOrSquare && s.triumph_men == needed
                            ? arrangement_cost(g, s, static_cast<Army>(a), rules.camp_depth, needed)
                            : s.declared_to_go;
      return base + std::max(0, kWhole * 3 / 4 - 20 * to_go);
    };
    f[static_cast<int>(Feature::Triumph)] = triumph_of(me) - triumph_of(them);
  }
  if (king_matters) {
    auto hunt_of = [&](int a) {
      const int king = side[1 - a].king_square;
      if (king < 0 || side[a].men == 0) return 0;
      int near = 0;
      for (const Man& m : pos.men) {
        if (!m.on_board || static_cast<int>(m.army) != a || m.king) continue;
        const int d =
            std::max(std::abs(g.file(m.square) - g.file(king)), std::abs(g.rank(m.square) - g.rank(king)));
        near += std::max(0, 6 - d);
      }
      return near * kWhole / (6 * side[a].men);
    };
    f[static_cast<int>(Feature::Hunt)] = hunt_of(me) - hunt_of(them);
  }
  return f;
}

int evaluate(const Features& features, const Weights& weights) {
  long score = 0;
  for (int i = 0; i < kFeatures; ++i) score += static_cast<long>(features[i]) * weights.per_cent[i];
  return static_cast<int>(score / 100);
}

}  // namespace rithmo::search
