#include "search/evaluation.hpp"

#include "men/ways.hpp"
#include "play/outcome.hpp"
#include "search/approach.hpp"
#include "victory/goal.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <limits>
#include <optional>
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
  int declared_own = 0;
  int declared_to_go = 0;  // ranks the declared men have still to go to the enemy's camp
  int king_square = -1;
  int king_index = -1;
  // The numbers below kBorneBits the side's own men bear, but its kings and the men
  // either side declared: those it could still declare for its own triumph.
  std::array<std::uint64_t, 16> borne{};
  // The side's own men it declared: their squares and draughts (an adversary's man
  // counted in a declaration forecloses it, and his place is not reckoned).
  struct Counted {
    int square;
    int shape;  // his draught's class (draughts.hpp DraughtClass)
  };
  std::array<Counted, 8> triumph{};
  int triumph_men = 0;
  void count(int square, int shape) {
    if (triumph_men < static_cast<int>(triumph.size())) triumph[triumph_men++] = {square, shape};
  }
};

constexpr int kBorneBits = 16 * 64;

// Whether one of `side`'s own men, not a king and not declared, bears `value`.
bool bears(const SideSums& s, const Position& pos, Army side, std::uint16_t value) {
  if (value < kBorneBits) return (s.borne[value >> 6] >> (value & 63)) & 1;
  for (const Man& m : pos.men) {
    if (m.on_board && m.army == side && !m.king && !m.declared && m.value == value) return true;
  }
  return false;
}

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

std::uint64_t mix(std::uint64_t h, std::uint64_t x) { return (h ^ x) * 0x9e3779b97f4a7c15ull + (h >> 29); }

// The ordinary draughts (draughts.hpp) a man of each shape makes between two squares of
// an empty board; kFar where his draught never reaches (a triangle keeps to one square
// in four or eight, a square to one in nine, a round moving one way only to one colour).
// A declared man no longer flies (001 line 99), so these are the moves left to him.
constexpr std::uint8_t kFar = 255;
struct DraughtDistances {
  std::uint64_t key = 0;
  int squares = 0;
  std::array<std::vector<std::uint8_t>, 3> by_shape;  // [from * squares + to]
  int operator()(int shape, int from, int to) const {
    return by_shape[static_cast<std::size_t>(shape)][static_cast<std::size_t>(from * squares + to)];
  }
};

// Found by a breadth-first walk from every square, once for each board and set of
// draughts (keyed by the board's size and each shape's reach in each direction, which
// fix the draughts of an empty board), on each thread.
const DraughtDistances& draught_distances(const Game& game) {
  const play::Geometry& g = game.geometry();
  const play::Draughts& draughts = game.draughts();
  std::uint64_t key =
      mix(mix(0, static_cast<std::uint64_t>(g.files())), static_cast<std::uint64_t>(g.ranks()));
  for (int shape = 0; shape < 3; ++shape) {
    for (int d = 0; d < play::kDirections; ++d) key = mix(key, draughts.reach(shape, d));
  }
  thread_local std::deque<DraughtDistances> cache;  // a reference given out stays valid
  for (const DraughtDistances& known : cache)
    if (known.key == key) return known;
  DraughtDistances out;
  out.key = key;
  out.squares = g.squares();
  const auto n = static_cast<std::size_t>(g.squares());
  std::vector<int> queue;
  for (int shape = 0; shape < 3; ++shape) {
    std::vector<std::uint8_t>& d = out.by_shape[static_cast<std::size_t>(shape)];
    d.assign(n * n, kFar);
    for (int from = 0; from < g.squares(); ++from) {
      std::uint8_t* row = &d[static_cast<std::size_t>(from) * n];
      row[from] = 0;
      queue.assign(1, from);
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const int at = queue[head];
        for (const play::DraughtStep* step = draughts.begin(shape, at); step != draughts.end(shape, at);
             ++step) {
          if (row[step->target] != kFar) continue;
          row[step->target] = static_cast<std::uint8_t>(std::min(row[at] + 1, kFar - 1));
          queue.push_back(step->target);
        }
      }
    }
  }
  cache.push_back(std::move(out));
  return cache.back();
}

