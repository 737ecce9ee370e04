#include "play/explain.hpp"

#include "play/notation.hpp"

#include <memory>

namespace rithmo::play {

namespace {

// The reading that allows each way of taking: the ways by the spaces are readings of
// multiplication and division (rules.multiplication, rules.division).
std::string_view parameter_of(Method way) {
  switch (way) {
    case Method::Equality:
      return "equality";
    case Method::Addition:
      return "addition";
    case Method::Subtraction:
      return "subtraction";
    case Method::Multiplication:
      return "multiplication";
    case Method::Division:
      return "division";
    case Method::Proportion:
      return "proportion";
    case Method::Cossic:
      return "cossic";
    case Method::Eruption:
      return "multiplication";
    case Method::SpacesDivision:
      return "division";
    case Method::Oblivion:
      return "oblivion";
  }
  return "";
}

std::string man_at(const Geometry& g, const Man& m) { return g.name(m.square) + " " + format_man(m); }

}  // namespace

std::vector<CaptureNote> explain_captures(const Game& game, const Position& before, const Move& move,
                                          std::string_view preset) {
  std::vector<CaptureNote> notes;
  if (move.kind == MoveKind::Declare || move.count == 0) return notes;
  const Geometry& g = game.geometry();
  const Army side = before.to_move;
  // The men as they stand when the move's captures are found: the mover on his new
  // square, nothing yet taken. A leap takes a man who stood taken before it.
  Position mid = before;
  if (move.kind != MoveKind::Leap) {
    const int mover = mid.board[move.from];
    if (mover >= 0) {
      mid.board[move.from] = -1;
      mid.board[move.to] = static_cast<std::int8_t>(mover);
      mid.men[mover].square = move.to;
    }
  }
  const Preset* p = find_preset(preset);
  for (int i = 0; i < move.count; ++i) {
    const Capture& c = move.captures[i];
    const Man& taken = before.men[c.man];
    CaptureNote n;
    n.taken = c.layer < 0 ? man_at(g, taken)
                          : g.name(taken.square) + " layer " +
                                std::string(1, "RTS"[static_cast<int>(taken.layers[c.layer].shape)]) +
                                std::to_string(taken.layers[c.layer].value) + " of " + format_man(taken);
    n.way = std::string(name(c.method));
    for (const Position* at : {static_cast<const Position*>(&mid), &before}) {
      for (int t = 0; t < static_cast<int>(at->men.size()); ++t) {
        const Man& m = at->men[t];
        if (!m.on_board || m.army != side) continue;
        Ask ask;
        ask.with = t;
        const Verdict v = game.finder().evaluate(*at, c.man, side, ask);
        if (c.layer < 0 ? v.whole : ((v.layers >> c.layer) & 1)) n.with.push_back(man_at(g, m));
      }
      if (!n.with.empty()) break;
    }
    n.parameter = std::string(parameter_of(c.method));
    n.value = get_parameter(game.rules(), n.parameter);
    for (const Parameter& par : parameters()) {
      if (par.name == n.parameter) n.meaning = par.help;
    }
    n.source = "set for this game";
    if (p) {
      for (const PresetValue& v : p->values) {
        if (v.parameter == n.parameter && v.value == n.value)
          n.source = std::string(preset) + ": " + std::string(v.source);
      }
    }
    notes.push_back(std::move(n));
  }
  return notes;
}

std::string format_note(const CaptureNote& note) {
  std::string s = "x " + note.taken + " by " + note.way;
  for (std::size_t i = 0; i < note.with.size(); ++i) {
    s += i == 0 ? ", with " : i + 1 == note.with.size() ? " and " : ", ";
    s += note.with[i];
  }
  s += " (" + note.parameter + "=" + note.value + ": " + note.meaning + "; " + note.source + ")";
  return s;
}

}  // namespace rithmo::play
