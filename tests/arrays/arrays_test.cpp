#include "arrays/arrays.hpp"

#include "catch.hpp"
#include "fulke_men.hpp"
#include "transcribed.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace rithmo;

namespace {

// The men as Fulke lists them (002 lines 523-531), typed from the source: fulke_men.hpp.
using testing::kEvenMen;
using testing::kOddMen;

BoardArray place(int kind) {
  const char* files[] = {"", "array-first-kind.csv", "array-second-kind.csv", "array-third-kind.csv"};
  const auto doc = read_csv_file(testing::table_path(std::string("fulke-1563/") + files[kind]));
  return place_array(doc, build_armies(), ArrayPlacement::fulke(kind));
}

std::vector<long> sorted(std::vector<long> v) {
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<long> values_of(const BoardArray& a, Army army) {
  std::vector<long> v;
  for (const auto& m : a.men)
    if (m.army == army) v.push_back(m.value.get_si());
  return sorted(v);
}

std::pair<long, long> ranks_of(const BoardArray& a, Army army) {
  long lo = 99, hi = 0;
  for (const auto& m : a.men)
    if (m.army == army) lo = std::min(lo, m.rank), hi = std::max(hi, m.rank);
  return {lo, hi};
}

const PlacedMan& at(const BoardArray& a, long row, long position) {
  for (const auto& m : a.men)
    if (m.printed_row == row && m.position == position) return m;
  throw std::runtime_error("no such man");
}

}  // namespace

TEST_CASE("array: each kind's diagram holds all 24 men of each army once", "[arrays]") {
  const int kind = GENERATE(1, 2, 3);
  const BoardArray a = place(kind);
  CHECK(a.men.size() == 48);
  CHECK(values_of(a, Army::Even) == sorted(kEvenMen));
  CHECK(values_of(a, Army::Odd) == sorted(kOddMen));
  std::set<std::pair<long, long>> squares;
  for (const auto& m : a.men) {
    CHECK(m.rank >= 1);
    CHECK(m.rank <= 16);
    CHECK(m.file >= 1);
    CHECK(m.file <= 8);
    squares.insert({m.rank, m.file});
  }
  CHECK(squares.size() == 48);
}

TEST_CASE("array: the armies stand where the sources set them", "[arrays]") {
  // First kind: the evens printed on top (the transcriber's note, 002 line 601), two
  // empty ranks behind each army (001 line 27: "on your rows 3-6").
  const BoardArray first = place(1);
  CHECK(first.top == Army::Even);
  CHECK(ranks_of(first, Army::Even) == std::pair<long, long>{3, 6});
  CHECK(ranks_of(first, Army::Odd) == std::pair<long, long>{11, 14});
  // Second kind: ".6. ranks in length, extending to the furthermoste edge" (002 line
  // 646); the odds printed on top (the 361 of line 649 is odd).
  const BoardArray second = place(2);
  CHECK(second.top == Army::Odd);
  CHECK(ranks_of(second, Army::Odd) == std::pair<long, long>{1, 6});
  CHECK(ranks_of(second, Army::Even) == std::pair<long, long>{11, 16});
  // Third kind: "the .4. squares standynge in the plattes nearest to the bordes end"
  // (002 line 822).
  const BoardArray third = place(3);
  CHECK(ranks_of(third, Army::Even) == std::pair<long, long>{1, 4});
  CHECK(ranks_of(third, Army::Odd) == std::pair<long, long>{13, 16});
}

TEST_CASE("array: the printed Kings are the pyramids 91 and 190", "[arrays]") {
  // 002 line 650: "King [120] [66] [28]" in the odd half; line 659: "[15] [45] King [153]".
  const BoardArray second = place(2);
  const PlacedMan& odd_king = at(second, 2, 1);
  CHECK(odd_king.king);
  CHECK(odd_king.army == Army::Odd);
  CHECK(odd_king.value == 64 + 49 + 36 + 25 + 16);  // 002 lines 595-597
  CHECK(odd_king.rank == 2);
  CHECK(odd_king.file == 3);  // a row of four centred on eight files: files 3-6
  const PlacedMan& even_king = at(second, 11, 3);
  CHECK(even_king.king);
  CHECK(even_king.value == 36 + 25 + 16 + 9 + 4 + 1);
  CHECK(even_king.file == 5);
  // First kind: "[91]*" is the seventh of the eight men of row 2 (002 line 603).
  const BoardArray first = place(1);  // kept: at() refers into it
  const PlacedMan& starred = at(first, 2, 7);
  CHECK(starred.king);
  CHECK(starred.file == 7);
  CHECK(starred.rank == 4);
}

TEST_CASE("array: Fulke's kinds of play", "[arrays]") {
  CHECK(ArrayPlacement::fulke(1).behind == 2);
  CHECK(ArrayPlacement::fulke(2).behind == 0);
  CHECK(ArrayPlacement::fulke(3).behind == 0);
  CHECK_THROWS_WITH(ArrayPlacement::fulke(4), "Fulke sets out three kinds of play (1, 2, 3), not 4");
}

TEST_CASE("array: bad arrays give the exact error", "[arrays]") {
  const std::string head = "line,row,position,shape,value,king,note\n";
  auto [body, message] = GENERATE(table<std::string, std::string>({
      {"1,1,1,round,2,0,\n1,2,1,oval,3,0,\n",
       "a.csv:3:7: error: unknown shape 'oval' (valid: round, triangle, square, or empty for a king drawn "
       "without a number)"},
      {"1,1,1,round,x,0,\n1,2,1,round,3,0,\n", "a.csv:2:13: error: value 'x' is not a positive integer"},
      {"1,1,1,round,2,0,\n1,3,1,round,3,0,\n",
       "a.csv:3:3: error: row 3 follows row 1 (rows are numbered 1, 2, ... in order)"},
      {"1,1,1,round,2,0,\n1,1,3,round,4,0,\n", "a.csv:3:5: error: position 3 follows position 1 in row 1"},
      {"1,1,1,round,2,0,\n", "a.csv:2:3: error: 1 printed rows cannot be halved between the armies"},
      {"1,1,1,round,2,0,\n1,2,1,round,4,0,\n",
       "a.csv:3:7: error: both halves of the array are men of the even army"},
      {"1,1,1,round,2,0,\n1,1,2,round,3,0,\n1,2,1,round,5,0,\n",
       "a.csv:3:7: error: the round 3 is no man of the even army, whose men fill rows 1-1"},
      {"1,1,1,round,2,1,\n1,2,1,round,3,0,\n",
       "a.csv:2:15: error: the round 2 is marked king, but the even army's king is 91"},
      {"1,1,1,,,0,\n1,2,1,round,3,0,\n",
       "a.csv:2:7: error: a man without shape and value must be a king (king 1)"},
      {"1,1,1,round,,0,\n1,2,1,round,3,0,\n",
       "a.csv:2:13: error: a man needs both a shape and a value (both empty only for a printed King)"},
      {"1,1,1,round,2,2,\n1,2,1,round,3,0,\n", "a.csv:2:15: error: king '2' is not 0 or 1"},
  }));
  try {
    (void)place_array(parse_csv(head + body, "a.csv"), build_armies(), ArrayPlacement::fulke(3));
    FAIL("accepted: " << body);
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.str() == message);
  }
}

