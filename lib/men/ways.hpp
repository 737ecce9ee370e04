// The ways of taking: one vocabulary for the engine (play/capture.hpp, which decides
// them on the board), the audit's relations (taking/two_men.hpp, audit/relations/capture_relations.cpp,
// taking/spaces_table.hpp) and the sheets.
//
// Fulke's second kind takes "by Oblivion, by Equalitie, by Addition, by Subtraction, by
// Multiplication, by Division, and by Cossicall Sygnes" (002 line 668); by
// multiplication and division "by the spaces" one man and the void spaces between him
// and the enemy (002 lines 682, 685; the third kind's eruption, 002 line 841); and by
// proportion "if you wyll, and so agree" (du Coeur 001 line 79).
#pragma once

#include "params/enum_table.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace rithmo {

enum class Way : std::uint8_t {
  Equality,        // one man of the same number (002 line 672)
  Addition,        // two men summing to him (002 line 676)
  Subtraction,     // two men differing by him (002 line 678)
  Multiplication,  // two men whose product he is (001 line 75)
  Division,        // two men whose quotient he is (001 line 75)
  Proportion,      // two men making a proportion with him (001 line 79)
  Cossic,          // a power and its root (002 line 687)
  Eruption,        // one man times the void spaces between (002 lines 682, 841)
  SpacesDivision,  // one man divided by the void spaces between (002 line 685)
  Oblivion,        // besieged (002 lines 670, 847)
};

// The ways' names, as the tables' descriptors, the command line and the reports write
// them.
inline constexpr auto kWayNames = enum_table<Way>({{Way::Equality, "equality"},
                                                   {Way::Addition, "addition"},
                                                   {Way::Subtraction, "subtraction"},
                                                   {Way::Multiplication, "multiplication"},
                                                   {Way::Division, "division"},
                                                   {Way::Proportion, "proportion"},
                                                   {Way::Cossic, "cossic"},
                                                   {Way::Eruption, "eruption"},
                                                   {Way::SpacesDivision, "spaces-division"},
                                                   {Way::Oblivion, "oblivion"}});

constexpr std::string_view name(Way way) { return kWayNames.name(way); }

// The ways by which two men of one army take a man of the other with their two numbers
// alone: addition, subtraction, multiplication, division.
inline constexpr Way kTwoMenWays[] = {Way::Addition, Way::Subtraction, Way::Multiplication, Way::Division};
bool by_two_men(Way way);

// Whether two men numbered lesser <= greater take the man numbered `taken` by a way of
// two men (du Coeur 001 lines 67-81: 9 - 5 = 4, 3 x 5 = 15, 225 / 9 = 25):
//   addition        lesser + greater == taken
//   subtraction     greater - lesser == taken
//   multiplication  lesser * greater == taken
//   division        greater == lesser * taken, lesser > 0   (exact: no remainder)
// False for any other way. N is an exact number: mpz_class for the derived tables, a
// 64-bit integer in the engine (its numbers are at most 361, so no product overflows).
template <class N>
bool two_men_take(Way way, const N& lesser, const N& greater, const N& taken) {
  switch (way) {
    case Way::Addition:
      return lesser + greater == taken;
    case Way::Subtraction:
      return greater - lesser == taken;
    case Way::Multiplication:
      return lesser * greater == taken;
    case Way::Division:
      return lesser > 0 && lesser * taken == greater;  // as a product: exact, no remainder test
    default:
      return false;
  }
}

// The one number two men numbered lesser <= greater take by a way of two men: their
// sum, difference or product, or greater / lesser when exact; nullopt when there is
// none (or the way is not one of two men). two_men_take(way, lesser, greater, t) holds
// exactly when t is this number (the tests check it).
template <class N>
std::optional<N> taken_by_two_men(Way way, const N& lesser, const N& greater) {
  switch (way) {
    case Way::Addition:
      return N(lesser + greater);
    case Way::Subtraction:
      return N(greater - lesser);
    case Way::Multiplication:
      return N(lesser * greater);
    case Way::Division:
      if (!(lesser > 0) || greater % lesser != 0) return std::nullopt;
      return N(greater / lesser);
    default:
      return std::nullopt;
  }
}

}  // namespace rithmo
