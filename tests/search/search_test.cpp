// The search against the rules engine and against plain minimax.
#include "search/search.hpp"

#include "play/helpers.hpp"
#include "play/playout.hpp"

#include "catch.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using namespace rithmo::search;

namespace {

// Plain negamax to `depth` over every legal move, the evaluation at its leaves, scored
// as the search scores (a victory kWin less its plies, a side without a move as the
// rules say): what alpha-beta, its table and its ordering must give back.
// other_threat: whether the leaves' threat counts what the side that moved last could
// take (Known::other_threat).
int minimax(const Game& game, Position& pos, int depth, int ply, bool other_threat = true) {
  if (ply > 0 && game.outcome(pos).result == Result::Victory) return -(kWin - ply);
  if (depth == 0) return evaluate(game, pos, default_weights(), Known{nullptr, nullptr, other_threat});
  MoveList moves;
  game.legal_moves(pos, moves);
  if (moves.empty()) return game.no_move_outcome(pos).result == Result::Victory ? -(kWin - ply) : 0;
  int best = -kWin - 1;
  auto u = std::make_unique<Undo>();
  for (const Move& m : moves) {
    game.apply(pos, m, *u);
    best = std::max(best, -minimax(game, pos, depth - 1, ply + 1, other_threat));
    game.undo(pos, *u);
  }
  return best;
}

// Positions along a random game: the opening and every `every` plies.
std::vector<Position> positions_of(const Game& game, std::uint64_t seed, int plies, int every) {
  std::vector<Position> out;
  Position pos = game.opening();
  SplitMix64 rng(seed);
  MoveList moves;
  auto u = std::make_unique<Undo>();
  for (int ply = 0; ply <= plies; ++ply) {
    if (game.outcome(pos).result != Result::None) break;
    if (ply % every == 0) out.push_back(pos);
    game.legal_moves(pos, moves);
    if (moves.empty()) break;
    game.apply(pos, moves[rng.below(moves.size())], *u);
  }
  return out;
}

// Replays moves from pos, each among the legal moves of its position.
bool replays(const Game& game, Position pos, const std::vector<Move>& line) {
  auto u = std::make_unique<Undo>();
  for (const Move& m : line) {
    if (game.outcome(pos).result != Result::None) return false;
    MoveList moves;
    game.legal_moves(pos, moves);
    bool legal = false;
    for (const Move& l : moves) legal = legal || same_move(l, m);
    if (!legal) return false;
    game.apply(pos, m, *u);
  }
  return true;
}

// A search's move, its line and every iteration's line replay legally from pos.
void check_lines(const Game& game, const Position& pos, const SearchResult& r,
                 const std::vector<Info>& infos) {
  REQUIRE(r.has_move);
  CHECK(replays(game, pos, {r.best}));
  CHECK(replays(game, pos, r.pv));
  for (const Info& i : infos) CHECK(replays(game, pos, i.pv));
}

}  // namespace

TEST_CASE("search: alpha-beta with its table and ordering scores as plain minimax", "[search]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  Searcher searcher(*game, 1);
  for (const Position& p : positions_of(*game, 7, 40, 20)) {
    Position pos = p;
    // Two men more than either side has taken: a victory in sight of the search too.
    pos.victory = Victory{rithmo::Goal::Bodies, std::max(pos.tally[0].men, pos.tally[1].men) + 2, 0, 0, 0};
    for (int depth = 1; depth <= 2; ++depth) {
      INFO("depth " << depth << "\n" << format_position(pos));
      Limits limits;
      limits.depth = depth;
      limits.quiescence = false;
      searcher.clear();
      const SearchResult r = searcher.search(pos, {}, limits);
      Position scratch = pos;
      CHECK(r.score == minimax(*game, scratch, depth, 0));
      CHECK(r.depth == depth);
    }
  }
}

TEST_CASE("search: a root move overlooked is scored by the position it leaves", "[search]") {
  // Limits::oversight at 100: every root move's replies go unseen, and what the mover
  // could take in the position it leaves (the threat's share for the side that moved),
  // so that a search one move deep scores as plain minimax one move deep with that
  // evaluation at its leaves; without it, the other side's captures after the move are
  // looked at, and change the score of some of these positions.
  int differ = 0;
  int threatened = 0;  // positions where the mover's threat changes the plain score
  for (const std::string& preset : preset_names()) {
    auto game = game_of(preset);
    Searcher searcher(*game, 1);
    for (const Position& p : positions_of(*game, 11, 60, 6)) {
      Position pos = p;
      INFO(preset << "\n" << format_position(pos));
      Limits limits;
      limits.depth = 1;
      limits.oversight = 100;
      searcher.clear();
      const int plain = minimax(*game, pos, 1, 0, false);
      threatened += plain != minimax(*game, pos, 1, 0);
      CHECK(searcher.search(pos, {}, limits).score == plain);
      limits.oversight = 0;
      searcher.clear();
      differ += searcher.search(pos, {}, limits).score != plain;
    }
  }
  CHECK(differ > 0);
  CHECK(threatened > 0);
}

