// The relations the sources print, derived from the rules, as the audit uses them.
//
// A relation is what a printed table states: "the odd man, divided by the void spaces,
// gives the even man" (spaces-division), "these three numbers are in arithmetic
// proportion" (proportion), "the even army's first order of rounds is 2 4 6 8" (men).
// Each table descriptor names its relation and readings (tables/*/datapackage.json,
// "relation": {"name": "spaces-division", "taker": "odd"}); a user's bare CSV names
// them on the command line. `rithmo relations` lists them from relation_specs().
//
// A table's columns are keys (text that selects: army, shape, kind) and numbers. A
// relation either
//   - is a set of rows: valid() says whether a row (keys, numbers) can be right, and,
//     when the print claims to be complete, derived lists every row it should hold
//     (the audit reports those it lacks as omissions); or
//   - checks its table as a whole (worked examples with optional cells, printed
//     totals): check() returns the findings.
#pragma once

#include "audit/judging/emendation.hpp"
#include "audit/judging/finding.hpp"
#include "audit/judging/printed_row.hpp"
#include "men/armies.hpp"
#include "number/rational.hpp"
#include "params/parameter.hpp"
#include "words/vocabulary.hpp"

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// Readings, by name: from a descriptor ("taker": "odd"; a list such as
// ["arithmetic", "musical"] becomes "arithmetic+musical") or from the command line.
using RelationParams = std::map<std::string, std::string>;

// Thrown for an unknown relation, an unknown parameter or a value not allowed; the
// text lists the valid names or values.
struct RelationError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// Thrown by a relation that checks its table as a whole for bad input in a row: a cell
// it reads as a number that is none, or a reading the table's rows need and it does not
// state. The same trouble is bad input in every relation: the audit reports it at the
// row's place in the file (file:line:col: error, exit 2), never as a finding. `row` is
// the 1-based data row; `column` the relation's column, or empty.
struct RowInputError : RelationError {
  RowInputError(std::size_t row_, std::string column_, const std::string& what)
      : RelationError(what), row(row_), column(std::move(column_)) {}
  std::size_t row;
  std::string column;
};

// A relation's readings are parameters of the one parameter model (params/parameter.hpp).
using RelationParameter = Parameter;

enum class ColumnRole {
  Key,      // text that selects the row's place (army, shape, kind)
  Number,   // one non-negative integer
  Numbers,  // non-negative integers separated by single spaces, all read as numbers
};

struct RelationColumn {
  std::string name;
  ColumnRole role = ColumnRole::Number;
  std::string help;
  bool optional = false;  // the cell may be empty (only for relations that check())
  // Other header names a user's file may give the column (matched, like the name,
  // without regard to case): "first", "middle", "last" for a b c.
  std::vector<std::string> aliases = {};
  // Optional, for a key the transcriber writes from a closed list (an army, even or
  // odd; a kind of line): the values it may take, exactly. A cell none of them is bad
  // input, reported when the rows are read ("unknown army 'evne' (valid: even, odd)",
  // file:line:col, exit 2), before any reading is tried, unless value_words reads it.
  std::vector<std::string> one_of = {};
  // Optional, with one_of: the kind of word the vocabulary reads into one of the values,
  // for a table that prints the book's word where the key stands ("Pari", "Impair",
  // "ungerade", "Pyramis parium" for even and odd: WordKind::Army, by parity, and by
  // colour under the relation's reading `white` when it has one: a colour names an
  // army only under a reading of which is white). The row's key is then the value read;
  // the cell keeps the word as printed.
  std::optional<WordKind> value_words = std::nullopt;
};

// The value of one_of a book's word names, read as value_words asks ("Pari": "even",
// "the even king": "even"); nullopt when the word reads as none, or for a kind of word
// no key takes. An army's colour ("Die Weissen", "Neri") is read only under the reading
// `white`, which army the white men are, when the relation has it: `white` then.
std::optional<std::string> key_of_word(WordKind kind, std::string_view printed,
                                       std::optional<Army> white = std::nullopt);

struct DerivedRow {
  Keys keys;
  NumberRow numbers;
};

// A relation with its readings bound.
struct BoundRelation {
  std::string name;
  RelationParams params;  // every parameter, defaults filled in
  RelationParams given;   // the parameters given (the label shows these)
  std::vector<RelationColumn> columns;
  std::string statement;  // one line: what a row states under these readings

