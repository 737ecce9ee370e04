// The proportion and triumph relations (lib/harmony) as the audit reads them: the
// Table of harmonies (002 lines 985-1221), Savard's table of the greatest victory
// (003 lines 204-237), and the examples of proportions given in prose.
#include "audit/judging/judgement.hpp"
#include "audit/relations/relation.hpp"
#include "harmony/pool.hpp"
#include "harmony/proportion.hpp"
#include "harmony/triumph.hpp"
#include "number/compare.hpp"
#include "number/number_set.hpp"
#include "number/numeral.hpp"
#include "number/rational.hpp"
#include "readings/readings.hpp"
#include "text/join.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <type_traits>

namespace rithmo {

namespace {

std::vector<RelationParameter> pool_parameters() {
  std::vector<RelationParameter> out{as_reading(reading("army"))};
  for (const auto& p : which_men_readings()) out.push_back(as_reading(p));
  return out;
}

PoolOptions pool_of(const RelationParams& params) {
  PoolOptions p;
  p.armies = choice(params, "army", kPoolArmiesNames);
  p.men = which_men(params);
  return p;
}

std::string text_of(const mpz_class& x) { return x.get_str(); }
// "13 1/2", as the period wrote a fraction.
std::string text_of(const Rational& x) { return numeral_text(x); }
Rational ratio_of(const mpz_class& c, const mpz_class& a) { return Rational(c, a); }
Rational ratio_of(const Rational& c, const Rational& a) { return c / a; }

// Why three numbers a < b < c are in proportion p, as a line of arithmetic.
template <class N>
std::string proportion_proof(Proportion p, const N& a, const N& b, const N& c) {
  const std::string A = text_of(a), B = text_of(b), C = text_of(c);
  const std::string terms = numerals_text({A, B, C});
  switch (p) {
    case Proportion::Arithmetic:
      return "arithmetic " + terms + ": " + B + " - " + A + " = " + C + " - " + B + " = " + text_of(N(b - a));
    case Proportion::Geometric:
      return "geometric " + terms + ": " + A + ":" + B + " = " + B + ":" + C + " (" + A + " x " + C + " = " +
             B + " x " + B + " = " + text_of(N(b * b)) + ")";
    case Proportion::Musical:
      return "musical " + terms + ": (" + C + " - " + B + "):(" + B + " - " + A + ") = " + C + ":" + A +
             " = " + ratio_of(c, a).str();
  }
  return "";
}

// The witnesses of each kind a set (ascending) shows, e.g. "arithmetic 2 3 4;
// geometric 2:3 = 4:6".
std::string kinds_proof(const NumberRow& set, const TriumphOptions& options) {
  std::string out;
  for (const KindWitness& w : kinds_witnessed(set, options)) {
    const auto& v = w.numbers;
    out +=
        (out.empty() ? "" : "; ") +
        (v.size() == 3 ? proportion_proof(w.kind, v[0], v[1], v[2])
                       : "geometric " + v[0].get_str() + ":" + v[1].get_str() + " = " + v[2].get_str() + ":" +
                             v[3].get_str() + " (" + mpz_class(v[0] * v[3]).get_str() + " both ways)");
  }
  return out;
}

// "both armies", "the even army".
std::string armies_text(const RelationParams& params) {
  const PoolArmies armies = choice(params, "army", kPoolArmiesNames);
  return armies == PoolArmies::Both ? std::string("both armies")
                                    : "the " + std::string(kPoolArmiesNames.name(armies)) + " army";
}

// "any", then every pair of the kinds of proportion: "arithmetic+geometric" ... (the
// values of the triumph's "kinds", read back by parse_kind_pair).
std::vector<std::string> kind_pair_names() {
  std::vector<std::string> out = {"any"};
  for (std::size_t i = 0; i < std::size(kProportions); ++i) {
    for (std::size_t j = i + 1; j < std::size(kProportions); ++j)
      out.push_back(std::string(name(kProportions[i])) + "+" + std::string(name(kProportions[j])));
  }
  return out;
}

std::string pool_text(const RelationParams& params, std::size_t size) {
  return "all among the " + std::to_string(size) + " numbers of " + armies_text(params) +
         (yes(params, "pyramid-totals") ? "" : " without the kings' totals") +
         (yes(params, "pyramid-layers") ? " with the kings' layers" : "");
}

// The men of the pool nearest to x, the nearer first: "121, 120" for 124.
std::string nearest_men(const std::vector<mpz_class>& pool, const mpz_class& x) {
  std::vector<mpz_class> by = pool;
  std::stable_sort(by.begin(), by.end(), [&x](const mpz_class& a, const mpz_class& b) {
    const mpz_class da = abs(a - x), db = abs(b - x);
    return da != db ? da < db : a > b;
  });
  std::string s;
  for (std::size_t i = 0; i < by.size() && i < 2; ++i) s += (i ? ", " : "") + by[i].get_str();
  return s;
}

// "124 is no man of the game (nearest: 121, 120)" for each number outside the pool.
std::string not_men(const std::vector<mpz_class>& pool, const NumberRow& numbers, const std::string& of) {
  std::string s;
  for (const auto& x : numbers) {
    if (std::binary_search(pool.begin(), pool.end(), x)) continue;
    s += (s.empty() ? "" : "; ") + x.get_str() + " is no man of " + of +
         " (nearest: " + nearest_men(pool, x) + ")";
  }
  return s;
}

std::string pool_owner(const RelationParams& params) {
  return choice(params, "army", kPoolArmiesNames) == PoolArmies::Both ? "the game" : armies_text(params);
}

// Why three numbers are not in proportion p: the condition that fails, with its numbers.
std::string proportion_disproof(Proportion p, const mpz_class& a, const mpz_class& b, const mpz_class& c) {
  const std::string A = a.get_str(), B = b.get_str(), C = c.get_str();
  switch (p) {
    case Proportion::Arithmetic:
      return B + " - " + A + " = " + mpz_class(b - a).get_str() + " but " + C + " - " + B + " = " +
             mpz_class(c - b).get_str();
    case Proportion::Geometric:
      return A + " x " + C + " = " + mpz_class(a * c).get_str() + " but " + B + " x " + B + " = " +
             mpz_class(b * b).get_str();
    case Proportion::Musical:
      return "(" + C + " - " + B + "):(" + B + " - " + A +
             ") = " + (b == a ? std::string("undefined") : Rational(c - b, b - a).str()) + " but " + C + ":" +
             A + " = " + (a == 0 ? std::string("undefined") : Rational(c, a).str());
  }
  return "";
}

// Why four numbers are no set of the grade: the kinds they show and the one that
// fails, and the numbers that are no men.
std::string triumph_disproof(Grade grade, const std::optional<Kinds>& pair, const TriumphOptions& options,
                             const std::vector<mpz_class>& men, const std::string& of, const NumberRow& n) {
  const NumberRow s = sorted_numbers(n);
  if (s.size() != 4 || std::adjacent_find(s.begin(), s.end()) != s.end()) {
    return std::string("not four different numbers");
  }
  const Kinds shown = kinds_shown(s, options);
  std::string missing;
  for (Proportion p : kProportions) {
    if (!shown.has(p)) {
      missing += (missing.empty() ? "" : "; ") + std::string("no three of them are in ") +
                 std::string(name(p)) + " proportion";
    }
  }
  std::string out = shown.count() == 0 ? "" : "the " + kinds_proof(s, options) + " holds";
  const bool too_many =
      grade == Grade::Greater && options.two_kinds == TwoKinds::Exactly && shown.count() == 3;
  const bool wrong_pair = grade == Grade::Greater && pair && shown.count() >= 2 && !shown.contains(*pair);
  if (too_many) {
    out += (out.empty() ? "" : "; ") +
           std::string("it shows all three kinds, and a greater set under two=exactly shows only two");
  } else if (wrong_pair) {
    out += (out.empty() ? "" : "; ") + std::string("it shows ") + shown.str() + ", not the " + pair->str() +
           " of this table";
  } else if (!missing.empty()) {
    out += (out.empty() ? "" : "; ") + missing;
  }
  const std::string strangers = not_men(men, s, of);
  if (!strangers.empty()) out += "; " + strangers;
  return out;
}

// Why three numbers are no great set: not three different numbers, in no proportion,
// or not all men.
std::string great_disproof(const TriumphOptions& options, const std::vector<mpz_class>& men,
                           const std::string& of, const NumberRow& n) {
  const NumberRow s = sorted_numbers(n);
  if (s.size() != 3 || std::adjacent_find(s.begin(), s.end()) != s.end()) {
    return "not three different numbers";
  }
  std::string out;
  if (kinds_shown(s, options).count() == 0)
    out = "they are in no proportion, arithmetic, geometric or musical";
  const std::string strangers = not_men(men, s, of);
  if (!strangers.empty()) out += (out.empty() ? "" : "; ") + strangers;
  return out;
}

// A row set over the pool, order within a row free.
BoundRelation pool_row_set(std::vector<NumberRow> rows, std::string statement) {
  BoundRelation r;
  r.unordered = true;
  r.statement = std::move(statement);
  auto members = std::make_shared<std::vector<NumberRow>>();
  std::vector<DerivedRow> derived;
  for (auto& row : rows) {
    members->push_back(sorted_numbers(row));
    derived.push_back({{}, std::move(row)});
  }
  std::sort(members->begin(), members->end(), row_less);
  r.valid = [members](const Keys&, const NumberRow& n) {
    // A row printed in order (most are) is looked up as it is, without a sorted copy.
    if (std::is_sorted(n.begin(), n.end(), number_less))
      return std::binary_search(members->begin(), members->end(), n, row_less);
    return std::binary_search(members->begin(), members->end(), sorted_numbers(n), row_less);
  };
  r.derived = std::move(derived);
  return r;
}

RelationSpec proportion_spec() {
  RelationSpec spec;
  spec.name = "proportion";
  spec.summary = "Three numbers of the game in one proportion (the Table of harmonies, 002 lines 985-1099)";
  spec.columns = {{"a", ColumnRole::Number, "a number (any order)", false, {"first", "least"}},
                  {"b", ColumnRole::Number, "a number", false, {"middle", "mean"}},
                  {"c", ColumnRole::Number, "a number", false, {"last", "greatest"}}};
  spec.parameters = {enum_parameter("kind", std::nullopt, kProportionNames, "the kind of proportion")};
  for (auto& p : pool_parameters()) spec.parameters.push_back(p);
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const Proportion kind = choice(params, "kind", kProportionNames);
    const auto pool = make_pool(armies, pool_of(params));
    std::vector<NumberRow> rows;
    for (const Triple& t : proportions(kind, pool)) rows.push_back({t[0], t[1], t[2]});
    BoundRelation r = pool_row_set(std::move(rows), "the three numbers are in " + std::string(name(kind)) +
                                                        " proportion, " + pool_text(params, pool.size()));
    r.proof = [kind](const Keys&, const NumberRow& n) {
      const NumberRow s = sorted_numbers(n);
      return proportion_proof(kind, s[0], s[1], s[2]);
    };
    auto men = std::make_shared<std::vector<mpz_class>>(pool);
    const std::string of = pool_owner(params);
    r.is_man = [set = std::make_shared<const NumberSet>(*men)](const mpz_class& x) {
      return set->contains(x);
    };
    r.disproof = [kind, men, of](const Keys&, const NumberRow& n) {
      const NumberRow s = sorted_numbers(n);
      if (s.size() != 3) return std::string("not three numbers");
      const std::string strangers = not_men(*men, s, of);
      if (in_proportion(kind, {s[0], s[1], s[2]})) {
        return "the " + std::string(name(kind)) + " holds (" + proportion_proof(kind, s[0], s[1], s[2]) +
               ") but " + (strangers.empty() ? std::string("a number repeats") : strangers);
      }
      return s[0].get_str() + " " + s[1].get_str() + " " + s[2].get_str() + " are not in " +
             std::string(name(kind)) + " proportion (" + proportion_disproof(kind, s[0], s[1], s[2]) + ")" +
             (strangers.empty() ? "" : "; " + strangers);
    };
    return r;
  };
  return spec;
}

// Savard's table of the greatest victory (003 lines 204-237): each line the four
// numbers (empty on a continuation line, which gives other triples for the four
// above), the three in arithmetic proportion, the geometric proportion ("2:9 =
// 16:72" or three numbers), the three in harmonic proportion, and a number divided by
// those three with the quotients, which are in arithmetic progression.
std::vector<RelationColumn> savard_columns() {
  std::vector<RelationColumn> c;
  for (const char* n : {"a", "b", "c", "d"})
    c.push_back({n, ColumnRole::Key, "one of the four numbers", true});
  c.push_back({"arithmetic", ColumnRole::Key, "three numbers in arithmetic proportion"});
  c.push_back({"geometric", ColumnRole::Key, "a:b = c:d, or three numbers in geometric proportion", true});
  c.push_back({"harmonic", ColumnRole::Key, "three numbers in harmonic proportion"});
  c.push_back({"reciprocal_base", ColumnRole::Key, "the number divided by the harmonic three"});
  c.push_back({"reciprocals", ColumnRole::Key, "the quotients"});
  return c;
}

// The numbers of a part as Savard prints it ("2 3 4", "2:3 = 4:6"): digits separated by
// spaces, colons and equals signs, each read by the one numeral reader (decimal: "08"
// is eight); nullopt for anything else.
std::optional<NumberRow> parse_numbers(const std::string& text) {
  NumberRow out;
  std::size_t from = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != ' ' && text[i] != ':' && text[i] != '=') continue;
    const std::string_view word = std::string_view(text).substr(from, i - from);
    from = i + 1;
    if (word.empty()) continue;
    if (!all_digits(word)) return std::nullopt;
    auto n = read_natural(word);
    if (!n) return std::nullopt;
    out.push_back(std::move(*n));
  }
  return out;
}

