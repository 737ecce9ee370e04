// The evidence of a shared selection and arrangement, read from a planted apparatus:
// three witnesses of a work of eight places, their choices set here, the expected
// counts and chances worked by hand in the comments.
#include "collation/selection.hpp"

#include "catch.hpp"

#include <cstddef>
#include <vector>

using namespace rithmo;

namespace {

// A derived place (or, with derived false, a row no derivation gives) and the readings
// of the witnesses at it: (witness, row) for a printed row, row 0 for an omission.
Place place(std::size_t number, bool derived,
            const std::vector<std::pair<std::size_t, std::size_t>>& readings) {
  Place p;
  p.number = number;
  p.derived = derived;
  for (const auto& [w, row] : readings) {
    PlaceReading r;
    r.witness = static_cast<std::uint32_t>(w);
    r.row = static_cast<std::uint32_t>(row);
    r.kind = row == 0 ? ReadingClass::Omission : ReadingClass::Lemma;
    p.readings.push_back(r);
  }
  return p;
}

// Witness 0 prints places 1, 2, 3 in the order 3, 1, 2 (its rows 1, 2, 3); witness 1
// prints 3, 2, 1, 4 in that order, its row at place 2 wrong (a slip: still printed);
// witness 2 prints 4, 5, 6. Place 7 is derived and no witness prints it; place 8 is a
// row no derivation gives, printed by witness 0.
Apparatus planted() {
  Apparatus app;
  app.witnesses.resize(3);
  app.places.push_back(place(1, true, {{0, 2}, {1, 3}, {2, 0}}));
  app.places.push_back(place(2, true, {{0, 3}, {1, 2}, {2, 0}}));
  app.places.back().readings[1].kind = ReadingClass::Slip;
  app.places.push_back(place(3, true, {{0, 1}, {1, 1}, {2, 0}}));
  app.places.push_back(place(4, true, {{0, 0}, {1, 4}, {2, 1}}));
  app.places.push_back(place(5, true, {{0, 0}, {1, 0}, {2, 2}}));
  app.places.push_back(place(6, true, {{0, 0}, {1, 0}, {2, 3}}));
  app.places.push_back(place(7, true, {{0, 0}, {1, 0}, {2, 0}}));
  app.places.push_back(place(8, false, {{0, 4}}));
  return app;
}

}  // namespace

TEST_CASE("selection: counted among the derived rows some witness prints", "[collation]") {
  const Apparatus app = planted();
  const SharedSelection s = shared_selection(app, 0, 1);
  // Places 1-6: place 7 no witness prints, place 8 is not derived.
  CHECK(s.places == 6);
  CHECK(s.printed_a == 3);
  CHECK(s.printed_b == 4);  // the slip at place 2 is a row printed
  CHECK(s.shared == 3);
  CHECK(s.omitted_both == 2);  // places 5 and 6
  CHECK(s.printed_by_these_alone == std::vector<std::size_t>{1, 2, 3});
  CHECK(s.omitted_by_these_alone == std::vector<std::size_t>{5, 6});
  // B's 4 rows of 6 hold all 3 of A's: C(3,3) C(3,1) / C(6,4) = 3 / 15.
  CHECK(s.chance == Rational(1, 5));
  CHECK_FALSE(s.complete());
}

TEST_CASE("selection: witnesses that share no row, and a work printed whole", "[collation]") {
  const Apparatus app = planted();
  const SharedSelection s = shared_selection(app, 0, 2);
  CHECK(s.shared == 0);
  CHECK(s.chance == Rational(1));  // sharing none or more is certain
  CHECK(s.printed_by_these_alone.empty());
  // Together they print places 1-6: none is left out by both.
  CHECK(s.omitted_by_these_alone.empty());
  // Two witnesses that print every row: agreement the derivation imposes, no evidence.
  Apparatus whole;
  whole.witnesses.resize(2);
  whole.places.push_back(place(1, true, {{0, 1}, {1, 2}}));
  whole.places.push_back(place(2, true, {{0, 2}, {1, 1}}));
  const SharedSelection w = shared_selection(whole, 0, 1);
  CHECK(w.complete());
  CHECK(w.chance == Rational(1));
}

TEST_CASE("arrangement: the orders of the rows both print, against the derivation's", "[collation]") {
  const Apparatus app = planted();
  const SharedOrder o = shared_arrangement(app, 0, 1);
  // Both print places 1, 2, 3: witness 0 as 3 1 2 breaks the order once (3 before 1);
  // witness 1 as 3 2 1 twice (3 before 2, 2 before 1). They share no break: of the 2
  // neighbouring pairs, a chance of 1 (no evidence).
  CHECK(o.rows == 3);
  CHECK(o.neighbours == 2);
  CHECK(o.breaks_a == 1);
  CHECK(o.breaks_b == 2);
  CHECK(o.shared == 0);
  CHECK(o.chance == Rational(1));
}
