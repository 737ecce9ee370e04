#include "tables/datapackage.hpp"

#include "number/numeral.hpp"
#include "parallel.hpp"
#include "tables/input_file.hpp"
#include "tables/json_value.hpp"
#include "text/utf8.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <functional>
#include <sstream>
#include <tuple>

namespace fs = std::filesystem;

namespace rithmo {

namespace {

// The newlines of text[from, to), found by memchr (which reads many bytes at a time).
std::size_t newlines(const std::string& text, std::size_t from, std::size_t to) {
  std::size_t n = 0;
  const char* const end = text.data() + to;
  for (const char* p = text.data() + from;
       p < end && (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p))));
       ++p)
    ++n;
  return n;
}

// Line and column of the byte at offset `at` of text.
std::pair<std::size_t, std::size_t> position_at(const std::string& text, std::size_t at) {
  at = std::min(at, text.size());
  const std::size_t line = 1 + newlines(text, 0, at);
  const auto nl = at == 0 ? std::string::npos : text.rfind('\n', at - 1);
  return {line, at - (nl == std::string::npos ? 0 : nl + 1) + 1};
}

// Line and column of the first occurrence of needle in text (1:1
// if absent), so that descriptor problems point at the resource they concern.
std::pair<std::size_t, std::size_t> locate(const std::string& text, const std::string& needle) {
  const auto at = needle.empty() ? std::string::npos : text.find(needle);
  if (at == std::string::npos) return {1, 1};
  return position_at(text, at);
}

// How deep a descriptor's JSON may nest: kMaxJsonDepth (tables/json_value.hpp). A
// descriptor nests six deep (its resources, a resource, its schema, the fields, a
// field, its constraints); the JSON tree is copied and printed by recursion, and a
// file of a hundred thousand "[" would overflow the stack.

// The offset of the first "[" or "{" outside a string that opens a level beyond
// kMaxJsonDepth; npos when none does. Whether the text is JSON is the parser's to say.
std::size_t too_deep(const std::string& text) {
  std::size_t depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > static_cast<std::size_t>(kMaxJsonDepth)) return i;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::string::npos;
}

// What the descriptor reader asks of a value, of either tree it reads: simdjson's
// (JsonValue) or, for JSON simdjson does not read, nlohmann::json's.
std::string str(const nlohmann::json& j) { return j.get<std::string>(); }
std::string str(const JsonValue& j) { return std::string(j.string_view()); }
bool boolean(const nlohmann::json& j) { return j.get<bool>(); }
bool boolean(const JsonValue& j) { return j.boolean(); }
long whole_number(const nlohmann::json& j) { return j.get<long>(); }
long whole_number(const JsonValue& j) { return static_cast<long>(j.signed_number()); }
std::uint64_t unsigned_number(const nlohmann::json& j) { return j.get<std::uint64_t>(); }
std::uint64_t unsigned_number(const JsonValue& j) { return j.unsigned_number(); }
const nlohmann::json& tree(const nlohmann::json& j) { return j; }
nlohmann::json tree(const JsonValue& j) { return j.tree(); }
// An empty object, the default of a member not given.
const nlohmann::json& no_object(const nlohmann::json&) {
  static const nlohmann::json empty = nlohmann::json::object();
  return empty;
}
JsonValue no_object(const JsonValue&) { return JsonValue::empty_object(); }

template <class J>
std::string text_of(const J& j) {
  if (j.is_string()) return str(j);
  return tree(j).dump();
}

std::string string_of(const nlohmann::json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) return "";
  const auto& v = j[key];
  return v.is_string() ? str(v) : std::string();
}
// A JsonValue has null for a member it lacks: one look finds the member or none.
std::string string_of(const JsonValue& j, const char* key) { return str(j[key]); }

// A path that stays where it is put: relative, every part a name (no "..", ".", or
// empty part), so that joined to a folder it names something inside that folder.
bool stays_inside(const std::string& path) {
  if (path.empty() || path.front() == '/' || path.find('\\') != std::string::npos) return false;
  std::size_t start = 0;
  while (start <= path.size()) {
    const auto end = std::min(path.find('/', start), path.size());
    const std::string part = path.substr(start, end - start);
    if (part.empty() || part == "." || part == "..") return false;
    start = end + 1;
  }
  return true;
}

// Whether text holds a control character (a NUL, a newline, ESC...): the system would
// cut a path at a NUL and open what comes before it.
bool has_control(const std::string& text) {
  return std::any_of(text.begin(), text.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u < 0x20 || u == 0x7f;
  });
}

// A name as Data Package v1 allows it (kNamePattern), and neither "." nor "..": the
// package's name becomes a file name (audit --output-dir), a resource's a table's name.
bool frictionless_name(const std::string& name) {
  if (name.empty() || name == "." || name == "..") return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
  });
}