std::vector<Finding> savard_check(const std::vector<PrintedRow>& rows, const std::vector<NumberRow>& derived,
                                  const TriumphOptions& options) {
  std::vector<Finding> out;
  auto finding = [](const PrintedRow& p, FindingKind kind, std::vector<std::string> printed,
                    std::string why) {
    Finding f;
    f.kind = kind;
    f.row = p.row;
    f.line = p.line;
    f.printed = std::move(printed);
    f.explanation = std::move(why);
    f.extra = p.extra;
    return f;
  };
  auto is_greatest = [&options](const NumberRow& n) { return is_triumph(Grade::Greatest, n, options); };
  std::set<NumberRow> seen;
  NumberRow four;
  for (const PrintedRow& p : rows) {
    const auto& c = p.cells;
    const bool continuation = c[0].empty() && c[1].empty() && c[2].empty() && c[3].empty();
    if (!continuation) {
      NumberRow n;
      for (int i = 0; i < 4; ++i) {
        if (auto v = parse_numbers(c[i]); v && v->size() == 1) n.push_back(v->front());
      }
      if (n.size() != 4) {
        out.push_back(finding(p, FindingKind::Unresolved, {c[0], c[1], c[2], c[3]},
                              "the four numbers are not all printed"));
        continue;
      }
      four = n;
      std::vector<std::string> printed{c[0], c[1], c[2], c[3]};
      if (!is_greatest(n)) {
        Finding f = finding(p, FindingKind::Unresolved, printed, "");
        f.candidates = best_emendations(n, is_greatest);
        if (!f.candidates.empty()) {
          f.kind = FindingKind::Erratum;
          if (f.candidates.size() == 1) {
            f.proof = kinds_proof(sorted_numbers(f.candidates.front().row), options);
            f.explanation = describe(f.candidates.front().slip) + ": " + f.proof;
          } else {
            f.explanation = tie_text(f.candidates);
          }
        } else {
          f.explanation = "not all three proportions: shows " + kinds_shown(n, options).str();
        }
        out.push_back(std::move(f));
      } else if (!seen.insert(sorted_numbers(n)).second) {
        out.push_back(finding(p, FindingKind::Duplicate, printed, "the same four numbers stand above"));
      }
    }
    // The triples: each among the four and in its proportion.
    const struct {
      std::size_t column;
      Proportion kind;
    } triples[] = {{4, Proportion::Arithmetic}, {5, Proportion::Geometric}, {6, Proportion::Musical}};
    for (const auto& t : triples) {
      if (c[t.column].empty()) continue;
      const auto n = parse_numbers(c[t.column]);
      const bool ratio = c[t.column].find(':') != std::string::npos;
      std::string problem;
      if (!n || n->size() != (ratio ? 4u : 3u)) {
        problem = "cannot be read as " + std::string(ratio ? "a:b = c:d" : "three numbers");
      } else {
        for (const auto& x : *n) {
          if (std::find(four.begin(), four.end(), x) == four.end())
            problem = x.get_str() + " is not one of the four";
        }
        if (problem.empty()) {
          const bool holds = ratio ? equal_ratios((*n)[0], (*n)[1], (*n)[2], (*n)[3])
                                   : in_proportion(t.kind, {(*n)[0], (*n)[1], (*n)[2]});
          if (!holds) problem = "not in " + std::string(name(t.kind)) + " proportion";
        }
      }
      if (!problem.empty()) {
        out.push_back(finding(p, FindingKind::Unresolved, {c[t.column]},
                              std::string(name(t.kind)) + " column '" + c[t.column] + "': " + problem));
      }
    }
    // The quotients: base / h for each harmonic number h, in arithmetic progression.
    const auto h = parse_numbers(c[6]);
    const auto base = parse_numbers(c[7]);
    const auto q = parse_numbers(c[8]);
    if (h && base && q && base->size() == 1 && h->size() == q->size()) {
      for (std::size_t i = 0; i < h->size(); ++i) {
        if (i + 2 < q->size() && (*q)[i] - (*q)[i + 1] != (*q)[i + 1] - (*q)[i + 2]) {
          out.push_back(
              finding(p, FindingKind::Unresolved, {c[8]}, "the quotients are not in arithmetic progression"));
        }
        if ((*h)[i] * (*q)[i] != base->front()) {
          out.push_back(
              finding(p, FindingKind::Unresolved, {c[8]},
                      base->front().get_str() + " / " + (*h)[i].get_str() + " is not " + (*q)[i].get_str()));
        }
      }
    }
  }
  for (const NumberRow& d : derived) {
    if (seen.count(d)) continue;
    bool printed_wrong = false;
    for (const auto& f : out)
      printed_wrong = printed_wrong || (f.emendation() && sorted_numbers(f.emendation()->row) == d);
    if (printed_wrong) continue;
    Finding f;
    f.kind = FindingKind::Omission;
    for (const auto& x : d) f.derived.push_back(x.get_str());
    f.proof = kinds_proof(d, options);
    f.explanation = "not printed: " + f.proof;
    out.push_back(std::move(f));
  }
  return out;
}

