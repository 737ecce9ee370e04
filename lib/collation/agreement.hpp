// How likely two independent witnesses are to agree as much as two books do: the
// chance models behind the evidence of copying (docs/stemma.md gives each formula and a
// worked example). Every probability is computed exactly, as a rational, from
// binomial coefficients; a report shows it rounded.
//
//   selection    of N rows a work yields that some witness prints, one prints n_a and
//                the other n_b; independent witnesses choosing their rows at random
//                share k or more with probability P(X >= k), X hypergeometric (N, n_a,
//                n_b). Shared omission is the same count seen from the other side: the
//                rows both leave out are N - n_a - n_b + k.
//   arrangement  of the n rows both print, each witness sets some neighbours in the
//                other order than the derivation's (its breaks, b_a and b_b: at most
//                n - 1 each); witnesses that break the order independently, each at
//                b of the n - 1 neighbouring pairs at random, make s or more of the
//                same breaks with probability P(S >= s), S hypergeometric (n - 1, b_a,
//                b_b). Agreement in the derivation's own order is no evidence: it is
//                what both were asked.
//   errors       at the c places both print, one witness errs at e_a of them and the
//                other at e_b; erring independently, at the rates e_a / c and e_b / c,
//                they err at the same place k or more times with probability
//                P(X >= k), X binomial (c, e_a e_b / c^2). Two errors at one place that
//                read alike are rarer still: the model counts any two, and so overstates
//                the chance (a conservative test).
#pragma once

#include "number/rational.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace rithmo {

// P(X >= k) for X hypergeometric: `draws` drawn without replacement from a population
// of `population` of which `marked` are marked, X the marked drawn. 1 when k <= 0; 0
// when k exceeds what can be drawn. Throws std::invalid_argument when marked or draws
// exceed the population.
Rational hypergeometric_at_least(std::size_t population, std::size_t marked, std::size_t draws,
                                 std::size_t k);

// P(X >= k) for X binomial (n, p), 0 <= p <= 1 (std::invalid_argument otherwise).
Rational binomial_at_least(std::size_t n, const Rational& p, std::size_t k);

// A distribution on 0, 1, 2 ...: the probability of each value, exactly.
using Distribution = std::vector<Rational>;

// The distributions of the two counts above: P(X = x) for every x that can occur (and
// the zeros below the least). Same arguments and errors as the tails.
Distribution hypergeometric_distribution(std::size_t population, std::size_t marked, std::size_t draws);
Distribution binomial_distribution(std::size_t n, const Rational& p);

// P(X_1 + ... + X_m >= k) for independent counts with the given distributions: the
// evidence of several works summed (docs/stemma.md, "Over every work"). 1 when k is 0
// or there is no count.
Rational sum_at_least(const std::vector<Distribution>& counts, std::size_t k);

// The distribution of X + Y for independent counts (a convolution; an empty one is none).
Distribution convolve(const Distribution& x, const Distribution& y);

// The distribution of X_1 + ... + X_m for independent counts ({1}: the sum of none).
Distribution sum_distribution(const std::vector<Distribution>& counts);

// Several kinds of evidence weighed as one, exactly: for independent counts X_i with
// the given distributions and observed values k_i, the chance that the product of
// their tails, P(X_i >= x_i), is at most the product observed (Fisher's combination
// of independent tests, its null distribution enumerated, not approximated). One test,
// where the smallest of m tails would be m tests.
Rational combined_at_least(const std::vector<Distribution>& kinds, const std::vector<std::size_t>& observed);

// The breaks of an order against `reference`: the pairs of items it sets next to each
// other in the other order than the reference does, each as (the earlier, the later)
// in the reference, sorted. Both are orders of the same items, each once
// (std::invalid_argument otherwise).
std::vector<std::pair<std::size_t, std::size_t>> breaks(const std::vector<std::size_t>& order,
                                                        const std::vector<std::size_t>& reference);

// The evidence of a shared arrangement: of the rows two witnesses print, the breaks of
// each against the derivation's order, those both make, and how likely so many shared
// breaks are between independent witnesses.
struct SharedOrder {
  std::size_t rows = 0;        // printed by both
  std::size_t neighbours = 0;  // rows - 1: the pairs of the derivation's neighbours
  std::size_t breaks_a = 0, breaks_b = 0;
  std::size_t shared = 0;  // breaks both make
  Rational chance{1};      // P(S >= shared), S hypergeometric (neighbours, breaks_a, breaks_b)
};

// The orders are the two witnesses' rows (each a row's place in the derivation),
// restricted here to the rows both print.
SharedOrder shared_order(const std::vector<std::size_t>& a, const std::vector<std::size_t>& b);

// A probability as a report shows it: "1" or "0" exactly, else two significant digits,
// "0.031", "2.4e-07".
std::string probability_text(const Rational& p);

// A count's mean as a report shows it: one decimal, none when it is whole ("140.4",
// "0.7", "17").
std::string mean_text(const Rational& m);

}  // namespace rithmo
