// A game reviewed move by move, as a teacher reviews a class's game: after each move,
// the engine's score of the position for the side that moved, the move it would have
// played with its line and score, what the move played lost against it, and a mark.
//
// Each position of the game is searched once, under the same limits: the best score of
// position i for its side to move is S(i), and the move played from it is worth -S(i+1)
// to the side that played it (a position won is -kWin for the side to move in it; one
// with no move, as the rules score it). The loss is S(i) + S(i+1), never below 0.
//
// The marks, in thousandths of the agreed victory lost (search/evaluation.hpp): a
// blunder loses 300 or more, or lets a victory found slip, or lets in a defeat found
// that the best move avoids; a mistake 100 or more; an inaccuracy 40 or more. The
// search's depth bounds what it sees: a deeper level marks more surely.
#pragma once

#include "search/search.hpp"

#include <functional>
#include <string_view>
#include <vector>

namespace rithmo::search {

enum class Mark { None, Inaccuracy, Mistake, Blunder };
std::string_view name(Mark mark);  // "", "inaccuracy", "mistake", "blunder"

inline constexpr int kInaccuracy = 40;
inline constexpr int kMistake = 100;
inline constexpr int kBlunder = 300;

// The mark of a move worth `played` where the best was worth `best` (both for the side
// that moved).
Mark mark_of(int best, int played);

struct MoveReview {
  Army side = Army::Odd;  // the side that moved
  play::Move played;
  int played_score = 0;  // -S(i+1): the position after it, for the side that moved
  bool has_best = false;
  play::Move best;                    // the engine's move in the position before it
  int best_score = 0;                 // S(i)
  std::vector<play::Move> best_line;  // from the position before the move
  int loss = 0;                       // best_score - played_score, at least 0 (victories: see mark)
  Mark mark = Mark::None;
};

// Reviews `moves` (legal in turn) from `start`. progress is told of each position done
// (done, of all). limits.noise and limits.oversight are not used: the review is the
// same for every seed, and sees every reply.
std::vector<MoveReview> analyse_game(Searcher& searcher, const play::Position& start,
                                     const std::vector<play::Move>& moves, Limits limits,
                                     const std::function<void(std::size_t, std::size_t)>& progress = {});

}  // namespace rithmo::search
