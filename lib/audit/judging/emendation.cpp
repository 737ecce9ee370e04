#include "audit/judging/emendation.hpp"

#include "harmony/proportion.hpp"
#include "number/compare.hpp"

#include "number/numeral.hpp"
#include "number/roman.hpp"
#include "words/number_words.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>

namespace rithmo {

Slip slip_of(const DigitSlip& digit, std::size_t cell) {
  SlipKind kind = SlipKind::DigitChanged;
  switch (digit.kind) {
    case DigitSlipKind::SixNine:
      kind = SlipKind::SixNine;
      break;
    case DigitSlipKind::Dropped:
      kind = SlipKind::DigitDropped;
      break;
    case DigitSlipKind::Added:
      kind = SlipKind::DigitAdded;
      break;
    case DigitSlipKind::Changed:
      kind = SlipKind::DigitChanged;
      break;
    case DigitSlipKind::Swapped:
      kind = SlipKind::DigitsSwapped;
      break;
  }
  return {kind, cell, digit.position, digit.digit, digit.printed, {}};
}

bool word_slips(const std::string& text, std::size_t cell,
                const std::function<void(const mpz_class&, const Slip&)>& visit) {
  if (text.empty() || all_digits(text) || is_roman(text)) return false;
  const auto variants = number_word_variants(text);
  for (const auto& [value, w] : variants) {
    Slip slip;
    slip.kind = SlipKind::DigitChanged;
    slip.cell = cell;
    slip.word = w.word;
    slip.printed_word = w.printed;
    visit(value, slip);
  }
  return true;
}

namespace {

// Collects candidates; the caller sorts and keeps the cheapest slip per row.
struct Search {
  const NumberRow& printed;
  const RowPredicate& valid;
  const SlipCosts& costs;
  const std::vector<std::string>* printed_text = nullptr;  // the numbers as printed, when given
  std::vector<Emendation> found;
  NumberRow scratch = printed;  // the printed row with one cell tried otherwise

  void offer(NumberRow row, const Slip& slip) {
    if (row == printed || !valid(row)) return;
    found.push_back({std::move(row), slip, costs.of(slip.kind)});
  }

