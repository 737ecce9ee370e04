#include "sheet/figures.hpp"

#include "catch.hpp"

#include <map>
#include <regex>
#include <string>
#include <utility>
#include <vector>

using namespace rithmo;
using namespace rithmo::sheet;

namespace {

struct Bar {
  long x, y, w, h;  // hundredths of a point
};

long centipoints(const std::string& pt) {
  const auto dot = pt.find('.');
  return std::stol(pt.substr(0, dot)) * 100 + std::stol(pt.substr(dot + 1, 2));
}

std::vector<Bar> bars(const std::string& s) {
  static const std::regex re(R"(\\put\((\d+),(\d+)\)\{\\rule\{([0-9.]+)pt\}\{([0-9.]+)pt\}\})");
  std::vector<Bar> out;
  for (std::sregex_iterator it(s.begin(), s.end(), re), end; it != end; ++it) {
    out.push_back({std::stol((*it)[1]), std::stol((*it)[2]), centipoints((*it)[3]), centipoints((*it)[4])});
  }
  return out;
}

}  // namespace

TEST_CASE("figures: points print hundredths", "[sheet]") {
  CHECK(points(1234) == "12.34pt");
  CHECK(points(5) == "0.05pt");
  CHECK(points(3800) == "38.00pt");
  CHECK(bar(10, 20, 150, 35) == "\\put(10,20){\\rule{1.50pt}{0.35pt}}");
}

TEST_CASE("figures: every figure stays inside its cell, symmetric about its middle", "[sheet]") {
  const Figure f =
      GENERATE(Figure::Round, Figure::Triangle, Figure::Square, Figure::PointedPyramid, Figure::FlatPyramid);
  const Ink ink = GENERATE(Ink::White, Ink::Black);
  const long x = 1000, y = 2000, size = 3800;
  const std::string s = draw_figure(f, ink, x, y, size, "361");
  const auto bs = bars(s);
  REQUIRE(bs.size() > 20);
  std::map<long, std::pair<long, long>> extent;  // per height: leftmost and rightmost edge
  for (const Bar& b : bs) {
    CHECK(b.x >= x);
    CHECK(b.x + b.w <= x + size);
    CHECK(b.y >= y);
    CHECK(b.y + b.h <= y + size);
    auto [it, fresh] = extent.try_emplace(b.y, b.x, b.x + b.w);
    it->second = {std::min(it->second.first, b.x), std::max(it->second.second, b.x + b.w)};
  }
  // Each height's bars centred on the cell's middle, x + size / 2 = 2900, to a
  // hundredth of a point.
  for (const auto& [height, e] : extent) {
    CHECK(e.first + e.second >= 2 * 2900 - 2);
    CHECK(e.first + e.second <= 2 * 2900 + 2);
  }
  CHECK(s.find("{361}") != std::string::npos);
  // The white army is outlined (a white body inset), the black one filled with a white numeral.
  CHECK((s.find("\\color{white}") != std::string::npos) == (ink == Ink::White));
  CHECK((s.find("\\textcolor{white}{361}") != std::string::npos) == (ink == Ink::Black));
}

TEST_CASE("figures: the round is a disc", "[sheet]") {
  // Radius 42% of 40pt: 16.80pt; every solid bar's half width w/2 at height dy from
  // the centre satisfies (w/2)^2 + dy^2 <= r^2 (give or take the bars' overlap).
  const long size = 4000, r = 1680;
  for (const Bar& b : bars(draw_figure(Figure::Round, Ink::Black, 0, 0, size, ""))) {
    const long dy = b.y + b.h / 2 - size / 2;
    CHECK((b.w / 2) * (b.w / 2) + dy * dy <= r * r + 2 * r * 10);
  }
}

TEST_CASE("figures: a man's figure by shape, king and army", "[sheet]") {
  CHECK(figure_of(Shape::Round, false, Army::Odd) == Figure::Round);
  CHECK(figure_of(Shape::Triangle, false, Army::Even) == Figure::Triangle);
  CHECK(figure_of(Shape::Square, true, Army::Even) == Figure::PointedPyramid);  // 002 line 521
  CHECK(figure_of(Shape::Square, true, Army::Odd) == Figure::FlatPyramid);
  CHECK(ink_of(Army::Even) == Ink::White);  // 002 line 876
  CHECK(ink_of(Army::Odd) == Ink::Black);
  CHECK_THROWS_WITH(draw_figure(Figure::Round, Ink::White, 0, 0, 999, ""), "figure size below 10pt: 999");
}
