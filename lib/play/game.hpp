// The game under one set of rules: the legal moves of a position, making and
// unmaking them, and the outcome.
//
// A turn (play/capture.hpp for what is taken):
//   1. under CaptureTiming::BeforeAndAfterMove, the side to move first takes all it
//      can take as the position stands (Savard, 003 line 116);
//   2. it moves one man: an ordinary draught, a flight, a leap into the place of an
//      enemy it takes (rules.capture_by_leaping; the enemy must be taken by a relation
//      in which the leaping man takes part), or the declaration of a triumph's men;
//   3. what the move sets up is taken (under CaptureTiming::AfterAnyMove, also the men
//      that stood taken before it and still do): every capture (or, without
//      rules.multiple_captures, one, each a separate move); after a flight, only
//      sieges, and none at all when flights may not besiege (du Coeur: a flight "may
//      be used unless the move would result in taking", 001 line 43);
//   4. men taken leave the board; a king's layer taken may be ransomed (rules.ransom:
//      by the owner's man of the same number, or else the man the taker chooses,
//      taken here to be the owner's greatest; the king then "muste remove into his
//      place whiche redemed hym", 002 line 695); a whole man turns coat and stands on
//      the taker's first rank (rules.reentry; kings and layers never: "the bottome ...
//      of every man (excepte the two kinges)", 002 line 519), on the void square of
//      that rank nearest the file he was taken on ("in any space of that row", 000:
//      the engine chooses), or stays out if the rank is full.
// A side with no legal move ends the game without a victory (the sources are silent),
// or, under rules.blockade_wins, has lost.
#pragma once

#include "harmony/triumph.hpp"
#include "men/armies.hpp"
#include "number/rational.hpp"
#include "play/capture.hpp"
#include "play/draughts.hpp"
#include "play/move.hpp"
#include "play/outcome.hpp"
#include "play/position.hpp"
#include "play/rules.hpp"
#include "play/sources.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace rithmo::play {

// What a move changed, to unmake it.
struct Undo {
  Army to_move = Army::Even;
  // A draught or flight that took nothing: only the mover's square changed (saved[0]
  // holds him as he was); taken_size and tally are not set.
  bool quiet = false;
  std::array<std::size_t, 2> taken_size{};
  std::array<Tally, 2> tally{};
  std::uint64_t saved_bits = 0;
  int saved_count = 0;
  std::array<std::pair<std::int8_t, Man>, kMaxMen> saved;
};

// What a search keeps to find what stood taken in a position from an earlier one:
// what the same side could take there (a Pending), and the undo records of the moves
// since, which hold every man they changed as he was. The earlier position is the one
// two moves back (the last time the same side was to move), or one move back when
// the search has found there what the side not to move could take (Game::capturable_after).
struct Lineage {
  const Pending* pending = nullptr;  // null: found afresh
  const Undo* first = nullptr;
  const Undo* second = nullptr;  // null: one move since
};

class Game {
 public:
  // Validates the rules (RulesError). The sources give the arrays and the cossic table.
  Game(const Rules& rules, const Sources& sources);
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  const Rules& rules() const { return rules_; }
  const Geometry& geometry() const { return geometry_; }
  const Draughts& draughts() const { return draughts_; }
  const CaptureFinder& finder() const { return finder_; }

  // The opening position of the rules (play/opening.hpp).
  Position opening() const;

  // Throws RulesError when the position is not on this game's board.
  void check_board(const Position& pos) const;

  // The legal moves of the side to move. pos is used as scratch and left as it was.
  void legal_moves(Position& pos, MoveList& out) const;
  // The same, leaving in `pending` what the side to move could take before its move
  // in pos as it stands (CaptureFinder::capturable), found from the lineage when it
  // has one and nothing was taken before the move (CaptureTiming::BeforeAndAfterMove);
  // where something was, the moves are found from what stands taken after it.
  void legal_moves(Position& pos, MoveList& out, Pending& pending, const Lineage& lineage) const;
  // The two halves of the one above, for a caller that may not need the moves: what
  // the side to move could take (`pending`, from the lineage), then the moves given it.
  void capturable_now(const Position& pos, Pending& pending, const Lineage& lineage) const;
  void legal_moves_given(Position& pos, MoveList& out, Pending& pending) const;
  // Whether the side to move surely has a legal move, found without finding the moves:
  // true where one of its men has an ordinary draught onto a void square over a clear
  // way and no capture stands to be made before the move (`pending` as found by
  // capturable_now; where it is not known, null, and the rules make captures before
  // the move, false). False says only that legal_moves must be asked.
  bool surely_moves(const Position& pos, const Pending* pending) const;

  // What `side`, to move or not, could take in pos as it stands, found from what it
  // could take (`before`) in the position before the move of `since`. Written into
  // `out`, which must not be `before`.
  void capturable_after(const Position& pos, Army side, const Pending& before, const Undo& since,
                        Pending& out) const;

  // Makes a move (one of legal_moves(pos)); undo() unmakes it.
  void apply(Position& pos, const Move& move, Undo& undo) const;
  void undo(Position& pos, const Undo& undo) const;

