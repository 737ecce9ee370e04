// Roman numerals as the period printed them, in a number cell: "xxv", "XXV", "lxxxj",
// "iij" (the last i set as a j), ".xij." (a point each side, as Latin prose sets a
// number), and the additive forms the period kept beside the subtractive ones ("iiii"
// and "iv", "viiii" and "ix", "xxxx" and "xl", "cccc" and "cd"). A numeral is read
// place by place, thousands to units: m up to four times; then cm, cd, or d and up to
// four c; then xc, xl, or l and up to four x; then ix, iv, or v and up to four i.
// Anything else is no numeral ("xm", "iix", "vv", "mmmmm"), and a text longer than
// kMaxRomanLetters letters is none without being read further.
//
// The slips of a Roman numeral are not a digit's: a letter dropped or added, one letter
// set for another (v and x, i and l), two neighbouring letters set in each other's
// place ("xi" for "ix"). roman_variants (number/digit_variants.hpp) gives the numerals
// one such slip from a printed one, as digit_variants gives the numbers one digit slip
// from digits, and digit_variants gives them for a numeral.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rithmo {

// The longest numeral read (the game's numbers need far fewer: 361 is ccclxi).
inline constexpr std::size_t kMaxRomanLetters = 24;

// The value of a Roman numeral as printed, or nullopt when the text is none.
std::optional<mpz_class> read_roman(std::string_view text);

// The letters of a numeral as read_roman reads them: lower case, the period's points
// left out, a final j read as i ("iij" is "iii").
std::string roman_letters(std::string_view text);

// Whether the text, read as a Roman numeral, is one (and not digits).
inline bool is_roman(std::string_view text) { return read_roman(text).has_value(); }

}  // namespace rithmo
