#include "tables/keying.hpp"

#include "catch.hpp"

using namespace rithmo;

TEST_CASE("keying diff: a misread cell is found and located", "[tables]") {
  // Two keyings of the head of "odd against even", 002 lines 769-771.
  const auto a = parse_csv("line,taker,spaces,taken\n769,12,2,6\n770,16,2,8\n771,30,2,15\n", "a.csv");
  const auto b = parse_csv("line,taker,spaces,taken\n769,12,2,6\n770,16,2,3\n771,30,2,15\n", "b.csv");
  const auto d = diff_keyings(a, b, "t.csv");
  REQUIRE(d.size() == 1);
  CHECK(d[0].first_row == 2);
  CHECK(d[0].column == "taken");
  CHECK(d[0].first == "8");
  CHECK(d[0].second == "3");
  CHECK(d[0].line == 3);
  CHECK(d[0].col == 10);
}

TEST_CASE("keying diff: a row one keying skipped does not shift the rest", "[tables]") {
  const auto a = parse_csv("line,taker,spaces,taken\n769,12,2,6\n770,16,2,8\n771,30,2,15\n", "a.csv");
  const auto b = parse_csv("line,taker,spaces,taken\n769,12,2,6\n771,30,2,15\n", "b.csv");
  const auto d = diff_keyings(a, b, "t.csv");
  REQUIRE(d.size() == 1);
  CHECK(d[0].column == "(row)");
  CHECK(d[0].first_row == 2);
  CHECK(d[0].second_row == 0);
  CHECK(d[0].first == "770,16,2,8");
}

TEST_CASE("keying settlements: every disagreement must be recorded", "[tables]") {
  const auto a = parse_csv("line,v\n1,8\n", "a.csv");
  const auto b = parse_csv("line,v\n1,3\n", "b.csv");
  const auto d = diff_keyings(a, b, "t.csv");
  const auto none =
      read_settlements(parse_csv("table,first_row,second_row,column,first,second,status,reason\n", "s.csv"));
  CHECK_THROWS_AS(check_settlements(d, none, "s.csv", "tables"), DiagnosticError);
  const auto one =
      read_settlements(parse_csv("table,first_row,second_row,column,first,second,status,reason\nt.csv,1,1,v,"
                                 "8,3,open,the source prints 8\n",
                                 "s.csv"));
  CHECK_NOTHROW(check_settlements(d, one, "s.csv", "tables"));
  CHECK_THROWS_AS(check_settlements({}, one, "s.csv", "tables"), DiagnosticError);
}
