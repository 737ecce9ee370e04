#include "audit/report.hpp"

#include "number/numeral.hpp"
#include "parallel.hpp"
#include "text/join.hpp"

#include <nlohmann/json.hpp>

#include <map>

namespace rithmo {

std::string where_text(const Finding& f) {
  std::string page, marks;
  for (const auto& [column, value] : f.extra) {
    if (value.empty()) continue;
    if (column == "file") {
      page = value.substr(value.rfind('/') + 1);
      if (page.size() > 4 && page.compare(page.size() - 4, 4, ".txt") == 0) page.resize(page.size() - 4);
    } else if (column == "signature" || column == "folio") {
      marks += std::string(", ") + (column == "signature" ? "sig. " : "fol. ") + value;
    }
  }
  std::string s = page;
  if (f.line) s += (s.empty() ? "line " : " line ") + std::to_string(*f.line);
  return s + (s.empty() && !marks.empty() ? marks.substr(2) : marks);
}

namespace {

std::string stamp(const AuditReport& report) {
  return std::string("rithmo ") + RITHMO_VERSION + ", inputs sha256 " + report.inputs_hash;
}

// The kind's name for one finding in the counts: its name, "false step" for a step.
std::string singular(FindingKind kind) {
  switch (kind) {
    case FindingKind::Step:
      return "false step";
    case FindingKind::NotRead:
      return "cell not read";
    case FindingKind::NotChecked:
      return "row not checked";
    default:
      return std::string(name(kind));
  }
}

// The kind's name for several findings: "errata", "ties", "unresolved", "omissions",
// "false steps".
std::string plural(FindingKind kind) {
  switch (kind) {
    case FindingKind::Erratum:
      return "errata";
    case FindingKind::Unresolved:
      return "unresolved";
    case FindingKind::Step:
      return "false steps";
    case FindingKind::NotRead:
      return "cells not read";
    case FindingKind::NotChecked:
      return "rows not checked";
    default:
      return std::string(name(kind)) + "s";
  }
}

// "row 10, line 778" / "line 778" / "row 3"
std::string where(const Finding& f) {
  std::string s;
  if (f.row) s = "row " + std::to_string(*f.row);
  if (f.line) s += (s.empty() ? "" : ", ") + std::string("line ") + std::to_string(*f.line);
  return s;
}

}  // namespace

// The printed row, with its keys: "even round 1: 2 4 6 8".
std::string printed_text(const Finding& f) {
  std::string keys = join(f.keys, " ");
  std::string nums = numerals_text(f.printed);
  if (keys.empty()) return nums;
  if (nums.empty()) return keys;
  return keys + ": " + nums;
}

std::string emendation_text(const Finding& f) {
  if (const Emendation* e = f.emendation()) return reading_text(*e);
  if (f.candidates.size() > 1) {
    std::vector<std::string> v;
    for (const auto& c : f.candidates) v.push_back(reading_text(c));
    return "tie: " + join(v, " | ");
  }
  return "";
}

// "erratum (printer, 94 %)", "tie (undecided)", "omission".
std::string kind_text(const Finding& f) {
  std::string s(name(f.kind));
  std::string who(name(f.who));
  if (!who.empty()) {
    s += " (" + who;
    if (f.confidence) s += ", " + std::to_string(*f.confidence) + " %";
    s += ")";
  }
  return s;
}

namespace {

// The table's other columns, carried into the report: " [page: 12] [note: faint]".
std::string extra_text(const Finding& f) {
  std::string s;
  for (const auto& [k, v] : f.extra) {
    if (!v.empty()) s += " [" + k + ": " + v + "]";
  }
  return s;
}

}  // namespace

std::string slip_text(const Finding& f) {
  if (const Emendation* e = f.emendation()) return describe(*e, f.columns);
  return "";
}

namespace {

std::map<FindingKind, std::size_t> counts(const AuditReport& report) {
  std::map<FindingKind, std::size_t> c;
  for (const auto& t : report.tables) {
    for (const auto& f : t.audit.findings) ++c[f.kind];
  }
  return c;
}

}  // namespace

// A printer's table of errors, checked: one line for the whole, then one per correction.
std::string errata_summary(const ErrataCheck& c) {
  std::map<ErrataVerdict, std::size_t> by;
  for (const auto& x : c.corrections) ++by[x.verdict];
  std::size_t caught = 0;
  for (const auto& k : c.flagged) caught += k.correction ? 1 : 0;
  return count_of(c.corrections.size(), "correction", "corrections") + ": " +
         std::to_string(by[ErrataVerdict::Agrees]) + " the derivation bears out, " +
         std::to_string(by[ErrataVerdict::Disagrees]) + " it contradicts, " +
         std::to_string(by[ErrataVerdict::Undecided]) + " undecided, " +
         std::to_string(by[ErrataVerdict::NotChecked]) + " not checked (words, figures); of the " +
         count_of(c.flagged.size(), "row", "rows") + " the audit flags in the book's tables, " +
         std::to_string(caught) + " " + (caught == 1 ? "is" : "are") + " in the list";
}

namespace {

std::string errata_line(const ErrataCorrection& c) {
  std::string s = "car. " + c.folio + (c.place.empty() ? "" : " " + c.place) + ": " + c.printed + " -> " +
                  c.corrected + " (" + c.kind + ")";
  if (c.shown != ErrataPlace::NotLooked) s += "; the OCR at the place " + std::string(place_text(c.shown));
  if (!c.shown_text.empty()) s += " (" + c.shown_text + ")";
  s += "; the derivation: " + std::string(kErrataVerdictNames.name(c.verdict));
  if (!c.verdict_text.empty()) s += ", " + c.verdict_text;
  return s;
}

std::string flagged_line(const ErrataCatch& k) {
  return k.table + " row " + std::to_string(k.row) +
         (k.line ? " (line " + std::to_string(*k.line) + ")" : "") + ", car. " + k.folio + ", " + k.finding +
         ", printed " + k.printed + ": " +
         (k.correction ? "corrected by the list, its row " + std::to_string(k.correction)
                       : "not in the list");
}

nlohmann::json errata_json(const ErrataCheck& c) {
  nlohmann::json corrections = nlohmann::json::array(), flagged = nlohmann::json::array();
  for (const auto& x : c.corrections) {
    nlohmann::json j = {{"row", x.row},
                        {"folio", x.folio},
                        {"place", x.place},
                        {"printed", x.printed},
                        {"corrected", x.corrected},
                        {"kind", x.kind},
                        {"target", x.target},
                        {"ocr", std::string(kErrataPlaceNames.name(x.shown))},
                        {"ocr_rows", x.shown_text},
                        {"derivation", std::string(kErrataVerdictNames.name(x.verdict))},
                        {"why", x.verdict_text}};
    if (x.line) j["line"] = *x.line;
    corrections.push_back(std::move(j));
  }
  for (const auto& k : c.flagged) {
    nlohmann::json j = {{"table", k.table},
                        {"row", k.row},
                        {"folio", k.folio},
                        {"printed", k.printed},
                        {"finding", k.finding}};
    if (k.line) j["line"] = *k.line;
    if (k.correction) j["corrected_by"] = k.correction;
    flagged.push_back(std::move(j));
  }
  return {{"table", c.table}, {"corrections", std::move(corrections)}, {"flagged", std::move(flagged)}};
}

nlohmann::json errata_list_json(const AuditReport& report) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& c : report.errata) list.push_back(errata_json(c));
  return list;
}

