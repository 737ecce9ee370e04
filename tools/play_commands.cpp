// The rules of play on the command line: rithmo position, diagram, play, perft, rules
// and claims. Each builds its whole output before printing, so that an error leaves
// nothing half written.
#include "cli.hpp"
#include "completion.hpp"
#include "diagnostic.hpp"
#include "game_session.hpp"
#include "play/claims.hpp"
#include "play/diagram.hpp"
#include "play/game.hpp"
#include "play/notation.hpp"
#include "play/playout.hpp"
#include "play/record.hpp"
#include "search/analysis.hpp"
#include "search/levels.hpp"
#include "text/join.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rithmo::cli {

namespace {

using namespace rithmo::play;

// The bounds of the numeric options: enough for any study, small enough that a typo
// cannot keep the machine busy for years (perft of fulke-1 grows about seventyfold a move:
// docs/play.md gives the time of each depth).
constexpr std::uint64_t kMaxGames = 100000;
constexpr std::uint64_t kMaxPlies = 1000000;
constexpr std::uint64_t kMaxDepth = 8;
constexpr std::uint64_t kMaxJobs = 256;

struct PlayOptions {
  std::string preset = "fulke-1";
  std::vector<std::string> params;  // --param NAME=VALUE
  std::string board;                // --board B: --param board=B
  std::string victory;              // --victory V: --param victory=V
  std::string tables = default_tables_dir();
  std::string format = "text";
  std::string file;
  bool notation = false;
  bool moves = false;
  bool captures = false;
  std::string apply;
  std::string shape = "triangle";
  bool random = false;
  std::string seed = "1";
  std::string games = "1";
  std::string max_plies = "10000";
  bool show_moves = false;
  std::string depth = "3";
  bool divide = false;
  bool make_leaves = false;  // perft --make-leaves
  std::string jobs = "0";
  std::string presets = "all";
  std::string vs;  // --vs engine|person: a game at the terminal
  std::string side = "odd";
  std::string level = "novice";
  std::string load;
  std::string review_level = "scholar";  // analyse --level
  std::string review_depth;              // analyse --depth
};

// The readings given: --param NAME=VALUE, --board B and --victory V.
Assignments assignments_of(const PlayOptions& o) {
  return param_assignments(o.params, {{"--board", o.board}, {"--victory", o.victory}});
}

// The value given for a reading, or nullopt.
std::optional<std::string> given(const PlayOptions& o, const std::string& name) {
  std::optional<std::string> value;
  for (const auto& [n, v] : assignments_of(o)) {
    if (n == name) value = v;
  }
  return value;
}

// The rules of --preset with the readings given set, in the order given (a board first:
// a shorter board drops the void ranks and cuts the camp, set_board).
Rules rules_of(const PlayOptions& o) {
  const Assignments given = assignments_of(o);
  try {
    Rules r = preset_rules(o.preset);
    for (const auto& [name, value] : given) set_parameter(r, name, value);
    validate(r);
    return r;
  } catch (const RulesError& e) {
    throw UsageError(printable(e.what()));
  }
}

// The position of FILE or the preset's opening, with the game that plays it.
struct Setup {
  Sources sources;
  std::unique_ptr<Game> game;
  Position pos;
};

// The game of the options; with want_file, the position of FILE when one is named; with
// lettering, du Coeur's letters read too (the movement diagram).
Setup setup(const PlayOptions& o, bool want_file = true, bool lettering = false) {
  Setup s;
  Rules rules = rules_of(o);
  // Only what this game needs: the opening's array unless a file gives the position,
  // the cossic pairs if it takes by them, du Coeur's letters for his diagram.
  const bool opening = !want_file || o.file.empty();
  s.sources = read_sources(o.tables, needs_of(rules, opening, lettering));
  const auto board = given(o, "board");
  if (want_file && !o.file.empty()) {
    const std::string file = position_file(o.file);
    s.pos = parse_position(read_input(file), input_name(file));
    if (!board) {
      set_board(rules, s.pos.size);
    } else if (rules.board != s.pos.size) {
      throw UsageError("board " + *board + " is not the board of '" + o.file + "' (" +
                       format_board_size(s.pos.size) + ")");
    }
  }
  try {
    s.game = std::make_unique<Game>(rules, s.sources);
    if (!want_file || o.file.empty()) s.pos = s.game->opening();
  } catch (const RulesError& e) {
    throw UsageError(e.what());
  }
  // A victory given is agreed for this game, over a position file's own.
  if (given(o, "victory")) s.pos.victory = rules.victory;
  return s;
}

std::string outcome_text(const Game& game, Position& pos) {
  const Outcome out = game.outcome(pos);
  if (out.result == Result::Victory) {
    return std::string(name(out.winner)) + " wins (" + format_victory(pos.victory) + ")";
  }
  MoveList moves;
  game.legal_moves(pos, moves);
  if (!moves.empty()) return "play on";
  const Outcome none = game.no_move_outcome(pos);
  if (none.result == Result::Victory) return std::string(name(none.winner)) + " wins by blockade";
  return std::string(name(pos.to_move)) + " has no move";
}

// Applies "m1,m2,..." by their stems, each among the legal moves.
// The moves of --apply, parted by commas; a declaration's squares, parted by commas
// too ("declare:c14,d14,e14"), stay with it: a part that is a square alone belongs to
// the declaration before it.
std::vector<std::string> apply_list(const std::string& list) {
  std::vector<std::string> moves;
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    std::string part = list.substr(start, end - start);
    start = end + 1;
    const bool square_alone =
        part.size() >= 2 && part.size() <= 3 && part[0] >= 'a' && part[0] <= 'z' &&
        std::all_of(part.begin() + 1, part.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (square_alone && !moves.empty() && moves.back().rfind("declare", 0) == 0) {
      moves.back() += "," + part;
    } else {
      moves.push_back(part);
    }
  }
  return moves;
}

void apply_moves(const Game& game, Position& pos, const std::string& list) {
  int n = 0;
  for (const std::string& stem : apply_list(list)) {
    ++n;
    if (stem.empty()) throw UsageError("--apply: move " + std::to_string(n) + " is empty");
    if (game.outcome(pos).result != Result::None) {
      throw UsageError("--apply: move " + std::to_string(n) + " '" + stem + "' comes after the game is won");
    }
    MoveList moves;
    game.legal_moves(pos, moves);
    bool ambiguous = false;
    const Move* found = find_move(pos, moves, stem, &ambiguous);
    if (ambiguous) {
      throw UsageError("--apply: move " + std::to_string(n) + " '" + stem +
                       "' takes one of several men; write it with its capture as --moves prints it");
    }
    if (!found) {
      throw UsageError("--apply: move " + std::to_string(n) + " '" + stem + "' is not a legal move for " +
                       std::string(name(pos.to_move)) + " (see --moves)");
    }
    Undo u;
    game.apply(pos, *found, u);
  }
}

std::string capture_text(const Position& pos, const Capture& c) {
  const Geometry g(pos.size);
  const play::Man& m = pos.men[c.man];
  std::string who = c.layer < 0 ? format_man(m)
                                : "layer " + std::to_string(m.layers[c.layer].value) + " of " + format_man(m);
  return "x " + g.name(m.square) + " " + who + " (" + std::string(name(c.method)) + ")";
}

int run_position(const PlayOptions& o) {
  Setup s = setup(o);
  if (!o.apply.empty()) apply_moves(*s.game, s.pos, o.apply);
  std::string out;
  if (o.notation) {
    out = format_position(s.pos);
  } else {
    out = render_board(s.pos) + "\n" + format_position(s.pos) + "outcome: " + outcome_text(*s.game, s.pos) +
          "\n";
  }
  if (o.captures) {
    const auto caps = s.game->captures_available(s.pos);
    out += "\ncaptures " + std::string(name(s.pos.to_move)) +
           " could make as the position stands: " + std::to_string(caps.size()) + "\n";
    for (const Capture& c : caps) out += capture_text(s.pos, c) + "\n";
  }
  if (o.moves) {
    MoveList moves;
    s.game->legal_moves(s.pos, moves);
    out +=
        "\nlegal moves of " + std::string(name(s.pos.to_move)) + ": " + std::to_string(moves.size()) + "\n";
    for (const Move& m : moves) out += format_move(s.pos, m) + "\n";
  }
  print(out);
  return 0;
}

int run_diagram(const PlayOptions& o) {
  Setup s = setup(o, false, true);
  const std::optional<Shape> shape = choose("--shape", o.shape, kShapes, {"king"});
  Diagram d;
  try {
    d = movement_diagram(*s.game, shape, s.sources.lettering);
  } catch (const RulesError& e) {
    throw UsageError(e.what());
  }
  std::string out = "The " + o.shape + " on A (" + o.preset + "), du Coeur's letters (001 lines 33-39):\n\n";
  for (const auto& r : d.rows) out += r + "\n";
  // du Coeur's labels, and how many spaces reached his diagram does not letter.
  auto join = [](const std::vector<std::string>& v) {
    std::string j;
    int unlettered = 0;
    for (const auto& x : v) {
      if (x == "+" || x == "~")
        ++unlettered;
      else
        j += " " + x;
    }
    if (unlettered) j += (j.empty() ? " " : ", and ") + std::to_string(unlettered) + " not lettered";
    return j.empty() ? " none" : j;
  };
  out += "\nordinary draughts:" + join(d.ordinary) + "\nflights:" + join(d.flying) + "\n";
  print(out);
  return 0;
}

// A game at the terminal (game_session.hpp): the rules of --load's record, or of the
// options.
int run_session(const PlayOptions& o) {
  SessionOptions so;
  if (o.vs != "engine" && o.vs != "person")
    throw UsageError("bad --vs '" + o.vs + "' (valid: engine, person)");
  so.vs_engine = o.vs == "engine";
  if (o.side != "even" && o.side != "odd") throw UsageError("bad --side '" + o.side + "' (valid: even, odd)");
  so.human = o.side == "even" ? Army::Even : Army::Odd;
  if (!search::find_level(o.level)) {
    throw UsageError("unknown --level '" + o.level + "' (valid: " + search::level_names() + ")");
  }
  so.level = o.level;
  so.seed = count_option("--seed", o.seed, 0, UINT64_MAX);
  so.tables = o.tables;
  if (!o.load.empty()) {
    so.record = parse_record(read_input(o.load), input_name(o.load));
    (void)rules_of(so.record);
  } else {
    rules_of(o);  // the options' errors first, as every command gives them
    so.record.preset = o.preset;
    // A record's readings hold no spaces: a victory's fields are parted by commas.
    for (auto [name, value] : assignments_of(o)) {
      for (char& c : value) {
        if (c == ' ') c = ',';
      }
      so.record.params.push_back(name + "=" + value);
    }
  }
  return play_session(so, std::cin);
}

// A score as the review writes it: thousandths of the victory, or a victory in plies.
std::string score_text(int score) {
  const int plies = search::plies_to_victory(score);
  if (plies > 0) return "win " + std::to_string(plies);
  if (plies < 0) return "loss " + std::to_string(-plies);
  return std::to_string(score);
}

int run_analyse(const PlayOptions& o) {
  const Format f = format_option(o.format);
  const search::Level* level = search::find_level(o.review_level);
  if (!level)
    throw UsageError("unknown --level '" + o.review_level + "' (valid: " + search::level_names() + ")");
  search::Limits limits = search::limits_of(*level, 0);
  if (!o.review_depth.empty()) {
    limits.depth = static_cast<int>(count_option("--depth", o.review_depth, 1, 64));
    limits.nodes = 0;
  }
  const Record record = parse_record(read_input(o.file), input_name(o.file));
  const Rules rules = rules_of(record);
  std::unique_ptr<Game> game;
  try {
    game = std::make_unique<Game>(rules, read_sources(o.tables, needs_of(rules, true)));
  } catch (const RulesError& e) {
    throw UsageError(e.what());
  }
  Position end;
  std::vector<Move> made;
  replay_record(*game, record, end, &made);
  search::Searcher searcher(*game, 16);
  const Position start = game->opening();
  const auto reviews =
      search::analyse_game(searcher, start, made, limits, [](std::size_t done, std::size_t all) {
        progress("analyse: position " + std::to_string(done) + " of " + std::to_string(all));
      });
  progress_done();

  Table t{"analysis",
          "The game of " + input_name(o.file) + " reviewed (" + record.preset + ", " +
              (o.review_depth.empty() ? "level " + o.review_level : "depth " + o.review_depth) + ")",
          {{"ply", true},
           {"side"},
           {"played"},
           {"score"},
           {"best"},
           {"best_score"},
           {"best_line"},
           {"loss", true},
           {"mark"}},
          {},
          {}};
  std::array<std::array<int, 4>, 2> marks{};
  Position pos = start;
  auto undo = std::make_unique<Undo>();
  for (std::size_t i = 0; i < reviews.size(); ++i) {
    const search::MoveReview& r = reviews[i];
    MoveList moves;
    game->legal_moves(pos, moves);
    // The engine's line, each move a word in its own position.
    std::string line;
    Position at = pos;
    for (const Move& m : r.best_line) {
      MoveList here;
      game->legal_moves(at, here);
      line += (line.empty() ? "" : " ") + short_word(at, here, m);
      game->apply(at, m, *undo);
    }
    t.add_row({std::to_string(i + 1), std::string(name(r.side)), short_word(pos, moves, r.played),
               score_text(r.played_score), r.has_best ? short_word(pos, moves, r.best) : "",
               score_text(r.best_score), line, std::to_string(r.loss), std::string(search::name(r.mark))});
    ++marks[static_cast<int>(r.side)][static_cast<int>(r.mark)];
    game->apply(pos, r.played, *undo);
  }
  for (const Army a : {Army::Odd, Army::Even}) {
    const auto& m = marks[static_cast<int>(a)];
    t.notes.push_back(std::string(name(a)) + ": " + std::to_string(m[3]) + " blunders, " +
                      std::to_string(m[2]) + " mistakes, " + std::to_string(m[1]) + " inaccuracies");
  }
  t.notes.push_back(
      "score: the position after the move, for the side that moved, in thousandths of the agreed victory "
      "(win N: a victory found N plies on; loss N: a defeat). best: the engine's move there and its score; "
      "loss: what the move played gave up (blunder 300 or more, mistake 100, inaccuracy 40; "
      "docs/engine.md).");
  if (!record.result.empty()) t.notes.push_back("result: " + record.result);
  print(render_out(t, f));
  return 0;
}

int run_play(const PlayOptions& o) {
  if (!o.vs.empty()) return run_session(o);
  // Random playouts are the only player: --random says so, and is the default.
  const auto games = count_option("--games", o.games, 1, kMaxGames);
  const auto max_plies = static_cast<int>(count_option("--max-plies", o.max_plies, 1, kMaxPlies));
  // Game g plays seed + g: the last seed must be a 64-bit number too.
  const auto seed = count_option("--seed", o.seed, 0, UINT64_MAX - (games - 1));
  const Format f = format_option(o.format);
  Setup s = setup(o);
  Table t{"playouts",
          "Random playouts (" + o.preset + ", " + format_victory(s.pos.victory) + ")",
          {{"game", true},
           {"seed", true},
           {"moves", true},
           {"result"},
           {"taken_by_even", true},
           {"taken_by_odd", true}},
          {},
          {}};
  // With --moves, each game's moves and final position: inside the one document for
  // JSON and CSV, after the table for text and Markdown.
  const bool moves_in_table = o.show_moves && (f == Format::Json || f == Format::Csv);
  if (moves_in_table) {
    t.columns.push_back({"move_list"});
    t.columns.push_back({"final_position"});
  }
  std::string moves_text;
  std::size_t wins[2] = {0, 0}, unfinished = 0, no_move = 0;
  std::vector<int> lengths;
  for (std::uint64_t g = 0; g < games; ++g) {
    if (games > 1) progress("game " + std::to_string(g + 1) + " of " + std::to_string(games));
    Position pos = s.pos;
    const Playout p = random_playout(*s.game, pos, seed + g, max_plies, o.show_moves);
    std::string result = "unfinished";
    if (p.outcome.result == Result::Victory)
      result = std::string(name(p.outcome.winner)) + (p.blockade ? " wins by blockade" : " wins");
    else if (p.outcome.result == Result::NoMove)
      result = std::string(name(pos.to_move)) + " has no move";
    if (p.outcome.result == Result::Victory) {
      ++wins[p.outcome.winner == Army::Even ? 0 : 1];
    } else if (p.outcome.result == Result::NoMove) {
      ++no_move;
    } else {
      ++unfinished;
    }
    lengths.push_back(p.plies);
    std::vector<std::string> row = {std::to_string(g + 1),
                                    std::to_string(seed + g),
                                    std::to_string(p.plies),
                                    result,
                                    std::to_string(pos.tally[0].men),
                                    std::to_string(pos.tally[1].men)};
    if (moves_in_table) {
      std::string list;
      for (const auto& m : p.moves) list += (list.empty() ? "" : " ") + m;
      row.push_back(list);
      row.push_back(format_position(pos));
    }
    t.add_row(std::move(row));
    if (o.show_moves && !moves_in_table) {
      moves_text += "\ngame " + std::to_string(g + 1) + " (seed " + std::to_string(seed + g) + "):\n";
      for (std::size_t k = 0; k < p.moves.size(); ++k)
        moves_text += std::to_string(k + 1) + ". " + p.moves[k] + "\n";
      moves_text += "final position:\n" + format_position(pos);
    }
  }
  progress_done();
  t.notes.push_back("");
  t.notes.push_back("each side plays a legal move chosen at random (SplitMix64 from the seed); at most " +
                    count_of(static_cast<std::size_t>(max_plies), "move", "moves"));
  std::sort(lengths.begin(), lengths.end());
  t.notes.push_back("tally of " + count_of(static_cast<std::size_t>(games), "game", "games") +
                    ": even wins " + std::to_string(wins[0]) + ", odd wins " + std::to_string(wins[1]) +
                    ", no move " + std::to_string(no_move) + ", unfinished " + std::to_string(unfinished) +
                    "; moves " + std::to_string(lengths.front()) + " to " + std::to_string(lengths.back()) +
                    ", median " + std::to_string(lengths[lengths.size() / 2]));
  print(render_out(t, f) + moves_text);
  return 0;
}

// What perft shows on a terminal as it counts: the parts of the deepest count done, the
// leaf positions so far, the time taken and, once a part is done, the time left at the
// pace so far.
class PerftMeter {
 public:
  explicit PerftMeter(std::string what) : what_(std::move(what)), start_(std::chrono::steady_clock::now()) {}
  void operator()(std::size_t done, std::size_t parts, std::uint64_t leaves) {
    // A tenth of a second at least between two reports.
    const auto now = std::chrono::steady_clock::now();
    if (done < parts && now - shown_ < std::chrono::milliseconds(100)) return;
    shown_ = now;
    const double spent = std::chrono::duration<double>(now - start_).count();
    const double left = spent / static_cast<double>(done) * static_cast<double>(parts - done);
    progress(what_ + ": part " + std::to_string(done) + " of " + std::to_string(parts) + ", " +
             std::to_string(leaves) + " leaf positions, " + seconds(spent) + " s, about " + seconds(left) +
             " s left");
  }

