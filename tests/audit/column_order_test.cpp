// A table's columns are found by their names, never by their places: a user's file may
// give them in any order. So the same table with its columns reversed must be audited
// the same, finding for finding, in every relation and under every reading. The tables
// of tables/ serve as inputs of every relation and shape of table the project knows;
// the expectation is the audit of the same table as written, not a copy of any output.
#include "audit/audit.hpp"
#include "audit/reading.hpp"
#include "audit/tables_audit.hpp"
#include "men/armies.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"

#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace rithmo;

namespace {

// A cell as RFC 4180 quotes it: in double quotes, a quote doubled.
std::string quoted(const std::string& text) {
  std::string s = "\"";
  for (char c : text) s += c == '"' ? std::string("\"\"") : std::string(1, c);
  return s + "\"";
}

std::string reversed_line(const std::vector<CsvCell>& cells) {
  std::string line;
  for (auto it = cells.rbegin(); it != cells.rend(); ++it)
    line += (it == cells.rbegin() ? "" : ",") + quoted(it->text);
  return line + "\n";
}

// The file with its columns in the reverse order, every cell quoted.
std::string columns_reversed(const CsvDocument& doc) {
  std::string text = reversed_line(doc.header);
  for (const CsvRow& row : doc.rows) text += reversed_line(row.cells);
  return text;
}

// What a finding says of the print: kind, place, cells and readings, and its text.
std::string said(const Finding& f) {
  std::string s(name(f.kind));
  s += " row " + (f.row ? std::to_string(*f.row) : std::string("-"));
  s += " line " + (f.line ? std::to_string(*f.line) : std::string("-"));
  for (const auto& p : f.printed) s += " [" + p + "]";
  for (const auto& c : f.candidates) {
    s += " ->";
    for (const auto& n : c.row) s += " " + n.get_str();
  }
  for (const auto& d : f.derived) s += " {" + d + "}";
  return s + ": " + f.explanation;
}

}  // namespace

TEST_CASE("every relation reads a table's columns by name: reversed, the same findings", "[audit][columns]") {
  const Armies armies = build_armies();
  const auto packages = read_packages(std::string(RITHMO_SOURCE_DIR) + "/tables");
  std::size_t tables = 0;
  for (const Package& package : packages) {
    for (const Resource& resource : package.resources) {
      if (!resource.audited || !resource.relation.contains("name")) continue;
      const std::string relation = resource.relation["name"].get<std::string>();
      // Checked against other tables, not alone.
      if (relation == "printed-totals" || relation == kPrintersErrata) continue;
      INFO(package.name + "/" + resource.path + " (" + relation + ")");
      const CsvDocument doc = read_resource(package, resource);
      const CsvDocument reversed = parse_csv(columns_reversed(doc), doc.name);
      AuditOptions options;
      options.omissions = !resource.partial;
      const TableAudit as_written = audit_document(armies, relation, relation_params(resource), doc,
                                                   resource.path, options, note_fields(resource));
      const TableAudit turned = audit_document(armies, relation, relation_params(resource), reversed,
                                               resource.path, options, note_fields(resource));
      CHECK(turned.rows == as_written.rows);
      CHECK(turned.valid == as_written.valid);
      CHECK(turned.reading == as_written.reading);
      REQUIRE(turned.findings.size() == as_written.findings.size());
      for (std::size_t i = 0; i < as_written.findings.size(); ++i)
        CHECK(said(turned.findings[i]) == said(as_written.findings[i]));
      ++tables;
    }
  }
  // Every relation's tables were read (tables/ holds more than a hundred).
  CHECK(tables > 100);
}
