// The men of the two armies, derived from their seeds by Boethius' rules.
//
// Fulke, "Of the men" (002 lines 522-531), for each seed (digit) n:
//   first order of rounds      n                       ("the digites")
//   second order of rounds     n^2                     ("multiplyinge these digites by themselves")
//   first order of triangles   n^2 + n                 ("addinge two of the roundes together")
//   second order of triangles  (n+1)^2                 ("addynge one ... and then multiplying")
//   first order of squares     (n^2+n) + (n+1)^2       ("addynge two triangles together")
//   second order of squares    (2n+1)^2                ("dobling ... adding one ... multiplying")
// Each man stands to the man of the same seed one order before in a Boethian ratio:
// n:1 (multiplex), (n+1):n twice (superparticular), (2n+1):(n+1) twice (superpartient).
// One first-order square of each army is the king, a pyramid (men/pyramid.hpp).
#pragma once

#include "men/ratio_name.hpp"
#include "men/seeds.hpp"
#include "number/rational.hpp"
#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

enum class Army : std::uint8_t { Even, Odd };
// Round (circle), Triangle, Square: the three fashions of the men.
enum class Shape : std::uint8_t { Round, Triangle, Square };
// "even", "odd"; "round", "triangle", "square": the names the tables, the command line
// and the reports use (words/vocabulary.hpp reads the books' own words for them).
inline constexpr auto kArmyNames = enum_table<Army>({{Army::Even, "even"}, {Army::Odd, "odd"}});
inline constexpr auto kShapeNames =
    enum_table<Shape>({{Shape::Round, "round"}, {Shape::Triangle, "triangle"}, {Shape::Square, "square"}});
inline constexpr auto kArmies = kArmyNames.values();
inline constexpr auto kShapes = kShapeNames.values();

constexpr std::string_view name(Army army) { return kArmyNames.name(army); }
constexpr std::string_view name(Shape shape) { return kShapeNames.name(shape); }
constexpr Army other(Army army) { return army == Army::Even ? Army::Odd : Army::Even; }

// Largest root accepted for a pyramid layer.
inline constexpr long kMaxRoot = 1000;

// The six rules of derivation, one per order (rank) of men.
enum class Rule {
  Digit,                  // n
  DigitSquared,           // n^2
  DigitPlusSquare,        // n^2 + n
  SuccessorSquared,       // (n+1)^2
  SumOfTriangles,         // (n^2+n) + (n+1)^2
  DoubledPlusOneSquared,  // (2n+1)^2
};

// The rules in order: Rule of order k (1-based) is kRules[k-1].
inline constexpr Rule kRules[] = {Rule::Digit,           Rule::DigitSquared,
                                  Rule::DigitPlusSquare, Rule::SuccessorSquared,
                                  Rule::SumOfTriangles,  Rule::DoubledPlusOneSquared};

// The formula in n, e.g. "n^2+n".
std::string_view formula(Rule rule);
// The shape the rule's men bear and their order within that shape (1 or 2).
Shape shape_of(Rule rule);
int shape_order(Rule rule);
// The value of the rule's man for seed n.
mpz_class derive(Rule rule, long n);

// The ratio of a man to the man of the same seed one order before.
struct BoethianRatio {
  Rational ratio;  // greater : lesser, in lowest terms
  RatioFamily family;
  std::string latin;  // e.g. "sesquialter"
};

struct Man {
  Army army;
  Shape shape;
  int order;  // 1..6: the rank in the derivation (rounds 1-2, triangles 3-4, squares 5-6)
  long seed;  // the digit n the man is derived from
  mpz_class value;
  Rule rule;
  std::optional<BoethianRatio> ratio;  // none for the first order
  bool is_pyramid = false;             // this square is the king
};

// Generates one army: for each seed, six men (one per rule), listed by order then by
// seed in the order given. If a pyramid total equals one of the army's first-order
// squares, that man is marked as the king (Fulke: "Amonge the odde they be
// .28.66.120. and .190. the kynge", 002 line 529).
std::vector<Man> generate_army(Army army, const std::vector<long>& seeds,
                               const std::optional<mpz_class>& pyramid_total);

}  // namespace rithmo
