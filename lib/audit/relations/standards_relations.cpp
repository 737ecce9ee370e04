// The victory of standards (Fulke 002 lines 875-900; Savard 003 line 247) as the audit
// reads it.
//
// Fulke, "Victorie of standers" (002 line 876): "The whyte men, that is the even hoste,
// conteyneth .1312. footemen (not compting the rootes of squares expressed in the
// kynges) let the first and last be captaines and let them devide the whole armye into
// .10. standerds so every standerd shall have .130. men, besyde the two captaines and
// the ten standard bearers. The black men, that is the odde armie (except the kings
// rootes) be .1752. The two captaynes and ten standerd bearers taken out, there
// remayneth .1740. souldyers, to every standerd .174." So, for each army,
//   footmen           the sum of the army's men, the king as his pyramid's total
//   soldiers          footmen - captains - standard-bearers
//   men-per-standard  soldiers / standards
// and k standards hold k x men-per-standard (the table of lines 881-900). Savard says
// the same: "12 is subtracted from each total, and the difference is divided by 10"
// (003 line 247).
//
// The relation reads three layouts of table, told apart by their columns:
//   army, quantity, value    a number stated of an army (standards-facts.csv,
//                            savard/standards.csv): quantity footmen or total,
//                            captains, standards or divisor, standard-bearers,
//                            subtracted (captains and bearers), soldiers,
//                            men-per-standard;
//   army, men, standards     "If the even hoste wyne .348. men he hath obtayned two
//                            standerds" (lines 878-879);
//   label, standards, men    the table of lines 881-900, one army (parameter army).
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "harmony/pool.hpp"
#include "number/numeral.hpp"
#include "number/rational.hpp"
#include "readings/readings.hpp"
#include "text/join.hpp"
#include "victory/standards.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include "words/number_words.hpp"
#include "words/period_number.hpp"

namespace rithmo {

namespace {

// Whose standards an army wins.
enum class Won { Adversary, Own };
constexpr auto kWonNames = enum_table<Won>({{Won::Adversary, "adversary"}, {Won::Own, "own"}});

struct StandardsReading {
  Army white = Army::Even;
  mpz_class captains = 2;
  mpz_class standards = 10;
  mpz_class bearers = 10;
  KingAmongFootmen king = KingAmongFootmen::Total;
  bool won_from_adversary = true;

