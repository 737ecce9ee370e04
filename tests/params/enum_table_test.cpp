#include "params/enum_table.hpp"

#include "catch.hpp"

#include <string>
#include <vector>

using namespace rithmo;

namespace {

enum class Colour { White, Black, Grey };

// Grey is left out on purpose: a value the table lacks.
constexpr auto kColourNames = enum_table<Colour>({{Colour::Black, "black"}, {Colour::White, "white"}});

}  // namespace

TEST_CASE("enum table: names, values and parsing from one list", "[params]") {
  STATIC_REQUIRE(kColourNames.name(Colour::White) == "white");
  STATIC_REQUIRE(kColourNames.parse("black") == Colour::Black);
  CHECK(kColourNames.names() == std::vector<std::string>{"black", "white"});  // the table's order
  CHECK(kColourNames.values() == std::array<Colour, 2>{Colour::Black, Colour::White});
  CHECK(kColourNames.name(Colour::Grey) == "?");
  CHECK_FALSE(kColourNames.parse("grey").has_value());
  CHECK_FALSE(kColourNames.parse("").has_value());
  CHECK_FALSE(kColourNames.parse("White").has_value());  // names are matched exactly
}