  // Each slip is undone on the printed text: a dropped digit is put back, an added
  // one taken out, and so on (digit_variants.hpp); what the predicate accepts is a
  // candidate. One cell changed in place: no copy of the row unless it is accepted.
  void digit_slips(std::size_t i) {
    const std::string p =
        printed_text && i < printed_text->size() ? (*printed_text)[i] : printed[i].get_str();
    const bool words = word_slips(p, i, [&](const mpz_class& v, const Slip& slip) {
      if (same_number(v, printed[i])) return;
      scratch[i] = v;
      if (valid(scratch)) found.push_back({scratch, slip, costs.of(slip.kind)});
      scratch[i] = printed[i];
    });
    if (words) return;
    digit_variants(p, [&](const mpz_class& v, const DigitSlip& digit) {
      if (same_number(v, printed[i])) return;
      const Slip slip = slip_of(digit, i);
      scratch[i] = v;
      if (valid(scratch)) found.push_back({scratch, slip, costs.of(slip.kind)});
      scratch[i] = printed[i];
    });
  }
};

}  // namespace

std::string_view name(SlipKind kind) {
  switch (kind) {
    case SlipKind::AsPrinted:
      return "as printed";
    case SlipKind::SixNine:
      return "6 and 9 confused";
    case SlipKind::DigitDropped:
      return "digit dropped";
    case SlipKind::DigitAdded:
      return "digit added";
    case SlipKind::DigitChanged:
      return "digit changed";
    case SlipKind::DigitsSwapped:
      return "digits swapped";
    case SlipKind::CellsExchanged:
      return "cells exchanged";
    case SlipKind::NumberDropped:
      return "number dropped";
    case SlipKind::RowsExchanged:
      return "rows exchanged";
    case SlipKind::CellsTransposed:
      return "cells transposed";
  }
  return "?";
}

int SlipCosts::of(SlipKind kind) const {
  switch (kind) {
    case SlipKind::AsPrinted:
      return 0;
    case SlipKind::SixNine:
      return six_nine;
    case SlipKind::DigitDropped:
      return digit_dropped;
    case SlipKind::DigitAdded:
      return digit_added;
    case SlipKind::DigitChanged:
      return digit_changed;
    case SlipKind::DigitsSwapped:
      return digits_swapped;
    case SlipKind::CellsExchanged:
      return cells_exchanged;
    case SlipKind::NumberDropped:
      return number_dropped;
    case SlipKind::RowsExchanged:
      return rows_exchanged;
    case SlipKind::CellsTransposed:
      return cells_transposed;
  }
  return 0;
}

std::string reading_text(const Emendation& e) {
  if (e.key) {
    Emendation numbers = e;
    numbers.key.reset();
    return e.key->column + " " + e.key->reading + ": " + reading_text(numbers);
  }
  if (!e.text.empty()) return numerals_text(e.text);
  std::string s;
  for (std::size_t i = 0; i < e.row.size(); ++i) s += (i ? " " : "") + e.row[i].get_str();
  return s;
}

std::string describe(const Slip& slip, const std::vector<std::string>& cell_names) {
  std::string kind(name(slip.kind));
  // A slip in a Roman numeral is a letter's, not a digit's.
  const auto letter = [](char c) { return c >= 'a' && c <= 'z'; };
  if ((letter(slip.digit) || letter(slip.printed)) && kind.rfind("digit", 0) == 0)
    kind.replace(0, 5, "letter");
  const bool named = slip.cell < cell_names.size() && !cell_names[slip.cell].empty();
  const std::string cell =
      named ? "column " + cell_names[slip.cell] : "cell " + std::to_string(slip.cell + 1);
  if (!slip.word.empty())
    return "word changed: '" + slip.printed_word + "' printed for '" + slip.word + "' in " + cell;
  switch (slip.kind) {
    case SlipKind::AsPrinted:
      return kind;
    case SlipKind::DigitDropped:
    case SlipKind::DigitAdded:
      return kind + ": " + slip.digit + " in " + cell;
    case SlipKind::DigitChanged:
    case SlipKind::SixNine:
      return kind + ": " + slip.printed + " printed for " + slip.digit + " in " + cell;
    case SlipKind::DigitsSwapped:
      return kind + ": places " + std::to_string(slip.position + 1) + " and " +
             std::to_string(slip.position + 2) + " of " + cell;
    case SlipKind::CellsExchanged:
      if (named && slip.cell + 1 < cell_names.size()) {
        return kind + ": columns " + cell_names[slip.cell] + " and " + cell_names[slip.cell + 1];
      }
      return kind + ": " + std::to_string(slip.cell + 1) + " and " + std::to_string(slip.cell + 2);
    case SlipKind::NumberDropped:
      return kind + ": " + slip.number + " before term " + std::to_string(slip.cell + 1);
    case SlipKind::RowsExchanged:
      return kind + ": this row and row " + std::to_string(slip.other_row) + " print each other's number" +
             (named ? " in " + cell : "");
    case SlipKind::CellsTransposed:
      if (named && slip.other_cell < cell_names.size() && !cell_names[slip.other_cell].empty()) {
        return kind + ": columns " + cell_names[slip.cell] + " and " + cell_names[slip.other_cell];
      }
      return kind + ": " + std::to_string(slip.cell + 1) + " and " + std::to_string(slip.other_cell + 1);
  }
  return kind;
}

std::string describe(const Emendation& e, const std::vector<std::string>& cell_names) {
  if (e.key) return describe(e.slip) + " of column " + e.key->column;
  std::string s = describe(e.slip, cell_names);
  if (e.second.kind != SlipKind::AsPrinted) s += ", then " + describe(e.second, cell_names);
  return s;
}

std::string searched_note(const NumberRow& printed) {
  if (printed.size() <= kMaxSearchedNumbers) return "";
  return " (a row of more than " + std::to_string(kMaxSearchedNumbers) +
         " numbers is not searched for slips)";
}

std::vector<Emendation> emendations(const NumberRow& printed, const RowPredicate& valid,
                                    const SlipCosts& costs) {
  return emendations(printed, {}, valid, costs);
}

std::vector<Emendation> emendations(const NumberRow& printed, const std::vector<std::string>& printed_text,
                                    const RowPredicate& valid, const SlipCosts& costs) {
  for (const mpz_class& n : printed) {
    if (n < 0) throw std::invalid_argument("emendation: printed number " + n.get_str() + " is negative");
  }
  Search search{printed, valid, costs, printed_text.size() == printed.size() ? &printed_text : nullptr, {}};
  if (valid(printed)) search.found.push_back({printed, {}, costs.of(SlipKind::AsPrinted)});
  if (printed.size() > kMaxSearchedNumbers) return std::move(search.found);
  for (std::size_t i = 0; i < printed.size(); ++i) {
    search.digit_slips(i);
    if (i + 1 < printed.size()) {
      NumberRow row = printed;
      std::swap(row[i], row[i + 1]);
      search.offer(std::move(row), {SlipKind::CellsExchanged, i, 0, 0, 0, {}});
    }
  }
  auto& found = search.found;
  std::sort(found.begin(), found.end(), [](const Emendation& a, const Emendation& b) {
    const auto ka = slip_key(a.slip, a.cost), kb = slip_key(b.slip, b.cost);
    return ka < kb || (ka == kb && row_less(a.row, b.row));
  });
  // One row, one explanation: the cheapest, first in the order above ("222" for "22"
  // is one dropped 2, wherever it was).
  std::vector<std::size_t> by_row(found.size());
  for (std::size_t i = 0; i < by_row.size(); ++i) by_row[i] = i;
  std::stable_sort(by_row.begin(), by_row.end(),
                   [&found](std::size_t a, std::size_t b) { return row_less(found[a].row, found[b].row); });
  std::vector<bool> keep(found.size(), false);
  for (std::size_t i = 0; i < by_row.size(); ++i) {
    keep[by_row[i]] = i == 0 || found[by_row[i]].row != found[by_row[i - 1]].row;
  }
  std::vector<Emendation> out;
  for (std::size_t i = 0; i < found.size(); ++i) {
    if (keep[i]) out.push_back(std::move(found[i]));
  }
  return out;
}

std::vector<Emendation> number_dropped_emendations(const NumberRow& printed, const RowPredicate& valid,
                                                   const SlipCosts& costs) {
  // The terms that complete a proportion with neighbours a and b (a before b in the
  // list): between them their arithmetic, geometric and musical means; beyond an end
  // the next term of each progression (harmony/proportion.hpp).
  std::vector<Emendation> out;
  if (printed.size() > kMaxSearchedNumbers) return out;
  std::vector<NumberRow> seen;
  auto offer = [&](std::size_t at, const mpz_class& x) {
    if (x <= 0) return;
    NumberRow row = printed;
    row.insert(row.begin() + static_cast<std::ptrdiff_t>(at), x);
    if (std::find(seen.begin(), seen.end(), row) != seen.end() || !valid(row)) return;
    seen.push_back(row);
    Slip slip;
    slip.kind = SlipKind::NumberDropped;
    slip.cell = at;
    slip.number = x.get_str();
    out.push_back({std::move(row), slip, costs.of(SlipKind::NumberDropped)});
  };
  const std::size_t n = printed.size();
  for (std::size_t at = 0; at <= n; ++at) {
    if (at > 0 && at < n) {
      for (const auto& x : whole_means(printed[at - 1], printed[at])) offer(at, x);
    }
    if (at >= 2) {
      for (const auto& x : whole_next_terms(printed[at - 2], printed[at - 1])) offer(at, x);
    }
    if (at + 1 < n) {
      for (const auto& x : whole_next_terms(printed[at + 1], printed[at])) offer(at, x);
    }
  }
  return out;
}

std::vector<Emendation> emendations(const NumberRow& printed, const std::vector<NumberRow>& valid,
                                    const SlipCosts& costs) {
  std::set<NumberRow, decltype(&row_less)> rows(valid.begin(), valid.end(), &row_less);
  return emendations(
      printed, [&rows](const NumberRow& r) { return rows.count(r) > 0; }, costs);
}

std::vector<Emendation> best_emendations(const NumberRow& printed, const RowPredicate& valid,
                                         const SlipCosts& costs) {
  auto all = emendations(printed, valid, costs);
  if (!all.empty()) {
    const int least = all.front().cost;
    all.erase(std::find_if(all.begin(), all.end(), [least](const Emendation& e) { return e.cost != least; }),
              all.end());
  }
  return all;
}

std::vector<Emendation> best_emendations(const NumberRow& printed, const std::vector<NumberRow>& valid,
                                         const SlipCosts& costs) {
  return best_emendations(printed, {}, valid, costs);
}

std::vector<Emendation> best_emendations(const NumberRow& printed,
                                         const std::vector<std::string>& printed_text,
                                         const std::vector<NumberRow>& valid, const SlipCosts& costs) {
  std::set<NumberRow, decltype(&row_less)> rows(valid.begin(), valid.end(), &row_less);
  auto all = emendations(
      printed, printed_text, [&rows](const NumberRow& r) { return rows.count(r) > 0; }, costs);
  if (!all.empty()) {
    const int least = all.front().cost;
    all.erase(std::find_if(all.begin(), all.end(), [least](const Emendation& e) { return e.cost != least; }),
              all.end());
  }
  return all;
}

}  // namespace rithmo