// The cost of a triumph no arrangement of which the men can reach: more than the three
// quarters its nearness may bring at 20 a move.
constexpr int kNever = 100;
// A triumph the side declared and can no longer make, or the adversary can undo: the
// side can win no other, as far below a side that has declared nothing as a triumph
// about to stand is above it.
constexpr int kForeclosed = -kWhole;

// Where the side's own men must make room on an arrangement's square: one of its men
// not counted steps aside (a move); an enemy man must be taken, or walk away.
constexpr int kStepAside = 1;
constexpr int kEnemyInPlace = 3;

// The nearest arrangements of a side's counted men, on an empty board: the least, over
// the ways of setting the men on an arrangement's squares, of the ordinary draughts they
// have to make, for the kNearest arrangements that cost least; an arrangement one of the
// men can never reach is passed over.
constexpr int kNearest = 8;
struct Nearest {
  int count = 0;
  std::array<int, kNearest> cost{};
  std::array<play::SquareSet, kNearest> squares{};
  // Each of the men counted, by his square, and the square he goes to.
  std::array<std::array<std::pair<std::uint8_t, std::uint8_t>, 8>, kNearest> goes{};
};

Nearest nearest_arrangements(const play::Geometry& g, const DraughtDistances& dist, const SideSums& s,
                             Army side, int depth, int needed) {
  std::array<int, 8> order{};
  for (int i = 0; i < s.triumph_men; ++i) order[i] = i;
  Nearest out;
  constexpr int kNone = std::numeric_limits<int>::max();
  for (const std::vector<int>& target : arrangements(g, side, depth, needed)) {
    // Only an arrangement that would be among the nearest found so far is worth its cost.
    const int bound = out.count < kNearest ? kNone : out.cost[kNearest - 1];
    // What each man costs on each square of it; each man's least over its squares,
    // summed, is the least any way of setting them can cost.
    std::array<std::array<int, 8>, 8> to{};
    int least = 0;
    for (int i = 0; i < needed && least < bound; ++i) {
      const SideSums::Counted& c = s.triumph[i];
      int fewest = kNone;
      for (int t = 0; t < needed; ++t) {
        int moves = dist(c.shape, c.square, target[t]);
        if (moves == kFar) moves = kNone;
        to[i][t] = moves;
        fewest = std::min(fewest, moves);
      }
      least = fewest == kNone ? kNone : least + fewest;
    }
    if (least >= bound) continue;
    int best = bound;
    std::array<int, 8> perm = order, best_perm = order;
    do {
      int cost = 0;
      for (int t = 0; t < needed && cost < best; ++t) {
        const int moves = to[perm[t]][t];
        cost = moves == kNone ? kNone : cost + moves;
      }
      if (cost < best) {
        best = cost;
        best_perm = perm;
      }
    } while (std::next_permutation(perm.begin(), perm.begin() + needed));
    if (best >= bound) continue;
    // Kept in order of cost, the farthest dropped when there are kNearest.
    int at = std::min(out.count, kNearest - 1);
    for (; at > 0 && out.cost[at - 1] > best; --at) {
      out.cost[at] = out.cost[at - 1];
      out.squares[at] = out.squares[at - 1];
      out.goes[at] = out.goes[at - 1];
    }
    out.cost[at] = best;
    out.squares[at] = {};
    for (int i = 0; i < needed; ++i) {
      out.squares[at][target[i] >> 6] |= 1ull << (target[i] & 63);
      const SideSums::Counted& c = s.triumph[best_perm[i]];
      out.goes[at][i] = {static_cast<std::uint8_t>(c.square), static_cast<std::uint8_t>(target[i])};
    }
    out.count = std::min(out.count + 1, kNearest);
  }
  return out;
}

