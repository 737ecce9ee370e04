// Where a diagnostic points: the source line and a caret under the column.
#include "diagnostic.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;

TEST_CASE("diagnostic: the caret stands under the column", "[diagnostic]") {
  // Column 7 of "22,5,4x" is the '4' of the third cell: six places before it.
  CHECK(caret_lines("22,5,4x", 7) == "22,5,4x\n      ^");
  CHECK(caret_lines("22,5,4x", 1) == "22,5,4x\n^");
  // One past the end (an empty last cell, a missing column) still has a place.
  CHECK(caret_lines("a,b,", 5) == "a,b,\n    ^");
  // Beyond that, or column 0, there is nothing to point at.
  CHECK(caret_lines("a,b", 9).empty());
  CHECK(caret_lines("a,b", 0).empty());
  // "×" is two bytes and one place: column 4 (bytes) is the '3' after "2×", two places in.
  CHECK(caret_lines("2\xC3\x97"
                    "3",
                    4) ==
        "2\xC3\x97"
        "3\n  ^");
}
