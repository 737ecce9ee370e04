// The cossic relations (men/cossic.hpp) as the audit reads them: the drawings of the
// men with their signs (002 lines 629-643) and the table "To take by cossicall signes"
// (lines 798-809).
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "men/cossic.hpp"
#include "number/numeral.hpp"
#include "readings/readings.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

namespace rithmo {

namespace {

// The shapes a drawing of the men with their signs shows, in order.
enum class DrawnShapes { TrianglesSquares, All };
constexpr auto kDrawnShapesNames = enum_table<DrawnShapes>(
    {{DrawnShapes::TrianglesSquares, "triangle+square"}, {DrawnShapes::All, "round+triangle+square"}});

std::vector<RelationParameter> cossic_parameters() {
  std::vector<RelationParameter> out = {
      enum_parameter(
          "armies", CossicArmies::Contrary, kCossicArmiesNames,
          "root and power stand in contrary armies (002 line 687: one \"taketh him up, or elles is taken of "
          "him\"; "
          "line 643 leaves the odd 49 = 7^2 unsigned), or in any"),
      {"exponents",
       "2+3+4+6",
       {},
       "the signs, as exponents joined by + (002 line 687: \"{2}.{3}.{4}.{6}.\")"},
  };
  for (const auto& p : which_men_readings()) out.push_back(as_reading(p));
  return out;
}

CossicOptions cossic_options(const RelationParams& params) {
  CossicOptions o;
  o.armies = choice(params, "armies", kCossicArmiesNames);
  o.exponents.clear();
  const std::string& text = params.at("exponents");
  std::size_t start = 0;
  while (true) {
    const auto plus = text.find('+', start);
    const std::string part = text.substr(start, plus - start);
    const auto exponent = read_count(part, 99);
    if (!exponent) {
      throw RelationError("bad exponents '" + text + "' (expected exponents joined by +, e.g. 2+3+4+6)");
    }
    o.exponents.push_back(static_cast<int>(*exponent));
    if (plus == std::string::npos) break;
    start = plus + 1;
  }
  try {
    validate(o);
  } catch (const std::invalid_argument& e) {
    throw RelationError(e.what());
  }
  o.men = which_men(params);
  return o;
}

std::string armies_text(const Armies& armies, const mpz_class& value, const CossicOptions& options) {
  std::vector<std::string> in;
  for (Army a : {Army::Even, Army::Odd}) {
    bool found = false;
    for (const Man& m : armies.men(a))
      found = found || (m.value == value && (options.men.pyramid_totals || !m.is_pyramid));
    if (options.men.pyramid_layers) {
      for (const auto& l : armies.king(a).layers) found = found || l.value == value;
    }
    if (found) in.push_back(std::string(name(a)));
  }
  return in.empty() ? "no man" : in.size() == 2 ? "even and odd" : in.front();
}

std::string pow_text(const mpz_class& root, int k) { return root.get_str() + "^" + std::to_string(k); }

// Why a man of `army` numbered `value` bears exactly the signs he does, e.g. "64 =
// 8^2 = 4^3 = 2^6 (8, 4, 2 of the even army)", "9^2 = 81 (of the odd army)", "no
// power or root of 100 with a sign is a man of the even army".
std::string signs_proof(const Armies& armies, Army army, const mpz_class& value,
                        const CossicOptions& options) {
  const CossicSigns s = cossic_signs(armies, army, value, options);
  const std::string whose = options.armies == CossicArmies::Contrary
                                ? "the " + std::string(name(other(army))) + " army"
                                : "either army";
  if (s.empty()) return "no power or root of " + value.get_str() + " with a sign is a man of " + whose;
  std::string out;
  if (!s.powers.empty()) {
    out = value.get_str();
    std::string roots;
    for (std::size_t i = 0; i < s.powers.size(); ++i) {
      out += " = " + pow_text(s.bases[i], s.powers[i]);
      roots += (roots.empty() ? "" : ", ") + s.bases[i].get_str();
    }
    out += " (" + roots + " of " + whose + ")";
  }
  if (s.root) {
    std::string powers;
    for (int k : s.root_exponents) {
      mpz_class p;
      mpz_pow_ui(p.get_mpz_t(), value.get_mpz_t(), static_cast<unsigned long>(k));
      powers += (powers.empty() ? "" : ", ") + pow_text(value, k) + " = " + p.get_str();
    }
    out += (out.empty() ? "" : "; ") + powers + " (of " + whose + ")";
  }
  return out;
}

// --- cossic-signs: the drawings -------------------------------------------------------

struct DrawnMan {
  Shape shape;
  Army army;
  int order;  // 1 or 2 within the shape
  mpz_class value;
  CossicSigns signs;
};

std::string rank_text(const DrawnMan& d) {
  return "the " + std::string(name(d.army)) + " " + (d.order == 1 ? "first" : "second") + " order of " +
         std::string(name(d.shape)) + "s";
}

// The men as lines 629-643 draw them: by shape, then order, then army (even first), one
// printed line per rank, greatest first.
std::vector<DrawnMan> drawing(const Armies& armies, const std::vector<Shape>& shapes,
                              const CossicOptions& options) {
  std::vector<DrawnMan> out;
  for (Shape shape : shapes) {
    for (int order : {1, 2}) {
      for (Army army : {Army::Even, Army::Odd}) {
        std::vector<DrawnMan> rank;
        for (const Man& m : armies.men(army)) {
          if (shape_of(m.rule) != shape || shape_order(m.rule) != order) continue;
          rank.push_back({shape, army, order, m.value, cossic_signs(armies, army, m.value, options)});
        }
        std::sort(rank.begin(), rank.end(),
                  [](const DrawnMan& a, const DrawnMan& b) { return a.value > b.value; });
        for (auto& d : rank) out.push_back(std::move(d));
      }
    }
  }
  return out;
}

std::string braces(const std::string& signs) { return signs.empty() ? "no sign" : "{" + signs + "}"; }

// The one slip of the compositor that turns the signs `truth` into `printed` ({24} set
// {4}: the 2 dropped; {r2} set {2r}: the two exchanged), read as a digit's slip in the
// cell of the signs (emendation.hpp); nullopt when none does, or the printed signs are
// empty (the signs left out are no slip of one figure).
std::optional<Slip> sign_slip(const std::string& truth, const std::string& printed) {
  if (printed.empty() || truth.empty()) return std::nullopt;
  if (truth.size() == printed.size() + 1) {
    for (std::size_t at = 0; at < truth.size(); ++at) {
      if (truth.substr(0, at) + truth.substr(at + 1) == printed)
        return Slip{SlipKind::DigitDropped, 0, at, truth[at], 0, {}};
    }
  }
  if (printed.size() == truth.size() + 1) {
    for (std::size_t at = 0; at < printed.size(); ++at) {
      if (printed.substr(0, at) + printed.substr(at + 1) == truth)
        return Slip{SlipKind::DigitAdded, 0, at, printed[at], 0, {}};
    }
  }
  if (printed.size() == truth.size()) {
    std::vector<std::size_t> differ;
    for (std::size_t at = 0; at < truth.size(); ++at) {
      if (truth[at] != printed[at]) differ.push_back(at);
    }
    // A figure for a figure; an r for a figure is another kind of sign, no slip of one sort.
    if (differ.size() == 1 && is_digit(truth[differ[0]]) && is_digit(printed[differ[0]]))
      return Slip{SlipKind::DigitChanged, 0, differ[0], truth[differ[0]], printed[differ[0]], {}};
    if (differ.size() == 2 && differ[1] == differ[0] + 1 && truth[differ[0]] == printed[differ[1]] &&
        truth[differ[1]] == printed[differ[0]])
      return Slip{SlipKind::DigitsSwapped, 0, differ[0], 0, 0, {}};
  }
  return std::nullopt;
}

RelationSpec signs_spec() {
  RelationSpec spec;
  spec.name = "cossic-signs";
  spec.summary =
      "The men drawn with their cossic signs (002 lines 629-643): each printed line one order of one army, "
      "greatest first; a man bears {k} when he is r^k of a man of the other army, {r} when such a power of "
      "him is";
  spec.columns = {
      {"shape", ColumnRole::Key,
       "round, triangle or square, or the book's word for it in any of the five languages"},
      {"value", ColumnRole::Number, "the man's number (empty when the print leaves it out)", true},
      {"signs", ColumnRole::Key, "the signs in {} after the number, exactly (r, 2, r2, 24, 236), or empty"}};
  spec.parameters = cossic_parameters();
  spec.words = {WordKind::Shape};
  spec.parameters.push_back(
      enum_parameter("shapes", DrawnShapes::TrianglesSquares, kDrawnShapesNames,
                     "the shapes drawn, in order: the transcription breaks off before the rounds' drawing "
                     "(002 lines 627-629) and begins with the first order of triangles"));
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const CossicOptions options = cossic_options(params);
    std::vector<Shape> shapes = {Shape::Triangle, Shape::Square};
    if (choice(params, "shapes", kDrawnShapesNames) == DrawnShapes::All)
      shapes.insert(shapes.begin(), Shape::Round);
    auto drawn = std::make_shared<std::vector<DrawnMan>>(drawing(armies, shapes, options));
    auto men = std::make_shared<Armies>(armies);
    BoundRelation r;
    r.statement = "each man drawn is the man of his rank and bears the signs the rule gives him";
    r.check = [drawn, men, options](const std::vector<PrintedRow>& rows) {
      const Armies& cast = *men;
      std::vector<Finding> out;
      WordsNotRead not_read;
      for (std::size_t i = 0; i < rows.size(); ++i) {
        const PrintedRow& p = rows[i];
        if (i >= drawn->size()) {
          Finding f = finding_at(p, FindingKind::Unresolved);
          f.explanation = "the ranks hold " + std::to_string(drawn->size()) + " men; row " +
                          std::to_string(p.row) + " is beyond them";
          out.push_back(std::move(f));
          continue;
        }
        const DrawnMan& d = (*drawn)[i];
        const std::string rank = rank_text(d);
        const std::string& shape = p.cells.at(0);
        const std::string& signs = p.cells.at(2);
        // The shape in any of the five languages (Rund, triangulus, carré); a word the
        // vocabulary cannot read is reported once, and the row judged on its number and
        // signs.
        const std::optional<Shape> read = read_shape(shape);
        if (!read && !shape.empty()) {
          not_read.report(
              shape, p,
              "'" + shape +
                  "' is no shape the vocabulary reads (in the five languages); each row judged on its number "
                  "and signs alone: ",
              out);
        } else if (read && *read != d.shape) {
          Finding f = finding_at(p, FindingKind::Unresolved);
          f.explanation = "drawn as a " + std::string(name(*read)) + ", but the rank here is " + rank;
          out.push_back(std::move(f));
          continue;
        }
        const std::string own = d.value.get_str() + " bears " + braces(d.signs.str()) + ": " +
                                signs_proof(cast, d.army, d.value, options);
        if (p.numbers.empty()) {
          Finding f = finding_at(p, FindingKind::Omission);
          f.derived = {d.value.get_str()};
          f.explanation =
              "the number of the drawn " + shape + " is not printed; the rank is " + rank +
              ", greatest first, and " + d.value.get_str() + " stands here" +
              (signs == d.signs.str() ? "; " + own : "; printed " + braces(signs) + ", but " + own);
          out.push_back(std::move(f));
          continue;
        }
        if (p.numbers[0] != d.value) {
          std::vector<std::string> rank_values;
          for (const auto& e : *drawn) {
            if (e.shape == d.shape && e.order == d.order && e.army == d.army)
              rank_values.push_back(e.value.get_str());
          }
          std::string why = "the rank is " + rank + ", ";
          for (std::size_t k = 0; k < rank_values.size(); ++k) why += (k ? " " : "") + rank_values[k];
          why += ", greatest first: " + d.value.get_str() + " stands here, not " + p.number_text[0];
          if (signs == d.signs.str())
            why += "; the signs printed (" + braces(signs) + ") are " + d.value.get_str() + "'s";
          const mpz_class want = d.value;
          out.push_back(judge_row(
              p, p.numbers, [want](const NumberRow& n) { return n.size() == 1 && n[0] == want; }, why,
              [&cast, d, options](const NumberRow&) {
                return d.value.get_str() + " bears " + braces(d.signs.str()) + ": " +
                       signs_proof(cast, d.army, d.value, options);
              }));
          continue;
        }
        if (signs != d.signs.str()) {
          Finding f = finding_at(p, FindingKind::Unresolved);
          f.derived = {d.signs.str()};
          f.explanation = "printed " + braces(signs) + ", but " + own;
          // One slip of the compositor in the signs ({4} for {24}: a figure dropped):
          // proposed with its reading.
          if (const auto slip = sign_slip(d.signs.str(), signs)) {
            Emendation e;
            e.row = p.numbers;
            e.slip = *slip;
            e.cost = SlipCosts{}.of(slip->kind);
            e.key = Emendation::KeyReading{1, "signs", d.signs.str()};
            f.candidates = {e};
            f.kind = FindingKind::Erratum;
            f.who = FindingClass::Printer;
            f.confidence = 100;
            f.explanation += "; " + describe(e, {"signs"});
          }
          out.push_back(std::move(f));
        }
      }
      for (std::size_t i = rows.size(); i < drawn->size(); ++i) {
        const DrawnMan& d = (*drawn)[i];
        Finding f;
        f.kind = FindingKind::Omission;
        f.keys = {std::string(name(d.shape)), d.signs.str()};
        f.derived = {d.value.get_str()};
        f.explanation = "not drawn: " + d.value.get_str() + " of " + rank_text(d);
        out.push_back(std::move(f));
      }
      return out;
    };
    return r;
  };
  return spec;
}

// --- cossic-captures: "To take by cossicall signes" -----------------------------------

RelationSpec captures_spec() {
  RelationSpec spec;
  spec.name = "cossic-captures";
  spec.summary =
      "A root and its power that take each other by cossic signs (002 line 687): power = root^sign, one a "
      "man of "
      "each army (the table of 002 lines 798-809)";
  spec.columns = {
      {"root", ColumnRole::Number, "the root, the man bearing {r}"},
      {"power", ColumnRole::Number, "the power"},
      {"sign", ColumnRole::Number, "the sign printed after the power: its exponent (2, 3, 4, 6)"}};
  spec.parameters = cossic_parameters();
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const CossicOptions options = cossic_options(params);
    BoundRelation r;
    r.statement = options.armies == CossicArmies::Contrary
                      ? "the power is the root raised to the sign, root and power men of contrary armies"
                      : "the power is the root raised to the sign, root and power men of the game";
    auto members = std::make_shared<std::vector<NumberRow>>();
    std::vector<DerivedRow> derived;
    for (const CossicPair& p : cossic_pairs(armies, options)) {
      NumberRow n = {p.root, p.power, mpz_class(p.exponent)};
      members->push_back(n);
      derived.push_back({{}, std::move(n)});
    }
    std::sort(members->begin(), members->end());
    r.valid = [members](const Keys&, const NumberRow& n) {
      return std::binary_search(members->begin(), members->end(), n);
    };
    r.derived = std::move(derived);
    auto men = std::make_shared<Armies>(armies);
    r.proof = [men, options](const Keys&, const NumberRow& n) {
      const Armies& cast = *men;
      const int k = static_cast<int>(n[2].get_si());
      return n[0].get_str() + "^" + n[2].get_str() + " = " + n[1].get_str() + " (sign " + n[2].get_str() +
             ", the " + sign_name(k) + "); " + n[0].get_str() + " " + armies_text(cast, n[0], options) +
             ", " + n[1].get_str() + " " + armies_text(cast, n[1], options);
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> cossic_relation_specs() { return {signs_spec(), captures_spec()}; }

}  // namespace rithmo
