// Texts held once, however many holders give them: the readings of an apparatus
// (collation/apparatus.hpp) repeat their page files, their causes and the cells of a row a
// witness prints many times, and each reading holds a pointer to each text, not a copy.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_set>

namespace rithmo {

// A text of a TextPool, or the empty text: one pointer, read as the const std::string it
// stands for. It lives as long as its pool.
class PooledText {
 public:
  PooledText() = default;  // the empty text

  const std::string& str() const { return *text_; }
  operator const std::string&() const { return *text_; }  // NOLINT: reads as its text
  operator std::string_view() const { return *text_; }    // NOLINT: reads as its text
  bool empty() const { return text_->empty(); }
  std::size_t size() const { return text_->size(); }

  // Two texts of one pool are equal when they are the same text; of two pools, when
  // their characters are.
  friend bool operator==(PooledText a, PooledText b) { return a.text_ == b.text_ || *a.text_ == *b.text_; }
  friend bool operator==(PooledText a, std::string_view b) { return *a.text_ == b; }
  friend std::string operator+(const std::string& a, PooledText b) { return a + *b.text_; }
  friend std::string operator+(PooledText a, const std::string& b) { return *a.text_ + b; }
  friend std::string operator+(const char* a, PooledText b) { return a + *b.text_; }
  friend std::string operator+(PooledText a, const char* b) { return *a.text_ + b; }

 private:
  friend class TextPool;
  explicit PooledText(const std::string* text) : text_(text) {}
  static const std::string& empty_text() {
    static const std::string kEmpty;
    return kEmpty;
  }
  const std::string* text_ = &empty_text();
};

// The texts, each held once. Not safe to intern into from two threads at once.
class TextPool {
 public:
  PooledText intern(std::string text) {
    if (text.empty()) return {};
    return PooledText(&*texts_.insert(std::move(text)).first);
  }

 private:
  std::unordered_set<std::string> texts_;  // a set's elements stay where they are
};

}  // namespace rithmo
