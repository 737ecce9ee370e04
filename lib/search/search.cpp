#include "search/search.hpp"

#include "play/playout.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <unordered_set>

namespace rithmo::search {

namespace {

using play::Game;
using play::Move;
using play::MoveKind;
using play::MoveList;
using play::Pending;
using play::Position;
using play::Undo;

constexpr int kInfinity = kWin + 1;
// Plies of captures the quiescence search plays beyond the depth.
constexpr int kQuiescencePlies = 8;
// Evaluations kept by a thread (a power of two).
constexpr std::size_t kEvaluated = std::size_t{1} << 16;
// How often the search asks Limits::stop, in nodes: about a millisecond where a node is
// slowest (some 30 000 instructions under savard), so that a short clock is kept.
constexpr std::uint64_t kStopEvery = 128;
// Late move reductions: a quiet move from the kReduceAfter-th of a node searched at
// least kReduceFrom deep is searched a ply shallower first.
constexpr int kReduceFrom = 3;
constexpr std::size_t kReduceAfter = 3;
// The null move: a node searched at least kNullFrom deep, off the principal variation,
// whose side to move stands at or above beta, is searched again with the move given to
// the other side, kNullReduce plies shallower (one more from kNullDeeper on); if the
// side still stands at or above beta, the node is cut. From depth 4, so that the other
// side's reply is searched a full ply: the quiescence search plays no declaration that
// does not win at once, and a declaration may change the score by victories (from
// depth 3, under barozzi, the engine lost 5 games of 20 to itself without and won none,
// docs/performance.md).
constexpr int kNullFrom = 4;
constexpr int kNullReduce = 2;
constexpr int kNullDeeper = 6;

enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

struct Entry {
  std::uint32_t move = 0;  // move_key, 0: none
  std::int32_t score = 0;
  std::int16_t depth = 0;
  Bound bound = Bound::None;
};

// The table's entries packed in one word: the move (32 bits), the score offset by 2^20
// (21 bits: a victory is within kWin + kMaxPly of 0), the depth (8) and the bound (2).
constexpr int kScoreOffset = 1 << 20;
std::uint64_t pack(const Entry& e) {
  return static_cast<std::uint64_t>(e.move) |
         static_cast<std::uint64_t>(static_cast<std::uint32_t>(e.score + kScoreOffset) & 0x1fffffu) << 32 |
         static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.depth)) << 53 |
         static_cast<std::uint64_t>(e.bound) << 61;
}
Entry unpack(std::uint64_t d) {
  Entry e;
  e.move = static_cast<std::uint32_t>(d);
  e.score = static_cast<std::int32_t>((d >> 32) & 0x1fffffu) - kScoreOffset;
  e.depth = static_cast<std::int16_t>((d >> 53) & 0xffu);
  e.bound = static_cast<Bound>((d >> 61) & 3u);
  return e;
}

// A move's key in the table: its kind, squares and what it takes, folded into 31
// bits (the top bit marks a move present). Moves of one position with equal keys are
// told apart by same_move when the table's move is looked for among them.
std::uint32_t move_key(const Move& m) {
  std::uint32_t caps = 0;
  for (int i = 0; i < m.count; ++i) {
    const auto& c = m.captures[i];
    caps = caps * 131 + static_cast<std::uint32_t>(c.man) * 11 + static_cast<std::uint32_t>(c.layer + 1) * 3 +
           static_cast<std::uint32_t>(c.method);
  }
  return 0x80000000u | static_cast<std::uint32_t>(m.kind) | static_cast<std::uint32_t>(m.from) << 2 |
         static_cast<std::uint32_t>(m.to) << 10 | (caps & 0x1fffu) << 18;
}

int to_table(int score, int ply) {
  if (score >= kWinFound) return score + ply;
  if (score <= -kWinFound) return score - ply;
  return score;
}

int from_table(int score, int ply) {
  if (score >= kWinFound) return score - ply;
  if (score <= -kWinFound) return score + ply;
  return score;
}

// What a capture move takes, for ordering: its men's units, then their numbers.
int gain_of(const Position& pos, const Move& m) {
  if (m.kind == MoveKind::Declare) return 1 << 24;
  int gain = 0;
  for (int i = 0; i < m.count; ++i) {
    const play::Man& man = pos.men[m.captures[i].man];
    const int layer = m.captures[i].layer;
    gain += layer < 0 ? 1000 * man.units() + man.value : 1000 + man.layers[layer].value;
  }
  return gain;
}