TEST_CASE("search: searched moves are legal and every principal variation replays", "[search][property]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  Searcher searcher(*game, 4);
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    for (const Position& pos : positions_of(*game, seed, 120, 30)) {
      INFO(format_position(pos));
      Limits limits;
      limits.depth = 3;
      limits.nodes = 6000;
      std::vector<Info> infos;
      const SearchResult r = searcher.search(pos, {}, limits, [&](const Info& i) { infos.push_back(i); });
      check_lines(*game, pos, r, infos);
    }
  }
}

TEST_CASE("search: where a move is given away (the null move) searched moves are legal and lines replay",
          "[search][property]") {
  // Searched five deep, nodes off the principal variation are tried with the move given
  // to the other side; a debug build asserts there that each key and what each side
  // could take are those found afresh.
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  Searcher searcher(*game, 4);
  // Over the positions, the nodes to the deepest depth both searches completed: fewer
  // with the null move, which is then seen to cut.
  std::uint64_t with = 0, without = 0;
  for (const Position& pos : positions_of(*game, 3, 60, 30)) {
    INFO(format_position(pos));
    std::array<std::vector<Info>, 2> infos;
    for (const bool null_move : {true, false}) {
      Limits limits;
      limits.depth = 5;
      limits.nodes = 400000;
      limits.null_move = null_move;
      searcher.clear();
      std::vector<Info>& seen = infos[null_move ? 0 : 1];
      const SearchResult r = searcher.search(pos, {}, limits, [&](const Info& i) { seen.push_back(i); });
      check_lines(*game, pos, r, seen);
    }
    const std::size_t both = std::min(infos[0].size(), infos[1].size());
    if (both == 0) continue;
    with += infos[0][both - 1].nodes;
    without += infos[1][both - 1].nodes;
  }
  CHECK(with < without);
}

TEST_CASE("search: a capture that wins at once is found, and scored a victory in one", "[search]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  Searcher searcher(*game, 1);
  int tried = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    for (Position pos : positions_of(*game, seed, 80, 4)) {
      // Whatever the side to move takes next wins (but the other side must not have won
      // already): the moves that win are those that take.
      const int men = pos.tally[static_cast<int>(pos.to_move)].men + 1;
      if (pos.tally[static_cast<int>(rithmo::other(pos.to_move))].men >= men) continue;
      pos.victory = Victory{rithmo::Goal::Bodies, men, 0, 0, 0};
      MoveList moves;
      game->legal_moves(pos, moves);
      std::vector<Move> winning;
      for (const Move& m : moves) {
        Position after = pos;
        auto u = std::make_unique<Undo>();
        game->apply(after, m, *u);
        if (game->outcome(after).result == Result::Victory) winning.push_back(m);
      }
      if (winning.empty()) continue;
      ++tried;
      Limits limits;
      limits.depth = 2;
      const SearchResult r = searcher.search(pos, {}, limits);
      bool found = false;
      for (const Move& m : winning) found = found || same_move(m, r.best);
      CHECK(found);
      CHECK(r.score == kWin - 1);
      CHECK(plies_to_victory(r.score) == 1);
    }
  }
  // Where a common victory needs the enemy king taken first, a capture seldom wins.
  if (!game->rules().common_needs_king && preset != "fulke-3") CHECK(tried > 0);
}

TEST_CASE("search: on several threads, moves legal, lines replay, a winning capture found",
          "[search][threads]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  Searcher searcher(*game, 2);
  searcher.set_threads(3);
  CHECK(searcher.threads() == 3);
  for (const Position& pos : positions_of(*game, 5, 60, 20)) {
    INFO(format_position(pos));
    Limits limits;
    limits.depth = 3;
    limits.nodes = 4000;
    std::vector<Info> infos;
    const SearchResult r = searcher.search(pos, {}, limits, [&](const Info& i) { infos.push_back(i); });
    check_lines(*game, pos, r, infos);
    // The nodes of every thread are counted: at least the first thread's.
    if (!infos.empty()) CHECK(r.nodes >= infos.back().nodes);
  }
  // A capture that wins at once, as the one-thread test finds it.
  for (Position pos : positions_of(*game, 2, 80, 8)) {
    const int men = pos.tally[static_cast<int>(pos.to_move)].men + 1;
    if (pos.tally[static_cast<int>(rithmo::other(pos.to_move))].men >= men) continue;
    pos.victory = Victory{rithmo::Goal::Bodies, men, 0, 0, 0};
    MoveList moves;
    game->legal_moves(pos, moves);
    bool wins = false;
    for (const Move& m : moves) {
      Position after = pos;
      auto u = std::make_unique<Undo>();
      game->apply(after, m, *u);
      wins = wins || game->outcome(after).result == Result::Victory;
    }
    if (!wins) continue;
    Limits limits;
    limits.depth = 3;
    const SearchResult r = searcher.search(pos, {}, limits);
    CHECK(plies_to_victory(r.score) == 1);
  }
  // Stopped by its caller, every thread ends.
  Limits told;
  int asked = 0;
  told.stop = [&] { return ++asked > 3; };
  const SearchResult s = searcher.search(game->opening(), {}, told);
  CHECK(s.has_move);
  searcher.set_threads(1);
  CHECK(searcher.threads() == 1);
}

