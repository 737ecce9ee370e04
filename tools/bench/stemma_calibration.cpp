// rithmo_stemma_calibration: how often the stemma joins books that never copied one
// another, and how often it finds the relations planted, over simulated folders
// (collation/simulation.hpp; docs/stemma.md, "Calibration"):
//
//   build/rithmo_stemma_calibration [--folders N] [--habits all|taker]
//
// --folders: of each family (default 200; 1 to 5000). --habits: which numbers of a row
// the authors' habits of men look at, every number (default) or the taker's alone
// (collation/simulation.hpp, SimulatedHabits).
//
// Prints, per family of books, the pairs or relations counted and the rate found.
#include "collation/simulation.hpp"
#include "number/numeral.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>

using namespace rithmo;

namespace {

void line(const char* what, std::size_t found, std::size_t of) {
  std::printf("%-58s %5zu of %5zu  %6.2f %%\n", what, found, of,
              of ? 100.0 * static_cast<double>(found) / static_cast<double>(of) : 0.0);
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t folders = 200;
  SimulatedHabits habits = SimulatedHabits::AllNumbers;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::printf(
          "usage: rithmo_stemma_calibration [--folders N] [--habits all|taker]\n\n"
          "The stemma over N simulated folders of each family (default 200): the false joins\n"
          "among independent books and the recovery of planted relations. --habits taker: the\n"
          "authors' habits of men read the taker's order and army alone (default all: every\n"
          "number of a row).\n");
      return 0;
    }
    if (arg == "--folders" && i + 1 < argc) {
      const auto n = read_count(argv[++i], 5000);
      if (!n || *n == 0) {
        std::fprintf(
            stderr,
            "rithmo_stemma_calibration: error: bad --folders '%s' (valid: a whole number from 1 to 5000)\n",
            argv[i]);
        return 2;
      }
      folders = static_cast<std::size_t>(*n);
      continue;
    }
    if (arg == "--habits" && i + 1 < argc) {
      const std::string h = argv[++i];
      if (h != "all" && h != "taker") {
        std::fprintf(stderr, "rithmo_stemma_calibration: error: bad --habits '%s' (valid: all, taker)\n",
                     h.c_str());
        return 2;
      }
      habits = h == "taker" ? SimulatedHabits::Taker : SimulatedHabits::AllNumbers;
      continue;
    }
    std::fprintf(
        stderr,
        "rithmo_stemma_calibration: error: unknown argument '%s' (valid: --folders N, --habits all|taker, "
        "--help)\n",
        argv[i]);
    return 2;
  }
  const CalibrationFigures c = calibrate_stemma(folders, std::max(1u, std::thread::hardware_concurrency()),
                                                kSimulatedFamilies, habits);
  std::printf("%zu simulated folders of each family\n\n", c.folders);
  line("independent books: pairs joined", c.false_joins, c.independent_pairs);
  line("independent books: folders with any pair joined", c.folders_with_false_join, c.independent_folders);
  line("  the same under the threshold alone (no other test)", c.folders_joined_threshold_alone,
       c.independent_folders);
  line("  the same under the former rule (uniform rows)", c.folders_joined_former_rule,
       c.independent_folders);
  line("families with relations: unrelated pairs joined", c.other_false_joins, c.other_pairs);
  line("chains: copy joined to its exemplar", c.chain_found, c.chain);
  line("recomputing copies: joined to the exemplar", c.recomputing_found, c.recomputing);
  line("contamination: both sources found", c.contamination_found, c.contamination);
  line("  missed sources, chance above 1/20", c.missed_weak, c.missed_sources);
  line("  missed sources, chance 1/1000 to 1/20", c.missed_middling, c.missed_sources);
  line("  missed sources, chance at most 1/1000", c.missed_strong, c.missed_sources);
  line("lost exemplar: the two copies joined", c.lost_found, c.lost);
  return 0;
}
