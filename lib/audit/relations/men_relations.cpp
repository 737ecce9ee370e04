// The men relation: every man of a printed list of the orders is the derived man.
//
// Fulke, "Of the men" (002 lines 522-531), lists each order of each army as a sentence
// (tables/fulke-1563/men-orders.csv: army, shape, order, position, value); the modern
// basics print the same as a table labelled by order, "1st Rounds (x)" (002 lines
// 133-188; modern-basics/derivation.csv: army, order_label, position, value); Savard
// prints a grid of six rows, one per order, the four even seeds then the four odd in
// each row, with the rule, the kind of ratio to the row before and that ratio (003
// lines 53-58; savard/derivation.csv: c1..c8, formula, ratio_kind, ratio).
//
// The man a cell stands for is found from its place: the army, the order (the shape
// and its first or second rank) and the position, which is the seed's place in the
// army's seeds (2 4 6 8, 3 5 7 9: "the digites even or odde", 002 line 523). The
// value must be men/army.hpp's derive(rule, seed).
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "men/formula.hpp"
#include "number/numeral.hpp"
#include "readings/readings.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <set>
#include <tuple>

namespace rithmo {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  const auto a = s.find_first_not_of(' ');
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(' ') - a + 1);
}

// The rule of the shape's first or second order: rounds are orders 1-2 of the
// derivation, triangles 3-4, squares 5-6 (men/army.hpp).
std::optional<Rule> rule_of(Shape shape, long order) {
  for (Rule r : kRules) {
    if (shape_of(r) == shape && shape_order(r) == order) return r;
  }
  return std::nullopt;
}

int rank_of(Rule rule) {
  int k = 0;
  while (kRules[k] != rule) ++k;
  return k + 1;
}

// "the first order of triangles"
std::string order_name(Rule rule) {
  return std::string(shape_order(rule) == 1 ? "the first" : "the second") + " order of " +
         std::string(name(shape_of(rule))) + "s";
}

// An order label as the modern basics print it: "1st Rounds (x)", "2nd Squares ((2x +
// 1)2)": the rank (1st, 2nd, or an ordinal in the five languages: first, premier,
// secundus, zweite), the shape, and in brackets the rule.
struct OrderLabel {
  Rule rule;
  std::string formula;  // empty when the label gives none
};

// The words of a label: its rank, and its shape (the text before any bracket).
struct LabelWords {
  std::string rank, shape;
  std::size_t open = std::string::npos;  // the bracket's place in the trimmed label
};

std::optional<LabelWords> label_words(const std::string& t) {
  const auto sp = t.find(' ');
  if (sp == std::string::npos) return std::nullopt;
  LabelWords w;
  w.rank = lower(t.substr(0, sp));
  w.open = t.find('(', sp);
  w.shape = trim(t.substr(sp + 1, w.open == std::string::npos ? std::string::npos : w.open - sp - 1));
  return w;
}

// The number a rank names: its leading digits ("1st", "2nd", "3rd", "2e"), or an ordinal
// the vocabulary reads (read_rank: "first", "premier", "secundus", "zweite"); nullopt for
// neither.
std::optional<long> rank_number(const std::string& rank) {
  std::size_t digits = 0;
  while (digits < rank.size() && digits < 3 && is_digit(rank[digits])) ++digits;
  if (digits == 0) return read_rank(rank);
  const auto n = read_count(rank.substr(0, digits), 999);
  return n ? std::optional<long>(static_cast<long>(*n)) : std::nullopt;
}

// The words that join a shape and its order's rank when the shape comes first ("Tondi
// del primo ordine", "Rounds of the first order", "Ronds du premier ordre", "Rotundi
// primi ordinis", "Runde der ersten Ordnung"): articles, prepositions and the word for
// an order, whole or cut short to three letters or more ("ord.").
bool order_filler(const std::string& word) {
  static const std::vector<std::string> kJoins = [] {
    std::vector<std::string> out;
    for (const char* w : {"of",  "the", "del", "della", "dello", "de", "du",  "des", "di", "dei", "degli",
                          "der", "die", "das", "dem",   "in",    "im", "nel", "le",  "la", "il"})
      out.push_back(fold(w));
    return out;
  }();
  return std::find(kJoins.begin(), kJoins.end(), fold(word)) != kJoins.end() || is_order_word(word);
}

