// rithmo engine: the engine's line protocol on standard input and output, in the manner
// of chess's UCI (docs/engine-protocol.md). The search runs on a thread of its own, so
// that `stop`, `isready` and `quit` are answered while it thinks; every line out is
// written whole, under one lock.
#include "cli.hpp"
#include "diagnostic.hpp"
#include "play/game.hpp"
#include "play/notation.hpp"
#include "search/levels.hpp"
#include "search/search.hpp"
#include "text/join.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <climits>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace rithmo::cli {

namespace {

using namespace rithmo::play;
using namespace rithmo::search;

constexpr long kMaxHash = 4096;            // megabytes of the table
constexpr std::size_t kMaxLine = 1 << 20;  // bytes of a line (a position text, a long game)

struct EngineOptions {
  std::string preset = "fulke-1";
  std::vector<std::string> params;
  std::string tables = default_tables_dir();
  std::string level = "master";
  std::string hash = "16";
  std::string threads = "1";
  std::string seed = "1";
};

// A line the engine could not act on: it answers "info string error: ..." and reads on.
struct ProtocolError {
  std::string message;
};

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// A whole number of a command, read as the command line reads one (count_option).
long number_of(const std::string& what, const std::string& text, long least, long most) {
  try {
    return static_cast<long>(
        count_option(what, text, static_cast<std::uint64_t>(least), static_cast<std::uint64_t>(most)));
  } catch (const UsageError& e) {
    throw ProtocolError{e.what()};
  }
}

class Engine {
 public:
  explicit Engine(const EngineOptions& o) : options_(o) {
    const Level* level = find_level(o.level);
    if (!level) throw UsageError("unknown --level '" + o.level + "' (valid: " + level_names() + ")");
    level_ = level;
    hash_ = static_cast<std::size_t>(count_option("--hash", o.hash, 1, kMaxHash));
    threads_ = static_cast<int>(count_option("--threads", o.threads, 1, kMaxThreads));
    seed_ = count_option("--seed", o.seed, 0, UINT64_MAX);
    params_ = o.params;
    preset_ = o.preset;
    try {
      new_game(preset_, params_);
    } catch (const ProtocolError& e) {
      throw UsageError(e.message);
    }
  }
  ~Engine() { wait(); }

  // Reads commands to `quit` or the end of the input.
  int run(std::istream& in) {
    std::string line;
    while (std::getline(in, line)) {
      if (line.size() > kMaxLine) {
        send("info string error: a line of " + std::to_string(line.size()) + " bytes (at most " +
             std::to_string(kMaxLine) + ")");
        continue;
      }
      if (!line.empty() && line.back() == '\r') line.pop_back();
      const std::vector<std::string> w = words_of(line);
      if (w.empty()) continue;
      if (w[0] == "quit") break;
      try {
        command(w, line);
      } catch (const ProtocolError& e) {
        // The one line that may quote what the program sent: through the terminal's
        // writer, its control bytes escaped.
        send("info string error: " + printable(e.message));
      }
    }
    halt();
    return 0;
  }

 private:
  // A line of the engine's own making (moves, numbers, names), written whole: never
  // shortened, as the terminal's writer shortens a long message, so that a `legal`
  // line of many moves arrives entire. What the program sent reaches it only through
  // printable() (the errors).
  void send(const std::string& line) {
    const std::lock_guard<std::mutex> lock(out_);
    std::cout << line << '\n' << std::flush;
  }

  void command(const std::vector<std::string>& w, const std::string& line) {
    const std::string& c = w[0];
    if (c == "uci") return identify();
    if (c == "isready") return send("readyok");
    if (c == "stop") return halt();
    if (c == "setoption") return set_option(w);
    if (c == "ucinewgame") return new_game_command(w);
    if (c == "position") return position_command(w, line);
    if (c == "go") return go(w);
    if (c == "legal") return legal();
    if (c == "board") return board();
    throw ProtocolError{"unknown command '" + c + "' (see docs/engine-protocol.md)"};
  }

