// The stemma calibrated on simulated traditions (collation/simulation.hpp): folders of
// books whose authors compute their tables themselves, choosing and ordering rows by
// the habits of the period, and folders where books copy one another. The stemma states
// that all the pairs of a folder together claim a relation between independent books
// less than once in a hundred (docs/stemma.md); over 200 folders of independent books
// at most 1 % of the folders may have any pair joined. The planted relations must be
// found at the rates aimed at: chains and recomputing copies 95 %, the two copies of a
// lost exemplar 80 %. Both sources of a contaminated book are aimed at 60 % and found
// short of it (docs/stemma.md, "Calibration", says why): the test holds the rate at
// 55 %, so that a change that loses more of them fails.
#include "collation/simulation.hpp"
#include "collation/stemma.hpp"

#include "catch.hpp"

#include <cstdio>
#include <set>
#include <string>

using namespace rithmo;

TEST_CASE("simulation: a folder is the same for the same seed, and its books are its own", "[collation]") {
  const SimulatedFolder a = simulate_folder(SimulatedFamily::Chain, 7);
  const SimulatedFolder b = simulate_folder(SimulatedFamily::Chain, 7);
  REQUIRE(a.works.size() == b.works.size());
  for (std::size_t w = 0; w < a.works.size(); ++w) {
    REQUIRE(a.works[w].places.size() == b.works[w].places.size());
    CHECK(a.works[w].witnesses.size() == b.works[w].witnesses.size());
  }
  CHECK(a.books == b.books);
  CHECK(a.books.size() == 5);
  // Every work has at least two witnesses and every derived row is a row of numbers.
  for (const Apparatus& app : a.works) {
    CHECK(app.witnesses.size() >= 2);
    for (const Place& p : app.places) CHECK_FALSE(p.lemma.empty());
  }
}

TEST_CASE("simulation: the arithmetic proportions are those of the men's numbers", "[collation]") {
  // Every derived row of the arithmetic work is three numbers a < b < c with b - a = c - b.
  const SimulatedFolder f = simulate_folder(SimulatedFamily::Independent, 1);
  for (const Apparatus& app : f.works) {
    if (app.work != "arithmetic") continue;
    for (const Place& p : app.places) {
      long a = 0, b = 0, c = 0;
      REQUIRE(std::sscanf(p.lemma.c_str(), "%ld %ld %ld", &a, &b, &c) == 3);
      CHECK(a < b);
      CHECK(b - a == c - b);
    }
  }
}

TEST_CASE("simulation: no false join among 200 folders of independent books beyond the stated rate",
          "[collation][calibration]") {
  const CalibrationFigures c = calibrate_stemma(200, 0, {SimulatedFamily::Independent});
  CAPTURE(c.false_joins, c.independent_pairs, c.folders_with_false_join);
  REQUIRE(c.independent_folders == 200);
  // At most 1 in 100 folders with any pair joined.
  CHECK(c.folders_with_false_join * 100 <= c.independent_folders);
}

TEST_CASE("simulation: no false join when the authors' habits read the taker alone",
          "[collation][calibration]") {
  // Habits the rules of selection do not describe exactly (the taker's order of men, the
  // taker's army): the threshold's rate must hold all the same.
  const CalibrationFigures c =
      calibrate_stemma(200, 0, {SimulatedFamily::Independent}, SimulatedHabits::Taker);
  CAPTURE(c.false_joins, c.independent_pairs, c.folders_with_false_join);
  REQUIRE(c.independent_folders == 200);
  CHECK(c.folders_with_false_join * 100 <= c.independent_folders);
}

TEST_CASE("simulation: planted relations are found at the stated rates", "[collation][calibration]") {
  const CalibrationFigures c =
      calibrate_stemma(200, 0,
                       {SimulatedFamily::Chain, SimulatedFamily::Recomputing, SimulatedFamily::Contamination,
                        SimulatedFamily::LostExemplar});
  CAPTURE(c.chain_found, c.chain, c.recomputing_found, c.recomputing, c.contamination_found, c.contamination,
          c.lost_found, c.lost, c.other_false_joins, c.other_pairs);
  CHECK(c.chain_found * 100 >= c.chain * 95);
  CHECK(c.recomputing_found * 100 >= c.recomputing * 95);
  CHECK(c.contamination_found * 100 >= c.contamination * 55);
  CHECK(c.lost_found * 100 >= c.lost * 80);
  // The unrelated pairs of these folders are joined no more than the independent books'.
  CHECK(c.other_false_joins * 100 <= c.other_pairs);
}