// The text report, given to `sink` a part at a time: a big table's findings are not
// held twice, as findings and as their text.
void write_text(const AuditReport& report, const TextSink& sink) {
  constexpr std::size_t kPart = std::size_t{1} << 16;
  std::string out;
  const auto flush = [&](std::size_t at_least) {
    if (out.size() < at_least) return;
    sink(out);
    out.clear();
  };
  for (const auto& t : report.tables) {
    const TableAudit& a = t.audit;
    out += t.table + " (" + a.relation + "): " + count_of(a.rows, "row", "rows") + ", " +
           std::to_string(a.valid) + " as printed" +
           (a.derived ? ", " + std::to_string(a.derived) + " derived" : "") + ", " +
           count_of(a.findings.size(), "finding", "findings") + "\n";
    if (!a.reading.empty()) out += "  reading: " + a.reading + "\n";
    for (const auto& f : a.findings) {
      std::string line = "  " + kind_text(f);
      const std::string w = where(f);
      if (!w.empty()) line += " (" + w + ")";
      line += ":";
      std::string shown;  // what was printed or derived, before the explanation
      if (!f.printed.empty()) shown += " printed " + printed_text(f);
      const std::string em = emendation_text(f);
      if (!em.empty()) shown += " -> " + em;
      if (f.kind == FindingKind::Omission)
        shown += " " + (f.keys.empty() ? "" : join(f.keys, " ") + ": ") + join(f.derived, " ");
      // A row the relation could not read prints no numbers: the explanation follows.
      line += shown + (shown.empty() ? " " : "; ") + f.explanation;
      if (!f.evidence.empty()) line += " [evidence: " + f.evidence + "]";
      line += extra_text(f);
      out += line + "\n";
      flush(kPart);
    }
  }
  for (const auto& c : report.errata) {
    out += "\nthe printer's errata " + c.table + ": " + errata_summary(c) + "\n";
    for (const auto& x : c.corrections) out += "  " + errata_line(x) + "\n";
    for (const auto& k : c.flagged) out += "  flagged: " + flagged_line(k) + "\n";
  }
  out += "\n" + audit_summary(report);
  flush(1);
}

