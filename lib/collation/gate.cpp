#include "collation/gate.hpp"

#include "audit/tables_audit.hpp"
#include "collation/apparatus.hpp"

#include <cctype>

namespace rithmo {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

std::vector<Package> read_books(const std::string& tables_dir, const ColumnNames& columns) {
  std::vector<Package> packages = read_packages(tables_dir);
  if (packages.empty()) throw NoBooks("no datapackage.json under '" + tables_dir + "'");
  for (Package& p : packages) {
    for (Resource& r : p.resources) {
      for (const auto& [column, header] : columns) {
        if (r.columns.count(column)) continue;  // the descriptor's own mapping stands
        for (const Field& f : r.fields) {
          if (lower(f.name) == lower(header)) r.columns[column] = f.name;
        }
      }
    }
  }
  return packages;
}

CheckedBooks check_books(const std::vector<Package>& packages, const Armies& armies,
                         std::vector<Diagnostic>* problems) {
  const auto checked = [problems](const auto& check) {
    try {
      check();
      return true;
    } catch (const DiagnosticError& e) {
      if (!problems) throw;
      problems->push_back(e.diag);
      return false;
    }
  };
  CheckedBooks out;
  for (const Package& p : packages) {
    const std::size_t before = problems ? problems->size() : 0;
    out.rows.push_back(check_package(p, problems));
    // A package with a bad table: its relations would speak of the same cells again.
    if (problems && problems->size() > before) continue;
    checked([&] { check_relations(p, armies); });
  }
  if (problems && !problems->empty()) return out;
  for (const Package& p : packages) out.records.push_back(read_book_record(p));
  const bool sound = checked([&] {
    check_book_records(packages, out.records);
    works_of(packages);  // the checks across books: throws at the witness that is wrong
  });
  if (!sound) return out;
  for (std::size_t i = 0; i < packages.size(); ++i) out.records[i].counts = read_stated_counts(packages[i]);
  return out;
}

}  // namespace rithmo
