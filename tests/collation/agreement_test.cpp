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

TEST_CASE("agreement: the distributions, and the tail of a sum against every outcome", "[collation]") {
  // Each distribution sums to 1 and its tails are the tails above.
  const Distribution h = hypergeometric_distribution(10, 4, 5), b = binomial_distribution(4, Rational(1, 3));
  for (const Distribution* d : {&h, &b}) {
    Rational total;
    for (const Rational& x : *d) total += x;
    CHECK(total == Rational(1));
  }
  for (std::size_t k = 0; k < h.size(); ++k) {
    Rational tail;
    for (std::size_t x = k; x < h.size(); ++x) tail += h[x];
    CHECK(tail == hypergeometric_at_least(10, 4, 5, k));
  }
  // The sum of the two: every pair of outcomes weighed.
  for (std::size_t k = 0; k <= 9; ++k) {
    Rational tail;
    for (std::size_t x = 0; x < h.size(); ++x)
      for (std::size_t y = 0; y < b.size(); ++y)
        if (x + y >= k) tail += h[x] * b[y];
    CHECK(sum_at_least({h, b}, k) == tail);
  }
  CHECK(sum_at_least({}, 1) == Rational(0));
  // docs/stemma.md's worked example summed: the same three breaks of five neighbouring
  // pairs in each of four tables; only all four counts at 3 reach 12: (1/10)^4.
  const Distribution three = hypergeometric_distribution(5, 3, 3);
  CHECK(sum_at_least({three, three, three, three}, 12) == Rational(1, 10000));
  CHECK(sum_at_least({h}, 0) == Rational(1));
}

TEST_CASE("agreement: shared breaks of the derivation's order", "[collation]") {
  // a prints the rows 0..5 with 1, 2 and 4, 5 exchanged; b with 1, 2 only: one break
  // both make, of the 5 neighbouring pairs of six rows.
  const SharedOrder s = shared_order({0, 2, 1, 3, 5, 4}, {0, 2, 1, 3, 4, 5});
  CHECK(s.rows == 6);
  CHECK(s.neighbours == 5);
  CHECK(s.breaks_a == 2);  // 2 before 1, 5 before 4
  CHECK(s.breaks_b == 1);  // 2 before 1
  CHECK(s.shared == 1);
  // P(S >= 1) = 1 - C(2, 0) C(3, 1) / C(5, 1) = 1 - 3/5.
  CHECK(s.chance == Rational(2, 5));
  // docs/stemma.md's worked example: the same three breaks made by both, of 5:
  // C(3, 3) C(2, 0) / C(5, 3) = 1 / 10.
  const SharedOrder same = shared_order({1, 0, 3, 2, 5, 4}, {1, 0, 3, 2, 5, 4});
  CHECK(same.shared == 3);
  CHECK(same.chance == Rational(1, 10));
  // Both in the derivation's order: no break, nothing shared, no evidence.
  const SharedOrder plain = shared_order({0, 1, 2, 3}, {0, 1, 2, 3});
  CHECK(plain.shared == 0);
  CHECK(plain.chance == Rational(1));
  // Only the rows both print are compared: 7 and 9 are a's alone, and between them
  // 2 and 1 become neighbours.
  const SharedOrder some = shared_order({7, 2, 9, 1, 3}, {1, 2, 3});
  CHECK(some.rows == 3);
  CHECK(some.breaks_a == 1);
  CHECK(some.breaks_b == 0);
  // The breaks themselves, every neighbouring pair tried.
  const std::vector<std::size_t> order = {3, 0, 2, 1};
  std::vector<std::pair<std::size_t, std::size_t>> brute;
  for (std::size_t i = 0; i + 1 < order.size(); ++i)
    if (order[i] > order[i + 1]) brute.emplace_back(order[i + 1], order[i]);
  std::sort(brute.begin(), brute.end());
  CHECK(breaks(order, {0, 1, 2, 3}) == brute);
  CHECK(brute.size() == 2);  // (0, 3) and (1, 2)
  CHECK_THROWS(breaks({0, 1}, {0, 2}));
}

TEST_CASE("agreement: a probability as the reports show it", "[collation]") {
  CHECK(probability_text(Rational(1)) == "1");
  CHECK(probability_text(Rational(0)) == "0");
  CHECK(probability_text(Rational(2, 15)) == "0.13");
  CHECK(probability_text(Rational(1, 4096)) == "2.4e-04");
  CHECK(mean_text(Rational(1404, 10)) == "140.4");
  CHECK(mean_text(Rational(7, 10)) == "0.7");
  CHECK(mean_text(Rational(17)) == "17");
  CHECK(mean_text(Rational(0)) == "0");
}

TEST_CASE("agreement: kinds weighed as one, against enumeration", "[collation]") {
  // Three independent counts: X uniform on 0..3, Y with P(0) = 1/2, P(1) = 1/3,
  // P(2) = 1/6, Z binomial (2, 1/5) written out. Every triple is tried: the chance is the
  // probability of the triples whose tails multiply to at most the observed product.
  const Distribution x = {Rational(1, 4), Rational(1, 4), Rational(1, 4), Rational(1, 4)};
  const Distribution y = {Rational(1, 2), Rational(1, 3), Rational(1, 6)};
  const Distribution z = {Rational(16, 25), Rational(8, 25), Rational(1, 25)};
  const auto tail = [](const Distribution& d, std::size_t k) {
    Rational t;
    for (std::size_t i = k; i < d.size(); ++i) t += d[i];
    return t;
  };
  for (std::size_t a = 0; a < x.size(); ++a)
    for (std::size_t b = 0; b < y.size(); ++b)
      for (std::size_t c = 0; c < z.size(); ++c) {
        const Rational seen = tail(x, a) * tail(y, b) * tail(z, c);
        Rational brute;
        for (std::size_t i = 0; i < x.size(); ++i)
          for (std::size_t j = 0; j < y.size(); ++j)
            for (std::size_t k = 0; k < z.size(); ++k)
              if (tail(x, i) * tail(y, j) * tail(z, k) <= seen) brute += x[i] * y[j] * z[k];
        CAPTURE(a, b, c);
        CHECK(combined_at_least({x, y, z}, {a, b, c}) == brute);
      }
  // Nothing observed: certain. One kind alone: its own tail.
  CHECK(combined_at_least({x, y, z}, {0, 0, 0}) == Rational(1));
  CHECK(combined_at_least({y}, {2}) == Rational(1, 6));
}

TEST_CASE("agreement: the distribution of a sum", "[collation]") {
  const Distribution coin = {Rational(1, 2), Rational(1, 2)};
  CHECK(sum_distribution({coin, coin}) == Distribution{Rational(1, 4), Rational(1, 2), Rational(1, 4)});
  CHECK(sum_distribution({}) == Distribution{Rational(1)});
}