// How far a side's counted men stand from a triumph arranged in a line or a square: of
// the nearest arrangements on an empty board (remembered: a search meets the same
// declared men on the same squares at most of its nodes; a direct-mapped table on each
// thread, keyed by the board, the side and the men, sorted, for the cost does not depend
// on their order), the least cost once the men standing on its squares are counted, each
// man not counted in the set a move more for stepping aside (kStepAside), or, the
// enemy's, kEnemyInPlace; kNever where no arrangement can be reached.
int arrangement_cost(const Game& game, const Position& pos, const SideSums& s, Army side, int depth,
                     int needed) {
  const play::Geometry& g = game.geometry();
  const DraughtDistances& dist = draught_distances(game);
  std::array<int, 8> men{};
  for (int i = 0; i < s.triumph_men; ++i) {
    const SideSums::Counted& c = s.triumph[i];
    men[i] = c.square * 8 + c.shape;
  }
  // Sorted by insertion: a handful of men (std::sort's larger paths draw a bounds warning).
  for (int i = 1; i < s.triumph_men; ++i)
    for (int j = i; j > 0 && men[j - 1] > men[j]; --j) std::swap(men[j - 1], men[j]);
  std::uint64_t key = static_cast<std::uint64_t>(depth) | static_cast<std::uint64_t>(side) << 5 |
                      static_cast<std::uint64_t>(needed) << 6;
  for (int i = 0; i < s.triumph_men && i < 4; ++i) key |= static_cast<std::uint64_t>(men[i]) << (10 + 11 * i);
  struct Entry {
    std::uint64_t key = ~0ull;
    Nearest nearest;
  };
  // Emptied when the board or the draughts change (another game on this thread).
  thread_local std::vector<Entry> table(1024);
  thread_local std::uint64_t table_of = 0;
  if (table_of != dist.key) {
    table.assign(table.size(), Entry{});
    table_of = dist.key;
  }
  Entry& e = table[(key * 0x9e3779b97f4a7c15ull) >> 54];
  if (e.key != key || s.triumph_men > 4) {
    e.key = s.triumph_men > 4 ? ~0ull : key;
    e.nearest = nearest_arrangements(g, dist, s, side, depth, needed);
  }
  const play::Draughts& draughts = game.draughts();
  play::SquareSet counted{};
  for (int i = 0; i < s.triumph_men; ++i)
    counted[s.triumph[i].square >> 6] |= 1ull << (s.triumph[i].square & 63);
  int best = kNever;
  for (int k = 0; k < e.nearest.count; ++k) {
    int cost = e.nearest.cost[k];
    for (std::size_t w = 0; w < counted.size() && cost < best; ++w) {
      for (std::uint64_t bits = e.nearest.squares[k][w] & ~counted[w]; bits; bits &= bits - 1) {
        const int i = pos.board[static_cast<std::size_t>(w * 64 + __builtin_ctzll(bits))];
        if (i >= 0) cost += pos.men[static_cast<std::size_t>(i)].army == side ? kStepAside : kEnemyInPlace;
      }
    }
    // A man off his square none of whose draughts nears it, as the board stands, waits
    // for a man to step aside (a man on the square itself is counted above).
    for (int j = 0; j < needed && cost < best; ++j) {
      const auto [from, to] = e.nearest.goes[k][j];
      if (from == to) continue;
      const int shape = static_cast<int>(pos.men[static_cast<std::size_t>(pos.board[from])].shape);
      const int now = dist(shape, from, to);
      bool nears = false;
      for (const play::DraughtStep* st = draughts.begin(shape, from);
           st != draughts.end(shape, from) && !nears; ++st) {
        nears = (pos.board[st->target] < 0 || st->target == to) && dist(shape, st->target, to) < now &&
                play::way_clear(pos.board.data(), *st, draughts.leaps(shape));
      }
      if (!nears) cost += kStepAside;
    }
    best = std::min(best, cost);
  }
  return best;
}

