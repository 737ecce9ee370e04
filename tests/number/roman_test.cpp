#include "number/roman.hpp"
#include "number/digit_variants.hpp"

#include "catch.hpp"

#include <map>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// A numeral's value letter by letter, as the period summed it: each letter's value,
// less where a smaller letter stands before a greater (the test's own reckoning).
long sum_of_letters(const std::string& t) {
  const std::map<char, long> v{{'i', 1}, {'v', 5}, {'x', 10}, {'l', 50}, {'c', 100}, {'d', 500}, {'m', 1000}};
  long s = 0;
  for (std::size_t k = 0; k < t.size(); ++k) {
    const long here = v.at(t[k]);
    s += k + 1 < t.size() && here < v.at(t[k + 1]) ? -here : here;
  }
  return s;
}

}  // namespace

TEST_CASE("roman: the period's numerals read", "[number][roman]") {
  // The forms of the books: Fulke's and Barozzi's men (25, 81, 190, 361), Faber's year
  // (1496, "mcccclxxxxvi" as Latin colophons set it), the final j, the points.
  for (const char* t : {"xxv", "lxxxi", "cxc", "ccclxi", "mcccclxxxxvi", "iiii", "viiii", "xl", "xxxx", "xc",
                        "cd", "cm", "mmmm", "ix", "iv", "xix", "xcix"}) {
    INFO(t);
    REQUIRE(read_roman(t).has_value());
    CHECK(*read_roman(t) == sum_of_letters(t));
  }
  CHECK(read_roman("XXV") == mpz_class(25));
  CHECK(read_roman("iij") == mpz_class(3));
  CHECK(read_roman("lxxxj") == mpz_class(81));
  CHECK(read_roman(".xij.") == mpz_class(12));
  CHECK(read_roman("xij.") == mpz_class(12));
  CHECK(roman_letters(".XiJ.") == "xii");
}

TEST_CASE("roman: what is no numeral", "[number][roman]") {
  for (const char* t : {"",   ".",  "xm", "iix", "vv",  "ll",  "dd", "mmmmm", "ivx", "iiiii", "xxxxx",
                        "jx", "ji", "12", "x1",  "abc", "x x", "ic", "il",    "vx",  "lc"}) {
    INFO(t);
    CHECK_FALSE(read_roman(t).has_value());
  }
  // A long text is none, and is not read further.
  CHECK_FALSE(read_roman(std::string(500, 'm')).has_value());
  CHECK_FALSE(read_roman(std::string(kMaxRomanLetters + 1, 'x')).has_value());
}

TEST_CASE("roman: the slips of a numeral are its letters'", "[number][roman]") {
  const auto variants = [](const std::string& printed) {
    std::map<long, std::vector<DigitSlipKind>> out;
    digit_variants(printed,
                   [&](const mpz_class& v, const DigitSlip& s) { out[v.get_si()].push_back(s.kind); });
    return out;
  };
  // "xi" printed for ix: the two letters in each other's place.
  const auto xi = variants("xi");
  REQUIRE(xi.count(9));
  CHECK(xi.at(9) == std::vector<DigitSlipKind>{DigitSlipKind::Swapped});
  // "iij": an i dropped (iiii, 4) or added (ii, 2); a v for the last i (iiv is no numeral).
  const auto iij = variants("iij");
  CHECK(iij.count(4));
  CHECK(iij.count(2));
  // "xvi": v for x (xxi, 21), x for v (xxi), i dropped after v (xvii, 17) ... and never
  // the decimal digits of 16.
  const auto xvi = variants("xvi");
  CHECK(xvi.count(21));
  CHECK(xvi.count(17));
  CHECK(xvi.count(15));        // the i added: xv
  CHECK_FALSE(xvi.count(61));  // 16 with its digits swapped
}
