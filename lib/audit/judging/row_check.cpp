#include "audit/judging/row_check.hpp"

#include "audit/judging/judgement.hpp"
#include "number/compare.hpp"
#include "number/numeral.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

namespace rithmo {

Finding first_key_finding(FindingKind kind, const PrintedRow& row) {
  Finding f;
  f.kind = kind;
  f.row = row.row;
  f.line = row.line;
  f.keys = {row.keys.at(0)};
  f.extra = row.extra;
  return f;
}

Finding finding_at(const PrintedRow& row, FindingKind kind) {
  Finding f;
  f.kind = kind;
  f.row = row.row;
  f.line = row.line;
  // The row's keys, shared with it when none is empty.
  if (std::none_of(row.keys.begin(), row.keys.end(), [](const std::string& k) { return k.empty(); })) {
    f.keys = row.keys;
  } else {
    for (const auto& k : row.keys) {
      if (!k.empty()) f.keys.push_back(k);
    }
  }
  f.printed = row.number_text;
  f.extra = row.extra;
  return f;
}

bool WordsNotRead::again(const std::string& word, std::size_t row, std::vector<Finding>& out) const {
  const auto it = at_.find(word);
  if (it == at_.end()) return false;
  out[it->second].explanation += ", " + std::to_string(row);
  return true;
}

void WordsNotRead::first(const std::string& word, Finding f, const std::string& explanation,
                         std::vector<Finding>& out) {
  f.kind = FindingKind::NotRead;
  f.who = FindingClass::None;
  f.explanation = explanation + "rows " + (f.row ? std::to_string(*f.row) : std::string());
  at_.emplace(word, out.size());
  out.push_back(std::move(f));
}

void WordsNotRead::report(const std::string& word, const PrintedRow& p, const std::string& explanation,
                          std::vector<Finding>& out) {
  if (!again(word, p.row, out)) first(word, finding_at(p, FindingKind::NotRead), explanation, out);
}

std::string numbers_text(const NumberRow& numbers) {
  std::string s;
  for (std::size_t i = 0; i < numbers.size(); ++i) s += (i ? " " : "") + numbers[i].get_str();
  return s;
}

namespace {

struct RowHash {
  std::size_t operator()(const NumberRow& r) const {
    std::size_t h = r.size();
    for (const mpz_class& n : r) {
      const std::size_t limb = mpz_size(n.get_mpz_t()) ? mpz_getlimbn(n.get_mpz_t(), 0) : 0;
      h ^= limb + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    }
    return h;
  }
};

// A row by the cells in which it differs from the printed row, when there are at most
// four and each new value fits in 64 bits: a key made without allocating. A row two
// slips from the printed one differs in at most four cells (each slip changes one
// cell, or exchanges two).
struct Diff {
  std::uint8_t count = 0;
  std::array<std::uint32_t, 4> cell{};
  std::array<long, 4> value{};
  friend bool operator==(const Diff&, const Diff&) = default;
};

struct DiffHash {
  std::size_t operator()(const Diff& d) const {
    std::size_t h = d.count;
    for (std::size_t k = 0; k < d.count; ++k) {
      h ^= (static_cast<std::size_t>(d.value[k]) * 31 + d.cell[k]) + 0x9e3779b97f4a7c15ULL + (h << 6) +
           (h >> 2);
    }
    return h;
  }
};

// The key of `row` against `printed`; false when it has none (more cells differ, or a
// value does not fit).
bool diff_of(const NumberRow& printed, const NumberRow& row, Diff& d) {
  d = Diff{};
  if (row.size() != printed.size()) return false;
  for (std::size_t c = 0; c < row.size(); ++c) {
    if (compare_numbers(row[c], printed[c]) == 0) continue;
    long v = 0;
    if (d.count == d.cell.size() || !as_long(row[c], v)) return false;
    d.cell[d.count] = static_cast<std::uint32_t>(c);
    d.value[d.count++] = v;
  }
  return true;
}

// A row one slip from the printed row, as the change it makes: one cell given another
// value (a digit slip), two neighbouring cells exchanged, or none (the row as printed).
struct OneSlip {
  Slip slip;
  int cost = 0;
  mpz_class value;  // the changed cell's value, for a digit slip
};

bool exchanges(const OneSlip& o) { return o.slip.kind == SlipKind::CellsExchanged; }

void apply(const OneSlip& o, NumberRow& row) {
  if (o.slip.kind == SlipKind::AsPrinted) return;
  if (exchanges(o))
    std::swap(row[o.slip.cell], row[o.slip.cell + 1]);
  else
    row[o.slip.cell] = o.value;
}

void undo(const OneSlip& o, NumberRow& row, const NumberRow& printed) {
  if (o.slip.kind == SlipKind::AsPrinted) return;
  if (exchanges(o))
    std::swap(row[o.slip.cell], row[o.slip.cell + 1]);
  else
    row[o.slip.cell] = printed[o.slip.cell];
}

// Every row one slip from the printed row, as emendations(printed, any row, costs)
// ranks them (cost, kind of slip, cell, place, then the row) with the first slip of
// each row kept, but as changes rather than rows. Two slips of the same kind, cell and
// place differ in that cell alone, so the row's order there is the cell's value's;
// and two changes give one row only when they give one cell one value (or exchange
// the same two cells). one_slip_rows() writes the rows out for the tests.
// A cell printed otherwise than in digits (a Roman numeral, a number in words) takes
// the slips of its own form (digit_variants_by_text), given its text in `printed_text`.
std::vector<OneSlip> one_slip_changes(const NumberRow& printed, const SlipCosts& costs,
                                      const std::vector<std::string>& printed_text = {}) {
  std::vector<OneSlip> found;
  found.push_back({Slip{}, costs.of(SlipKind::AsPrinted), {}});
  for (std::size_t i = 0; i < printed.size(); ++i) {
    const bool as_text = i < printed_text.size() && !all_digits(printed_text[i]);
    // A number in words takes a word's slips, any other its digits' or letters'.
    const bool words = as_text && word_slips(printed_text[i], i, [&](const mpz_class& v, const Slip& slip) {
                         if (!same_number(v, printed[i])) found.push_back({slip, costs.of(slip.kind), v});
                       });
    if (!words) {
      digit_variants(as_text ? printed_text[i] : printed[i].get_str(),
                     [&](const mpz_class& v, const DigitSlip& digit) {
                       const Slip slip = slip_of(digit, i);
                       if (!same_number(v, printed[i])) found.push_back({slip, costs.of(slip.kind), v});
                     });
    }
    if (i + 1 < printed.size() && !same_number(printed[i], printed[i + 1])) {
      const Slip exchange{SlipKind::CellsExchanged, i, 0, 0, 0, {}};
      found.push_back({exchange, costs.of(SlipKind::CellsExchanged), {}});
    }
  }
  std::sort(found.begin(), found.end(), [](const OneSlip& a, const OneSlip& b) {
    const auto ka = slip_key(a.slip, a.cost), kb = slip_key(b.slip, b.cost);
    return ka < kb || (ka == kb && number_less(a.value, b.value));
  });
  std::vector<OneSlip> out;
  // (cell, value) of the digit slips kept.
  const auto by_cell = [](const std::pair<std::size_t, mpz_class>& a,
                          const std::pair<std::size_t, mpz_class>& b) {
    return a.first != b.first ? a.first < b.first : number_less(a.second, b.second);
  };
  std::set<std::pair<std::size_t, mpz_class>, decltype(by_cell)> changed(by_cell);
  for (auto& o : found) {
    if (o.slip.kind != SlipKind::AsPrinted && !exchanges(o) && !changed.emplace(o.slip.cell, o.value).second)
      continue;
    out.push_back(std::move(o));
  }
  return out;
}

}  // namespace

std::vector<Emendation> one_slip_rows(const NumberRow& printed, const SlipCosts& costs) {
  std::vector<Emendation> out;
  for (const OneSlip& o : one_slip_changes(printed, costs)) {
    NumberRow row = printed;
    apply(o, row);
    out.push_back({std::move(row), o.slip, o.cost});
  }
  return out;
}

std::vector<std::pair<mpz_class, Slip>> digit_variant_list(const std::string& text, std::size_t cell,
                                                           bool by_text) {
  std::vector<std::pair<mpz_class, Slip>> out;
  auto keep = [&out, cell](const mpz_class& v, const DigitSlip& digit) {
    out.emplace_back(v, slip_of(digit, cell));
  };
  if (by_text)
    digit_variants_by_text(text, keep);
  else
    digit_variants(text, keep);
  return out;
}

namespace {

// The most digits of a number in which a second digit slip is looked for. The digit
// slips of a number of n digits are about 21 n, so two in one number are about
// (21 n)^2 rows to judge: 40 000 at nine digits, 430 000 at thirty; and a first slip in
// it beside a second in each other cell, 21 n times the others' slips. The period
// tables print no number of more than six digits; a longer one takes no digit slip of
// a two-slip reading (its one slips are still weighed, and it may be exchanged with its
// neighbour): a 92-digit number beside eight short ones took 2.6 s for one row.
constexpr std::size_t kTwoSlipDigits = 9;

// The most numbers of a row in which two slips are looked for. The rows two slips from
// a row of n numbers grow as n^2, each judged in time that grows with n: a victory's
// example of 100 men took 2 s, of 200 men 13 s. The period rows hold at most a dozen
// numbers (a victory's men, a two-men table's numbers); a longer row's one slips are
// still weighed.
constexpr std::size_t kTwoSlipCells = 16;

// The search of best_two_slip_emendations, once no single slip is known to suffice.
std::vector<TwoSlipEmendation> two_slips(const NumberRow& printed, const RowPredicate& valid,
                                         const SlipCosts& costs, const CellFilter& cell_ok,
                                         const std::vector<std::string>& printed_text = {}) {
  if (printed.size() > kTwoSlipCells) return {};
  auto ok = [&cell_ok](std::size_t c, const mpz_class& v) { return !cell_ok || cell_ok(c, v); };
  // Every row one slip from the printed row is an intermediate (in the order
  // emendations() ranks them); the rows one slip from an intermediate that `valid`
  // accepts are the candidates. A candidate must pass `cell_ok` in every cell, so a
  // second slip is tried only where it can mend the cells the first left failing.
  const auto intermediates = one_slip_changes(printed, costs, printed_text);
  struct Best {
    TwoSlipEmendation t;
    std::size_t mid = 0;  // the intermediate's rank
  };
  // Every row judged, by its Diff where it has one, else by the row itself: the index
  // of its Best in `found`, or kRejected.
  constexpr std::size_t kRejected = SIZE_MAX;
  std::vector<Best> found;
  std::unordered_map<Diff, std::size_t, DiffHash> judged;
  std::unordered_map<NumberRow, std::size_t, RowHash> judged_rows;
  auto consider = [&](std::size_t m, const OneSlip& mid, const NumberRow& row, const Slip& slip) {
    const int cost = mid.cost + costs.of(slip.kind);
    Diff d;
    std::size_t* at = nullptr;
    bool fresh = false;
    if (diff_of(printed, row, d)) {
      if (d.count == 0) return;  // the row as printed
      const auto [it, inserted] = judged.try_emplace(d, kRejected);
      at = &it->second;
      fresh = inserted;
    } else {
      const auto [it, inserted] = judged_rows.try_emplace(row, kRejected);
      at = &it->second;
      fresh = inserted;
    }
    if (fresh) {
      if (!valid(row)) return;
      *at = found.size();
      found.push_back(Best{{row, slip, mid.slip, cost}, m});
      return;
    }
    if (*at == kRejected) return;
    // The first in the order the intermediates and then their slips are ranked.
    Best& b = found[*at];
    const auto now = std::make_tuple(cost, m, slip_key(slip, costs.of(slip.kind)));
    const auto was = std::make_tuple(b.t.cost, b.mid, slip_key(b.t.first, costs.of(b.t.first.kind)));
    if (now < was) b = {{b.t.row, slip, mid.slip, cost}, m};
  };
  NumberRow scratch;
  std::vector<bool> long_cell(printed.size());
  // A long number, and a cell not printed in digits (its one slip is its form's; a
  // second in it would be a digit's), take no second slip.
  for (std::size_t c = 0; c < printed.size(); ++c)
    long_cell[c] = printed[c].get_str().size() > kTwoSlipDigits;
  std::vector<bool> text_cell(printed.size());
  for (std::size_t c = 0; c < printed.size() && c < printed_text.size(); ++c)
    text_cell[c] = !all_digits(printed_text[c]);
  // The second slips in a cell the first left as printed: the intermediates that make
  // one digit slip in it, each with its rank (of the slips that give one value, the
  // first ranked is the cheapest and the only one that can be the best).
  struct Own {
    const mpz_class* value;
    const Slip* slip;
    std::size_t rank;
  };
  std::vector<std::vector<Own>> own(printed.size());
  for (std::size_t m = 0; m < intermediates.size(); ++m) {
    const OneSlip& o = intermediates[m];
    if (o.slip.kind == SlipKind::AsPrinted || exchanges(o)) continue;
    const std::size_t c = o.slip.cell;
    if (long_cell[c] || !ok(c, o.value)) continue;
    own[c].push_back({&o.value, &o.slip, m});
  }
  NumberRow mid_row = printed;  // the intermediate's row, made and unmade in place
  auto second_slips = [&](std::size_t m, const OneSlip& mid) {
    std::vector<std::size_t> bad;
    for (std::size_t c = 0; c < mid_row.size() && bad.size() < 3; ++c) {
      if (!ok(c, mid_row[c])) bad.push_back(c);
    }
    if (bad.size() > 2) return;  // one more slip changes at most two cells
    // A digit slip in cell c, where every failing cell is c: each candidate is the
    // intermediate with cell c changed in one row kept for the purpose (consider
    // copies the rows it keeps).
    scratch = mid_row;
    for (std::size_t c = 0; c < mid_row.size(); ++c) {
      if (bad.size() > 1 || (bad.size() == 1 && bad[0] != c)) continue;
      auto offer = [&](const mpz_class& v, const Slip& slip) {
        scratch[c] = v;
        consider(m, mid, scratch, slip);
        scratch[c] = mid_row[c];
      };
      if (same_number(mid_row[c], printed[c])) {
        // Two digit slips in two cells are found from the one whose intermediate ranks
        // first: from the other they would cost no less and rank after (the first of
        // the intermediates that give a value is the cheapest). So the pair is made
        // once, and the emendations are those of making it both ways.
        for (const Own& o : own[c]) {
          if (o.rank > m) offer(*o.value, *o.slip);
        }
        continue;
      }
      const std::string text = mid_row[c].get_str();
      if (text.size() > kTwoSlipDigits || text_cell[c]) continue;
      digit_variants(text, [&](const mpz_class& v, const DigitSlip& digit) {
        if (!same_number(v, mid_row[c]) && ok(c, v)) offer(v, slip_of(digit, c));
      });
    }
    // Two neighbouring cells exchanged, where every failing cell is one of them.
    for (std::size_t c = 0; c + 1 < mid_row.size(); ++c) {
      if (std::any_of(bad.begin(), bad.end(), [c](std::size_t b) { return b != c && b != c + 1; })) continue;
      if (same_number(mid_row[c], mid_row[c + 1]) || !ok(c, mid_row[c + 1]) || !ok(c + 1, mid_row[c]))
        continue;
      std::swap(scratch[c], scratch[c + 1]);
      consider(m, mid, scratch, {SlipKind::CellsExchanged, c, 0, 0, 0, {}});
      std::swap(scratch[c], scratch[c + 1]);
    }
  };
  for (std::size_t m = 0; m < intermediates.size(); ++m) {
    const OneSlip& mid = intermediates[m];
    if (mid.slip.kind == SlipKind::AsPrinted) continue;
    const bool digit_slip =
        mid.slip.kind != SlipKind::CellsExchanged && mid.slip.kind != SlipKind::NumberDropped;
    if (digit_slip && mid.slip.cell < long_cell.size() && long_cell[mid.slip.cell]) continue;
    apply(mid, mid_row);
    second_slips(m, mid);
    undo(mid, mid_row, printed);
  }
  int least = INT_MAX;
  for (const Best& b : found) least = std::min(least, b.t.cost);
  std::vector<TwoSlipEmendation> out;
  for (Best& b : found) {
    if (b.t.cost == least) out.push_back(std::move(b.t));
  }
  std::sort(out.begin(), out.end(),
            [](const TwoSlipEmendation& a, const TwoSlipEmendation& b) { return row_less(a.row, b.row); });
  return out;
}

}  // namespace

std::vector<Emendation> transposed(const NumberRow& printed, const RowPredicate& valid,
                                   const SlipCosts& costs) {
  std::vector<Emendation> out;
  if (printed.size() > kTwoSlipCells) return out;
  for (std::size_t i = 0; i < printed.size(); ++i) {
    for (std::size_t j = i + 2; j < printed.size(); ++j) {
      if (same_number(printed[i], printed[j])) continue;
      NumberRow row = printed;
      std::swap(row[i], row[j]);
      if (!valid(row)) continue;
      Slip slip;
      slip.kind = SlipKind::CellsTransposed;
      slip.cell = i;
      slip.other_cell = j;
      out.push_back({std::move(row), slip, costs.of(SlipKind::CellsTransposed)});
    }
  }
  return out;
}

void propose_at_cost(Finding& f, const Emendation& reading, int extra_cost, const std::string& account,
                     const std::vector<std::string>& cell_names) {
  f.kind = FindingKind::Erratum;
  f.who = FindingClass::Printer;
  f.candidates = {reading};
  if (f.columns.empty()) f.columns = cell_names;
  // The likelihood of the account's dearer part against a single slip: 2^-cost, in
  // whole percent (25 % for a second digit slip, 12 % for a transposition).
  f.confidence = static_cast<int>(100 / (1L << std::clamp(extra_cost, 0, 30)));
  f.explanation += "; " + account + " would, the only reading at its cost (" + std::to_string(reading.cost) +
                   "), less likely than one slip: " + describe(reading, cell_names) + "; read " +
                   numbers_text(reading.row) + (f.proof.empty() ? "" : ": " + f.proof);
}

std::vector<TwoSlipEmendation> best_two_slip_emendations(const NumberRow& printed, const RowPredicate& valid,
                                                         const SlipCosts& costs, const CellFilter& cell_ok,
                                                         const std::vector<std::string>& printed_text) {
  const RowPredicate mended = [&](const NumberRow& r) {
    for (std::size_t c = 0; c < r.size(); ++c) {
      if (cell_ok && !cell_ok(c, r[c])) return false;
    }
    return valid(r);
  };
  if (!emendations(printed, printed_text, mended, costs).empty()) return {};
  return two_slips(printed, valid, costs, cell_ok, printed_text);
}

namespace {
thread_local bool without_readings = false;
}  // namespace

WithoutReadings::WithoutReadings() : was_(without_readings) { without_readings = true; }
WithoutReadings::~WithoutReadings() { without_readings = was_; }

Finding judge_row(const PrintedRow& row, const NumberRow& numbers, const RowPredicate& valid,
                  const std::string& why, const std::function<std::string(const NumberRow&)>& proof,
                  const SlipCosts& costs, const CellFilter& cell_ok) {
  Finding f = finding_at(row, FindingKind::Erratum);
  f.printed.clear();
  for (const auto& n : numbers) f.printed.push_back(n.get_str());
  if (without_readings) {
    f.kind = FindingKind::Unresolved;
    f.explanation = why;
    return f;
  }
  JudgementWeights weights;
  weights.slips = costs;
  RowPredicate filtered = valid;
  if (cell_ok) {
    filtered = [&valid, &cell_ok](const NumberRow& n) {
      for (std::size_t c = 0; c < n.size(); ++c) {
        if (!cell_ok(c, n[c])) return false;
      }
      return valid(n);
    };
  }
  // The numbers as printed, where they are the row's own: a Roman numeral's slips are
  // its letters' (number/roman.hpp), not its value's digits.
  const std::vector<std::string> printed_text =
      numbers == row.numbers && row.number_text.get().size() == numbers.size() ? row.number_text.get()
                                                                               : std::vector<std::string>{};
  const std::vector<Emendation> one = emendations(numbers, printed_text, filtered, costs);
  const Judgement judgement = judge(one, RowContext{}, weights);
  if (!judgement.best.empty()) {
    apply_judgement(f, judgement, RowContext{}, why, proof);
    return f;
  }
  f.kind = FindingKind::Unresolved;
  f.who = FindingClass::Undecided;
  f.explanation = why + "; no single slip of the printer explains it" + searched_note(numbers);
  if (numbers.size() > kTwoSlipCells && searched_note(numbers).empty())
    f.explanation +=
        " (a row of more than " + std::to_string(kTwoSlipCells) + " numbers is not searched for two)";
  // The one-slip search above is the one best_two_slip_emendations begins with.
  const auto two = one.empty() ? two_slips(numbers, valid, costs, cell_ok, printed_text)
                               : std::vector<TwoSlipEmendation>{};
  // The cells are named by their columns when the numbers are the row's own.
  const std::vector<std::string> names =
      numbers == row.numbers ? row.number_columns.get() : std::vector<std::string>{};
  if (two.size() == 1) {
    const TwoSlipEmendation& t = two.front();
    f.proof = proof ? proof(t.row) : "";
    if (numbers == row.numbers) {
      for (const auto& n : t.row) f.two_slips.push_back(n.get_str());
    }
    f.explanation = why + "; no single slip of the printer explains it" + searched_note(numbers);
    propose_at_cost(f, Emendation{t.row, t.first, t.cost, {}, t.second}, costs.of(t.second.kind), "two slips",
                    names);
  } else if (two.size() > 1) {
    f.explanation += "; " + std::to_string(two.size()) + " readings tie at two slips";
  } else if (const auto moved = transposed(numbers, filtered, costs); moved.size() == 1) {
    // Two numbers that are not neighbours set in each other's place (taker and taken),
    // the costliest slip, tried where no slip or two explain the row.
    f.proof = proof ? proof(moved.front().row) : "";
    propose_at_cost(f, moved.front(), moved.front().cost, "a transposition", names);
  } else if (moved.size() > 1) {
    f.explanation += "; " + std::to_string(moved.size()) + " readings tie at a transposition of two cells";
  }
  return f;
}

void class_no_man(Finding& f, const NumberRow& numbers, const CellFilter& is_man) {
  if (f.kind != FindingKind::Unresolved || !is_man) return;
  for (std::size_t c = 0; c < numbers.size(); ++c) {
    if (!is_man(c, numbers[c])) f.who = FindingClass::NoMan;
  }
}

}  // namespace rithmo
