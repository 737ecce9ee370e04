// The victories the players may agree on: one vocabulary for the engine's rules of play
// (play/rules.hpp, play/outcome.cpp) and the audit's relation of the common victories
// (audit/relations/victory_relations.cpp).
//
// Common victories count what a side has taken (Fulke 002 lines 858-874; du Coeur 001
// lines 107-119): "men contende either for bodies, goods, quarrelles, honour, or els
// for both quarels & honor" (002 line 860), and the victory of standards (002 lines
// 876-900). Proper victories (002 line 812; 001 lines 93-103) are triumphs: three or
// four men in proportion in the enemy's camp.
#pragma once

#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <optional>
#include <string_view>
#include <vector>

namespace rithmo {

enum class Goal {
  None,              // play on until a side cannot move
  Bodies,            // take `men` men (002 line 863)
  Goods,             // take men summing to `sum` (002 line 865)
  Quarrel,           // take `sum` in at least `characters` digits (002 line 867)
  Honour,            // take `men` men summing to `sum` (002 line 870)
  HonourAndQuarrel,  // `men` men, `sum`, `characters` digits, no one man holding `sum` (002 lines 872-874)
  Standards,         // win `standards` standards of the enemy (002 lines 876-900)
  Great,             // proper: the king taken, then three men in one proportion (001 line 99)
  Greater,           // four men showing two proportions (001 line 101)
  Greatest,          // four men showing all three (001 line 103)
  Row,               // the king taken, then three men in a connected line in the enemy's camp,
                     // whatever their numbers (modern implementation)
};

// The goals' names, in the order of the enumeration.
inline constexpr auto kGoalNames = enum_table<Goal>({{Goal::None, "none"},
                                                     {Goal::Bodies, "bodies"},
                                                     {Goal::Goods, "goods"},
                                                     {Goal::Quarrel, "quarrel"},
                                                     {Goal::Honour, "honour"},
                                                     {Goal::HonourAndQuarrel, "honour-and-quarrel"},
                                                     {Goal::Standards, "standards"},
                                                     {Goal::Great, "great"},
                                                     {Goal::Greater, "greater"},
                                                     {Goal::Greatest, "greatest"},
                                                     {Goal::Row, "row"}});
inline std::string_view name(Goal goal) { return kGoalNames.name(goal); }

bool is_proper(Goal goal);  // great, greater, greatest
bool is_common(Goal goal);  // bodies .. standards (row is neither common nor proper)

// What a common goal sets a number for.
enum class Term {
  Men,         // how many men are taken
  Sum,         // the sum of their numbers ("points")
  Characters,  // the digits of their numbers
  Standards,   // how many of the enemy's standards their sum makes (victory/standards.hpp)
};
std::string_view name(Term term);  // "men", "sum", "characters", "standards"

// The terms a goal sets, in the order they are written ("quarrel sum=100 characters=8"):
// bodies men; goods sum; quarrel sum, characters; honour men, sum; honour and quarrel men,
// sum, characters; standards standards. Empty for none and the proper goals.
const std::vector<Term>& terms(Goal goal);

// Whether the goal's sum must not be borne by one man alone: honour and quarrel, "so
// that there be not .100. upon one man" (002 line 874). Fulke's honour (002 line 870)
// and du Coeur's (001 line 117) say nothing of it.
bool one_man_may_not_bear_the_sum(Goal goal);

// The characters of a number: its decimal digits (du Coeur 000: "the .8. has a single
// character, the .24. has twoo, and the .225. has three"; Fulke 002 line 867).
int characters(long number);
int characters(const mpz_class& number);

}  // namespace rithmo
