#include "collation/agreement.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <stdexcept>

namespace rithmo {

namespace {

mpz_class choose(std::size_t n, std::size_t k) {
  if (k > n) return 0;
  mpz_class c;
  mpz_bin_uiui(c.get_mpz_t(), n, k);
  return c;
}

}  // namespace

Rational hypergeometric_at_least(std::size_t population, std::size_t marked, std::size_t draws,
                                 std::size_t k) {
  if (marked > population || draws > population)
    throw std::invalid_argument("hypergeometric: more marked or drawn than the population");
  if (k == 0) return Rational(1);
  mpz_class favourable = 0;
  for (std::size_t x = k; x <= std::min(marked, draws); ++x) {
    if (draws - x > population - marked) continue;
    favourable += choose(marked, x) * choose(population - marked, draws - x);
  }
  return Rational(favourable, choose(population, draws));
}

Rational binomial_at_least(std::size_t n, const Rational& p, std::size_t k) {
  if (p < Rational(0) || p > Rational(1)) throw std::invalid_argument("binomial: p outside [0, 1]");
  if (k == 0) return Rational(1);
  const Rational q = Rational(1) - p;
  Rational sum;
  for (std::size_t x = k; x <= n; ++x) {
    Rational term(choose(n, x));
    for (std::size_t i = 0; i < x; ++i) term *= p;
    for (std::size_t i = 0; i < n - x; ++i) term *= q;
    sum += term;
  }
  return sum;
}

Distribution hypergeometric_distribution(std::size_t population, std::size_t marked, std::size_t draws) {
  if (marked > population || draws > population)
    throw std::invalid_argument("hypergeometric: more marked or drawn than the population");
  const mpz_class all = choose(population, draws);
  Distribution out(std::min(marked, draws) + 1);
  for (std::size_t x = 0; x < out.size(); ++x) {
    if (draws - x > population - marked) continue;
    out[x] = Rational(choose(marked, x) * choose(population - marked, draws - x), all);
  }
  return out;
}

Distribution binomial_distribution(std::size_t n, const Rational& p) {
  if (p < Rational(0) || p > Rational(1)) throw std::invalid_argument("binomial: p outside [0, 1]");
  const Rational q = Rational(1) - p;
  Distribution out(n + 1);
  for (std::size_t x = 0; x <= n; ++x) {
    Rational term(choose(n, x));
    for (std::size_t i = 0; i < x; ++i) term *= p;
    for (std::size_t i = 0; i < n - x; ++i) term *= q;
    out[x] = term;
  }
  return out;
}

Distribution convolve(const Distribution& x, const Distribution& y) {
  if (x.empty()) return y;
  if (y.empty()) return x;
  // Over a common denominator of each: the products and their sums are whole numbers,
  // reduced once for each value of the sum, not once for each product (the gcds were
  // nearly all of the stemma's time).
  const auto scaled = [](const Distribution& d, mpz_class& common) {
    common = 1;
    for (const Rational& r : d)
      if (r.sign() != 0) mpz_lcm(common.get_mpz_t(), common.get_mpz_t(), r.gmp().get_den_mpz_t());
    std::vector<mpz_class> out(d.size());
    for (std::size_t i = 0; i < d.size(); ++i) {
      if (d[i].sign() == 0) continue;
      mpz_divexact(out[i].get_mpz_t(), common.get_mpz_t(), d[i].gmp().get_den_mpz_t());
      out[i] *= d[i].gmp().get_num();
    }
    return out;
  };
  mpz_class dx, dy;
  const std::vector<mpz_class> xs = scaled(x, dx), ys = scaled(y, dy);
  std::vector<mpz_class> sums(x.size() + y.size() - 1);
  for (std::size_t i = 0; i < xs.size(); ++i) {
    if (sgn(xs[i]) == 0) continue;
    for (std::size_t j = 0; j < ys.size(); ++j)
      if (sgn(ys[j]) != 0) mpz_addmul(sums[i + j].get_mpz_t(), xs[i].get_mpz_t(), ys[j].get_mpz_t());
  }
  const mpz_class denominator = dx * dy;
  Distribution out;
  out.reserve(sums.size());
  for (const mpz_class& n : sums) out.push_back(sgn(n) == 0 ? Rational() : Rational(n, denominator));
  return out;
}

Distribution sum_distribution(const std::vector<Distribution>& counts) {
  Distribution sum{Rational(1)};
  for (const Distribution& d : counts) sum = convolve(sum, d);
  return sum;
}

namespace {

// P(X >= x) for every x of the distribution, and one past its end (0).
std::vector<Rational> tails_of(const Distribution& d) {
  std::vector<Rational> t(d.size() + 1);
  for (std::size_t x = d.size(); x-- > 0;) t[x] = t[x + 1] + d[x];
  return t;
}

// The probability, over kinds i.. (independent), that the product of their tails is at
// most `bound`.
Rational product_at_most(const std::vector<Distribution>& d, const std::vector<std::vector<Rational>>& tails,
                         std::size_t i, const Rational& bound) {
  const std::vector<Rational>& t = tails[i];
  if (i + 1 == d.size()) {
    // The tails fall as x grows: the values at or past the first whose tail is at most
    // the bound.
    std::size_t lo = 0, hi = d.size() == 0 ? 0 : d[i].size();
    while (lo < hi) {
      const std::size_t mid = (lo + hi) / 2;
      if (t[mid] <= bound)
        hi = mid;
      else
        lo = mid + 1;
    }
    return t[lo];
  }
  Rational sum;
  for (std::size_t x = 0; x < d[i].size(); ++x) {
    if (d[i][x] == Rational(0)) continue;
    if (t[x] == Rational(0)) break;
    sum += d[i][x] * product_at_most(d, tails, i + 1, bound / t[x]);
  }
  return sum;
}

}  // namespace

Rational combined_at_least(const std::vector<Distribution>& kinds, const std::vector<std::size_t>& observed) {
  if (kinds.size() != observed.size()) throw std::invalid_argument("combined: one observed count a kind");
  if (kinds.empty()) return Rational(1);
  std::vector<std::vector<Rational>> tails;
  Rational product(1);
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    tails.push_back(tails_of(kinds[i]));
    product *= observed[i] < tails[i].size() ? tails[i][observed[i]] : Rational(0);
  }
  if (product == Rational(0)) return Rational(0);
  return product_at_most(kinds, tails, 0, product);
}

