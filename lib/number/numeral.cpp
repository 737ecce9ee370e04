#include "number/numeral.hpp"

#include <algorithm>

namespace rithmo {

bool all_digits(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (!is_digit(c)) return false;
  }
  return true;
}

namespace {

// The first byte at or after `from` that is not a digit (text.size() when none).
std::size_t digits_end(std::string_view text, std::size_t from) {
  while (from < text.size() && text[from] >= '0' && text[from] <= '9') ++from;
  return from;
}

NumeralResult fail(std::string_view text, std::size_t offset, const std::string& why) {
  NumeralResult r;
  r.error = {"'" + std::string(text) + "' is not " + why, offset};
  return r;
}

std::string forms_text(const NumeralForms& forms) {
  std::string s = forms.negative ? "an integer" : "a whole number";
  if (forms.fraction) s += " or a fraction such as 27/2 or 13 1/2";
  if (forms.decimal) s += " or a decimal such as 1.5";
  return s;
}

// The most digits whose value always fits a long (10^18 - 1 < 2^63).
constexpr std::size_t kLongDigits = 18;

// The value of text when it is plain digits, at most kLongDigits of them, read
// without GMP: the form nearly every printed number takes. False otherwise (the
// reader then goes the general way, which gives the same value for such text).
bool short_digits(std::string_view text, long& value) {
  if (text.empty() || text.size() > kLongDigits) return false;
  long v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  value = v;
  return true;
}

// Reads a run of digits of at most kMaxDigits at `at`; false if there is none or too many.
bool digits_at(std::string_view text, std::size_t& at, mpz_class& out, NumeralResult& failure) {
  const std::size_t end = digits_end(text, at);
  if (end == at) {
    failure = fail(text, at, "a number: a digit is expected here");
    return false;
  }
  if (end - at > kMaxDigits) {
    failure = fail(text, at, "a number rithmo reads: more than " + std::to_string(kMaxDigits) + " digits");
    return false;
  }
  // Decimal, whatever the leading zeros: base 10 given explicitly.
  out.set_str(std::string(text.substr(at, end - at)), 10);
  at = end;
  return true;
}

}  // namespace

NumeralResult read_numeral(std::string_view text, NumeralForms forms) {
  if (text.empty()) return fail(text, 0, "a number: the cell is empty");
  if (long v = 0; short_digits(text, v)) {
    NumeralResult r;
    r.value.emplace(v);
    return r;
  }
  std::size_t at = 0;
  bool negative = false;
  if (text[0] == '-') {
    if (!forms.negative) return fail(text, 0, forms_text(forms) + " (no sign)");
    negative = true;
    at = 1;
  }
  if (text.size() > at + 1 && text[at] == '0' && (text[at + 1] == 'x' || text[at + 1] == 'X')) {
    return fail(text, at + 1, "a decimal number");
  }
  NumeralResult failure;
  mpz_class whole;
  if (!digits_at(text, at, whole, failure)) {
    if (at < text.size() && text[at] != '-' && !(text[at] >= '0' && text[at] <= '9')) {
      return fail(text, at, forms_text(forms));
    }
    return failure;
  }
  Rational value(whole);
  if (forms.decimal && at + 1 < text.size() && text[at] == '.' && text[at + 1] >= '0' &&
      text[at + 1] <= '9') {
    ++at;
    const std::size_t from = at;
    mpz_class tenths;
    if (!digits_at(text, at, tenths, failure)) return failure;
    mpz_class scale;
    mpz_ui_pow_ui(scale.get_mpz_t(), 10, static_cast<unsigned long>(at - from));
    value = Rational(whole * scale + tenths, scale);
  } else if (at < text.size() && forms.fraction && (text[at] == '/' || text[at] == ' ')) {
    mpz_class num = whole, den;
    bool mixed = false;
    if (text[at] == ' ') {
      // "13 1/2": one space, then a proper fraction.
      mixed = true;
      ++at;
      if (!digits_at(text, at, num, failure)) return fail(text, at, forms_text(forms));
      if (at >= text.size() || text[at] != '/') return fail(text, at, forms_text(forms));
    }
    ++at;  // the '/'
    if (!digits_at(text, at, den, failure)) return fail(text, at, forms_text(forms));
    if (den == 0) return fail(text, at - 1, "a number: the denominator is zero");
    if (mixed && num >= den) return fail(text, at, "a mixed number: the fraction is not less than one");
    value = mixed ? Rational(whole) + Rational(num, den) : Rational(num, den);
  }
  if (at < text.size() && text[at] == '.' && forms.trailing_period && at + 1 == text.size()) ++at;
  if (at != text.size()) return fail(text, at, forms_text(forms));
  NumeralResult r;
  r.value = negative ? -value : value;
  return r;
}

std::string numeral_text(const Rational& value) {
  if (value.is_integer()) return value.str();
  const std::string sign = value.sign() < 0 ? "-" : "";
  const mpz_class num = abs(value.numerator()), den = value.denominator();
  const mpz_class whole = num / den, rest = num % den;
  return sign + (whole == 0 ? "" : whole.get_str() + " ") + rest.get_str() + "/" + den.get_str();
}

std::string numerals_text(const std::vector<std::string>& numerals) {
  // A fraction, or a number of words («vingt cinq»), is set off by commas.
  const bool fractions = std::any_of(numerals.begin(), numerals.end(), [](const std::string& n) {
    return n.find('/') != std::string::npos || n.find(' ') != std::string::npos;
  });
  std::string s;
  for (std::size_t i = 0; i < numerals.size(); ++i) s += (i ? (fractions ? ", " : " ") : "") + numerals[i];
  return s;
}

std::optional<mpz_class> read_natural(std::string_view text, NumeralError* error, bool trailing_period) {
  if (long v = 0; short_digits(text, v)) return mpz_class(v);
  NumeralForms forms;
  forms.trailing_period = trailing_period;
  NumeralResult r = read_numeral(text, forms);
  if (!r) {
    if (error) *error = r.error;
    return std::nullopt;
  }
  return r.value->numerator();
}

std::optional<std::uint64_t> read_count(std::string_view text, std::uint64_t max, NumeralError* error) {
  auto range = [&] { return "a whole number from 0 to " + std::to_string(max); };
  NumeralError e;
  const auto n = read_natural(text, &e);
  if (!n) {
    if (error) *error = {"'" + std::string(text) + "' is not " + range() + " (decimal digits)", e.offset};
    return std::nullopt;
  }
  if (!n->fits_ulong_p() || n->get_ui() > max) {
    if (error) *error = {"'" + std::string(text) + "' is out of range: " + range(), 0};
    return std::nullopt;
  }
  return static_cast<std::uint64_t>(n->get_ui());
}

}  // namespace rithmo
