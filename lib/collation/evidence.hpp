// The evidence that two books are related, work by work and summed over every work
// both print: shared selection (and omission), shared arrangement, shared errors. The
// chance models are those of collation/agreement.hpp; docs/stemma.md gives every
// formula and a worked example.
//
// A book is a package of tables (its folder name: "boissiere-1556"); its witnesses are
// its tables that witness works. Where a book has two witnesses of one work (a table and
// its worked examples), the one that prints more of the work's places speaks for it,
// a complete table before a partial one. A modern transcription of a print (a witness
// that `transcribes` another) is known to follow it: it is never evidence.
#pragma once

#include "collation/agreement.hpp"
#include "collation/apparatus.hpp"
#include "collation/book_record.hpp"
#include "collation/selection.hpp"
#include "collation/witness_model.hpp"
#include "number/rational.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rithmo {

// The errors of two witnesses at the places both print (a reading of each).
struct SharedErrors {
  std::size_t compared = 0;  // c: places both print
  std::size_t errors_a = 0, errors_b = 0;
  std::vector<std::size_t> shared;     // both print the same wrong reading
  std::vector<std::size_t> different;  // both wrong, differently
  // Separative: an error of one where the other reads right (a copy of the first that
  // reads right there mended it, or took it from elsewhere).
  std::vector<std::size_t> separative_a, separative_b;
  // P(X >= shared), X binomial (c, e_a e_b / c^2): independent witnesses erring at
  // their own rates.
  Rational chance{1};
  Distribution distribution;  // of X, to sum over works
};

SharedErrors shared_errors(const Apparatus& app, std::size_t a, std::size_t b);
// The same, from the work's readings indexed once (index_witnesses).
SharedErrors shared_errors(const Apparatus& app, const WitnessIndex& index, std::size_t a, std::size_t b);

// The places of the work the witness prints (derived or not), by number.
std::vector<std::size_t> printed_places(const Apparatus& app, std::size_t witness);

// The models of chance against which two books' agreement is weighed (docs/stemma.md).
// The stemma joins by the first; the others show whether an edge survives them.
enum class NullModel : std::uint8_t {
  OwnHabits,   // each witness follows its own rule of selection and its own ordering key
               // (collation/witness_model.hpp): only what they leave unexplained counts
  Uniform,     // every derived row equally likely to be printed; breaks of the derivation's order
  PeriodRows,  // every row some period witness prints equally likely (the rows only a modern
               // table prints left out); breaks of the derivation's order
};
inline constexpr NullModel kNullModels[] = {NullModel::OwnHabits, NullModel::Uniform, NullModel::PeriodRows};
inline constexpr std::size_t kModelCount = 3;
std::string_view name(NullModel m);
// The model in words, for a report's table ("each witness's own habits").
std::string_view description(NullModel m);

// What two witnesses share beyond their own habits (collation/witness_model.hpp): the
// rows both add to their own rules, the rows both leave out that their rules give, the
// neighbours both set against their own keys.
struct SharedHabits {
  std::size_t universe = 0;  // the derived rows of the work
  // Each witness's own rule and key, fitted once for the work and shared by every pair
  // it is in (a library's pairs would otherwise each hold copies).
  std::shared_ptr<const OwnSelection> selection_a, selection_b;
  std::shared_ptr<const OwnOrder> order_a, order_b;
  const OwnSelection& own_a() const { return *selection_a; }
  const OwnSelection& own_b() const { return *selection_b; }
  const OwnOrder& key_a() const { return *order_a; }
  const OwnOrder& key_b() const { return *order_b; }
  std::vector<std::size_t> added, left_out;  // places
  std::vector<PlacePair> departures;         // as printed
  // A habit both share beyond their rules (witness_model.hpp, shared_habit): the rows it
  // gives are taken out of the count and of the chance, counted once as a convention.
  std::optional<Bound> habit_added, habit_left_out;
  Distribution selection, arrangement;  // of the counts under the model
  Rational selection_chance{1}, arrangement_chance{1};
  bool same_key() const { return key_a().key.text() == key_b().key.text(); }
};

// The evidence of two witnesses of one work.
struct WorkEvidence {
  std::size_t work = 0;       // index into the apparatus list
  std::size_t a = 0, b = 0;   // witness indexes in that apparatus
  SharedSelection selection;  // every row some period witness prints equally likely
  SharedOrder order;          // breaks of the derivation's order
  SharedErrors errors;
  SharedHabits habits;  // beyond each witness's own habits
  // Where the work is one table read two ways with another work the pair both print (a
  // division table read back from the multiplication table: the same numbers in every
  // row), that work's name: its evidence is counted there, once, not here.
  std::string counted_with;
  // The count and its distribution under each model, for each kind.
  std::size_t observed[kModelCount][3] = {};
  Distribution distribution[kModelCount][3];
  // The derived places each prints that the other does not: a copy prints no row its
  // exemplar lacks, unless it had another source.
  std::vector<std::size_t> only_a, only_b;
  // The derived places one of the two lacks in this work but prints in another table of
  // its book whose relation names the same things (RelationSpec::names: a greatest
  // victory printed with its parts): no row it lacks, and not in only_a or only_b.
  struct Elsewhere {
    std::size_t place = 0;  // here
    std::string where;      // "greatest-parts «2 3 4 6» (B page-0077 line 14)"
  };
  std::vector<Elsewhere> elsewhere_a, elsewhere_b;  // printed elsewhere by a (by b)
  // A count of rows one of the two prints over its own table that its table does not
  // have but the other's has (Fulke's "17." over his 18 musical rows, where Boissière's
  // table has 17): a count inherited with the rows it counted. Weighed with the errors
  // (no habit of selection explains it): its chance is that a miscount of the book's own
  // rows falls on the other's number, every count one slip of a digit (or one row) from
  // its own alike (docs/stemma.md, "Inherited counts").
  struct InheritedCount {
    bool of_a = true;  // the count is a's
    std::size_t printed = 0, own_rows = 0, other_rows = 0;
    std::string where;  // "page-0060 line 30"
    Rational chance{1};
  };
  std::optional<InheritedCount> inherited;
  // The readings of the rules both witnesses' tables follow where another witness of
  // the work follows another ("pyramid-totals=no": the kings' totals not counted):
  // shown beside the evidence, not weighed (a table can follow few readings, not all
  // alike likely).
  std::vector<std::string> shared_readings;
};

