#include "tables/datapackage.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace rithmo {

namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DiagnosticError({path, 1, 1, "cannot read file"});
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Line and column of the first occurrence of needle in text (1:1 if absent), so that
// descriptor problems point at the resource they concern.
std::pair<std::size_t, std::size_t> locate(const std::string& text, const std::string& needle) {
  const auto at = needle.empty() ? std::string::npos : text.find(needle);
  if (at == std::string::npos) return {1, 1};
  const std::size_t line =
      1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
  const auto nl = text.rfind('\n', at);
  return {line, at - (nl == std::string::npos ? 0 : nl + 1) + 1};
}

std::string text_of(const nlohmann::json& j) {
  if (j.is_string()) return j.get<std::string>();
  return j.dump();
}

bool all_digits(const std::string& s) {
  return !s.empty() &&
         std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

}  // namespace

Package parse_package(const std::string& text, const std::string& display_name, const std::string& dir) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
    const std::string before = text.substr(0, std::min(at, text.size()));
    const std::size_t line = 1 + static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n'));
    const auto nl = before.rfind('\n');
    const std::size_t col = before.size() - (nl == std::string::npos ? 0 : nl + 1) + 1;
    std::string what = e.what();
    if (const auto p = what.find("parse error"); p != std::string::npos) what = what.substr(p);
    throw DiagnosticError({display_name, line, col, "invalid JSON: " + what});
  }
  auto fail = [&](const std::string& near, const std::string& message) -> DiagnosticError {
    const auto [line, col] = locate(text, near);
    return DiagnosticError({display_name, line, col, message});
  };
  if (!j.is_object() || !j.contains("resources") || !j["resources"].is_array()) {
    throw fail("", "descriptor must be an object with a \"resources\" list");
  }
  Package p;
  p.dir = dir;
  p.name = j.value("name", "");
  p.title = j.value("title", "");
  if (p.name.empty()) throw fail("", "descriptor has no \"name\"");
  for (const auto& r : j["resources"]) {
    Resource res;
    res.name = r.value("name", "");
    const std::string near = "\"" + res.name + "\"";
    auto need = [&](const char* key) -> std::string {
      if (!r.contains(key) || !r[key].is_string() || r[key].get<std::string>().empty()) {
        throw fail(near, "resource '" + res.name + "' has no \"" + key + "\"");
      }
      return r[key].get<std::string>();
    };
    if (res.name.empty()) throw fail("", "a resource has no \"name\"");
    res.path = need("path");
    res.title = need("title");
    res.section = need("section");
    res.reading = need("reading");
    if (!r.contains("relation") || !r["relation"].is_object() || !r["relation"].contains("name")) {
      throw fail(near, "resource '" + res.name + "' has no \"relation\" with a \"name\"");
    }
    res.relation = r["relation"];
    // Provenance: {"file", "lines": [a, b]} or {"files": [...], "lines": {file: [a, b]}}.
    const auto& src = r.value("source", nlohmann::json::object());
    if (src.contains("file") && src.contains("lines") && src["lines"].is_array() &&
        src["lines"].size() == 2) {
      res.source.push_back(
          {src["file"].get<std::string>(), src["lines"][0].get<long>(), src["lines"][1].get<long>()});
    } else if (src.contains("files") && src.contains("lines") && src["lines"].is_object()) {
      for (const auto& [file, range] : src["lines"].items()) {
        if (!range.is_array() || range.size() != 2)
          throw fail(near, "resource '" + res.name + "': bad line range for " + file);
        res.source.push_back({file, range[0].get<long>(), range[1].get<long>()});
      }
    }
    if (res.source.empty()) {
      throw fail(near,
                 "resource '" + res.name + "' has no provenance (\"source\" with a file and a line range)");
    }
    for (const auto& s : res.source) {
      if (s.first < 1 || s.last < s.first) throw fail(near, "resource '" + res.name + "': bad line range");
    }
    const auto& keying = r.value("keying", nlohmann::json::object());
    res.double_keyed = keying.value("double_keyed", false);
    res.second_keying = keying.value("second", "");
    if (!res.double_keyed || res.second_keying.empty()) {
      throw fail(near, "resource '" + res.name + "' is not marked double keyed with its second keying");
    }
    if (!r.contains("schema") || !r["schema"].contains("fields") || !r["schema"]["fields"].is_array()) {
      throw fail(near, "resource '" + res.name + "' has no schema fields");
    }
    for (const auto& f : r["schema"]["fields"]) {
      Field field;
      field.name = f.value("name", "");
      const std::string type = f.value("type", "");
      if (type == "integer")
        field.type = FieldType::Integer;
      else if (type == "integer-list")
        field.type = FieldType::IntegerList;
      else if (type == "string")
        field.type = FieldType::String;
      else
        throw fail(near, "resource '" + res.name + "': field '" + field.name + "' has unknown type '" + type +
                             "' (valid: integer, integer-list, string)");
      field.required = f.value("required", true);
      field.transcriber_note = f.value("role", "") == "transcriber-note";
      if (f.contains("constraints") && f["constraints"].contains("enum")) {
        for (const auto& v : f["constraints"]["enum"]) field.allowed.push_back(text_of(v));
      }
      res.fields.push_back(std::move(field));
    }
    p.resources.push_back(std::move(res));
  }
  return p;
}

