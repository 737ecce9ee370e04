#include "sheet/figures.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace rithmo::sheet {

namespace {

// Bars are 0.25pt apart and 0.1pt thicker than that, so that neighbours overlap and a
// renderer shows no hairline between them.
constexpr long kStep = 25;
constexpr long kOverlap = 10;

long isqrt(long n) {
  mpz_class r;
  const mpz_class m(n);
  mpz_sqrt(r.get_mpz_t(), m.get_mpz_t());
  return r.get_si();
}

// A figure as horizontal bands from its base y0 up to y0 + height, symmetric about
// x = cx: for a band at height y above the base, the half width of the figure (outer)
// and of the inside of its outline (inner; 0 where the band is all outline).
struct Profile {
  long cx, y0, height;
  std::function<long(long)> outer, inner;
};

// A disc of the radius about (cx, cy), its outline as thick as thickness.
Profile disc(long cx, long cy, long radius, long thickness) {
  const long in = radius - thickness;
  return {cx, cy - radius, 2 * radius,
          [radius](long y) { return isqrt(radius * radius - (y - radius) * (y - radius)); },
          [radius, in](long y) {
            const long dy = y - radius;
            return dy * dy < in * in ? isqrt(in * in - dy * dy) : 0;
          }};
}

// A trapezoid standing on its base: a square when both half widths agree, a triangle
// when the top one is 0. Inside the outline its slanted sides move inward by
// thickness / cos(slope), found with an integer square root.
Profile trapezoid(long cx, long y0, long height, long bottom_half, long top_half, long thickness) {
  const long run = bottom_half - top_half;
  const long inset = thickness * isqrt(height * height + run * run) / height;
  const long top = top_half > 0 ? height - thickness : height;
  auto half = [=](long y) { return bottom_half - run * y / height; };
  return {cx, y0, height, half,
          [=](long y) { return y >= thickness && y < top ? std::max(0L, half(y) - inset) : 0; }};
}

// Each band's bars, from its outer edge to its inner one on both sides (one bar
// across when it has no inside), or all across when solid. Bands are kStep high and
// drawn kOverlap higher, so that a renderer shows no hairline between them.
std::string bands(const Profile& p, bool solid) {
  std::string out;
  for (long y = 0; y < p.height; y += kStep) {
    const long h = std::min(kStep, p.height - y);
    const long drawn = std::min(h + kOverlap, p.height - y);
    const long mid = y + h / 2;
    const long outer = p.outer(mid);
    if (outer <= 0) continue;
    const long inner = solid ? 0 : std::min(p.inner(mid), outer);
    if (inner <= 0) {
      out += bar(p.cx - outer, p.y0 + y, 2 * outer, drawn);
    } else if (inner < outer) {
      out += bar(p.cx - outer, p.y0 + y, outer - inner, drawn) +
             bar(p.cx + inner, p.y0 + y, outer - inner, drawn);
    }
  }
  return out;
}

// Black ink: the figure solid. White ink: a white figure under a black outline, the
// outline drawn last so that nothing lightens it.
std::string body(const Profile& p, Ink ink) {
  if (ink == Ink::Black) return bands(p, true);
  return "{\\color{white}" + bands(p, true) + "}" + bands(p, false);
}

std::string label_at(long x, long y, Ink ink, std::string_view label) {
  if (label.empty()) return "";
  const std::string text =
      ink == Ink::Black ? "\\textcolor{white}{" + std::string(label) + "}" : std::string(label);
  return "\\put(" + std::to_string(x) + "," + std::to_string(y) + "){\\makebox(0,0){" + text + "}}";
}

}  // namespace

Figure figure_of(Shape shape, bool king, Army army) {
  if (king) return army == Army::Even ? Figure::PointedPyramid : Figure::FlatPyramid;
  switch (shape) {
    case Shape::Round:
      return Figure::Round;
    case Shape::Triangle:
      return Figure::Triangle;
    case Shape::Square:
      return Figure::Square;
  }
  return Figure::Square;
}

Ink ink_of(Army army) { return army == Army::Even ? Ink::White : Ink::Black; }

std::string points(long centipoints) {
  const long whole = centipoints / 100;
  const long frac = centipoints % 100;
  return std::to_string(whole) + "." + (frac < 10 ? "0" : "") + std::to_string(frac) + "pt";
}

std::string bar(long x, long y, long width, long height) {
  return "\\put(" + std::to_string(x) + "," + std::to_string(y) + "){\\rule{" + points(width) + "}{" +
         points(height) + "}}";
}

std::string draw_figure(Figure f, Ink ink, long x, long y, long size, std::string_view label) {
  if (size < 1000) throw std::invalid_argument("figure size below 10pt: " + std::to_string(size));
  const long t = std::clamp(size / 14, 60L, 110L);  // outline thickness
  const long cx = x + size / 2;
  std::string out;
  switch (f) {
    case Figure::Round: {
      const long cy = y + size / 2;
      out += body(disc(cx, cy, size * 42 / 100, t), ink) + label_at(cx, cy, ink, label);
      break;
    }
    case Figure::Triangle: {
      // Base and height alike, as the triangles of the print's figures.
      const long h = size * 86 / 100;
      const long y0 = y + (size - h) / 2;
      out += body(trapezoid(cx, y0, h, h / 2, 0, t), ink) + label_at(cx, y0 + h * 30 / 100, ink, label);
      break;
    }
    case Figure::Square: {
      const long side = size * 74 / 100;
      const long y0 = y + (size - side) / 2;
      out +=
          body(trapezoid(cx, y0, side, side / 2, side / 2, t), ink) + label_at(cx, y0 + side / 2, ink, label);
      break;
    }
    case Figure::PointedPyramid:
    case Figure::FlatPyramid: {
      // Two squares for a foundation, triangles on them, and (the odd king) a round
      // on top instead of a point.
      const long box_h = size * 36 / 100, box_y = y + size * 8 / 100, top_y = box_y + box_h;
      if (f == Figure::PointedPyramid) {
        out += body(trapezoid(cx, top_y, size * 48 / 100, size * 30 / 100, 0, t), ink);
      } else {
        const long trap_h = size * 30 / 100, r = size * 9 / 100;
        out += body(trapezoid(cx, top_y, trap_h, size * 30 / 100, size * 11 / 100, t), ink);
        out += body(disc(cx, top_y + trap_h + r, r, t), ink);
      }
      out += body(trapezoid(cx, box_y, box_h, size * 40 / 100, size * 40 / 100, t), ink) +
             label_at(cx, box_y + box_h / 2, ink, label);
      break;
    }
  }
  return out;
}

std::string figure_picture(Figure f, Ink ink, long size, std::string_view label) {
  return "{\\setlength{\\unitlength}{" + std::string(kUnitLength) + "}\\begin{picture}(" +
         std::to_string(size) + "," + std::to_string(size) + ")" + draw_figure(f, ink, 0, 0, size, label) +
         "\\end{picture}}";
}

}  // namespace rithmo::sheet