// The kinds of evidence, each summed over works and weighed by its own chance model.
enum class EvidenceKind { Selection, Arrangement, Errors };
inline constexpr EvidenceKind kEvidenceKinds[] = {EvidenceKind::Selection, EvidenceKind::Arrangement,
                                                  EvidenceKind::Errors};
std::string_view name(EvidenceKind kind);

inline constexpr std::size_t kAllWorks = static_cast<std::size_t>(-1);

struct KindTotal {
  EvidenceKind kind = EvidenceKind::Selection;
  std::size_t observed = 0;  // rows both print; pairs both invert; places both err alike
  Rational expected;         // the sum of the counts' means under chance
  Rational chance{1};        // P(sum >= observed) between independent books
};

// A book: a package that witnesses some work.
struct Book {
  std::string package;  // "boissiere-1556"
  std::string title;
  std::optional<int> year;         // its record's, else from the package's name (docs/stemma.md)
  std::string transcribes;         // the package of the print it transcribes, or empty
  std::vector<std::string> sigla;  // its witnesses' sigla, as the works give them
  bool period = true;              // a book of the period; a modern one is shown apart, never weighed
  BookRecord record;               // what its package says of it (collation/book_record.hpp)
};

// A pair whose evidence weighed as one has a chance above this, under its own habits,
// can be related by no threshold the stemma uses (each at most 1/100): its works'
// distributions are let go once its totals and combined chances are kept, so that a
// library's memory grows with the pairs that matter, not with every pair's works.
inline const Rational kKeepDistributions{1, 100};

struct BookEvidence {
  std::size_t a = 0, b = 0;  // indexes into the books, a before b
  std::vector<WorkEvidence> works;
  KindTotal totals[3];  // under NullModel::OwnHabits, every work counted
  // Every work counted, under each model: each kind's total and the three as one.
  KindTotal model_totals[kModelCount][3];
  Rational model_combined[kModelCount];
  bool distributions_kept = true;  // false: total() and combined_chance() without a work refuse
  // The total of a kind under a model, leaving out one work (an index into `works`) or
  // none (kAllWorks). Leaving out a work needs the distributions (distributions_kept).
  KindTotal total(NullModel model, EvidenceKind kind, std::size_t without = kAllWorks) const;
  // The three kinds weighed as one (agreement.hpp, combined_at_least) under a model,
  // leaving out the rows and the order of one work (its shared errors, which no habit
  // of selection or order explains, still count) or none: the chance by which the
  // stemma relates two books.
  Rational combined_chance(NullModel model, std::size_t without = kAllWorks) const;
  Rational combined;  // under NullModel::OwnHabits, every work counted
  // The smallest chance of the three, and its kind: the pair's strongest evidence.
  const KindTotal& strongest() const;
  // A ranking of pairs by the weight of all their evidence: the combined chance.
  Rational weight() const;
};

struct Evidence {
  std::vector<Book> books;          // sorted by year (undated last), then package
  std::vector<BookEvidence> pairs;  // every pair of books (neither a transcription) both
                                    // of which witness some work
  // For each work (in the apparatus's order), the witness that speaks for each book
  // that prints it: book index -> witness index.
  std::vector<std::map<std::size_t, std::size_t>> voice;
};

// Reads the books and every pair's evidence from the works' apparatus. `records` are the
// packages' records of their books (read_book_record), any order; a book without one is
// of the period and dated by its package's name.
// `progress`, when given, is told the pairs weighed so far and their number, now and
// then (a library's stemma weighs many thousands).
using PairsProgress = std::function<void(std::size_t done, std::size_t total)>;
Evidence collect_evidence(const std::vector<Apparatus>& works, const std::vector<BookRecord>& records = {},
                          const PairsProgress& progress = {});

// The works the books print that are one table read two ways: for each work, the index
// of the work it is read from (the first of its group in the apparatus's order), or its
// own index. Two works are one table when every row of the smaller has the numbers of a
// row of the other, as a multiset.
std::vector<std::size_t> tables_read_two_ways(const std::vector<Apparatus>& works);

}  // namespace rithmo