RelationSpec triumph_spec() {
  RelationSpec spec;
  spec.name = "triumph";
  spec.names = "victory";
  spec.summary = "Four numbers of the game showing two kinds of proportion (greater) or all three (greatest)";
  spec.columns = {{"a", ColumnRole::Number, "a number (any order)"},
                  {"b", ColumnRole::Number, "a number"},
                  {"c", ColumnRole::Number, "a number"},
                  {"d", ColumnRole::Number, "a number"}};
  spec.parameters = {
      {"grade", "", {"greater", "greatest"}, "the grade of the triumph"},
      {"kinds", "any", kind_pair_names(), "for greater: the two kinds the set shows"},
      as_reading(reading("geometric-four")),
      as_reading(reading("two")),
      reading("layout"),
  };
  for (auto& p : pool_parameters()) spec.parameters.push_back(p);
  // A greatest triumph shows all three kinds: whether a greater shows exactly two or at
  // least two does not change it.
  spec.plain = [two = as_reading(reading("two")).default_value](RelationParams& params) {
    if (const auto grade = params.find("grade"); grade != params.end() && grade->second == "greatest") {
      params["two"] = two;
    }
  };
  spec.accepts = {{"layout", {"list", "savard"}}};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const Grade grade = choice(params, "grade", kGradeNames);
    TriumphOptions options;
    options.geometric_four = choice(params, "geometric-four", kGeometricFourNames);
    options.two_kinds = choice(params, "two", kTwoKindsNames);
    const std::optional<Kinds> pair = parse_kind_pair(params.at("kinds"));  // nullopt: any
    if (pair && grade != Grade::Greater)
      throw RelationError("relation triumph: kinds goes with grade greater");
    const auto pool = make_pool(armies, pool_of(params));
    std::vector<NumberRow> rows;
    for (auto& set : triumphs(grade, pool, options, pair)) rows.push_back(std::move(set.numbers));
    std::string what = grade == Grade::Greatest ? "all three kinds of proportion"
                       : pair                   ? "the " + pair->str() + " proportions"
                                                : "two kinds of proportion";
    BoundRelation r = pool_row_set(std::move(rows),
                                   "the four numbers show " + what + ", " + pool_text(params, pool.size()));
    r.proof = [options](const Keys&, const NumberRow& n) { return kinds_proof(sorted_numbers(n), options); };
    auto men = std::make_shared<std::vector<mpz_class>>(pool);
    const std::string of = pool_owner(params);
    r.is_man = [set = std::make_shared<const NumberSet>(*men)](const mpz_class& x) {
      return set->contains(x);
    };
    r.disproof = [grade, pair, options, men, of](const Keys&, const NumberRow& n) {
      return triumph_disproof(grade, pair, options, *men, of, n);
    };
    if (choice(params, "layout", kLayoutNames) == Layout::Savard) {
      if (grade != Grade::Greatest)
        throw RelationError("relation triumph: layout savard goes with grade greatest");
      std::vector<NumberRow> derived;
      for (const auto& d : *r.derived) derived.push_back(sorted_numbers(d.numbers));
      r.columns = savard_columns();
      r.check = [derived, options](const std::vector<PrintedRow>& printed) {
        return savard_check(printed, derived, options);
      };
      r.derived.reset();
    }
    return r;
  };
  return spec;
}

