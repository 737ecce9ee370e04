#include "audit/audit.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <map>
#include <set>

namespace rithmo {

std::string_view name(FindingKind kind) {
  switch (kind) {
    case FindingKind::Erratum:
      return "erratum";
    case FindingKind::Unresolved:
      return "unresolved";
    case FindingKind::Duplicate:
      return "duplicate";
    case FindingKind::Omission:
      return "omission";
    case FindingKind::Count:
      return "count";
    case FindingKind::Contradiction:
      return "contradiction";
  }
  return "?";
}

namespace {

std::string join(const std::vector<std::string>& v, const char* sep = " ") {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + v[i];
  return s;
}

std::string numbers_text(const NumberRow& n) {
  std::vector<std::string> v;
  for (const auto& x : n) v.push_back(x.get_str());
  return join(v);
}

std::vector<std::string> texts(const NumberRow& n) {
  std::vector<std::string> v;
  for (const auto& x : n) v.push_back(x.get_str());
  return v;
}

bool digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

[[noreturn]] void fail(const CsvDocument& doc, const CsvCell& cell, const std::string& message) {
  throw DiagnosticError({doc.name, cell.line, cell.column, message});
}

// The identity of a row for duplicates and omissions: keys and numbers, the numbers
// sorted when their order is free.
using RowId = std::pair<Keys, NumberRow>;

RowId id_of(const BoundRelation& r, const Keys& keys, NumberRow numbers) {
  if (r.unordered) std::sort(numbers.begin(), numbers.end());
  return {keys, std::move(numbers)};
}

}  // namespace

std::vector<PrintedRow> read_printed(const BoundRelation& relation, const CsvDocument& doc,
                                     const std::vector<std::string>& ignored) {
  std::vector<std::size_t> at;
  bool by_name = true;
  for (const auto& c : relation.columns) by_name = by_name && doc.column(c.name) != std::string::npos;
  if (by_name) {
    for (const auto& c : relation.columns) at.push_back(doc.column(c.name));
  } else {
    // A bare CSV: the relation's columns first, in the documented order.
    if (doc.header.size() < relation.columns.size()) {
      std::vector<std::string> names;
      for (const auto& c : relation.columns) names.push_back(c.name);
      const CsvCell where = doc.header.empty() ? CsvCell{"", 1, 1, 0} : doc.header.back();
      fail(doc, where,
           "relation " + relation.name + " needs " + std::to_string(names.size()) + " columns (" +
               join(names, ", ") + "), the header has " + std::to_string(doc.header.size()));
    }
    for (std::size_t i = 0; i < relation.columns.size(); ++i) at.push_back(i);
  }
  const std::size_t line_col = doc.column("line");
  std::vector<std::size_t> extra_cols;
  for (std::size_t i = 0; i < doc.header.size(); ++i) {
    const std::string& h = doc.header[i].text;
    if (std::find(at.begin(), at.end(), i) != at.end() || i == line_col) continue;
    if (std::find(ignored.begin(), ignored.end(), h) != ignored.end()) continue;
    extra_cols.push_back(i);
  }
  std::vector<PrintedRow> out;
  for (std::size_t r = 0; r < doc.rows.size(); ++r) {
    const CsvRow& row = doc.rows[r];
    PrintedRow p;
    p.row = r + 1;
    if (line_col != std::string::npos) {
      const CsvCell& c = row.cells.at(line_col);
      if (!digits(c.text) || c.text.size() > 9) fail(doc, c, "line '" + c.text + "' is not a line number");
      p.line = std::stol(c.text);
    }
    for (std::size_t k = 0; k < relation.columns.size(); ++k) {
      const RelationColumn& col = relation.columns[k];
      const CsvCell& c = row.cells.at(at[k]);
      p.cells.push_back(c.text);
      if (col.role == ColumnRole::Key) {
        p.keys.push_back(c.text);
        continue;
      }
      if (c.text.empty()) {
        if (col.optional) continue;
        fail(doc, c,
             "column '" + col.name + "' is empty; it needs " +
                 (col.role == ColumnRole::Number ? std::string("a number") : std::string("numbers")));
      }
      std::vector<std::string> parts;
      if (col.role == ColumnRole::Numbers) {
        std::size_t start = 0;
        while (true) {
          const auto sp = c.text.find(' ', start);
          parts.push_back(c.text.substr(start, sp - start));
          if (sp == std::string::npos) break;
          start = sp + 1;
        }
      } else {
        parts.push_back(c.text);
      }
      for (const auto& part : parts) {
        if (!digits(part)) {
          fail(doc, c,
               "column '" + col.name + "': '" + c.text + "' is not " +
                   (col.role == ColumnRole::Number
                        ? std::string("a number (digits only)")
                        : std::string("numbers (digits separated by single spaces)")));
        }
        p.numbers.emplace_back(part);
        p.number_text.push_back(part);
      }
    }
    for (std::size_t i : extra_cols) p.extra.emplace_back(doc.header[i].text, row.cells.at(i).text);
    out.push_back(std::move(p));
  }
  return out;
}

void sort_findings(std::vector<Finding>& findings) {
  std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
    const std::size_t ra = a.row.value_or(SIZE_MAX), rb = b.row.value_or(SIZE_MAX);
    return ra < rb;
  });
}

