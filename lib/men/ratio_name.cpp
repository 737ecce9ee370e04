#include "men/ratio_name.hpp"

#include <array>
#include <stdexcept>

namespace rithmo {

namespace {

// Multiplex names by multiple (index = m). Boethius, De inst. arith. I.23.
constexpr std::array<std::string_view, 21> kMultiplex = {"",
                                                         "",
                                                         "duplex",
                                                         "triplex",
                                                         "quadruplex",
                                                         "quincuplex",
                                                         "sextuplex",
                                                         "septuplex",
                                                         "octuplex",
                                                         "nonuplex",
                                                         "decuplex",
                                                         "undecuplex",
                                                         "duodecuplex",
                                                         "tredecuplex",
                                                         "quattuordecuplex",
                                                         "quindecuplex",
                                                         "sedecuplex",
                                                         "septendecuplex",
                                                         "duodevicecuplex",
                                                         "undevicecuplex",
                                                         "vicecuplex"};

// Ordinals used after "sesqui" (masculine: the part, pars, is implied in the
// classical names sesquitertius, sesquiquartus ...). Index = the lesser term q.
constexpr std::array<std::string_view, 21> kSesqui = {"",
                                                      "",
                                                      "alter",
                                                      "tertius",
                                                      "quartus",
                                                      "quintus",
                                                      "sextus",
                                                      "septimus",
                                                      "octavus",
                                                      "nonus",
                                                      "decimus",
                                                      "undecimus",
                                                      "duodecimus",
                                                      "tertius decimus",
                                                      "quartus decimus",
                                                      "quintus decimus",
                                                      "sextus decimus",
                                                      "septimus decimus",
                                                      "octavus decimus",
                                                      "nonus decimus",
                                                      "vicesimus"};

// Counts of parts in superpartient names: super-bi-partiens, super-tri-partiens ...
constexpr std::array<std::string_view, 21> kPartiens = {
    "",          "",        "bi",          "tri",          "quadri",
    "quinque",   "sex",     "septem",      "octo",         "novem",
    "decem",     "undecim", "duodecim",    "tredecim",     "quattuordecim",
    "quindecim", "sedecim", "septendecim", "duodeviginti", "undeviginti",
    "viginti"};

// Feminine accusative plural ordinals naming the parts: tertias, quartas ...
constexpr std::array<std::string_view, 21> kParts = {"",
                                                     "",
                                                     "secundas",
                                                     "tertias",
                                                     "quartas",
                                                     "quintas",
                                                     "sextas",
                                                     "septimas",
                                                     "octavas",
                                                     "nonas",
                                                     "decimas",
                                                     "undecimas",
                                                     "duodecimas",
                                                     "tertias decimas",
                                                     "quartas decimas",
                                                     "quintas decimas",
                                                     "sextas decimas",
                                                     "septimas decimas",
                                                     "octavas decimas",
                                                     "nonas decimas",
                                                     "vicesimas"};

bool fits(const mpz_class& n) { return n >= 0 && n < 21; }

}  // namespace

std::string_view name(RatioFamily family) {
  switch (family) {
    case RatioFamily::Equality:
      return "equality";
    case RatioFamily::Multiplex:
      return "multiplex";
    case RatioFamily::Superparticular:
      return "superparticular";
    case RatioFamily::Superpartient:
      return "superpartient";
    case RatioFamily::MultiplexSuperparticular:
      return "multiplex superparticular";
    case RatioFamily::MultiplexSuperpartient:
      return "multiplex superpartient";
  }
  return "?";
}

RatioFamily ratio_family(const Rational& r) {
  if (r < Rational(1)) throw std::invalid_argument("ratio " + r.str() + " is less than 1");
  const mpz_class p = r.numerator();
  const mpz_class q = r.denominator();
  if (p == q) return RatioFamily::Equality;
  if (q == 1) return RatioFamily::Multiplex;
  const mpz_class m = p / q;  // whole times the lesser is contained
  const mpz_class k = p % q;  // parts left over
  if (m == 1) return k == 1 ? RatioFamily::Superparticular : RatioFamily::Superpartient;
  return k == 1 ? RatioFamily::MultiplexSuperparticular : RatioFamily::MultiplexSuperpartient;
}

std::string latin_name(const Rational& r) {
  const RatioFamily family = ratio_family(r);
  const mpz_class p = r.numerator();
  const mpz_class q = r.denominator();
  const mpz_class m = p / q;
  const mpz_class k = p % q;
  const std::string fallback = std::string(name(family)) + " " + p.get_str() + ":" + q.get_str();
  if (!fits(m) || !fits(q) || !fits(k)) return fallback;
  const auto mi = m.get_ui();
  const auto qi = q.get_ui();
  const auto ki = k.get_ui();
  std::string multiple = mi >= 2 ? std::string(kMultiplex[mi]) : std::string();
  std::string part;
  if (ki == 1) part = "sesqui" + std::string(kSesqui[qi]);
  if (ki > 1) part = "super" + std::string(kPartiens[ki]) + "partiens " + std::string(kParts[qi]);
  switch (family) {
    case RatioFamily::Equality:
      return "aequalitas";
    case RatioFamily::Multiplex:
      return multiple;
    case RatioFamily::Superparticular:
    case RatioFamily::Superpartient:
      return part;
    case RatioFamily::MultiplexSuperparticular:
    case RatioFamily::MultiplexSuperpartient:
      return multiple + " " + part;
  }
  return fallback;
}

}  // namespace rithmo
