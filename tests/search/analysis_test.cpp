// Game review: the marks by what a move gave up, and a victory let slip found.
#include "search/analysis.hpp"

#include "play/helpers.hpp"
#include "play/playout.hpp"

#include "catch.hpp"

#include <memory>
#include <vector>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using namespace rithmo::search;

TEST_CASE("analysis: marks by the thousandths of the victory given up", "[search][analysis]") {
  auto [best, played, mark] = GENERATE(table<int, int, Mark>({
      {100, 100, Mark::None},
      {100, 61, Mark::None},           // 39 lost
      {100, 60, Mark::Inaccuracy},     // 40
      {100, 1, Mark::Inaccuracy},      // 99
      {100, 0, Mark::Mistake},         // 100
      {100, -199, Mark::Mistake},      // 299
      {100, -200, Mark::Blunder},      // 300
      {kWin - 5, 900, Mark::Blunder},  // a victory found, let slip
      {kWin - 5, kWin - 7, Mark::None},
      {0, -(kWin - 3), Mark::Blunder},  // a defeat let in that the best move avoids
      {-(kWin - 9), -(kWin - 3), Mark::None},
  }));
  CHECK(mark_of(best, played) == mark);
}

TEST_CASE("analysis: a capture that wins, not played, is a blunder; played, it is none",
          "[search][analysis]") {
  // Even's R9 d6 takes odd's R9 e5 by equality, in draught diagonally: a victory under
  // bodies men=1. Even plays a1-b2 instead; odd's R9 takes nothing back.
  auto game = game_of("fulke-1");
  const Position start = board_of("odd R9 e5\neven R9 e7\neven R3 a1\nodd R4 h16\n", "even", "bodies men=1");
  Position scratch = start;
  std::vector<Move> winning;
  std::vector<Move> quiet;
  for (const Move& m : moves_of(*game, scratch)) {
    Position after = start;
    auto u = std::make_unique<Undo>();
    game->apply(after, m, *u);
    (game->outcome(after).result == Result::Victory ? winning : quiet).push_back(m);
  }
  REQUIRE(!winning.empty());
  REQUIRE(!quiet.empty());
  Searcher searcher(*game, 1);
  Limits limits;
  limits.depth = 2;
  const auto missed = analyse_game(searcher, start, {quiet.front()}, limits);
  REQUIRE(missed.size() == 1);
  CHECK(missed[0].best_score == kWin - 1);
  CHECK(missed[0].mark == Mark::Blunder);
  const auto taken = analyse_game(searcher, start, {winning.front()}, limits);
  REQUIRE(taken.size() == 1);
  CHECK(taken[0].played_score == kWin - 1);
  CHECK(taken[0].loss == 0);
  CHECK(taken[0].mark == Mark::None);
}

TEST_CASE("analysis: a review sees every reply, whatever the level's oversight", "[search][analysis]") {
  // Novice overlooks some replies (Limits::oversight); a review with its limits does not:
  // along a random game, one move deep, the review with an oversight of 100 scores each
  // position as a search that sees every reply, though a search with the oversight
  // scores some of these positions otherwise.
  auto game = game_of("fulke-1");
  Position pos = game->opening();
  std::vector<Move> moves;
  std::vector<std::uint64_t> earlier;
  std::vector<int> seen;
  SplitMix64 rng(11);
  auto u = std::make_unique<Undo>();
  Searcher searcher(*game, 1);
  Limits seeing;
  seeing.depth = 1;
  Limits overlooking = seeing;
  overlooking.oversight = 100;
  int differ = 0;
  for (int ply = 0; ply < 60 && game->outcome(pos).result == Result::None; ++ply) {
    const std::vector<Move> legal = moves_of(*game, pos);
    if (legal.empty()) break;
    searcher.clear();
    seen.push_back(searcher.search(pos, earlier, seeing).score);
    searcher.clear();
    differ += searcher.search(pos, earlier, overlooking).score != seen.back();
    earlier.push_back(searcher.key(pos));
    moves.push_back(legal[rng.below(legal.size())]);
    game->apply(pos, moves.back(), *u);
  }
  CHECK(differ > 0);
  searcher.clear();
  const auto review = analyse_game(searcher, game->opening(), moves, overlooking);
  REQUIRE(review.size() == seen.size());
  for (std::size_t i = 0; i < review.size(); ++i) {
    INFO("move " << i);
    CHECK(review[i].best_score == seen[i]);
  }
}
