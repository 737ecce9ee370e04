// Taking: which enemy men a side may take in a position, and by what.
//
// A man is taken by a relation between his number and the numbers of the men that
// reach him (rules.hpp lists which relations a reading allows):
//   - in draught: a man "has him in his draught" when his ordinary draught ends on the
//     enemy's square (play/draughts.hpp), never his flying one (002 line 621, 001 line
//     67): equality (one man), addition, subtraction, multiplication, division,
//     proportion (two men), cossic signs (a power and its root, 002 line 687);
//   - in the next spaces: addition or subtraction by two men adjacent to him, on
//     opposite sides under Placement::Opposite (002 lines 676, 845; 003 line 126);
//   - by spaces: one man on a line with him, all the spaces between void, times or
//     divided by their count (002 lines 682, 685, 841);
//   - oblivion: besieged (rules.hpp Oblivion).
// A king is taken whole by his pyramidal number, or layer by layer by the layers'
// numbers (rules.pyramid_whole, rules.pyramid_layers); he takes with his whole number,
// and with his layers' if rules.king_parts_take. A declared man is never taken (001
// line 99).
//
// The finder evaluates one enemy man at a time, optionally asking that a given man
// of the taking side be one of the takers (du Coeur's reading, rules.mover_takes_part,
// and a man leaping into the place of the enemy he takes). Numbers are at most
// kMaxValue, so the products and cross-products below fit in 64 bits and are exact.
#pragma once

#include "play/draughts.hpp"
#include "play/move.hpp"
#include "play/position.hpp"
#include "play/rules.hpp"
#include "play/sources.hpp"

#include <cstdint>
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

// A set of squares, a bit per square.
using SquareSet = std::array<std::uint64_t, kMaxSquares / 64>;

// Which relations to look at.
struct Ask {
  int with = -1;         // a man of the taking side who must take part, or -1
  bool oblivion = true;  // look at oblivion
  bool numbers = true;   // look at the relations of numbers
  const SquareSet* occupied =
      nullptr;  // the squares held, when the caller knows them (a quicker search by spaces)
};

// What stood before a move: the men the side to move could take whole, the kings of
// whom it could take only some layers, and the squares of the enemy's men (which the
// side's own move does not change).
struct Pending {
  std::uint64_t whole = 0;
  std::uint64_t layers = 0;
  SquareSet enemies{};
  SquareSet occupied{};
};

class CaptureFinder {
 public:
  CaptureFinder(const Rules& rules, const Geometry& geometry, const Draughts& draughts,
                const std::vector<CossicPair>& cossic);

  // What side may take of the enemy man (index in pos.men) as the position stands.
  Verdict evaluate(const Position& pos, int enemy, Army side, const Ask& ask) const;

  // The enemy men side may take as the position stands (bits per man index).
  Pending capturable(const Position& pos, Army side) const;

  // Every capture side may make as the position stands, whole men before layers, in
  // the order of the men's squares.
  void all_captures(const Position& pos, Army side, std::vector<Capture>& out) const;

  // The captures set up by a move already made on pos: man `mover` went from `from`
  // to `to` (a flight if `flying`: then only sieges are found, or, where flights may
  // not besiege, every capture the flight would make, for it to be refused). Only the enemies the move can
  // concern are looked at (those on a line through `from` or `to`, and the kings whose layers stood taken
  // before), and the men that could be taken whole before the move are left out: a man
  // that stood taken before the draught is taken by moving into his place, not by
  // setting up (002 lines 674, 852; 001 line 71). A king's layer that stood taken is
  // taken after the move like one set up by it, no man being able to move into the
  // place of a king still standing (the engine's reading).
  void captures_after(const Position& pos, Army side, int mover, Square from, Square to, bool flying,
                      const Pending& pending, Move& out) const;

  // The same by looking at every enemy man (the reference the tests compare with).
  void captures_after_reference(const Position& pos, Army side, int mover, bool flying,
                                const Pending& pending, Move& out) const;

  // True when the man is besieged by side (oblivion), with `with` among the besiegers
  // if it is not -1.
  bool besieged(const Position& pos, int enemy, Army side, int with) const;

  // True when the man at `from` has `target` in his ordinary draught (the spaces
  // between void, unless the rules let him leap).
  bool in_draught(const Position& pos, int man, Square target) const;

 private:
  struct Taker {
    std::int8_t man;
    std::int32_t value;
  };
  int draught_takers(const Position& pos, Square target, Army side, Taker* out) const;
  int values_of(const Man& m, std::int8_t index, Taker* out) const;
  bool numbers_take(const Position& pos, Square target, Army side, std::int64_t t, const Taker* takers, int n,
                    const Ask& ask, Method& method) const;
  // Taking by the void spaces alone, looking along the directions whose bits are set.
  bool by_spaces(const Position& pos, Square target, Army side, std::int64_t t, const Ask& ask,
                 unsigned directions, Method& method) const;
  // evaluate() for an enemy man, not a king, with no man of side within the farthest
  // draught (near_): no relation but the spaces can reach him, and of them only the
  // lines in `directions` (where the others cannot have changed).
  Verdict evaluate_far(const Position& pos, int enemy, Army side, const Ask& ask, unsigned directions) const;
  static constexpr unsigned kAllDirections = (1u << kDirections) - 1;
  bool cossic_pair(std::int64_t a, std::int64_t b) const;
  void add_verdict(const Verdict& v, int enemy, Move& out) const;

  const Rules& rules_;
  const Geometry& geometry_;
  std::vector<SquareSet> near_;  // per square: the squares on its lines within the farthest draught
  std::vector<SquareSet> rays_;  // per square and direction: the squares of the ray
  bool spaces_;                  // men take by spaces
  int words_;                    // the words of a SquareSet the board uses
  // The first occupied square from s in direction d, or -1.
  int first_occupied(const SquareSet& occupied, Square s, int d) const {
    const SquareSet& ray = rays_[s * kDirections + d];
    // North, East, NorthEast and NorthWest run to greater squares, the others to lesser.
    if (d == North || d == East || d == NorthEast || d == NorthWest) {
      for (int w = 0; w < words_; ++w) {
        if (const std::uint64_t m = occupied[w] & ray[w]) return w * 64 + __builtin_ctzll(m);
      }
    } else {
      for (int w = words_ - 1; w >= 0; --w) {
        if (const std::uint64_t m = occupied[w] & ray[w]) return w * 64 + 63 - __builtin_clzll(m);
      }
    }
    return -1;
  }
  const Draughts& draughts_;
  std::vector<std::pair<int, int>> cossic_;  // (root, power)
  bool pair_draught_;                        // some relation needs two men in draught
  bool draught_needed_;                      // some relation needs the men in draught
};

}  // namespace rithmo::play