std::string render_text(const AuditReport& report) {
  std::string out;
  write_text(report, [&out](std::string_view part) { out += part; });
  return out;
}

// A number as JSON: always a string of its decimal digits, so that every number of a
// finding has one type: a printed number as printed ("012", "12."), a derived one
// exactly, however large (docs/schemas/audit.json).
nlohmann::json number_json(const std::string& text) { return text; }

// A reading's numbers: digits, or "13 1/2" where a number is a fraction.
nlohmann::json reading_json(const Emendation& e) {
  nlohmann::json a = nlohmann::json::array();
  if (!e.text.empty()) {
    for (const auto& t : e.text) a.push_back(number_json(t));
    return a;
  }
  for (const auto& n : e.row) a.push_back(number_json(n.get_str()));
  return a;
}

nlohmann::json finding_json(const AuditedTable& t, const Finding& f) {
  nlohmann::json j;
  j["table"] = t.table;
  j["kind"] = name(f.kind);
  if (f.who != FindingClass::None) j["class"] = name(f.who);
  if (f.confidence) j["confidence"] = *f.confidence;
  if (!f.evidence.empty()) j["evidence"] = f.evidence;
  if (f.row) j["row"] = *f.row;
  if (f.line) j["line"] = *f.line;
  if (!f.keys.empty()) j["keys"] = f.keys;
  auto numbers = [](const std::vector<std::string>& v) {
    nlohmann::json a = nlohmann::json::array();
    for (const auto& s : v) a.push_back(number_json(s));
    return a;
  };
  j["printed"] = numbers(f.printed);
  if (const Emendation* e = f.emendation()) {
    j["emendation"] = reading_json(*e);
    if (e->key) j["emendation_key"] = {{"column", e->key->column}, {"reading", e->key->reading}};
    j["slip"] = describe(*e, f.columns);
    j["cost"] = e->cost;
  }
  if (f.candidates.size() > 1) {
    nlohmann::json tie = nlohmann::json::array();
    for (const auto& c : f.candidates) {
      nlohmann::json one = {
          {"emendation", reading_json(c)}, {"slip", describe(c, f.columns)}, {"cost", c.cost}};
      if (c.key) one["emendation_key"] = {{"column", c.key->column}, {"reading", c.key->reading}};
      tie.push_back(std::move(one));
    }
    j["tie"] = tie;
  }
  if (!f.derived.empty()) j["derived"] = numbers(f.derived);
  j["explanation"] = f.explanation;
  if (!f.proof.empty()) j["proof"] = f.proof;
  if (!f.extra.empty()) {
    nlohmann::json x = nlohmann::json::object();
    for (const auto& [k, v] : f.extra) x[k] = v;
    j["columns"] = x;
  }
  if (f.apparatus_place) {
    j["apparatus"] = {{"work", t.work}, {"siglum", t.siglum}, {"place", f.apparatus_place}};
  }
  return j;
}

