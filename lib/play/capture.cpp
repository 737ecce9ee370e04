#include "play/capture.hpp"

#include "taking/spaces.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>

namespace rithmo::play {

namespace {

constexpr int kMaxTakers = 96;

bool allowed(Directions dirs, int d) {
  if (dirs == Directions::Both) return true;
  return (dirs == Directions::Orthogonal) == is_orthogonal(d);
}

// a, b, c distinct and, sorted, in arithmetic, geometric or musical proportion
// (harmony/proportion.hpp), by exact integer cross-multiplication.
bool in_some_proportion(std::int64_t a, std::int64_t b, std::int64_t c) {
  std::int64_t x[3] = {a, b, c};
  std::sort(x, x + 3);
  if (x[0] == x[1] || x[1] == x[2]) return false;
  return x[1] - x[0] == x[2] - x[1] || x[1] * x[1] == x[0] * x[2] ||
         x[2] * (x[1] - x[0]) == x[0] * (x[2] - x[1]);
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
  spaces_ = rules.multiplication == SpacesRule::Spaces || rules.division == SpacesRule::Spaces;
  words_ = (geometry.squares() + 63) / 64;
  const int reach = std::max(draughts.max_reach(), 3);
  near_.resize(geometry.squares());
  rays_.resize(static_cast<std::size_t>(geometry.squares()) * kDirections);
  for (Square s = 0; s < geometry.squares(); ++s) {
    for (int d = 0; d < kDirections; ++d) {
      for (int k = 0; k < geometry.ray_length(s, d); ++k) {
        const int t = geometry.ray(s, d)[k];
        if (k < reach) near_[s][t >> 6] |= 1ull << (t & 63);
        rays_[s * kDirections + d][t >> 6] |= 1ull << (t & 63);
      }
    }
  }
  pair_draught_ = (!adj && (rules.addition || rules.subtraction)) ||
                  rules.multiplication == SpacesRule::Draught || rules.division == SpacesRule::Draught ||
                  rules.proportion;
  draught_needed_ = pair_draught_ || rules.equality || rules.cossic;
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
int CaptureFinder::draught_takers(const Position& pos, Square target, Army side, Taker* out) const {
  int n = 0;
  const int reach = draughts_.max_reach();
  const bool leap = rules_.leap_over_men;
  const unsigned leaping = (1u << TriangleDraught) | (1u << SquareDraught);
  for (int d = 0; d < kDirections; ++d) {
    const std::uint8_t* ray = geometry_.ray(target, d);
    const int len = std::min(geometry_.ray_length(target, d), reach);
    bool blocked = false;
    for (int k = 0; k < len; ++k) {
      const int i = pos.board[ray[k]];
      if (i < 0) continue;
      const Man& m = pos.men[i];
      if (m.army == side) {
        unsigned cls = draughts_.classes(m);
        if (blocked) cls &= leaping;
        bool takes = false;
        for (unsigned c = cls; c; c &= c - 1)
          takes = takes || ((draughts_.reach(__builtin_ctz(c), d) >> (k + 1)) & 1);
        if (takes && n + kMaxLayers + 1 <= kMaxTakers)
          n += values_of(m, static_cast<std::int8_t>(i), out + n);
      }
      if (!leap) break;
      blocked = true;
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
// the takers in draught, of the men in the next spaces, or by spaces.
bool CaptureFinder::numbers_take(const Position& pos, Square target, Army side, std::int64_t t,
                                 const Taker* tk, int n, const Ask& ask, Method& method) const {
  const int with = ask.with;
  if (rules_.equality || rules_.cossic) {
    for (int i = 0; i < n; ++i) {
      if (with >= 0 && tk[i].man != with) continue;
      if (rules_.equality && tk[i].value == t) {
        method = Method::Equality;
        return true;
      }
      if (rules_.cossic && cossic_pair(tk[i].value, t)) {
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
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) {
        if (tk[i].man == tk[j].man) continue;
        if (with >= 0 && tk[i].man != with && tk[j].man != with) continue;
        const std::int64_t a = tk[i].value, b = tk[j].value;
        if (add && a + b == t) {
          method = Method::Addition;
          return true;
        }
        if (sub && std::llabs(a - b) == t) {
          method = Method::Subtraction;
          return true;
        }
        if (mul && a * b == t) {
          method = Method::Multiplication;
          return true;
        }
        if (div && std::max(a, b) == t * std::min(a, b)) {
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
        if (rules_.addition && adj[i].value + adj[j].value == t) {
          method = Method::Addition;
          return true;
        }
        if (rules_.subtraction && std::abs(adj[i].value - adj[j].value) == t) {
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
      const int q = first_occupied(*ask.occupied, target, d);
      if (q < 0) continue;
      k = std::max(std::abs(geometry_.file(q) - geometry_.file(target)),
                   std::abs(geometry_.rank(q) - geometry_.rank(target))) -
          1;
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
    if (pos.men[i].army != side || (with >= 0 && i != with)) continue;
    Taker vs[kMaxLayers + 1];
    const int nv = values_of(pos.men[i], static_cast<std::int8_t>(i), vs);
    for (int x = 0; x < nv; ++x) {
      const std::int64_t v = vs[x].value;
      if (rules_.multiplication == SpacesRule::Spaces &&
          takes_by_spaces(SpacesOperation::Multiplication, v, k, t)) {
        method = Method::Eruption;
        return true;
      }
      if (rules_.division == SpacesRule::Spaces && takes_by_spaces(SpacesOperation::Division, v, k, t)) {
        method = Method::SpacesDivision;
        return true;
      }
    }
  }
  return false;
}

bool CaptureFinder::besieged(const Position& pos, int enemy, Army side, int with) const {
  const Man& e = pos.men[enemy];
  const Square s = e.square;
  bool enemy_blocker = false, with_blocker = with < 0;
  // Classify what stands in the way: the besiegers', the man's fellows, or the edge.
  auto blocker = [&](int i) -> bool {
    if (i < 0) return rules_.oblivion_edge;  // the edge
    if (pos.men[i].army != side) return rules_.oblivion_fellows;
    enemy_blocker = true;
    with_blocker = with_blocker || i == with;
    return true;
  };
  if (rules_.oblivion == Oblivion::FourAdjacent) {
    // "in the foure nexte spaces about him directly, or cornerwise" (002 lines 847-849).
    for (int set = 0; set < 2; ++set) {
      enemy_blocker = false;
      with_blocker = with < 0;
      bool all = true;
      for (int d = set * 4; d < set * 4 + 4 && all; ++d) {
        if (geometry_.ray_length(s, d) < 1)
          all = blocker(-1);
        else {
          const int i = pos.board[geometry_.ray(s, d)[0]];
          all = i >= 0 && blocker(i);
        }
      }
      if (all && enemy_blocker && with_blocker) return true;
    }
    return false;
  }
  // Hemmed: "letted of theyr ordinarie draughte" (002 line 670), every draught of every
  // class blocked by the first man on its way, or by the edge.
  const unsigned cls = draughts_.classes(e);
  bool any = false;
  for (int c = 0; c < kDraughtClasses; ++c) {
    if (!(cls & (1u << c))) continue;
    const int k = c == QueenDraught ? 1 : distance_of(static_cast<Shape>(c));
    const bool leaps = draughts_.leaps(c);
    for (int d = 0; d < kDirections; ++d) {
      if (c != QueenDraught && !allowed(directions_of(rules_, static_cast<Shape>(c)), d)) continue;
      any = true;
      const std::uint8_t* ray = geometry_.ray(s, d);
      const int len = geometry_.ray_length(s, d);
      int found = -1;
      if (leaps) {
        if (len >= k) found = pos.board[ray[k - 1]];
        if (len >= k && found < 0) return false;  // a free draught
      } else {
        for (int j = 0; j < std::min(k, len) && found < 0; ++j) found = pos.board[ray[j]];
        if (found < 0 && len >= k) return false;
      }
      if (!blocker(found)) return false;
    }
  }
  return any && enemy_blocker && with_blocker;
}

Verdict CaptureFinder::evaluate(const Position& pos, int enemy, Army side, const Ask& ask) const {
  Verdict v;
  const Man& e = pos.men[enemy];
  if (!e.on_board || e.army == side || e.declared) return v;
  if (ask.numbers) {
    Taker takers[kMaxTakers];
    const int n = draught_needed_ ? draught_takers(pos, e.square, side, takers) : 0;
    Method m{};
    if ((!e.king || rules_.pyramid_whole) && numbers_take(pos, e.square, side, e.value, takers, n, ask, m)) {
      v.whole = true;
      v.whole_method = m;
      return v;
    }
    if (e.king && rules_.pyramid_layers) {
      for (int l = 0; l < e.layer_count; ++l) {
        if (e.has_layer(l) && numbers_take(pos, e.square, side, e.layers[l].value, takers, n, ask, m)) {
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

Verdict CaptureFinder::evaluate_far(const Position& pos, int enemy, Army side, const Ask& ask,
                                    unsigned directions) const {
  Verdict v;
  const Man& e = pos.men[enemy];
  assert(!e.king);
  if (!e.on_board || e.army == side || e.declared || !ask.numbers) return v;
  Method m{};
  if (by_spaces(pos, e.square, side, e.value, ask, directions, m)) {
    v.whole = true;
    v.whole_method = m;
  }
  return v;
}

Pending CaptureFinder::capturable(const Position& pos, Army side) const {
  Pending p;
  SquareSet own{};
  for (const Man& m : pos.men) {
    if (!m.on_board) continue;
    p.occupied[m.square >> 6] |= 1ull << (m.square & 63);
    (m.army == side ? own : p.enemies)[m.square >> 6] |= 1ull << (m.square & 63);
  }
  for (std::size_t i = 0; i < pos.men.size(); ++i) {
    const Man& e = pos.men[i];
    if (!e.on_board || e.army == side) continue;
    // Every relation needs a man of the side on a line through him: within the
    // farthest draught, or, taking by spaces, the first man on a line.
    bool near = false;
    for (int w = 0; w < words_ && !near; ++w) near = (own[w] & near_[e.square][w]) != 0;
    bool on_line = false;
    for (int d = 0; d < kDirections && spaces_ && !near && !on_line; ++d) {
      const int q = first_occupied(p.occupied, e.square, d);
      on_line = q >= 0 && ((own[q >> 6] >> (q & 63)) & 1);
    }
    if (!near && !on_line) continue;
    Ask ask;
    ask.occupied = &p.occupied;
    // A man with no taker within the farthest draught can be taken by spaces alone.
    const Verdict v = near || e.king ? evaluate(pos, static_cast<int>(i), side, ask)
                                     : evaluate_far(pos, static_cast<int>(i), side, ask, kAllDirections);
    if (v.whole)
      p.whole |= 1ull << i;
    else if (v.layers)
      p.layers |= 1ull << i;
  }
  return p;
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

void CaptureFinder::captures_after(const Position& pos, Army side, int mover, Square from, Square to,
                                   bool flying, const Pending& pending, Move& out) const {
  // The enemies whose taking a change at `from` or `to` can alter all stand on a line
  // through it: within the farthest draught (near_), or, taking by spaces, the first man
  // on the line. A superset of those concerned, each then looked at in full.
  std::uint64_t candidates = 0;
  for (int w = 0; w < words_; ++w) {
    for (std::uint64_t bits = pending.enemies[w] & (near_[from][w] | near_[to][w]); bits; bits &= bits - 1) {
      const int i = pos.board[w * 64 + __builtin_ctzll(bits)];
      if (i >= 0 && pos.men[i].army != side) candidates |= 1ull << i;
    }
  }
  SquareSet occupied = pending.occupied;
  occupied[from >> 6] &= ~(1ull << (from & 63));
  occupied[to >> 6] |= 1ull << (to & 63);
  // The enemies beyond the farthest draught whose line through `from` or `to` changed,
  // and the directions, from each, of the lines that changed.
  std::uint64_t far = 0;
  std::array<std::uint8_t, kMaxMen> far_directions;
  if (spaces_) {
    for (int e = 0; e < 2 * kDirections; ++e) {
      const int d = e % kDirections;
      const int q = first_occupied(occupied, e < kDirections ? from : to, d);
      if (q < 0 || !((pending.enemies[q >> 6] >> (q & 63)) & 1)) continue;
      const int i = pos.board[q];
      if (i < 0 || pos.men[i].army == side || ((candidates >> i) & 1)) continue;
      if (pos.men[i].king) {
        candidates |= 1ull << i;
        continue;
      }
      if (!((far >> i) & 1)) far_directions[i] = 0;
      far |= 1ull << i;
      far_directions[i] = static_cast<std::uint8_t>(far_directions[i] | (1u << opposite(d)));
    }
  }
  candidates |= pending.layers;
  candidates &= ~pending.whole;
  far &= ~candidates & ~pending.whole;
  Ask ask;
  ask.with = rules_.mover_takes_part ? mover : -1;
  ask.occupied = &occupied;
  // A flight takes only by siege (002 line 621); where flights may not besiege, all
  // that it would take is found, for the move to be refused (001 line 43).
  ask.numbers = !flying || !rules_.flying_besieges;
  // Whole men before layers, in the order of their squares, as all_captures lists them.
  Square order[kMaxMen];
  int n = 0;
  for (std::uint64_t all = candidates | far; all; all &= all - 1)
    order[n++] = pos.men[__builtin_ctzll(all)].square;
  if (n > 1) std::sort(order, order + n);
  for (int k = 0; k < n; ++k) {
    const int i = pos.board[order[k]];
    const Verdict v =
        (far >> i) & 1 ? evaluate_far(pos, i, side, ask, far_directions[i]) : evaluate(pos, i, side, ask);
    if (v.any()) add_verdict(v, i, out);
  }
}

void CaptureFinder::captures_after_reference(const Position& pos, Army side, int mover, bool flying,
                                             const Pending& pending, Move& out) const {
  Ask ask;
  ask.with = rules_.mover_takes_part ? mover : -1;
  // A flight takes only by siege (002 line 621); where flights may not besiege, all
  // that it would take is found, for the move to be refused (001 line 43).
  ask.numbers = !flying || !rules_.flying_besieges;
  for (Square s = 0; s < pos.squares(); ++s) {
    const int i = pos.board[s];
    if (i < 0 || pos.men[i].army == side || ((pending.whole >> i) & 1)) continue;
    const Verdict v = evaluate(pos, i, side, ask);
    if (v.any()) add_verdict(v, i, out);
  }
}

}  // namespace rithmo::play