// A label with its shape first and its rank after ("Tondi del primo ordine"): the rank
// and the shape as the words give them, every other word a filler; nullopt otherwise.
// `unread`, when given, receives the first word that is neither.
std::optional<std::pair<long, Shape>> shape_then_rank(const std::string& text,
                                                      std::string* unread = nullptr) {
  std::optional<long> rank;
  std::optional<Shape> shape;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    start = end + 1;
    if (word.empty() || order_filler(word)) continue;
    if (const auto s = read_shape(word); s && !shape) {
      shape = s;
    } else if (const auto r = rank_number(lower(word)); r && !rank) {
      rank = r;
    } else {
      if (unread) *unread = word;
      return std::nullopt;
    }
  }
  if (!rank || !shape) return std::nullopt;
  return std::pair{*rank, *shape};
}

std::optional<OrderLabel> parse_order_label(const std::string& text) {
  const std::string t = trim(text);
  const auto w = label_words(t);
  if (!w) return std::nullopt;
  auto order = rank_number(w->rank);
  auto shape = read_shape(w->shape);
  if (!order || !shape) {
    // The shape first: "Tondi del primo ordine".
    if (const auto sr = shape_then_rank(trim(t.substr(0, w->open)))) {
      order = sr->first;
      shape = sr->second;
    }
  }
  if (!order || (*order != 1 && *order != 2) || !shape) return std::nullopt;
  OrderLabel label{*rule_of(*shape, *order), ""};
  if (w->open != std::string::npos) {
    const auto close = t.rfind(')');
    if (close == std::string::npos || close < w->open || close + 1 != t.size()) return std::nullopt;
    label.formula = t.substr(w->open + 1, close - w->open - 1);
  }
  return label;
}

const std::string* extra(const PrintedRow& p, const std::string& column) {
  for (const auto& [k, v] : p.extra) {
    if (k == column) return &v;
  }
  return nullptr;
}

// Does the printed label name the king? Fulke: ".91. the kynge", ".190. the kynge"
// (002 line 529).
bool names_king(const std::string& label) {
  const std::string s = lower(label);
  return s.find("king") != std::string::npos || s.find("kyng") != std::string::npos;
}

struct Context {
  Armies armies;
  Superscripts superscripts = Superscripts::Lost;
  Language language = Language::English;
  std::vector<long> even_seeds, odd_seeds;

  const std::vector<long>& seeds(Army army) const { return army == Army::Even ? even_seeds : odd_seeds; }

  // The men are listed by order, then by seed in the army's order (generate_army).
  const Man& man(Army army, Rule rule, std::size_t seed_index) const {
    const std::size_t n = seeds(army).size();
    return armies.men(army).at(static_cast<std::size_t>(rank_of(rule) - 1) * n + seed_index);
  }
};

std::vector<long> seeds_of(const std::vector<Man>& men) {
  std::vector<long> s;
  for (const Man& m : men) {
    if (m.order == 1) s.push_back(m.seed);
  }
  return s;
}

// "(n+1)^2 at n = 8 is 81"
std::string derivation(const Man& m) {
  return std::string(formula(m.rule)) + " at n = " + std::to_string(m.seed) + " is " + m.value.get_str() +
         (m.is_pyramid ? " (the king)" : "");
}

Finding finding(FindingKind kind, const PrintedRow& p) {
  Finding f;
  f.kind = kind;
  f.row = p.row;
  f.line = p.line;
  f.extra = p.extra;
  return f;
}