TEST_CASE("array: a table without a column of the array is refused", "[arrays]") {
  try {
    (void)place_array(parse_csv("line,row,shape,value,king,note\n602,1,square,25,0,\n", "a.csv"),
                      build_armies(), ArrayPlacement::fulke(1));
    FAIL("accepted");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.str() ==
          "a.csv:1:1: error: no column 'position' (expected line,row,position,shape,value,king)");
  }
}

TEST_CASE("array: the kinds' ranks and top army, as the text gives them", "[arrays]") {
  // ".6. ranks" (002 line 646) for the second kind; the first and third kinds' drawings
  // hold four printed rows an army (002 lines 602-609, 825-832).
  CHECK(fulke_ranks(1) == 4);
  CHECK(fulke_ranks(2) == 6);
  CHECK(fulke_ranks(3) == 4);
  // 002 line 601 "the top half, the evens"; lines 649-654 print the odd ranks first.
  CHECK(fulke_top(1) == Army::Even);
  CHECK(fulke_top(2) == Army::Odd);
  CHECK(fulke_top(3) == Army::Even);
  CHECK_THROWS_AS(fulke_ranks(4), std::invalid_argument);
  // The transcribed drawings agree: rows per army and the army on top, as placed.
  for (int kind : {1, 2, 3}) {
    const BoardArray a = place(kind);
    CHECK(a.rows_per_army == fulke_ranks(kind));
    CHECK(a.top == fulke_top(kind));
  }
}

TEST_CASE("array: read through the package's descriptor", "[arrays]") {
  const auto arrays = read_arrays(testing::table_path("fulke-1563"));
  std::set<int> kinds;
  for (const auto& a : arrays) {
    kinds.insert(a.kind);
    CHECK(a.table.rows.size() == 48);  // 48 men drawn in each array (002 lines 602-609, 649-660, 825-832)
  }
  CHECK(kinds == std::set<int>{1, 2, 3});
}

