// The opening position: the armies set in array on the board.
//
// The printed arrays (play/sources.hpp) show each army's men in rows, one army above
// the other, without the void ranks around them. They are placed thus:
//   - each man's army is the one whose derived men (men/army.hpp, Fulke 002 lines
//     522-531) include his shape and number; a bare "King" takes his row's army; a
//     king is the army's pyramid (men/pyramid.hpp, 002 lines 532, 595-597), built as
//     a stack of layers, and must bear the pyramid's total where a number is printed;
//   - the odd army's end is rank 1 and the even army's rank 16 (Fulke's first array
//     has the even above, 002 line 601; the second kind's print has the odd above,
//     002 lines 649-650, and is turned about so that the odd stand at rank 1);
//   - the printed row nearest an army's end stands rules.array_offset ranks from it
//     (Fulke 002 line 822: the third kind's squares stand "in the plattes nearest to
//     the bordes end", the first kind's farther off; du Coeur 000, 001 line 27: "on
//     your rows 3-6");
//   - a row of eight men fills the breadth; a row of four is centred (files c-f): the
//     printed rows of four (002 lines 602, 605) are drawn without their files, and
//     centring is the reading taken here.
#pragma once

#include "play/position.hpp"
#include "play/rules.hpp"
#include "play/sources.hpp"

namespace rithmo::play {

// Throws RulesError when the rules do not validate, or DiagnosticError (at the cell)
// when a printed man belongs to neither army.
Position opening(const Rules& rules, const Sources& sources);

// The king of an army as Fulke builds him (002 lines 532, 595-597).
Man fulke_king(Army army);

}  // namespace rithmo::play
