#include "men/draught.hpp"

#include <algorithm>
#include <stdexcept>

namespace rithmo {

std::string_view name(Draught d) { return d == Draught::Ordinary ? "ordinary" : "flying"; }

std::string describe(const Offset& o) {
  std::string s;
  auto part = [&s](long n, const char* plus, const char* minus) {
    if (n == 0) return;
    s += (s.empty() ? "" : ", ") + std::to_string(n < 0 ? -n : n) + " " + (n > 0 ? plus : minus);
  };
  part(o.rank, "up", "down");
  part(o.file, "right", "left");
  return s.empty() ? "the same square" : s;
}

long reach(Shape shape) {
  switch (shape) {
    case Shape::Round:
      return 1;
    case Shape::Triangle:
      return 2;
    case Shape::Square:
      return 3;
  }
  return 0;
}

namespace {

// The eight images of (a, b) under the board's symmetries, a, b >= 0.
void symmetric(long a, long b, std::vector<Offset>& out) {
  for (long sa : {-1L, 1L}) {
    for (long sb : {-1L, 1L}) {
      out.push_back({sa * a, sb * b});
      out.push_back({sb * b, sa * a});
    }
  }
}

}  // namespace

std::vector<Offset> draughts(Shape shape, Draught draught, int kind, const DraughtOptions& options) {
  if (kind < 1 || kind > 3)
    throw std::invalid_argument("kind of play " + std::to_string(kind) + " (valid: 1, 2, 3)");
  const long d = reach(shape);
  std::vector<Offset> out;
  if (draught == Draught::Ordinary) {
    const bool straight = kind != 1 || shape != Shape::Round;
    const bool cornerwise =
        kind == 2 || (kind == 1 && shape == Shape::Round) || (kind == 3 && options.cornerwise_agreed);
    if (straight) symmetric(d, 0, out);
    if (cornerwise) symmetric(d, d, out);
  } else if (kind == 1 && shape != Shape::Round) {
    symmetric(d, 1, out);  // the straight leap, then one to the side
  } else if (kind == 2) {
    symmetric(2, 1, out);  // the knight's draught, for every man
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace rithmo
