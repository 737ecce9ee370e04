#include "play/move.hpp"

#include "play/notation.hpp"

namespace rithmo::play {

namespace {

char letter(Shape s) { return s == Shape::Round ? 'R' : s == Shape::Triangle ? 'T' : 'S'; }

}  // namespace

std::string move_stem(const Position& pos, const Move& move) {
  const Geometry g(pos.size);
  if (move.kind == MoveKind::Declare) {
    std::string s = "declare ";
    for (int i = 0; i < move.count; ++i) {
      if (i) s += ",";
      s += g.name(pos.men[move.captures[i].man].square);
    }
    return s;
  }
  const char sep = move.kind == MoveKind::Flying ? '~' : move.kind == MoveKind::Leap ? '*' : '-';
  return g.name(move.from) + sep + g.name(move.to);
}

std::string format_move(const Position& pos, const Move& move) {
  std::string s = move_stem(pos, move);
  if (move.kind == MoveKind::Declare) return s;
  const Geometry g(pos.size);
  for (int i = 0; i < move.count; ++i) {
    const Capture& c = move.captures[i];
    const Man& m = pos.men[c.man];
    s += " x " + g.name(m.square) + " ";
    if (c.layer < 0) {
      s += m.king ? "K" + std::to_string(m.value) : letter(m.shape) + std::to_string(m.value);
    } else {
      s += "K" + std::to_string(m.value) + "/" + letter(m.layers[c.layer].shape) +
           std::to_string(m.layers[c.layer].value);
    }
    s += " (" + std::string(name(c.method)) + ")";
  }
  if (move.overflow) s += " x ...";
  return s;
}

}  // namespace rithmo::play