nlohmann::json table_json(const AuditedTable& t) {
  return {{"table", t.table},
          {"title", t.title},
          {"provenance", t.provenance},
          {"relation", t.audit.relation},
          {"reading", t.audit.reading},
          {"rows", t.audit.rows},
          {"as_printed", t.audit.valid},
          {"derived", t.audit.derived},
          {"findings", t.audit.findings.size()}};
}

// The JSON report: each finding and each table written on the threads as it stands in
// the document, then the document put together in the order of its keys (findings,
// generator, inputs_sha256, tables): what json_document writes of audit_json's tree
// (a test compares the two).
std::string render_json(const AuditReport& report, unsigned threads) {
  std::vector<std::pair<const AuditedTable*, const Finding*>> findings;
  for (const auto& t : report.tables) {
    for (const auto& f : t.audit.findings) findings.emplace_back(&t, &f);
  }
  const std::size_t n = findings.size();
  std::vector<std::string> parts(n + report.tables.size());
  for_each_index(parts.size(), threads, [&](std::size_t i) {
    parts[i] = i < n ? json_fragment(finding_json(*findings[i].first, *findings[i].second), 4)
                     : json_fragment(table_json(report.tables[i - n]), 4);
  });
  auto list = [&parts](std::size_t from, std::size_t to) {
    if (from == to) return std::string("[]");
    std::string s = "[\n";
    for (std::size_t i = from; i < to; ++i) {
      if (i > from) s += ",\n";
      s += "    ";
      s += parts[i];
    }
    return s + "\n  ]";
  };
  return "{\n  \"errata\": " + json_fragment(errata_list_json(report), 2) +
         ",\n  \"findings\": " + list(0, n) +
         ",\n  \"generator\": " + json_fragment(nlohmann::json(std::string("rithmo ") + RITHMO_VERSION), 2) +
         ",\n  \"inputs_sha256\": " + json_fragment(nlohmann::json(report.inputs_hash), 2) +
         ",\n  \"tables\": " + list(n, parts.size()) + "\n}\n";
}

std::string render_csv(const AuditReport& report) {
  Table t{"findings",
          "",
          {{"table"},
           {"kind"},
           {"class"},
           {"confidence", true},
           {"row", true},
           {"line", true},
           {"keys"},
           {"printed"},
           {"emendation"},
           {"slip"},
           {"derived"},
           {"explanation"},
           {"columns"}},
          {},
          {}};
  for (const auto& at : report.tables) {
    for (const auto& f : at.audit.findings) {
      std::string extra;
      for (const auto& [k, v] : f.extra) extra += (extra.empty() ? "" : "; ") + k + "=" + v;
      t.add_row({at.table, std::string(name(f.kind)), std::string(name(f.who)),
                 f.confidence ? std::to_string(*f.confidence) : "", f.row ? std::to_string(*f.row) : "",
                 f.line ? std::to_string(*f.line) : "", join(f.keys, " "), join(f.printed, " "),
                 emendation_text(f), slip_text(f), join(f.derived, " "), f.explanation, extra});
    }
  }
  return render(t, Format::Csv);
}

// A user's text in the Markdown report: through the one Markdown writer.
std::string md_cell(const std::string& s) { return md_escape(s); }

