#include "men/pyramid.hpp"

#include "catch.hpp"

#include <vector>

using namespace rithmo;

TEST_CASE("pyramids: Fulke's kings total 91 and 190", "[men]") {
  // 002 line 595: "...and single .1. all these added together make up .91."; line
  // 597: "these numbers make the whole pyramidall number .190."
  CHECK(build_pyramid(Army::Even, PyramidSpec::fulke(Army::Even)).total() == 91);
  CHECK(build_pyramid(Army::Odd, PyramidSpec::fulke(Army::Odd)).total() == 190);
}

TEST_CASE("pyramids: layers and shapes as Fulke marks them", "[men]") {
  // 002 line 532: the even king's top 1, "the rounde next under him marke with .4.",
  // "the uppermost triangle with .9. the nethermost with .16.", "uppermost square
  // ... .25.", "nethermost square ... .36."; the odd king's head "a rounde ... .16.",
  // "first triangle .25.", "second triangle .36.", "fyrste square .49.", "lowest
  // square .64." Listed here from the bottom up.
  struct Layer {
    Shape shape;
    long value;
  };
  const auto even = build_pyramid(Army::Even, PyramidSpec::fulke(Army::Even));
  const std::vector<Layer> even_expected = {{Shape::Square, 36},  {Shape::Square, 25}, {Shape::Triangle, 16},
                                            {Shape::Triangle, 9}, {Shape::Round, 4},   {Shape::Round, 1}};
  REQUIRE(even.layers.size() == even_expected.size());
  for (std::size_t i = 0; i < even_expected.size(); ++i) {
    CHECK(even.layers[i].shape == even_expected[i].shape);
    CHECK(even.layers[i].value == even_expected[i].value);
  }
  const auto odd = build_pyramid(Army::Odd, PyramidSpec::fulke(Army::Odd));
  const std::vector<Layer> odd_expected = {{Shape::Square, 64},
                                           {Shape::Square, 49},
                                           {Shape::Triangle, 36},
                                           {Shape::Triangle, 25},
                                           {Shape::Round, 16}};
  REQUIRE(odd.layers.size() == odd_expected.size());
  for (std::size_t i = 0; i < odd_expected.size(); ++i) {
    CHECK(odd.layers[i].shape == odd_expected[i].shape);
    CHECK(odd.layers[i].value == odd_expected[i].value);
  }
}

TEST_CASE("pyramids: the layers are a parameter", "[men]") {
  PyramidSpec s;
  s.first_root = 2;
  s.last_root = 4;
  const auto p = build_pyramid(Army::Even, s);
  CHECK(p.total() == 4 + 9 + 16);
  CHECK_THROWS_AS(build_pyramid(Army::Even, PyramidSpec{5, 4, 2, 2}), std::invalid_argument);
  CHECK_THROWS_AS(build_pyramid(Army::Even, PyramidSpec{0, 4, 2, 2}), std::invalid_argument);
}
