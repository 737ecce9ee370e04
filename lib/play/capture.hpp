// Taking: which enemy men a side may take in a position, and by what.
//
// A man is taken by a relation between his number and the numbers of the men that
// reach him (rules.hpp lists which relations a reading allows):
//   - in draught: a man "has him in his draught" when his ordinary draught ends on the
//     enemy's square (play/draughts.hpp), never his flying one (002 line 621, 001 line
//     67): equality (one man), addition, subtraction, multiplication, division,
//     proportion (two men), cossic signs (a power and its root, 002 line 687); under
//     FlightReach::EqualityAddition also when his flight ends there, for equality,
//     addition and subtraction;
//   - in the next spaces: addition or subtraction by two men adjacent to him, on
//     opposite sides under Placement::Opposite (002 lines 676, 845; 003 line 126);
//   - by spaces: one man on a line with him, all the spaces between void, times or
//     divided by their count (002 lines 682, 685, 841);
//   - oblivion: besieged (rules.hpp Oblivion).
// A king is taken whole by his pyramidal number, or layer by layer by the layers'
// numbers (rules.pyramid_whole, rules.pyramid_layers), or whole by his base layer's
// number (rules.pyramid_base); he takes with his whole number,
// and with his layers' if rules.king_parts_take. A declared man is never taken (001
// line 99).
//
// The finder evaluates one enemy man at a time, optionally asking that a given man
// of the taking side be one of the takers (du Coeur's reading, rules.mover_takes_part,
// and a man leaping into the place of the enemy he takes). The arithmetic of two men is
// men/ways.hpp's two_men_take and that of the spaces taking/spaces.hpp's
// takes_by_spaces, the predicates the audit's derived tables ask: numbers are at most
// kMaxValue, so two_men_take's sums and products fit in 64 bits and are exact, and
// takes_by_spaces checks its own product for overflow.
#pragma once

#include "play/draughts.hpp"
#include "play/move.hpp"
#include "play/position.hpp"
#include "play/rules.hpp"
#include "play/sources.hpp"
#include "taking/spaces.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace rithmo::play {

// What may take one enemy man: the whole of him, or some of a king's layers.
struct Verdict {
  bool whole = false;
  Method whole_method = Method::Equality;
  std::uint8_t layers = 0;  // bit i: layer i may be taken
  std::array<Method, kMaxLayers> layer_method{};
  bool any() const { return whole || layers != 0; }
};

// The lines of the board: every square stands on four, its file, its rank and its two
// diagonals (axes 0-3: North-South, East-West, NorthEast-SouthWest,
// NorthWest-SouthEast). The places of a line are numbered from its southern end (its
// western end for a rank), at most 32 to a line.
inline constexpr int kAxes = 4;
inline constexpr int kMaxLines = kMaxRanks + kMaxFiles + 2 * (kMaxFiles + kMaxRanks - 1);
// The axis of each direction (a table out of the function, as kOpposite).
inline constexpr std::array<int, kDirections> kAxisOf = {0, 0, 1, 1, 2, 3, 3, 2};
inline constexpr int axis_of(int d) { return kAxisOf[d]; }
// The direction toward greater places on the line of each axis: North, East,
// NorthEast and NorthWest.
inline constexpr std::array<int, kAxes> kUpward = {North, East, NorthEast, NorthWest};
// Whether a direction runs to greater places on its line.
inline constexpr bool ascending(int d) { return kUpward[axis_of(d)] == d; }
static_assert(ascending(North) && ascending(East) && ascending(NorthEast) && ascending(NorthWest) &&
              !ascending(South) && !ascending(West) && !ascending(SouthWest) && !ascending(SouthEast));

// The squares held, a bit per place on each line: kept for a position, and changed by a
// move only on the eight lines through the squares it leaves and reaches.
using LineMasks = std::array<std::uint32_t, kMaxLines>;

// The squares held after a man has gone from one square to another: the position's
// lines with that one change. With no move, the lines as they stand.
struct Occupancy {
  const LineMasks* lines = nullptr;
  std::array<std::uint8_t, kAxes> from_line{255, 255, 255, 255};  // 255: no line changed
  std::array<std::uint8_t, kAxes> to_line{255, 255, 255, 255};
  std::array<std::uint32_t, kAxes> from_bit{};
  std::array<std::uint32_t, kAxes> to_bit{};
  std::uint64_t mask(int axis, int line) const {
    std::uint32_t m = (*lines)[line];
    if (line == from_line[axis]) m &= ~from_bit[axis];
    if (line == to_line[axis]) m |= to_bit[axis];
    return m;
  }
};