TEST_CASE("search: stopped at once, it still answers a legal move", "[search]") {
  auto game = game_of("barozzi");
  Searcher searcher(*game, 1);
  const Position pos = game->opening();
  Limits limits;
  limits.nodes = 1;
  const SearchResult r = searcher.search(pos, {}, limits);
  REQUIRE(r.has_move);
  CHECK(r.depth == 0);
  CHECK(replays(*game, pos, {r.best}));
  Limits told;
  int asked = 0;
  told.stop = [&] { return ++asked > 0; };
  const SearchResult s = searcher.search(pos, {}, told);
  REQUIRE(s.has_move);
  CHECK(replays(*game, pos, {s.best}));
  CHECK(s.depth <= 1);
}

TEST_CASE("search: an iteration is not begun where deepen says no", "[search]") {
  auto game = game_of("fulke-1");
  Searcher searcher(*game, 1);
  const Position pos = game->opening();
  Limits limits;
  limits.depth = 6;
  int asked = 0;
  // Asked once after each completed iteration: yes twice, then no.
  limits.deepen = [&] { return ++asked < 3; };
  const SearchResult r = searcher.search(pos, {}, limits);
  CHECK(asked == 3);
  CHECK(r.depth == 3);
  REQUIRE(r.has_move);
  CHECK(replays(*game, pos, r.pv));
}

TEST_CASE("search: the time a move may take under a clock", "[search]") {
  // A minute, no increment, no moves to go told: a thirtieth aimed at, three times it
  // at most.
  MoveTime t = time_for_move(60000, 0, 0);
  CHECK(t.aim == 60000 / 30);
  CHECK(t.most == 3 * (60000 / 30));
  // Ten moves to go: a tenth, and three tenths at most, held to a fifth of what is
  // left less the overhead.
  t = time_for_move(60000, 0, 10);
  CHECK(t.aim == 6000);
  CHECK(t.most == (60000 - kMoveOverhead) / 5);
  // A second left with a second's increment: both held to a fifth.
  t = time_for_move(1000, 1000, 0);
  CHECK(t.aim == (1000 - kMoveOverhead) / 5);
  CHECK(t.most == t.aim);
  // Ten seconds and a tenth a move, each move taking its most and the overhead: the
  // clock settles above four increments (at a half, it would settle near 180 ms).
  long clock = 10000;
  for (int move = 0; move < 300; ++move) {
    clock -= time_for_move(clock, 100, 0).most + kMoveOverhead;
    REQUIRE(clock > 0);
    clock += 100;
  }
  CHECK(clock >= 4 * 100);
  // Nothing left: a millisecond.
  t = time_for_move(0, 0, 0);
  CHECK(t.aim == 1);
  CHECK(t.most == 1);
}

TEST_CASE("search: a position met before in the game is a draw", "[search]") {
  auto game = game_of("fulke-1");
  Searcher searcher(*game, 1);
  Position pos = game->opening();
  // Every move's position counted as met before: each reply scores 0, and so the root.
  MoveList moves;
  game->legal_moves(pos, moves);
  std::vector<std::uint64_t> earlier;
  for (const Move& m : moves) {
    Position after = pos;
    auto u = std::make_unique<Undo>();
    game->apply(after, m, *u);
    earlier.push_back(searcher.key(after));
  }
  Limits limits;
  limits.depth = 3;
  const SearchResult r = searcher.search(pos, earlier, limits);
  CHECK(r.score == 0);
}

TEST_CASE("search: at the horizon a side without a move is scored as the rules score it", "[search]") {
  // As in the rules' test of the blockade (outcome_test.cpp): the odd round on a1 steps
  // only cornerwise (002 line 614), to b2, where the even 5 stands, whom his 3 cannot
  // take. Even to move: the round 2 on h16 moves and leaves odd without a move, which
  // under blockade-wins wins; the 5 moving off b2 frees odd. One move deep, the node
  // after it is a quiescence node, which must not stand on the evaluation.
  auto game = game_of("fulke-1", {"blockade-wins=yes"});
  const Position pos = board_of("odd R3 a1\neven R5 b2\neven R2 h16\n", "even");
  Searcher searcher(*game, 1);
  Limits limits;
  limits.depth = 1;
  const SearchResult r = searcher.search(pos, {}, limits);
  CHECK(r.score == kWin - 1);
  CHECK(game->geometry().name(r.best.from) == "h16");
}