// Sets with their parts (issue 11, "What period tables print"): a set of four numbers
// printed with the proportions it is made of, as Faber's table of victories (1496, OCR
// page 0146 lines 51-60: "2 3 4 6 | 2.4.6 Medietas arith. | 2.3.4.6 Geo. | 2.3.6
// har."). The set must be a set of the grade the row names; each printed part must be
// numbers of the set standing in the proportion the part names: three numbers in that
// proportion, or, for the geometric part, four in two equal ratios (2:3 = 4:6).
struct PrintedPart {
  Proportion kind;
  std::size_t key;  // the key column that holds it (after grade)
};
constexpr PrintedPart kPrintedParts[] = {
    {Proportion::Arithmetic, 1}, {Proportion::Geometric, 2}, {Proportion::Musical, 3}};

std::string row_text(const NumberRow& n) {
  std::string s;
  for (std::size_t i = 0; i < n.size(); ++i) s += (i ? " " : "") + n[i].get_str();
  return s;
}

// Whether a printed part stands among the set's numbers in the proportion it names;
// when it does not and `why` is given, why not. (The audit asks the first for every
// row under every reading tried; the words only for the rows reported.)
bool part_holds(Proportion kind, const NumberRow& part, const NumberRow& set, std::string* why) {
  auto fails = [why](auto&& text) {
    if (why) *why = text();
    return false;
  };
  for (const auto& x : part) {
    if (std::none_of(set.begin(), set.end(), [&x](const mpz_class& y) { return same_number(x, y); }))
      return fails([&] {
        return x.get_str() + " is not one of the set's numbers (" + row_text(sorted_numbers(set)) + ")";
      });
  }
  const NumberRow s = sorted_numbers(part);
  if (std::adjacent_find(s.begin(), s.end(), same_number) != s.end())
    return fails([] { return std::string("a number repeats"); });
  if (s.size() == 3) {
    if (in_proportion(kind, {s[0], s[1], s[2]})) return true;
    return fails([&] {
      return row_text(s) + " are not in " + std::string(name(kind)) + " proportion (" +
             proportion_disproof(kind, s[0], s[1], s[2]) + ")";
    });
  }
  if (s.size() >= 4) {
    // A progression of the kind, continued: each three neighbours in the proportion
    // ("3 6 9 12" arithmetic, "2 4 8 16" geometric).
    std::size_t i = 0;
    while (i + 2 < s.size() && in_proportion(kind, {s[i], s[i + 1], s[i + 2]})) ++i;
    if (i + 2 == s.size()) return true;
    if (kind != Proportion::Geometric || s.size() != 4)
      return fails([&] {
        return row_text(s) + " are no " + std::string(name(kind)) + " progression (" +
               proportion_disproof(kind, s[i], s[i + 1], s[i + 2]) + ")";
      });
  }
  if (s.size() == 4 && kind == Proportion::Geometric) {
    if (equal_ratios(s[0], s[1], s[2], s[3])) return true;
    return fails([&] {
      return s[0].get_str() + ":" + s[1].get_str() + " is not " + s[2].get_str() + ":" + s[3].get_str() +
             " (" + s[0].get_str() + " x " + s[3].get_str() + " = " + mpz_class(s[0] * s[3]).get_str() +
             " but " + s[1].get_str() + " x " + s[2].get_str() + " = " + mpz_class(s[1] * s[2]).get_str() +
             ")";
    });
  }
  return fails([&] {
    return std::to_string(s.size()) + " numbers, where a " + std::string(name(kind)) +
           " part has three or more in progression" +
           (kind == Proportion::Geometric ? " (or four in two equal ratios)" : "");
  });
}