  // Whether the side that moved last has won (pos.victory, outcome.hpp). NoMove is
  // for the caller to report when legal_moves is empty.
  Outcome outcome(const Position& pos) const;
  // The end of a game whose side to move has no legal move: NoMove, or under
  // rules.blockade_wins the victory of the side that moved last.
  Outcome no_move_outcome(const Position& pos) const;

  // The captures the side to move could make as the position stands.
  std::vector<Capture> captures_available(const Position& pos) const;

  // The men of a standard of an army, exactly (Fulke 002 line 876: the army's numbers,
  // less two captains and ten standard-bearers, in ten standards), as
  // victory/standards.hpp counts them under rules().standards_king.
  const Rational& standard(Army army) const { return standard_[static_cast<int>(army)]; }

  // The number sets of a triumph grade among the men's numbers (harmony/triumph.hpp;
  // the pyramids left out, Savard 003 line 239).
  const std::vector<TriumphSet>& triumph_sets(Grade grade) const;
  // The same sets, each number as a man bears it (Man::value), the rest of each array 0;
  // a set with a number no man can bear is left out.
  using SetValues = std::array<std::uint16_t, 4>;
  const std::vector<SetValues>& triumph_values(Grade grade) const;

 private:
  // Men taken whose fate is settled after the move: layers (ransom) and whole men
  // (re-entry).
  struct Aftermath {
    struct Later {
      int man;
      int layer;  // -1: a whole man
      int file;   // where he was taken
    };
    std::array<Later, kMaxMen + 4 * kMaxLayers> later;
    int count = 0;
  };
  // apply and undo for a move that takes something, declares, or is made where men are
  // taken before the move (apply makes a quiet move itself, Undo::quiet).
  [[gnu::noinline]] void apply_in_full(Position& pos, const Move& move, Undo& u) const;
  [[gnu::noinline]] void undo_in_full(Position& pos, const Undo& u) const;
  void save(Position& pos, Undo& u, int man) const;
  void make_captures(Position& pos, Army side, const Capture* caps, int n, Undo& u) const;
  void lift_captures(Position& pos, Army side, const Capture* caps, int n, Undo& u, Aftermath& after) const;
  void settle_captures(Position& pos, Army side, Undo& u, Aftermath& after) const;
  // Whether a man may have an ordinary draught: some draught's first space is among the
  // `open` squares (the void ones, in `words` words).
  bool may_march(const Man& man, const SquareSet& open, int words) const;
  // Each move is written in place at the end of `out`, copied from `stem` (one for all
  // the men of a position: its captures, never counted, are never read, Move::add), and
  // taken back if the rules refuse it.
  // `fcls` are the man's flight classes (none where the rules have no flying).
  void generate_for(Position& pos, int man, unsigned fcls, const Pending& pending,
                    const CaptureFinder::Watch& watch, Move& stem, MoveList& out) const;
  // Under one capture a move (rules.multiple_captures off), the last move of `out`
  // becomes one move a capture: the leaped man alone, or each capture a move of its own.
  void split_last(MoveList& out) const;
  void generate_leaps(Position& pos, const Pending& pending, MoveList& out) const;
  void generate_declarations(const Position& pos, MoveList& out) const;

  Rules rules_;
  Geometry geometry_;
  Draughts draughts_;
  Sources sources_;
  CaptureFinder finder_;
  Armies armies_;  // built once, for the opening, the standards and the triumphs
  std::array<Rational, 2> standard_;
  // Made once, on first use, by whichever thread asks first (perft_divide's share one game).
  mutable std::array<std::once_flag, 3> triumphs_once_;
  mutable std::array<std::unique_ptr<std::vector<TriumphSet>>, 3> triumphs_;
  mutable std::array<std::once_flag, 3> values_once_;
  mutable std::array<std::unique_ptr<std::vector<SetValues>>, 3> values_;
};

// The count of leaf positions `depth` moves from pos (perft); a position won or with
// no move is a leaf of its own depth and counts nothing further.
// How the leaves are counted: Counted, the moves of the last level (what a game would
// make); Made, each made and unmade as a game makes it (the same count, slower: the
// benchmark of the rules engine's make and unmake as well as its generation).
enum class Leaves { Counted, Made };
std::uint64_t perft(const Game& game, Position& pos, int depth, Leaves leaves_are = Leaves::Counted);

// What perft_divide reports as each part of its work is counted, one call at a time:
// the parts done and in all, and the leaf positions counted so far.
using PerftProgress = std::function<void(std::size_t done, std::size_t parts, std::uint64_t leaves)>;

// perft by first move: the leaf positions `depth` moves from pos below each of its legal
// moves, in legal_moves's order (their sum is perft's count), counted on up to
// `threads` threads (0: one per core). The work is split into parts by the first two
// moves (by the first alone at depth 2), each counted by perft on its own copy of the
// position. Empty when depth is 0 or pos is won.
std::vector<std::uint64_t> perft_divide(const Game& game, const Position& pos, int depth, unsigned threads,
                                        const PerftProgress& progress = {},
                                        Leaves leaves_are = Leaves::Counted);

}  // namespace rithmo::play
