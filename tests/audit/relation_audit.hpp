// Test helpers: audit a table through the relations registry, either a CSV given as
// text (no disk) or a transcribed table of tables/ as its descriptor binds it.
#pragma once

#include "audit/audit.hpp"
#include "audit/tables_audit.hpp"
#include "men/armies.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace rithmo::testing {

// Audits CSV text as the named relation; the column `note` is never read.
inline TableAudit audit_text(const std::string& csv, const std::string& relation,
                             const RelationParams& params = {}, const Armies& armies = build_armies()) {
  const BoundRelation bound = bind_relation(armies, relation, params);
  const CsvDocument doc = parse_csv(csv, "test.csv");
  return audit_table(bound, read_printed(bound, doc, {"note"}), "test.csv");
}

// The findings at a printed row (erratum, tie, unresolved...), without those of the
// table as a whole (omissions, and what is said of them).
inline std::vector<Finding> row_findings(const TableAudit& a) {
  std::vector<Finding> out;
  for (const Finding& f : a.findings) {
    if (f.row) out.push_back(f);
  }
  return out;
}

// Audits one transcribed table ("fulke-1563/men-orders.csv") with the relation and
// parameters its descriptor gives.
inline TableAudit audit_transcribed(const std::string& table) {
  const auto packages = read_packages(std::string(RITHMO_SOURCE_DIR) + "/tables");
  const AuditReport report = audit_packages(packages, build_armies(), {table});
  for (const auto& t : report.tables) {
    if (t.table == table) return t.audit;
  }
  throw std::runtime_error("no table " + table);
}

// The findings of one kind.
inline std::vector<Finding> of_kind(const TableAudit& audit, FindingKind kind) {
  std::vector<Finding> out;
  std::copy_if(audit.findings.begin(), audit.findings.end(), std::back_inserter(out),
               [kind](const Finding& f) { return f.kind == kind; });
  return out;
}

// "2 4 6 8" for a candidate row.
inline std::string text_of(const NumberRow& row) {
  std::string s;
  for (const auto& n : row) s += (s.empty() ? "" : " ") + n.get_str();
  return s;
}

// The findings of an audit as "kind row line: printed -> emendation", one per finding,
// for exact comparison with what was checked by hand.
inline std::vector<std::string> summary(const TableAudit& audit) {
  std::vector<std::string> out;
  for (const auto& f : audit.findings) {
    std::string s(name(f.kind));
    s += " " + (f.row ? std::to_string(*f.row) : std::string("-"));
    s += " " + (f.line ? std::to_string(*f.line) : std::string("-"));
    std::string printed;
    for (const auto& p : f.printed) printed += (printed.empty() ? "" : " ") + p;
    s += ": " + printed;
    if (const Emendation* e = f.emendation()) {
      std::string row;
      for (const auto& n : e->row) row += (row.empty() ? "" : " ") + n.get_str();
      s += " -> " + row;
    } else if (f.candidates.size() > 1) {
      s += " -> tie of " + std::to_string(f.candidates.size());
    }
    if (!f.derived.empty()) {
      std::string d;
      for (const auto& x : f.derived) d += (d.empty() ? "" : " ") + x;
      s += " [" + d + "]";
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace rithmo::testing