// A witness's siglum: it names the witness in the apparatus and is its xml:id in the
// TEI, so an XML NCName (XML 1.0, fifth edition, NameStartChar and NameChar) without
// '.', '_' or ':' (no siglum can then be the TEI's own id, "rithmo.resp"): a letter
// (Latin, with or without diacritics, Greek, or any the XML standard admits), then
// letters, digits, '-' or combining marks, at most 16 characters in all. Greek sigla
// are stemmatics' custom for lost books.
bool siglum_name(const std::string& s) {
  // The code points XML admits to start a name (NameStartChar) beyond ASCII, and those
  // it admits after (NameChar): U+00B7, the combining marks, the ties.
  const auto start_char = [](char32_t c) {
    return (c >= 0xC0 && c <= 0xD6) || (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x2FF) ||
           (c >= 0x370 && c <= 0x37D) || (c >= 0x37F && c <= 0x1FFF) || (c >= 0x200C && c <= 0x200D) ||
           (c >= 0x2070 && c <= 0x218F) || (c >= 0x2C00 && c <= 0x2FEF) || (c >= 0x3001 && c <= 0xD7FF) ||
           (c >= 0xF900 && c <= 0xFDCF) || (c >= 0xFDF0 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0xEFFFF);
  };
  const auto name_char = [&start_char](char32_t c) {
    return start_char(c) || c == 0xB7 || (c >= 0x300 && c <= 0x36F) || (c >= 0x203F && c <= 0x2040);
  };
  std::size_t count = 0;
  for (std::size_t i = 0; i < s.size(); ++count) {
    const std::size_t n = utf8_sequence(s, i);
    if (n == 0) return false;
    char32_t c = static_cast<unsigned char>(s[i]);
    if (n > 1) {
      c &= 0xFFu >> (n + 1);
      for (std::size_t k = 1; k < n; ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
    }
    const bool ascii_letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    const bool ok = count == 0 ? ascii_letter || start_char(c)
                               : ascii_letter || (c >= '0' && c <= '9') || c == '-' || name_char(c);
    if (!ok) return false;
    i += n;
  }
  return count >= 1 && count <= 16;
}

// What a name must be, for the errors.
std::string name_rule() {
  return std::string("lowercase letters, digits, '.', '_' and '-', as ") + kNamePattern +
         " (Data Package v1), and not '.' or '..'";
}

// Where a second keying lives: "tables/keying/" (docs/tables.md, "Double keying").
constexpr const char* kKeyingPrefix = "tables/keying/";

using FieldFail = std::function<DiagnosticError(const std::string&)>;

// One field of a Table Schema, in the forms rithmo checks, of the resource named
// `resource`.
template <class J>
Field parse_field(const J& f, const std::string& resource, const FieldFail& fail) {
  Field field;
  field.name = string_of(f, "name");
  // How the errors name the field, made only for an error.
  const auto what = [&] { return "resource '" + resource + "': field '" + field.name + "'"; };
  if (field.name.empty()) throw fail(what() + " has no \"name\"");
  if (f.contains("required")) {
    throw fail(what() + ": \"required\" belongs in \"constraints\" (Table Schema)");
  }
  if (f.contains("format") && string_of(f, "format") != "default") {
    throw fail(what() + " has a \"format\"; the tables use the default format");
  }
  field.transcriber_note = string_of(f, "role") == "transcriber-note";
  const std::string type = string_of(f, "type");
  if (type == "integer")
    field.type = FieldType::Integer;
  else if (type == "string")
    field.type = FieldType::String;
  else
    throw fail(what() + " has type '" + type +
               "' (valid: integer, string; a list of numbers is a string with " + "constraints.pattern \"" +
               kIntegerListPattern + "\")");
  const auto& c = f.contains("constraints") ? f["constraints"] : no_object(f);
  if (!c.is_object() || !c.contains("required") || !c["required"].is_boolean()) {
    throw fail(what() + " does not say whether it may be empty (constraints.required: true or false)");
  }
  for (const auto& [key, value] : c.items()) {
    if (key == "required") {
      field.required = boolean(value);
    } else if (key == "enum" && value.is_array() && !value.empty()) {
      for (const auto& v : value) field.allowed.push_back(text_of(v));
    } else if (key == "pattern" && field.type == FieldType::String && value.is_string() &&
               str(value) == kIntegerListPattern) {
      field.type = FieldType::IntegerList;
    } else if (key == "pattern") {
      throw fail(what() + " has the pattern " + tree(value).dump() + " (valid: \"" + kIntegerListPattern +
                 "\" on a string, a list of numbers)");
    } else {
      throw fail(what() + " has the constraint '" + key +
                 "', which rithmo does not check (valid: required, enum, pattern)");
    }
  }
  return field;
}

using PackageFail = std::function<DiagnosticError(const std::string&, const std::string&)>;

// Whether a source file is a picture (a photograph or a scan), which has no lines to
// cite: its provenance names the file alone.
bool picture(std::string_view file) {
  const auto dot = file.rfind('.');
  if (dot == std::string_view::npos) return false;
  std::string ext(file.substr(dot + 1));
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == "jpg" || ext == "jpeg" || ext == "png" || ext == "tif" || ext == "tiff" || ext == "pdf";
}

// Three whole numbers joined by points, none with a leading zero: "1.0.0", "0.1.0".
bool semantic_version(std::string_view v) {
  int parts = 0;
  std::size_t at = 0;
  while (true) {
    const std::size_t end = std::min(v.find('.', at), v.size());
    const std::string_view part = v.substr(at, end - at);
    if (part.empty() || (part.size() > 1 && part[0] == '0') ||
        part.find_first_not_of("0123456789") != std::string_view::npos)
      return false;
    ++parts;
    if (end == v.size()) return parts == 3;
    at = end + 1;
  }
}

// The package's own properties: profile, version, licences, contributors, sources.
template <class J>
void read_package_metadata(const J& j, Package& p, const PackageFail& fail) {
  if (string_of(j, "profile") != "tabular-data-package") {
    throw fail("", "package '" + p.name + "' must have \"profile\": \"tabular-data-package\"");
  }
  // The package's own version, MAJOR.MINOR.PATCH as the Data Package specification
  // recommends: a user's book has its own; the project's books carry the project's
  // (tests/tables/datapackage_test.cpp checks them).
  p.version = string_of(j, "version");
  if (!semantic_version(p.version)) {
    throw fail("\"version\"", "package '" + p.name + "' has version '" + p.version +
                                  "': a version is MAJOR.MINOR.PATCH, three whole numbers (1.0.0)");
  }
  auto list = [&](const char* key) -> decltype(j[key]) {
    if (!j.contains(key) || !j[key].is_array() || j[key].empty()) {
      throw fail("", "package '" + p.name + "' has no \"" + key + "\"");
    }
    return j[key];
  };
  for (const auto& l : list("licenses")) {
    const License license{string_of(l, "name"), string_of(l, "path"), string_of(l, "title")};
    if (license.name.empty() && license.path.empty()) {
      throw fail("\"licenses\"", "package '" + p.name + "': a licence has neither \"name\" nor \"path\"");
    }
    p.licenses.push_back(license);
  }
  for (const auto& c : list("contributors")) {
    if (string_of(c, "title").empty())
      throw fail("\"contributors\"", "package '" + p.name + "': a contributor has no \"title\"");
    p.contributors.push_back(string_of(c, "title"));
  }
  for (const auto& s : list("sources")) {
    if (string_of(s, "title").empty())
      throw fail("\"sources\"", "package '" + p.name + "': a source has no \"title\"");
    p.sources.push_back({string_of(s, "title"), string_of(s, "file")});
  }
}

}  // namespace

