// A book's page: its bibliography, then its tables in the order it prints them, each
// row as printed with its page and line, the OCR's line beside it, and the findings of
// the audit inline.
#include "audit/report.hpp"
#include "collation/book_record.hpp"
#include "site/pages.hpp"
#include "text/join.hpp"

#include <map>
#include <set>

namespace rithmo::site {

namespace {

// The lines of the source files the rows cite, each file read once.
class SourceLines {
 public:
  explicit SourceLines(const SiteInput& input) : input_(input) {}
  // The text of line `line` (1-based) of `file`, or nothing.
  std::optional<std::string> line(const std::string& file, long line) {
    if (!input_.source_text || file.empty() || line <= 0) return std::nullopt;
    auto it = files_.find(file);
    if (it == files_.end()) {
      std::vector<std::string> lines;
      if (const auto text = input_.source_text(file)) {
        std::size_t start = 0;
        while (start < text->size()) {
          std::size_t end = text->find('\n', start);
          if (end == std::string::npos) end = text->size();
          lines.push_back(text->substr(start, end - start));
          start = end + 1;
        }
      }
      it = files_.emplace(file, std::move(lines)).first;
    }
    const auto n = static_cast<std::size_t>(line);
    if (n > it->second.size()) return std::nullopt;
    return it->second[n - 1];
  }
  bool any() const { return static_cast<bool>(input_.source_text); }

