// The ratio-table relation: Fulke's little tables of the three kinds of proportion,
// "The reason of these numbers and the knowledge of their proportione" (002 lines
// 535-591), against the orders of men the proportion relates.
//
// Each kind of proportion is "figured" by one shape of men, and its table shows that
// shape's two orders with the name of the ratio over each column:
//   multiplex          the rounds: "this proportion semeth best to agree with roundes"
//                      (line 539); n^2 : n = n : 1, double for 2 (lines 546-551)
//   superparticular    the triangles: "beste figured by a trianguler forme" (line 554);
//                      n(n+1) : n^2 = (n+1)^2 : n(n+1) = (n+1) : n (lines 557-564)
//   superpartient      the squares: "wel figured in the square" (line 567); the first
//                      order of squares to the second order of triangles and the second
//                      order of squares to the first, (2n+1) : (n+1) (lines 579-591)
//   squares-first-order  "The first order of squares": the two orders of triangles
//                      "added ... being the squares" (lines 569-576)
// Beside the men the tables print rows of plain numbers: the terms of each column's
// ratio ("3 5 7 9" over sesquialter 3:2 ..., line 558; "5. 9. 13. 17." for 5:3 ...,
// line 580) and the differences of the two orders ("10. 36. 78. 136.", 25 - 15 ...,
// line 581). A numbers row must be one of these rows, derived; a heading row names,
// column by column, the ratio of the block it heads (or ends), or the parts of it
// ("third fyft seventh ninth": the lesser terms, line 579).
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "harmony/pool.hpp"
#include "number/numeral.hpp"
#include "readings/readings.hpp"
#include "text/join.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <cassert>
#include <climits>
#include <map>
#include <memory>
#include <set>

