// rithmo_bench: how fast the engine generates moves (with the captures each sets up)
// and plays random games, from each kind's opening. A plain harness, not a test:
//
//   build/rithmo_bench [--seconds S] [--tables DIR] [--json]   (S whole seconds, 1-3600; default 3)
//
// For each preset: perft to the deepest depth that fits the time, reported as leaf
// positions per second (every leaf is a generated move whose captures were found),
// then random playouts (seeds 1, 2, ...) for the same time, reported as games and moves
// per second. One thread; the numbers are per core. --json prints the two tables as
// JSON (report/table.hpp) for scripts. docs/performance.md records the figures.
#include "number/numeral.hpp"
#include "play/game.hpp"
#include "play/playout.hpp"
#include "report/table.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace rithmo;
using namespace rithmo::play;

namespace {

using Clock = std::chrono::steady_clock;

// The longest time per preset and measure: an hour.
constexpr std::uint64_t kMaxSeconds = 3600;

// The argument as it may be echoed: bytes outside printable ASCII as \xNN.
std::string cli_printable(const char* text) {
  std::string out;
  for (const char* p = text; *p; ++p) {
    const auto c = static_cast<unsigned char>(*p);
    if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

std::string fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  double budget = 3.0;
  std::string tables = "tables";
  Format format = Format::Text;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc) {
      // Whole seconds, decimal, through the one reader of numbers; anything else fails
      // at once rather than running with a default.
      const auto s = read_count(argv[++i], kMaxSeconds);
      if (!s || *s < 1) {
        std::fprintf(stderr, "rithmo_bench: error: bad --seconds '%s' (valid: a whole number from 1 to %d)\n",
                     cli_printable(argv[i]).c_str(), static_cast<int>(kMaxSeconds));
        return 2;
      }
      budget = static_cast<double>(*s);
    } else if (!std::strcmp(argv[i], "--tables") && i + 1 < argc) {
      tables = argv[++i];
    } else if (!std::strcmp(argv[i], "--json")) {
      format = Format::Json;
    } else {
      std::fprintf(stderr, "usage: rithmo_bench [--seconds S] [--tables DIR] [--json]\n");
      return 2;
    }
  }
  try {
    const Sources sources = read_sources(tables);
    Table perft_t{"perft",
                  "Move generation with capture detection (perft from the opening)",
                  {{"preset"}, {"depth", true}, {"leaves", true}, {"seconds"}, {"leaves_per_second", true}},
                  {},
                  {}};
    Table play_t{"playouts",
                 "Random playouts from the opening (the preset's victory, at most 10000 moves)",
                 {{"preset"},
                  {"games", true},
                  {"moves", true},
                  {"seconds"},
                  {"games_per_second"},
                  {"moves_per_second", true}},
                 {},
                 {}};
    for (const char* preset : {"fulke-1", "fulke-2", "fulke-3", "du-coeur", "savard"}) {
      Game game(preset_rules(preset), sources);
      Position pos = game.opening();
      // The deepest perft whose previous depth took less than a tenth of the budget.
      int depth = 1;
      std::uint64_t nodes = 0;
      double seconds = 0;
      for (int d = 1; d <= 8; ++d) {
        const auto t0 = Clock::now();
        const std::uint64_t n = perft(game, pos, d);
        const double s = since(t0);
        depth = d;
        nodes = n;
        seconds = s;
        if (s > budget / 10) break;
      }
      perft_t.add_row({preset, std::to_string(depth), std::to_string(nodes), fixed(seconds, 2),
                       std::to_string(static_cast<long long>(static_cast<double>(nodes) / seconds))});
      const auto t0 = Clock::now();
      long games = 0, moves = 0;
      while (since(t0) < budget) {
        Position p = game.opening();
        const Playout r = random_playout(game, p, static_cast<std::uint64_t>(++games), 10000, false);
        moves += r.plies;
      }
      const double s = since(t0);
      play_t.add_row({preset, std::to_string(games), std::to_string(moves), fixed(s, 2),
                      fixed(static_cast<double>(games) / s, 1),
                      std::to_string(static_cast<long long>(static_cast<double>(moves) / s))});
    }
    std::fputs(render(std::vector<Table>{perft_t, play_t}, format).c_str(), stdout);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rithmo_bench: %s\n", e.what());
    return 2;
  }
  return 0;
}
