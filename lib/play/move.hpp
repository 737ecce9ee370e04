// A move: a man's march (ordinary or flying), a leap into the place of an enemy he
// takes, or the declaration of the men of a triumph; with the men it takes.
//
// The text of a move: "c4-e4" (ordinary), "c4~d6" (flying), "c4*e4" (into the place
// of the man taken), "declare c14,d14,e14"; the men taken follow, each with how he is
// taken: " x e6 R16 (addition)" for a whole man, " x a4 K190/S64 (equality)" for a
// king's layer.
#pragma once

#include "men/ways.hpp"
#include "play/board.hpp"
#include "play/position.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo::play {

// How a man is taken: the ways of taking of men/ways.hpp (name(Method) is their name).
using Method = rithmo::Way;

// A man taken: whole, or one layer of a king.
struct Capture {
  std::int8_t man = -1;
  std::int8_t layer = -1;  // -1: the whole man
  Method method = Method::Equality;
  friend bool operator==(const Capture&, const Capture&) = default;
};

enum class MoveKind : std::uint8_t { Ordinary, Flying, Leap, Declare };

// Captures a move carries; a move that would take more (never seen in play) is marked
// overflow and its captures are found again when it is made.
inline constexpr int kMoveCaptures = 10;

struct Move {
  MoveKind kind = MoveKind::Ordinary;
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  std::uint8_t count = 0;  // captures (for Declare: the men declared)
  bool overflow = false;
  // Set by Game::legal_moves where captures are made before the move too
  // (CaptureTiming::BeforeAndAfterMove) and none stands in the position it was found
  // in: Game::apply then makes none before it. A move made elsewhere leaves it unset.
  bool none_before = false;
  std::array<Capture, kMoveCaptures> captures{};

  void add(const Capture& c) {
    if (count < kMoveCaptures)
      captures[count++] = c;
    else
      overflow = true;
  }
};

using MoveList = std::vector<Move>;

// The text of a move in a position (before it is made).
std::string format_move(const Position& pos, const Move& move);
// The part that names the move without its captures: "c4-e4", "declare c14,d14,e14".
std::string move_stem(const Position& pos, const Move& move);

// The move as one word, for protocols that part moves by spaces: the stem, a
// declaration's squares after a colon ("declare:c14,d14,e14"), and with_captures each
// man taken as x and his square, and a king's layer after a slash ("c4-e4xe6",
// "c4*e4xa4/S64").
std::string move_word(const Position& pos, const Move& move, bool with_captures);

// The word that names `move` alone among `moves` (the legal moves of pos): its word
// without captures when no other move shares it, else with them.
std::string short_word(const Position& pos, const MoveList& moves, const Move& move);

// The move of `moves` (the legal moves of pos) that `text` names: its word with or
// without captures, its stem or its full text (format_move). nullptr when none does,
// or when several do and the text names no captures (then *ambiguous is set, if given).
const Move* find_move(const Position& pos, const MoveList& moves, std::string_view text,
                      bool* ambiguous = nullptr);

}  // namespace rithmo::play
