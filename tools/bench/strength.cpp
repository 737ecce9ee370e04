// The strength of the engine's levels: matches between players (a level, or random
// legal moves) under each preset, each side played by each player in turn, on
// `--jobs` threads. For each pair, the first player's wins, draws (unfinished at the
// ply limit, or a side without a move) and losses, its score, and the difference of
// Elo ratings it implies with a 95 % interval, the nodes a second the engine
// players searched, and the plies the first player's wins took (median, most).
//
//   rithmo_strength [--preset P|all] [--pairs A:B,C:D] [--games N] [--max-plies N]
//                   [--seed S] [--jobs J] [--records DIR] [--weights F=N,...]
//
// --weights sets some of the evaluation's weights (per cent, search/evaluation.hpp's
// features by name) for the first player of each pair, the others as the engine plays
// them: a change of the weights measured against the weights in force, or against
// random play.
// With --records, each game's record (play/record.hpp) is written to
// DIR/PRESET-FIRST-SECOND-G.game, for `rithmo analyse` or `rithmo position --apply`.
//
// A benchmark, not a test (docs/performance.md, "The levels"): tools/bench/strength.sh
// runs it. The Elo figure and its interval are statistics of the games (the logistic
// model, the normal approximation of the mean score), computed in floating point:
// they are not numbers of the game.
#include "diagnostic.hpp"
#include "play/game.hpp"
#include "play/record.hpp"
#include "play/sources.hpp"
#include "search/match.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using namespace rithmo;
using namespace rithmo::search;

namespace {

struct PairResult {
  int wins = 0, draws = 0, losses = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::vector<double> scores;  // per game, for the interval
  std::vector<int> win_plies;  // the plies of each game the first player won
};

// The median and the most of the plies the first player's wins took, "-" with none.
std::string plies_of(std::vector<int> plies) {
  if (plies.empty()) return "-";
  std::sort(plies.begin(), plies.end());
  return std::to_string(plies[(plies.size() - 1) / 2]) + ", " + std::to_string(plies.back());
}

// A player given by its limits rather than a level's name, for trying a level before
// it is named: "d" the depth (1 to kMaxPly - 1), "n" the nodes, "c" the chance (at most
// kWin), "o" the oversight (at most 100), each a whole number and each optional, in that
// order, a depth or nodes given ("d3c30": three moves ahead, a chance of 30;
// "d1c300o10": as novice). Kept for the run, as a Player points at its level.
const Level* limits_level(const std::string& name) {
  static std::deque<std::pair<std::string, Level>> made;
  std::size_t at = 0;
  Level level;
  level.name = "limits";
  bool any = false;
  for (const auto& [letter, field] :
       {std::pair{'d', 0}, std::pair{'n', 1}, std::pair{'c', 2}, std::pair{'o', 3}}) {
    if (at >= name.size() || name[at] != letter) continue;
    std::size_t end = at + 1;
    while (end < name.size() && std::isdigit(static_cast<unsigned char>(name[end])) && end - at <= 9) ++end;
    if (end == at + 1) return nullptr;
    const long v = std::stol(name.substr(at + 1, end - at - 1));
    if ((field == 0 && v >= kMaxPly) || (field == 2 && v > kWin) || (field == 3 && v > 100)) return nullptr;
    if (field == 0) level.depth = static_cast<int>(v);
    if (field == 1) level.nodes = static_cast<std::uint64_t>(v);
    if (field == 2) level.noise = static_cast<int>(v);
    if (field == 3) level.oversight = static_cast<int>(v);
    at = end;
    any = true;
  }
  if (!any || at != name.size() || (level.depth == 0 && level.nodes == 0)) return nullptr;
  made.emplace_back(name, level);
  made.back().second.name = made.back().first;
  return &made.back().second;
}

Player player_of(const std::string& name) {
  Player p;
  if (name == "random") return p;
  p.level = find_level(name);
  if (!p.level) p.level = limits_level(name);
  if (!p.level) {
    std::fprintf(stderr,
                 "rithmo_strength: error: unknown player '%s' (random, %s, or limits such as d3c30)\n",
                 name.c_str(), level_names().c_str());
    std::exit(2);
  }
  return p;
}

// The Elo difference of a mean score, bounded away from 0 and 1.
double elo_of(double score) {
  const double s = std::min(std::max(score, 0.001), 0.999);
  // Whole points, and an even score +0, not -0.
  return std::round(-400.0 * std::log10(1.0 / s - 1.0)) + 0.0;
}

// Writes game g of a pair as a game record (play/record.hpp); a comment line after it names
// the players.
void write_record(const std::string& dir, const std::string& preset, const std::string& first,
                  const std::string& second, int g, bool first_odd, const GameRecord& rec) {
  play::Record r;
  r.preset = preset;
  for (const std::string& w : rec.words) r.moves.push_back({w});
  if (rec.outcome.result == play::Result::Victory)
    r.result = std::string(rec.outcome.winner == Army::Odd ? "odd" : "even") + " wins";
  const std::string path =
      dir + "/" + preset + "-" + first + "-" + second + "-" + std::to_string(g) + ".game";
  std::ofstream out(path);
  out << play::format_record(r) << "# odd: " << (first_odd ? first : second)
      << ", even: " << (first_odd ? second : first) << "\n";
  if (!out) throw std::runtime_error("cannot write " + path);
}

// Reads a whole number from `text` within [lo, hi], or says which option wanted one and
// exits with status 2.
long number_of(const std::string& option, const std::string& text, long lo, long hi) {
  char* end = nullptr;
  errno = 0;
  const long n = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno != 0 || n < lo || n > hi) {
    std::fprintf(stderr, "rithmo_strength: error: bad %s '%s' (valid: a whole number from %ld to %ld)\n",
                 option.c_str(), text.c_str(), lo, hi);
    std::exit(2);
  }
  return n;
}

