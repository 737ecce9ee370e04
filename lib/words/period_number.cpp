#include "words/period_number.hpp"

#include "number/numeral.hpp"
#include "number/roman.hpp"
#include "words/number_words.hpp"

namespace rithmo {

std::optional<mpz_class> read_period_number(std::string_view printed) {
  if (auto n = read_natural(printed, nullptr, true)) return n;
  if (auto n = read_roman(printed)) return n;
  return read_number_words(printed);
}

}  // namespace rithmo