std::vector<std::string> note_fields(const Resource& resource) {
  std::vector<std::string> v;
  for (const auto& f : resource.fields) {
    if (f.transcriber_note) v.push_back(f.name);
  }
  return v;
}

std::vector<std::string> number_fields(const Resource& resource) {
  std::vector<std::string> v;
  for (const auto& f : resource.fields) {
    if (f.name == "line" || f.name == "column") continue;
    if (f.type == FieldType::Integer || f.type == FieldType::IntegerList) v.push_back(f.name);
  }
  return v;
}

std::string provenance_text(const Resource& resource) {
  std::string s;
  for (const auto& l : resource.source) {
    if (l.first == 0 && l.last == 0) {  // a picture
      s += (s.empty() ? "" : "; ") + l.file;
      continue;
    }
    s += (s.empty() ? "" : "; ") + l.file + " line" +
         (l.first == l.last ? " " + std::to_string(l.first)
                            : "s " + std::to_string(l.first) + "-" + std::to_string(l.last));
  }
  return s;
}

namespace {

// Whether a resource's tree states one of the relations named.
template <class J>
bool states_one_of(const J& r, const std::vector<std::string>& relations) {
  if (!r.contains("relation") || !r["relation"].is_object()) return false;
  const auto& rel = r["relation"];
  if (!rel.contains("name") || !rel["name"].is_string()) return false;
  const std::string name = str(rel["name"]);
  return std::find(relations.begin(), relations.end(), name) != relations.end();
}

// The package a descriptor describes, read from its tree (simdjson's JsonValue or
// nlohmann::json's).
// Only the resources that state one of `relations` are read when it is given.
template <class J>
Package package_of(const J& j, const std::string& text, const std::string& display_name,
                   const std::string& dir, const std::vector<std::string>* relations) {
  auto fail = [&](const std::string& near, const std::string& message) -> DiagnosticError {
    const auto [line, col] = locate(text, near);
    return DiagnosticError({display_name, line, col, message});
  };
  if (!j.is_object() || !j.contains("resources") || !j["resources"].is_array()) {
    throw fail("", "descriptor must be an object with a \"resources\" list");
  }
  Package p;
  p.dir = dir;
  p.descriptor_name = display_name;
  p.descriptor_text = text;
  p.name = string_of(j, "name");
  p.title = string_of(j, "title");
  if (p.name.empty()) throw fail("", "descriptor has no \"name\"");
  if (!frictionless_name(p.name)) {
    throw fail("\"" + p.name + "\"", "package name '" + p.name + "' is not a valid name: " + name_rule());
  }
  read_package_metadata(j, p, [&](const std::string& near, const std::string& m) { return fail(near, m); });
  bool from_ocr = false;
  std::size_t cursor = 0;             // each resource is located after the one before it
  std::size_t counted = 0, line = 1;  // the lines before `counted`, counted once
  for (const auto& r : j["resources"]) {
    Resource res;
    res.name = string_of(r, "name");
    const std::string near = "\"" + res.name + "\"";
    if (const auto at = text.find(near, cursor); !res.name.empty() && at != std::string::npos) {
      line += newlines(text, counted, at);
      counted = at;
      const auto nl = text.rfind('\n', at);
      res.line = line;
      res.column = at - (nl == std::string::npos ? 0 : nl + 1) + 1;
      cursor = at + near.size();
    }
    if (relations && !states_one_of(r, *relations)) continue;
    auto fail_here = [&](const std::string& message) -> DiagnosticError {
      return DiagnosticError({display_name, res.line, res.column, message});
    };
    auto need = [&](const char* key) -> std::string {
      if (!r.contains(key) || !r[key].is_string() || str(r[key]).empty()) {
        throw fail_here("resource '" + res.name + "' has no \"" + key + "\"");
      }
      return str(r[key]);
    };
    if (res.name.empty()) throw fail("", "a resource has no \"name\"");
    if (!frictionless_name(res.name)) {
      throw fail_here("resource name '" + res.name + "' is not a valid name: " + name_rule());
    }
    res.path = need("path");
    if (has_control(res.path)) {
      throw fail_here("resource '" + res.name + "': \"path\" '" + res.path +
                      "' holds a control character (a path of printable characters only)");
    }
    if (!stays_inside(res.path)) {
      throw fail_here("resource '" + res.name + "': \"path\" '" + res.path +
                      "' leaves the package (a path inside its folder: no leading '/', no '..')");
    }
    for (const Resource& before : p.resources) {
      if (before.name == res.name || before.path == res.path) {
        throw fail_here("resource '" + res.name + "' (" + res.path + ") is described twice (also line " +
                        std::to_string(before.line) + ")");
      }
    }
    res.title = need("title");
    res.section = need("section");
    res.reading = need("reading");
    // The tables are UTF-8 CSV in the default dialect (docs/tables.md, "CSV"): the
    // descriptor says so in the specification's words, and says nothing else.
    for (const auto& [key, value] :
         {std::pair{"profile", "tabular-data-resource"}, std::pair{"format", "csv"},
          std::pair{"mediatype", "text/csv"}, std::pair{"encoding", "utf-8"}}) {
      if (string_of(r, key) != value) {
        throw fail_here("resource '" + res.name + "' must have \"" + key + "\": \"" + value + "\"");
      }
    }
    if (r.contains("dialect")) {
      throw fail_here("resource '" + res.name +
                      "' has a \"dialect\"; the tables use the default CSV dialect");
    }
    if (r.contains("relation") && r["relation"].is_null()) {
      // No relation states the table: said so, never left out by mistake.
      res.audited = false;
      res.relation = nlohmann::json::object();
    } else if (!r.contains("relation") || !r["relation"].is_object() || !r["relation"].contains("name") ||
               !r["relation"]["name"].is_string()) {
      throw fail_here("resource '" + res.name +
                      "' has no \"relation\" with a \"name\" (or \"relation\": null for "
                      "a table no relation states, its reading saying why)");
    } else {
      res.relation = tree(r["relation"]);
    }
    // "columns": {RELATION-COLUMN: HEADER}, for a table headed in its book's language.
    if (r.contains("columns")) {
      const auto& c = r["columns"];
      bool ok = c.is_object();
      if (ok) {
        for (const auto& [column, header] : c.items()) {
          ok = ok && header.is_string() && !column.empty() && !str(header).empty();
          if (ok) res.columns[std::string(column)] = str(header);
        }
      }
      if (!ok) {
        throw fail_here("resource '" + res.name +
                        "': \"columns\" maps the relation's columns to the table's headers, "
                        "{\"taker\": \"Nehmer\"}: an object of non-empty strings");
      }
    }
    if (r.contains("collates_with") && !r["collates_with"].is_string()) {
      throw fail_here("resource '" + res.name + "': \"collates_with\" must be a table's name (a string)");
    }
    res.collates_with = string_of(r, "collates_with");
    if (!res.audited && !res.collates_with.empty()) {
      throw fail_here(
          "resource '" + res.name +
          "': \"collates_with\" needs a relation to compare the witnesses under, and this table states "
          "none (\"relation\": null)");
    }
    if (r.contains("work")) {
      const auto& w = r["work"];
      const bool transcribes = w.is_object() && w.contains("transcribes");
      if (!w.is_object() || !w.contains("name") || !w["name"].is_string() || !w.contains("siglum") ||
          !w["siglum"].is_string() || (transcribes && !w["transcribes"].is_string()) ||
          w.size() != 2u + transcribes) {
        throw fail_here("resource '" + res.name +
                        "': \"work\" is {\"name\": WORK, \"siglum\": SIGLUM} (and, for a modern "
                        "transcription, \"transcribes\": the siglum of the print it follows), nothing else");
      }
      res.work = str(w["name"]);
      res.siglum = str(w["siglum"]);
      if (transcribes) res.transcribes = str(w["transcribes"]);
      if (!frictionless_name(res.work)) {
        throw fail_here("resource '" + res.name + "': work name '" + res.work +
                        "' is not a valid name: " + name_rule());
      }
      if (!siglum_name(res.siglum)) {
        throw fail_here("resource '" + res.name + "': siglum '" + res.siglum +
                        "' is not a siglum (a letter, Latin or Greek or any XML names admit, then letters, "
                        "digits or '-', at most 16)");
      }
      if (transcribes && (!siglum_name(res.transcribes) || res.transcribes == res.siglum)) {
        throw fail_here(
            "resource '" + res.name + "': \"transcribes\" '" + res.transcribes +
            "' is not the siglum of another witness (a letter, then letters, digits or '-', at most "
            "16; not the table's own siglum)");
      }
      if (!res.audited) {
        throw fail_here("resource '" + res.name +
                        "': a witness of a work needs the relation the work states, and this table "
                        "states none (\"relation\": null)");
      }
    }
    if (r.contains("claims_witness") && !r["claims_witness"].is_string()) {
      throw fail_here("resource '" + res.name + "': \"claims_witness\" must be a package's name (a string)");
    }
    res.claims_witness = string_of(r, "claims_witness");
    if (r.contains("partial") && !r["partial"].is_boolean())
      throw fail_here("resource '" + res.name + "': \"partial\" is true or false");
    res.partial = r.contains("partial") && boolean(r["partial"]);
    // Provenance: {"file", "lines": [a, b]} or {"files": [...], "lines": {file: [a, b]}}.
    auto range_of = [&](const std::string& file, const auto& range) {
      // Two whole numbers that fit a long (a line beyond one would overflow the read).
      auto whole = [](const auto& n) {
        return n.is_number_integer() &&
               !(n.is_number_unsigned() && unsigned_number(n) > static_cast<std::uint64_t>(LONG_MAX));
      };
      if (!range.is_array() || range.size() != 2 || !whole(range[0]) || !whole(range[1])) {
        throw fail_here("resource '" + res.name + "': bad line range for " + file +
                        " (\"lines\": [FIRST, LAST], two whole numbers)");
      }
      res.source.push_back({file, whole_number(range[0]), whole_number(range[1])});
    };
    const auto& src = r.contains("source") ? r["source"] : no_object(r);
    if (!src.is_object()) throw fail_here("resource '" + res.name + "': \"source\" must be an object");
    if (src.contains("file") && src.contains("lines")) {
      if (!src["file"].is_string())
        throw fail_here("resource '" + res.name + "': \"file\" of \"source\" must be a string");
      range_of(str(src["file"]), src["lines"]);
    } else if (src.contains("files") && src.contains("lines") && src["lines"].is_object()) {
      for (const auto& [file, range] : src["lines"].items()) range_of(file, range);
    } else if (src.contains("file") && src["file"].is_string() && picture(str(src["file"]))) {
      res.source.push_back({str(src["file"]), 0, 0});  // a picture has no lines
    } else if (src.contains("files") && !src.contains("lines") && src["files"].is_array()) {
      for (const auto& f : src["files"]) {  // pictures, every one of them
        if (!f.is_string() || !picture(str(f))) {
          res.source.clear();
          break;
        }
        res.source.push_back({str(f), 0, 0});
      }
    }
    if (res.source.empty()) {
      throw fail_here(
          "resource '" + res.name +
          "' has no provenance (\"source\" with a file and a line range, or the files of pictures "
          "alone: photographs or scans, .jpg, .jpeg, .png, .tif, .tiff or .pdf)");
    }
    for (const auto& s : res.source) {
      if (s.first == 0 && s.last == 0 && picture(s.file)) continue;
      if (s.first < 1 || s.last < s.first) throw fail_here("resource '" + res.name + "': bad line range");
      // The Source Library's page text is cited under ocr/; any other source (a
      // user's own photographs, another scan) takes the licence its owner gives.
      from_ocr = from_ocr || s.file.rfind("ocr/", 0) == 0;
    }
    const auto& keying = r.contains("keying") ? r["keying"] : no_object(r);
    res.double_keyed = keying.is_object() && keying.contains("double_keyed") &&
                       keying["double_keyed"].is_boolean() && boolean(keying["double_keyed"]);
    res.second_keying = string_of(keying, "second");
    // "double_keyed": false with the path of the second keying marks a table keyed once
    // and awaiting its second keying (docs/tables.md): checked, audited, and listed by
    // `rithmo tables keying` as pending until the second keying is there.
    const bool flag_ok =
        keying.is_object() && (!keying.contains("double_keyed") || keying["double_keyed"].is_boolean());
    if (res.second_keying.empty() || !flag_ok) {
      throw fail_here("resource '" + res.name + "' is not marked double keyed with its second keying");
    }
    if (has_control(res.second_keying)) {
      throw fail_here("resource '" + res.name + "': second keying '" + res.second_keying +
                      "' holds a control character (a path of printable characters only)");
    }
    if (res.second_keying.rfind(kKeyingPrefix, 0) != 0 || !stays_inside(res.second_keying)) {
      throw fail_here("resource '" + res.name + "': second keying '" + res.second_keying + "' is not under " +
                      kKeyingPrefix + " (no '..')");
    }
    if (!r.contains("schema") || !r["schema"].is_object() || !r["schema"].contains("fields") ||
        !r["schema"]["fields"].is_array()) {
      throw fail_here("resource '" + res.name + "' has no schema fields");
    }
    for (const auto& [key, value] : r["schema"].items()) {
      (void)value;
      if (key != "fields") {
        throw fail_here("schema of '" + res.name + "' has \"" + key +
                        "\", which rithmo does not check (valid: fields)");
      }
    }
    for (const auto& f : r["schema"]["fields"]) {
      res.fields.push_back(parse_field(f, res.name, [&](const std::string& m) { return fail_here(m); }));
    }
    p.resources.push_back(std::move(res));
  }
  // The OCR page text is CC BY-SA 4.0, credit Source Library (../shared/sources/ocr/
  // README.md): a package keyed from it carries that licence and that credit.
  if (from_ocr) {
    const bool licensed = std::any_of(p.licenses.begin(), p.licenses.end(),
                                      [](const License& l) { return l.name == kOcrLicense; });
    const bool credited = std::any_of(p.sources.begin(), p.sources.end(), [](const PackageSource& s) {
      return s.title.find(kOcrCredit) != std::string::npos;
    });
    if (!licensed || !credited) {
      throw fail("\"licenses\"", std::string("package '") + p.name +
                                     "' is keyed from the OCR pages: it needs the licence " + kOcrLicense +
                                     " and a source crediting " + kOcrCredit);
    }
  }
  return p;
}

}  // namespace

