// Reading the transcribed tables the engine plays from, and their errors.
#include "play/sources.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;
using namespace rithmo::play;

TEST_CASE("sources: the four tables read as transcribed", "[play][sources]") {
  const Sources s = read_sources(std::string(RITHMO_SOURCE_DIR) + "/tables");
  // 48 men drawn in each array (002 lines 602-609, 649-660, 825-832).
  CHECK(s.first_kind.cells.size() == 48);
  CHECK(s.second_kind.cells.size() == 48);  // the two kings a bare "King" (002 lines 650, 659)
  CHECK(s.third_kind.cells.size() == 48);
  CHECK(s.first_kind.rows() == 8);
  CHECK(s.second_kind.rows() == 12);
  CHECK(s.first_kind.width(1) == 4);
  CHECK(s.first_kind.width(2) == 8);
  CHECK(s.cossic.size() == 12);     // 002 lines 798-809
  CHECK(s.lettering.size() == 33);  // 001 lines 33-39
}

TEST_CASE("sources: bad cells are reported where they stand", "[play][sources]") {
  auto [text, message] = GENERATE(table<std::string, std::string>({
      {"line,row,position,shape,value,king,note\n602,1,1,hexagon,25,0,\n",
       "a.csv:2:9: error: unknown shape 'hexagon'"},
      {"line,row,position,shape,value,king,note\n602,1,1,square,x,0,\n",
       "a.csv:2:16: error: 'x' is not a number"},
      {"line,row,position,shape,value,king,note\n602,1,1,square,25,2,\n",
       "a.csv:2:19: error: king must be 0 or 1"},
      {"line,row,position,shape,value,king,note\n602,1,1,,,0,\n",
       "a.csv:2:9: error: a man needs a shape and a number"},
      {"line,row,shape,value,king,note\n602,1,square,25,0,\n", "a.csv:1:1: error: no column 'position'"},
  }));
  try {
    parse_array(parse_csv(text, "a.csv"));
    FAIL("no error");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.str() == message);
  }
}
