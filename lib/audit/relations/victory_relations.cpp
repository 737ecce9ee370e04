// The common victories (Fulke 002 lines 860-874; du Coeur 000 and 001 lines 111-119) as
// the audit reads them: each goal is one the adversary's men can meet, and each worked
// example meets its goals with the sum, men, characters and excess the text states.
//
// Fulke: bodies "to take a certain number of men" (line 863); goods "a certain number
// without respect of the men" (line 865); quarrel "the characters of the number" (line
// 867: ".100. in .8. characters"); honour "a determined number ... in a determined
// number of men" (line 870); honour and quarrel all three (line 872), "so that there be
// not .100. upon one man" (line 874). The characters of a number are its digits (du
// Coeur 000: "the .8. has a single character, the .24. has twoo, and the .225. has
// three").
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "number/numeral.hpp"
#include "readings/readings.hpp"
#include "taking/taking.hpp"
#include "text/join.hpp"
#include "victory/goal.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include "words/period_number.hpp"

namespace rithmo {

namespace {

enum class Slot { GoalSum, GoalMen, GoalCharacters, Man, StatedExcess, StatedSum, StatedCharacters };

// One row as numbers, with what each number is: the row emendation.hpp works on.
struct VictoryRow {
  std::vector<Slot> layout;
  NumberRow numbers;
};

struct Example {
  std::optional<mpz_class> goal_sum, goal_men, goal_characters, excess, stated_sum, stated_characters;
  NumberRow men;
};

Example read(const std::vector<Slot>& layout, const NumberRow& n) {
  Example e;
  for (std::size_t i = 0; i < layout.size() && i < n.size(); ++i) {
    switch (layout[i]) {
      case Slot::GoalSum:
        e.goal_sum = n[i];
        break;
      case Slot::GoalMen:
        e.goal_men = n[i];
        break;
      case Slot::GoalCharacters:
        e.goal_characters = n[i];
        break;
      case Slot::Man:
        e.men.push_back(n[i]);
        break;
      case Slot::StatedExcess:
        e.excess = n[i];
        break;
      case Slot::StatedSum:
        e.stated_sum = n[i];
        break;
      case Slot::StatedCharacters:
        e.stated_characters = n[i];
        break;
    }
  }
  return e;
}

// How many men of each number an army has.
using Census = std::map<mpz_class, long>;

Census census(const std::vector<Soldier>& men) {
  Census c;
  for (const auto& s : men) ++c[s.value];
  return c;
}

// The numbers of `men` the census cannot supply, e.g. "24" or "a second 8"; empty
// when it supplies them all.
std::vector<std::string> lacking(const Census& census, const NumberRow& men) {
  std::map<mpz_class, long> want;
  for (const auto& m : men) ++want[m];
  std::vector<std::string> out;
  for (const auto& [v, n] : want) {
    const auto it = census.find(v);
    const long have = it == census.end() ? 0 : it->second;
    if (have == 0)
      out.push_back(v.get_str());
    else if (have < n)
      out.push_back(std::to_string(n) + " men of " + v.get_str() + " (" + std::to_string(have) + " borne)");
  }
  return out;
}

// Whose men an example of victory may use: distinct men of one army, of either army,
// or any numbers.
enum class ExampleArmy { One, Either, Any };
constexpr auto kExampleArmyNames = enum_table<ExampleArmy>(
    {{ExampleArmy::One, "one"}, {ExampleArmy::Either, "either"}, {ExampleArmy::Any, "any"}});
// Whether an example meets its goals of men and characters exactly or at least.
enum class Counts { Exactly, AtLeast };
constexpr auto kCountsNames =
    enum_table<Counts>({{Counts::Exactly, "exactly"}, {Counts::AtLeast, "at-least"}});

struct Readings {
  ExampleArmy example_army = ExampleArmy::One;
  bool exactly = true;  // goals of men and characters met exactly
};

// A census as a sorted multiset of numbers, for the quick test of supplies_fast().
using Multiset = std::vector<long>;

Multiset multiset(const Census& c) {
  Multiset m;
  for (const auto& [v, n] : c) {
    for (long k = 0; k < n && v.fits_slong_p(); ++k) m.push_back(v.get_si());
  }
  return m;
}

struct Armament {
  Census even, odd, both;
  Multiset even_set, odd_set, both_set;  // the same, for the emendation search
  mpz_class least_total;                 // the smaller army's sum
  std::size_t least_men = 0;             // the smaller army's men
  std::size_t least_characters = 0;
};

// Whether the victory sets a goal of the slot's term (victory/goal.hpp); nothing for a
// name that is no common victory.
bool uses(const std::string& victory, Slot goal) {
  const auto g = kGoalNames.parse(victory);
  if (!g) return false;
  const Term term = goal == Slot::GoalMen ? Term::Men : goal == Slot::GoalSum ? Term::Sum : Term::Characters;
  const auto& ts = terms(*g);
  return std::find(ts.begin(), ts.end(), term) != ts.end();
}

// Whether the example's men are men of the game (of one army, when the reading says
// so), tested quickly: the men as a sorted multiset, included in the army's: no map, no text.
bool men_within_quick(const NumberRow& example_men, const Armament& a, const Readings& r) {
  Multiset men;
  for (const auto& m : example_men) {
    if (!m.fits_slong_p()) return false;
    men.push_back(m.get_si());
  }
  std::sort(men.begin(), men.end());
  auto within = [&men](const Multiset& army) {
    return std::includes(army.begin(), army.end(), men.begin(), men.end());
  };
  bool found = within(a.both_set);
  if (found && r.example_army == ExampleArmy::One) found = within(a.even_set) || within(a.odd_set);
  return found;
}

// Every way the row fails, as text; empty when it holds. With `quick` (the emendation
// search tries many rows), stops at the first failure and may leave its text empty.
std::vector<std::string> problems(const std::string& victory, const Example& e, const Armament& a,
                                  const Readings& r, bool quick = false) {
  std::vector<std::string> out;
  if (quick && r.example_army != ExampleArmy::Any && !e.men.empty() && !men_within_quick(e.men, a, r))
    return {""};
  const std::string cmp = r.exactly ? "" : "at least ";
  auto foreign = [&](const std::optional<mpz_class>& g, Slot s, const char* what) {
    if (g && !uses(victory, s)) out.push_back("the victory of " + victory + " sets no goal of " + what);
  };
  foreign(e.goal_sum, Slot::GoalSum, "points");
  foreign(e.goal_men, Slot::GoalMen, "men");
  foreign(e.goal_characters, Slot::GoalCharacters, "characters");
  if (quick && !out.empty()) return out;
  if (e.goal_sum && (*e.goal_sum < 1 || *e.goal_sum > a.least_total)) {
    out.push_back("a goal of " + e.goal_sum->get_str() + " points is beyond the " + a.least_total.get_str() +
                  " of the smaller army");
  }
  if (e.goal_men && (*e.goal_men < 1 || *e.goal_men > static_cast<unsigned long>(a.least_men))) {
    out.push_back("a goal of " + e.goal_men->get_str() + " men is beyond the " + std::to_string(a.least_men) +
                  " men of an army");
  }
  if (e.goal_characters &&
      (*e.goal_characters < 1 || *e.goal_characters > static_cast<unsigned long>(a.least_characters))) {
    out.push_back("a goal of " + e.goal_characters->get_str() + " characters is beyond the " +
                  std::to_string(a.least_characters) + " of an army");
  }
  if (quick && !out.empty()) return out;
  const bool example = !e.men.empty();
  if (!example) {
    if (e.excess || e.stated_sum || e.stated_characters)
      out.push_back("a sum, excess or characters stated without men");
    return out;
  }
  mpz_class sum = 0;
  std::size_t chars = 0;
  for (const auto& m : e.men) {
    sum += m;
    chars += characters(m);
  }
  if (r.example_army != ExampleArmy::Any && !quick) {  // quick: tested above
    const auto nowhere = lacking(a.both, e.men);
    if (!nowhere.empty()) out.push_back("no man of the game for " + join(nowhere, ", "));
    if (r.example_army == ExampleArmy::One) {
      NumberRow rest;
      for (const auto& m : e.men) {
        if (a.both.count(m)) rest.push_back(m);
      }
      const auto even = lacking(a.even, rest), odd = lacking(a.odd, rest);
      if (!even.empty() && !odd.empty()) {
        out.push_back(std::string(nowhere.empty() ? "the men" : "the others") +
                      " are not men of one army (the even lacks " + join(even, ", ") + "; the odd lacks " +
                      join(odd, ", ") + ")");
      }
    }
  }
  if (quick && !out.empty()) return out;
  const unsigned long men = e.men.size();
  if (e.goal_men && (r.exactly ? *e.goal_men != men : *e.goal_men > men)) {
    out.push_back(std::to_string(men) + " men, not " + cmp + e.goal_men->get_str());
  }
  if (e.goal_characters && (r.exactly ? *e.goal_characters != static_cast<unsigned long>(chars)
                                      : *e.goal_characters > static_cast<unsigned long>(chars))) {
    out.push_back(std::to_string(chars) + " characters, not " + cmp + e.goal_characters->get_str());
  }
  if (quick && !out.empty()) return out;
  if (e.goal_sum && sum < *e.goal_sum)
    out.push_back("the sum " + sum.get_str() + " falls short of " + e.goal_sum->get_str());
  const auto goal = kGoalNames.parse(victory);
  if (e.goal_sum && goal && one_man_may_not_bear_the_sum(*goal)) {
    for (const auto& m : e.men) {
      if (m >= *e.goal_sum)
        out.push_back(m.get_str() + " alone makes the goal (\"not .100. upon one man\", 002 line 874)");
    }
  }
  if (e.excess) {
    if (!e.goal_sum)
      out.push_back("an excess stated without a goal");
    else if (sum - *e.goal_sum != *e.excess) {
      out.push_back(sum.get_str() + " exceeds " + e.goal_sum->get_str() + " by " +
                    mpz_class(sum - *e.goal_sum).get_str() + ", not by " + e.excess->get_str());
    }
  }
  if (e.stated_sum && *e.stated_sum != sum)
    out.push_back("the sum is " + sum.get_str() + ", not " + e.stated_sum->get_str());
  if (e.stated_characters && *e.stated_characters != static_cast<unsigned long>(chars)) {
    out.push_back(std::to_string(chars) + " characters, not " + e.stated_characters->get_str());
  }
  return out;
}

// "2 + 4 + 5 + 8 + 24 + 64 = 107 in 6 men and 8 characters"
std::string arithmetic(const Example& e) {
  if (e.men.empty()) return "";
  std::string s;
  mpz_class sum = 0;
  std::size_t chars = 0;
  for (const auto& m : e.men) {
    s += (s.empty() ? "" : " + ") + m.get_str();
    sum += m;
    chars += characters(m);
  }
  return s + " = " + sum.get_str() + " in " + std::to_string(e.men.size()) +
         (e.men.size() == 1 ? " man" : " men") + " and " + std::to_string(chars) +
         (chars == 1 ? " character" : " characters");
}

// A number as printed: decimal digits, "09" nine, "12." of period print, a Roman numeral,
// words (words/period_number.hpp).
std::optional<mpz_class> number_cell(const std::string& text) { return read_period_number(text); }

// The men of each army as an example may take them, and the least any army has.
std::shared_ptr<const Armament> arm(const Armies& armies, const RelationParams& params) {
  const MenOptions men{yes(params, "pyramid-totals"), false};
  auto a = std::make_shared<Armament>();
  const auto even = soldiers(armies, Army::Even, men), odd = soldiers(armies, Army::Odd, men);
  a->even = census(even);
  a->odd = census(odd);
  a->both = a->even;
  for (const auto& [v, n] : a->odd) a->both[v] += n;
  a->even_set = multiset(a->even);
  a->odd_set = multiset(a->odd);
  a->both_set = multiset(a->both);
  auto total = [](const std::vector<Soldier>& s) {
    mpz_class t = 0;
    for (const auto& m : s) t += m.value;
    return t;
  };
  auto digits = [](const std::vector<Soldier>& s) {
    std::size_t t = 0;
    for (const auto& m : s) t += characters(m.value);
    return t;
  };
  a->least_total = std::min(total(even), total(odd));
  a->least_men = std::min(even.size(), odd.size());
  a->least_characters = std::min(digits(even), digits(odd));
  return a;
}

// The row's numbers, each with what it is: the goals, the men, then the stated
// columns beside. What cannot be read as a number is said in `unreadable`.
VictoryRow read_victory_row(const PrintedRow& p, std::vector<std::string>& unreadable) {
  VictoryRow v;
  const Slot goals[] = {Slot::GoalSum, Slot::GoalMen, Slot::GoalCharacters};
  for (std::size_t i = 0; i < 3; ++i) {
    if (const auto n = number_cell(p.cells.at(i + 1))) {
      v.layout.push_back(goals[i]);
      v.numbers.push_back(*n);
    }
  }
  const std::string& list = p.cells.at(4);
  for (std::size_t start = 0; start < list.size();) {
    const auto sp = list.find(' ', start);
    const std::string man = list.substr(start, sp - start);
    if (const auto n = number_cell(man)) {
      v.layout.push_back(Slot::Man);
      v.numbers.push_back(*n);
    } else if (!man.empty()) {  // spaces between the numbers are no number
      unreadable.push_back("men '" + list + "' is not a list of numbers");
      break;
    }
    if (sp == std::string::npos) break;
    start = sp + 1;
  }
  const std::pair<const char*, Slot> stated[] = {{"stated_excess", Slot::StatedExcess},
                                                 {"stated_sum", Slot::StatedSum},
                                                 {"stated_characters", Slot::StatedCharacters}};
  for (const auto& [column, slot] : stated) {
    for (const auto& [k, text] : p.extra) {
      if (k != column || text.empty()) continue;
      if (const auto n = number_cell(text)) {
        v.layout.push_back(slot);
        v.numbers.push_back(*n);
      } else {
        unreadable.push_back(k + " '" + text + "' is not a number");
      }
    }
  }
  return v;
}

// One goal or example against the men and the victory's terms, emended when it fails.
// The victory is named by its key or by the book's words ("Victoire de corps", "de
// honore et lite"); a name neither reads is a word not read, reported once, its rows
// not judged.
void check_victory_row(const std::shared_ptr<const Armament>& a, const Readings& readings, Language language,
                       const PrintedRow& p, WordsNotRead& not_read, std::vector<Finding>& out) {
  const std::string& named = p.cells.at(0);
  std::string victory = named;
  if (!kGoalNames.parse(named)) {
    if (const auto goal = read_victory(named)) {
      victory = std::string(name(*goal));
    } else {
      not_read.report(named, p,
                      not_read_text(named, language) +
                          ", no victory the vocabulary knows (bodies, goods, quarrel, honour, honour and "
                          "quarrel, in the five languages); ",
                      out);
      return;
    }
  }
  std::vector<std::string> unreadable;
  const VictoryRow v = read_victory_row(p, unreadable);
  if (!unreadable.empty()) {
    Finding f = finding_at(p, FindingKind::Unresolved);
    f.explanation = join(unreadable, "; ");
    out.push_back(std::move(f));
    return;
  }
  const auto layout = v.layout;
  auto valid = [a, readings, victory, layout](const NumberRow& n) {
    if (n.size() != layout.size()) return false;
    if (readings.example_army != ExampleArmy::Any) {
      // Most rows the search tries fail on their men: tested first, without
      // building the example.
      Multiset taken;
      for (std::size_t i = 0; i < n.size(); ++i) {
        if (layout[i] != Slot::Man) continue;
        if (!n[i].fits_slong_p()) return false;
        taken.push_back(n[i].get_si());
      }
      std::sort(taken.begin(), taken.end());
      auto within = [&taken](const Multiset& s) {
        return std::includes(s.begin(), s.end(), taken.begin(), taken.end());
      };
      if (!within(a->both_set)) return false;
      if (readings.example_army == ExampleArmy::One && !within(a->even_set) && !within(a->odd_set))
        return false;
    }
    return problems(victory, read(layout, n), *a, readings, true).empty();
  };
  const Example e = read(layout, v.numbers);
  const auto wrong = problems(victory, e, *a, readings);
  if (wrong.empty()) return;
  const std::string sums = arithmetic(e);
  const std::string why = (sums.empty() ? "" : sums + ": ") + join(wrong, "; ");
  // A goal printed in a column the victory does not set (or beside a name that is no
  // victory's) stays there whatever the slips: they change numbers, and exchange them
  // between cells, never the columns the row fills. No slip can mend the row, and none
  // is looked for.
  if ((e.goal_sum && !uses(victory, Slot::GoalSum)) || (e.goal_men && !uses(victory, Slot::GoalMen)) ||
      (e.goal_characters && !uses(victory, Slot::GoalCharacters))) {
    Finding f = finding_at(p, FindingKind::Unresolved);
    f.explanation =
        why + "; no slip of the printer's digits mends a goal in a column the victory does not set";
    out.push_back(std::move(f));
    return;
  }
  // A man of the example is a man of the game, unless any number may stand.
  CellFilter man_cells;
  if (readings.example_army != ExampleArmy::Any) {
    man_cells = [a, layout](std::size_t c, const mpz_class& x) {
      return layout[c] != Slot::Man ||
             (x.fits_slong_p() && std::binary_search(a->both_set.begin(), a->both_set.end(), x.get_si()));
    };
  }
  out.push_back(judge_row(
      p, v.numbers, valid, why, [layout](const NumberRow& n) { return arithmetic(read(layout, n)); }, {},
      man_cells));
  class_no_man(out.back(), v.numbers, man_cells);
}

RelationSpec victory_spec() {
  RelationSpec spec;
  spec.name = "common-victory";
  spec.summary =
      "Goals and worked examples of the common victories (bodies, goods, quarrel, honour, honour and "
      "quarrel): "
      "the goals within an army's reach, each example's sum, men, characters and stated excess or sum (002 "
      "lines "
      "860-874; du Coeur 000, 001 lines 111-119). Read beside the columns, when present: stated_excess, "
      "stated_sum, "
      "stated_characters";
  spec.columns = {{"victory", ColumnRole::Key,
                   "bodies, goods, quarrel, honour or honour-and-quarrel, or the book's words for it"},
                  {"goal_sum", ColumnRole::Number, "the points to reach", true},
                  {"goal_men", ColumnRole::Number, "the men to take", true},
                  {"goal_characters", ColumnRole::Number, "the characters (digits) to take", true},
                  {"men", ColumnRole::Numbers, "the numbers of the men of a worked example", true}};
  spec.parameters = {
      enum_parameter(
          "example-army", ExampleArmy::One, kExampleArmyNames,
          "the men of an example are distinct men of one army (Fulke's examples of honour, 002 lines 870 and "
          "872, "
          "take even men only), distinct men of either army (men taken change coat, line 517), or any "
          "numbers"),
      enum_parameter(
          "counts", Counts::Exactly, kCountsNames,
          "an example meets its goals of men and characters exactly (002 line 870: \"100 in 8 men\"; line "
          "872: "
          "\"the "
          "decreed number of men and the decreed number of characters\") or at least (du Coeur 001 line 115: "
          "\"at "
          "least 8 characters\")"),
      reading("pyramid-totals"),
  };
  spec.parameters.push_back(reading("language"));
  spec.words = {WordKind::Victory};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const std::shared_ptr<const Armament> a = arm(armies, params);
    const Readings readings{choice(params, "example-army", kExampleArmyNames),
                            choice(params, "counts", kCountsNames) == Counts::Exactly};
    const Language language = choice(params, "language", kLanguageNames);
    BoundRelation r;
    r.statement = "each goal is within an army's reach and each example meets its goals as the text states";
    r.check = [a, readings, language](const std::vector<PrintedRow>& rows) {
      std::vector<Finding> out;
      WordsNotRead not_read;
      for (const PrintedRow& p : rows) check_victory_row(a, readings, language, p, not_read, out);
      return out;
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> victory_relation_specs() { return {victory_spec()}; }

}  // namespace rithmo
