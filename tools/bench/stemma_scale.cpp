// rithmo_stemma_scale: the stemma's time and memory as the books grow, over simulated
// libraries (collation/simulation.hpp, simulate_library; docs/stemma.md, "Scale"):
//
//   build/rithmo_stemma_scale [--books N ...]
//
// For each N (default 50 100 200 400; each 2 to 5000) it prints the books, the pairs
// weighed, the edges drawn, the wall time of infer_stemma in milliseconds, its ratio to
// the time of the N before it, and the process's peak resident memory after it (which
// only grows). Instructions: run it under valgrind --tool=callgrind with one --books
// (tools/bench/stemma_scale.sh).
#include "collation/simulation.hpp"
#include "collation/stemma.hpp"
#include "number/numeral.hpp"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace rithmo;

int main(int argc, char** argv) {
  std::vector<std::size_t> sizes;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::printf(
          "usage: rithmo_stemma_scale [--books N ...]\n\n"
          "The stemma of simulated libraries of N books (default 50 100 200 400): the wall time\n"
          "of the inference, its ratio to the size before, and the peak memory.\n");
      return 0;
    }
    if (arg == "--books" && i + 1 < argc) {
      const auto n = read_count(argv[++i], 5000);
      if (!n || *n < 2) {
        std::fprintf(stderr,
                     "rithmo_stemma_scale: error: bad --books '%s' (valid: a whole number from 2 to 5000)\n",
                     argv[i]);
        return 2;
      }
      sizes.push_back(static_cast<std::size_t>(*n));
      continue;
    }
    std::fprintf(stderr, "rithmo_stemma_scale: error: unknown argument '%s' (valid: --books N, --help)\n",
                 argv[i]);
    return 2;
  }
  if (sizes.empty()) sizes = {50, 100, 200, 400};
  std::printf("%6s %8s %6s %10s %7s %10s\n", "books", "pairs", "edges", "ms", "ratio", "peak MB");
  double before = 0;
  for (const std::size_t n : sizes) {
    const SimulatedFolder f = simulate_library(n);
    const auto start = std::chrono::steady_clock::now();
    const Stemma s = infer_stemma(f.works);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("%6zu %8zu %6zu %10.1f %7s %10.1f\n", n, s.evidence.pairs.size(), s.edges.size(), ms,
                before > 0 ? (std::to_string(ms / before).substr(0, 5)).c_str() : "-",
                static_cast<double>(usage.ru_maxrss) / 1024.0);
    std::fflush(stdout);
    before = ms;
  }
  return 0;
}
