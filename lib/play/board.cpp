#include "play/board.hpp"

#include "number/numeral.hpp"

namespace rithmo::play {

Geometry::Geometry(BoardSize size)
    : size_(size),
      rays_(static_cast<std::size_t>(size.files * size.ranks * kDirections * kRayLength), 0),
      ray_lengths_(static_cast<std::size_t>(size.files * size.ranks * kDirections), 0) {
  for (Square s = 0; s < squares(); ++s) {
    for (int d = 0; d < kDirections; ++d) {
      int n = 0;
      for (Square t = offset(s, kSteps[d].file, kSteps[d].rank); t != kNoSquare;
           t = offset(t, kSteps[d].file, kSteps[d].rank)) {
        rays_[(s * kDirections + d) * kRayLength + n++] = static_cast<std::uint8_t>(t);
      }
      ray_lengths_[s * kDirections + d] = static_cast<std::uint8_t>(n);
    }
  }
}

std::optional<Square> Geometry::parse_square(std::string_view text) const {
  if (text.size() < 2 || text[0] < 'a' || text[0] > 'z') return std::nullopt;
  // A rank is written without a leading zero ("a01" is no square).
  if (text[1] == '0') return std::nullopt;
  const auto r = read_count(text.substr(1), 999);
  if (!r) return std::nullopt;
  const Square s = square(text[0] - 'a', static_cast<int>(*r) - 1);
  if (s == kNoSquare) return std::nullopt;
  return s;
}

}  // namespace rithmo::play
