// Plain JSON (tables/plain_json.hpp) read into one flat document: every value a node
// in one array, every string's bytes in one buffer, every object's members sorted by
// key. It holds what read_plain_json's tree holds (an object's members in key order,
// of a key given twice the last value, a non-negative number unsigned and a negative
// one signed) in a few allocations where the tree makes one or more a value, and is
// read through JsonRef, which answers as much of nlohmann::json's interface as the
// descriptor reader asks (tables/datapackage.cpp reads either).
#pragma once

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
// deep): plain JSON nests no deeper, and the descriptor reader refuses it.
constexpr int kMaxJsonDepth = 64;

class JsonDocument;

// One value of a JsonDocument, valid while the document lives.
class JsonRef {
 public:
  bool is_null() const;
  bool is_boolean() const;
  bool is_string() const;
  bool is_array() const;
  bool is_object() const;
  bool is_number_integer() const;   // any number read (plain JSON has only whole ones)
  bool is_number_unsigned() const;  // a number not negative

  // An array's elements or an object's members (after a key given twice is kept once);
  // as nlohmann::json counts, 0 for null and 1 for any other single value.
  std::size_t size() const;
  bool empty() const { return size() == 0; }

  bool contains(std::string_view key) const;
  // The member of an object under key: a null value when it has none.
  JsonRef operator[](std::string_view key) const;
  JsonRef operator[](const char* key) const { return (*this)[std::string_view(key)]; }
  JsonRef operator[](std::size_t element) const;  // an array's element
  JsonRef operator[](int element) const { return (*this)[static_cast<std::size_t>(element)]; }

  std::string_view string_view() const;  // a string's bytes (empty for any other value)
  bool boolean() const;
  std::int64_t signed_number() const;
  std::uint64_t unsigned_number() const;

  // An object's members, in key order.
  std::vector<std::pair<std::string, JsonRef>> items() const;

  // An array's elements, in order.
  class Iterator {
   public:
    Iterator(const JsonDocument* doc, const std::uint32_t* at) : doc_(doc), at_(at) {}
    JsonRef operator*() const { return {doc_, *at_}; }
    Iterator& operator++() {
      ++at_;
      return *this;
    }
    bool operator!=(const Iterator& o) const { return at_ != o.at_; }

   private:
    const JsonDocument* doc_;
    const std::uint32_t* at_;
  };
  Iterator begin() const;
  Iterator end() const;

  // The value as nlohmann::json gives it (read_plain_json's tree).
  nlohmann::json tree() const;

  // An empty object, as a reader's default.
  static JsonRef empty_object();

 private:
  friend class JsonDocument;
  JsonRef(const JsonDocument* doc, std::uint32_t node) : doc_(doc), node_(node) {}
  std::optional<std::uint32_t> member(std::string_view key) const;  // the node of an object's member
  const JsonDocument* doc_;
  std::uint32_t node_;
};

class JsonDocument {
 public:
  // The document of text when it is plain JSON (what read_plain_json reads), else
  // nullopt.
  static std::optional<JsonDocument> read(std::string_view text);

  JsonRef root() const { return {this, 0}; }

 private:
  friend class JsonRef;
  friend class JsonReader;
  enum class Kind : std::uint8_t { Null, False, True, String, Unsigned, Signed, Array, Object };
  struct Node {
    Kind kind = Kind::Null;
    std::uint32_t first = 0;   // String: the bytes' offset; Array, Object: the first index
    std::uint32_t count = 0;   // String: the bytes; Array: the elements; Object: the members
    std::uint64_t number = 0;  // Unsigned: the number; Signed: its magnitude
  };
  struct Member {
    std::uint32_t key = 0, key_size = 0;  // the key's bytes in bytes_
    std::uint32_t value = 0;              // its node
  };
  std::string_view bytes(std::uint32_t first, std::uint32_t count) const {
    return {bytes_.data() + first, count};
  }
  std::vector<Node> nodes_;
  std::vector<std::uint32_t> elements_;  // the arrays' elements, each array's together
  std::vector<Member> members_;          // the objects' members, each object's together, by key
  std::string bytes_;                    // the strings and keys, escapes undone
};

}  // namespace rithmo
