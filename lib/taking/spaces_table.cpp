#include "taking/spaces_table.hpp"

#include "harmony/pool.hpp"
#include "number/compare.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>

namespace rithmo {

namespace {

// The distinct numbers an army takes or is taken with: the army's pool. A number
// borne by two men (the even 4, 6, 25, 81; 002 lines 523-531) makes one row, not
// two: Fulke prints each number once.
std::vector<mpz_class> numbers_of(const Armies& armies, Army army, const SpacesOptions& options) {
  PoolOptions pool;
  pool.armies = army == Army::Even ? PoolArmies::Even : PoolArmies::Odd;
  pool.men = options.men;
  return make_pool(armies, pool);
}

}  // namespace

void validate(const SpacesOptions& options) {
  if (options.board.ranks < 1 || options.board.files < 1) {
    throw std::invalid_argument("board: files and ranks must be at least 1, got " +
                                format_board_size(options.board));
  }
  if (options.min_spaces < 1) {
    throw std::invalid_argument("min_spaces must be at least 1, got " + std::to_string(options.min_spaces));
  }
}

bool operator<(const SpacesRow& a, const SpacesRow& b) {
  if (a.spaces != b.spaces) return a.spaces < b.spaces;
  if (a.taker != b.taker) return a.taker < b.taker;
  return a.taken < b.taken;
}

bool holds(SpacesOperation op, const SpacesRow& row) {
  return takes_by_spaces(op, row.taker, row.spaces, row.taken);
}

std::vector<SpacesRow> spaces_relation(const Armies& armies, Army taker, SpacesOperation op,
                                       const SpacesOptions& options) {
  validate(options);
  const auto takers = numbers_of(armies, taker, options);
  const auto taken = numbers_of(armies, other(taker), options);
  std::vector<SpacesRow> rows;
  // By spaces, then by ascending taker and taken: Fulke's order. Each (taker, spaces)
  // takes one number at most (taken_by_spaces), looked up among the ascending pool.
  for (long s = options.min_spaces; s <= options.board.max_spaces(); ++s) {
    for (const mpz_class& t : takers) {
      const auto k = taken_by_spaces(op, t, s);
      if (k && std::binary_search(taken.begin(), taken.end(), *k, NumberLess{})) rows.push_back({t, s, *k});
    }
  }
  return rows;
}

std::vector<mpz_class> cells(const SpacesRow& row) { return {row.taker, mpz_class(row.spaces), row.taken}; }

}  // namespace rithmo
