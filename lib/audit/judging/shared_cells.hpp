// What many rows of a table hold alike, held once for all of them: a row's cells, its
// numbers, the names of its number columns, its other columns' cells (printed_row.hpp),
// which a finding at the row carries too (finding.hpp). A table that prints few rows
// many times, or many rows on one page, holds one copy of each, not one for each row
// and each finding.
#pragma once

#include <boost/smart_ptr/intrusive_ptr.hpp>
#include <boost/smart_ptr/intrusive_ref_counter.hpp>

#include <cstddef>
#include <initializer_list>
#include <utility>

namespace rithmo {

// A value (a vector) that copies of it share. It reads as the value it holds: a const
// reference to it, its elements, its size, begin and end. A change (edit(), and the
// vector's own changes, push_back...) is the holder's own: the value is copied first
// when another holder shares it. A holder is one pointer: the count of holders is kept
// with the value (Boost's intrusive_ptr), as a table's every row holds several.
template <class T>
class Shared {
 public:
  using value_type = typename T::value_type;
  using const_iterator = typename T::const_iterator;

  Shared() = default;
  Shared(T value) : value_(new Box{std::move(value)}) {}  // NOLINT: reads as a T
  Shared(std::initializer_list<value_type> values) : Shared(T(values)) {}

  const T& get() const { return value_ ? value_->value : empty_value(); }
  operator const T&() const { return get(); }  // NOLINT: reads as a T
  const_iterator begin() const { return get().begin(); }
  const_iterator end() const { return get().end(); }
  std::size_t size() const { return get().size(); }
  bool empty() const { return get().empty(); }
  const value_type& operator[](std::size_t i) const { return get()[i]; }
  const value_type& at(std::size_t i) const { return get().at(i); }
  const value_type& front() const { return get().front(); }
  const value_type& back() const { return get().back(); }

  // Changes, each to this holder's own value (edit()).
  value_type& operator[](std::size_t i) { return edit()[i]; }
  void push_back(value_type v) { edit().push_back(std::move(v)); }
  template <class... Args>
  void emplace_back(Args&&... args) {
    edit().emplace_back(std::forward<Args>(args)...);
  }
  void reserve(std::size_t n) { edit().reserve(n); }
  void clear() { value_.reset(); }  // the empty value, held by none

  // The value to change, this holder's own.
  T& edit() {
    if (!value_) {
      value_.reset(new Box{});
    } else if (value_->use_count() > 1) {
      value_.reset(new Box{value_->value});
    }
    return value_->value;
  }

  // Holds `other`'s value (both equal).
  void share(const Shared& other) { value_ = other.value_; }

  friend bool operator==(const Shared& a, const Shared& b) { return a.get() == b.get(); }
  friend bool operator==(const Shared& a, const T& b) { return a.get() == b; }
  friend bool operator==(const T& a, const Shared& b) { return a == b.get(); }
  friend bool operator!=(const Shared& a, const Shared& b) { return !(a == b); }
  friend bool operator!=(const Shared& a, const T& b) { return !(a == b); }
  friend bool operator!=(const T& a, const Shared& b) { return !(a == b); }

 private:
  static const T& empty_value() {
    static const T kEmpty;
    return kEmpty;
  }
  // The value and its count of holders, counted atomically: findings that hold a row's
  // cells may be dropped on another thread than the one that read the row.
  struct Box : boost::intrusive_ref_counter<Box, boost::thread_safe_counter> {
    Box() = default;
    explicit Box(T v) : value(std::move(v)) {}
    T value;
  };
  boost::intrusive_ptr<Box> value_;
};

}  // namespace rithmo