// The printer's tables of errors of the package whose tables are named "folder/...",
// checked, for the Markdown report.
std::string errata_section(const AuditReport& report, const std::string& folder) {
  std::string out;
  for (const auto& c : report.errata) {
    if (folder.empty() || c.table.rfind(folder + "/", 0) != 0) continue;
    out += "### The printer's table of errors, " + md_cell(c.table) + ", checked\n\n" +
           md_cell(errata_summary(c)) + ".\n\n";
    out +=
        "| row | car. | place | printed | to be read | kind | the OCR at the place | the derivation | why |\n"
        "| ---: | --- | --- | --- | --- | --- | --- | --- | --- |\n";
    for (const auto& x : c.corrections) {
      out += "| " + std::to_string(x.row) + " | " + md_cell(x.folio) + " | " + md_cell(x.place) + " | " +
             md_cell(x.printed) + " | " + md_cell(x.corrected) + " | " + md_cell(x.kind) + " | " +
             md_cell(std::string(place_text(x.shown)) + (x.shown_text.empty() ? "" : ": " + x.shown_text)) +
             " | " + std::string(kErrataVerdictNames.name(x.verdict)) + " | " + md_cell(x.verdict_text) +
             " |\n";
    }
    out += "\n";
    if (c.flagged.empty()) continue;
    out +=
        "The rows the audit flags in the book's tables, against the list:\n\n"
        "| table | row | line | car. | printed | finding | in the list |\n"
        "| --- | ---: | ---: | --- | --- | --- | --- |\n";
    for (const auto& k : c.flagged) {
      out += "| " + md_cell(k.table) + " | " + std::to_string(k.row) + " | " +
             (k.line ? std::to_string(*k.line) : "") + " | " + md_cell(k.folio) + " | " + md_cell(k.printed) +
             " | " + md_cell(k.finding) + " | " +
             (k.correction ? "its row " + std::to_string(k.correction) : "no") + " |\n";
    }
    out += "\n";
  }
  return out;
}

std::string render_md(const AuditReport& report) {
  std::string out = report.every_table ? "# Errata of the sources\n\n" : "# Audit\n\n";
  out += "Generated by `rithmo audit --format md` (" + stamp(report) + ").";
  // Only the audit of every transcribed table is reports/errata.md, which the main job
  // regenerates; a user's own file, or a few tables, are the user's report.
  if (report.every_table) out += " Do not edit: the main job regenerates it and CI fails when it drifts.";
  out += "\n\n";
  out +=
      "Each printed table is checked against the relation it states, derived from the rules of the game. "
      "A finding is a claim about the book made from the OCR's reading of its page: before citing one, "
      "check the row on the facsimile (the OCR may have misread what the printer set right; the report says "
      "so where its reading is unclear). Cite a finding by the book and where it stands (page-0094 is the "
      "scan's page file, not the book's own numbering; the signature and leaf follow where the table keys "
      "them) and by this report's stamp above. A proposed reading the facsimile contradicts "
      "is a wrong emendation: report it with the table, the row and what the page prints.\n\n";
  // The summary: the findings about the book, then the audit's own limits, each kind
  // with its count and what it means.
  const auto found = counts(report);
  const auto summary = [&found](bool about_the_print) {
    std::string table = "| kind | findings | what it means |\n| --- | ---: | --- |\n";
    for (const FindingKind kind : kFindingKinds) {
      if (of_the_print(kind) != about_the_print) continue;
      const auto it = found.find(kind);
      table += "| " + std::string(name(kind)) + " | " + std::to_string(it == found.end() ? 0 : it->second) +
               " | " + std::string(meaning(kind)) + " |\n";
    }
    return table;
  };
  out += "## Summary\n\nFindings about the book:\n\n" + summary(true) +
         "\nLimits of the audit, not errors of the book:\n\n" + summary(false);
  out += "\n";
  std::string package, folder;  // the package of the tables so far, and its folder
  for (const auto& t : report.tables) {
    if (t.package != package) {
      out += errata_section(report, folder);
      package = t.package;
      folder = t.table.substr(0, t.table.find('/'));
      out += "## " + package + "\n\n";
      // The book and its edition, named once (the OCR files its findings cite may name
      // another year: Boissière's 1556 is read from a folder dated 1554).
      if (!t.book.empty()) out += md_cell(t.book) + (t.book.back() == '.' ? "\n\n" : ".\n\n");
    }
    const TableAudit& a = t.audit;
    out += "### " + md_cell(t.table) + "\n\n";
    out += "*" + md_cell(t.title) + "* — " + md_cell(t.provenance) + ". Relation: `" + a.relation +
           "`: " + md_cell(a.statement) + ". " + count_of(a.rows, "row", "rows") + ", " +
           std::to_string(a.valid) + " right as printed" +
           (a.derived ? ", " + std::to_string(a.derived) + " derived" : "") + ".\n\n";
    if (!a.reading.empty()) out += "Reading: " + md_cell(a.reading) + ".\n\n";
    if (!t.work.empty()) {
      out += "Witness " + t.siglum + " of the work " + t.work + ": its apparatus is ../apparatus/" + t.work +
             ".md (each finding names its place there).\n\n";
    }
    if (a.findings.empty()) {
      out += "No findings.\n\n";
      continue;
    }
    out +=
        "| kind | row | where | printed | reads | slip | why |\n| --- | ---: | --- | --- | --- | --- | --- "
        "|\n";
    for (const auto& f : a.findings) {
      std::string reads = emendation_text(f);
      if (f.kind == FindingKind::Omission || f.kind == FindingKind::Count ||
          f.kind == FindingKind::Contradiction || f.kind == FindingKind::Step) {
        reads = join(f.derived, " ");
      }
      std::string why = f.emendation() && !f.proof.empty() ? f.proof.str() : f.explanation;
      if (!f.evidence.empty()) why += " (" + f.evidence + ")";
      if (f.apparatus_place)
        why += "; apparatus of " + t.work + ", place " + std::to_string(f.apparatus_place);
      // A user's own file (no package) keeps its other columns in the report; the
      // transcribed tables' other columns (file, column) are in their descriptors.
      if (t.package.empty()) why += extra_text(f);
      out += "| " + kind_text(f) + " | " + (f.row ? std::to_string(*f.row) : "") + " | " +
             md_cell(where_text(f)) + " | " + md_cell(printed_text(f)) + " | " + md_cell(reads) + " | " +
             md_cell(slip_text(f)) + " | " + md_cell(why) + " |\n";
    }
    out += "\n";
  }
  out += errata_section(report, folder);
  return out;
}

}  // namespace

