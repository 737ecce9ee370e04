// The apparatus of a work: every book that prints one table, collated at once.
//
// A work is what several books print: one relation under one reading (the musical
// proportions; multiplication by the spaces, even against odd). Each book's table of
// it is a witness, named by a siglum; the descriptors say which table witnesses which
// work ("work": {"name": ..., "siglum": ...}, docs/tables.md).
//
// The witnesses are aligned by meaning, not by position: each witness's row stands at
// the place of the derived row it states, whatever the book's order, layout, headers
// or language. A row that cannot be right stands at the place its emendation gives (the
// audit's one proposed reading, or the one row two slips give that the table lacks); a
// row no such reading mends is the witness's corrupted reading of a row it lacks where
// another witness prints that row with the same numbers under other key cells, or
// between the same two rows (so is a row printed a second time, standing there);
// otherwise it stands alone at its own place (shared by every witness that prints the
// same numbers there), after the place of the witness's row before it. Every place has the reading the
// derivation supports (the lemma), when it gives one, and each witness's reading at it, classed:
//   lemma        the witness reads as the derivation does
//   layout       the same row, its numbers in another order (a free order)
//   order        the row as derived, printed right after a row the derivation sets
//                after it (a break of the derivation's order, docs/stemma.md); the
//                witness's summary counts its breaks
//   slip         a slip of the witness's printer explains the reading (the slip named
//                as the audit names it: digit dropped, 6 and 9 confused...)
//   ocr          a slip, or a reading no single slip mends, where the OCR marks the
//                numbers unclear or read them from a figure: the misreading may be the
//                OCR's, not the printer's
//   unresolved   the reading cannot be right and no single slip explains it
//   reading      the row fails under the work's reading but holds under the reading
//                the witness's own table follows (a difference of convention)
//   unchecked    the row states nothing the relation can judge (neither right nor wrong)
//   omission     the witness, claiming to be complete, lacks the derived row
//   repeated     the witness prints the row a second time
//   errata       a reading the book's own table of errors corrects (the printer's
//                errata, relation printers-errata: the same leaf, the same printed
//                numbers): an error of the print its printer caught, with the leaf
//                cited ("car. 18.b") and his reading
//   correction   a modern transcription reads right where the print it transcribes is
//                wrong: the transcriber corrected it (silently, or saying so in a note)
//   transcription  the transcription is wrong where the print it transcribes is right
//
// For each pair of witnesses that agrees in error (both print the same wrong reading,
// every cell alike, or both omit a row another witness prints) the apparatus lists
// those places, with where they err differently and where one errs and the other
// reads right; worded as evidence, never as a verdict (collation/stemma.hpp weighs it,
// from compare_witnesses). Agreement in a right reading is not evidence and is not
// counted. A pair that agrees in no error is not listed: what separates it is each
// witness's own errors, which its places give. Memory grows with the rows of the
// witnesses, the derivation and the agreements, never with the witnesses' product.
#pragma once

#include "audit/relations/relation.hpp"
#include "audit/tables_audit.hpp"
#include "collation/book_record.hpp"
#include "men/armies.hpp"
#include "params/enum_table.hpp"
#include "tables/csv.hpp"
#include "tables/datapackage.hpp"
#include "text/pooled_text.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

enum class ReadingClass : std::uint8_t {
  Lemma,
  Layout,
  Order,
  Slip,
  Ocr,
  Unresolved,
  Reading,
  Unchecked,
  Omission,
  Repeated,
  Errata,
  Correction,
  Transcription,
};

// The classes' names, written once (params/enum_table.hpp): the reports, the JSON and
// the TEI's @type read them from here.
inline constexpr auto kReadingClassNames =
    enum_table<ReadingClass>({{ReadingClass::Lemma, "lemma"},
                              {ReadingClass::Layout, "layout"},
                              {ReadingClass::Order, "order"},
                              {ReadingClass::Slip, "slip"},
                              {ReadingClass::Ocr, "ocr"},
                              {ReadingClass::Unresolved, "unresolved"},
                              {ReadingClass::Reading, "reading"},
                              {ReadingClass::Unchecked, "unchecked"},
                              {ReadingClass::Omission, "omission"},
                              {ReadingClass::Repeated, "repeated"},
                              {ReadingClass::Errata, "errata"},
                              {ReadingClass::Correction, "correction"},
                              {ReadingClass::Transcription, "transcription"}});

// Every class, in the table's order.
inline constexpr auto kReadingClasses = kReadingClassNames.values();

inline std::string_view name(ReadingClass c) { return kReadingClassNames.name(c); }

// Whether a reading of that class is an error of its witness (the evidence of the
// agreements in error): slip, ocr, unresolved, errata, transcription.
bool is_error(ReadingClass c);

// A correction the book's own table of errors makes in a witness (audit/errata.hpp):
// on leaf `folio` (or at the witness's row `row`, when the keyer points to it), the
// numbers `printed` are to be read `corrected`.
struct WitnessCorrection {
  std::string folio;
  std::size_t row = 0;
  std::vector<std::string> printed;
  std::string corrected;
  std::size_t errata_row = 0;  // the row of the errata table
  std::string errata_table;    // "barozzi-1572/errata.csv"
};

// One book's table of a work.
struct WorkWitness {
  std::string siglum;       // "B"
  std::string table;        // "boissiere-1556/spaces-division-odd.csv"
  std::string book;         // the package's title
  std::string transcribes;  // the siglum of the print this modern transcription follows, or empty
  Resource resource;
  CsvDocument doc;
  std::vector<WitnessCorrection> corrections;  // what the book's errata correct in it
  std::string descriptor;  // the package's descriptor, as diagnostics name it (the resource's
                           // line and column are in `resource`)
  BookRecord record;       // what the package says of its book (collation/book_record.hpp)
};

