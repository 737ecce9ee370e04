// The print's table of taking by two men (Lever & Fulke 1563, "A Table to take any of
// the men by addition subtraction, multiplication or diuision.", pages 0047-0048 of
// the OCR; the modern transcription 002 breaks off before it, lines 626-628), as the
// audit reads it.
//
// The table is printed in columns headed by a way of taking ("Addition.",
// "Substractio.", "Multiplication & Diuision."); under each, groups headed by a lone
// number (the man the rows below start from) hold rows of three numbers: two men and
// the man they make, e.g. "1 2 3", "66 30 36", "2 3 6". A row under "Multiplication &
// Diuision." is read both ways: 2 x 3 = 6, and 6 / 3 = 2, 6 / 2 = 3. Some groups end
// "noth." (the man takes nothing there). Each printed line is one row of the table,
// with its kind: `triple`, `number` (a lone number), `nothing` (a number with
// "noth."), `word` (a word alone).
//
// What a triple claims is a reading:
//   one-army  it is a taking: two distinct men of one army make, by one of the ways
//             its column names, a man of the other army (taking/two_men.hpp, the one
//             home of the rule);
//   any-men   it is a reckoning: the arithmetic holds and each of the three numbers is
//             borne by some man of either army (the second page is headed "Addition of
//             diuers numbers", and "2 4 8" is no taking: 2, 4 and 8 are all even).
// Under both, the proof of a row says which army takes which by it, or that none does.
// A lone number (and one with "noth.") claims only that a man bears it.
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "number/number_set.hpp"
#include "readings/readings.hpp"
#include "taking/taking.hpp"
#include "taking/two_men.hpp"
#include "text/join.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <iterator>
#include <memory>
#include <optional>
#include <set>
#include <tuple>

