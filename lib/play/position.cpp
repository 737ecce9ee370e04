#include "play/position.hpp"

#include <algorithm>
#include <map>
#include <tuple>

namespace rithmo::play {

int Man::units() const { return king ? __builtin_popcount(present) : 1; }

unsigned Man::shapes_present() const {
  if (!king) return 1u << static_cast<int>(shape);
  unsigned s = 0;
  for (int i = 0; i < layer_count; ++i) {
    if (has_layer(i)) s |= 1u << static_cast<int>(layers[i].shape);
  }
  return s;
}

int pyramid_value(const Man& king) {
  int v = 0;
  for (int i = 0; i < king.layer_count; ++i) {
    if (king.has_layer(i)) v += king.layers[i].value;
  }
  return v;
}

int Position::place(const Man& man, Square s) {
  Man m = man;
  m.on_board = true;
  m.square = static_cast<std::uint8_t>(s);
  men.push_back(m);
  const int i = static_cast<int>(men.size()) - 1;
  board[s] = static_cast<std::int8_t>(i);
  return i;
}

int Position::king_of(Army army) const {
  for (std::size_t i = 0; i < men.size(); ++i) {
    if (men[i].on_board && men[i].king && men[i].army == army) return static_cast<int>(i);
  }
  return -1;
}

int Position::units_on_board() const {
  int n = 0;
  for (const auto& m : men) n += m.on_board ? m.units() : 0;
  return n;
}

int Position::units_taken() const {
  int n = 0;
  for (const auto& list : taken) {
    for (const auto& e : list) n += e.reentered ? 0 : e.units;
  }
  return n;
}

namespace {

// A man as compared between positions: everything but his index.
auto key(const Man& m) {
  std::vector<int> layers;
  for (int i = 0; i < m.layer_count; ++i) {
    layers.push_back(m.has_layer(i) ? m.layers[i].value * 4 + static_cast<int>(m.layers[i].shape) : -1);
  }
  return std::make_tuple(static_cast<int>(m.army), static_cast<int>(m.shape), m.king, m.declared,
                         m.declared && m.declared_by != m.army, m.value, layers);
}

}  // namespace

bool operator==(const Position& a, const Position& b) {
  if (a.size != b.size || a.to_move != b.to_move || a.victory != b.victory || a.taken != b.taken)
    return false;
  for (int s = 0; s < a.squares(); ++s) {
    const Man* x = a.at(s);
    const Man* y = b.at(s);
    if (!x != !y) return false;
    if (x && key(*x) != key(*y)) return false;
  }
  return true;
}

Tally tally_of(const std::vector<TakenEntry>& entries) {
  Tally t;
  for (const auto& e : entries) {
    t.men += e.units;
    t.sum += e.value;
    t.characters += characters(e.value);
    t.greatest = std::max<int>(t.greatest, e.value);
  }
  return t;
}

std::string check_position(const Position& pos) {
  const int n = pos.squares();
  if (pos.size.files < 1 || pos.size.ranks < 1 || n > kMaxSquares) return "board size out of range";
  if (pos.men.size() > static_cast<std::size_t>(kMaxMen))
    return "more than " + std::to_string(kMaxMen) + " men";
  for (int s = 0; s < kMaxSquares; ++s) {
    const int i = pos.board[s];
    if (i < 0) continue;
    if (s >= n) return "a man stands off the board at index " + std::to_string(s);
    if (i >= static_cast<int>(pos.men.size())) return "square " + std::to_string(s) + " names a missing man";
    const Man& m = pos.men[i];
    if (!m.on_board || m.square != s) return "man " + std::to_string(i) + " is not where the board has him";
  }
  for (std::size_t i = 0; i < pos.men.size(); ++i) {
    const Man& m = pos.men[i];
    const std::string who = "man " + std::to_string(i);
    if (m.on_board && (m.square >= n || pos.board[m.square] != static_cast<int>(i))) {
      return who + " is on the board but his square does not hold him";
    }
    if (m.value < 1 || m.value > kMaxValue)
      return who + " has number " + std::to_string(m.value) + " out of range";
    if (m.king) {
      if (m.layer_count < 1 || m.layer_count > kMaxLayers)
        return who + " is a king with a bad count of layers";
      if (m.present == 0 && m.on_board) return who + " is a king with no layer left on the board";
      if ((m.present >> m.layer_count) != 0) return who + " has layers present beyond his count";
      if (m.on_board && pyramid_value(m) != m.value) {
        return who + " is a king of " + std::to_string(m.value) + " whose layers sum to " +
               std::to_string(pyramid_value(m));
      }
      for (int l = 0; l < m.layer_count; ++l) {
        if (m.layers[l].value < 1) return who + " has a layer without a number";
      }
    } else if (m.layer_count != 0 || m.present != 0) {
      return who + " is not a king but has layers";
    }
    if (m.declared && !m.on_board) return who + " is declared but not on the board";
  }
  for (int side = 0; side < 2; ++side) {
    if (tally_of(pos.taken[side]) != pos.tally[side])
      return "the tally of " + std::string(name(Army(side))) + " is stale";
    for (const auto& e : pos.taken[side]) {
      if (e.value < 1 || e.value > kMaxValue || e.units < 1) return "a taken entry is out of range";
      if (e.man >= static_cast<int>(pos.men.size())) return "a taken entry names a missing man";
      if (e.reentered && e.what != Taken::Man) return "a king or a layer is marked re-entered";
    }
  }
  return {};
}

}  // namespace rithmo::play