// A printed value against the derived one: an erratum when one slip explains it.
Finding wrong_value(const PrintedRow& p, Keys keys, const NumberRow& printed, const NumberRow& derived,
                    const std::string& rule) {
  Finding f = finding(FindingKind::Erratum, p);
  f.keys = std::move(keys);
  for (const auto& n : printed) f.printed.push_back(n.get_str());
  // The numbers as printed, where they are the row's own numbers or one of them: a
  // Roman numeral or words take their own slips.
  std::vector<std::string> text;
  if (printed == p.numbers.get() && p.number_text.size() == printed.size()) {
    text = p.number_text.get();
  } else if (printed.size() == 1) {
    for (std::size_t j = 0; j < p.numbers.size() && j < p.number_text.size(); ++j) {
      if (p.numbers[j] == printed[0]) text = {p.number_text[j]};
    }
  }
  f.candidates = best_emendations(printed, text, std::vector<NumberRow>{derived});
  std::string want;
  for (const auto& n : derived) want += (want.empty() ? "" : " ") + n.get_str();
  if (f.candidates.empty()) {
    f.kind = FindingKind::Unresolved;
    f.explanation = "no single slip of the printer gives " + want + "; " + rule;
  } else {
    f.explanation = describe(f.candidates.front().slip) + "; read " + want + ": " + rule;
  }
  f.proof = rule;
  return f;
}

// A printed formula against the men of one rule: the first seed where it fails, or
// the reason it cannot be read; empty when it gives every man.
std::string formula_disagreement(const std::string& text, const Context& c, Rule rule) {
  try {
    const Formula f = parse_formula(text, c.superscripts);
    for (Army army : {Army::Even, Army::Odd}) {
      for (std::size_t i = 0; i < c.seeds(army).size(); ++i) {
        const Man& m = c.man(army, rule, i);
        const Rational v = f.at(Rational(m.seed));
        if (v != Rational(m.value)) {
          return "the printed rule '" + text + "' gives " + v.str() + " at n = " + std::to_string(m.seed) +
                 ", but " + derivation(m);
        }
      }
    }
  } catch (const FormulaError& e) {
    return std::string("the printed rule cannot be read: ") + e.what();
  } catch (const ZeroDenominator&) {
    return "the printed rule '" + text + "' divides by zero";
  }
  return "";
}

// --- one man per row (Fulke's sentences, the modern basics' table) ---------------------

// The order a row names: by the columns shape and order ("round", "1"), or by
// order_label ("1st Rounds (x)"), the shape's column winning when it is filled in or
// there is no label. `not_read` holds the word the vocabulary cannot read, if any: a
// shape in the five languages ("quarré", "Dreyeck"), or the label's rank or shape.
struct RowOrder {
  std::optional<Rule> rule;
  std::string formula;                 // the label's rule, empty when it gives none
  const std::string* label = nullptr;  // the label the order came from
  std::string not_read;
};

// Whether the table names the order of its rows at all: a column shape, order or
// order_label (filled in or not).
bool names_order(const PrintedRow& p) {
  return extra(p, "shape") || extra(p, "order") || extra(p, "order_label");
}

RowOrder order_of(const PrintedRow& p) {
  RowOrder o;
  const std::string *shape = extra(p, "shape"), *order = extra(p, "order"), *label = extra(p, "order_label");
  if (shape && order && (!shape->empty() || !label)) {
    const auto s = read_shape(*shape);
    if (!s && !shape->empty()) o.not_read = *shape;
    if (s && (*order == "1" || *order == "2")) o.rule = rule_of(*s, *order == "1" ? 1 : 2);
  } else if (label) {
    const std::string t = trim(*label);
    if (const auto w = label_words(t)) {
      // The word not read: of the shape-first layout when its rank is no rank ("Tondi
      // del primo gradino"), else the rank's or the shape's of "1st Rounds".
      std::string unread;
      if (!shape_then_rank(trim(t.substr(0, w->open)), &unread)) {
        if (!rank_number(w->rank))
          o.not_read = unread.empty() ? w->rank : unread;
        else if (!read_shape(w->shape))
          o.not_read = w->shape;
      }
    }
    if (const auto l = parse_order_label(*label)) {
      o.rule = l->rule;
      o.formula = l->formula;
      o.label = label;
    }
  }
  return o;
}

