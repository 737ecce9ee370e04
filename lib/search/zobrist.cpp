#include "search/zobrist.hpp"

#include "play/playout.hpp"

namespace rithmo::search {

namespace {

// The seed of the tables: any fixed number (the digits of the pyramids, 91 and 190).
constexpr std::uint64_t kSeed = 91190;

}  // namespace

Zobrist::Zobrist() {
  play::SplitMix64 rng(kSeed);
  for (auto& man : square_) {
    for (auto& k : man) k = rng.next();
  }
  for (auto& k : odd_) k = rng.next();
  for (auto& k : declared_) k = rng.next();
  for (auto& man : layer_) {
    for (auto& k : man) k = rng.next();
  }
  odd_to_move_ = rng.next();
  for (auto& k : tally_salt_) k = rng.next();
  for (auto& k : declared_by_enemy_) k = rng.next();
}

std::uint64_t Zobrist::man(int i, const play::Man& m) const {
  if (!m.on_board) return 0;
  std::uint64_t k = square_[i][m.square];
  if (m.army == Army::Odd) k ^= odd_[i];
  if (m.declared) k ^= declared_[i];
  if (m.declared && m.declared_by != m.army) k ^= declared_by_enemy_[i];
  if (m.king) {
    for (int l = 0; l < m.layer_count; ++l) {
      if (m.has_layer(l)) k ^= layer_[i][l];
    }
  }
  return k;
}

// A tally's four numbers are too wide for tables of their own: they are packed and
// drawn through one step of SplitMix64 from the side's salt.
std::uint64_t Zobrist::tallies(const std::array<play::Tally, 2>& tally) const {
  std::uint64_t k = 0;
  for (int side = 0; side < 2; ++side) {
    const play::Tally& t = tally[side];
    const std::uint64_t packed = static_cast<std::uint64_t>(t.men) | static_cast<std::uint64_t>(t.sum) << 12 |
                                 static_cast<std::uint64_t>(t.characters) << 36 |
                                 static_cast<std::uint64_t>(t.greatest) << 46;
    k ^= play::SplitMix64(tally_salt_[side] ^ packed).next();
  }
  return k;
}

std::uint64_t Zobrist::key(const play::Position& pos) const {
  std::uint64_t k = pos.to_move == Army::Odd ? odd_to_move_ : 0;
  const int n = static_cast<int>(pos.men.size());
  for (int i = 0; i < n; ++i) k ^= man(i, pos.men[i]);
  return k ^ tallies(pos.tally);
}

std::uint64_t Zobrist::after(std::uint64_t before, const play::Position& pos, const play::Undo& undo) const {
  std::uint64_t k = before ^ odd_to_move_;  // the other side to move
  for (int s = 0; s < undo.saved_count; ++s) {
    const int i = undo.saved[s].first;
    k ^= man(i, undo.saved[s].second) ^ man(i, pos.men[i]);
  }
  // A move that takes nothing leaves the tallies (and its record does not hold them).
  if (!undo.quiet) k ^= tallies(undo.tally) ^ tallies(pos.tally);
  return k;
}

}  // namespace rithmo::search
