#include "audit/reading.hpp"

#include "audit/judging/row_check.hpp"
#include "diagnostic.hpp"
#include "number/compare.hpp"
#include "number/numeral.hpp"
#include "text/join.hpp"
#include "text/screen.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <tuple>

namespace rithmo {

namespace {

// A row as the relation compares rows: its keys, and its numbers, sorted when the
// relation's numbers may stand in any order. Refers to the row's own numbers when
// they need no sorting (or are already sorted), else to `sorted`.
struct RowRef {
  const Keys* keys;
  const NumberRow* numbers;
};

RowRef ref_of(const BoundRelation& r, const Keys& keys, const NumberRow& numbers, NumberRow& sorted) {
  if (!r.unordered || std::is_sorted(numbers.begin(), numbers.end())) return {&keys, &numbers};
  sorted = numbers;
  std::sort(sorted.begin(), sorted.end());
  return {&keys, &sorted};
}

bool ref_less(const RowRef& a, const RowRef& b) {
  if (*a.keys != *b.keys) return *a.keys < *b.keys;
  return row_less(*a.numbers, *b.numbers);
}

std::string row_text(const NumberRow& n) {
  std::string s;
  for (std::size_t i = 0; i < n.size(); ++i) s += (i ? " " : "") + n[i].get_str();
  return s;
}

// The readings tried, each bound once.
class Trial {
 public:
  Trial(BindCache& cache, const RelationSpec& spec, const std::vector<PrintedRow>& rows, bool complete,
        std::vector<const RelationParameter*> free)
      : cache_(cache), spec_(spec), rows_(rows), complete_(complete), free_(std::move(free)) {}

  // How the reading explains the table; nullopt when it cannot be bound or is not a
  // row set.
  const std::optional<ReadingFit>& fit(const RelationParams& params) {
    auto it = fits_.find(params);
    if (it != fits_.end()) return it->second;
    // Readings the relation makes plain alike (RelationSpec::plain) are judged once.
    RelationParams plain = params;
    if (spec_.plain) spec_.plain(plain);
    auto judged = judged_.find(plain);
    if (judged == judged_.end()) judged = judged_.emplace(plain, judge(params)).first;
    std::optional<ReadingFit> fit = judged->second;
    if (fit) {
      fit->params = params;
      for (const RelationParameter* p : free_)
        fit->departures += params.at(p->name) == p->default_value ? 0 : 1;
    }
    return fits_.emplace(params, std::move(fit)).first->second;
  }

  const BoundRelation* bound(const RelationParams& params) {
    try {
      return &cache_.bind(spec_.name, params);
    } catch (const RelationError&) {
      // A combination the relation refuses (e.g. kinds with grade greatest): not a reading.
      return nullptr;
    }
  }

  const std::map<RelationParams, std::optional<ReadingFit>>& tried() const { return fits_; }

 private:
  // The rows the reading makes invalid and the derived rows the print lacks (complete
  // tables only); nullopt when it cannot be bound or is not a row set.
  std::optional<ReadingFit> judge(const RelationParams& params) {
    const BoundRelation* r = bound(params);
    if (!r || !r->valid || r->check) return std::nullopt;
    ReadingFit f;
    std::vector<bool> valid(rows_.size());
    for (std::size_t i = 0; i < rows_.size(); ++i) {
      valid[i] = r->valid(rows_[i].keys, rows_[i].numbers);
      f.invalid += valid[i] ? 0 : 1;
    }
    if (complete_ && r->derived) {
      // The valid printed rows, sorted, to look each derived row up in: the rows
      // sorted once for every reading, those valid under this one kept in order.
      std::vector<RowRef> printed;
      printed.reserve(rows_.size() - f.invalid);
      for (const auto& [ref, i] : in_order(r->unordered)) {
        if (valid[i]) printed.push_back(ref);
      }
      NumberRow scratch;
      for (const DerivedRow& d : *r->derived) {
        const RowRef ref = ref_of(*r, d.keys, d.numbers, scratch);
        f.omissions += std::binary_search(printed.begin(), printed.end(), ref, ref_less) ? 0 : 1;
      }
    }
    return f;
  }

