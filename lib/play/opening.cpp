#include "play/opening.hpp"

#include "men/armies.hpp"
#include "men/pyramid.hpp"

#include <map>
#include <set>
#include <utility>

namespace rithmo::play {

Man fulke_king(Army army) {
  const Pyramid p = build_pyramid(army, PyramidSpec::fulke(army));
  Man m;
  m.army = army;
  m.shape = Shape::Square;
  m.king = true;
  m.layer_count = static_cast<std::uint8_t>(p.layers.size());
  for (std::size_t i = 0; i < p.layers.size(); ++i) {
    m.layers[i] = {p.layers[i].shape, static_cast<std::uint16_t>(p.layers[i].value.get_si())};
    m.present = static_cast<std::uint8_t>(m.present | (1u << i));
  }
  m.value = static_cast<std::uint16_t>(pyramid_value(m));
  return m;
}

namespace {

const PrintedArray& printed(const Rules& rules, const Sources& sources) {
  switch (rules.array) {
    case ArrayKind::FirstKind:
      return sources.first_kind;
    case ArrayKind::SecondKind:
      return sources.second_kind;
    case ArrayKind::ThirdKind:
      return sources.third_kind;
  }
  return sources.first_kind;
}

[[noreturn]] void fail(const PrintedArray& a, const ArrayCell& c, const std::string& message) {
  throw DiagnosticError(
      {a.name, static_cast<std::size_t>(c.line), 1,
       "row " + std::to_string(c.row) + " place " + std::to_string(c.position) + ": " + message});
}

}  // namespace

Position opening(const Rules& rules, const Sources& sources) {
  validate_array(rules);
  const PrintedArray& a = printed(rules, sources);

  // Which army each (shape, number) belongs to, from the derived armies.
  const Armies armies = build_armies();
  std::map<std::pair<Shape, int>, std::set<Army>> owner;
  std::map<int, Army> king_total;
  for (Army army : {Army::Even, Army::Odd}) {
    for (const auto& m : armies.men(army)) {
      if (!m.is_pyramid) owner[{m.shape, static_cast<int>(m.value.get_si())}].insert(army);
    }
    king_total[static_cast<int>(armies.king(army).total().get_si())] = army;
  }

  const int rows = a.rows();
  if (rows != 2 * array_depth(rules.array)) {
    throw DiagnosticError({a.name, 1, 1,
                           "the array has " + std::to_string(rows) + " printed rows, expected " +
                               std::to_string(2 * array_depth(rules.array))});
  }
  std::map<int, Army> row_army;
  for (const auto& c : a.cells) {
    if (c.king) continue;
    const auto it = owner.find({*c.shape, *c.value});
    if (it == owner.end() || it->second.size() != 1)
      fail(a, c, "the number belongs to neither army (or to both)");
    const Army army = *it->second.begin();
    const auto [r, fresh] = row_army.emplace(c.row, army);
    if (!fresh && r->second != army) fail(a, c, "a printed row holds men of both armies");
  }
  const int half = rows / 2;
  const Army top = row_army.at(1);
  for (const auto& [row, army] : row_army) {
    if ((row <= half) != (army == top))
      throw DiagnosticError({a.name, 1, 1, "the armies are not one above the other"});
  }

  Position pos(rules.board);
  pos.to_move = rules.first_to_move;
  pos.victory = rules.victory;
  const int files = rules.board.files, ranks = rules.board.ranks;
  for (const auto& c : a.cells) {
    const Army army = row_army.at(c.row);
    const int width = a.width(c.row);
    int file = (files - width) / 2 + c.position - 1;
    int rank =
        c.row <= half ? ranks - 1 - rules.array_offset - (c.row - 1) : rules.array_offset + (rows - c.row);
    if (top == Army::Odd) {
      file = files - 1 - file;
      rank = ranks - 1 - rank;
    }
    Man m;
    if (c.king) {
      m = fulke_king(army);
      if (c.value &&
          (king_total.count(*c.value) == 0 || king_total.at(*c.value) != army || *c.value != m.value)) {
        fail(a, c,
             "the king bears " + std::to_string(*c.value) + ", not his pyramid's " + std::to_string(m.value));
      }
    } else {
      m.army = army;
      m.shape = *c.shape;
      m.value = static_cast<std::uint16_t>(*c.value);
    }
    const Square s = rank * files + file;
    if (pos.board[s] >= 0) fail(a, c, "two men on one square");
    pos.place(m, s);
  }
  return pos;
}

}  // namespace rithmo::play
