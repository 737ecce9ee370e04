#include "number/roman.hpp"

namespace rithmo {

namespace {

// One decimal place of a numeral, its letters `one`, `five` and the next place's `ten`
// ('i', 'v', 'x' for the units: ix, iv, v, i). Reads the place at `at`, adding its value
// times `unit` (nothing when the place is empty).
void read_place(const std::string& t, std::size_t& at, char one, char five, char ten, unsigned unit,
                unsigned long& value) {
  const auto next = [&](std::size_t k) { return at + k < t.size() ? t[at + k] : '\0'; };
  if (ten && next(0) == one && next(1) == ten) {  // ix, xc, cm
    value += 9ul * unit;
    at += 2;
    return;
  }
  if (five && next(0) == one && next(1) == five) {  // iv, xl, cd
    value += 4ul * unit;
    at += 2;
    return;
  }
  unsigned digit = 0;
  if (five && next(0) == five) {
    digit = 5;
    ++at;
  }
  unsigned ones = 0;
  while (next(0) == one && ones < 4) {
    ++ones;
    ++at;
  }
  value += static_cast<unsigned long>(digit + ones) * unit;
}

}  // namespace

std::string roman_letters(std::string_view text) {
  // The period's points: one before and one after ("·xij·" is set ".xij." in the tables).
  if (!text.empty() && text.front() == '.') text.remove_prefix(1);
  if (!text.empty() && text.back() == '.') text.remove_suffix(1);
  std::string t;
  if (text.size() > kMaxRomanLetters) return t;
  for (char c : text) t += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  // The last i of a numeral set as a j: "iij", "vij", "xxij".
  if (!t.empty() && t.back() == 'j') t.back() = 'i';
  return t;
}

std::optional<mpz_class> read_roman(std::string_view text) {
  const std::string t = roman_letters(text);
  if (t.empty() || t.find_first_not_of("ivxlcdm") != std::string::npos) return std::nullopt;
  std::size_t at = 0;
  unsigned long value = 0;
  unsigned thousands = 0;
  while (at < t.size() && t[at] == 'm' && thousands < 4) {
    ++thousands;
    ++at;
  }
  value += 1000ul * thousands;
  read_place(t, at, 'c', 'd', 'm', 100, value);
  read_place(t, at, 'x', 'l', 'c', 10, value);
  read_place(t, at, 'i', 'v', 'x', 1, value);
  if (at != t.size() || value == 0) return std::nullopt;
  return mpz_class(value);
}

}  // namespace rithmo
