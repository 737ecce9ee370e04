#include "readings/readings.hpp"

#include "audit/relations/relation.hpp"
#include "men/armies.hpp"
#include "play/rules.hpp"

#include "catch.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// Every parameter of every relation and every rule of play, with who declares it.
std::vector<std::pair<std::string, Parameter>> every_parameter() {
  std::vector<std::pair<std::string, Parameter>> all;
  for (const auto& spec : relation_specs()) {
    for (const auto& p : spec.parameters) all.emplace_back("relation " + spec.name, p);
  }
  for (const auto& p : play::parameters()) all.emplace_back("the rules of play", p);
  return all;
}

}  // namespace

TEST_CASE("readings: the one table is sorted, each name once, each default one of its values", "[readings]") {
  std::vector<std::string> names;
  for (const auto& r : readings()) {
    CAPTURE(r.parameter.name);
    names.push_back(r.parameter.name);
    CHECK_FALSE(r.parameter.help.empty());
    CHECK_FALSE(r.parameter.source.empty());
    if (!r.parameter.default_value.empty()) CHECK_FALSE(invalid(r.parameter, r.parameter.default_value));
    // A reading without a default says why.
    if (r.parameter.default_value.empty()) CHECK_FALSE(r.note.empty());
  }
  CHECK(std::is_sorted(names.begin(), names.end()));
  CHECK(std::adjacent_find(names.begin(), names.end()) == names.end());
}

TEST_CASE("readings: every use of a reading is its entry, with its default or none", "[readings]") {
  for (const auto& [owner, p] : every_parameter()) {
    if (!is_reading(p.name)) continue;
    CAPTURE(owner, p.name);
    const Parameter& entry = reading(p.name);
    CHECK(p.allowed == entry.allowed);
    CHECK(p.type == entry.type);
    CHECK(p.help == entry.help);
    CHECK(p.source == entry.source);
    CHECK((p.default_value == entry.default_value || p.default_value.empty()));
  }
}

TEST_CASE("readings: a name means one reading wherever it is used", "[readings]") {
  // The same name declared by two relations, or by a relation and the rules, must be one
  // reading: its values and help the same. A name the audit and play share belongs in the
  // one table; one that only a family of relations shares comes from that family's
  // factory (the cossic relations' "armies" and "exponents").
  std::map<std::string, std::vector<std::pair<std::string, Parameter>>> by_name;
  for (auto& [owner, p] : every_parameter()) by_name[p.name].emplace_back(owner, p);
  for (const auto& [name, uses] : by_name) {
    std::set<std::string> owners;
    for (const auto& u : uses) owners.insert(u.first);
    if (owners.size() < 2) continue;
    CAPTURE(name);
    if (owners.count("the rules of play")) CHECK(is_reading(name));
    for (const auto& [owner, p] : uses) {
      CAPTURE(owner);
      CHECK(p.allowed == uses.front().second.allowed);
      CHECK(p.help == uses.front().second.help);
    }
  }
}

TEST_CASE("readings: each reading of the one table is used", "[readings]") {
  std::set<std::string> used;
  for (const auto& [owner, p] : every_parameter()) used.insert(p.name);
  for (const auto& r : readings()) {
    CAPTURE(r.parameter.name);
    CHECK(used.count(r.parameter.name) == 1);
  }
}

TEST_CASE("readings: the rules of play and the audit name the kings' readings alike", "[readings]") {
  // The names that were once two (pyramid-whole in play, pyramid-totals in the audit;
  // triumph-two and two; triumph-geometric-four and geometric-four) are one.
  for (const char* name : {"pyramid-totals", "pyramid-layers", "two", "geometric-four", "standards-king"}) {
    CAPTURE(name);
    CHECK(is_reading(name));
    CHECK_NOTHROW(play::part_of_play(name));
  }
  for (const char* old : {"pyramid-whole", "triumph-two", "triumph-geometric-four"}) {
    CAPTURE(old);
    CHECK_THROWS_AS(play::part_of_play(old), play::RulesError);
  }
}

TEST_CASE("readings: every value a relation lists, it takes; the others it refuses, saying which",
          "[readings]") {
  // `rithmo relations` lists each reading's values as the relation takes them
  // (accepted_values); each of them binds (a value refused only with another reading's
  // value, kinds with grade greatest, names that other reading), and a value of the
  // reading the relation does not take is refused with the values it does.
  const Armies armies = build_armies();
  std::size_t narrowed = 0;
  for (const auto& spec : relation_specs()) {
    RelationParams base;
    for (const auto& p : spec.parameters) {
      if (p.default_value.empty() && !p.allowed.empty()) base[p.name] = accepted_values(spec, p).front();
    }
    for (const auto& p : spec.parameters) {
      if (p.type != ParameterType::Choice) continue;
      for (const std::string& value : p.allowed) {
        const auto& takes = accepted_values(spec, p);
        const bool listed = std::find(takes.begin(), takes.end(), value) != takes.end();
        RelationParams params = base;
        params[p.name] = value;
        INFO("relation " << spec.name << " " << p.name << "=" << value);
        std::string refused;
        try {
          (void)bind_relation(armies, spec.name, params);
        } catch (const RelationError& e) {
          refused = e.what();
        }
        const std::string own = "takes " + p.name + " ";
        if (listed) {
          CHECK(refused.find(own) == std::string::npos);
        } else {
          ++narrowed;
          CHECK(refused.rfind("relation " + spec.name + " " + own, 0) == 0);
        }
      }
    }
  }
  CHECK(narrowed >= 4);  // men and triumph: one layout each; oblivion-only: kinds 1 and 2
  CHECK_THROWS_AS(reading("no-such-reading"), std::logic_error);
}

TEST_CASE("readings: every value a relation allows reaches its bind as a value it knows", "[readings]") {
  // Each relation reads a reading of choices back through the table its values came
  // from (choice()); a value the parameter allows and the table lacks would throw
  // std::logic_error here. A value the relation refuses with another reading's value
  // (kinds goes with grade greater) is a RelationError, not a failure.
  const Armies armies = build_armies();
  std::size_t bound = 0;
  for (const auto& spec : relation_specs()) {
    RelationParams base;
    for (const auto& p : spec.parameters) {
      if (p.default_value.empty() && !p.allowed.empty()) base[p.name] = p.allowed.front();
    }
    for (const auto& p : spec.parameters) {
      if (p.type != ParameterType::Choice) continue;
      for (const std::string& value : p.allowed) {
        RelationParams params = base;
        params[p.name] = value;
        INFO("relation " << spec.name << " " << p.name << "=" << value);
        try {
          (void)bind_relation(armies, spec.name, params);
          ++bound;
        } catch (const RelationError&) {
        }
      }
    }
  }
  CHECK(bound > 100);
}
