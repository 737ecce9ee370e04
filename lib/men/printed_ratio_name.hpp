// Reading the names of ratios as a 16th-century print spells them, the inverse of
// men/ratio_name.hpp's latin_name.
//
// Fulke's tables of proportion (002 lines 546-591) name each ratio over its column, in
// an English-Latin of their own, often cut short with a point: "double. quadruple.
// sextuple. occuple." (line 546), "sesquialter. sesquiquart sesqui.sext sesqu.oct."
// (line 557), "superbipartiens tertias supquadrupartiens quintas" (line 584); and the
// parts of the superpartient ratios by English ordinals, "third fyft seventh ninth"
// (line 579). A name is read by its numeral stems (du-, tri-, quadr-, quin-, sex-,
// sept-, oct-, non-, dec- and their English kin), so that any spelling that keeps the
// stems reads; the ratio it names is then built from the stems as latin_name builds
// the name from the ratio:
//   multiplex          <m>uple / <m>uplex                 m : 1
//   superparticular    sesqui<q>                          (q+1) : q
//   superpartient      super<k>partiens <q>as             (q+k) : q
//   compounds          <m>uplex sesqui<q>, <m>uplex super<k>partiens <q>as
#pragma once

#include "number/rational.hpp"

#include <optional>
#include <string_view>

namespace rithmo {

// The ratio a printed name names, greater to lesser in lowest terms: "double." 2:1,
// "sesqu.oct." 9:8, "supquadrupartiens quintas" 9:5, "duplex sesquialter" 5:2. Case,
// points and extra spaces are ignored. nullopt when the text names no ratio.
std::optional<Rational> read_ratio_name(std::string_view printed);

// The number a printed ordinal (or numeral) names: "third" 3, "fyft" 5, "eight" 8,
// "tenth" 10, "tertias" 3. nullopt when the word is none.
std::optional<long> read_ordinal(std::string_view printed);

}  // namespace rithmo