  // Every printed row as the relation compares rows (its numbers sorted when they may
  // stand in any order), in that order, with its index: made once for each way.
  const std::vector<std::pair<RowRef, std::size_t>>& in_order(bool unordered) {
    auto& order = order_[unordered ? 1 : 0];
    if (!order) {
      order.emplace();
      order->reserve(rows_.size());
      sorted_[unordered ? 1 : 0].resize(rows_.size());
      for (std::size_t i = 0; i < rows_.size(); ++i) {
        const PrintedRow& p = rows_[i];
        NumberRow& numbers = sorted_[unordered ? 1 : 0][i];
        if (unordered && !std::is_sorted(p.numbers.begin(), p.numbers.end())) {
          numbers = p.numbers;
          std::sort(numbers.begin(), numbers.end());
          order->push_back({{&p.keys.get(), &numbers}, i});
        } else {
          order->push_back({{&p.keys.get(), &p.numbers.get()}, i});
        }
      }
      std::stable_sort(order->begin(), order->end(),
                       [](const auto& a, const auto& b) { return ref_less(a.first, b.first); });
    }
    return *order;
  }

  BindCache& cache_;
  const RelationSpec& spec_;
  const std::vector<PrintedRow>& rows_;
  bool complete_;
  std::vector<const RelationParameter*> free_;
  std::map<RelationParams, std::optional<ReadingFit>> fits_;             // by the reading asked for
  std::map<RelationParams, std::optional<ReadingFit>> judged_;           // by the reading made plain
  std::optional<std::vector<std::pair<RowRef, std::size_t>>> order_[2];  // by unordered
  std::vector<NumberRow> sorted_[2];  // the sorted numbers order_ refers to
};

bool better(const ReadingFit& a, const ReadingFit& b) {
  if (a.invalid != b.invalid) return a.invalid < b.invalid;
  if (a.omissions != b.omissions) return a.omissions < b.omissions;
  return a.departures < b.departures;
}

bool explains_equally(const ReadingFit& a, const ReadingFit& b) {
  return a.invalid == b.invalid && a.omissions == b.omissions;
}

// "two=at-least army=even"
std::string reading_text(const RelationParams& params, const std::vector<const RelationParameter*>& names) {
  std::string s;
  for (const RelationParameter* p : names) s += (s.empty() ? "" : " ") + p->name + "=" + params.at(p->name);
  return s;
}

// Every combination of the free parameters' values, when there are few.
void exhaustive(Trial& trial, const RelationSpec& spec, const RelationParams& base,
                const std::vector<const RelationParameter*>& free, std::size_t at, RelationParams& params) {
  if (at == free.size()) {
    trial.fit(params);
    return;
  }
  for (const auto& v : accepted_values(spec, *free[at])) {
    params[free[at]->name] = v;
    exhaustive(trial, spec, base, free, at + 1, params);
  }
  params[free[at]->name] = base.at(free[at]->name);
}

}  // namespace

TableReading infer_reading(const Armies& armies, const RelationSpec& spec, const RelationParams& fixed,
                           const std::vector<PrintedRow>& rows, bool complete) {
  BindCache cache(armies);
  return infer_reading(cache, spec, fixed, rows, complete);
}

TableReading infer_reading(BindCache& cache, const RelationSpec& spec, const RelationParams& fixed,
                           const std::vector<PrintedRow>& rows, bool complete) {
  TableReading out;
  RelationParams base = fixed;
  std::vector<const RelationParameter*> free;
  for (const auto& p : spec.parameters) {
    if (!base.count(p.name) && !p.default_value.empty()) base[p.name] = p.default_value;
    if (p.reading && !p.allowed.empty() && !fixed.count(p.name)) free.push_back(&p);
  }
  out.params = base;
  if (free.empty() || rows.empty()) return out;
  Trial trial(cache, spec, rows, complete, free);
  const auto& plain = trial.fit(base);
  if (!plain) return out;  // not a row set: nothing to infer
  out.fit = *plain;
  out.inferred.clear();
  for (const auto* p : free) out.inferred.push_back(p->name);
  if (plain->invalid == 0 && plain->omissions == 0) {
    out.statement =
        "follows " + reading_text(base, free) + " (the plainest reading; every row holds under it)";
    return out;
  }

  std::size_t combinations = 1;
  for (const auto* p : free) combinations *= accepted_values(spec, *p).size();
  // Every reading is tried on a small search, and on a table too small to decide by
  // (each row must be looked at under every reading).
  if (combinations <= 24 || (rows.size() <= kFewRows && combinations <= 512)) {
    RelationParams params = base;
    exhaustive(trial, spec, base, free, 0, params);
  } else {
    // Coordinate descent from the plain reading: one parameter at a time, until no
    // change helps.
    RelationParams current = base;
    for (int pass = 0; pass < 3; ++pass) {
      bool moved = false;
      for (const auto* p : free) {
        for (const auto& v : accepted_values(spec, *p)) {
          RelationParams next = current;
          next[p->name] = v;
          const auto& f = trial.fit(next);
          const auto& now = trial.fit(current);
          if (f && now && better(*f, *now)) {
            current = next;
            moved = true;
          }
        }
      }
      if (!moved) break;
    }
  }
  ReadingFit best = *plain;
  for (const auto& [params, fit] : trial.tried()) {
    if (fit && better(*fit, best)) best = *fit;
  }
  // The guard: one row is no evidence. A departure from a default that explains only
  // one finding more than the default does (one row more valid at the price of
  // omissions, or one omission fewer) is not taken; the plainer reading counts that
  // row as a slip or an omission of the printer.
  std::vector<std::string> declined;
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto* p : free) {
      if (best.params.at(p->name) == p->default_value) continue;
      RelationParams back = best.params;
      back[p->name] = p->default_value;
      const auto& alt = trial.fit(back);
      if (alt && alt->invalid + alt->omissions <= best.invalid + best.omissions + 1) {
        declined.push_back(p->name + "=" + best.params.at(p->name));
        best = *alt;
        changed = true;
      }
    }
  }
  out.params = best.params;
  out.fit = best;
  for (const auto& [params, fit] : trial.tried()) {
    if (fit && params != best.params && explains_equally(*fit, best)) out.equal.push_back(*fit);
  }
  std::sort(out.equal.begin(), out.equal.end(), better);

  // The statement: the reading, and for each departure from the plain reading the rows
  // that only it makes valid.
  std::string s = "follows " + reading_text(best.params, free);
  std::vector<std::string> why;
  const BoundRelation* chosen = trial.bound(best.params);
  for (const auto* p : free) {
    if (best.params.at(p->name) == p->default_value) continue;
    RelationParams back = best.params;
    back[p->name] = p->default_value;
    const BoundRelation* other = trial.bound(back);
    std::size_t only = 0;
    std::string example;
    if (chosen && other && other->valid) {
      for (const PrintedRow& r : rows) {
        if (chosen->valid(r.keys, r.numbers) && !other->valid(r.keys, r.numbers)) {
          if (only++ == 0) example = row_text(r.numbers);
        }
      }
    }
    const auto& alt = trial.fit(back);
    std::string w = p->name + "=" + best.params.at(p->name) + ": ";
    if (only) {
      w += std::to_string(only) + (only == 1 ? " row is" : " rows are") + " valid only under it, e.g. " +
           example;
    } else if (alt) {
      w += std::to_string(alt->omissions - std::min(alt->omissions, best.omissions)) +
           " fewer omissions than under " + p->name + "=" + p->default_value;
    }
    why.push_back(w);
  }
  if (why.empty()) {
    s += " (the plainest of the readings that explain it best)";
  } else {
    s += " (inferred; ";
    for (std::size_t i = 0; i < why.size(); ++i) s += (i ? "; " : "") + why[i];
    s += ")";
  }
  if (!declined.empty()) {
    s += "; ";
    for (std::size_t i = 0; i < declined.size(); ++i) s += (i ? ", " : "") + declined[i];
    s += " would explain one row more, too little to depart from the plain reading";
  }
  if (!out.equal.empty()) {
    s += "; " + std::string(out.equal.size() == 1 ? "another reading explains" : "other readings explain") +
         " it as well: ";
    for (std::size_t i = 0; i < out.equal.size() && i < 3; ++i) {
      s += (i ? ", " : "") + reading_text(out.equal[i].params, free);
    }
    if (out.equal.size() > 3) s += " and " + std::to_string(out.equal.size() - 3) + " more";
    s += "; audited under the plainest";
  }
  // Too few rows to decide: a row valid under some reading tried is not flagged.
  if (rows.size() <= kFewRows && best.invalid > 0 && chosen && chosen->valid) {
    std::vector<std::string> held;
    for (const PrintedRow& r : rows) {
      if (chosen->valid(r.keys, r.numbers)) continue;
      for (const auto& [params, fit] : trial.tried()) {
        const BoundRelation* other = trial.bound(params);
        if (!fit || !other || !other->valid || !other->valid(r.keys, r.numbers)) continue;
        out.undecided_rows.push_back(r.row);
        held.push_back("row " + std::to_string(r.row) + " holds under " + reading_text(params, free));
        break;
      }
    }
    if (!held.empty()) {
      s += "; undecided: " + std::to_string(rows.size()) + (rows.size() == 1 ? " row is" : " rows are") +
           " too few to decide the reading, and a row some reading makes valid is not flagged (" +
           join(held, "; ") + ")";
    }
  }
  out.statement = s;
  return out;
}

