// The evaluation's features, counted again here from their definitions in
// search/evaluation.hpp.
#include "search/evaluation.hpp"

#include "play/helpers.hpp"
#include "play/playout.hpp"

#include "catch.hpp"

#include <algorithm>
#include <initializer_list>
#include <memory>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using namespace rithmo::search;

namespace {

int feature(const Features& f, Feature which) { return f[static_cast<int>(which)]; }

// The most of `values` one set of the grade holds, over the sets themselves
// (harmony/triumph.hpp, as the game finds them).
int most_in_one_set(const Game& game, rithmo::Grade grade, std::initializer_list<int> values) {
  int most = 0;
  for (const auto& set : game.triumph_sets(grade)) {
    int n = 0;
    for (int value : values) n += std::count(set.numbers.begin(), set.numbers.end(), value) ? 1 : 0;
    most = std::max(most, n);
  }
  return most;
}

}  // namespace

TEST_CASE("evaluation: under bodies, material is the units on the board over the men asked",
          "[search][eval]") {
  // Odd: R9 and a king of 6 layers (7 units); even: R4, R16 (2 units). Bodies men=10.
  Position pos = board_of("odd R9 e5\nodd K(S36 S25 T16 T9 R4 R1) a2\neven R4 e12\neven R16 f12\n", "odd",
                          "bodies men=10");
  auto game = game_of("fulke-1");
  const Features f = features(*game, pos);
  CHECK(feature(f, Feature::Material) == 7 * 1000 / 10 - 2 * 1000 / 10);
  CHECK(feature(f, Feature::Progress) == 0);
  // Odd has taken 4 men, even 1: 400 squared over 1000, less 100 squared over 1000.
  pos.tally[static_cast<int>(rithmo::Army::Odd)].men = 4;
  pos.tally[static_cast<int>(rithmo::Army::Even)].men = 1;
  CHECK(feature(features(*game, pos), Feature::Progress) == 160 - 10);
}

TEST_CASE("evaluation: under goods, a man is worth his number over the sum asked", "[search][eval]") {
  Position pos = board_of("odd R9 e5\neven R16 e12\neven T25 f12\n", "even", "goods sum=200");
  auto game = game_of("fulke-1");
  CHECK(feature(features(*game, pos), Feature::Material) ==
        (16 * 1000 / 200 + 25 * 1000 / 200) - 9 * 1000 / 200);
}

TEST_CASE("evaluation: every feature changes sign with the side to move", "[search][eval]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  Position pos = game->opening();
  SplitMix64 rng(3);
  MoveList moves;
  auto u = std::make_unique<Undo>();
  for (int ply = 0; ply < 100 && game->outcome(pos).result == Result::None; ++ply) {
    Position flipped = pos;
    flipped.to_move = rithmo::other(pos.to_move);
    const Features a = features(*game, pos);
    const Features b = features(*game, flipped);
    for (int i = 0; i < kFeatures; ++i) CHECK(a[i] == -b[i]);
    game->legal_moves(pos, moves);
    if (moves.empty()) break;
    game->apply(pos, moves[rng.below(moves.size())], *u);
  }
}

TEST_CASE("evaluation: a triumph's men in the enemy camp count where the victory is proper",
          "[search][eval]") {
  auto game = game_of("fulke-1");
  // Fulke's board: odd's camp is the first five ranks, even's the last five.
  const std::string men = "odd R9 e14\nodd T25 f15\neven R4 e3\neven K(S36 S25 T16 T9 R4 R1) a16\n";
  const Position proper = board_of(men, "odd", "great");
  const Position common = board_of(men, "odd", "bodies men=4");
  // Odd has two men in even's camp, even one in odd's.
  CHECK(feature(features(*game, proper), Feature::Camp) == (2 - 1) * 1000 / 20);
  CHECK(feature(features(*game, common), Feature::Camp) == 0);
  // Even's king stands, odd has none: under the proper victory the king counts.
  CHECK(feature(features(*game, proper), Feature::King) == -1000 / 4);
  CHECK(feature(features(*game, common), Feature::King) == 0);
}

