// Test helper: the audit of one transcribed table of tables/, through its descriptor
// (relation and readings as tables/<source>/datapackage.json gives them), as `rithmo
// audit <source>/<table>.csv` runs it.
#pragma once

#include "audit/tables_audit.hpp"
#include "tables/datapackage.hpp"

#include <stdexcept>
#include <string>

namespace rithmo::testing {

// relative: "fulke-1563/cossic-signs.csv".
inline TableAudit audited(const std::string& relative) {
  const std::string folder = relative.substr(0, relative.find('/'));
  const Package package = read_package(std::string(RITHMO_SOURCE_DIR) + "/tables/" + folder);
  const AuditReport report = audit_packages({package}, build_armies(), {relative});
  if (report.tables.size() != 1) throw std::runtime_error(relative + ": not audited alone");
  return report.tables.front().audit;
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
