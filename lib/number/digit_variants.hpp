// The numbers one digit slip of a compositor away from a number as printed: a digit
// dropped, added, changed (6 and 9 confused among the changes), two digits swapped. The
// audit's emendations (audit/judging/emendation.hpp) undo these slips; this is where the
// digits are read, in the one order both the one-slip search (emendation.cpp) and the
// two-slip search (row_check.cpp) try them.
#pragma once

#include "number/roman.hpp"

#include <gmpxx.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace rithmo {

// The kinds of digit slip, as audit/judging/emendation.hpp's SlipKind names them.
enum class DigitSlipKind { SixNine, Dropped, Added, Changed, Swapped };

// One digit slip, read from the number it acts on to the number printed.
struct DigitSlip {
  DigitSlipKind kind = DigitSlipKind::Changed;
  std::size_t position = 0;  // the digit's place in the true number, 0 = leftmost
                             // (Swapped: the left one of the two)
  char digit = 0;            // the true digit: the one dropped, changed or confused;
                             // Added: the digit the print gained
  char printed = 0;          // Changed, SixNine: the digit the print shows instead
};

// The numerals one slip of the compositor away from `text` (a Roman numeral): visit(value,
// slip) for each, the slip read from the numeral it acts on, as DigitSlip reads a digit's:
// Dropped (the true numeral had the letter at `position`), Added (the print gained the
// letter there), Changed (`printed` set for `digit`), Swapped (the letters at `position`
// and the next; `digit` the left one, so that the slip reads as a letter's). Each
// variant that is a numeral is offered, in that order.
template <class Visit>
void roman_variants(std::string_view text, Visit&& visit) {
  static constexpr std::string_view kLetters = "ivxlcdm";
  const std::string t = roman_letters(text);
  auto offer = [&](const std::string& variant, const DigitSlip& slip) {
    if (variant.empty() || variant == t) return;
    if (const auto v = read_roman(variant)) visit(*v, slip);
  };
  for (std::size_t at = 0; at <= t.size(); ++at) {
    for (char l : kLetters) offer(t.substr(0, at) + l + t.substr(at), {DigitSlipKind::Dropped, at, l, 0});
  }
  for (std::size_t at = 0; at < t.size(); ++at) {
    offer(t.substr(0, at) + t.substr(at + 1), {DigitSlipKind::Added, at, t[at], 0});
    for (char l : kLetters) {
      if (l == t[at]) continue;
      std::string v = t;
      v[at] = l;
      offer(v, {DigitSlipKind::Changed, at, l, t[at]});
    }
    if (at + 1 < t.size() && t[at] != t[at + 1]) {
      std::string v = t;
      std::swap(v[at], v[at + 1]);
      offer(v, {DigitSlipKind::Swapped, at, t[at], 0});
    }
  }
}

// The numbers one digit slip away from `text`: visit(value, slip) for each, the slip
// read from the number it acts on. Each variant is written out and read back: the
// reference for digit_variants. A Roman numeral's are its own slips (roman_variants);
// text that is neither digits nor a Roman numeral (a number in words) has none.
template <class Visit>
void digit_variants_by_text(const std::string& text, Visit&& visit) {
  if (!text.empty() && !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    // A Roman numeral's slips are its letters'; a number in words (words/number_words.hpp)
    // is given no digit slips: it has no digits.
    if (is_roman(text)) roman_variants(text, visit);
    return;
  }
  mpz_class value;
  auto offer = [&](const std::string& t, const DigitSlip& slip) {
    if (t.empty() || (t.size() > 1 && t[0] == '0')) return;  // as a compositor sets a number
    value.set_str(t, 10);
    visit(value, slip);
  };
  for (std::size_t at = 0; at <= text.size(); ++at) {
    for (char d = '0'; d <= '9'; ++d) {
      offer(text.substr(0, at) + d + text.substr(at), {DigitSlipKind::Dropped, at, d, 0});
    }
  }
  for (std::size_t at = 0; at < text.size(); ++at) {
    offer(text.substr(0, at) + text.substr(at + 1), {DigitSlipKind::Added, at, text[at], 0});
    for (char d = '0'; d <= '9'; ++d) {
      if (d == text[at]) continue;
      std::string t = text;
      t[at] = d;
      const bool confused = (d == '6' && text[at] == '9') || (d == '9' && text[at] == '6');
      offer(t, {confused ? DigitSlipKind::SixNine : DigitSlipKind::Changed, at, d, text[at]});
    }
    if (at + 1 < text.size() && text[at] != text[at + 1]) {
      std::string t = text;
      std::swap(t[at], t[at + 1]);
      offer(t, {DigitSlipKind::Swapped, at, 0, 0});
    }
  }
}

