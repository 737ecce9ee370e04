#include "search/search.hpp"

#include "play/playout.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
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
// How often the search asks Limits::stop, in nodes.
constexpr std::uint64_t kStopEvery = 1024;

enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

struct Entry {
  std::uint64_t key = 0;
  std::uint32_t move = 0;  // move_key, 0: none
  std::int32_t score = 0;
  std::int16_t depth = 0;
  Bound bound = Bound::None;
};

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

long time_for_move(long remaining, long increment, int moves_to_go) {
  const long share = remaining / (moves_to_go > 0 ? moves_to_go : 30) + increment * 3 / 4;
  return std::max(1L, std::min(share, remaining / 2));
}

int plies_to_victory(int score) {
  if (score >= kWinFound) return kWin - score;
  if (score <= -kWinFound) return -(kWin + score);
  return 0;
}

struct Searcher::State {
  std::vector<Entry> table;
  std::uint64_t mask = 0;
  std::vector<Frame> frames = std::vector<Frame>(kMaxPly + 1);
  std::array<std::array<Move, 2>, kMaxPly + 1> killers{};
  std::array<std::array<bool, 2>, kMaxPly + 1> has_killer{};
  std::vector<int> history = std::vector<int>(rithmo::kMaxSquares * rithmo::kMaxSquares, 0);
  std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv{};
  std::array<int, kMaxPly + 1> pv_length{};

  // One search's working state.
  Position pos;
  std::unordered_set<std::uint64_t> earlier;
  std::vector<std::uint64_t> path;  // the keys from the root to the node, the node's excluded
  const Limits* limits = nullptr;
  std::uint64_t nodes = 0;
  int seldepth = 0;
  bool stopped = false;
};

Searcher::Searcher(const Game& game, std::size_t table_megabytes, const Weights& weights)
    : game_(game), weights_(weights), state_(std::make_unique<State>()) {
  std::size_t entries = 1;
  const std::size_t want = std::max<std::size_t>(1, table_megabytes) * 1024 * 1024 / sizeof(Entry);
  while (entries * 2 <= want) entries *= 2;
  state_->table.assign(entries, Entry{});
  state_->mask = entries - 1;
  for (Frame& f : state_->frames) {
    f.moves.reserve(128);
    f.order.reserve(128);
  }
}

Searcher::~Searcher() = default;

void Searcher::clear() {
  std::fill(state_->table.begin(), state_->table.end(), Entry{});
  std::fill(state_->history.begin(), state_->history.end(), 0);
  for (auto& k : state_->has_killer) k = {false, false};
}

namespace {

// One search: the recursion over a State.
class Run {
 public:
  Run(const Game& game, const Zobrist& zobrist, const Weights& weights, Searcher::State& s)
      : game_(game), zobrist_(zobrist), weights_(weights), s_(s) {}

  int search(int depth, int alpha, int beta, int ply, bool pv_node);

 private:
  int quiesce(int alpha, int beta, int ply, int qply);
  // Whether to stop: the limits, asked every kStopEvery nodes.
  bool count_node();
  void generate(int ply);
  void order(int ply, std::uint32_t table_move);
  // Moves the best-ordered of the moves from i on to place i.
  void pick(Frame& f, std::size_t i);
  void update_pv(int ply, const Move& m);
  // The score of a node with no legal move.
  int no_move(int ply) const {
    return game_.no_move_outcome(s_.pos).result == play::Result::Victory ? -(kWin - ply) : 0;
  }

