#include "game_session.hpp"

#include "cli.hpp"
#include "output_file.hpp"
#include "play/explain.hpp"
#include "play/notation.hpp"
#include "search/levels.hpp"

#include <memory>
#include <optional>
#include <sstream>
#include <vector>

namespace rithmo::cli {

namespace {

using namespace rithmo::play;

constexpr const char* kHelp =
    "Commands:\n"
    "  a move, as 'moves' lists them (c4-e4, c4~d6, c4*e4, declare:c14,d14,e14)\n"
    "  moves [SQUARE]   the legal moves (of the man on SQUARE)\n"
    "  back             take back your last move (and the engine's reply)\n"
    "  hint             the move the engine would play for you\n"
    "  board            draw the board again\n"
    "  save FILE        save the game record\n"
    "  load FILE        load a game record and play on from it\n"
    "  help             this list\n"
    "  quit             leave the game\n";

class Session {
 public:
  Session(const SessionOptions& o) : o_(o) {
    const search::Level* level = search::find_level(o.level);
    if (!level) throw UsageError("unknown --level '" + o.level + "' (valid: " + search::level_names() + ")");
    level_ = level;
    load(o.record);
  }

  int run(std::istream& in) {
    say(introduction());
    show();
    engine_moves();
    std::string line;
    for (;;) {
      say(prompt());
      if (!std::getline(in, line)) break;
      std::istringstream words(line);
      std::string cmd;
      words >> cmd;
      if (cmd.empty()) continue;
      if (cmd == "quit" || cmd == "exit") break;
      if (cmd == "help" || cmd == "?") {
        say(kHelp);
      } else if (cmd == "board") {
        show();
      } else if (cmd == "moves") {
        std::string square;
        words >> square;
        list_moves(square);
      } else if (cmd == "back") {
        back();
      } else if (cmd == "hint") {
        hint();
      } else if (cmd == "save" || cmd == "load") {
        std::string file;
        words >> file;
        if (file.empty()) {
          say(cmd + " wants a FILE\n");
        } else if (cmd == "save") {
          save(file);
        } else {
          load_file(file);
        }
      } else if (over()) {
        say("The game is over: " + outcome_text() + ". 'back', 'save FILE', 'load FILE' or 'quit'.\n");
      } else if (!human_to_move()) {
        say("It is the engine's move.\n");
      } else {
        play_word(cmd);
      }
    }
    return 0;
  }

 private:
  // Every line goes through the terminal's writer: what the player typed is echoed
  // with its control bytes escaped.
  static void say(const std::string& text) {
    print(text);
    flush_stdout();
  }

  std::string introduction() const {
    std::string s = "rithmo: " + record_.preset + " (" + format_victory(pos_.victory) + ")";
    for (const auto& p : record_.params) s += ", " + p;
    if (o_.vs_engine) {
      s += "; you play " + std::string(name(o_.human)) + " against the engine (" + std::string(level_->name) +
           ")";
    } else {
      s += "; two players";
    }
    return s + ". Type 'help' for the commands.\n";
  }

  std::string prompt() const { return std::string(name(pos_.to_move)) + "> "; }

  void show() const { say("\n" + render_board(pos_) + "\n"); }

  bool over() {
    if (game_->outcome(pos_).result != Result::None) return true;
    MoveList moves;
    game_->legal_moves(pos_, moves);
    return moves.empty();
  }

  std::string outcome_text() {
    const Outcome out = game_->outcome(pos_);
    if (out.result == Result::Victory) {
      return std::string(name(out.winner)) + " wins (" + format_victory(pos_.victory) + ")";
    }
    const Outcome none = game_->no_move_outcome(pos_);
    if (none.result == Result::Victory) return std::string(name(none.winner)) + " wins by blockade";
    return std::string(name(pos_.to_move)) + " has no move";
  }

  bool human_to_move() const { return !o_.vs_engine || pos_.to_move == o_.human; }

  void list_moves(const std::string& square) {
    MoveList moves;
    if (game_->outcome(pos_).result == Result::None) game_->legal_moves(pos_, moves);
    std::optional<Square> from;
    if (!square.empty()) {
      from = game_->geometry().parse_square(square);
      if (!from) return say("'" + printable(square) + "' is not a square of this board\n");
    }
    std::string out;
    int n = 0;
    for (const Move& m : moves) {
      if (from && (m.kind == MoveKind::Declare || m.from != *from)) continue;
      out += "  " + short_word(pos_, moves, m) + (m.count && m.kind != MoveKind::Declare ? "  (takes)" : "") +
             "\n";
      ++n;
    }
    say(std::to_string(n) + " legal move" + (n == 1 ? "" : "s") + (from ? " of " + square : "") + ":\n" +
        out);
  }

