// The walk behind the hunt (search/approach.hpp), against a walk square by square from
// the rules engine's own lists of draughts and flights, on positions along random games
// under every preset.
#include "search/approach.hpp"

#include "play/helpers.hpp"
#include "play/playout.hpp"

#include "catch.hpp"

#include <array>
#include <memory>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using rithmo::search::Approach;

namespace {

// Breadth first from `target`, a square at a time: from each square reached where no
// man stands (and from the target), every ordinary draught of the class that lands on
// the board with its spaces passed void (or leaping, where the class may), and every
// flight of the classes asked but from the target, its leg void where the rules want
// it. A square is reached at one more move than the square it is reached from.
std::array<int, rithmo::kMaxSquares> walk_square_by_square(const Game& game, const Position& pos,
                                                           Square target, int cap, int shape,
                                                           unsigned flights) {
  const Draughts& draughts = game.draughts();
  const bool clear = game.rules().flying_path == FlyingPath::Clear;
  std::array<int, rithmo::kMaxSquares> d;
  d.fill(Approach::kFar);
  std::vector<Square> queue{target};
  d[static_cast<std::size_t>(target)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Square at = queue[head];
    const int next = d[static_cast<std::size_t>(at)] + 1;
    if (next > cap) break;
    std::vector<Square> to;
    for (const DraughtStep* st = draughts.begin(shape, at); st != draughts.end(shape, at); ++st) {
      bool open = true;
      for (int j = 0; j < st->passed && !draughts.leaps(shape); ++j)
        open = open && pos.board[st->path[j]] < 0;
      if (open) to.push_back(st->target);
    }
    for (int fc = 0; fc < 2 && at != target; ++fc) {
      if (!(flights & (1u << fc))) continue;
      for (const FlightStep* f = draughts.flights_begin(fc, at); f != draughts.flights_end(fc, at); ++f) {
        bool open = true;
        for (int j = 0; j < f->leg && clear; ++j) open = open && pos.board[f->path[j]] < 0;
        if (open) to.push_back(f->target);
      }
    }
    for (const Square q : to) {
      if (d[static_cast<std::size_t>(q)] != Approach::kFar) continue;
      d[static_cast<std::size_t>(q)] = next;
      if (pos.board[static_cast<std::size_t>(q)] < 0) queue.push_back(q);
    }
  }
  return d;
}

SquareSet occupied_by(const Position& pos) {
  SquareSet out{};
  for (const Man& m : pos.men) {
    if (m.on_board) out[static_cast<std::size_t>(m.square >> 6)] |= 1ull << (m.square & 63);
  }
  return out;
}

}  // namespace

namespace {

// Along a random game, from every tenth position: to a man's square (as the hunt walks
// to the king's) and to a random square, for each class, flight classes and two caps,
// the walk over sets against the walk square by square; and asked for one square.
void compare_along_a_game(const Game& game, std::uint64_t seed) {
  Position pos = game.opening();
  SplitMix64 rng(seed);
  MoveList moves;
  auto u = std::make_unique<Undo>();
  int compared = 0;
  SquareSet all{};
  for (Square s = 0; s < pos.squares(); ++s) all[static_cast<std::size_t>(s >> 6)] |= 1ull << (s & 63);
  for (int ply = 0; ply < 120 && game.outcome(pos).result == Result::None; ++ply) {
    if (ply % 10 == 0) {
      const SquareSet occupied = occupied_by(pos);
      const Square void_square = static_cast<Square>(rng.below(static_cast<std::uint64_t>(pos.squares())));
      const Man& man = pos.men[rng.below(pos.men.size())];
      for (const Square target : {man.on_board ? Square{man.square} : void_square, void_square}) {
        for (int shape = 0; shape < 3; ++shape) {
          for (unsigned flights = 0; flights < 4; ++flights) {
            for (const int cap : {4, 16}) {
              INFO("ply " << ply << ", target " << game.geometry().name(target) << ", class " << shape
                          << ", flights " << flights << ", cap " << cap);
              const auto expected = walk_square_by_square(game, pos, target, cap, shape, flights);
              Approach whole;
              whole.walk(game, occupied, target, cap, shape, flights, all);
              for (Square s = 0; s < pos.squares(); ++s) {
                INFO(game.geometry().name(s));
                REQUIRE(whole.moves(s) == expected[static_cast<std::size_t>(s)]);
              }
              // Asked for one square, the walk may stop early but finds the same.
              const Square asked = static_cast<Square>(rng.below(static_cast<std::uint64_t>(pos.squares())));
              SquareSet one{};
              one[static_cast<std::size_t>(asked >> 6)] = 1ull << (asked & 63);
              Approach some;
              some.walk(game, occupied, target, cap, shape, flights, one);
              CHECK(some.moves(asked) == expected[static_cast<std::size_t>(asked)]);
              ++compared;
            }
          }
        }
      }
    }
    game.legal_moves(pos, moves);
    if (moves.empty()) break;
    game.apply(pos, moves[rng.below(moves.size())], *u);
  }
  CHECK(compared > 0);
}

}  // namespace

TEST_CASE("approach: the walk over sets finds the moves a walk square by square finds",
          "[search][approach]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  compare_along_a_game(*game_of(preset), 11);
}

TEST_CASE("approach: the same on boards of other breadths and of more than 128 squares",
          "[search][approach]") {
  // 10 x 12 (120 squares, the shifts read from the board) and 12 x 16 (192, word by word).
  auto board = GENERATE(as<std::string>{}, "board=10x12", "board=12x16", "board=16x16");
  INFO(board);
  for (const char* preset : {"fulke-1", "boissiere-other", "du-coeur"}) {
    INFO(preset);
    compare_along_a_game(*game_of(preset, {board.c_str()}), 5);
  }
}
