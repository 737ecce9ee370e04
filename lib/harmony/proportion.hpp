// The three proportions (medieties) of Boethius, exact.
//
// For three numbers a < b < c (002 lines 207-218; du Coeur, 000 endnotes):
//   arithmetic  b - a = c - b         (5 25 45)
//   geometric   b / a = c / b         (4 16 64; 4 6 9 with ratio 3/2)
//   musical     c / a = (c-b) / (b-a) (5 9 45; 25 45 225)
// The order in which the three numbers are given does not matter: they are sorted.
#pragma once

#include "harmony/proportion_kind.hpp"
#include "number/rational.hpp"

#include <gmpxx.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace rithmo {

using Triple = std::array<mpz_class, 3>;

// True when the three numbers, taken in ascending order, are distinct and positive
// and stand in proportion p.
bool in_proportion(Proportion p, Triple t);

// The same test for any three rational numbers (a mean of a proportion among numbers
// that are not men may be a fraction: arithmetic 12 13 1/2 15).
bool in_proportion(Proportion p, std::array<Rational, 3> t);

// The same test for a < b < c in 64-bit integers: the fast path of the enumerations.
// nullopt when a product would overflow, and the caller must use in_proportion; the
// tests cross-check the two paths.
std::optional<bool> in_proportion_fixed(Proportion p, std::int64_t a, std::int64_t b, std::int64_t c);

// Four numbers in geometric proportion as two equal ratios, a:b = c:d, tested as
// a * d == b * c (exact: no division). For a < b < c < d this is the only pairing that
// can hold: the others compare a ratio below one with one above it. N is mpz_class,
// Rational or a 64-bit integer whose products cannot overflow.
template <class N>
bool equal_ratios(const N& a, const N& b, const N& c, const N& d) {
  return a * d == b * c;
}

// The whole numbers that stand between a and b in a proportion a x b, in the order
// arithmetic, geometric, musical, each where it is whole: the arithmetic mean
// (a + b) / 2, the geometric sqrt(ab), the musical 2ab / (a + b). For a printed row that
// dropped a term between two it prints.
std::vector<mpz_class> whole_means(const mpz_class& a, const mpz_class& b);

// The whole numbers x that continue a, b into a proportion a b x, in the same order:
// arithmetic 2b - a, geometric b^2 / a, musical ab / (2a - b) (from (x - b):(b - a) =
// x:a). For a printed row that dropped a term beyond its end.
std::vector<mpz_class> whole_next_terms(const mpz_class& a, const mpz_class& b);

// Every ascending triple of distinct numbers from pool in proportion p, in
// lexicographic order. pool must be ascending and distinct.
std::vector<Triple> proportions(Proportion p, const std::vector<mpz_class>& pool);

}  // namespace rithmo