  void identify() {
    send(std::string("id name rithmo ") + RITHMO_VERSION);
    send("id author the rithmo developers");
    send("option name Preset type combo default " + preset_ + " var " + join(preset_names(), " var "));
    std::string lv;
    for (const Level& l : levels()) lv += " var " + std::string(l.name);
    send("option name Level type combo default " + std::string(level_->name) + lv);
    send("option name Hash type spin default " + std::to_string(hash_) + " min 1 max " +
         std::to_string(kMaxHash));
    send("option name Threads type spin default " + std::to_string(threads_) + " min 1 max " +
         std::to_string(kMaxThreads));
    send("option name Seed type string default " + std::to_string(seed_));
    send("option name Param type string default <empty>");
    send("uciok");
  }

  // setoption name NAME [value VALUE...]
  void set_option(const std::vector<std::string>& w) {
    if (w.size() < 3 || w[1] != "name")
      throw ProtocolError{"setoption wants: setoption name NAME value VALUE"};
    std::size_t i = 2;
    std::string name;
    for (; i < w.size() && w[i] != "value"; ++i) name += (name.empty() ? "" : " ") + w[i];
    std::string value;
    for (++i; i < w.size(); ++i) value += (value.empty() ? "" : " ") + w[i];
    wait();
    if (name == "Hash") {
      hash_ = static_cast<std::size_t>(number_of("Hash", value, 1, kMaxHash));
      searcher_ = std::make_unique<Searcher>(*game_, hash_);
      searcher_->set_threads(threads_);
    } else if (name == "Threads") {
      threads_ = static_cast<int>(number_of("Threads", value, 1, kMaxThreads));
      searcher_->set_threads(threads_);
    } else if (name == "Level") {
      const Level* l = find_level(value);
      if (!l) throw ProtocolError{"unknown Level '" + value + "' (valid: " + level_names() + ")"};
      level_ = l;
    } else if (name == "Seed") {
      seed_ = static_cast<std::uint64_t>(number_of("Seed", value, 0, LONG_MAX));
    } else if (name == "Preset") {
      new_game(value, params_);
    } else if (name == "Param") {
      std::vector<std::string> p = params_;
      p.push_back(value);
      new_game(preset_, p);
    } else {
      throw ProtocolError{"unknown option '" + name + "' (Preset, Level, Hash, Threads, Seed, Param)"};
    }
  }

  // ucinewgame [preset P] [param NAME=VALUE]...: the game under those rules, at its
  // opening; without words, the rules in force afresh.
  void new_game_command(const std::vector<std::string>& w) {
    std::string preset = preset_;
    std::vector<std::string> params = w.size() > 1 ? std::vector<std::string>{} : params_;
    for (std::size_t i = 1; i < w.size(); i += 2) {
      if (i + 1 >= w.size()) throw ProtocolError{"'" + w[i] + "' wants a value"};
      if (w[i] == "preset")
        preset = w[i + 1];
      else if (w[i] == "param")
        params.push_back(w[i + 1]);
      else
        throw ProtocolError{"ucinewgame takes preset P and param NAME=VALUE, not '" + w[i] + "'"};
    }
    wait();
    new_game(preset, params);
  }

  // What `f` returns; a fault of the rules or of an input it meets (RulesError,
  // DiagnosticError) is the command's protocol error, answered and survived.
  template <class F>
  static auto as_protocol_error(F&& f) -> decltype(f()) {
    try {
      return f();
    } catch (const RulesError& e) {
      throw ProtocolError{e.what()};
    } catch (const DiagnosticError& e) {
      throw ProtocolError{e.what()};
    }
  }

  void new_game(const std::string& preset, const std::vector<std::string>& params) {
    const Rules rules = as_protocol_error([&] {
      Rules r = preset_rules(preset);
      for (const std::string& p : params) set_parameter(r, p);
      validate(r);
      return r;
    });
    Installed made = make_game(rules);
    Position opening = opening_of(*made.game);
    adopt(std::move(made));
    preset_ = preset;
    params_ = params;
    pos_ = std::move(opening);
    history_.clear();
    from_opening_ = std::vector<std::string>{};
  }

