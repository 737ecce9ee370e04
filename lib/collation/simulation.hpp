// A simulated tradition: books of the period that compute their tables themselves, and
// books that copy them, with the apparatus of their works built as `rithmo apparatus`
// builds it, so that the stemma's false joins and its recovery of planted relations can
// be measured over many folders (tests/collation/simulation_test.cpp; the benchmark
// tools/bench/stemma_calibration.cpp; the figures in docs/stemma.md, "Calibration").
//
// The works are derived from the men of both armies as the books' tables are: the
// arithmetic, geometric and musical proportions among their numbers, the taking by
// the spaces (a man times the spaces gives an enemy man) and the same table read back
// as division, and the taking by addition within one army.
//
// An independent author (docs/stemma.md lists the habits and their weights) chooses for
// each work a rule of the period: every row; the rows whose numbers are below a bound
// (100 among them, the commonest); the first rows of the derivation; the rows of the
// first orders of men; one army's rows; the rows of the smaller takers; or two such
// rules together. He orders them by the derivation, by the taker, by the number taken,
// by the largest number first, or by the spaces and then the taker. Then his own hand:
// a few rows of his rule left out, a few beyond it added, a few neighbours exchanged,
// a slip or two; and some authors read the division table back from their own
// multiplication table.
//
// A copyist takes his exemplar's rows, order and slips, leaves out a row now and then,
// mends some slips (a recomputing copyist mends them all) and adds his own; a
// contaminated book copies one exemplar for some works and another for the rest; two
// books copy a lost exemplar that is not in the folder.
#pragma once

#include "collation/apparatus.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace rithmo {

enum class SimulatedFamily {
  Independent,    // five books, no relation among them
  Chain,          // an archetype, its copy, the copy's copy; two independent books
  Recomputing,    // an archetype and a copy that recomputes every row; three independent
  Contamination,  // two exemplars and a book that takes some works from each; two independent
  LostExemplar,   // two copies of a lost book, printed apart; three independent
};

// Which numbers of a row an author's habits of men look at: every number (the default),
// or the taker's alone (the first number): "the rows of the first orders of men" and
// "one army's rows" read as the taker's order and army. The second is a check that the
// stemma does not rest on the first being the habits the rules of selection describe.
enum class SimulatedHabits { AllNumbers, Taker };

struct SimulatedRelation {
  std::string exemplar, copy;  // packages; exemplar empty for a lost one
  std::string lost_sibling;    // for a lost exemplar: the other copy
};

struct SimulatedFolder {
  std::vector<Apparatus> works;
  std::vector<SimulatedRelation> relations;  // the truth
  std::vector<std::string> books;            // the packages, by year
};

// One folder of the family, from the seed (the same seed, the same folder).
SimulatedFolder simulate_folder(SimulatedFamily family, std::uint32_t seed,
                                SimulatedHabits habits = SimulatedHabits::AllNumbers);

// A library of `books` books for the stemma's scale (tools/bench/stemma_scale.cpp):
// independent authors, and one book in four a copy of an earlier one, dated in the
// order made over 150 years. The same seed, the same library.
SimulatedFolder simulate_library(std::size_t books, std::uint32_t seed = 1);

// The rates the stemma shows over `folders` folders of each family (seeds 1 ...).
struct CalibrationFigures {
  std::size_t folders = 0;              // of each family
  std::size_t independent_folders = 0;  // the folders of independent books weighed
  // Independent books: the pairs joined by any inferred edge (directly, or as children
  // of one lost exemplar), over all pairs; the folders with any such join.
  std::size_t independent_pairs = 0, false_joins = 0, folders_with_false_join = 0;
  // The same folders under weaker rules, for comparison: the own-habits threshold alone
  // (no other model, no corroboration); and the former rule (every row a period book
  // prints alike, the smallest of the three kinds' chances at most 1 / (300 pairs)).
  std::size_t folders_joined_threshold_alone = 0, folders_joined_former_rule = 0;
  // Planted relations: recovered (the copy joined to its exemplar, the right way, or
  // the two copies of a lost book joined under one lost exemplar or to each other).
  std::size_t chain = 0, chain_found = 0;
  std::size_t recomputing = 0, recomputing_found = 0;
  std::size_t contamination = 0, contamination_found = 0;  // both sources found
  // The sources missed, by the chance of all their evidence with the copy weighed as one
  // under the copy's and the source's own habits: above 1/20 (nothing beyond their
  // habits), between 1/1000 and 1/20, at most 1/1000 (strong, but failing another model
  // or resting on one work).
  std::size_t missed_sources = 0, missed_weak = 0, missed_middling = 0, missed_strong = 0;
  std::size_t lost = 0, lost_found = 0;
  // False joins in the families with relations (pairs not related by the truth).
  std::size_t other_pairs = 0, other_false_joins = 0;
};

inline const std::vector<SimulatedFamily> kSimulatedFamilies = {
    SimulatedFamily::Independent, SimulatedFamily::Chain, SimulatedFamily::Recomputing,
    SimulatedFamily::Contamination, SimulatedFamily::LostExemplar};

// The families weighed over `folders` folders each (seeds 1 ... folders), on `threads`
// threads (1: the calling thread alone).
CalibrationFigures calibrate_stemma(std::size_t folders, unsigned threads = 1,
                                    const std::vector<SimulatedFamily>& families = kSimulatedFamilies,
                                    SimulatedHabits habits = SimulatedHabits::AllNumbers);

}  // namespace rithmo
