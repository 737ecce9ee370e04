#include "play/game.hpp"

#include "harmony/pool.hpp"
#include "men/armies.hpp"
#include "parallel.hpp"
#include "play/opening.hpp"
#include "victory/standards.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <limits>
#include <mutex>

namespace rithmo::play {

Game::Game(const Rules& rules, const Sources& sources)
    : rules_((validate(rules), rules)),
      geometry_(rules_.board),
      draughts_(rules_, geometry_),
      sources_(sources),
      finder_(rules_, geometry_, draughts_, sources_.cossic),
      armies_(build_armies()) {
  StandardsOptions standards;
  standards.king = rules_.standards_king;
  standard_ = {army_standards(armies_, Army::Even, standards).per_standard,
               army_standards(armies_, Army::Odd, standards).per_standard};
}

Position Game::opening() const { return play::opening(rules_, sources_, armies_); }

void Game::check_board(const Position& pos) const {
  if (pos.size != rules_.board) {
    throw RulesError("the position's board " + format_board_size(pos.size) + " is not the rules' board " +
                     format_board_size(rules_.board));
  }
}

const std::vector<TriumphSet>& Game::triumph_sets(Grade grade) const {
  auto& cache = triumphs_[static_cast<int>(grade)];
  std::call_once(triumphs_once_[static_cast<int>(grade)], [&] {
    PoolOptions p;
    p.men.pyramid_totals = false;
    cache = std::make_unique<std::vector<TriumphSet>>(
        triumphs(grade, make_pool(armies_, p), triumph_options(rules_)));
  });
  return *cache;
}

const std::vector<Game::SetValues>& Game::triumph_values(Grade grade) const {
  auto& cache = values_[static_cast<int>(grade)];
  std::call_once(values_once_[static_cast<int>(grade)], [&] {
    cache = std::make_unique<std::vector<SetValues>>();
    for (const TriumphSet& set : triumph_sets(grade)) {
      SetValues v{};
      bool borne = set.numbers.size() <= v.size();
      for (std::size_t k = 0; k < set.numbers.size() && borne; ++k) {
        borne = set.numbers[k] > 0 && set.numbers[k] <= std::numeric_limits<std::uint16_t>::max();
        if (borne) v[k] = static_cast<std::uint16_t>(set.numbers[k].get_ui());
      }
      if (borne) cache->push_back(v);
    }
  });
  return *cache;
}

// --- making and unmaking -------------------------------------------------------------

void Game::save(Position& pos, Undo& u, int man) const {
  if ((u.saved_bits >> man) & 1) return;
  u.saved_bits |= 1ull << man;
  // Member by member: a pair built and then assigned would copy the man twice.
  auto& slot = u.saved[u.saved_count++];
  slot.first = static_cast<std::int8_t>(man);
  slot.second = pos.men[man];
}

namespace {

void add_entry(Position& pos, Army side, const TakenEntry& e) {
  const int s = static_cast<int>(side);
  pos.taken[s].push_back(e);
  Tally& t = pos.tally[s];
  t.men += e.units;
  t.sum += e.value;
  t.characters += characters(e.value);
  t.greatest = std::max<int>(t.greatest, e.value);
}

void lift(Position& pos, int man) {
  Man& m = pos.men[man];
  if (m.on_board && pos.board[m.square] == man) pos.board[m.square] = -1;
  m.on_board = false;
}

}  // namespace

void Game::make_captures(Position& pos, Army side, const Capture* caps, int n, Undo& u) const {
  Aftermath after;
  lift_captures(pos, side, caps, n, u, after);
  settle_captures(pos, side, u, after);
}

void Game::lift_captures(Position& pos, Army side, const Capture* caps, int n, Undo& u,
                         Aftermath& after) const {
  const Geometry& g = geometry_;
  auto& later = after.later;
  int& nl = after.count;
  // The men and layers taken leave the board.
  for (int k = 0; k < n; ++k) {
    const Capture& c = caps[k];
    Man& e = pos.men[c.man];
    if (!e.on_board) continue;
    save(pos, u, c.man);
    if (c.layer < 0) {
      const int file = g.file(e.square);
      TakenEntry t;
      t.what = e.king ? Taken::King : Taken::Man;
      t.shape = e.shape;
      t.value = e.value;
      t.units = static_cast<std::uint8_t>(e.units());
      t.man = c.man;
      lift(pos, c.man);
      add_entry(pos, side, t);
      if (!e.king && rules_.reentry == ReEntry::FirstRank) {
        later[nl++] = {c.man, -1, file};
      }
    } else {
      if (!e.has_layer(c.layer)) continue;
      e.present = static_cast<std::uint8_t>(e.present & ~(1u << c.layer));
      e.value = static_cast<std::uint16_t>(e.value - e.layers[c.layer].value);
      if (e.present == 0) lift(pos, c.man);
      later[nl++] = {c.man, c.layer, 0};
    }
  }
}

void Game::settle_captures(Position& pos, Army side, Undo& u, Aftermath& after) const {
  const Geometry& g = geometry_;
  auto& later = after.later;
  int& nl = after.count;
  // Ransom of the layers taken, then the turncoats set on the taker's first rank.
  for (int k = 0; k < nl; ++k) {
    if (later[k].layer < 0) continue;
    const int ki = later[k].man, l = later[k].layer;
    Man& king = pos.men[ki];
    const Layer layer = king.layers[l];
    int redeemer = -1;
    const bool ransomable =
        rules_.ransom == Ransom::AllLayers || (rules_.ransom == Ransom::ExceptLowest && l != 0);
    if (ransomable && king.on_board) {
      // "by anye of his men having the same number ... But yf he have none of the same
      // number, he maye redeme hym for anye man of hys, that his adversarye wyll chuse"
      // (002 line 695): the greatest, the taker's best choice by number.
      for (Square s = 0; s < pos.squares() && redeemer < 0; ++s) {
        const int i = pos.board[s];
        if (i >= 0 && i != ki && pos.men[i].army == king.army && !pos.men[i].king && !pos.men[i].declared &&
            pos.men[i].value == layer.value) {
          redeemer = i;
        }
      }
      if (redeemer < 0) {
        for (Square s = 0; s < pos.squares(); ++s) {
          const int i = pos.board[s];
          if (i >= 0 && i != ki && pos.men[i].army == king.army && !pos.men[i].king && !pos.men[i].declared &&
              (redeemer < 0 || pos.men[i].value > pos.men[redeemer].value)) {
            redeemer = i;
          }
        }
      }
    }
    if (redeemer < 0) {
      TakenEntry t;
      t.what = Taken::Layer;
      t.shape = layer.shape;
      t.value = layer.value;
      t.man = static_cast<std::int8_t>(ki);
      add_entry(pos, side, t);
      continue;
    }
    save(pos, u, redeemer);
    Man& r = pos.men[redeemer];
    const Square place = r.square;
    const int file = g.file(place);
    TakenEntry t;
    t.shape = r.shape;
    t.value = r.value;
    t.man = static_cast<std::int8_t>(redeemer);
    lift(pos, redeemer);
    add_entry(pos, side, t);
    if (rules_.reentry == ReEntry::FirstRank) later[nl++] = {redeemer, -1, file};
    king.present = static_cast<std::uint8_t>(king.present | (1u << l));
    king.value = static_cast<std::uint16_t>(king.value + layer.value);
    pos.board[king.square] = -1;
    king.square = static_cast<std::uint8_t>(place);
    pos.board[place] = static_cast<std::int8_t>(ki);
  }
  const int rank = side == Army::Odd ? 0 : g.ranks() - 1;
  for (int k = 0; k < nl; ++k) {
    if (later[k].layer >= 0) continue;
    // The void square of the first rank nearest the file he was taken on.
    Square best = kNoSquare;
    for (int df = 0; df < g.files() && best == kNoSquare; ++df) {
      for (int sign : {-1, 1}) {
        const Square s = g.square(later[k].file + sign * df, rank);
        if (s != kNoSquare && pos.board[s] < 0) {
          best = s;
          break;
        }
      }
    }
    if (best == kNoSquare) continue;
    Man& m = pos.men[later[k].man];
    m.army = side;
    m.declared = false;
    m.on_board = true;
    m.square = static_cast<std::uint8_t>(best);
    pos.board[best] = static_cast<std::int8_t>(later[k].man);
    auto& list = pos.taken[static_cast<int>(side)];
    for (auto it = list.rbegin(); it != list.rend(); ++it) {
      if (it->man == later[k].man && it->what == Taken::Man) {
        it->reentered = true;
        break;
      }
    }
  }
}

void Game::apply(Position& pos, const Move& move, Undo& u) const {
  const Army side = pos.to_move;
  u.to_move = side;
  if ((move.kind == MoveKind::Ordinary || move.kind == MoveKind::Flying) && move.count == 0 &&
      !move.overflow && (rules_.timing != CaptureTiming::BeforeAndAfterMove || move.none_before)) {
    // Most moves of a search take nothing: the mover alone is saved and moved.
    const int mover = pos.board[move.from];
    u.quiet = true;
    u.saved_bits = 1ull << mover;
    u.saved_count = 1;
    u.saved[0].first = static_cast<std::int8_t>(mover);
    u.saved[0].second = pos.men[mover];
    pos.board[move.from] = -1;
    pos.men[mover].square = move.to;
    pos.board[move.to] = static_cast<std::int8_t>(mover);
    pos.to_move = other(side);
    assert(check_position(pos).empty());
    return;
  }
  apply_in_full(pos, move, u);
}

void Game::apply_in_full(Position& pos, const Move& move, Undo& u) const {
  const Army side = pos.to_move;
  u.quiet = false;
  u.taken_size = {pos.taken[0].size(), pos.taken[1].size()};
  u.tally = pos.tally;
  u.saved_bits = 0;
  u.saved_count = 0;
  if (rules_.timing == CaptureTiming::BeforeAndAfterMove && !move.none_before) {
    std::vector<Capture> pre;
    finder_.all_captures(pos, side, pre);
    if (!pre.empty()) make_captures(pos, side, pre.data(), static_cast<int>(pre.size()), u);
  }
  // The move as given; only a move whose captures overflowed is found again, on a copy.
  std::optional<Move> found;
  const Move* given = &move;
  if (move.overflow) {
    const Move& m = move;
    // Find the captures again on the board as the move leaves it.
    const Pending pending = finder_.capturable(pos, side);
    const int mover = pos.board[m.from];
    found = m;
    found->count = 0;
    found->overflow = false;
    if (m.kind == MoveKind::Leap) found->add(m.captures[0]);
    Position scratch = pos;
    if (m.kind == MoveKind::Leap) lift(scratch, m.captures[0].man);
    scratch.board[m.from] = -1;
    scratch.men[mover].square = m.to;
    scratch.board[m.to] = static_cast<std::int8_t>(mover);
    finder_.captures_after(scratch, side, mover, m.from, m.to, m.kind == MoveKind::Flying, pending, *found);
    given = &*found;
  }
  const Move& m = *given;
  switch (m.kind) {
    case MoveKind::Declare:
      for (int k = 0; k < m.count; ++k) {
        save(pos, u, m.captures[k].man);
        pos.men[m.captures[k].man].declared = true;
        pos.men[m.captures[k].man].declared_by = pos.to_move;
      }
      break;
    case MoveKind::Leap: {
      // The man leaped on leaves the board, the leaper takes his place, and then the
      // rest is taken and the turncoats are set on the first rank.
      const int mover = pos.board[m.from];
      Aftermath after;
      lift_captures(pos, side, m.captures.data(), 1, u, after);
      save(pos, u, mover);
      pos.board[m.from] = -1;
      pos.men[mover].square = m.to;
      pos.board[m.to] = static_cast<std::int8_t>(mover);
      if (m.count > 1) lift_captures(pos, side, m.captures.data() + 1, m.count - 1, u, after);
      settle_captures(pos, side, u, after);
      break;
    }
    case MoveKind::Ordinary:
    case MoveKind::Flying: {
      const int mover = pos.board[m.from];
      save(pos, u, mover);
      pos.board[m.from] = -1;
      pos.men[mover].square = m.to;
      pos.board[m.to] = static_cast<std::int8_t>(mover);
      if (m.count) make_captures(pos, side, m.captures.data(), m.count, u);
      break;
    }
  }
  pos.to_move = other(side);
  assert(check_position(pos).empty());
}

void Game::undo(Position& pos, const Undo& u) const {
  if (u.quiet) {
    const int i = u.saved[0].first;
    const Square from = u.saved[0].second.square;
    pos.board[pos.men[i].square] = -1;
    pos.men[i].square = static_cast<std::uint8_t>(from);
    pos.board[from] = static_cast<std::int8_t>(i);
    pos.to_move = u.to_move;
    assert(check_position(pos).empty());
    return;
  }
  undo_in_full(pos, u);
}

void Game::undo_in_full(Position& pos, const Undo& u) const {
  for (int k = 0; k < u.saved_count; ++k) {
    const int i = u.saved[k].first;
    const Man& now = pos.men[i];
    if (now.on_board && pos.board[now.square] == i) pos.board[now.square] = -1;
  }
  for (int k = u.saved_count - 1; k >= 0; --k) pos.men[u.saved[k].first] = u.saved[k].second;
  for (int k = 0; k < u.saved_count; ++k) {
    const int i = u.saved[k].first;
    if (pos.men[i].on_board) pos.board[pos.men[i].square] = static_cast<std::int8_t>(i);
  }
  // The taken lists only grow during a move: what it added is dropped.
  for (int s = 0; s < 2; ++s) {
    std::vector<TakenEntry>& taken = pos.taken[s];
    if (taken.size() != u.taken_size[s])
      taken.erase(taken.begin() + static_cast<std::ptrdiff_t>(u.taken_size[s]), taken.end());
  }
  pos.tally = u.tally;
  pos.to_move = u.to_move;
  assert(check_position(pos).empty());
}

// --- generating ----------------------------------------------------------------------

void Game::split_last(MoveList& out) const {
  Move& last = out.back();
  if (rules_.multiple_captures || last.count <= 1 || last.kind == MoveKind::Declare) return;
  if (last.kind == MoveKind::Leap) {
    last.count = 1;
    last.overflow = false;
    return;
  }
  const Move all = last;
  out.pop_back();
  for (int k = 0; k < all.count; ++k) {
    Move& m = out.emplace_back(all);
    m.count = 1;
    m.overflow = false;
    m.captures[0] = all.captures[k];
  }
}

namespace {

// Whether a draught's step lands on a void square over a clear way (or leaps the men
// in between).
inline bool step_open(const std::int8_t* board, const DraughtStep& st, bool leaps) {
  if (board[st.target] >= 0) return false;
  return way_clear(board, st, leaps);
}

}  // namespace

inline bool Game::may_march(const Man& man, const SquareSet& open, int words) const {
  for (unsigned cls = draughts_.classes(man); cls; cls &= cls - 1) {
    const SquareSet& first = draughts_.first_squares(__builtin_ctz(cls), man.square);
    for (int w = 0; w < words; ++w) {
      if (first[w] & open[w]) return true;
    }
  }
  return false;
}

void Game::generate_for(Position& pos, int man, unsigned fcls, const Pending& pending,
                        const CaptureFinder::Watch& watch, Move& stem, MoveList& out) const {
  const Army side = pos.to_move;
  Man& me = pos.men[man];
  const Square from = me.square;
  CaptureFinder::Leaving leaving = finder_.leaving(watch, man, from);  // for all his moves
  // The board is written through a pointer to bytes, which may alias anything: the
  // rules read in the loops are held here, not read again after every store.
  std::int8_t* const board = pos.board.data();
  const bool one_each = !rules_.multiple_captures;
  stem.kind = MoveKind::Ordinary;
  stem.from = static_cast<std::uint8_t>(from);
  // The move to `to`, written at the end of `out`; where it may take something, made
  // on the board while what it takes is found, then unmade.
  auto try_move = [&](Square to, bool flying) -> const Move& {
    const bool look =
        finder_.may_take_after(pos, pending, watch, leaving, to, flying);  // before the move's stores
    Move& m = out.emplace_back(stem);
    m.to = static_cast<std::uint8_t>(to);
    if (!look) return m;
    board[from] = -1;
    board[to] = static_cast<std::int8_t>(man);
    me.square = static_cast<std::uint8_t>(to);
    finder_.captures_after_in_full(pos, side, man, from, to, flying, pending, leaving, m,
                                   leaving.near_from || watch.near(to));
    board[to] = -1;
    board[from] = static_cast<std::int8_t>(man);
    me.square = static_cast<std::uint8_t>(from);
    return m;
  };
  int ordinary = 0;
  for (unsigned classes = draughts_.classes(me); classes; classes &= classes - 1) {
    const int c = __builtin_ctz(classes);
    const bool leaps = draughts_.leaps(c);
    const DraughtStep* const end = draughts_.end(c, from);
    for (const DraughtStep* st = draughts_.begin(c, from); st != end; ++st) {
      if (!step_open(board, *st, leaps)) continue;
      ++ordinary;
      try_move(st->target, false);
      if (one_each) split_last(out);
    }
  }
  if (!fcls) return;
  const bool clear_path = rules_.flying_path == FlyingPath::Clear;
  // Fulke's second kind: only "to besiege his enemie, or to flye from the siege himself"
  // (002 line 664), for a man who has an ordinary draught.
  const bool must_take = rules_.flying_use == FlyingUse::Siege && ordinary > 0;
  // du Coeur: a flight "may be used unless the move would result in taking" (001 line
  // 43).
  const bool must_not_take = !rules_.flying_besieges;
  // A flight that can only besiege, and must, is passed over at once where it can
  // besiege no one.
  const bool pass_over = must_take && rules_.flying_besieges && !rules_.flight_takes_numbers;
  stem.kind = MoveKind::Flying;
  for (int fc = 0; fc < 2; ++fc) {
    if (!(fcls & (1u << fc))) continue;
    const FlightStep* const end = draughts_.flights_end(fc, from);
    for (const FlightStep* f = draughts_.flights_begin(fc, from); f != end; ++f) {
      if (board[f->target] >= 0) continue;
      if (clear_path) {
        bool clear = true;
        for (int j = 0; j < f->leg && clear; ++j) clear = board[f->path[j]] < 0;
        if (!clear) continue;
      }
      if (pass_over && !finder_.flight_may_besiege(pending, f->target)) continue;
      const Move& m = try_move(f->target, true);
      if ((must_not_take && m.count) || (must_take && m.count == 0)) {
        out.pop_back();
        continue;
      }
      if (one_each) split_last(out);
    }
  }
}

void Game::generate_leaps(Position& pos, const Pending& pending, MoveList& out) const {
  const Army side = pos.to_move;
  Ask ask;
  ask.oblivion = false;
  for (std::uint64_t bits = pending.whole; bits; bits &= bits - 1) {
    const int e = __builtin_ctzll(bits);
    Man& enemy = pos.men[e];
    const Square target = enemy.square;
    // The men of the side on the lines through him may take part.
    for (int d = 0; d < kDirections; ++d) {
      const std::uint8_t* ray = geometry_.ray(target, d);
      const int len = geometry_.ray_length(target, d);
      for (int k = 0; k < len; ++k) {
        const int i = pos.board[ray[k]];
        if (i < 0) continue;
        const Man& m = pos.men[i];
        if (m.army != side) {
          if (!rules_.leap_over_men || k >= 2) break;
          continue;
        }
        ask.with = i;
        const Verdict v = finder_.evaluate(pos, e, side, ask);
        // He moves into the place of the whole man he takes; by draught only if the
        // place is in his draught, by spaces or from the next space along the line.
        const bool reach = finder_.in_draught(pos, i, target) || v.whole_method == Method::Eruption ||
                           v.whole_method == Method::SpacesDivision || k == 0;
        if (v.whole && reach) {
          Move mv;
          mv.kind = MoveKind::Leap;
          mv.from = m.square;
          mv.to = static_cast<std::uint8_t>(target);
          mv.add({static_cast<std::int8_t>(e), -1, v.whole_method});
          // What the leap sets up besides, with the leaper in his new place.
          const Square from = m.square;
          pos.board[from] = -1;
          pos.board[target] = static_cast<std::int8_t>(i);
          enemy.on_board = false;
          pos.men[i].square = static_cast<std::uint8_t>(target);
          finder_.captures_after(pos, side, i, from, target, false, pending, mv);
          pos.men[i].square = static_cast<std::uint8_t>(from);
          pos.board[from] = static_cast<std::int8_t>(i);
          pos.board[target] = static_cast<std::int8_t>(e);
          enemy.on_board = true;
          out.push_back(mv);
          split_last(out);
        }
        if (!rules_.leap_over_men || k >= 2) break;
      }
    }
  }
}

void Game::generate_declarations(const Position& pos, MoveList& out) const {
  const Goal goal = pos.victory.goal;
  if (!is_proper(goal)) return;
  const Army side = pos.to_move;
  // "you shal first capture thy Enemies Kyng ... Afterwards, you may declare" (000),
  // unless the rules ask no king first (Boissière's first way, pages 0069-0077).
  if (rules_.proper_needs_king && pos.king_of(other(side)) >= 0) return;
  const Army enemy = other(side);
  // The men a triumph of `side` may count: his own, and, when the rules allow it, the
  // adversary's standing in the adversary's camp (Barozzi 0051:41-42).
  const auto counts = [&](const Man& m) {
    return m.army == side ||
           (rules_.triumph_enemy_men && in_camp(geometry_, m.square, enemy, rules_.camp_depth));
  };
  // Once: while a man the side declared stands, it declares no other set (where one of
  // the adversary's it declared is taken, its triumph can no longer be made).
  for (const auto& m : pos.men) {
    if (m.on_board && m.declared_for(side)) return;
  }
  const Grade grade = goal == Goal::Great     ? Grade::Great
                      : goal == Goal::Greater ? Grade::Greater
                                              : Grade::Greatest;
  // Every choice of men bearing the set's numbers (the numbers of a set are distinct, so
  // no man bears two): where two men bear one number, the side names which it declares,
  // its own or, under Barozzi's reading, the adversary's.
  for (const auto& set : triumph_sets(grade)) {
    const std::size_t n = set.numbers.size();
    std::array<std::uint64_t, kMoveCaptures> bearers{};
    bool every = n <= bearers.size();
    for (std::size_t k = 0; k < n && every; ++k) {
      for (std::size_t i = 0; i < pos.men.size(); ++i) {
        const Man& m = pos.men[i];
        // A man the adversary declared stands in the adversary's triumph, not in two.
        if (m.on_board && counts(m) && !m.king && !m.declared && m.value == set.numbers[k])
          bearers[k] |= 1ull << i;
      }
      every = bearers[k] != 0;
    }
    if (!every) continue;
    Move mv;
    mv.kind = MoveKind::Declare;
    const auto choose = [&](const auto& self, std::size_t k) -> void {
      if (k == n) {
        out.push_back(mv);
        return;
      }
      for (std::uint64_t b = bearers[k]; b; b &= b - 1) {
        mv.add({static_cast<std::int8_t>(__builtin_ctzll(b)), -1, Method::Equality});
        self(self, k + 1);
        --mv.count;
      }
    };
    choose(choose, 0);
  }
}

namespace {

// Records in `changes` every man the move of `u` changed, as he was before it.
void add_changes(Changes& changes, const Undo& u) {
  for (int k = 0; k < u.saved_count; ++k) changes.add(u.saved[k].first, u.saved[k].second);
}

}  // namespace

void Game::capturable_after(const Position& pos, Army side, const Pending& before, const Undo& since,
                            Pending& out) const {
  Changes changes;
  add_changes(changes, since);
  finder_.capturable_after(pos, side, before, changes, out);
}

void Game::legal_moves(Position& pos, MoveList& out) const {
  Pending pending;
  legal_moves(pos, out, pending, Lineage{});
}

void Game::legal_moves(Position& pos, MoveList& out, Pending& pending, const Lineage& lineage) const {
  capturable_now(pos, pending, lineage);
  legal_moves_given(pos, out, pending);
}

void Game::capturable_now(const Position& pos, Pending& pending, const Lineage& lineage) const {
  const Army side = pos.to_move;
  if (lineage.pending) {
    Changes changes;
    for (const Undo* u : {lineage.first, lineage.second}) {
      if (u) add_changes(changes, *u);
    }
    finder_.capturable_after(pos, side, *lineage.pending, changes, pending);
  } else {
    pending = finder_.capturable(pos, side);
  }
}

bool Game::surely_moves(const Position& pos, const Pending* pending) const {
  if (rules_.timing == CaptureTiming::BeforeAndAfterMove && (!pending || (pending->whole | pending->layers)))
    return false;
  for (const Man& man : pos.men) {
    if (man.on_board && man.army == pos.to_move) {
      for (unsigned classes = draughts_.classes(man); classes; classes &= classes - 1) {
        const int c = __builtin_ctz(classes);
        const bool leaps = draughts_.leaps(c);
        const DraughtStep* const end = draughts_.end(c, man.square);
        for (const DraughtStep* st = draughts_.begin(c, man.square); st != end; ++st) {
          if (step_open(pos.board.data(), *st, leaps)) return true;
        }
      }
    }
  }
  return false;
}

void Game::legal_moves_given(Position& pos, MoveList& out, Pending& pending) const {
  out.clear();
  const Army side = pos.to_move;
  // Where captures are made before the move too, those that stand are made first and
  // the moves found on the board they leave; where none stands (what the side could
  // take, `pending`, is nothing), each move says so, and apply does not look again.
  std::unique_ptr<Undo> pre;
  bool none_before = false;
  if (rules_.timing == CaptureTiming::BeforeAndAfterMove) {
    none_before = !(pending.whole | pending.layers);
    assert(!none_before || captures_available(pos).empty());
    std::vector<Capture> caps;
    if (!none_before) finder_.all_captures(pos, side, caps);
    if (!caps.empty()) {
      pre = std::make_unique<Undo>();
      pre->to_move = side;
      pre->taken_size = {pos.taken[0].size(), pos.taken[1].size()};
      pre->tally = pos.tally;
      make_captures(pos, side, caps.data(), static_cast<int>(caps.size()), *pre);
      pending = finder_.capturable(pos, side);
    }
  }
  // The side's men in the order of their squares. A man none of whose draughts has its
  // first space void, and who has no flight, has no move and is passed over.
  const int words = (pos.squares() + 63) / 64;
  SquareSet open{};
  for (int w = 0; w < words; ++w) open[w] = ~(pending.own[w] | pending.enemies[w]);
  const CaptureFinder::Watch watch = finder_.watch(pos, pending);
  Move stem;
  for (int w = 0; w < words; ++w) {
    for (std::uint64_t bits = pending.own[w]; bits; bits &= bits - 1) {
      const int i = pos.board[w * 64 + __builtin_ctzll(bits)];
      const Man& man = pos.men[i];
      const unsigned fcls = rules_.flying == Flying::None ? 0 : draughts_.flight_classes(man);
      if (fcls || may_march(man, open, words)) generate_for(pos, i, fcls, pending, watch, stem, out);
    }
  }
  if (rules_.capture_by_leaping && pending.whole) generate_leaps(pos, pending, out);
  generate_declarations(pos, out);
  if (none_before) {
    for (Move& m : out) m.none_before = true;
  }
  if (pre) {
    // What stands taken is handed on for the position as it stands, before the
    // captures made ahead of the move: the next move's undo record holds its men as
    // they stand here, and a man taken ahead and set on the first rank may be the one
    // that moves.
    undo(pos, *pre);
    pending = finder_.capturable(pos, side);
  }
}

Outcome Game::outcome(const Position& pos) const {
  return victory_outcome(rules_, geometry_, standard(pos.to_move), pos);
}

Outcome Game::no_move_outcome(const Position& pos) const {
  return {rules_.blockade_wins ? Result::Victory : Result::NoMove, other(pos.to_move)};
}

std::vector<Capture> Game::captures_available(const Position& pos) const {
  std::vector<Capture> out;
  finder_.all_captures(pos, pos.to_move, out);
  return out;
}

namespace {

// perft below a node, given what its parent found (null at the root). Each depth d (the
// node d moves from the leaves) has its frame, kept from node to node: its moves, what
// the side to move could take there and what the other side could, and the undo
// record of the move being looked below. A node finds what its side to move could take
// from what the same side could take at the parent, one move back (the parent's
// `other`); it finds its own `other` only where it has grandchildren to hand it on to.
struct Frame {
  MoveList moves;
  Pending pending;
  Pending other;
  Undo undo;
};

// What a node hands on to the nodes below it: what its side to move could take, what
// the other side could, and the undo record of the move to the node below.
struct Above {
  const Pending* pending;
  const Pending* other;
  const Undo* undo;
};

std::uint64_t perft_below(const Game& game, Position& pos, int depth, const Above* above, Frame* frames,
                          Leaves leaves_are) {
  if (depth == 0) return 1;
  if (game.outcome(pos).result != Result::None) return 0;
  Frame& f = frames[depth];
  game.legal_moves(pos, f.moves, f.pending, above ? Lineage{above->other, above->undo, nullptr} : Lineage{});
  if (depth == 1 && leaves_are == Leaves::Counted) return f.moves.size();
  if (depth == 1) {
    // Every leaf is made and unmade as a game makes it.
    std::uint64_t leaves = 0;
    for (const Move& m : f.moves) {
      game.apply(pos, m, f.undo);
      ++leaves;
      game.undo(pos, f.undo);
    }
    return leaves;
  }
  const Army moved = other(pos.to_move);
  if (above)
    game.capturable_after(pos, moved, *above->pending, *above->undo, f.other);
  else
    f.other = game.finder().capturable(pos, moved);
  const Above here{&f.pending, &f.other, &f.undo};
  std::uint64_t n = 0;
  for (const Move& m : f.moves) {
    game.apply(pos, m, f.undo);
    n += perft_below(game, pos, depth - 1, &here, frames, leaves_are);
    game.undo(pos, f.undo);
  }
  return n;
}

// perft on the frames given, as many more made as the depth needs. A frame is some
// kilobytes, made and zeroed once, and kept from one part of perft_divide to the next.
std::uint64_t perft_on(const Game& game, Position& pos, int depth, const Above* above,
                       std::vector<Frame>& frames, Leaves leaves_are) {
  const std::size_t needed = static_cast<std::size_t>(std::max(depth, 0)) + 1;
  if (frames.size() < needed) {
    frames.resize(needed);
    for (Frame& f : frames) f.moves.reserve(128);
  }
  return perft_below(game, pos, depth, above, frames.data(), leaves_are);
}

}  // namespace

std::uint64_t perft(const Game& game, Position& pos, int depth, Leaves leaves_are) {
  std::vector<Frame> frames;
  return perft_on(game, pos, depth, nullptr, frames, leaves_are);
}

std::vector<std::uint64_t> perft_divide(const Game& game, const Position& pos, int depth, unsigned threads,
                                        const PerftProgress& progress, Leaves leaves_are) {
  std::vector<std::uint64_t> counts;
  if (depth < 1 || game.outcome(pos).result != Result::None) return counts;
  // The root and its children as perft_below finds them, for each part to start from
  // what its parent found rather than afresh.
  Position root = pos;
  MoveList first;
  Pending root_pending;
  game.legal_moves(root, first, root_pending, Lineage{});
  const Pending root_other = game.finder().capturable(root, other(root.to_move));
  counts.assign(first.size(), 0);
  struct Child {
    Position pos;
    std::unique_ptr<Undo> undo = std::make_unique<Undo>();  // the first move's
    MoveList moves;                                         // the second moves (depth 3 and more)
    Pending pending;
    Pending other;
  };
  std::vector<Child> children(first.size());
  // A part: the moves below one first move, or below one first and one second move
  // (-1: none), counted `depth` more moves down.
  struct Part {
    std::size_t first;
    int second;
    int depth;
  };
  std::vector<Part> parts;
  for (std::size_t i = 0; i < first.size(); ++i) {
    Child& c = children[i];
    c.pos = root;
    game.apply(c.pos, first[i], *c.undo);
    // A won position counts nothing further: its one part counts 0.
    if (depth < 3 || game.outcome(c.pos).result != Result::None) {
      parts.push_back({i, -1, depth - 1});
      continue;
    }
    game.legal_moves(c.pos, c.moves, c.pending, Lineage{&root_other, c.undo.get(), nullptr});
    game.capturable_after(c.pos, root.to_move, root_pending, *c.undo, c.other);
    for (std::size_t k = 0; k < c.moves.size(); ++k) parts.push_back({i, static_cast<int>(k), depth - 2});
  }
  std::vector<std::uint64_t> leaves(parts.size(), 0);
  std::mutex reporting;
  std::size_t done = 0;
  std::uint64_t so_far = 0;
  // The frames of the parts done, for the next parts to count on (under `reporting`).
  std::vector<std::vector<Frame>> spare;
  for_each_index(parts.size(), threads, [&](std::size_t k) {
    std::vector<Frame> frames;
    {
      const std::lock_guard<std::mutex> lock(reporting);
      if (!spare.empty()) {
        frames = std::move(spare.back());
        spare.pop_back();
      }
    }
    const Part& part = parts[k];
    const Child& c = children[part.first];
    Position at = c.pos;
    if (part.second < 0) {
      const Above above{&root_pending, &root_other, c.undo.get()};
      leaves[k] = perft_on(game, at, part.depth, &above, frames, leaves_are);
    } else {
      const auto v = std::make_unique<Undo>();
      game.apply(at, c.moves[static_cast<std::size_t>(part.second)], *v);
      const Above above{&c.pending, &c.other, v.get()};
      leaves[k] = perft_on(game, at, part.depth, &above, frames, leaves_are);
    }
    const std::lock_guard<std::mutex> lock(reporting);
    spare.push_back(std::move(frames));
    ++done;
    so_far += leaves[k];
    if (progress) progress(done, parts.size(), so_far);
  });
  for (std::size_t k = 0; k < parts.size(); ++k) counts[parts[k].first] += leaves[k];
  return counts;
}

}  // namespace rithmo::play
