#include "audit/spaces.hpp"

#include "harmony/pool.hpp"

#include <algorithm>
#include <cassert>
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
  pool.pyramid_totals = options.pyramid_totals;
  pool.pyramid_layers = options.pyramid_layers;
  return make_pool(armies, pool);
}

}  // namespace

std::string_view name(SpacesOperation op) {
  return op == SpacesOperation::Multiplication ? "multiplication" : "division";
}

std::optional<SpacesOperation> parse_spaces_operation(std::string_view text) {
  for (SpacesOperation op : kSpacesOperations) {
    if (text == name(op)) return op;
  }
  return std::nullopt;
}

long BoardGeometry::max_spaces() const { return std::max(ranks, files) - 2; }

void validate(const SpacesOptions& options) {
  if (options.board.ranks < 1 || options.board.files < 1) {
    throw std::invalid_argument("board geometry: ranks and files must be at least 1, got " +
                                std::to_string(options.board.ranks) + " by " +
                                std::to_string(options.board.files));
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
  // Division is checked as a product so that it is exact without a remainder test:
  // "the quotient is all one with the adversarye" (002 line 684) means no remainder.
  return op == SpacesOperation::Multiplication ? row.taker * row.spaces == row.taken
                                               : row.taken * row.spaces == row.taker;
}

std::vector<SpacesRow> spaces_relation(const Armies& armies, Army taker, SpacesOperation op,
                                       const SpacesOptions& options) {
  validate(options);
  const auto takers = numbers_of(armies, taker, options);
  const auto taken = numbers_of(armies, other(taker), options);
  std::vector<SpacesRow> rows;
  for (long s = options.min_spaces; s <= options.board.max_spaces(); ++s) {
    for (const mpz_class& t : takers) {
      SpacesRow row{t, s, 0};
      if (op == SpacesOperation::Multiplication) {
        row.taken = t * s;
      } else {
        if (mpz_divisible_ui_p(t.get_mpz_t(), static_cast<unsigned long>(s)) == 0) continue;
        row.taken = t / s;
      }
      if (!std::binary_search(taken.begin(), taken.end(), row.taken)) continue;
      assert(holds(op, row));
      rows.push_back(row);
    }
  }
  // Built by spaces then by ascending taker, each (taker, spaces) giving one taken:
  // already in Fulke's order and distinct.
  return rows;
}

std::vector<mpz_class> cells(const SpacesRow& row) { return {row.taker, mpz_class(row.spaces), row.taken}; }

}  // namespace rithmo