  const Game& game_;
  const Zobrist& zobrist_;
  const Weights& weights_;
  Searcher::State& s_;
};

bool Run::count_node() {
  ++s_.nodes;
  if (s_.stopped) return true;
  if (s_.limits->nodes && s_.nodes >= s_.limits->nodes) s_.stopped = true;
  if (s_.nodes % kStopEvery == 0 && s_.limits->stop && s_.limits->stop()) s_.stopped = true;
  return s_.stopped;
}

void Run::generate(int ply) {
  Frame& f = s_.frames[ply];
  const play::Lineage lineage = ply >= 2 ? play::Lineage{&s_.frames[ply - 2].pending,
                                                         &s_.frames[ply - 2].undo, &s_.frames[ply - 1].undo}
                                         : play::Lineage{};
  game_.legal_moves(s_.pos, f.moves, f.pending, lineage);
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

int Run::search(int depth, int alpha, int beta, int ply, bool pv_node) {
  s_.pv_length[ply] = ply;
  s_.seldepth = std::max(s_.seldepth, ply);
  std::uint64_t key = zobrist_.key(s_.pos);
  if (ply > 0) {
    if (game_.outcome(s_.pos).result == play::Result::Victory) return -(kWin - ply);
    if (s_.earlier.count(key) || std::find(s_.path.begin(), s_.path.end(), key) != s_.path.end()) return 0;
    if (ply >= kMaxPly) return evaluate(game_, s_.pos, weights_);
  }
  if (depth <= 0) {
    if (s_.limits->quiescence) return quiesce(alpha, beta, ply, 0);
    return count_node() ? 0 : evaluate(game_, s_.pos, weights_);
  }
  if (count_node()) return 0;

  Entry& e = s_.table[key & s_.mask];
  std::uint32_t table_move = 0;
  if (e.key == key && e.bound != Bound::None) {
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
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    pick(f, i);
    const Move& m = f.moves[i];
    game_.apply(s_.pos, m, f.undo);
    int score;
    if (i == 0) {
      score = -search(depth - 1, -beta, -alpha, ply + 1, pv_node);
    } else {
      score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, false);
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

  e.key = key;
  e.move = move_key(f.moves[best_index]);
  e.score = to_table(best, ply);
  e.depth = static_cast<std::int16_t>(depth);
  e.bound = best >= beta ? Bound::Lower : best > alpha_in ? Bound::Exact : Bound::Upper;
  return best;
}

int Run::quiesce(int alpha, int beta, int ply, int qply) {
  s_.pv_length[ply] = ply;
  s_.seldepth = std::max(s_.seldepth, ply);
  if (count_node()) return 0;
  if (qply > 0 && game_.outcome(s_.pos).result == play::Result::Victory) return -(kWin - ply);
  generate(ply);
  Frame& f = s_.frames[ply];
  if (f.moves.empty()) return no_move(ply);
  const int stand = evaluate(game_, s_.pos, weights_);
  if (stand >= beta || ply >= kMaxPly || qply >= kQuiescencePlies) return stand;
  alpha = std::max(alpha, stand);
  int best = stand;
  // Only captures and declarations: keep them, ordered by what they take.
  std::size_t kept = 0;
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    if (f.moves[i].count > 0 || f.moves[i].kind == MoveKind::Declare) f.moves[kept++] = f.moves[i];
  }
  f.moves.resize(kept);
  order(ply, 0);
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    pick(f, i);
    const Move& m = f.moves[i];
    game_.apply(s_.pos, m, f.undo);
    const int score = -quiesce(-beta, -alpha, ply + 1, qply + 1);
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

SearchResult Searcher::search(const Position& root, const std::vector<std::uint64_t>& earlier,
                              const Limits& limits, const std::function<void(const Info&)>& on_iteration) {
  State& s = *state_;
  s.pos = root;
  s.earlier = std::unordered_set<std::uint64_t>(earlier.begin(), earlier.end());
  s.path.clear();
  s.limits = &limits;
  s.nodes = 0;
  s.seldepth = 0;
  s.stopped = false;

  SearchResult result;
  if (game_.outcome(s.pos).result != play::Result::None) return result;
  MoveList legal;
  game_.legal_moves(s.pos, legal);
  if (legal.empty()) return result;
  result.has_move = true;
  result.best = legal.front();

  Run run(game_, zobrist_, weights_, s);
  const int deepest = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 1) : kMaxPly - 1;
  for (int depth = 1; depth <= deepest; ++depth) {
    const int score = run.search(depth, -kInfinity, kInfinity, 0, true);
    // A stopped iteration is not trusted, but for a best move found in the first.
    if (s.stopped) {
      if (result.depth == 0 && s.pv_length[0] > 0) result.best = s.pv[0][0];
      break;
    }
    result.depth = depth;
    result.score = score;
    result.pv.assign(s.pv[0].begin(), s.pv[0].begin() + s.pv_length[0]);
    if (!result.pv.empty()) result.best = result.pv.front();
    result.nodes = s.nodes;
    if (on_iteration) on_iteration(Info{depth, s.seldepth, score, s.nodes, result.pv});
    // A victory found within the depth searched cannot be bettered by searching deeper.
    const int plies = plies_to_victory(score);
    if (plies != 0 && std::abs(plies) <= depth) break;
    if (limits.stop && limits.stop()) break;
  }
  result.nodes = s.nodes;
  return result;
}

}  // namespace rithmo::search
