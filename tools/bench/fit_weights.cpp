// The evaluation's weights fitted from self-play (search/evaluation.hpp): the
// positions of games the engine plays against itself under every preset, each labelled
// with the game's result for its side to move (1 won, 0 lost; a game that ended without
// a victory is left out: under the presets whose victories the engine seldom reaches,
// an unfinished game says nothing of who stood better),
// and the weights chosen that make the logistic of the score, 1 / (1 + 10^(-score/K)),
// predict the labels best in mean squared error (the method of Texel's tuning: K fitted
// first with the weights given, then each weight moved by a step while the error falls,
// the step halved down to 1).
//
//   rithmo_fit_weights [--games N] [--level L] [--max-plies N] [--seed S] [--jobs J]
//                      [--hold F,F...]
//
// --hold keeps the features named at the weights given: a feature whose worth the
// positions of decided games cannot show (docs/engine.md says which, and why).
//
// tools/bench/fit_weights.sh runs it as docs/engine.md records; the weights it prints
// are the ones lib/search/evaluation.cpp plays with. The fit is a statistic of the games
// (a regression), computed in floating point: its numbers are not numbers of the game.
#include "play/game.hpp"
#include "play/sources.hpp"
#include "search/match.hpp"

#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace rithmo;
using namespace rithmo::search;

namespace {

struct Sample {
  Features features;
  double result;  // for the side to move
};

double error_of(const std::vector<Sample>& samples, const Weights& w, double k) {
  double e = 0;
  for (const Sample& s : samples) {
    const double p = 1.0 / (1.0 + std::pow(10.0, -evaluate(s.features, w) / k));
    e += (s.result - p) * (s.result - p);
  }
  return e / static_cast<double>(samples.size());
}

}  // namespace