  // A game under rules and its searcher, made before they replace the ones in force.
  struct Installed {
    std::unique_ptr<Game> game;
    std::unique_ptr<Searcher> searcher;
  };
  Installed make_game(const Rules& rules) const {
    return as_protocol_error([&] {
      Installed out;
      out.game = std::make_unique<Game>(rules, read_sources(options_.tables, needs_of(rules, true)));
      out.searcher = std::make_unique<Searcher>(*out.game, hash_);
      out.searcher->set_threads(threads_);
      return out;
    });
  }
  void adopt(Installed made) {
    from_opening_.reset();
    // The searcher first: it holds the game.
    searcher_ = std::move(made.searcher);
    game_ = std::move(made.game);
  }
  // The opening of a game's rules; a protocol error where it has none (a board too
  // short for the arrays, set by a position's text or a reading).
  static Position opening_of(const Game& game) {
    return as_protocol_error([&] { return game.opening(); });
  }

  // position opening|startpos|text LINE|LINE...|file PATH [moves WORD...]
  void position_command(const std::vector<std::string>& w, const std::string& line) {
    if (w.size() < 2) throw ProtocolError{"position wants opening, text or file"};
    std::size_t moves_at = w.size();
    for (std::size_t i = 2; i < w.size(); ++i) {
      if (w[i] == "moves") {
        moves_at = i;
        break;
      }
    }
    wait();
    Position pos;
    std::vector<std::uint64_t> history;
    // The game the moves are made in: the one in force, or one on the position's board,
    // adopted once every move is made.
    Installed other;
    const Game* game = game_.get();
    const Searcher* searcher = searcher_.get();
    std::size_t first = std::min(moves_at + 1, w.size());  // the first move to make
    const bool opening = w[1] == "opening" || w[1] == "startpos";
    if (opening) {
      if (moves_at != 2 && w.size() > 2) throw ProtocolError{"position opening takes only moves after it"};
      // A GUI sends the game's moves from the opening before each search: where they go
      // on from the position standing, only the new ones are made.
      if (from_opening_ && from_opening_->size() <= w.size() - first &&
          std::equal(from_opening_->begin(), from_opening_->end(),
                     w.begin() + static_cast<std::ptrdiff_t>(first))) {
        pos = pos_;
        history = history_;
        first += from_opening_->size();
      } else {
        pos = opening_of(*game_);
      }
    } else if (w[1] == "text" || w[1] == "file") {
      std::string text;
      std::string display = "position text";
      if (w[1] == "text") {
        // The words between "text" and "moves", as written, lines parted by '|'.
        const std::size_t start = line.find("text") + 4;
        const std::size_t end = moves_at < w.size() ? line.rfind(" moves") : line.size();
        text = line.substr(start, end > start ? end - start : 0);
        for (char& ch : text) {
          if (ch == '|') ch = '\n';
        }
      } else {
        if (moves_at != 3) throw ProtocolError{"position file wants one PATH (no spaces)"};
        text = as_protocol_error([&] { return read_input(w[2]); });
        display = input_name(w[2]);
      }
      as_protocol_error([&] {
        pos = parse_position(text, display);
        if (pos.size != game_->rules().board) {
          Rules rules = game_->rules();
          set_board(rules, pos.size);
          validate(rules);
          other = make_game(rules);
          game = other.game.get();
          searcher = other.searcher.get();
        }
        game->check_board(pos);
      });
    } else {
      throw ProtocolError{"position wants opening, text or file, not '" + w[1] + "'"};
    }
    for (std::size_t i = first; i < w.size(); ++i) {
      if (game->outcome(pos).result != Result::None)
        throw ProtocolError{"move '" + w[i] + "' comes after the game is won"};
      MoveList moves;
      game->legal_moves(pos, moves);
      bool ambiguous = false;
      const Move* m = find_move(pos, moves, w[i], &ambiguous);
      if (!m) {
        throw ProtocolError{"move '" + w[i] + "' " +
                            (ambiguous ? "takes one of several men: write its captures (see legal)"
                                       : "is not a legal move for " + std::string(name(pos.to_move)))};
      }
      history.push_back(searcher->key(pos));
      Undo u;
      game->apply(pos, *m, u);
    }
    // Only a position that stands replaces the game in force.
    if (other.game) adopt(std::move(other));
    pos_ = std::move(pos);
    history_ = std::move(history);
    if (opening) {
      from_opening_ = std::vector<std::string>(
          w.begin() + static_cast<std::ptrdiff_t>(std::min(moves_at + 1, w.size())), w.end());
    } else {
      from_opening_.reset();
    }
  }