// A row whose order is named in words the vocabulary cannot read is a word not read
// (reported once), not judged: which man it prints is not known.
std::vector<Finding> check_list(const Context& c, const std::vector<PrintedRow>& rows) {
  std::vector<Finding> out;
  WordsNotRead not_read;
  std::map<std::tuple<Army, Rule, std::size_t>, std::size_t> seen;  // man -> first row
  std::set<std::string> labels_checked;
  // The rows whose order is not read: army, place and the number printed.
  std::vector<std::tuple<Army, std::size_t, mpz_class>> unplaced;
  // The rows that print another number than their man's, in order.
  struct WrongValue {
    std::size_t finding;  // its finding in `out`
    std::size_t row;
    mpz_class printed, derived;
    std::string rule;
  };
  std::vector<WrongValue> wrong;
  for (const PrintedRow& p : rows) {
    // The army is the transcriber's key, refused when the rows are read unless even or odd.
    const Army army = *kArmyNames.parse(p.keys.at(0));
    const RowOrder named = order_of(p);
    if (!named.not_read.empty()) {
      not_read.report(named.not_read, p,
                      not_read_text(named.not_read, c.language) +
                          ", no order of men the vocabulary reads (a shape in the five languages: round, "
                          "triangle, square; a label such as \"1st Rounds (x)\"); ",
                      out);
      const auto position = p.numbers.at(0);
      if (position >= 1 && position <= static_cast<long>(c.seeds(army).size()))
        unplaced.emplace_back(army, position.get_ui() - 1, p.numbers.at(1));
      continue;
    }
    std::optional<Rule> rule = named.rule;
    mpz_class position = p.numbers.at(0);
    // A table that names no order at all (no shape, order or order_label column) keys
    // each man by his place in his army's whole list, as the books list the men: the
    // first order of rounds, then the second, the triangles, the squares (002 lines
    // 523-531; Barozzi, ocr/barozzi-1572/page-0015.txt to page-0022.txt): place 5 of
    // four seeds is the first man of the second order of rounds.
    const std::size_t seeds = c.seeds(army).size();
    if (!rule && !names_order(p) && position >= 1 &&
        position <= static_cast<long>(seeds * std::size(kRules))) {
      const std::size_t place = position.get_ui() - 1;
      rule = kRules[place / seeds];
      position = static_cast<unsigned long>(place % seeds + 1);
    }
    if (!rule || position < 1 || position > static_cast<long>(seeds)) {
      Finding f = finding(FindingKind::Unresolved, p);
      f.keys = p.keys;
      f.printed = {p.number_text.at(1)};
      f.explanation = !rule ? std::string(
                                  "the row names no order of men (columns shape and order, e.g. round 1, or "
                                  "order_label, e.g. \"1st Rounds (x)\")")
                            : "position " + p.number_text.at(0) + " is not a place among the " +
                                  std::to_string(c.seeds(army).size()) + " seeds of the " +
                                  std::string(name(army)) + " army";
      out.push_back(std::move(f));
      continue;
    }
    const std::size_t index = position.get_ui() - 1;
    const Man& m = c.man(army, *rule, index);
    const Keys keys{std::string(name(army)), std::string(name(m.shape)), std::to_string(shape_order(*rule)),
                    position.get_str()};
    const auto [it, fresh] = seen.emplace(std::tuple{army, *rule, index}, p.row);
    if (!fresh) {
      Finding f = finding(FindingKind::Duplicate, p);
      f.keys = keys;
      f.printed = {p.number_text.at(1)};
      f.explanation = "repeats row " + std::to_string(it->second) + ": " + order_name(*rule) + " of the " +
                      std::string(name(army)) + " army, place " + position.get_str();
      out.push_back(std::move(f));
      continue;
    }
    const std::string rule_text = order_name(*rule) + " of the " + std::string(name(army)) + " army, seed " +
                                  std::to_string(m.seed) + ": " + derivation(m);
    if (p.numbers.at(1) != m.value) {
      wrong.push_back({out.size(), p.row, p.numbers.at(1), m.value, rule_text});
      out.push_back(wrong_value(p, keys, {p.numbers.at(1)}, {m.value}, rule_text));
    }
    if (const std::string* words = extra(p, "label"); words && names_king(*words) && !m.is_pyramid) {
      Finding f = finding(FindingKind::Unresolved, p);
      f.keys = keys;
      f.printed = {p.number_text.at(1)};
      f.explanation = "labelled '" + *words + "', but the " + std::string(name(army)) + " king is " +
                      c.armies.king(army).total().get_str() + ", the sum of his pyramid";
      out.push_back(std::move(f));
    }
    if (!named.formula.empty() && labels_checked.insert(*named.label).second) {
      if (const std::string why = formula_disagreement(named.formula, c, *rule); !why.empty()) {
        Finding f = finding(FindingKind::Unresolved, p);
        f.keys = {"order_label"};
        f.printed = {*named.label};
        f.explanation = why;
        out.push_back(std::move(f));
      }
    }
  }
  // Two neighbouring rows that each print the other's man: the lines set in each
  // other's place, one slip of the printer for both, whatever other slip might also
  // explain either alone.
  for (std::size_t i = 0; i + 1 < wrong.size(); ++i) {
    const WrongValue& a = wrong[i];
    const WrongValue& b = wrong[i + 1];
    if (b.row != a.row + 1 || a.printed != b.derived || b.printed != a.derived) continue;
    for (const auto& [self, other] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
      Finding& f = out[self->finding];
      Slip slip;
      slip.kind = SlipKind::RowsExchanged;
      slip.other_row = other->row;
      f.kind = FindingKind::Erratum;
      f.candidates = {Emendation{{self->derived}, slip, SlipCosts{}.of(SlipKind::RowsExchanged)}};
      f.explanation = describe(slip) + "; read " + self->derived.get_str() + ": " + self->rule;
    }
    ++i;
  }
  // A row whose order is not read may print any man of its army and place that no
  // other row prints: the one whose number it prints, or, when none is, any of them.
  // None of those is said to be missing: the word not read is the finding.
  std::set<std::tuple<Army, Rule, std::size_t>> maybe_printed;
  for (const auto& [army, index, value] : unplaced) {
    std::vector<Rule> unseen, same_number;
    for (Rule rule : kRules) {
      if (seen.count({army, rule, index})) continue;
      unseen.push_back(rule);
      if (c.man(army, rule, index).value == value) same_number.push_back(rule);
    }
    for (Rule rule : same_number.empty() ? unseen : same_number) maybe_printed.insert({army, rule, index});
  }
  // "There be of eche kynde of men, two rankes or orders" (002 line 522): the lists
  // name every man of every order.
  for (Army army : {Army::Even, Army::Odd}) {
    for (Rule rule : kRules) {
      for (std::size_t i = 0; i < c.seeds(army).size(); ++i) {
        if (seen.count({army, rule, i}) || maybe_printed.count({army, rule, i})) continue;
        const Man& m = c.man(army, rule, i);
        Finding f;
        f.kind = FindingKind::Omission;
        f.keys = {std::string(name(army)), std::string(name(m.shape)), std::to_string(shape_order(rule)),
                  std::to_string(i + 1)};
        f.derived = {m.value.get_str()};
        f.explanation = "not printed: " + order_name(rule) + " of the " + std::string(name(army)) +
                        " army, seed " + std::to_string(m.seed) + ": " + derivation(m);
        out.push_back(std::move(f));
      }
    }
  }
  return out;
}

