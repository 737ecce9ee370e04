#include "play/capture.hpp"

#include "harmony/proportion.hpp"
#include "taking/spaces.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>
#include <optional>

namespace rithmo::play {

namespace {

constexpr int kMaxTakers = 160;

// Numbers are at most kMaxValue, so every sum, difference and product of two of them
// that two_men_take forms (men/ways.hpp) fits in 64 bits: its answer in std::int64_t is
// the exact one (tests/play/capture_test.cpp compares it with mpz_class).
static_assert(std::int64_t{kMaxValue} * kMaxValue < (std::int64_t{1} << 62));

bool allowed(Directions dirs, int d) {
  if (dirs == Directions::Both) return true;
  return (dirs == Directions::Orthogonal) == is_orthogonal(d);
}

// a, b, c distinct and, sorted, in arithmetic, geometric or musical proportion: the
// test of harmony/proportion.hpp, in 64 bits unless a product would overflow.
bool in_some_proportion(std::int64_t a, std::int64_t b, std::int64_t c) {
  std::int64_t x[3] = {a, b, c};
  std::sort(x, x + 3);
  for (Proportion p : kProportions) {
    const std::optional<bool> fixed = in_proportion_fixed(p, x[0], x[1], x[2]);
    if (fixed ? *fixed
              : in_proportion(p, {mpz_class(static_cast<long>(x[0])), mpz_class(static_cast<long>(x[1])),
                                  mpz_class(static_cast<long>(x[2]))}))
      return true;
  }
  return false;
}

}  // namespace

CaptureFinder::CaptureFinder(const Rules& rules, const Geometry& geometry, const Draughts& draughts,
                             const std::vector<CossicPair>& cossic)
    : rules_(rules), geometry_(geometry), draughts_(draughts) {
  for (const auto& c : cossic) cossic_.emplace_back(c.root, c.power);
  const bool adj = rules.addition_placement != Placement::Draught;
  // A change on a square concerns the enemies on its lines within the farthest draught
  // (a taker, a space passed, a besieger, a man in the next spaces), or anywhere on
  // them when men take by spaces.
  spaces_ = is_by_spaces(rules.multiplication) || is_by_spaces(rules.division);
  spaces_mul_ = rules.multiplication == SpacesRule::Spaces;
  spaces_div_ = rules.division == SpacesRule::Spaces;
  spaces_on_lines_ = rules.multiplication == SpacesRule::SpacesDraughtLines ||
                     rules.division == SpacesRule::SpacesDraughtLines;
  flight_reach_ = rules.flight_reach != FlightReach::None && rules.flying != Flying::None;
  first_men_ = !rules.leap_over_men && !flight_reach_;
  words_ = (geometry.squares() + 63) / 64;
  const int reach = std::max(draughts.max_reach(), 3);
  near_reach_ = reach;
  most_spaces_ = std::max(geometry.files(), geometry.ranks()) - 2;
  for (int index = 0; index < static_cast<int>(beyond_reach_.size()); ++index) {
    for (int at = 0; at < static_cast<int>(beyond_reach_.size()); ++at) {
      if (at > index && at - index <= draughts.max_reach()) above_draught_[index] |= 1u << at;
      if (at < index && index - at <= draughts.max_reach()) below_draught_[index] |= 1u << at;
      if (std::abs(at - index) > reach) beyond_reach_[index] |= 1u << at;
    }
  }
  near_.resize(geometry.squares());
  far_.resize(geometry.squares());
  for (Square s = 0; s < geometry.squares(); ++s) {
    for (int d = 0; d < kDirections; ++d) {
      for (int k = 0; k < geometry.ray_length(s, d); ++k) {
        const int t = geometry.ray(s, d)[k];
        (k < reach ? near_ : far_)[s][t >> 6] |= 1ull << (t & 63);
      }
    }
    // A flight's leg and its end lie within three files and three ranks of where it
    // starts: so do the men whose flight reaches s, and the spaces on their way.
    if (flight_reach_) {
      for (Square t = 0; t < geometry.squares(); ++t) {
        if (std::abs(geometry.file(t) - geometry.file(s)) <= 3 &&
            std::abs(geometry.rank(t) - geometry.rank(s)) <= 3)
          near_[s][t >> 6] |= 1ull << (t & 63);
      }
    }
  }
  // The lines: the files, the ranks, then the diagonals by file - rank and by
  // file + rank; places counted by rank, or by file along a rank.
  const int files = geometry.files(), ranks = geometry.ranks(), diagonals = files + ranks - 1;
  places_.resize(geometry.squares());
  squares_.resize(static_cast<std::size_t>(files + ranks + 2 * diagonals));
  for (Square s = 0; s < geometry.squares(); ++s) {
    const int f = geometry.file(s), r = geometry.rank(s);
    const std::array<Place, kAxes> p = {{
        {static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(r)},
        {static_cast<std::uint8_t>(files + r), static_cast<std::uint8_t>(f)},
        {static_cast<std::uint8_t>(files + ranks + f - r + ranks - 1), static_cast<std::uint8_t>(r)},
        {static_cast<std::uint8_t>(files + ranks + diagonals + f + r), static_cast<std::uint8_t>(r)},
    }};
    places_[s] = p;
    for (const Place& q : p) squares_[q.line][q.index] = static_cast<std::uint8_t>(s);
  }
  // The search by spaces asks which line two squares share.
  if (spaces_) axis_between_.assign(static_cast<std::size_t>(geometry.squares()) * geometry.squares(), -1);
  for (Square a = 0; a < geometry.squares() && spaces_; ++a) {
    for (Square b = 0; b < geometry.squares(); ++b) {
      for (int x = 0; x < kAxes && a != b; ++x) {
        if (places_[a][x].line == places_[b][x].line)
          axis_between_[a * geometry.squares() + b] = static_cast<std::int8_t>(x);
      }
    }
  }
  pair_draught_ = (!adj && (rules.addition || rules.subtraction)) ||
                  rules.multiplication == SpacesRule::Draught || rules.division == SpacesRule::Draught ||
                  rules.proportion;
  draught_needed_ = pair_draught_ || rules.equality || rules.cossic;
  for (int c = 0; c < kDraughtClasses; ++c) {
    for (int d = 0; d < kDirections; ++d) {
      if (c == QueenDraught || allowed(directions_of(rules, static_cast<Shape>(c)), d))
        class_directions_[c] |= 1u << d;
    }
  }
  // A flight takes only by siege (002 line 621), unless rules.flight_takes_numbers;
  // where flights may not besiege, all that it would take is found, for the move to be
  // refused (001 line 43).
  flight_numbers_ = !rules.flying_besieges || rules.flight_takes_numbers;
  after_any_ = rules.timing == CaptureTiming::AfterAnyMove;
}

int CaptureFinder::values_of(const Man& m, std::int8_t index, Taker* out) const {
  int n = 0;
  out[n++] = {index, m.value};
  if (m.king && rules_.king_parts_take) {
    for (int l = 0; l < m.layer_count; ++l) {
      if (m.has_layer(l)) out[n++] = {index, m.layers[l].value};
    }
  }
  return n;
}

bool CaptureFinder::in_draught(const Position& pos, int man, Square target) const {
  const Man& m = pos.men[man];
  const unsigned cls = draughts_.classes(m);
  for (int c = 0; c < kDraughtClasses; ++c) {
    if (!(cls & (1u << c))) continue;
    for (const DraughtStep* st = draughts_.begin(c, m.square); st != draughts_.end(c, m.square); ++st) {
      if (st->target != target) continue;
      bool clear = true;
      if (!draughts_.leaps(c)) {
        for (int j = 0; j < st->passed; ++j) clear = clear && pos.board[st->path[j]] < 0;
      }
      if (clear) return true;
    }
  }
  return false;
}

// The men of `side` having `target` in their ordinary draught, with their numbers. The
// draughts are symmetric, so the takers stand on the lines from the target: on each,
// the first man within reach, or (triangles and squares leaping over men) one further.
// Given the squares held (`occ`), the men on a line are found from its bits, else by
// looking at each square along it.
int CaptureFinder::draught_takers(const Position& pos, Square target, Army side, const Occupancy* occ,
                                  Taker* out) const {
  int n = 0;
  const int reach = draughts_.max_reach();
  const bool leap = rules_.leap_over_men;
  const unsigned leaping = (1u << TriangleDraught) | (1u << SquareDraught);
  // The man i, k + 1 spaces from the target in direction d; `blocked` when another
  // stands between.
  auto look = [&](int i, int d, int k, bool blocked) {
    const Man& m = pos.men[i];
    if (m.army != side) return;
    unsigned cls = draughts_.classes(m);
    if (blocked) cls &= leaping;
    bool takes = false;
    for (unsigned c = cls; c; c &= c - 1)
      takes = takes || ((draughts_.reach(__builtin_ctz(c), d) >> (k + 1)) & 1);
    if (takes && n + kMaxLayers + 1 <= kMaxTakers) n += values_of(m, static_cast<std::int8_t>(i), out + n);
  };
  if (occ) {
    const std::array<Place, kAxes>& places = places_[target];
    // Per direction, the places of the men within reach along it: most directions
    // have none, and are passed over at once.
    std::uint32_t held[kDirections];
    for (int a = 0; a < kAxes; ++a) {
      const Place p = places[a];
      const auto m = static_cast<std::uint32_t>(occ->mask(a, p.line));
      held[kUpward[a]] = m & above_draught_[p.index];
      held[opposite(kUpward[a])] = m & below_draught_[p.index];
    }
    for (int d = 0; d < kDirections; ++d) {
      const Place p = places[axis_of(d)];
      bool blocked = false;
      for (std::uint32_t h = held[d]; h;) {
        const int at = ascending(d) ? __builtin_ctz(h) : 31 - __builtin_clz(h);  // the nearest
        h &= ~(1u << at);
        look(pos.board[squares_[p.line][at]], d, std::abs(at - p.index) - 1, blocked);
        if (!leap) break;
        blocked = true;
      }
    }
    return n;
  }
  for (int d = 0; d < kDirections; ++d) {
    const std::uint8_t* ray = geometry_.ray(target, d);
    const int len = std::min(geometry_.ray_length(target, d), reach);
    bool blocked = false;
    for (int k = 0; k < len; ++k) {
      const int i = pos.board[ray[k]];
      if (i < 0) continue;
      look(i, d, k, blocked);
      if (!leap) break;
      blocked = true;
    }
  }
  return n;
}

// The men of `side` whose flight ends on `target`, with their numbers, at most `room`
// entries. Flights are symmetric: a man whose flight of a leg reaches the target stands
// where a flight of that leg from the target ends; his own flight's leg must then be
// void under FlyingPath::Clear.
int CaptureFinder::flight_takers(const Position& pos, Square target, Army side, Taker* out, int room) const {
  int n = 0;
  for (int fc = 0; fc < 2; ++fc) {
    for (const FlightStep* f = draughts_.flights_begin(fc, target); f != draughts_.flights_end(fc, target);
         ++f) {
      const int i = pos.board[f->target];
      if (i < 0) continue;
      const Man& m = pos.men[i];
      if (m.army != side || !(draughts_.flight_classes(m) & (1u << fc))) continue;
      bool reaches = rules_.flying_path == FlyingPath::Leaps;
      for (const FlightStep* g = draughts_.flights_begin(fc, m.square);
           !reaches && g != draughts_.flights_end(fc, m.square); ++g) {
        if (g->target != target) continue;
        bool clear = true;
        for (int j = 0; j < g->leg && clear; ++j) clear = pos.board[g->path[j]] < 0;
        reaches = clear;
      }
      if (reaches && n + kMaxLayers + 1 <= room) n += values_of(m, static_cast<std::int8_t>(i), out + n);
    }
  }
  return n;
}

bool CaptureFinder::cossic_pair(std::int64_t a, std::int64_t b) const {
  for (const auto& [root, power] : cossic_) {
    if ((a == root && b == power) || (a == power && b == root)) return true;
  }
  return false;
}

// Whether the number t (the enemy's, or one of his layers') is taken by the numbers of
// the takers in draught (tk[0, n)) or reaching him by a flight (tk[n, all)), of the men
// in the next spaces, or by spaces. A flight's reach serves equality, addition and
// subtraction only (rules.flight_reach).
bool CaptureFinder::numbers_take(const Position& pos, Square target, Army side, std::int64_t t,
                                 const Taker* tk, int n, int all, const Ask& ask, Method& method) const {
  const int with = ask.with;
  if (rules_.equality || rules_.cossic) {
    for (int i = 0; i < all; ++i) {
      if (with >= 0 && tk[i].man != with) continue;
      if (rules_.equality && tk[i].value == t) {
        method = Method::Equality;
        return true;
      }
      if (rules_.cossic && i < n && cossic_pair(tk[i].value, t)) {
        method = Method::Cossic;
        return true;
      }
    }
  }
  if (pair_draught_) {
    const bool add = rules_.addition_placement == Placement::Draught && rules_.addition;
    const bool sub = rules_.addition_placement == Placement::Draught && rules_.subtraction;
    const bool mul = rules_.multiplication == SpacesRule::Draught;
    const bool div = rules_.division == SpacesRule::Draught;
    for (int i = 0; i < all; ++i) {
      for (int j = i + 1; j < all; ++j) {
        if (tk[i].man == tk[j].man) continue;
        if (with >= 0 && tk[i].man != with && tk[j].man != with) continue;
        const std::int64_t a = tk[i].value, b = tk[j].value;
        const std::int64_t lesser = std::min(a, b), greater = std::max(a, b);
        if (add && two_men_take(Way::Addition, lesser, greater, t)) {
          method = Method::Addition;
          return true;
        }
        if (sub && two_men_take(Way::Subtraction, lesser, greater, t)) {
          method = Method::Subtraction;
          return true;
        }
        if (j >= n) continue;  // the rest need both men in draught
        if (mul && two_men_take(Way::Multiplication, lesser, greater, t)) {
          method = Method::Multiplication;
          return true;
        }
        if (div && two_men_take(Way::Division, lesser, greater, t)) {
          method = Method::Division;
          return true;
        }
        if (rules_.proportion && in_some_proportion(a, b, t)) {
          method = Method::Proportion;
          return true;
        }
      }
    }
  }
  if (rules_.addition_placement != Placement::Draught && (rules_.addition || rules_.subtraction)) {
    // "stande in the next spaces to the adversarie" (002 line 845).
    Taker adj[kMaxTakers];
    int dir_of[kMaxTakers];
    int m = 0;
    for (int d = 0; d < kDirections; ++d) {
      if (geometry_.ray_length(target, d) < 1) continue;
      const int i = pos.board[geometry_.ray(target, d)[0]];
      if (i < 0 || pos.men[i].army != side) continue;
      const int k = values_of(pos.men[i], static_cast<std::int8_t>(i), adj + m);
      for (int x = 0; x < k; ++x) dir_of[m + x] = d;
      m += k;
    }
    for (int i = 0; i < m; ++i) {
      for (int j = i + 1; j < m; ++j) {
        if (adj[i].man == adj[j].man) continue;
        if (with >= 0 && adj[i].man != with && adj[j].man != with) continue;
        if (rules_.addition_placement == Placement::Opposite && dir_of[j] != opposite(dir_of[i])) continue;
        const std::int64_t lesser = std::min(adj[i].value, adj[j].value);
        const std::int64_t greater = std::max(adj[i].value, adj[j].value);
        if (rules_.addition && two_men_take(Way::Addition, lesser, greater, t)) {
          method = Method::Addition;
          return true;
        }
        if (rules_.subtraction && two_men_take(Way::Subtraction, lesser, greater, t)) {
          method = Method::Subtraction;
          return true;
        }
      }
    }
  }
  return spaces_ && by_spaces(pos, target, side, t, ask, kAllDirections, method);
}

bool CaptureFinder::by_spaces(const Position& pos, Square target, Army side, std::int64_t t, const Ask& ask,
                              unsigned directions, Method& method) const {
  const int with = ask.with;
  // "multiplie your man by the voyde spaces betwene them" (002 line 682), "whether he
  // stand directly from him or cornerwise" (002 line 841).
  for (int d = 0; d < kDirections; ++d) {
    if (!((directions >> d) & 1)) continue;
    int k = 0, i = -1;
    if (ask.occupied) {
      const int q = first_held(*ask.occupied, target, d, k);
      if (q < 0) continue;
      i = pos.board[q];
    } else {
      const std::uint8_t* ray = geometry_.ray(target, d);
      const int len = geometry_.ray_length(target, d);
      while (k < len && pos.board[ray[k]] < 0) ++k;
      if (k == len) continue;
      i = pos.board[ray[k]];
    }
    // Over one space the numbers would be equal: Equalitie's way (taking/spaces.hpp).
    if (k < 2) continue;
    if (faces_taker(pos, i, side, with, t, k, opposite(d), method)) return true;
  }
  return false;
}

bool CaptureFinder::faces_taker_in_full(const Man& m, std::int64_t t, int spaces, int direction,
                                        Method& method) const {
  bool mul = spaces_mul_;
  bool div = spaces_div_;
  if (spaces_on_lines_) {
    // Under SpacesDraughtLines only along a line of the taker's ordinary draught.
    const bool on_lines = m.king || allowed(directions_of(rules_, m.shape), direction);
    mul = mul || (rules_.multiplication == SpacesRule::SpacesDraughtLines && on_lines);
    div = div || (rules_.division == SpacesRule::SpacesDraughtLines && on_lines);
  }
  // His number, then (kings whose parts take) his layers', as values_of lists them.
  auto takes = [&](std::int64_t v) { return value_takes(mul, div, v, spaces, t, method); };
  if (takes(m.value)) return true;
  if (!m.king || !rules_.king_parts_take) return false;
  for (int l = 0; l < m.layer_count; ++l) {
    if (m.has_layer(l) && takes(m.layers[l].value)) return true;
  }
  return false;
}

int CaptureFinder::siege_sets() const { return rules_.oblivion == Oblivion::FourAdjacent ? 2 : 1; }

template <class Look>
void CaptureFinder::siege_places(const Position& pos, int enemy, int set, Look&& look) const {
  const Man& e = pos.men[enemy];
  const Square s = e.square;
  if (rules_.oblivion == Oblivion::FourAdjacent || rules_.oblivion == Oblivion::FourOrthogonal) {
    // "in the foure nexte spaces about him directly, or cornerwise" (002 lines 847-849);
    // the four directly about him only, under FourOrthogonal.
    for (int d = set * 4; d < set * 4 + 4; ++d) {
      int found = kSiegeEdge;
      if (geometry_.ray_length(s, d) >= 1) {
        const int i = pos.board[geometry_.ray(s, d)[0]];
        found = i < 0 ? kSiegeOpen : i;
      }
      if (!look(found)) return;
    }
    return;
  }
  // Hemmed: "letted of theyr ordinarie draughte" (002 line 670), every draught of every
  // class blocked by the first man on its way, or by the edge.
  const unsigned cls = draughts_.classes(e);
  for (int c = 0; c < kDraughtClasses; ++c) {
    if (!(cls & (1u << c))) continue;
    const int k = c == QueenDraught ? 1 : distance_of(static_cast<Shape>(c));
    const bool leaps = draughts_.leaps(c);
    for (unsigned dirs = class_directions_[c]; dirs; dirs &= dirs - 1) {
      const int d = __builtin_ctz(dirs);
      const std::uint8_t* ray = geometry_.ray(s, d);
      const int len = geometry_.ray_length(s, d);
      int found = -1;
      if (leaps) {
        if (len >= k) found = pos.board[ray[k - 1]];
      } else {
        for (int j = 0; j < std::min(k, len) && found < 0; ++j) found = pos.board[ray[j]];
      }
      // A free draught; or the edge, where a man on a square before it would block the
      // draught (not where the man leaps to the edge's side, nor where no square is left).
      if (found < 0) found = len >= k ? kSiegeOpen : len > 0 && !leaps ? kSiegeShort : kSiegeEdge;
      if (!look(found)) return;
    }
  }
}

bool CaptureFinder::besieged(const Position& pos, int enemy, Army side, int with) const {
  for (int set = 0; set < siege_sets(); ++set) {
    bool any = false, all = true, enemy_blocker = false, with_blocker = with < 0;
    // What stands in the way: the besiegers', the man's fellows, or the edge.
    siege_places(pos, enemy, set, [&](int found) {
      any = true;
      if (found == kSiegeOpen)
        all = false;
      else if (found == kSiegeEdge || found == kSiegeShort)
        all = rules_.oblivion_edge;
      else if (pos.men[found].army != side)
        all = rules_.oblivion_fellows;
      else {
        enemy_blocker = true;
        with_blocker = with_blocker || found == with;
      }
      return all;
    });
    if (any && all && enemy_blocker && with_blocker) return true;
  }
  return false;
}

Siege CaptureFinder::siege_progress(const Position& pos, int enemy, Army side) const {
  Siege best;
  for (int set = 0; set < siege_sets(); ++set) {
    Siege here;
    bool possible = true;
    siege_places(pos, enemy, set, [&](int found) {
      ++here.places;
      if (found == kSiegeEdge) {
        possible = rules_.oblivion_edge;
        here.held += possible;
      } else if (found == kSiegeShort) {
        // Held by the edge where it counts; else a place a man of the side may fill.
        here.held += rules_.oblivion_edge;
      } else if (found >= 0)
        here.held += pos.men[found].army == side || rules_.oblivion_fellows;
      return possible;
    });
    if (possible && here.places && (!best.places || here.held * best.places > best.held * here.places))
      best = here;
  }
  return best;
}

Verdict CaptureFinder::evaluate(const Position& pos, int enemy, Army side, const Ask& ask) const {
  Verdict v;
  const Man& e = pos.men[enemy];
  if (!e.on_board || e.army == side || e.declared) return v;
  if (ask.numbers) {
    Taker takers[kMaxTakers];
    const int n = draught_needed_ ? draught_takers(pos, e.square, side, ask.occupied, takers) : 0;
    const int all = flight_reach_ ? n + flight_takers(pos, e.square, side, takers + n, kMaxTakers - n) : n;
    Method m{};
    if ((!e.king || rules_.pyramid_whole) &&
        numbers_take(pos, e.square, side, e.value, takers, n, all, ask, m)) {
      v.whole = true;
      v.whole_method = m;
      return v;
    }
    // The king falls with his base layer (rules.pyramid_base), his layer 0.
    if (e.king && rules_.pyramid_base && e.has_layer(0) &&
        numbers_take(pos, e.square, side, e.layers[0].value, takers, n, all, ask, m)) {
      v.whole = true;
      v.whole_method = m;
      return v;
    }
    if (e.king && rules_.pyramid_layers) {
      for (int l = 0; l < e.layer_count; ++l) {
        if (e.has_layer(l) && numbers_take(pos, e.square, side, e.layers[l].value, takers, n, all, ask, m)) {
          v.layers = static_cast<std::uint8_t>(v.layers | (1u << l));
          v.layer_method[l] = m;
        }
      }
      // Taking every layer that stands is taking the king (002 line 692).
      if (v.layers == e.present) {
        v.whole = true;
        v.whole_method = v.layer_method[__builtin_ctz(e.present)];
        v.layers = 0;
        return v;
      }
    }
  }
  if (ask.oblivion && rules_.oblivion != Oblivion::None && besieged(pos, enemy, side, ask.with)) {
    v.whole = true;
    v.whole_method = Method::Oblivion;
    v.layers = 0;
  }
  return v;
}

Occupancy CaptureFinder::moved(const LineMasks& lines, Square from, Square to) const {
  Occupancy occ;
  occ.lines = &lines;
  for (int a = 0; a < kAxes; ++a) {
    occ.from_line[a] = places_[from][a].line;
    occ.from_bit[a] = 1u << places_[from][a].index;
    occ.to_line[a] = places_[to][a].line;
    occ.to_bit[a] = 1u << places_[to][a].index;
  }
  return occ;
}

void CaptureFinder::flip(Pending& p, const Man& m, Army side) const {
  const std::uint64_t bit = 1ull << (m.square & 63);
  (m.army == side ? p.own : p.enemies)[m.square >> 6] ^= bit;
  // The enemy's lines serve the search by spaces.
  const std::uint32_t enemy = spaces_ && m.army != side ? ~0u : 0u;
  for (const Place& q : places_[m.square]) {
    p.lines[q.line] ^= 1u << q.index;
    p.enemy_lines[q.line] ^= (1u << q.index) & enemy;
  }
}

bool CaptureFinder::may_pair(const Man& taker, const Man& taken) const {
  auto takes = [this](std::int64_t a, std::int64_t b) {
    for (SpacesOperation op : kSpacesOperations) {
      const SpacesRule rule = op == SpacesOperation::Multiplication ? rules_.multiplication : rules_.division;
      if (!is_by_spaces(rule)) continue;
      const std::int64_t k = spaces_to_take(op, a, b);
      if (k >= near_reach_ && k <= most_spaces_) return true;
    }
    return false;
  };
  if (!taker.king && !taken.king) return takes(taker.value, taken.value);
  // A king's whole number and his layers' (what takes or is taken of him under any
  // reading of the pyramid).
  auto numbers = [](const Man& m, std::int64_t(&out)[kMaxLayers + 1]) {
    int n = 0;
    out[n++] = m.value;
    for (int l = 0; m.king && l < m.layer_count; ++l) {
      if (m.has_layer(l)) out[n++] = m.layers[l].value;
    }
    return n;
  };
  std::int64_t a[kMaxLayers + 1], b[kMaxLayers + 1];
  const int na = numbers(taker, a), nb = numbers(taken, b);
  for (int x = 0; x < na; ++x) {
    for (int y = 0; y < nb; ++y) {
      if (takes(a[x], b[y])) return true;
    }
  }
  return false;
}

void CaptureFinder::find_pairs(const Position& pos, Army side, Pending& p) const {
  p.pairs.fill(0);
  for (std::size_t i = 0; i < pos.men.size(); ++i) {
    if (!pos.men[i].on_board || pos.men[i].army != side) continue;
    for (std::size_t j = 0; j < pos.men.size(); ++j) {
      if (!pos.men[j].on_board || pos.men[j].army == side || !may_pair(pos.men[i], pos.men[j])) continue;
      p.pairs[i] |= 1ull << j;
      p.pairs[j] |= 1ull << i;
    }
  }
}

void CaptureFinder::unpair(Pending& p, int i) {
  for (std::uint64_t partners = p.pairs[i]; partners; partners &= partners - 1)
    p.pairs[__builtin_ctzll(partners)] &= ~(1ull << i);
  p.pairs[i] = 0;
}

void CaptureFinder::repair_pairs(const Position& pos, Army side, std::uint64_t men, Pending& p) const {
  for (std::uint64_t bits = men; bits; bits &= bits - 1) {
    const int i = __builtin_ctzll(bits);
    unpair(p, i);
    const Man& m = pos.men[i];
    for (std::size_t j = 0; j < pos.men.size(); ++j) {
      const Man& o = pos.men[j];
      if (!o.on_board || o.army == m.army) continue;
      // The side's man takes, the enemy is taken.
      if (m.army == side ? may_pair(m, o) : may_pair(o, m)) {
        p.pairs[i] |= 1ull << j;
        p.pairs[j] |= 1ull << i;
      }
    }
  }
}

void CaptureFinder::judge(const Position& pos, int i, Army side, Pending& p) const {
  const Man& e = pos.men[i];
  // Every relation needs a man of the side on a line through him: within the
  // farthest draught, or, taking by spaces, the first man on a line.
  bool near = false;
  for (int w = 0; w < words_ && !near; ++w) near = (p.own[w] & near_[e.square][w]) != 0;
  auto in_full = [&] {
    Occupancy occ;
    occ.lines = &p.lines;
    Ask ask;
    ask.occupied = &occ;
    const Verdict v = evaluate(pos, i, side, ask);
    if (v.whole)
      p.whole |= 1ull << i;
    else if (v.layers)
      p.layers |= 1ull << i;
  };
  if (near) {
    in_full();
    return;
  }
  if (!spaces_ || (!e.king && e.declared)) return;
  // With no taker within the farthest draught he can be taken by spaces alone, by the
  // first man of the side on a line from him: of the side's men whose numbers pair
  // with his, one standing on a line with him, the spaces between void.
  if (!e.king) {
    for (std::uint64_t bits = p.pairs[i]; bits; bits &= bits - 1) {
      const int h = __builtin_ctzll(bits);
      const Man& m = pos.men[h];
      const int a = shared_axis(e.square, m.square);
      if (a < 0) continue;
      const Facing f = facing(e.square, m.square, a);  // from him toward the taker
      if (p.lines[f.line] & f.between) continue;
      Method method{};
      if (faces_taker(pos, h, side, -1, e.value, f.spaces, opposite(f.toward), method)) {
        p.whole |= 1ull << i;
        return;
      }
    }
    return;
  }
  // A king, by his layers too, is looked at in full when a man of the side stands first
  // on a line from him (the side's men on a line are its held places less the enemy's).
  for (int a = 0; a < kAxes; ++a) {
    const Place q = places_[e.square][a];
    const std::uint32_t own = p.lines[q.line] & ~p.enemy_lines[q.line];
    if (!(own & ~(1u << q.index))) continue;
    int at[2], spaces[2];
    line_places(p.lines[q.line], q.index, at, spaces);
    for (int x = 0; x < 2; ++x) {
      if (at[x] >= 0 && ((own >> at[x]) & 1)) {
        in_full();
        return;
      }
    }
  }
}

Pending CaptureFinder::capturable(const Position& pos, Army side) const {
  Pending p;
  for (const Man& m : pos.men) {
    if (m.on_board) flip(p, m, side);
  }
  if (spaces_) find_pairs(pos, side, p);
  for (std::size_t i = 0; i < pos.men.size(); ++i) {
    const Man& e = pos.men[i];
    if (e.on_board && e.army != side) judge(pos, static_cast<int>(i), side, p);
  }
  return p;
}

void CaptureFinder::capturable_after(const Position& pos, Army side, const Pending& before,
                                     const Changes& changes, Pending& out) const {
  assert(&out != &before);
  Pending& p = out;
  p = before;
  // The squares held: every changed man off his earlier square (held in `before`), then
  // on his square now (void once all have gone off theirs).
  for (std::uint64_t bits = changes.men; bits; bits &= bits - 1) {
    const Man& was = *changes.was[__builtin_ctzll(bits)];
    if (was.on_board) flip(p, was, side);
  }
  // The men whose army, kind, number or layers changed, or who came back on the board:
  // their pairs are found again.
  std::uint64_t repair = 0;
  for (std::uint64_t bits = changes.men; bits; bits &= bits - 1) {
    const int i = __builtin_ctzll(bits);
    const Man& now = pos.men[i];
    const Man& was = *changes.was[i];
    if (now.on_board) flip(p, now, side);
    if (now.on_board && (now.army != was.army || now.king != was.king || now.value != was.value ||
                         now.present != was.present || !was.on_board))
      repair |= 1ull << i;
    if (!now.on_board && was.on_board) unpair(p, i);  // gone from the board: out of every pair
  }
  if (spaces_ && repair) repair_pairs(pos, side, repair, p);
  // The enemies to look at again: those on, within the farthest draught of, or (taking
  // by spaces) first along a line from a square whose man changed.
  SquareSet concerned{};
  auto concern = [&](Square s) {
    concerned[s >> 6] |= 1ull << (s & 63);
    // Where no draught leaps over men, a change concerns only the first man along each
    // line from it (within the farthest draught or, by spaces, at any distance); without
    // spaces the enemies within the farthest draught are the quicker superset to find.
    if (!spaces_ || !first_men_) {
      for (int w = 0; w < words_; ++w) concerned[w] |= near_[s][w];
    }
    if (!spaces_) return;
    for (int a = 0; a < kAxes; ++a) {
      // Only an enemy at a line's end is looked at again.
      if (!(p.enemy_lines[places_[s][a].line] & ~(1u << places_[s][a].index))) continue;
      int ends[2], spaces[2];
      line_ends(p.lines[places_[s][a].line], places_[s][a], ends, spaces);
      for (const int q : ends) {
        if (q >= 0) concerned[q >> 6] |= 1ull << (q & 63);
      }
    }
  };
  for (std::uint64_t bits = changes.men; bits; bits &= bits - 1) {
    const int i = __builtin_ctzll(bits);
    const Man& was = *changes.was[i];
    const Man& now = pos.men[i];
    if (was.on_board) concern(was.square);
    if (now.on_board && (!was.on_board || now.square != was.square)) concern(now.square);
    // A man gone from the board, or gone over to the side, stands taken no more.
    p.whole &= ~(1ull << i);
    p.layers &= ~(1ull << i);
  }
  for (int w = 0; w < words_; ++w) {
    for (std::uint64_t bits = concerned[w] & p.enemies[w]; bits; bits &= bits - 1) {
      const int i = pos.board[w * 64 + __builtin_ctzll(bits)];
      p.whole &= ~(1ull << i);
      p.layers &= ~(1ull << i);
      judge(pos, i, side, p);
    }
  }
}

void CaptureFinder::add_verdict(const Verdict& v, int enemy, Move& out) const {
  if (v.whole) {
    out.add({static_cast<std::int8_t>(enemy), -1, v.whole_method});
    return;
  }
  for (int l = 0; l < kMaxLayers; ++l) {
    if ((v.layers >> l) & 1)
      out.add({static_cast<std::int8_t>(enemy), static_cast<std::int8_t>(l), v.layer_method[l]});
  }
}

void CaptureFinder::all_captures(const Position& pos, Army side, std::vector<Capture>& out) const {
  Move m;
  for (Square s = 0; s < pos.squares(); ++s) {
    const int i = pos.board[s];
    if (i < 0 || pos.men[i].army == side) continue;
    const Verdict v = evaluate(pos, i, side, Ask{});
    if (!v.any()) continue;
    m.count = 0;
    add_verdict(v, i, m);
    for (int k = 0; k < m.count; ++k) out.push_back(m.captures[k]);
  }
}

void CaptureFinder::captures_after_in_full(const Position& pos, Army side, int mover, Square from, Square to,
                                           bool flying, const Pending& pending, const Leaving& leaving,
                                           Move& out, bool near) const {
  Ask ask;
  ask.with = rules_.mover_takes_part ? mover : -1;
  ask.numbers = !flying || flight_numbers_;
  const bool after_any = after_any_;
  // The enemies whose taking a change at `from` or `to` can alter all stand on a line
  // through it: within the farthest draught (near_), or, taking by spaces, the first man
  // on the line. A superset of those concerned, each then looked at in full.
  // Without `near`, those within the farthest draught all stood taken whole before the
  // move (the watch is made of the others), and are left out below.
  std::uint64_t candidates = 0;
  for (int w = 0; near && w < words_; ++w) {
    for (std::uint64_t bits = pending.enemies[w] & near_[to][w]; bits; bits &= bits - 1) {
      const int i = pos.board[w * 64 + __builtin_ctzll(bits)];
      if (i >= 0 && pos.men[i].army != side) candidates |= 1ull << i;
    }
  }
  // A move that takes only by siege cannot besiege a man who has only `from` changed
  // about him: the square left can only open a siege. He did not stand besieged before
  // (else he is left out below), and does not now.
  if (near && (ask.numbers || after_any)) {
    for (int w = 0; w < words_; ++w) {
      for (std::uint64_t bits = pending.enemies[w] & near_[from][w]; bits; bits &= bits - 1) {
        const int i = pos.board[w * 64 + __builtin_ctzll(bits)];
        // Where a man leaps into an enemy's place, he stands there already.
        if (i >= 0 && pos.men[i].army != side) candidates |= 1ull << i;
      }
    }
  }
  // A move that takes by no number (a flight) cannot concern the men beyond the
  // farthest draught: their siege is as it was.
  FarTaken far;
  assert(leaving.far_found || !spaces_ || !ask.numbers);
  if (spaces_ && ask.numbers) far_captures(pos, side, from, to, pending, leaving, ask, candidates, far);
  candidates |= pending.layers;
  // A man that stood taken before the move is taken by moving into his place (002 line
  // 852), unless every move takes all that then stands taken.
  if (after_any)
    candidates |= pending.whole;
  else
    candidates &= ~pending.whole;
  far.men &= ~candidates & ~pending.whole;
  if (!(candidates | far.men)) return;
  // Whole men before layers, in the order of their squares, as all_captures lists them.
  Square order[kMaxMen];
  int n = 0;
  for (std::uint64_t all = candidates | far.men; all; all &= all - 1)
    order[n++] = pos.men[__builtin_ctzll(all)].square;
  if (n > 1) std::sort(order, order + n);
  // The squares held after the move, for the quicker searches along the lines (the
  // relations of numbers; a siege looks at the board).
  Occupancy occ;
  if (ask.numbers) {
    occ = moved(pending.lines, from, to);
    ask.occupied = &occ;
  }
  for (int k = 0; k < n; ++k) {
    const int i = pos.board[order[k]];
    if ((far.men >> i) & 1) {
      if (!pos.men[i].declared) out.add({static_cast<std::int8_t>(i), -1, far.method[i]});
      continue;
    }
    const Verdict v = evaluate(pos, i, side, ask);
    if (v.any()) add_verdict(v, i, out);
  }
}

void CaptureFinder::far_captures(const Position& pos, Army side, Square from, Square to,
                                 const Pending& pending, const Leaving& leaving, const Ask& ask,
                                 std::uint64_t& candidates, FarTaken& far) const {
  // The enemies beyond the farthest draught whose line through `from` or `to` changed.
  // Nothing but the spaces can reach them, and only along a changed line, where the
  // man they face is known from the two ends of the line's void stretch: across `to`
  // the man moved, across `from` the man at the stretch's other end. Of the lines that
  // take a man, the first in the order of directions from him gives the way, as
  // by_spaces finds it.
  //
  // The enemy man at place q of the line of p, unless he is among the candidates (a
  // king becomes one, to be looked at in full); -1 when there is none to look at.
  auto far_enemy = [&](const Place p, int q) {
    const int i = pos.board[squares_[p.line][q]];
    if (i < 0 || pos.men[i].army == side || ((candidates >> i) & 1)) return -1;
    if (pos.men[i].king) {
      candidates |= 1ull << i;
      return -1;
    }
    return i;
  };
  // Whether the man at `facing` takes the enemy man i over k void spaces, i looking
  // toward him in direction `toward`: the first such direction gives the way. k is
  // at least near_reach_, three or more, never Equalitie's one space.
  auto face = [&](int i, Square facing, int k, int toward) {
    const int t = pos.board[facing];
    if (t < 0 || !((pending.pairs[t] >> i) & 1) || (((far.men >> i) & 1) && far.direction[i] <= toward))
      return;
    Method method{};
    if (faces_taker(pos, t, side, ask.with, pos.men[i].value, k, opposite(toward), method)) {
      far.men |= 1ull << i;
      far.direction[i] = static_cast<std::uint8_t>(toward);
      far.method[i] = method;
    }
  };
  // Across `to`: the man moved faces the first man each way along its lines. Of the
  // enemies whose numbers pair with his, those standing first on a line from `to`
  // beyond the farthest draught (those within it are among the candidates already).
  const int from_on_to = shared_axis(from, to);  // the line of `to` that `from` is on
  for (int w = 0; w < words_; ++w) {
    for (std::uint64_t bits = leaving.prey[w] & far_[to][w]; bits; bits &= bits - 1) {
      const Square q = static_cast<Square>(w * 64 + __builtin_ctzll(bits));
      const int a = shared_axis(q, to);
      const Facing f = facing(q, to, a);  // from the enemy toward the man moved
      std::uint32_t m = pending.lines[f.line];
      if (a == from_on_to) m &= ~(1u << places_[from][a].index);
      if ((m & f.between) || far_enemy(places_[q][a], places_[q][a].index) < 0) continue;
      face(pos.board[q], to, f.spaces, f.toward);
    }
  }
  // Across `from`: the men at the two ends of the void stretch now face each other,
  // looked at on the lines with an enemy beyond the farthest draught of `from`
  // (leaving.far_axes). On the line the man moved along, with no man passed over, one
  // end is he, at `to`, and what he faces across `from` was looked at across `to`.
  const std::array<Place, kAxes>& from_places = places_[from];
  unsigned looked = leaving.far_axes;
  if (from_on_to >= 0 && !(pending.lines[from_places[from_on_to].line] &
                           between(from_places[from_on_to].index, places_[to][from_on_to].index)))
    looked &= ~(1u << from_on_to);
  for (; looked; looked &= looked - 1) {
    const int a = __builtin_ctz(looked);
    const Place pf = from_places[a];
    const int up = kUpward[a], down = opposite(up);
    const std::uint32_t enemies = pending.enemy_lines[pf.line];
    std::uint32_t m = pending.lines[pf.line] & ~(1u << pf.index);
    if (a == from_on_to) m |= 1u << places_[to][a].index;
    int ends[2], spaces[2];
    line_places(m, pf.index, ends, spaces);
    for (int x = 0; x < 2; ++x) {
      if (ends[x] < 0 || spaces[x] < near_reach_ || !((enemies >> ends[x]) & 1)) continue;
      const int i = far_enemy(pf, ends[x]);
      if (i >= 0 && ends[1 - x] >= 0)
        face(i, squares_[pf.line][ends[1 - x]], spaces[0] + spaces[1] + 1, x == 0 ? down : up);
    }
  }
}

void CaptureFinder::find_far(const Position& pos, const Pending& pending, Leaving& leaving) const {
  leaving.far_found = true;
  if (!spaces_) return;
  leaving.prey = {};
  leaving.far_axes = 0;
  // A man who stood taken whole is taken by moving into his place, or (under
  // CaptureTiming::AfterAnyMove) looked at in full by every move (Watch::always).
  for (std::uint64_t bits = pending.pairs[leaving.man] & ~pending.whole; bits; bits &= bits - 1) {
    const Square s = pos.men[__builtin_ctzll(bits)].square;
    leaving.prey[s >> 6] |= 1ull << (s & 63);
  }
  // far_captures across `from`, as it stands for every move of the man: the two ends of
  // the void stretch through `from` on each line, the man gone.
  const Square from = leaving.from;
  const int man = leaving.man;
  const std::array<Place, kAxes>& places = places_[from];
  for (int a = 0; a < kAxes; ++a) {
    const Place pf = places[a];
    const std::uint32_t enemies = pending.enemy_lines[pf.line];
    if (!(enemies & beyond_reach_[pf.index])) continue;
    int ends[2], spaces[2];
    line_places(pending.lines[pf.line] & ~(1u << pf.index), pf.index, ends, spaces);
    for (int x = 0; x < 2; ++x) {
      if (ends[x] < 0 || spaces[x] < near_reach_ || !((enemies >> ends[x]) & 1)) continue;
      const int i = pos.board[squares_[pf.line][ends[x]]];
      const Man& e = pos.men[i];
      // One who stood taken whole is not taken anew (far_captures leaves him out); a man
      // of the side stands there after a leap into an enemy's place (far_captures passes
      // him over).
      const Army side = pos.men[man].army;
      if (((pending.whole >> i) & 1) || e.army == side) continue;
      if (e.king) {
        leaving.far_axes |= 1u << a;
        break;
      }
      if (ends[1 - x] < 0) continue;
      const int t = pos.board[squares_[pf.line][ends[1 - x]]];
      if (!((pending.pairs[t] >> i) & 1)) continue;
      const int toward = x == 0 ? opposite(kUpward[a]) : kUpward[a];  // from him toward t
      Method method{};
      if (faces_taker(pos, t, side, rules_.mover_takes_part ? man : -1, e.value, spaces[0] + spaces[1] + 1,
                      opposite(toward), method)) {
        leaving.far_axes |= 1u << a;
        break;
      }
    }
  }
}

bool CaptureFinder::far_may_take(const Position& pos, const Pending& pending, const Leaving& leaving,
                                 Square to) const {
  const Square from = leaving.from;
  if (leaving.far_axes) {
    const int on = shared_axis(from, to);  // the line of `to` that `from` is on
    unsigned axes = leaving.far_axes;
    if (on >= 0 &&
        !(pending.lines[places_[from][on].line] & between(places_[from][on].index, places_[to][on].index)))
      axes &= ~(1u << on);
    if (axes) return true;
  }
  // Across `to`, as far_captures looks: the void between counted with `from` void
  // where `from` is on the same line.
  for (int w = 0; w < words_; ++w) {
    for (std::uint64_t bits = leaving.prey[w] & far_[to][w]; bits; bits &= bits - 1) {
      const Square q = static_cast<Square>(w * 64 + __builtin_ctzll(bits));
      const int a = shared_axis(q, to);
      const Place pq = places_[q][a], pt = places_[to][a], pf = places_[from][a];
      std::uint32_t m = pending.lines[pq.line];
      if (pf.line == pq.line) m &= ~(1u << pf.index);
      if (m & between(pq.index, pt.index)) continue;
      const Man& e = pos.men[pos.board[q]];
      if (e.king) return true;
      const Facing f = facing(q, to, a);  // from the enemy toward the man moved
      Method method{};
      if (faces_taker(pos, leaving.man, pos.men[leaving.man].army, rules_.mover_takes_part ? leaving.man : -1,
                      e.value, f.spaces, opposite(f.toward), method))
        return true;
    }
  }
  return false;
}

void CaptureFinder::captures_after_reference(const Position& pos, Army side, int mover, bool flying,
                                             const Pending& pending, Move& out) const {
  Ask ask;
  ask.with = rules_.mover_takes_part ? mover : -1;
  // A flight takes only by siege (002 line 621), unless rules.flight_takes_numbers;
  // where flights may not besiege, all that it would take is found, for the move to be
  // refused (001 line 43).
  ask.numbers = !flying || !rules_.flying_besieges || rules_.flight_takes_numbers;
  for (Square s = 0; s < pos.squares(); ++s) {
    const int i = pos.board[s];
    if (i < 0 || pos.men[i].army == side) continue;
    if (rules_.timing != CaptureTiming::AfterAnyMove && ((pending.whole >> i) & 1)) continue;
    const Verdict v = evaluate(pos, i, side, ask);
    if (v.any()) add_verdict(v, i, out);
  }
}

}  // namespace rithmo::play