// The digits of a number short enough that each variant (one digit more) fits in 64
// bits, and unsigned long holds 64 bits.
constexpr std::size_t kShortDigits = 17;

// The same variants, in the same order, of a number of at most kShortDigits digits,
// computed from its digits' values: the number before and after each place, and the
// digit put in or taken out at its power of ten. Longer numbers, and text that is not
// all digits, go the way of the text.
template <class Visit>
void digit_variants(const std::string& text, Visit&& visit) {
  const std::size_t n = text.size();
  const bool digits = std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (n == 0 || n > kShortDigits || !digits || sizeof(unsigned long) < 8) {
    digit_variants_by_text(text, visit);
    return;
  }
  std::array<std::uint64_t, kShortDigits + 2> pow10{};
  pow10[0] = 1;
  for (std::size_t k = 1; k < pow10.size(); ++k) pow10[k] = pow10[k - 1] * 10;
  // before[i]: the value of text[0, i); after[i]: of text[i, n).
  std::array<std::uint64_t, kShortDigits + 2> before{}, after{};
  for (std::size_t i = 0; i < n; ++i)
    before[i + 1] = before[i] * 10 + static_cast<std::uint64_t>(text[i] - '0');
  for (std::size_t i = n; i-- > 0;)
    after[i] = after[i + 1] + static_cast<std::uint64_t>(text[i] - '0') * pow10[n - 1 - i];
  auto digit = [&](std::size_t i) { return static_cast<std::uint64_t>(text[i] - '0'); };
  mpz_class value;
  // As a compositor sets a number: no leading zero unless it is the only digit.
  auto offer = [&](std::uint64_t v, std::size_t length, char first, const DigitSlip& slip) {
    if (length == 0 || (length > 1 && first == '0')) return;
    value = static_cast<unsigned long>(v);
    visit(value, slip);
  };
  for (std::size_t at = 0; at <= n; ++at) {
    for (char d = '0'; d <= '9'; ++d) {
      const std::uint64_t v =
          before[at] * pow10[n - at + 1] + static_cast<std::uint64_t>(d - '0') * pow10[n - at] + after[at];
      offer(v, n + 1, at == 0 ? d : text[0], {DigitSlipKind::Dropped, at, d, 0});
    }
  }
  for (std::size_t at = 0; at < n; ++at) {
    offer(before[at] * pow10[n - at - 1] + after[at + 1], n - 1, at == 0 ? (n > 1 ? text[1] : '0') : text[0],
          {DigitSlipKind::Added, at, text[at], 0});
    for (char d = '0'; d <= '9'; ++d) {
      if (d == text[at]) continue;
      const std::uint64_t v = before[at] * pow10[n - at] +
                              static_cast<std::uint64_t>(d - '0') * pow10[n - at - 1] + after[at + 1];
      const bool confused = (d == '6' && text[at] == '9') || (d == '9' && text[at] == '6');
      offer(v, n, at == 0 ? d : text[0],
            {confused ? DigitSlipKind::SixNine : DigitSlipKind::Changed, at, d, text[at]});
    }
    if (at + 1 < n && text[at] != text[at + 1]) {
      const std::uint64_t v = before[at] * pow10[n - at] + digit(at + 1) * pow10[n - at - 1] +
                              digit(at) * pow10[n - at - 2] + after[at + 2];
      offer(v, n, at == 0 ? text[1] : text[0], {DigitSlipKind::Swapped, at, 0, 0});
    }
  }
}

}  // namespace rithmo
