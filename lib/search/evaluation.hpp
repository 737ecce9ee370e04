// The evaluation of a position by the rules in force: how near each side stands to the
// agreed victory, and what it holds toward it.
//
// Every feature is measured in thousandths of the agreed victory, so that one set of
// weights serves every goal and every preset:
//   material  the men a side has on the board, each worth what taking him brings the
//             enemy toward the victory: his units (002 line 854) over the men the goal
//             asks, his number over the sum, his digits over the characters, his
//             number over the standards' men; the mean over the goal's terms. Under a
//             proper victory or none, a unit is worth a thousandth share of the army.
//   progress  what a side has taken (Position::tally) toward the goal: the least, over
//             the goal's terms, of the share met, squared, so that the last men before
//             the victory weigh more than the first.
//   king      the king on the board (250 of the thousand), each layer taken from him
//             a share of it, where a victory needs the enemy's taken first
//             (rules.proper_needs_king for the triumphs and row, rules.common_needs_king
//             for the common victories).
//   camp      the men standing in the enemy's camp (rules.camp_depth ranks), where the
//             victory is a triumph or row: the men a triumph is made of must stand there.
//   advance   the ranks a side's men have advanced from its own end, over its men.
//   triumph   where the victory is a triumph. Before the side declares, the most
//             numbers of one set of the victory's grade its own men bear (not a king,
//             not a man either side declared), an eighth of the triumph's share each.
//             Declared: a quarter of the share for each man, and three quarters more,
//             less 20 for each move the men are from it (under
//             Arrangement::LineOrSquare their draughts to the nearest arrangement in
//             the enemy's camp, on the board as it stands; else the ranks to the
//             camp). A declaration the side can no longer make, -1000: fewer of its
//             men standing than the set asks, or one of the adversary's men counted
//             in it (where the rules let them count), whom he may move away; a side
//             declares once.
//   hunt      where a victory needs the enemy king taken first and he stands, three
//             parts. How near the side's men stand to him, over the whole board (the
//             board's longer side less the king's distance, in moves of a king), a man
//             whose number may take the king or one of his layers counting twice (alone
//             by equality, or with another of the side's men by a way of two men in
//             draught, as the rules allow: the numbers only), over twice the longer
//             side times the side's men. For each of his numbers the rules let be taken
//             (his whole, his layers: a layer taken counts as reached), the fewest moves
//             before a man bearing it, or two men by another way, have their ordinary
//             draughts on his square, on the board as it stands (search/approach.hpp),
//             within sixteen moves, a sixteenth of that number's share less for each.
//             And the places about him a siege asks that the side holds
//             (CaptureFinder::siege_progress).
//   threat    what each side could take as the position stands
//             (CaptureFinder::capturable): each man at his material worth, and where a
//             victory needs the enemy king taken first, the king's share (250) for
//             him whole, a layer's share of it for a king some of whose layers may be
//             taken. The search resolves the captures of the side to move; those of the
//             side that moved last are the threats it set up.
// Each is the side to move's less the other side's. The score is their sum weighted
// (Weights), in the same thousandths; tools/bench/fit_weights.sh refits the weights
// from self-play (docs/engine.md, "The evaluation").
#pragma once

#include "play/game.hpp"

#include <array>
#include <string_view>

namespace rithmo::search {

enum class Feature { Material, Progress, King, Camp, Advance, Triumph, Hunt, Threat };
inline constexpr int kFeatures = 8;
std::string_view name(Feature feature);

using Features = std::array<int, kFeatures>;

// The weight of each feature, in hundredths (the fit starts from 100 each).
struct Weights {
  std::array<int, kFeatures> per_cent{100, 100, 100, 100, 100, 100, 100, 100};
};

// The weights the engine plays with (docs/engine.md gives how they were found).
const Weights& default_weights();

// What each side could take as pos stands (CaptureFinder::capturable), where the
// caller has found it already (the search, from what it found for its moves); what is
// null is found afresh.
struct Known {
  const play::Pending* to_move = nullptr;
  const play::Pending* other = nullptr;
  // Whether the threat counts what the other side (the side that moved last) could
  // take; novice's oversight leaves it out (search.hpp, Limits::oversight).
  bool other_threat = true;
};

// The features of pos for its side to move.
Features features(const play::Game& game, const play::Position& pos, const Known& known = {});

// The score of the features under the weights, in thousandths of the victory, for the
// side to move.
int evaluate(const Features& features, const Weights& weights);

inline int evaluate(const play::Game& game, const play::Position& pos, const Weights& weights,
                    const Known& known = {}) {
  return evaluate(features(game, pos, known), weights);
}

}  // namespace rithmo::search
