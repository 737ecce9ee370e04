#include "play/move.hpp"

#include "play/notation.hpp"

namespace rithmo::play {

namespace {

char letter(Shape s) { return s == Shape::Round ? 'R' : s == Shape::Triangle ? 'T' : 'S'; }

// The squares of the men a declaration names: "c14,d14,e14".
std::string declared_squares(const Position& pos, const Move& move) {
  std::string s;
  for (int i = 0; i < move.count; ++i) {
    if (i) s += ",";
    s += Geometry::name(pos.size, pos.men[move.captures[i].man].square);
  }
  return s;
}

}  // namespace

std::string move_stem(const Position& pos, const Move& move) {
  if (move.kind == MoveKind::Declare) return "declare " + declared_squares(pos, move);
  const char sep = move.kind == MoveKind::Flying ? '~' : move.kind == MoveKind::Leap ? '*' : '-';
  return Geometry::name(pos.size, move.from) + sep + Geometry::name(pos.size, move.to);
}

std::string format_move(const Position& pos, const Move& move) {
  std::string s = move_stem(pos, move);
  if (move.kind == MoveKind::Declare) return s;
  for (int i = 0; i < move.count; ++i) {
    const Capture& c = move.captures[i];
    const Man& m = pos.men[c.man];
    s += " x " + Geometry::name(pos.size, m.square) + " ";
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

std::string move_word(const Position& pos, const Move& move, bool with_captures) {
  if (move.kind == MoveKind::Declare) return "declare:" + declared_squares(pos, move);
  std::string s = move_stem(pos, move);
  if (!with_captures) return s;
  for (int i = 0; i < move.count; ++i) {
    const Capture& c = move.captures[i];
    const Man& m = pos.men[c.man];
    s += "x" + Geometry::name(pos.size, m.square);
    if (c.layer >= 0)
      s += "/" + std::string(1, letter(m.layers[c.layer].shape)) + std::to_string(m.layers[c.layer].value);
  }
  return s;
}

std::string short_word(const Position& pos, const MoveList& moves, const Move& move) {
  // A declaration's word names its men, whatever the other moves. Another move's word
  // without its captures is its stem, shared by the moves of the same kind between the
  // same squares: compared by those, not by words made for every move (a position under
  // Barozzi's rules has hundreds of declarations).
  if (move.kind == MoveKind::Declare) return move_word(pos, move, false);
  const auto sep = [](MoveKind k) { return k == MoveKind::Flying ? '~' : k == MoveKind::Leap ? '*' : '-'; };
  int sharing = 0;
  for (const Move& m : moves) {
    sharing += m.kind != MoveKind::Declare && m.from == move.from && m.to == move.to &&
               sep(m.kind) == sep(move.kind);
  }
  return move_word(pos, move, sharing > 1);
}

const Move* find_move(const Position& pos, const MoveList& moves, std::string_view text, bool* ambiguous) {
  if (ambiguous) *ambiguous = false;
  const Move* found = nullptr;
  int count = 0;
  for (const Move& m : moves) {
    if (move_word(pos, m, true) == text || format_move(pos, m) == text) return &m;
    if (move_word(pos, m, false) == text || move_stem(pos, m) == text) {
      if (!found) found = &m;
      ++count;
    }
  }
  if (count > 1) {
    if (ambiguous) *ambiguous = true;
    return nullptr;
  }
  return found;
}

}  // namespace rithmo::play
