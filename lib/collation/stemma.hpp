// Who copied whom: the books joined by the relations their tables' evidence supports
// (collation/evidence.hpp), and every pair it leaves unjoined with the reason.
// docs/stemma.md states the rules; in short:
//
//   related        two books are related when one kind of evidence, summed over every
//                  work both print, is less likely than the threshold between
//                  independent books: 1 in 100 divided by the number of tests made
//                  (pairs x kinds, Bonferroni), so that all the pairs together claim a
//                  relation by chance less than once in a hundred.
//   copy of        C copies E when E is related to C, is not dated after it, and in
//                  every work both print, C prints no derived row E lacks (a copy takes
//                  its rows from its exemplar); of several such books, the one with
//                  the weightiest evidence. Where both could have copied the other
//                  (undated, the same rows), the edge has no direction.
//   depends on     C prints rows no related book explains: C depends on E, the related
//                  book not dated after it with the weightiest evidence, directly or
//                  through a source now lost; the rows C prints that E lacks are its
//                  copyist's own computation or another source's, and are listed. (In a
//                  table every row can be computed: a row the exemplar lacks does not
//                  prove another source, as a lost line of a text would.)
//   contamination  a work where C prints rows its exemplar lacks, and another related
//                  book, not dated after C, prints every row C prints and agrees with C
//                  in that work beyond chance (under the same threshold): C's second
//                  source for that work.
//   lost source    two related books neither of which can depend on the other (the
//                  same year, or each prints rows the other lacks with nothing to date
//                  them), and whose agreement no common ancestor in the stemma explains:
//                  a source of their own, now lost (one node for every such group).
//   transcription  a modern transcription of a print is known, not inferred: drawn, and
//                  never counted as evidence.
#pragma once

#include "collation/evidence.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace rithmo {

enum class StemmaEdgeKind {
  Copy,
  Related,
  Depends,
  Contamination,
  LostSource,
  Transcription,
  Retelling,
  Stated
};
std::string_view name(StemmaEdgeKind kind);

struct StemmaNode {
  std::string id;     // the package, or "lost-1" for a lost source
  std::string label;  // "boissiere-1556 (B, Bf, Be)"; "a lost source"
  std::optional<int> year;
  bool lost = false;
  std::size_t book = 0;  // index into Evidence::books, for a book
};

struct StemmaEdge {
  std::size_t from = 0, to = 0;  // node indexes; for Related, the two in either order
  StemmaEdgeKind kind = StemmaEdgeKind::Copy;
  std::vector<std::string> works;      // contamination: the works taken from the second source
  std::vector<std::string> additions;  // depends: per work, the places C prints that E lacks
                                       // ("spaces-division-even 1, 15")
  std::string evidence;                // the strongest evidence, in words
  Rational strength{1};                // its chance between independent books
  std::size_t pair = 0;                // index into Evidence::pairs, where one stands behind it
  bool has_pair = false;
  std::vector<Statement> statements;  // stated: the book's words, each with where it says them
  std::string agreement;              // stated: whether the tables agree with the statements
};

// How strong the evidence of two books must stay without any one of their works for
// the relation to stand: a relation that rests on one work alone may rest on one habit
// of the authors that no model of chance describes (docs/stemma.md, "Sensitivity").
inline const Rational kCorroboration{1, 20};

// Whether a pair's evidence survives each model of chance and the loss of each single
// work (docs/stemma.md, "Sensitivity").
struct Sensitivity {
  Rational chance[kModelCount];                           // the strongest chance under each model, every work
  std::vector<std::pair<std::string, Rational>> without;  // work left out -> strongest chance (own habits)
  bool robust = false;  // at most the threshold under every model and without any one work
};

struct UnjoinedPair {
  std::size_t pair = 0;  // index into Evidence::pairs
  std::string why;
};

struct Stemma {
  Evidence evidence;
  std::size_t tests = 0;                 // the pairs weighed
  Rational threshold;                    // 1 / (100 tests)
  Rational conditional_threshold;        // for second sources: 1 / (100 conditional tests made)
  std::vector<bool> related;             // per pair of Evidence::pairs
  std::vector<Sensitivity> sensitivity;  // per pair
  std::vector<bool> tentative;           // per pair: related under the own-habits model, but not
                                         // under every model or without some one work
  std::vector<StemmaNode> nodes;
  std::vector<StemmaEdge> edges;
  std::vector<UnjoinedPair> unjoined;  // related pairs the edges do not join, and the rest
};

// The stemma of the books that witness the works; `records` are the packages' records of
// their books (collation/book_record.hpp), whose statements are drawn beside the
// inferred relations.
Stemma infer_stemma(const std::vector<Apparatus>& works, const std::vector<BookRecord>& records = {},
                    const PairsProgress& progress = {});

// One sentence on the evidence of a pair of books: its three kinds, their counts and
// chances ("they share 12 of ... rows (chance 0.0031), ...").
std::string evidence_text(const BookEvidence& pair);

}  // namespace rithmo
