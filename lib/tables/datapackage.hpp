// The descriptors of the transcribed tables (tables/<source>/datapackage.json) and the
// check that every table matches its descriptor.
//
// A descriptor follows the Frictionless Data "data package" shape: a list of
// resources, each a CSV file with a title, its provenance (source file and line range,
// section heading), the relation it states (the audit's key), how to read it, its
// double keying, and a schema of typed fields. docs/tables.md documents the format.
#pragma once

#include "diagnostic.hpp"
#include "tables/csv.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace rithmo {

enum class FieldType { Integer, IntegerList, String };

struct Field {
  std::string name;
  FieldType type = FieldType::String;
  bool required = true;
  std::vector<std::string> allowed;  // enum constraint, as text; empty: any
  bool transcriber_note = false;     // role "transcriber-note": never read by the audit
};

struct LineRange {
  std::string file;  // source file name
  long first = 0;
  long last = 0;
};

struct Resource {
  std::string name;
  std::string path;  // CSV file name, relative to the package folder
  std::string title;
  std::string section;
  std::vector<LineRange> source;  // provenance
  nlohmann::json relation;        // {"name": ..., parameters ...}
  std::string reading;
  bool double_keyed = false;
  std::string second_keying;  // path relative to the repository root
  std::vector<Field> fields;
};

struct Package {
  std::string dir;  // folder holding datapackage.json
  std::string name;
  std::string title;
  std::vector<Resource> resources;
};

// Parses a descriptor; display_name names it in diagnostics. Throws DiagnosticError.
Package parse_package(const std::string& text, const std::string& display_name, const std::string& dir);

// Reads dir/datapackage.json. Throws DiagnosticError.
Package read_package(const std::string& dir);

// The packages under tables_dir: every subfolder with a datapackage.json, sorted
// by name (tables/keying/ holds second keyings and has none).
std::vector<Package> read_packages(const std::string& tables_dir);

// Checks one CSV document against its resource: header equals the schema's field
// names in order; every cell free of leading/trailing spaces; integers are digits;
// integer lists are digits separated by single spaces; required cells not empty;
// enum cells among the allowed values; a `line` column within the source range.
// Throws DiagnosticError at the first problem.
void check_table(const Resource& resource, const CsvDocument& doc);

// Checks a whole package: every resource complete (title, section, source, relation,
// reading, double keying, schema), its CSV present and valid, the second keying
// present, and no CSV in the folder left undescribed. Throws DiagnosticError.
// Returns the number of data rows checked.
std::size_t check_package(const Package& package, const std::string& repo_root);

// Reads the CSV of a resource.
CsvDocument read_resource(const Package& package, const Resource& resource);

}  // namespace rithmo