TEST_CASE("array: nine files of men do not fit eight", "[arrays]") {
  std::string body = "line,row,position,shape,value,king,note\n";
  for (int i = 1; i <= 9; ++i) body += "1,1," + std::to_string(i) + ",round,2,0,\n";
  try {
    (void)place_array(parse_csv(body, "a.csv"), build_armies(), ArrayPlacement::fulke(1));
    FAIL("accepted nine files");
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.str() == "a.csv:10:5: error: row 1 holds more men than the board's 8 files");
  }
}

TEST_CASE("array: a drawing that gives each man's column places him there", "[arrays]") {
  // Two men of a row of two, at columns 1 and 8; a row without columns is centred.
  const std::string body =
      "line,row,position,column,shape,value,king\n"
      "1,1,1,1,round,2,0\n1,1,2,8,round,4,0\n"
      "1,2,1,,round,3,0\n1,2,2,,round,5,0\n";
  const BoardArray a = place_array(parse_csv(body, "a.csv"), build_armies(), ArrayPlacement::fulke(3));
  CHECK(at(a, 1, 1).file == 1);
  CHECK(at(a, 1, 2).file == 8);
  CHECK(at(a, 2, 1).file == 4);  // (8 - 2) / 2 + 1
  CHECK(at(a, 2, 2).file == 5);
}

TEST_CASE("array: columns that do not rise, or are given for some men only, are refused", "[arrays]") {
  const std::string head = "line,row,position,column,shape,value,king\n";
  auto [body, message] = GENERATE(table<std::string, std::string>({
      {"1,1,1,3,round,2,0\n1,1,2,3,round,4,0\n1,2,1,,round,3,0\n",
       "a.csv:3:7: error: column 3 does not follow the column of position 1 in row 1 (a row's men are keyed "
       "left to right, each column given)"},
      {"1,1,1,3,round,2,0\n1,1,2,,round,4,0\n1,2,1,,round,3,0\n",
       "a.csv:3:5: error: row 1 gives the column of some men and not of others"},
      {"1,1,1,,round,2,0\n1,1,2,5,round,4,0\n1,2,1,,round,3,0\n",
       "a.csv:3:7: error: row 1 gives the column of some men and not of others"},
      {"1,1,1,9,round,2,0\n1,2,1,,round,3,0\n", "a.csv:2:7: error: column 9 is beyond the board's 8 files"},
  }));
  try {
    (void)place_array(parse_csv(head + body, "a.csv"), build_armies(), ArrayPlacement::fulke(3));
    FAIL("accepted: " << body);
  } catch (const DiagnosticError& e) {
    CHECK(e.diag.str() == message);
  }
}

TEST_CASE("array: Boissière's array sets the squares in the corners", "[arrays]") {
  // Page 0038 lines 7-26: the four squares of each side «aux 4. quarres d'vn chacun des
  // deux coings du tablier» (line 11); the rest as Fulke's first kind, who follows him.
  const auto arrays = read_arrays(testing::table_path("boissiere-1556"));
  REQUIRE(arrays.size() == 1);
  const BoardArray a = place_array(arrays.front().table, build_armies(), ArrayPlacement::fulke(1));
  CHECK(a.men.size() == 48);
  CHECK(values_of(a, Army::Even) == sorted(kEvenMen));
  CHECK(values_of(a, Army::Odd) == sorted(kOddMen));
  std::set<std::pair<long, long>> squares;
  for (const auto& m : a.men) squares.insert({m.rank, m.file});
  CHECK(squares.size() == 48);
  // Each army's end rank: squares at files 1, 2, 7 and 8 only.
  const BoardArray fulke = place(1);
  for (const auto& m : a.men) {
    if (m.printed_row == 1 || m.printed_row == 8) {
      CHECK(m.shape == Shape::Square);
      CHECK((m.file <= 2 || m.file >= 7));
    } else if (m.printed_row == 7 && (m.file == 5 || m.file == 6)) {
      // The odd triangles 30 and 36 in the pyramid's rank, «le plus grãd nombre de
      // chacune des deux proportions aupres des quarreaux ou Pyramide» (page 0038 lines
      // 18-20): 36 beside the square 66 (file 7). Fulke prints them the other way about,
      // "36 30" (002 line 608), where his even row keeps the rule (49 beside the king).
      CHECK(m.value == (m.file == 6 ? 36 : 30));
      CHECK(at(fulke, 7, m.position).value == (m.file == 6 ? 30 : 36));
    } else {
      // The rest of rows 2-7 as Fulke's first kind prints them (002 lines 603-608).
      const PlacedMan& f = at(fulke, m.printed_row, m.position);
      CHECK(f.value == m.value);
      CHECK(f.file == m.file);
    }
  }
}
