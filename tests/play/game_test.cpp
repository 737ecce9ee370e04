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
  auto preset = GENERATE(as<std::string>{}, "fulke-1", "fulke-2", "fulke-3", "du-coeur", "savard");
  INFO(preset);
  const Rules rules = preset_rules(preset);
  Game game(rules, sources());
  Position pos = game.opening();
  const auto plain = plain_moves(rules, pos);
  CHECK(perft(game, pos, 1) == plain.size());
  // The second move, counting the draughts only (the second kind's second move has
  // captures and leaps, which the plain count does not know).
  std::uint64_t second = 0;
  MoveList first;
  game.legal_moves(pos, first);
  Undo u;
  for (const Move& m : first) {
    CHECK(m.count == 0);
    game.apply(pos, m, u);
    MoveList replies;
    game.legal_moves(pos, replies);
    for (const Move& x : replies)
      second += x.kind == MoveKind::Ordinary || (x.kind == MoveKind::Flying && x.count == 0);
    game.undo(pos, u);
  }
  CHECK(second == plain_perft2(rules, pos));
  if (preset != "fulke-2") CHECK(perft(game, pos, 2) == second);
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
