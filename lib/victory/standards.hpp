// The victory of standards: each army counted as footmen, divided into standards, and
// the number of the enemy's men that wins so many of his standards.
//
// Fulke, "Victorie of standers" (002 line 876): "The whyte men, that is the even hoste,
// conteyneth .1312. footemen (not compting the rootes of squares expressed in the
// kynges) let the first and last be captaines and let them devide the whole armye into
// .10. standerds so every standerd shall have .130. men, besyde the two captaines and
// the ten standard bearers. The black men, that is the odde armie (except the kings
// rootes) be .1752. The two captaynes and ten standerd bearers taken out, there
// remayneth .1740. souldyers, to every standerd .174." Lines 876-879: "If the even
// hoste wyne .348. men he hath obtayned two standerds" (two odd standards of 174), "If
// the odde armye wynne .260. they wyn two standerds" (two even standards of 130). The
// table of lines 881-900 lists one to ten standards of each army.
//
// So an army's footmen are the sum of its men's numbers, each king counted as his
// pyramid's total (the quadrates of his layers, 91 and 190) and not his roots; the
// soldiers are the footmen less the captains and one bearer per standard; a standard
// holds soldiers / standards men.
#pragma once

#include "men/armies.hpp"
#include "number/rational.hpp"

#include <gmpxx.h>

#include <vector>

namespace rithmo {

struct StandardsOptions {
  long captains = 2;    // "let the first and last be captaines" (002 line 876)
  long standards = 10;  // "devide the whole armye into .10. standerds" (002 line 876)
  // Count the roots written on the kings (1..6 and 4..8, 002 lines 690-691) as
  // footmen too. Fulke: no ("not compting the rootes of squares expressed in the
  // kynges").
  bool count_king_roots = false;
  // Count the king at all (as his pyramid's total). Savard's "not counting the
  // Pyramid" (003 line 247) read literally leaves him out.
  bool count_king = true;
  friend bool operator==(const StandardsOptions&, const StandardsOptions&) = default;
};

// Throws std::invalid_argument unless standards >= 1 and captains >= 0.
void validate(const StandardsOptions& options);

struct ArmyStandards {
  Army army = Army::Even;
  mpz_class footmen;  // 1312, 1752
  long captains = 0;
  long bearers = 0;       // one per standard
  mpz_class soldiers;     // footmen - captains - bearers: 1300, 1740
  Rational per_standard;  // soldiers / standards: 130, 174 (a fraction when it does not divide)
};

// The army's count. Throws std::invalid_argument on invalid options.
ArmyStandards army_standards(const Armies& armies, Army army, const StandardsOptions& options = {});

// The men of `army` that make k of its standards, k = 1..standards: 130, 260, ... 1300
// for the even army (002 lines 881-890). The other army wins k standards by winning
// that many of these men (002 lines 878-879).
std::vector<Rational> standards_table(const Armies& armies, Army army, const StandardsOptions& options = {});

}  // namespace rithmo
