#include "audit/errata.hpp"

#include "men/which_men.hpp"
#include "number/numeral.hpp"
#include "text/join.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <utility>

namespace rithmo {

namespace {

// The columns of a table that a keyer makes rather than the print: places counted in a
// figure or a list. Never the seat of the numbers a correction names.
bool keyer_column(std::string_view name) {
  static constexpr std::string_view kKeyer[] = {"row", "position", "order", "mention", "entry", "column"};
  return std::find(std::begin(kKeyer), std::end(kKeyer), name) != std::end(kKeyer);
}

std::vector<std::string> tokens_of(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

}  // namespace

std::vector<std::string> numerals_of(std::string_view text) {
  std::vector<std::string> out;
  for (std::string& t : tokens_of(text)) {
    if (read_natural(t)) out.push_back(std::move(t));
  }
  return out;
}

namespace {

// Whether `part` stands, in order and together, within `whole`.
bool contains_run(const std::vector<std::string>& whole, const std::vector<std::string>& part) {
  if (part.empty() || part.size() > whole.size()) return false;
  return std::search(whole.begin(), whole.end(), part.begin(), part.end()) != whole.end();
}

const Resource* resource_named(const Package& package, std::string_view name) {
  for (const Resource& r : package.resources) {
    if (r.name == name) return &r;
  }
  return nullptr;
}

const Resource* resource_at(const Package& package, std::string_view path) {
  for (const Resource& r : package.resources) {
    if (r.path == path) return &r;
  }
  return nullptr;
}

std::string folder_of(const Package& package) {
  return std::filesystem::path(package.dir).filename().string();
}

// A row's printed numbers, in column order: the cells of the fields typed as numbers,
// but the provenance and the keyer's own counts.
std::vector<std::string> row_numbers(const Resource& resource, const CsvDocument& doc, const CsvRow& row) {
  std::vector<std::string> out;
  for (const std::string& field : number_fields(resource)) {
    if (keyer_column(field)) continue;
    const std::size_t col = doc.column(field);
    if (col == std::string::npos) continue;
    for (auto& t : tokens_of(row.cells.at(col).text)) out.push_back(std::move(t));
  }
  return out;
}

std::string cell_or_empty(const CsvDocument& doc, const CsvRow& row, std::string_view column) {
  const std::size_t col = doc.column(std::string(column));
  return col == std::string::npos ? std::string() : row.cells.at(col).text;
}

// Every number a man, a king or a king's layer of either army bears.
std::set<mpz_class> numbers_of_game(const Armies& armies) {
  std::set<mpz_class> out;
  const WhichMen all{true, true};
  for (Army a : {Army::Even, Army::Odd}) {
    for (const mpz_class& v : counted_numbers(armies, a, all)) out.insert(v);
  }
  return out;
}

// The first token of `tokens` that is no number of the game (or no number at all).
std::optional<std::string> stranger(const std::vector<std::string>& tokens, const std::set<mpz_class>& game) {
  for (const std::string& t : tokens) {
    const auto n = read_natural(t);
    if (!n || !game.count(*n)) return t;
  }
  return std::nullopt;
}

const Finding* finding_at(const TableAudit* table, std::size_t row) {
  if (!table) return nullptr;
  for (const Finding& f : table->findings) {
    if (f.row == row && f.kind != FindingKind::NotRead && f.kind != FindingKind::NotChecked) return &f;
  }
  return nullptr;
}

std::string numbers_text(const NumberRow& row) {
  std::string s;
  for (const auto& n : row) s += (s.empty() ? "" : " ") + n.get_str();
  return s;
}

std::vector<std::string> numbers_tokens(const NumberRow& row) {
  std::vector<std::string> out;
  for (const auto& n : row) out.push_back(n.get_str());
  return out;
}

// The verdict of the audit of the target table at one row the check looked at.
void judge_by_audit(ErrataCorrection& c, const TableAudit& table, std::size_t row, bool shows_error,
                    const std::vector<std::string>& corrected) {
  const Finding* f = finding_at(&table, row);
  const std::string at = "row " + std::to_string(row);
  if (shows_error) {
    if (!f) {
      c.verdict = ErrataVerdict::Disagrees;
      c.verdict_text = "the audit finds " + at + " right as printed (" + table.relation + ")";
    } else if (const Emendation* e = f->emendation()) {
      const bool same = contains_run(numbers_tokens(e->row), corrected);
      c.verdict = same ? ErrataVerdict::Agrees : ErrataVerdict::Disagrees;
      c.verdict_text = std::string(same ? "the audit reads " : "the audit proposes ") + numbers_text(e->row) +
                       " at " + at + " (" + describe(*e, f->columns) + ")";
    } else {
      bool among = false;
      for (const Emendation& candidate : f->candidates)
        among = among || contains_run(numbers_tokens(candidate.row), corrected);
      c.verdict = ErrataVerdict::Undecided;
      c.verdict_text = "the audit finds " + at + " wrong and does not decide its reading" +
                       std::string(among ? " (his reading is among those it weighs)" : "");
    }
  } else if (!f) {
    c.verdict = ErrataVerdict::Agrees;
    c.verdict_text = "his reading holds at " + at + " (" + table.relation + ")";
  } else {
    c.verdict = ErrataVerdict::Disagrees;
    c.verdict_text = "his reading, as the OCR shows it at " + at + ", cannot be right: " + f->explanation;
  }
}

// The verdict where no audit of the place helps: whether the numbers are the game's.
void judge_by_numbers(ErrataCorrection& c, const std::vector<std::string>& printed,
                      const std::vector<std::string>& corrected, const std::set<mpz_class>& game) {
  if (const auto odd = stranger(corrected, game)) {
    c.verdict = ErrataVerdict::Disagrees;
    c.verdict_text = *odd + ", his reading, is no number of the game";
  } else if (const auto wrong = stranger(printed, game)) {
    c.verdict = ErrataVerdict::Agrees;
    c.verdict_text = *wrong + " is no number of the game; " + join(corrected, " ") + " is";
  } else {
    c.verdict = ErrataVerdict::Undecided;
    c.verdict_text = "both readings are numbers of the game, and the place is not audited";
  }
}

}  // namespace

std::string_view place_text(ErrataPlace shown) {
  switch (shown) {
    case ErrataPlace::Error:
      return "shows the error he corrects";
    case ErrataPlace::Correction:
      return "shows his correction already";
    case ErrataPlace::Both:
      return "shows both readings";
    case ErrataPlace::Neither:
      return "shows neither reading";
    case ErrataPlace::NotLooked:
      return "not looked at";
  }
  return "?";
}

std::vector<ErrataCorrection> errata_rows(const CsvDocument& doc) {
  std::vector<ErrataCorrection> out;
  for (std::size_t i = 0; i < doc.rows.size(); ++i) {
    const CsvRow& row = doc.rows[i];
    ErrataCorrection& c = out.emplace_back();
    c.row = i + 1;
    if (const std::string line = cell_or_empty(doc, row, "line"); !line.empty()) {
      if (const auto n = read_count(line, 100000000)) c.line = static_cast<long>(*n);
    }
    c.folio = cell_or_empty(doc, row, "cited_folio");
    c.place = cell_or_empty(doc, row, "place");
    c.printed = cell_or_empty(doc, row, "printed");
    c.corrected = cell_or_empty(doc, row, "corrected");
    c.kind = cell_or_empty(doc, row, "kind");
    c.target = cell_or_empty(doc, row, "target");
    if (const std::string tr = cell_or_empty(doc, row, "target_row"); !tr.empty()) {
      if (const auto n = read_count(tr, 100000000)) c.target_row = static_cast<std::size_t>(*n);
    }
  }
  return out;
}

namespace {

// The tables a list of errata points into, each read once however many of its rows
// name it (a list names a few tables, each many times): from `source` where it has
// the table, else from its file.
class TablesRead {
 public:
  TablesRead(const Package& package, ErrataTables source) : package_(package), source_(std::move(source)) {}
  const CsvDocument& of(const Resource& r) {
    if (source_) {
      if (const CsvDocument* d = source_(r)) return *d;
    }
    auto it = read_.find(&r);
    if (it == read_.end()) it = read_.emplace(&r, read_resource(package_, r)).first;
    return it->second;
  }

