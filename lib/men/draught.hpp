// The draughts of the men: the squares a man of each shape reaches by one move on an
// empty board, in each kind of play, as offsets from the square he stands on.
//
// Fulke counts "that in which they stande for one, and that into whych they do remove
// for another" (002 line 617): a round moves into the next space, a triangle into the
// third (leaping over one), a square into the fourth (leaping over two): 1, 2 and 3
// squares away. Which ways they go depends on the kind of play:
//   first kind   the rounds "into the space that is next unto them cornerwyse" (line
//                614); the triangles and squares straight, "right forwarde or
//                sydelong" (line 621; du Coeur, 000: "only orthogonally"). Flying, the
//                triangle "the knyghtes draught of the chesse" (line 619), the square
//                "after the knyghts draught, but that they must passe foure spaces"
//                (line 621): the straight leap and one square to the side.
//   second kind  "every way ... forwarde, backewarde, towarde both sydes, direct or
//                cornerwyse" (line 663); flying, every man "the knights draught in
//                chesse" (line 664).
//   third kind   "frowarde and backward, to the right hand, and to the left hande, but
//                not cornerwise, except the gamesters so agree" (line 835); no flying.
// The kings, who move as several shapes, are not covered here.
#pragma once

#include "men/army.hpp"

#include <compare>
#include <string>
#include <vector>

namespace rithmo {

enum class Draught { Ordinary, Flying };

// "ordinary", "flying".
std::string_view name(Draught d);

// A square relative to the man: files to the right, ranks forward (up the page).
struct Offset {
  long file = 0;
  long rank = 0;
  friend auto operator<=>(const Offset&, const Offset&) = default;
};

// "2 up, 1 left", "the same square".
std::string describe(const Offset& o);

struct DraughtOptions {
  // Third kind: the gamesters agree that the men may also move cornerwise (002 line
  // 835).
  bool cornerwise_agreed = false;
  friend bool operator==(const DraughtOptions&, const DraughtOptions&) = default;
};

// How many squares away the shape's ordinary draught lands: 1, 2, 3.
long reach(Shape shape);

// Every square the shape reaches by one draught in the kind of play (1, 2 or 3),
// sorted; empty when that kind gives the shape no such draught. Throws
// std::invalid_argument for another kind.
std::vector<Offset> draughts(Shape shape, Draught draught, int kind, const DraughtOptions& options = {});

}  // namespace rithmo
