// The descriptors of the transcribed tables (tables/<source>/datapackage.json) and the
// check that every table matches its descriptor.
//
// A descriptor is a Frictionless Tabular Data Package (Data Package and Table Schema
// v1, as the reference library reads them): the package's version, licences,
// contributors and sources, and a list of resources, each a UTF-8 CSV file with a
// title, its provenance (source file and line range, section heading), the relation
// it states (the audit's key), how to read it, its double keying, and a Table Schema
// of typed fields. The project's own properties (section, source, relation, reading,
// keying, role) are the extra properties the specification permits. rithmo reads only
// the specification's forms and checks more than it does (docs/tables.md).
#pragma once

#include "diagnostic.hpp"
#include "tables/csv.hpp"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// A list of numbers in one cell ("2 4 5 8 24 64") is a Table Schema `string` whose
// `constraints.pattern` is this one: digits, single spaces between numbers.
inline constexpr const char* kIntegerListPattern = "[0-9]+( [0-9]+)*";

// The largest integer every Frictionless reader holds exactly: the reference library
// casts `integer` cells to JavaScript numbers, exact up to 2^53.
inline constexpr const char* kLargestInteger = "9007199254740992";

// The names of a package and of its resources (Data Package v1, "name"): lowercase
// letters, digits, ".", "_" and "-". "." and ".." match it and are refused too.
inline constexpr const char* kNamePattern = "^[a-z0-9._-]+$";

// Integer: Table Schema `integer`, digits without a leading zero, at most
// kLargestInteger. IntegerList: a `string` with the pattern kIntegerListPattern.
enum class FieldType { Integer, IntegerList, String };

struct Field {
  std::string name;
  FieldType type = FieldType::String;
  bool required = true;              // constraints.required, stated on every field
  std::vector<std::string> allowed;  // constraints.enum, as text; empty: any
  bool transcriber_note = false;     // role "transcriber-note": never read by the audit
};

// A licence of a package (Data Package `licenses`): an Open Definition identifier
// such as "CC-BY-SA-4.0", or a path, and a title.
struct License {
  std::string name;
  std::string path;
  std::string title;
};

// A source a package is drawn from (Data Package `sources`): its title, and the
// file of ../shared/sources/ it names, if any.
struct PackageSource {
  std::string title;
  std::string file;
};

// The licence of the tables keyed from the OCR page text (../shared/sources/ocr/,
// the sources' only subfolder), and the name its sources must credit.
inline constexpr const char* kOcrLicense = "CC-BY-SA-4.0";
inline constexpr const char* kOcrCredit = "Source Library";

struct LineRange {
  std::string file;  // source file name
  long first = 0;
  long last = 0;
};

struct Resource {
  std::string name;
  std::string path;  // CSV file name, relative to the package folder, never leaving it
  std::string title;
  std::string section;
  std::vector<LineRange> source;  // provenance
  nlohmann::json relation;        // {"name": ..., parameters ...}; an empty object when not audited
  // false for a table no relation states ("relation": null in the descriptor: a figure
  // read from a picture, a list of claims no relation checks yet): checked for its
  // format and provenance, keyed twice, listed, never audited. Its reading says why.
  bool audited = true;
  std::string reading;
  bool double_keyed = false;  // false: keyed once, the second keying still to come
  std::string second_keying;  // "tables/keying/...": read under the package's tables folder,
                              // whatever that folder is called (second_keying_file)
  std::vector<Field> fields;
  // optional: for a table of claimed counts, the package that holds the tables of the
  // author the claims cite ("according to Fulke": fulke-1563-print), against whose own
  // tables and printed counts each claim is checked (audit/tables_audit.hpp).
  std::string claims_witness;
  // "partial": true for worked examples that give only some rows of a relation that
  // lists them all (Faber's examples of the spaces): nothing the table lacks is an
  // omission (`rithmo audit --partial` for a user's file).
  bool partial = false;
  std::string collates_with;  // optional: another witness of the same table,
                              // "package/file.csv" (see collation/collate.hpp)
  // optional: the work the table witnesses ("work": {"name": "spaces-division-odd",
  // "siglum": "B"}): what several books print, one relation under one reading; the
  // siglum names this witness in the work's apparatus (collation/apparatus.hpp). Empty
  // when the table witnesses no work.
  std::string work;
  std::string siglum;
  std::string transcribes;  // a modern transcription: the siglum of the print it follows
  // optional: the relation's columns under the table's own headers ("columns":
  // {"taker": "Nehmer"}), for a table headed in its book's language; every reading of
  // the table maps them so (audit/tables_audit.hpp, column_options).
  std::map<std::string, std::string> columns;
  std::size_t line = 1;  // where the resource's name stands in the descriptor
  std::size_t column = 1;
};

struct Package {
  std::string dir;              // folder holding datapackage.json
  std::string descriptor_name;  // datapackage.json as diagnostics name it
  std::string name;
  std::string title;
  std::string version;  // the project's version (RITHMO_VERSION)
  std::vector<License> licenses;
  std::vector<std::string> contributors;  // their titles
  std::vector<PackageSource> sources;
  std::vector<Resource> resources;
  std::string descriptor_text;  // the descriptor as written
  // The descriptor as written, in its order (parsed when asked: the audit does not).
  nlohmann::ordered_json descriptor() const { return nlohmann::ordered_json::parse(descriptor_text); }
  // The same, holding only the named members of the top level (the book's record reads
  // two of them, and skips the parsing of every table's schema).
  nlohmann::json descriptor_members(std::initializer_list<std::string_view> keys) const;
};

