#include "victory/goal.hpp"

#include <array>
#include <cstddef>

namespace rithmo {

bool is_proper(Goal goal) { return goal == Goal::Great || goal == Goal::Greater || goal == Goal::Greatest; }

bool is_common(Goal goal) { return goal != Goal::None && goal != Goal::Row && !is_proper(goal); }

std::string_view name(Term term) {
  static constexpr std::array<std::string_view, 4> names = {"men", "sum", "characters", "standards"};
  return names[static_cast<std::size_t>(term)];
}

const std::vector<Term>& terms(Goal goal) {
  static const std::vector<Term> none,
      bodies = {Term::Men}, goods = {Term::Sum}, quarrel = {Term::Sum, Term::Characters},
      honour = {Term::Men, Term::Sum}, both = {Term::Men, Term::Sum, Term::Characters},
      standards = {Term::Standards};
  switch (goal) {
    case Goal::Bodies:
      return bodies;  // "to take a certain number of men" (002 line 863)
    case Goal::Goods:
      return goods;  // "a certain number without respect of the men" (002 line 865)
    case Goal::Quarrel:
      return quarrel;  // "neither the men, nor the number, but the characters" (002 line 867)
    case Goal::Honour:
      return honour;  // "a determined number ... in a determined number of men" (002 line 870)
    case Goal::HonourAndQuarrel:
      return both;  // "the decreed number, in the decreed number of men and ... characters" (002 line 872)
    case Goal::Standards:
      return standards;  // "If the even hoste wyne .348. men he hath obtayned two standerds" (002 line 878)
    default:
      return none;
  }
}

bool one_man_may_not_bear_the_sum(Goal goal) { return goal == Goal::HonourAndQuarrel; }

int characters(long number) {
  int n = 1;
  while (number >= 10 || number <= -10) {
    number /= 10;
    ++n;
  }
  return n;
}

int characters(const mpz_class& number) { return static_cast<int>(mpz_class(abs(number)).get_str().size()); }

}  // namespace rithmo
