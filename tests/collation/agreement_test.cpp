// The chance models of the evidence of copying, against enumeration by brute force.
#include "collation/agreement.hpp"

#include "catch.hpp"

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <vector>

using namespace rithmo;

TEST_CASE("agreement: the hypergeometric tail, against every draw counted", "[collation]") {
  // Every subset of `draws` items of a population 0..N-1, the first `marked` marked.
  for (std::size_t population = 0; population <= 9; ++population) {
    for (std::size_t marked = 0; marked <= population; ++marked) {
      for (std::size_t draws = 0; draws <= population; ++draws) {
        std::vector<long> with(population + 2, 0);  // subsets by how many marked they hold
        long all = 0;
        for (unsigned mask = 0; mask < (1u << population); ++mask) {
          if (static_cast<std::size_t>(__builtin_popcount(mask)) != draws) continue;
          ++all;
          ++with[static_cast<std::size_t>(__builtin_popcount(mask & ((1u << marked) - 1)))];
        }
        for (std::size_t k = 0; k <= population + 1; ++k) {
          long at_least = 0;
          for (std::size_t x = k; x < with.size(); ++x) at_least += with[x];
          INFO(population << " " << marked << " " << draws << " " << k);
          CHECK(hypergeometric_at_least(population, marked, draws, k) == Rational(at_least, all));
        }
      }
    }
  }
  CHECK_THROWS(hypergeometric_at_least(3, 4, 1, 1));
}

TEST_CASE("agreement: the binomial tail, against every outcome weighed", "[collation]") {
  const Rational p(1, 3);
  for (std::size_t n = 0; n <= 8; ++n) {
    std::vector<Rational> with(n + 2);
    for (unsigned mask = 0; mask < (1u << n); ++mask) {
      const auto hits = static_cast<std::size_t>(__builtin_popcount(mask));
      Rational w(1);
      for (std::size_t i = 0; i < n; ++i) w *= (mask >> i) & 1u ? p : Rational(1) - p;
      with[hits] += w;
    }
    for (std::size_t k = 0; k <= n + 1; ++k) {
      Rational at_least;
      for (std::size_t x = k; x < with.size(); ++x) at_least += with[x];
      CHECK(binomial_at_least(n, p, k) == at_least);
    }
  }
  CHECK_THROWS(binomial_at_least(3, Rational(3, 2), 1));
}

TEST_CASE("agreement: shared inversions against the derivation's order", "[collation]") {
  // a prints the rows 0..5 with 1, 2 and 4, 5 exchanged; b with 1, 2 only: one pair both
  // invert, of the 15 pairs of six rows, a inverting 2 and b 1. Independent witnesses
  // share that pair with probability C(2,1) C(13,0) / C(15,1) = 2/15.
  const SharedOrder s = shared_order({0, 2, 1, 3, 5, 4}, {0, 2, 1, 3, 4, 5});
  CHECK(s.rows == 6);
  CHECK(s.pairs == 15);
  CHECK(s.inverted_a == 2);
  CHECK(s.inverted_b == 1);
  CHECK(s.shared == 1);
  CHECK(s.chance == Rational(2, 15));
  // docs/stemma.md's worked example: the same three pairs inverted by both, of 15:
  // C(3, 3) C(12, 0) / C(15, 3) = 1 / 455.
  CHECK(hypergeometric_at_least(15, 3, 3, 3) == Rational(1, 455));
  // Both in the derivation's order: no pair inverted, nothing shared, no evidence.
  const SharedOrder plain = shared_order({0, 1, 2, 3}, {0, 1, 2, 3});
  CHECK(plain.shared == 0);
  CHECK(plain.chance == Rational(1));
  // Only the rows both print are compared: 7 and 9 are a's alone.
  const SharedOrder some = shared_order({7, 2, 1, 9, 3}, {1, 2, 3});
  CHECK(some.rows == 3);
  CHECK(some.inverted_a == 1);
  CHECK(some.inverted_b == 0);
  // The inversions themselves, every pair tried.
  const std::vector<std::size_t> order = {3, 0, 2, 1};
  std::vector<std::pair<std::size_t, std::size_t>> brute;
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t j = i + 1; j < order.size(); ++j)
      if (order[i] > order[j]) brute.emplace_back(order[j], order[i]);
  std::sort(brute.begin(), brute.end());
  CHECK(inversions(order, {0, 1, 2, 3}) == brute);
  CHECK_THROWS(inversions({0, 1}, {0, 2}));
}

TEST_CASE("agreement: a probability as the reports show it", "[collation]") {
  CHECK(probability_text(Rational(1)) == "1");
  CHECK(probability_text(Rational(0)) == "0");
  CHECK(probability_text(Rational(2, 15)) == "0.13");
  CHECK(probability_text(Rational(1, 4096)) == "2.4e-04");
}