TEST_CASE("evaluation: the men declared for a triumph, and the ranks they have to go", "[search][eval]") {
  auto game = game_of("fulke-2");
  // Great (three men), anywhere in the enemy's camp under Fulke's second kind
  // (rules.arrangement). Odd's R9 and S81 declared in even's camp (ranks 12-16), odd's
  // T25 declared on rank 9, three ranks short of it: the three men's share, and three
  // quarters more less 20 a rank. Even has declared none, and his R4 bears one number of
  // a great set (2 3 4): an eighth of a third of the victory.
  const Position pos = board_of(
      "odd R9 e14 declared\nodd S81 d15 declared\nodd T25 f9 declared\neven R4 e3\n", "odd", "great");
  REQUIRE(most_in_one_set(*game, rithmo::Grade::Great, {4}) == 1);
  CHECK(feature(features(*game, pos), Feature::Triumph) == (3 * 1000 / 12 + 750 - 20 * 3) - 1 * 1000 / 24);
  // Two of the three declared: one was taken (only the adversary's men declared can be,
  // and a side declares once), so odd's triumph can no longer be made: the whole
  // victory below a side that has declared nothing.
  const Position fewer = board_of("odd R9 e14 declared\nodd T25 f9 declared\neven R4 e3\n", "odd", "great");
  CHECK(feature(features(*game, fewer), Feature::Triumph) == -1000 - 1 * 1000 / 24);
}

TEST_CASE("evaluation: before a declaration, the numbers of one set the side's men bear", "[search][eval]") {
  auto game = game_of("fulke-1");
  // Great (three men): an eighth of a third of the victory for each number of the set
  // the side's own men bear most of. Odd's 3, 6 and 9 are a great set (arithmetic,
  // 6 - 3 = 9 - 6); even's 4 and 16, as many as one set holds.
  const Position pos =
      board_of("odd R3 e5\nodd R6 f5\nodd T9 g5\neven R4 e12\neven R16 f12\n", "odd", "great");
  const int even = most_in_one_set(*game, rithmo::Grade::Great, {4, 16});
  CHECK(most_in_one_set(*game, rithmo::Grade::Great, {3, 6, 9}) == 3);
  CHECK(feature(features(*game, pos), Feature::Triumph) == 3 * 1000 / 24 - even * 1000 / 24);
  // A man the adversary declared counts for neither side before its own declaration;
  // even's declaration of one man, fewer than the set asks, is foreclosed.
  const Position declared = board_of(
      "odd R3 e5\nodd R6 f5\nodd T9 g5 declared-by-even\neven R4 e12\neven R16 f12\n", "odd", "great");
  const int odd = most_in_one_set(*game, rithmo::Grade::Great, {3, 6});
  CHECK(feature(features(*game, declared), Feature::Triumph) == odd * 1000 / 24 - (-1000));
}

TEST_CASE("evaluation: the triumph's arrangements are those the victory accepts", "[search][eval]") {
  // Barozzi: 8 x 16, camps of 8 ranks, the men in a line or on the corners of a square
  // of 3 by 3 (rules.arrangement). Counted in the camp of 8 files by 8 ranks: lines of
  // n across, along and cornerwise both ways, and for four the squares.
  auto game = game_of("barozzi");
  const Geometry& g = game->geometry();
  const int files = 8, ranks = 8;
  for (int n : {3, 4}) {
    const auto lines =
        (files - n + 1) * ranks + files * (ranks - n + 1) + 2 * (files - n + 1) * (ranks - n + 1);
    const auto squares = n == 4 ? (files - 2) * (ranks - 2) : 0;
    for (rithmo::Army side : {rithmo::Army::Odd, rithmo::Army::Even}) {
      const auto sets = triumph_arrangements(g, side, game->rules().camp_depth, n);
      CHECK(static_cast<int>(sets.size()) == lines + squares);
      // Each, held by the side's declared men, is the victory under the greatest triumph
      // (four men) or the great (three).
      for (const auto& set : sets) {
        Position pos(g.size());
        for (Square s : set) {
          Man m;
          m.army = side;
          m.value = 4;
          m.declared = true;
          m.declared_by = side;
          m.on_board = true;
          pos.place(m, s);
        }
        pos.to_move = rithmo::other(side);
        pos.victory = parse_victory(n == 4 ? "greatest" : "great");
        REQUIRE(game->outcome(pos).result == Result::Victory);
      }
    }
  }
}

