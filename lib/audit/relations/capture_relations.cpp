// The worked examples of capture (du Coeur 000 and 001 lines 61-81) as the audit reads
// them: the arithmetic of each example holds and each number is a man of the army and
// shape the text names.
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "men/ways.hpp"
#include "readings/readings.hpp"
#include "taking/taking.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>

namespace rithmo {

namespace {

// The ways the worked examples take by (men/ways.hpp): equality, or one of two men; by
// their keys or by the book's own words, read through the vocabulary ("by
// Equalitie", "Diuision", "per aggiuntione").
std::optional<Way> parse_method(const std::string& s) {
  std::optional<Way> way = kWayNames.parse(s);
  if (!way) {
    const std::vector<Way> named = read_ways(s);
    if (named.size() == 1) way = named[0];
  }
  if (way && (*way == Way::Equality || by_two_men(*way))) return way;
  return std::nullopt;
}

// The arithmetic of the first kind of play, two men against one (000: "you shal move
// twoo of your men, which combine to the enemy man"); Equalitie with one man ("the
// only waye in whych you maye capture the enemie with but one of your men", 000). The
// takers' order is free: "the .225. and .9. maye capture the .25. by Division" (000).
// Returns the arithmetic as text when it holds ("16 + 9 = 25"), else nullopt.
std::optional<std::string> arithmetic(Way m, const NumberRow& takers, const mpz_class& taken) {
  if (m == Way::Equality) {
    if (takers.size() == 1 && takers[0] == taken) return takers[0].get_str() + " = " + taken.get_str();
    return std::nullopt;
  }
  if (takers.size() != 2) return std::nullopt;
  const mpz_class& a = takers[0];
  const mpz_class& b = takers[1];
  const mpz_class& hi = a < b ? b : a;
  const mpz_class& lo = a < b ? a : b;
  if (!two_men_take(m, lo, hi, taken)) return std::nullopt;
  // The sum and product as the takers are printed; the difference and quotient of the
  // greater by the lesser.
  switch (m) {
    case Way::Addition:
      return a.get_str() + " + " + b.get_str() + " = " + taken.get_str();
    case Way::Subtraction:
      return hi.get_str() + " - " + lo.get_str() + " = " + taken.get_str();
    case Way::Multiplication:
      return a.get_str() + " x " + b.get_str() + " = " + taken.get_str();
    default:
      return hi.get_str() + " / " + lo.get_str() + " = " + taken.get_str();
  }
}

std::string method_rule(Way m) {
  switch (m) {
    case Way::Equality:
      return "by equality one man takes a man of the same number";
    case Way::Addition:
      return "by addition two men take the man their sum makes";
    case Way::Subtraction:
      return "by subtraction two men take the man their difference makes";
    case Way::Multiplication:
      return "by multiplication two men take the man their product makes";
    case Way::Division:
      return "by division two men take the man the greater divided by the lesser makes";
    default:
      return "";
  }
}

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < s.size()) {
    const auto sp = s.find(' ', start);
    out.push_back(s.substr(start, sp - start));
    if (sp == std::string::npos) break;
    start = sp + 1;
  }
  return out;
}

// The shapes a cell names, one a word, read through the vocabulary (round, triangle,
// square in the five languages: "tondo triangolo", "Dreyeck"), as their keys; the
// first word not read, when one is not.
struct ShapesRead {
  std::vector<std::string> shapes;
  std::string not_read;
};

ShapesRead shapes_of(const std::string& cell) {
  ShapesRead out;
  for (const std::string& w : words(cell)) {
    if (w.empty()) continue;
    const auto shape = read_shape(w);
    if (!shape) {
      out.not_read = w;
      return out;
    }
    out.shapes.emplace_back(name(*shape));
  }
  return out;
}

// Whether a cell names an army by its colour (white, blanc, Bianchi, noir ...), which
// the reading `white` decides, rather than by its parity.
bool names_colour(const std::string& cell) { return read_army(cell, Army::Even) && !read_parity(cell); }

struct Example {
  Way method;
  std::optional<Army> taker_army;  // as named, through the colours
  std::optional<Army> taken_army;
  std::vector<std::string> taker_shapes;  // empty: not stated
  std::string taken_shape;                // empty: not stated
};

// Assigns the takers to distinct men of `men` with the stated shapes.
bool assign(const std::vector<Soldier>& men, const NumberRow& takers, const std::vector<std::string>& shapes,
            std::size_t i, std::vector<bool>& used) {
  if (i == takers.size()) return true;
  for (std::size_t k = 0; k < men.size(); ++k) {
    if (used[k] || men[k].value != takers[i]) continue;
    if (!shapes.empty() && name(men[k].shape) != shapes[i]) continue;
    used[k] = true;
    if (assign(men, takers, shapes, i + 1, used)) return true;
    used[k] = false;
  }
  return false;
}

