// Each witness's own habits (collation/witness_model.hpp): the traits of a row, the rule
// and the ordering key fitted to a witness, and the chance of shared idiosyncrasies,
// each checked against a count made here by other means (enumeration by brute force).
#include "collation/witness_model.hpp"

#include "catch.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// An apparatus of one work whose derived rows are the given lemmas, with no witness.
Apparatus work_of(const std::vector<std::string>& lemmas) {
  Apparatus app;
  app.work = "w";
  for (std::size_t i = 0; i < lemmas.size(); ++i) {
    Place p;
    p.number = i + 1;
    p.derived = true;
    p.lemma = lemmas[i];
    app.places.push_back(p);
  }
  return app;
}

std::size_t t(Trait x) { return static_cast<std::size_t>(x); }

}  // namespace

TEST_CASE("witness model: a row's traits from its numbers", "[collation]") {
  const std::vector<RowTraits> rows = row_traits(work_of({"2 3 16", "30 5 6", "11 12 13"}));
  REQUIRE(rows.size() == 3);
  const RowTraits& r = rows[0];
  CHECK(r.value[t(Trait::Derivation)] == Rational(1));
  CHECK(r.value[t(Trait::First)] == Rational(2));
  CHECK(r.value[t(Trait::Third)] == Rational(16));
  CHECK(r.value[t(Trait::Largest)] == Rational(16));
  CHECK(r.value[t(Trait::Smallest)] == Rational(2));
  CHECK(r.value[t(Trait::Sum)] == Rational(21));
  // 2 and 3 are seeds, the first order (2, 4, 6, 8 and 3, 5, 7, 9); 16 = 4 x 4, the
  // square of a seed, the second order: the row reaches the second order.
  CHECK(r.value[t(Trait::MenOrder)] == Rational(2));
  // 30 = 5 + 25, a seed added to its square: a first triangle, the third order.
  CHECK(rows[1].value[t(Trait::MenOrder)] == Rational(3));
  // 11 and 13 are not among the men's numbers (no seed, square or sum of the rules
  // gives them): the row is beyond every order.
  CHECK(rows[2].value[t(Trait::MenOrder)] == Rational(7));
  // Ranks: the smaller value first (13, 16, 30).
  CHECK(rows[0].rank[t(Trait::Largest)] == 1);
  CHECK(rows[1].rank[t(Trait::Largest)] == 2);
  CHECK(rows[2].rank[t(Trait::Largest)] == 0);
}

TEST_CASE("witness model: the rule that explains a selection, and what it leaves", "[collation]") {
  std::vector<std::string> lemmas;
  for (int n = 1; n <= 20; ++n) lemmas.push_back(std::to_string(100 + n) + " " + std::to_string(1000 - n));
  const std::vector<RowTraits> rows = row_traits(work_of(lemmas));
  // The first 12 rows but the 5th, and the 17th besides.
  std::vector<std::size_t> printed;
  for (std::size_t p = 1; p <= 12; ++p)
    if (p != 5) printed.push_back(p);
  printed.push_back(17);
  const OwnSelection s = fit_selection(rows, printed);
  CHECK(s.rule.text() == "the first 12 rows of the derivation");
  CHECK(s.added == std::vector<std::size_t>{17});
  CHECK(s.left_out == std::vector<std::size_t>{5});
  // A rule whose last number is at least a bound is the same rows here, found later.
  CHECK(s.deviations() == 2);
}

TEST_CASE("witness model: a second bound where it explains three rows more", "[collation]") {
  std::vector<std::string> lemmas;
  for (int n = 1; n <= 30; ++n) lemmas.push_back(std::to_string(n) + " " + std::to_string(n % 7));
  const std::vector<RowTraits> rows = row_traits(work_of(lemmas));
  // The first 10 rows, and the rows whose last number is 6.
  std::vector<std::size_t> printed;
  for (std::size_t p = 1; p <= 30; ++p)
    if (p <= 10 || p % 7 == 6) printed.push_back(p);
  const OwnSelection s = fit_selection(rows, printed);
  CHECK(s.deviations() == 0);
  REQUIRE(s.rule.second.has_value());
}

TEST_CASE("witness model: the ordering key, and the departures from it", "[collation]") {
  std::vector<std::string> lemmas;
  for (int n = 1; n <= 8; ++n) lemmas.push_back(std::to_string(n) + " " + std::to_string(2 * n));
  const std::vector<RowTraits> rows = row_traits(work_of(lemmas));
  // Largest first, but 5 and 4 exchanged.
  const OwnOrder o = fit_order(rows, {8, 7, 6, 4, 5, 3, 2, 1});
  CHECK(o.key.text() == "by first number (descending)");
  CHECK(o.departures == std::vector<PlacePair>{{4, 5}});
  CHECK(o.neighbours.size() == 7);
  // In the derivation's order: no departure, and the key says so.
  CHECK(fit_order(rows, {1, 2, 3, 4, 5, 6, 7, 8}).key.text() == "the derivation's order");
}

TEST_CASE("witness model: the chance of shared draws, against enumeration", "[collation]") {
  // a draws 2 of its pool {0..4}, b 2 of its pool {2..5}: the pools share {2, 3, 4}.
  const std::vector<int> pool_a = {0, 1, 2, 3, 4}, pool_b = {2, 3, 4, 5};
  std::map<std::size_t, long> count;
  long all = 0;
  for (std::size_t i = 0; i < pool_a.size(); ++i)
    for (std::size_t j = i + 1; j < pool_a.size(); ++j)
      for (std::size_t k = 0; k < pool_b.size(); ++k)
        for (std::size_t l = k + 1; l < pool_b.size(); ++l) {
          std::size_t shared = 0;
          for (int x : {pool_a[i], pool_a[j]}) shared += (x == pool_b[k] || x == pool_b[l]) ? 1 : 0;
          ++count[shared];
          ++all;
        }
  const Distribution d = shared_draws_distribution(5, 2, 4, 2, 3);
  for (std::size_t x = 0; x < d.size(); ++x) CHECK(d[x] == Rational(count[x], all));
  Rational total;
  for (const Rational& p : d) total += p;
  CHECK(total == Rational(1));
}

TEST_CASE("witness model: a habit two witnesses share beyond their rules", "[collation]") {
  std::vector<std::string> lemmas;
  for (int n = 1; n <= 30; ++n) lemmas.push_back(std::to_string(n) + " " + std::to_string(n % 5));
  const std::vector<RowTraits> rows = row_traits(work_of(lemmas));
  std::vector<std::size_t> scope, shared;
  for (std::size_t p = 11; p <= 30; ++p) scope.push_back(p);
  // Both added the rows whose last number is 0 (15, 20, 25, 30): one bound gives them.
  for (std::size_t p : {15, 20, 25, 30}) shared.push_back(p);
  CHECK(shared_habit(rows, scope, shared).has_value());
  // Three rows no bound isolates: idiosyncrasies, not a habit.
  CHECK_FALSE(shared_habit(rows, scope, {12, 19, 26}).has_value());
}
