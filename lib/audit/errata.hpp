// A printer's own table of errors, checked both ways.
//
// Some period books end with the printer's list of corrections ("Tauola de gli errori
// occorsi": Barozzi, Venice 1572, OCR pages 0055-0056): for a leaf and a place, what was
// printed and what should be read ("à car. 10. b. ... nel tondo, nel qual è scritto 38
// scriuasi 36"). It is the only period statement of which numbers are wrong, and it is
// evidence, not truth: the corrected musical table it prints is itself not free of
// slips. A table of the relation `printers-errata` keys such a list, one correction a
// row (docs/tables.md), and the audit checks it against the book's own tables:
//
//   at the place   the rows of the table the correction names (`target`) on the leaf it
//                  cites: does the OCR show the reading he corrects, his correction
//                  already, both, or neither?
//   the derivation is his correction right? Where the target is audited, the audit's
//                  judgement of the row: the row showing his correction holds, or the
//                  row showing the error is mended to his reading (agrees); the row he
//                  corrects holds as printed, or another reading is proposed
//                  (disagrees). Where it is not (a figure read from a picture), whether
//                  the numbers are men of the game: his reading a man and the printed
//                  one none agrees, his reading no man disagrees, both men is not
//                  decided.
//   the other way  every row the audit flags in the book's tables that cite a leaf: is
//                  it among his corrections (the same leaf, the same printed numbers)?
//
// A correction of a word of the text, or of a whole figure, is listed and not checked.
#pragma once

#include "audit/audit.hpp"
#include "men/armies.hpp"
#include "params/enum_table.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// The relation's name in a descriptor ("relation": {"name": "printers-errata"}).
inline constexpr const char* kPrintersErrata = "printers-errata";

// What the OCR shows at the place a correction names.
enum class ErrataPlace { Error, Correction, Both, Neither, NotLooked };
inline constexpr auto kErrataPlaceNames = enum_table<ErrataPlace>({{ErrataPlace::Error, "error"},
                                                                   {ErrataPlace::Correction, "correction"},
                                                                   {ErrataPlace::Both, "both"},
                                                                   {ErrataPlace::Neither, "neither"},
                                                                   {ErrataPlace::NotLooked, "not-looked"}});

// The phrase of the reports: "shows the error", "shows his correction" ...
std::string_view place_text(ErrataPlace shown);

// Whether the derivation bears the correction out.
enum class ErrataVerdict { Agrees, Disagrees, Undecided, NotChecked };
inline constexpr auto kErrataVerdictNames =
    enum_table<ErrataVerdict>({{ErrataVerdict::Agrees, "agrees"},
                               {ErrataVerdict::Disagrees, "disagrees"},
                               {ErrataVerdict::Undecided, "undecided"},
                               {ErrataVerdict::NotChecked, "not-checked"}});

// One correction of the list, as keyed, and what the check found.
struct ErrataCorrection {
  std::size_t row = 0;  // 1-based data row of the errata table
  std::optional<long> line;
  std::string folio;           // the leaf and side cited, "10b"
  std::string place;           // as printed: "nella figura nel tondo terzo di sotto"
  std::string printed;         // the reading he says is printed: "38"
  std::string corrected;       // his reading: "36"
  std::string kind;            // word, number or figure
  std::string target;          // the table of the package that holds the place; may be empty
  std::size_t target_row = 0;  // the keyer's pointer to the row of `target` the place's
                               // words name (column target_row, not printed); 0: every
                               // row of the target on the cited leaf
  ErrataPlace shown = ErrataPlace::NotLooked;
  std::string shown_text;  // the rows looked at: "boards.csv line 20 prints 20"
  ErrataVerdict verdict = ErrataVerdict::NotChecked;
  std::string verdict_text;  // why
};

// A row the audit flags in one of the book's tables, and whether the list corrects it.
struct ErrataCatch {
  std::string table;  // "barozzi-1572/arithmetic-proportion.csv"
  std::size_t row = 0;
  std::optional<long> line;
  std::string folio;
  std::string printed;         // the row's numbers as printed
  std::string finding;         // the finding's kind and class: "erratum (printer)"
  std::size_t correction = 0;  // the errata row that corrects it; 0 when none does
};

struct ErrataCheck {
  std::string table;  // "barozzi-1572/errata.csv"
  std::vector<ErrataCorrection> corrections;
  std::vector<ErrataCatch> flagged;
};

// The numbers of a correction's reading, in order: «li 7» is 7 (the words around a
// numeral of the text are not compared).
std::vector<std::string> numerals_of(std::string_view text);

// The corrections of an errata table as keyed, one per row (what the check found left
// at its defaults). Reads the columns check_errata_columns asks for, when present.
std::vector<ErrataCorrection> errata_rows(const CsvDocument& doc);

// The columns an errata table must have (docs/tables.md): cited_folio, printed,
// corrected, kind, target; `line`, `place` and `target_row` are read when present. Throws DiagnosticError at
// the header when one lacks, or at the cell for a kind that is none of word, number, figure, a target that
// names no table of the package, or a target_row that is no data row of it.
void check_errata_columns(const Package& package, const CsvDocument& doc);

// The tables of a package already read, by resource: null for one not at hand.
using ErrataTables = std::function<const CsvDocument*(const Resource&)>;

// Checks the errata table `doc` of `package` against the package's tables: `audited`
// holds their audits (TableAudit::table "folder/file.csv"; the audits of other
// packages are passed over; a table absent is one not audited). The men of the game are `armies`' under the
// default reading of which men count (the kings by their totals). The tables the errata
// point into are taken from `source` where it has them (the audit's own reading of
// them), else read from their files, each once.
ErrataCheck check_errata(const Package& package, const CsvDocument& doc, const std::string& display,
                         const std::vector<const TableAudit*>& audited, const Armies& armies,
                         const ErrataTables& source = {});

// The errata table's own entry in the report: one finding for each correction the
// derivation contradicts (kind contradiction), naming his reading and why it fails.
TableAudit errata_audit(const ErrataCheck& check, std::size_t rows);

}  // namespace rithmo