static int run(int argc, char** argv) {
  int games = 40;
  int max_plies = 300;
  std::string level = "novice";
  std::uint64_t seed = 1;
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  const std::string tables = "tables";  // run from the repository root, as fit_weights.sh does
  std::array<bool, kFeatures> held{};
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (i + 1 >= argc) {
      std::fprintf(stderr,
                   "usage: rithmo_fit_weights [--games N] [--level L] [--max-plies N] [--seed S] [--jobs J] "
                   "[--hold F,F...]\n");
      return a == "-h" || a == "--help" ? 0 : 2;
    }
    const std::string v = argv[++i];
    if (a == "--games")
      games = std::atoi(v.c_str());
    else if (a == "--max-plies")
      max_plies = std::atoi(v.c_str());
    else if (a == "--level")
      level = v;
    else if (a == "--seed")
      seed = std::strtoull(v.c_str(), nullptr, 10);
    else if (a == "--jobs")
      jobs = static_cast<unsigned>(std::max(1, std::atoi(v.c_str())));
    else if (a == "--hold") {
      std::size_t start = 0;
      while (start <= v.size()) {
        const std::size_t comma = std::min(v.find(',', start), v.size());
        const std::string feature = v.substr(start, comma - start);
        int found = -1;
        for (int f = 0; f < kFeatures; ++f)
          if (name(static_cast<Feature>(f)) == feature) found = f;
        if (found < 0) {
          std::fprintf(stderr, "rithmo_fit_weights: unknown feature '%s'\n", feature.c_str());
          return 2;
        }
        held[found] = true;
        start = comma + 1;
      }
    } else {
      std::fprintf(stderr, "rithmo_fit_weights: unknown option %s\n", a.c_str());
      return 2;
    }
  }
  Player p;
  p.level = find_level(level);
  if (!p.level) {
    std::fprintf(stderr, "rithmo_fit_weights: unknown level %s\n", level.c_str());
    return 2;
  }
  std::vector<Sample> samples;
  std::mutex m;
  for (const std::string& preset : play::preset_names()) {
    const play::Rules rules = play::preset_rules(preset);
    const play::Game game(rules, play::read_sources(tables, play::needs_of(rules, true)));
    std::atomic<int> next{0};
    std::vector<std::thread> threads;
    int decided = 0;
    for (unsigned t = 0; t < jobs; ++t) {
      threads.emplace_back([&] {
        for (int g; (g = next++) < games;) {
          const GameRecord rec = play_game(game, p, p, seed + static_cast<std::uint64_t>(g), max_plies, true);
          std::vector<Sample> mine;
          // Every fourth position after the first eight plies: positions of one game
          // are alike, and the opening says little.
          if (rec.outcome.result != play::Result::Victory) continue;
          for (std::size_t i = 8; i < rec.positions.size(); i += 4) {
            const play::Position& pos = rec.positions[i];
            const double r = rec.outcome.winner == pos.to_move ? 1.0 : 0.0;
            mine.push_back({features(game, pos), r});
          }
          const std::lock_guard<std::mutex> lock(m);
          if (rec.outcome.result == play::Result::Victory) ++decided;
          samples.insert(samples.end(), mine.begin(), mine.end());
        }
      });
    }
    for (auto& t : threads) t.join();
    std::fprintf(stderr, "%s: %d games, %d decided, %zu positions in all\n", preset.c_str(), games, decided,
                 samples.size());
  }
  Weights w = default_weights();
  // K: the scale of the logistic under the weights given.
  auto fit_k = [&](const Weights& at) {
    double best_k = 50;
    for (double c = 50; c <= 20000; c *= 1.05) {
      if (error_of(samples, at, c) < error_of(samples, at, best_k)) best_k = c;
    }
    return best_k;
  };
  double k = fit_k(w);
  const double start = error_of(samples, w, k);
  double best = start;
  for (int step = 32; step >= 1; step /= 2) {
    bool better = true;
    while (better) {
      better = false;
      for (int f = 0; f < kFeatures; ++f) {
        if (held[f]) continue;
        for (int sign : {1, -1}) {
          Weights t = w;
          t.per_cent[f] = std::max(0, t.per_cent[f] + sign * step);
          const double e = error_of(samples, t, k);
          if (e < best) {
            best = e;
            w = t;
            better = true;
          }
        }
      }
    }
  }
  std::printf(
      "positions %zu (of decided games), K %.0f, mean squared error %.5f with the weights given, %.5f "
      "fitted\n",
      samples.size(), k, start, best);
  std::printf("weights (per cent):");
  for (int f = 0; f < kFeatures; ++f)
    std::printf(" %s %d", std::string(name(static_cast<Feature>(f))).c_str(), w.per_cent[f]);
  std::printf("\n");
  // Whether the fit plays better: the fitted weights against those given, at the level
  // of the games, each side of each game played by each in turn.
  Player fitted = p;
  fitted.weights = w;
  std::printf("| preset | fitted wins | draws | given wins |\n| --- | ---: | ---: | ---: |\n");
  for (const std::string& preset : play::preset_names()) {
    const play::Rules rules = play::preset_rules(preset);
    const play::Game game(rules, play::read_sources(tables, play::needs_of(rules, true)));
    std::atomic<int> next{0};
    std::array<std::atomic<int>, 3> tally{};
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < jobs; ++t) {
      threads.emplace_back([&] {
        for (int g; (g = next++) < games;) {
          const bool fitted_odd = g % 2 == 0;
          const GameRecord rec = play_game(game, fitted_odd ? fitted : p, fitted_odd ? p : fitted,
                                           seed + 100000 + static_cast<std::uint64_t>(g), max_plies);
          if (rec.outcome.result != play::Result::Victory) {
            ++tally[1];
          } else {
            ++tally[((rec.outcome.winner == Army::Odd) == fitted_odd) ? 0 : 2];
          }
        }
      });
    }
    for (auto& t : threads) t.join();
    std::printf("| %s | %d | %d | %d |\n", preset.c_str(), tally[0].load(), tally[1].load(), tally[2].load());
  }
  return 0;
}

// A tables folder that cannot be read, or anything else thrown, is one line and exit 2.
int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rithmo_fit_weights: %s\n", e.what());
    return 2;
  }
}
