#include "audit/tables_audit.hpp"

#include "audit/reading.hpp"
#include "men/cossic.hpp"
#include "number/numeral.hpp"
#include "parallel.hpp"
#include "report/digest.hpp"
#include "report/table.hpp"
#include "tables/input_file.hpp"
#include "taking/spaces_table.hpp"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <sstream>

namespace rithmo {

namespace {

// The relation of the printed totals, checked by audit_totals rather than bound.
constexpr const char* kPrintedTotals = "printed-totals";

// The columns of a printed-totals table (table, what, value; line if given), each
// value a whole number. Throws DiagnosticError at the header or the cell.
struct TotalsColumns {
  std::size_t table = 0, what = 0, value = 0, line = std::string::npos;
};

TotalsColumns totals_columns(const CsvDocument& doc) {
  TotalsColumns c;
  c.table = doc.column("table");
  c.what = doc.column("what");
  c.value = doc.column("value");
  c.line = doc.column("line");
  if (c.table == std::string::npos || c.what == std::string::npos || c.value == std::string::npos) {
    throw DiagnosticError({doc.name, 1, 1, "printed-totals needs the columns table, what, value"});
  }
  for (const auto& row : doc.rows) {
    for (const std::size_t col : {c.value, c.line}) {
      if (col == std::string::npos) continue;
      const CsvCell& cell = row.cells.at(col);
      if (!read_natural(cell.text)) {
        throw DiagnosticError(
            {doc.name, cell.line, cell.column,
             "column '" + doc.header.at(col).text + "': '" + cell.text + "' is not a whole number"});
      }
    }
  }
  return c;
}

// The inputs of a report, each with its name and length, hashed together.
class Hasher {
 public:
  void add(const std::string& label, const std::string& bytes) {
    for (const std::string& part :
         {label, std::string("\n"), std::to_string(bytes.size()), std::string("\n")})
      sha_.update(part);
    sha_.update(bytes);
  }
  std::string hex() { return sha_.hex(); }

