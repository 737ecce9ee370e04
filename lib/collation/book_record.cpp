#include "collation/book_record.hpp"

#include "diagnostic.hpp"
#include "number/numeral.hpp"
#include "params/enum_table.hpp"
#include "tables/csv.hpp"
#include "tables/input_file.hpp"

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <map>
#include <set>

namespace rithmo {

namespace {

constexpr auto kStatedNames = enum_table<StatedRelation>({{StatedRelation::Source, "source"},
                                                          {StatedRelation::Prints, "prints"},
                                                          {StatedRelation::Quotes, "quotes"},
                                                          {StatedRelation::Compares, "compares"}});

const std::vector<std::string> kKinds = {
    "print", "manuscript", "modern-transcription", "modern-retelling", "modern-computed", "modern-study"};

// The line and column of the first `needle` after `from` in the descriptor's text.
Diagnostic at(const Package& p, const std::string& needle, const std::string& message, std::size_t from = 0) {
  const std::string& text = p.descriptor_text;
  std::size_t pos = needle.empty() ? std::string::npos : text.find(needle, from);
  if (pos == std::string::npos) pos = needle.empty() ? 0 : text.find(needle);
  if (pos == std::string::npos) pos = 0;
  std::size_t line = 1, col = 1;
  for (std::size_t i = 0; i < pos; ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return {p.descriptor_name, line, col, message};
}

std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

}  // namespace

std::string_view name(StatedRelation r) { return kStatedNames.name(r); }

std::string Statement::where() const {
  return source + (first_line == last_line
                       ? " line " + std::to_string(first_line)
                       : " lines " + std::to_string(first_line) + "-" + std::to_string(last_line));
}

std::optional<int> year_of(const std::string& package) {
  std::optional<int> year;
  std::size_t start = 0;
  while (start <= package.size()) {
    const std::size_t end = std::min(package.find('-', start), package.size());
    const std::string_view part = std::string_view(package).substr(start, end - start);
    if (part.size() == 4) {
      if (const auto y = read_count(part, 2999); y && *y >= 1000) year = static_cast<int>(*y);
    }
    start = end + 1;
  }
  return year;
}

BookRecord read_book_record(const Package& package) {
  BookRecord r;
  r.package = package.name;
  if (package.descriptor_text.empty()) return r;  // a package put together in code says nothing
  const nlohmann::json d = package.descriptor_members({"witness", "statements"});
  const auto text = [&](const nlohmann::json& o, const char* key, const std::string& near) -> std::string {
    if (!o.contains(key)) return {};
    if (!o[key].is_string())
      throw DiagnosticError(at(package, "\"" + std::string(key) + "\"",
                               "\"" + std::string(key) + "\" of " + near + " must be a string"));
    return o[key].get<std::string>();
  };
  if (d.contains("witness")) {
    const auto& w = d["witness"];
    if (!w.is_object()) throw DiagnosticError(at(package, "\"witness\"", "\"witness\" must be an object"));
    r.recorded = true;
    if (w.contains("period")) {
      if (!w["period"].is_boolean())
        throw DiagnosticError(at(package, "\"period\"", "\"period\" must be true or false"));
      r.period = w["period"].get<bool>();
    }
    r.kind = text(w, "kind", "\"witness\"");
    if (!r.kind.empty() && std::find(kKinds.begin(), kKinds.end(), r.kind) == kKinds.end()) {
      throw DiagnosticError(
          at(package, "\"kind\"",
             "witness kind '" + r.kind + "' is unknown (valid: " + join_names(kKinds) + ")"));
    }
    r.author = text(w, "author", "\"witness\"");
    r.title = text(w, "title", "\"witness\"");
    r.place = text(w, "place", "\"witness\"");
    r.printer = text(w, "printer", "\"witness\"");
    r.language = text(w, "language", "\"witness\"");
    r.edition = text(w, "edition", "\"witness\"");
    r.copy = text(w, "copy", "\"witness\"");
    r.shelfmark = text(w, "shelfmark", "\"witness\"");
    r.transcribes = text(w, "transcribes", "\"witness\"");
    r.retells = text(w, "retells", "\"witness\"");
    if (w.contains("year")) {
      if (!w["year"].is_number_integer() || w["year"].get<long long>() < 1 ||
          w["year"].get<long long>() > 9999)
        throw DiagnosticError(
            at(package, "\"year\"", "\"year\" of \"witness\" must be a whole number from 1 to 9999"));
      r.year = static_cast<int>(w["year"].get<long long>());
    }
  }
  if (d.contains("statements")) {
    const auto& list = d["statements"];
    if (!list.is_array())
      throw DiagnosticError(at(package, "\"statements\"", "\"statements\" must be a list"));
    std::size_t from = package.descriptor_text.find("\"statements\"");
    for (const auto& s : list) {
      const std::size_t here = package.descriptor_text.find("\"quotation\"", from);
      if (!s.is_object())
        throw DiagnosticError(at(package, "\"statements\"", "a statement must be an object", from));
      Statement st;
      st.quotation = text(s, "quotation", "a statement");
      st.source = text(s, "source", "a statement");
      st.names = text(s, "names", "a statement");
      st.named = text(s, "named", "a statement");
      st.edition = text(s, "edition", "a statement");
      if (st.quotation.empty() || st.source.empty())
        throw DiagnosticError(
            at(package, "\"quotation\"", "a statement needs its \"quotation\" and its \"source\"", from));
      const auto& lines = s.contains("lines") ? s["lines"] : nlohmann::json();
      if (!lines.is_array() || lines.size() != 2 || !lines[0].is_number_integer() ||
          !lines[1].is_number_integer() || lines[0].get<long long>() < 1 ||
          lines[1].get<long long>() < lines[0].get<long long>())
        throw DiagnosticError(at(package, "\"lines\"",
                                 "a statement's \"lines\" must be [first, last], 1 <= first <= last", from));
      st.first_line = static_cast<long>(lines[0].get<long long>());
      st.last_line = static_cast<long>(lines[1].get<long long>());
      const std::string says = s.contains("says") ? text(s, "says", "a statement") : "source";
      if (const auto v = kStatedNames.parse(says)) {
        st.says = *v;
      } else {
        throw DiagnosticError(
            at(package, "\"says\"",
               "a statement says '" + says + "' (valid: " + join_names(kStatedNames.names()) + ")", from));
      }
      if (st.names == package.name)
        throw DiagnosticError(
            at(package, "\"names\"", "a statement of '" + package.name + "' names its own package", from));
      r.statements.push_back(std::move(st));
      if (here != std::string::npos) from = here + 1;
    }
  }
  return r;
}

std::vector<StatedCount> read_stated_counts(const Package& package) {
  std::vector<StatedCount> out;
  const std::string folder = std::filesystem::path(package.dir).filename().string();
  for (const Resource& r : package.resources) {
    if (!r.audited || r.relation.value("name", "") != "printed-totals") continue;
    const std::string file = resource_file(package, r);
    const CsvDocument doc = parse_csv(read_input_file(file), file);
    const std::size_t table = doc.column("table"), what = doc.column("what"), value = doc.column("value");
    const std::size_t source = doc.column("file"), line = doc.column("line");
    if (table == std::string::npos || what == std::string::npos || value == std::string::npos) continue;
    if (std::max({table, what, value}) >= doc.rows.width()) continue;
    for (std::size_t i = 0; i < doc.rows.size(); ++i) {
      if (doc.rows.text(i, what) != "rows") continue;
      const auto n = read_natural(doc.rows.text(i, value));
      if (!n || !n->fits_ulong_p()) continue;  // `tables check` refuses it
      StatedCount c;
      c.table = folder + "/" + std::string(doc.rows.text(i, table));
      c.value = n->get_ui();
      if (source < doc.rows.width()) c.source = doc.rows.text(i, source);
      if (line < doc.rows.width()) {
        if (const auto l = read_natural(doc.rows.text(i, line)); l && l->fits_slong_p()) c.line = l->get_si();
      }
      out.push_back(std::move(c));
    }
  }
  return out;
}

void check_book_records(const std::vector<Package>& packages, const std::vector<BookRecord>& records) {
  // A book dated after this year: a slip of the keyer's (2572 for 1572), never a book.
  const std::time_t now = std::time(nullptr);
  std::tm today{};
  gmtime_r(&now, &today);
  const int this_year = today.tm_year + 1900;
  for (std::size_t i = 0; i < records.size() && i < packages.size(); ++i) {
    if (records[i].year && *records[i].year > this_year)
      throw DiagnosticError(at(packages[i], "\"year\"",
                               "\"year\" of \"witness\" is " + std::to_string(*records[i].year) +
                                   ", after this year (" + std::to_string(this_year) + ")"));
    if (const auto named = year_of(packages[i].name); named && *named > this_year && !records[i].year)
      throw DiagnosticError(at(packages[i], "\"name\"",
                               "the package's name '" + packages[i].name + "' dates the book " +
                                   std::to_string(*named) + ", after this year (" +
                                   std::to_string(this_year) +
                                   "); give its year in \"witness\" or mend the name"));
  }
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < records.size(); ++i) index[records[i].package] = i;
  // A source dated after the book that names it, first: that statement is at fault,
  // where a circle through it would be reported at whichever book comes first.
  for (std::size_t i = 0; i < records.size(); ++i) {
    const BookRecord& r = records[i];
    for (const Statement& s : r.statements) {
      if (s.says != StatedRelation::Source || !index.count(s.names)) continue;
      const BookRecord& named = records[index.at(s.names)];
      if (r.year && named.year && *named.year > *r.year)
        throw DiagnosticError(at(packages[i], "\"names\": \"" + s.names + "\"",
                                 "'" + r.package + "' (" + std::to_string(*r.year) +
                                     ") states as its source '" + named.package + "', dated " +
                                     std::to_string(*named.year) + ", after it"));
    }
  }
  for (std::size_t i = 0; i < records.size(); ++i) {
    const BookRecord& r = records[i];
    for (const Statement& s : r.statements) {
      if (s.says != StatedRelation::Source || !index.count(s.names)) continue;
      // A circle: follow the source statements from the named book back to this one.
      std::set<std::string> seen{s.names};
      std::vector<std::string> todo{s.names};
      while (!todo.empty()) {
        const std::string x = todo.back();
        todo.pop_back();
        for (const Statement& t : records[index.at(x)].statements) {
          if (t.says != StatedRelation::Source || !index.count(t.names)) continue;
          if (t.names == r.package)
            throw DiagnosticError(at(packages[i], "\"names\": \"" + s.names + "\"",
                                     "the stated sources go round in a circle: '" + r.package + "' names '" +
                                         s.names + "', which leads back to '" + r.package + "'"));
          if (seen.insert(t.names).second) todo.push_back(t.names);
        }
      }
    }
  }
}

}  // namespace rithmo