 private:
  static std::string seconds(double s) { return std::to_string(static_cast<long long>(s + 0.5)); }
  std::string what_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point shown_;
};

int run_perft(const PlayOptions& o) {
  const int depth = static_cast<int>(count_option("--depth", o.depth, 0, kMaxDepth));
  const auto threads = static_cast<unsigned>(count_option("--jobs", o.jobs, 0, kMaxJobs));
  const Leaves leaves_are = o.make_leaves ? Leaves::Made : Leaves::Counted;
  const Format f = format_option(o.format);
  Setup s = setup(o);
  if (o.divide) {
    Table t{
        "perft-divide",
        "Leaf positions " + count_of(static_cast<std::size_t>(depth), "move", "moves") + " on, by first move",
        {{"move"}, {"nodes", true}},
        {},
        {}};
    if (depth < 1) throw UsageError("--divide needs --depth 1 or more");
    MoveList moves;
    s.game->legal_moves(s.pos, moves);
    PerftMeter meter("perft --divide, depth " + std::to_string(depth));
    const std::vector<std::uint64_t> counts = perft_divide(*s.game, s.pos, depth, threads, meter, leaves_are);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
      t.add_row({format_move(s.pos, moves[i]), std::to_string(counts[i])});
      total += counts[i];
    }
    progress_done();
    t.notes.push_back("");
    t.notes.push_back(count_of(counts.size(), "move", "moves") + ", " +
                      count_of(static_cast<std::size_t>(total), "leaf position", "leaf positions"));
    print(render_out(t, f));
    return 0;
  }
  Table t{"perft",
          "Leaf positions after each number of moves (" + o.preset + ")",
          {{"depth", true}, {"nodes", true}},
          {},
          {}};
  for (int d = 1; d <= depth; ++d) {
    PerftMeter meter("perft: depth " + std::to_string(d) + " of " + std::to_string(depth));
    std::uint64_t n = 0;
    for (const std::uint64_t c : perft_divide(*s.game, s.pos, d, threads, meter, leaves_are)) n += c;
    t.add_row({std::to_string(d), std::to_string(n)});
  }
  progress_done();
  print(render_out(t, f));
  return 0;
}