// Reads --weights: F=N parted by commas, F a feature's name; the rest as `w` has them.
bool parse_weights(const std::string& text, Weights& w) {
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    const auto eq = item.find('=');
    int found = -1;
    for (int f = 0; f < kFeatures && eq != std::string::npos; ++f)
      if (name(static_cast<Feature>(f)) == item.substr(0, eq)) found = f;
    char* end = nullptr;
    const long n = found < 0 ? 0 : std::strtol(item.c_str() + eq + 1, &end, 10);
    if (found < 0 || end == item.c_str() + eq + 1 || *end != '\0' || n < 0 || n > 100000) {
      std::fprintf(stderr,
                   "rithmo_strength: error: --weights wants F=N parted by commas (F a feature), not '%s'\n",
                   item.c_str());
      return false;
    }
    w.per_cent[found] = static_cast<int>(n);
  }
  return true;
}

}  // namespace

static int run(int argc, char** argv) {
  std::string preset = "all";
  std::string pairs = "novice:random,scholar:random,master:random,scholar:novice,master:scholar";
  int games = 100;
  int max_plies = 400;
  std::uint64_t seed = 1;
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  std::string tables = "tables";  // run from the repository root, as strength.sh does
  std::string records;
  Weights first_weights = default_weights();
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "rithmo_strength: error: %s wants a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--preset")
      preset = value();
    else if (a == "--pairs")
      pairs = value();
    else if (a == "--games")
      games = static_cast<int>(number_of(a, value(), 1, 1000000));
    else if (a == "--max-plies")
      max_plies = static_cast<int>(number_of(a, value(), 1, 1000000));
    else if (a == "--seed")
      seed = static_cast<std::uint64_t>(number_of(a, value(), 0, 2147483647));
    else if (a == "--jobs")
      jobs = static_cast<unsigned>(number_of(a, value(), 1, 256));
    else if (a == "--tables")
      tables = value();
    else if (a == "--records")
      records = value();
    else if (a == "--weights") {
      if (!parse_weights(value(), first_weights)) return 2;
    } else if (a == "-h" || a == "--help") {
      std::printf(
          "usage: rithmo_strength [--preset P|all] [--pairs A:B,...] [--games N] "
          "[--max-plies N] [--seed S] [--jobs J] [--tables DIR] [--records DIR] "
          "[--weights F=N,...]\n"
          "\n"
          "Matches between the engine's levels and random play, each side played by each\n"
          "player in turn; a Markdown table of the first player's results for each pair.\n"
          "\n"
          "  --preset P|all     the rules (default all: every preset)\n"
          "  --pairs A:B,...    the players: random, a level (%s), or a\n"
          "                     search by its limits, dD nN cC oO (depth, nodes,\n"
          "                     chance, oversight) in that order, each optional\n"
          "                     (d3c30: depth 3, chance 30); default\n"
          "                     novice:random,scholar:random,master:random,\n"
          "                     scholar:novice,master:scholar\n"
          "  --games N          games a pair (default 100)\n"
          "  --max-plies N      a game not won by then is a draw (default 400)\n"
          "  --seed S           game g plays from seed S+g (default 1)\n"
          "  --jobs J           games at once (default: the processors)\n"
          "  --tables DIR       the transcribed tables (default tables, from the checkout)\n"
          "  --records DIR      each game's record written to DIR/PRESET-FIRST-SECOND-G.game\n"
          "  --weights F=N,...  the first player's evaluation weights, per cent, by feature\n"
          "\n"
          "docs/performance.md, \"The levels\", says how the figures read.\n",
          level_names().c_str());
      return 0;
    } else {
      std::fprintf(stderr, "rithmo_strength: error: unknown option '%s' (rithmo_strength --help)\n",
                   a.c_str());
      return 2;
    }
  }
  std::vector<std::pair<std::string, std::string>> matchups;
  std::istringstream ps(pairs);
  for (std::string p; std::getline(ps, p, ',');) {
    const auto colon = p.find(':');
    if (colon == std::string::npos) {
      std::fprintf(stderr, "rithmo_strength: error: a pair is A:B, not '%s'\n", p.c_str());
      return 2;
    }
    matchups.emplace_back(p.substr(0, colon), p.substr(colon + 1));
    // Each player named is checked before any game is played or a line printed.
    player_of(matchups.back().first);
    player_of(matchups.back().second);
  }
  if (matchups.empty()) {
    std::fprintf(stderr, "rithmo_strength: error: --pairs names no pair\n");
    return 2;
  }
  if (!records.empty()) {
    // The folder is made before the games, so that one that cannot be is said at once.
    std::error_code ec;
    std::filesystem::create_directories(records, ec);
    if (ec || !std::filesystem::is_directory(records)) {
      std::fprintf(stderr, "rithmo_strength: error: %s: cannot make the records folder\n", records.c_str());
      return 2;
    }
  }
  std::vector<std::string> presets_run;
  if (preset == "all") {
    presets_run = play::preset_names();
  } else {
    presets_run.push_back(preset);
  }
  // Every preset's rules and sources read before the table begins, so that a preset
  // or a tables folder that cannot be read is said alone.
  std::vector<std::unique_ptr<const play::Game>> games_of;
  for (const std::string& pr : presets_run) {
    const play::Rules rules = play::preset_rules(pr);
    games_of.push_back(
        std::make_unique<const play::Game>(rules, play::read_sources(tables, play::needs_of(rules, true))));
  }
  std::printf(
      "| preset | first | second | games | wins | draws | losses | score | Elo (95 %%) | kN/s | plies to win "
      "|\n");
  std::printf("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for (std::size_t pi = 0; pi < presets_run.size(); ++pi) {
    const std::string& pr = presets_run[pi];
    const play::Game& game = *games_of[pi];
    for (const auto& [first, second] : matchups) {
      Player a = player_of(first);
      a.weights = first_weights;
      const Player b = player_of(second);
      PairResult r;
      std::mutex m;
      std::atomic<int> next{0};
      std::exception_ptr failure;  // the first error of a game thread, thrown after the join
      std::vector<std::thread> threads;
      for (unsigned t = 0; t < jobs; ++t) {
        threads.emplace_back([&] {
          try {
            for (int g; (g = next++) < games;) {
              // Game g: the first player takes odd in even-numbered games, even in the others.
              const bool a_odd = g % 2 == 0;
              const auto start = std::chrono::steady_clock::now();
              const GameRecord rec = play_game(game, a_odd ? a : b, a_odd ? b : a,
                                               seed + static_cast<std::uint64_t>(g), max_plies);
              const double secs =
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
              if (!records.empty()) write_record(records, pr, first, second, g, a_odd, rec);
              double score = 0.5;
              if (rec.outcome.result == play::Result::Victory) {
                const bool a_won = (rec.outcome.winner == Army::Odd) == a_odd;
                score = a_won ? 1.0 : 0.0;
              }
              const std::lock_guard<std::mutex> lock(m);
              r.scores.push_back(score);
              if (score == 1.0) {
                ++r.wins;
                r.win_plies.push_back(rec.plies);
              } else if (score == 0.0)
                ++r.losses;
              else
                ++r.draws;
              r.nodes += rec.nodes;
              r.seconds += secs;
            }
          } catch (...) {
            const std::lock_guard<std::mutex> lock(m);
            if (!failure) failure = std::current_exception();
            next = games;
          }
        });
      }
      for (auto& t : threads) t.join();
      if (failure) std::rethrow_exception(failure);
      double mean = 0;
      for (double s : r.scores) mean += s;
      mean /= static_cast<double>(r.scores.size());
      double var = 0;
      for (double s : r.scores) var += (s - mean) * (s - mean);
      var /= std::max<double>(1.0, static_cast<double>(r.scores.size()) - 1.0);
      const double se = std::sqrt(var / static_cast<double>(r.scores.size()));
      const double elo = elo_of(mean);
      const double lo = elo_of(mean - 1.96 * se);
      const double hi = elo_of(mean + 1.96 * se);
      std::printf("| %s | %s | %s | %d | %d | %d | %d | %.1f %% | %+.0f (%+.0f, %+.0f) | %.0f | %s |\n",
                  pr.c_str(), first.c_str(), second.c_str(), games, r.wins, r.draws, r.losses, 100.0 * mean,
                  elo, lo, hi, r.seconds > 0 ? static_cast<double>(r.nodes) / r.seconds / 1000.0 : 0.0,
                  plies_of(r.win_plies).c_str());
      std::fflush(stdout);
    }
  }
  return 0;
}

// A tables folder that cannot be read, or anything else thrown, is one line and exit 2.
int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const DiagnosticError& e) {
    // A file's problem reads as the other tools give it; one with no place in the file
    // gets this tool's name.
    if (e.diag.line == 0) {
      std::fprintf(stderr, "rithmo_strength: error: %s (run from the checkout, or --tables DIR)\n",
                   e.diag.message.c_str());
    } else {
      std::fprintf(stderr, "%s\n", e.what());
    }
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rithmo_strength: error: %s\n", e.what());
    return 2;
  }
}
