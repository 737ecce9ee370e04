// Seeded random playouts: the same seed, the same game; the generator's reduction is
// uniform.
#include "play/playout.hpp"

#include "helpers.hpp"

#include "catch.hpp"

#include <array>
#include <string>

using namespace rithmo::play;
using namespace rithmo::play::testing;

TEST_CASE("playout: SplitMix64 gives the reference sequence", "[play][playout]") {
  // The first outputs of SplitMix64 seeded with 0, as published with the generator
  // (Vigna, splitmix64.c): 0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f.
  SplitMix64 r(0);
  CHECK(r.next() == 0xe220a8397b1dcdafull);
  CHECK(r.next() == 0x6e789e6aa1b965f4ull);
  CHECK(r.next() == 0x06c45d188009454full);
}

TEST_CASE("playout: below() stays below and reaches every value", "[play][playout]") {
  SplitMix64 r(7);
  std::array<int, 6> seen{};
  for (int i = 0; i < 6000; ++i) {
    const auto x = r.below(6);
    REQUIRE(x < 6);
    ++seen[x];
  }
  for (int n : seen) CHECK(n > 800);
}

TEST_CASE("playout: a seed plays the same game again", "[play][playout]") {
  auto game = game_of("fulke-1");
  Position a = game->opening(), b = game->opening();
  const Playout p = random_playout(*game, a, 42, 300, true);
  const Playout q = random_playout(*game, b, 42, 300, true);
  CHECK(p.moves == q.moves);
  CHECK(a == b);
  CHECK(static_cast<int>(p.moves.size()) == p.plies);
  Position c = game->opening();
  const Playout other = random_playout(*game, c, 43, 300, true);
  CHECK(other.moves != p.moves);
}
