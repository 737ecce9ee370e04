// The interval relation: two terms stand in the ratio of the musical interval a row
// names (Boethius, De institutione musica I.7: diapason 2:1, diapente 3:2,
// diatessaron 4:3, tonus 9:8, diapason ac diapente 3:1, bis diapason 4:1; see
// harmony/interval.hpp), as Faber's lists of the consonances in his greatest victories
// (ocr/jordanus-1496/page-0146.txt lines 64-91: "A b diapente" under the victory 2 3 4
// 6 of line 51: 6 : 4 = 3:2).
//
// The print names the terms by their letters only; a table gives the numbers the
// letters stand for beside them (first_term, second_term, taken from the victory the
// list is under). A row without both numbers names terms the audit cannot read (Faber's
// "B ad vziam c d bis diapason", where the OCR's word between the letters is no word
// of the page that can be read): it is reported unresolved, as not checked, never as
// an erratum. A row whose name is no interval is reported the same way.
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "harmony/interval.hpp"
#include "number/rational.hpp"
#include "readings/readings.hpp"
#include "text/join.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <string>

namespace rithmo {

namespace {

// The relation's columns, in order.
// (then first_term and second_term, read as the row's two numbers)
enum Column : std::size_t { kFirst, kSecond, kInterval };

// The cell of a relation column as printed; empty when the row has none there.
const std::string& cell(const PrintedRow& p, std::size_t column) {
  static const std::string kNone;
  return column < p.cells.size() ? p.cells[column] : kNone;
}

std::string ratio_text(const Rational& r) {
  return r.numerator().get_str() + ":" + r.denominator().get_str();
}

// "'B' and 'ad vziam c d'": the terms as the row names them; empty when it names none.
std::string terms_named(const PrintedRow& p) {
  std::string s;
  if (!cell(p, kFirst).empty()) s += "'" + cell(p, kFirst) + "'";
  if (!cell(p, kSecond).empty()) s += (s.empty() ? "'" : " and '") + cell(p, kSecond) + "'";
  return s;
}

// "tonus, diatessaron, ...": the Latin names, for the error text.
std::string interval_names() {
  std::vector<std::string> names;
  for (Interval i : kIntervals) names.emplace_back(name(i));
  return join(names, ", ");
}

std::vector<Finding> check_intervals(const std::vector<PrintedRow>& rows, Language language) {
  std::vector<Finding> out;
  WordsNotRead not_read;
  for (const PrintedRow& p : rows) {
    const std::string& named = cell(p, kInterval);
    const auto interval = read_interval(named);
    if (!interval) {
      not_read.report(named, p,
                      not_read_text(named, language) + ", not an interval the vocabulary knows (" +
                          interval_names() + ", in the five languages); ",
                      out);
      continue;
    }
    const bool terms = p.numbers.size() == 2;  // an empty term cell adds no number
    if (!terms) {
      // Nothing to check: reported so, and not judged as an error of the print.
      Finding f = finding_at(p, FindingKind::NotChecked);
      f.who = FindingClass::None;
      const std::string named_terms = terms_named(p);
      f.explanation =
          "not checked: " +
          (named_terms.empty() ? std::string("the row gives no two terms")
                               : "the row names " + named_terms + ", which are not read as two terms") +
          "; the interval it names, " + std::string(name(*interval)) + ", is " + ratio_text(ratio(*interval));
      out.push_back(std::move(f));
      continue;
    }
    const Rational want = ratio(*interval);
    const mpz_class& x = p.numbers.at(0);
    const mpz_class& y = p.numbers.at(1);
    const mpz_class greater = std::max(x, y), lesser = std::min(x, y);
    if (lesser > 0 && Rational(greater, lesser) == want) continue;
    const std::string which = terms_named(p);
    std::string is;
    std::string another;  // the interval the terms make, if any
    if (lesser > 0) {
      const Rational got(greater, lesser);
      is = "the terms " + (which.empty() ? std::string() : which + " ") + "give " + greater.get_str() +
           " : " + lesser.get_str() + " = " + ratio_text(got);
      for (Interval i : kIntervals) {
        if (ratio(i) == got) {
          is += ", " + std::string(name(i));
          another = name(i);
        }
      }
    } else {
      is = "a term is 0";
    }
    const std::string interval_name(name(*interval));
    const std::string why =
        interval_name + " is " + ratio_text(want) + " (Boethius, De institutione musica I.7), but " + is;
    if (!which.empty()) {
      // Terms the row names by letters are the numbers of those letters, read off the
      // figure (Faber's, Barozzi's), not printed in the row: no slip of the row's print
      // is there to mend.
      Finding f = finding_at(p, FindingKind::Unresolved);
      f.explanation = why;
      out.push_back(std::move(f));
      continue;
    }
    // Terms in no interval's ratio: a slip of the printer in a term that restores the
    // interval named (a 3 set for an 8, a 9 for a 6, a digit dropped) is proposed as any
    // row's is: one slip, or a tie of several.
    const auto holds = [&want](const NumberRow& n) {
      if (n.size() != 2) return false;
      const mpz_class& g = std::max(n[0], n[1]);
      const mpz_class& l = std::min(n[0], n[1]);
      return l > 0 && Rational(g, l) == want;
    };
    Finding f = judge_row(p, p.numbers, holds, why, [interval_name](const NumberRow& n) {
      const mpz_class& g = std::max(n[0], n[1]);
      const mpz_class& l = std::min(n[0], n[1]);
      return g.get_str() + " : " + l.get_str() + " = " + ratio_text(Rational(g, l)) + ", " + interval_name;
    });
    // Terms that make another interval: the name may be the slip as readily as a term,
    // and nothing decides between them.
    if (!another.empty() && f.kind == FindingKind::Erratum) f.kind = FindingKind::Tie;
    if (!another.empty()) f.explanation += "; or the name is the slip: the terms make " + another;
    out.push_back(std::move(f));
  }
  return out;
}

RelationSpec interval_spec() {
  RelationSpec spec;
  spec.name = "interval";
  spec.summary =
      "Two terms stand in the ratio of the musical interval named, as Boethius gives the ratios (De "
      "institutione "
      "musica I.7: diapason 2:1, diapente 3:2, diatessaron 4:3, tonus 9:8, diapason ac diapente 3:1, bis "
      "diapason 4:1); the names are read in the five languages of the books (words/vocabulary.hpp); a row "
      "without both terms is reported as not checked, a name not read as a word not read (Faber 1496, OCR "
      "page "
      "0146 lines 64-91)";
  spec.columns = {{"first", ColumnRole::Key, "the first term as the row names it (a letter), or empty", true},
                  {"second", ColumnRole::Key, "the second term as the row names it, or empty", true},
                  {"interval", ColumnRole::Key,
                   "the interval's name, in any of the five languages: tonus, diatessaron, diapente, "
                   "diapason, diapason ac diapente, bis diapason; ton, quarte, quinte, octave ..."},
                  {"first_term", ColumnRole::Number,
                   "the number of the first term, or empty when it cannot be read", true},
                  {"second_term", ColumnRole::Number,
                   "the number of the second term, or empty when it cannot be read", true}};
  spec.parameters = {reading("language")};
  spec.words = {WordKind::Interval};
  spec.bind = [](const Armies&, const RelationParams& params) {
    BoundRelation r;
    const Language language = choice(params, "language", kLanguageNames);
    r.statement =
        "the greater term to the lesser is the ratio of the interval named (Boethius, De institutione musica "
        "I.7)";
    r.check = [language](const std::vector<PrintedRow>& rows) { return check_intervals(rows, language); };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> interval_relation_specs() { return {interval_spec()}; }

}  // namespace rithmo
