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
// holds soldiers / standards men. This is the one home of that count: the engine's
// victory of standards (play/game.cpp), the audit's relation (audit/
// standards_relations.cpp), the claims ledger and the standards sheet all call it.
#pragma once

#include "men/armies.hpp"
#include "number/rational.hpp"
#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// How a king counts among his army's footmen: the readings of the sources.
enum class KingAmongFootmen {
  // His pyramid's total (91, 190), not the roots written on him: Fulke (002 line 876,
  // "not compting the rootes of squares expressed in the kynges").
  Total,
  // His total and the roots written on his layers too (1..6 and 4..8, 002 lines 690-691).
  TotalAndRoots,
  // Left out: Savard's "not counting the Pyramid" (003 line 247) read to the letter.
  None,
};

// The names of the reading "standards-king" (readings/readings.hpp), in the order of
// the enumeration.
inline constexpr auto kKingAmongFootmenNames =
    enum_table<KingAmongFootmen>({{KingAmongFootmen::Total, "total"},
                                  {KingAmongFootmen::TotalAndRoots, "total+roots"},
                                  {KingAmongFootmen::None, "none"}});
inline std::string_view name(KingAmongFootmen king) { return kKingAmongFootmenNames.name(king); }
// The reading in words for an army's king: "the king as 91, his roots not counted",
// "the king as 91 and his roots", "the king left out".
std::string describe(KingAmongFootmen king, const Armies& armies, Army army);

struct StandardsOptions {
  long captains = 2;    // "let the first and last be captaines" (002 line 876)
  long standards = 10;  // "devide the whole armye into .10. standerds" (002 line 876)
  // Standard-bearers: one to each standard ("the ten standard bearers", 002 line 876)
  // unless given.
  std::optional<long> bearers;
  KingAmongFootmen king = KingAmongFootmen::Total;
  long bearers_or_default() const { return bearers ? *bearers : standards; }
  friend bool operator==(const StandardsOptions&, const StandardsOptions&) = default;
};

// Throws std::invalid_argument unless standards >= 1 and captains, bearers >= 0.
void validate(const StandardsOptions& options);

struct ArmyStandards {
  Army army = Army::Even;
  mpz_class footmen;  // 1312, 1752
  long captains = 0;
  long bearers = 0;       // one per standard unless the options say otherwise
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
