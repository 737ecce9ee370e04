#include "audit/fraction_rows.hpp"

#include "audit/judging/row_check.hpp"
#include "number/numeral.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace rithmo {

namespace {

// How a number was printed: "13" (one part), "27/2" (two), "13 1/2" (three).
enum class Form { Whole, Fraction, Mixed };

// A printed row taken apart into the digit groups the slips act on.
struct Parts {
  std::vector<Form> forms;         // per number
  NumberRow groups;                // the digit groups, number after number
  std::vector<std::string> texts;  // the same, as printed ("012" keeps its zero)
  std::vector<std::string> names;  // the column of each group, "b (denominator)"
};

Parts parts_of(const PrintedRow& row) {
  Parts parts;
  for (std::size_t i = 0; i < row.number_text.size(); ++i) {
    const std::string& text = row.number_text[i];
    const std::string& column = i < row.number_columns.size() ? row.number_columns[i] : std::string();
    std::vector<std::string> digits;
    std::string current;
    for (char ch : text) {
      if (ch == ' ' || ch == '/') {
        digits.push_back(current);
        current.clear();
      } else {
        current += ch;
      }
    }
    digits.push_back(current);
    static const char* const kWhole[] = {""};
    static const char* const kFraction[] = {" (numerator)", " (denominator)"};
    static const char* const kMixed[] = {" (whole part)", " (numerator)", " (denominator)"};
    const char* const* suffix = kWhole;
    Form form = Form::Whole;
    if (digits.size() == 2) {
      form = Form::Fraction;
      suffix = kFraction;
    } else if (digits.size() == 3) {
      form = Form::Mixed;
      suffix = kMixed;
    }
    parts.forms.push_back(form);
    for (std::size_t k = 0; k < digits.size(); ++k) {
      parts.groups.emplace_back(digits[k], 10);  // decimal: "08" is eight
      parts.texts.push_back(digits[k]);
      parts.names.push_back(column + suffix[k]);
    }
  }
  return parts;
}

// The numbers the digit groups stand for in the printed forms, with their text; none
// when a group breaks its form: a fraction that is a whole number ("10/2"; a
// denominator of zero), a mixed number whose fraction is not a proper one ("13 0/2",
// "13 3/2"). The period wrote a whole number whole.
std::optional<std::pair<ExactRow, std::vector<std::string>>> decode(const std::vector<Form>& forms,
                                                                    const NumberRow& groups) {
  ExactRow values;
  std::vector<std::string> texts;
  std::size_t g = 0;
  for (Form form : forms) {
    switch (form) {
      case Form::Whole:
        values.emplace_back(groups[g]);
        texts.push_back(groups[g].get_str());
        g += 1;
        break;
      case Form::Fraction:
        if (groups[g + 1] == 0 || mpz_divisible_p(groups[g].get_mpz_t(), groups[g + 1].get_mpz_t()) != 0)
          return std::nullopt;
        values.emplace_back(groups[g], groups[g + 1]);
        texts.push_back(groups[g].get_str() + "/" + groups[g + 1].get_str());
        g += 2;
        break;
      case Form::Mixed:
        if (groups[g + 1] == 0 || groups[g + 1] >= groups[g + 2]) return std::nullopt;
        values.push_back(Rational(groups[g]) + Rational(groups[g + 1], groups[g + 2]));
        texts.push_back(groups[g].get_str() + " " + groups[g + 1].get_str() + "/" + groups[g + 2].get_str());
        g += 3;
        break;
    }
  }
  return std::make_pair(std::move(values), std::move(texts));
}

}  // namespace

Finding judge_fraction_row(const BoundRelation& relation, const PrintedRow& row,
                           const JudgementWeights& weights) {
  Finding f = finding_at(row, FindingKind::Erratum);
  f.keys = row.keys;
  const Keys& keys = row.keys;
  const Parts parts = parts_of(row);
  const RowPredicate valid = [&](const NumberRow& groups) {
    const auto d = decode(parts.forms, groups);
    return d && relation.valid_exact(keys, d->first);
  };
  std::vector<Emendation> all = emendations(parts.groups, parts.texts, valid, weights.slips);
  // Exchanging two groups is no slip of a compositor's when they stand in one number.
  std::erase_if(all, [](const Emendation& e) { return e.slip.kind == SlipKind::CellsExchanged; });
  // Readings of the same numbers ("3 2/4" and "3 1/2" for a printed "3 1/4") are one
  // reading: the number is decided, and it is written in lowest terms where one of
  // them is, as the period wrote fractions.
  std::vector<std::pair<ExactRow, bool>> values;  // per reading: its numbers, in lowest terms
  for (Emendation& e : all) {
    auto d = decode(parts.forms, e.row);
    e.text = d->second;
    bool lowest = true;
    for (std::size_t i = 0; i < d->first.size(); ++i) {
      const std::string written = numeral_text(d->first[i]);
      lowest = lowest && written == e.text[i];
    }
    values.emplace_back(std::move(d->first), lowest);
  }
  std::vector<std::size_t> order(all.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (all[a].cost != all[b].cost) return all[a].cost < all[b].cost;
    return values[a].second && !values[b].second;
  });
  std::vector<Emendation> readings;
  std::vector<ExactRow> seen;
  for (std::size_t i : order) {
    if (std::find(seen.begin(), seen.end(), values[i].first) != seen.end()) continue;
    seen.push_back(values[i].first);
    readings.push_back(std::move(all[i]));
  }
  all = std::move(readings);
  // The digit groups are no set: no reading is merged with another as a reordering.
  const RowContext context;
  const Judgement judgement = judge(std::move(all), context, weights);
  const std::string disproof = relation.disproof_exact ? relation.disproof_exact(keys, row.exact) : "";
  if (judgement.best.empty()) {
    f.kind = FindingKind::Unresolved;
    f.who = FindingClass::Undecided;
    f.explanation = "no single slip of the printer makes it a row where " + relation.statement;
    if (!disproof.empty()) f.explanation += "; as printed, " + disproof;
    return f;
  }
  const auto proof = [&](const NumberRow& groups) {
    const auto d = decode(parts.forms, groups);
    return d && relation.proof_exact ? relation.proof_exact(keys, d->first) : std::string();
  };
  apply_judgement(f, judgement, context, disproof.empty() ? "" : "as printed, " + disproof, proof,
                  parts.names);
  return f;
}

}  // namespace rithmo
