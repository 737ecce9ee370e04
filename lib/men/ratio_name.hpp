// Boethius' classes of ratio of inequality, and their Latin names.
//
// Fulke, "The reason of these numbers and the knowledge of their proportione" (002
// lines 535-591): multiplex ("a great number conteyneth a lesse number manye tymes, and
// leaveth nothing"), superparticular ("contayneth a lesser with one part of it") and
// superpartient ("conteyneth the lesser and mo partes of it then one"). Boethius adds
// the compound classes multiplex superparticular and multiplex superpartient, needed
// only for "what if" seeds.
#pragma once

#include "number/rational.hpp"

#include <string>
#include <string_view>

namespace rithmo {

enum class RatioFamily {
  Equality,                  // p:p
  Multiplex,                 // m:1, e.g. duplex 2:1
  Superparticular,           // (q+1):q, e.g. sesquialter 3:2
  Superpartient,             // (q+k):q with 1 < k < q, e.g. superbipartiens tertias 5:3
  MultiplexSuperparticular,  // (mq+1):q, e.g. duplex sesquialter 5:2
  MultiplexSuperpartient,    // (mq+k):q, e.g. duplex superbipartiens tertias 8:3
};

std::string_view name(RatioFamily family);

// The family of the ratio r (greater to lesser; r >= 1). Throws std::invalid_argument
// for r < 1.
RatioFamily ratio_family(const Rational& r);

// The Latin name of the ratio r >= 1 in lowest terms, built from its terms:
// 2:1 "duplex", 9:1 "nonuplex", 3:2 "sesquialter", 4:3 "sesquitertius",
// 10:9 "sesquinonus", 5:3 "superbipartiens tertias", 7:4 "supertripartiens quartas",
// 5:2 "duplex sesquialter". Where Latin numerals run out (terms beyond twenty) the
// name falls back to the family with the ratio, e.g. "multiplex 25:1".
std::string latin_name(const Rational& r);

}  // namespace rithmo
