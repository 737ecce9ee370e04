// Marching: each kind's draughts on hand-built positions, the man standing on e5 as on
// the A of the lettered diagrams (Fulke 002 lines 614-625; du Coeur 001 lines 33-53).
#include "helpers.hpp"

#include "catch.hpp"

#include <set>
#include <string>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using Set = std::set<std::string>;

TEST_CASE("draughts: the first kind's round moves cornerwise into the next space",
          "[play][draughts][kind1]") {
  // "from the space .A. to any of these .B.C.D. or .E." (002 line 614; 001 line 45).
  auto game = game_of("fulke-1");
  Position pos = board_of("odd R9 e5\n");
  CHECK(moves_from(*game, pos, "e5") == Set{"e5-d4", "e5-f4", "e5-d6", "e5-f6"});
}

TEST_CASE("draughts: the first kind's triangle leaps over one space, and flies as a knight",
          "[play][draughts][kind1]") {
  // F G H I (002 line 619; 001 line 47), the flights 1-8.
  auto game = game_of("fulke-1");
  Position pos = board_of("odd T12 e5\n");
  CHECK(moves_from(*game, pos, "e5") == Set{"e5-e7", "e5-e3", "e5-c5", "e5-g5", "e5~d7", "e5~f7", "e5~d3",
                                            "e5~f3", "e5~c6", "e5~c4", "e5~g6", "e5~g4"});
}

TEST_CASE("draughts: the first kind's square leaps over two, and flies one to the side",
          "[play][draughts][kind1]") {
  // L M N O (002 line 621 "right forwarde or sydelong"; 001 line 49), the flights 11-18.
  auto game = game_of("fulke-1");
  Position pos = board_of("odd S28 e5\n");
  CHECK(moves_from(*game, pos, "e5") == Set{"e5-e8", "e5-e2", "e5-b5", "e5-h5", "e5~d8", "e5~f8", "e5~d2",
                                            "e5~f2", "e5~b6", "e5~b4", "e5~h6", "e5~h4"});
}

TEST_CASE("draughts: no man is leaped over in an ordinary draught", "[play][draughts]") {
  // "leaping over one space" (002 line 619); "You can not jump over another man" (001 line 41).
  auto game = game_of("fulke-1");
  Position pos = board_of("odd T12 e5\nodd R9 e6\neven R4 c5\n");
  const Set m = moves_from(*game, pos, "e5");
  CHECK_FALSE(m.count("e5-e7"));
  CHECK_FALSE(m.count("e5-c5"));
  CHECK(m.count("e5-e3"));
  // The agreed leap (002 line 665) lets him pass to the void place.
  auto leap = game_of("fulke-1", {"leap-over-men=yes"});
  CHECK(moves_from(*leap, pos, "e5").count("e5-e7"));
}

TEST_CASE("draughts: a flight is blocked by a man on its leg only in du Coeur's reading",
          "[play][draughts][kind1]") {
  // du Coeur: "you could not move from A to 1 if there was a man standing in F" (001
  // line 47); Savard: "no concern with intervening pieces" (003 line 86).
  Position pos = board_of("odd T12 e5\nodd R9 e7\n");
  const Set dc = moves_from(*game_of("du-coeur"), pos, "e5");
  CHECK_FALSE(dc.count("e5~d7"));
  CHECK_FALSE(dc.count("e5~f7"));
  CHECK(dc.count("e5~c6"));
  const Set sv = moves_from(*game_of("savard"), pos, "e5");
  CHECK(sv.count("e5~d7"));
  CHECK(sv.count("e5~f7"));
}

TEST_CASE("draughts: the second kind moves every way, flying only about a siege", "[play][draughts][kind2]") {
  // "every way ... direct or cornerwyse" (002 line 663); the knight's draught "to besiege
  // his enemie, or to flye from the siege himself" (002 line 664).
  auto game = game_of("fulke-2");
  Position pos = board_of("odd T12 e5\n");
  CHECK(moves_from(*game, pos, "e5") ==
        Set{"e5-e7", "e5-e3", "e5-c5", "e5-g5", "e5-g7", "e5-c7", "e5-g3", "e5-c3"});
  // Hemmed in every way by his fellows, he may fly.
  Position hemmed = board_of(
      "odd T12 e5\nodd R3 d4\nodd R5 e4\nodd R7 f4\nodd R9 d5\nodd R25 f5\nodd R49 d6\nodd R81 e6\nodd S28 "
      "f6\n");
  CHECK(moves_from(*game, hemmed, "e5") ==
        Set{"e5~d7", "e5~f7", "e5~d3", "e5~f3", "e5~c6", "e5~c4", "e5~g6", "e5~g4"});
}