  // Makes a legal move, says what it takes and draws the board.
  void make(const Move& m, const std::string& who) {
    MoveList moves;
    game_->legal_moves(pos_, moves);
    const std::string word = short_word(pos_, moves, m);
    std::string text = who + " " + word + "\n";
    for (const CaptureNote& n : explain_captures(*game_, pos_, m, record_.preset))
      text += "  " + format_note(n) + "\n";
    history_.push_back(pos_);
    keys_.push_back(searcher_->key(pos_));
    auto u = std::make_unique<Undo>();
    game_->apply(pos_, m, *u);
    record_.moves.push_back({word, 0, 0});
    say(text);
    show();
    if (over()) {
      record_.result = outcome_text();
      say("The game is over: " + record_.result + ".\n");
    }
  }

  void play_word(const std::string& word) {
    MoveList moves;
    game_->legal_moves(pos_, moves);
    bool ambiguous = false;
    const Move* m = find_move(pos_, moves, word, &ambiguous);
    if (!m) {
      say("'" + printable(word) + "' " +
          (ambiguous
               ? "takes one of several men: write its captures ('moves' lists them)"
               : "is not a legal move for " + std::string(name(pos_.to_move)) + " ('moves' lists them)") +
          "\n");
      return;
    }
    make(*m, "you play");
    engine_moves();
  }

  // The engine's reply, when it is its move.
  void engine_moves() {
    while (o_.vs_engine && !over() && pos_.to_move != o_.human) {
      const search::Limits limits =
          search::limits_of(*level_, o_.seed ^ (record_.moves.size() * 0x9e3779b97f4a7c15ull));
      const search::SearchResult r = searcher_->search(pos_, keys_, limits);
      if (!r.has_move) break;
      make(r.best, "the engine plays");
    }
  }

  void hint() {
    if (over()) return say("The game is over.\n");
    const search::SearchResult r =
        searcher_->search(pos_, keys_, search::limits_of(*level_, o_.seed ^ record_.moves.size()));
    if (!r.has_move) return say("No move.\n");
    MoveList moves;
    game_->legal_moves(pos_, moves);
    say("The engine would play " + short_word(pos_, moves, r.best) + "\n");
  }

  void back() {
    // Back to the last position where the player was to move: his move and the
    // engine's reply after it; between two players, one move.
    std::size_t plies = 0;
    if (!o_.vs_engine) {
      plies = history_.empty() ? 0 : 1;
    } else {
      for (std::size_t i = history_.size(); i-- > 0;) {
        if (history_[i].to_move == o_.human) {
          plies = history_.size() - i;
          break;
        }
      }
    }
    if (plies == 0 || plies > history_.size()) return say("No move of yours to take back.\n");
    pos_ = history_[history_.size() - plies];
    history_.resize(history_.size() - plies);
    keys_.resize(keys_.size() - plies);
    record_.moves.resize(record_.moves.size() - plies);
    record_.result.clear();
    say("Taken back: " + std::to_string(plies) + " move" + (plies == 1 ? "" : "s") + ".\n");
    show();
  }

  void save(const std::string& file) {
    try {
      write_output_file(file, format_record(record_));
      say("Saved to " + printable(file) + "\n");
    } catch (const std::exception& e) {
      say(printable(e.what()) + "\n");
    }
  }

  void load_file(const std::string& file) {
    try {
      const Record r = parse_record(read_input(file), input_name(file));
      load(r);
      say("Loaded " + printable(file) + ": " + std::to_string(r.moves.size()) + " moves.\n");
      say(introduction());
      show();
      engine_moves();
    } catch (const DiagnosticError& e) {
      say(printable(e.what()) + "\n");
    }
  }

  // The game of a record: its rules, and its moves replayed (DiagnosticError).
  void load(const Record& r) {
    const Rules rules = rules_of(r);
    auto game = std::make_unique<Game>(rules, read_sources(o_.tables, needs_of(rules, true)));
    Position pos;
    std::vector<Move> made;
    replay_record(*game, r, pos, &made);
    auto searcher = std::make_unique<search::Searcher>(*game, 16);
    // The positions before each move, for 'back' and for repetitions.
    std::vector<Position> history;
    std::vector<std::uint64_t> keys;
    Position at = game->opening();
    auto u = std::make_unique<Undo>();
    Record kept = r;
    kept.moves.clear();
    for (const Move& m : made) {
      MoveList moves;
      game->legal_moves(at, moves);
      kept.moves.push_back({short_word(at, moves, m), 0, 0});
      history.push_back(at);
      keys.push_back(searcher->key(at));
      game->apply(at, m, *u);
    }
    searcher_ = std::move(searcher);
    game_ = std::move(game);
    pos_ = std::move(pos);
    history_ = std::move(history);
    keys_ = std::move(keys);
    record_ = std::move(kept);
  }

  SessionOptions o_;
  const search::Level* level_ = nullptr;
  Record record_;
  std::unique_ptr<Game> game_;
  std::unique_ptr<search::Searcher> searcher_;
  Position pos_;
  std::vector<Position> history_;    // the position before each move made
  std::vector<std::uint64_t> keys_;  // their keys
};

}  // namespace

int play_session(const SessionOptions& options, std::istream& in) {
  Session s(options);
  return s.run(in);
}

}  // namespace rithmo::cli
