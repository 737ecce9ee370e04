#include "audit/spaces.hpp"

#include "audit/relation.hpp"
#include "harmony/pool.hpp"
#include "number/compare.hpp"
#include "readings/readings.hpp"

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
      if (k && std::binary_search(taken.begin(), taken.end(), *k)) rows.push_back({t, s, *k});
    }
  }
  return rows;
}

std::vector<mpz_class> cells(const SpacesRow& row) { return {row.taker, mpz_class(row.spaces), row.taken}; }

}  // namespace rithmo

// --- the relations for the audit ------------------------------------------------------

namespace rithmo {

namespace {

RelationSpec spaces_spec(SpacesOperation op) {
  const bool mul = op == SpacesOperation::Multiplication;
  RelationSpec spec;
  spec.name = std::string("spaces-") + std::string(name(op));
  spec.summary =
      mul ? "Taking by multiplication by the void spaces: taker x spaces = taken (Fulke 002 line 681)"
          : "Taking by division by the void spaces: taker / spaces = taken (Fulke 002 line 684)";
  spec.columns = {{"taker", ColumnRole::Number, "the taking man's number"},
                  {"spaces", ColumnRole::Number, "the void spaces between the two men on a line"},
                  {"taken", ColumnRole::Number, "the number of the man taken"}};
  spec.parameters = {
      required(reading("taker")),
      reading("board"),
      as_reading(reading("min-spaces")),
  };
  for (const auto& p : which_men_readings()) spec.parameters.push_back(as_reading(p));
  spec.bind = [op, mul](const Armies& armies, const RelationParams& params) {
    const Army taker = params.at("taker") == "even" ? Army::Even : Army::Odd;
    SpacesOptions options;
    options.board = *parse_board_size(params.at("board"));  // validated by its parameter
    options.min_spaces = whole_number(params, "min-spaces");
    options.men = which_men(params);
    BoundRelation r;
    const std::string taker_name(name(taker)), taken_name(name(other(taker)));
    r.statement =
        mul ? "an " + taker_name + " man times the void spaces gives an " + taken_name + " man"
            : "an " + taker_name + " man divided by the void spaces gives an " + taken_name + " man";
    std::vector<DerivedRow> rows;
    for (const SpacesRow& row : spaces_relation(armies, taker, op, options)) rows.push_back({{}, cells(row)});
    auto members = std::make_shared<std::vector<NumberRow>>();
    for (const auto& d : rows) members->push_back(d.numbers);
    std::sort(members->begin(), members->end(), row_less);
    r.valid = [members](const Keys&, const NumberRow& n) {
      return std::binary_search(members->begin(), members->end(), n, row_less);
    };
    r.derived = std::move(rows);
    r.proof = [mul, taker_name, taken_name](const Keys&, const NumberRow& n) {
      const std::string t = n[0].get_str(), s = n[1].get_str(), k = n[2].get_str();
      return (mul ? t + " x " + s + " = " + k : t + " / " + s + " = " + k) + "; " + t + " an " + taker_name +
             " man, " + k + " an " + taken_name + " man";
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> spaces_relation_specs() {
  return {spaces_spec(SpacesOperation::Multiplication), spaces_spec(SpacesOperation::Division)};
}

}  // namespace rithmo