std::string audit_summary(const AuditReport& report) {
  std::size_t rows = 0;
  for (const auto& t : report.tables) rows += t.audit.rows;
  std::string out = "audit: " + count_of(report.tables.size(), "table", "tables") + ", " +
                    count_of(rows, "row", "rows") + ", " + count_of(report.findings(), "finding", "findings");
  const auto c = counts(report);
  if (!c.empty()) {
    out += " (";
    bool first = true;
    for (const auto& [kind, n] : c) {
      out += (first ? "" : ", ") + count_of(n, singular(kind), plural(kind));
      first = false;
    }
    out += ")";
  }
  return out + "; " + stamp(report) + "\n";
}

nlohmann::json audit_json(const AuditReport& report) {
  nlohmann::json j;
  j["generator"] = std::string("rithmo ") + RITHMO_VERSION;
  j["inputs_sha256"] = report.inputs_hash;
  j["errata"] = errata_list_json(report);
  j["findings"] = nlohmann::json::array();
  j["tables"] = nlohmann::json::array();
  for (const auto& t : report.tables) {
    for (const auto& f : t.audit.findings) j["findings"].push_back(finding_json(t, f));
    j["tables"].push_back(table_json(t));
  }
  return j;
}

void write_audit_text(const AuditReport& report, const TextSink& sink) { write_text(report, sink); }

std::string render_audit(const AuditReport& report, Format format, std::size_t max_width, unsigned threads) {
  switch (format) {
    case Format::Text:
      return wrap_lines(render_text(report), max_width, 4);
    case Format::Json:
      return render_json(report, threads);
    case Format::Csv:
      return render_csv(report);
    case Format::Markdown:
      return render_md(report);
  }
  return "";
}

}  // namespace rithmo
