#include "audit/collate.hpp"

#include "audit/audit.hpp"
#include "audit/relation.hpp"
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

bool numeric(const Field& f) { return f.type == FieldType::Integer || f.type == FieldType::IntegerList; }

const Field* field(const Resource& r, const std::string& name) {
  for (const auto& f : r.fields) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

// The columns both witnesses read as numbers, but for provenance.
std::vector<std::string> compared_columns(const Witness& a, const Witness& b, const BoundRelation& bound) {
  std::vector<std::string> out;
  for (const auto& c : bound.columns) {
    if (a.doc.column(c.name) != std::string::npos && b.doc.column(c.name) != std::string::npos)
      out.push_back(c.name);
  }
  if (!out.empty()) return out;
  for (const auto& f : a.resource.fields) {
    if (f.name == "line" || f.name == "column" || !numeric(f)) continue;
    const Field* g = field(b.resource, f.name);
    if (g && numeric(*g)) out.push_back(f.name);
  }
  return out;
}

std::vector<std::string> note_columns(const Resource& r) {
  std::vector<std::string> v;
  for (const auto& f : r.fields) {
    if (f.transcriber_note) v.push_back(f.name);
  }
  return v;
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

}  // namespace

Collation collate(const Armies& armies, const Witness& first, const Witness& second) {
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
  const auto rows_a = read_printed(bound, first.doc, note_columns(first.resource));
  const auto rows_b = read_printed(bound, second.doc, note_columns(second.resource));
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
      n += first.doc.rows[i].cells.at(cols_a[k]).text == second.doc.rows[j].cells.at(cols_b[k]).text;
    }
    return n;
  };
  auto score = [&](std::size_t i, std::size_t j) -> long {
    const std::size_t e = equal_cells(i, j);
    return 2 * e >= width ? static_cast<long>(e) : -1;
  };

  const bool ocr_a = is_ocr_witness(first), ocr_b = is_ocr_witness(second);
  const bool roles = ocr_a != ocr_b;  // one transcription, one print
  const auto notes_a = note_columns(first.resource), notes_b = note_columns(second.resource);
  const std::size_t marker_a = first.doc.column("marker"), marker_b = second.doc.column("marker");
  const std::size_t file_a = first.doc.column("file"), file_b = second.doc.column("file");
  auto noted = [](const CsvDocument& doc, const std::vector<std::string>& notes, std::size_t r) {
    return std::any_of(notes.begin(), notes.end(), [&](const std::string& n) {
      return !doc.rows[r].cells.at(doc.column(n)).text.empty();
    });
  };

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
      if (first.doc.rows[step.first].cells.at(cols_a[k]).text !=
          second.doc.rows[step.second].cells.at(cols_b[k]).text)
        v.columns += (v.columns.empty() ? "" : " ") + out.columns[k];
    }
    if (ja.holds && jb.holds) {
      v.kind = VariantClass::BothRight;
      v.supported = "both";
    } else if (!ja.holds && !jb.holds) {
      v.kind = VariantClass::BothWrong;
      v.supported = "neither";
    } else {
      const bool first_wrong = !ja.holds;
      v.supported = first_wrong ? "second" : "first";
      if (!roles) {
        v.kind = first_wrong ? VariantClass::FirstWrong : VariantClass::SecondWrong;
      } else if (first_wrong != ocr_a) {
        // The transcription is wrong, the print (OCR) right.
        v.kind = VariantClass::TranscriberMisreading;
      } else {
        // The print (OCR) is wrong, the transcription right.
        const std::size_t print_row = ocr_a ? step.first : step.second;
        const std::size_t text_row = ocr_a ? step.second : step.first;
        const CsvDocument& print_doc = ocr_a ? first.doc : second.doc;
        const CsvDocument& text_doc = ocr_a ? second.doc : first.doc;
        const std::size_t marker = ocr_a ? marker_a : marker_b;
        if (!cell(print_doc.rows[print_row], marker).empty()) {
          v.kind = VariantClass::OcrMisreading;
        } else if (noted(text_doc, ocr_a ? notes_b : notes_a, text_row)) {
          v.kind = VariantClass::NotedCorrection;
        } else {
          v.kind = VariantClass::SilentCorrection;
        }
      }
    }
    v.evidence = "first: " + ja.why + "; second: " + jb.why;
    for (const auto& [doc, notes, r] :
         {std::tuple{&first.doc, &notes_a, step.first}, std::tuple{&second.doc, &notes_b, step.second}}) {
      for (const auto& n : *notes) {
        const std::string& text = doc->rows[r].cells.at(doc->column(n)).text;
        if (!text.empty()) v.evidence += "; the transcriber's note: " + text;
      }
    }
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
  throw DiagnosticError({table, 1, 1, "no such table (see rithmo tables list)"});
}

}  // namespace rithmo
