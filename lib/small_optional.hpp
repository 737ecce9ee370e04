// An optional whole number in the room of the number alone: one value of the type (its
// greatest, for an unsigned type; its least, for a signed one) stands for "none", a
// value no row or line number of a table ever takes. It reads as std::optional does
// (has_value, *, value_or, comparisons with "none" first), so that what a big table
// keeps for each of its rows and findings is 8 bytes a number, not 16
// (audit/judging/finding.hpp, printed_row.hpp; tools/bench/memory.sh).
#pragma once

#include <limits>
#include <optional>
#include <stdexcept>
#include <type_traits>

namespace rithmo {

template <class T>
class SmallOptional {
  static_assert(std::is_integral_v<T>, "a whole number");

 public:
  // The value that stands for none.
  static constexpr T kNone =
      std::is_signed_v<T> ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();

  constexpr SmallOptional() = default;
  constexpr SmallOptional(std::nullopt_t) {}                    // NOLINT: as std::optional
  constexpr SmallOptional(T value) : value_(checked(value)) {}  // NOLINT: as std::optional
  constexpr SmallOptional(const std::optional<T>& value)
      : value_(value ? checked(*value) : kNone) {}  // NOLINT

  constexpr bool has_value() const { return value_ != kNone; }
  constexpr explicit operator bool() const { return has_value(); }
  constexpr const T& operator*() const { return value_; }
  constexpr T value() const {
    if (!has_value()) throw std::bad_optional_access();
    return value_;
  }
  template <class U>
  constexpr T value_or(U other) const {
    return has_value() ? value_ : static_cast<T>(other);
  }
  constexpr void reset() { value_ = kNone; }
  constexpr operator std::optional<T>() const {  // NOLINT: as std::optional
    return has_value() ? std::optional<T>(value_) : std::nullopt;
  }

  // As std::optional compares: none equals none and comes before every value.
  friend constexpr bool operator==(SmallOptional a, SmallOptional b) { return a.value_ == b.value_; }
  friend constexpr bool operator!=(SmallOptional a, SmallOptional b) { return a.value_ != b.value_; }
  friend constexpr bool operator<(SmallOptional a, SmallOptional b) {
    return b.has_value() && (!a.has_value() || a.value_ < b.value_);
  }
  friend constexpr bool operator>(SmallOptional a, SmallOptional b) { return b < a; }
  friend constexpr bool operator<=(SmallOptional a, SmallOptional b) { return !(b < a); }
  friend constexpr bool operator>=(SmallOptional a, SmallOptional b) { return !(a < b); }

 private:
  // The value that stands for none is refused as a value: it would read as none.
  static constexpr T checked(T value) {
    if (value == kNone) throw std::out_of_range("a number too large to keep (it stands for none)");
    return value;
  }
  T value_ = kNone;
};

}  // namespace rithmo