  void legal() {
    wait();
    MoveList moves;
    if (game_->outcome(pos_).result == Result::None) game_->legal_moves(pos_, moves);
    std::string out = "legal";
    for (const Move& m : moves) out += " " + short_word(pos_, moves, m);
    send(out);
  }

  void board() {
    wait();
    std::istringstream lines(render_board(pos_) + format_position(pos_));
    for (std::string l; std::getline(lines, l);) send("info string " + l);
  }

  // go [depth N] [nodes N] [movetime MS] [eventime MS] [oddtime MS] [eveninc MS]
  // [oddinc MS] [movestogo N] [infinite]; white is even (002 line 876).
  void go(const std::vector<std::string>& w) {
    if (searching_) throw ProtocolError{"a search is running: stop it first"};
    wait();
    Limits limits;
    bool limited = false;
    long movetime = 0;
    std::array<long, 2> time{-1, -1};
    std::array<long, 2> inc{0, 0};
    int movestogo = 0;
    for (std::size_t i = 1; i < w.size(); ++i) {
      const std::string& k = w[i];
      // Until stop: no bound, but not the level's either.
      if (k == "infinite") {
        limited = true;
        continue;
      }
      if (i + 1 >= w.size()) throw ProtocolError{"go: '" + k + "' wants a number"};
      const std::string& v = w[++i];
      // An increment or the moves to go alone bound nothing: with no other limit, the
      // level's.
      if (k == "depth") {
        limits.depth = static_cast<int>(number_of("depth", v, 1, kMaxPly - 1));
        limited = true;
      } else if (k == "nodes") {
        limits.nodes = static_cast<std::uint64_t>(number_of("nodes", v, 1, LONG_MAX));
        limited = true;
      } else if (k == "movetime") {
        movetime = number_of("movetime", v, 1, LONG_MAX / 4);
        limited = true;
      } else if (k == "eventime" || k == "wtime") {
        time[0] = number_of(k, v, 0, LONG_MAX / 4);
        limited = true;
      } else if (k == "oddtime" || k == "btime") {
        time[1] = number_of(k, v, 0, LONG_MAX / 4);
        limited = true;
      } else if (k == "eveninc" || k == "winc") {
        inc[0] = number_of(k, v, 0, LONG_MAX / 4);
      } else if (k == "oddinc" || k == "binc") {
        inc[1] = number_of(k, v, 0, LONG_MAX / 4);
      } else if (k == "movestogo") {
        movestogo = static_cast<int>(number_of("movestogo", v, 1, 10000));
      } else {
        throw ProtocolError{"go: unknown limit '" + k + "'"};
      }
    }
    const int side = static_cast<int>(pos_.to_move);
    // The search is cut off at `budget`; under a clock no deeper iteration is begun
    // after half the time aimed at, as the next would take more than the rest.
    long budget = movetime;
    long aim = 0;
    if (time[side] >= 0) {
      const MoveTime t = time_for_move(time[side], inc[side], movestogo);
      budget = budget ? std::min(budget, t.most) : t.most;
      aim = std::min(budget, t.aim);
    }
    if (!limited) limits = limits_of(*level_, seed_ ^ (history_.size() * 0x9e3779b97f4a7c15ull));
    stop_ = false;
    searching_ = true;
    const auto start = std::chrono::steady_clock::now();
    limits.stop = [this, start, budget] {
      if (stop_) return true;
      if (budget <= 0) return false;
      return std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(budget);
    };
    if (aim > 0) {
      limits.deepen = [start, aim] {
        return std::chrono::steady_clock::now() - start < std::chrono::milliseconds(aim / 2);
      };
    }
    worker_ = std::thread([this, limits, start] {
      auto elapsed = [start] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
            .count();
      };
      const SearchResult r = searcher_->search(pos_, history_, limits, [&](const Info& info) {
        const long ms = elapsed();
        send("info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth) +
             " score " + score_text(info.score) + " nodes " + std::to_string(info.nodes) + " nps " +
             std::to_string(info.nodes * 1000 / static_cast<std::uint64_t>(std::max(1L, ms))) + " time " +
             std::to_string(ms) + " pv" + line_text(info.pv));
      });
      const std::string best = r.has_move ? "bestmove " + word_of(r.best) : std::string("bestmove none");
      // Done before the answer, so that a go that follows it is not refused.
      searching_ = false;
      send(best);
    });
  }