TEST_CASE("draughts: the third kind moves orthogonally and does not fly", "[play][draughts][kind3]") {
  // "but not cornerwise, except the gamesters so agree" (002 line 835).
  auto game = game_of("fulke-3");
  Position pos = board_of("odd R9 e5\nodd T12 b2\nodd S28 g12\n");
  CHECK(moves_from(*game, pos, "e5") == Set{"e5-e6", "e5-e4", "e5-d5", "e5-f5"});
  CHECK(moves_from(*game, pos, "b2") == Set{"b2-b4", "b2-d2"});
  CHECK(moves_from(*game, pos, "g12") == Set{"g12-g15", "g12-g9", "g12-d12"});
  auto agreed = game_of("fulke-3", {"round-directions=both"});
  CHECK(moves_from(*agreed, pos, "e5").size() == 8);
}

TEST_CASE("draughts: the kings in their readings", "[play][draughts]") {
  const std::string king = "odd K(S64 S49 T36 T25 R16) e5\n";
  SECTION("as a queen, no farther than three spaces (002 line 625), flying as triangle and square") {
    auto game = game_of("fulke-1");
    Position pos = board_of(king);
    Set ordinary;
    for (const auto& m : moves_from(*game, pos, "e5")) {
      if (m.find('-') != std::string::npos) ordinary.insert(m);
    }
    // Eight lines from e5 on 8 x 16, up to three spaces: north 3, south 3, east 3, west
    // 3, north-east 3, north-west 3, south-east 3, south-west 3 (d4 c3 b2).
    CHECK(ordinary.size() == 24);
    CHECK(moves_from(*game, pos, "e5").size() == 24 + 8 + 8);
  }
  SECTION("as the shapes of his layers, losing a shape with its layers (001 line 51)") {
    auto game = game_of("du-coeur");
    Position pos = board_of(king);
    const Set all = moves_from(*game, pos, "e5");
    CHECK(all.count("e5-d4"));  // as a round
    CHECK(all.count("e5-e7"));  // as a triangle
    CHECK(all.count("e5-e8"));  // as a square
    CHECK(all.count("e5~d7"));  // flying as a triangle
    Position lost = board_of("odd K(S64 S49 xT36 xT25 R16) e5\n");
    const Set fewer = moves_from(*game, lost, "e5");
    CHECK_FALSE(fewer.count("e5-e7"));
    CHECK_FALSE(fewer.count("e5~d7"));
    CHECK(fewer.count("e5-e8"));
  }
  SECTION("as a square without flying (002 lines 664, 835)") {
    auto game = game_of("fulke-2");
    Position pos = board_of(king);
    CHECK(moves_from(*game, pos, "e5") ==
          Set{"e5-e8", "e5-e2", "e5-b5", "e5-h5", "e5-h8", "e5-b8", "e5-h2", "e5-b2"});
  }
}

TEST_CASE("draughts: a declared man does not fly", "[play][draughts]") {
  // "those men can no longer use their flying movements" (001 line 99).
  auto game = game_of("fulke-1");
  Position pos = board_of("odd T12 e5 declared\n");
  CHECK(moves_from(*game, pos, "e5") == Set{"e5-e7", "e5-e3", "e5-c5", "e5-g5"});
}

TEST_CASE("draughts: men at the edge have fewer draughts", "[play][draughts]") {
  auto game = game_of("fulke-1");
  Position pos = board_of("odd R9 a1\nodd T12 h16\n");
  CHECK(moves_from(*game, pos, "a1") == Set{"a1-b2"});
  CHECK(moves_from(*game, pos, "h16") == Set{"h16-h14", "h16-f16", "h16~g14", "h16~f15"});
}
