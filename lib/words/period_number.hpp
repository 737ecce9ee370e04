// A whole number as the period printed it in a cell, in any of its forms: the one
// reader of the audit's number cells (audit.cpp's read_printed, and the relations that
// read a cell by name). Digits with the period's trailing point ("348.", "09" nine,
// number/numeral.hpp), a Roman numeral ("xxv", "iij", ".xij.", number/roman.hpp), or
// words in one of the five languages ("ternarius", «vingt cinq», words/number_words.hpp).
#pragma once

#include <gmpxx.h>

#include <optional>
#include <string_view>

namespace rithmo {

// The number the cell prints, or nullopt when it prints none in any of these forms.
std::optional<mpz_class> read_period_number(std::string_view printed);

}  // namespace rithmo
