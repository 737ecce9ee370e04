// What the audit reports about a printed table: one finding per row that cannot be
// right, per derived row the print leaves out, per printed count that disagrees, and
// per disagreement between two tables.
#pragma once

#include "audit/judging/emendation.hpp"
#include "audit/judging/shared_cells.hpp"
#include "small_optional.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rithmo {

enum class FindingKind : std::uint8_t {
  Erratum,        // the row cannot be right; one slip explains it, the likeliest reading proposed
  Tie,            // the row cannot be right; several readings explain it equally: not decided
  Unresolved,     // the row cannot be right; no single slip explains it
  Duplicate,      // the row repeats an earlier row of the table
  Omission,       // a derived row the print lacks
  Count,          // a printed count or total disagrees with the rows or the derivation
  Contradiction,  // two printed tables state the same relation and disagree
  Step,           // the row holds, but a worked step printed with it is false as written
  NotRead,        // a word of the table the vocabulary cannot read (words/vocabulary.hpp),
                  // reported once for every row that prints it: never the printer's error
  NotChecked,     // the row states nothing the relation can check (an interval with no
                  // terms): neither right nor wrong
};

inline constexpr FindingKind kFindingKinds[] = {
    FindingKind::Erratum,  FindingKind::Tie,       FindingKind::Unresolved,    FindingKind::Duplicate,
    FindingKind::Omission, FindingKind::Count,     FindingKind::Contradiction, FindingKind::Step,
    FindingKind::NotRead,  FindingKind::NotChecked};

// "erratum", "tie", "unresolved", "duplicate", "omission", "count", "contradiction",
// "step", "not-read", "not-checked".
std::string_view name(FindingKind kind);
// What a finding of that kind says, in one sentence for a reader of the errata.
std::string_view meaning(FindingKind kind);
// Whether a finding of that kind is about the book (an error, an omission, a
// disagreement), not a limit of the audit itself (not-read, not-checked).
bool of_the_print(FindingKind kind);

// Who erred, as far as the evidence tells.
enum class FindingClass : std::uint8_t {
  None,         // not an error of a witness (an omission of a table that lists examples)
  Printer,      // one slip of the compositor explains it
  Author,       // the author's own arithmetic or statement is wrong as written
  NoMan,        // the print names a number that is no man of the game
  Transcriber,  // a modern transcription's own slip (presumed, unless the print it
                // follows is at hand and errs there too), or its transcriber's silent change
  Convention,   // the sources follow different conventions; neither is wrong
  Undecided,    // the row cannot be right, and the evidence does not tell who erred
  Picture,      // the numbers were read from the OCR's description of a picture
                // (<image-desc>): the slip may be the picture's reader's as well as the
                // print's, never the printer's error for certain
  Ocr,          // the machine OCR read the row, and its slip is one the OCR makes as
                // readily as the printer (6 and 9 confused), or the OCR marks the
                // numbers unclear: the print's or the OCR's, the facsimile decides
};

// "", "printer", "author", "no man", "transcriber", "convention", "undecided",
// "picture", "ocr".
std::string_view name(FindingClass c);

// A text that most findings leave empty (the arithmetic behind a reading, the evidence
// besides its slip): one pointer, the text on the heap only when there is one. It reads
// as the std::string it holds (an empty one when none).
class Note {
 public:
  Note() = default;
  Note(std::string text) { *this = std::move(text); }  // NOLINT: reads as a string
  Note(const char* text) : Note(std::string(text)) {}  // NOLINT: reads as a string
  Note(const Note& other) : text_(other.text_ ? std::make_unique<std::string>(*other.text_) : nullptr) {}
  Note(Note&&) noexcept = default;
  Note& operator=(const Note& other) { return *this = other.str(); }
  Note& operator=(Note&&) noexcept = default;
  Note& operator=(std::string text) {
    if (text.empty()) {
      text_.reset();
    } else if (text_) {
      *text_ = std::move(text);
    } else {
      text_ = std::make_unique<std::string>(std::move(text));
    }
    return *this;
  }
  Note& operator=(const char* text) { return *this = std::string(text); }
  Note& operator+=(std::string_view more) { return *this = str() + std::string(more); }

  const std::string& str() const { return text_ ? *text_ : empty_text(); }
  operator const std::string&() const { return str(); }  // NOLINT: reads as a string
  bool empty() const { return !text_; }

  friend std::string operator+(const std::string& a, const Note& b) { return a + b.str(); }
  friend std::string operator+(const char* a, const Note& b) { return a + b.str(); }
  friend std::string operator+(const Note& a, const std::string& b) { return a.str() + b; }
  friend std::string operator+(const Note& a, const char* b) { return a.str() + b; }
  friend bool operator==(const Note& a, const Note& b) { return a.str() == b.str(); }

 private:
  static const std::string& empty_text() {
    static const std::string kEmpty;
    return kEmpty;
  }
  std::unique_ptr<std::string> text_;
};

// Cells of a finding, shared with the row it is at (printed_row.hpp) and with the
// other findings at rows printed alike: a table of many findings holds one copy of
// each, and a finding is 152 bytes besides.
using Cells = Shared<std::vector<std::string>>;

struct Finding {
  FindingKind kind = FindingKind::Erratum;
  FindingClass who = FindingClass::None;
  // Erratum: how sure the audit is of the proposed reading, in percent (judgement.hpp).
  SmallOptional<int> confidence;
  SmallOptional<std::size_t> row;  // 1-based data row of the table; none for omissions
  SmallOptional<long> line;        // the source line the row was printed on
  Cells keys;                      // the row's key cells (army, shape ...), as printed
  Cells printed;                   // the numbers as printed; for an omission, empty
  // Erratum: the proposed reading with its slip; Tie: the readings of least score,
  // reported and not decided.
  std::vector<Emendation> candidates;
  Cells derived;            // Omission: the row the print lacks; Count: the
                            // derived count; Contradiction: the other table's row
  std::string explanation;  // the slip and the rule that proves the reading
  Note proof;               // the arithmetic behind the proposed reading
  Shared<std::vector<std::pair<std::string, std::string>>> extra;  // other columns, carried as is
                                                                   // (the row's, shared)
  Note evidence;  // Erratum: what besides the slip decided it (order, omission)
  Cells columns;  // the column of each printed number, to name a slip's cell
  // Unresolved: the one reading two slips of the printer would give, when exactly one
  // does (the explanation names the slips); empty otherwise. Not proposed: two slips
  // are a weaker account than one; the apparatus places the row there.
  Cells two_slips;
  // The finding's place in the apparatus of the work its table witnesses
  // (collation/apparatus.hpp), when the report links them; 0 otherwise.
  std::size_t apparatus_place = 0;

  // The proposed emendation: the one candidate, when there is exactly one.
  const Emendation* emendation() const { return candidates.size() == 1 ? &candidates.front() : nullptr; }
};

// What a big table's audit holds for each of its findings (tools/bench/memory.sh).
static_assert(sizeof(Finding) <= 152, "a finding is at most 152 bytes");

}  // namespace rithmo