TEST_CASE("evaluation: a declared triumph's men, by the draughts they make to an arrangement",
          "[search][eval]") {
  auto game = game_of("barozzi");
  // Even's camp is ranks 9-16. Odd's three men declared on rank 12 (b12, c12, d12) and
  // one on e11: a round's draught, one square straight (0029:7), from the line b12-e12;
  // the four stand in no line or square, so no arrangement is nearer.
  const Position pos = board_of(
      "odd R9 b12 declared\nodd R25 c12 declared\nodd R49 d12 declared\nodd R81 e11 declared\neven R4 h3\n",
      "odd", "greatest");
  // Even's R4, not declared, bears one number of a greatest set or none: an eighth of a
  // quarter of the victory each.
  const int even = most_in_one_set(*game, rithmo::Grade::Greatest, {4}) * 1000 / 32;
  const int odd = 4 * 1000 / 16 + (750 - 20 * 1);
  CHECK(feature(features(*game, pos), Feature::Triumph) == odd - even);
  // A square goes to the fourth square (0029:7, three spaces): from e9 one draught to
  // e12, where a king would make three moves and a round three draughts.
  const Position square = board_of(
      "odd R9 b12 declared\nodd R25 c12 declared\nodd R49 d12 declared\nodd S81 e9 declared\neven R4 h3\n",
      "odd", "greatest");
  CHECK(feature(features(*game, square), Feature::Triumph) == 4 * 1000 / 16 + (750 - 20 * 1) - even);
  // One of odd's men not declared stands on e12, the square the R81 goes to: he steps
  // aside first, a move more. Every other arrangement asks two of the declared men to
  // move or more (the line b14-e11 three draughts, b11-e11 three).
  const Position held = board_of(
      "odd R9 b12 declared\nodd R25 c12 declared\nodd R49 d12 declared\nodd R81 e11 declared\n"
      "odd R4 e12\neven R4 h3\n",
      "odd", "greatest");
  CHECK(feature(features(*game, held), Feature::Triumph) == 4 * 1000 / 16 + (750 - 20 * 2) - even);
  // From g12 the R81 makes two draughts to e12 (f12, e12), and only the first of them
  // brings him nearer (from g11, g13 or h12 there are three or more): with odd's R4 on
  // f12 he waits for him to step aside. Every other arrangement asks four draughts or
  // more (the line d12-g12: the R25 two, the R9 four).
  const Position way = board_of(
      "odd R9 b12 declared\nodd R25 c12 declared\nodd R49 d12 declared\nodd R81 g12 declared\n"
      "odd R4 f12\neven R4 h3\n",
      "odd", "greatest");
  CHECK(feature(features(*game, way), Feature::Triumph) == 4 * 1000 / 16 + (750 - 20 * 3) - even);
  // A triangle goes cornerwise to the third square (0029:7): two files and two ranks
  // at once, so that he keeps to the squares whose files and ranks differ from his own
  // by even numbers adding up to a multiple of four. Four triangles on such squares
  // (b10, d12, f10, h12) can never stand side by side (one file or rank apart) nor at a
  // 3 x 3 square's corners (two files apart on one rank): no arrangement is reachable,
  // and the men count their share alone, though a king would reach b12-e12 in few moves.
  const Position triangles = board_of(
      "odd T9 b10 declared\nodd T25 d12 declared\nodd T49 f10 declared\nodd T81 h12 declared\neven R4 h3\n",
      "odd", "greatest");
  CHECK(feature(features(*game, triangles), Feature::Triumph) == 4 * 1000 / 16 - even);
  // An even man odd declared in his own camp counts in odd's triumph, in place (Barozzi
  // 0051:41-42): odd's three men on the line b12-d12 and even's on e12 make it whole.
  // Even has declared none: that man is odd's.
  const std::string shared_men =
      "odd R9 b12 declared\nodd R25 c12 declared\nodd R49 d12 declared\neven R4 e12 declared-by-odd\n";
  // With even to move (odd moved last), it is odd's victory.
  const Outcome won = game->outcome(board_of(shared_men, "even", "greatest"));
  CHECK(won.result == Result::Victory);
  CHECK(won.winner == rithmo::Army::Odd);
  // Not yet standing (odd's R49 on d11, a draught from d12), even may move his man
  // away, and odd declares once: the declaration forecloses odd's triumph, the whole
  // victory below none declared. Even has no man of his own left to bear a number.
  const std::string short_men =
      "odd R9 b12 declared\nodd R25 c12 declared\nodd R49 d11 declared\neven R4 e12 declared-by-odd\n";
  CHECK(game->outcome(board_of(short_men, "even", "greatest")).result == Result::None);
  CHECK(feature(features(*game, board_of(short_men, "odd", "greatest")), Feature::Triumph) == -1000);
}