// Why the takers cannot all be men of `army` and the taken a man of the other, or ""
// when they can.
std::string misfit(const BothArmies& troops, const Example& ex, Army army, const NumberRow& takers,
                   const mpz_class& taken) {
  const auto& mine = troops.of(army);
  const auto& theirs = troops.of(other(army));
  const std::string a(name(army)), o(name(other(army)));
  std::vector<bool> used(mine.size(), false);
  if (!assign(mine, takers, ex.taker_shapes, 0, used)) {
    for (std::size_t i = 0; i < takers.size(); ++i) {
      const std::string shape = ex.taker_shapes.empty() ? "man" : ex.taker_shapes[i];
      const auto n = std::count_if(mine.begin(), mine.end(), [&](const Soldier& s) {
        return s.value == takers[i] && (ex.taker_shapes.empty() || name(s.shape) == ex.taker_shapes[i]);
      });
      const auto want = std::count(takers.begin(), takers.end(), takers[i]);
      if (n == 0) return takers[i].get_str() + " is no " + a + " " + shape;
      if (n < want)
        return "the " + a + " army has " + std::to_string(n) + " " + shape + " of " + takers[i].get_str() +
               ", not " + std::to_string(want);
    }
    return "the takers are not " + std::to_string(takers.size()) + " distinct " + a + " men";
  }
  const bool found = std::any_of(theirs.begin(), theirs.end(), [&](const Soldier& s) {
    return s.value == taken && (ex.taken_shape.empty() || name(s.shape) == ex.taken_shape);
  });
  if (!found)
    return "the taken " + taken.get_str() + " is no " + o + " " +
           (ex.taken_shape.empty() ? "man" : ex.taken_shape);
  return "";
}

// The armies the takers may be of: the one the names give, or both.
std::vector<Army> taker_armies(const Example& ex) {
  if (ex.taker_army && ex.taken_army && *ex.taker_army == *ex.taken_army) return {};
  if (ex.taker_army) return {*ex.taker_army};
  if (ex.taken_army) return {other(*ex.taken_army)};
  return {Army::Even, Army::Odd};
}

// The men of the example (one reading): "" when they fit, else why not.
std::string men_misfit(const BothArmies& troops, const Example& ex, const NumberRow& takers,
                       const mpz_class& taken) {
  const auto candidates = taker_armies(ex);
  if (candidates.empty()) return "taker and taken are named of one army";
  std::string why;
  for (Army a : candidates) {
    const std::string m = misfit(troops, ex, a, takers, taken);
    if (m.empty()) return "";
    why += (why.empty() ? "" : "; ") +
           (candidates.size() > 1 ? "as " + std::string(name(a)) + " takers, " : "") + m;
  }
  return why;
}

// The men the example names, e.g. "16 an even round, 9 an even triangle; 25 an odd man".
std::string men_text(const Example& ex, Army army, const NumberRow& takers, const mpz_class& taken) {
  std::string s;
  for (std::size_t i = 0; i < takers.size(); ++i) {
    s += (i ? ", " : "") + takers[i].get_str() + " an " + std::string(name(army)) + " " +
         (ex.taker_shapes.empty() ? "man" : ex.taker_shapes[i]);
  }
  return s + "; " + taken.get_str() + " an " + std::string(name(other(army))) + " " +
         (ex.taken_shape.empty() ? "man" : ex.taken_shape);
}

// "even men only", "odd men only", "men of both armies", "no man".
std::string bearers(const BothArmies& troops, const mpz_class& v) {
  auto bears = [&](Army a) {
    const auto& men = troops.of(a);
    return std::any_of(men.begin(), men.end(), [&](const Soldier& s) { return s.value == v; });
  };
  const bool even = bears(Army::Even), odd = bears(Army::Odd);
  return even && odd ? "men of both armies" : even ? "even men only" : odd ? "odd men only" : "no man";
}

