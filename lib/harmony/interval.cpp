#include "harmony/interval.hpp"

namespace rithmo {

// Boethius, De institutione musica I.7: diapason in the duple, diapente in the
// sesquialter, diatessaron in the sesquitertian, diapason-and-diapente in the triple,
// bis diapason in the quadruple ratio; the tone in the sesquioctave.
Rational ratio(Interval i) {
  switch (i) {
    case Interval::Tonus:
      return Rational(9, 8);
    case Interval::Diatessaron:
      return Rational(4, 3);
    case Interval::Diapente:
      return Rational(3, 2);
    case Interval::Diapason:
      return Rational(2);
    case Interval::DiapasonDiapente:
      return Rational(3);
    case Interval::BisDiapason:
      return Rational(4);
  }
  return Rational(1);
}

}  // namespace rithmo
