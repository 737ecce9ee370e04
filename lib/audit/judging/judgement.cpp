#include "audit/judging/judgement.hpp"

#include "number/compare.hpp"
#include "number/rational.hpp"

#include <algorithm>
#include <climits>

namespace rithmo {

Judgement judge(std::vector<Emendation> candidates, const RowContext& context,
                const JudgementWeights& weights) {
  std::erase_if(candidates, [](const Emendation& e) { return e.slip.kind == SlipKind::AsPrinted; });
  Judgement j;
  std::vector<WeighedReading> weighed;
  for (auto& e : candidates) {
    WeighedReading w;
    w.score = weights.slips.of(e.slip.kind);
    if (context.supplies_omission && context.supplies_omission(e.row)) {
      w.supplies_omission = true;
      w.score -= weights.supplies_omission;
    }
    if (context.repeats_row && context.repeats_row(e.row)) {
      w.repeats_row = true;
      w.score += weights.repeats_row;
    }
    if (context.breaks_order && context.breaks_order(e.row)) {
      w.breaks_order = true;
      w.score += weights.breaks_order;
    }
    w.emendation = std::move(e);
    weighed.push_back(std::move(w));
  }
  // One reading per set of numbers when their order is free: the likeliest way to it.
  std::stable_sort(weighed.begin(), weighed.end(),
                   [](const WeighedReading& a, const WeighedReading& b) { return a.score < b.score; });
  if (context.unordered) {
    std::vector<WeighedReading> merged;
    std::vector<NumberRow> seen;
    for (auto& w : weighed) {
      NumberRow key = sorted_numbers(w.emendation.row);
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
      seen.push_back(std::move(key));
      merged.push_back(std::move(w));
    }
    weighed = std::move(merged);
  }
  j.candidates = weighed.size();
  if (weighed.empty()) return j;
  const int least = weighed.front().score;
  for (const auto& w : weighed) {
    if (w.score == least) j.best.push_back(w);
  }
  if (j.best.size() == 1) {
    // 2^-least / sum 2^-s, exactly: scale every term by 2^(max - s).
    int most = least;
    for (const auto& w : weighed) most = std::max(most, w.score);
    mpz_class total = 0;
    for (const auto& w : weighed) total += mpz_class(1) << static_cast<mp_bitcnt_t>(most - w.score);
    const mpz_class top = mpz_class(1) << static_cast<mp_bitcnt_t>(most - least);
    const mpz_class percent = top * 100 / total;
    j.confidence = static_cast<int>(percent.get_si());
  }
  return j;
}

std::string tie_text(const std::vector<Emendation>& readings, const std::vector<std::string>& cell_names) {
  std::string each;
  for (const auto& e : readings) {
    each += (each.empty() ? "" : "; ") + reading_text(e) + " (" + describe(e, cell_names) + ")";
  }
  return "tie between " + std::to_string(readings.size()) + " readings, not decided: " + each;
}

std::string evidence_text(const WeighedReading& reading, const RowContext& context) {
  std::vector<std::string> v;
  if (reading.supplies_omission) v.push_back("supplies a row the table otherwise lacks");
  if (reading.repeats_row) v.push_back("repeats a row printed elsewhere");
  if (context.breaks_order)
    v.push_back(reading.breaks_order ? "breaks the table's order" : "keeps the table's order");
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "; " : "") + v[i];
  return s;
}

void apply_judgement(Finding& finding, const Judgement& judgement, const RowContext& context,
                     const std::string& why, const std::function<std::string(const NumberRow&)>& proof,
                     const std::vector<std::string>& cell_names) {
  if (judgement.best.empty()) return;
  finding.columns = cell_names;
  const std::string lead = why.empty() ? "" : why + "; ";
  finding.candidates.clear();
  for (const auto& w : judgement.best) finding.candidates.push_back(w.emendation);
  if (judgement.best.size() > 1) {
    finding.kind = FindingKind::Tie;
    finding.who = FindingClass::Undecided;
    finding.explanation = lead + tie_text(finding.candidates, cell_names);
    return;
  }
  const WeighedReading& w = judgement.best.front();
  finding.kind = FindingKind::Erratum;
  finding.who = FindingClass::Printer;
  finding.confidence = judgement.confidence;
  finding.evidence = evidence_text(w, context);
  finding.proof = proof ? proof(w.emendation.row) : "";
  finding.explanation = lead + describe(w.emendation.slip, cell_names) + "; read " +
                        reading_text(w.emendation) + (finding.proof.empty() ? "" : ": " + finding.proof);
  if (w.supplies_omission) finding.explanation += " (a row the table otherwise lacks)";
}

}  // namespace rithmo