int run_rules(const PlayOptions& o) {
  const Format f = format_option(o.format);
  bool known = o.presets == "all";
  for (const auto& preset : presets()) known = known || o.presets == preset.name;
  if (!known) {
    std::string valid = "all";
    for (const auto& preset : presets()) valid += ", " + std::string(preset.name);
    throw UsageError("unknown --preset '" + o.presets + "' (valid: " + valid + ")");
  }
  // JSON: the parameters as objects (docs/schemas/rules.json), then the presets asked for.
  if (f == Format::Json) {
    nlohmann::ordered_json doc;
    doc["name"] = "rules";
    doc["title"] = "The parameters of the rules of play and the presets' values with their sources";
    doc["parameters"] = nlohmann::ordered_json::array();
    for (const auto& p : parameters()) {
      auto j = parameter_json(p);
      j["part"] = std::string(name(part_of_play(p.name)));
      doc["parameters"].push_back(std::move(j));
    }
    doc["presets"] = nlohmann::ordered_json::array();
    for (const auto& preset : presets()) {
      if (o.presets != "all" && o.presets != preset.name) continue;
      nlohmann::ordered_json values = nlohmann::ordered_json::array();
      for (const auto& v : preset.values) {
        values.push_back({{"parameter", v.parameter}, {"value", v.value}, {"source", v.source}});
      }
      doc["presets"].push_back(
          {{"name", preset.name}, {"title", preset.title}, {"values", std::move(values)}});
    }
    print(json_document(doc));
    return 0;
  }
  std::vector<Table> tables;
  Table params{"parameters",
               "The parameters of the rules of play",
               {{"parameter"}, {"values"}, {"default"}, {"decides"}},
               {},
               {}};
  for (const auto& p : parameters()) params.add_row({p.name, values_text(p), p.default_value, p.help});
  for (const auto& preset : presets()) {
    if (o.presets != "all" && o.presets != preset.name) continue;
    Table t{"preset-" + std::string(preset.name),
            std::string(preset.name) + ": " + std::string(preset.title),
            {{"parameter"}, {"value"}, {"source"}},
            {},
            {}};
    for (const auto& v : preset.values)
      t.add_row({std::string(v.parameter), std::string(v.value), std::string(v.source)});
    tables.push_back(std::move(t));
  }
  // Where each preset departs from Fulke's first kind, the rules' own defaults: for
  // Boissière's games, reading by reading where his game differs from Fulke's.
  const Preset& base = *find_preset("fulke-1");
  Table differ{"differences",
               o.presets == "all" ? "Where each preset differs from fulke-1"
                                  : "Where " + o.presets + " differs from fulke-1",
               {{"preset"}, {"parameter"}, {"fulke-1"}, {"value"}, {"source"}},
               {},
               {}};
  for (const auto& preset : presets()) {
    if ((o.presets != "all" && o.presets != preset.name) || preset.name == base.name) continue;
    for (const PresetValue& v : differing_values(preset, base)) {
      std::string fulke;
      for (const auto& b : base.values)
        if (b.parameter == v.parameter) fulke = std::string(b.value);
      differ.add_row({std::string(preset.name), std::string(v.parameter), fulke, std::string(v.value),
                      std::string(v.source)});
    }
  }
  if (!differ.rows.empty() && f != Format::Csv) tables.push_back(std::move(differ));
  // Where a game departs from the one it stands nearest to (Preset::near) when that is
  // not Fulke's first kind: Boissière's other game from his first, Barozzi's from
  // Boissière's.
  for (const auto& preset : presets()) {
    if ((o.presets != "all" && o.presets != preset.name) || preset.near.empty() || preset.near == base.name)
      continue;
    const Preset& near = *find_preset(preset.near);
    Table t{"differences-" + std::string(preset.name),
            "Where " + std::string(preset.name) + " differs from " + std::string(near.name),
            {{"parameter"}, {std::string(near.name)}, {std::string(preset.name)}, {"source"}},
            {},
            {}};
    for (const PresetValue& v : differing_values(preset, near)) {
      std::string theirs;
      for (const auto& b : near.values)
        if (b.parameter == v.parameter) theirs = std::string(b.value);
      t.add_row({std::string(v.parameter), theirs, std::string(v.value), std::string(v.source)});
    }
    if (!t.rows.empty() && f != Format::Csv) tables.push_back(std::move(t));
  }
  if (o.presets == "all") tables.insert(tables.begin(), params);
  // docs/rules.md is this output; its stamp says so (a test compares the two).
  if (f == Format::Markdown && o.presets == "all") {
    tables.back().notes.push_back("");
    tables.back().notes.push_back(
        "Generated by `rithmo rules --format md` from the parameters and presets of lib/play/rules.cpp and "
        "the one table of readings, lib/readings/readings.cpp; edit those, not this file.");
  }
  if (f == Format::Csv && tables.size() > 1)
    throw UsageError("--format csv prints one table: give --preset NAME");
  print(render_out(tables, f));
  return 0;
}

