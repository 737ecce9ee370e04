#include "collation/gate.hpp"

#include "audit/tables_audit.hpp"
#include "collation/apparatus.hpp"

namespace rithmo {

std::vector<Package> read_books(const std::string& tables_dir) {
  std::vector<Package> packages = read_packages(tables_dir);
  if (packages.empty()) throw NoBooks("no datapackage.json under '" + tables_dir + "'");
  return packages;
}

CheckedBooks check_books(const std::vector<Package>& packages, const Armies& armies) {
  CheckedBooks out;
  for (const Package& p : packages) {
    out.rows.push_back(check_package(p));
    check_relations(p, armies);
  }
  for (const Package& p : packages) out.records.push_back(read_book_record(p));
  check_book_records(packages, out.records);
  works_of(packages);  // the checks across books: throws at the witness that is wrong
  for (std::size_t i = 0; i < packages.size(); ++i) out.records[i].counts = read_stated_counts(packages[i]);
  return out;
}

}  // namespace rithmo
