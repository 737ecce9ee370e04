#include "taking/two_men.hpp"

#include "number/compare.hpp"

#include <algorithm>

namespace rithmo {

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

bool holds(TwoMenOperation op, const TwoMenRow& r) { return holds(op, r.lesser, r.greater, r.taken); }

bool holds(TwoMenOperation op, const mpz_class& lesser, const mpz_class& greater, const mpz_class& taken) {
  return lesser <= greater && two_men_take(op, lesser, greater, taken);
}

std::vector<TwoMenRow> two_men_relation(const Armies& armies, Army taker, TwoMenOperation op,
                                        const TwoMenOptions& options) {
  const auto takers = counted_numbers(armies, taker, options);
  auto taken = counted_numbers(armies, other(taker), options);
  taken.erase(std::unique(taken.begin(), taken.end(), same_number), taken.end());
  std::vector<TwoMenRow> rows;
  for (std::size_t i = 0; i < takers.size(); ++i) {
    for (std::size_t j = i + 1; j < takers.size(); ++j) {
      // The one number the two take (men/ways.hpp), looked up among the other army's.
      const auto t = taken_by_two_men(op, takers[i], takers[j]);
      if (t && std::binary_search(taken.begin(), taken.end(), *t, NumberLess{}))
        rows.push_back({takers[i], takers[j], *t});
    }
  }
  // Sorted, and a row two equal men give twice kept once.
  std::sort(rows.begin(), rows.end(), [](const TwoMenRow& a, const TwoMenRow& b) {
    if (const int c = compare_numbers(a.taken, b.taken); c != 0) return c < 0;
    if (const int c = compare_numbers(a.lesser, b.lesser); c != 0) return c < 0;
    return number_less(a.greater, b.greater);
  });
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  return rows;
}

}  // namespace rithmo
