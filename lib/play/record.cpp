#include "play/record.hpp"

#include "text/join.hpp"

#include <memory>

namespace rithmo::play {

namespace {

constexpr std::string_view kMagic = "rithmo-game";
constexpr int kMovesPerLine = 8;

// The words of a line with their columns (1-based).
std::vector<std::pair<std::string, std::size_t>> words_of(std::string_view line) {
  std::vector<std::pair<std::string, std::size_t>> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) out.emplace_back(std::string(line.substr(start, i - start)), start + 1);
  }
  return out;
}

[[noreturn]] void fail(const std::string& name, std::size_t line, std::size_t column,
                       const std::string& message) {
  throw DiagnosticError({name, line, column, message});
}

}  // namespace

Record parse_record(std::string_view text, const std::string& display_name) {
  Record r;
  r.name = display_name;
  bool magic = false;
  bool preset = false;
  std::size_t line_no = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    for (std::size_t i = 0; i < line.size(); ++i) {
      const auto c = static_cast<unsigned char>(line[i]);
      if (c < 0x20 && c != '\t') fail(display_name, line_no, i + 1, "a control byte in a game record");
    }
    const auto w = words_of(line);
    if (w.empty() || w[0].first[0] == '#') {
      if (end == text.size()) break;
      continue;
    }
    const std::string& key = w[0].first;
    if (!magic) {
      if (key != kMagic || w.size() != 1) {
        fail(display_name, line_no, w[0].second, "a game record starts with the line 'rithmo-game'");
      }
      magic = true;
    } else if (key == "preset") {
      if (preset) fail(display_name, line_no, w[0].second, "a second preset line");
      if (w.size() != 2) fail(display_name, line_no, w[0].second, "'preset' wants one name");
      if (!find_preset(w[1].first)) {
        fail(display_name, line_no, w[1].second,
             "unknown preset '" + w[1].first + "' (valid: " + join(preset_names(), ", ") + ")");
      }
      if (!r.moves.empty()) fail(display_name, line_no, w[0].second, "the preset comes before the moves");
      r.preset = w[1].first;
      preset = true;
    } else if (key == "param") {
      if (w.size() != 2) fail(display_name, line_no, w[0].second, "'param' wants one NAME=VALUE (no spaces)");
      if (!r.moves.empty()) fail(display_name, line_no, w[0].second, "the readings come before the moves");
      r.params.push_back(w[1].first);
      // Checked here, so that the error points at its line.
      try {
        Rules rules = preset_rules(r.preset);
        for (const auto& p : r.params) set_parameter(rules, p);
      } catch (const RulesError& e) {
        fail(display_name, line_no, w[1].second, e.what());
      }
    } else if (key == "moves") {
      for (std::size_t i = 1; i < w.size(); ++i) r.moves.push_back({w[i].first, line_no, w[i].second});
    } else if (key == "result") {
      r.result = std::string(line.substr(w[0].second - 1 + key.size()));
      r.result.erase(0, r.result.find_first_not_of(" \t"));
    } else {
      fail(display_name, line_no, w[0].second,
           "unknown line '" + key + "' (a record holds preset, param, moves and result lines)");
    }
    if (end == text.size()) break;
  }
  if (!magic) fail(display_name, 1, 1, "a game record starts with the line 'rithmo-game'");
  return r;
}

std::string format_record(const Record& record) {
  std::string s = std::string(kMagic) + "\npreset " + record.preset + "\n";
  for (const auto& p : record.params) s += "param " + p + "\n";
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    s += (i % kMovesPerLine == 0 ? "moves " : " ") + record.moves[i].word;
    if (i % kMovesPerLine == kMovesPerLine - 1 || i + 1 == record.moves.size()) s += "\n";
  }
  if (!record.result.empty()) s += "result " + record.result + "\n";
  return s;
}

Rules rules_of(const Record& record) {
  try {
    Rules rules = preset_rules(record.preset);
    for (const auto& p : record.params) set_parameter(rules, p);
    validate(rules);
    return rules;
  } catch (const RulesError& e) {
    throw DiagnosticError({record.name, 0, 0, record.name + ": " + e.what()});
  }
}

void replay_record(const Game& game, const Record& record, Position& pos, std::vector<Move>* made) {
  pos = game.opening();
  auto undo = std::make_unique<Undo>();
  for (const RecordedMove& rm : record.moves) {
    if (game.outcome(pos).result != Result::None) {
      fail(record.name, rm.line, rm.column, "move '" + rm.word + "' comes after the game is won");
    }
    MoveList moves;
    game.legal_moves(pos, moves);
    bool ambiguous = false;
    const Move* m = find_move(pos, moves, rm.word, &ambiguous);
    if (!m) {
      fail(record.name, rm.line, rm.column,
           ambiguous ? "move '" + rm.word + "' takes one of several men: write its captures"
                     : "move '" + rm.word + "' is not a legal move for " + std::string(name(pos.to_move)));
    }
    if (made) made->push_back(*m);
    game.apply(pos, *m, *undo);
  }
}

}  // namespace rithmo::play