  // Row sets. Numbers within a row may stand in any order (proportions, triumph
  // sets): rows are compared sorted.
  bool unordered = false;
  std::function<bool(const Keys&, const NumberRow&)> valid;
  // Every row of the relation, when the print claims to list them all; empty
  // optional otherwise (worked examples: no omissions).
  std::optional<std::vector<DerivedRow>> derived;
  // Why a valid row holds, e.g. "225 / 5 = 45; 225 an odd man, 45 an even man".
  std::function<std::string(const Keys&, const NumberRow&)> proof;
  // Optional: why an invalid row fails, naming the condition that fails, e.g. "the
  // arithmetic holds (64 - 4 = 124 - 64 = 60) but 124 is no man of the game (nearest:
  // 121, 120)".
  std::function<std::string(const Keys&, const NumberRow&)> disproof;
  // Optional: the readings one slip of the printer in a key cell that holds numbers (a
  // victory's printed part) gives that make the row valid, each with Emendation::key
  // set, for a row no slip of its numbers mends (audit.hpp).
  std::function<std::vector<Emendation>(const Keys&, const NumberRow&, const SlipCosts&)> mend_keys;
  // Optional: whether a number is a man of the relation's pool; a row that no slip
  // mends and that names a number no man bears is classed so (FindingClass::NoMan).
  std::function<bool(const mpz_class&)> is_man;

  // Optional, for the row-set relations whose numbers need not be whole (worked
  // examples among any numbers: the mean of 12 and 15 is 13 1/2): a cell may then print
  // a fraction, and a row that does is judged by these on its exact values (the digit
  // slips reasoned within each part of a fraction). They must agree with valid, proof
  // and disproof on whole numbers. Without them a fraction in a cell is refused.
  std::function<bool(const Keys&, const ExactRow&)> valid_exact;
  std::function<std::string(const Keys&, const ExactRow&)> proof_exact;
  std::function<std::string(const Keys&, const ExactRow&)> disproof_exact;

  // Optional, for the row-set relations whose keys name a term in the book's own words
  // (a victory's grade, a kind of proportion): for a row whose word the vocabulary
  // cannot read, the word and what the report says of it ("not read: 'Vittoria
  // piccola' (Italian), ..."); nullopt for a row whose words read. Such a row is a word
  // not read, reported once for every row that prints it, never the printer's error,
  // and is not judged.
  std::function<std::optional<std::pair<std::string, std::string>>(const Keys&)> unread;

  // Optional, for the row-set relations: for a row whose words read but state nothing
  // the relation can check (a victory-parts row naming the great victory, three numbers
  // in one proportion, on four numbers), what the report says of it ("not checked:
  // ..."); nullopt for a row the relation judges. Such a row is reported as not checked,
  // neither valid nor the printer's error, and is not judged.
  std::function<std::optional<std::string>(const Keys&, const NumberRow&)> not_checked;

  // Whole-table relations: the findings for the printed rows.
  std::function<std::vector<Finding>(const std::vector<PrintedRow>&)> check;

  // "spaces-division taker=odd": the name and the parameters given
  std::string label() const;
};

// The label of relation `name` bound with the parameters `given` (BoundRelation::label).
std::string relation_label(std::string_view name, const RelationParams& given);

struct RelationSpec {
  std::string name;
  std::string summary;
  std::vector<RelationColumn> columns;  // as documented for a bare CSV
  std::vector<RelationParameter> parameters;
  // The kinds of word the relation reads in a table's cells, through the one
  // vocabulary (words/vocabulary.hpp), in all five languages; empty when it reads none.
  std::vector<WordKind> words = {};
  // Binds with every parameter present and allowed (bind_relation checks first).
  std::function<BoundRelation(const Armies&, const RelationParams&)> bind;
  // When set: sets to its default each parameter that cannot change the relation bound
  // under the values of the others (the kinds a greater triumph shows do not matter to
  // a greatest one), so that readings which differ only there share one binding and
  // one fit (BindCache, infer_reading). Never one whose value the binding may refuse;
  // a parameter missing from `params` is left missing.
  std::function<void(RelationParams&)> plain = {};
  // What a row names, where several relations name the same things ("victory": the
  // triumph's four numbers, a victory's set with its parts): a book that prints a row's
  // numbers under one such relation prints that row, whichever of its tables holds it
  // (collation/evidence.hpp). Empty: the relation's rows are its own.
  std::string_view names = {};
  // The readings this relation takes only some values of (the table of men is a list or
  // a grid, never Savard's triumph): parameter -> the values it takes. The listing shows
  // them, bind_relation refuses the rest, and the inference of a reading tries no other.
  std::map<std::string, std::vector<std::string>> accepts = {};
};