struct Frame {
  MoveList moves;
  std::vector<int> order;  // each move's ordering score
  Pending pending;         // what the side to move could take here (Game::legal_moves)
  Undo undo;               // of the move being searched below this node
};

}  // namespace

bool same_move(const Move& a, const Move& b) {
  if (a.kind != b.kind || a.from != b.from || a.to != b.to || a.count != b.count || a.overflow != b.overflow)
    return false;
  for (int i = 0; i < a.count; ++i) {
    if (!(a.captures[i] == b.captures[i])) return false;
  }
  return true;
}

MoveTime time_for_move(long remaining, long increment, int moves_to_go) {
  const long ceiling = std::max(0L, remaining - kMoveOverhead) / kMostShare;
  const long aim = remaining / (moves_to_go > 0 ? moves_to_go : 30) + increment * 3 / 4;
  MoveTime out;
  out.aim = std::max(1L, std::min(aim, ceiling));
  out.most = std::max(out.aim, std::min(3 * aim, ceiling));
  return out;
}

int plies_to_victory(int score) {
  if (score >= kWinFound) return kWin - score;
  if (score <= -kWinFound) return -(kWin + score);
  return 0;
}

// The transposition table, shared by the search's threads (lazy SMP). Each slot is two
// words, the entry and the entry xor the key, read and written without a lock: an
// entry torn by two threads writing at once does not match its key, and is not used.
struct Searcher::Table {
  struct Slot {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};
  };
  std::unique_ptr<Slot[]> slots;
  std::uint64_t mask = 0;

  bool probe(std::uint64_t key, Entry& out) const {
    const Slot& slot = slots[key & mask];
    const std::uint64_t d = slot.data.load(std::memory_order_relaxed);
    const std::uint64_t c = slot.check.load(std::memory_order_relaxed);
    if ((c ^ d) != key) return false;
    out = unpack(d);
    return out.bound != Bound::None;
  }
  void store(std::uint64_t key, const Entry& e) {
    Slot& slot = slots[key & mask];
    const std::uint64_t d = pack(e);
    slot.data.store(d, std::memory_order_relaxed);
    slot.check.store(key ^ d, std::memory_order_relaxed);
  }
  void clear(std::size_t entries) {
    for (std::size_t i = 0; i < entries; ++i) {
      slots[i].data.store(0, std::memory_order_relaxed);
      slots[i].check.store(0, std::memory_order_relaxed);
    }
  }
};

// What one thread of the search keeps: its killers, history and principal variations,
// and one search's working state.
struct Searcher::State {
  std::vector<Frame> frames = std::vector<Frame>(kMaxPly + 1);
  std::array<std::array<Move, 2>, kMaxPly + 1> killers{};
  std::array<std::array<bool, 2>, kMaxPly + 1> has_killer{};
  std::vector<int> history = std::vector<int>(rithmo::kMaxSquares * rithmo::kMaxSquares, 0);
  std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv{};
  std::array<int, kMaxPly + 1> pv_length{};
  std::array<std::uint64_t, kMaxPly + 1> keys{};  // of the nodes from the root to the node searched
  bool overlooked = false;                 // the root's move searched is overlooked (Limits::oversight)
  std::array<bool, kMaxPly + 1> passed{};  // the node's side to move gave its move away

  // One search's working state.
  Position pos;
  std::unordered_set<std::uint64_t> earlier;
  std::vector<std::uint64_t> path;  // the keys from the root to the node, the node's excluded
  const Limits* limits = nullptr;
  std::uint64_t nodes = 0;
  int seldepth = 0;
  bool stopped = false;
  std::uint64_t thread = 0;  // 0: the first thread, whose search is reported
  // The nodes as the other threads may read them while this one searches, brought up
  // to date every kStopEvery nodes.
  std::atomic<std::uint64_t> shared_nodes{0};
  Pending other_pending;  // what the side not to move could take, for the evaluation
  // The evaluations of the quiescence search's positions, by key, this search's alone
  // (`search` counts the searches): a position the search reaches again by another
  // order of moves or captures is not evaluated again.
  struct Evaluated {
    std::uint64_t key = 0;
    std::uint32_t search = 0;
    int score = 0;
  };
  std::vector<Evaluated> evaluated = std::vector<Evaluated>(kEvaluated);
  std::uint32_t search = 0;