  static std::string score_text(int score) {
    const int plies = plies_to_victory(score);
    if (plies > 0) return "win " + std::to_string(plies);
    if (plies < 0) return "loss " + std::to_string(-plies);
    return "milli " + std::to_string(score);
  }

  std::string word_of(const Move& m) const {
    Position pos = pos_;
    MoveList moves;
    game_->legal_moves(pos, moves);
    return short_word(pos, moves, m);
  }

  // The moves of a line as words, each in its position.
  std::string line_text(const std::vector<Move>& line) const {
    Position pos = pos_;
    std::string out;
    Undo u;
    for (const Move& m : line) {
      MoveList moves;
      game_->legal_moves(pos, moves);
      out += " " + short_word(pos, moves, m);
      game_->apply(pos, m, u);
    }
    return out;
  }

  // Stops a search and waits for its bestmove.
  void halt() {
    stop_ = true;
    wait();
  }
  void wait() {
    if (worker_.joinable()) worker_.join();
  }

  EngineOptions options_;
  const Level* level_ = nullptr;
  std::size_t hash_ = 16;
  int threads_ = 1;
  std::uint64_t seed_ = 1;
  std::string preset_;
  std::vector<std::string> params_;
  std::unique_ptr<Game> game_;
  std::unique_ptr<Searcher> searcher_;
  Position pos_;
  std::vector<std::uint64_t> history_;  // the keys of the positions before pos_
  // The moves made from the opening of game_ to pos_, where it was reached so.
  std::optional<std::vector<std::string>> from_opening_;
  std::mutex out_;
  std::thread worker_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> searching_{false};
};

int run_engine(const EngineOptions& o) {
  Engine engine(o);
  return engine.run(std::cin);
}

}  // namespace

std::vector<Command> engine_commands() {
  auto o = std::make_shared<EngineOptions>();
  return {
      {"engine", "The engine's line protocol on standard input and output (docs/engine-protocol.md)",
       [o](CLI::App& c) {
         c.add_option("--preset", o->preset, "Rules preset of the first game: " + join(preset_names(), ", "))
             ->type_name("PRESET")
             ->capture_default_str();
         add_param_option(c, o->params, "one of the rules of play, as `rithmo rules` lists them");
         c.add_option("--level", o->level, "Level of a go without limits: " + level_names())
             ->type_name("LEVEL")
             ->capture_default_str();
         c.add_option("--hash", o->hash, "Megabytes of the transposition table (1-4096)")
             ->type_name("MB")
             ->capture_default_str();
         c.add_option("--threads", o->threads,
                      "Threads of a search (1-64; lazy SMP: more find more in the same time, but a level "
                      "and a seed play the same game only on one)")
             ->type_name("N")
             ->capture_default_str();
         c.add_option("--seed", o->seed, "Seed of the levels' chance and oversight (0-18446744073709551615)")
             ->type_name("N")
             ->capture_default_str();
         c.add_option("--tables", o->tables,
                      "The transcribed tables folder (default: $RITHMO_TABLES, else ./tables, else the "
                      "installed tables)")
             ->type_name("DIR");
       },
       [o] { return run_engine(*o); }},
  };
}

}  // namespace rithmo::cli
