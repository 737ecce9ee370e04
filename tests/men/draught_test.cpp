#include "men/draught.hpp"

#include "catch.hpp"

#include <cstdlib>
#include <functional>
#include <vector>

using namespace rithmo;

namespace {

// Every square within four of the man that the rule, written out here, accepts.
std::vector<Offset> brute(const std::function<bool(long, long)>& reaches) {
  std::vector<Offset> out;
  for (long f = -4; f <= 4; ++f) {
    for (long r = -4; r <= 4; ++r) {
      if (reaches(std::labs(f), std::labs(r))) out.push_back({f, r});
    }
  }
  return out;
}

bool pair(long a, long b, long x, long y) { return (a == x && b == y) || (a == y && b == x); }

}  // namespace

// Each row cites the line that states the draught; "the third place" is two squares
// away, "the fourth" three (002 lines 617, 663).
TEST_CASE("draughts: every shape, kind and draught", "[men]") {
  auto [shape, draught, kind, rule] = GENERATE(table<Shape, Draught, int, std::function<bool(long, long)>>({
      // first kind: rounds cornerwise (002 line 614); triangles, squares straight (lines
      // 617-621); flying the straight leap and one aside (lines 619, 621)
      {Shape::Round, Draught::Ordinary, 1, [](long f, long r) { return f == 1 && r == 1; }},
      {Shape::Triangle, Draught::Ordinary, 1, [](long f, long r) { return pair(f, r, 2, 0); }},
      {Shape::Square, Draught::Ordinary, 1, [](long f, long r) { return pair(f, r, 3, 0); }},
      {Shape::Round, Draught::Flying, 1, [](long, long) { return false; }},
      {Shape::Triangle, Draught::Flying, 1, [](long f, long r) { return pair(f, r, 2, 1); }},
      {Shape::Square, Draught::Flying, 1, [](long f, long r) { return pair(f, r, 3, 1); }},
      // second kind: every way, direct or cornerwise (line 663); the knight's draught
      // for every man (line 664)
      {Shape::Round, Draught::Ordinary, 2, [](long f, long r) { return std::max(f, r) == 1; }},
      {Shape::Triangle, Draught::Ordinary, 2,
       [](long f, long r) { return pair(f, r, 2, 0) || (f == 2 && r == 2); }},
      {Shape::Square, Draught::Ordinary, 2,
       [](long f, long r) { return pair(f, r, 3, 0) || (f == 3 && r == 3); }},
      {Shape::Square, Draught::Flying, 2, [](long f, long r) { return pair(f, r, 2, 1); }},
      // third kind: not cornerwise (line 835), no flying
      {Shape::Round, Draught::Ordinary, 3, [](long f, long r) { return pair(f, r, 1, 0); }},
      {Shape::Square, Draught::Ordinary, 3, [](long f, long r) { return pair(f, r, 3, 0); }},
      {Shape::Triangle, Draught::Flying, 3, [](long, long) { return false; }},
  }));
  INFO(name(shape) << " " << name(draught) << " kind " << kind);
  CHECK(draughts(shape, draught, kind) == brute(rule));
}

TEST_CASE("draughts: the third kind's agreed cornerwise move", "[men]") {
  // 002 line 835: "not cornerwise, except the gamesters so agree".
  DraughtOptions agreed;
  agreed.cornerwise_agreed = true;
  CHECK(draughts(Shape::Round, Draught::Ordinary, 3, agreed) ==
        brute([](long f, long r) { return std::max(f, r) == 1; }));
  CHECK(draughts(Shape::Round, Draught::Ordinary, 1, agreed) == draughts(Shape::Round, Draught::Ordinary, 1));
}

TEST_CASE("draughts: offsets described, bad kinds refused", "[men]") {
  CHECK(describe(Offset{-1, 2}) == "2 up, 1 left");
  CHECK(describe(Offset{3, 0}) == "3 right");
  CHECK(describe(Offset{0, 0}) == "the same square");
  CHECK_THROWS_WITH(draughts(Shape::Round, Draught::Ordinary, 4), "kind of play 4 (valid: 1, 2, 3)");
}