struct Work {
  std::string name;                    // "spaces-division-odd"
  std::string relation;                // the relation's name
  RelationParams params;               // the work's reading: as the first witness's descriptor states it
  std::vector<WorkWitness> witnesses;  // in the order the packages and their tables are read
};

// The works the descriptors declare, each with its witnesses (the tables read), sorted
// by name. Throws DiagnosticError at the resource when two witnesses of one work give
// one siglum, state different relations, or a witness names as the print it
// transcribes a siglum the work lacks.
std::vector<Work> works_of(const std::vector<Package>& packages);

// Of `works`, the works two books or more print, in their order: those an apparatus
// collates, the stemma weighs and the site shows.
std::vector<Work> common_works(std::vector<Work> works);

// A witness's reading at a place. An apparatus holds one for every row of every witness,
// so it is small (64 bytes): its texts are held once in the apparatus's pool
// (Apparatus::text), as a witness that prints a row many times gives it many times.
struct PlaceReading {
  std::uint32_t witness = 0;         // index into Work::witnesses
  std::uint32_t row = 0;             // the witness's 1-based data row; 0 for an omission
  std::optional<std::int32_t> line;  // the source line
  ReadingClass kind = ReadingClass::Lemma;
  PooledText text;  // the numbers as the witness prints them; empty for an omission
  // The whole row as read: its key cells (through the vocabulary, as places are keyed)
  // and its numbers. Two readings are the same reading only when these agree: two
  // victories printed alike whose parts differ are different readings.
  PooledText cells;
  PooledText source;  // the page file, where the row cites one
  PooledText cause;   // the slip, the reading, the note: why the class
  PooledText slip;    // slip, ocr: the slip's kind as an XML name ("digit-dropped",
                      // "six-nine" for 6 and 9 confused)
};

struct Place {
  std::size_t number = 0;  // 1-based, in the apparatus's order
  std::string keys;        // the place's key cells (army, shape...), space-separated; may be empty
  std::string lemma;       // the derived reading; empty where the derivation gives none
  std::string proof;       // why the lemma holds
  bool derived = false;    // the place is a row of the derivation
  std::vector<PlaceReading> readings;  // in witness order, one per witness that has the place
  // Whether any witness departs from the lemma here (a place worth a note).
  bool varies() const;
};

// The evidence of two witnesses, a before b in the work's order.
struct PairEvidence {
  std::size_t a = 0, b = 0;
  std::vector<std::size_t> shared_errors;     // places: both print the same wrong reading (the
                                              // same cells: PlaceReading::cells)
  std::vector<std::size_t> different_errors;  // both wrong, differently
  std::vector<std::size_t> only_a, only_b;    // one wrong, the other right
  std::vector<std::size_t> shared_omissions;  // both lack the derived row, which another prints
  std::size_t compared = 0;                   // places both print
  std::size_t errors_a = 0, errors_b = 0;     // each one's errors at those places
  std::string summary;                        // one sentence of evidence
};

struct Apparatus {
  std::string work;
  std::string relation;   // the label: "spaces-division taker=odd"
  std::string statement;  // what a row states
  struct WitnessSummary {
    std::string siglum, table, book, pages, transcribes, reading;
    BookRecord record;           // the book's bibliography, for the TEI's listWit
    std::string arrangement;     // the breaks of the derivation's order it makes; empty for none
    RelationParams own_reading;  // the reading of the rules its own table follows, parameter by
                                 // parameter (not its language)
    std::size_t rows = 0;
    bool partial = false;
    std::vector<std::size_t> counts = std::vector<std::size_t>(std::size(kReadingClasses), 0);
  };
  std::vector<WitnessSummary> witnesses;
  std::vector<Place> places;
  std::vector<PairEvidence> pairs;  // the pairs that agree in error, a before b
  // The texts of the readings, each held once; shared by the copies of the apparatus.
  std::shared_ptr<TextPool> texts = std::make_shared<TextPool>();
  PooledText text(std::string s) { return texts->intern(std::move(s)); }
};

// The evidence of witnesses a and b (a before b) over the apparatus's places, without
// its sentence: the one comparison of two witnesses, which collate_work and the
// stemma's evidence (collation/evidence.hpp) both read.
PairEvidence compare_witnesses(const Apparatus& app, std::size_t a, std::size_t b);

// Each witness's first reading at each place it has, as (the place's index, the reading)
// in the places' order, and whether some witness prints each place: what comparing two
// witnesses reads, found once for a work and read for every pair (compare_witnesses
// alone finds it each time, a pass over every witness's readings).
struct WitnessIndex {
  std::vector<std::vector<std::pair<std::size_t, const PlaceReading*>>> readings;
  std::vector<char> printed;
};
WitnessIndex index_witnesses(const Apparatus& app);
PairEvidence compare_witnesses(const Apparatus& app, const WitnessIndex& index, std::size_t a, std::size_t b);

// Collates every witness of the work. Throws RelationError when the work's relation
// cannot be bound, DiagnosticError for a witness that cannot be read under it.
Apparatus collate_work(const Armies& armies, const Work& work);

// Links the findings of the report's tables that witness one of the works collated to
// their places in its apparatus: sets AuditedTable::work and siglum, and each
// Finding::apparatus_place (a finding at a row: the place of the witness's reading of
// that row; an omission: the place of the derived row where the witness's reading is
// the omission). A finding the apparatus does not hold (the table audited under
// another reading than the work's) keeps 0.
void link_apparatus(AuditReport& report, const std::vector<Work>& works,
                    const std::vector<Apparatus>& apparatus);

}  // namespace rithmo
