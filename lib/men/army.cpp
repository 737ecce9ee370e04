#include "men/army.hpp"

#include <cassert>

namespace rithmo {

std::string_view formula(Rule rule) {
  switch (rule) {
    case Rule::Digit:
      return "n";
    case Rule::DigitSquared:
      return "n^2";
    case Rule::DigitPlusSquare:
      return "n^2+n";
    case Rule::SuccessorSquared:
      return "(n+1)^2";
    case Rule::SumOfTriangles:
      return "(n^2+n)+(n+1)^2";
    case Rule::DoubledPlusOneSquared:
      return "(2n+1)^2";
  }
  return "?";
}

Shape shape_of(Rule rule) {
  switch (rule) {
    case Rule::Digit:
    case Rule::DigitSquared:
      return Shape::Round;
    case Rule::DigitPlusSquare:
    case Rule::SuccessorSquared:
      return Shape::Triangle;
    case Rule::SumOfTriangles:
    case Rule::DoubledPlusOneSquared:
      return Shape::Square;
  }
  return Shape::Round;
}

int shape_order(Rule rule) {
  switch (rule) {
    case Rule::Digit:
    case Rule::DigitPlusSquare:
    case Rule::SumOfTriangles:
      return 1;
    default:
      return 2;
  }
}

mpz_class derive(Rule rule, long n) {
  const mpz_class x(n);
  switch (rule) {
    case Rule::Digit:
      return x;
    case Rule::DigitSquared:
      return x * x;
    case Rule::DigitPlusSquare:
      return x * x + x;
    case Rule::SuccessorSquared:
      return (x + 1) * (x + 1);
    case Rule::SumOfTriangles:
      return derive(Rule::DigitPlusSquare, n) + derive(Rule::SuccessorSquared, n);
    case Rule::DoubledPlusOneSquared:
      return (2 * x + 1) * (2 * x + 1);
  }
  return 0;
}

std::vector<Man> generate_army(Army army, const std::vector<long>& seeds,
                               const std::optional<mpz_class>& pyramid_total) {
  std::vector<Man> men;
  int order = 0;
  for (Rule rule : kRules) {
    ++order;
    for (long n : seeds) {
      Man m{army, shape_of(rule), order, n, derive(rule, n), rule, std::nullopt, false};
      if (order > 1) {
        // The ratio to the same seed's man one order before, from the values
        // themselves, so the Latin name follows from the arithmetic.
        const mpz_class before = derive(kRules[order - 2], n);
        const Rational r(m.value, before);
        m.ratio = BoethianRatio{r, ratio_family(r), latin_name(r)};
      }
      if (rule == Rule::SumOfTriangles && pyramid_total && m.value == *pyramid_total) {
        m.is_pyramid = true;
      }
      men.push_back(std::move(m));
    }
  }
  assert(men.size() == 6 * seeds.size());
  return men;
}

}  // namespace rithmo
