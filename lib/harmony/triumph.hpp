// The number sets of the proper victories (triumphs).
//
// Fulke names the grades by the number of men and proportions (002 line 812: "some
// wyll not alowe a triumphe but of foure numbers, and two proportions at the lest.
// All three for the greater victorie"); du Coeur (001 lines 99-103) and the modern
// Table of harmonies (002 lines 985-1221) call them:
//   great     three men in one proportion
//   greater   four men showing two kinds of proportion
//   greatest  four men showing all three kinds
// Two readings differ and are parameters here: whether "two" means exactly two (the
// modern table: "two (but not more than two) different harmonies", 002 line 960) or
// at least two (Fulke: "two proportions at the lest"); and how four numbers show a
// geometric proportion, by three of them in progression or by two equal ratios
// a:b = c:d (Savard, 003 line 196: "Most of the possible winning combinations ...
// exhibit geometric proportion with two pairs of numbers that are in the same ratio").
#pragma once

#include "harmony/proportion.hpp"
#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

enum class Grade { Great, Greater, Greatest };
inline constexpr auto kGradeNames =
    enum_table<Grade>({{Grade::Great, "great"}, {Grade::Greater, "greater"}, {Grade::Greatest, "greatest"}});
inline constexpr auto kGrades = kGradeNames.values();
constexpr std::string_view name(Grade g) { return kGradeNames.name(g); }

// How four numbers show geometric proportion.
enum class GeometricFour {
  Progression,  // three of them in geometric progression
  EqualRatios,  // a:b = c:d for the four in ascending order (a*d = b*c)
  Either,       // either of the above (the Table of harmonies)
};
// The names of the reading "geometric-four" (readings/readings.hpp).
inline constexpr auto kGeometricFourNames =
    enum_table<GeometricFour>({{GeometricFour::Progression, "progression"},
                               {GeometricFour::EqualRatios, "ratios"},
                               {GeometricFour::Either, "either"}});
inline std::string_view name(GeometricFour g) { return kGeometricFourNames.name(g); }

// Whether a greater triumph's "two proportions" means exactly two or at least two.
enum class TwoKinds { Exactly, AtLeast };
// The names of the reading "two" (readings/readings.hpp).
inline constexpr auto kTwoKindsNames =
    enum_table<TwoKinds>({{TwoKinds::Exactly, "exactly"}, {TwoKinds::AtLeast, "at-least"}});
inline std::string_view name(TwoKinds t) { return kTwoKindsNames.name(t); }

struct TriumphOptions {
  GeometricFour geometric_four = GeometricFour::Either;
  TwoKinds two_kinds = TwoKinds::Exactly;
};

// A set of kinds of proportion, as bits (1 << Proportion).
class Kinds {
 public:
  Kinds() = default;
  Kinds(std::initializer_list<Proportion> ps) {
    for (auto p : ps) add(p);
  }
  void add(Proportion p) { bits_ |= bit(p); }
  bool has(Proportion p) const { return (bits_ & bit(p)) != 0; }
  int count() const { return __builtin_popcount(bits_); }
  bool contains(Kinds o) const { return (bits_ & o.bits_) == o.bits_; }
  friend bool operator==(Kinds, Kinds) = default;
  // "arithmetic+musical"
  std::string str() const;

 private:
  static std::uint8_t bit(Proportion p) { return static_cast<std::uint8_t>(1u << static_cast<int>(p)); }
  std::uint8_t bits_ = 0;
};

// Parses a pair such as "arithmetic+musical" (either order). nullopt if malformed.
std::optional<Kinds> parse_kind_pair(std::string_view text);

// What shows a kind of proportion in a set: three of its numbers in that proportion
// (ascending), or, geometric among four, the four in two equal ratios a:b = c:d.
struct KindWitness {
  Proportion kind;
  std::vector<mpz_class> numbers;  // three, or four (equal ratios)
};

// For each kind of proportion the numbers (three or four, any order, distinct) show
// under the options, in the order of kProportions, its first witness: the first three
// numbers in that proportion, in ascending order of the set, else (geometric among
// four) the four in equal ratios.
std::vector<KindWitness> kinds_witnessed(std::vector<mpz_class> numbers, const TriumphOptions& options = {});

// The kinds of proportion that the numbers show under the options: the kinds of
// kinds_witnessed.
Kinds kinds_shown(std::vector<mpz_class> numbers, const TriumphOptions& options = {});

struct TriumphSet {
  std::vector<mpz_class> numbers;  // ascending
  Kinds kinds;                     // what they show
};

// Every set of the grade over pool (ascending, distinct), in lexicographic order.
// For Greater, pair (if given) keeps only sets showing those two kinds.
std::vector<TriumphSet> triumphs(Grade grade, const std::vector<mpz_class>& pool,
                                 const TriumphOptions& options = {},
                                 std::optional<Kinds> pair = std::nullopt);

// True when the set (any order) is a set of the grade (and pair, for Greater).
bool is_triumph(Grade grade, const std::vector<mpz_class>& numbers, const TriumphOptions& options = {},
                std::optional<Kinds> pair = std::nullopt);

}  // namespace rithmo
