#include "audit/relations/relation.hpp"

#include "number/numeral.hpp"
#include "text/join.hpp"

#include <algorithm>

namespace rithmo {

namespace {

std::vector<RelationSpec> gather() {
  std::vector<RelationSpec> all;
  for (auto family : relation_families()) {
    for (auto& spec : family()) {
      // A parameter written {name, default, {}, help} lists no values: it is text
      // ("exponents" 2+3+4+6, "centre" A), checked by its relation when bound.
      for (auto& p : spec.parameters) {
        if (p.type == ParameterType::Choice && p.allowed.empty()) p.type = ParameterType::Text;
      }
      all.push_back(std::move(spec));
    }
  }
  std::sort(all.begin(), all.end(),
            [](const RelationSpec& a, const RelationSpec& b) { return a.name < b.name; });
  return all;
}

}  // namespace

const BoundRelation& BindCache::bind(std::string_view name, const RelationParams& params) {
  Slot* slot = nullptr;
  auto asked = std::make_pair(std::string(name), params);
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (const auto it = asked_.find(asked); it != asked_.end()) slot = it->second;
  }
  if (!slot) {
    // Kept by every parameter; what cannot be filled in is refused by bind_relation,
    // kept by the parameters as given.
    RelationParams key;
    if (const RelationSpec* spec = find_relation(name)) {
      try {
        key = full_params(*spec, params);
        if (spec->plain) spec->plain(key);
      } catch (const RelationError&) {
        key = params;
      }
    } else {
      key = params;
    }
    const std::lock_guard<std::mutex> lock(mutex_);
    auto& s = slots_[std::make_pair(std::string(name), std::move(key))];
    if (!s) s = std::make_unique<Slot>();
    slot = s.get();
    asked_.emplace(std::move(asked), slot);
  }
  const std::lock_guard<std::mutex> made(slot->lock);
  // Any other exception (out of memory) leaves the slot unmade: the next ask tries again.
  if (!slot->made) {
    try {
      slot->bound = std::make_unique<BoundRelation>(bind_relation(armies_, name, params));
    } catch (const RelationError& e) {
      slot->refused = e.what();
    }
    slot->made = true;
  }
  if (slot->bound) return *slot->bound;
  throw RelationError(slot->refused);
}

bool yes(const RelationParams& params, const std::string& name) {
  const auto it = params.find(name);
  return it != params.end() && it->second == "yes";
}

WhichMen which_men(const RelationParams& params) {
  return {yes(params, "pyramid-totals"), yes(params, "pyramid-layers")};
}

long whole_number(const RelationParams& params, const std::string& name) {
  const std::string& text = params.at(name);
  NumeralError error;
  const auto n = read_count(text, 1000000, &error);
  if (!n) throw RelationError("bad value '" + text + "' for " + name + ": " + error.message);
  return static_cast<long>(*n);
}

std::string relation_label(std::string_view name, const RelationParams& given) {
  std::string s(name);
  for (const auto& [k, v] : given) s += " " + k + "=" + v;
  return s;
}

std::string BoundRelation::label() const { return relation_label(name, given); }

std::optional<std::string> key_of_word(WordKind kind, std::string_view printed, std::optional<Army> white) {
  if (kind != WordKind::Army) return std::nullopt;
  // By parity; by colour only under the reading white.
  const auto army = white ? read_army(printed, *white) : read_parity(printed);
  if (!army) return std::nullopt;
  return std::string(name(*army));
}

const std::vector<RelationSpec>& relation_specs() {
  static const std::vector<RelationSpec> specs = gather();
  return specs;
}

const RelationSpec* find_relation(std::string_view name) {
  for (const auto& spec : relation_specs()) {
    if (spec.name == name) return &spec;
  }
  return nullptr;
}

const std::vector<std::string>& accepted_values(const RelationSpec& spec, const RelationParameter& p) {
  const auto it = spec.accepts.find(p.name);
  return it == spec.accepts.end() ? p.allowed : it->second;
}

RelationParams full_params(const RelationSpec& spec, const RelationParams& params) {
  // The one validator of parameters; the relation's name goes before its text.
  RelationParams full;
  for (const auto& [k, v] : params) {
    try {
      validate(find_parameter(spec.parameters, k, "relation " + spec.name), v);
    } catch (const ParameterError& e) {
      const std::string what = e.what();
      throw RelationError(what.rfind("relation ", 0) == 0 ? what : "relation " + spec.name + ": " + what);
    }
    if (const auto it = spec.accepts.find(k);
        it != spec.accepts.end() && std::find(it->second.begin(), it->second.end(), v) == it->second.end()) {
      throw RelationError("relation " + spec.name + " takes " + k + " " + join(it->second, " or ") +
                          ", not '" + v + "'");
    }
    full[k] = v;
  }
  for (const auto& p : spec.parameters) {
    if (full.count(p.name)) continue;
    if (p.default_value.empty()) throw RelationError("relation " + spec.name + " needs " + p.name);
    full[p.name] = p.default_value;
  }
  return full;
}

BoundRelation bind_relation(const Armies& armies, std::string_view name, const RelationParams& params) {
  const RelationSpec* spec = find_relation(name);
  if (!spec) {
    std::vector<std::string> names;
    for (const auto& s : relation_specs()) names.push_back(s.name);
    throw RelationError("unknown relation '" + std::string(name) + "' (valid: " + join(names, ", ") + ")");
  }
  RelationParams full = full_params(*spec, params);
  BoundRelation bound = spec->bind(armies, full);
  bound.name = spec->name;
  bound.params = full;
  bound.given = params;
  if (bound.columns.empty()) bound.columns = spec->columns;
  return bound;
}

}  // namespace rithmo