namespace rithmo {

namespace {

// The kinds of row, the transcriber's key: a row of numbers, or a heading's words.
const std::vector<std::string> kRowKinds = {"numbers", "heading"};

enum class TableFamily { Multiplex, Superparticular, SquaresFirstOrder, Superpartient };
constexpr auto kTableFamilyNames =
    enum_table<TableFamily>({{TableFamily::Multiplex, "multiplex"},
                             {TableFamily::Superparticular, "superparticular"},
                             {TableFamily::SquaresFirstOrder, "squares-first-order"},
                             {TableFamily::Superpartient, "superpartient"}});

struct FamilyRules {
  std::vector<Rule> figured;                  // the orders of men the table shows
  std::vector<std::pair<Rule, Rule>> ratios;  // (lesser, greater) in the family's ratio
  std::optional<RatioFamily> family;
};

FamilyRules rules_of(TableFamily f) {
  switch (f) {
    case TableFamily::Multiplex:
      return {{Rule::Digit, Rule::DigitSquared}, {{Rule::Digit, Rule::DigitSquared}}, RatioFamily::Multiplex};
    case TableFamily::Superparticular:
      return {{Rule::DigitPlusSquare, Rule::SuccessorSquared},
              {{Rule::DigitSquared, Rule::DigitPlusSquare}, {Rule::DigitPlusSquare, Rule::SuccessorSquared}},
              RatioFamily::Superparticular};
    case TableFamily::SquaresFirstOrder:
      return {{Rule::DigitPlusSquare, Rule::SuccessorSquared, Rule::SumOfTriangles}, {}, std::nullopt};
    case TableFamily::Superpartient:
      return {{Rule::SumOfTriangles, Rule::DoubledPlusOneSquared},
              {{Rule::SuccessorSquared, Rule::SumOfTriangles},
               {Rule::SumOfTriangles, Rule::DoubledPlusOneSquared}},
              RatioFamily::Superpartient};
  }
  return {};
}

std::string order_name(Rule rule) {
  return std::string(shape_order(rule) == 1 ? "first" : "second") + " order of " +
         std::string(name(shape_of(rule))) + "s";
}

// A row the table may print: its numbers, what it is, which army's, and whether the
// table must print it (the orders of men it figures).
struct Candidate {
  NumberRow numbers;
  std::vector<std::string> what;
  std::set<Army> armies;
  bool required = false;
};

struct TableContext {
  std::vector<Candidate> candidates;
  std::vector<Army> armies;                      // in scope
  std::map<Army, std::vector<Rational>> ratios;  // each column's ratio, by army
  std::size_t width = 0;
  Language language = Language::English;  // the table's words
};

std::string ratio_text(const Rational& r) {
  return r.numerator().get_str() + ":" + r.denominator().get_str();
}

TableContext make_context(const Armies& armies, TableFamily family, PoolArmies army) {
  TableContext c;
  if (army != PoolArmies::Odd) c.armies.push_back(Army::Even);
  if (army != PoolArmies::Even) c.armies.push_back(Army::Odd);
  const FamilyRules rules = rules_of(family);
  auto add = [&c](NumberRow numbers, const std::string& what, Army a, bool required) {
    for (auto& k : c.candidates) {
      if (k.numbers == numbers) {
        if (std::find(k.what.begin(), k.what.end(), what) == k.what.end()) k.what.push_back(what);
        k.armies.insert(a);
        k.required = k.required || required;
        return;
      }
    }
    c.candidates.push_back({std::move(numbers), {what}, {a}, required});
  };
  for (Army a : c.armies) {
    const auto& men = armies.men(a);
    const std::string army_name(name(a));
    auto row_of = [&men](Rule rule) {
      std::vector<const Man*> out;
      for (const Man& m : men) {
        if (m.rule == rule) out.push_back(&m);
      }
      return out;
    };
    c.width = std::max(c.width, row_of(Rule::Digit).size());
    for (Rule rule : rules.figured) {
      NumberRow n;
      std::vector<std::string> seeds;
      for (const Man* m : row_of(rule)) {
        n.push_back(m->value);
        seeds.push_back(std::to_string(m->seed));
      }
      add(n,
          "the " + order_name(rule) + " of the " + army_name + " army, " + std::string(formula(rule)) +
              " at n = " + join(seeds, ", "),
          a, true);
    }
    for (const auto& [lesser, greater] : rules.ratios) {
      const auto lo = row_of(lesser), hi = row_of(greater);
      NumberRow p, q, d;
      std::vector<std::string> ratios, differences;
      std::vector<Rational> column;
      for (std::size_t i = 0; i < lo.size(); ++i) {
        const Rational r(hi[i]->value, lo[i]->value);
        assert(ratio_family(r) == *rules.family);
        column.push_back(r);
        p.push_back(r.numerator());
        q.push_back(r.denominator());
        d.push_back(hi[i]->value - lo[i]->value);
        ratios.push_back(ratio_text(r));
        differences.push_back(hi[i]->value.get_str() + " - " + lo[i]->value.get_str());
      }
      c.ratios[a] = column;
      const std::string of = "the " + army_name + " army's " + std::string(name(*rules.family)) + " ratios " +
                             join(ratios, ", ");
      add(p, "the greater terms of " + of, a, false);
      add(q, "the lesser terms of " + of, a, false);
      add(d,
          "the differences of the " + army_name + " army's " + order_name(greater) + " over the " +
              order_name(lesser) + ", " + join(differences, ", "),
          a, false);
    }
  }
  return c;
}

// A cell of a numbers row: digits as a compositor sets them, without a leading zero.
bool is_number(const std::string& s) {
  return s.size() < 30 && all_digits(s) && (s.size() == 1 || s[0] != '0');
}

// The table's rows as read: the numbers rows as printed, the candidates each matches,
// and the armies each row belongs to once read.
struct ReadTable {
  std::vector<std::optional<NumberRow>> numbers;
  std::vector<const Candidate*> matched;
  std::set<const Candidate*> printed;   // matched exactly by a printed row
  std::set<const Candidate*> supplied;  // supplied by an emended row
  std::vector<std::set<Army>> row_armies;
};

// First pass: the numbers rows as printed, and the candidates each matches exactly.
ReadTable match_numbers_rows(const TableContext& c, const std::vector<PrintedRow>& rows,
                             std::vector<Finding>& out) {
  ReadTable t;
  t.numbers.resize(rows.size());
  t.matched.assign(rows.size(), nullptr);
  t.row_armies.resize(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PrintedRow& p = rows[i];
    if (p.keys.at(0) != "numbers") continue;
    NumberRow n;
    bool ok = true;
    for (std::size_t j = 1; j < p.cells.size(); ++j) {
      if (p.cells[j].empty()) {
        ok = false;
        continue;
      }
      // A cell read as a number that is none is bad input, as in every relation.
      if (!is_number(p.cells[j]))
        throw RowInputError(
            p.row, "c" + std::to_string(j),
            "'" + p.cells[j] + "' is not a number, in a numbers row (column c" + std::to_string(j) + ")");
      n.emplace_back(p.cells[j], 10);
    }
    if (!ok || n.size() != p.cells.size() - 1) {
      Finding f = first_key_finding(FindingKind::Unresolved, p);
      f.printed = std::vector<std::string>(p.cells.begin() + 1, p.cells.end());
      f.explanation = "a numbers row with an empty cell";
      out.push_back(std::move(f));
      continue;
    }
    t.numbers[i] = n;
    for (const Candidate& k : c.candidates) {
      if (k.numbers == n) {
        t.matched[i] = &k;
        t.printed.insert(&k);
      }
    }
  }
  return t;
}

// A numbers row that cannot be right, emended toward a row the table lacks.
Finding emend_row(const TableContext& c, const PrintedRow& p, std::size_t i, ReadTable& t) {
  Finding f = first_key_finding(FindingKind::Erratum, p);
  for (const auto& x : *t.numbers[i]) f.printed.push_back(x.get_str());
  std::vector<std::pair<Emendation, const Candidate*>> all;
  for (const Candidate& k : c.candidates) {
    for (auto& e : emendations(*t.numbers[i], std::vector<NumberRow>{k.numbers}))
      all.emplace_back(std::move(e), &k);
  }
  auto supplies = [&](const Candidate* k) {
    return k->required && !t.printed.count(k) && !t.supplied.count(k);
  };
  const bool any = std::any_of(all.begin(), all.end(), [&](const auto& e) { return supplies(e.second); });
  int best = INT_MAX;
  for (const auto& [e, k] : all) {
    if (!any || supplies(k)) best = std::min(best, e.cost);
  }
  std::vector<const Candidate*> chosen;
  for (auto& [e, k] : all) {
    if ((!any || supplies(k)) && e.cost == best) {
      f.candidates.push_back(e);
      chosen.push_back(k);
    }
  }
  if (chosen.empty()) {
    f.kind = FindingKind::Unresolved;
    f.explanation =
        "no single slip of the printer makes it a row of the table: the orders it figures, the terms "
        "of the ratios or their differences";
  } else if (chosen.size() == 1) {
    const Candidate& k = *chosen.front();
    f.proof = join(k.what, "; also ");
    f.explanation = describe(f.candidates.front().slip) + "; read " +
                    [&k] {
                      std::vector<std::string> v;
                      for (const auto& x : k.numbers) v.push_back(x.get_str());
                      return join(v, " ");
                    }() +
                    ": " + f.proof + (any ? " (a row the table otherwise lacks)" : "");
    if (any) t.supplied.insert(&k);
    t.row_armies[i] = k.armies;
  } else {
    std::vector<std::string> each;
    for (std::size_t j = 0; j < chosen.size(); ++j)
      each.push_back(chosen[j]->what.front() + " (" + describe(f.candidates[j].slip) + ")");
    f.explanation =
        "tie between " + std::to_string(chosen.size()) + " readings, not decided: " + join(each, "; ");
  }
  return f;
}

// Second pass: the rows that cannot be right, emended toward a row the table lacks.
void emend_numbers_rows(const TableContext& c, const std::vector<PrintedRow>& rows, ReadTable& t,
                        std::vector<Finding>& out) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (t.matched[i]) {
      t.row_armies[i] = t.matched[i]->armies;
      continue;
    }
    if (!t.numbers[i]) continue;
    out.push_back(emend_row(c, rows[i], i, t));
  }
}