// The moves within which the men aimed at one of the enemy king's numbers count toward
// the hunt, a sixteenth of its share less for each: as many as the long board's side
// (on 8 x 16 savard's novice won 36, 42 and 35 games of 60 against random play with 8,
// 16 and 24; scholar 53, 54 and 55).
constexpr int kAimDraughts = 16;

// The numbers by which the enemy king may be taken: his whole number, his base layer's
// or each layer's standing, as the rules take him.
int king_targets(const play::Rules& rules, const Man& king, std::array<long, play::kMaxLayers + 1>& out) {
  int n = 0;
  if (rules.pyramid_whole) out[n++] = king.value;
  for (int l = 0; l < king.layer_count; ++l) {
    if (king.has_layer(l) && (rules.pyramid_layers || (rules.pyramid_base && l == 0)))
      out[n++] = king.layers[l].value;
  }
  return n;
}

// The men of `side` whose numbers may take the enemy king (pos.men[king]) or one of his
// layers in draught, as the rules allow: alone by equality, or with another man of the
// side by addition, subtraction, multiplication or division (men/ways.hpp two_men_take).
// The arithmetic of the numbers alone, not the squares.
struct Aims {
  std::uint64_t aimed = 0;  // the men, as bits of their indices
  int targets = 0;          // the king's numbers that may be taken (king_targets)
  struct Aim {
    std::uint8_t man, fellow, target;  // fellow == man: by equality
  };
  std::vector<Aim> ways;  // each man or pair of men and the number of the king they take
};

// Remembered on each thread by a 64-bit digest of what the answer depends on (the rules'
// ways, the king's numbers, the side's men standing and their numbers), which change
// only when men are taken; a digest shared by two such states would cost the
// evaluation's accuracy, not a move's legality.
const Aims& aimed_men(const Game& game, const Position& pos, Army side, int king) {
  const play::Rules& rules = game.rules();
  const Man& k = pos.men[king];
  std::array<long, play::kMaxLayers + 1> targets{};
  const int n = king_targets(rules, k, targets);
  const std::array<std::pair<Way, bool>, 4> two{
      {{Way::Addition, rules.addition},
       {Way::Subtraction, rules.subtraction},
       {Way::Multiplication, rules.multiplication == play::SpacesRule::Draught},
       {Way::Division, rules.division == play::SpacesRule::Draught}}};
  std::uint64_t key = mix(0, rules.equality);
  for (const auto& [way, allowed] : two) key = mix(key, allowed);
  for (int t = 0; t < n; ++t) key = mix(key, static_cast<std::uint64_t>(targets[t]));
  key = mix(key, static_cast<std::uint64_t>(n));
  std::uint64_t standing = 0;
  for (std::size_t i = 0; i < pos.men.size(); ++i) {
    const Man& m = pos.men[i];
    if (!m.on_board || m.army != side || m.king) continue;
    standing |= 1ull << i;
    key = mix(key, (static_cast<std::uint64_t>(m.value) << 8) | i);
  }
  struct Entry {
    std::uint64_t key = 0;
    Aims aims;
    bool set = false;
  };
  thread_local std::array<Entry, 256> table;
  Entry& e = table[key >> 56];
  if (e.set && e.key == key) return e.aims;
  e.key = key;
  e.set = true;
  Aims& out = e.aims;
  out.aimed = 0;
  out.targets = n;
  out.ways.clear();
  auto add = [&](int i, int j, int t) {
    out.aimed |= (1ull << i) | (1ull << j);
    out.ways.push_back(
        {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j), static_cast<std::uint8_t>(t)});
  };
  for (std::uint64_t a = standing; a; a &= a - 1) {
    const int i = __builtin_ctzll(a);
    const long x = pos.men[i].value;
    for (int t = 0; t < n; ++t) {
      if (rules.equality && x == targets[t]) add(i, i, t);
    }
    for (std::uint64_t b = a & (a - 1); b; b &= b - 1) {
      const int j = __builtin_ctzll(b);
      const long y = pos.men[j].value;
      const long lesser = std::min(x, y), greater = std::max(x, y);
      for (int t = 0; t < n; ++t) {
        bool takes = false;
        for (const auto& [way, allowed] : two)
          takes = takes || (allowed && two_men_take(way, lesser, greater, targets[t]));
        if (takes) add(i, j, t);
      }
    }
  }
  return out;
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
    case Feature::Threat:
      return "threat";
  }
  return "";
}

