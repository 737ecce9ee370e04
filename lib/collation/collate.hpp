// Collation: two witnesses of one printed table compared row by row, each variant
// classed by which reading the derivation supports.
//
// A witness is a transcription of the table with its descriptor: the modern
// transcription of Fulke (tables/fulke-1563/, from 002) or the OCR of the print itself
// (tables/fulke-1563-print/, whose rows cite ocr/ page files). Their rows are aligned
// (tables/align.hpp: memory grows with the rows, not with their product) over the
// cells both read as numbers: the fields both descriptors type integer or integer-list,
// but for the provenance (line, column) and, when the table's relation names its
// columns, those of the relation both hold. Each aligned pair that differs, and each
// row only one witness has, is a variant; each row both read alike but the derivation
// rejects is listed as well. A variant is classed by the derivation (the table's
// relation, as its descriptor binds it, through the audit) and by what the witnesses
// say of themselves (the transcriber's note, the OCR's <unclear> mark):
//   printer            both witnesses read it, the derivation rejects it: the print
//                      was wrong and the transcriber kept it
//   silent-correction  the print (OCR) is wrong, the transcription right, and the
//                      transcriber says nothing: he corrected the print silently (or
//                      the OCR misread a plain number: only the scan can tell)
//   noted-correction   the same, and the transcriber's note says the print was wrong
//   ocr-misreading     the print (OCR) is wrong where the OCR marks the number
//                      unclear or read it from a woodcut, the transcription right
//   transcriber-misreading  the transcription is wrong, the print (OCR) right
//   both-wrong         the witnesses differ and the derivation rejects both readings
//   both-right         the witnesses differ and the derivation accepts both
//   only-first, only-second  a row one witness lacks; the evidence says whether the
//                      derivation accepts it
// When neither or both witnesses are the OCR, the classes that name a witness read
// first-wrong and second-wrong.
#pragma once

#include "men/armies.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

enum class VariantClass {
  Printer,
  SilentCorrection,
  NotedCorrection,
  OcrMisreading,
  TranscriberMisreading,
  FirstWrong,
  SecondWrong,
  BothWrong,
  BothRight,
  OnlyFirst,
  OnlySecond,
};

// "printer", "silent-correction", ... as listed above.
std::string_view name(VariantClass c);

// One transcription of a table: its name ("fulke-1563/spaces-division-odd.csv"), its
// descriptor entry and its rows.
struct Witness {
  std::string table;
  Resource resource;
  CsvDocument doc;
};

// True when the witness is the OCR of a print: its source files lie under ocr/.
bool is_ocr_witness(const Witness& w);

struct Variant {
  VariantClass kind = VariantClass::BothRight;
  std::size_t first_row = 0, second_row = 0;    // 1-based data rows; 0 if absent
  std::optional<long> first_line, second_line;  // source lines of the rows
  std::string first_source, second_source;      // the page file, where a row cites one
  std::string columns;                          // the columns that differ, e.g. "taken"
  std::string first, second;                    // the readings (the compared cells)
  std::string supported;                        // "first", "second", "both", "neither"
  std::string evidence;                         // the derivation's word on each reading
};

struct Collation {
  std::string first, second;         // the witnesses' table names
  std::string relation;              // the relation judged by, with its readings
  std::vector<std::string> columns;  // the compared columns
  std::size_t first_rows = 0, second_rows = 0;
  std::size_t agreed = 0;  // rows read alike by both
  std::vector<Variant> variants;
};

// Collates two witnesses. Throws DiagnosticError when they share no column to compare
// and RelationError when the first witness's relation cannot be bound.
Collation collate(const Armies& armies, const Witness& first, const Witness& second);

// The pairs of tables two witnesses hold, from the descriptors: a resource whose
// "collates_with" names another table ("fulke-1563/spaces-division-odd.csv") is
// collated with it, that table first.
std::vector<std::pair<std::string, std::string>> collation_pairs(const std::vector<Package>& packages);

// The witness of a table named "package/file.csv" among the packages; throws
// DiagnosticError if there is none.
Witness witness_of(const std::vector<Package>& packages, const std::string& table);

}  // namespace rithmo