  State() {
    for (Frame& f : frames) {
      f.moves.reserve(128);
      f.order.reserve(128);
    }
  }
  void clear() {
    std::fill(history.begin(), history.end(), 0);
    for (auto& k : has_killer) k = {false, false};
  }
};

Searcher::Searcher(const Game& game, std::size_t table_megabytes, const Weights& weights)
    : game_(game), weights_(weights), table_(std::make_unique<Table>()) {
  std::size_t entries = 1;
  const std::size_t want = std::max<std::size_t>(1, table_megabytes) * 1024 * 1024 / sizeof(Table::Slot);
  while (entries * 2 <= want) entries *= 2;
  table_->slots = std::make_unique<Table::Slot[]>(entries);
  table_->mask = entries - 1;
  states_.push_back(std::make_unique<State>());
}

Searcher::~Searcher() = default;

void Searcher::clear() {
  table_->clear(table_->mask + 1);
  for (auto& st : states_) st->clear();
}

void Searcher::set_threads(int threads) {
  threads = std::clamp(threads, 1, kMaxThreads);
  while (static_cast<int>(states_.size()) < threads) states_.push_back(std::make_unique<State>());
  states_.resize(static_cast<std::size_t>(threads));
}

int Searcher::threads() const { return static_cast<int>(states_.size()); }

namespace {

// One search: the recursion over a State.
class Run {
 public:
  Run(const Game& game, const Zobrist& zobrist, const Weights& weights, Searcher::Table& table,
      Searcher::State& s)
      : game_(game), zobrist_(zobrist), weights_(weights), table_(table), s_(s) {}

  int search(int depth, int alpha, int beta, int ply, bool pv_node);

 private:
  // `key`: the position's, by which its evaluation is kept.
  int quiesce(int alpha, int beta, int ply, int qply, std::uint64_t key);
  // Whether to stop: the limits, asked every kStopEvery nodes.
  bool count_node();
  play::Lineage lineage(int ply) const;
  void generate(int ply);
  void order(int ply, std::uint32_t table_move);
  // Moves the best-ordered of the moves from i on to place i.
  void pick(Frame& f, std::size_t i);
  void update_pv(int ply, const Move& m);
  // The score of the position as it stands for its side to move (the null move's test):
  // kept from the quiescence search where it is, else evaluated from what the moves'
  // generation found.
  int standing(int ply, std::uint64_t key);
  // Whether the root's move m is overlooked (Limits::oversight): drawn from the seed and
  // the move, apart from the chance's draw.
  bool overlooked(const Move& m) const {
    return s_.limits->oversight > 0 &&
           play::SplitMix64(~s_.limits->seed ^ (std::uint64_t{move_key(m)} << 17)).below(100) <
               static_cast<std::uint64_t>(s_.limits->oversight);
  }
  // The score of a node with no legal move.
  int no_move(int ply) const {
    return game_.no_move_outcome(s_.pos).result == play::Result::Victory ? -(kWin - ply) : 0;
  }

