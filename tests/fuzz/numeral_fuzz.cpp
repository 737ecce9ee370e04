// libFuzzer target for the number parser (lib/number/numeral.hpp; built with
// -DRITHMO_FUZZ=ON and clang, see docs/testing.md, "Fuzzing"). The first byte chooses
// the forms allowed (bit 0 the trailing period, bit 1 fractions, bit 2 a sign; of the
// bits above, taken as a number k, k % 6 the largest count read_count accepts and
// k / 6 odd decimals); the rest is the text. The text is read by read_numeral,
// read_natural, read_count and all_digits, and each answer is compared with a reading
// written here from the grammar of numeral.hpp alone:
//   [-] D [ "." D | "/" D | " " D "/" D ] ["."]     D: 1 to kMaxDigits decimal digits
// with a non-zero denominator and, in "13 1/2", a proper fraction. A refusal names the
// text and points within it.
#include "number/numeral.hpp"
#include "number/rational.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

using namespace rithmo;

namespace {

[[noreturn]] void fail(const char* what, std::string_view text) {
  std::fprintf(stderr, "numeral_fuzz: %s\ntext: '%.*s'\n", what, static_cast<int>(text.size()), text.data());
  std::abort();
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The grammar of numeral.hpp, digit by digit: the value, or nullopt for no number.
std::optional<Rational> expected_value(std::string_view t, const NumeralForms& forms) {
  std::size_t i = 0;
  auto digits = [&](mpz_class& v) {
    const std::size_t from = i;
    v = 0;
    while (i < t.size() && is_digit(t[i])) v = v * 10 + (t[i++] - '0');
    return i > from && i - from <= kMaxDigits;
  };
  const bool negative = forms.negative && !t.empty() && t[0] == '-';
  if (negative) ++i;
  mpz_class whole;
  if (!digits(whole)) return std::nullopt;
  Rational value(whole);
  if (forms.decimal && i + 1 < t.size() && t[i] == '.' && is_digit(t[i + 1])) {
    ++i;
    const std::size_t from = i;
    mpz_class tenths;
    if (!digits(tenths)) return std::nullopt;
    mpz_class scale = 1;
    for (std::size_t k = from; k < i; ++k) scale *= 10;
    value = Rational(whole) + Rational(tenths, scale);
  } else if (forms.fraction && i < t.size() && t[i] == '/') {
    ++i;
    mpz_class den;
    if (!digits(den) || den == 0) return std::nullopt;
    value = Rational(whole, den);
  } else if (forms.fraction && i < t.size() && t[i] == ' ') {
    ++i;
    mpz_class num, den;
    if (!digits(num) || i >= t.size() || t[i] != '/') return std::nullopt;
    ++i;
    if (!digits(den) || den == 0 || num >= den) return std::nullopt;
    value = Rational(whole) + Rational(num, den);
  }
  if (forms.trailing_period && i + 1 == t.size() && t[i] == '.') ++i;
  if (i != t.size()) return std::nullopt;
  return negative ? -value : value;
}

void check_error(const NumeralError& e, std::string_view text, const char* who) {
  if (e.message.empty()) fail(who, text);
  if (e.offset > text.size()) fail("error offset beyond the text", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  NumeralForms forms;
  forms.trailing_period = (data[0] & 1) != 0;
  forms.fraction = (data[0] & 2) != 0;
  forms.negative = (data[0] & 4) != 0;
  static const std::uint64_t maxima[] = {0,     1,           100,
                                         65535, 4294967295u, std::numeric_limits<std::uint64_t>::max()};
  const std::uint64_t max = maxima[(data[0] >> 3) % 6];
  forms.decimal = ((data[0] >> 3) / 6) % 2 != 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);

  const NumeralResult r = read_numeral(text, forms);
  const std::optional<Rational> expected = expected_value(text, forms);
  if (r.value.has_value() != expected.has_value())
    fail(r ? "read a number the grammar refuses" : "refused a number of the grammar", text);
  if (r) {
    if (*r.value != *expected) fail("read another value than the grammar's", text);
    if (!r.error.message.empty()) fail("a value and an error both set", text);
    // The canonical form reads back to the same value, when it has no more digits.
    const std::string canonical = r.value->str();
    // (A decimal's value is written as a fraction: read back only where fractions are.)
    if ((forms.fraction || r.value->is_integer()) &&
        r.value->numerator().get_str().size() <= kMaxDigits + (*r.value < 0 ? 1 : 0) &&
        r.value->denominator().get_str().size() <= kMaxDigits) {
      const NumeralResult back = read_numeral(canonical, forms);
      if (!back || *back.value != *r.value) fail("canonical form does not read back", text);
    }
  } else {
    check_error(r.error, text, "refusal without a message");
    if (r.error.message.rfind("'" + std::string(text) + "' ", 0) != 0)
      fail("refusal does not name the text", text);
  }

  // read_natural: plain digits, and "12." when allowed.
  NumeralForms natural_forms;
  natural_forms.trailing_period = forms.trailing_period;
  NumeralError e;
  const std::optional<mpz_class> n = read_natural(text, &e, forms.trailing_period);
  const std::optional<Rational> expected_natural = expected_value(text, natural_forms);
  if (n.has_value() != expected_natural.has_value()) fail("read_natural disagrees with the grammar", text);
  if (n && Rational(*n) != *expected_natural) fail("read_natural reads another value", text);
  if (!n) check_error(e, text, "read_natural refusal without a message");

  // read_count: a natural number of plain digits, at most max.
  NumeralError count_error;
  const std::optional<std::uint64_t> count = read_count(text, max, &count_error);
  const std::optional<Rational> expected_count = expected_value(text, NumeralForms{});
  const bool in_range =
      expected_count && *expected_count <= Rational(mpz_class(static_cast<unsigned long>(max)));
  if (count.has_value() != in_range) fail("read_count disagrees with the grammar", text);
  if (count && Rational(mpz_class(static_cast<unsigned long>(*count))) != *expected_count)
    fail("read_count reads another value", text);
  if (!count) check_error(count_error, text, "read_count refusal without a message");

  bool digits_only = !text.empty();
  for (char c : text) digits_only = digits_only && is_digit(c);
  if (all_digits(text) != digits_only) fail("all_digits is wrong", text);
  return 0;
}
