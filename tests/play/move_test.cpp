// The text of moves.
#include "play/move.hpp"

#include "helpers.hpp"

#include "catch.hpp"

using namespace rithmo::play;
using namespace rithmo::play::testing;

TEST_CASE("move: ordinary, flying, leaping and declaring moves as text", "[play][move]") {
  auto game = game_of("fulke-1");
  Position pos = board_of("odd R16 e5\neven R9 d6\neven R7 f6\neven T12 a1\n", "even");
  std::set<std::string> texts;
  for (const Move& m : moves_of(*game, pos)) texts.insert(format_move(pos, m));
  CHECK(texts.count("a1-a3"));
  CHECK(texts.count("a1~b3"));
  CHECK(texts.count("d6*e5 x e5 R16 (addition)"));
  Position king = board_of("odd K(S64 S49 T36 T25 R16) e5\neven R64 g3\n", "even");
  CHECK(taken_by(*game, king, "g3-f4") == "e5 K190/S64 (equality)");
  Position triumph = board_of("odd R3 c4\nodd R5 d4\nodd R7 e4\n", "odd", "great");
  bool declared = false;
  for (const Move& m : moves_of(*game, triumph))
    declared = declared || format_move(triumph, m) == "declare c4,d4,e4";
  CHECK(declared);
}

TEST_CASE("move: a declaration names which of the men bearing a number it declares", "[play][move]") {
  // 3, 5, 7 in arithmetic proportion make a great triumph (outcome_test: 3, 5, 7 in a
  // line); odd has two men bearing 5, on d4 and h4, and either may be declared.
  auto game = game_of("fulke-1");
  Position triumph = board_of("odd R3 c4\nodd R5 d4\nodd R7 e4\nodd R5 h4\n", "odd", "great");
  std::set<std::string> declarations;
  for (const Move& m : moves_of(*game, triumph)) {
    if (m.kind == MoveKind::Declare) declarations.insert(format_move(triumph, m));
  }
  CHECK(declarations == std::set<std::string>{"declare c4,d4,e4", "declare c4,h4,e4"});
}

TEST_CASE("move: the methods' names", "[play][move]") {
  CHECK(name(Method::Eruption) == "eruption");
  CHECK(name(Method::SpacesDivision) == "spaces-division");
  CHECK(name(Method::Oblivion) == "oblivion");
}

TEST_CASE("move: one word a move, the captures written only where a stem is shared", "[play][move]") {
  // du Coeur's two 5s taken by one 5 (001 line 65); one capture a move, the move d4-e5
  // is two moves, one for each man taken.
  auto one = game_of("du-coeur", {"multiple-captures=no"});
  Position p = board_of("odd R5 d6\nodd R5 f6\neven R5 d4\neven T12 a1\n", "even");
  const MoveList moves = moves_of(*one, p);
  std::set<std::string> words;
  for (const Move& m : moves) words.insert(short_word(p, moves, m));
  CHECK(words.count("d4-e5xd6"));
  CHECK(words.count("d4-e5xf6"));
  CHECK_FALSE(words.count("d4-e5"));
  CHECK(words.count("a1-a3"));
  // Every move's word, with or without captures, its stem and its text find it again,
  // or, where the stem is shared, find none and say so.
  for (const Move& m : moves) {
    CHECK(find_move(p, moves, move_word(p, m, true)) == &m);
    CHECK(find_move(p, moves, format_move(p, m)) == &m);
    bool ambiguous = false;
    const Move* by_stem = find_move(p, moves, move_stem(p, m), &ambiguous);
    if (move_stem(p, m) == "d4-e5") {
      CHECK(by_stem == nullptr);
      CHECK(ambiguous);
    } else {
      CHECK(by_stem == &m);
      CHECK_FALSE(ambiguous);
    }
  }
  bool ambiguous = true;
  CHECK(find_move(p, moves, "h8-h9", &ambiguous) == nullptr);
  CHECK_FALSE(ambiguous);
  // A declaration's word parts its squares from "declare" by a colon.
  auto game = game_of("fulke-1");
  Position triumph = board_of("odd R3 c4\nodd R5 d4\nodd R7 e4\n", "odd", "great");
  const MoveList tm = moves_of(*game, triumph);
  bool declared = false;
  for (const Move& m : tm) {
    if (m.kind != MoveKind::Declare) continue;
    CHECK(move_word(triumph, m, true) == "declare:c4,d4,e4");
    CHECK(find_move(triumph, tm, "declare:c4,d4,e4") == &m);
    declared = true;
  }
  CHECK(declared);
}
