#include "number/numeral.hpp"

#include "catch.hpp"

#include <gmpxx.h>

#include <string>
#include <tuple>

using rithmo::NumeralForms;
using rithmo::read_count;
using rithmo::read_natural;
using rithmo::read_numeral;

TEST_CASE("numeral: leading zeros are decimal digits, never octal", "[number]") {
  // "010" was read as 8 and "09" failed (issue: hostile input, defect 1).
  auto [text, value] =
      GENERATE(table<std::string, long>({{"010", 10}, {"09", 9}, {"012", 12}, {"0", 0}, {"225", 225}}));
  const auto n = read_natural(text);
  REQUIRE(n);
  CHECK(*n == value);
}

TEST_CASE("numeral: period forms where allowed", "[number]") {
  NumeralForms all;
  all.trailing_period = true;
  all.fraction = true;
  // 13 1/2 = 27/2; 4 1/3 = 13/3; "21." under Fulke's tables (002 passim).
  auto [text, value] = GENERATE(table<std::string, std::string>({{"12.", "12"},
                                                                 {"27/2", "27/2"},
                                                                 {"13 1/2", "27/2"},
                                                                 {"4 1/3", "13/3"},
                                                                 {"6/4", "3/2"},
                                                                 {"21.", "21"}}));
  const auto r = read_numeral(text, all);
  REQUIRE(r);
  CHECK(r.value->str() == value);
}

TEST_CASE("numeral: what is not a number, with the place it fails", "[number]") {
  NumeralForms fractions;
  fractions.fraction = true;
  auto [text, offset, message] = GENERATE(table<std::string, std::size_t, std::string>({
      {"", 0, "'' is not a number: the cell is empty"},
      {"12a", 2, "'12a' is not a whole number or a fraction such as 27/2 or 13 1/2"},
      {"0x3", 1, "'0x3' is not a decimal number"},
      {"-3", 0, "'-3' is not a whole number or a fraction such as 27/2 or 13 1/2 (no sign)"},
      {"3/0", 2, "'3/0' is not a number: the denominator is zero"},
      {"13 3/2", 6, "'13 3/2' is not a mixed number: the fraction is not less than one"},
      {"12.", 2, "'12.' is not a whole number or a fraction such as 27/2 or 13 1/2"},
      {"1 2", 3, "'1 2' is not a whole number or a fraction such as 27/2 or 13 1/2"},
  }));
  const auto r = read_numeral(text, fractions);
  REQUIRE_FALSE(r);
  CHECK(r.error.message == message);
  CHECK(r.error.offset == offset);
}

TEST_CASE("numeral: a number of more than kMaxDigits digits is refused at once", "[number]") {
  const std::string huge(rithmo::kMaxDigits + 1, '7');
  const auto r = read_numeral(huge);
  REQUIRE_FALSE(r);
  CHECK(r.error.message == "'" + huge + "' is not a number rithmo reads: more than 100 digits");
  CHECK(read_natural(std::string(rithmo::kMaxDigits, '7')));
}

TEST_CASE("numeral: counts on the command line are decimal and bounded", "[number]") {
  CHECK(read_count("010", 1000) == 10u);
  CHECK(read_count("0", 5) == 0u);
  CHECK(read_count("18446744073709551615", UINT64_MAX) == UINT64_MAX);
  rithmo::NumeralError e;
  CHECK_FALSE(read_count("0x3", 1000, &e));
  CHECK(e.message == "'0x3' is not a whole number from 0 to 1000 (decimal digits)");
  CHECK_FALSE(read_count("-1", 1000, &e));
  CHECK(e.message == "'-1' is not a whole number from 0 to 1000 (decimal digits)");
  CHECK_FALSE(read_count("1001", 1000, &e));
  CHECK(e.message == "'1001' is out of range: a whole number from 0 to 1000");
  CHECK_FALSE(read_count("18446744073709551616", UINT64_MAX, &e));
}

TEST_CASE("numeral: a number written as the period wrote it, and read back", "[number]") {
  NumeralForms fractions;
  fractions.fraction = true;
  fractions.negative = true;
  // 27/2 is 13 and a half; 13/3 is 4 and a third; 1/2 has no whole part.
  auto [num, den, text] = GENERATE(table<long, long, std::string>({{27, 2, "13 1/2"},
                                                                   {13, 3, "4 1/3"},
                                                                   {1, 2, "1/2"},
                                                                   {225, 1, "225"},
                                                                   {-13, 4, "-3 1/4"},
                                                                   {0, 5, "0"}}));
  const rithmo::Rational value(num, den);
  CHECK(rithmo::numeral_text(value) == text);
  const auto back = read_numeral(text, fractions);
  REQUIRE(back);
  CHECK(*back.value == value);
}

TEST_CASE("numeral: numbers in a row are separated by commas only when one is a fraction", "[number]") {
  CHECK(rithmo::numerals_text({"225", "5", "45"}) == "225 5 45");
  CHECK(rithmo::numerals_text({"12", "13 1/2", "15"}) == "12, 13 1/2, 15");
  CHECK(rithmo::numerals_text({"3", "1/2", "4"}) == "3, 1/2, 4");
  CHECK(rithmo::numerals_text({}).empty());
}

TEST_CASE("numeral: plain digits of every length read as GMP reads them", "[number]") {
  // Up to 18 digits are read without GMP; from 19 on the general way. Each length is
  // checked on a number of nines, on one with leading zeros and on one beginning 1,
  // each value given to GMP as text.
  for (std::size_t n = 1; n <= 24; ++n) {
    CAPTURE(n);
    for (const std::string& text :
         {std::string(n, '9'), std::string(n - 1, '0') + "7", "1" + std::string(n - 1, '0')}) {
      CAPTURE(text);
      const mpz_class expected(text, 10);
      const auto natural = read_natural(text);
      REQUIRE(natural);
      CHECK(*natural == expected);
      const auto numeral = read_numeral(text);
      REQUIRE(numeral);
      CHECK(numeral.value->is_integer());
      CHECK(numeral.value->numerator() == expected);
    }
  }
}
