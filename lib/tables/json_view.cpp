#include "tables/json_view.hpp"

#include "number/numeral.hpp"
#include "text/utf8.hpp"

#include <algorithm>
#include <array>
#include <climits>

namespace rithmo {

// The digits of the longest number read here: 10^18 - 1 fits an int64_t.
constexpr std::size_t kMaxPlainDigits = 18;

// The bytes that end a string's run of bytes copied as they stand: the quote, the
// backslash, a control character, and every byte of a sequence beyond ASCII (checked
// one sequence at a time).
constexpr std::array<bool, 256> kStops = [] {
  std::array<bool, 256> stops{};
  for (std::size_t c = 0; c < stops.size(); ++c) stops[c] = c == '"' || c == '\\' || c < 0x20 || c >= 0x80;
  return stops;
}();

// Recursive descent over text into a JsonDocument; any failure is "not plain": the
// caller gives up.
class JsonReader {
 public:
  JsonReader(std::string_view text, JsonDocument& doc) : s_(text), doc_(doc) {}

  bool document() {
    space();
    if (!value(0)) return false;
    space();
    return at_ == s_.size();
  }

 private:
  using Kind = JsonDocument::Kind;

  void space() {
    while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\n' || s_[at_] == '\t' || s_[at_] == '\r'))
      ++at_;
  }