  const Game& game_;
  const Zobrist& zobrist_;
  const Weights& weights_;
  Searcher::Table& table_;
  Searcher::State& s_;
};

bool Run::count_node() {
  ++s_.nodes;
  if (s_.stopped) return true;
  if (s_.limits->nodes && s_.nodes >= s_.limits->nodes) s_.stopped = true;
  if (s_.nodes % kStopEvery == 0) {
    s_.shared_nodes.store(s_.nodes, std::memory_order_relaxed);
    if (s_.limits->stop && s_.limits->stop()) s_.stopped = true;
  }
  return s_.stopped;
}

play::Lineage Run::lineage(int ply) const {
  // A move given away has no record to be found from: what stands is found afresh.
  return ply >= 2 && !s_.passed[ply - 1] && !s_.passed[ply - 2]
             ? play::Lineage{&s_.frames[ply - 2].pending, &s_.frames[ply - 2].undo, &s_.frames[ply - 1].undo}
             : play::Lineage{};
}

void Run::generate(int ply) {
  Frame& f = s_.frames[ply];
  game_.legal_moves(s_.pos, f.moves, f.pending, lineage(ply));
}

void Run::order(int ply, std::uint32_t table_move) {
  Frame& f = s_.frames[ply];
  f.order.resize(f.moves.size());
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    const Move& m = f.moves[i];
    int score;
    if (table_move && move_key(m) == table_move) {
      score = 1 << 30;
    } else if (m.count > 0 || m.kind == MoveKind::Declare) {
      score = (1 << 28) + gain_of(s_.pos, m);
    } else if (s_.has_killer[ply][0] && same_move(m, s_.killers[ply][0])) {
      score = (1 << 27) + 1;
    } else if (s_.has_killer[ply][1] && same_move(m, s_.killers[ply][1])) {
      score = 1 << 27;
    } else {
      score = std::min(s_.history[m.from * rithmo::kMaxSquares + m.to], (1 << 26));
    }
    // A helper thread tries the quiet moves near the root in an order of its own, so
    // that the threads part their work rather than repeat it.
    if (s_.thread > 0 && ply < 2 && score < (1 << 27))
      score =
          static_cast<int>(play::SplitMix64(move_key(m) * 0x9e3779b97f4a7c15ull + s_.thread).below(1 << 26));
    f.order[i] = score;
  }
}

void Run::pick(Frame& f, std::size_t i) {
  std::size_t best = i;
  for (std::size_t j = i + 1; j < f.moves.size(); ++j) {
    if (f.order[j] > f.order[best]) best = j;
  }
  if (best != i) {
    std::swap(f.moves[i], f.moves[best]);
    std::swap(f.order[i], f.order[best]);
  }
}

void Run::update_pv(int ply, const Move& m) {
  s_.pv[ply][ply] = m;
  for (int j = ply + 1; j < s_.pv_length[ply + 1]; ++j) s_.pv[ply][j] = s_.pv[ply + 1][j];
  s_.pv_length[ply] = std::max(s_.pv_length[ply + 1], ply + 1);
}

int Run::standing(int ply, std::uint64_t key) {
  const Searcher::State::Evaluated& kept = s_.evaluated[key & (kEvaluated - 1)];
  if (kept.search == s_.search && kept.key == key) return kept.score;
  return evaluate(game_, s_.pos, weights_, Known{&s_.frames[ply].pending, nullptr});
}