Package parse_package(const std::string& text, const std::string& display_name, const std::string& dir) {
  return parse_package(text, display_name, dir, nullptr);
}

Package parse_package(const std::string& text, const std::string& display_name, const std::string& dir,
                      const std::vector<std::string>* relations) {
  // simdjson reads the descriptors (never deeper than kMaxJsonDepth); what it does not
  // read, and every error, is nlohmann::json::parse's, once the nesting is known not to
  // be too deep.
  simdjson::dom::parser parser;
  if (const auto root = read_json(parser, text)) return package_of(*root, text, display_name, dir, relations);
  nlohmann::json j;
  try {
    if (const std::size_t at = too_deep(text); at != std::string::npos) {
      const auto [line, col] = position_at(text, at);
      throw DiagnosticError(
          {display_name, line, col,
           "JSON nested more than " + std::to_string(kMaxJsonDepth) + " deep (a descriptor nests six deep)"});
    }
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const auto [line, col] = position_at(text, e.byte > 0 ? e.byte - 1 : 0);
    std::string what = e.what();
    if (const auto p = what.find("parse error"); p != std::string::npos) what = what.substr(p);
    throw DiagnosticError({display_name, line, col, "invalid JSON: " + what});
  } catch (const nlohmann::json::exception& e) {
    // A number beyond a double ("1E400"): the parser says which, not where.
    std::string what = e.what();
    if (const auto p = what.find("] "); p != std::string::npos) what = what.substr(p + 2);
    throw DiagnosticError({display_name, 1, 1, "invalid JSON: " + what});
  }
  return package_of(j, text, display_name, dir, relations);
}

