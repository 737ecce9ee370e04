// The relations spaces-multiplication and spaces-division: Fulke's tables "to take the
// men by Multiplication and Division" (002 lines 697-796), as the audit reads them, over
// the derived rows of taking/spaces_table.hpp.
#include "audit/relations/relation.hpp"
#include "number/compare.hpp"
#include "readings/readings.hpp"
#include "taking/spaces_table.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>

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
    // even or odd; either: a table that does not say which army takes holds the rows of
    // both, each man named by his own army.
    const std::optional<Army> only = army_of(choice(params, "taker", kTakerNames));
    SpacesOptions options;
    options.board = *parse_board_size(params.at("board"));  // validated by its parameter
    options.min_spaces = whole_number(params, "min-spaces");
    options.men = which_men(params);
    BoundRelation r;
    const std::string verb =
        mul ? " man times the void spaces gives an " : " man divided by the void spaces gives an ";
    r.statement = only ? "an " + std::string(name(*only)) + verb + std::string(name(other(*only))) + " man"
                       : "a man of either army" + std::string(mul ? " times" : " divided by") +
                             " the void spaces gives a man of the other";
    std::vector<DerivedRow> rows;
    auto members = std::make_shared<std::vector<NumberRow>>();
    auto odd_rows = std::make_shared<std::vector<NumberRow>>();  // the rows an odd man takes
    for (const Army taker : {Army::Even, Army::Odd}) {
      if (only && taker != *only) continue;
      for (const SpacesRow& row : spaces_relation(armies, taker, op, options)) {
        rows.push_back({{}, cells(row)});
        members->push_back(rows.back().numbers);
        if (taker == Army::Odd) odd_rows->push_back(rows.back().numbers);
      }
    }
    std::sort(members->begin(), members->end(), row_less);
    std::sort(odd_rows->begin(), odd_rows->end(), row_less);
    r.valid = [members](const Keys&, const NumberRow& n) {
      return std::binary_search(members->begin(), members->end(), n, row_less);
    };
    r.derived = std::move(rows);
    r.proof = [mul, odd_rows](const Keys&, const NumberRow& n) {
      const std::string t = n[0].get_str(), s = n[1].get_str(), k = n[2].get_str();
      const Army taker =
          std::binary_search(odd_rows->begin(), odd_rows->end(), n, row_less) ? Army::Odd : Army::Even;
      return (mul ? t + " x " + s + " = " + k : t + " / " + s + " = " + k) + "; " + t + " an " +
             std::string(name(taker)) + " man, " + k + " an " + std::string(name(other(taker))) + " man";
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
