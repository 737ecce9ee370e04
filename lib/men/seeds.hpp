// The seeds of the two armies: the digits from which every man is derived.
//
// Fulke, "Of the men" (002 line 523): "The first ranke or order of roundes be the
// digites even or odde namely of the even .2.4.6.8. of the odde .3.5.7.9." A user may
// ask "what if" with other seeds; Seeds carries them and parse_seeds reads them.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// Thrown by parse_seeds on malformed text; the message says what was expected.
class SeedsError : public std::invalid_argument {
 public:
  explicit SeedsError(const std::string& what) : std::invalid_argument(what) {}
};

struct Seeds {
  std::vector<long> even;
  std::vector<long> odd;

  // Fulke's seeds: even 2 4 6 8, odd 3 5 7 9 (002 line 523).
  static Seeds fulke() { return {{2, 4, 6, 8}, {3, 5, 7, 9}}; }
  friend bool operator==(const Seeds&, const Seeds&) = default;
};

// Largest seed accepted: keeps every derived number well inside what a board game
// needs while still allowing "what if" armies.
inline constexpr long kMaxSeed = 1000;

// Most seeds an army may have. The enumerations grow about as the square of the pool
// (docs/performance.md): 256 seeds a side (2248 numbers) count every proportion and
// triumph set in seconds; a longer list is refused rather than left to run.
inline constexpr std::size_t kMaxSeedsPerArmy = 256;

// Parses "EVEN:ODD" where each side is a comma-separated list of at most
// kMaxSeedsPerArmy distinct positive integers no greater than kMaxSeed, in decimal
// ("010" is ten), e.g. "2,4,6,8:3,5,7,9". Throws SeedsError.
Seeds parse_seeds(std::string_view text);

// "2,4,6,8:3,5,7,9".
std::string format_seeds(const Seeds& seeds);

}  // namespace rithmo
