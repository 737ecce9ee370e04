#include "men/seeds.hpp"

#include "number/numeral.hpp"
#include "text/join.hpp"

#include <algorithm>

namespace rithmo {

namespace {

std::vector<long> parse_list(std::string_view list, std::string_view whole, const char* side) {
  auto fail = [&](const std::string& why) -> SeedsError {
    return SeedsError("bad --seeds '" + std::string(whole) + "': " + why +
                      " (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9)");
  };
  std::vector<long> out;
  if (list.empty()) throw fail(std::string("no ") + side + " seeds");
  std::size_t start = 0;
  while (start <= list.size()) {
    const auto comma = list.find(',', start);
    const auto item = list.substr(start, comma == std::string_view::npos ? list.npos : comma - start);
    // Decimal through the one reader of numbers: "010" is ten.
    const auto n = read_count(item, kMaxSeed);
    if (!all_digits(item)) {
      throw fail(std::string(side) + " seed '" + std::string(item) + "' is not a positive integer");
    }
    if (!n || *n < 1) {
      throw fail(std::string(side) + " seed " + std::string(item) + " is outside 1.." +
                 std::to_string(kMaxSeed));
    }
    const long v = static_cast<long>(*n);
    if (std::find(out.begin(), out.end(), v) != out.end()) {
      throw fail(std::string(side) + " seed " + std::to_string(v) + " is given twice");
    }
    out.push_back(v);
    if (out.size() > kMaxSeedsPerArmy) {
      throw fail("more than " + std::to_string(kMaxSeedsPerArmy) + " " + side + " seeds");
    }
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

std::string seeds_line(const std::vector<long>& v) {
  return join(v, ",", [](long n) { return std::to_string(n); });
}

}  // namespace

Seeds parse_seeds(std::string_view text) {
  const auto colon = text.find(':');
  if (colon == std::string_view::npos || text.find(':', colon + 1) != std::string_view::npos) {
    throw SeedsError("bad --seeds '" + std::string(text) + "': expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9");
  }
  Seeds s;
  s.even = parse_list(text.substr(0, colon), text, "even");
  s.odd = parse_list(text.substr(colon + 1), text, "odd");
  return s;
}

std::string format_seeds(const Seeds& seeds) { return seeds_line(seeds.even) + ":" + seeds_line(seeds.odd); }

}  // namespace rithmo
