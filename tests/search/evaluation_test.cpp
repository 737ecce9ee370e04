// The evaluation's features, counted again here from their definitions in
// search/evaluation.hpp.
#include "search/evaluation.hpp"

#include "play/helpers.hpp"
#include "play/playout.hpp"

#include "catch.hpp"

#include <memory>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using namespace rithmo::search;

namespace {

int feature(const Features& f, Feature which) { return f[static_cast<int>(which)]; }

}  // namespace

TEST_CASE("evaluation: under bodies, material is the units on the board over the men asked",
          "[search][eval]") {
  // Odd: R9 and a king of 6 layers (7 units); even: R4, R16 (2 units). Bodies men=10.
  Position pos = board_of("odd R9 e5\nodd K(S36 S25 T16 T9 R4 R1) a2\neven R4 e12\neven R16 f12\n", "odd",
                          "bodies men=10");
  auto game = game_of("fulke-1");
  const Features f = features(*game, pos);
  CHECK(feature(f, Feature::Material) == 7 * 1000 / 10 - 2 * 1000 / 10);
  CHECK(feature(f, Feature::Progress) == 0);
  // Odd has taken 4 men, even 1: 400 squared over 1000, less 100 squared over 1000.
  pos.tally[static_cast<int>(rithmo::Army::Odd)].men = 4;
  pos.tally[static_cast<int>(rithmo::Army::Even)].men = 1;
  CHECK(feature(features(*game, pos), Feature::Progress) == 160 - 10);
}

TEST_CASE("evaluation: under goods, a man is worth his number over the sum asked", "[search][eval]") {
  Position pos = board_of("odd R9 e5\neven R16 e12\neven T25 f12\n", "even", "goods sum=200");
  auto game = game_of("fulke-1");
  CHECK(feature(features(*game, pos), Feature::Material) ==
        (16 * 1000 / 200 + 25 * 1000 / 200) - 9 * 1000 / 200);
}

TEST_CASE("evaluation: every feature changes sign with the side to move", "[search][eval]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  Position pos = game->opening();
  SplitMix64 rng(3);
  MoveList moves;
  auto u = std::make_unique<Undo>();
  for (int ply = 0; ply < 100 && game->outcome(pos).result == Result::None; ++ply) {
    Position flipped = pos;
    flipped.to_move = rithmo::other(pos.to_move);
    const Features a = features(*game, pos);
    const Features b = features(*game, flipped);
    for (int i = 0; i < kFeatures; ++i) CHECK(a[i] == -b[i]);
    game->legal_moves(pos, moves);
    if (moves.empty()) break;
    game->apply(pos, moves[rng.below(moves.size())], *u);
  }
}

TEST_CASE("evaluation: a triumph's men in the enemy camp count where the victory is proper",
          "[search][eval]") {
  auto game = game_of("fulke-1");
  // Fulke's board: odd's camp is the first five ranks, even's the last five.
  const std::string men = "odd R9 e14\nodd T25 f15\neven R4 e3\neven K(S36 S25 T16 T9 R4 R1) a16\n";
  const Position proper = board_of(men, "odd", "great");
  const Position common = board_of(men, "odd", "bodies men=4");
  // Odd has two men in even's camp, even one in odd's.
  CHECK(feature(features(*game, proper), Feature::Camp) == (2 - 1) * 1000 / 20);
  CHECK(feature(features(*game, common), Feature::Camp) == 0);
  // Even's king stands, odd has none: under the proper victory the king counts.
  CHECK(feature(features(*game, proper), Feature::King) == -1000 / 10);
  CHECK(feature(features(*game, common), Feature::King) == 0);
}
