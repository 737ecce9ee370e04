#include "audit/two_men.hpp"

#include <algorithm>

namespace rithmo {

std::string_view name(TwoMenOperation op) {
  switch (op) {
    case TwoMenOperation::Addition:
      return "addition";
    case TwoMenOperation::Subtraction:
      return "subtraction";
    case TwoMenOperation::Multiplication:
      return "multiplication";
    case TwoMenOperation::Division:
      return "division";
  }
  return "";
}

std::optional<TwoMenOperation> parse_two_men_operation(std::string_view text) {
  for (TwoMenOperation op : kTwoMenOperations) {
    if (text == name(op)) return op;
  }
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
  }
  return "";
}

bool holds(TwoMenOperation op, const TwoMenRow& r) {
  if (r.lesser > r.greater) return false;
  switch (op) {
    case TwoMenOperation::Addition:
      return r.lesser + r.greater == r.taken;
    case TwoMenOperation::Subtraction:
      return r.greater - r.lesser == r.taken;
    case TwoMenOperation::Multiplication:
      return r.lesser * r.greater == r.taken;
    // As a product, so that it is exact without a remainder test.
    case TwoMenOperation::Division:
      return r.lesser * r.taken == r.greater;
  }
  return false;
}

namespace {

// The numbers of the army's men, one entry per man (a number borne by two men twice).
std::vector<mpz_class> men_numbers(const Armies& armies, Army army, const TwoMenOptions& options) {
  std::vector<mpz_class> out;
  for (const Man& m : armies.men(army)) {
    if (m.is_pyramid && !options.pyramid_totals) continue;
    out.push_back(m.value);
  }
  if (options.pyramid_layers) {
    for (const PyramidLayer& l : armies.king(army).layers) out.push_back(l.value);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<TwoMenRow> two_men_relation(const Armies& armies, Army taker, TwoMenOperation op,
                                        const TwoMenOptions& options) {
  const auto takers = men_numbers(armies, taker, options);
  auto taken = men_numbers(armies, other(taker), options);
  taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
  std::vector<TwoMenRow> rows;
  for (std::size_t i = 0; i < takers.size(); ++i) {
    for (std::size_t j = i + 1; j < takers.size(); ++j) {
      TwoMenRow r{takers[i], takers[j], 0};
      switch (op) {
        case TwoMenOperation::Addition:
          r.taken = r.lesser + r.greater;
          break;
        case TwoMenOperation::Subtraction:
          r.taken = r.greater - r.lesser;
          break;
        case TwoMenOperation::Multiplication:
          r.taken = r.lesser * r.greater;
          break;
        case TwoMenOperation::Division:
          if (mpz_divisible_p(r.greater.get_mpz_t(), r.lesser.get_mpz_t()) == 0) continue;
          r.taken = r.greater / r.lesser;
          break;
      }
      if (!std::binary_search(taken.begin(), taken.end(), r.taken)) continue;
      if (std::find(rows.begin(), rows.end(), r) == rows.end()) rows.push_back(r);
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
