// The texts an apparatus holds once (text/pooled_text.hpp) and the values rows share
// (audit/judging/shared_cells.hpp): each reads as its value, and sharing never changes
// what a holder reads.
#include "text/pooled_text.hpp"
#include "audit/judging/shared_cells.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace rithmo;

TEST_CASE("pooled text: one copy of each text, read as the text", "[text]") {
  TextPool pool;
  const PooledText empty;
  CHECK(empty.empty());
  CHECK(empty.str().empty());
  CHECK(pool.intern("").str().empty());

  const PooledText a = pool.intern("printed again");
  const PooledText b = pool.intern(std::string("printed ") + "again");
  CHECK(&a.str() == &b.str());  // held once
  CHECK(a == b);
  CHECK(a == "printed again");
  CHECK(a.size() == 13);
  CHECK(a + "." == "printed again.");
  CHECK("(" + a == "(printed again");

  // Many texts later the first still reads as it did: a pool's texts do not move.
  std::vector<PooledText> many;
  for (int i = 0; i < 10000; ++i) many.push_back(pool.intern("row " + std::to_string(i)));
  CHECK(a.str() == "printed again");
  CHECK(many[1234] == "row 1234");
  CHECK(many[1234] != many[1235]);

  // Texts of two pools are equal when their characters are.
  TextPool other;
  CHECK(other.intern("printed again") == a);
}

TEST_CASE("shared cells: a holder's change is its own", "[text]") {
  Shared<std::vector<std::string>> a{"2", "3", "4"};
  Shared<std::vector<std::string>> b;
  CHECK(b.empty());
  b.share(a);
  CHECK(b == a);
  CHECK(&b.get() == &a.get());  // one copy for both
  b.push_back("5");
  CHECK(a.size() == 3);
  CHECK(b.size() == 4);
  CHECK(a == std::vector<std::string>{"2", "3", "4"});
  b.clear();
  CHECK(b.empty());
  CHECK(a.size() == 3);
  Shared<std::vector<std::string>> c = a;  // a copy shares
  c[0] = "7";
  CHECK(a[0] == "2");
  CHECK(c[0] == "7");
}
