#include "search/analysis.hpp"

#include <algorithm>
#include <memory>

namespace rithmo::search {

std::string_view name(Mark mark) {
  switch (mark) {
    case Mark::None:
      return "";
    case Mark::Inaccuracy:
      return "inaccuracy";
    case Mark::Mistake:
      return "mistake";
    case Mark::Blunder:
      return "blunder";
  }
  return "";
}

Mark mark_of(int best, int played) {
  if (best >= kWinFound && played < kWinFound) return Mark::Blunder;
  if (played <= -kWinFound && best > -kWinFound) return Mark::Blunder;
  const long loss = static_cast<long>(best) - played;
  if (std::abs(best) >= kWinFound || std::abs(played) >= kWinFound) return Mark::None;
  if (loss >= kBlunder) return Mark::Blunder;
  if (loss >= kMistake) return Mark::Mistake;
  if (loss >= kInaccuracy) return Mark::Inaccuracy;
  return Mark::None;
}

std::vector<MoveReview> analyse_game(Searcher& searcher, const play::Position& start,
                                     const std::vector<play::Move>& moves, Limits limits,
                                     const std::function<void(std::size_t, std::size_t)>& progress) {
  const play::Game& game = searcher.game();
  limits.noise = 0;
  limits.oversight = 0;
  // The positions of the game and their keys, the earlier ones for repetitions.
  std::vector<play::Position> positions{start};
  auto undo = std::make_unique<play::Undo>();
  for (const play::Move& m : moves) {
    play::Position next = positions.back();
    game.apply(next, m, *undo);
    positions.push_back(std::move(next));
  }
  std::vector<std::uint64_t> keys;
  for (const auto& p : positions) keys.push_back(searcher.key(p));

  // S(i) for every position, and the search's answer where there is a move.
  std::vector<SearchResult> found(positions.size());
  std::vector<int> score(positions.size());
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const play::Position& p = positions[i];
    if (game.outcome(p).result == play::Result::Victory) {
      score[i] = -kWin;
    } else {
      play::Position scratch = p;
      play::MoveList legal;
      game.legal_moves(scratch, legal);
      if (legal.empty()) {
        score[i] = game.no_move_outcome(p).result == play::Result::Victory ? -kWin : 0;
      } else {
        const std::vector<std::uint64_t> earlier(keys.begin(), keys.begin() + static_cast<long>(i));
        found[i] = searcher.search(p, earlier, limits);
        score[i] = found[i].score;
      }
    }
    if (progress) progress(i + 1, positions.size());
  }

  std::vector<MoveReview> out;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    MoveReview r;
    r.side = positions[i].to_move;
    r.played = moves[i];
    // The next position's score seen one ply earlier: a victory in n plies from there
    // is one in n + 1 from here (a position won is one in 0).
    const int next = score[i + 1];
    r.played_score = next >= kWinFound ? -next + 1 : next <= -kWinFound ? -next - 1 : -next;
    r.has_best = found[i].has_move;
    r.best = found[i].best;
    r.best_score = score[i];
    r.best_line = found[i].pv;
    r.loss = std::max(0, r.best_score - r.played_score);
    r.mark = mark_of(r.best_score, r.played_score);
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace rithmo::search