Package read_package(const std::string& dir) {
  const std::string path = (fs::path(dir) / "datapackage.json").string();
  return parse_package(read_input_file(path), path, dir);
}

Package read_package(const std::string& dir, const std::vector<std::string>& relations) {
  const std::string path = (fs::path(dir) / "datapackage.json").string();
  return parse_package(read_input_file(path), path, dir, &relations);
}

std::vector<std::string> package_dirs(const std::string& tables_dir) {
  std::vector<std::string> dirs;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(tables_dir, ec)) {
    if (!e.is_directory() || !fs::exists(e.path() / "datapackage.json")) continue;
    // The folder's name is the package's in every report: UTF-8 text, no control
    // character (a line break would break a Markdown table, a byte no UTF-8 every file).
    const std::string name = e.path().filename().string();
    if (invalid_utf8(name) || std::any_of(name.begin(), name.end(), [](char c) {
          return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
        })) {
      throw DiagnosticError(file_problem(
          e.path().string(), "package folder '" + e.path().string() +
                                 "': its name must be UTF-8 text without control characters (rename it)"));
    }
    dirs.push_back(e.path().string());
  }
  if (ec)
    throw DiagnosticError(
        file_problem(tables_dir, "cannot list the tables folder '" + tables_dir + "': " + ec.message()));
  std::sort(dirs.begin(), dirs.end());
  return dirs;
}

