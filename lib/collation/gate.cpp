#include "collation/gate.hpp"

#include "audit/tables_audit.hpp"
#include "collation/apparatus.hpp"

namespace rithmo {

std::vector<Package> read_books(const std::string& tables_dir) {
  std::vector<Package> packages = read_packages(tables_dir);
  if (packages.empty()) throw NoBooks("no datapackage.json under '" + tables_dir + "'");
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
