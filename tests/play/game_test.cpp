// The game: perft from each kind's opening against a plain reference generator written
// here with coordinates (not the engine's tables), making and unmaking moves.
#include "helpers.hpp"

#include "catch.hpp"

#include <set>
#include <string>
#include <vector>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using rithmo::Army;
using rithmo::Shape;

namespace {

struct Plain {
  int from, to;
  bool flying;
};

bool lines_allow(Directions d, int df, int dr) {
  const bool orth = df == 0 || dr == 0;
  return d == Directions::Both || (d == Directions::Orthogonal) == orth;
}

// The ordinary draughts and the flights of the side to move, by the rules' words
// alone: a shape steps 1, 2 or 3 along its lines, the spaces passed void; a queen up to
// the range; a flight is the knight's (1,2), or (1,3) for squares, its leg void if the
// path must be clear; flights "about a siege" only when the man has no ordinary draught
// (no siege can be made in the first two moves of a game).
std::vector<Plain> plain_moves(const Rules& r, const Position& pos) {
  const int F = pos.size.files, R = pos.size.ranks;
  auto at = [&](int f, int k) -> int {
    return f < 0 || k < 0 || f >= F || k >= R ? -2 : pos.board[k * F + f];
  };
  std::vector<Plain> out;
  const int dirs[8][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
  for (int s = 0; s < pos.squares(); ++s) {
    const Man* m = pos.at(s);
    if (!m || m->army != pos.to_move) continue;
    const int f = s % F, k = s / F;
    std::vector<Plain> mine;
    std::set<int> shapes;  // 0 round, 1 triangle, 2 square, 3 queen
    if (!m->king)
      shapes.insert(static_cast<int>(m->shape));
    else if (r.king_moves == KingMoves::Queen)
      shapes.insert(3);
    else if (r.king_moves == KingMoves::AsSquare)
      shapes.insert(2);
    else
      shapes = {0, 1, 2};
    for (int sh : shapes) {
      for (const auto& d : dirs) {
        if (sh < 3 && !lines_allow(directions_of(r, static_cast<Shape>(sh)), d[0], d[1])) continue;
        const int first = sh == 3 ? 1 : sh + 1, last = sh == 3 ? r.king_range : sh + 1;
        for (int n = first; n <= last; ++n) {
          bool clear = true;
          for (int j = 1; j < n; ++j)
            clear =
                clear && (at(f + d[0] * j, k + d[1] * j) == -1 || (r.leap_over_men && (sh == 1 || sh == 2)));
          if (clear && at(f + d[0] * n, k + d[1] * n) == -1)
            mine.push_back({s, (k + d[1] * n) * F + f + d[0] * n, false});
        }
      }
    }
    const int ordinary = static_cast<int>(mine.size());
    std::set<int> legs;
    if (r.flying == Flying::Knight && (!m->king || r.king_flies)) legs.insert(2);
    if (r.flying == Flying::King && m->king && r.king_flies) legs.insert(2);
    if (r.flying == Flying::Shaped && (!m->king || r.king_flies)) {
      if (m->king ? true : m->shape == Shape::Triangle) legs.insert(2);
      if (m->king ? true : m->shape == Shape::Square) legs.insert(3);
    }
    for (int leg : legs) {
      for (int d = 0; d < 4; ++d) {
        const int lf = dirs[d][0], lr = dirs[d][1];
        for (int side : {-1, 1}) {
          const int tf = f + lf * leg + (lf == 0 ? side : 0), tr = k + lr * leg + (lr == 0 ? side : 0);
          if (at(tf, tr) != -1) continue;
          bool clear = true;
          for (int j = 1; j <= leg; ++j) clear = clear && at(f + lf * j, k + lr * j) == -1;
          if (r.flying_path == FlyingPath::Clear && !clear) continue;
          if (r.flying_use == FlyingUse::Siege && ordinary > 0) continue;
          mine.push_back({s, tr * F + tf, true});
        }
      }
    }
    out.insert(out.end(), mine.begin(), mine.end());
  }
  return out;
}

std::uint64_t plain_perft2(const Rules& r, Position pos) {
  std::uint64_t n = 0;
  for (const Plain& p : plain_moves(r, pos)) {
    Position q = pos;
    const int i = q.board[p.from];
    q.board[p.from] = -1;
    q.board[p.to] = static_cast<std::int8_t>(i);
    q.men[i].square = static_cast<std::uint8_t>(p.to);
    q.to_move = rithmo::other(q.to_move);
    n += plain_moves(r, q).size();
  }
  return n;
}

}  // namespace

TEST_CASE("perft: the openings' first two moves equal a plain count of the draughts", "[play][perft]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  const Rules rules = preset_rules(preset);
  Game game(rules, sources());
  Position pos = game.opening();
  const auto plain = plain_moves(rules, pos);
  // The draughts of the first move. A declaration of a triumph is no draught: where a
  // proper victory needs no king taken first (boissiere), the first move may declare.
  MoveList first;
  game.legal_moves(pos, first);
  std::uint64_t draughts = 0, declarations = 0;
  for (const Move& m : first) (m.kind == MoveKind::Declare ? declarations : draughts) += 1;
  CHECK(draughts == plain.size());
  CHECK(perft(game, pos, 1) == draughts + declarations);
  if (rules.proper_needs_king) CHECK(declarations == 0);
  // The second move, counting the draughts only (the second move of fulke-2 and of
  // boissiere-other has captures and leaps, which the plain count does not know).
  std::uint64_t second = 0, others = 0;
  Undo u;
  for (const Move& m : first) {
    if (m.kind == MoveKind::Declare) continue;
    CHECK(m.count == 0);
    game.apply(pos, m, u);
    MoveList replies;
    game.legal_moves(pos, replies);
    for (const Move& x : replies) {
      const bool draught = x.kind == MoveKind::Ordinary || (x.kind == MoveKind::Flying && x.count == 0);
      (draught ? second : others) += 1;
    }
    game.undo(pos, u);
  }
  CHECK(second == plain_perft2(rules, pos));
  if (declarations == 0 && others == 0) CHECK(perft(game, pos, 2) == second);
}

TEST_CASE("perft: counts on the short boards", "[play][perft]") {
  auto [preset, board] = GENERATE(table<std::string, std::string>(
      {{"fulke-1", "8x12"}, {"fulke-1", "8x9"}, {"fulke-3", "8x10"}, {"du-coeur", "8x12"}}));
  Rules rules = preset_rules(preset);
  set_board(rules, *parse_board_size(board));
  Game game(rules, sources());
  Position pos = game.opening();
  CHECK(perft(game, pos, 1) == plain_moves(rules, pos).size());
}

TEST_CASE("perft: divided over threads, each first move counts what perft counts below it", "[play][perft]") {
  auto preset = GENERATE(from_range(preset_names()));
  auto depth = GENERATE(1, 2, 3);
  INFO(preset << " depth " << depth);
  Game game(preset_rules(preset), sources());
  Position pos = game.opening();
  const Position before = pos;
  // Each first move made on the one position and perft below it, on this thread.
  MoveList first;
  game.legal_moves(pos, first);
  std::vector<std::uint64_t> serial;
  for (const Move& m : first) {
    Undo u;
    game.apply(pos, m, u);
    serial.push_back(perft(game, pos, depth - 1));
    game.undo(pos, u);
  }
  std::size_t last_done = 0, parts = 0;
  const auto progress = [&](std::size_t done, std::size_t all, std::uint64_t) {
    CHECK(done == last_done + 1);  // one report a part, one at a time, in order of finishing
    last_done = done;
    parts = all;
  };
  CHECK(perft_divide(game, pos, depth, 1, progress) == serial);
  CHECK(last_done == parts);
  CHECK(perft_divide(game, pos, depth, 2) == serial);
  CHECK(perft_divide(game, pos, depth, 7) == serial);
  CHECK(pos == before);
  std::uint64_t total = 0;
  for (const auto n : serial) total += n;
  CHECK(total == perft(game, pos, depth));
  // Every leaf made and unmade counts what counting the last moves found counts, and
  // leaves the position as it was.
  CHECK(perft_divide(game, pos, depth, 2, {}, Leaves::Made) == serial);
  CHECK(perft(game, pos, depth, Leaves::Made) == total);
  CHECK(pos == before);
}

TEST_CASE("perft: nothing to divide at depth 0", "[play][perft]") {
  Game game(preset_rules("fulke-1"), sources());
  CHECK(perft_divide(game, game.opening(), 0, 2).empty());
}

TEST_CASE("game: a move made and unmade leaves the position as it was", "[play][game]") {
  auto game = game_of("fulke-1");
  Position pos =
      board_of("odd R16 e5\neven R9 d6\neven R7 e7\neven R2 e16\nodd K(S64 S49 T36 T25 R16) a3\n", "even");
  const Position before = pos;
  for (const Move& m : moves_of(*game, pos)) {
    Undo u;
    game->apply(pos, m, u);
    CHECK(check_position(pos).empty());
    CHECK(pos.to_move == Army::Odd);
    game->undo(pos, u);
    CHECK(pos == before);
    CHECK(format_position(pos) == format_position(before));
  }
}

TEST_CASE("game: a position on another board is refused", "[play][game]") {
  auto game = game_of("fulke-1");
  const Position pos = board_of("odd R3 a1\n", "odd", "none", "8x12");
  REQUIRE_THROWS_WITH(game->check_board(pos), "the position's board 8x12 is not the rules' board 8x16");
}

TEST_CASE("game: a side without a move has no move", "[play][game]") {
  auto game = game_of("fulke-1");
  Position pos = board_of("odd R3 a1\neven R2 b2\neven R4 h16\n");  // the round's one draught is held
  CHECK(moves_of(*game, pos).empty());
}

TEST_CASE("game: what stands taken is handed on from before the captures made ahead of a move",
          "[play][game]") {
  // Savard takes before the move as well as after it (003 line 116) and sets a man taken
  // on the taker's back rank (003 line 102). Here (a position a random playout reached)
  // odd takes even's S81 on h9 ahead of the move, S81 stands for odd on h1 and is the
  // man who then moves, h1~e2. The move's undo record holds him as he stood on h9, so
  // what stood taken must be handed on for the position before the capture, or the
  // search two moves on finds odd's man still on h1.
  auto game = game_of("savard");
  Position pos = parse_position(R"(rithmo-position
board 8x16
to-move odd
victory bodies men=4
odd R81 a1
odd R6 c1
odd S49 d1
odd S45 d2
odd R3 f2
odd T6 b3
odd T30 d3
odd T49 f3
odd R16 g3
odd T36 a4
odd R7 d4
odd T56 f4
odd K(S64 S49 T36 T25 xR16) e6
odd T16 g6
odd R25 h6
even T81 a7
odd R9 d7
odd S153 f7
odd S28 g7
odd T9 h7
odd R49 e8
odd T12 f9
even S25 g9
even S81 h9
even T64 c10
odd R9 g10
even K(S36 S25 xT16 xT9 xR4 R1) c11
even R4 f11
odd S120 a12
odd T42 b12
even S361 e12
even S121 f12
even S66 a13
even R4 b13
even T100 e13
even T25 a14
even R8 c14
even R36 e14
even T20 f14
even S289 h14
even S15 b15
even T72 c15
even T90 f15
even S169 c16
even R2 d16
even R5 e16
even R64 f16
even S225 g16
taken-by even ^R16 T100+ S66+ S361+ S49+ T64+ S66+ S121+ S169+ R5+ T90+ S225+
taken-by odd S153+ T9+ ^T9 T42+ S169+ T49+ S45+ R16+ S66+ T6+ ^R4 ^T16 R6+ S49+
)",
                                "test");
  Pending first;
  MoveList moves;
  game->legal_moves(pos, moves, first, Lineage{});
  const Pending fresh_first = game->finder().capturable(pos, Army::Odd);
  CHECK(first == fresh_first);
  Undo u1, u2;
  game->apply(pos, find_move(*game, pos, "h1~e2"), u1);
  REQUIRE(pos.at(*game->geometry().parse_square("e2"))->value == 81);
  game->apply(pos, find_move(*game, pos, "f15~d14"), u2);
  Pending lineaged, fresh;
  MoveList by_lineage, afresh;
  game->legal_moves(pos, by_lineage, lineaged, Lineage{&first, &u1, &u2});
  game->legal_moves(pos, afresh, fresh, Lineage{});
  CHECK(lineaged == fresh);
  std::vector<std::string> a, b;
  for (const Move& m : by_lineage) a.push_back(format_move(pos, m));
  for (const Move& m : afresh) b.push_back(format_move(pos, m));
  CHECK(a == b);
}