// The names of the resource's fields that hold a transcriber's note (never read as the
// print's text), in the descriptor's order.
std::vector<std::string> note_fields(const Resource& resource);

// The names of the resource's fields that hold numbers of the print: typed integer or
// integer-list, but for the provenance (`line`, `column`), in the descriptor's order.
std::vector<std::string> number_fields(const Resource& resource);

// The resource's provenance in one line: "ocr/boissiere-1554/page-0094.txt lines 41-60;
// ...", each source file with its lines.
std::string provenance_text(const Resource& resource);

// Parses a descriptor; display_name names it in diagnostics. Refuses what the
// specifications refuse and what rithmo cannot check: a field type other than
// integer and string (a list is a string with kIntegerListPattern), `required`
// outside `constraints`, a field that does not state constraints.required, a
// constraint other than required, enum and pattern, a field format, a CSV dialect,
// a schema property other than fields; and a package without its profile, version
// (the project's), licences, contributors and sources, or a resource drawn from the
// OCR pages in a package without kOcrLicense and a source crediting kOcrCredit.
// Refuses too what no reader should follow: a value of the wrong JSON type (e.g.
// "lines" as strings), two resources of one name or one path, a package or resource
// `name` that is not a Frictionless name (kNamePattern, and not "." or ".."; the
// package's name names the files of `audit --output-dir`), a resource `path` that is
// absolute, climbs out of the package with "..", or holds a control character (a NUL
// would cut the path short), and a second keying outside tables/keying/ or holding a
// control character. Throws DiagnosticError at the resource.
Package parse_package(const std::string& text, const std::string& display_name, const std::string& dir);

// The same, with only the resources that state one of `relations` (by the relation's
// "name") read and checked; the package's own properties are checked as above. For a
// command that needs only those tables (the engine's setup): the other resources are
// neither read nor checked.
Package parse_package(const std::string& text, const std::string& display_name, const std::string& dir,
                      const std::vector<std::string>* relations);

// Reads dir/datapackage.json. Throws DiagnosticError.
Package read_package(const std::string& dir);
// Reads dir/datapackage.json, only the resources that state one of `relations`.
Package read_package(const std::string& dir, const std::vector<std::string>& relations);

// The folders of the packages under tables_dir: every subfolder with a
// datapackage.json, sorted by name (tables/keying/ holds second keyings and has none).
// Throws DiagnosticError when the folder cannot be listed.
std::vector<std::string> package_dirs(const std::string& tables_dir);

// The packages under tables_dir, in the order of package_dirs. Read on up to `threads`
// threads (0: one per core); an error is thrown as reading them in order would throw
// it, the first package's first.
std::vector<Package> read_packages(const std::string& tables_dir, unsigned threads = 1);

// Checks one CSV document against its resource: header equals the schema's field
// names in order; every cell free of leading/trailing spaces; integers are digits
// without a leading zero, at most kLargestInteger; integer lists are digits separated
// by single spaces; required cells not empty;
// enum cells among the allowed values; a `line` column within the source range.
// Throws DiagnosticError at the first problem.
void check_table(const Resource& resource, const CsvDocument& doc);

// Checks a whole package: every resource complete (title, section, source, relation,
// reading, double keying, schema), its CSV present and valid, the second keying
// present, and no CSV in the folder left undescribed. Throws DiagnosticError.
// Returns the number of data rows checked. (The relation and its readings are the
// audit's to check: audit/tables_audit.hpp, check_relations.)
// With `problems`, each table's first problem is added there and the check goes on
// to the next table (tables check reports them all); without, the first is thrown.
std::size_t check_package(const Package& package, std::vector<Diagnostic>* problems = nullptr);

// A book is named and dated by its package's name, and the package's folder bears it,
// so that every report (and every file of `audit --output-dir`) names the book one way.
// Throws DiagnosticError at the descriptor's "name" when the folder's name differs.
// read_packages checks every package it reads.
void check_folder_name(const Package& package);

// The package in `dir`, a folder of the tables folder `tables_dir`, read and its folder's
// name checked; where it cannot be read and holds packages of its own, it is a tables
// folder itself, and the error says to name it instead.
Package read_book_package(const std::string& dir, const std::string& tables_dir);

// The file of a resource: package.dir/resource.path. Throws DiagnosticError at the
// resource in the descriptor when the path, through a symbolic link, leads outside
// the package's folder (nothing outside is read, nor quoted).
std::string resource_file(const Package& package, const Resource& resource);

// The file of a resource's second keying: its "tables/keying/..." path read under the
// folder that holds the package (the tables folder, whatever it is called).
std::string second_keying_file(const Package& package, const Resource& resource);

// Reads the CSV of a resource (resource_file, through the input reader).
CsvDocument read_resource(const Package& package, const Resource& resource);
// Reads the CSV of the resource of that name. Throws DiagnosticError at the descriptor
// when the package has none.
CsvDocument read_resource(const Package& package, const std::string& name);

// The combined package, tables/datapackage.json: one Tabular Data Package holding
// every resource of every package, named and placed "<package>/<resource>" with its
// package's licences and sources, so that one call of a Frictionless tool loads all
// the tables. Generated (`rithmo tables package`), never edited.
nlohmann::ordered_json combined_package(const std::vector<Package>& packages);

}  // namespace rithmo