// Why a printed part does not stand in its proportion among the set's numbers; empty
// when it does.
std::string part_problem(Proportion kind, const NumberRow& part, const NumberRow& set) {
  std::string why;
  return part_holds(kind, part, set, &why) ? std::string() : why;
}

std::string part_proof(Proportion kind, const NumberRow& part) {
  const NumberRow s = sorted_numbers(part);
  if (s.size() == 3) return proportion_proof(kind, s[0], s[1], s[2]);
  bool continued = true;
  for (std::size_t i = 0; i + 2 < s.size(); ++i)
    continued = continued && in_proportion(kind, {s[i], s[i + 1], s[i + 2]});
  if (continued) {
    std::vector<std::string> steps;
    for (std::size_t i = 0; i + 2 < s.size(); ++i)
      steps.push_back(proportion_proof(kind, s[i], s[i + 1], s[i + 2]));
    return std::string(name(kind)) + " progression: " + join(steps, "; ");
  }
  return "geometric " + s[0].get_str() + ":" + s[1].get_str() + " = " + s[2].get_str() + ":" +
         s[3].get_str() + " (" + mpz_class(s[0] * s[3]).get_str() + " both ways)";
}

// The cheapest readings one slip gives of a printed part that stand in its proportion
// among the set's numbers. A part printed in order (rising or falling) is read in that
// order: a compositor's slip does not reorder what the author set.
std::vector<Emendation> part_mends(Proportion kind, const NumberRow& part, const NumberRow& set,
                                   const SlipCosts& costs = {}) {
  const auto rising = [](const NumberRow& x) { return std::is_sorted(x.begin(), x.end()); };
  const auto falling = [](const NumberRow& x) { return std::is_sorted(x.rbegin(), x.rend()); };
  const bool up = rising(part), down = !up && falling(part);
  return best_emendations(
      part,
      [&](const NumberRow& x) {
        return (!up || rising(x)) && (!down || falling(x)) && part_holds(kind, x, set, nullptr);
      },
      costs);
}

