// Which men the ways of taking reach: the numbers that take and are taken by Equalitie,
// and the men that no way but Oblivion can take.
//
// Fulke names the ways of each kind of play: the second kind takes "by Oblivion, by
// Equalitie, by Addition, by Subtraction, by Multiplication, by Division, and by
// Cossicall Sygnes" (002 line 668); the third "by encountering, bu eruption, by laying
// wayght, and by Oblivion" (line 837), where
//   encountering  is Equalitie: a man of the other army bears the same number (line 839;
//                 "By Equalitie maye these men take or be taken ... .9.16.25.36.49.64.81.",
//                 line 672);
//   eruption      "a lesse number beyng multiplied by the spaces that are betwene him &
//                 hys adversary, the product is asmuch as his adversary" (line 841): the
//                 table of taking by multiplication (taking/spaces_table.hpp; line 843);
//   lying wait    "to take by addition ... when the .2. numbers that are to be added,
//                 stande in the next spaces to the adversarie" (line 845): two men of
//                 the other army whose numbers sum to his;
// and Oblivion takes any man besieged on four sides (line 847). "In this thyrde kynde,
// these men can be none otherwise taken but by Oblivion. Namely amonge the even
// .2.4.4.135. among the odde .3.5.7.190." (line 851) is the list of the men no other
// way reaches; each way is an option here, so that the list can be derived under any
// reading.
#pragma once

#include "men/armies.hpp"
#include "men/cossic.hpp"
#include "taking/spaces_table.hpp"

#include <gmpxx.h>

#include <array>
#include <string>
#include <vector>

namespace rithmo {

// Which men count: the kings as their totals (91, 190), the kings' layers.
using MenOptions = WhichMen;

// One man as the takings see him.
struct Soldier {
  Army army = Army::Even;
  mpz_class value;
  Shape shape = Shape::Round;
  bool king = false;   // the king, as his pyramid's total
  bool layer = false;  // a layer of the king
};

// The men of an army under the options, one entry per man (a number borne by two men
// appears twice: the even 4 is a first- and a second-order round, 002 line 524),
// ascending by number.
std::vector<Soldier> soldiers(const Armies& armies, Army army, const MenOptions& options = {});

// The soldiers of both armies under the options, listed once (a relation's binding
// keeps them for every row it judges).
struct BothArmies {
  BothArmies() = default;
  BothArmies(const Armies& armies, const MenOptions& options)
      : men{soldiers(armies, Army::Even, options), soldiers(armies, Army::Odd, options)} {}
  const std::vector<Soldier>& of(Army a) const { return men[a == Army::Even ? 0 : 1]; }
  std::array<std::vector<Soldier>, 2> men;  // even, odd
};

// The distinct numbers borne by men of both armies, ascending: the men that take and
// are taken by Equalitie (002 line 672).
std::vector<mpz_class> equality_numbers(const Armies& armies, const MenOptions& options = {});

// The ways a man may be taken by. The defaults are the third kind's (002 lines
// 837-845): encountering, eruption by multiplication, lying in wait by addition.
struct TakingWays {
  bool equality = true;
  bool spaces_multiplication = true;  // eruption: the lesser times the spaces (line 841)
  bool spaces_division = false;       // the greater divided by the spaces (second kind, line 685)
  bool addition = true;               // lying in wait: two men summing to him (line 845)
  bool subtraction = false;           // two men differing by him (second kind, line 678)
  bool cossic = false;                // root and power (second kind, line 687); the third
                                      // kind's men are "without cossical signes" (line 820)
  MenOptions men;                     // which men count, for every way
  BoardSize board;  // the board and the fewest spaces counted (taking/spaces_table.hpp SpacesOptions)
  long min_spaces = SpacesOptions{}.min_spaces;
  CossicArmies cossic_armies = CossicOptions{}.armies;  // the signs (men/cossic.hpp CossicOptions)
  std::vector<int> cossic_exponents = CossicOptions{}.exponents;
  friend bool operator==(const TakingWays&, const TakingWays&) = default;
};

// How the man of `army` numbered `value` is taken by men of the other army: one line
// per way that reaches him, with one witness, e.g. "eruption: 3 x 5 spaces = 15",
// "lying in wait: 49 + 120 = 169", "equality: 9 of the odd army"; empty when only
// Oblivion can take him. Validates the spaces options.
std::vector<std::string> ways_to_take(const Armies& armies, Army army, const mpz_class& value,
                                      const TakingWays& ways = {});

// The men of `army` that no way but Oblivion takes, ascending by number, one per man
// (the list of 002 line 851).
std::vector<Soldier> oblivion_only(const Armies& armies, Army army, const TakingWays& ways = {});

// Why no way takes the man: one clause per way, e.g. "no odd man is 153; no odd man
// times 2 to 14 spaces makes 153; no two odd men sum to 153"; for a man some way takes,
// "taken by " and the ways_to_take.
std::string why_oblivion_only(const Armies& armies, Army army, const mpz_class& value,
                              const TakingWays& ways = {});

}  // namespace rithmo
