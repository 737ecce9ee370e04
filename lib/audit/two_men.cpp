#include "audit/two_men.hpp"

#include <algorithm>

namespace rithmo {

std::optional<TwoMenOperation> parse_two_men_operation(std::string_view text) {
  const auto way = parse_way(text);
  if (way && by_two_men(*way)) return way;
  return std::nullopt;
}

std::string_view sign(TwoMenOperation op) {
  switch (op) {
    case TwoMenOperation::Addition:
      return "+";
    case TwoMenOperation::Subtraction:
      return "-";
    case TwoMenOperation::Multiplication:
      return "x";
    case TwoMenOperation::Division:
      return "/";
    default:
      break;
  }
  return "";
}

bool holds(TwoMenOperation op, const TwoMenRow& r) {
  return r.lesser <= r.greater && two_men_take(op, r.lesser, r.greater, r.taken);
}

std::vector<TwoMenRow> two_men_relation(const Armies& armies, Army taker, TwoMenOperation op,
                                        const TwoMenOptions& options) {
  const auto takers = counted_numbers(armies, taker, options);
  auto taken = counted_numbers(armies, other(taker), options);
  taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
  std::vector<TwoMenRow> rows;
  for (std::size_t i = 0; i < takers.size(); ++i) {
    for (std::size_t j = i + 1; j < takers.size(); ++j) {
      // Each man of the other army the two take (the one predicate, men/ways.hpp).
      for (const mpz_class& t : taken) {
        if (!two_men_take(op, takers[i], takers[j], t)) continue;
        const TwoMenRow r{takers[i], takers[j], t};
        if (std::find(rows.begin(), rows.end(), r) == rows.end()) rows.push_back(r);
      }
    }
  }
  std::sort(rows.begin(), rows.end(), [](const TwoMenRow& a, const TwoMenRow& b) {
    if (a.taken != b.taken) return a.taken < b.taken;
    if (a.lesser != b.lesser) return a.lesser < b.lesser;
    return a.greater < b.greater;
  });
  return rows;
}

}  // namespace rithmo
