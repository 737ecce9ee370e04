// The cossic signs: the marks of roots and powers on the men of the second kind of play.
//
// Fulke, "Of taking by Cossicall signes" (002 line 687): "anye man that hath these
// signes, {2}.{3}.{4}.{6}. meeting with his roote in his ordinary draught that hath this
// signe {r} taketh him up, or elles is taken of him". The signs number the exponent of
// the power, as the prose of lines 632-640 names them:
//   {2}  the quadrate            25 = 5^2, 225 = 15^2 ("wyth the signe of the quadrate", line 640)
//   {3}  the cube                64 = 4^3 ("64 of the quadrate and the cube", line 632)
//   {4}  the squared quadrate    16 = 2^4, 81 = 3^4 ("the foure squared quadrate", line 632)
//   {6}  the quadrate of the cube  64 = 2^6 ("also the quadrat of the cube", line 632)
//   {r}  the root                6 (6^2 = 36), 9 (9^2 = 81), 15 (15^2 = 225): lines 629-638
// and the drawings print them together in that order: {r2} for 9, {24} for 16 and 81,
// {236} for 64 (lines 633-634).
//
// A root and its power take each other (line 687), so they stand in contrary armies: a
// man bears the sign k when his number is r^k for r the number of a man of the other
// army, and bears {r} when some power of his number with a sign is a man of the other
// army. So the odd square 49 = 7^2 bears no sign (line 643: "[49]"), 7 being odd, while
// the even triangle 49 does ({2}, line 633); the even triangle 9 bears {r} because 81
// is an odd round (9^2, line 524) and {2} because 9 = 3^2 with 3 odd.
#pragma once

#include "men/armies.hpp"
#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// Whether a root and its power must stand in contrary armies (Fulke, line 687: one
// "taketh him up, or elles is taken of him"; line 643 leaves the odd 49 unsigned) or
// may be of either army.
enum class CossicArmies { Contrary, Any };

// "contrary", "any".
inline constexpr auto kCossicArmiesNames =
    enum_table<CossicArmies>({{CossicArmies::Contrary, "contrary"}, {CossicArmies::Any, "any"}});
constexpr std::string_view name(CossicArmies armies) { return kCossicArmiesNames.name(armies); }

struct CossicOptions {
  std::vector<int> exponents = {2, 3, 4, 6};  // the signs of line 687
  CossicArmies armies = CossicArmies::Contrary;
  WhichMen men;  // which men count
  friend bool operator==(const CossicOptions&, const CossicOptions&) = default;
};

// Throws std::invalid_argument for an exponent below 2 or repeated.
void validate(const CossicOptions& options);

// The signs a man bears: the root sign and the exponents, ascending, with what bears
// them out.
struct CossicSigns {
  bool root = false;
  std::vector<int> powers;
  std::vector<mpz_class> bases;     // for each of powers, the root r with r^k the man
  std::vector<int> root_exponents;  // the k with the man^k a man of the partners

  bool empty() const { return !root && powers.empty(); }
  // As the drawings print them inside {}: "r", "2", "r2", "24", "236"; "" for none.
  std::string str() const;
  friend bool operator==(const CossicSigns&, const CossicSigns&) = default;
};

// The name of the sign of exponent k: "quadrate", "cube", "squared quadrate",
// "quadrate of the cube"; "power k" for another k.
std::string sign_name(int exponent);

// The signs borne by a man of `army` whose number is `value`. Validates options.
CossicSigns cossic_signs(const Armies& armies, Army army, const mpz_class& value,
                         const CossicOptions& options = {});

// One row of "To take by cossicall signes" (002 lines 798-809): power = root^exponent.
struct CossicPair {
  mpz_class root;
  mpz_class power;
  int exponent = 0;
  friend bool operator==(const CossicPair&, const CossicPair&) = default;
};

// Every distinct (root, power, exponent) with root the number of a man, power =
// root^exponent the number of a man (of the other army under Contrary), root != power;
// sorted by root, then exponent. Validates options.
std::vector<CossicPair> cossic_pairs(const Armies& armies, const CossicOptions& options = {});

// How many men of the order `rule`, both armies counted, bear at least one sign: the
// count of line 640, "The seconde order of squares hath .3. numbers marked with
// cossicall signes" (rule DoubledPlusOneSquared). A king counts as one man when
// pyramid_totals is set.
std::size_t signed_men(const Armies& armies, Rule rule, const CossicOptions& options = {});

}  // namespace rithmo