// --- Savard's grid: one row per order, the even seeds then the odd ---------------------

std::vector<Finding> check_grid(const Context& c, const std::vector<PrintedRow>& rows) {
  std::vector<Finding> out;
  const std::size_t ne = c.even_seeds.size();
  for (const PrintedRow& p : rows) {
    if (p.row > std::size(kRules)) {
      Finding f = finding(FindingKind::Count, p);
      f.printed = p.number_text;
      f.derived = {std::to_string(std::size(kRules))};
      f.explanation = "row " + std::to_string(p.row) + " of a grid of the " +
                      std::to_string(std::size(kRules)) + " orders (two each of rounds, triangles, squares)";
      out.push_back(std::move(f));
      continue;
    }
    const Rule rule = kRules[p.row - 1];
    NumberRow derived;
    std::string rule_text;
    for (std::size_t j = 0; j < p.numbers.size(); ++j) {
      const Army army = j < ne ? Army::Even : Army::Odd;
      const Man& m = c.man(army, rule, j < ne ? j : j - ne);
      derived.push_back(m.value);
    }
    rule_text =
        order_name(rule) + ", the even seeds then the odd: " + std::string(formula(rule)) + " at n = ";
    for (std::size_t j = 0; j < p.numbers.size(); ++j) {
      rule_text += (j ? ", " : "") + std::to_string(j < ne ? c.even_seeds[j] : c.odd_seeds[j - ne]);
    }
    if (p.numbers != derived) {
      out.push_back(wrong_value(p, {std::string(name(shape_of(rule))), std::to_string(shape_order(rule))},
                                p.numbers, derived, rule_text));
    }
    auto text_finding = [&](const std::string& column, const std::string& why) {
      Finding f = finding(FindingKind::Unresolved, p);
      f.keys = {column};
      f.printed = {*extra(p, column)};
      f.explanation = why;
      out.push_back(std::move(f));
    };
    if (const std::string* text = extra(p, "formula"); text && !text->empty()) {
      if (const std::string why = formula_disagreement(*text, c, rule); !why.empty())
        text_finding("formula", why);
    }
    // The ratio of each man to the man of its seed in the row before: its family
    // ("ratio_kind") and the multiplier ("ratio", "((n+1)/n)*": times the row before).
    const std::string* kind = extra(p, "ratio_kind");
    if (kind && !kind->empty()) {
      std::string why;
      for (Army army : {Army::Even, Army::Odd}) {
        for (std::size_t i = 0; i < c.seeds(army).size() && why.empty(); ++i) {
          const Man& m = c.man(army, rule, i);
          if (!m.ratio) {
            why = "the first order has no order before it";
          } else if (name(m.ratio->family) != *kind) {
            why = m.value.get_str() + " : " + c.man(army, kRules[rank_of(rule) - 2], i).value.get_str() +
                  " = " + m.ratio->ratio.str() + " is " + std::string(name(m.ratio->family)) + " (" +
                  m.ratio->latin + ")";
          }
        }
      }
      if (!why.empty()) text_finding("ratio_kind", why);
    }
    const std::string* ratio = extra(p, "ratio");
    if (ratio && !ratio->empty()) {
      std::string why;
      const std::string r = trim(*ratio);
      if (rank_of(rule) == 1) {
        why = "the first order has no order before it";
      } else if (r.empty() || r.back() != '*') {
        why = "a ratio to the row before is printed as a multiplier ending in '*', e.g. ((n+1)/n)*";
      } else {
        try {
          const Formula f = parse_formula(r.substr(0, r.size() - 1), c.superscripts);
          for (Army army : {Army::Even, Army::Odd}) {
            for (std::size_t i = 0; i < c.seeds(army).size() && why.empty(); ++i) {
              const Man& m = c.man(army, rule, i);
              const Man& before = c.man(army, kRules[rank_of(rule) - 2], i);
              const Rational times = f.at(Rational(m.seed));
              if (times * Rational(before.value) != Rational(m.value)) {
                why = "at n = " + std::to_string(m.seed) + " the multiplier is " + times.str() + " and " +
                      times.str() + " x " + before.value.get_str() + " is not " + m.value.get_str() +
                      " (the ratio is " + m.ratio->ratio.str() + ")";
              }
            }
          }
        } catch (const FormulaError& e) {
          why = std::string("the printed ratio cannot be read: ") + e.what();
        } catch (const ZeroDenominator&) {
          why = "the printed ratio divides by zero";
        }
      }
      if (!why.empty()) text_finding("ratio", why);
    }
  }
  for (std::size_t k = rows.size(); k < std::size(kRules); ++k) {
    const Rule rule = kRules[k];
    Finding f;
    f.kind = FindingKind::Omission;
    f.keys = {std::string(name(shape_of(rule))), std::to_string(shape_order(rule))};
    for (Army army : {Army::Even, Army::Odd}) {
      for (std::size_t i = 0; i < c.seeds(army).size(); ++i)
        f.derived.push_back(c.man(army, rule, i).value.get_str());
    }
    f.explanation = "not printed: " + order_name(rule) + ", " + std::string(formula(rule));
    out.push_back(std::move(f));
  }
  return out;
}