// Which relations to look at.
struct Ask {
  int with = -1;         // a man of the taking side who must take part, or -1
  bool oblivion = true;  // look at oblivion
  bool numbers = true;   // look at the relations of numbers
  const Occupancy* occupied =
      nullptr;  // the squares held, when the caller knows them (a quicker search by spaces)
};

// What stood before a move: the men the side to move could take whole, the kings of
// whom it could take only some layers, the squares of the enemy's men (which the
// side's own move does not change) and of the side's, and the squares held on each
// line, all and the enemy's (a move then changes the eight lines through its two
// squares).
struct Pending {
  std::uint64_t whole = 0;
  std::uint64_t layers = 0;
  SquareSet enemies{};
  SquareSet own{};  // the squares of the side's men
  LineMasks lines{};
  LineMasks enemy_lines{};  // the enemy's squares on each line (kept where men take by spaces)
  // Where men take by spaces: per man on the board (index in Position::men), the men
  // of the other army whose numbers make a pair with his that may take by spaces over
  // more void spaces than the farthest draught reaches: for a man of the side, the
  // enemies his number may take; for an enemy, the side's men whose numbers may take
  // his. The arithmetic of the pair alone; the line and its void spaces are looked at
  // where the pair is. A king pairs by his whole number or any of his layers'.
  std::array<std::uint64_t, kMaxMen> pairs{};
  friend bool operator==(const Pending&, const Pending&) = default;
};

// The men changed between two positions (moved, taken, turned, their number or layers
// changed), each with his state in the earlier one.
struct Changes {
  std::uint64_t men = 0;                // bit per index in Position::men
  std::array<const Man*, kMaxMen> was;  // set for the men of `men` only
  // Records a man's earlier state, unless one is recorded already.
  void add(int man, const Man& before) {
    if ((men >> man) & 1) return;
    men |= 1ull << man;
    was[man] = &before;
  }
};

// How near a side stands to besieging a man (CaptureFinder::siege_progress).
struct Siege {
  int places = 0;  // to be held; none where he cannot be besieged where he stands
  int held = 0;
};

class CaptureFinder {
 public:
  CaptureFinder(const Rules& rules, const Geometry& geometry, const Draughts& draughts,
                const std::vector<CossicPair>& cossic);

  // What side may take of the enemy man (index in pos.men) as the position stands.
  Verdict evaluate(const Position& pos, int enemy, Army side, const Ask& ask) const;

  // The enemy men side may take as the position stands (bits per man index).
  Pending capturable(const Position& pos, Army side) const;

  // The same, found from what stood (`before`, for the same side) in an earlier
  // position from which only the men of `changes` differ. Only the enemies whose taking
  // a changed square can alter are looked at again: the men on those squares, and the
  // first man from them along each line (whose view along that line the change
  // altered) within the farthest draught or, taking by spaces, at any distance; where
  // a draught leaps over men, every man within the farthest draught of them.
  // Written into `out`, which must not be `before`.
  void capturable_after(const Position& pos, Army side, const Pending& before, const Changes& changes,
                        Pending& out) const;

  // Every capture side may make as the position stands, whole men before layers, in
  // the order of the men's squares.
  void all_captures(const Position& pos, Army side, std::vector<Capture>& out) const;

