// The kings: pyramids built of square numbers.
//
// Fulke, "Of the kings" (002 lines 595-597): the even king is 36+25+16+9+4+1 = 91, "the
// whole piramidall number", and the odd king 64+49+36+25+16 = 190, which "riseth not to
// the poynct of one". Fulke, "Of the men" (002 line 521): "his foundations are two
// squares, on which are sette, two triangles & upon them rounds"; line 532 gives the
// layers' shapes: the even king's 1 and 4 are rounds, 9 and 16 triangles, 25 and 36
// squares; the odd king's 16 is a round, 25 and 36 triangles, 49 and 64 squares.
#pragma once

#include "men/army.hpp"

#include <gmpxx.h>

#include <vector>

namespace rithmo {

// Which roots make the layers and how many of the lowest layers are squares and then
// triangles (the rest are rounds). The sources agree on Fulke's layers; the choice is
// a parameter so that other pyramids can be studied.
struct PyramidSpec {
  long first_root = 1;  // the top layer is first_root squared
  long last_root = 6;   // the bottom layer is last_root squared
  int squares = 2;      // lowest layers that are squares
  int triangles = 2;    // the next layers up that are triangles

  // Fulke "Of the kings": even roots 1..6, odd roots 4..8 (002 lines 595-597, 690-691).
  static PyramidSpec fulke(Army army);
  friend bool operator==(const PyramidSpec&, const PyramidSpec&) = default;
};

struct PyramidLayer {
  Shape shape;
  long root;
  mpz_class value;  // root squared
};

struct Pyramid {
  Army army;
  std::vector<PyramidLayer> layers;  // from the bottom (greatest) to the top (least)

  // The pyramidal number: the sum of the layers.
  mpz_class total() const;
};

// Builds the pyramid from its spec. Throws std::invalid_argument when the roots are
// not 1 <= first_root <= last_root or the shape counts are negative.
Pyramid build_pyramid(Army army, const PyramidSpec& spec);

}  // namespace rithmo
