// Numbers as printed and as typed: the one place where text becomes a number.
//
// Every number rithmo reads (a cell of a table, a seed, a count on the command line)
// is read here, in decimal, exactly. Leading zeros are digits, never an octal prefix:
// "010" is ten and "09" is nine (a printed "012" is twelve; the cell's text keeps the
// zero for the audit's slips). The forms of period print are accepted where a caller
// allows them:
//   12.      the trailing period of a numeral set in a sentence or a table (002
//            passim: "21.", "27." under Fulke's tables)
//   27/2     a fraction
//   13 1/2   a whole number and a fraction, as the period wrote means of proportions
//   1.5      a decimal fraction, exactly 3/2, as a modern text writes one
// Nothing else: no sign unless allowed, no "0x", no exponent, no spaces but the one
// before a fraction. A number longer than kMaxDigits digits is refused, so that a
// hostile cell cannot make the arithmetic run for minutes.
#pragma once

#include "number/rational.hpp"

#include <gmpxx.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// The most digits a number may have (numerator and denominator each). The largest
// number of the game under the widest seeds rithmo accepts has far fewer.
inline constexpr std::size_t kMaxDigits = 100;

// Which forms a caller accepts beyond plain digits.
struct NumeralForms {
  bool trailing_period = false;  // "12."
  bool fraction = false;         // "27/2" and "13 1/2"
  bool negative = false;         // "-3"
  bool decimal = false;          // "1.5", as a modern text writes a fraction (002 line 213)
};

// Why a text is not a number: the message and the 0-based byte offset in the text
// where reading stopped (for a caret under the place).
struct NumeralError {
  std::string message;
  std::size_t offset = 0;
};

// The value of a numeral, or why it is none. Exactly one of value and error is set.
struct NumeralResult {
  std::optional<Rational> value;
  NumeralError error;
  explicit operator bool() const { return value.has_value(); }
};

// Reads a number in the forms allowed. The message names the text, e.g. "'12a' is
// not a number (digits only)" or "'0x3' is not a decimal number".
NumeralResult read_numeral(std::string_view text, NumeralForms forms = {});

// Reads a whole number (plain digits, and "12." when allowed): nullopt with the error
// set otherwise. A fraction that is whole ("4/2") is not a whole number as printed.
std::optional<mpz_class> read_natural(std::string_view text, NumeralError* error = nullptr,
                                      bool trailing_period = false);

// Reads a count typed on the command line, decimal, 0 <= n <= max: "010" is 10,
// "0x3", "-1", "1e3", "" and anything above max are errors. nullopt with the error
// set otherwise; the message names the text and the range.
std::optional<std::uint64_t> read_count(std::string_view text, std::uint64_t max,
                                        NumeralError* error = nullptr);

// A number as the period wrote it, in the forms read_numeral reads back: "13", "1/2",
// "13 1/2" (a whole part, one space, a proper fraction), "-3 1/4".
std::string numeral_text(const Rational& value);

// Numbers written one after another: separated by spaces ("225 5 45"), or by commas
// when one is a fraction ("12, 13 1/2, 15") or words ("vingt cinq, trente"), so that a
// mixed number or a number of two words is not read as two.
std::string numerals_text(const std::vector<std::string>& numerals);

// True when the character is a decimal digit, 0-9 (whatever the locale).
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

// True when every character is a decimal digit and there is at least one.
bool all_digits(std::string_view text);

}  // namespace rithmo