  // The captures set up by a move already made on pos: man `mover` went from `from`
  // to `to` (a flight if `flying`: then only sieges are found, unless flights take by
  // numbers too, or, where flights may not besiege, every capture the flight would make,
  // for it to be refused). Only the enemies the move can concern are looked at (those on
  // a line through `from` or `to`, or within a flight of them under a flight's reach, and
  // the kings whose layers stood taken before), and the men that could be taken whole
  // before the move are left out: a man that stood taken before the draught is taken by
  // moving into his place, not by setting up (002 lines 674, 852; 001 line 71); under
  // CaptureTiming::AfterAnyMove they are looked at again and taken if they still stand
  // taken. A king's layer that stood taken is taken after the move like one set up by
  // it, no man being able to move into the place of a king still standing (the engine's
  // reading).
  void captures_after(const Position& pos, Army side, int mover, Square from, Square to, bool flying,
                      const Pending& pending, Move& out) const {
    Leaving l = leaving(Watch{}, mover, from);
    find_far(pos, pending, l);
    captures_after_in_full(pos, side, mover, from, to, flying, pending, l, out);
  }
  // What the search of a position's moves asks before each (may_take_after), found once
  // for the position from what the side to move could take in it: the squares within
  // the farthest draught of an enemy it may take anew (every enemy under
  // CaptureTiming::AfterAnyMove, else those that did not stand taken whole), and whether
  // every move is looked at in full (a king some of whose layers stood taken, a man who
  // stood taken whole under AfterAnyMove).
  struct Watch {
    SquareSet near_open{};
    bool always = true;
    // Whether an enemy who may be taken anew stands within the farthest draught of s.
    bool near(Square s) const { return (near_open[s >> 6] >> (s & 63)) & 1; }
  };
  Watch watch(const Position& pos, const Pending& pending) const {
    Watch out;
    out.always = pending.layers || (after_any_ && pending.whole);
    std::uint64_t open = ~std::uint64_t{0};
    if (!after_any_) open &= ~pending.whole;
    for (int w = 0; w < words_; ++w) {
      for (std::uint64_t bits = pending.enemies[w]; bits; bits &= bits - 1) {
        const Square s = w * 64 + __builtin_ctzll(bits);
        if (!((open >> pos.board[s]) & 1)) continue;
        // near_ is symmetric: s is within the farthest draught of t as t is of s.
        for (int x = 0; x < words_; ++x) out.near_open[x] |= near_[s][x];
      }
    }
    return out;
  }
  // What the search needs of a man's number and of the square he leaves, the same for
  // all his moves from it: whether every ordinary move of his, and every flight, is
  // looked at in full (as the watch says, or where an enemy who may be taken anew is
  // within the farthest draught of the square left; a flight that takes only by siege
  // cannot complete one there), and, where men take by spaces, what may be taken by
  // spaces beyond the farthest draught: the squares of the enemy men whose numbers pair
  // with his (Pending::pairs) and who did not stand taken whole, and the axes of the
  // square's lines along which his leaving it lets one be taken. Those two are found
  // (find_far) by may_take_after for the first move that asks for them, so that a man
  // whose moves take by no number (a flight that takes only by siege) spares them.
  struct Leaving {
    SquareSet prey;  // set by find_far
    // The axes on whose line through `from`, with him gone from it, the void stretch has
    // an enemy at one end beyond the farthest draught and at the other a man of the side
    // who takes him by spaces over it, or a king there (whose layers are looked at in
    // full). Nothing else along those lines changes whichever way he moves: the square
    // reached is on one of them only when he moves along it, and then it is the stretch
    // itself (looked at across `to`) unless he passes over men, who stand nearer `from`
    // than `to` does.
    unsigned far_axes = 0;
    bool far_found = false;  // prey and far_axes found
    Square from = 0;
    int man = -1;
    bool in_full = true;
    bool flight_in_full = true;
    bool near_from = true;  // Watch::near of the square left
  };
  Leaving leaving(const Watch& watch, int man, Square from) const {
    Leaving out;
    const bool near_open = watch.near(from);
    out.from = from;
    out.man = man;
    out.near_from = near_open;
    out.in_full = watch.always || near_open;
    out.flight_in_full = flight_numbers_ ? out.in_full : watch.always || (after_any_ && near_open);
    return out;
  }
  // Finds leaving.prey and leaving.far_axes (where men take by spaces), pos standing as
  // before the move, or as after it (captures_after): the square reached is an end of a
  // stretch through `from` only on the line he moved along over void spaces, which
  // far_captures looks at across `to`.
  void find_far(const Position& pos, const Pending& pending, Leaving& leaving) const;
  // Whether a move to `to` may take anything: a man who may be taken anew within the
  // farthest draught of `from` or `to`, or what else makes leaving() look in full, or,
  // where men take by spaces and the move takes by numbers, an enemy beyond the farthest
  // draught whom far_captures would find: an axis of leaving.far_axes, or a man of the
  // prey on a line of `to` beyond it (far_may_take). False for most moves, which need
  // not be made on the board to be seen to take nothing; where true,
  // captures_after_in_full looks in full. Finds leaving's far part where the move takes
  // by numbers, pos standing as before the move.
  bool may_take_after(const Position& pos, const Pending& pending, const Watch& watch, Leaving& leaving,
                      Square to, bool flying) const {
    const bool near = (flying ? leaving.flight_in_full : leaving.in_full) || watch.near(to);
    if (!spaces_ || (flying && !flight_numbers_)) return near;
    if (!leaving.far_found) find_far(pos, pending, leaving);
    if (near) return true;
    std::uint64_t facing = 0;
    for (int w = 0; w < words_; ++w) facing |= leaving.prey[w] & far_[to][w];
    return (facing || leaving.far_axes) && far_may_take(pos, pending, leaving, to);
  }
  // captures_after, given leaving(watch, mover, from), for a move for which
  // may_take_after is true (which found leaving's far part where the move takes by
  // numbers). `near`: whether the watch has an enemy who may be taken anew within the
  // farthest draught of `from` or `to` (Watch::near); where it has none, the enemies
  // there all stood taken before the move, and are not looked at.
  void captures_after_in_full(const Position& pos, Army side, int mover, Square from, Square to, bool flying,
                              const Pending& pending, const Leaving& leaving, Move& out,
                              bool near = true) const;
  // Whether a flight to `to` may take something when a flight takes only by siege
  // (rules.flying_besieges, not rules.flight_takes_numbers): a siege it completes is of
  // an enemy within the farthest draught of `to` that did not stand taken before (the
  // square left can only open a siege), or of a king some of whose layers stood taken.
  bool flight_may_besiege(const Pending& pending, Square to) const {
    if (rules_.timing == CaptureTiming::AfterAnyMove || pending.layers) return true;
    for (int w = 0; w < words_; ++w) {
      if (pending.enemies[w] & near_[to][w]) return true;
    }
    return false;
  }