namespace {

// Whether the table names an army by its colour alone somewhere ("Die Weissen", "Neri"):
// a cell of an army's key that the reading white reads and its parity does not.
bool names_by_colour(const BoundRelation& bound, const CsvDocument& doc) {
  for (const RelationColumn& col : bound.columns) {
    if (col.value_words != WordKind::Army) continue;
    const std::size_t c = doc.column(col.name);
    if (c == std::string::npos) continue;
    for (const CsvRow& r : doc.rows) {
      const std::string& t = r.cells.at(c).text;
      if (std::find(col.one_of.begin(), col.one_of.end(), t) != col.one_of.end()) continue;
      if (!read_parity(t) && read_army(t, Army::Even)) return true;
    }
  }
  return false;
}

// The rows an audit finds wrong (errata, ties, unresolved, duplicates).
std::size_t wrong_rows(const TableAudit& audit) {
  std::set<std::size_t> rows;
  for (const Finding& f : audit.findings) {
    if (f.row && (f.kind == FindingKind::Erratum || f.kind == FindingKind::Tie ||
                  f.kind == FindingKind::Unresolved || f.kind == FindingKind::Duplicate))
      rows.insert(*f.row);
  }
  return rows.size();
}

}  // namespace

TableAudit audit_document(const Armies& armies, const std::string& relation, const RelationParams& fixed,
                          const CsvDocument& doc, const std::string& table, const AuditOptions& options,
                          const std::vector<std::string>& ignored, const ColumnOptions& columns,
                          std::vector<PrintedRow>* rows_out, BindCache* cache) {
  std::optional<BindCache> own;
  if (!cache) cache = &own.emplace(armies);
  const BoundRelation* bound = &cache->bind(relation, fixed);
  // A table that names its armies by colour and does not say which is white: audited
  // under each reading of white, the one under which fewer rows cannot be right kept
  // (the default, even, on a tie), and the report says so.
  if (!fixed.count("white") && bound->params.count("white") && names_by_colour(*bound, doc)) {
    std::optional<TableAudit> best;
    std::vector<PrintedRow> best_rows;
    std::string chosen, counts;
    std::size_t least = 0;
    for (const Army white : {Army::Even, Army::Odd}) {
      RelationParams under = fixed;
      under["white"] = std::string(name(white));
      std::vector<PrintedRow> rows;
      TableAudit audit = audit_document(armies, relation, under, doc, table, options, ignored, columns,
                                        rows_out ? &rows : nullptr, cache);
      const std::size_t wrong = wrong_rows(audit);
      counts +=
          (counts.empty() ? "" : ", ") + std::to_string(wrong) + " under white=" + std::string(name(white));
      if (!best || wrong < least) {
        best = std::move(audit);
        best_rows = std::move(rows);
        chosen = name(white);
        least = wrong;
      }
    }
    best->relation = relation_label(relation, fixed);
    best->reading = "white=" + chosen +
                    " (inferred: the table names its armies by colour; rows that cannot be right: " + counts +
                    ")" + (best->reading.empty() ? "" : "; " + best->reading);
    if (rows_out) *rows_out = std::move(best_rows);
    return *best;
  }
  RowsLeftOut left_out;
  std::vector<PrintedRow> rows = read_printed(*bound, doc, ignored, columns, &left_out);
  const TableReading reading =
      infer_reading(*cache, *find_relation(relation), fixed, rows, options.omissions);
  if (reading.params != bound->params) bound = &cache->bind(relation, reading.params);
  // Labelled by the parameters the table gives, whichever binding serves it.
  TableAudit audit;
  try {
    audit = audit_table(*bound, rows, table, options);
  } catch (const RowInputError& e) {
    // Bad input the relation found in a row: at its place in the file.
    std::size_t line = 1, column = 1;
    if (e.row >= 1 && e.row <= doc.rows.size()) {
      const CsvRow& r = doc.rows[e.row - 1];
      line = r.line;
      const std::size_t c = e.column.empty() ? std::string::npos : doc.column(e.column);
      if (c != std::string::npos && c < r.cells.size()) {
        line = r.cells[c].line;
        column = r.cells[c].column;
      } else if (!r.cells.empty()) {
        column = r.cells.front().column;
      }
    }
    throw DiagnosticError({doc.name, line, column, e.what()});
  }
  if (!reading.undecided_rows.empty()) {
    const auto undecided = [&](const Finding& f) {
      return f.row &&
             (f.kind == FindingKind::Erratum || f.kind == FindingKind::Tie ||
              f.kind == FindingKind::Unresolved) &&
             std::find(reading.undecided_rows.begin(), reading.undecided_rows.end(), *f.row) !=
                 reading.undecided_rows.end();
    };
    std::set<std::size_t> rows_cleared;
    for (const auto& f : audit.findings) {
      if (undecided(f)) rows_cleared.insert(*f.row);
    }
    std::erase_if(audit.findings, undecided);
    audit.valid += rows_cleared.size();
  }
  // The header printed again where two pages were joined: said once for each, and no row.
  for (const PrintedRow& h : left_out.repeated_headers) {
    Finding f = finding_at(h, FindingKind::NotChecked);
    f.explanation = "the header printed again (two pages joined, each with its head): not a row of the table";
    audit.findings.push_back(std::move(f));
  }
  for (const PrintedRow& h : left_out.running_heads) {
    Finding f = finding_at(h, FindingKind::NotChecked);
    for (const std::string& c : h.cells) {
      if (!c.empty()) f.printed.push_back(quoted_cell(c));
    }
    f.explanation =
        "a line of text alone (a running head or a title where two pages were joined): not a row of "
        "the table";
    audit.findings.push_back(std::move(f));
  }
  // A row with a cell no reader reads: said at its row, and the rest of the table
  // audited. What it printed may be a row the table seems to omit, so no omission is
  // claimed beside it: the rows not found are said in one finding, not checked.
  for (const auto& [p, diag] : left_out.not_read) {
    Finding f = finding_at(p, FindingKind::NotRead);
    for (const std::string& c : p.cells) f.printed.push_back(quoted_cell(c));
    f.explanation = "the row is not read (" + within_a_screen(diag.message) + ", line " +
                    std::to_string(diag.line) + " column " + std::to_string(diag.column) +
                    "): it is left out of the audit";
    audit.findings.push_back(std::move(f));
  }
  audit.rows += left_out.not_read.size();  // printed rows, read or not
  if (!left_out.not_read.empty()) {
    std::vector<std::string> lacked;
    for (const Finding& f : audit.findings) {
      if (f.kind == FindingKind::Omission) lacked.push_back(numerals_text(f.derived));
    }
    std::erase_if(audit.findings, [](const Finding& f) { return f.kind == FindingKind::Omission; });
    if (!lacked.empty()) {
      constexpr std::size_t kListed = 10;
      const std::size_t more = lacked.size() > kListed ? lacked.size() - kListed : 0;
      lacked.resize(lacked.size() - more);
      Finding f;
      f.kind = FindingKind::NotChecked;
      f.explanation = "omissions not claimed: " + std::to_string(lacked.size() + more) + " derived " +
                      (lacked.size() + more == 1 ? "row is" : "rows are") + " not among the rows read, and " +
                      std::to_string(left_out.not_read.size()) +
                      (left_out.not_read.size() == 1 ? " row was" : " rows were") + " not read (" +
                      join(lacked, "; ") + (more ? "; and " + std::to_string(more) + " more" : "") + ")";
      audit.findings.push_back(std::move(f));
    }
  }
  audit.relation = relation_label(relation, fixed);
  audit.reading = reading.statement;
  if (rows_out) *rows_out = std::move(rows);
  return audit;
}

}  // namespace rithmo