namespace rithmo {

namespace {

// The ways a column's heading names, as the audit keys them; an empty heading names
// none.
enum class Way { Addition, Subtraction, MultiplicationDivision, Multiplication, Division, None };

constexpr auto kHeadingWayNames = enum_table<Way>({{Way::Addition, "addition"},
                                                   {Way::Subtraction, "subtraction"},
                                                   {Way::MultiplicationDivision, "multiplication-division"},
                                                   {Way::Multiplication, "multiplication"},
                                                   {Way::Division, "division"}});

// The way a cell names: its key, or the book's own words for it, read through the
// vocabulary ("Addition.", "Diuision", "Multiplication and Division", "per
// aggiuntione"); nullopt when neither reads.
std::optional<Way> parse_way(const std::string& s) {
  if (s.empty()) return Way::None;
  if (const auto key = kHeadingWayNames.parse(s)) return key;
  const std::vector<rithmo::Way> named = read_ways(s);
  const auto both = [&named](rithmo::Way x, rithmo::Way y) { return named[0] == x && named[1] == y; };
  if (named.size() == 2 && (both(rithmo::Way::Multiplication, rithmo::Way::Division) ||
                            both(rithmo::Way::Division, rithmo::Way::Multiplication)))
    return Way::MultiplicationDivision;
  if (named.size() != 1) return std::nullopt;
  switch (named[0]) {
    case rithmo::Way::Addition:
      return Way::Addition;
    case rithmo::Way::Subtraction:
      return Way::Subtraction;
    case rithmo::Way::Multiplication:
      return Way::Multiplication;
    case rithmo::Way::Division:
      return Way::Division;
    default:
      return std::nullopt;
  }
}

// What a triple claims: a taking by two men of one army, or a reckoning among any men.
enum class Takers { OneArmy, AnyMen };
constexpr auto kTakersNames =
    enum_table<Takers>({{Takers::OneArmy, "one-army"}, {Takers::AnyMen, "any-men"}});

// One reading of a printed triple as a taking: the two takers, the man taken, the
// operation that makes him.
struct Taking {
  TwoMenOperation op;
  mpz_class first, second, taken;
};

// The readings of a triple (a, b, c) under a way whose arithmetic holds, each given
// to visit(op, first, second, taken) as numbers of the row itself, until visit
// returns true (then true). The takers may stand in either order ("66 30 36": 66 - 30
// = 36); the man taken is the third. A multiplication row is a division row read
// back: a x b = c, so c / a = b and c / b = a.
template <class Visit>
bool any_reading(Way way, const NumberRow& n, Visit&& visit) {
  if (n.size() != 3) return false;
  const mpz_class &a = n[0], &b = n[1], &c = n[2];
  const mpz_class &lo = a < b ? a : b, &hi = a < b ? b : a;
  auto add = [&](TwoMenOperation op, const mpz_class& x, const mpz_class& y, const mpz_class& z) {
    const mpz_class &l = x < y ? x : y, &g = x < y ? y : x;
    return holds(op, l, g, z) && visit(op, x, y, z);
  };
  switch (way) {
    case Way::Addition:
      return add(TwoMenOperation::Addition, a, b, c);
    case Way::Subtraction:
      // A triple set in ascending order prints the difference first: "72 81 153" is
      // 153 - 81 = 72 (or 153 - 72 = 81), the greater two the takers.
      return add(TwoMenOperation::Subtraction, a, b, c) || add(TwoMenOperation::Subtraction, c, b, a) ||
             (a != b && add(TwoMenOperation::Subtraction, c, a, b));
    case Way::Multiplication:
      return add(TwoMenOperation::Multiplication, a, b, c);
    case Way::Division:
      return lo > 0 && add(TwoMenOperation::Division, hi, lo, c);
    case Way::MultiplicationDivision:
      return add(TwoMenOperation::Multiplication, a, b, c) ||
             (a > 0 && b > 0 &&
              (add(TwoMenOperation::Division, c, a, b) ||
               (a != b && add(TwoMenOperation::Division, c, b, a))));
    case Way::None:
      // A column without a heading names no way: the triple may be made by any.
      return any_reading(Way::Addition, n, visit) || any_reading(Way::Subtraction, n, visit) ||
             any_reading(Way::MultiplicationDivision, n, visit);
  }
  return false;
}

// Every reading of a triple, in the order any_reading gives them.
std::vector<Taking> readings(Way way, const NumberRow& n) {
  std::vector<Taking> out;
  any_reading(way, n, [&out](TwoMenOperation op, const mpz_class& x, const mpz_class& y, const mpz_class& z) {
    out.push_back({op, x, y, z});
    return false;
  });
  return out;
}

// "2 x 3 = 6", "6 / 3 = 2", "66 - 30 = 36".
std::string arithmetic_text(const Taking& t) {
  const mpz_class& g = t.first < t.second ? t.second : t.first;
  const mpz_class& l = t.first < t.second ? t.first : t.second;
  const bool ordered = t.op == TwoMenOperation::Subtraction || t.op == TwoMenOperation::Division;
  const mpz_class& x = ordered ? g : t.first;
  const mpz_class& y = ordered ? l : t.second;
  return x.get_str() + " " + std::string(sign(t.op)) + " " + y.get_str() + " = " + t.taken.get_str();
}

// The men of both armies as the readings count them, and the takings of each army.
struct Model {
  BothArmies men;                 // by army: even, odd
  std::vector<mpz_class> values;  // every number a man of either army bears, sorted
  NumberSet value_set;            // the same, asked "is v among them?"
  // By army and way of two men (kTwoMenWays: addition .. division, in order): lesser,
  // greater, taken. Looked up by the numbers themselves (std::less<>), not copies.
  std::set<std::tuple<mpz_class, mpz_class, mpz_class>, std::less<>> takings[2][4];

  const std::vector<Soldier>& of(Army a) const { return men.of(a); }

