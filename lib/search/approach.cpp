#include "search/approach.hpp"

#include <algorithm>
#include <tuple>
#include <utility>

namespace rithmo::search {

namespace {

using play::Square;
using play::SquareSet;

// One step along each of the eight directions on one board, as a shift of a set: the
// squares that have a next square that way, and how far the next square's index is.
struct Steps {
  int files = 0;
  int ranks = 0;
  SquareSet board{};
  std::array<SquareSet, play::kDirections> has_next{};
  std::array<int, play::kDirections> delta{};
};

// Found from the rules engine's rays, once for each board on each thread.
const Steps& steps_of(const play::Geometry& g) {
  thread_local Steps known;
  if (known.files == g.files() && known.ranks == g.ranks()) return known;
  Steps out;
  out.files = g.files();
  out.ranks = g.ranks();
  for (Square s = 0; s < g.squares(); ++s) {
    out.board[static_cast<std::size_t>(s >> 6)] |= 1ull << (s & 63);
    for (int d = 0; d < play::kDirections; ++d) {
      if (g.ray_length(s, d) < 1) continue;
      out.has_next[static_cast<std::size_t>(d)][static_cast<std::size_t>(s >> 6)] |= 1ull << (s & 63);
      out.delta[static_cast<std::size_t>(d)] = g.ray(s, d)[0] - s;
    }
  }
  known = out;
  return known;
}

// Sets of squares of a board of at most 128, each in one 128-bit number.
__extension__ typedef unsigned __int128 Wide;

struct Narrow {
  using Set = Wide;
  static Set of(const SquareSet& s) { return (Wide{s[1]} << 64) | s[0]; }
  static void put(Set a, SquareSet& out) {
    out = {};
    out[0] = static_cast<std::uint64_t>(a);
    out[1] = static_cast<std::uint64_t>(a >> 64);
  }
  static constexpr bool any(Set a) { return a != 0; }
  static constexpr Set both(Set a, Set b) { return a & b; }
  static constexpr Set either(Set a, Set b) { return a | b; }
  static constexpr Set but(Set a, Set b) { return a & ~b; }
  static constexpr Set shift(Set a, int delta) { return delta > 0 ? a << delta : a >> -delta; }
  static constexpr Set bit(int s) { return Wide{1} << s; }
  static constexpr Set all() { return ~Wide{0}; }
};

// Sets of squares of any board, word by word.
struct Broad {
  using Set = SquareSet;
  static Set of(const SquareSet& s) { return s; }
  static void put(const Set& a, SquareSet& out) { out = a; }
  static bool any(const Set& a) {
    std::uint64_t x = 0;
    for (const std::uint64_t w : a) x |= w;
    return x != 0;
  }
  template <typename F>
  static Set each(const Set& a, const Set& b, F f) {
    Set out{};
    for (std::size_t w = 0; w < out.size(); ++w) out[w] = f(a[w], b[w]);
    return out;
  }
  static Set both(const Set& a, const Set& b) {
    return each(a, b, [](std::uint64_t x, std::uint64_t y) { return x & y; });
  }
  static Set either(const Set& a, const Set& b) {
    return each(a, b, [](std::uint64_t x, std::uint64_t y) { return x | y; });
  }
  static Set but(const Set& a, const Set& b) {
    return each(a, b, [](std::uint64_t x, std::uint64_t y) { return x & ~y; });
  }
  static Set shift(const Set& in, int delta) {
    constexpr int kWords = static_cast<int>(std::tuple_size_v<Set>);
    Set out{};
    const int by = delta < 0 ? -delta : delta;
    const int words = by >> 6, bits = by & 63;
    for (int w = 0; w < kWords; ++w) {
      const int from = delta > 0 ? w - words : w + words;
      const int carry = delta > 0 ? from - 1 : from + 1;
      if (from < 0 || from >= kWords) continue;
      out[w] |= delta > 0 ? in[from] << bits : in[from] >> bits;
      if (bits && carry >= 0 && carry < kWords)
        out[w] |= delta > 0 ? in[carry] >> (64 - bits) : in[carry] << (64 - bits);
    }
    return out;
  }
};

// A step along each direction as a shift of a set. Where the board's files are known
// when compiled (`Files`), each direction's shift is a constant; with none (0), it is
// read from the board's steps.
template <typename Sets, int Files>
struct Lines {
  using Set = typename Sets::Set;
  std::array<Set, play::kDirections> has_next;
  std::array<int, play::kDirections> delta;
  explicit Lines(const Steps& steps) {
    if constexpr (Files > 0) return;
    for (std::size_t d = 0; d < play::kDirections; ++d) {
      has_next[d] = Sets::of(steps.has_next[d]);
      delta[d] = steps.delta[d];
    }
  }
  template <int D>
  Set step(const Set& a) const {
    if constexpr (Files > 0) {
      // The files known: the squares with a next square that way are those not on the
      // file it leaves by; a step off the first or last rank leaves the set's squares
      // or goes past the board's, taken off where the walk keeps its squares on the board.
      constexpr int kFile = play::kSteps[D].file;
      constexpr int kDelta = kFile + play::kSteps[D].rank * Files;
      if constexpr (kFile == 0) {
        return Sets::shift(a, kDelta);
      } else {
        constexpr Set kLeaves = file_mask(kFile > 0 ? Files - 1 : 0);
        return Sets::shift(Sets::both(a, kLeaves), kDelta);
      }
    } else {
      return Sets::shift(Sets::both(a, has_next[D]), delta[D]);
    }
  }
  // Every square but those of one file.
  static constexpr Set file_mask(int file) {
    Set one{};
    for (int s = 0; s < static_cast<int>(sizeof(Set) * 8); ++s) {
      if (s % Files == file) one = Sets::either(one, Sets::bit(s));
    }
    return Sets::but(Sets::all(), one);
  }
};

}  // namespace

void Approach::walk(const play::Game& game, const SquareSet& occupied, Square target, int cap, int shape,
                    unsigned flights, const SquareSet& wanted) {
  const play::Geometry& g = game.geometry();
  if (g.squares() <= 128 && g.files() == 8)
    walk_in<Narrow, 8>(game, occupied, target, cap, shape, flights, wanted);
  else if (g.squares() <= 128)
    walk_in<Narrow, 0>(game, occupied, target, cap, shape, flights, wanted);
  else
    walk_in<Broad, 0>(game, occupied, target, cap, shape, flights, wanted);
}

template <typename Sets, int Files>
void Approach::walk_in(const play::Game& game, const SquareSet& occupied, Square target, int cap, int shape,
                       unsigned flights, const SquareSet& wanted) {
  using Set = typename Sets::Set;
  using play::East, play::North, play::South, play::West;
  const play::Draughts& draughts = game.draughts();
  const Steps& steps = steps_of(game.geometry());
  const Lines<Sets, Files> lines(steps);
  const bool leaps = draughts.leaps(shape);
  const bool clear_flight = game.rules().flying_path == play::FlyingPath::Clear;
  std::array<unsigned, play::kDirections> reach{};
  for (int d = 0; d < play::kDirections; ++d) reach[static_cast<std::size_t>(d)] = draughts.reach(shape, d);
  cap = std::min(cap, kMaxMoves);
  const Set board = Sets::of(steps.board);
  const Set empty = Sets::but(board, Sets::of(occupied));
  SquareSet start{};
  start[static_cast<std::size_t>(target >> 6)] = 1ull << (target & 63);
  Set frontier = Sets::of(start);
  Set reached = frontier;
  for (std::size_t w = 0; w < wanted.size(); ++w) {
    for (std::uint64_t bits = wanted[w]; bits; bits &= bits - 1)
      found_[w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))] = kFar;
  }
  found_[static_cast<std::size_t>(target)] = 0;
  Set want = Sets::but(Sets::of(wanted), reached);
  for (int moves = 1; moves <= cap && Sets::any(frontier) && Sets::any(want); ++moves) {
    Set next{};
    // The ordinary draughts from the frontier, a line at once.
    auto line = [&]<int D>(std::integral_constant<int, D>) {
      const unsigned far = reach[D];
      Set along = frontier;
      for (int k = 1; (far >> k) != 0; ++k) {
        along = lines.template step<D>(along);
        if ((far >> k) & 1) next = Sets::either(next, along);
        if (!leaps) along = Sets::both(along, empty);
      }
    };
    [&]<int... D>(std::integer_sequence<int, D...>) { (line(std::integral_constant<int, D>{}), ...); }
    (std::make_integer_sequence<int, play::kDirections>{});
    // The flights, from every square but the target (the last move is the ordinary
    // draught that takes): a leg of two or three spaces along a line, one to the side.
    auto flight = [&]<int D, int Side, int Other>(std::integral_constant<int, D>,
                                                  std::integral_constant<int, Side>,
                                                  std::integral_constant<int, Other>) {
      Set leg = frontier;
      for (int j = 0; j < 3; ++j) {
        leg = lines.template step<D>(leg);
        if (clear_flight) leg = Sets::both(leg, empty);
        if (j >= 1 && (flights >> (j - 1)) & 1) {
          next = Sets::either(next, lines.template step<Side>(leg));
          next = Sets::either(next, lines.template step<Other>(leg));
        }
        if (!(flights >> j)) break;
      }
    };
    if (flights && moves > 1) {
      using E = std::integral_constant<int, East>;
      using W = std::integral_constant<int, West>;
      using N = std::integral_constant<int, North>;
      using S = std::integral_constant<int, South>;
      flight(N{}, E{}, W{});
      flight(S{}, E{}, W{});
      flight(std::integral_constant<int, East>{}, N{}, S{});
      flight(std::integral_constant<int, West>{}, N{}, S{});
    }
    next = Sets::but(Sets::both(next, board), reached);
    reached = Sets::either(reached, next);
    if (const Set got = Sets::both(want, next); Sets::any(got)) {
      SquareSet squares;
      Sets::put(got, squares);
      for (std::size_t w = 0; w < squares.size(); ++w) {
        for (std::uint64_t bits = squares[w]; bits; bits &= bits - 1)
          found_[w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))] = static_cast<std::uint8_t>(moves);
      }
      want = Sets::but(want, next);
    }
    frontier = Sets::both(next, empty);
  }
}

}  // namespace rithmo::search
