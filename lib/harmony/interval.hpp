// The musical consonances and the tone, as ratios of two numbers.
//
// Boethius, De institutione musica, book I, chapter 7 ("Quae proportiones quibus
// consonantiis musicis aptentur", which ratios fit which musical consonances):
//   diapason                 duple        2:1   (the octave)
//   diapente                 sesquialter  3:2   (the fifth)
//   diatessaron              sesquitertia 4:3   (the fourth)
//   diapason ac diapente     triple       3:1   (the octave and a fifth)
//   bis diapason             quadruple    4:1   (the double octave)
//   tonus                    sesquioctave 9:8   (the whole tone, the difference of
//                                                diapente and diatessaron)
// Faber prints these names under his table of victories, between lettered terms of a
// victory ("A b diapente", "B c tonus. consonantiaȝ principiū.": the tone, beginning
// of the consonances; ocr/jordanus-1496/page-0146.txt lines 64-91).
#pragma once

#include "number/rational.hpp"
#include "params/enum_table.hpp"

#include <string_view>

namespace rithmo {

enum class Interval { Tonus, Diatessaron, Diapente, Diapason, DiapasonDiapente, BisDiapason };

// The intervals' Latin names, as the project writes them.
inline constexpr auto kIntervalNames =
    enum_table<Interval>({{Interval::Tonus, "tonus"},
                          {Interval::Diatessaron, "diatessaron"},
                          {Interval::Diapente, "diapente"},
                          {Interval::Diapason, "diapason"},
                          {Interval::DiapasonDiapente, "diapason ac diapente"},
                          {Interval::BisDiapason, "bis diapason"}});
inline constexpr auto kIntervals = kIntervalNames.values();

constexpr std::string_view name(Interval i) { return kIntervalNames.name(i); }

// The ratio of the greater term to the lesser (Boethius, De institutione musica I.7):
// 9/8, 4/3, 3/2, 2, 3, 4.
Rational ratio(Interval i);

// The names as the books print them are read by words/vocabulary.hpp (read_interval).

}  // namespace rithmo