int run_claims(const PlayOptions& o) {
  const Format f = format_option(o.format);
  const auto ledger = claims_ledger(o.tables);
  Table t{"claims",
          "Claims of the rule texts, checked by the engine",
          {{"id"}, {"claim"}, {"source"}, {"readings"}, {"verdict"}, {"evidence"}},
          {},
          {}};
  for (const auto& c : ledger) t.add_row({c.id, c.claim, c.source, c.readings, c.verdict, c.evidence});
  t.notes.push_back("");
  t.notes.push_back(
      "Generated by `rithmo claims --format md`; the evidence is computed by the engine "
      "(lib/play/claims.cpp).");
  print(render_out(t, f));
  return 0;
}

void add_rules_options(CLI::App* c, PlayOptions& o) {
  complete_with(c->add_option("--preset", o.preset, "Rules preset: " + join(preset_names(), ", "))
                    ->type_name("PRESET")
                    ->capture_default_str(),
                preset_names());
  complete_with(add_param_option(*c, o.params, "one of the rules of play, as `rithmo rules` lists them"),
                assignment_words(parameters()));
  c->add_option("--board", o.board, "Board size (8x16, 8x12, 8x10, 8x9) (--param board=...)")
      ->type_name("FILESxRANKS");
  c->add_option(
       "--tables", o.tables,
       "The transcribed tables folder (default: $RITHMO_TABLES, else ./tables, else the installed tables)")
      ->type_name("DIR");
}

}  // namespace

