#include "params/board_size.hpp"

#include "number/numeral.hpp"

#include <algorithm>

namespace rithmo {

long BoardSize::max_spaces() const { return std::max(files, ranks) - 2; }

std::optional<BoardSize> parse_board_size(std::string_view text, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<BoardSize> {
    if (error) *error = why;
    return std::nullopt;
  };
  const std::string expected = "expected " + std::string(kBoardSizeForm);
  const auto x = text.find('x');
  auto side = [](std::string_view s) -> std::optional<int> {
    if (s.empty() || s[0] == '0') return std::nullopt;  // "08" is no way to write a size
    const auto v = read_count(s, 999);
    if (!v) return std::nullopt;
    return static_cast<int>(*v);
  };
  if (x == std::string_view::npos) return fail(expected);
  const auto files = side(text.substr(0, x)), ranks = side(text.substr(x + 1));
  if (!files || !ranks) return fail(expected);
  if (*files > *ranks) return fail("broader than it is long (" + expected + ")");
  if (*files > kMaxFiles || *ranks > kMaxRanks || *files * *ranks > kMaxSquares) {
    return fail("too large (at most " + std::to_string(kMaxFiles) + " files, " + std::to_string(kMaxRanks) +
                " ranks and " + std::to_string(kMaxSquares) + " squares)");
  }
  return BoardSize{*files, *ranks};
}

std::string format_board_size(BoardSize size) {
  return std::to_string(size.files) + "x" + std::to_string(size.ranks);
}

Parameter board_parameter(std::string default_value, std::string help) {
  return text_parameter("board", std::move(default_value), std::string(kBoardSizeForm), std::move(help),
                        [](std::string_view v) -> std::optional<std::string> {
                          std::string why;
                          if (parse_board_size(v, &why)) return std::nullopt;
                          return "bad value '" + std::string(v) + "' for board: " + why;
                        });
}

}  // namespace rithmo
