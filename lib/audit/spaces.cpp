#include "audit/spaces.hpp"

#include "audit/relation.hpp"
#include "harmony/pool.hpp"

#include <algorithm>
#include <cassert>
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

// --- the relations for the audit ------------------------------------------------------

namespace rithmo {

namespace {

BoardGeometry parse_board(const std::string& text) {
  // "16x8": ranks by files.
  const auto x = text.find('x');
  auto number = [&text](std::string_view part) {
    if (part.empty() || part.size() > 4 ||
        !std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      throw RelationError("bad board '" + text + "' (expected RANKSxFILES, e.g. 16x8)");
    }
    return std::stol(std::string(part));
  };
  if (x == std::string::npos) number("");
  BoardGeometry b{number(std::string_view(text).substr(0, x)), number(std::string_view(text).substr(x + 1))};
  if (b.ranks < 1 || b.files < 1)
    throw RelationError("bad board '" + text + "' (ranks and files at least 1)");
  return b;
}

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
      {"taker", "", {"even", "odd"}, "the army of the taking man"},
      {"board", "16x8", {}, "the board, RANKSxFILES: the most spaces is the longer side less 2"},
      {"min-spaces", "2", {"1", "2"}, "the fewest spaces counted (Fulke's tables begin at 2)"},
      yes_no_parameter("pyramid-totals", "yes", "the kings' totals (91, 190) take and are taken"),
      yes_no_parameter("pyramid-layers", "no", "the kings' layers count as men"),
  };
  spec.bind = [op, mul](const Armies& armies, const RelationParams& params) {
    const Army taker = params.at("taker") == "even" ? Army::Even : Army::Odd;
    SpacesOptions options;
    options.board = parse_board(params.at("board"));
    options.min_spaces = std::stol(params.at("min-spaces"));
    options.pyramid_totals = yes(params, "pyramid-totals");
    options.pyramid_layers = yes(params, "pyramid-layers");
    BoundRelation r;
    const std::string taker_name(name(taker)), taken_name(name(other(taker)));
    r.statement =
        mul ? "an " + taker_name + " man times the void spaces gives an " + taken_name + " man"
            : "an " + taker_name + " man divided by the void spaces gives an " + taken_name + " man";
    std::vector<DerivedRow> rows;
    for (const SpacesRow& row : spaces_relation(armies, taker, op, options)) rows.push_back({{}, cells(row)});
    auto members = std::make_shared<std::vector<NumberRow>>();
    for (const auto& d : rows) members->push_back(d.numbers);
    std::sort(members->begin(), members->end());
    r.valid = [members](const Keys&, const NumberRow& n) {
      return std::binary_search(members->begin(), members->end(), n);
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
