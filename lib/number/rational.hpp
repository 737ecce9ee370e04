// Exact rational numbers for every ratio and proportion of the game.
//
// Rational wraps GMP's mpq_class and keeps it canonical: lowest terms, positive
// denominator. GMP itself does neither for the two-argument constructor, and dies with
// SIGFPE on a zero denominator; Rational throws ZeroDenominator instead. No floating
// point is used anywhere a number of the game is computed.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace rithmo {

// Thrown when a rational number would get a zero denominator (a/0, x/0, parse "1/0").
class ZeroDenominator : public std::domain_error {
 public:
  explicit ZeroDenominator(const std::string& what) : std::domain_error(what) {}
};

// Thrown by Rational::parse on text that is not an integer or a fraction.
class RationalSyntaxError : public std::invalid_argument {
 public:
  explicit RationalSyntaxError(const std::string& what) : std::invalid_argument(what) {}
};

class Rational {
 public:
  // Zero.
  Rational() = default;
  // The integer n.
  Rational(long n) : q_(n) {}  // NOLINT(google-explicit-constructor): integers are rationals
  explicit Rational(const mpz_class& n) : q_(n) {}
  // numerator/denominator, reduced; throws ZeroDenominator if denominator is 0.
  Rational(const mpz_class& numerator, const mpz_class& denominator);
  Rational(long numerator, long denominator) : Rational(mpz_class(numerator), mpz_class(denominator)) {}

  // Parses "225", "3/2", "-7/4" (optional leading '-', decimal digits, optional
  // '/' and a denominator of digits). Nothing else: no spaces, no '+', no decimals.
  // Throws RationalSyntaxError naming the text, or ZeroDenominator for "n/0".
  static Rational parse(std::string_view text);

  mpz_class numerator() const { return q_.get_num(); }
  mpz_class denominator() const { return q_.get_den(); }
  bool is_integer() const { return q_.get_den() == 1; }
  int sign() const { return sgn(q_); }
  const mpq_class& gmp() const { return q_; }

  // "225", "3/2", "-7/4".
  std::string str() const { return q_.get_str(); }

  Rational& operator+=(const Rational& o) {
    q_ += o.q_;
    return *this;
  }
  Rational& operator-=(const Rational& o) {
    q_ -= o.q_;
    return *this;
  }
  Rational& operator*=(const Rational& o) {
    q_ *= o.q_;
    return *this;
  }
  // Throws ZeroDenominator when o is zero.
  Rational& operator/=(const Rational& o);

  friend Rational operator+(Rational a, const Rational& b) { return a += b; }
  friend Rational operator-(Rational a, const Rational& b) { return a -= b; }
  friend Rational operator*(Rational a, const Rational& b) { return a *= b; }
  friend Rational operator/(Rational a, const Rational& b) { return a /= b; }
  friend Rational operator-(const Rational& a) {
    Rational r;
    r.q_ = -a.q_;
    return r;
  }

  friend bool operator==(const Rational& a, const Rational& b) { return a.q_ == b.q_; }
  friend bool operator!=(const Rational& a, const Rational& b) { return a.q_ != b.q_; }
  friend bool operator<(const Rational& a, const Rational& b) { return a.q_ < b.q_; }
  friend bool operator<=(const Rational& a, const Rational& b) { return a.q_ <= b.q_; }
  friend bool operator>(const Rational& a, const Rational& b) { return a.q_ > b.q_; }
  friend bool operator>=(const Rational& a, const Rational& b) { return a.q_ >= b.q_; }

  std::size_t hash() const;

 private:
  mpq_class q_;
};

std::ostream& operator<<(std::ostream& os, const Rational& r);

}  // namespace rithmo

template <>
struct std::hash<rithmo::Rational> {
  std::size_t operator()(const rithmo::Rational& r) const noexcept { return r.hash(); }
};
