// rithmo_bench: how fast the engine generates moves (with the captures each sets up)
// and plays random games, from each kind's opening. A plain harness, not a test:
//
//   build/rithmo_bench [--seconds S] [--runs N] [--tables DIR] [--json]
//
// For each preset: perft to the deepest depth that fits the time, reported as leaf
// positions per second (every leaf is a generated move whose captures were found),
// then random playouts (seeds 1, 2, ...) for the same time, reported as games and moves
// per second. With --runs N each perft and each playout window is run N times and the
// row is the run of median time (perft) or median moves a second (playouts), so that
// one stall of the machine does not make the figure. One thread; the numbers are per
// core. --json prints the two tables as JSON (report/table.hpp) for scripts.
// docs/performance.md records the figures.
#include "number/numeral.hpp"
#include "play/game.hpp"
#include "play/playout.hpp"
#include "report/table.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

using namespace rithmo;
using namespace rithmo::play;

namespace {

using Clock = std::chrono::steady_clock;

// The longest time per preset and measure: an hour; the most runs of each: 99.
constexpr std::uint64_t kMaxSeconds = 3600;
constexpr std::uint64_t kMaxRuns = 99;

constexpr const char* kUsage =
    "usage: rithmo_bench [--seconds S] [--runs N] [--tables DIR] [--json]\n"
    "  --seconds S   whole seconds per preset and measure, 1-3600 (default 3)\n"
    "  --runs N      run each perft and playout window N times, 1-99, and report the\n"
    "                median run (default 1)\n"
    "  --tables DIR  the transcribed tables folder (default tables)\n"
    "  --json        the two tables as JSON, for scripts\n";

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

// The index of the median of the values: the middle one, or the lower of the two.
template <class T>
std::size_t median_index(const std::vector<T>& values) {
  std::vector<std::size_t> order(values.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
  return order[(order.size() - 1) / 2];
}

std::string fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  double budget = 3.0;
  int runs = 1;
  std::string tables = "tables";
  Format format = Format::Text;
  // A count in 1..max, through the one reader of numbers; anything else fails at once
  // rather than running with a default.
  auto count = [&](const char* option, const char* text, std::uint64_t max) -> std::optional<std::uint64_t> {
    const auto n = read_count(text, max);
    if (!n || *n < 1) {
      std::fprintf(stderr, "rithmo_bench: error: bad %s '%s' (valid: a whole number from 1 to %d)\n", option,
                   cli_printable(text).c_str(), static_cast<int>(max));
      return std::nullopt;
    }
    return n;
  };
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc) {
      const auto s = count("--seconds", argv[++i], kMaxSeconds);
      if (!s) return 2;
      budget = static_cast<double>(*s);
    } else if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) {
      const auto n = count("--runs", argv[++i], kMaxRuns);
      if (!n) return 2;
      runs = static_cast<int>(*n);
    } else if (!std::strcmp(argv[i], "--tables") && i + 1 < argc) {
      tables = argv[++i];
    } else if (!std::strcmp(argv[i], "--json")) {
      format = Format::Json;
    } else {
      std::fputs(kUsage, stderr);
      return 2;
    }
  }
  try {
    const Sources sources = read_sources(tables);
    const std::string of_runs = runs > 1 ? ", the median of " + std::to_string(runs) + " runs" : "";
    Table perft_t{"perft",
                  "Move generation with capture detection (perft from the opening" + of_runs + ")",
                  {{"preset"}, {"depth", true}, {"leaves", true}, {"seconds"}, {"leaves_per_second", true}},
                  {},
                  {}};
    Table play_t{
        "playouts",
        "Random playouts from the opening (the preset's victory, at most 10000 moves" + of_runs + ")",
        {{"preset"},
         {"games", true},
         {"moves", true},
         {"seconds"},
         {"games_per_second"},
         {"moves_per_second", true}},
        {},
        {}};
    for (const std::string& preset : preset_names()) {
      Game game(preset_rules(preset), sources);
      Position pos = game.opening();
      // The deepest perft whose previous depth took less than a tenth of the budget;
      // its timing is the first of the runs.
      int depth = 1;
      std::uint64_t nodes = 0;
      std::vector<double> seconds;
      for (int d = 1; d <= 8; ++d) {
        const auto t0 = Clock::now();
        const std::uint64_t n = perft(game, pos, d);
        const double s = since(t0);
        depth = d;
        nodes = n;
        seconds = {s};
        if (s > budget / 10) break;
      }
      while (static_cast<int>(seconds.size()) < runs) {
        const auto t0 = Clock::now();
        const std::uint64_t n = perft(game, pos, depth);
        seconds.push_back(since(t0));
        if (n != nodes)
          throw std::runtime_error(std::string(preset) + ": perft gave another count when run again");
      }
      const double s = seconds[median_index(seconds)];
      perft_t.add_row({preset, std::to_string(depth), std::to_string(nodes), fixed(s, 2),
                       std::to_string(static_cast<long long>(static_cast<double>(nodes) / s))});
      struct Window {
        long games = 0, moves = 0;
        double seconds = 0;
        double rate() const { return static_cast<double>(moves) / seconds; }
        bool operator<(const Window& o) const { return rate() < o.rate(); }
      };
      std::vector<Window> windows;
      for (int r = 0; r < runs; ++r) {
        Window w;
        const auto t0 = Clock::now();
        while (since(t0) < budget) {
          Position p = game.opening();
          const Playout pr = random_playout(game, p, static_cast<std::uint64_t>(++w.games), 10000, false);
          w.moves += pr.plies;
        }
        w.seconds = since(t0);
        windows.push_back(w);
      }
      const Window& w = windows[median_index(windows)];
      play_t.add_row({preset, std::to_string(w.games), std::to_string(w.moves), fixed(w.seconds, 2),
                      fixed(static_cast<double>(w.games) / w.seconds, 1),
                      std::to_string(static_cast<long long>(w.rate()))});
    }
    std::fputs(render(std::vector<Table>{perft_t, play_t}, format).c_str(), stdout);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rithmo_bench: %s\n", e.what());
    return 2;
  }
  return 0;
}