Package read_book_package(const std::string& dir, const std::string& tables_dir) {
  try {
    Package p = read_package(dir);
    check_folder_name(p);
    return p;
  } catch (const DiagnosticError&) {
    // A tables folder itself (its books in its subfolders, two or more, its own
    // descriptor the combined one, which no reader takes for a book): the folder named
    // is above it.
    std::error_code ec;
    std::size_t books = 0;
    for (const auto& inner : fs::directory_iterator(dir, ec))
      books += inner.is_directory() && fs::exists(inner.path() / "datapackage.json") ? 1 : 0;
    if (books >= 2) {
      throw DiagnosticError(file_problem(
          tables_dir, "'" + tables_dir + "' is no tables folder: '" + dir +
                          "' is one (its books are in its subfolders); run with --tables " + dir));
    }
    throw;
  }
}

void check_folder_name(const Package& package) {
  const std::string folder = fs::path(package.dir).filename().string();
  if (package.name == folder) return;
  const auto [line, column] = locate(package.descriptor_text, "\"name\"");
  throw DiagnosticError({package.descriptor_name, line, column,
                         "package '" + package.name + "' is in the folder '" + folder +
                             "': a book is named and dated by its package's name, and its folder bears it "
                             "(rename the folder '" +
                             package.name + "')"});
}

std::vector<Package> read_packages(const std::string& tables_dir, unsigned threads) {
  const std::vector<std::string> dirs = package_dirs(tables_dir);
  std::vector<Package> out(dirs.size());
  std::vector<std::exception_ptr> errors(dirs.size());
  for_each_index(dirs.size(), threads, [&](std::size_t i) {
    try {
      out[i] = read_book_package(dirs[i], tables_dir);
    } catch (...) {
      errors[i] = std::current_exception();
    }
  });
  for (const auto& e : errors) {
    if (e) std::rethrow_exception(e);
  }
  return out;
}

