#include "sheet/figures.hpp"

#include <gmpxx.h>

#include <algorithm>
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

// A shape symmetric about x = cx whose half width at height y above its base (y0) is
// known: a disc, or a trapezoid (a square when both half widths agree, a triangle
// when the top one is zero).
struct Disc {
  long cx, cy, radius;
};
struct Trapezoid {
  long cx, y0, height, bottom_half, top_half;
};

long half_width(const Trapezoid& t, long y) {
  return t.bottom_half - (t.bottom_half - t.top_half) * y / t.height;
}

std::string fill(const Disc& d) {
  std::string out;
  for (long y = -d.radius; y < d.radius; y += kStep) {
    const long h = std::min(kStep, d.radius - y);
    const long mid = y + h / 2;
    const long half = isqrt(d.radius * d.radius - mid * mid);
    if (half > 0) out += bar(d.cx - half, d.cy + y, 2 * half, std::min(h + kOverlap, d.radius - y));
  }
  return out;
}

// The bars between heights from and to (relative to the base), each as wide as the
// trapezoid at its middle, narrowed by inset on both sides.
std::string fill(const Trapezoid& t, long from, long to, long inset) {
  std::string out;
  for (long y = from; y < to; y += kStep) {
    const long h = std::min(kStep, to - y);
    const long half = half_width(t, y + h / 2) - inset;
    if (half > 0) out += bar(t.cx - half, t.y0 + y, 2 * half, std::min(h + kOverlap, to - y));
  }
  return out;
}

std::string fill(const Trapezoid& t) { return fill(t, 0, t.height, 0); }

// The trapezoid shrunk by the outline's thickness: its slanted sides move inward by
// thickness / cos(slope), found exactly enough with an integer square root.
std::string fill_inset(const Trapezoid& t, long thickness) {
  const long run = t.bottom_half - t.top_half;
  const long inset = thickness * isqrt(t.height * t.height + run * run) / t.height;
  const long top = t.top_half > 0 ? t.height - thickness : t.height;
  return fill(t, thickness, top, inset);
}

std::string white(const std::string& bars) {
  return bars.empty() ? "" : "{\\color{white}" + bars + "}";
}

// Black body (Black ink), or a black body with a white one inset (White ink).
std::string body(const Disc& d, Ink ink, long thickness) {
  std::string out = fill(d);
  if (ink == Ink::White) out += white(fill(Disc{d.cx, d.cy, d.radius - thickness}));
  return out;
}

std::string body(const Trapezoid& t, Ink ink, long thickness) {
  std::string out = fill(t);
  if (ink == Ink::White) out += white(fill_inset(t, thickness));
  return out;
}

std::string label_at(long x, long y, Ink ink, std::string_view label) {
  if (label.empty()) return "";
  const std::string text = ink == Ink::Black ? "\\textcolor{white}{" + std::string(label) + "}"
                                             : std::string(label);
  return "\\put(" + std::to_string(x) + "," + std::to_string(y) + "){\\makebox(0,0){" + text + "}}";
}

}  // namespace

Figure figure_of(Shape shape, bool king, Army army) {
  if (king) return army == Army::Even ? Figure::PointedPyramid : Figure::FlatPyramid;
  switch (shape) {
    case Shape::Round: return Figure::Round;
    case Shape::Triangle: return Figure::Triangle;
    case Shape::Square: return Figure::Square;
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
  const long t = std::clamp(size / 48, 40L, 100L);  // outline thickness
  const long cx = x + size / 2;
  std::string out;
  switch (f) {
    case Figure::Round: {
      const Disc d{cx, y + size / 2, size * 42 / 100};
      out += body(d, ink, t) + label_at(cx, d.cy, ink, label);
      break;
    }
    case Figure::Triangle: {
      // Base and height alike, as the triangles of the print's figures.
      const long h = size * 86 / 100;
      const Trapezoid tr{cx, y + (size - h) / 2, h, h / 2, 0};
      out += body(tr, ink, t) + label_at(cx, tr.y0 + h * 30 / 100, ink, label);
      break;
    }
    case Figure::Square: {
      const long s = size * 74 / 100;
      const Trapezoid sq{cx, y + (size - s) / 2, s, s / 2, s / 2};
      out += body(sq, ink, t) + label_at(cx, sq.y0 + s / 2, ink, label);
      break;
    }
    case Figure::PointedPyramid:
    case Figure::FlatPyramid: {
      // Two squares for a foundation, triangles on them, and (the odd king) a round
      // on top instead of a point.
      const long box_h = size * 36 / 100;
      const Trapezoid box{cx, y + size * 8 / 100, box_h, size * 40 / 100, size * 40 / 100};
      const long top_y = box.y0 + box_h;
      if (f == Figure::PointedPyramid) {
        out += body(Trapezoid{cx, top_y, size * 48 / 100, size * 30 / 100, 0}, ink, t);
      } else {
        const long trap_h = size * 30 / 100;
        out += body(Trapezoid{cx, top_y, trap_h, size * 30 / 100, size * 11 / 100}, ink, t);
        const long r = size * 9 / 100;
        out += body(Disc{cx, top_y + trap_h + r, r}, ink, t);
      }
      out += body(box, ink, t) + label_at(cx, box.y0 + box_h / 2, ink, label);
      break;
    }
  }
  return out;
}

std::string figure_picture(Figure f, Ink ink, long size, std::string_view label) {
  return "{\\setlength{\\unitlength}{" + std::string(kUnitLength) + "}\\begin{picture}(" + std::to_string(size) +
         "," + std::to_string(size) + ")" + draw_figure(f, ink, 0, 0, size, label) + "\\end{picture}}";
}

}  // namespace rithmo::sheet
