#include "tables/plain_json.hpp"

#include "number/numeral.hpp"
#include "text/utf8.hpp"

#include <cstdint>
#include <string>

namespace rithmo {

namespace {

// The digits of the longest number read here: 10^18 - 1 fits an int64_t.
constexpr std::size_t kMaxDigits = 18;

// Recursive descent over text; any failure is "not plain": the caller gives up.
class Reader {
 public:
  explicit Reader(std::string_view text) : s_(text) {}

  bool document(nlohmann::json& out) {
    space();
    if (!value(out, 0)) return false;
    space();
    return at_ == s_.size();
  }

 private:
  void space() {
    while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\n' || s_[at_] == '\t' || s_[at_] == '\r'))
      ++at_;
  }

  bool literal(std::string_view word) {
    if (s_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }

  bool value(nlohmann::json& out, int depth) {
    if (at_ >= s_.size()) return false;
    switch (s_[at_]) {
      case '{':
        return object(out, depth + 1);
      case '[':
        return array(out, depth + 1);
      case '"': {
        std::string text;
        if (!string(text)) return false;
        out = std::move(text);
        return true;
      }
      case 't':
        out = true;
        return literal("true");
      case 'f':
        out = false;
        return literal("false");
      case 'n':
        out = nullptr;
        return literal("null");
      default:
        return number(out);
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

  bool object(nlohmann::json& out, int depth) {
    out = nlohmann::json::object();
    return members(depth, '}', [&] {
      std::string key;
      if (at_ >= s_.size() || s_[at_] != '"' || !string(key)) return false;
      space();
      if (at_ >= s_.size() || s_[at_] != ':') return false;
      ++at_;
      space();
      // As nlohmann::json::parse: of a key given twice, the last value stands.
      nlohmann::json& slot = out[key];
      slot = nullptr;
      return value(slot, depth);
    });
  }

  bool array(nlohmann::json& out, int depth) {
    out = nlohmann::json::array();
    return members(depth, ']', [&] {
      nlohmann::json element;
      if (!value(element, depth)) return false;
      out.push_back(std::move(element));
      return true;
    });
  }

  // A string at s_[at_] == '"': its bytes, escapes undone, in out.
  bool string(std::string& out) {
    ++at_;  // the opening quote
    for (;;) {
      // The run of bytes that need nothing done, copied at once.
      const std::size_t from = at_;
      while (at_ < s_.size()) {
        const auto c = static_cast<unsigned char>(s_[at_]);
        if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80) break;
        ++at_;
      }
      out.append(s_.data() + from, at_ - from);
      if (at_ >= s_.size()) return false;
      const auto c = static_cast<unsigned char>(s_[at_]);
      if (c == '"') {
        ++at_;
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

  // -?(0|[1-9][0-9]*) of at most kMaxDigits digits, and no fraction or exponent after it.
  bool number(nlohmann::json& out) {
    bool negative = false;
    if (s_[at_] == '-') {
      negative = true;
      ++at_;
    }
    const std::size_t from = at_;
    while (at_ < s_.size() && is_digit(s_[at_])) ++at_;
    const std::size_t digits = at_ - from;
    if (digits == 0 || digits > kMaxDigits || (digits > 1 && s_[from] == '0')) return false;
    if (at_ < s_.size() && (s_[at_] == '.' || s_[at_] == 'e' || s_[at_] == 'E')) return false;
    // At most kMaxDigits digits: the one numeral reader reads them into 64 bits.
    const auto v = static_cast<std::int64_t>(*read_count(s_.substr(from, digits), UINT64_MAX));
    if (negative) {
      out = static_cast<nlohmann::json::number_integer_t>(-v);
    } else {
      out = static_cast<nlohmann::json::number_unsigned_t>(v);
    }
    return true;
  }

  std::string_view s_;
  std::size_t at_ = 0;
};

}  // namespace

std::optional<nlohmann::json> read_plain_json(std::string_view text) {
  nlohmann::json out;
  if (!Reader(text).document(out)) return std::nullopt;
  return out;
}

bool same_json_tree(const nlohmann::json& a, const nlohmann::json& b) {
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