  // The same by looking at every enemy man (the reference the tests compare with).
  void captures_after_reference(const Position& pos, Army side, int mover, bool flying,
                                const Pending& pending, Move& out) const;

  // True when the man is besieged by side (oblivion), with `with` among the besiegers
  // if it is not -1.
  bool besieged(const Position& pos, int enemy, Army side, int with) const;

  // How near side stands to besieging the man: the places about him oblivion asks to
  // be held (the first square on each of his draughts' ways, or the four about him) and
  // how many side holds (or his fellows, where they count); where there are two sets of
  // four, the nearer. No places where he cannot be besieged where he stands (the edge
  // is one of them, and does not count).
  Siege siege_progress(const Position& pos, int enemy, Army side) const;

  // True when the man at `from` has `target` in his ordinary draught (the spaces
  // between void, unless the rules let him leap).
  bool in_draught(const Position& pos, int man, Square target) const;

 private:
  struct Taker {
    std::int8_t man;
    std::int32_t value;
  };
  int draught_takers(const Position& pos, Square target, Army side, const Occupancy* occ, Taker* out) const;
  int flight_takers(const Position& pos, Square target, Army side, Taker* out, int room) const;
  int values_of(const Man& m, std::int8_t index, Taker* out) const;
  bool numbers_take(const Position& pos, Square target, Army side, std::int64_t t, const Taker* takers, int n,
                    int all, const Ask& ask, Method& method) const;
  // Taking by the void spaces alone, looking along the directions whose bits are set.
  bool by_spaces(const Position& pos, Square target, Army side, std::int64_t t, const Ask& ask,
                 unsigned directions, Method& method) const;
  // Whether the man `taker`, of side (and `with` unless -1), takes the number t by the
  // spaces over `spaces` void spaces, the man taken lying in `direction` from him.
  bool faces_taker(const Position& pos, int taker, Army side, int with, std::int64_t t, int spaces,
                   int direction, Method& method) const {
    const Man& m = pos.men[taker];
    if (m.army != side || (with >= 0 && taker != with)) return false;
    // A man (not a king whose parts take) along every line: his number alone.
    if (!spaces_on_lines_ && (!m.king || !rules_.king_parts_take)) {
      return value_takes(spaces_mul_, spaces_div_, m.value, spaces, t, method);
    }
    return faces_taker_in_full(m, t, spaces, direction, method);
  }
  // Whether the number v takes t over `spaces` void spaces by multiplication (if mul)
  // or division (if div), setting the way.
  static bool value_takes(bool mul, bool div, std::int64_t v, int spaces, std::int64_t t, Method& method) {
    // Most pairs are turned away by the quick test; takes_by_spaces decides the rest.
    if (!may_take_by_spaces(v, spaces, t)) return false;
    if (mul && takes_by_spaces(SpacesOperation::Multiplication, v, spaces, t)) {
      method = Method::Eruption;
      return true;
    }
    if (div && takes_by_spaces(SpacesOperation::Division, v, spaces, t)) {
      method = Method::SpacesDivision;
      return true;
    }
    return false;
  }
  // faces_taker for a king whose parts take, or taking only along the draught's lines.
  bool faces_taker_in_full(const Man& m, std::int64_t t, int spaces, int direction, Method& method) const;
  static constexpr unsigned kAllDirections = (1u << kDirections) - 1;
  // Sets the bits of p for the enemy man i (on the board), side's men standing on
  // p.own, the squares held being p.lines and the pairs by spaces p.pairs.
  void judge(const Position& pos, int i, Army side, Pending& p) const;
  // Flips the square of a man in p's sets (held, side's, the enemy's): marks it where
  // it is void, clears it where it is held by him.
  void flip(Pending& p, const Man& m, Army side) const;
  // Whether the number of `taker` may take that of `taken` by spaces over more void
  // spaces than the farthest draught reaches, on some line of the board (a king's
  // whole number or any of his layers'); find_pairs fills p.pairs from it for every man.
  bool may_pair(const Man& taker, const Man& taken) const;
  void find_pairs(const Position& pos, Army side, Pending& p) const;
  // Takes man i out of every pair of p.
  static void unpair(Pending& p, int i);
  // Finds again the pairs of the men of `men` (bits per index, each on the board), with
  // the men of the other army on the board.
  void repair_pairs(const Position& pos, Army side, std::uint64_t men, Pending& p) const;
  // The axis of the line through both squares (distinct), or -1 (where men take by
  // spaces: the table is built only then).
  int shared_axis(Square a, Square b) const { return axis_between_[a * geometry_.squares() + b]; }
  // The places strictly between places a and b of a line.
  static std::uint32_t between(int a, int b) {
    const int lo = std::min(a, b), hi = std::max(a, b);
    return ((1u << hi) - 1) & ~((2u << lo) - 1);
  }
  // How square a faces square b along the line of axis `axis` they share: the line,
  // its places strictly between them, the void spaces they need, and the direction from
  // a toward b.
  struct Facing {
    int line;
    std::uint32_t between;
    int spaces;
    int toward;
  };
  Facing facing(Square a, Square b, int axis) const {
    const Place p = places_[a][axis];
    const int at = places_[b][axis].index;
    return {p.line, between(p.index, at), std::abs(at - p.index) - 1,
            at > p.index ? kUpward[axis] : opposite(kUpward[axis])};
  }
  // The enemies beyond the farthest draught that a move takes by spaces (captures_after):
  // bits per man index, and for each the direction from him of the line that takes him
  // and the way.
  struct FarTaken {
    std::uint64_t men = 0;
    std::array<std::uint8_t, kMaxMen> direction;
    std::array<Method, kMaxMen> method;
  };
  // Fills `far` after the move from `from` to `to`; a king among them joins the
  // candidates, to be looked at in full.
  void far_captures(const Position& pos, Army side, Square from, Square to, const Pending& pending,
                    const Leaving& leaving, const Ask& ask, std::uint64_t& candidates, FarTaken& far) const;
  // Whether far_captures may find anything after the man of `leaving` moves to `to`,
  // with no enemy who may be taken anew within the farthest draught of either square
  // (those are looked at in full): an axis of leaving.far_axes other than the line he
  // moves along over void spaces, or a man of his prey first on a line from `to` beyond
  // the farthest draught whom he takes by spaces over the void between, or who is a king.
  bool far_may_take(const Position& pos, const Pending& pending, const Leaving& leaving, Square to) const;
  bool cossic_pair(std::int64_t a, std::int64_t b) const;
  void add_verdict(const Verdict& v, int enemy, Move& out) const;