namespace {

// Whether a symbolic link stands on the way from dir along the relative path rel: each
// step is looked at (lstat), up to the first that does not exist. Without one, the
// file is dir/rel wherever dir itself leads, and rel stays inside (parse_package).
bool symlink_on_the_way(const fs::path& dir, const fs::path& rel) {
  fs::path at = dir;
  for (const auto& part : rel) {
    at /= part;
    std::error_code ec;
    const fs::file_status st = fs::symlink_status(at, ec);
    if (ec || !fs::exists(st)) return false;
    if (fs::is_symlink(st)) return true;
  }
  return false;
}

}  // namespace

std::string resource_file(const Package& package, const Resource& resource) {
  const fs::path file = fs::path(package.dir) / resource.path;
  // The path itself stays inside (parse_package); a symbolic link on the way may not.
  // Most paths have none, and are settled by one look at each step.
  if (!symlink_on_the_way(package.dir, resource.path)) return file.string();
  std::error_code ec;
  const fs::path real = fs::weakly_canonical(file, ec);
  const fs::path home = fs::weakly_canonical(package.dir, ec);
  if (!ec) {
    const auto rel = real.lexically_relative(home);
    if (rel.empty() || *rel.begin() == "..") {
      throw DiagnosticError({package.descriptor_name, resource.line, resource.column,
                             "resource '" + resource.name + "': \"path\" '" + resource.path +
                                 "' leads outside the package through a symbolic link"});
    }
  }
  return file.string();
}

std::string second_keying_file(const Package& package, const Resource& resource) {
  const std::string under = resource.second_keying.substr(std::string(kKeyingPrefix).size());
  return (fs::path(package.dir).parent_path() / "keying" / under).string();
}

CsvDocument read_resource(const Package& package, const Resource& resource) {
  try {
    return read_csv_file(resource_file(package, resource));
  } catch (const DiagnosticError& e) {
    // A file that cannot be read has no place in itself: the place is the descriptor's
    // resource that names it.
    if (e.diag.line != 0 || resource.line == 0) throw;
    throw DiagnosticError({package.descriptor_name, resource.line, resource.column,
                           "resource '" + resource.name + "': " + e.diag.message});
  }
}

CsvDocument read_resource(const Package& package, const std::string& name) {
  for (const Resource& r : package.resources) {
    if (r.name == name) return read_resource(package, r);
  }
  throw DiagnosticError(file_problem(
      package.descriptor_name, "no resource named '" + name + "' in '" + package.descriptor_name + "'"));
}

void check_table(const Resource& resource, const CsvDocument& doc) {
  auto fail = [&](const CsvCell& c, const std::string& message) -> DiagnosticError {
    return DiagnosticError({doc.name, c.line, c.column, message});
  };
  for (std::size_t i = 0; i < std::max(doc.header.size(), resource.fields.size()); ++i) {
    if (i >= doc.header.size()) {
      const CsvCell& last = doc.header.back();
      throw DiagnosticError({doc.name, last.line, last.column + last.text.size(),
                             "missing column '" + resource.fields[i].name + "'"});
    }
    if (i >= resource.fields.size())
      throw fail(doc.header[i], "column '" + doc.header[i].text + "' is not in the descriptor");
    if (doc.header[i].text != resource.fields[i].name) {
      throw fail(doc.header[i], "column '" + doc.header[i].text + "' where the descriptor has '" +
                                    resource.fields[i].name + "'");
    }
  }
  for (const auto& row : doc.rows) {
    for (std::size_t i = 0; i < row.cells.size(); ++i) {
      const CsvCell& c = row.cells[i];
      const Field& f = resource.fields[i];
      if (!c.text.empty() && (std::isspace(static_cast<unsigned char>(c.text.front())) ||
                              std::isspace(static_cast<unsigned char>(c.text.back())))) {
        throw fail(c, "stray whitespace in column '" + f.name + "'");
      }
      if (c.text.empty()) {
        if (f.required) throw fail(c, "empty cell in required column '" + f.name + "'");
        continue;
      }
      if (f.type == FieldType::Integer) {
        if (!all_digits(c.text))
          throw fail(c, "'" + c.text + "' in column '" + f.name + "' is not a number (digits only)");
        // The reference library reads "012" as no integer, and above 2^53 loses digits.
        if (c.text.size() > 1 && c.text.front() == '0') {
          throw fail(c, "'" + c.text + "' in column '" + f.name +
                            "' has a leading zero (an integer column has none)");
        }
        if (const auto n = read_natural(c.text); !n || *n > *read_natural(kLargestInteger)) {
          throw fail(c, "'" + c.text + "' in column '" + f.name + "' is above " + kLargestInteger +
                            " (2^53, the largest integer every Frictionless reader holds)");
        }
      }
      if (f.type == FieldType::IntegerList) {
        std::istringstream in(c.text);
        std::string item;
        std::size_t count = 0;
        while (std::getline(in, item, ' ')) {
          ++count;
          if (!all_digits(item)) {
            throw fail(c, "'" + c.text + "' in column '" + f.name +
                              "' is not a list of numbers separated by single spaces");
          }
        }
        if (count == 0) throw fail(c, "empty list in column '" + f.name + "'");
      }
      if (!f.allowed.empty() && std::find(f.allowed.begin(), f.allowed.end(), c.text) == f.allowed.end()) {
        std::string valid;
        for (const auto& a : f.allowed) valid += (valid.empty() ? "" : ", ") + a;
        throw fail(c, "'" + c.text + "' in column '" + f.name + "' is not one of: " + valid);
      }
    }
  }
  // Each row's source line lies within the declared provenance.
  const auto line_col = doc.column("line");
  const auto file_col = doc.column("file");
  if (line_col == std::string::npos) return;
  for (const auto& row : doc.rows) {
    const CsvCell& c = row.cells[line_col];
    const auto line = read_natural(c.text);
    if (!line) continue;  // empty, or not a number: the column's own check says so
    bool inside = false;
    for (const auto& s : resource.source) {
      const bool file_matches = file_col == std::string::npos ||
                                s.file.rfind(row.cells[file_col].text + "_", 0) == 0 ||
                                s.file == row.cells[file_col].text;
      // A picture has no lines of its own: a row's line is the printed page's.
      const bool whole = s.first == 0 && s.last == 0;
      inside = inside || (file_matches && (whole || (*line >= s.first && *line <= s.last)));
    }
    if (!inside) throw fail(c, "line " + c.text + " is outside the source range of '" + resource.name + "'");
  }
}

