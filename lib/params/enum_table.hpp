// The text names of an enumeration, written once: its name(), its parse() and the list
// of values a parameter or an option allows are all read from one table, so that no
// list of valid values is typed a second time (a reading's values in `rithmo relations`,
// `rithmo rules` and every "valid: ..." of an error come from here).
//
//   inline constexpr auto kTwoKindsNames =
//       enum_table<TwoKinds>({{TwoKinds::Exactly, "exactly"}, {TwoKinds::AtLeast, "at-least"}});
//   kTwoKindsNames.name(TwoKinds::AtLeast)  // "at-least"
//   kTwoKindsNames.parse("exactly")          // TwoKinds::Exactly
//   kTwoKindsNames.names()                   // {"exactly", "at-least"}, in the table's order
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

template <class E>
struct EnumEntry {
  E value;
  std::string_view name;
};

template <class E, std::size_t N>
struct EnumTable {
  std::array<EnumEntry<E>, N> entries;

  // The value's name; "?" for a value the table lacks (a programming error).
  constexpr std::string_view name(E value) const {
    for (const auto& e : entries) {
      if (e.value == value) return e.name;
    }
    return "?";
  }

  // The value of that name, or nullopt.
  constexpr std::optional<E> parse(std::string_view text) const {
    for (const auto& e : entries) {
      if (e.name == text) return e.value;
    }
    return std::nullopt;
  }

  // Every name, in the table's order: the values a parameter allows.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    out.reserve(N);
    for (const auto& e : entries) out.emplace_back(e.name);
    return out;
  }

  // Every value, in the table's order.
  constexpr std::array<E, N> values() const {
    std::array<E, N> out{};
    for (std::size_t i = 0; i < N; ++i) out[i] = entries[i].value;
    return out;
  }
};

// The table of these entries, its size counted by the compiler.
template <class E, std::size_t N>
constexpr EnumTable<E, N> enum_table(const EnumEntry<E> (&entries)[N]) {
  EnumTable<E, N> t{};
  for (std::size_t i = 0; i < N; ++i) t.entries[i] = entries[i];
  return t;
}

}  // namespace rithmo
