// The JSON of a table descriptor as simdjson reads it (Debian's libsimdjson-dev: the
// text parsed at once into its DOM), asked what the descriptor reader asks of a value
// and answering as nlohmann::json answers for the same text: of a key given twice the
// last value stands (simdjson keeps both), an object's members are listed in key
// order, a whole number not negative is unsigned and a negative one signed, a number
// with a fraction or an exponent is neither. simdjson reads no JSON that
// nlohmann::json::parse refuses, and refuses some that it reads (a whole number
// beyond 64 bits, which nlohmann reads as a double; a byte order mark before the
// text); the descriptor reader leaves those, and every error, to nlohmann
// (tables/datapackage.cpp). One difference it cannot tell: simdjson keeps no sign on a
// whole zero, so "-0" is the unsigned 0 where nlohmann has a signed one, the same
// number, written 0 by either (same_json_tree counts them alike).
//
// simdjson rather than nlohmann::json's tree for the descriptors, which every audit
// reads: it parses the project's nine (790 kB) in 4.3 million instructions, nlohmann
// in 75.0 million (docs/performance.md).
#pragma once

#include <simdjson.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rithmo {

// The deepest nesting of arrays and objects a descriptor may have (it nests six
// deep): read_json reads no deeper, and the descriptor reader refuses it.
constexpr int kMaxJsonDepth = 64;

// One value of a document simdjson has read, valid while its parser lives and reads
// nothing else.
class JsonValue {
 public:
  explicit JsonValue(simdjson::dom::element element) : element_(element) {}

  bool is_null() const { return element_.is_null(); }
  bool is_boolean() const { return element_.is_bool(); }
  bool is_string() const { return element_.is_string(); }
  bool is_array() const { return element_.is_array(); }
  bool is_object() const { return element_.is_object(); }
  bool is_number_integer() const;   // a whole number (no fraction, no exponent)
  bool is_number_unsigned() const;  // a whole number not negative

  // An array's elements or an object's members (a key given twice counted once); as
  // nlohmann::json counts, 0 for null and 1 for any other single value.
  std::size_t size() const;
  bool empty() const { return size() == 0; }

  bool contains(std::string_view key) const { return member(key).has_value(); }
  // The member of an object under key (of a key given twice, the last): a null value
  // when it has none.
  JsonValue operator[](std::string_view key) const;
  JsonValue operator[](const char* key) const { return (*this)[std::string_view(key)]; }
  JsonValue operator[](std::size_t element) const;  // an array's element; null past its end
  JsonValue operator[](int element) const { return (*this)[static_cast<std::size_t>(element)]; }

  std::string_view string_view() const;  // a string's bytes (empty for any other value)
  bool boolean() const;                  // false for any value but true
  std::int64_t signed_number() const;    // a whole number, as nlohmann's get<long> gives it
  std::uint64_t unsigned_number() const;

  // An object's members in key order, of a key given twice the last.
  std::vector<std::pair<std::string, JsonValue>> items() const;

  // An array's elements, in order (none for any other value).
  class Iterator {
   public:
    explicit Iterator(simdjson::dom::array::iterator at) : at_(at) {}
    JsonValue operator*() const { return JsonValue(*at_); }
    Iterator& operator++() {
      ++at_;
      return *this;
    }
    bool operator!=(const Iterator& o) const { return at_ != o.at_; }

   private:
    simdjson::dom::array::iterator at_;
  };
  Iterator begin() const;
  Iterator end() const;

  // The value as nlohmann::json::parse gives it (but for "-0", above).
  nlohmann::json tree() const;

  // An empty object, as a reader's default.
  static JsonValue empty_object();

 private:
  std::optional<simdjson::dom::element> member(std::string_view key) const;
  simdjson::dom::array elements() const;  // the array's, or an empty one
  simdjson::dom::element element_;
};

// The root of text read by parser, or nullopt when simdjson does not read it: text
// that is no JSON, JSON it does not read (above), or nesting deeper than
// kMaxJsonDepth.
std::optional<JsonValue> read_json(simdjson::dom::parser& parser, std::string_view text);

// Whether two trees are one value by value and by kind, down to the kind of each
// number (nlohmann's == counts 5 unsigned and 5 signed equal), but for a whole zero,
// signed or not: what the tests and the fuzz target ask of read_json's trees against
// nlohmann::json::parse.
bool same_json_tree(const nlohmann::json& a, const nlohmann::json& b);

}  // namespace rithmo
