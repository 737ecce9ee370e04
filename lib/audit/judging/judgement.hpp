// The audit's judgement of a printed row that cannot be right: which of the readings
// that one slip of the printer explains is the likeliest, weighed by all the evidence a
// textual critic uses, and how sure the audit is. Every relation judges through here.
//
// The model scores each candidate reading in bits (the lower, the likelier: a score
// of s stands for a likelihood of 2^-s):
//   the slip           SlipCosts: how readily a compositor makes it (emendation.hpp)
//   omission           -supplies_omission when the reading is a row the table should
//                      hold and lacks (the compositor set that row wrong; he did not
//                      also leave it out)
//   repetition         +repeats_row when the reading repeats a row printed elsewhere,
//                      unless the table repeats rows anyway
//   order              +breaks_order when the table keeps an order (numbers ascending
//                      within a row, rows ascending down the page) and the reading
//                      would break it at its place; a reading that fits between its
//                      neighbours costs nothing
// The candidate of least score is proposed; several at the least score are a tie,
// reported as such and not decided. The confidence of a proposal is its share of the
// likelihood of all candidates, 2^-s / sum 2^-s_i, computed exactly.
// docs/audit.md gives the weights, how they were estimated and the accuracy measured.
#pragma once

#include "audit/judging/emendation.hpp"
#include "audit/judging/finding.hpp"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace rithmo {

struct JudgementWeights {
  SlipCosts slips;
  int supplies_omission = 4;
  int repeats_row = 3;
  int breaks_order = 3;
  friend bool operator==(const JudgementWeights&, const JudgementWeights&) = default;
};

// What the rest of the table says about a candidate reading of one row. Each test is
// optional (absent: no evidence either way).
struct RowContext {
  std::function<bool(const NumberRow&)> supplies_omission;
  std::function<bool(const NumberRow&)> repeats_row;
  std::function<bool(const NumberRow&)> breaks_order;
  // Numbers within a row stand in any order: readings naming the same numbers in
  // another order are one reading.
  bool unordered = false;
};

// One candidate reading, weighed.
struct WeighedReading {
  Emendation emendation;
  int score = 0;                   // bits
  bool supplies_omission = false;  // the evidence that counted
  bool repeats_row = false;
  bool breaks_order = false;
};

struct Judgement {
  // The readings of least score: one is the proposal, several a tie; empty when no
  // single slip explains the row.
  std::vector<WeighedReading> best;
  // The proposal's share of the likelihood of every candidate, in whole percent
  // (rounded down); 0 for a tie or no candidate.
  int confidence = 0;
  std::size_t candidates = 0;  // readings weighed (after merging reorderings)
};

// Weighs the candidates (AsPrinted ones are dropped) in the row's context.
Judgement judge(std::vector<Emendation> candidates, const RowContext& context,
                const JudgementWeights& weights = {});

// "tie between 3 readings, not decided: 2 4 6 (digit changed: 3 printed for 4 in
// column b); ..." — the one wording of a tie, with each reading and its slip.
std::string tie_text(const std::vector<Emendation>& readings,
                     const std::vector<std::string>& cell_names = {});

// The evidence that decided a proposal, e.g. "supplies a row the table lacks; fits
// between its neighbours"; empty when only the slip counted.
std::string evidence_text(const WeighedReading& reading, const RowContext& context);

// Fills an erratum or tie finding from a judgement: kind, candidates, confidence and
// the explanation (beginning with `why` when given; `proof` says why the proposed
// reading holds). Leaves the finding alone when the judgement has no candidate.
void apply_judgement(Finding& finding, const Judgement& judgement, const RowContext& context,
                     const std::string& why, const std::function<std::string(const NumberRow&)>& proof,
                     const std::vector<std::string>& cell_names = {});

}  // namespace rithmo