std::size_t check_package(const Package& package, std::vector<Diagnostic>* problems) {
  // Each problem stops the whole check, or only its table's when they are collected.
  const auto checked = [problems](const auto& check) {
    try {
      check();
    } catch (const DiagnosticError& e) {
      if (!problems) throw;
      problems->push_back(e.diag);
    }
  };
  std::size_t rows = 0;
  std::vector<std::string> described;
  for (const auto& r : package.resources) {
    described.push_back(r.path);
    checked([&] {
      const CsvDocument doc = read_resource(package, r);
      check_table(r, doc);
      rows += doc.rows.size();
      const fs::path second = second_keying_file(package, r);
      if (!r.double_keyed && fs::exists(second)) {
        throw DiagnosticError({package.descriptor_name, r.line, r.column,
                               "second keying of '" + r.name + "' is there (" + second.string() +
                                   "): mark the resource \"double_keyed\": true"});
      }
      if (r.double_keyed && !fs::is_regular_file(second)) {
        throw DiagnosticError({package.descriptor_name, r.line, r.column,
                               "second keying of '" + r.name + "' not found: " + second.string()});
      }
    });
  }
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(package.dir)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const fs::path& path : files) {
    if (path.extension() != ".csv") continue;
    const std::string file = path.filename().string();
    if (std::find(described.begin(), described.end(), file) != described.end()) continue;
    checked([&] {
      throw DiagnosticError(file_problem(
          path.string(), "table '" + path.string() + "' is not described in its datapackage.json"));
    });
  }
  return rows;
}

nlohmann::json Package::descriptor_members(std::initializer_list<std::string_view> keys) const {
  // simdjson reads the whole text in a few instructions a byte; only the members asked
  // for become trees. Text it does not read is nlohmann's, skipping every other member.
  simdjson::dom::parser parser;
  if (const auto root = read_json(parser, descriptor_text)) {
    nlohmann::json out = nlohmann::json::object();
    for (const std::string_view key : keys) {
      if (root->contains(key)) out[std::string(key)] = (*root)[key].tree();
    }
    return out;
  }
  const nlohmann::json::parser_callback_t keep = [keys](int depth, nlohmann::json::parse_event_t event,
                                                        nlohmann::json& parsed) {
    if (depth != 1 || event != nlohmann::json::parse_event_t::key) return true;
    const auto& key = parsed.get_ref<const std::string&>();
    return std::find(keys.begin(), keys.end(), key) != keys.end();
  };
  return nlohmann::json::parse(descriptor_text, keep);
}

nlohmann::ordered_json combined_package(const std::vector<Package>& packages) {
  using ojson = nlohmann::ordered_json;
  ojson licenses = ojson::array(), contributors = ojson::array(), sources = ojson::array(),
        resources = ojson::array();
  auto add_new = [](ojson& list, const ojson& item) {
    if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
  };
  for (const Package& p : packages) {
    const ojson d = p.descriptor();
    for (const auto& l : d["licenses"]) add_new(licenses, l);
    for (const auto& c : d["contributors"]) add_new(contributors, c);
    for (const auto& s : d["sources"]) add_new(sources, s);
    for (const auto& r : d["resources"]) {
      // Each table keeps its descriptor, renamed and placed under its folder, with
      // its package's licences and sources, which must travel with it.
      ojson entry;
      for (const auto& [key, value] : r.items()) {
        if (key == "name") {
          entry["name"] = p.name + "/" + value.get<std::string>();
          entry["package"] = p.name;
        } else if (key == "path") {
          entry["path"] = p.name + "/" + value.get<std::string>();
        } else {
          entry[key] = value;
        }
      }
      entry["licenses"] = d["licenses"];
      entry["sources"] = d["sources"];
      resources.push_back(std::move(entry));
    }
  }
  ojson c;
  c["name"] = "rithmo-tables";
  c["title"] = "The tables of Rithmomachia transcribed by rithmo, every package in one";
  c["description"] =
      "Generated by `rithmo tables package` from tables/*/datapackage.json, which are the descriptors to "
      "edit; each resource is named <package>/<table> and keeps its package's licences and sources.";
  c["profile"] = "tabular-data-package";
  c["version"] = RITHMO_VERSION;
  c["licenses"] = licenses;
  c["contributors"] = contributors;
  c["sources"] = sources;
  c["resources"] = resources;
  return c;
}

}  // namespace rithmo