 private:
  const SiteInput& input_;
  std::map<std::string, std::vector<std::string>> files_;
};

void bibliography(HtmlWriter& html, const Package& package) {
  const BookRecord record = read_book_record(package);
  html.open("dl").attribute("class", "bibliography").newline();
  const std::pair<const char*, std::string> fields[] = {
      {"Author", record.author},
      {"Title", record.title},
      {"Place", record.place},
      {"Printer", record.printer},
      {"Year", record.year ? std::to_string(*record.year) : ""},
      {"Language", record.language},
      {"Edition", record.edition},
      {"Copy", record.copy},
      {"Shelfmark", record.shelfmark},
      {"Kind", record.kind},
  };
  for (const auto& [label, value] : fields) {
    if (value.empty()) continue;
    html.element("dt", label).element("dd", value).newline();
  }
  for (const PackageSource& s : package.sources)
    html.element("dt", "Source").element("dd", s.title).newline();
  for (const License& l : package.licenses)
    html.element("dt", "Licence").element("dd", l.title.empty() ? l.name : l.title).newline();
  html.close().newline();
  if (!record.statements.empty()) {
    html.element("h3", "What the book says of its sources").newline();
    html.open("ul").newline();
    for (const Statement& s : record.statements) {
      html.open("li").element("q", s.quotation).text(" (" + s.where() + ")");
      if (!s.named.empty()) html.text(": names " + s.named);
      html.text("; " + std::string(name(s.says)) + ".").close().newline();
    }
    html.close().newline();
  }
}

// What a finding reads instead of the printed row.
std::string reads_text(const Finding& f) {
  if (f.kind == FindingKind::Omission || f.kind == FindingKind::Count ||
      f.kind == FindingKind::Contradiction || f.kind == FindingKind::Step)
    return join(f.derived, " ");
  return emendation_text(f);
}

void finding(HtmlWriter& html, const Finding& f, const std::string& id, const AuditedTable& t) {
  html.open("div").attribute("class", "finding " + std::string(name(f.kind))).attribute("id", id);
  html.open("p").element("strong", kind_text(f));
  html.text(" ").open("a").attribute("href", "#" + id).attribute("class", "anchor");
  html.attribute("aria-label", "link to this finding").text("¶").close();
  html.close();
  html.open("dl");
  if (!f.printed.empty() || !f.keys.empty()) html.element("dt", "printed").element("dd", printed_text(f));
  if (const std::string reads = reads_text(f); !reads.empty())
    html.element("dt", f.kind == FindingKind::Omission ? "derived, not printed" : "reads")
        .element("dd", reads);
  if (const std::string slip = slip_text(f); !slip.empty()) html.element("dt", "slip").element("dd", slip);
  std::string why = f.emendation() && !f.proof.empty() ? f.proof.str() : f.explanation;
  if (!why.empty()) html.element("dt", "why").element("dd", why);
  if (!f.evidence.empty()) html.element("dt", "evidence").element("dd", f.evidence.str());
  if (f.apparatus_place) {
    const std::string place = "place " + std::to_string(f.apparatus_place);
    html.element("dt", "apparatus").open("dd");
    html.link(work_path(t.work) + "#place-" + std::to_string(f.apparatus_place),
              "the apparatus of " + t.work + ", " + place);
    html.close();
  }
  html.close().close().newline();
}

// The ids of a table's findings, distinct on the page: a row's address and the kind
// ("….l25.erratum"); a finding of no row, the table, the kind and what it names.
std::vector<std::string> finding_ids(const std::string& table, const TableAudit& audit,
                                     const std::vector<RowPlace>& places) {
  std::vector<std::string> ids;
  std::map<std::string, std::size_t> seen;
  for (const Finding& f : audit.findings) {
    std::string base;
    if (f.row && *f.row >= 1 && *f.row <= places.size()) {
      base = places[*f.row - 1].id + "." + std::string(name(f.kind));
    } else {
      std::string what = join(f.derived, "-");
      if (what.empty()) what = join(f.printed, "-");
      base = table + "." + std::string(name(f.kind)) + (what.empty() ? "" : "." + html_id(what));
    }
    const std::size_t n = ++seen[base];
    ids.push_back(n == 1 ? base : base + "." + std::to_string(n));
  }
  return ids;
}

void table_section(HtmlWriter& html, const SiteInput& input, const Package& package, const Resource& resource,
                   const TableText& text, const AuditedTable* audited, SourceLines& sources) {
  const std::string id = table_id(resource.path);
  html.open("section").attribute("id", id).attribute("class", "table").newline();
  html.open("h2").text(resource.title.empty() ? resource.name : resource.title).text(" ");
  html.open("a")
      .attribute("href", "#" + id)
      .attribute("class", "anchor")
      .attribute("aria-label", "link to this table");
  html.text("¶").close().close().newline();
  html.open("p").attribute("class", "meta").element("code", resource.path);
  std::string meta = ": " + provenance_text(resource);
  if (!resource.section.empty()) meta += ". Section: " + resource.section;
  if (meta.empty() || meta.back() != '.') meta += '.';
  html.text(meta).close().newline();
  if (!resource.reading.empty())
    html.open("details")
        .element("summary", "How it was keyed")
        .element("p", resource.reading)
        .close()
        .newline();
  const TableAudit* audit = audited ? &audited->audit : nullptr;
  if (audit) {
    html.open("p").attribute("class", "audit");
    html.text("Relation ").element("code", audit->relation).text(": " + audit->statement + ". ");
    html.text(std::to_string(audit->rows) + " rows, " + std::to_string(audit->valid) + " right as printed");
    if (audit->derived) html.text(", " + std::to_string(audit->derived) + " derived");
    html.text(", " + std::to_string(audit->findings.size()) + " findings.");
    if (!audited->work.empty()) {
      html.text(" Witness " + audited->siglum + " of the work ");
      html.link(work_path(audited->work), audited->work).text(".");
    }
    html.close().newline();
    if (!audit->reading.empty()) html.element("p", "Reading: " + audit->reading + ".").newline();
  } else {
    html.element("p", "Not audited: the table states no relation the rules derive.").newline();
  }
  cite_line(html, input, package.name + ", " + (resource.title.empty() ? resource.name : resource.title),
            book_path(package.name) + "#" + id);

  const std::vector<std::string> ids =
      audit ? finding_ids(id, *audit, text.places) : std::vector<std::string>{};
  std::map<std::size_t, std::vector<std::size_t>> by_row;  // data row -> its findings
  std::vector<std::size_t> of_no_row;
  if (audit) {
    for (std::size_t i = 0; i < audit->findings.size(); ++i) {
      const Finding& f = audit->findings[i];
      if (f.row && *f.row >= 1 && *f.row <= text.places.size()) {
        by_row[*f.row].push_back(i);
      } else {
        of_no_row.push_back(i);
      }
    }
  }
  // The columns shown: every column but the file and the line, which the address gives.
  std::vector<std::size_t> shown;
  for (std::size_t c = 0; c < text.doc.header.size(); ++c) {
    const std::string& h = text.doc.header[c].text;
    if (h != "file" && h != "line") shown.push_back(c);
  }
  const bool ocr = sources.any() && text.doc.column("file") != std::string_view::npos;
  html.open("div").attribute("class", "scroll").open("table").attribute("class", "rows").newline();
  html.element("caption", "The rows as printed" + std::string(ocr ? ", the OCR's line beside each" : ""));
  html.open("thead").open("tr").open("th").attribute("scope", "col").text("where").close();
  for (const std::size_t c : shown)
    html.open("th").attribute("scope", "col").text(text.doc.header[c].text).close();
  if (ocr) html.open("th").attribute("scope", "col").text("the OCR's line").close();
  html.close().close().newline();
  html.open("tbody").newline();
  for (std::size_t r = 0; r < text.places.size(); ++r) {
    const RowPlace& place = text.places[r];
    const auto found = by_row.find(r + 1);
    html.open("tr").attribute("id", place.id);
    if (found != by_row.end()) html.attribute("class", "flagged");
    html.open("td").open("a").attribute("href", "#" + place.id).text(place.where).close().close();
    for (const std::size_t c : shown) html.element("td", text.doc.rows.text(r, c));
    if (ocr) html.element("td", sources.line(place.file, place.line).value_or(""));
    html.close().newline();
    // The row's findings on a row of their own beneath it, across the table: read at
    // the row's left edge on a narrow screen too.
    if (found != by_row.end()) {
      html.open("tr").attribute("class", "findings").open("td");
      html.attribute("colspan", std::to_string(1 + shown.size() + (ocr ? 1 : 0)));
      for (const std::size_t i : found->second) finding(html, audit->findings[i], ids[i], *audited);
      html.close().close().newline();
    }
  }
  html.close().close().close().newline();  // tbody, table, div
  if (!of_no_row.empty()) {
    html.element("h3", "Findings of no printed row (omissions, counts)").newline();
    for (const std::size_t i : of_no_row) finding(html, audit->findings[i], ids[i], *audited);
  }
  html.close().newline();  // section
}

// The address of two tables compared: their names ("spaces-multiplication-even.csv ~
// spaces-division-odd.csv" -> "spaces-multiplication-even.csv-spaces-division-odd.csv").
std::string compared_id(const AuditedTable& t) { return html_id(t.table.substr(t.table.find('/') + 1)); }

}  // namespace

std::string book_page(const SiteInput& input, const Package& package, const RowIndex& rows) {
  HtmlWriter html = open_page(package.title.empty() ? package.name : package.title, "");
  html.element("h2", "The book").newline();
  bibliography(html, package);
  cite_line(html, input, package.title, book_path(package.name));
  std::map<std::string, const AuditedTable*> audited;
  for (const AuditedTable& t : input.report->tables) audited.emplace(t.table, &t);
  const std::vector<const Resource*> order = page_order(package);
  html.element("h2", "The tables, in the order the book prints them").newline();
  html.open("ol").attribute("class", "contents").newline();
  for (const Resource* r : order) {
    const auto it = audited.find(table_key(package, *r));
    html.open("li").link("#" + table_id(r->path), r->title.empty() ? r->name : r->title);
    if (it != audited.end())
      html.text(" (" + std::to_string(it->second->audit.findings.size()) + " findings)");
    html.close().newline();
  }
  // What the audit says of two of the book's tables together (a multiplication against
  // the division that undoes it): the entries of the report that are no one table.
  std::set<std::string> keys;
  for (const Resource& r : package.resources) keys.insert(table_key(package, r));
  std::vector<const AuditedTable*> compared;
  for (const AuditedTable& t : input.report->tables) {
    if (t.package == package.name && !keys.count(t.table)) compared.push_back(&t);
  }
  for (const AuditedTable* t : compared) {
    html.open("li").link("#" + compared_id(*t), "Two tables compared: " + t->table);
    html.text(" (" + std::to_string(t->audit.findings.size()) + " findings)").close().newline();
  }
  html.close().newline();
  SourceLines sources(input);
  for (const Resource* r : order) {
    const std::string key = table_key(package, *r);
    const auto text = rows.find(key);
    if (text == rows.end()) continue;
    const auto it = audited.find(key);
    table_section(html, input, package, *r, text->second, it == audited.end() ? nullptr : it->second,
                  sources);
  }
  for (const AuditedTable* compared_table : compared) {
    const AuditedTable& t = *compared_table;
    const std::string id = compared_id(t);
    html.open("section").attribute("id", id).attribute("class", "table").newline();
    html.element("h2", "Two tables compared: " + t.table).newline();
    html.open("p").attribute("class", "audit").text("Relation ").element("code", t.audit.relation);
    html.text(": " + t.audit.statement + ". " + std::to_string(t.audit.findings.size()) + " findings.")
        .close()
        .newline();
    cite_line(html, input, package.name + ", " + t.table, book_path(package.name) + "#" + id);
    const std::vector<std::string> ids = finding_ids(id, t.audit, {});
    for (std::size_t i = 0; i < t.audit.findings.size(); ++i) finding(html, t.audit.findings[i], ids[i], t);
    html.close().newline();
  }
  // The printer's own tables of errors, each correction checked against the derivation.
  const std::string folder = package_folder(package);
  for (const ErrataCheck& c : input.report->errata) {
    if (c.table.rfind(folder + "/", 0) != 0) continue;
    html.open("section").attribute("id", "errata-" + table_id(c.table)).newline();
    html.element("h2", "The printer's table of errors, checked").newline();
    html.element("p", errata_summary(c) + ".").newline();
    html.open("div").attribute("class", "scroll").open("table").newline();
    html.open("thead").open("tr");
    for (const char* h : {"row", "leaf", "place", "printed", "to be read", "kind", "the derivation", "why"})
      html.open("th").attribute("scope", "col").text(h).close();
    html.close().close().newline().open("tbody").newline();
    for (const ErrataCorrection& x : c.corrections) {
      html.open("tr").element("td", std::to_string(x.row)).element("td", x.folio).element("td", x.place);
      html.element("td", x.printed).element("td", x.corrected).element("td", x.kind);
      html.element("td", std::string(kErrataVerdictNames.name(x.verdict))).element("td", x.verdict_text);
      html.close().newline();
    }
    html.close().close().close().newline();
    html.close().newline();
  }
  return close_page(html, input);
}

}  // namespace rithmo::site
