#include "taking/taking.hpp"

#include <algorithm>
#include <iterator>

namespace rithmo {

namespace {

std::vector<mpz_class> values_of(const std::vector<Soldier>& men) {
  std::vector<mpz_class> v;
  for (const auto& s : men) v.push_back(s.value);
  return v;  // ascending, as soldiers() sorts them
}

bool contains(const std::vector<mpz_class>& sorted, const mpz_class& x) {
  return std::binary_search(sorted.begin(), sorted.end(), x);
}

SpacesOptions spaces_of(const TakingWays& ways) {
  SpacesOptions s;
  s.board = ways.board;
  s.men = ways.men;
  s.min_spaces = ways.min_spaces;
  return s;
}

CossicOptions cossic_of(const TakingWays& ways) {
  CossicOptions c;
  c.exponents = ways.cossic_exponents;
  c.armies = ways.cossic_armies;
  c.men = ways.men;
  return c;
}

// Two distinct men of `men` (ascending values, one per man) whose numbers sum to, or
// differ by, v; the first pair found, as "a + b" or "a - b".
std::string pair_witness(const std::vector<mpz_class>& men, const mpz_class& v, bool sum) {
  for (std::size_t i = 0; i < men.size(); ++i) {
    for (std::size_t j = i + 1; j < men.size(); ++j) {
      if (sum && men[i] + men[j] == v) return men[i].get_str() + " + " + men[j].get_str();
      if (!sum && men[j] - men[i] == v) return men[j].get_str() + " - " + men[i].get_str();
    }
  }
  return "";
}

std::string range_text(const SpacesOptions& s) {
  return std::to_string(s.min_spaces) + " to " + std::to_string(s.board.max_spaces()) + " spaces";
}

}  // namespace

std::vector<Soldier> soldiers(const Armies& armies, Army army, const MenOptions& options) {
  std::vector<Soldier> out;
  for (auto& m : counted_men(armies, army, options))
    out.push_back({army, std::move(m.value), m.shape, m.king, m.layer});
  return out;
}

std::vector<mpz_class> equality_numbers(const Armies& armies, const MenOptions& options) {
  auto even = values_of(soldiers(armies, Army::Even, options));
  auto odd = values_of(soldiers(armies, Army::Odd, options));
  even.erase(std::unique(even.begin(), even.end()), even.end());
  odd.erase(std::unique(odd.begin(), odd.end()), odd.end());
  std::vector<mpz_class> both;
  std::set_intersection(even.begin(), even.end(), odd.begin(), odd.end(), std::back_inserter(both));
  return both;
}

namespace {

// What the enemy of `army` can take with, under `ways`: its men's numbers and its rows
// of taking by the spaces (by kSpacesOperations), derived once for many men.
struct Reach {
  std::vector<mpz_class> takers;
  std::vector<SpacesRow> spaces[2];
};

Reach reach_of(const Armies& armies, Army army, const TakingWays& ways) {
  const Army enemy = other(army);
  Reach r;
  r.takers = values_of(soldiers(armies, enemy, ways.men));
  const SpacesOptions spaces = spaces_of(ways);
  for (std::size_t i = 0; i < std::size(kSpacesOperations); ++i) {
    const SpacesOperation op = kSpacesOperations[i];
    const bool on = op == SpacesOperation::Multiplication ? ways.spaces_multiplication : ways.spaces_division;
    if (on) r.spaces[i] = spaces_relation(armies, enemy, op, spaces);
  }
  return r;
}

std::vector<std::string> ways_to_take(const Armies& armies, Army army, const mpz_class& value,
                                      const TakingWays& ways, const Reach& reach) {
  const Army enemy = other(army);
  const auto& takers = reach.takers;
  std::vector<std::string> out;
  if (ways.equality && contains(takers, value)) {
    out.push_back("equality: " + value.get_str() + " of the " + std::string(name(enemy)) + " army");
  }
  for (std::size_t i = 0; i < std::size(kSpacesOperations); ++i) {
    const SpacesOperation op = kSpacesOperations[i];
    for (const SpacesRow& r : reach.spaces[i]) {
      if (r.taken != value) continue;
      out.push_back(op == SpacesOperation::Multiplication
                        ? "eruption: " + r.taker.get_str() + " x " + std::to_string(r.spaces) +
                              " spaces = " + value.get_str()
                        : "division: " + r.taker.get_str() + " / " + std::to_string(r.spaces) +
                              " spaces = " + value.get_str());
      break;
    }
  }
  if (ways.addition) {
    const std::string w = pair_witness(takers, value, true);
    if (!w.empty()) out.push_back("lying in wait: " + w + " = " + value.get_str());
  }
  if (ways.subtraction) {
    const std::string w = pair_witness(takers, value, false);
    if (!w.empty()) out.push_back("subtraction: " + w + " = " + value.get_str());
  }
  if (ways.cossic) {
    const CossicSigns s = cossic_signs(armies, army, value, cossic_of(ways));
    if (!s.empty()) out.push_back("cossic signs: {" + s.str() + "}");
  }
  return out;
}

}  // namespace

std::vector<std::string> ways_to_take(const Armies& armies, Army army, const mpz_class& value,
                                      const TakingWays& ways) {
  return ways_to_take(armies, army, value, ways, reach_of(armies, army, ways));
}

std::vector<Soldier> oblivion_only(const Armies& armies, Army army, const TakingWays& ways) {
  const Reach reach = reach_of(armies, army, ways);
  std::vector<Soldier> out;
  for (const Soldier& s : soldiers(armies, army, ways.men)) {
    if (ways_to_take(armies, army, s.value, ways, reach).empty()) out.push_back(s);
  }
  return out;
}

std::string why_oblivion_only(const Armies& armies, Army army, const mpz_class& value,
                              const TakingWays& ways) {
  const auto taken = ways_to_take(armies, army, value, ways);
  if (!taken.empty()) {
    std::string out;
    for (const auto& t : taken) out += (out.empty() ? "" : "; ") + t;
    return "taken by " + out;
  }
  const std::string enemy(name(other(army)));
  const std::string v = value.get_str();
  std::vector<std::string> clauses;
  if (ways.equality) clauses.push_back("no " + enemy + " man is " + v);
  if (ways.spaces_multiplication)
    clauses.push_back("no " + enemy + " man times " + range_text(spaces_of(ways)) + " makes " + v);
  if (ways.spaces_division)
    clauses.push_back("no " + enemy + " man divided by " + range_text(spaces_of(ways)) + " gives " + v);
  if (ways.addition) clauses.push_back("no two " + enemy + " men sum to " + v);
  if (ways.subtraction) clauses.push_back("no two " + enemy + " men differ by " + v);
  if (ways.cossic) clauses.push_back("no cossic sign joins " + v + " to an " + enemy + " man");
  std::string out;
  for (const auto& c : clauses) out += (out.empty() ? "" : "; ") + c;
  return out.empty() ? "no way of taking but Oblivion is allowed" : out;
}

}  // namespace rithmo
