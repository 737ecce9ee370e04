// Taking by two men: addition, subtraction, multiplication and division of the numbers
// of two men of one army giving the number of a man of the other (the first kind of
// play, and the second, 002 line 676: "The takyng by Addition is all one with the
// first kynde of play").
//
// The transcription of Fulke's first kind breaks off where the ways of taking are set
// out (002 lines 626-628), so the rule is du Coeur's retelling (001 line 67: "If you
// place two of your men, such that both of them could legally jump onto an enemy man,
// and they add up to its value, the enemy is immediately taken"; line 75: subtraction,
// multiplication and division "work essentially the same"). His examples (001 lines
// 77-81; 000): 9 - 5 = 4, 3 x 5 = 15, 225 / 9 = 25, 25 - 20 = 5, and "the .9. and .9.
// maye capture the .81. by Multiplication": two men may bear the same number.
// So a row (lesser, greater, taken) holds when, for two distinct men of the taking
// army with lesser <= greater,
//   addition        lesser + greater == taken
//   subtraction     greater - lesser == taken
//   multiplication  lesser * greater == taken
//   division        greater == lesser * taken   (exact: no remainder)
// and taken is the number of a man of the other army.
#pragma once

#include "men/armies.hpp"
#include "men/ways.hpp"

#include <gmpxx.h>

#include <optional>
#include <string_view>
#include <vector>

namespace rithmo {

// The ways of taking by two men, in the one vocabulary of men/ways.hpp.
using TwoMenOperation = Way;
inline constexpr const auto& kTwoMenOperations = kTwoMenWays;

// "+", "-", "x", "/": the sign between the two numbers when the sheets print a row.
std::string_view sign(TwoMenOperation op);

// Which men take and are taken.
// The kings' totals (91, 190) take and are taken as men; their layers may be men too:
// du Coeur (000) lets "the .36. within the Odde Kyng" help "to capture other men by
// Addition, Subtraction, or other means". The default: the kings whole.
using TwoMenOptions = WhichMen;

struct TwoMenRow {
  mpz_class lesser;
  mpz_class greater;
  mpz_class taken;

  friend bool operator==(const TwoMenRow& a, const TwoMenRow& b) {
    return a.lesser == b.lesser && a.greater == b.greater && a.taken == b.taken;
  }
};

// True when the row's arithmetic holds for op (ignores which men exist): lesser <=
// greater and two_men_take (men/ways.hpp).
bool holds(TwoMenOperation op, const TwoMenRow& row);
// The same of three numbers not gathered in a row.
bool holds(TwoMenOperation op, const mpz_class& lesser, const mpz_class& greater, const mpz_class& taken);

// Every distinct row with the two takers distinct men of army `taker` and taken the
// number of a man of the other army; sorted by taken, then lesser, then greater.
std::vector<TwoMenRow> two_men_relation(const Armies& armies, Army taker, TwoMenOperation op,
                                        const TwoMenOptions& options = {});

}  // namespace rithmo