RelationSpec men_spec() {
  RelationSpec spec;
  spec.name = "men";
  spec.summary = "Each printed man of the orders is the man derived from his seed (Fulke 002 lines 522-531)";
  spec.columns = {
      {"army",
       ColumnRole::Key,
       "even or odd, or the book's word for the army (Pari, Impair, ungerade)",
       false,
       {},
       kArmyNames.names(),
       WordKind::Army},
      {"position", ColumnRole::Number,
       "the place in the army's list of the order, which is the seed's place (2 4 6 8, 3 5 7 9); the "
       "order is named by the columns shape and order (round 1) or by order_label (\"1st Rounds (x)\"); in a "
       "table with none of those columns, the man's place in his army's whole list as the books list the men "
       "(the first order of rounds, the second, the triangles, the squares: 1 to 24)"},
      {"value", ColumnRole::Number, "the number printed"}};
  spec.parameters = {
      reading("layout"),
      enum_parameter("superscripts", Superscripts::Lost, kSuperscriptsNames,
                     "how a printed rule reads digits right after x or a bracket: lost, a flattened exponent "
                     "(\"2nd Rounds "
                     "(x2)\" "
                     "for x squared, 002 line 144); literal, a factor"),
      reading("language"),
      reading("white"),
  };
  spec.words = {WordKind::Shape, WordKind::Army};
  spec.accepts = {{"layout", {"list", "grid"}}};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    auto context = std::make_shared<Context>();
    context->armies = armies;
    context->superscripts = choice(params, "superscripts", kSuperscriptsNames);
    context->language = choice(params, "language", kLanguageNames);
    context->even_seeds = seeds_of(armies.even);
    context->odd_seeds = seeds_of(armies.odd);
    BoundRelation r;
    if (choice(params, "layout", kLayoutNames) == Layout::Grid) {
      for (std::size_t j = 0; j < context->even_seeds.size() + context->odd_seeds.size(); ++j) {
        r.columns.push_back({"c" + std::to_string(j + 1), ColumnRole::Number,
                             j < context->even_seeds.size() ? "an even man" : "an odd man"});
      }
      r.statement = "row k holds the k-th order of men, the even seeds then the odd, with its rule and ratio";
      r.check = [context](const std::vector<PrintedRow>& rows) { return check_grid(*context, rows); };
    } else {
      r.statement = "each man is derived from the seed of his place by the rule of his order";
      r.check = [context](const std::vector<PrintedRow>& rows) { return check_list(*context, rows); };
    }
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> men_relation_specs() { return {men_spec()}; }

}  // namespace rithmo
