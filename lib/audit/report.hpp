// The audit's report, in the four formats of the tools: a readable text report, JSON
// (an object with a `findings` list), CSV (one finding per row), and Markdown (the
// errata report of reports/: per source and table, each finding with the printed
// row, the emendation, the slip, the rule that proves it, and the provenance).
//
// The report is deterministic: no clock, no paths of the machine; it is stamped with
// the generator's version and the hash of its inputs.
#pragma once

#include "audit/tables_audit.hpp"
#include "report/table.hpp"
#include "text/text_sink.hpp"

#include <string>

namespace rithmo {

// Text fits in max_width columns when it is not 0 (each long line wraps, indented
// beneath its start); the other formats ignore it. JSON is written on up to `threads`
// threads (0: one per core), the same bytes whatever their number.
std::string render_audit(const AuditReport& report, Format format, std::size_t max_width = 0,
                         unsigned threads = 0);

// The text report as render_audit writes it at no width (max_width 0), given to `sink`
// a part at a time, as it is made: a report of many findings written to a file is not
// held whole beside them (tools/bench/memory.sh).
void write_audit_text(const AuditReport& report, const TextSink& sink);

// The JSON report as one tree (render_audit writes it in parts, on threads; the tests
// compare the two).
nlohmann::json audit_json(const AuditReport& report);

// Where the book prints a finding's row, as a reader finds it: the page's file (its
// scan), the line, and the signature and leaf where the table keys them ("page-0031
// line 24, sig. D 2, fol. 12a"); only the line ("line 721") for a transcription
// without pages.
std::string where_text(const Finding& finding);

// A finding's parts as every report words them: the printed row with its keys ("even
// round 1: 2 4 6 8"); the reading proposed ("25 45 225", "tie: ... | ...", or empty);
// its kind, class and confidence ("erratum (printer, 94 %)"); the slip that explains
// it ("a digit dropped ...", or empty).
std::string printed_text(const Finding& finding);
std::string emendation_text(const Finding& finding);
std::string kind_text(const Finding& finding);
std::string slip_text(const Finding& finding);

// A printer's table of errors, checked, in one sentence: its corrections by verdict
// and how many of the rows the audit flags it lists.
std::string errata_summary(const ErrataCheck& check);

// One line per kind of finding and the totals, e.g. for the main job.
std::string audit_summary(const AuditReport& report);

}  // namespace rithmo