std::vector<Command> play_commands() {
  // One set of options for the six commands: only the one parsed runs.
  auto o = std::make_shared<PlayOptions>();
  return {
      {"position", "A position: the board, legal moves, captures, moves applied",
       [o](CLI::App& c) {
         c.add_option("file", o->file, "A position in rithmo's notation (default: the preset's opening)")
             ->type_name("FILE");
         add_rules_options(&c, *o);
         c.add_option(
              "--victory", o->victory,
              "The agreed victory, e.g. 'bodies men=6' (default: the position's) (--param victory=...)")
             ->type_name("VICTORY");
         c.add_flag("--notation", o->notation, "Print only the position's notation");
         c.add_flag("--moves", o->moves, "List the legal moves with what each takes");
         c.add_flag("--captures", o->captures, "List the captures available as the position stands");
         c.add_option("--apply", o->apply,
                      "Moves to make first, parted by commas, as --moves writes them, e.g. a5-a7,a12-a10 "
                      "(fulke-1); a declaration's squares follow it (declare:c14,d14,e14)")
             ->type_name("MOVES");
       },
       [o] { return run_position(*o); }},
      {"diagram", "The lettered movement diagram of a man under a preset",
       [o](CLI::App& c) {
         c.add_option("--shape", o->shape, "The shape of the man")
             ->type_name(choices(kShapes, {"king"}))
             ->capture_default_str();
         add_rules_options(&c, *o);
       },
       [o] { return run_diagram(*o); }},
      {"play", "Seeded random playouts to a victory",
       [o](CLI::App& c) {
         c.add_flag("--random", o->random, "Play random legal moves (the default without --vs)");
         c.add_option(
              "--vs", o->vs,
              "Play a game at the terminal against the engine, or between two people (engine, person)")
             ->type_name("WHO");
         c.add_option("--side", o->side, "With --vs engine: the army you play (even, odd)")
             ->type_name("ARMY")
             ->capture_default_str();
         c.add_option("--level", o->level,
                      "With --vs engine: the engine's level (" + search::level_names() + ")")
             ->type_name("LEVEL")
             ->capture_default_str();
         c.add_option("--load", o->load,
                      "With --vs: a game record to play on from (its rules are the game's)")
             ->type_name("FILE");
         c.add_option("--seed", o->seed, "Seed of the first game (0-18446744073709551615)")
             ->type_name("N")
             ->capture_default_str();
         c.add_option("--games", o->games, "Games to play (1-100000), seeds seed, seed+1, ...")
             ->type_name("N")
             ->capture_default_str();
         c.add_option("--max-plies", o->max_plies, "Stop a game after this many moves (1-1000000)")
             ->type_name("N")
             ->capture_default_str();
         c.add_flag("--moves", o->show_moves, "Print each game's moves and final position");
         c.add_option("file", o->file, "A position to play from (default: the preset's opening)")
             ->type_name("FILE");
         add_rules_options(&c, *o);
         c.add_option("--victory", o->victory,
                      "The agreed victory (default: the preset's) (--param victory=...)")
             ->type_name("VICTORY");
         add_format_option(c, o->format);
       },
       [o] { return run_play(*o); }},
      {"perft", "Count the positions reached after each number of moves",
       [o](CLI::App& c) {
         c.add_option(
              "--depth", o->depth,
              "Moves to look ahead (0-8; fulke-1's depth 5 takes about 40 s on 2 cores, and each move "
              "more about 70 times as long)")
             ->type_name("N")
             ->capture_default_str();
         c.add_flag("--divide", o->divide, "Count by first move");
         c.add_flag("--make-leaves", o->make_leaves,
                    "Make and unmake every leaf move as a game does, instead of counting the last moves "
                    "found (the same counts, slower: the benchmark of make and unmake)");
         c.add_option("--jobs", o->jobs,
                      "Threads that count at once (0-256; 0, the default: one per core). The counts are the "
                      "same whatever the number")
             ->type_name("N");
         c.add_option("file", o->file, "A position (default: the preset's opening)")->type_name("FILE");
         add_rules_options(&c, *o);
         add_format_option(c, o->format);
       },
       [o] { return run_perft(*o); }},
      {"analyse", "A game record reviewed move by move: the engine's score, best move and the blunders",
       [o](CLI::App& c) {
         c.add_option("file", o->file,
                      "A game record (docs/play.md, \"Game records\"), or - for standard input")
             ->type_name("GAME")
             ->required();
         c.add_option("--level", o->review_level,
                      "The engine's level for the review: " + search::level_names())
             ->type_name("LEVEL")
             ->capture_default_str();
         c.add_option("--depth", o->review_depth, "Search every position this many moves deep (1-64) instead")
             ->type_name("N");
         c.add_option("--tables", o->tables,
                      "The transcribed tables folder (default: $RITHMO_TABLES, else ./tables, else the "
                      "installed tables)")
             ->type_name("DIR");
         add_format_option(c, o->format);
       },
       [o] { return run_analyse(*o); }},
      {"rules", "The parameters of the rules and each preset's values with their sources",
       [o](CLI::App& c) {
         auto all = preset_names();
         all.emplace_back("all");
         complete_with(
             c.add_option("--preset", o->presets, "Rules preset: " + join(preset_names(), ", ") + " or all")
                 ->type_name("PRESET")
                 ->capture_default_str(),
             all);
         add_format_option(c, o->format);
       },
       [o] { return run_rules(*o); }},
      {"claims", "The ledger of the rule texts' claims with the engine's verdicts",
       [o](CLI::App& c) {
         c.add_option("--tables", o->tables,
                      "The transcribed tables folder (default: $RITHMO_TABLES, else ./tables, else the "
                      "installed tables)")
             ->type_name("DIR");
         add_format_option(c, o->format);
       },
       [o] { return run_claims(*o); }},
  };
}

}  // namespace rithmo::cli
