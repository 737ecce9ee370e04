// Reading the transcribed tables the engine plays from, and their errors.
#include "play/sources.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;
using namespace rithmo::play;

TEST_CASE("sources: the five tables read as transcribed", "[play][sources]") {
  const Sources s = read_sources(std::string(RITHMO_SOURCE_DIR) + "/tables");
  // 48 men drawn in each array (002 lines 602-609, 649-660, 825-832); the second
  // kind's two kings a bare "King" (002 lines 650, 659).
  for (int kind : {1, 2, 3}) CHECK(s.array(kind).table.rows.size() == 48);
  CHECK_THROWS_AS(s.array(4), std::invalid_argument);
  CHECK(s.cossic.size() == 12);     // 002 lines 798-809
  CHECK(s.lettering.size() == 33);  // 001 lines 33-39
}