  const Rules& rules_;
  const Geometry& geometry_;
  std::vector<SquareSet> near_;  // per square: the squares on its lines within the farthest draught
  std::vector<SquareSet> far_;   // per square: the squares on its lines beyond the farthest draught
  int near_reach_ = 0;           // how far near_ goes along the lines
  int most_spaces_ = 0;          // the most void spaces between two men on a line
  std::array<std::uint32_t, 32> beyond_reach_{};  // per place: the places of its line beyond near_reach_
  // Per place: the places of its line within the farthest draught above it, and below.
  std::array<std::uint32_t, 32> above_draught_{};
  std::array<std::uint32_t, 32> below_draught_{};
  bool spaces_;           // men take by spaces
  bool spaces_mul_;       // by multiplication along every line (SpacesRule::Spaces)
  bool spaces_div_;       // by division along every line
  bool spaces_on_lines_;  // by either only along the lines of the taker's draught
  bool flight_reach_;     // a flight's end counts as in draught (rules.flight_reach)
  // No draught leaps over men: every relation looks only at the first man from the man
  // taken along each line (within the farthest draught, or at any distance by spaces).
  bool first_men_;
  int words_;  // the words of a SquareSet the board uses
  // Where each square stands on each axis's line, and the squares of each line.
  struct Place {
    std::uint8_t line = 0;
    std::uint8_t index = 0;
  };
  std::vector<std::array<Place, kAxes>> places_;              // per square
  std::vector<std::array<std::uint8_t, kMaxRanks>> squares_;  // per line
  std::vector<std::int8_t> axis_between_;  // per pair of squares (a * squares + b), taking by spaces
  // The changes a move from `from` to `to` makes to the lines.
  Occupancy moved(const LineMasks& lines, Square from, Square to) const;
  // The first held squares on both sides of place p of a line whose held places are m:
  // ends[0] toward greater places, ends[1] toward lesser (or -1), with the void spaces
  // between.
  void line_ends(std::uint64_t m, Place p, int (&ends)[2], int (&spaces)[2]) const {
    line_places(m, p.index, ends, spaces);
    for (int& e : ends) {
      if (e >= 0) e = squares_[p.line][e];
    }
  }
  // The same as places on the line (its index of each end, or -1).
  static void line_places(std::uint64_t m, int index, int (&ends)[2], int (&spaces)[2]) {
    ends[0] = ends[1] = -1;
    spaces[0] = spaces[1] = 0;
    if (const std::uint64_t up = m >> (index + 1)) {
      spaces[0] = __builtin_ctzll(up);
      ends[0] = index + 1 + spaces[0];
    }
    if (const std::uint64_t down = m & ((1ull << index) - 1)) {
      const int at = 63 - __builtin_clzll(down);
      spaces[1] = index - at - 1;
      ends[1] = at;
    }
  }
  // The first held square from s in direction d, or -1; `spaces` the void spaces
  // between.
  int first_held(const Occupancy& occ, Square s, int d, int& spaces) const {
    const int a = axis_of(d);
    const Place p = places_[s][a];
    std::uint64_t m = occ.mask(a, p.line);
    int at = 0;
    if (ascending(d)) {
      m >>= p.index + 1;
      if (!m) return -1;
      spaces = __builtin_ctzll(m);
      at = p.index + 1 + spaces;
    } else {
      m &= (1ull << p.index) - 1;
      if (!m) return -1;
      at = 63 - __builtin_clzll(m);
      spaces = p.index - at - 1;
    }
    return squares_[p.line][at];
  }
  const Draughts& draughts_;
  std::vector<std::pair<int, int>> cossic_;  // (root, power)
  bool pair_draught_;                        // some relation needs two men in draught
  bool draught_needed_;                      // some relation needs the men in draught
  // What oblivion finds on one of the places about a man besides a man's index.
  static constexpr int kSiegeEdge = -1;   // the board's edge, with no square before it
  static constexpr int kSiegeOpen = -2;   // a free draught, or an empty square about him
  static constexpr int kSiegeShort = -3;  // a draught that runs off the board over free squares
  // The sets of places of which one held besieges a man: two under FourAdjacent.
  int siege_sets() const;
  // Calls look(found) for each place about the man in set `set` that oblivion asks to
  // be held, found the index of the man there, kSiegeEdge, kSiegeOpen or kSiegeShort,
  // until look returns false.
  template <class Look>
  void siege_places(const Position& pos, int enemy, int set, Look&& look) const;
  std::array<unsigned, kDraughtClasses> class_directions_{};  // per class: its directions, as bits
  bool flight_numbers_;  // a flight looks at the relations of numbers too
  bool after_any_;       // CaptureTiming::AfterAnyMove
};

}  // namespace rithmo::play
