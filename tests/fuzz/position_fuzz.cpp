// libFuzzer target for the position parser (built with -DRITHMO_FUZZ=ON and clang; see
// docs/play.md). Any text either is refused with a DiagnosticError or parses to a
// consistent position whose canonical text parses back to an equal position with the
// same text; a parsed position is then played one move deep on its own board under one
// of the presets (chosen by the input's length): every legal move made and unmade
// leaves it as it was.
#include "diagnostic.hpp"
#include "play/game.hpp"
#include "play/notation.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <tuple>

using namespace rithmo::play;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "position_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

const Game& game_for(BoardSize size, int preset) {
  static const Sources sources = read_sources(RITHMO_SOURCE_DIR "/tables");
  static const std::vector<std::string> names = preset_names();
  static std::map<std::tuple<int, int, int>, std::unique_ptr<Game>> games;
  auto& g = games[{size.files, size.ranks, preset}];
  if (!g) {
    Rules r = preset_rules(names[preset]);
    set_board(r, size);
    if (2 * r.camp_depth > size.ranks) r.camp_depth = size.ranks / 2;
    if (r.camp_depth < 1) r.camp_depth = 1;
    g = std::make_unique<Game>(r, sources);
  }
  return *g;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  Position pos;
  try {
    pos = parse_position(text, "fuzz");
  } catch (const rithmo::DiagnosticError& e) {
    if (e.diag.line < 1 || e.diag.column < 1) fail("diagnostic without a place", e.diag.str());
    return 0;
  }
  if (const std::string bad = check_position(pos); !bad.empty()) fail("inconsistent position", bad);
  const std::string canonical = format_position(pos);
  const Position back = parse_position(canonical, "canonical");
  if (!(back == pos)) fail("canonical text parses to another position", canonical);
  if (format_position(back) != canonical) fail("canonical text is not stable", canonical);
  if (pos.size.ranks < 2) return 0;
  const Game& game = game_for(pos.size, static_cast<int>(size % preset_names().size()));
  MoveList moves;
  game.legal_moves(pos, moves);
  const Position before = pos;
  Undo undo;
  for (const Move& m : moves) {
    game.apply(pos, m, undo);
    if (const std::string bad = check_position(pos); !bad.empty())
      fail("move leaves an inconsistent position", bad);
    game.undo(pos, undo);
    if (!(pos == before)) fail("move and undo do not return the position", canonical);
  }
  game.outcome(pos);
  return 0;
}
