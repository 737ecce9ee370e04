// The three kinds of proportion (medieties) of Boethius, by name: the one list that
// harmony/proportion.hpp's tests, the arithmetic the enumerations share (terms.hpp) and
// every reader of a kind's name use.
#pragma once

#include "params/enum_table.hpp"

#include <optional>
#include <string_view>

namespace rithmo {

enum class Proportion { Arithmetic, Geometric, Musical };

inline constexpr Proportion kProportions[] = {Proportion::Arithmetic, Proportion::Geometric,
                                              Proportion::Musical};

inline constexpr auto kProportionNames = enum_table<Proportion>({{Proportion::Arithmetic, "arithmetic"},
                                                                 {Proportion::Geometric, "geometric"},
                                                                 {Proportion::Musical, "musical"}});

inline std::string_view name(Proportion p) { return kProportionNames.name(p); }

// "arithmetic", "geometric", "musical"; also "harmonic", the other name of the musical
// (002 lines 207-218).
inline std::optional<Proportion> parse_proportion(std::string_view text) {
  if (text == "harmonic") return Proportion::Musical;
  return kProportionNames.parse(text);
}

}  // namespace rithmo