  // Whether two men of army a numbered first and second take the man numbered taken by op.
  bool takes(Army a, TwoMenOperation op, const mpz_class& first, const mpz_class& second,
             const mpz_class& taken) const {
    const bool ordered = first < second;
    const auto& set =
        takings[a == Army::Even ? 0 : 1][static_cast<int>(op) - static_cast<int>(rithmo::Way::Addition)];
    return set.count(std::tie(ordered ? first : second, ordered ? second : first, taken)) != 0;
  }
  bool takes(Army a, const Taking& t) const { return takes(a, t.op, t.first, t.second, t.taken); }

  // "an even round", "an even square (the king)", "a layer of the odd king"; "" if no
  // man of the army bears v.
  std::string bearer(Army a, const mpz_class& v) const {
    for (const Soldier& s : of(a)) {
      if (s.value != v) continue;
      if (s.layer) return "a layer of the " + std::string(name(a)) + " king";
      if (s.king) return "the " + std::string(name(a)) + " king";
      return "an " + std::string(name(a)) + " " + std::string(name(s.shape));
    }
    return "";
  }

  bool is_man(const mpz_class& v) const { return value_set.contains(v); }

  // Every man that bears v, e.g. "an even round, an odd round"; "" if none.
  std::string bearers(const mpz_class& v) const {
    std::string out;
    for (Army a : {Army::Even, Army::Odd}) {
      const std::string b = bearer(a, v);
      if (!b.empty()) out += (out.empty() ? "" : " or ") + b;
    }
    return out;
  }
};

std::string capture_text(const Model& m, const Taking& t) {
  std::string out;
  for (Army a : {Army::Even, Army::Odd}) {
    if (!m.takes(a, t)) continue;
    out += (out.empty() ? "" : "; ") + std::string("the ") + std::string(name(a)) + " " + t.first.get_str() +
           " and " + t.second.get_str() + " take the " + std::string(name(other(a))) + " " +
           t.taken.get_str() + " by " + std::string(name(t.op));
  }
  return out;
}

// The men of both armies and the takings of each, as the parameters count the men.
std::shared_ptr<const Model> build_model(const Armies& armies, const RelationParams& params) {
  const WhichMen men = which_men(params);
  const TwoMenOptions two = men;
  auto model = std::make_shared<Model>();
  model->men = BothArmies(armies, men);
  for (Army a : {Army::Even, Army::Odd}) {
    const int i = a == Army::Even ? 0 : 1;
    for (const Soldier& s : model->men.of(a)) model->values.push_back(s.value);
    for (TwoMenOperation op : kTwoMenOperations) {
      for (const TwoMenRow& r : two_men_relation(armies, a, op, two)) {
        model->takings[i][static_cast<int>(op) - static_cast<int>(rithmo::Way::Addition)].insert(
            {r.lesser, r.greater, r.taken});
      }
    }
  }
  model->value_set = NumberSet(model->values);
  model->values = model->value_set.numbers();
  return model;
}

// A lone number (and one with "noth."): a man bears it.
void check_lone_number(const Model& m, const PrintedRow& p, const CellFilter& man,
                       std::vector<Finding>& out) {
  auto borne = [&m](const NumberRow& n) { return n.size() == 1 && m.is_man(n[0]); };
  if (borne(p.numbers)) return;
  const std::string why =
      p.numbers.size() != 1 ? "a lone number is one number" : p.numbers[0].get_str() + " is no man's number";
  out.push_back(judge_row(
      p, p.numbers, borne, why, [&m](const NumberRow& n) { return n[0].get_str() + ": " + m.bearers(n[0]); },
      {}, man));
  class_no_man(out.back(), p.numbers, man);
}

// Whether a triple holds under the reading: a taking (one_army) by the taking army
// the table names (either when it names none), or a reckoning of men.
bool triple_holds(const Model& m, bool one_army, std::optional<Army> taker, Way w, const NumberRow& n) {
  return any_reading(w, n,
                     [&](TwoMenOperation op, const mpz_class& x, const mpz_class& y, const mpz_class& z) {
                       if (!one_army) return m.is_man(x) && m.is_man(y) && m.is_man(z);
                       if (taker) return m.takes(*taker, op, x, y, z);
                       return m.takes(Army::Even, op, x, y, z) || m.takes(Army::Odd, op, x, y, z);
                     });
}

// The proof of a triple: its arithmetic and which army takes which by it, or that none does.
std::string triple_proof(const Model& m, Way w, const NumberRow& n) {
  std::string text;
  for (const Taking& t : readings(w, n)) {
    const std::string c = capture_text(m, t);
    text += (text.empty() ? "" : "; ") + arithmetic_text(t) + (c.empty() ? "" : ": " + c);
  }
  bool any = false;
  for (const Taking& t : readings(w, n)) any = any || !capture_text(m, t).empty();
  if (!any) {
    text += ": no army takes by it (";
    for (std::size_t i = 0; i < n.size(); ++i) {
      text += (i ? "; " : "") + n[i].get_str() + " " + m.bearers(n[i]);
    }
    text += ")";
  }
  return text;
}

// Why a printed triple fails: its length, its arithmetic, or its men.
std::string triple_fault(const Model& m, const PrintedRow& p, Way way) {
  const auto rs = readings(way, p.numbers);
  if (p.numbers.size() != 3) {
    return "a triple is three numbers, " + std::to_string(p.numbers.size()) + " are printed";
  }
  if (rs.empty()) {
    return (way == Way::None ? std::string("by no way of two men (the column has no heading),")
                             : "by " + p.cells.at(0)) +
           " " + p.numbers[0].get_str() + " and " + p.numbers[1].get_str() + " do not make " +
           p.numbers[2].get_str();
  }
  const Taking& t = rs.front();
  std::string misfits;
  for (const mpz_class& v : {t.first, t.second, t.taken}) {
    if (m.bearers(v).empty()) misfits += (misfits.empty() ? "" : ", ") + v.get_str();
  }
  return arithmetic_text(t) + ", but " +
         (!misfits.empty()
              ? misfits + (misfits.find(',') == std::string::npos ? " is" : " are") + " no man's number"
              : "no army takes by it (" + m.bearers(t.first) + "; " + m.bearers(t.second) + "; " +
                    m.bearers(t.taken) + ")");
}

// A triple: two men and the man they make, by the way its column names.
void check_triple(const Model& m, bool one_army, std::optional<Army> taker, Way way, const PrintedRow& p,
                  const CellFilter& man, std::vector<Finding>& out) {
  auto valid = [&m, one_army, taker, way](const NumberRow& n) {
    return triple_holds(m, one_army, taker, way, n);
  };
  auto proof = [&m, way](const NumberRow& n) { return triple_proof(m, way, n); };
  if (valid(p.numbers)) return;
  std::string why = triple_fault(m, p, way);
  if (taker && triple_holds(m, one_army, std::nullopt, way, p.numbers)) {
    // Right arithmetic and men, the wrong army: the other army takes by it.
    why = triple_proof(m, way, p.numbers) + "; but the table's takers are the " + std::string(name(*taker)) +
          " army's (taker=" + std::string(name(*taker)) + ")";
  }
  out.push_back(judge_row(p, p.numbers, valid, why, proof, {}, man));
  class_no_man(out.back(), p.numbers, man);
}

// One printed line of the table, by its kind.
// A way neither a key nor the book's words read is a word not read (reported once, at
// its first row, never the printer's error): its rows are not judged.
void check_table_row(const Model& m, bool one_army, std::optional<Army> taker, Language language,
                     const PrintedRow& p, const CellFilter& man, WordsNotRead& not_read,
                     std::vector<Finding>& out) {
  const auto way = parse_way(p.cells.at(0));
  const std::string& kind = p.cells.at(1);
  // The kind is the transcriber's key, refused when the rows are read unless one of the
  // four (the column's one_of).
  if (!way) {
    const std::string& named = p.cells.at(0);
    not_read.report(named, p,
                    not_read_text(named, language) + ", neither a key (" +
                        join(kHeadingWayNames.names(), ", ") +
                        ", or empty) nor a way of taking the vocabulary knows in the five languages; ",
                    out);
    return;
  }
  if (kind == "word") return;
  if (kind != "triple") {
    check_lone_number(m, p, man, out);
    return;
  }
  check_triple(m, one_army, taker, *way, p, man, out);
}

// The takings a table of takings (one-army) lacks: of the taking army (both when the
// table names none), by each way its triples are printed under, every taking of two
// men that no printed triple reads as. A table that gives only some of them is audited
// as partial, which drops these (audit_table). A reckoning (any-men) claims no list.
// A way of which the table prints fewer than half the takings is a selection by some
// rule of the book's (Barozzi's and Boissière's tables of subtraction hold 38 and 39 of
// the two armies' 84, lacking nearly the same, whatever Barozzi's title says, "Tauola
// de tutti li numeri"): what it lacks is not claimed, and one not-checked finding says
// so and names the first lacked.
void report_omissions(const Model& m, std::optional<Army> taker, const std::vector<PrintedRow>& rows,
                      std::vector<Finding>& out) {
  std::set<TwoMenOperation> ops;
  std::set<std::tuple<TwoMenOperation, mpz_class, mpz_class, mpz_class>> printed;
  for (const PrintedRow& p : rows) {
    if (p.cells.size() < 2 || p.cells.at(1) != "triple") continue;
    const auto way = parse_way(p.cells.at(0));
    if (!way) continue;
    switch (*way) {
      case Way::Addition:
        ops.insert(TwoMenOperation::Addition);
        break;
      case Way::Subtraction:
        ops.insert(TwoMenOperation::Subtraction);
        break;
      case Way::Multiplication:
        ops.insert(TwoMenOperation::Multiplication);
        break;
      case Way::Division:
        ops.insert(TwoMenOperation::Division);
        break;
      case Way::MultiplicationDivision:
        ops.insert(TwoMenOperation::Multiplication);
        ops.insert(TwoMenOperation::Division);
        break;
      case Way::None:
        for (TwoMenOperation op : kTwoMenOperations) ops.insert(op);
        break;
    }
    // The row as printed, and as the audit reads it when one slip mends it: a row set
    // wrong is an erratum, not an omission beside it.
    std::vector<NumberRow> as_read = {p.numbers};
    for (const Finding& f : out) {
      if (f.row == p.row && f.emendation()) as_read.push_back(f.emendation()->row);
    }
    for (const NumberRow& n : as_read) {
      for (const Taking& t : readings(*way, n)) {
        const bool ordered = t.first < t.second;
        printed.insert({t.op, ordered ? t.first : t.second, ordered ? t.second : t.first, t.taken});
      }
    }
  }
  for (TwoMenOperation op : ops) {
    // The takings lacked, found first and written out only as they are reported.
    std::vector<Taking> lacked;
    std::size_t derived = 0;
    for (Army a : {Army::Even, Army::Odd}) {
      if (taker && a != *taker) continue;
      const auto& set =
          m.takings[a == Army::Even ? 0 : 1][static_cast<int>(op) - static_cast<int>(rithmo::Way::Addition)];
      derived += set.size();
      for (const auto& [lesser, greater, taken] : set) {
        if (printed.count({op, lesser, greater, taken})) continue;
        const bool ordered = op == TwoMenOperation::Subtraction || op == TwoMenOperation::Division;
        lacked.push_back({op, ordered ? greater : lesser, ordered ? lesser : greater, taken});
      }
    }
    const auto proof = [&m](const Taking& t) { return arithmetic_text(t) + ": " + capture_text(m, t); };
    if (2 * (derived - lacked.size()) >= derived) {
      for (const Taking& t : lacked) {
        Finding f;
        f.kind = FindingKind::Omission;
        f.derived = {t.first.get_str(), t.second.get_str(), t.taken.get_str()};
        f.proof = proof(t);
        f.explanation = "not printed: " + f.proof;
        out.push_back(std::move(f));
      }
      continue;
    }
    if (lacked.empty()) continue;
    constexpr std::size_t kNamed = 10;
    std::vector<std::string> named;
    for (std::size_t i = 0; i < lacked.size() && i < kNamed; ++i) named.push_back(proof(lacked[i]));
    Finding f;
    f.kind = FindingKind::NotChecked;
    f.explanation =
        "omissions not claimed: the table holds " + std::to_string(derived - lacked.size()) + " of the " +
        std::to_string(derived) + " takings by " + std::string(name(op)) +
        (taker ? " of the " + std::string(name(*taker)) + " army" : std::string(" of the two armies")) +
        " the rules give, fewer than half: a selection by a rule of the book's, not a list of them all; it "
        "lacks " +
        join(named, "; ") +
        (lacked.size() > kNamed ? "; and " + std::to_string(lacked.size() - kNamed) + " more" : "");
    out.push_back(std::move(f));
  }
}

RelationSpec table_spec() {
  RelationSpec spec;
  spec.name = "two-men-table";
  spec.summary =
      "The print's table of taking by two men by addition, subtraction, multiplication and division (Lever & "
      "Fulke 1563, OCR pages 0047-0048): each row two men and the man they make";
  spec.columns = {
      {"way", ColumnRole::Key,
       "addition, subtraction, multiplication-division (read both ways), multiplication, division, or "
       "empty (a column without a heading: a triple there is made by any way); or the book's heading, read "
       "in the five languages "
       "(\"Diuision.\", \"Multiplication and Division\")"},
      {"kind",
       ColumnRole::Key,
       "triple (two men and the man they make), number (a lone number), nothing (a number with "
       "\"noth.\"), word (a word alone)",
       false,
       {},
       {"triple", "number", "nothing", "word"}},
      {"numbers", ColumnRole::Numbers, "the numbers of the row as printed", true}};
  spec.parameters = {
      enum_parameter("takers", Takers::OneArmy, kTakersNames,
                     "what a triple claims: one-army, a taking (two men of one army make a man of the other, "
                     "taking/two_men.hpp); "
                     "any-men, a reckoning (each number borne by a man of either army)"),
  };
  // The taking army, when the table names it ("Pair contre Impair", "even against odd").
  spec.parameters.push_back(reading("taker"));
  spec.parameters.push_back(reading("language"));
  for (const auto& p : which_men_readings()) spec.parameters.push_back(p);
  spec.words = {WordKind::Way};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const bool one_army = choice(params, "takers", kTakersNames) == Takers::OneArmy;
    const Language language = choice(params, "language", kLanguageNames);
    const std::optional<Army> taker = army_of(choice(params, "taker", kTakerNames));
    if (taker && !one_army) throw RelationError("relation two-men-table: taker goes with takers=one-army");
    const auto model = build_model(armies, params);
    BoundRelation r;
    r.statement =
        one_army ? "each triple is a taking: two men of one army make a man of the other by the way "
                   "its column names; each lone number is a man's"
                 : "each triple's arithmetic holds by the way its column names and its three numbers are "
                   "men's; each lone number is a man's";
    if (taker) r.statement += " (the takers of the " + std::string(name(*taker)) + " army)";
    r.check = [model, one_army, taker, language](const std::vector<PrintedRow>& rows) {
      const Model& m = *model;
      // Each number of a row is a man's, under both readings.
      const CellFilter man = [&m](std::size_t, const mpz_class& v) { return m.is_man(v); };
      std::vector<Finding> out;
      WordsNotRead not_read;
      for (const PrintedRow& p : rows) check_table_row(m, one_army, taker, language, p, man, not_read, out);
      if (one_army) report_omissions(m, taker, rows, out);
      return out;
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> two_men_relation_specs() { return {table_spec()}; }

}  // namespace rithmo