Package read_package(const std::string& dir) {
  const std::string path = (fs::path(dir) / "datapackage.json").string();
  return parse_package(slurp(path), path, dir);
}

std::vector<Package> read_packages(const std::string& tables_dir) {
  std::vector<std::string> dirs;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(tables_dir, ec)) {
    if (e.is_directory() && fs::exists(e.path() / "datapackage.json")) dirs.push_back(e.path().string());
  }
  if (ec) throw DiagnosticError({tables_dir, 1, 1, "cannot list the tables folder: " + ec.message()});
  std::sort(dirs.begin(), dirs.end());
  std::vector<Package> out;
  for (const auto& d : dirs) out.push_back(read_package(d));
  return out;
}

CsvDocument read_resource(const Package& package, const Resource& resource) {
  return read_csv_file((fs::path(package.dir) / resource.path).string());
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
      if (f.type == FieldType::Integer && !all_digits(c.text)) {
        throw fail(c, "'" + c.text + "' in column '" + f.name + "' is not a number (digits only)");
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
    if (c.text.empty()) continue;
    const long line = std::stol(c.text);
    bool inside = false;
    for (const auto& s : resource.source) {
      const bool file_matches = file_col == std::string::npos ||
                                s.file.rfind(row.cells[file_col].text + "_", 0) == 0 ||
                                s.file == row.cells[file_col].text;
      inside = inside || (file_matches && line >= s.first && line <= s.last);
    }
    if (!inside) throw fail(c, "line " + c.text + " is outside the source range of '" + resource.name + "'");
  }
}

std::size_t check_package(const Package& package, const std::string& repo_root) {
  std::size_t rows = 0;
  std::vector<std::string> described;
  for (const auto& r : package.resources) {
    const CsvDocument doc = read_resource(package, r);
    check_table(r, doc);
    rows += doc.rows.size();
    described.push_back(r.path);
    const fs::path second = fs::path(repo_root) / r.second_keying;
    if (!fs::exists(second)) {
      throw DiagnosticError({(fs::path(package.dir) / "datapackage.json").string(), 1, 1,
                             "second keying of '" + r.name + "' not found: " + r.second_keying});
    }
  }
  for (const auto& e : fs::directory_iterator(package.dir)) {
    if (e.path().extension() != ".csv") continue;
    const std::string file = e.path().filename().string();
    if (std::find(described.begin(), described.end(), file) == described.end()) {
      throw DiagnosticError({e.path().string(), 1, 1, "table not described in datapackage.json"});
    }
  }
  return rows;
}

}  // namespace rithmo