  // The reading as victory/standards counts it (each number has at most 12 digits).
  StandardsOptions options() const {
    StandardsOptions o;
    o.captains = captains.get_si();
    o.standards = standards.get_si();
    o.bearers = bearers.get_si();
    o.king = king;
    return o;
  }
};

std::optional<std::string> cell(const PrintedRow& p, const std::string& column) {
  for (const auto& [k, v] : p.extra) {
    if (k == column) return v;
  }
  return std::nullopt;
}

// A stated number: decimal digits, "09" nine, "348." with the period's point (numeral.hpp),
// at most 12 of them; or a Roman numeral or words (words/period_number.hpp).
std::optional<mpz_class> number(const std::optional<std::string>& text) {
  if (!text || text->size() > kMaxNumberWordsBytes) return std::nullopt;
  if (text->size() > 12 && read_natural(*text, nullptr, true)) return std::nullopt;
  return read_period_number(*text);  // "348." as the period set it, "cccxlviij", words
}

// The reading the parameters name (each value one the parameter allows).
StandardsReading read_reading(const RelationParams& params) {
  StandardsReading reading;
  reading.white = choice(params, "white", kArmyNames);
  reading.captains = whole_number(params, "captains");
  reading.standards = whole_number(params, "standards");
  reading.bearers = whole_number(params, "bearers");
  reading.king = choice(params, "standards-king", kKingAmongFootmenNames);
  reading.won_from_adversary = choice(params, "won", kWonNames) == Won::Adversary;
  return reading;
}

// What the relation derives once, for every table it checks.
struct StandardsContext {
  StandardsReading reading;
  std::optional<Army> table_army;
  Language language = Language::English;
  std::map<Army, ArmyStandards> numbers;
  std::map<Army, std::string> kings;
  // The sums under every reading of the king, for a row that states its own
  // ("not counting the Pyramid", 003 line 247).
  std::map<std::pair<KingAmongFootmen, Army>, std::pair<mpz_class, std::string>> stated;
};

void fail(std::vector<Finding>& out, const PrintedRow& p, const std::string& why) {
  Finding f = finding_at(p, FindingKind::Unresolved);
  f.explanation = why;
  out.push_back(std::move(f));
}

// "(footmen - captains - bearers) / standards = men-per-standard" for army a.
std::string per_text(const StandardsContext& c, Army a) {
  const ArmyStandards& n = c.numbers.at(a);
  return "(" + n.footmen.get_str() + " - " + c.reading.captains.get_str() + " - " +
         c.reading.bearers.get_str() + ") / " + c.reading.standards.get_str() + " = " + n.per_standard.str();
}

// A printed value against the derived one; `why` states the rule and arithmetic.
void compare(std::vector<Finding>& out, const PrintedRow& p, NumberRow printed, NumberRow want,
             const std::string& why) {
  if (printed == want) return;
  out.push_back(judge_row(
      p, printed, [want](const NumberRow& n) { return n == want; }, why));
}

// A footmen total whose row states how it counts the king: the number is checked
// under that statement; a number that holds only under another reading is the
// author's statement at fault, not the printer's figure.
void check_total_as_stated(const StandardsContext& c, const PrintedRow& p, const std::string& king_word,
                           const mpz_class& v, Army a, const std::string& name_a, std::vector<Finding>& out) {
  const auto said = kKingAmongFootmenNames.parse(king_word);
  if (!said) {
    fail(out, p,
         "unknown king '" + king_word + "' (valid: " + join(kKingAmongFootmenNames.names(), ", ") + ")");
    return;
  }
  const auto& [want, words] = c.stated.at({*said, a});
  if (v == want) return;
  std::optional<KingAmongFootmen> holds;
  for (const auto k : kKingAmongFootmenNames.values()) {
    if (c.stated.at({k, a}).first == v) holds = k;
  }
  if (!holds) {
    compare(out, p, {v}, {want}, "the " + name_a + " men sum to " + want.get_str() + ", " + words);
    return;
  }
  Finding f = finding_at(p, FindingKind::Unresolved);
  f.printed = {v.get_str()};
  f.who = FindingClass::Author;
  f.explanation = "the text counts the king as '" + king_word + "' (" + words + "): the " + name_a +
                  " men then sum to " + want.get_str() + ", not " + v.get_str() + "; " + v.get_str() +
                  " is their sum with " + c.stated.at({*holds, a}).second +
                  ", so the statement, not the figure, is at fault";
  out.push_back(std::move(f));
}

// One quantity of the reading or of an army (army, quantity, value) against the derived.
void check_quantity_value(const StandardsContext& c, const PrintedRow& p, const std::string& q,
                          const mpz_class& v, std::optional<Army> a, const std::string& name_a,
                          std::vector<Finding>& out) {
  const StandardsReading& reading = c.reading;
  if (q == "footmen" || q == "total") {
    compare(out, p, {v}, {c.numbers.at(*a).footmen},
            "the " + name_a + " men sum to " + c.numbers.at(*a).footmen.get_str() + ", " + c.kings.at(*a));
  } else if (q == "captains") {
    compare(out, p, {v}, {reading.captains},
            "captains: " + reading.captains.get_str() + " (reading captains)");
  } else if (q == "standards" || q == "divisor") {
    compare(out, p, {v}, {reading.standards},
            "standards: " + reading.standards.get_str() + " (reading standards)");
  } else if (q == "standard-bearers") {
    compare(out, p, {v}, {reading.bearers},
            "standard-bearers: " + reading.bearers.get_str() + " (reading bearers)");
  } else if (q == "subtracted") {
    compare(out, p, {v}, {reading.captains + reading.bearers},
            "captains and bearers taken out: " + reading.captains.get_str() + " + " +
                reading.bearers.get_str() + " = " + mpz_class(reading.captains + reading.bearers).get_str());
  } else if (q == "soldiers") {
    const ArmyStandards& n = c.numbers.at(*a);
    compare(out, p, {v}, {n.soldiers},
            "the " + name_a + " soldiers: " + n.footmen.get_str() + " - " + reading.captains.get_str() +
                " - " + reading.bearers.get_str() + " = " + n.soldiers.get_str() + " (" + c.kings.at(*a) +
                ")");
  } else if (q == "men-per-standard") {
    const Rational& per = c.numbers.at(*a).per_standard;
    if (!per.is_integer()) {
      fail(out, p, "the " + name_a + " standards are not whole: " + per_text(c, *a));
    } else {
      compare(out, p, {v}, {per.numerator()},
              "one " + name_a + " standard: " + per_text(c, *a) + " (" + c.kings.at(*a) + ")");
    }
  } else {
    fail(out, p, "unknown quantity '" + q + "'");
  }
}

// A word the vocabulary does not read as an army, in the army column.
void army_not_read(const StandardsContext& c, const std::string& word, const PrintedRow& p,
                   WordsNotRead& not_read, std::vector<Finding>& out) {
  not_read.report(
      word, p,
      not_read_text(word, c.language) + ", neither even, odd, white nor black in the five languages; ", out);
}

// A row of the layout army, quantity, value.
// An army the vocabulary cannot read is a word not read (reported once); its row is not
// judged.
void check_stated_number(const StandardsContext& c, const PrintedRow& p, const std::string& q,
                         const std::string& value, WordsNotRead& not_read, std::vector<Finding>& out) {
  const auto army_word = cell(p, "army");
  const auto v = number(value);
  if (!v) throw RowInputError(p.row, "value", "value '" + value + "' is not a number");
  const bool per_army = q == "footmen" || q == "total" || q == "soldiers" || q == "men-per-standard";
  std::optional<Army> a = army_word ? read_army(*army_word, c.reading.white) : std::nullopt;
  if (army_word && !army_word->empty() && !a) {
    army_not_read(c, *army_word, p, not_read, out);
    return;
  }
  if (per_army && !a) {
    fail(out, p, q + " needs an army (even, odd, white or black)");
    return;
  }
  std::string name_a = a ? std::string(name(*a)) : "";
  if (a && army_word && (*army_word == "white" || *army_word == "black")) {
    name_a = *army_word + " (" + name_a + ")";
  }
  const auto king_word = cell(p, "king");
  if ((q == "footmen" || q == "total") && king_word && !king_word->empty()) {
    check_total_as_stated(c, p, *king_word, *v, *a, name_a, out);
    return;
  }
  check_quantity_value(c, p, q, *v, a, name_a, out);
}

// A row of men won and standards: a sentence (army, men, standards: "If the even hoste
// wyne .348. men he hath obtayned two standerds", lines 878-879) or a row of the table
// of one army (label, standards, men). table_rows: standards -> first row naming them.
void check_men_of_standards(const StandardsContext& c, const PrintedRow& p,
                            std::map<mpz_class, std::size_t>& table_rows, WordsNotRead& not_read,
                            std::vector<Finding>& out) {
  const StandardsReading& reading = c.reading;
  const auto men = cell(p, "men"), standards = cell(p, "standards");
  const auto army_word = cell(p, "army");
  if (!men || !standards) {
    fail(out, p,
         "the standards relation reads army, quantity, value; army, men, standards; or label, "
         "standards, men");
    return;
  }
  const auto m = number(men), k = number(standards);
  if (!m || !k)
    throw RowInputError(p.row, !m ? "men" : "standards",
                        "men '" + *men + "' and standards '" + *standards + "' must be numbers");
  const bool sentence = army_word.has_value() && !cell(p, "label");
  Army whose;  // the army whose standards the men are
  std::string why;
  if (sentence) {
    const auto winner = read_army(*army_word, reading.white);
    if (!winner) {
      army_not_read(c, *army_word, p, not_read, out);
      return;
    }
    whose = reading.won_from_adversary ? other(*winner) : *winner;
    why = "the " + std::string(name(*winner)) + " host winning " + k->get_str() + " standards wins " +
          (reading.won_from_adversary ? "the " + std::string(name(whose)) + " army's" : "its own army's") +
          ": " + k->get_str() + " x ";
  } else {
    // A reading the table needs and does not state is bad input, as in every relation.
    if (!c.table_army)
      throw RowInputError(
          p.row, "", "a table of standards (label, standards, men) needs its army: army=even or army=odd");
    whose = *c.table_army;
    why = k->get_str() + " " + std::string(name(whose)) + " standards: " + k->get_str() + " x ";
    const auto [it, fresh] = table_rows.emplace(*k, p.row);
    if (!fresh) {
      Finding f = finding_at(p, FindingKind::Duplicate);
      f.printed = {k->get_str(), m->get_str()};
      f.explanation = "repeats the standards of row " + std::to_string(it->second);
      out.push_back(std::move(f));
      return;
    }
  }
  const Rational& per = c.numbers.at(whose).per_standard;
  if (!per.is_integer()) {
    fail(out, p, "the " + std::string(name(whose)) + " standards are not whole: " + per_text(c, whose));
    return;
  }
  const mpz_class want = *k * per.numerator();
  why += per.numerator().get_str() + " = " + want.get_str() + " (one standard: " + per_text(c, whose) + ")";
  const mpz_class one = per.numerator();
  const NumberRow printed = sentence ? NumberRow{*m, *k} : NumberRow{*k, *m};
  if (*m == want) return;
  out.push_back(judge_row(
      p, printed,
      [one, sentence](const NumberRow& n) {
        const mpz_class& men_n = sentence ? n[0] : n[1];
        const mpz_class& k_n = sentence ? n[1] : n[0];
        return k_n > 0 && men_n == k_n * one;
      },
      why));
}

// A table of one army lists every count of standards, one to all of them.
void report_missing_standards(const StandardsContext& c, const std::map<mpz_class, std::size_t>& table_rows,
                              std::vector<Finding>& out) {
  if (!c.table_army || table_rows.empty()) return;
  const Rational& per = c.numbers.at(*c.table_army).per_standard;
  for (mpz_class k = 1; k <= c.reading.standards; ++k) {
    if (table_rows.count(k)) continue;
    Finding f;
    f.kind = FindingKind::Omission;
    f.derived = {k.get_str(), per.is_integer() ? mpz_class(k * per.numerator()).get_str() : std::string("?")};
    f.explanation = "no row for " + k.get_str() + " " + std::string(name(*c.table_army)) + " standards";
    out.push_back(std::move(f));
  }
}

std::vector<Finding> check_standards(const StandardsContext& c, const std::vector<PrintedRow>& rows) {
  std::vector<Finding> out;
  std::map<mpz_class, std::size_t> table_rows;  // standards -> first row naming them
  WordsNotRead not_read;
  for (const PrintedRow& p : rows) {
    const auto quantity = cell(p, "quantity"), value = cell(p, "value");
    if (quantity && value) {
      check_stated_number(c, p, *quantity, *value, not_read, out);
      continue;
    }
    check_men_of_standards(c, p, table_rows, not_read, out);
  }
  report_missing_standards(c, table_rows, out);
  return out;
}

std::shared_ptr<const StandardsContext> bind_standards(const Armies& armies, const RelationParams& params) {
  auto c = std::make_shared<StandardsContext>();
  c->reading = read_reading(params);
  c->language = choice(params, "language", kLanguageNames);
  switch (choice(params, "army", kPoolArmiesNames)) {
    case PoolArmies::Both:
      break;
    case PoolArmies::Even:
      c->table_army = Army::Even;
      break;
    case PoolArmies::Odd:
      c->table_army = Army::Odd;
      break;
  }
  for (Army a : {Army::Even, Army::Odd}) {
    c->numbers[a] = army_standards(armies, a, c->reading.options());
    c->kings[a] = describe(c->reading.king, armies, a);
  }
  for (const auto king : kKingAmongFootmenNames.values()) {
    StandardsReading other_reading = c->reading;
    other_reading.king = king;
    for (Army a : {Army::Even, Army::Odd}) {
      c->stated[{other_reading.king, a}] = {army_standards(armies, a, other_reading.options()).footmen,
                                            describe(other_reading.king, armies, a)};
    }
  }
  return c;
}

RelationSpec standards_spec() {
  RelationSpec spec;
  spec.name = "standards";
  spec.summary =
      "The victory of standards (002 lines 875-900; Savard 003 line 247): an army's footmen are the sum of "
      "its men, "
      "less captains and bearers its soldiers, which its standards share; k standards hold k x "
      "men-per-standard. "
      "Reads the columns army, quantity, value; or army, men, standards; or label, standards, men (with "
      "army=)";
  spec.parameters = {
      reading("army"),
      reading("white"),
      integer_parameter("captains", "2", 0, 1000000,
                        "captains per army (002 line 876: \"let the first and last be captaines\")"),
      integer_parameter("standards", "10", 1, 1000000,
                        "standards per army (002 line 876: \"devide the whole armye into .10. standerds\")"),
      integer_parameter("bearers", "10", 0, 1000000,
                        "standard-bearers per army (002 line 876: \"the ten standard bearers\")"),
      reading("standards-king"),
      enum_parameter(
          "won", Won::Adversary, kWonNames,
          "the standards an army wins are its adversary's (002 line 878: the even host that wins 348 men has "
          "two "
          "standards: 348 = 2 x 174, the odd standard) or its own"),
      reading("language"),
  };
  spec.words = {WordKind::Army};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const auto c = bind_standards(armies, params);
    BoundRelation r;
    r.statement = "each number of the standards follows from the sum of the army's men";
    r.check = [c](const std::vector<PrintedRow>& rows) { return check_standards(*c, rows); };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> standards_relation_specs() { return {standards_spec()}; }

}  // namespace rithmo
