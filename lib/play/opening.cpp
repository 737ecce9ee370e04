#include "play/opening.hpp"

#include "men/armies.hpp"
#include "men/pyramid.hpp"

#include <string>

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

Position opening(const Rules& rules, const Sources& sources) {
  return opening(rules, sources, build_armies());
}

Position opening(const Rules& rules, const Sources& sources, const Armies& armies) {
  validate_array(rules);
  if (rules.array == ArrayKind::Boissiere && !sources.boissiere)
    throw std::invalid_argument("Boissière's array was not read");
  const ArrayTable& table =
      rules.array == ArrayKind::Boissiere ? *sources.boissiere : sources.array(kind_number(rules.array));
  ArrayPlacement placement;
  placement.board = rules.board;
  placement.behind = rules.array_offset;
  const BoardArray a = place_array(table.table, armies, placement);
  if (a.rows_per_army != array_depth(rules.array)) {
    throw DiagnosticError({table.table.name, 1, 1,
                           "the array has " + std::to_string(2 * a.rows_per_army) +
                               " printed rows, expected " + std::to_string(2 * array_depth(rules.array))});
  }

  // place_array counts ranks from the top of the drawing and files from its left, 1
  // first; the engine counts both from 0, the odd army's end at rank 0.
  Position pos(rules.board);
  pos.to_move = rules.first_to_move;
  pos.victory = rules.victory;
  const int files = rules.board.files, ranks = rules.board.ranks;
  for (const PlacedMan& p : a.men) {
    int file = static_cast<int>(p.file) - 1;
    int rank = ranks - static_cast<int>(p.rank);
    if (a.top == Army::Odd) {
      file = files - 1 - file;
      rank = ranks - 1 - rank;
    }
    Man m;
    if (p.king) {
      m = fulke_king(p.army);
      if (p.value != m.value) {
        throw DiagnosticError({table.table.name, static_cast<std::size_t>(p.source_line), 1,
                               "row " + std::to_string(p.printed_row) + " place " +
                                   std::to_string(p.position) + ": the king bears " + p.value.get_str() +
                                   ", not his pyramid's " + std::to_string(m.value)});
      }
    } else {
      m.army = p.army;
      m.shape = p.shape;
      m.value = static_cast<std::uint16_t>(p.value.get_ui());
    }
    const Square s = rank * files + file;
    if (pos.board[s] >= 0) {
      throw DiagnosticError({table.table.name, static_cast<std::size_t>(p.source_line), 1,
                             "row " + std::to_string(p.printed_row) + " place " + std::to_string(p.position) +
                                 ": two men on one square"});
    }
    pos.place(m, s);
  }
  return pos;
}

}  // namespace rithmo::play
