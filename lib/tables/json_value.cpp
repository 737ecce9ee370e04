#include "tables/json_value.hpp"

#include <algorithm>

namespace rithmo {

namespace {

using simdjson::dom::element_type;

// The values a reader is given when it asks for what is not there: null, an empty
// object, an empty array. Read once, and only read after.
const simdjson::dom::element& absent(std::size_t which) {
  static constexpr std::string_view kValues = "[null, {}, []]";
  static simdjson::dom::parser parser;
  static const simdjson::dom::element values = parser.parse(kValues.data(), kValues.size()).value();
  static const simdjson::dom::element each[] = {values.at(0).value(), values.at(1).value(),
                                                values.at(2).value()};
  return each[which];
}

}  // namespace

bool JsonValue::is_number_integer() const {
  const element_type type = element_.type();
  return type == element_type::INT64 || type == element_type::UINT64;
}

bool JsonValue::is_number_unsigned() const {
  // simdjson keeps a whole number as INT64 when it fits one, as UINT64 only above.
  const element_type type = element_.type();
  return type == element_type::UINT64 || (type == element_type::INT64 && element_.get_int64().value() >= 0);
}

std::size_t JsonValue::size() const {
  switch (element_.type()) {
    case element_type::ARRAY:
      return element_.get_array().value().size();
    case element_type::OBJECT:
      return items().size();
    case element_type::NULL_VALUE:
      return 0;
    default:
      return 1;  // as nlohmann::json counts a single value
  }
}

std::optional<simdjson::dom::element> JsonValue::member(std::string_view key) const {
  simdjson::dom::object object;
  if (element_.get_object().get(object)) return std::nullopt;
  // Every member looked at, the last of a key kept, as nlohmann::json::parse keeps it.
  std::optional<simdjson::dom::element> found;
  for (auto it = object.begin(), end = object.end(); it != end; ++it) {
    if (it.key_equals(key)) found = it.value();
  }
  return found;
}

JsonValue JsonValue::operator[](std::string_view key) const {
  return JsonValue(member(key).value_or(absent(0)));
}

JsonValue JsonValue::operator[](std::size_t element) const {
  simdjson::dom::element found;
  if (elements().at(element).get(found)) return JsonValue(absent(0));
  return JsonValue(found);
}

std::string_view JsonValue::string_view() const {
  std::string_view s;
  return element_.get_string().get(s) ? std::string_view() : s;
}

bool JsonValue::boolean() const {
  bool b = false;
  return !element_.get_bool().get(b) && b;
}

std::int64_t JsonValue::signed_number() const {
  if (element_.type() == element_type::UINT64)
    return static_cast<std::int64_t>(element_.get_uint64().value());
  std::int64_t n = 0;
  return element_.get_int64().get(n) ? 0 : n;
}

std::uint64_t JsonValue::unsigned_number() const { return static_cast<std::uint64_t>(signed_number()); }

std::vector<std::pair<std::string, JsonValue>> JsonValue::items() const {
  std::vector<std::pair<std::string, JsonValue>> out;
  simdjson::dom::object object;
  if (element_.get_object().get(object)) return out;
  for (const auto field : object) out.emplace_back(std::string(field.key), JsonValue(field.value));
  // By key, the equal keys in the order given, then the last of each kept.
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  auto kept = out.begin();
  for (auto it = out.begin(); it != out.end(); ++it) {
    if (it + 1 != out.end() && (it + 1)->first == it->first) continue;
    if (kept != it) *kept = std::move(*it);
    ++kept;
  }
  out.erase(kept, out.end());
  return out;
}

simdjson::dom::array JsonValue::elements() const {
  simdjson::dom::array array;
  if (element_.get_array().get(array)) return absent(2).get_array().value();
  return array;
}

JsonValue::Iterator JsonValue::begin() const { return Iterator(elements().begin()); }

JsonValue::Iterator JsonValue::end() const { return Iterator(elements().end()); }

nlohmann::json JsonValue::tree() const {
  switch (element_.type()) {
    case element_type::NULL_VALUE:
      return nullptr;
    case element_type::BOOL:
      return boolean();
    case element_type::STRING:
      return std::string(string_view());
    case element_type::INT64: {
      const std::int64_t n = element_.get_int64().value();
      if (n < 0) return static_cast<nlohmann::json::number_integer_t>(n);
      return static_cast<nlohmann::json::number_unsigned_t>(n);
    }
    case element_type::UINT64:
      return static_cast<nlohmann::json::number_unsigned_t>(element_.get_uint64().value());
    case element_type::DOUBLE:
      return static_cast<nlohmann::json::number_float_t>(element_.get_double().value());
    case element_type::ARRAY: {
      nlohmann::json a = nlohmann::json::array();
      for (const JsonValue e : *this) a.push_back(e.tree());
      return a;
    }
    case element_type::OBJECT: {
      // In the order given, a later value of a key replacing an earlier one.
      nlohmann::json o = nlohmann::json::object();
      const simdjson::dom::object object = element_.get_object().value();
      for (const auto field : object) o[std::string(field.key)] = JsonValue(field.value).tree();
      return o;
    }
  }
  return nullptr;
}

JsonValue JsonValue::empty_object() { return JsonValue(absent(1)); }

std::optional<JsonValue> read_json(simdjson::dom::parser& parser, std::string_view text) {
  simdjson::dom::element root;
  if (parser.allocate(text.size(), kMaxJsonDepth) || parser.parse(text.data(), text.size()).get(root))
    return std::nullopt;
  return JsonValue(root);
}

bool same_json_tree(const nlohmann::json& a, const nlohmann::json& b) {
  if (a.is_number_integer() && b.is_number_integer() && a == 0 && b == 0) return true;
  if (a.type() != b.type()) return false;
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (auto it = a.begin(); it != a.end(); ++it) {
      if (!b.contains(it.key()) || !same_json_tree(it.value(), b.at(it.key()))) return false;
    }
    return true;
  }
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (!same_json_tree(a[i], b[i])) return false;
    }
    return true;
  }
  return a == b;
}

}  // namespace rithmo