  bool literal(std::string_view word) {
    if (s_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }

  // A new node, its index returned.
  std::uint32_t node(Kind kind) {
    doc_.nodes_.push_back({kind, 0, 0, 0});
    return static_cast<std::uint32_t>(doc_.nodes_.size() - 1);
  }

  bool value(int depth) {
    if (at_ >= s_.size()) return false;
    switch (s_[at_]) {
      case '{':
        return object(depth + 1);
      case '[':
        return array(depth + 1);
      case '"': {
        const std::uint32_t n = node(Kind::String);
        std::uint32_t first = 0, count = 0;
        if (!string(first, count)) return false;
        doc_.nodes_[n].first = first;
        doc_.nodes_[n].count = count;
        return true;
      }
      case 't':
        node(Kind::True);
        return literal("true");
      case 'f':
        node(Kind::False);
        return literal("false");
      case 'n':
        node(Kind::Null);
        return literal("null");
      default:
        return number();
    }
  }

  // The members of an object or the elements of an array, s_[at_] at its opening
  // bracket: each read by member() (at its first byte), separated by commas, up to
  // `close`.
  template <class Member>
  bool members(int depth, char close, Member&& member) {
    if (depth > kMaxJsonDepth) return false;
    ++at_;  // the opening bracket
    space();
    if (at_ < s_.size() && s_[at_] == close) {
      ++at_;
      return true;
    }
    for (;;) {
      space();
      if (!member()) return false;
      space();
      if (at_ >= s_.size()) return false;
      if (s_[at_] == close) {
        ++at_;
        return true;
      }
      if (s_[at_] != ',') return false;
      ++at_;
    }
  }

  bool object(int depth) {
    const std::uint32_t n = node(Kind::Object);
    const std::size_t mark = members_.size();  // this object's members stand above it
    const bool ok = members(depth, '}', [&] {
      JsonDocument::Member m;
      if (at_ >= s_.size() || s_[at_] != '"' || !string(m.key, m.key_size)) return false;
      space();
      if (at_ >= s_.size() || s_[at_] != ':') return false;
      ++at_;
      space();
      m.value = static_cast<std::uint32_t>(doc_.nodes_.size());
      if (!value(depth)) return false;
      members_.push_back(m);
      return true;
    });
    if (!ok) return false;
    // By key; of a key given twice the last value stands, as in nlohmann::json::parse.
    const auto key = [this](const JsonDocument::Member& m) { return doc_.bytes(m.key, m.key_size); };
    const auto from = members_.begin() + static_cast<std::ptrdiff_t>(mark);
    // Sorted stably, the equal keys kept in the order given: a few members (as a
    // descriptor's objects have) inserted in order, more by std::stable_sort.
    const auto by_key = [&](const JsonDocument::Member& a, const JsonDocument::Member& b) {
      return key(a) < key(b);
    };
    if (members_.end() - from <= 16) {
      for (auto it = from; it != members_.end(); ++it) {
        for (auto at = it; at != from && by_key(*at, *(at - 1)); --at) std::iter_swap(at, at - 1);
      }
    } else {
      std::stable_sort(from, members_.end(), by_key);
    }
    doc_.nodes_[n].first = static_cast<std::uint32_t>(doc_.members_.size());
    for (auto it = from; it != members_.end(); ++it) {
      if (it + 1 != members_.end() && key(*(it + 1)) == key(*it)) continue;
      doc_.members_.push_back(*it);
    }
    doc_.nodes_[n].count = static_cast<std::uint32_t>(doc_.members_.size() - doc_.nodes_[n].first);
    members_.resize(mark);
    return true;
  }

  bool array(int depth) {
    const std::uint32_t n = node(Kind::Array);
    const std::size_t mark = elements_.size();  // this array's elements stand above it
    const bool ok = members(depth, ']', [&] {
      elements_.push_back(static_cast<std::uint32_t>(doc_.nodes_.size()));
      return value(depth);
    });
    if (!ok) return false;
    doc_.nodes_[n].first = static_cast<std::uint32_t>(doc_.elements_.size());
    doc_.nodes_[n].count = static_cast<std::uint32_t>(elements_.size() - mark);
    doc_.elements_.insert(doc_.elements_.end(), elements_.begin() + static_cast<std::ptrdiff_t>(mark),
                          elements_.end());
    elements_.resize(mark);
    return true;
  }

  // A string at s_[at_] == '"': its bytes, escapes undone, appended to the document's
  // bytes at *first, *count of them.
  bool string(std::uint32_t& first, std::uint32_t& count) {
    std::string& out = doc_.bytes_;
    const std::size_t start = out.size();
    ++at_;  // the opening quote
    for (;;) {
      // The run of bytes that need nothing done, copied at once.
      const std::size_t from = at_;
      while (at_ < s_.size() && !kStops[static_cast<unsigned char>(s_[at_])]) ++at_;
      out.append(s_.data() + from, at_ - from);
      if (at_ >= s_.size()) return false;
      const auto c = static_cast<unsigned char>(s_[at_]);
      if (c == '"') {
        ++at_;
        first = static_cast<std::uint32_t>(start);
        count = static_cast<std::uint32_t>(out.size() - start);
        return true;
      }
      if (c < 0x20) return false;  // a control character: JSON has it escaped
      if (c >= 0x80) {
        // Well-formed UTF-8 only, as nlohmann::json::parse requires.
        const std::size_t n = utf8_sequence(s_, at_);
        if (n == 0 || at_ + n > s_.size()) return false;
        out.append(s_.data() + at_, n);
        at_ += n;
        continue;
      }
      // A backslash.
      if (at_ + 1 >= s_.size()) return false;
      switch (s_[at_ + 1]) {
        case '"':
          out += '"';
          break;
        case '\\':
          out += '\\';
          break;
        case '/':
          out += '/';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        default:
          return false;  // \u and anything else: left to nlohmann
      }
      at_ += 2;
    }
  }

  // -?(0|[1-9][0-9]*) of at most kMaxPlainDigits digits, and no fraction or exponent after it.
  bool number() {
    bool negative = false;
    if (s_[at_] == '-') {
      negative = true;
      ++at_;
    }
    const std::size_t from = at_;
    while (at_ < s_.size() && is_digit(s_[at_])) ++at_;
    const std::size_t digits = at_ - from;
    if (digits == 0 || digits > kMaxPlainDigits || (digits > 1 && s_[from] == '0')) return false;
    if (at_ < s_.size() && (s_[at_] == '.' || s_[at_] == 'e' || s_[at_] == 'E')) return false;
    // At most kMaxPlainDigits digits: the one numeral reader reads them into 64 bits.
    const auto v = static_cast<std::int64_t>(*read_count(s_.substr(from, digits), UINT64_MAX));
    const std::uint32_t n = node(negative ? Kind::Signed : Kind::Unsigned);
    doc_.nodes_[n].number = static_cast<std::uint64_t>(v);  // Signed: the magnitude
    return true;
  }

  std::string_view s_;
  std::size_t at_ = 0;
  JsonDocument& doc_;
  std::vector<std::uint32_t> elements_;        // the elements of the arrays open
  std::vector<JsonDocument::Member> members_;  // the members of the objects open
};

std::optional<JsonDocument> JsonDocument::read(std::string_view text) {
  // Every offset fits 32 bits (a descriptor is some hundreds of kilobytes).
  if (text.size() >= UINT32_MAX / 2) return std::nullopt;
  JsonDocument doc;
  doc.nodes_.reserve(text.size() / 16 + 1);
  doc.bytes_.reserve(text.size());
  if (!JsonReader(text, doc).document()) return std::nullopt;
  return doc;
}

namespace {

// The documents of the values a reader is given when it asks for what is not there.
const JsonDocument& null_document() {
  static const JsonDocument doc = *JsonDocument::read("null");
  return doc;
}

const JsonDocument& empty_object_document() {
  static const JsonDocument doc = *JsonDocument::read("{}");
  return doc;
}

}  // namespace

JsonRef JsonRef::empty_object() { return empty_object_document().root(); }

bool JsonRef::is_null() const { return doc_->nodes_[node_].kind == JsonDocument::Kind::Null; }

bool JsonRef::is_boolean() const {
  const auto k = doc_->nodes_[node_].kind;
  return k == JsonDocument::Kind::False || k == JsonDocument::Kind::True;
}

bool JsonRef::is_string() const { return doc_->nodes_[node_].kind == JsonDocument::Kind::String; }

bool JsonRef::is_array() const { return doc_->nodes_[node_].kind == JsonDocument::Kind::Array; }

bool JsonRef::is_object() const { return doc_->nodes_[node_].kind == JsonDocument::Kind::Object; }

bool JsonRef::is_number_integer() const {
  const auto k = doc_->nodes_[node_].kind;
  return k == JsonDocument::Kind::Unsigned || k == JsonDocument::Kind::Signed;
}

bool JsonRef::is_number_unsigned() const { return doc_->nodes_[node_].kind == JsonDocument::Kind::Unsigned; }

std::size_t JsonRef::size() const {
  const auto& n = doc_->nodes_[node_];
  switch (n.kind) {
    case JsonDocument::Kind::Array:
    case JsonDocument::Kind::Object:
      return n.count;
    case JsonDocument::Kind::Null:
      return 0;
    default:
      return 1;  // as nlohmann::json counts a single value
  }
}

std::optional<std::uint32_t> JsonRef::member(std::string_view key) const {
  const auto& n = doc_->nodes_[node_];
  if (n.kind != JsonDocument::Kind::Object) return std::nullopt;
  // One look at each member, by its key's length first: an object has a few members,
  // and most keys differ in length from the one asked for.
  const auto* first = doc_->members_.data() + n.first;
  for (const auto* m = first; m != first + n.count; ++m) {
    if (m->key_size == key.size() && doc_->bytes(m->key, m->key_size) == key) return m->value;
  }
  return std::nullopt;
}

bool JsonRef::contains(std::string_view key) const { return member(key).has_value(); }

JsonRef JsonRef::operator[](std::string_view key) const {
  if (const auto at = member(key)) return {doc_, *at};
  return null_document().root();
}

JsonRef JsonRef::operator[](std::size_t element) const {
  const auto& n = doc_->nodes_[node_];
  if (n.kind == JsonDocument::Kind::Array && element < n.count)
    return {doc_, doc_->elements_[n.first + element]};
  return null_document().root();
}

std::string_view JsonRef::string_view() const {
  const auto& n = doc_->nodes_[node_];
  return n.kind == JsonDocument::Kind::String ? doc_->bytes(n.first, n.count) : std::string_view();
}

bool JsonRef::boolean() const { return doc_->nodes_[node_].kind == JsonDocument::Kind::True; }

std::int64_t JsonRef::signed_number() const {
  const auto& n = doc_->nodes_[node_];
  return n.kind == JsonDocument::Kind::Signed ? -static_cast<std::int64_t>(n.number)
                                              : static_cast<std::int64_t>(n.number);
}

std::uint64_t JsonRef::unsigned_number() const { return doc_->nodes_[node_].number; }

std::vector<std::pair<std::string, JsonRef>> JsonRef::items() const {
  std::vector<std::pair<std::string, JsonRef>> out;
  const auto& n = doc_->nodes_[node_];
  if (n.kind != JsonDocument::Kind::Object) return out;
  for (std::uint32_t i = 0; i < n.count; ++i) {
    const auto& m = doc_->members_[n.first + i];
    out.emplace_back(std::string(doc_->bytes(m.key, m.key_size)), JsonRef{doc_, m.value});
  }
  return out;
}

JsonRef::Iterator JsonRef::begin() const {
  const auto& n = doc_->nodes_[node_];
  const std::uint32_t* base = doc_->elements_.data();
  return {doc_, n.kind == JsonDocument::Kind::Array ? base + n.first : base};
}

JsonRef::Iterator JsonRef::end() const {
  const auto& n = doc_->nodes_[node_];
  const std::uint32_t* base = doc_->elements_.data();
  return {doc_, n.kind == JsonDocument::Kind::Array ? base + n.first + n.count : base};
}

nlohmann::json JsonRef::tree() const {
  const auto& n = doc_->nodes_[node_];
  switch (n.kind) {
    case JsonDocument::Kind::Null:
      return nullptr;
    case JsonDocument::Kind::False:
      return false;
    case JsonDocument::Kind::True:
      return true;
    case JsonDocument::Kind::String:
      return std::string(string_view());
    case JsonDocument::Kind::Unsigned:
      return static_cast<nlohmann::json::number_unsigned_t>(n.number);
    case JsonDocument::Kind::Signed:
      return static_cast<nlohmann::json::number_integer_t>(signed_number());
    case JsonDocument::Kind::Array: {
      nlohmann::json a = nlohmann::json::array();
      for (const JsonRef e : *this) a.push_back(e.tree());
      return a;
    }
    case JsonDocument::Kind::Object: {
      nlohmann::json o = nlohmann::json::object();
      for (std::uint32_t i = 0; i < n.count; ++i) {
        const auto& m = doc_->members_[n.first + i];
        o[std::string(doc_->bytes(m.key, m.key_size))] = JsonRef{doc_, m.value}.tree();
      }
      return o;
    }
  }
  return nullptr;
}

}  // namespace rithmo
