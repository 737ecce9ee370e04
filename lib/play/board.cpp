#include "play/board.hpp"

#include <charconv>

namespace rithmo::play {

namespace {

std::optional<int> parse_int(std::string_view s) {
  if (s.empty() || s.size() > 3 || s[0] == '0') return std::nullopt;
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

std::optional<BoardSize> parse_board_size(std::string_view text) {
  const auto x = text.find('x');
  if (x == std::string_view::npos) return std::nullopt;
  const auto f = parse_int(text.substr(0, x));
  const auto r = parse_int(text.substr(x + 1));
  if (!f || !r || *f < 1 || *r < 1 || *f > kMaxFiles || *r > kMaxRanks || *f * *r > kMaxSquares)
    return std::nullopt;
  return BoardSize{*f, *r};
}

std::string format_board_size(BoardSize size) {
  return std::to_string(size.files) + "x" + std::to_string(size.ranks);
}

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

std::string Geometry::name(Square s) const {
  return std::string(1, static_cast<char>('a' + file(s))) + std::to_string(rank(s) + 1);
}

std::optional<Square> Geometry::parse_square(std::string_view text) const {
  if (text.size() < 2 || text[0] < 'a' || text[0] > 'z') return std::nullopt;
  const auto r = parse_int(text.substr(1));
  if (!r) return std::nullopt;
  const Square s = square(text[0] - 'a', *r - 1);
  if (s == kNoSquare) return std::nullopt;
  return s;
}

}  // namespace rithmo::play
