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

TEST_CASE("sources: a game reads only what it needs", "[play][sources]") {
  const std::string tables = std::string(RITHMO_SOURCE_DIR) + "/tables";
  // A game whose men stand in a kind of Fulke's: his arrays, no Boissière, no letters.
  Rules fulke;
  fulke.array = ArrayKind::SecondKind;
  fulke.cossic = false;
  const Sources a = read_sources(tables, needs_of(fulke, true));
  CHECK(a.array(2).table.rows.size() == 48);  // 002 lines 649-660
  CHECK_FALSE(a.boissiere);
  CHECK(a.cossic.empty());
  CHECK(a.lettering.empty());
  // Taking by cossic signs, from a position file: the pairs and no array.
  fulke.cossic = true;
  const Sources b = read_sources(tables, needs_of(fulke, false));
  CHECK(b.arrays.empty());
  CHECK(b.cossic.size() == 12);  // 002 lines 798-809
  // Boissière's array and du Coeur's letters, and none of Fulke's arrays.
  Rules boissiere;
  boissiere.array = ArrayKind::Boissiere;
  boissiere.cossic = false;
  const Sources c = read_sources(tables, needs_of(boissiere, true, true));
  CHECK(c.boissiere);
  CHECK(c.arrays.empty());
  CHECK(c.lettering.size() == 33);  // 001 lines 33-39
}
