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

#include "audit/apparatus.hpp"
#include "collation/agreement.hpp"
#include "collation/selection.hpp"
#include "number/rational.hpp"

#include <cstddef>
#include <map>
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

// The places of the work the witness prints (derived or not), by number.
std::vector<std::size_t> printed_places(const Apparatus& app, std::size_t witness);

// The evidence of two witnesses of one work.
struct WorkEvidence {
  std::size_t work = 0;      // index into the apparatus list
  std::size_t a = 0, b = 0;  // witness indexes in that apparatus
  SharedSelection selection;
  SharedOrder order;
  SharedErrors errors;
  // The derived places each prints that the other does not: a copy prints no row its
  // exemplar lacks, unless it had another source.
  std::vector<std::size_t> only_a, only_b;
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
  std::optional<int> year;         // from the package's name (docs/stemma.md)
  std::string transcribes;         // the package of the print it transcribes, or empty
  std::vector<std::string> sigla;  // its witnesses' sigla, as the works give them
};

// The year a package's name gives: its last part of four digits from 1000 to 2999
// ("fulke-1563-print" 1563, "du-coeur-1998" 1998); none for "harmonies-appendix-iii".
std::optional<int> year_of(const std::string& package);

struct BookEvidence {
  std::size_t a = 0, b = 0;  // indexes into the books, a before b
  std::vector<WorkEvidence> works;
  KindTotal totals[3];
  // The smallest chance of the three, and its kind: the pair's strongest evidence.
  const KindTotal& strongest() const;
  // The three chances multiplied: a ranking of pairs by the weight of all their
  // evidence (not a probability).
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

// Reads the books and every pair's evidence from the works' apparatus.
Evidence collect_evidence(const std::vector<Apparatus>& works);

}  // namespace rithmo