// The armies of the block after (forward) or before heading row i: those its rows share.
std::set<Army> block_armies(const std::vector<PrintedRow>& rows,
                            const std::vector<std::set<Army>>& row_armies, std::size_t i, bool forward) {
  std::set<Army> armies;
  for (std::size_t j = i; forward ? j + 1 < rows.size() : j > 0;) {
    j = forward ? j + 1 : j - 1;
    if (rows[j].keys.at(0) == "heading") break;
    if (row_armies[j].empty()) continue;
    if (armies.empty()) {
      armies = row_armies[j];
    } else {
      std::set<Army> both;
      std::set_intersection(armies.begin(), armies.end(), row_armies[j].begin(), row_armies[j].end(),
                            std::inserter(both, both.end()));
      if (!both.empty()) armies = both;
    }
  }
  return armies;
}

// One heading's columns against the ratios of the armies of its block.
void check_heading(const TableContext& c, const PrintedRow& p, const std::set<Army>& armies,
                   std::vector<Finding>& out, WordsNotRead& not_read) {
  for (std::size_t col = 1; col < p.cells.size(); ++col) {
    const std::string& text = p.cells[col];
    if (text.empty()) continue;
    const std::optional<Rational> ratio = read_ratio_name(text);
    std::optional<long> ordinal;
    if (!ratio) ordinal = read_ordinal(text);
    if (!ratio && !ordinal) {
      if (!not_read.again(text, p.row, out)) {
        Finding f = first_key_finding(FindingKind::NotRead, p);
        f.printed = {text};
        not_read.first(text, std::move(f),
                       not_read_text(text, c.language) +
                           ", neither the name of a ratio nor of its parts in the vocabulary of the five "
                           "languages; column " +
                           std::to_string(col) + " of ",
                       out);
      }
      continue;
    }
    std::vector<std::string> want;
    bool ok = false;
    for (Army a : armies) {
      const auto it = c.ratios.find(a);
      if (it == c.ratios.end() || col - 1 >= it->second.size()) continue;
      const Rational& r = it->second[col - 1];
      ok = ok || (ratio && *ratio == r) || (ordinal && mpz_class(*ordinal) == r.denominator());
      want.push_back(ratio_text(r) + " (" + latin_name(r) + ")");
    }
    if (ok) continue;
    Finding f = first_key_finding(FindingKind::Unresolved, p);
    f.printed = {text};
    const std::string reads = ratio ? "names " + ratio_text(*ratio)
                                    : "names parts of " + std::to_string(*ordinal) + " (a lesser term " +
                                          std::to_string(*ordinal) + ")";
    f.explanation = "column " + std::to_string(col) + ": '" + text + "' " + reads + "; " +
                    (want.empty() ? std::string("this table names no ratio")
                                  : "the column's ratio is " + join(want, " or "));
    out.push_back(std::move(f));
  }
}

