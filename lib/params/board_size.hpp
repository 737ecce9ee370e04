// The board's size: one type and one text form for the audit, the engine and the sheets.
//
// Fulke, "Of these partes in the fyrst kynd of playng" (002 line 504): "a playne borde
// conteynynge .128. squares that is .8. in breadth and .16. in length"; the third kind
// allows a shorter one, "at the lest ... .10. squares in length and alwayes .8. in
// breadth" (002 line 815); Savard adds 8 x 12 and the 8 x 9 practice board (003 line 94).
//
// The text form, everywhere a size is written or read (play's --board and --set
// board=, a position file's `board` line, the audit's relation parameter board=), is
// FILESxRANKS, breadth first, as Fulke gives it: "8x16". No source has a board broader
// than it is long, and a reader who writes the length first ("16x8") means Fulke's board
// the other way round: so a breadth greater than the length is refused, with the form
// expected, rather than read as another board. docs/play.md says the same.
#pragma once

#include "params/parameter.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace rithmo {

inline constexpr int kMaxFiles = 16;
inline constexpr int kMaxRanks = 32;
inline constexpr int kMaxSquares = 256;

// "8 in breadth and 16 in length": files (breadth) by ranks (length).
struct BoardSize {
  int files = 8;
  int ranks = 16;

  // The most void spaces between two men on one line: the two men stand at both ends
  // of the longest line, max(files, ranks) - 2. Fulke's tables' largest count of
  // spaces, 14 (002 lines 740, 765, 795), is 16 - 2.
  long max_spaces() const;
  friend bool operator==(const BoardSize&, const BoardSize&) = default;
};

// The form as errors and listings name it.
inline constexpr std::string_view kBoardSizeForm = "FILESxRANKS, breadth first, e.g. 8x16";

// "8x16": nullopt unless FILESxRANKS, each a decimal number without a leading zero,
// 1 <= files <= ranks, files <= kMaxFiles, ranks <= kMaxRanks, files * ranks <=
// kMaxSquares. When `error` is given it receives why, e.g. "broader than it is long
// (expected FILESxRANKS, breadth first, e.g. 8x16)".
std::optional<BoardSize> parse_board_size(std::string_view text, std::string* error = nullptr);

// "8x16".
std::string format_board_size(BoardSize size);

// The parameter "board" of this form (rules of play and the audit's relations alike).
Parameter board_parameter(std::string default_value, std::string help);

}  // namespace rithmo
