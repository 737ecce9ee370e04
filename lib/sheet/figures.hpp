// The men drawn as figures for LaTeX's picture environment: round, triangle, square
// and the kings' pyramids, in two inks that stay apart in black-and-white print.
//
// Fulke, "Of the men" (002 line 518): "of euther syde .8. are rounds, other .8. are
// triangles & .7. (the king making .8.) are squares"; line 521: the king's
// "foundations are two squares, on which are sette, two triangles & upon them rounds
// ... the king of the even numbers, hath a pointed toppe, the king of the odde numbers
// is not pointed". The armies are white and black (002 line 876: "The whyte men, that
// is the even hoste", "The black men, that is the odde armie").
//
// Every figure is made of \rule bars placed with \put, so it needs nothing beyond the
// picture environment of the LaTeX kernel: a filled shape is a stack of horizontal
// bars, an outlined one a black shape with a white one inset. Coordinates are integer
// hundredths of a point (the picture's \unitlength is 0.01pt, see kUnitLength); the
// edges of the round are found with integer square roots, so the source is the same
// on every machine.
#pragma once

#include "men/army.hpp"

#include <string>
#include <string_view>

namespace rithmo::sheet {

// The \unitlength the figures assume; a picture holding them must set it.
inline constexpr std::string_view kUnitLength = "0.01pt";

enum class Figure {
  Round,
  Triangle,
  Square,
  PointedPyramid,  // the even king: "hath a pointed toppe"
  FlatPyramid,     // the odd king: "is not pointed"
};

// The figure of a man: his shape, or the pyramid of his army's king.
Figure figure_of(Shape shape, bool king, Army army);

// White: a white body with a black outline and a black numeral (the even army).
// Black: a black body with a white numeral (the odd army).
enum class Ink { White, Black };

Ink ink_of(Army army);

// Picture commands drawing figure f inside the square cell whose lower left corner is
// (x, y) and whose side is size (all in hundredths of a point), with label (LaTeX,
// already escaped) centred where the figure is widest. The caller chooses the label's
// font; the ink chooses its colour. size must be at least 1000 (10pt); throws
// std::invalid_argument otherwise.
std::string draw_figure(Figure f, Ink ink, long x, long y, long size, std::string_view label);

// A picture of one figure in a cell of side size, for use inline (a table cell).
std::string figure_picture(Figure f, Ink ink, long size, std::string_view label);

// "\put(x,y){\rule{w}{h}}" with w and h in points: a filled bar.
std::string bar(long x, long y, long width, long height);

// Hundredths of a point as a TeX dimension, e.g. 1234 -> "12.34pt".
std::string points(long centipoints);

}  // namespace rithmo::sheet
