// What a package says of the book it transcribes, for the stemma: the witness's
// bibliography (whether it is a book of the period or a modern one, its edition, copy
// and shelfmark) and the book's own statements about its sources, each quoted with its
// page and line. Both are optional package properties of datapackage.json
// (docs/tables.md, "The book and its sources"):
//
//   "witness": {"period": true, "kind": "print", "author": ..., "title": ..., "place": ...,
//               "printer": ..., "year": 1572, "language": "italian", "edition": ...,
//               "copy": ..., "shelfmark": ..., "transcribes": <package>, "retells": <package>,
//               "evidence": [{"source": ..., "line": N, "text": ...}]}
//   "statements": [{"quotation": ..., "source": ..., "lines": [first, last],
//                   "names": <package>, "named": ..., "edition": ..., "says": "source"}]
//
// A package without "witness" is a book of the period, dated by its name
// (collation/evidence.hpp, year_of), unless a table of it transcribes another's.
#pragma once

#include "tables/datapackage.hpp"

#include <optional>
#include <string>
#include <vector>

namespace rithmo {

// What a book says of another: it names it as its source, reprints its text or table,
// quotes it, or compares it with another.
enum class StatedRelation { Source, Prints, Quotes, Compares };
std::string_view name(StatedRelation r);

struct Statement {
  std::string quotation;
  std::string source;  // the page file
  long first_line = 0, last_line = 0;
  std::string names;    // the package named; empty when the book named is none of the packages
  std::string named;    // how the book names it
  std::string edition;  // which edition, where the words say
  StatedRelation says = StatedRelation::Source;
  std::string where() const;  // "ocr/barozzi-1572/page-0007.txt line 18"
};

// A count the book prints of one of its tables' rows (a table of relation
// printed-totals, `what` "rows": Fulke's "17." over his musical table,
// lever-fulke-1563 page-0060 line 30).
struct StatedCount {
  std::string table;  // "fulke-1563-print/musical-proportion.csv", as a work's witness names it
  std::size_t value = 0;
  std::string source;  // the page file
  long line = 0;
};

struct BookRecord {
  std::string package;
  bool period = true;
  std::string kind;  // print, modern-transcription, modern-retelling, modern-computed, modern-study
  std::string author, title, place, printer, language, edition, copy, shelfmark;
  std::optional<int> year;
  std::string transcribes, retells;  // packages
  std::vector<Statement> statements;
  bool recorded = false;            // the descriptor has a "witness"
  std::vector<StatedCount> counts;  // read_stated_counts
};

// The year a package's name gives: its last part of four digits from 1000 to 2999
// ("fulke-1563-print" 1563, "du-coeur-1998" 1998); none for "harmonies-appendix-iii".
std::optional<int> year_of(const std::string& package);

// Reads the package's "witness" and "statements". Throws DiagnosticError located in the
// descriptor at a value of the wrong type, an unknown kind or "says", a statement
// without quotation or source, or one that names its own package.
BookRecord read_book_record(const Package& package);

// The counts of rows the book prints of its own tables: the rows of its printed-totals
// tables whose `what` is "rows" (docs/tables.md), read as `tables check` holds them.
// Throws DiagnosticError (file:line:col) for a file that cannot be read or parsed.
std::vector<StatedCount> read_stated_counts(const Package& package);

// Checks the records of the books together: a circle of "source" statements (a book
// stated to be its own source through others), or a book stating as its source one
// dated after it. Throws DiagnosticError located at the statement. A statement naming
// a package not among these is no error: the report says the book named is not here.
void check_book_records(const std::vector<Package>& packages, const std::vector<BookRecord>& records);

}  // namespace rithmo
