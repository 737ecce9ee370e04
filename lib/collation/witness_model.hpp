// How one witness chooses and orders the rows of a work when its author computes the
// table himself, as the period's authors did: a rule (the smallest terms first up to a
// bound, the rows of the first orders of men, one army's rows, the first rows of the
// derivation...) and an ordering key (the derivation's order, by the taker, by the
// number taken, largest first...). What the rule and the key do not explain is the
// witness's own: the rows it adds beyond its rule, the rows its rule gives that it
// leaves out, the neighbours it sets against its own key. Only these idiosyncrasies
// are evidence that two books are related (collation/evidence.hpp): two authors who
// follow one habit share its rows and its order by the habit, not by copying.
//
// The habits are read from the numbers of each derived row (its lemma) and its keys,
// never from a book: every work of every relation is described by the same traits.
// docs/stemma.md ("Each witness's own model") gives the families and a worked example.
#pragma once

#include "collation/agreement.hpp"
#include "collation/apparatus.hpp"
#include "number/rational.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rithmo {

// A number a row gives by which an author may bound or order his rows.
enum class Trait : std::uint8_t {
  Derivation,  // the row's place in the derivation's order, from 1
  First,       // its first number, second, third, last (as the derivation writes the row)
  Second,
  Third,
  Last,
  Largest,
  Smallest,
  Sum,
  MenOrder,  // the highest order of men among its numbers (1..6; 7 for a number no man bears)
};
inline constexpr Trait kTraits[] = {Trait::Derivation, Trait::First, Trait::Second,
                                    Trait::Third,      Trait::Last,  Trait::Largest,
                                    Trait::Smallest,   Trait::Sum,   Trait::MenOrder};
inline constexpr std::size_t kTraitCount = sizeof(kTraits) / sizeof(kTraits[0]);
std::string_view name(Trait t);

// A derived place of a work and what an author could choose it by.
struct RowTraits {
  std::size_t place = 0;             // the place's number in the apparatus
  std::vector<std::uint32_t> rank;   // per trait: the dense rank of its value (0 the least)
  std::vector<Rational> value;       // per trait: the value
  std::vector<std::string> classes;  // the groups it belongs to: its keys ("keys bodies"), the
                                     // army all its numbers belong to ("army even")
};

// The traits of the derived places of the work, in the derivation's order. A number of
// the lemma is any token that reads as a whole number or a fraction.
std::vector<RowTraits> row_traits(const Apparatus& app);

// A bound of a period author's rule: the rows of one class (or all) whose trait is at
// most (or at least) a value.
struct Bound {
  Trait trait = Trait::Derivation;
  bool at_most = true;
  Rational bound;
  std::string within;  // a class; empty for every row
  bool admits(const RowTraits& r) const;
  std::string text() const;  // "every row with largest number at most 100 (army odd)"
};

// A rule of selection: one bound, or two (the rows of both, or of either).
struct SelectionRule {
  Bound first;
  std::optional<std::pair<bool, Bound>> second;  // (both: true; either: false), the bound
  bool admits(const RowTraits& r) const;
  std::string text() const;
};

// How many more rows a second bound must explain than the first alone for the rule to
// take it: a second bound explains a few rows by chance, and each it explains is one
// fewer idiosyncrasy to share.
inline constexpr std::size_t kSecondBoundGain = 3;

struct OwnSelection {
  SelectionRule rule;
  std::vector<std::size_t> rule_places;  // the places the rule gives, sorted
  std::vector<std::size_t> added;        // printed, outside the rule
  std::vector<std::size_t> left_out;     // the rule gives them; not printed
  std::size_t deviations() const { return added.size() + left_out.size(); }
};

// The rule that explains the printed places best: the bound with the fewest places
// added and left out (of equals, one over every row before one within a class, then the
// traits in their order, at most before at least, the smaller bound), and a second
// bound where it explains kSecondBoundGain more. `printed` holds places.
OwnSelection fit_selection(const std::vector<RowTraits>& rows, const std::vector<std::size_t>& printed);

// A habit two witnesses share beyond their own rules: a bound that gives, among the
// `scope` places (the rows both rules leave out, or both give), the `shared` ones (the
// rows both add, or both leave out) but for at most one in kSharedHabitSlack of them,
// and gives at least kSharedHabitRows of them. Two authors who follow one habit the
// family of rules lacks share its rows; what one bound describes is their habit, counted
// once, not an idiosyncrasy each drew at random. None when no bound does.
inline constexpr std::size_t kSharedHabitRows = 3;
inline constexpr std::size_t kSharedHabitSlack = 4;
std::optional<Bound> shared_habit(const std::vector<RowTraits>& rows, const std::vector<std::size_t>& scope,
                                  const std::vector<std::size_t>& shared);

// An ordering key: traits compared in turn, each ascending or descending, ties in the
// derivation's order.
struct OrderKey {
  std::vector<std::pair<Trait, bool>> by;  // (trait, descending)
  std::string text() const;  // "by the derivation", "by last number, then largest number (descending)"
};

using PlacePair = std::pair<std::size_t, std::size_t>;

struct OwnOrder {
  OrderKey key;
  // The pairs of printed places the key sets next to each other (smaller place first),
  // and the neighbours the witness sets against its key (as printed: the earlier first).
  std::vector<PlacePair> neighbours;
  std::vector<PlacePair> departures;
  // The pairs a departure is drawn from, unordered and sorted: the key's neighbours and
  // the pairs set against it (the pool of the arrangement's chance, docs/stemma.md).
  std::vector<PlacePair> candidates() const;
};

// The key that explains the witness's order best (fewest departures; of equals, one
// trait before two, the derivation's order first). `order` holds places as printed.
OwnOrder fit_order(const std::vector<RowTraits>& rows, const std::vector<std::size_t>& order);

// The count of idiosyncrasies two independent witnesses share: witness a draws its
// `drawn_a` at random from its `pool_a` candidates, b its `drawn_b` from its `pool_b`,
// `overlap` candidates being in both pools. P(X = x) exactly (a mixture of
// hypergeometric counts: the candidates of a's draws in b's pool, then b's draws).
Distribution shared_draws_distribution(std::size_t pool_a, std::size_t drawn_a, std::size_t pool_b,
                                       std::size_t drawn_b, std::size_t overlap);

}  // namespace rithmo