int Run::search(int depth, int alpha, int beta, int ply, bool pv_node) {
  s_.pv_length[ply] = ply;
  s_.seldepth = std::max(s_.seldepth, ply);
  const std::uint64_t key = ply == 0 ? zobrist_.key(s_.pos)
                            : s_.passed[ply - 1]
                                ? zobrist_.passed(s_.keys[ply - 1])
                                : zobrist_.after(s_.keys[ply - 1], s_.pos, s_.frames[ply - 1].undo);
  assert(key == zobrist_.key(s_.pos));
  s_.keys[ply] = key;
  if (ply > 0) {
    if (game_.outcome(s_.pos).result == play::Result::Victory) return -(kWin - ply);
    if (s_.earlier.count(key) || std::find(s_.path.begin(), s_.path.end(), key) != s_.path.end()) return 0;
    if (ply >= kMaxPly) return evaluate(game_, s_.pos, weights_);
  }
  if (depth <= 0) {
    if (s_.limits->quiescence) return quiesce(alpha, beta, ply, 0, key);
    return count_node() ? 0 : evaluate(game_, s_.pos, weights_);
  }
  if (count_node()) return 0;

  Entry e;
  std::uint32_t table_move = 0;
  if (table_.probe(key, e)) {
    table_move = e.move;
    if (!pv_node && e.depth >= depth) {
      const int t = from_table(e.score, ply);
      if (e.bound == Bound::Exact || (e.bound == Bound::Lower && t >= beta) ||
          (e.bound == Bound::Upper && t <= alpha))
        return t;
    }
  }

  generate(ply);
  Frame& f = s_.frames[ply];
  if (f.moves.empty()) return no_move(ply);
  order(ply, table_move);

  const int alpha_in = alpha;
  int best = -kInfinity;
  std::size_t best_index = 0;
  s_.path.push_back(key);
  if (s_.limits->null_move && !pv_node && ply > 0 && depth >= kNullFrom && !s_.passed[ply - 1] &&
      std::abs(beta) < kWinFound && standing(ply, key) >= beta) {
    s_.passed[ply] = true;
    s_.pos.to_move = other(s_.pos.to_move);
    const int r = depth >= kNullDeeper ? kNullReduce + 1 : kNullReduce;
    const int score = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
    s_.pos.to_move = other(s_.pos.to_move);
    s_.passed[ply] = false;
    if (s_.stopped) {
      s_.path.pop_back();
      return 0;
    }
    // A victory found with a move given away is not proven: the bound alone is kept.
    if (score >= beta) {
      s_.path.pop_back();
      return score >= kWinFound ? beta : score;
    }
  }
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    pick(f, i);
    const Move& m = f.moves[i];
    s_.overlooked = ply == 0 && depth == 1 && overlooked(m);
    game_.apply(s_.pos, m, f.undo);
    int score;
    if (i == 0) {
      score = -search(depth - 1, -beta, -alpha, ply + 1, pv_node);
    } else if (ply == 0 && s_.limits->noise > 0) {
      // The chance may raise a move's score by up to `noise` above the best: it is
      // searched for its score wherever the chance could make it the best, as a bound
      // alone, raised, could pass a move that loses for one nearly as good.
      const int floor = std::max(alpha - s_.limits->noise, -kInfinity + 1);
      score = -search(depth - 1, -beta, -floor, ply + 1, true);
    } else {
      // A late quiet move (after the table's move, the captures and the killers, in
      // history's order) is searched shallower first, and again at its full depth only
      // if it beats the best so far.
      const int r = ply > 0 && depth >= kReduceFrom && i >= kReduceAfter && f.order[i] < (1 << 27) ? 1 : 0;
      score = -search(depth - 1 - r, -alpha - 1, -alpha, ply + 1, false);
      if (r > 0 && score > alpha) score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, false);
      if (score > alpha && score < beta) score = -search(depth - 1, -beta, -alpha, ply + 1, true);
    }
    game_.undo(s_.pos, f.undo);
    if (s_.stopped) break;
    if (ply == 0 && s_.limits->noise > 0 && std::abs(score) < kWinFound) {
      score += static_cast<int>(play::SplitMix64(s_.limits->seed ^ move_key(m))
                                    .below(static_cast<std::uint64_t>(s_.limits->noise) + 1));
    }
    if (score > best) {
      best = score;
      best_index = i;
      if (score > alpha) {
        alpha = score;
        update_pv(ply, m);
        if (score >= beta) {
          if (m.count == 0 && m.kind != MoveKind::Declare) {
            if (!(s_.has_killer[ply][0] && same_move(m, s_.killers[ply][0]))) {
              s_.killers[ply][1] = s_.killers[ply][0];
              s_.has_killer[ply][1] = s_.has_killer[ply][0];
              s_.killers[ply][0] = m;
              s_.has_killer[ply][0] = true;
            }
            int& h = s_.history[m.from * rithmo::kMaxSquares + m.to];
            h = std::min(h + depth * depth, 1 << 26);
          }
          break;
        }
      }
    }
  }
  s_.path.pop_back();
  if (s_.stopped) return 0;

  e.move = move_key(f.moves[best_index]);
  e.score = to_table(best, ply);
  e.depth = static_cast<std::int16_t>(depth);
  e.bound = best >= beta ? Bound::Lower : best > alpha_in ? Bound::Exact : Bound::Upper;
  table_.store(key, e);
  return best;
}

