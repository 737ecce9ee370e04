// The opening position: the armies set in array on the board.
//
// The printed arrays (play/sources.hpp) show each army's men in rows, one army above
// the other, without the void ranks around them. The one reader of the arrays,
// arrays/arrays.hpp (place_array), places them: each man's army is the one whose
// derived men include his shape and number, a bare "King" takes his half's army, the
// printed row nearest an army's end stands rules.array_offset ranks from it (Fulke 002
// line 822: the third kind's squares stand "in the plattes nearest to the bordes end",
// the first kind's farther off; du Coeur 000, 001 line 27: "on your rows 3-6"), and a
// row of four is centred. Here:
//   - a king is the army's pyramid (men/pyramid.hpp, 002 lines 532, 595-597), built as
//     a stack of layers, and must bear the pyramid's total;
//   - the odd army's end is rank 1 and the even army's rank 16 (Fulke's first array
//     has the even above, 002 line 601; the second kind's print has the odd above,
//     002 lines 649-650, and is turned about so that the odd stand at rank 1);
//   - the drawing must hold each army in the ranks of its kind (play/rules.hpp
//     array_depth).
#pragma once

#include "men/armies.hpp"
#include "play/position.hpp"
#include "play/rules.hpp"
#include "play/sources.hpp"

namespace rithmo::play {

// Throws RulesError when the rules do not validate, or DiagnosticError (at the cell)
// when the drawing cannot be placed (arrays/arrays.hpp place_array).
Position opening(const Rules& rules, const Sources& sources);
// The same with the armies already built (build_armies()).
Position opening(const Rules& rules, const Sources& sources, const Armies& armies);

// The king of an army as Fulke builds him (002 lines 532, 595-597).
Man fulke_king(Army army);

}  // namespace rithmo::play
