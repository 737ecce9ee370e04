// Zobrist keys: along random games under every preset, two positions have equal keys
// exactly when they are equal but for the order of the taken lists (a record of the
// game, which no rule reads: its tally is what the victories count), as the canonical
// text with the lists sorted decides; making and unmaking a move gives back the key.
#include "search/zobrist.hpp"

#include "play/helpers.hpp"
#include "play/playout.hpp"

#include "catch.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <tuple>

using namespace rithmo::play;
using namespace rithmo::play::testing;
using rithmo::search::Zobrist;

namespace {

std::string canonical(Position pos) {
  for (auto& list : pos.taken) {
    std::sort(list.begin(), list.end(), [](const TakenEntry& a, const TakenEntry& b) {
      return std::tuple(a.what, a.shape, a.value, a.units, a.reentered) <
             std::tuple(b.what, b.shape, b.value, b.units, b.reentered);
    });
  }
  return format_position(pos);
}

}  // namespace

TEST_CASE("zobrist: equal keys exactly for equal positions along random games", "[search][zobrist]") {
  auto preset = GENERATE(from_range(preset_names()));
  INFO(preset);
  auto game = game_of(preset);
  const Zobrist z;
  std::map<std::uint64_t, std::string> by_key;
  std::map<std::string, std::uint64_t> by_text;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Position pos = game->opening();
    SplitMix64 rng(seed);
    MoveList moves;
    for (int ply = 0; ply < 120; ++ply) {
      const std::uint64_t k = z.key(pos);
      const std::string text = canonical(pos);
      const auto [at_key, new_key] = by_key.emplace(k, text);
      CHECK(at_key->second == text);
      const auto [at_text, new_text] = by_text.emplace(text, k);
      CHECK(at_text->second == k);
      if (game->outcome(pos).result != Result::None) break;
      game->legal_moves(pos, moves);
      if (moves.empty()) break;
      auto u = std::make_unique<Undo>();
      // Found from the key before and the move's undo record, every move's key is the
      // key found afresh (captures, layers, turncoats, declarations and quiet moves).
      for (const Move& each : moves) {
        game->apply(pos, each, *u);
        CHECK(z.after(k, pos, *u) == z.key(pos));
        game->undo(pos, *u);
      }
      // The move given away (the search's null move): the other side to move alone.
      Position passed = pos;
      passed.to_move = rithmo::other(pos.to_move);
      CHECK(z.passed(k) == z.key(passed));
      CHECK(z.passed(k) != k);
      const Move m = moves[rng.below(moves.size())];
      game->apply(pos, m, *u);
      const std::uint64_t after = z.key(pos);
      CHECK(after != k);
      game->undo(pos, *u);
      CHECK(z.key(pos) == k);
      game->apply(pos, m, *u);
    }
  }
  CHECK(by_key.size() > 100);
}

TEST_CASE("zobrist: each part of the state changes the key", "[search][zobrist]") {
  const Zobrist z;
  const Position base = board_of("odd R9 e5\neven K(S36 S25 T16 T9 R4 R1) e12\n");
  const std::uint64_t k = z.key(base);
  Position p = base;
  p.to_move = rithmo::Army::Even;
  CHECK(z.key(p) != k);
  p = base;
  p.men[0].declared = true;
  p.men[0].declared_by = p.men[0].army;
  const std::uint64_t declared = z.key(p);
  CHECK(declared != k);
  p.men[0].declared_by = rithmo::other(p.men[0].army);  // declared by the adversary (Barozzi 0051:41-42)
  CHECK(z.key(p) != declared);
  CHECK(z.key(p) != k);
  p = base;
  p.men[0].army = rithmo::Army::Even;  // a turncoat
  CHECK(z.key(p) != k);
  p = base;
  p.men[1].present = static_cast<std::uint8_t>(p.men[1].present & 0xfe);  // a king's layer lost
  CHECK(z.key(p) != k);
  p = base;
  p.tally[0].men = 1;
  CHECK(z.key(p) != k);
  p = base;
  p.tally[1].sum = 9;
  CHECK(z.key(p) != k);
  p = base;
  p.board[p.men[0].square] = -1;
  p.men[0].square = 37;
  p.board[37] = 0;
  CHECK(z.key(p) != k);
}