const Weights& default_weights() {
  // Fitted from self-play by tools/bench/fit_weights.sh on 28 November 2026 (docs/engine.md,
  // "The evaluation", the third fit), advance held at 100: 4 979 positions of the
  // decided games of novice against novice. King keeps its starting 100 and hunt is set
  // to 1 000 by measurement against random play under savard: no game under the presets
  // where they count (a victory that needs the enemy king taken) was decided.
  static const Weights w{{23, 381, 100, 84, 100, 6222, 1000, 315}};
  return w;
}

Features features(const Game& game, const Position& pos, const Known& known) {
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
  std::array<long, play::kMaxMen> worth{};  // each man's, as material counts it
  for (std::size_t i = 0; i < pos.men.size(); ++i) {
    const Man& m = pos.men[i];
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
      s.king_index = static_cast<int>(i);
    }
    if (!m.king && !m.declared && m.value < kBorneBits) s.borne[m.value >> 6] |= 1ull << (m.value & 63);
    const bool in_enemy_camp = play::in_camp(g, m.square, other(m.army), rules.camp_depth);
    if (in_enemy_camp) ++s.camp;
    if (m.declared) {
      // As victory_outcome counts him: in the triumph of the army that declared him,
      // his own (with the ranks to the enemy's camp to go) or, where the rules let the
      // adversary's men count (Barozzi 0051:41-42), his enemy's, in place.
      SideSums& by = side[static_cast<int>(m.declared_by)];
      const bool own = m.declared_by == m.army;
      ++by.declared;
      if (own) ++by.declared_own;
      if (own) by.count(m.square, static_cast<int>(m.shape));
      const bool in_by_enemy_camp = play::in_camp(g, m.square, other(m.declared_by), rules.camp_depth);
      if (!in_by_enemy_camp && own) {
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
      // His characters are counted only where the goal asks them.
      const long digits = t == Term::Characters ? characters(static_cast<long>(m.value)) : 0;
      worth[i] += got_of(t, units, m.value, digits) * kWhole / need[a][static_cast<int>(t)];
    }
    s.worth += worth[i];
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
    // their places: under an arrangement, their draughts to the nearest triumph arranged
    // (arrangement_cost), else the ranks to the enemy's camp; 20 a draught or rank.
    const Grade grade = v.goal == Goal::Great     ? Grade::Great
                        : v.goal == Goal::Greater ? Grade::Greater
                                                  : Grade::Greatest;
    auto triumph_of = [&](int a) {
      const SideSums& s = side[a];
      if (s.declared == 0) {
        // Nothing declared: the most numbers of one set the side's own men bear, an
        // eighth of the triumph's share each (half what each counts once declared):
        // the men it keeps, and where a man taken turns coat (rules.reentry) the men it
        // takes, bring it nearer a set of its own.
        int most = 0;
        for (const play::Game::SetValues& set : game.triumph_values(grade)) {
          int n = 0;
          for (std::uint16_t value : set) n += value && bears(s, pos, static_cast<Army>(a), value) ? 1 : 0;
          most = std::max(most, n);
          if (most == needed) break;
        }
        return most * kWhole / (8 * needed);
      }
      // A side declares once (play::Game::generate_declarations): a set fewer of whose
      // men stand than it asks (an adversary's man in it was taken) can no longer be
      // made, and one that counts an adversary's man (Barozzi 0051:41-42) and does not
      // stand at once the adversary undoes by moving him. Either forecloses every other
      // set the side could declare. (A declaration that stands at once has won.)
      if (s.declared < needed || s.declared_own < s.declared) return kForeclosed;
      const int base = s.declared * kWhole / (4 * needed);
      const int to_go = rules.arrangement == play::Arrangement::LineOrSquare
                            ? arrangement_cost(game, pos, s, static_cast<Army>(a), rules.camp_depth, needed)
                            : s.declared_to_go;
      return base + std::max(0, kWhole * 3 / 4 - 20 * to_go);
    };
    f[static_cast<int>(Feature::Triumph)] = triumph_of(me) - triumph_of(them);
  }
  if (king_matters) {
    // Each of the side's men, by how near he stands to the enemy king over the whole
    // board, twice over if his number may take the king or a layer of him (aimed_men);
    // a siege of the king begun; and for each of his numbers, the moves before the men
    // bearing it may take it (docs/engine.md, the feature hunt).
    const int reach = std::max(g.files(), g.ranks());
    auto hunt_of = [&](int a) {
      const int king_index = side[1 - a].king_index;
      // The king taken, the hunt is done: each of its three parts at its most, so that
      // taking him never scores below a position where he stands.
      if (king_index < 0) return 3 * kWhole;
      if (side[a].men == 0) return 0;
      const int king = pos.men[king_index].square;
      const Aims& aims = aimed_men(game, pos, static_cast<Army>(a), king_index);
      long near = 0;
      for (std::size_t i = 0; i < pos.men.size(); ++i) {
        const Man& m = pos.men[i];
        if (!m.on_board || static_cast<int>(m.army) != a || m.king) continue;
        near += (((aims.aimed >> i) & 1) ? 2 : 1) * (reach - king_distance(g, m.square, king));
      }
      // The king's numbers the rules let be taken, as he stood whole: each taken counts
      // as one a man's draught reaches, so that taking a layer loses nothing here.
      Man whole = pos.men[king_index];
      whole.present = static_cast<std::uint8_t>((1u << whole.layer_count) - 1);
      std::array<long, play::kMaxLayers + 1> all_targets{};
      const int numbers = king_targets(rules, whole, all_targets);
      const long taken = numbers - aims.targets;
      // And the places about him the side holds of those a siege asks (oblivion takes
      // him whole), where he may be besieged where he stands.
      const play::Siege siege = game.finder().siege_progress(pos, king_index, static_cast<Army>(a));
      const long hunt = near * kWhole / (2L * reach * side[a].men) +
                        (siege.places ? siege.held * kWhole / siege.places : 0);
      if (aims.ways.empty()) return static_cast<int>(hunt + (numbers ? taken * kWhole / numbers : 0));
      // For each number by which the king may be taken, the fewest moves the side's men
      // bearing it (one by equality, two by another way) must make before their draughts
      // reach the king's square: on the board as it stands (Approach), or where its men
      // close every way within kAimDraughts, an empty board's draughts and two more for
      // men to stand aside. Walked once for each draught class and flight classes.
      struct Walk {
        int shape = 0;
        unsigned flights = 0;
        play::SquareSet wanted{};
        Approach approach;
      };
      thread_local std::vector<Walk> walks;  // the first `used`, kept from call to call
      std::size_t used = 0;
      const bool fly = rules.flying_use == play::FlyingUse::Free;
      auto walk_of = [&](int i) -> std::size_t {
        const Man& m = pos.men[static_cast<std::size_t>(i)];
        const int shape = static_cast<int>(m.shape);
        const unsigned flights = fly ? game.draughts().flight_classes(m) : 0u;
        for (std::size_t k = 0; k < used; ++k)
          if (walks[k].shape == shape && walks[k].flights == flights) return k;
        if (used == walks.size()) walks.emplace_back();
        Walk& w = walks[used];
        w.shape = shape;
        w.flights = flights;
        w.wanted = {};
        return used++;
      };
      // The men each walk is asked for, then the walks, each stopped once it has them.
      std::array<std::uint8_t, play::kMaxMen> walk_index{};
      for (std::uint64_t bits = aims.aimed; bits; bits &= bits - 1) {
        const int i = __builtin_ctzll(bits);
        const std::size_t k = walk_of(i);
        walk_index[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(k);
        const play::Square s = pos.men[static_cast<std::size_t>(i)].square;
        walks[k].wanted[static_cast<std::size_t>(s >> 6)] |= 1ull << (s & 63);
      }
      play::SquareSet occupied{};
      for (const Man& m : pos.men) {
        if (m.on_board) occupied[static_cast<std::size_t>(m.square >> 6)] |= 1ull << (m.square & 63);
      }
      for (std::size_t k = 0; k < used; ++k) {
        Walk& w = walks[k];
        w.approach.walk(game, occupied, king, kAimDraughts, w.shape, w.flights, w.wanted);
      }
      const DraughtDistances& dist = draught_distances(game);
      auto before = [&](int i) {
        const Man& m = pos.men[static_cast<std::size_t>(i)];
        int d = walks[walk_index[static_cast<std::size_t>(i)]].approach.moves(m.square);
        if (d == Approach::kFar) {
          d = dist(static_cast<int>(m.shape), m.square, king);
          if (d == kFar) return static_cast<int>(kFar);
          d = std::max(d + 2, kAimDraughts + 1);
        }
        return d - 1;
      };
      std::array<int, play::kMaxMen> moves{};
      moves.fill(-1);
      std::array<int, play::kMaxLayers + 1> fewest{};
      fewest.fill(kFar);
      for (const Aims::Aim& w : aims.ways) {
        for (int i : {int{w.man}, int{w.fellow}}) {
          if (moves[static_cast<std::size_t>(i)] < 0) moves[static_cast<std::size_t>(i)] = before(i);
        }
        const int a_moves = moves[w.man], b_moves = moves[w.fellow];
        if (a_moves == kFar || b_moves == kFar) continue;
        const int cost = w.man == w.fellow ? a_moves : a_moves + b_moves;
        fewest[w.target] = std::min(fewest[w.target], cost);
      }
      // A share of the whole for each of the king's numbers, less a sixteenth of it a move.
      long aim = taken * kAimDraughts;
      for (int t = 0; t < aims.targets; ++t) {
        if (fewest[t] != kFar) aim += std::max(0, kAimDraughts - fewest[t]);
      }
      return static_cast<int>(hunt + aim * kWhole / (kAimDraughts * numbers));
    };
    f[static_cast<int>(Feature::Hunt)] = hunt_of(me) - hunt_of(them);
  }
  // Threat: what each side could take as the position stands, each man at his material
  // worth (a unit's share of the army's where the goal counts none), and where the
  // victory needs the enemy king taken first, the king's share (the king feature's
  // scale) for him whole, a layer's share for a king of whom some layers may be taken.
  auto threat_of = [&](int a, const play::Pending* given) -> long {
    std::optional<play::Pending> fresh;
    if (!given) fresh = game.finder().capturable(pos, static_cast<Army>(a));
    const play::Pending& p = given ? *given : *fresh;
    long sum = 0;
    const int all = std::max(1, army_units[0] + army_units[1]);
    for (std::uint64_t bits = p.whole | p.layers; bits; bits &= bits - 1) {
      const int i = __builtin_ctzll(bits);
      const Man& m = pos.men[i];
      const bool whole = (p.whole >> i) & 1;
      if (whole) sum += goal_terms.empty() ? static_cast<long>(m.units()) * kWhole / all : worth[i];
      if (m.king && king_matters) sum += whole ? kWhole / 4 : kWhole / 4 / std::max(1, int{m.layer_count});
    }
    return sum;
  };
  f[static_cast<int>(Feature::Threat)] = static_cast<int>(
      threat_of(me, known.to_move) - (known.other_threat ? threat_of(them, known.other) : 0));
  return f;
}

int evaluate(const Features& features, const Weights& weights) {
  long score = 0;
  for (int i = 0; i < kFeatures; ++i) score += static_cast<long>(features[i]) * weights.per_cent[i];
  return static_cast<int>(score / 100);
}

}  // namespace rithmo::search
