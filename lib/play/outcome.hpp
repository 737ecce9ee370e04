// The victories: whether the side that moved last has won the agreed victory.
//
// Common victories (002 lines 858-900; 000; 001 lines 107-119) count what a side has
// taken (Position::tally): men (a king stands for his layers, 002 line 854), the sum
// of the numbers, their digits ("characters", 002 line 867):
//   bodies              men >= N                        (002 line 863)
//   goods               sum >= S                        (002 line 865)
//   quarrel             sum >= S and digits >= C        (002 line 867: "although there be more then .100.")
//   honour              men >= N and sum >= S           (002 line 870; 000 "at least .150.")
//   honour and quarrel  men >= N, sum >= S, digits >= C, and no one man bearing S
//                       ("so that there be not .100. upon one man", 002 line 874)
//   standards           sum >= N standards of the enemy army (002 lines 876-879: the
//                       even "wyne .348. men he hath obtayned two standerds" of 174)
// Under rules.common_needs_king the enemy king must be taken first (003 line 166).
//
// Proper victories (002 line 812; 001 lines 93-103): the enemy king taken (no king of
// his on the board) under rules.proper_needs_king (Boissière's first way asks it not,
// pages 0069-0077), then the men the side declared for its triumph (three for the
// great, four for the greater and the greatest; their numbers checked when declared;
// under rules.triumph_enemy_men the adversary's among them, Man::declared_by) all standing
// in the enemy's camp (rules.camp_depth ranks from his end), arranged as
// rules.arrangement asks: three in a connected line, four in a line or at the corners
// of a 3 x 3 square (001 lines 99, 101). The victory `row` (modern implementation):
// the enemy king taken, then three of the side's men, whatever their numbers, in a
// connected line in the enemy's camp; nothing is declared.
#pragma once

#include "number/rational.hpp"
#include "play/board.hpp"
#include "play/position.hpp"
#include "play/rules.hpp"

#include <vector>

namespace rithmo::play {

enum class Result { None, Victory, NoMove };

struct Outcome {
  Result result = Result::None;
  Army winner = Army::Even;  // for Victory: the side that won; for NoMove: the side that moved last
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

// Whether the side that moved last has won by pos.victory, under the rules, on the
// board's geometry; `enemy_standard` is the men of one standard of the side to move
// (Game::standard), for the victory of standards.
Outcome victory_outcome(const Rules& rules, const Geometry& geometry, const Rational& enemy_standard,
                        const Position& pos);

// Whether a tally meets a common goal; standard is the men of one standard of the
// enemy army. False for the proper goals and for none.
bool common_goal_met(const Victory& victory, const Tally& tally, const Rational& standard);

// Whether the squares stand in a connected line (orthogonal or diagonal), or, for four,
// at the corners of a 3 x 3 square.
bool triumph_arranged(const Geometry& geometry, std::vector<Square> squares);

// Whether three men of side stand in a connected line (orthogonal or diagonal) in the
// camp of the other army, `depth` ranks deep: the victory `row`.
bool three_in_a_row(const Geometry& geometry, const Position& pos, Army side, int depth);

// Whether a square is in the camp of an army (the ranks nearest its end).
bool in_camp(const Geometry& geometry, Square square, Army army, int depth);

// Every set of `men` squares (3 or 4) of `side`'s enemy's camp on which declared men
// make a triumph under Arrangement::LineOrSquare: each line of `men` squares one after
// another (across, along, cornerwise), and for four men the corners of each square of
// 3 by 3. Each set sorted, as victory_outcome compares them.
std::vector<std::vector<Square>> triumph_arrangements(const Geometry& geometry, Army side, int depth,
                                                      int men);

}  // namespace rithmo::play
