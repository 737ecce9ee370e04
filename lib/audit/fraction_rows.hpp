// Rows that print a fraction: "12 13 1/2 15", the period's way of writing a mean of a
// proportion among numbers that are not men. Only a relation that allows fractions
// (BoundRelation::valid_exact) reads them; its rows of whole numbers are judged as
// every other row (audit.hpp), these on their exact values here.
//
// The printer's slips are reasoned within each part of a number as printed: a digit
// of the whole part, the numerator or the denominator dropped, added, changed, swapped
// or 6 and 9 confused, as emendation.hpp describes them ("digit changed: 3 printed for
// 2 in column numbers, term 2 (denominator)"). A reading keeps the printed form of each
// number: a fraction stays a fraction that is no whole number ("10/2" is no reading),
// a mixed number stays mixed with a proper fraction ("13 0/2" and "13 3/2" are none).
// Cells exchanged and a number dropped are not tried in such a row. Readings that give
// the same numbers ("3 2/4" and "3 1/2" for a printed "3 1/4") are one reading, not a
// tie; it is written in lowest terms when one of them is.
#pragma once

#include "audit/judging/finding.hpp"
#include "audit/judging/judgement.hpp"
#include "audit/relations/relation.hpp"

namespace rithmo {

// The finding for a printed row that holds a fraction and that relation.valid_exact
// rejects: an erratum (or a tie) when one slip explains it, unresolved otherwise, its
// explanation beginning with relation.disproof_exact. The relation must have
// valid_exact; the row's `exact` must be set.
Finding judge_fraction_row(const BoundRelation& relation, const PrintedRow& row,
                           const JudgementWeights& weights);

}  // namespace rithmo
