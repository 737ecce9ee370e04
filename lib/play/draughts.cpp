#include "play/draughts.hpp"

#include <algorithm>

namespace rithmo::play {

namespace {

bool allowed(Directions dirs, int d) {
  if (dirs == Directions::Both) return true;
  return (dirs == Directions::Orthogonal) == is_orthogonal(d);
}

}  // namespace

Draughts::Draughts(const Rules& rules, const Geometry& g)
    : king_moves_(rules.king_moves),
      flying_(rules.flying),
      king_loses_shapes_(rules.king_loses_shapes),
      king_flies_(rules.king_flies) {
  for (Shape shape : kShapes)
    man_flights_[static_cast<int>(shape)] = flights_of(1u << static_cast<int>(shape), false);
  const int n = g.squares();
  for (int cls = 0; cls < kDraughtClasses; ++cls) {
    index_[cls].assign(n + 1, 0);
    for (Square s = 0; s < n; ++s) {
      index_[cls][s] = static_cast<int>(steps_.size());
      for (int d = 0; d < kDirections; ++d) {
        int first = 1, last = 1;
        if (cls == QueenDraught) {
          last = rules.king_range;
        } else {
          const Shape shape = static_cast<Shape>(cls);
          if (!allowed(directions_of(rules, shape), d)) continue;
          first = last = distance_of(shape);
        }
        for (int k = first; k <= last; ++k) {
          reach_[cls][d] |= 1u << k;
          max_reach_ = std::max(max_reach_, k);
        }
        for (int k = first; k <= last && k <= g.ray_length(s, d); ++k) {
          DraughtStep st;
          st.target = g.ray(s, d)[k - 1];
          st.direction = static_cast<std::uint8_t>(d);
          st.distance = static_cast<std::uint8_t>(k);
          st.passed = static_cast<std::uint8_t>(k - 1);
          for (int j = 0; j < k - 1; ++j) st.path[j] = g.ray(s, d)[j];
          steps_.push_back(st);
        }
      }
    }
    index_[cls][n] = static_cast<int>(steps_.size());
    // "the Triangles and Squares, maye remove into voyde places, thoughe the spaces
    // betwene be occupyed" (002 line 665).
    leap_[cls] = rules.leap_over_men && (cls == TriangleDraught || cls == SquareDraught);
    first_[cls].assign(n, SquareSet{});
    for (Square s = 0; s < n; ++s) {
      for (int k = index_[cls][s]; k < index_[cls][s + 1]; ++k) {
        const DraughtStep& st = steps_[k];
        const Square q = st.passed > 0 && !leap_[cls] ? st.path[0] : st.target;
        first_[cls][s][q >> 6] |= 1ull << (q & 63);
      }
    }
  }
  for (int fc = 0; fc < 2; ++fc) {
    const int leg = fc + 2;
    flight_index_[fc].assign(n + 1, 0);
    for (Square s = 0; s < n; ++s) {
      flight_index_[fc][s] = static_cast<int>(flights_.size());
      for (int d = 0; d < 4; ++d) {  // the leg is orthogonal: the knight's draught
        if (g.ray_length(s, d) < leg) continue;
        const Square corner = g.ray(s, d)[leg - 1];
        // The two sides of the leg.
        const bool vertical = d == North || d == South;
        const int sides[2] = {vertical ? East : North, vertical ? West : South};
        for (int side : sides) {
          if (g.ray_length(corner, side) < 1) continue;
          FlightStep f;
          f.target = g.ray(corner, side)[0];
          f.leg = static_cast<std::uint8_t>(leg);
          for (int j = 0; j < leg; ++j) f.path[j] = g.ray(s, d)[j];
          flights_.push_back(f);
        }
      }
    }
    flight_index_[fc][n] = static_cast<int>(flights_.size());
  }
  if (steps_.empty()) steps_.emplace_back();  // keep begin()/end() valid on a board with no draught
  if (flights_.empty()) flights_.emplace_back();
}

unsigned Draughts::king_classes(const Man& man) const {
  switch (king_moves_) {
    case KingMoves::Queen:
      return 1u << QueenDraught;
    case KingMoves::AsSquare:
      return 1u << SquareDraught;
    case KingMoves::Shapes:
      return king_loses_shapes_ ? man.shapes_present() : 0b111u;
  }
  return 0;
}

}  // namespace rithmo::play
