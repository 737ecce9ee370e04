#include "number/rational.hpp"

#include <boost/container_hash/hash.hpp>

#include <cctype>

namespace rithmo {

Rational::Rational(const mpz_class& numerator, const mpz_class& denominator) {
  if (denominator == 0) {
    throw ZeroDenominator("zero denominator in " + numerator.get_str() + "/0");
  }
  q_ = mpq_class(numerator, denominator);
  // The two-argument mpq_class constructor neither reduces nor fixes the sign.
  q_.canonicalize();
}

Rational& Rational::operator/=(const Rational& o) {
  if (o.q_ == 0) throw ZeroDenominator("division of " + str() + " by zero");
  q_ /= o.q_;
  return *this;
}

namespace {
bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}
}  // namespace

Rational Rational::parse(std::string_view text) {
  std::string_view body = text;
  bool negative = false;
  if (!body.empty() && body.front() == '-') {
    negative = true;
    body.remove_prefix(1);
  }
  const auto slash = body.find('/');
  const std::string_view num = body.substr(0, slash);
  const std::string_view den =
      slash == std::string_view::npos ? std::string_view("1") : body.substr(slash + 1);
  if (!all_digits(num) || !all_digits(den)) {
    throw RationalSyntaxError("not a number: '" + std::string(text) +
                              "' (expected an integer like 225 or a fraction like 3/2 or -7/4)");
  }
  mpz_class n(std::string(num), 10);
  const mpz_class d(std::string(den), 10);
  if (negative) n = -n;
  return Rational(n, d);
}

std::size_t Rational::hash() const {
  // Canonical form makes equal values hash equal.
  std::size_t seed = 0;
  boost::hash_combine(seed, q_.get_num().get_str(16));
  boost::hash_combine(seed, q_.get_den().get_str(16));
  return seed;
}

std::ostream& operator<<(std::ostream& os, const Rational& r) { return os << r.str(); }

}  // namespace rithmo