int Run::quiesce(int alpha, int beta, int ply, int qply, std::uint64_t key) {
  s_.pv_length[ply] = ply;
  s_.seldepth = std::max(s_.seldepth, ply);
  if (count_node()) return 0;
  if (qply > 0 && game_.outcome(s_.pos).result == play::Result::Victory) return -(kWin - ply);
  assert(key == zobrist_.key(s_.pos));
  // The moves are found only where the score standing does not end the node, unless
  // they must be to know that there is one (finding them is most of a node's work);
  // where the score is kept from another order of moves, what the side could take is
  // not found either.
  Frame& f = s_.frames[ply];
  Searcher::State::Evaluated* const kept_here = &s_.evaluated[key & (kEvaluated - 1)];
  const bool scored = kept_here->search == s_.search && kept_here->key == key;
  // After a root move overlooked, the other side's captures are not looked at.
  const bool overlooked_here = ply == 1 && s_.overlooked;
  const bool ends = ply >= kMaxPly || qply >= kQuiescencePlies || overlooked_here;
  if (scored && !overlooked_here && (kept_here->score >= beta || ends) &&
      game_.surely_moves(s_.pos, nullptr)) {
    assert(kept_here->score == evaluate(game_, s_.pos, weights_, Known{}));
    return kept_here->score;
  }
  game_.capturable_now(s_.pos, f.pending, lineage(ply));
  const bool found = !game_.surely_moves(s_.pos, &f.pending);
  if (found) {
    game_.legal_moves_given(s_.pos, f.moves, f.pending);
    if (f.moves.empty()) return no_move(ply);
  }
  if (overlooked_here) {
    // Nor what the mover could take in the position the move leaves (the threat's
    // share for the side that moved): a man he could take counts there, at the
    // threat's weight, for more than taking him does, so that with the reply unseen a
    // move that leaves a capture standing scored above the capture (novice let one
    // stand for sixty plies).
    return evaluate(game_, s_.pos, weights_, Known{&f.pending, nullptr, false});
  }
  int stand;
  if (scored) {
    stand = kept_here->score;
    assert(stand == evaluate(game_, s_.pos, weights_, Known{}));
  } else {
    // What the side that moved could take, found from what it could take before its
    // move, as the search finds the side to move's (Game::capturable_after).
    Known known{&f.pending, nullptr};
    if (ply > 0) {
      const Frame& above = s_.frames[ply - 1];
      // A side that gave its move away could take what it could before.
      if (s_.passed[ply - 1])
        s_.other_pending = above.pending;
      else
        game_.capturable_after(s_.pos, other(s_.pos.to_move), above.pending, above.undo, s_.other_pending);
      known.other = &s_.other_pending;
      assert(s_.other_pending.whole == game_.finder().capturable(s_.pos, other(s_.pos.to_move)).whole);
      assert(f.pending.whole == game_.finder().capturable(s_.pos, s_.pos.to_move).whole);
    }
    stand = evaluate(game_, s_.pos, weights_, known);
    *kept_here = {key, s_.search, stand};
  }
  if (stand >= beta || ends) return stand;
  if (!found) game_.legal_moves_given(s_.pos, f.moves, f.pending);
  alpha = std::max(alpha, stand);
  int best = stand;
  // Only captures and the declarations that win at once (a victory threat): keep them,
  // ordered by what they take. A declaration that does not win is a quiet move, which
  // the horizon would otherwise always hold in reserve, so that the search would put it
  // off from move to move.
  std::size_t kept = 0;
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    const Move& m = f.moves[i];
    bool keep = m.count > 0 && m.kind != MoveKind::Declare;
    if (m.kind == MoveKind::Declare) {
      game_.apply(s_.pos, m, f.undo);
      keep = game_.outcome(s_.pos).result == play::Result::Victory;
      game_.undo(s_.pos, f.undo);
    }
    if (keep) f.moves[kept++] = f.moves[i];
  }
  f.moves.resize(kept);
  order(ply, 0);
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    pick(f, i);
    const Move& m = f.moves[i];
    game_.apply(s_.pos, m, f.undo);
    const int score = -quiesce(-beta, -alpha, ply + 1, qply + 1, zobrist_.after(key, s_.pos, f.undo));
    game_.undo(s_.pos, f.undo);
    if (s_.stopped) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        update_pv(ply, m);
        if (score >= beta) break;
      }
    }
  }
  return best;
}

}  // namespace

namespace {

// A thread's search from the root: its state readied for the root and the limits.
void ready(Searcher::State& s, const Position& root, const std::vector<std::uint64_t>& earlier,
           const Limits& limits) {
  s.pos = root;
  s.earlier = std::unordered_set<std::uint64_t>(earlier.begin(), earlier.end());
  s.path.clear();
  s.limits = &limits;
  s.nodes = 0;
  s.shared_nodes.store(0, std::memory_order_relaxed);
  s.seldepth = 0;
  s.stopped = false;
  ++s.search;
}

}  // namespace