Rational sum_at_least(const std::vector<Distribution>& counts, std::size_t k) {
  if (k == 0) return Rational(1);
  const Distribution sum = sum_distribution(counts);
  Rational tail;
  for (std::size_t x = k; x < sum.size(); ++x) tail += sum[x];
  return tail;
}

std::vector<std::pair<std::size_t, std::size_t>> breaks(const std::vector<std::size_t>& order,
                                                        const std::vector<std::size_t>& reference) {
  if (order.size() != reference.size() ||
      std::set<std::size_t>(order.begin(), order.end()) !=
          std::set<std::size_t>(reference.begin(), reference.end()) ||
      std::set<std::size_t>(order.begin(), order.end()).size() != order.size())
    throw std::invalid_argument("breaks: two orders of the same items, each once");
  std::vector<std::pair<std::size_t, std::size_t>> out;
  if (order.empty()) return out;
  std::vector<std::size_t> rank_in_reference(*std::max_element(reference.begin(), reference.end()) + 1);
  for (std::size_t i = 0; i < reference.size(); ++i) rank_in_reference[reference[i]] = i;
  for (std::size_t i = 0; i + 1 < order.size(); ++i) {
    // order sets order[i] just before order[i + 1]; the reference the other way round.
    if (rank_in_reference[order[i]] > rank_in_reference[order[i + 1]])
      out.emplace_back(order[i + 1], order[i]);
  }
  std::sort(out.begin(), out.end());
  return out;
}

SharedOrder shared_order(const std::vector<std::size_t>& a, const std::vector<std::size_t>& b) {
  const std::set<std::size_t> in_b(b.begin(), b.end()), in_a(a.begin(), a.end());
  std::vector<std::size_t> common_a, common_b;
  for (std::size_t x : a)
    if (in_b.count(x)) common_a.push_back(x);
  for (std::size_t x : b)
    if (in_a.count(x)) common_b.push_back(x);
  SharedOrder s;
  s.rows = common_a.size();
  s.neighbours = s.rows > 0 ? s.rows - 1 : 0;
  if (s.rows < 2) return s;
  // The derivation's order: the rows by their place in it.
  std::vector<std::size_t> reference = common_a;
  std::sort(reference.begin(), reference.end());
  const auto ba = breaks(common_a, reference), bb = breaks(common_b, reference);
  s.breaks_a = ba.size();
  s.breaks_b = bb.size();
  std::vector<std::pair<std::size_t, std::size_t>> both;
  std::set_intersection(ba.begin(), ba.end(), bb.begin(), bb.end(), std::back_inserter(both));
  s.shared = both.size();
  s.chance = hypergeometric_at_least(s.neighbours, s.breaks_a, s.breaks_b, s.shared);
  return s;
}

std::string probability_text(const Rational& p) {
  if (p == Rational(1)) return "1";
  if (p == Rational(0)) return "0";
  const double d = p.gmp().get_d();
  char buf[32];
  if (d >= 0.001)
    std::snprintf(buf, sizeof buf, "%.2g", d);
  else
    std::snprintf(buf, sizeof buf, "%.1e", d);
  return buf;
}

std::string mean_text(const Rational& m) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f", m.gmp().get_d());
  std::string out = buf;
  if (out.size() > 2 && out.compare(out.size() - 2, 2, ".0") == 0) out.resize(out.size() - 2);
  return out;
}

}  // namespace rithmo