TableAudit audit_table(const BoundRelation& relation, const std::vector<PrintedRow>& rows,
                       const std::string& table, const AuditOptions& options) {
  TableAudit audit;
  audit.table = table;
  audit.relation = relation.label();
  audit.statement = relation.statement;
  audit.rows = rows.size();
  if (relation.check) {
    audit.findings = relation.check(rows);
    std::set<std::size_t> bad;
    for (const auto& f : audit.findings) {
      if (f.row) bad.insert(*f.row);
    }
    audit.valid = rows.size() - bad.size();
    sort_findings(audit.findings);
    return audit;
  }

  // First pass: valid rows and duplicates.
  std::map<RowId, std::size_t> printed;  // valid rows printed, with the first row printing them
  std::vector<const PrintedRow*> invalid;
  for (const PrintedRow& p : rows) {
    if (!relation.valid(p.keys, p.numbers)) {
      invalid.push_back(&p);
      continue;
    }
    ++audit.valid;
    const auto [it, fresh] = printed.emplace(id_of(relation, p.keys, p.numbers), p.row);
    // A list of worked examples may give one example twice; only a table that
    // claims to be complete prints a row twice by mistake.
    if (!fresh && relation.derived) {
      Finding f;
      f.kind = FindingKind::Duplicate;
      f.row = p.row;
      f.line = p.line;
      f.keys = p.keys;
      f.printed = p.number_text;
      f.extra = p.extra;
      f.explanation = "repeats row " + std::to_string(it->second);
      audit.findings.push_back(std::move(f));
    }
  }

  // The rows the print lacks, before any emendation supplies them.
  std::set<RowId> missing;
  if (relation.derived && options.omissions) {
    audit.derived = relation.derived->size();
    for (const DerivedRow& d : *relation.derived) {
      RowId id = id_of(relation, d.keys, d.numbers);
      if (!printed.count(id)) missing.insert(std::move(id));
    }
  }

  // Second pass: the rows that cannot be right.
  for (const PrintedRow* p : invalid) {
    Finding f;
    f.row = p->row;
    f.line = p->line;
    f.keys = p->keys;
    f.printed = p->number_text;
    f.extra = p->extra;
    const Keys keys = p->keys;
    auto all = emendations(
        p->numbers, [&relation, &keys](const NumberRow& n) { return relation.valid(keys, n); },
        options.costs);
    std::erase_if(all, [](const Emendation& e) { return e.slip.kind == SlipKind::AsPrinted; });
    if (all.empty()) {
      f.kind = FindingKind::Unresolved;
      f.explanation = "no single slip of the printer makes it a row where " + relation.statement;
      if (relation.disproof) f.explanation += "; as printed, " + relation.disproof(keys, p->numbers);
      audit.findings.push_back(std::move(f));
      continue;
    }
    // Rank: a candidate that supplies an omitted row first, then by cost.
    auto supplies = [&](const Emendation& e) { return missing.count(id_of(relation, keys, e.row)) > 0; };
    bool any_supplies = false;
    for (const auto& e : all) any_supplies = any_supplies || supplies(e);
    int best = INT_MAX;
    for (const auto& e : all) {
      if (!any_supplies || supplies(e)) best = std::min(best, e.cost);
    }
    for (auto& e : all) {
      if ((!any_supplies || supplies(e)) && e.cost == best) f.candidates.push_back(std::move(e));
    }
    f.kind = FindingKind::Erratum;
    if (f.candidates.size() == 1) {
      const Emendation& e = f.candidates.front();
      f.proof = relation.proof ? relation.proof(keys, e.row) : "";
      f.explanation =
          describe(e.slip) + "; read " + numbers_text(e.row) + (f.proof.empty() ? "" : ": " + f.proof);
      if (any_supplies) {
        f.explanation += " (a row the table otherwise lacks)";
        missing.erase(id_of(relation, keys, e.row));
      }
    } else {
      std::vector<std::string> each;
      for (const auto& e : f.candidates) each.push_back(numbers_text(e.row) + " (" + describe(e.slip) + ")");
      f.explanation = "tie between " + std::to_string(f.candidates.size()) +
                      " readings, not decided: " + join(each, "; ");
    }
    audit.findings.push_back(std::move(f));
  }

  // Omissions, in the derivation's order.
  if (relation.derived && options.omissions) {
    for (const DerivedRow& d : *relation.derived) {
      const RowId id = id_of(relation, d.keys, d.numbers);
      if (!missing.count(id)) continue;
      Finding f;
      f.kind = FindingKind::Omission;
      f.keys = d.keys;
      f.derived = texts(d.numbers);
      f.proof = relation.proof ? relation.proof(d.keys, d.numbers) : "";
      f.explanation = "not printed" + (f.proof.empty() ? std::string() : ": " + f.proof);
      audit.findings.push_back(std::move(f));
      missing.erase(id);
    }
  }
  sort_findings(audit.findings);
  return audit;
}

}  // namespace rithmo
