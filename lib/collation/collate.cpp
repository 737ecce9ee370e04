#include "collation/collate.hpp"

#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"
#include "audit/tables_audit.hpp"
#include "diagnostic.hpp"
#include "tables/align.hpp"

#include <algorithm>
#include <filesystem>
#include <tuple>

namespace rithmo {

std::string_view name(VariantClass c) {
  switch (c) {
    case VariantClass::Printer:
      return "printer";
    case VariantClass::SilentCorrection:
      return "silent-correction";
    case VariantClass::NotedCorrection:
      return "noted-correction";
    case VariantClass::OcrMisreading:
      return "ocr-misreading";
    case VariantClass::TranscriberMisreading:
      return "transcriber-misreading";
    case VariantClass::FirstWrong:
      return "first-wrong";
    case VariantClass::SecondWrong:
      return "second-wrong";
    case VariantClass::BothWrong:
      return "both-wrong";
    case VariantClass::BothRight:
      return "both-right";
    case VariantClass::OnlyFirst:
      return "only-first";
    case VariantClass::OnlySecond:
      return "only-second";
  }
  return "";
}

bool is_ocr_witness(const Witness& w) {
  return !w.resource.source.empty() &&
         std::all_of(w.resource.source.begin(), w.resource.source.end(),
                     [](const LineRange& r) { return r.file.rfind("ocr/", 0) == 0; });
}

namespace {

// The columns both witnesses read as numbers, but for provenance.
std::vector<std::string> compared_columns(const Witness& a, const Witness& b, const BoundRelation& bound) {
  std::vector<std::string> out;
  for (const auto& c : bound.columns) {
    if (a.doc.column(c.name) != std::string::npos && b.doc.column(c.name) != std::string::npos)
      out.push_back(c.name);
  }
  if (!out.empty()) return out;
  const auto theirs = number_fields(b.resource);
  for (const auto& name : number_fields(a.resource)) {
    if (std::find(theirs.begin(), theirs.end(), name) != theirs.end()) out.push_back(name);
  }
  return out;
}

std::string cell(const CsvRow& row, std::size_t col) {
  return col == std::string::npos ? "" : row.cells.at(col).text;
}

// The derivation's judgement of one printed row: holds, and why (the proof when it
// holds, the audit's finding when it does not).
struct WitnessJudgement {
  bool holds = false;
  std::string why;
};

// The derivation's judgement of every row of a witness: the table audited whole (a
// relation may judge a row by the rows around it), a row rejected when a finding of
// the audit stands at it (a duplicate is no rejection: the row itself holds).
std::vector<WitnessJudgement> judge(const BoundRelation& bound, const std::vector<PrintedRow>& rows,
                                    const std::string& table) {
  std::vector<WitnessJudgement> out(rows.size(), WitnessJudgement{true, ""});
  for (const Finding& f : audit_table(bound, rows, table).findings) {
    if (!f.row || *f.row == 0 || *f.row > rows.size() || f.kind == FindingKind::Duplicate) continue;
    WitnessJudgement& j = out[*f.row - 1];
    j.why += (j.holds ? "" : "; ") + f.explanation;
    j.holds = false;
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (!out[i].holds) continue;
    const std::string why = bound.proof && bound.valid ? bound.proof(rows[i].keys, rows[i].numbers) : "";
    out[i].why = why.empty() ? "holds" : why;
  }
  return out;
}

// Who erred where the aligned rows differ and only one witness's reading holds. With
// one transcription and one print (OCR): the transcriber misread the print, or the
// print is wrong and the transcription right, the OCR marking the number unclear or
// read from a woodcut (an OCR misreading), the transcriber's note saying so (a noted
// correction), or neither (a silent correction). Otherwise the wrong witness by place.
VariantClass one_wrong_class(const Witness& first, const Witness& second, const AlignedRows& step,
                             bool first_wrong) {
  const bool ocr_a = is_ocr_witness(first), ocr_b = is_ocr_witness(second);
  if (ocr_a == ocr_b) return first_wrong ? VariantClass::FirstWrong : VariantClass::SecondWrong;
  if (first_wrong != ocr_a) return VariantClass::TranscriberMisreading;
  const Witness& print = ocr_a ? first : second;
  const Witness& text = ocr_a ? second : first;
  const std::size_t print_row = ocr_a ? step.first : step.second;
  const std::size_t text_row = ocr_a ? step.second : step.first;
  if (!cell(print.doc.rows[print_row], print.doc.column("marker")).empty())
    return VariantClass::OcrMisreading;
  const auto notes = note_fields(text.resource);
  const bool noted = std::any_of(notes.begin(), notes.end(), [&](const std::string& n) {
    return !text.doc.rows.text(text_row, text.doc.column(n)).empty();
  });
  return noted ? VariantClass::NotedCorrection : VariantClass::SilentCorrection;
}

// "; the transcriber's note: ..." for each note either witness keeps on its row.
std::string transcriber_notes(const Witness& first, const Witness& second, const AlignedRows& step) {
  std::string out;
  for (const auto& [w, r] : {std::pair{&first, step.first}, std::pair{&second, step.second}}) {
    for (const auto& n : note_fields(w->resource)) {
      const std::string text(w->doc.rows.text(r, w->doc.column(n)));
      if (!text.empty()) out += "; the transcriber's note: " + text;
    }
  }
  return out;
}

}  // namespace

Collation collate(const Armies& armies, const Witness& first, const Witness& second) {
  if (!first.resource.audited)
    throw RelationError("table " + first.table + " states no relation: its witnesses are compared under one");
  BoundRelation bound =
      bind_relation(armies, first.resource.relation.value("name", ""), relation_params(first.resource));
  Collation out;
  out.first = first.table;
  out.second = second.table;
  out.relation = bound.label();
  out.columns = compared_columns(first, second, bound);
  if (out.columns.empty()) {
    throw DiagnosticError({second.doc.name, 1, 1, "no column to compare with " + first.table});
  }
  out.first_rows = first.doc.rows.size();
  out.second_rows = second.doc.rows.size();
  const auto rows_a =
      read_printed(bound, first.doc, note_fields(first.resource), column_options(first.resource));
  const auto rows_b =
      read_printed(bound, second.doc, note_fields(second.resource), column_options(second.resource));
  const auto judged_a = judge(bound, rows_a, first.table);
  const auto judged_b = judge(bound, rows_b, second.table);
  std::vector<std::size_t> cols_a, cols_b;
  for (const auto& c : out.columns) {
    cols_a.push_back(first.doc.column(c));
    cols_b.push_back(second.doc.column(c));
  }
  auto text_of = [](const CsvRow& row, const std::vector<std::size_t>& cols) {
    std::string s;
    for (std::size_t k = 0; k < cols.size(); ++k) s += (k ? " | " : "") + row.cells.at(cols[k]).text;
    return s;
  };
  std::vector<std::string> ta, tb;
  for (const auto& r : first.doc.rows) ta.push_back(text_of(r, cols_a));
  for (const auto& r : second.doc.rows) tb.push_back(text_of(r, cols_b));
  std::vector<std::size_t> ka, kb;
  row_keys(ta, tb, ka, kb);
  const std::size_t width = out.columns.size();
  auto equal_cells = [&](std::size_t i, std::size_t j) {
    std::size_t n = 0;
    for (std::size_t k = 0; k < width; ++k) {
      n += first.doc.rows.text(i, cols_a[k]) == second.doc.rows.text(j, cols_b[k]);
    }
    return n;
  };
  auto score = [&](std::size_t i, std::size_t j) -> long {
    const std::size_t e = equal_cells(i, j);
    return 2 * e >= width ? static_cast<long>(e) : -1;
  };

  const std::size_t file_a = first.doc.column("file"), file_b = second.doc.column("file");

  for (const AlignedRows& step : align_rows(ka, kb, score)) {
    Variant v;
    if (step.first != kNoRow) {
      v.first_row = step.first + 1;
      v.first_line = rows_a[step.first].line;
      v.first_source = cell(first.doc.rows[step.first], file_a);
      v.first = ta[step.first];
    }
    if (step.second != kNoRow) {
      v.second_row = step.second + 1;
      v.second_line = rows_b[step.second].line;
      v.second_source = cell(second.doc.rows[step.second], file_b);
      v.second = tb[step.second];
    }
    const WitnessJudgement ja = step.first != kNoRow ? judged_a[step.first] : WitnessJudgement{};
    const WitnessJudgement jb = step.second != kNoRow ? judged_b[step.second] : WitnessJudgement{};
    if (step.first == kNoRow || step.second == kNoRow) {
      const bool in_first = step.first != kNoRow;
      v.kind = in_first ? VariantClass::OnlyFirst : VariantClass::OnlySecond;
      v.columns = "(row)";
      const WitnessJudgement& j = in_first ? ja : jb;
      v.supported = j.holds ? (in_first ? "first" : "second") : "neither";
      v.evidence =
          (j.holds ? "the derivation accepts the row: " : "the derivation rejects the row: ") + j.why;
      out.variants.push_back(std::move(v));
      continue;
    }
    if (ka[step.first] == kb[step.second]) {
      if (ja.holds) {
        ++out.agreed;
        continue;
      }
      v.kind = VariantClass::Printer;
      v.columns = "(none)";
      v.supported = "neither";
      v.evidence = "both witnesses read it; " + ja.why;
      out.variants.push_back(std::move(v));
      continue;
    }
    for (std::size_t k = 0; k < width; ++k) {
      if (first.doc.rows.text(step.first, cols_a[k]) != second.doc.rows.text(step.second, cols_b[k]))
        v.columns += (v.columns.empty() ? "" : " ") + out.columns[k];
    }
    if (ja.holds && jb.holds) {
      v.kind = VariantClass::BothRight;
      v.supported = "both";
    } else if (!ja.holds && !jb.holds) {
      v.kind = VariantClass::BothWrong;
      v.supported = "neither";
    } else {
      v.supported = ja.holds ? "first" : "second";
      v.kind = one_wrong_class(first, second, step, !ja.holds);
    }
    v.evidence = "first: " + ja.why + "; second: " + jb.why + transcriber_notes(first, second, step);
    out.variants.push_back(std::move(v));
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> collation_pairs(const std::vector<Package>& packages) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& p : packages) {
    for (const auto& r : p.resources) {
      if (r.collates_with.empty()) continue;
      out.emplace_back(r.collates_with, std::filesystem::path(p.dir).filename().string() + "/" + r.path);
    }
  }
  return out;
}

Witness witness_of(const std::vector<Package>& packages, const std::string& table) {
  for (const auto& p : packages) {
    for (const auto& r : p.resources) {
      if (std::filesystem::path(p.dir).filename().string() + "/" + r.path == table) {
        return {table, r, read_resource(p, r)};
      }
    }
  }
  throw DiagnosticError(file_problem(table, "no table '" + table + "' (see rithmo tables list)"));
}

}  // namespace rithmo
