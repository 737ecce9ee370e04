#include "play/diagram.hpp"

#include "play/opening.hpp"

#include <map>
#include <utility>

namespace rithmo::play {

Diagram movement_diagram(const Game& game, std::optional<Shape> shape,
                         const std::vector<DiagramLabel>& lettering) {
  const Geometry& g = game.geometry();
  if (g.files() < 7 || g.ranks() < 7) throw RulesError("the diagram needs a board of at least 7 x 7");
  // du Coeur's labels by their offset from A: rows of three are centred on A's file.
  std::map<int, int> width;
  for (const auto& l : lettering) width[l.row] = std::max(width[l.row], l.position);
  std::map<std::pair<int, int>, std::string> label;
  for (const auto& l : lettering) label[{l.position - (width[l.row] + 1) / 2, 4 - l.row}] = l.label;

  Man m = fulke_king(Army::Odd);
  if (shape) {
    m = Man{};
    m.army = Army::Odd;
    m.shape = *shape;
    m.value = 1;
  }
  Position pos(g.size());
  pos.to_move = Army::Odd;
  const Square centre = g.square(g.files() / 2, g.ranks() / 2);
  pos.place(m, centre);
  MoveList moves;
  game.legal_moves(pos, moves);
  std::map<std::pair<int, int>, char> reached;
  for (const Move& mv : moves) {
    const int dx = g.file(mv.to) - g.file(centre), dy = g.rank(mv.to) - g.rank(centre);
    if (dx < -3 || dx > 3 || dy < -3 || dy > 3) continue;
    reached[{dx, dy}] = mv.kind == MoveKind::Flying ? '~' : '+';
  }
  Diagram d;
  for (int dy = 3; dy >= -3; --dy) {
    std::string row;
    for (int dx = -3; dx <= 3; ++dx) {
      std::string cell = ".";
      const auto l = label.find({dx, dy});
      if (dx == 0 && dy == 0) {
        cell = "A";
      } else if (const auto r = reached.find({dx, dy}); r != reached.end()) {
        cell = l != label.end() ? l->second : std::string(1, r->second);
        (r->second == '~' ? d.flying : d.ordinary).push_back(cell);
      }
      row += std::string(cell.size() < 3 ? 3 - cell.size() : 1, ' ') + cell;
    }
    d.rows.push_back(row);
  }
  return d;
}

}  // namespace rithmo::play
