// The property harness: random playouts under every preset and under readings changed
// one at a time. At every move: the position is consistent, the men are conserved
// (those on the board and those held out of play), making and unmaking returns the
// position, and the captures found by looking only where the move can matter equal
// those found by looking at every enemy man, and what stands taken found from two
// plies back equals what a search of every enemy man finds, and the ordinary moves are
// every draught open to a man of the side to move, and a move the search passes over
// unmade as taking nothing takes nothing by the reference finder.
#include "play/playout.hpp"

#include "helpers.hpp"

#include "catch.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace rithmo::play;
using namespace rithmo::play::testing;

namespace {

std::vector<Capture> sorted(const Move& m) {
  std::vector<Capture> v(m.captures.begin(), m.captures.begin() + m.count);
  std::sort(v.begin(), v.end(), [](const Capture& a, const Capture& b) {
    return std::pair(a.man, a.layer) < std::pair(b.man, b.layer);
  });
  return v;
}

// The captures of an ordinary or flying move found again by the reference finder.
Move reference_captures(const Game& game, Position pos, const Move& m) {
  const rithmo::Army side = pos.to_move;
  const Pending pending = game.finder().capturable(pos, side);
  const int mover = pos.board[m.from];
  pos.board[m.from] = -1;
  pos.board[m.to] = static_cast<std::int8_t>(mover);
  pos.men[mover].square = m.to;
  Move out = m;
  out.count = 0;
  game.finder().captures_after_reference(pos, side, mover, m.kind == MoveKind::Flying, pending, out);
  return out;
}

// The squares (from, to) of every ordinary draught the side to move has, walked from
// each of its men's draughts: the target void, and the spaces passed void unless the
// class leaps.
std::set<std::pair<int, int>> ordinary_draughts(const Game& game, const Position& pos) {
  std::set<std::pair<int, int>> out;
  const Draughts& d = game.draughts();
  for (const Man& m : pos.men) {
    if (!m.on_board || m.army != pos.to_move) continue;
    const unsigned cls = d.classes(m);
    for (int c = 0; c < kDraughtClasses; ++c) {
      if (!(cls & (1u << c))) continue;
      for (const DraughtStep* st = d.begin(c, m.square); st != d.end(c, m.square); ++st) {
        bool clear = pos.board[st->target] < 0;
        for (int j = 0; j < st->passed && clear && !d.leaps(c); ++j) clear = pos.board[st->path[j]] < 0;
        if (clear) out.emplace(m.square, st->target);
      }
    }
  }
  return out;
}

// The squares (from, to) of every flight the side to move may make, each tried in
// full: the target void (and the path, under flying-path=clear), and the captures the
// reference finder finds after it then decide, as the rules say, without the quick
// refusal of flights that can besiege no one (CaptureFinder::flight_may_besiege).
std::set<std::pair<int, int>> flights_by_reference(const Game& game, const Position& pos) {
  std::set<std::pair<int, int>> out;
  const Draughts& d = game.draughts();
  const Rules& rules = game.rules();
  const std::set<std::pair<int, int>> ordinary = ordinary_draughts(game, pos);
  for (const Man& m : pos.men) {
    if (!m.on_board || m.army != pos.to_move) continue;
    const unsigned fcls = d.flight_classes(m);
    const bool has_ordinary =
        std::any_of(ordinary.begin(), ordinary.end(), [&m](const auto& o) { return o.first == m.square; });
    for (int fc = 0; fc < 2; ++fc) {
      if (!(fcls & (1u << fc))) continue;
      for (const FlightStep* f = d.flights_begin(fc, m.square); f != d.flights_end(fc, m.square); ++f) {
        bool clear = pos.board[f->target] < 0;
        if (rules.flying_path == FlyingPath::Clear) {
          for (int j = 0; j < f->leg && clear; ++j) clear = pos.board[f->path[j]] < 0;
        }
        if (!clear) continue;
        Move flight;
        flight.kind = MoveKind::Flying;
        flight.from = m.square;
        flight.to = f->target;
        const Move taken = reference_captures(game, pos, flight);
        if (!rules.flying_besieges && taken.count) continue;  // 001 line 43
        if (rules.flying_use == FlyingUse::Siege && has_ordinary && taken.count == 0)
          continue;  // 002 line 664
        out.emplace(m.square, f->target);
      }
    }
  }
  return out;
}

// Runs one random game of at most `plies` plies; returns the moves the search's screen
// passed over as taking nothing that were checked against the reference finder.
int run(const Game& game, std::uint64_t seed, int plies) {
  int screened = 0;
  Position pos = game.opening();
  const int units = pos.units_on_board() + pos.units_taken();
  SplitMix64 rng(seed);
  auto u = std::make_unique<Undo>();
  // The moves of the last two plies (ply p's in played[p % 2]) and what stood taken
  // before them, for finding what stands taken from two plies back.
  std::array<std::unique_ptr<Undo>, 2> played = {std::make_unique<Undo>(), std::make_unique<Undo>()};
  std::array<Pending, 2> pendings;
  // What the side not to move could take, at the last two plies, for finding what
  // stands taken from one ply back (as perft does).
  std::array<Pending, 2> others;
  MoveList moves, again;
  for (int ply = 0; ply < plies; ++ply) {
    REQUIRE(check_position(pos).empty());
    REQUIRE(pos.units_on_board() + pos.units_taken() == units);
    for (int side = 0; side < 2; ++side) {
      int kings = 0;
      for (const auto& m : pos.men) kings += m.on_board && m.king && static_cast<int>(m.army) == side;
      REQUIRE(kings <= 1);
    }
    if (game.outcome(pos).result != Result::None) return screened;
    Pending pending;
    const Lineage lineage =
        ply >= 2 ? Lineage{&pendings[ply % 2], played[ply % 2].get(), played[(ply + 1) % 2].get()}
                 : Lineage{};
    game.legal_moves(pos, moves, pending, lineage);
    {
      // What the side to move could take is who stands taken: the men of the captures
      // available as the position stands (where captures are made before the move too,
      // the moves are found on that alone). Before captures made ahead of the move,
      // `pending` is of the position as it stands.
      std::uint64_t taken = 0;
      for (const Capture& c : game.captures_available(pos)) taken |= 1ull << c.man;
      INFO(format_position(pos));
      REQUIRE(taken == (pending.whole | pending.layers));
      for (const Move& m : moves)
        REQUIRE(m.none_before == (game.rules().timing == CaptureTiming::BeforeAndAfterMove && taken == 0));
    }
    if (ply >= 2) {
      // Found from two plies back, what stands taken is what a fresh search finds.
      Pending fresh;
      game.legal_moves(pos, again, fresh, Lineage{});
      INFO(format_position(pos));
      REQUIRE(pending == fresh);
    }
    if (ply >= 1) {
      const rithmo::Army moved = rithmo::other(pos.to_move);
      // What the side that moved last could take, found from one ply back, is what a
      // fresh search finds; and from it, one ply later, what the side to move could.
      Pending one;
      game.capturable_after(pos, moved, pendings[(ply + 1) % 2], *played[(ply + 1) % 2], others[ply % 2]);
      INFO(format_position(pos));
      REQUIRE(others[ply % 2] == game.finder().capturable(pos, moved));
      if (ply >= 2) {
        game.legal_moves(pos, again, one,
                         Lineage{&others[(ply + 1) % 2], played[(ply + 1) % 2].get(), nullptr});
        REQUIRE(one == pending);
        REQUIRE(again.size() == moves.size());
        for (std::size_t k = 0; k < moves.size(); ++k) {
          const Move &x = again[k], &y = moves[k];
          REQUIRE((x.kind == y.kind && x.from == y.from && x.to == y.to && x.count == y.count &&
                   std::equal(x.captures.begin(), x.captures.begin() + x.count, y.captures.begin())));
        }
      }
    }
    {
      // A move is sure without the moves found (the search's quiescence then stands on
      // the evaluation) exactly where a man has an ordinary draught open to him and no
      // capture stands to be made before the move; and then there are moves.
      const bool before_move =
          game.rules().timing == CaptureTiming::BeforeAndAfterMove && !game.captures_available(pos).empty();
      const bool sure = game.surely_moves(pos, &pending);
      const bool before_and_after = game.rules().timing == CaptureTiming::BeforeAndAfterMove;
      const bool draughts = !ordinary_draughts(game, pos).empty();
      INFO(format_position(pos));
      REQUIRE(sure == (!before_move && draughts));
      REQUIRE((!sure || !moves.empty()));
      // Not knowing what stands taken, it is sure only where nothing is taken before a move.
      REQUIRE(game.surely_moves(pos, nullptr) == (!before_and_after && draughts));
    }
    if (ply % 4 == 0) {
      // Found in two halves, the moves and what stands taken are those found at once.
      Pending halves;
      game.capturable_now(pos, halves, lineage);
      REQUIRE(halves == pending);
      game.legal_moves_given(pos, again, halves);
      REQUIRE(halves == pending);
      REQUIRE(again.size() == moves.size());
    }
    pendings[ply % 2] = pending;
    // Every man with a draught open to him has it among the moves (none is passed over
    // as unable to move); where men are taken before the move, once none stands taken.
    if (game.rules().timing != CaptureTiming::BeforeAndAfterMove || game.captures_available(pos).empty()) {
      std::set<std::pair<int, int>> made;
      for (const Move& m : moves) {
        if (m.kind == MoveKind::Ordinary) made.emplace(m.from, m.to);
      }
      INFO(format_position(pos));
      REQUIRE(made == ordinary_draughts(game, pos));
      // And every flight the rules allow, none passed over as unable to besiege.
      if (game.rules().multiple_captures && game.rules().timing == CaptureTiming::AfterMove &&
          (ply % 4 == 0 || ply < 8)) {
        std::set<std::pair<int, int>> flown;
        for (const Move& m : moves) {
          if (m.kind == MoveKind::Flying) flown.emplace(m.from, m.to);
        }
        REQUIRE(flown == flights_by_reference(game, pos));
      }
    }
    if (moves.empty()) return screened;
    const Position before = pos;
    const bool all = ply % 16 == 0;
    // The search's screen (CaptureFinder::Watch and Leaving) passes a move over as
    // taking nothing without making it: checked against the reference finder, which
    // looks at every enemy man, under every timing. Where men are taken before the
    // move, the moves were found after those captures, so only once none stands taken.
    const bool screen_checked =
        game.rules().timing != CaptureTiming::BeforeAndAfterMove || game.captures_available(pos).empty();
    const CaptureFinder::Watch watch = game.finder().watch(pos, pending);
    for (std::size_t k = 0; k < moves.size(); ++k) {
      if (!all && static_cast<int>(k % 7) != ply % 7) continue;
      const Move& m = moves[k];
      if (screen_checked && (m.kind == MoveKind::Ordinary || m.kind == MoveKind::Flying)) {
        const int mover = pos.board[m.from];
        CaptureFinder::Leaving leaving = game.finder().leaving(watch, mover, m.from);
        if (!game.finder().may_take_after(pos, pending, watch, leaving, m.to, m.kind == MoveKind::Flying)) {
          INFO(format_position(pos) << format_move(pos, m));
          REQUIRE(m.count == 0);
          REQUIRE(reference_captures(game, pos, m).count == 0);
          ++screened;
        }
      }
      if (game.rules().multiple_captures && game.rules().timing == CaptureTiming::AfterMove &&
          (m.kind == MoveKind::Ordinary || m.kind == MoveKind::Flying) && !m.overflow) {
        const Move ref = reference_captures(game, pos, m);
        INFO(format_position(pos) << format_move(pos, m));
        REQUIRE(sorted(ref) == sorted(m));
      }
      game.apply(pos, m, *u);
      REQUIRE(check_position(pos).empty());
      game.undo(pos, *u);
      REQUIRE(pos == before);
    }
    game.apply(pos, moves[rng.below(moves.size())], *played[ply % 2]);
  }
  return screened;
}

}  // namespace