 private:
  const Package& package_;
  ErrataTables source_;
  std::map<const Resource*, CsvDocument> read_;
};

void check_columns(const Package& package, const CsvDocument& doc, TablesRead& tables) {
  for (const char* column : {"cited_folio", "printed", "corrected", "kind", "target"}) {
    if (doc.column(column) == std::string::npos) {
      throw DiagnosticError(
          {doc.name, 1, 1,
           "printers-errata needs the columns cited_folio, printed, corrected, kind, target "
           "(missing: " +
               std::string(column) + ")"});
    }
  }
  const std::size_t kind = doc.column("kind"), target = doc.column("target"),
                    row_col = doc.column("target_row");
  for (const CsvRow& row : doc.rows) {
    const CsvCell& k = row.cells.at(kind);
    if (k.text != "word" && k.text != "number" && k.text != "figure") {
      throw DiagnosticError(
          {doc.name, k.line, k.column, "unknown kind '" + k.text + "' (valid: word, number, figure)"});
    }
    const CsvCell& t = row.cells.at(target);
    const Resource* r = t.text.empty() ? nullptr : resource_named(package, t.text);
    if (!t.text.empty() && !r) {
      throw DiagnosticError(
          {doc.name, t.line, t.column, "no table '" + t.text + "' in package " + package.name});
    }
    if (row_col == std::string::npos || row.cells.at(row_col).text.empty()) continue;
    const CsvCell& rc = row.cells.at(row_col);
    NumeralError error;
    const auto n = read_count(rc.text, 100000000, &error);
    if (!n) throw DiagnosticError({doc.name, rc.line, rc.column, "bad target_row: " + error.message});
    if (!r) throw DiagnosticError({doc.name, rc.line, rc.column, "a target_row needs a target"});
    const CsvDocument& target_doc = tables.of(*r);
    if (*n == 0 || *n > target_doc.rows.size()) {
      throw DiagnosticError({doc.name, rc.line, rc.column,
                             "target_row " + rc.text + " is no data row of " + r->path + " (it has " +
                                 std::to_string(target_doc.rows.size()) + ")"});
    }
  }
}

}  // namespace

void check_errata_columns(const Package& package, const CsvDocument& doc) {
  TablesRead tables(package, {});
  check_columns(package, doc, tables);
}

ErrataCheck check_errata(const Package& package, const CsvDocument& doc, const std::string& display,
                         const std::vector<const TableAudit*>& audited, const Armies& armies,
                         const ErrataTables& source) {
  TablesRead tables(package, source);
  check_columns(package, doc, tables);
  ErrataCheck check;
  check.table = display;
  const std::string folder = folder_of(package);
  const auto audited_table = [&](const Resource& r) -> const TableAudit* {
    for (const TableAudit* t : audited) {
      if (t->table == folder + "/" + r.path) return t;
    }
    return nullptr;
  };
  const std::set<mpz_class> game = numbers_of_game(armies);
  for (ErrataCorrection& c : errata_rows(doc)) {
    const Resource* target = c.target.empty() ? nullptr : resource_named(package, c.target);
    if (c.kind != "number") {
      c.verdict_text = c.kind == "word" ? "a word of the text" : "a figure to be redrawn: not compared";
      check.corrections.push_back(std::move(c));
      continue;
    }
    const std::vector<std::string> printed = numerals_of(c.printed), corrected = numerals_of(c.corrected);
    if (!target) {
      c.shown_text = "no table of the book holds the place";
      judge_by_numbers(c, printed, corrected, game);
      check.corrections.push_back(std::move(c));
      continue;
    }
    const CsvDocument& target_doc = tables.of(*target);
    const TableAudit* table = audited_table(*target);
    bool error = false, correction = false;
    std::vector<std::string> seen;
    std::optional<std::pair<std::size_t, bool>> judged;  // the row judged, and whether it shows the error
    for (std::size_t r = 0; r < target_doc.rows.size(); ++r) {
      const CsvRow& t = target_doc.rows[r];
      if (c.target_row ? r + 1 != c.target_row : cell_or_empty(target_doc, t, "folio") != c.folio) continue;
      const std::vector<std::string> numbers = row_numbers(*target, target_doc, t);
      const bool e = contains_run(numbers, printed), k = contains_run(numbers, corrected);
      if (!e && !k && !c.target_row) continue;
      error = error || e;
      correction = correction || k;
      std::string where = target->path + " row " + std::to_string(r + 1);
      if (const std::string line = cell_or_empty(target_doc, t, "line"); !line.empty())
        where += " (line " + line + ")";
      seen.push_back(where + " prints " + join(numbers, " "));
      if (!judged && (e || k)) judged = std::pair{r + 1, e};
    }
    c.shown = error && correction ? ErrataPlace::Both
              : error             ? ErrataPlace::Error
              : correction        ? ErrataPlace::Correction
                                  : ErrataPlace::Neither;
    c.shown_text = seen.empty()
                       ? "no row of " + target->path + " on leaf " + c.folio + " prints either reading"
                       : join(seen, "; ");
    if (table && judged) {
      judge_by_audit(c, *table, judged->first, judged->second, corrected);
    } else {
      judge_by_numbers(c, printed, corrected, game);
    }
    check.corrections.push_back(std::move(c));
  }
  // The other way: each row the audit flags in the book's tables, against the list.
  for (const TableAudit* audit : audited) {
    const TableAudit& t = *audit;
    if (t.table == display || t.table.rfind(folder + "/", 0) != 0) continue;
    const std::string path = t.table.substr(folder.size() + 1);
    const Resource* resource = resource_at(package, path);
    if (!resource) continue;
    const CsvDocument& table_doc = tables.of(*resource);
    if (table_doc.column("folio") == std::string::npos) continue;
    for (const Finding& f : t.findings) {
      if (!f.row || *f.row == 0 || *f.row > table_doc.rows.size()) continue;
      if (f.kind == FindingKind::NotRead || f.kind == FindingKind::NotChecked ||
          f.kind == FindingKind::Omission)
        continue;
      ErrataCatch k;
      k.table = t.table;
      k.row = *f.row;
      k.line = f.line;
      k.folio = cell_or_empty(table_doc, table_doc.rows[*f.row - 1], "folio");
      k.printed = join(f.printed, " ");
      k.finding = std::string(name(f.kind));
      if (f.who != FindingClass::None) k.finding += " (" + std::string(name(f.who)) + ")";
      const std::vector<std::string> printed_row = tokens_of(k.printed);
      for (const ErrataCorrection& c : check.corrections) {
        if (c.kind != "number" || c.folio != k.folio) continue;
        if (!c.target.empty() && c.target != resource->name) continue;
        if (c.target_row && c.target_row != k.row) continue;
        if (contains_run(printed_row, numerals_of(c.printed))) {
          k.correction = c.row;
          break;
        }
      }
      check.flagged.push_back(std::move(k));
    }
  }
  return check;
}

TableAudit errata_audit(const ErrataCheck& check, std::size_t rows) {
  TableAudit audit;
  audit.table = check.table;
  audit.relation = kPrintersErrata;
  audit.statement = "each correction of the printer's list against the book's tables and the derivation";
  audit.rows = rows;
  std::set<std::size_t> bad;
  for (const ErrataCorrection& c : check.corrections) {
    if (c.verdict != ErrataVerdict::Disagrees) continue;
    Finding f;
    f.kind = FindingKind::Contradiction;
    f.who = FindingClass::Undecided;
    f.row = c.row;
    f.line = c.line;
    f.keys = {c.folio, c.place};
    f.printed = {c.corrected};
    f.derived = {c.printed};
    f.explanation = "the printer's correction at car. " + c.folio + " (" + c.printed + " to be read " +
                    c.corrected + "): " + c.verdict_text + "; the OCR at the place: " + c.shown_text;
    audit.findings.push_back(std::move(f));
    bad.insert(c.row);
  }
  audit.valid = rows - bad.size();
  return audit;
}

}  // namespace rithmo
