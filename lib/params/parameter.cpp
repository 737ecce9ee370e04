#include "params/parameter.hpp"

#include "number/numeral.hpp"
#include "text/join.hpp"

#include <algorithm>

namespace rithmo {

std::string values_text(const Parameter& parameter) {
  switch (parameter.type) {
    case ParameterType::Choice:
      return join(parameter.allowed, "|");
    case ParameterType::Integer:
      return std::to_string(parameter.min) + "-" + std::to_string(parameter.max);
    case ParameterType::Text:
      break;
  }
  return parameter.form.empty() ? "TEXT" : parameter.form;
}

std::string valid_text(const Parameter& parameter) {
  switch (parameter.type) {
    case ParameterType::Choice:
      return join(parameter.allowed, ", ");
    case ParameterType::Integer:
      return "an integer " + std::to_string(parameter.min) + "-" + std::to_string(parameter.max);
    case ParameterType::Text:
      break;
  }
  return parameter.form.empty() ? "any text" : parameter.form;
}

std::optional<std::string> invalid(const Parameter& parameter, std::string_view value) {
  const std::string bad = "bad value '" + std::string(value) + "' for " + parameter.name;
  switch (parameter.type) {
    case ParameterType::Choice:
      if (std::find(parameter.allowed.begin(), parameter.allowed.end(), value) != parameter.allowed.end()) {
        return std::nullopt;
      }
      break;
    case ParameterType::Integer: {
      // The one numeral reader; the range check is the parameter's.
      const auto n = parameter.max >= 0 ? read_count(value, static_cast<std::uint64_t>(parameter.max))
                                        : std::optional<std::uint64_t>();
      if (n && static_cast<long>(*n) >= parameter.min) return std::nullopt;
      break;
    }
    case ParameterType::Text:
      if (!parameter.check) return std::nullopt;
      if (auto why = parameter.check(value)) {
        if (!why->empty()) return why;
        break;
      }
      return std::nullopt;
  }
  return bad + " (valid: " + valid_text(parameter) + ")";
}

void validate(const Parameter& parameter, std::string_view value) {
  if (auto why = invalid(parameter, value)) throw ParameterError(*why);
}

long integer_value(const Parameter& parameter, std::string_view value) {
  validate(parameter, value);
  return static_cast<long>(*read_count(value, static_cast<std::uint64_t>(parameter.max)));
}

const Parameter& find_parameter(const std::vector<Parameter>& table, std::string_view name,
                                const std::string& owner) {
  for (const auto& p : table) {
    if (p.name == name) return p;
  }
  std::vector<std::string> names;
  for (const auto& p : table) names.push_back(p.name);
  const std::string valid = names.empty() ? std::string("none") : join(names, ", ");
  throw ParameterError((owner.empty() ? "unknown parameter '" : owner + " has no parameter '") +
                       std::string(name) + "' (valid: " + valid + ")");
}

Parameter yes_no_parameter(std::string name, std::string default_value, std::string help) {
  return {std::move(name), std::move(default_value), {"yes", "no"}, std::move(help)};
}

Parameter text_parameter(std::string name, std::string default_value, std::string form, std::string help,
                         std::function<std::optional<std::string>(std::string_view)> check) {
  Parameter p{std::move(name), std::move(default_value), {}, std::move(help)};
  p.type = ParameterType::Text;
  p.form = std::move(form);
  p.check = std::move(check);
  return p;
}

Parameter integer_parameter(std::string name, std::string default_value, long min, long max,
                            std::string help) {
  Parameter p{std::move(name), std::move(default_value), {}, std::move(help)};
  p.type = ParameterType::Integer;
  p.min = min;
  p.max = max;
  return p;
}

Parameter as_reading(Parameter parameter) {
  parameter.reading = true;
  return parameter;
}

}  // namespace rithmo