// The numbers a victory of the grade is made of: three for the great, four otherwise.
std::size_t victory_size(Grade grade) { return grade == Grade::Great ? 3 : 4; }

RelationSpec victory_parts_spec() {
  RelationSpec spec;
  spec.name = "victory-parts";
  spec.names = "victory";
  spec.summary =
      "A victory's set of numbers of the game with the parts it is made of: the set is a victory of the "
      "grade named (great: three numbers in one proportion, greater: four showing two kinds of "
      "proportion, greatest: all three), each printed part a proportion of the kind it names among the "
      "set's numbers (Faber 1496, OCR page 0146 lines 51-60)";
  spec.columns = {
      {"grade", ColumnRole::Key,
       "great, greater or greatest, or the book's words for it in the five languages"},
      {"a", ColumnRole::Number, "a number of the set (any order)"},
      {"b", ColumnRole::Number, "a number of the set"},
      {"c", ColumnRole::Number, "a number of the set"},
      {"d", ColumnRole::Number, "a number of the set; empty for the great victory, of three numbers", true},
      {"arithmetic", ColumnRole::Key, "the arithmetic part as printed (numbers), or empty", true},
      {"geometric", ColumnRole::Key, "the geometric part (three numbers, or four a:b = c:d), or empty", true},
      {"musical", ColumnRole::Key, "the musical part (numbers), or empty", true, {"harmonic"}}};
  spec.parameters = {
      as_reading(reading("geometric-four")),
      as_reading(reading("two")),
      reading("language"),
  };
  spec.words = {WordKind::Grade};
  for (auto& p : pool_parameters()) spec.parameters.push_back(p);
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    TriumphOptions options;
    options.geometric_four = choice(params, "geometric-four", kGeometricFourNames);
    options.two_kinds = choice(params, "two", kTwoKindsNames);
    const Language language = choice(params, "language", kLanguageNames);
    auto men = std::make_shared<std::vector<mpz_class>>(make_pool(armies, pool_of(params)));
    const std::string of = pool_owner(params);
    // The grade a row names, by its key or the book's words; nullopt for a word not read.
    auto named_grade = [language](const std::string& cell) -> std::optional<Grade> {
      if (const auto g = kGradeNames.parse(cell)) return g;
      return read_grade(cell, language);
    };
    // The great victory named on a row of four numbers: the word may be a language's
    // name for another grade, and the row is not checked (below).
    auto great_of_four = [named_grade](const Keys& keys, const NumberRow& n) {
      return n.size() == 4 && named_grade(keys.at(0)) == Grade::Great;
    };
    auto set_holds = [options, set = std::make_shared<const NumberSet>(*men)](Grade grade,
                                                                              const NumberRow& n) {
      if (n.size() != victory_size(grade)) return false;
      for (const auto& x : n)
        if (!set->contains(x)) return false;
      return is_triumph(grade, n, options);
    };
    BoundRelation r;
    r.unread = [named_grade,
                language](const Keys& keys) -> std::optional<std::pair<std::string, std::string>> {
      if (keys.at(0).empty() || named_grade(keys.at(0))) return std::nullopt;
      return std::pair{keys.at(0),
                       not_read_text(keys.at(0), language) +
                           ", no grade of a victory the vocabulary knows (great, greater, greatest, in "
                           "the five languages); "};
    };
    r.not_checked = [great_of_four](const Keys& keys, const NumberRow& n) -> std::optional<std::string> {
      if (!great_of_four(keys, n)) return std::nullopt;
      return "not checked: '" + keys.at(0) +
             "' reads as the great victory, of three numbers in one proportion, and the row gives four; "
             "the word may name another grade in the book's usage";
    };
    r.unordered = true;
    r.statement =
        "the numbers are a set of the grade named (great: three in one proportion, greater: four "
        "showing two kinds of proportion, greatest: all three), " +
        pool_text(params, men->size()) +
        ", and each printed part stands in the proportion it names among them";
    r.valid = [named_grade, set_holds](const Keys& keys, const NumberRow& n) {
      const auto grade = named_grade(keys.at(0));
      if (!grade || !set_holds(*grade, n)) return false;
      for (const PrintedPart& part : kPrintedParts) {
        if (keys.at(part.key).empty()) continue;
        const auto numbers = parse_numbers(keys.at(part.key));
        if (!numbers || !part_holds(part.kind, *numbers, n, nullptr)) return false;
      }
      return true;
    };
    r.proof = [options](const Keys& keys, const NumberRow& n) {
      std::string parts;
      for (const PrintedPart& part : kPrintedParts) {
        if (keys.at(part.key).empty()) continue;
        parts += (parts.empty() ? "" : "; ") + part_proof(part.kind, *parse_numbers(keys.at(part.key)));
      }
      return keys.at(0) + ": " + kinds_proof(sorted_numbers(n), options) +
             (parts.empty() ? "" : "; the printed parts: " + parts);
    };
    r.is_man = [set = std::make_shared<const NumberSet>(*men)](const mpz_class& x) {
      return set->contains(x);
    };
    // One slip in a printed part: the readings of the failing part that make the whole
    // row valid, the cheapest of each part (part_mends).
    r.mend_keys = [valid = r.valid](const Keys& keys, const NumberRow& n, const SlipCosts& costs) {
      static constexpr const char* kColumns[] = {"", "arithmetic", "geometric", "musical"};
      std::vector<Emendation> out;
      for (const PrintedPart& part : kPrintedParts) {
        const std::string& text = keys.at(part.key);
        if (text.empty()) continue;
        const auto numbers = parse_numbers(text);
        if (!numbers || part_holds(part.kind, *numbers, n, nullptr)) continue;
        for (const Emendation& c : part_mends(part.kind, *numbers, n, costs)) {
          Keys mended = keys;
          mended.at(part.key) = row_text(c.row);
          if (!valid(mended, n)) continue;
          Emendation e{n, c.slip, c.cost};
          e.key = Emendation::KeyReading{part.key, kColumns[part.key], row_text(c.row)};
          out.push_back(std::move(e));
        }
      }
      return out;
    };
    r.disproof = [named_grade, set_holds, options, men, of](const Keys& keys,
                                                            const NumberRow& n) -> std::string {
      const auto grade = named_grade(keys.at(0));
      if (!grade) return "'" + keys.at(0) + "' is no grade of a victory (valid: great, greater, greatest)";
      std::string out;
      if (!set_holds(*grade, n)) {
        out = "the set " + row_text(sorted_numbers(n)) + " is no " + std::string(name(*grade)) + " set: " +
              (*grade == Grade::Great ? great_disproof(options, *men, of, n)
                                      : triumph_disproof(*grade, std::nullopt, options, *men, of, n));
      }
      for (const PrintedPart& part : kPrintedParts) {
        const std::string& text = keys.at(part.key);
        if (text.empty()) continue;
        const auto numbers = parse_numbers(text);
        std::string problem = numbers ? part_problem(part.kind, *numbers, n) : "cannot be read as numbers";
        if (problem.empty()) continue;
        std::string mend;
        if (numbers) {
          const auto candidates = part_mends(part.kind, *numbers, n);
          for (std::size_t i = 0; i < candidates.size(); ++i) {
            mend +=
                (i ? " or " : "") + describe(candidates[i].slip) + ", reading " + row_text(candidates[i].row);
          }
          if (!mend.empty())
            mend =
                (candidates.size() == 1 ? "; one slip mends it: " : "; one slip of these mends it: ") + mend;
        }
        out += (out.empty() ? "" : "; ") + std::string("the ") + std::string(name(part.kind)) + " part '" +
               text + "' fails: " + problem + mend;
      }
      return out;
    };
    return r;
  };
  return spec;
}