TEST_CASE("property: random playouts keep every position legal under every preset", "[play][property]") {
  auto preset = GENERATE(from_range(preset_names()));
  auto game = game_of(preset);
  int screened = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    INFO(preset << " seed " << seed);
    screened += run(*game, seed, 300);
  }
  // Under Fulke's first game no man takes by spaces, and most moves take nothing: the
  // screen passes many over, so the check above is not empty.
  if (preset == "fulke-1") CHECK(screened > 100);
}

TEST_CASE("property: random playouts under readings changed one at a time", "[play][property]") {
  auto setting = GENERATE(
      as<std::string>{}, "proportion=yes", "multiple-captures=no", "leap-over-men=yes",
      "oblivion-fellows=yes", "oblivion-edge=yes", "king-moves=shapes", "king-loses-shapes=yes",
      "mover-takes-part=yes", "capture-by-leaping=no", "king-parts-take=yes", "ransom=all-layers",
      "reentry=none", "flying-path=clear", "flying-use=siege", "flying-besieges=no",
      "addition-placement=opposite", "multiplication=spaces", "division=spaces", "cossic=yes",
      "oblivion=four-adjacent", "oblivion=four-orthogonal", "capture-timing=after-any-move",
      "multiplication=spaces-draught-lines", "round-directions=both", "pyramid-totals=no", "board=8x9",
      "victory=greater", "victory=row", "blockade-wins=yes", "pyramid-base=yes", "flight-takes-numbers=yes",
      "flight-reach=equality-addition",
      "flight-reach=equality-addition flying-path=clear multiplication=spaces",
      "flight-reach=equality-addition flying=knight leap-over-men=yes",
      "flight-reach=equality-addition addition-placement=adjacent capture-timing=after-any-move",
      "king-parts-take=yes multiplication=spaces division=spaces", "leap-over-men=yes multiplication=spaces",
      // The readings of ../shared/bench/peer-readings.txt.
      "king-moves=shapes king-flies=yes subtraction=no multiplication=spaces division=none "
      "oblivion=four-adjacent oblivion-edge=yes capture-by-leaping=no reentry=none pyramid-layers=no "
      "king-parts-take=yes");
  Rules rules = preset_rules("fulke-1");
  if (setting == "board=8x9") {
    set_board(rules, {8, 9});
  } else {
    // One setting, or several separated by spaces.
    std::size_t at = 0;
    while (at < setting.size()) {
      const std::size_t end = std::min(setting.find(' ', at), setting.size());
      set_parameter(rules, setting.substr(at, end - at));
      at = end + 1;
    }
  }
  Game game(rules, sources());
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    INFO(setting << " seed " << seed);
    run(game, seed, 200);
  }
}

TEST_CASE("property: every preset plays random games to a victory", "[play][property]") {
  auto preset = GENERATE(from_range(preset_names()));
  // boissiere-other asks the king taken, then a triumph, while every man taken turns
  // coat onto the taker's first rank (0097:10, 0097:14): random play reached no victory
  // in 5 games of 10 000 moves (rithmo play --preset boissiere-other --games 5). Its
  // games are played to the victory of bodies, which the same engine must still reach.
  // barozzi asks the greatest victory, four men in all three proportions in a line of the
  // enemy's squares of his colour (0047:34-35, 0052:7), while every man taken comes back
  // on the taker's side (0039:18-23): random play reached it in 1 game of 5 of 20 000
  // moves. It is played to the same victory of bodies.
  const bool slow = preset == "boissiere-other" || preset == "barozzi";
  auto game = slow ? game_of(preset, {"victory=bodies men=4"}) : game_of(preset);
  int victories = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Position pos = game->opening();
    const Playout p = random_playout(*game, pos, seed, 20000, false);
    victories += p.outcome.result == Result::Victory;
  }
  INFO(preset);
  CHECK(victories == 5);
}
