#include "men/seeds.hpp"

#include "catch.hpp"

#include <string>

TEST_CASE("seeds: Fulke's digits are the default", "[men]") {
  // 002 line 523: "of the even .2.4.6.8. of the odde .3.5.7.9."
  CHECK(rithmo::Seeds::fulke().even == std::vector<long>{2, 4, 6, 8});
  CHECK(rithmo::Seeds::fulke().odd == std::vector<long>{3, 5, 7, 9});
  CHECK(rithmo::parse_seeds("2,4,6,8:3,5,7,9") == rithmo::Seeds::fulke());
  CHECK(rithmo::format_seeds(rithmo::parse_seeds("10,12:11")) == "10,12:11");
}

TEST_CASE("seeds: malformed --seeds gives the exact error", "[men]") {
  auto [text, message] = GENERATE(table<std::string, std::string>({
      {"2,4,6,8", "bad --seeds '2,4,6,8': expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9"},
      {"2:3:4", "bad --seeds '2:3:4': expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9"},
      {":3", "bad --seeds ':3': no even seeds (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9)"},
      {"2,,4:3",
       "bad --seeds '2,,4:3': even seed '' is not a positive integer (expected EVEN:ODD, e.g. "
       "2,4,6,8:3,5,7,9)"},
      {"2:3,x",
       "bad --seeds '2:3,x': odd seed 'x' is not a positive integer (expected EVEN:ODD, e.g. "
       "2,4,6,8:3,5,7,9)"},
      {"0:3", "bad --seeds '0:3': even seed 0 is outside 1..1000 (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9)"},
      {"2,2:3", "bad --seeds '2,2:3': even seed 2 is given twice (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9)"},
      {"-2:3",
       "bad --seeds '-2:3': even seed '-2' is not a positive integer (expected EVEN:ODD, e.g. "
       "2,4,6,8:3,5,7,9)"},
      {"0x2:3",
       "bad --seeds '0x2:3': even seed '0x2' is not a positive integer (expected EVEN:ODD, e.g. "
       "2,4,6,8:3,5,7,9)"},
      {"2:10,010",
       "bad --seeds '2:10,010': odd seed 10 is given twice (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9)"},
      {"2:99999999999999999999",
       "bad --seeds '2:99999999999999999999': odd seed 99999999999999999999 is outside 1..1000 (expected "
       "EVEN:ODD, "
       "e.g. 2,4,6,8:3,5,7,9)"},
  }));
  try {
    (void)rithmo::parse_seeds(text);
    FAIL("accepted " << text);
  } catch (const rithmo::SeedsError& e) {
    CHECK(std::string(e.what()) == message);
  }
}

TEST_CASE("seeds: leading zeros are decimal digits", "[men]") {
  // "010" is ten, "09" nine: never octal.
  CHECK(rithmo::parse_seeds("010,02:09") == rithmo::Seeds{{10, 2}, {9}});
}

TEST_CASE("seeds: at most kMaxSeedsPerArmy a side", "[men]") {
  std::string even, odd;
  for (std::size_t i = 1; i <= rithmo::kMaxSeedsPerArmy; ++i) {
    even += (i > 1 ? "," : "") + std::to_string(2 * i);
    odd += (i > 1 ? "," : "") + std::to_string(2 * i + 1);
  }
  CHECK(rithmo::parse_seeds(even + ":" + odd).even.size() == rithmo::kMaxSeedsPerArmy);
  const std::string text = even + "," + std::to_string(2 * rithmo::kMaxSeedsPerArmy + 2) + ":" + odd;
  try {
    (void)rithmo::parse_seeds(text);
    FAIL("accepted " << text);
  } catch (const rithmo::SeedsError& e) {
    CHECK(std::string(e.what()) ==
          "bad --seeds '" + text + "': more than 256 even seeds (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9)");
  }
}