// A printed example: the numbers, in any order, are in the named proportion, or, when
// more than three, in progression (each three neighbours in order in proportion).
// Four numbers in two equal ratios (3:2 = 6:4, 002 line 222) are geometric too.
// The test over the numbers sorted, in N: three(a, b, c) tests three neighbours and
// equal_products(a, d, b, c) whether a * d == b * c; either may give nullopt (a product
// that would overflow a fixed width), and the test then gives nullopt too.
template <class N, class Three, class EqualProducts>
std::optional<bool> example_holds_sorted(Proportion kind, const std::vector<N>& s, Three three,
                                         EqualProducts equal_products) {
  if (s.size() < 3 || s.front() <= N(0)) return false;
  if (std::adjacent_find(s.begin(), s.end()) != s.end()) return false;
  bool progression = true;
  for (std::size_t i = 0; i + 2 < s.size() && progression; ++i) {
    const std::optional<bool> holds = three(s[i], s[i + 1], s[i + 2]);
    if (!holds) return std::nullopt;
    progression = *holds;
  }
  if (progression) return true;
  if (kind != Proportion::Geometric || s.size() != 4) return false;
  return equal_products(s[0], s[3], s[1], s[2]);
}

// The test in 64-bit integers: nullopt when a number does not fit or a product would
// overflow (in_proportion_fixed), and the caller then takes the exact way.
std::optional<bool> example_holds_fixed(Proportion kind, const std::vector<mpz_class>& row) {
  std::vector<std::int64_t> s;
  s.reserve(row.size());
  for (const mpz_class& n : row) {
    if (!n.fits_slong_p()) return std::nullopt;
    s.push_back(n.get_si());
  }
  std::sort(s.begin(), s.end());
  return example_holds_sorted(
      kind, s,
      [kind](std::int64_t a, std::int64_t b, std::int64_t c) { return in_proportion_fixed(kind, a, b, c); },
      [](std::int64_t a, std::int64_t d, std::int64_t b, std::int64_t c) -> std::optional<bool> {
        std::int64_t x = 0, y = 0;
        if (__builtin_mul_overflow(a, d, &x) || __builtin_mul_overflow(b, c, &y)) return std::nullopt;
        return x == y;
      });
}

