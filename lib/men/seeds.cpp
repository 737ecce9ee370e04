#include "men/seeds.hpp"

#include <algorithm>
#include <cctype>

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
    if (item.empty() || item.size() > 6 || !std::all_of(item.begin(), item.end(), [](char c) {
          return std::isdigit(static_cast<unsigned char>(c));
        })) {
      throw fail(std::string(side) + " seed '" + std::string(item) + "' is not a positive integer");
    }
    const long v = std::stol(std::string(item));
    if (v < 1 || v > kMaxSeed) {
      throw fail(std::string(side) + " seed " + std::string(item) + " is outside 1.." +
                 std::to_string(kMaxSeed));
    }
    if (std::find(out.begin(), out.end(), v) != out.end()) {
      throw fail(std::string(side) + " seed " + std::string(item) + " is given twice");
    }
    out.push_back(v);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

std::string join(const std::vector<long>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s;
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

std::string format_seeds(const Seeds& seeds) { return join(seeds.even) + ":" + join(seeds.odd); }

}  // namespace rithmo
