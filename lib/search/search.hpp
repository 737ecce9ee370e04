// The engine's search: negamax with alpha-beta and principal-variation search, deepened
// one move at a time, over the moves of play::Game and nothing of its own about the
// rules.
//
//   - A transposition table on Zobrist keys (search/zobrist.hpp) keeps each position's
//     best move, score and bound; a score of victory is kept as plies from the node.
//   - Moves are tried in this order: the table's move; captures, by what they take
//     toward the victory; the two killers of the ply (moves that refuted a sibling);
//     the rest by their history (how often the move refuted a position, by depth).
//   - At depth 0 a quiescence search plays on the captures alone, the side to move
//     standing on the evaluation if it will (search/evaluation.hpp).
//   - A victory is kWin less the plies to it; a side without a move has lost under
//     rules.blockade_wins and drawn else; a position met before with the same side to
//     move, in the game or on the line searched, is drawn (0); so is a line at kMaxPly.
//   - On several threads (Searcher::set_threads), lazy SMP: the threads search the same
//     root and share the table.
//   - The search stops at its limits (depth, nodes, or when Limits::stop says so) and
//     answers with the deepest search it completed; a search stopped in its first
//     depth answers the best move found so far, or the first legal move.
//
// The library reads no clock: the tool puts its clock in Limits::stop.
#pragma once

#include "play/game.hpp"
#include "search/evaluation.hpp"
#include "search/zobrist.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace rithmo::search {

inline constexpr int kWin = 1000000;
inline constexpr int kMaxPly = 128;
// Threads a search may run on.
inline constexpr int kMaxThreads = 64;
// Scores beyond this are victories found (kWin less the plies to them).
inline constexpr int kWinFound = kWin - 1000;

struct Limits {
  int depth = 0;            // deepest iteration, 1..kMaxPly-1 (0: no bound)
  std::uint64_t nodes = 0;  // nodes searched (0: no bound)
  // Asked every 128 nodes and between iterations; true stops the search.
  std::function<bool()> stop;
  // Asked after each completed iteration only; false ends the search with it (a clock's
  // aim: a deeper iteration is not begun where it would not end in the time aimed at).
  std::function<bool()> deepen;
  // Whether depth 0 plays on the captures (else it is the evaluation: the tests'
  // comparison with plain minimax).
  bool quiescence = true;
  // Whether a node off the principal variation may be cut where its side to move, its
  // move given to the other side, still stands at or above beta searched shallower (the
  // null move; the tests search with and without).
  bool null_move = true;
  // The weaker levels' chance: each root move's score, unless a victory, is raised by
  // a number drawn from 0..noise (thousandths of the victory) from the seed and the
  // move, so that moves nearly as good are sometimes chosen, the same for one seed.
  int noise = 0;
  // The weakest level's oversight: in a search one move deep, of the root's moves this
  // many in a hundred (drawn from the seed and the move) are scored by the position
  // they leave, the other side's captures after them not looked at, nor what the
  // mover could take there (his share of the evaluation's threat), as a beginner
  // overlooks a reply. Deeper searches see every reply.
  int oversight = 0;
  std::uint64_t seed = 0;
};

// The time a move may take, in milliseconds, of a clock with `remaining` left, the
// increment `increment` added after each move, and moves_to_go moves to make before the
// clock is filled again (0: the rest of the game). `aim` is what the move should take:
// the remaining time over the moves to go (30 when not told) and three quarters of the
// increment. `most` is where a search is cut off: three times the aim, so that an
// iteration begun within the aim may end. Neither is more than a kMostShare-th of the
// remaining time less kMoveOverhead (the time between the search's end and the clock's
// stop), and both are at least 1: were every move to take its most, the clock would
// settle at some kMostShare increments (with a half, at about two, where a game was
// lost on time on a loaded machine), and in the long run a move takes the increment
// whatever the share.
inline constexpr long kMoveOverhead = 20;
inline constexpr long kMostShare = 5;
struct MoveTime {
  long aim = 1;
  long most = 1;
};
MoveTime time_for_move(long remaining, long increment, int moves_to_go);

// What one completed iteration found.
struct Info {
  int depth = 0;
  int seldepth = 0;  // the deepest ply reached, quiescence included
  int score = 0;     // for the side to move at the root
  std::uint64_t nodes = 0;
  std::vector<play::Move> pv;  // from the root; replays legally (a property test)
};

struct SearchResult {
  bool has_move = false;  // false: the root is won or has no legal move
  play::Move best;
  int score = 0;
  int depth = 0;  // the deepest iteration completed (0: none)
  std::uint64_t nodes = 0;
  std::vector<play::Move> pv;
};

// Whether two moves are the same move of one position.
bool same_move(const play::Move& a, const play::Move& b);

class Searcher {
 public:
  // A table of about table_megabytes (a power of two of entries).
  explicit Searcher(const play::Game& game, std::size_t table_megabytes = 16,
                    const Weights& weights = default_weights());
  ~Searcher();
  Searcher(const Searcher&) = delete;
  Searcher& operator=(const Searcher&) = delete;

  // Forgets the table, the killers and the history (a new game).
  void clear();

  // The threads a search runs on (lazy SMP, 1..kMaxThreads; 1 at first). With more than
  // one, the others search the same root and share the table, and the node limit bounds
  // the first thread's nodes; one thread plays the same move for the same limits on
  // any machine, several need not.
  void set_threads(int threads);
  int threads() const;

  // Searches root, whose game passed through the positions of `earlier` (their keys,
  // oldest first, not the root's own) for repetitions. on_iteration is told of each
  // completed iteration.
  SearchResult search(const play::Position& root, const std::vector<std::uint64_t>& earlier,
                      const Limits& limits, const std::function<void(const Info&)>& on_iteration = {});

  std::uint64_t key(const play::Position& pos) const { return zobrist_.key(pos); }
  const play::Game& game() const { return game_; }

  // The table, shared by the threads, and each thread's killers, history and one
  // search's working state (search.cpp).
  struct Table;
  struct State;

 private:
  const play::Game& game_;
  Zobrist zobrist_;
  Weights weights_;
  std::unique_ptr<Table> table_;
  std::vector<std::unique_ptr<State>> states_;
};

// Whether a score is a victory found: the plies to it, positive when the side to move
// wins, negative when it loses; 0 when the score is not one.
int plies_to_victory(int score);

}  // namespace rithmo::search