// The test exactly; N is mpz_class or, for examples that print a fraction, Rational.
template <class N>
bool example_holds(Proportion kind, const std::vector<N>& row) {
  if constexpr (std::is_same_v<N, mpz_class>) {
    if (const auto fixed = example_holds_fixed(kind, row)) return *fixed;
  }
  std::vector<N> s = row;
  std::sort(s.begin(), s.end());
  return *example_holds_sorted(
      kind, s,
      [kind](const N& a, const N& b, const N& c) -> std::optional<bool> {
        return in_proportion(kind, {a, b, c});
      },
      [](const N& a, const N& d, const N& b, const N& c) -> std::optional<bool> {
        return equal_ratios(a, b, c, d);
      });
}

// The kind of proportion an example's row names: its key, or the book's words for it
// ("Medietas arith.", "geometrica", "har.").
std::optional<Proportion> kind_named(const std::string& cell) {
  if (const auto key = parse_proportion(cell)) return key;
  return read_proportion(cell);
}

// Why an example fails: the first three neighbours that are not in proportion.
template <class N>
std::string example_disproof(const Keys& keys, std::vector<N> s) {
  const auto kind = kind_named(keys.at(0));
  if (!kind) return "'" + keys.at(0) + "' is no kind of proportion";
  std::sort(s.begin(), s.end());
  if (s.size() < 3) return "fewer than three numbers";
  if (s.front() <= N(0)) return "a number is not positive";
  for (std::size_t i = 0; i + 2 < s.size(); ++i) {
    if (!in_proportion(*kind, {s[i], s[i + 1], s[i + 2]})) {
      return numerals_text({text_of(s[i]), text_of(s[i + 1]), text_of(s[i + 2])}) + " are not in " +
             std::string(name(*kind)) + " proportion";
    }
  }
  return "a number repeats";
}

// Why an example holds: each three neighbours' arithmetic, or the two equal ratios.
template <class N>
std::string example_proof(const Keys& keys, std::vector<N> s) {
  const auto kind = *kind_named(keys.at(0));
  std::sort(s.begin(), s.end());
  if (s.size() == 4 && kind == Proportion::Geometric && equal_ratios(s[0], s[1], s[2], s[3]) &&
      !in_proportion(kind, {s[0], s[1], s[2]})) {
    return "geometric " + text_of(s[0]) + ":" + text_of(s[1]) + " = " + text_of(s[2]) + ":" + text_of(s[3]) +
           " (" + text_of(N(s[0] * s[3])) + " both ways)";
  }
  std::string out;
  for (std::size_t i = 0; i + 2 < s.size(); ++i) {
    out += (i ? "; " : "") + proportion_proof(kind, s[i], s[i + 1], s[i + 2]);
  }
  return out;
}

RelationSpec examples_spec() {
  RelationSpec spec;
  spec.name = "proportion-examples";
  spec.summary =
      "Numbers given in prose as being in a proportion or progression (any numbers, not only the men; a "
      "mean may be a fraction)";
  spec.columns = {
      {"kind", ColumnRole::Key,
       "arithmetic, geometric, musical (or harmonic), or the book's words for it in the five languages"},
      {"numbers", ColumnRole::Numbers, "the numbers, separated by spaces; a fraction as 27/2 or 13 1/2"}};
  spec.parameters = {reading("language")};
  spec.words = {WordKind::Proportion};
  spec.bind = [](const Armies&, const RelationParams& params) {
    const Language language = choice(params, "language", kLanguageNames);
    BoundRelation r;
    r.unread = [language](const Keys& keys) -> std::optional<std::pair<std::string, std::string>> {
      if (keys.at(0).empty() || kind_named(keys.at(0))) return std::nullopt;
      return std::pair{keys.at(0), not_read_text(keys.at(0), language) +
                                       ", no kind of proportion the vocabulary knows (arithmetic, geometric, "
                                       "musical, in the five languages); "};
    };
    r.unordered = true;
    r.statement = "the numbers are in the proportion named, or in progression of it";
    r.valid = [](const Keys& keys, const NumberRow& n) {
      const auto kind = kind_named(keys.at(0));
      return kind && example_holds(*kind, n);
    };
    r.disproof = [](const Keys& keys, const NumberRow& n) { return example_disproof(keys, n); };
    r.proof = [](const Keys& keys, const NumberRow& n) { return example_proof(keys, n); };
    // Any numbers, so a mean may be a fraction: 12 13 1/2 15.
    r.valid_exact = [](const Keys& keys, const ExactRow& n) {
      const auto kind = kind_named(keys.at(0));
      return kind && example_holds(*kind, n);
    };
    r.disproof_exact = [](const Keys& keys, const ExactRow& n) { return example_disproof(keys, n); };
    r.proof_exact = [](const Keys& keys, const ExactRow& n) { return example_proof(keys, n); };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> harmony_relation_specs() {
  return {proportion_spec(), triumph_spec(), examples_spec(), victory_parts_spec()};
}

}  // namespace rithmo
