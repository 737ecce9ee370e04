#include "play/board.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo::play;

TEST_CASE("board: sizes parse as FILESxRANKS within the limits", "[play][board]") {
  auto [text, ok, files, ranks] = GENERATE(table<std::string, bool, int, int>({
      {"8x16", true, 8, 16},  // Fulke 002 line 504
      {"8x12", true, 8, 12},  // Savard 003 line 94
      {"8x10", true, 8, 10},  // Fulke 002 line 815
      {"8x9", true, 8, 9},    // Savard 003 line 94, the practice board
      {"16x16", true, 16, 16},
      {"1x1", true, 1, 1},
      {"16x17", false, 0, 0},  // 272 squares
      {"8x33", false, 0, 0},
      {"0x8", false, 0, 0},
      {"08x16", false, 0, 0},
      {"8X16", false, 0, 0},
      {"8x", false, 0, 0},
      {"x16", false, 0, 0},
      {"8x16x2", false, 0, 0},
  }));
  const auto b = parse_board_size(text);
  REQUIRE(b.has_value() == ok);
  if (ok) {
    CHECK(b->files == files);
    CHECK(b->ranks == ranks);
    CHECK(format_board_size(*b) == text);
  }
}

TEST_CASE("board: square names and coordinates", "[play][board]") {
  const Geometry g({8, 16});
  CHECK(g.squares() == 128);  // ".128. squares", 002 line 504
  CHECK(g.name(0) == "a1");
  CHECK(g.name(127) == "h16");
  CHECK(g.parse_square("c3") == g.square(2, 2));
  CHECK(g.parse_square("h16") == 127);
  CHECK_FALSE(g.parse_square("i1"));
  CHECK_FALSE(g.parse_square("a17"));
  CHECK_FALSE(g.parse_square("a0"));
  CHECK_FALSE(g.parse_square("a01"));
  CHECK_FALSE(g.parse_square("a"));
  CHECK(g.colour(g.square(0, 0)) != g.colour(g.square(1, 0)));
  CHECK(g.colour(g.square(0, 0)) == g.colour(g.square(1, 1)));
}

TEST_CASE("board: every ray runs to the edge, as a brute-force walk says", "[play][board]") {
  auto [files, ranks] = GENERATE(table<int, int>({{8, 16}, {8, 9}, {3, 5}, {1, 1}}));
  const Geometry g({files, ranks});
  for (Square s = 0; s < g.squares(); ++s) {
    for (int d = 0; d < kDirections; ++d) {
      int f = s % files, r = s / files, n = 0;
      while (true) {
        f += kSteps[d].file;
        r += kSteps[d].rank;
        if (f < 0 || r < 0 || f >= files || r >= ranks) break;
        REQUIRE(n < g.ray_length(s, d));
        CHECK(g.ray(s, d)[n] == r * files + f);
        ++n;
      }
      CHECK(g.ray_length(s, d) == n);
    }
  }
}

TEST_CASE("board: opposite directions", "[play][board]") {
  for (int d = 0; d < kDirections; ++d) {
    CHECK(kSteps[opposite(d)].file == -kSteps[d].file);
    CHECK(kSteps[opposite(d)].rank == -kSteps[d].rank);
    CHECK(is_orthogonal(d) == (kSteps[d].file == 0 || kSteps[d].rank == 0));
  }
}