// The values of parameter `p` that the relation takes: its accepts, else all it allows.
const std::vector<std::string>& accepted_values(const RelationSpec& spec, const RelationParameter& p);

// Every relation, sorted by name.
const std::vector<RelationSpec>& relation_specs();

// nullptr if there is none of that name.
const RelationSpec* find_relation(std::string_view name);

// Fills in defaults and binds. Throws RelationError for an unknown relation or
// parameter, a missing required parameter, or a value not among the allowed ones.
BoundRelation bind_relation(const Armies& armies, std::string_view name, const RelationParams& params);

// Every parameter of the relation `spec`: those given, each checked, and the defaults of
// the rest. Throws RelationError as bind_relation does.
RelationParams full_params(const RelationSpec& spec, const RelationParams& params);

// Bound relations kept while one set of armies is audited: binding derives a
// relation's rows, and the tables of a package (and the readings tried for each) bind
// the same relation with the same parameters many times. Thread-safe: threads that
// ask for one binding at once wait for the first to make it, and each binding is
// made once (a bound relation is read-only). A binding is kept by all its parameters,
// defaults filled in and made plain (RelationSpec::plain): a table that names a default
// and one that leaves it out share it. Its `given` and `params` are then those of
// whichever asked first; the label of a table's relation is made from the parameters
// the table gives (relation_label).
class BindCache {
 public:
  explicit BindCache(const Armies& armies) : armies_(armies) {}
  // As bind_relation; the relation stays bound for the cache's life. Throws
  // RelationError as bind_relation does (each time it is asked).
  const BoundRelation& bind(std::string_view name, const RelationParams& params);
  const Armies& armies() const { return armies_; }

 private:
  // One binding: made once, under its own lock, then either bound or refused. (A lock
  // rather than std::call_once, which wakes the waiters through the system after
  // every binding, waiting or not.)
  struct Slot {
    std::mutex lock;
    bool made = false;
    std::unique_ptr<BoundRelation> bound;
    std::string refused;
  };
  const Armies& armies_;
  std::mutex mutex_;  // guards slots_ and asked_ (not what a slot holds: its own lock does)
  std::map<std::pair<std::string, RelationParams>, std::unique_ptr<Slot>> slots_;
  // The slot of each set of parameters as asked for, so that a binding asked for again
  // is found without filling in its defaults.
  std::map<std::pair<std::string, RelationParams>, Slot*> asked_;
};

// The value of the Choice parameter `name` as its enumeration, read through the table of
// names its values came from (enum_parameter); bind_relation has checked it. Throws
// std::logic_error when the table lacks it (a programming error).
template <class E, std::size_t N>
E choice(const RelationParams& params, const std::string& name, const EnumTable<E, N>& table) {
  return enum_value(table, name, params.at(name));
}

// The value of a yes/no parameter (its spec allows only "yes" and "no").
bool yes(const RelationParams& params, const std::string& name);

// Which men count, from the parameters "pyramid-totals" and "pyramid-layers".
WhichMen which_men(const RelationParams& params);

// The value of a parameter whose values are whole numbers ("kind" 1|2|3, "min-spaces"),
// read by the one numeral reader; throws RelationError naming the parameter otherwise.
long whole_number(const RelationParams& params, const std::string& name);

// The relation families, each from its own file lib/audit/relations/FAMILY_relations.cpp,
// which defines `std::vector<RelationSpec> FAMILY_relation_specs()`: the registry is
// generated by CMake from the library's list of sources (relation_families.cpp.in), so
// that a new relation is its file and one line in CMakeLists.txt. relation_specs()
// gathers them.
const std::vector<std::vector<RelationSpec> (*)()>& relation_families();

}  // namespace rithmo
