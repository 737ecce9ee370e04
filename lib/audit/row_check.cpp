#include "audit/row_check.hpp"

#include "audit/judgement.hpp"

#include <algorithm>
#include <climits>
#include <map>

namespace rithmo {

Finding finding_at(const PrintedRow& row, FindingKind kind) {
  Finding f;
  f.kind = kind;
  f.row = row.row;
  f.line = row.line;
  for (const auto& k : row.keys) {
    if (!k.empty()) f.keys.push_back(k);
  }
  f.printed = row.number_text;
  f.extra = row.extra;
  return f;
}

std::string numbers_text(const NumberRow& numbers) {
  std::string s;
  for (std::size_t i = 0; i < numbers.size(); ++i) s += (i ? " " : "") + numbers[i].get_str();
  return s;
}

std::vector<TwoSlipEmendation> best_two_slip_emendations(const NumberRow& printed, const RowPredicate& valid,
                                                         const SlipCosts& costs) {
  if (!emendations(printed, valid, costs).empty()) return {};
  // Every row one slip from the printed row is an intermediate; the rows one slip
  // from an intermediate that `valid` accepts are the candidates.
  std::map<NumberRow, TwoSlipEmendation> best;
  const auto intermediates = emendations(
      printed, [](const NumberRow&) { return true; }, costs);
  for (const Emendation& mid : intermediates) {
    if (mid.slip.kind == SlipKind::AsPrinted) continue;
    for (const Emendation& e : emendations(mid.row, valid, costs)) {
      if (e.slip.kind == SlipKind::AsPrinted || e.row == printed) continue;
      const int cost = e.cost + mid.cost;
      auto it = best.find(e.row);
      if (it == best.end() || cost < it->second.cost) best[e.row] = {e.row, e.slip, mid.slip, cost};
    }
  }
  int least = INT_MAX;
  for (const auto& [row, t] : best) least = std::min(least, t.cost);
  std::vector<TwoSlipEmendation> out;
  for (auto& [row, t] : best) {
    if (t.cost == least) out.push_back(std::move(t));
  }
  return out;
}

Finding judge_row(const PrintedRow& row, const NumberRow& numbers, const RowPredicate& valid,
                  const std::string& why, const std::function<std::string(const NumberRow&)>& proof,
                  const SlipCosts& costs) {
  Finding f = finding_at(row, FindingKind::Erratum);
  f.printed.clear();
  for (const auto& n : numbers) f.printed.push_back(n.get_str());
  JudgementWeights weights;
  weights.slips = costs;
  const Judgement judgement = judge(emendations(numbers, valid, costs), RowContext{}, weights);
  if (!judgement.best.empty()) {
    apply_judgement(f, judgement, RowContext{}, why, proof);
    return f;
  }
  f.kind = FindingKind::Unresolved;
  f.who = FindingClass::Undecided;
  f.explanation = why + "; no single slip of the printer explains it";
  const auto two = best_two_slip_emendations(numbers, valid, costs);
  if (two.size() == 1) {
    const TwoSlipEmendation& t = two.front();
    f.proof = proof ? proof(t.row) : "";
    f.explanation += "; two slips would (" + describe(t.first) + ", then " + describe(t.second) + "): read " +
                     numbers_text(t.row) + (f.proof.empty() ? "" : ": " + f.proof);
  } else if (two.size() > 1) {
    f.explanation += "; " + std::to_string(two.size()) + " readings tie at two slips";
  }
  return f;
}

}  // namespace rithmo