TEST_CASE("evaluation: hunting the king where a victory needs him taken", "[search][eval]") {
  // Savard: the common victories need the enemy's pyramid taken first (003 line 166).
  auto game = game_of("savard");
  // The board's longer side is 16. Odd's R9 is two king's moves from even's king on e8
  // (16 - 2) and counts twice: 9 is the number of one of the king's layers, taken by
  // equality (003 line 127). Even's R4 stands 15 king's moves from odd's king (a1 to
  // h16: 16 - 15) and counts once: no layer of 64, 49, 36, 25, 16 is 4, and he has no
  // fellow to take with. Each side has two men, its king among them.
  // Besides, for each of the king's six numbers (the layers standing: under Savard his
  // whole is taken only by siege, 003 line 154), a sixth of the whole less a sixteenth
  // of it for each move before a man bearing it has his draught on the king's square: the
  // R9 steps diagonally (003 line 251) to f9 in one move, and from there his draught
  // reaches e8: (16 - 1) * 1000 / (16 * 6). Even's R4 bears no number of odd's king.
  const Position pos =
      board_of("odd R9 g10\nodd K(S64 S49 T36 T25 R16) a1\neven K(S36 S25 T16 T9 R4 R1) e8\neven R4 h16\n",
               "odd", "bodies men=4");
  const int near = 2 * (16 - 2) * 1000 / (2 * 16 * 2) - (16 - 15) * 1000 / (2 * 16 * 2);
  CHECK(feature(features(*game, pos), Feature::Hunt) == near + (16 - 1) * 1000 / (16 * 6));
  // Odd's own R2 on f9 closes that way; the others round about are four moves
  // (g10-h9-g8-f7, then the draught f7-e8; or g10-f11-e10-d9): (16 - 3) * 1000 / (16 * 6).
  // The R2 bears no number of the king alone or with the R9 (9 + 2, 9 - 2, 9 x 2 and
  // 9 / 2 are none of 36, 25, 16, 9, 4, 1) and stands one king's move from him.
  const Position closed = board_of(
      "odd R9 g10\nodd R2 f9\nodd K(S64 S49 T36 T25 R16) a1\neven K(S36 S25 T16 T9 R4 R1) e8\neven R4 h16\n",
      "odd", "bodies men=4");
  // The R2 also holds one of the eight places a siege of the king asks (003 lines
  // 121-122: every way he could move; he moves as the queen, 002 line 625): the first
  // square on each of his eight lines. Odd's king on a1 stands on the edge, which does
  // not count (003 line 122): even has no share there.
  CHECK(feature(features(*game, closed), Feature::Hunt) == (2 * (16 - 2) + (16 - 1)) * 1000 / (2 * 16 * 3) +
                                                               (16 - 3) * 1000 / (16 * 6) + 1000 / 8 -
                                                               (16 - 15) * 1000 / (2 * 16 * 2));
  // A triangle's ordinary draught, two places along a file or a rank (003 line 251),
  // keeps him on one square in four: from g9 never one of e6, e10, c8, g8, whence his
  // draught reaches e8. His flight (003 line 86: the draught of two and one to the side)
  // takes him from g9 to e10 in one move: as the round's one move above.
  const Position flies =
      board_of("odd T9 g9\nodd K(S64 S49 T36 T25 R16) a1\neven K(S36 S25 T16 T9 R4 R1) e8\neven R4 h16\n",
               "odd", "bodies men=4");
  CHECK(feature(features(*game, flies), Feature::Hunt) == near + (16 - 1) * 1000 / (16 * 6));
  // Odd's R4 takes the layer 4 by equality; his R5 takes none alone (5 is none of 36,
  // 25, 16, 9, 4, 1) but with the R4, by addition (5 + 4 = 9; 003 line 131) and by
  // subtraction (5 - 4 = 1; 003 line 133): both count twice. His R7 makes no layer
  // with either (7 + 5 = 12, 7 - 5 = 2, 7 x 5 = 35, 7 + 4 = 11, 7 - 4 = 3, 7 x 4 = 28;
  // neither divides 7) and counts once.
  const Position pair = board_of(
      "odd R5 g10\nodd R4 a9\nodd R7 b16\nodd K(S64 S49 T36 T25 R16) a1\neven K(S36 S25 T16 T9 R4 R1) e8\n",
      "odd", "bodies men=4");
  // R5 on g10: 2 moves; R4 on a9: 4; R7 on b16: 8; even has the king alone, whose
  // hunt is nothing (no man of his but him).
  CHECK(feature(features(*game, pair), Feature::Hunt) ==
        (2 * (16 - 2) + 2 * (16 - 4) + (16 - 8)) * 1000 / (2 * 16 * 4) - 0);
  const Position common = board_of("odd R9 g10\neven K(S36 S25 T16 T9 R4 R1) e8\n", "odd", "bodies men=4");
  auto fulke = game_of("fulke-1");
  CHECK(feature(features(*fulke, common), Feature::Hunt) == 0);
}