SearchResult Searcher::search(const Position& root, const std::vector<std::uint64_t>& earlier,
                              const Limits& limits, const std::function<void(const Info&)>& on_iteration) {
  State& s = *states_[0];
  ready(s, root, earlier, limits);

  SearchResult result;
  if (game_.outcome(s.pos).result != play::Result::None) return result;
  MoveList legal;
  game_.legal_moves(s.pos, legal);
  if (legal.empty()) return result;
  result.has_move = true;
  result.best = legal.front();
  const int deepest = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 1) : kMaxPly - 1;

  // Lazy SMP: the other threads search the same root, one depth ahead on every other
  // thread, until the first is done, and share the table. Whichever thread completes a
  // depth first gives its line; the first thread goes on from the deepest completed.
  struct Deepest {
    std::mutex mutex;
    int depth = 0;
    int score = 0;
    int seldepth = 0;
    std::vector<Move> pv;
    // Keeps what a thread completed when it is deeper than what is kept.
    void offer(int d, int sc, const State& st) {
      const std::lock_guard<std::mutex> lock(mutex);
      if (d <= depth) return;
      depth = d;
      score = sc;
      seldepth = st.seldepth;
      pv.assign(st.pv[0].begin(), st.pv[0].begin() + st.pv_length[0]);
    }
  } deepest_done;
  std::atomic<bool> done{false};
  Limits helper_limits = limits;
  helper_limits.nodes = 0;
  helper_limits.depth = 0;
  helper_limits.stop = [&done] { return done.load(std::memory_order_relaxed); };
  std::vector<std::thread> helpers;
  for (std::size_t t = 1; t < states_.size(); ++t) {
    State& hs = *states_[t];
    ready(hs, root, earlier, helper_limits);
    hs.thread = t;
    helpers.emplace_back([this, &hs, &done, &deepest_done, deepest, t] {
      Run run(game_, zobrist_, weights_, *table_, hs);
      for (int depth = 1 + static_cast<int>(t % 2); depth <= deepest && !done.load(); ++depth) {
        const int score = run.search(depth, -kInfinity, kInfinity, 0, true);
        if (hs.stopped) break;
        deepest_done.offer(depth, score, hs);
      }
    });
  }

  Run run(game_, zobrist_, weights_, *table_, s);
  for (int depth = 1; depth <= deepest;) {
    const int score = run.search(depth, -kInfinity, kInfinity, 0, true);
    // A stopped iteration is not trusted, but for a best move found in the first.
    if (s.stopped) {
      bool none_done = false;
      {
        const std::lock_guard<std::mutex> lock(deepest_done.mutex);
        none_done = deepest_done.depth == 0;
      }
      if (result.depth == 0 && none_done && s.pv_length[0] > 0) result.best = s.pv[0][0];
      break;
    }
    deepest_done.offer(depth, score, s);
    int seldepth = s.seldepth;
    {
      const std::lock_guard<std::mutex> lock(deepest_done.mutex);
      result.depth = deepest_done.depth;
      result.score = deepest_done.score;
      result.pv = deepest_done.pv;
      seldepth = std::max(seldepth, deepest_done.seldepth);
    }
    if (!result.pv.empty()) result.best = result.pv.front();
    // The other threads' nodes as they last told them (they are still searching).
    result.nodes = s.nodes;
    for (std::size_t t = 1; t < states_.size(); ++t)
      result.nodes += states_[t]->shared_nodes.load(std::memory_order_relaxed);
    if (on_iteration) on_iteration(Info{result.depth, seldepth, result.score, result.nodes, result.pv});
    // A victory found within the depth searched cannot be bettered by searching deeper.
    const int plies = plies_to_victory(result.score);
    if (plies != 0 && std::abs(plies) <= result.depth) break;
    if (limits.stop && limits.stop()) break;
    if (limits.deepen && !limits.deepen()) break;
    depth = result.depth + 1;
  }
  done = true;
  for (auto& h : helpers) h.join();
  // A helper may have completed a deeper search while the first was stopped in its own.
  if (deepest_done.depth > result.depth && !deepest_done.pv.empty()) {
    result.depth = deepest_done.depth;
    result.score = deepest_done.score;
    result.pv = deepest_done.pv;
    result.best = result.pv.front();
  }
  result.nodes = 0;
  for (const auto& st : states_) result.nodes += st->nodes;
  return result;
}

}  // namespace rithmo::search
