#include "play/outcome.hpp"

#include <algorithm>

namespace rithmo::play {

namespace {

// One direction along each of the four lines through a square, the one toward greater
// squares: a connected line is found from its least square.
constexpr int kLineDirections[] = {North, East, NorthEast, NorthWest};

}  // namespace

bool common_goal_met(const Victory& v, const Tally& t, const Rational& standard) {
  if (!is_common(v.goal)) return false;
  // Each term the goal sets is met (victory/goal.hpp), at least as the agreement says.
  for (Term term : terms(v.goal)) {
    switch (term) {
      case Term::Men:
        if (t.men < v.men) return false;
        break;
      case Term::Sum:
        if (t.sum < v.sum) return false;
        break;
      case Term::Characters:
        if (t.characters < v.characters) return false;
        break;
      case Term::Standards:
        if (Rational(t.sum) < Rational(v.standards) * standard) return false;
        break;
    }
  }
  return !one_man_may_not_bear_the_sum(v.goal) || t.greatest < v.sum;
}

bool in_camp(const Geometry& g, Square s, Army army, int depth) {
  const int rank = g.rank(s);
  return army == Army::Odd ? rank < depth : rank >= g.ranks() - depth;
}

bool triumph_arranged(const Geometry& g, std::vector<Square> squares) {
  std::sort(squares.begin(), squares.end());
  const int n = static_cast<int>(squares.size());
  // A connected line: from the first square (the least), steps of one direction.
  for (int d : kLineDirections) {
    if (g.ray_length(squares[0], d) < n - 1) continue;
    std::vector<Square> line = {squares[0]};
    for (int k = 0; k < n - 1; ++k) line.push_back(g.ray(squares[0], d)[k]);
    std::sort(line.begin(), line.end());
    if (line == squares) return true;
  }
  if (n == 4) {
    // The corners of a square of 3 by 3 (000: "as the corners of a square of .3. by .3.").
    const int f = g.file(squares[0]), r = g.rank(squares[0]);
    std::vector<Square> corners = {g.square(f, r), g.square(f + 2, r), g.square(f, r + 2),
                                   g.square(f + 2, r + 2)};
    std::sort(corners.begin(), corners.end());
    if (std::find(corners.begin(), corners.end(), kNoSquare) == corners.end() && corners == squares)
      return true;
  }
  return false;
}

bool three_in_a_row(const Geometry& g, const Position& pos, Army side, int depth) {
  const Army enemy = other(side);
  auto holds = [&](Square s) {
    const int i = pos.board[s];
    return i >= 0 && pos.men[i].army == side && in_camp(g, s, enemy, depth);
  };
  for (const auto& m : pos.men) {
    if (!m.on_board || m.army != side || !in_camp(g, m.square, enemy, depth)) continue;
    // From the first of the three, the next two along one of the four lines.
    for (int d : kLineDirections) {
      if (g.ray_length(m.square, d) >= 2 && holds(g.ray(m.square, d)[0]) && holds(g.ray(m.square, d)[1]))
        return true;
    }
  }
  return false;
}

std::vector<std::vector<Square>> triumph_arrangements(const Geometry& g, Army side, int depth, int men) {
  std::vector<std::vector<Square>> out;
  const Army enemy = other(side);
  const auto all_in_camp = [&](const std::vector<Square>& squares) {
    for (Square s : squares)
      if (s == kNoSquare || !in_camp(g, s, enemy, depth)) return false;
    return true;
  };
  for (Square s = 0; s < g.squares(); ++s) {
    for (int d : kLineDirections) {
      if (g.ray_length(s, d) < men - 1) continue;
      std::vector<Square> line = {s};
      for (int k = 0; k < men - 1; ++k) line.push_back(g.ray(s, d)[k]);
      std::sort(line.begin(), line.end());
      if (all_in_camp(line)) out.push_back(std::move(line));
    }
    if (men == 4) {
      const int f = g.file(s), r = g.rank(s);
      std::vector<Square> corners = {s, g.square(f + 2, r), g.square(f, r + 2), g.square(f + 2, r + 2)};
      if (all_in_camp(corners)) {
        std::sort(corners.begin(), corners.end());
        out.push_back(std::move(corners));
      }
    }
  }
  return out;
}

Outcome victory_outcome(const Rules& rules, const Geometry& geometry, const Rational& enemy_standard,
                        const Position& pos) {
  const Army side = other(pos.to_move);  // the side that moved last
  const Army enemy = pos.to_move;
  const Victory& v = pos.victory;
  Outcome won{Result::Victory, side};
  if (v.goal == Goal::None) return {};
  // The enemy's king taken, looked for only where the goal asks it.
  auto king_taken = [&] { return pos.king_of(enemy) < 0; };
  if (is_common(v.goal)) {
    if (rules.common_needs_king && !king_taken()) return {};
    const Tally& t = pos.tally[static_cast<int>(side)];
    return common_goal_met(v, t, enemy_standard) ? won : Outcome{};
  }
  if (rules.proper_needs_king && !king_taken()) return {};
  if (v.goal == Goal::Row) {
    return three_in_a_row(geometry, pos, side, rules.camp_depth) ? won : Outcome{};
  }
  const int needed = v.goal == Goal::Great ? 3 : 4;
  std::vector<Square> squares;
  for (const auto& m : pos.men) {
    // The men the side declared: its own, and where the rules allow it the adversary's
    // standing in his camp when declared (Barozzi 0051:41-42); each in the enemy's camp.
    if (!m.on_board || !m.declared_for(side)) continue;
    if (!in_camp(geometry, m.square, enemy, rules.camp_depth)) return {};
    squares.push_back(m.square);
  }
  if (static_cast<int>(squares.size()) != needed) return {};
  if (rules.arrangement == Arrangement::LineOrSquare && !triumph_arranged(geometry, squares)) return {};
  return won;
}

}  // namespace rithmo::play
