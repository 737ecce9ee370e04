// A parameter: one disputed reading of the sources, typed, defaulted and documented.
//
// The audit's relations (audit/relations/relation.hpp: "taker", "pyramid-layers", "board") and
// the rules of play (play/rules.hpp: "oblivion-edge", "king-range", "victory") are
// tables of these. A value is checked here and nowhere else, and the "valid: ..."
// text of an error, the values column of `rithmo relations` and `rithmo rules` and
// docs/rules.md are all written from the same fields.
#pragma once

#include "params/enum_table.hpp"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace rithmo {

enum class ParameterType {
  Choice,   // one of `allowed` (none allowed: no value is valid)
  Integer,  // a decimal whole number from `min` to `max`
  Text,     // any text `check` accepts (none: any text), of the form `form`
};

struct Parameter {
  std::string name;
  std::string default_value;         // empty: the parameter must be given
  std::vector<std::string> allowed;  // Choice: the values, in the order they are listed
  std::string help;
  // A reading on which the sources disagree and that a table shows by its rows (which
  // men count, exactly or at least two kinds, the fewest spaces): when neither the
  // descriptor nor the command line fixes it, the audit finds the value that best
  // explains the table (audit/reading.hpp). Only Choice parameters are read so.
  bool reading = false;
  ParameterType type = ParameterType::Choice;
  long min = 0;  // Integer
  long max = 0;  // Integer
  // Text: the form a value takes, e.g. "FILESxRANKS, e.g. 8x16" (empty: "TEXT").
  std::string form = {};
  // Text: nullopt when a value is of the form; else the whole error text ("bad victory
  // 'bodies': expected 'bodies men=N'"), or "" for "bad value 'x' for NAME (valid: FORM)".
  // Empty: any text.
  std::function<std::optional<std::string>(std::string_view)> check = {};
  // The source line or origin of the default, e.g. "002:504 '.8. in breadth'".
  std::string source = {};
};

// Thrown for an unknown parameter or a value not allowed; the text names the
// parameter and lists the valid names or values.
struct ParameterError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// The parameter's values as a listing shows them: "even|odd", "1-7", the form.
std::string values_text(const Parameter& parameter);

// What an error says is valid: "even, odd", "an integer 1-7", the form.
std::string valid_text(const Parameter& parameter);

// Nullopt when the value is valid for the parameter, else the error's text:
// "bad value 'white' for taker (valid: even, odd)".
std::optional<std::string> invalid(const Parameter& parameter, std::string_view value);

// Throws ParameterError with invalid()'s text when the value is not valid.
void validate(const Parameter& parameter, std::string_view value);

// The value of an Integer parameter (validated first; throws ParameterError).
long integer_value(const Parameter& parameter, std::string_view value);

// The parameter of that name in the table; throws ParameterError naming the valid
// names ("unknown parameter 'x' (valid: a, b)"), with `owner` before it when given
// ("relation spaces-division has no parameter 'x' (valid: ...)").
const Parameter& find_parameter(const std::vector<Parameter>& table, std::string_view name,
                                const std::string& owner = {});

// A Choice parameter whose values are the names of an enumeration's table, in its
// order, its default the name of `default_value` (nullopt: no default, the parameter
// must be given). The values are written once, in the table, and read back through it
// (enum_value): no list of a parameter's values is typed beside the enumeration.
template <class E, std::size_t N>
Parameter enum_parameter(std::string name, std::type_identity_t<std::optional<E>> default_value,
                         const EnumTable<E, N>& table, std::string help) {
  return Parameter{std::move(name), default_value ? std::string(table.name(*default_value)) : std::string(),
                   table.names(), std::move(help)};
}

// The enumeration a Choice parameter's value names, read through the table its values
// came from. Throws std::logic_error when the table has no such name: the parameter
// allowed a value its table lacks (a programming error; a user's value is checked
// against the parameter first, by validate()).
template <class E, std::size_t N>
E enum_value(const EnumTable<E, N>& table, std::string_view parameter, std::string_view value) {
  if (auto v = table.parse(value)) return *v;
  throw std::logic_error("parameter " + std::string(parameter) + ": '" + std::string(value) +
                         "' is not a value of its enumeration");
}

// A Choice parameter "yes"/"no" with its default and help.
Parameter yes_no_parameter(std::string name, std::string default_value, std::string help);

// A Text parameter of the given form, checked by `check` (none: any text).
Parameter text_parameter(std::string name, std::string default_value, std::string form, std::string help,
                         std::function<std::optional<std::string>(std::string_view)> check = {});

// An Integer parameter from min to max.
Parameter integer_parameter(std::string name, std::string default_value, long min, long max,
                            std::string help);

// The same parameter marked as a reading the audit may infer from a table.
Parameter as_reading(Parameter parameter);

}  // namespace rithmo