// Headings: the ratio of each column of the block the heading stands over, or under
// when nothing follows it before the next heading.
void check_headings(const TableContext& c, const std::vector<PrintedRow>& rows,
                    const std::vector<std::set<Army>>& row_armies, std::vector<Finding>& out) {
  WordsNotRead not_read;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PrintedRow& p = rows[i];
    const std::string& kind = p.keys.at(0);
    // The row's kind is the transcriber's key, numbers or heading (refused otherwise when
    // the rows are read).
    if (kind == "numbers") continue;
    std::set<Army> armies = block_armies(rows, row_armies, i, true);
    if (armies.empty()) armies = block_armies(rows, row_armies, i, false);
    if (armies.empty()) armies.insert(c.armies.begin(), c.armies.end());
    check_heading(c, p, armies, out, not_read);
  }
}

// The orders of men the table figures, each printed.
void report_not_printed(const TableContext& c, const ReadTable& t, std::vector<Finding>& out) {
  for (const Candidate& k : c.candidates) {
    if (!k.required || t.printed.count(&k) || t.supplied.count(&k)) continue;
    Finding f;
    f.kind = FindingKind::Omission;
    for (const auto& x : k.numbers) f.derived.push_back(x.get_str());
    f.explanation = "not printed: " + join(k.what, "; also ");
    out.push_back(std::move(f));
  }
}

std::vector<Finding> check_table(const TableContext& c, const std::vector<PrintedRow>& rows) {
  std::vector<Finding> out;
  ReadTable t = match_numbers_rows(c, rows, out);
  emend_numbers_rows(c, rows, t, out);
  check_headings(c, rows, t.row_armies, out);
  report_not_printed(c, t, out);
  return out;
}

RelationSpec ratio_table_spec() {
  RelationSpec spec;
  spec.name = "ratio-table";
  spec.summary =
      "Fulke's tables of multiplex, superparticular and superpartient proportion: the orders of men, "
      "the terms and differences of their ratios, and the ratios' names (002 lines 535-591)";
  spec.columns = {{"row_kind", ColumnRole::Key, "numbers or heading", false, {}, kRowKinds},
                  {"c1", ColumnRole::Key, "the first printed cell: a number, or a heading's word"},
                  {"c2", ColumnRole::Key, "the second cell"},
                  {"c3", ColumnRole::Key, "the third cell"},
                  {"c4", ColumnRole::Key, "the fourth cell"}};
  spec.parameters = {
      enum_parameter("family", std::nullopt, kTableFamilyNames,
                     "the table: multiplex over the rounds (002 line 539), superparticular over the "
                     "triangles (line 554), "
                     "the "
                     "first order of squares as the sums of the triangles (lines 569-576), superpartient "
                     "over the squares "
                     "(line "
                     "567)"),
      // Fulke prints the superpartient table in two halves, even ("the two white orders
      // of squares", 002 line 582) and odd (line 589).
      reading("army"),
      reading("language"),
  };
  spec.words = {WordKind::Ratio, WordKind::Ordinal};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const TableFamily family = choice(params, "family", kTableFamilyNames);
    auto c = std::make_shared<TableContext>(
        make_context(armies, family, choice(params, "army", kPoolArmiesNames)));
    c->language = choice(params, "language", kLanguageNames);
    BoundRelation r;
    r.columns.push_back({"row_kind", ColumnRole::Key, "numbers or heading", false, {}, kRowKinds});
    for (std::size_t j = 0; j < c->width; ++j) {
      r.columns.push_back({"c" + std::to_string(j + 1), ColumnRole::Key, "a number, or a heading's word"});
    }
    r.statement =
        family == TableFamily::SquaresFirstOrder
            ? "each row is an order of triangles or of first-order squares, their sums"
            : "each numbers row is an order of men the " + std::string(kTableFamilyNames.name(family)) +
                  " ratio relates, or the ratios' terms or differences; each heading names the ratios";
    r.check = [c](const std::vector<PrintedRow>& rows) { return check_table(*c, rows); };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> ratio_table_relation_specs() { return {ratio_table_spec()}; }

}  // namespace rithmo