TEST_CASE("evaluation: the king taken, the hunt is done", "[search][eval]") {
  // Savard (003 line 166). Even's king, one layer left, stands on e8 beside odd's R9;
  // then taken. Taken, odd's hunt is each of its three parts at its most (nearness,
  // the siege, the numbers reached: a whole, a thousand, each), however his men stand;
  // even's, of odd's king on a1, is its R4's nearness alone: the longer side less the
  // 15 king's moves from h16 to a1, over twice the longer side times even's men on the
  // board (the R4 alone once his king is taken).
  auto game = game_of("savard");
  const Position standing = board_of(
      "odd R9 f9\nodd K(S64 S49 T36 T25 R16) a1\neven K(xS36 xS25 xT16 T9 xR4 xR1) e8\neven R4 h16\n", "odd",
      "bodies men=4");
  const Position taken =
      board_of("odd R9 f9\nodd K(S64 S49 T36 T25 R16) a1\neven R4 h16\n", "odd", "bodies men=4");
  CHECK(feature(features(*game, taken), Feature::Hunt) == 3 * 1000 - (16 - 15) * 1000 / (2 * 16 * 1));
  // Before 29 November 2026 a king taken ended the hunt at nothing, so that the move
  // that took him scored below every other (under boissiere-other the engine never took
  // the last layer it had in hand).
  CHECK(feature(features(*game, taken), Feature::Hunt) > feature(features(*game, standing), Feature::Hunt));
  CHECK(evaluate(*game, taken, default_weights()) > evaluate(*game, standing, default_weights()));
}

TEST_CASE("evaluation: a king's layers taken bring the victory that needs him nearer", "[search][eval]") {
  // Savard: the common victories need the enemy's pyramid taken first (003 line 166).
  // Even's king has lost one layer of his six, odd's stands whole: odd is a sixth of the
  // king's 250 ahead.
  auto game = game_of("savard");
  const Position pos =
      board_of("odd K(S64 S49 T36 T25 R16) a1\neven K(S36 xS25 T16 T9 R4 R1) e8\n", "odd", "bodies men=4");
  CHECK(feature(features(*game, pos), Feature::King) == (1000 - 1000 * 5 / 6) / 4);
}

TEST_CASE("evaluation: a threat is a man the side could take as the position stands", "[search][eval]") {
  // du Coeur's example (001 line 63): the round 81 on e5 has the square 81 on d6 in his
  // draught; the square, whose draught is three places, has not the round.
  auto game = game_of("du-coeur");
  const Position pos = board_of("even R81 e5\nodd S81 d6\n", "even", "bodies men=10");
  REQUIRE(game->captures_available(pos).size() == 1);
  // One man of the ten the victory asks.
  CHECK(feature(features(*game, pos), Feature::Threat) == 1000 / 10);
  // The same for odd to move, who threatens nothing.
  CHECK(feature(features(*game, board_of("even R81 e5\nodd S81 d6\n", "odd", "bodies men=10")),
                Feature::Threat) == -1000 / 10);
  // Without what the side that moved last could take (novice's oversight), even's man
  // counts for nothing to odd, and for all of him to even, who is to move.
  const Known mover_unseen{nullptr, nullptr, false};
  CHECK(feature(features(*game, board_of("even R81 e5\nodd S81 d6\n", "odd", "bodies men=10"), mover_unseen),
                Feature::Threat) == 0);
  CHECK(feature(features(*game, pos, mover_unseen), Feature::Threat) == 1000 / 10);
}
