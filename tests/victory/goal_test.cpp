#include "victory/goal.hpp"

#include "catch.hpp"

#include <numeric>
#include <string>
#include <vector>

using namespace rithmo;

TEST_CASE("goal: every name reads back to its goal", "[victory][goal]") {
  for (std::size_t i = 0; i <= static_cast<std::size_t>(Goal::Row); ++i) {
    const Goal g = static_cast<Goal>(i);
    CHECK(name(g) != "?");
    CHECK(kGoalNames.parse(name(g)) == g);
  }
  CHECK(kGoalNames.names().size() == static_cast<std::size_t>(Goal::Row) + 1);
  CHECK_FALSE(kGoalNames.parse("honor").has_value());
  CHECK_FALSE(kGoalNames.parse("").has_value());
}

TEST_CASE("goal: the five common victories and the standards", "[victory][goal][reference]") {
  // "men contende either for bodies, goods, quarrelles, honour, or els for both quarels &
  // honor" (002 line 860), and the standards (002 line 876).
  std::vector<std::string_view> common;
  for (const auto& e : kGoalNames.entries) {
    if (is_common(e.value)) common.push_back(e.name);
  }
  CHECK(common == std::vector<std::string_view>{"bodies", "goods", "quarrel", "honour", "honour-and-quarrel",
                                                "standards"});
  CHECK(is_proper(Goal::Great));
  CHECK_FALSE(is_common(Goal::None));
  CHECK_FALSE(is_proper(Goal::None));
  // Three in a row after the king falls is no triumph (it asks no proportion) and
  // counts nothing taken.
  CHECK_FALSE(is_common(Goal::Row));
  CHECK_FALSE(is_proper(Goal::Row));
}

TEST_CASE("goal: the terms each victory sets", "[victory][goal][reference]") {
  using T = std::vector<Term>;
  // 002 line 863: "only to take a certain number of men".
  CHECK(terms(Goal::Bodies) == T{Term::Men});
  // 002 line 865: "a certain number without respect of the men".
  CHECK(terms(Goal::Goods) == T{Term::Sum});
  // 002 line 867: ".100. in .8. characters not regarding in how many men".
  CHECK(terms(Goal::Quarrel) == T{Term::Sum, Term::Characters});
  // 002 line 870: ".100. in .8. men".
  CHECK(terms(Goal::Honour) == T{Term::Men, Term::Sum});
  // 002 line 872: "the decreed number, in the decreed number of men and the decreed number of characters".
  CHECK(terms(Goal::HonourAndQuarrel) == T{Term::Men, Term::Sum, Term::Characters});
  CHECK(terms(Goal::Standards) == T{Term::Standards});
  for (Goal g : {Goal::None, Goal::Great, Goal::Greater, Goal::Greatest, Goal::Row}) CHECK(terms(g).empty());
  // 002 line 874: "so that there be not .100. upon one man".
  CHECK(one_man_may_not_bear_the_sum(Goal::HonourAndQuarrel));
  CHECK_FALSE(one_man_may_not_bear_the_sum(Goal::Honour));
  CHECK(name(Term::Characters) == "characters");
}

TEST_CASE("goal: characters are digits", "[victory][goal][reference]") {
  // du Coeur 000: "the .8. has a single character, the .24. has twoo, and the .225. has three".
  CHECK(characters(8L) == 1);
  CHECK(characters(24L) == 2);
  CHECK(characters(mpz_class(225)) == 3);
  // Fulke 002 line 867: ".2.4.5.8.24.64. so you have .100. in .8. characters" (107 in all,
  // not the "more then .100. by .4." printed there; the claims ledger reports it).
  const std::vector<long> men = {2, 4, 5, 8, 24, 64};
  int chars = 0;
  for (long m : men) chars += characters(m);
  CHECK(chars == 8);
  CHECK(std::accumulate(men.begin(), men.end(), 0L) == 107);
  // The two overloads agree with the length of the decimal text.
  for (long n = 0; n <= 100000; n += 7) {
    CHECK(characters(n) == static_cast<int>(std::to_string(n).size()));
    CHECK(characters(mpz_class(n)) == static_cast<int>(std::to_string(n).size()));
  }
}