RelationSpec examples_spec() {
  RelationSpec spec;
  spec.name = "capture-examples";
  spec.summary =
      "Worked examples of capture in the first kind: the takers' arithmetic makes the man taken, takers men "
      "of one "
      "army and the taken a man of the other, of the armies and shapes named (du Coeur 000; 001 lines 61-81)";
  spec.columns = {
      {"method", ColumnRole::Key,
       "equality, addition, subtraction, multiplication or division, or the book's words for it "
       "in the five languages"},
      {"taker_army", ColumnRole::Key, "even, odd, white or black, or empty"},
      {"taker_shapes", ColumnRole::Key,
       "the takers' shapes, space separated, or empty (round, triangle, square, or the book's "
       "words for them)"},
      {"takers", ColumnRole::Numbers, "the takers' numbers (one for equality, two otherwise)"},
      {"taken_army", ColumnRole::Key, "even, odd, white or black, or empty"},
      {"taken_shape", ColumnRole::Key, "round, triangle or square, or the book's word for it, or empty"},
      {"taken", ColumnRole::Number, "the number of the man taken"}};
  spec.parameters = {reading("white"), reading("language")};
  spec.words = {WordKind::Way, WordKind::Army, WordKind::Shape};
  for (const auto& p : which_men_readings()) spec.parameters.push_back(p);
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const Army white = choice(params, "white", kArmyNames);
    const Language language = choice(params, "language", kLanguageNames);
    const MenOptions men = which_men(params);
    auto army_men = std::make_shared<const BothArmies>(armies, men);
    const std::vector<mpz_class> both = equality_numbers(armies, men);
    BoundRelation r;
    r.statement =
        "the takers' arithmetic makes the man taken, and each number is a man of the army and shape named";
    r.check = [army_men, white, both, language](const std::vector<PrintedRow>& rows) {
      std::vector<Finding> out;
      WordsNotRead not_read;
      for (const PrintedRow& p : rows) {
        const auto method = parse_method(p.cells.at(0));
        if (!method) {
          // A word not read, reported once: its rows are not judged.
          const std::string& named = p.cells.at(0);
          not_read.report(
              named, p,
              not_read_text(named, language) +
                  ", neither a key (equality, addition, subtraction, multiplication, division) nor "
                  "a way of taking the vocabulary knows in the five languages; ",
              out);
          continue;
        }
        // The shapes in the book's words; a word no shape reads is a word not read,
        // reported once, its rows not judged.
        const ShapesRead taker_shapes = shapes_of(p.cells.at(2));
        const ShapesRead taken_shape = shapes_of(p.cells.at(5));
        const std::string& unread_shape = !taker_shapes.not_read.empty()  ? taker_shapes.not_read
                                          : taken_shape.shapes.size() > 1 ? p.cells.at(5)
                                                                          : taken_shape.not_read;
        if (!unread_shape.empty()) {
          not_read.report(unread_shape, p,
                          not_read_text(unread_shape, language) +
                              ", no shape the vocabulary knows (round, triangle, square, in the five "
                              "languages); ",
                          out);
          continue;
        }
        auto example_under = [&](Army w) {
          Example ex{*method, read_army(p.cells.at(1), w), read_army(p.cells.at(4), w), taker_shapes.shapes,
                     taken_shape.shapes.empty() ? std::string() : taken_shape.shapes.front()};
          return ex;
        };
        const Example ex = example_under(white);
        const BothArmies& troops = *army_men;
        auto split = [](const NumberRow& n) {
          return std::make_pair(NumberRow(n.begin(), n.end() - 1), n.back());
        };
        auto holds = [&, ex](const NumberRow& n) {
          if (n.size() < 2) return false;
          const auto [takers, taken] = split(n);
          if (!ex.taker_shapes.empty() && ex.taker_shapes.size() != takers.size()) return false;
          return arithmetic(ex.method, takers, taken) && men_misfit(troops, ex, takers, taken).empty();
        };
        if (holds(p.numbers)) continue;
        const auto [takers, taken] = split(p.numbers);
        std::string why;
        if (const auto a = arithmetic(ex.method, takers, taken); !a) {
          std::string shown;
          for (const auto& t : takers) shown += (shown.empty() ? "" : " and ") + t.get_str();
          why = method_rule(ex.method) + ": " + shown + " do not make " + taken.get_str();
        } else if (ex.method == Way::Equality && !std::binary_search(both.begin(), both.end(), taken)) {
          why = *a + ", but equality needs a number borne in both armies (" + numbers_text(both) + "), and " +
                taken.get_str() + " is borne by " + bearers(troops, taken);
        } else {
          why = *a + ", but " + men_misfit(troops, ex, takers, taken);
          if (names_colour(p.cells.at(1)) || names_colour(p.cells.at(4))) {
            why += " (white is the " + std::string(name(white)) + " army)";
            const Example swapped = example_under(other(white));
            if (men_misfit(troops, swapped, takers, taken).empty()) {
              // The numbers are right; the colours name the armies the other way:
              // the source contradicts the reading the others give (a contradiction
              // between sources, not a printer's slip).
              Finding f = finding_at(p, FindingKind::Contradiction);
              f.explanation = why + "; the example holds if white is the " + std::string(name(other(white))) +
                              " army (white=" + std::string(name(other(white))) +
                              "): the source names the colours the other way";
              out.push_back(std::move(f));
              continue;
            }
          }
        }
        out.push_back(judge_row(p, p.numbers, holds, why, [&, ex](const NumberRow& n) {
          const auto [t, k] = split(n);
          for (Army a : taker_armies(ex)) {
            if (misfit(troops, ex, a, t, k).empty())
              return *arithmetic(ex.method, t, k) + "; " + men_text(ex, a, t, k);
          }
          return std::string();
        }));
      }
      return out;
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> capture_relation_specs() { return {examples_spec()}; }

}  // namespace rithmo