 private:
  Sha256 sha_;
};

// The numbers a printed count of a table is checked against, by the `what` of the
// totals table: a quantity the derivation gives.
std::optional<mpz_class> derived_quantity(const std::string& what, const Armies& armies) {
  if (what == "pyramid-even") return armies.even_king.total();
  if (what == "pyramid-odd") return armies.odd_king.total();
  if (what == "steps-even") return mpz_class(static_cast<unsigned long>(armies.even_king.layers.size()));
  if (what == "steps-odd") return mpz_class(static_cast<unsigned long>(armies.odd_king.layers.size()));
  // "The seconde order of squares hath .3. numbers marked with cossicall signes" (002
  // line 640): the men of that order, both armies, that bear a sign (men/cossic.hpp).
  if (what == "signed-second-order-squares") {
    return mpz_class(static_cast<unsigned long>(signed_men(armies, Rule::DoubledPlusOneSquared)));
  }
  return std::nullopt;
}

// Printed totals (relation printed-totals: columns table, what, value): `rows`
// against the rows printed in that table and the rows the derivation gives; other
// quantities against the derivation.
TableAudit audit_totals(const Resource& resource, const CsvDocument& doc, const std::string& display,
                        const std::vector<AuditedTable>& done, const std::string& package,
                        const Armies& armies) {
  TableAudit audit;
  audit.table = display;
  audit.relation = kPrintedTotals;
  audit.statement = "each printed count equals the rows of its table and the derivation";
  const TotalsColumns columns = totals_columns(doc);
  const std::size_t table_col = columns.table, what_col = columns.what, value_col = columns.value,
                    line_col = columns.line;
  (void)resource;
  audit.rows = doc.rows.size();
  for (std::size_t i = 0; i < doc.rows.size(); ++i) {
    const CsvRow& row = doc.rows[i];
    const std::string& table = row.cells.at(table_col).text;
    const std::string& what = row.cells.at(what_col).text;
    const CsvCell& value_cell = row.cells.at(value_col);
    // Read by the one numeral reader; a bad cell is an error where it stands.
    auto whole = [&doc](const CsvCell& cell, const std::string& column) {
      NumeralError error;
      auto n = read_natural(cell.text, &error);
      if (!n)
        throw DiagnosticError({doc.name, cell.line, cell.column, "bad " + column + ": " + error.message});
      return *n;
    };
    const mpz_class value = whole(value_cell, "value");
    Finding f;
    f.kind = FindingKind::Count;
    f.row = i + 1;
    if (line_col != std::string::npos && !row.cells.at(line_col).text.empty()) {
      const CsvCell& cell = row.cells.at(line_col);
      NumeralError error;
      const auto n = read_count(cell.text, 100000000, &error);
      if (!n) throw DiagnosticError({doc.name, cell.line, cell.column, "bad line: " + error.message});
      f.line = static_cast<long>(*n);
    }
    f.keys = {table, what};
    f.printed = {value_cell.text};
    if (what == "rows") {
      const std::string full = package + "/" + table;
      const auto it =
          std::find_if(done.begin(), done.end(), [&full](const AuditedTable& t) { return t.table == full; });
      if (it == done.end()) {
        ++audit.valid;  // the table is not audited in this run: nothing to compare
        continue;
      }
      const TableAudit& t = it->audit;
      // A count that agrees with the rows printed only restates the table: what the
      // derivation adds is listed already as that table's omissions (002 lines 721,
      // 741, 796), and is not a finding again.
      if (value == static_cast<unsigned long>(t.rows)) {
        ++audit.valid;
        continue;
      }
      std::vector<std::string> wrong;
      if (value != static_cast<unsigned long>(t.rows))
        wrong.push_back(count_of(t.rows, "row is", "rows are") + " printed");
      if (t.derived && value != static_cast<unsigned long>(t.derived)) {
        wrong.push_back("the derivation gives " + count_of(t.derived, "row", "rows"));
      }
      if (wrong.empty()) {
        ++audit.valid;
        continue;
      }
      f.derived = {std::to_string(t.derived ? t.derived : t.rows)};
      f.explanation = "printed count " + value_cell.text + " of " + table + ", but ";
      for (std::size_t w = 0; w < wrong.size(); ++w) f.explanation += (w ? " and " : "") + wrong[w];
      audit.findings.push_back(std::move(f));
      continue;
    }
    const auto derived = derived_quantity(what, armies);
    if (!derived || *derived == value) {
      ++audit.valid;
      continue;
    }
    f.derived = {derived->get_str()};
    f.explanation =
        "printed " + what + " " + value_cell.text + ", the derivation gives " + derived->get_str();
    audit.findings.push_back(std::move(f));
  }
  return audit;
}

// A table of the spaces relations as read for the comparison: each printed row, or
// its emendation when the table's audit proposes one.
struct SpacesTable {
  const Resource* resource = nullptr;
  std::vector<PrintedRow> rows;
  std::map<std::size_t, NumberRow> emended;  // by row
  std::set<std::size_t> unread;              // rows that cannot be right and no one reading mends
};

std::string text_of(const NumberRow& n) {
  std::string s;
  for (std::size_t i = 0; i < n.size(); ++i) s += (i ? " " : "") + n[i].get_str();
  return s;
}

// Two tables stating one relation in opposite directions: a multiplication row
// (a, s, b) of one army states the division row (b, s, a) of the other (Fulke prints
// both: 002 lines 700-740 and 746-795). Each row of one table whose reverse the
// other lacks is a contradiction (when the other is a partial table of worked examples,
// which gives only some rows, only its own rows are looked for in the first). A row the
// table's own audit emends is compared as
// emended, and the finding says so. A row that cannot be right and that no one reading
// mends (a tie, an unresolved row) states nothing to compare: its own table's audit
// reports it, and it is left out here on both sides.
std::vector<AuditedTable> opposite_directions(const std::string& package,
                                              const std::map<std::string, SpacesTable>& spaces) {
  std::vector<AuditedTable> out;
  auto reading = [](const SpacesTable& t, const PrintedRow& p) {
    const auto it = t.emended.find(p.row);
    return it == t.emended.end() ? p.numbers.get() : it->second;
  };
  auto reversed = [](const NumberRow& n) { return NumberRow{n.at(2), n.at(1), n.at(0)}; };
  for (const auto& [mul_name, mul] : spaces) {
    const auto& rel = mul.resource->relation;
    if (rel.value("name", "") != "spaces-multiplication") continue;
    const std::string taker = rel.value("taker", "");
    for (const auto& [div_name, div] : spaces) {
      const auto& drel = div.resource->relation;
      if (drel.value("name", "") != "spaces-division" || drel.value("taker", "") == taker) continue;
      AuditedTable t;
      t.package = package;
      t.table = package + "/" + mul_name + " ~ " + div_name;
      t.title = "\"" + mul.resource->title + "\" against \"" + div.resource->title + "\"";
      t.provenance = provenance_text(*mul.resource) + "; " + provenance_text(*div.resource);
      t.audit.table = t.table;
      t.audit.relation = "opposite directions";
      t.audit.statement = "a x s = b in the first table exactly when b / s = a in the second";
      t.audit.rows = mul.rows.size() + div.rows.size();
      std::set<NumberRow> mul_rows, div_rows;
      for (const auto& p : mul.rows) {
        if (!mul.unread.count(p.row)) mul_rows.insert(reading(mul, p));
      }
      for (const auto& p : div.rows) {
        if (!div.unread.count(p.row)) div_rows.insert(reversed(reading(div, p)));
      }
      auto compare = [&](const SpacesTable& table, const std::string& this_name,
                         const std::string& other_name, const std::set<NumberRow>& other_rows, bool is_div) {
        for (const auto& p : table.rows) {
          if (table.unread.count(p.row)) continue;
          const NumberRow read = reading(table, p);
          const NumberRow in_other = is_div ? reversed(read) : read;
          if (other_rows.count(in_other)) continue;
          Finding f;
          f.kind = FindingKind::Contradiction;
          f.row = p.row;
          f.line = p.line;
          f.keys = {this_name};
          f.printed = p.number_text;
          const NumberRow expected = reversed(read);
          for (const auto& x : expected) f.derived.push_back(x.get_str());
          f.explanation = (read != p.numbers ? "read " + text_of(read) + "; " : std::string()) + other_name +
                          " lacks " + text_of(expected);
          t.audit.findings.push_back(std::move(f));
        }
      };
      // A partial table (worked examples) states only the rows it gives: its rows are
      // looked for in the other, not the other's rows in it.
      if (!div.resource->partial) compare(mul, mul_name, div_name, div_rows, false);
      if (!mul.resource->partial) compare(div, div_name, mul_name, mul_rows, true);
      t.audit.valid = t.audit.rows - t.audit.findings.size() - mul.unread.size() - div.unread.size();
      out.push_back(std::move(t));
    }
  }
  return out;
}

// Claimed counts checked against the author's own tables (the counts "according to
// Fulke", 002 lines 210-218): for each claim of a count of proportions of one kind, the
// witness package's table of that kind with its printed count (its printed-totals row,
// `what` = rows). A claim that restates the author's printed count is the author's
// count: whatever the derivation adds is that table's own findings. A claim the witness
// cannot check (no table of that kind among its pages) says so.
void check_claims_against_witness(AuditedTable& claims, const Resource& resource,
                                  const std::vector<Package>& packages, const AuditReport& report) {
  const auto witness = std::find_if(packages.begin(), packages.end(), [&resource](const Package& p) {
    return std::filesystem::path(p.dir).filename().string() == resource.claims_witness;
  });
  if (witness == packages.end()) {
    throw RelationError(claims.table + ": claims_witness '" + resource.claims_witness + "' is no package");
  }
  const std::string folder = std::filesystem::path(witness->dir).filename().string();
  for (Finding& f : claims.audit.findings) {
    if (f.kind != FindingKind::Count || f.keys.empty() || f.printed.empty()) continue;
    const std::string& kind = f.keys.front();
    // The witness's tables of that kind, and the count each prints (its printed-totals
    // row, `what` = rows); the table whose count is printed is the one the claim cites.
    const Resource* table = nullptr;
    std::optional<std::string> printed_count;
    std::string where;
    for (const Resource& candidate : witness->resources) {
      if (candidate.relation.value("name", "") != "proportion" ||
          candidate.relation.value("kind", "") != kind)
        continue;
      std::optional<std::string> count;
      std::string at;
      for (const Resource& r : witness->resources) {
        if (r.relation.value("name", "") != "printed-totals") continue;
        const CsvDocument doc = read_resource(*witness, r);
        std::map<std::string, std::size_t> col;
        for (std::size_t i = 0; i < doc.header.size(); ++i) col[doc.header[i].text] = i;
        if (!col.count("table") || !col.count("what") || !col.count("value")) continue;
        for (const CsvRow& row : doc.rows) {
          if (row.cells.at(col["table"]).text != candidate.path || row.cells.at(col["what"]).text != "rows")
            continue;
          count = row.cells.at(col["value"]).text;
          at = (col.count("file") ? row.cells.at(col["file"]).text + " " : std::string()) +
               (col.count("line") ? "line " + row.cells.at(col["line"]).text : std::string());
        }
      }
      if (!table || (count && !printed_count)) {
        table = &candidate;
        printed_count = count;
        where = at;
      }
    }
    if (!table) {
      f.explanation += "; the print (" + folder + ") holds no table of " + kind +
                       " proportion among its pages to check the claim against";
      continue;
    }
    const std::string full = folder + "/" + table->path;
    const auto audited = std::find_if(report.tables.begin(), report.tables.end(),
                                      [&full](const AuditedTable& t) { return t.table == full; });
    std::string text = "; the print's own table of " + kind + " proportion (" + full + ")";
    if (audited != report.tables.end())
      text += " holds " + std::to_string(audited->audit.rows) + " rows" + (printed_count ? " and" : "");
    if (printed_count) {
      text += " prints the count " + *printed_count + " (" + where + ")";
      if (*printed_count == f.printed.front()) {
        text +=
            ": the claim restates the print's count; where the print's table departs from the "
            "derivation is that table's own finding";
        f.who = FindingClass::Author;
      } else {
        text += ": the claim does not restate it";
      }
    }
    f.explanation += text;
  }
}

}  // namespace

void check_relations(const Package& package, const Armies& armies) {
  for (const Resource& resource : package.resources) {
    const CsvDocument doc = read_resource(package, resource);
    if (!resource.audited) continue;  // no relation states it: its format is all there is to check
    const std::string relation = resource.relation.value("name", "");
    if (relation == kPrintedTotals || relation == kPrintersErrata) {
      if (resource.relation.size() != 1) {
        throw DiagnosticError(
            {package.descriptor_name, resource.line, resource.column,
             "resource '" + resource.name + "': relation " + relation + " has no parameters"});
      }
      if (relation == kPrintedTotals) {
        (void)totals_columns(doc);
      } else {
        check_errata_columns(package, doc);
      }
      continue;
    }
    BoundRelation bound;
    try {
      bound = bind_relation(armies, relation, relation_params(resource));
    } catch (const RelationError& e) {
      throw DiagnosticError({package.descriptor_name, resource.line, resource.column,
                             "resource '" + resource.name + "': " + e.what()});
    }
    (void)read_printed(bound, doc, note_fields(resource), column_options(resource));
  }
}

std::size_t AuditReport::findings() const {
  std::size_t n = 0;
  for (const auto& t : tables) n += t.audit.findings.size();
  return n;
}

ColumnOptions column_options(const Resource& resource) {
  ColumnOptions c;
  c.names = resource.columns;
  return c;
}

RelationParams relation_params(const Resource& resource) {
  RelationParams params;
  for (const auto& [k, v] : resource.relation.items()) {
    if (k == "name") continue;
    if (v.is_string()) {
      params[k] = v.get<std::string>();
    } else if (v.is_array()) {
      std::string s;
      for (const auto& e : v) s += (s.empty() ? "" : "+") + (e.is_string() ? e.get<std::string>() : e.dump());
      params[k] = s;
    } else {
      params[k] = v.dump();
    }
  }
  return params;
}

namespace {

// The relations of taking by the spaces, whose printed rows the opposite-directions
// check reads after the audit.
bool spaces_relation(const std::string& name) {
  return name == "spaces-multiplication" || name == "spaces-division";
}

// One table of a package: read, parsed and audited on any of the threads, its results
// gathered in order afterwards.
struct TableJob {
  const Resource* resource = nullptr;
  std::string display;
  std::string relation;
  std::string bytes;  // the file as read (hashed into the report's stamp)
  CsvDocument doc;
  AuditedTable table;
  std::vector<PrintedRow> rows;
  std::exception_ptr error;  // what reading or auditing the table threw
  bool keep_doc = false;     // kept for the package's table of errata, which points into it
};

// Reads, parses and audits one table (on any of the threads), keeping what it throws.
void run_job(const Package& package, TableJob& job, const Armies& armies, const AuditOptions& options,
             BindCache& cache) {
  const Resource& resource = *job.resource;
  try {
    const std::string file = resource_file(package, resource);
    job.bytes = read_input_file(file);
    job.doc = parse_csv(job.bytes, file);
    // checked against the others, below
    if (job.relation == kPrintedTotals || job.relation == kPrintersErrata) return;
    AuditedTable& t = job.table;
    t.package = package.name;
    t.book = package.title;
    t.table = job.display;
    t.title = resource.title;
    t.provenance = provenance_text(resource);
    AuditOptions table_options = options;
    if (resource.partial) table_options.omissions = false;
    try {
      t.audit =
          audit_document(armies, job.relation, relation_params(resource), job.doc, job.display, table_options,
                         note_fields(resource), column_options(resource), &job.rows, &cache);
    } catch (const RelationError& e) {
      throw DiagnosticError({package.descriptor_name, resource.line, resource.column,
                             "resource '" + resource.name + "': " + e.what()});
    }
    // A modern transcription's slips are its transcriber's, not the printer's.
    if (!resource.transcribes.empty()) {
      for (Finding& f : t.audit.findings)
        if (f.who == FindingClass::Printer) f.who = FindingClass::Transcriber;
    }
    // What the gathering below does not read is let go at once.
    if (!job.keep_doc) job.doc = CsvDocument{};
    if (!spaces_relation(job.relation)) job.rows = {};
  } catch (...) {
    job.error = std::current_exception();
  }
}

// The jobs of a package's tables, or of those named in `only` when it is not empty.
std::vector<TableJob> jobs_of(const Package& package, const std::vector<std::string>& only) {
  std::vector<TableJob> jobs;
  const std::string folder = std::filesystem::path(package.dir).filename().string();
  const bool errata = std::any_of(package.resources.begin(), package.resources.end(), [](const Resource& r) {
    return r.audited && r.relation.value("name", "") == kPrintersErrata;
  });
  for (const Resource& resource : package.resources) {
    const std::string display = folder + "/" + resource.path;
    if (!only.empty() && std::find(only.begin(), only.end(), display) == only.end()) continue;
    if (!resource.audited) continue;  // no relation states it
    TableJob& job = jobs.emplace_back();
    job.resource = &resource;
    job.display = display;
    job.relation = resource.relation.value("name", "");
    job.keep_doc = errata;
  }
  return jobs;
}

// Whether the table was audited under the relation of that name.
bool audited_as(const AuditedTable& t, std::string_view relation) {
  const std::string& label = t.audit.relation;
  return label.compare(0, relation.size(), relation) == 0 &&
         (label.size() == relation.size() || label[relation.size()] == ' ');
}

std::string extra_cell(const Finding& f, std::string_view column) {
  for (const auto& [k, v] : f.extra)
    if (k == column) return v;
  return {};
}

// A king's total that the OCR read from its description of a picture, and that the
// layers the same description gives add up to (Barozzi's woodcut of the pyramids,
// ocr/barozzi-1572/page-0014.txt line 5: six layers for the odd king, 9 to 64, and the
// sum 199): the total follows the picture's layers, and no slip of the total explains
// it (the audit would read "9 printed for 0"). The finding keeps its class and says so:
// the layers over and above the king's, as the layers' own findings name them, make
// the difference.
void read_totals_with_their_layers(std::vector<AuditedTable>& done) {
  for (AuditedTable& totals : done) {
    if (!audited_as(totals, "pyramid-totals")) continue;
    for (Finding& f : totals.audit.findings) {
      const Emendation* e = f.emendation();
      if (f.who != FindingClass::Picture || !e || !f.line || f.keys.empty() || f.printed.size() != 1)
        continue;
      const auto printed = read_natural(f.printed.front());
      const auto derived = read_natural(reading_text(*e));
      if (!printed || !derived || *printed <= *derived) continue;
      const std::string file = extra_cell(f, "file");
      const std::string king = f.keys.back();
      mpz_class beyond = 0;
      std::string named;
      for (const AuditedTable& layers : done) {
        if (!audited_as(layers, "pyramid-layers")) continue;
        for (const Finding& g : layers.audit.findings) {
          if (g.kind != FindingKind::Unresolved || g.who != FindingClass::Picture || !g.line || !g.row ||
              *g.line != *f.line || extra_cell(g, "file") != file || g.printed.size() != 1 ||
              std::find(g.keys.begin(), g.keys.end(), king) == g.keys.end())
            continue;
          const auto layer = read_natural(g.printed.front());
          if (!layer) continue;
          beyond += *layer;
          named += (named.empty() ? "" : ", ") + g.printed.front() + " (" + layers.table + " row " +
                   std::to_string(*g.row) + ")";
        }
      }
      if (named.empty() || *derived + beyond != *printed) continue;
      f.kind = FindingKind::Unresolved;
      f.candidates.clear();
      f.confidence = {};
      f.proof = Note();
      f.explanation = "the total " + printed->get_str() + " is not the king's " + derived->get_str() +
                      ", but it is the sum of the layers the same picture's description gives: the king's " +
                      derived->get_str() + " and, over and above them, " + named +
                      ": the total follows the picture's layers, and no slip of the total explains it";
    }
  }
}

// Each package's results gathered in order into report (the first error in that
// order thrown, as a run one table at a time would throw it), the checks across
// tables, and last the inputs hashed, in order.
void gather_into(AuditReport& report, const std::vector<Package>& packages,
                 std::vector<std::vector<TableJob>>& jobs, const Armies& armies) {
  for (std::size_t p = 0; p < packages.size(); ++p) {
    const Package& package = packages[p];
    const std::string folder = std::filesystem::path(package.dir).filename().string();
    std::vector<AuditedTable> done;
    std::map<std::string, SpacesTable> spaces;
    std::vector<std::pair<const Resource*, const CsvDocument*>> totals, errata;
    for (TableJob& job : jobs[p]) {
      if (job.error) std::rethrow_exception(job.error);
      const Resource& resource = *job.resource;
      if (job.relation == kPrintedTotals) {
        totals.emplace_back(&resource, &job.doc);
        continue;
      }
      if (job.relation == kPrintersErrata) {
        errata.emplace_back(&resource, &job.doc);
        continue;
      }
      AuditedTable& t = job.table;
      if (spaces_relation(job.relation)) {
        SpacesTable& st = spaces[resource.path];
        st.resource = &resource;
        for (const auto& f : t.audit.findings) {
          if (f.row && f.emendation()) st.emended[*f.row] = f.emendation()->row;
          if (f.row && (f.kind == FindingKind::Tie || f.kind == FindingKind::Unresolved))
            st.unread.insert(*f.row);
        }
        st.rows = std::move(job.rows);
      }
      done.push_back(std::move(t));
    }
    for (const auto& [resource, doc] : totals) {
      AuditedTable t;
      t.package = package.name;
      t.book = package.title;
      t.table = folder + "/" + resource->path;
      t.title = resource->title;
      t.provenance = provenance_text(*resource);
      t.audit = audit_totals(*resource, *doc, t.table, done, folder, armies);
      done.push_back(std::move(t));
    }
    for (auto& t : opposite_directions(folder, spaces)) done.push_back(std::move(t));
    read_totals_with_their_layers(done);
    // A printer's table of errors, against the package's tables as audited, as read
    // for their audits.
    std::map<const Resource*, const CsvDocument*> read;
    for (const TableJob& job : jobs[p]) {
      if (job.keep_doc) read.emplace(job.resource, &job.doc);
    }
    const ErrataTables source = [&read](const Resource& r) -> const CsvDocument* {
      const auto it = read.find(&r);
      return it == read.end() ? nullptr : it->second;
    };
    std::vector<AuditedTable> checked;
    for (const auto& [resource, doc] : errata) {
      std::vector<const TableAudit*> audits;
      for (const AuditedTable& t : done) audits.push_back(&t.audit);
      AuditedTable t;
      t.package = package.name;
      t.book = package.title;
      t.table = folder + "/" + resource->path;
      t.title = resource->title;
      t.provenance = provenance_text(*resource);
      ErrataCheck check = check_errata(package, *doc, t.table, audits, armies, source);
      t.audit = errata_audit(check, doc->rows.size());
      report.errata.push_back(std::move(check));
      checked.push_back(std::move(t));
    }
    for (auto& t : checked) done.push_back(std::move(t));
    for (auto& t : done) report.tables.push_back(std::move(t));
  }
  for (const Package& package : packages) {
    const std::string folder = std::filesystem::path(package.dir).filename().string();
    for (const Resource& resource : package.resources) {
      if (resource.claims_witness.empty()) continue;
      for (auto& t : report.tables) {
        if (t.table == folder + "/" + resource.path)
          check_claims_against_witness(t, resource, packages, report);
      }
    }
  }
}

// The report's stamp: every input hashed, in order (reads only the descriptors' text
// and the tables' bytes, which gather_into leaves alone).
std::string inputs_hash(const std::vector<Package>& packages,
                        const std::vector<std::vector<TableJob>>& jobs) {
  Hasher hash;
  hash.add("generator", std::string("rithmo ") + RITHMO_VERSION);
  for (std::size_t p = 0; p < packages.size(); ++p) {
    hash.add(std::filesystem::path(packages[p].dir).filename().string() + "/datapackage.json",
             packages[p].descriptor_text);
    for (const TableJob& job : jobs[p]) hash.add(job.display, job.bytes);
  }
  return hash.hex();
}

// The two tasks that end an audit, run side by side: the report of the tables audited
// (gather_into, what it throws kept in *error); and the inputs hashed into
// report.inputs_hash, the bound relations then let go unless they are handed to
// *bindings.
std::vector<TaskQueue::Task> gathering(AuditReport& report, std::exception_ptr& error,
                                       const std::vector<Package>& packages,
                                       std::vector<std::vector<TableJob>>& jobs, const Armies& armies,
                                       std::unique_ptr<BindCache>& cache,
                                       std::unique_ptr<BindCache>* bindings) {
  return {[&](TaskQueue&) {
            try {
              gather_into(report, packages, jobs, armies);
            } catch (...) {
              error = std::current_exception();
            }
          },
          [&, bindings](TaskQueue&) {
            report.inputs_hash = inputs_hash(packages, jobs);
            if (bindings)
              *bindings = std::move(cache);
            else
              cache.reset();
          }};
}

}  // namespace

AuditReport audit_packages(const std::vector<Package>& packages, const Armies& armies,
                           const std::vector<std::string>& only, const AuditOptions& options) {
  auto cache = std::make_unique<BindCache>(armies);
  // Each table is read and audited on one of the threads; then gathered in order.
  std::vector<std::vector<TableJob>> jobs(packages.size());
  std::vector<std::pair<std::size_t, TableJob*>> all;
  for (std::size_t p = 0; p < packages.size(); ++p) {
    jobs[p] = jobs_of(packages[p], only);
    for (TableJob& job : jobs[p]) all.emplace_back(p, &job);
  }
  for_each_index(all.size(), options.threads, [&](std::size_t i) {
    run_job(packages[all[i].first], *all[i].second, armies, options, *cache);
  });
  AuditReport report;
  std::exception_ptr error;
  run_tasks(options.threads, {}, gathering(report, error, packages, jobs, armies, cache, nullptr));
  if (error) std::rethrow_exception(error);
  report.every_table = only.empty();
  return report;
}

AuditReport audit_folder(const std::string& tables_dir, const Armies& armies, const AuditOptions& options,
                         std::vector<Package>* packages_out, std::unique_ptr<BindCache>* bindings,
                         const FolderGate& gate) {
  const std::vector<std::string> dirs = package_dirs(tables_dir);
  std::vector<Package> packages(dirs.size());
  std::vector<std::exception_ptr> unread(dirs.size());
  std::vector<std::vector<TableJob>> jobs(dirs.size());
  auto cache = std::make_unique<BindCache>(armies);
  // Every package is read first; the reading of a package adds its tables, audited
  // while the packages after it are read.
  std::vector<TaskQueue::Task> reads;
  for (std::size_t p = 0; p < dirs.size(); ++p) {
    reads.emplace_back([&, p](TaskQueue& queue) {
      try {
        packages[p] = read_book_package(dirs[p], tables_dir);
      } catch (...) {
        unread[p] = std::current_exception();
        return;
      }
      jobs[p] = jobs_of(packages[p], {});
      for (TableJob& job : jobs[p]) {
        queue.add([&, p, at = &job](TaskQueue&) { run_job(packages[p], *at, armies, options, *cache); });
      }
    });
  }
  // Then, on the same threads, the report gathered while the inputs are hashed, unless
  // a package could not be read.
  AuditReport report;
  std::exception_ptr error;
  std::vector<TaskQueue::Task> last = gathering(report, error, packages, jobs, armies, cache, bindings);
  std::exception_ptr refused;
  if (gate) {
    last.emplace_back([&](TaskQueue&) {
      try {
        gate(packages);
      } catch (...) {
        refused = std::current_exception();
      }
    });
  }
  for (auto& task : last) {
    task = [&unread, task = std::move(task)](TaskQueue& queue) {
      if (std::none_of(unread.begin(), unread.end(), [](const std::exception_ptr& e) { return bool(e); }))
        task(queue);
    };
  }
  run_tasks(options.threads, std::move(reads), std::move(last));
  for (const auto& e : unread) {
    if (e) std::rethrow_exception(e);
  }
  if (refused) std::rethrow_exception(refused);
  if (error) std::rethrow_exception(error);
  report.every_table = true;
  if (packages_out) *packages_out = std::move(packages);
  return report;
}

}  // namespace rithmo
