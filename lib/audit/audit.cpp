#include "audit/audit.hpp"

#include "audit/fraction_rows.hpp"
#include "audit/judging/row_check.hpp"
#include "number/compare.hpp"
#include "number/numeral.hpp"
#include "number/roman.hpp"
#include "text/join.hpp"
#include "words/number_words.hpp"
#include "words/period_number.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <functional>
#include <iterator>
#include <map>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace rithmo {

// A table of many rows holds one for each (printed_row.hpp).
static_assert(sizeof(PrintedRow) <= 80, "a printed row is 80 bytes besides what it shares");

std::string_view name(FindingClass c) {
  switch (c) {
    case FindingClass::None:
      return "";
    case FindingClass::Printer:
      return "printer";
    case FindingClass::Author:
      return "author";
    case FindingClass::NoMan:
      return "no man";
    case FindingClass::Transcriber:
      return "transcriber";
    case FindingClass::Convention:
      return "convention";
    case FindingClass::Undecided:
      return "undecided";
    case FindingClass::Picture:
      return "picture";
    case FindingClass::Ocr:
      return "ocr";
  }
  return "?";
}

std::string_view name(FindingKind kind) {
  switch (kind) {
    case FindingKind::Erratum:
      return "erratum";
    case FindingKind::Tie:
      return "tie";
    case FindingKind::Unresolved:
      return "unresolved";
    case FindingKind::Duplicate:
      return "duplicate";
    case FindingKind::Omission:
      return "omission";
    case FindingKind::Count:
      return "count";
    case FindingKind::Contradiction:
      return "contradiction";
    case FindingKind::Step:
      return "step";
    case FindingKind::NotRead:
      return "not-read";
    case FindingKind::NotChecked:
      return "not-checked";
  }
  return "?";
}

std::string_view meaning(FindingKind kind) {
  switch (kind) {
    case FindingKind::Erratum:
      return "the row cannot be right, and one slip of the printer explains it: the likeliest reading is "
             "proposed, with the slip, the arithmetic that proves it, the evidence of the table around it "
             "and the audit's confidence";
    case FindingKind::Tie:
      return "the row cannot be right, and several readings explain it equally: they are listed, none chosen";
    case FindingKind::Unresolved:
      return "the row cannot be right, and no slip the audit knows explains it";
    case FindingKind::Duplicate:
      return "the row prints again a row the table has already printed";
    case FindingKind::Omission:
      return "a row the rules derive that the table, claiming to be complete, lacks";
    case FindingKind::Count:
      return "a count or total the book prints disagrees with its rows or with the derivation";
    case FindingKind::Contradiction:
      return "two tables of the book state one relation and disagree";
    case FindingKind::Step:
      return "the row holds, but a worked step printed with it is false as written";
    case FindingKind::NotRead:
      return "a word of the table the audit's vocabulary of five languages cannot read, once for every row "
             "that prints it";
    case FindingKind::NotChecked:
      return "the row states nothing the relation can check (an interval with no terms): neither right nor "
             "wrong";
  }
  return "?";
}

bool of_the_print(FindingKind kind) {
  return kind != FindingKind::NotRead && kind != FindingKind::NotChecked;
}

namespace {

std::vector<std::string> texts(const NumberRow& n) {
  std::vector<std::string> v;
  for (const auto& x : n) v.push_back(x.get_str());
  return v;
}

[[noreturn]] void fail(const CsvDocument& doc, const CsvCell& cell, const std::string& message) {
  throw DiagnosticError({doc.name, cell.line, cell.column, message});
}

// The identity of a row for duplicates and omissions: keys and numbers, the numbers
// sorted when their order is free.
using RowId = std::pair<Keys, NumberRow>;

RowId id_of(const BoundRelation& r, const Keys& keys, NumberRow numbers) {
  if (r.unordered) std::sort(numbers.begin(), numbers.end());
  return {keys, std::move(numbers)};
}

}  // namespace

namespace {

std::string lower(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

// The text without the spaces and tabs around it.
std::string_view trimmed(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

// Where each of the relation's columns stands in the file (npos: an optional column
// the file lacks).
// A number column read from the one cell that holds the whole set (locate_columns puts
// that cell's column after the relation's columns).
constexpr std::size_t kInOneCell = std::string::npos - 1;

// The most words one number in words takes in a list cell ("trecento sessanta uno",
// "three hundred and five and twenty"): a list is grouped within runs of this many.
constexpr std::size_t kWordsInANumber = 8;

std::vector<std::size_t> locate_columns(const BoundRelation& relation, const CsvDocument& doc,
                                        const ColumnOptions& options) {
  std::vector<std::size_t> at;
  if (!options.header) {
    if (doc.header.size() < relation.columns.size()) {
      std::vector<std::string> names;
      for (const auto& c : relation.columns) names.push_back(c.name);
      const CsvCell where = doc.header.empty() ? CsvCell{"", 1, 1, 0} : doc.header.back();
      fail(doc, where,
           "relation " + relation.name + " needs " + std::to_string(names.size()) + " columns (" +
               join(names, ", ") + "), the file has " + std::to_string(doc.header.size()));
    }
    for (std::size_t i = 0; i < relation.columns.size(); ++i) at.push_back(i);
    return at;
  }
  // The header's names lower-cased once, and where each first stands: every lookup below
  // is a hash probe, so a header of a million columns is read in linear time.
  std::vector<std::string> lowered;
  lowered.reserve(doc.header.size());
  std::unordered_map<std::string_view, std::size_t> first_at;
  first_at.reserve(doc.header.size());
  for (const auto& h : doc.header) lowered.push_back(lower(h.text));
  // A header name given twice cannot say which column is meant.
  for (std::size_t i = 0; i < lowered.size(); ++i) {
    if (lowered[i].empty()) continue;
    const auto [it, fresh] = first_at.emplace(lowered[i], i);
    if (!fresh) {
      fail(doc, doc.header[i],
           "column '" + doc.header[i].text + "' is named twice (also column " +
               std::to_string(it->second + 1) + ")");
    }
  }
  const auto column_named = [&first_at](const std::string& lowered_name) {
    const auto it = first_at.find(lowered_name);
    return it == first_at.end() ? std::string::npos : it->second;
  };
  for (const auto& [column, header] : options.names) {
    const bool known = std::any_of(relation.columns.begin(), relation.columns.end(),
                                   [&c = column](const RelationColumn& rc) { return rc.name == c; });
    if (!known) {
      std::vector<std::string> names;
      for (const auto& c : relation.columns) names.push_back(c.name);
      throw DiagnosticError({doc.name, 1, 1,
                             "--columns (or a descriptor's \"columns\") names '" + column +
                                 "', which relation " + relation.name +
                                 " lacks (its columns: " + join(names, ", ") + ")"});
    }
  }
  // A set printed in one cell ("3. 6. 9. 12."): a header with a column `set` and none
  // of the relation's number columns reads them all from it.
  std::size_t set_at = std::string::npos;
  const bool numbers_named =
      std::any_of(relation.columns.begin(), relation.columns.end(), [&](const RelationColumn& c) {
        if (c.role != ColumnRole::Number) return false;
        if (options.names.count(c.name)) return true;
        if (column_named(lower(c.name)) != std::string::npos) return true;
        return std::any_of(c.aliases.begin(), c.aliases.end(),
                           [&](const std::string& a) { return column_named(lower(a)) != std::string::npos; });
      });
  const std::size_t number_columns =
      std::count_if(relation.columns.begin(), relation.columns.end(),
                    [](const RelationColumn& c) { return c.role == ColumnRole::Number; });
  if (!numbers_named && number_columns >= 2) {
    set_at = column_named("set");
  }
  std::vector<std::string> missing;
  for (const auto& c : relation.columns) {
    if (set_at != std::string::npos && c.role == ColumnRole::Number) {
      at.push_back(kInOneCell);
      continue;
    }
    std::vector<std::string> names;
    if (const auto it = options.names.find(c.name); it != options.names.end()) {
      names.push_back(lower(it->second));
    } else {
      names.push_back(lower(c.name));
      for (const auto& a : c.aliases) names.push_back(lower(a));
    }
    // The leftmost column that carries any of the names.
    std::size_t found = std::string::npos;
    for (const auto& name : names) found = std::min(found, column_named(name));
    if (found == std::string::npos && !c.optional) {
      missing.push_back(c.name + (c.aliases.empty() ? "" : " (or " + join(c.aliases, ", ") + ")"));
    }
    if (found != std::string::npos && std::find(at.begin(), at.end(), found) != at.end()) {
      fail(doc, doc.header[found],
           "column '" + doc.header[found].text + "' is given for two of the relation's columns");
    }
    at.push_back(found);
  }
  if (set_at != std::string::npos) at.push_back(set_at);  // last: where the set stands
  if (!missing.empty()) {
    const CsvCell where = doc.header.empty() ? CsvCell{"", 1, 1, 0} : doc.header.front();
    fail(doc, where,
         "the header lacks " + std::string(missing.size() == 1 ? "column " : "columns ") +
             join(missing, ", ") + " of relation " + relation.name +
             "; name them in the header, map them with --columns COLUMN=HEADER (in a descriptor, the "
             "resource's \"columns\": {\"COLUMN\": \"HEADER\"}), or give --no-header for a file of bare "
             "numbers in the relation's order");
  }
  return at;
}

// The words of a list cell with their byte offsets: "3. 6. 9. 12." or "3 9 4"; with
// `fractions`, a whole number followed by a proper fraction is one mixed number, as
// the period wrote a mean: "12 13 1/2 15" is 12, 13 1/2 and 15.
std::vector<std::pair<std::string, std::size_t>> list_words(const std::string& text, bool fractions) {
  std::vector<std::pair<std::string, std::size_t>> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t from = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i == from) continue;
    std::string word = text.substr(from, i - from);
    // A comma or semicolon after a number parts it from the next (list_words' caller
    // groups no words across it).
    if (word.size() > 1 && (word.back() == ',' || word.back() == ';')) word.pop_back();
    if (fractions && !words.empty() && all_digits(words.back().first) &&
        words.back().second + words.back().first.size() + 1 == from) {
      NumeralForms forms;
      forms.fraction = true;
      forms.trailing_period = true;
      const std::string mixed = words.back().first + " " + word;
      if (word.find('/') != std::string::npos && read_numeral(mixed, forms)) {
        words.back().first = mixed;
        continue;
      }
    }
    words.emplace_back(std::move(word), from);
  }
  return words;
}

// The numbers of a number or list cell, as printed: "12", "012", "12.", and in a list
// "3. 6. 9. 12." or "3 9 4"; with `fractions` (the relation has valid_exact) also
// "27/2" and "13 1/2", each number then added to p.exact as well (p.numbers holds 0
// in a fraction's place; read_printed keeps p.exact only for a row that prints one).
void read_numbers(const CsvDocument& doc, const CsvCell& c, const RelationColumn& col, bool fractions,
                  PrintedRow& p) {
  std::vector<std::pair<std::string, std::size_t>> parts;  // text, byte offset in the cell
  if (col.role == ColumnRole::Numbers) {
    parts = list_words(c.text, fractions);
  } else {
    parts.emplace_back(c.text, 0);
  }
  NumeralForms forms;
  forms.trailing_period = true;
  forms.fraction = true;
  // A number as the period printed it: digits, a Roman numeral ("xxv", "iij", ".xij.":
  // its letters kept as printed for its own slips, number/roman.hpp), or words
  // ("ternarius", «vingt cinq», words/number_words.hpp).
  const auto read_any = [&forms](const std::string& text) {
    NumeralResult n = read_numeral(text, forms);
    if (!n) {
      if (auto roman = read_roman(text)) n.value = Rational(std::move(*roman));
    }
    if (!n) {
      if (auto words = read_number_words(text)) n.value = Rational(std::move(*words));
    }
    return n;
  };
  // In a list, a number in words may take several: «vingt cinq trente» is 25 and 30,
  // the longest run of words that reads as one number taken first.
  if (parts.size() > 1) {
    std::vector<std::pair<std::string, std::size_t>> grouped;
    for (std::size_t i = 0; i < parts.size();) {
      std::size_t take = 1;
      if (!read_numeral(parts[i].first, forms) && !is_roman(parts[i].first)) {
        // The words up to the first comma or semicolon after them.
        std::size_t most = 1;
        while (most < std::min(parts.size() - i, kWordsInANumber)) {
          const std::size_t end = parts[i + most - 1].second + parts[i + most - 1].first.size();
          if (end < c.text.size() && (c.text[end] == ',' || c.text[end] == ';')) break;
          ++most;
        }
        for (std::size_t k = most; k > 1; --k) {
          const std::size_t end = parts[i + k - 1].second + parts[i + k - 1].first.size();
          if (read_number_words(c.text.substr(parts[i].second, end - parts[i].second))) {
            take = k;
            break;
          }
        }
      }
      const std::size_t end = parts[i + take - 1].second + parts[i + take - 1].first.size();
      grouped.emplace_back(c.text.substr(parts[i].second, end - parts[i].second), parts[i].second);
      i += take;
    }
    parts = std::move(grouped);
  }
  std::size_t term = 0;
  for (const auto& [part, offset] : parts) {
    NumeralResult n = read_any(part);
    // The cell, its column moved to the part (and into it by `more`), for an error.
    auto at = [&c, offset = offset](std::size_t more) {
      CsvCell where = c;
      where.column += offset + more;
      return where;
    };
    if (n && !fractions && part.find('/') != std::string::npos) {
      fail(doc, at(0),
           "column '" + col.name + "': '" + part + "' is a fraction; the relation reads whole numbers");
    }
    if (!n) {
      // The message of the forms the relation reads.
      NumeralForms read = forms;
      read.fraction = fractions;
      const NumeralError error = fractions ? n.error : read_numeral(part, read).error;
      fail(doc, at(error.offset), "column '" + col.name + "': " + error.message);
    }
    p.numbers.push_back(n.value->is_integer() ? n.value->numerator() : mpz_class(0));
    if (fractions) p.exact.push_back(*n.value);
    // The digits as printed, the trailing period of period print left out (and a Roman
    // numeral's points).
    std::string printed = part;
    if (printed.size() > 1 && printed.back() == '.') printed.pop_back();
    if (printed.size() > 1 && printed.front() == '.' && is_roman(printed)) printed.erase(0, 1);
    p.number_text.push_back(std::move(printed));
    ++term;
    p.number_columns.push_back(col.role == ColumnRole::Numbers && parts.size() > 1
                                   ? col.name + ", term " + std::to_string(term)
                                   : col.name);
  }
}

// The relation's number columns read from one cell holding the set, as many numbers
// as it has number columns, each named by its column.
void read_set(const CsvDocument& doc, const CsvCell& c, const BoundRelation& relation,
              const std::string& header, PrintedRow& p) {
  std::vector<const RelationColumn*> wanted;
  for (const auto& col : relation.columns) {
    if (col.role == ColumnRole::Number) wanted.push_back(&col);
  }
  RelationColumn list{header, ColumnRole::Numbers, "the set", false, {}};
  PrintedRow read;
  read_numbers(doc, c, list, static_cast<bool>(relation.valid_exact), read);
  if (read.numbers.size() != wanted.size()) {
    std::vector<std::string> names;
    for (const auto* col : wanted) names.push_back(col->name);
    fail(doc, c,
         "column '" + header + "' holds " + std::to_string(read.numbers.size()) + " numbers; relation " +
             relation.name + " reads " + std::to_string(wanted.size()) + " (" + join(names, ", ") + ")");
  }
  for (std::size_t i = 0; i < wanted.size(); ++i) {
    p.cells.push_back(read.number_text[i]);
    p.numbers.push_back(read.numbers[i]);
    if (!read.exact.empty()) p.exact.push_back(read.exact[i]);
    p.number_text.push_back(read.number_text[i]);
    p.number_columns.push_back(wanted[i]->name);
  }
}

// Whether a row holds one cell of text and nothing else: words with no digit that name
// no number (a running head, "RITHMOMACHIA.", a title carried over a page).
// A cell in one of `keys` (the relation's key columns: a word there is a key, "word" or
// "nothing" of a two-men table) makes no running head.
bool is_running_head(const CsvRow& row, const std::vector<std::size_t>& keys) {
  if (row.cells.size() < 2) return false;
  const CsvCell* text = nullptr;
  for (std::size_t i = 0; i < row.cells.size(); ++i) {
    if (trimmed(row.cells[i].text).empty()) continue;
    if (text || std::find(keys.begin(), keys.end(), i) != keys.end()) return false;
    text = &row.cells[i];
  }
  if (!text) return false;
  const std::string_view t = trimmed(text->text);
  const bool letters = std::any_of(t.begin(), t.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0x80;
  });
  const bool digits = std::any_of(t.begin(), t.end(), [](char c) { return is_digit(c); });
  return letters && !digits && !read_period_number(t);
}

}  // namespace

namespace {

std::size_t mixed(std::size_t h, std::size_t v) {
  return h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
}

std::size_t hash_of(const std::string& s) { return std::hash<std::string>{}(s); }
std::size_t hash_of(const mpz_class& n) {
  return mpz_size(n.get_mpz_t()) ? mpz_getlimbn(n.get_mpz_t(), 0) ^ mpz_size(n.get_mpz_t()) : 0;
}
std::size_t hash_of(const std::pair<std::string, std::string>& p) {
  return mixed(hash_of(p.first), hash_of(p.second));
}
template <class T>
std::size_t hash_of(const std::vector<T>& v) {
  std::size_t h = v.size();
  for (const T& x : v) h = mixed(h, hash_of(x));
  return h;
}

// One copy of each distinct value among the rows read: a table that prints few rows
// many times holds each of them once. The set holds the values themselves, shared.
template <class T>
class Interned {
 public:
  void intern(Shared<T>& value) {
    const auto [it, fresh] = seen_.insert(value);
    if (!fresh) value.share(*it);
  }

 private:
  struct Hash {
    std::size_t operator()(const Shared<T>& v) const { return hash_of(v.get()); }
  };
  std::unordered_set<Shared<T>, Hash> seen_;
};

// The rows from which a table's rows alike are found and shared: below, the hashing
// costs more than the copies it saves (the project's tables, of some hundreds of rows,
// are read without it).
constexpr std::size_t kSharedFrom = 1000;

}  // namespace

std::vector<PrintedRow> read_printed(const BoundRelation& relation, const CsvDocument& doc,
                                     const std::vector<std::string>& ignored, const ColumnOptions& columns,
                                     RowsLeftOut* left_out) {
  const std::vector<std::size_t> at = locate_columns(relation, doc, columns);
  const std::size_t line_col = columns.header ? doc.column("line") : std::string::npos;
  const std::size_t steps_col = columns.header ? doc.column("steps") : std::string::npos;
  std::vector<std::size_t> extra_cols, key_cols;
  for (std::size_t k = 0; k < relation.columns.size(); ++k) {
    if (relation.columns[k].role == ColumnRole::Key && at[k] < doc.header.size()) key_cols.push_back(at[k]);
  }
  if (columns.header) {
    for (std::size_t i = 0; i < doc.header.size(); ++i) {
      const std::string& h = doc.header[i].text;
      if (std::find(at.begin(), at.end(), i) != at.end() || i == line_col) continue;
      if (std::find(ignored.begin(), ignored.end(), h) != ignored.end()) continue;
      extra_cols.push_back(i);
    }
  }
  // Without a header the first row of the file is data.
  const std::size_t header_rows = columns.header ? 0 : 1;
  const std::size_t data_rows = header_rows + doc.rows.size();
  const auto data_row = [&doc, header_rows](std::size_t r) {
    if (r >= header_rows) return doc.rows[r - header_rows];
    CsvRow first;
    first.cells = doc.header;
    first.line = doc.header.empty() ? 1 : doc.header.front().line;
    return first;
  };
  // The reading white, when the relation has it: which army a colour names.
  std::optional<Army> white;
  if (const auto w = relation.params.find("white"); w != relation.params.end())
    white = kArmyNames.parse(w->second);
  std::vector<PrintedRow> out;
  out.reserve(data_rows);
  struct {
    Interned<std::vector<std::string>> cells, keys, number_text, number_columns;
    Interned<NumberRow> numbers;
    Interned<std::vector<std::pair<std::string, std::string>>> extra;
  } seen;
  // The header's cells as a repeated one is compared with them.
  std::vector<std::string> header_words;
  if (columns.header) {
    for (const auto& h : doc.header) header_words.push_back(lower(std::string(trimmed(h.text))));
  }
  const auto repeats_header = [&header_words](const CsvRow& row) {
    if (header_words.empty() || row.cells.size() != header_words.size()) return false;
    bool any = false;
    for (std::size_t i = 0; i < header_words.size(); ++i) {
      const std::string_view cell = trimmed(row.cells[i].text);
      if (cell.size() != header_words[i].size() || lower(std::string(cell)) != header_words[i]) return false;
      any = any || !cell.empty();
    }
    return any;
  };
  for (std::size_t r = 0; r < data_rows; ++r) {
    const CsvRow row = data_row(r);
    if (repeats_header(row)) {
      if (left_out) {
        PrintedRow h;
        h.row = r + 1;
        for (const auto& c : row.cells) h.cells.push_back(c.text);
        left_out->repeated_headers.push_back(std::move(h));
      }
      continue;
    }
    // A line of text alone across the row (a running head, a title, a catchword where
    // two pages were joined) is no row either.
    if (left_out && is_running_head(row, key_cols)) {
      PrintedRow h;
      h.row = r + 1;
      for (const auto& c : row.cells) h.cells.push_back(c.text);
      left_out->running_heads.push_back(std::move(h));
      continue;
    }
    PrintedRow p;
    p.row = r + 1;
    try {
      // As many cells and numbers as the relation has columns (a list cell may hold
      // more): reserved, so that a big table's rows hold no spare capacity.
      p.cells.reserve(relation.columns.size());
      p.numbers.reserve(relation.columns.size());
      p.number_text.reserve(relation.columns.size());
      p.number_columns.reserve(relation.columns.size());
      if (line_col != std::string::npos) {
        const CsvCell& c = row.cells.at(line_col);
        NumeralError error;
        const auto n = read_natural(c.text, &error);
        if (!n || *n > 999999999) fail(doc, c, "line '" + c.text + "' is not a line number");
        p.line = n->get_si();
      }
      bool set_read = false;
      for (std::size_t k = 0; k < relation.columns.size(); ++k) {
        const RelationColumn& col = relation.columns[k];
        if (at[k] == kInOneCell) {
          if (set_read) continue;
          set_read = true;
          read_set(doc, row.cells.at(at.back()), relation, doc.header[at.back()].text, p);
          continue;
        }
        static const CsvCell kAbsent{};
        const CsvCell& c = at[k] == std::string::npos ? kAbsent : row.cells.at(at[k]);
        p.cells.push_back(c.text);
        if (col.role == ColumnRole::Key) {
          // A transcriber's key outside its list is bad input, as a cell that is no number,
          // unless it is the book's word for one of the values.
          if (!col.one_of.empty() && !(col.optional && c.text.empty()) &&
              std::find(col.one_of.begin(), col.one_of.end(), c.text) == col.one_of.end()) {
            std::optional<std::string> key =
                col.value_words ? key_of_word(*col.value_words, c.text, white) : std::nullopt;
            if (!key || std::find(col.one_of.begin(), col.one_of.end(), *key) == col.one_of.end()) {
              fail(doc, c,
                   "unknown " + col.name + " '" + c.text + "' (valid: " + join(col.one_of, ", ") +
                       (col.value_words ? ", or the book's word for one of them" : "") + ")");
            }
            p.keys.push_back(std::move(*key));
            continue;
          }
          p.keys.push_back(c.text);
          continue;
        }
        if (c.text.empty()) {
          if (col.optional) continue;
          fail(doc, c,
               "column '" + col.name + "' is empty; it needs " +
                   (col.role == ColumnRole::Number ? std::string("a number") : std::string("numbers")));
        }
        read_numbers(doc, c, col, static_cast<bool>(relation.valid_exact), p);
      }
      // A row of whole numbers is read as numbers; one that prints a fraction ("13 1/2",
      // and "10/2" too, whose digits the slips reason on), exactly.
      if (std::none_of(p.number_text.begin(), p.number_text.end(),
                       [](const std::string& t) { return t.find('/') != std::string::npos; })) {
        p.exact.clear();
      } else {
        p.numbers.clear();
      }
      if (steps_col != std::string::npos) {
        const CsvCell& c = row.cells.at(steps_col);
        StepsError error;
        auto steps = parse_steps(c.text, &error);
        if (!steps) {
          CsvCell where = c;
          where.column += error.offset;
          fail(doc, where, "column 'steps': " + error.message);
        }
        p.steps = std::move(*steps);
      }
      for (std::size_t i : extra_cols) p.extra.emplace_back(doc.header[i].text, row.cells.at(i).text);
    } catch (const DiagnosticError& e) {
      // A cell that cannot be read leaves its row out, said at its place, when the
      // caller asks; else it refuses the table.
      if (!left_out) throw;
      PrintedRow unread;
      unread.row = r + 1;
      unread.line = p.line;
      for (const auto& c : row.cells) unread.cells.push_back(c.text);
      left_out->not_read.emplace_back(std::move(unread), e.diag);
      continue;
    }
    // One copy of each for the rows alike, in a table long enough to gain by it.
    if (data_rows >= kSharedFrom) {
      seen.cells.intern(p.cells);
      seen.keys.intern(p.keys);
      seen.numbers.intern(p.numbers);
      seen.number_text.intern(p.number_text);
      seen.number_columns.intern(p.number_columns);
      seen.extra.intern(p.extra);
    }
    out.push_back(std::move(p));
  }
  return out;
}

void sort_findings(std::vector<Finding>& findings) {
  const auto row_of = [&findings](std::size_t i) { return findings[i].row.value_or(SIZE_MAX); };
  std::vector<std::size_t> order(findings.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  if (std::is_sorted(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return row_of(a) < row_of(b); }))
    return;
  // The order sorted as indices, then the findings moved into it along each cycle of
  // the permutation: a stable sort of the findings themselves would take a buffer of
  // half of them besides, the most memory a big table's audit asks for at once.
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return row_of(a) < row_of(b); });
  for (std::size_t start = 0; start < order.size(); ++start) {
    if (order[start] == start) continue;
    Finding held = std::move(findings[start]);
    std::size_t at = start;
    while (order[at] != start) {
      const std::size_t from = order[at];
      findings[at] = std::move(findings[from]);
      order[at] = at;
      at = from;
    }
    findings[at] = std::move(held);
    order[at] = at;
  }
}

namespace {

// What the table's order says: whether it prints each row's numbers ascending, and
// whether its rows ascend (compared on their first `prefix` numbers, among rows with
// the same keys). Measured on the rows that hold, so that the errata do not hide it.
struct TableOrder {
  bool ascending_within = false;
  bool descending_within = false;  // the greatest first in every row: "8 4 3 2"
  std::size_t prefix = 0;          // 0: the rows keep no order
};

bool non_decreasing(const NumberRow& n) { return std::is_sorted(n.begin(), n.end()); }
bool non_increasing(const NumberRow& n) { return std::is_sorted(n.begin(), n.end(), std::greater<>()); }

// -1, 0, 1 comparing the first `k` numbers.
int compare_prefix(const NumberRow& a, const NumberRow& b, std::size_t k) {
  for (std::size_t i = 0; i < k; ++i) {
    if (i >= a.size() || i >= b.size()) return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

// A share of at least nine in ten, and at least four cases: the order is the table's.
bool kept(std::size_t yes, std::size_t all) { return all >= 4 && yes * 10 >= all * 9; }

// Who erred, where the relation did not say: one slip is the printer's; several
// readings at once are a tie, not an erratum; a row no slip explains, a printed count
// and a contradiction do not tell who erred; a word not read and a row not checked are
// no error of anyone's.
void classify(std::vector<Finding>& findings) {
  for (Finding& f : findings) {
    if (f.kind == FindingKind::Erratum && f.candidates.size() > 1) {
      f.kind = FindingKind::Tie;
      f.who = FindingClass::Undecided;
    }
    if (f.who != FindingClass::None) continue;
    switch (f.kind) {
      case FindingKind::Erratum:
      case FindingKind::Duplicate:
        f.who = FindingClass::Printer;
        break;
      case FindingKind::Omission:
      case FindingKind::NotRead:     // no error of anyone's
      case FindingKind::NotChecked:  // nothing to judge
        break;
      default:
        f.who = FindingClass::Undecided;
    }
  }
}

// A finding's word added to its evidence (what the report prints beside its proof).
void add_evidence(Finding& f, const std::string& words) {
  f.evidence = f.evidence.empty() ? Note(words) : Note(f.evidence.str() + "; " + words);
}

// The confidence the audit gives at most to a reading of numbers read from a picture's
// description: the OCR's descriptions of figures are "often garbled" (sources/ocr/
// README.md), so a misreading of the picture is at least as likely as the printer's
// slip, and no such reading is more likely than not.
constexpr int kPictureConfidence = 50;

// A row whose numbers the OCR read from its description of a picture (the column
// `marker` holds image-desc): what cannot be right there may be the OCR's reading of the
// picture as well as the print's; the finding says so and is never the printer's error
// for certain.
void class_picture_rows(std::vector<Finding>& findings, const std::vector<PrintedRow>& rows) {
  std::set<std::size_t> pictured;
  for (const PrintedRow& p : rows) {
    for (const auto& [column, value] : p.extra) {
      if (column == "marker" && value == "image-desc") pictured.insert(p.row);
    }
  }
  if (pictured.empty()) return;
  const auto from_picture = [&pictured](std::size_t row) { return pictured.count(row) > 0; };
  for (Finding& f : findings) {
    if (!f.row || !from_picture(*f.row)) continue;
    if (f.who != FindingClass::Printer && f.who != FindingClass::Undecided && f.who != FindingClass::NoMan)
      continue;
    f.who = FindingClass::Picture;
    if (f.confidence && *f.confidence > kPictureConfidence) f.confidence = kPictureConfidence;
    add_evidence(f,
                 "the numbers were read from the OCR's description of a picture, <image-desc>: the OCR's "
                 "reading of the picture may be at fault as well as the print");
  }
}

// The confidence the audit gives at most to the printer's slip where the OCR may have
// made it: no more likely than the OCR's misreading.
constexpr int kOcrConfidence = 50;

// A row keyed from the machine OCR's page text (its `file` cell names a page under
// ocr/, sources/ocr/README.md: "nobody has checked it against the scans") whose one
// slip is 6 and 9 confused, or whose numbers the OCR marks unclear: the OCR misreads a
// 6 for a 9 as readily as a compositor turns the sort, so the misreading may be the
// OCR's. The finding says so, is classed `ocr` and is never the printer's for certain;
// the reading it proposes stands, the facsimile decides whose the slip is.
void class_ocr_rows(std::vector<Finding>& findings, const std::vector<PrintedRow>& rows) {
  std::map<std::size_t, std::string> machine_read;  // row -> "unclear" or ""
  for (const PrintedRow& p : rows) {
    bool ocr = false;
    std::string marker;
    for (const auto& [column, value] : p.extra) {
      if (column == "file" && value.rfind("ocr/", 0) == 0) ocr = true;
      if (column == "marker") marker = value;
    }
    if (ocr && marker != "image-desc") machine_read[p.row] = marker;
  }
  if (machine_read.empty()) return;
  for (Finding& f : findings) {
    if (!f.row || f.who != FindingClass::Printer) continue;
    const auto it = machine_read.find(*f.row);
    if (it == machine_read.end()) continue;
    const Emendation* e = f.emendation();
    const bool six_nine = e && e->slip.kind == SlipKind::SixNine && e->second.kind == SlipKind::AsPrinted;
    if (!six_nine && it->second.empty()) continue;
    f.who = FindingClass::Ocr;
    if (f.confidence && *f.confidence > kOcrConfidence) f.confidence = kOcrConfidence;
    add_evidence(f, six_nine
                        ? "read by the machine OCR, which reads 6 for 9 and 9 for 6 as readily as a "
                          "compositor turns the sort: the misreading may be the OCR's; the facsimile decides"
                        : "the OCR marks the numbers " + it->second +
                              ": the misreading may be the OCR's; the facsimile decides");
  }
}

TableOrder table_order(const std::vector<const PrintedRow*>& valid_rows) {
  TableOrder order;
  std::size_t within = 0, down_within = 0, within_all = 0;
  std::size_t width = SIZE_MAX;
  for (const PrintedRow* p : valid_rows) {
    if (p->numbers.size() < 2) continue;
    ++within_all;
    within += non_decreasing(p->numbers) ? 1 : 0;
    down_within += non_increasing(p->numbers) ? 1 : 0;
    width = std::min(width, p->numbers.size());
  }
  order.ascending_within = kept(within, within_all);
  order.descending_within = !order.ascending_within && kept(down_within, within_all);
  if (width == SIZE_MAX) width = 1;
  for (std::size_t k = width; k >= 1 && order.prefix == 0; --k) {
    std::size_t up = 0, pairs = 0;
    for (std::size_t i = 1; i < valid_rows.size(); ++i) {
      if (valid_rows[i]->keys != valid_rows[i - 1]->keys) continue;
      ++pairs;
      up += compare_prefix(valid_rows[i - 1]->numbers, valid_rows[i]->numbers, k) <= 0 ? 1 : 0;
    }
    if (kept(up, pairs)) order.prefix = k;
  }
  return order;
}

}  // namespace

namespace {

// The one row the table otherwise lacks that two slips turn into the printed row, when
// exactly one is; a second slip is tried only toward the numbers the lacked rows hold
// in each column. Two slips are a weaker account than one: the caller proposes the
// reading at their cost (propose_at_cost), with the evidence that it supplies the row.
std::optional<TwoSlipEmendation> lacked_row_two_slips_away(const BoundRelation& relation, const PrintedRow& p,
                                                           const std::set<RowId>& missing,
                                                           const AuditOptions& options) {
  std::vector<std::set<mpz_class, NumberLess>> column(p.numbers.size());
  bool any = false;
  for (const auto& [keys, numbers] : missing) {
    if (keys != p.keys || numbers.size() != p.numbers.size()) continue;
    any = true;
    // An unordered relation's rows are compared sorted: any column may hold any number.
    for (std::size_t c = 0; c < numbers.size(); ++c) {
      if (!relation.unordered) {
        column[c].insert(numbers[c]);
        continue;
      }
      for (auto& col : column) col.insert(numbers[c]);
    }
  }
  if (!any) return std::nullopt;
  const CellFilter in_lacked = [&column](std::size_t c, const mpz_class& v) {
    return c < column.size() && column[c].count(v) > 0;
  };
  const RowPredicate lacked = [&](const NumberRow& n) {
    return relation.valid(p.keys, n) && missing.count(id_of(relation, p.keys, n)) > 0;
  };
  const auto two = best_two_slip_emendations(p.numbers, lacked, options.weights.slips, in_lacked,
                                             p.number_text.get().size() == p.numbers.get().size()
                                                 ? p.number_text.get()
                                                 : std::vector<std::string>{});
  if (two.size() != 1) return std::nullopt;
  return two.front();
}

}  // namespace

namespace {

// What the first pass learns of a table's rows.
// A row's index in its table, or a finding's among the table's findings: 32 bits, as a
// table is at most 64 MiB (kMaxInputBytes, tables/input_file.hpp) and a row takes at
// least two bytes, so that what a big table's audit keeps for each row stays small
// (tools/bench/memory.sh). read_rows refuses a table of more rows.
using RowIndex = std::uint32_t;
constexpr RowIndex kNoRow = UINT32_MAX;

// A valid row printed again: the index of its first printing and of this one, and
// where its Duplicate finding stands among the table's findings (kNoFinding when the
// audit reports no duplicates).
struct Repeat {
  static constexpr RowIndex kNoFinding = kNoRow;
  RowIndex first = 0, again = 0, finding = 0;
};

struct RowsRead {
  std::map<RowId, std::size_t> printed;  // valid rows printed, with the index of the first printing them
  std::vector<Repeat> repeated;          // in a table that claims to be complete
  std::vector<const PrintedRow*> invalid;
  std::vector<bool> holds;  // by index: the row holds as printed
  // By index: the nearest row before (after) it that holds and has the same keys, or
  // kNoRow; computed once (set_neighbours), so that judging every row is linear.
  std::vector<RowIndex> before, after;
  std::vector<const PrintedRow*> valid_rows;
  std::vector<const PrintedRow*> fractional;  // rows that print a fraction and do not hold
  bool repeats = false;                       // the table prints a valid row twice
};

// The nearest holding rows of the same keys around each row, in two sweeps.
void set_neighbours(const std::vector<PrintedRow>& rows, RowsRead& r) {
  r.before.assign(rows.size(), kNoRow);
  r.after.assign(rows.size(), kNoRow);
  std::map<Keys, RowIndex> last;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (const auto it = last.find(rows[i].keys); it != last.end()) r.before[i] = it->second;
    if (r.holds[i]) last[rows[i].keys] = static_cast<RowIndex>(i);
  }
  last.clear();
  for (std::size_t i = rows.size(); i-- > 0;) {
    if (const auto it = last.find(rows[i].keys); it != last.end()) r.after[i] = it->second;
    if (r.holds[i]) last[rows[i].keys] = static_cast<RowIndex>(i);
  }
}

// First pass: the rows that hold, counted valid, and the duplicates. A list of worked
// examples may give one example twice; only a table that claims to be complete prints a
// row twice by mistake.
RowsRead read_rows(const BoundRelation& relation, const std::vector<PrintedRow>& rows,
                   const AuditOptions& options, TableAudit& audit) {
  if (rows.size() >= kNoRow) throw std::length_error("a table of more than 4 294 967 294 rows");
  RowsRead r;
  r.holds.assign(rows.size(), false);
  // The words not read and the rows not checked, reported after the duplicates (whose
  // places are counted below).
  WordsNotRead not_read;
  std::vector<Finding> set_aside;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PrintedRow& p = rows[i];
    if (relation.unread) {
      if (const auto word = relation.unread(p.keys)) {
        not_read.report(word->first, p, word->second, set_aside);
        continue;
      }
    }
    if (relation.not_checked) {
      if (auto why = relation.not_checked(p.keys, p.numbers)) {
        Finding f = finding_at(p, FindingKind::NotChecked);
        f.keys = p.keys;
        f.who = FindingClass::None;
        f.explanation = std::move(*why);
        set_aside.push_back(std::move(f));
        continue;
      }
    }
    if (!p.exact.empty()) {
      // A row that prints a fraction is judged on its own (fraction_rows.hpp); it is
      // no neighbour for the order of whole rows.
      if (relation.valid_exact(p.keys, p.exact)) {
        ++audit.valid;
      } else {
        r.fractional.push_back(&p);
      }
      continue;
    }
    if (!relation.valid(p.keys, p.numbers)) {
      r.invalid.push_back(&p);
      continue;
    }
    r.holds[i] = true;
    r.valid_rows.push_back(&p);
    ++audit.valid;
    const auto [it, fresh] = r.printed.emplace(id_of(relation, p.keys, p.numbers), i);
    if (!fresh) r.repeats = true;
    if (!fresh && relation.derived && options.omissions) {
      const RowIndex finding = options.duplicates
                                   ? static_cast<RowIndex>(audit.findings.size() + r.repeated.size())
                                   : Repeat::kNoFinding;
      r.repeated.push_back({static_cast<RowIndex>(it->second), static_cast<RowIndex>(i), finding});
    }
  }
  // The findings to come reserved once counted (the duplicates', one for each row that
  // does not hold, at most one for each derived row lacked): a big table holds its
  // findings without the spare capacity of a vector grown by doubling.
  const std::size_t lacked = relation.derived && options.omissions ? relation.derived->size() : 0;
  const std::size_t duplicates = options.duplicates ? r.repeated.size() : 0;
  audit.findings.reserve(audit.findings.size() + duplicates + r.invalid.size() + r.fractional.size() +
                         lacked);
  for (const Repeat& rep : r.repeated) {
    if (!options.duplicates) break;
    const PrintedRow& p = rows[rep.again];
    Finding f = finding_at(p, FindingKind::Duplicate);
    f.keys = p.keys;
    f.who = FindingClass::Printer;
    f.explanation = "repeats row " + std::to_string(rows[rep.first].row);
    audit.findings.push_back(std::move(f));
  }
  for (Finding& f : set_aside) audit.findings.push_back(std::move(f));
  set_neighbours(rows, r);
  return r;
}

// The rows the print lacks, before any emendation supplies them; sets audit.derived.
std::set<RowId> lacked_rows(const BoundRelation& relation, const RowsRead& read, const AuditOptions& options,
                            TableAudit& audit) {
  std::set<RowId> missing;
  if (!relation.derived || !options.omissions) return missing;
  audit.derived = relation.derived->size();
  for (const DerivedRow& d : *relation.derived) {
    RowId id = id_of(relation, d.keys, d.numbers);
    if (!read.printed.count(id)) missing.insert(std::move(id));
  }
  return missing;
}

// The evidence of the table around the row at `index` that cannot be right: whether a
// reading supplies a lacked row, repeats a printed one, or breaks the order the nearest
// rows that hold (before and after, with the same keys) keep. The context refers to
// `read` and `missing`, which must outlive it.
RowContext context_of(const BoundRelation& relation, const std::vector<PrintedRow>& rows, std::size_t index,
                      const RowsRead& read, const std::set<RowId>& missing, const TableOrder& order,
                      const AuditOptions& options) {
  const Keys& keys = rows[index].keys;
  const PrintedRow* before = read.before[index] == kNoRow ? nullptr : &rows[read.before[index]];
  const PrintedRow* after = read.after[index] == kNoRow ? nullptr : &rows[read.after[index]];
  RowContext context;
  context.unordered = relation.unordered;
  if (relation.derived && options.omissions) {
    context.supplies_omission = [&relation, &missing, keys](const NumberRow& n) {
      return missing.count(id_of(relation, keys, n)) > 0;
    };
  }
  if (!read.repeats) {
    context.repeats_row = [&relation, &read, keys](const NumberRow& n) {
      return read.printed.count(id_of(relation, keys, n)) > 0;
    };
  }
  if (order.ascending_within || order.descending_within || order.prefix > 0) {
    context.breaks_order = [order, before, after](const NumberRow& n) {
      if (order.ascending_within && !non_decreasing(n)) return true;
      if (order.descending_within && !non_increasing(n)) return true;
      if (order.prefix == 0) return false;
      if (before && compare_prefix(before->numbers, n, order.prefix) > 0) return true;
      if (after && compare_prefix(n, after->numbers, order.prefix) > 0) return true;
      return false;
    };
  }
  return context;
}

// Second pass, one row: the finding for a row that cannot be right, judged in its
// context. An erratum that supplies a lacked row takes it out of `missing`.
Finding judge_printed_row(const BoundRelation& relation, const PrintedRow& p, const RowContext& context,
                          bool lists, std::set<RowId>& missing, const AuditOptions& options) {
  Finding f = finding_at(p, FindingKind::Erratum);
  f.keys = p.keys;
  const Keys& keys = p.keys;
  const RowPredicate valid = [&relation, &keys](const NumberRow& n) { return relation.valid(keys, n); };
  auto all = emendations(p.numbers, p.number_text, valid, options.weights.slips);
  if (lists) {
    for (auto& e : number_dropped_emendations(p.numbers, valid, options.weights.slips))
      all.push_back(std::move(e));
  }
  const Judgement judgement = judge(std::move(all), context, options.weights);
  if (judgement.best.empty()) {
    f.kind = FindingKind::Unresolved;
    f.who = FindingClass::Undecided;
    if (relation.is_man) {
      for (const auto& x : p.numbers) {
        if (!relation.is_man(x)) f.who = FindingClass::NoMan;
      }
    }
    f.explanation =
        "no single slip of the printer makes it a row where " + relation.statement + searched_note(p.numbers);
    if (relation.disproof) f.explanation += "; as printed, " + relation.disproof(keys, p.numbers);
    // One slip in a key cell that holds numbers (a victory's printed part): as cheap as
    // a slip of the numbers, proposed when it gives one reading alone, a tie otherwise.
    if (relation.mend_keys) {
      std::vector<Emendation> mends = relation.mend_keys(keys, p.numbers, options.weights.slips);
      if (!mends.empty()) {
        const int least =
            std::min_element(mends.begin(), mends.end(), [](const Emendation& x, const Emendation& y) {
              return x.cost < y.cost;
            })->cost;
        std::erase_if(mends, [least](const Emendation& e) { return e.cost > least; });
        f.explanation =
            "no single slip of the printer in its numbers makes it a row where " + relation.statement;
        if (relation.disproof) f.explanation += "; as printed, " + relation.disproof(keys, p.numbers);
        f.candidates = mends;
        if (mends.size() == 1) {
          Keys mended = keys;
          mended.at(mends.front().key->key) = mends.front().key->reading;
          f.kind = FindingKind::Erratum;
          f.who = FindingClass::Printer;
          f.confidence = 100;
          f.proof = relation.proof ? relation.proof(mended, p.numbers) : "";
        } else {
          f.kind = FindingKind::Tie;
          f.who = FindingClass::Undecided;
        }
        return f;
      }
    }
    if (context.supplies_omission) {
      if (const auto t = lacked_row_two_slips_away(relation, p, missing, options)) {
        f.two_slips.clear();
        for (const auto& n : t->row) f.two_slips.push_back(n.get_str());
        f.proof = relation.proof ? relation.proof(p.keys, t->row) : "";
        f.evidence = "supplies a row the table otherwise lacks";
        propose_at_cost(f, Emendation{t->row, t->first, t->cost, {}, t->second},
                        options.weights.slips.of(t->second.kind), "two slips", p.number_columns);
        return f;
      }
    }
    // Last, two numbers that are not neighbours set in each other's place (taker and
    // taken), the costliest slip: proposed when it gives one reading alone.
    const auto moved = transposed(
        p.numbers, [&](const NumberRow& n) { return relation.valid(keys, n); }, options.weights.slips);
    if (moved.size() == 1) {
      f.proof = relation.proof ? relation.proof(keys, moved.front().row) : "";
      propose_at_cost(f, moved.front(), moved.front().cost, "a transposition", p.number_columns);
    } else if (moved.size() > 1) {
      f.explanation += "; " + std::to_string(moved.size()) + " readings tie at a transposition of two cells";
    }
    return f;
  }
  const auto proof = [&relation, &keys](const NumberRow& n) {
    return relation.proof ? relation.proof(keys, n) : std::string();
  };
  const std::string why = relation.disproof ? "as printed, " + relation.disproof(keys, p.numbers) : "";
  apply_judgement(f, judgement, context, why, proof, p.number_columns);
  if (f.kind == FindingKind::Erratum && judgement.best.front().supplies_omission) {
    missing.erase(id_of(relation, keys, judgement.best.front().emendation.row));
  }
  return f;
}

// A row that cannot be right beside a false step of the author's that states one of
// the row's printed numbers as its result: the printed number follows from the
// author's wrong step, and the error is the author's (steps.hpp).
// Whether the row prints the number, as a whole number or among its exact numbers.
bool row_prints(const PrintedRow& p, const Rational& v) {
  return std::any_of(p.numbers.begin(), p.numbers.end(),
                     [&v](const mpz_class& n) { return Rational(n) == v; }) ||
         std::find(p.exact.begin(), p.exact.end(), v) != p.exact.end();
}

// Its other false steps are named in the explanation.
void class_author_steps(Finding& f, const PrintedRow& p) {
  bool author = false;
  for (const Step& s : p.steps) {
    if (s.holds()) continue;
    if (s.stated && row_prints(p, *s.stated) && !author) {
      author = true;
      f.who = FindingClass::Author;
      const std::string why = "the author's own step " + false_step_text(s) + " and states the printed " +
                              numeral_text(*s.stated) + ": the error is the author's, not the printer's";
      f.evidence += (f.evidence.empty() ? "" : "; ") + why;
    } else {
      f.explanation += "; its step " + false_step_text(s);
    }
  }
}

// A row that holds, beside a worked step of its own that is false as written: the
// step is wrong, whoever set it wrong (steps.hpp). One finding for the row, naming
// each false step; when the row prints the true result of a false step, it says so.
void report_false_steps(const BoundRelation& relation, const RowsRead& read,
                        const std::vector<PrintedRow>& rows, TableAudit& audit) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PrintedRow& p = rows[i];
    if (p.steps.empty()) continue;
    const bool holds = p.exact.empty() ? read.holds[i] : relation.valid_exact(p.keys, p.exact);
    if (!holds) continue;
    std::vector<std::string> wrong, values, why;
    for (const Step& s : p.steps) {
      if (s.holds()) continue;
      wrong.push_back(s.text);
      values.push_back(numeral_text(s.sides.front()));
      std::string w = "its step " + false_step_text(s);
      if (row_prints(p, s.sides.front())) w += ", and the row prints " + numeral_text(s.sides.front());
      why.push_back(w);
    }
    if (wrong.empty()) continue;
    Finding f = finding_at(p, FindingKind::Step);
    f.keys = p.keys;
    f.printed = wrong;
    f.derived = values;
    f.explanation = "the row holds as printed; ";
    for (std::size_t k = 0; k < why.size(); ++k) f.explanation += (k ? "; " : "") + why[k];
    audit.findings.push_back(std::move(f));
  }
}

// A row printed twice in a complete table that lacks a row: when one slip of the
// printer turns a lacked row into one of the two printings, that printing is the slip
// (the compositor set the lacked row wrong, and so set another row again). Each
// printing's readings that supply a lacked row are judged in its context (order,
// omission); the likelier printing, when one is likelier, becomes an erratum in place
// of the duplicate, and the row it supplies is no omission. Otherwise the duplicate
// stands as it was.
void mend_repeated_rows(const BoundRelation& relation, const std::vector<PrintedRow>& rows,
                        const RowsRead& read, std::set<RowId>& missing, const TableOrder& order,
                        const AuditOptions& options, TableAudit& audit) {
  if (!relation.derived || !options.omissions) return;
  // The readings of each printing that supply a lacked row, searched once while
  // `missing` stays as it is: a row printed many times is searched once.
  std::map<std::pair<Keys, std::vector<std::string>>, std::vector<Emendation>> searched;
  std::size_t searched_for = missing.size();
  for (const Repeat& rep : read.repeated) {
    if (missing.empty()) return;
    struct Printing {
      std::size_t index;
      RowContext context;
      Judgement judgement;
    };
    std::vector<Printing> found;
    for (std::size_t index : {rep.first, rep.again}) {
      const PrintedRow& p = rows[index];
      const Keys& keys = p.keys;
      if (missing.size() != searched_for) {
        searched.clear();
        searched_for = missing.size();
      }
      const RowPredicate lacked = [&relation, &missing, &keys](const NumberRow& n) {
        return relation.valid(keys, n) && missing.count(id_of(relation, keys, n)) > 0;
      };
      RowContext context = context_of(relation, rows, index, read, missing, order, options);
      auto [at, fresh] = searched.try_emplace({keys, p.number_text});
      if (fresh) at->second = emendations(p.numbers, p.number_text, lacked, options.weights.slips);
      if (at->second.empty()) continue;
      Judgement j = judge(at->second, context, options.weights);
      if (!j.best.empty()) found.push_back({index, std::move(context), std::move(j)});
    }
    if (found.empty()) continue;
    if (found.size() == 2) {
      const int a = found[0].judgement.best.front().score, b = found[1].judgement.best.front().score;
      if (a == b) continue;  // either printing could be the slip: not decided
      if (b < a) found.erase(found.begin());
    }
    // Several readings of the likelier printing at its least score: not decided.
    if (found.front().judgement.best.size() != 1) continue;
    const Printing& chosen = found.front();
    const PrintedRow& p = rows[chosen.index];
    const std::size_t other = chosen.index == rep.first ? rep.again : rep.first;
    Finding f = finding_at(p, FindingKind::Erratum);
    f.keys = p.keys;
    const auto proof = [&relation, &p](const NumberRow& n) {
      return relation.proof ? relation.proof(p.keys, n) : std::string();
    };
    apply_judgement(f, chosen.judgement, chosen.context,
                    "as printed, it repeats row " + std::to_string(rows[other].row), proof, p.number_columns);
    missing.erase(id_of(relation, p.keys, chosen.judgement.best.front().emendation.row));
    // In the duplicate's stead; without one, after the rows that cannot be right, which
    // are other rows: sorted by row, the findings stand as they would.
    if (rep.finding == Repeat::kNoFinding) {
      audit.findings.push_back(std::move(f));
    } else {
      audit.findings[rep.finding] = std::move(f);
    }
  }
}

// The derived rows still lacked, in the derivation's order.
void report_omissions(const BoundRelation& relation, std::set<RowId>& missing, TableAudit& audit) {
  for (const DerivedRow& d : *relation.derived) {
    const RowId id = id_of(relation, d.keys, d.numbers);
    if (!missing.count(id)) continue;
    Finding f;
    f.kind = FindingKind::Omission;
    f.keys = d.keys;
    f.derived = texts(d.numbers);
    f.proof = relation.proof ? relation.proof(d.keys, d.numbers) : "";
    f.explanation = "not printed" + (f.proof.empty() ? std::string() : ": " + f.proof);
    audit.findings.push_back(std::move(f));
    missing.erase(id);
  }
}

// Two neighbouring rows that cannot be right and that exchanging one column's numbers
// between them makes both right: the lines set in each other's place (one of them, in
// that column), one slip of the printer for both rows, an erratum on each, whatever
// other slip might also explain either alone. By the row judged.
std::map<const PrintedRow*, Finding> exchanged_rows(const BoundRelation& relation,
                                                    const std::vector<const PrintedRow*>& invalid,
                                                    std::set<RowId>& missing, const AuditOptions& options) {
  std::map<const PrintedRow*, Finding> out;
  for (std::size_t i = 0; i + 1 < invalid.size(); ++i) {
    const PrintedRow& a = *invalid[i];
    const PrintedRow& b = *invalid[i + 1];
    if (b.row != a.row + 1 || a.numbers.size() != b.numbers.size()) continue;
    std::optional<std::size_t> column;
    for (std::size_t k = 0; k < a.numbers.size(); ++k) {
      if (a.numbers[k] == b.numbers[k]) continue;
      NumberRow x = a.numbers, y = b.numbers;
      std::swap(x[k], y[k]);
      if (!relation.valid(a.keys, x) || !relation.valid(b.keys, y)) continue;
      if (column) {  // two columns would do: not decided here
        column.reset();
        break;
      }
      column = k;
    }
    if (!column) continue;
    for (const auto& [self, other] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
      NumberRow read = self->numbers;
      read[*column] = other->numbers[*column];
      Slip slip;
      slip.kind = SlipKind::RowsExchanged;
      slip.cell = *column;
      slip.other_row = other->row;
      Finding f = finding_at(*self, FindingKind::Erratum);
      f.keys = self->keys;
      f.columns = self->number_columns;
      f.proof = relation.proof ? relation.proof(self->keys, read) : std::string();
      f.explanation = describe(slip, f.columns) + "; read " + numerals_text(texts(read)) +
                      (f.proof.empty() ? std::string() : ": " + f.proof);
      missing.erase(id_of(relation, self->keys, read));
      f.candidates = {Emendation{std::move(read), slip, options.weights.slips.of(SlipKind::RowsExchanged)}};
      out.emplace(self, std::move(f));
    }
    ++i;
  }
  return out;
}

// The two rows with one column's cells set in each other's place, as a whole-table
// relation reads them: the cell, and the key or number read from it, or the other
// column (a table of standards reads its columns by name). False when the column cannot
// be exchanged so (a list cell, a set printed in one cell) or the rows print it alike.
bool exchange_column(const BoundRelation& relation, PrintedRow& a, PrintedRow& b, const std::string& column) {
  const auto k = std::find_if(relation.columns.begin(), relation.columns.end(),
                              [&column](const RelationColumn& c) { return c.name == column; });
  if (k != relation.columns.end()) {
    const std::size_t at = static_cast<std::size_t>(k - relation.columns.begin());
    if (k->role == ColumnRole::Numbers || a.cells.size() != relation.columns.size() ||
        b.cells.size() != relation.columns.size() || a.cells[at] == b.cells[at])
      return false;
    std::swap(a.cells.edit()[at], b.cells.edit()[at]);
    if (k->role == ColumnRole::Key) {
      const auto key = static_cast<std::size_t>(std::count_if(
          relation.columns.begin(), k, [](const RelationColumn& c) { return c.role == ColumnRole::Key; }));
      if (key >= a.keys.size() || key >= b.keys.size()) return false;
      std::swap(a.keys.edit()[key], b.keys.edit()[key]);
      return true;
    }
    bool any = false;
    for (std::size_t j = 0; j < a.number_columns.size() && j < b.number_columns.size(); ++j) {
      if (a.number_columns[j] != column || b.number_columns[j] != column) continue;
      if (j < a.numbers.size() && j < b.numbers.size()) std::swap(a.numbers.edit()[j], b.numbers.edit()[j]);
      if (j < a.exact.size() && j < b.exact.size()) std::swap(a.exact.edit()[j], b.exact.edit()[j]);
      if (j < a.number_text.size() && j < b.number_text.size())
        std::swap(a.number_text.edit()[j], b.number_text.edit()[j]);
      any = true;
    }
    return any;
  }
  // A term of a list cell ("numbers, term 2"): its number alone.
  bool term = false;
  for (std::size_t j = 0; j < a.number_columns.size() && j < b.number_columns.size(); ++j) {
    if (a.number_columns[j] != column || b.number_columns[j] != column || j >= a.numbers.size() ||
        j >= b.numbers.size() || a.numbers[j] == b.numbers[j])
      continue;
    std::swap(a.numbers.edit()[j], b.numbers.edit()[j]);
    if (j < a.number_text.size() && j < b.number_text.size())
      std::swap(a.number_text.edit()[j], b.number_text.edit()[j]);
    term = true;
  }
  if (term) return true;
  if (column == "steps") return false;
  const auto find = [&column](PrintedRow& r) -> std::string* {
    for (auto& [name, value] : r.extra.edit()) {
      if (name == column) return &value;
    }
    return nullptr;
  };
  std::string* x = find(a);
  std::string* y = find(b);
  if (!x || !y || *x == *y) return false;
  std::swap(*x, *y);
  return true;
}

// A column's number in a row, as printed ("348." read with its point, "xxv", «vingt
// cinq»: words/period_number.hpp); nullopt when the cell is none or holds no whole number.
std::optional<mpz_class> column_number(const BoundRelation& relation, const PrintedRow& r,
                                       const std::string& column) {
  const std::string* text = nullptr;
  for (std::size_t k = 0; k < relation.columns.size() && k < r.cells.size(); ++k) {
    if (relation.columns[k].name == column) text = &r.cells[k];
  }
  for (const auto& [name, value] : r.extra) {
    if (!text && name == column) text = &value;
  }
  if (!text) {
    for (std::size_t j = 0; j < r.number_columns.size() && j < r.numbers.size(); ++j) {
      if (r.number_columns[j] == column) return r.numbers[j];
    }
  }
  if (!text || text->empty() || text->size() > kMaxDigits) return std::nullopt;
  return read_period_number(*text);
}

// How many of the columns run in one order (ascending or descending) over the rows
// about rows i and i + 1 (two before, two after), these two read as x and y: the
// table's own order, which decides between exchanges that mend alike.
std::size_t ordered_columns(const BoundRelation& relation, const std::vector<PrintedRow>& rows, std::size_t i,
                            const PrintedRow& x, const PrintedRow& y,
                            const std::vector<std::string>& columns) {
  constexpr std::size_t kAbout = 2;
  const std::size_t from = i >= kAbout ? i - kAbout : 0;
  const std::size_t to = std::min(rows.size(), i + 2 + kAbout);
  std::size_t ordered = 0;
  for (const std::string& column : columns) {
    std::vector<mpz_class> run;
    bool numbers = true;
    for (std::size_t r = from; r < to && numbers; ++r) {
      const PrintedRow& row = r == i ? x : r == i + 1 ? y : rows[r];
      const auto v = column_number(relation, row, column);
      if (!v)
        numbers = false;
      else
        run.push_back(*v);
    }
    if (!numbers || run.size() < 3) continue;
    const bool up = std::is_sorted(run.begin(), run.end());
    const bool down = std::is_sorted(run.rbegin(), run.rend());
    if ((up || down) && run.front() != run.back()) ++ordered;
  }
  return ordered;
}

// In a whole-table relation (relation.check): two neighbouring rows that cannot be
// right and that exchanging the cells of one column between them makes both right,
// judged as the relation judges the two alone. Their findings give way to an erratum
// on each, one slip of the printer for both (the lines set in each other's place in
// that column), as exchanged_rows does for the row-set relations: "3 printed for 4 …"
// on one line and "4 for 3" on the next are one exchange, not two slips.
void exchange_checked_rows(const BoundRelation& relation, const std::vector<PrintedRow>& rows,
                           std::vector<Finding>& findings, const AuditOptions& options) {
  const auto wrong = [](const Finding& f) {
    return f.kind == FindingKind::Erratum || f.kind == FindingKind::Tie || f.kind == FindingKind::Unresolved;
  };
  std::map<std::size_t, const Finding*> flagged;  // row -> its finding
  for (const Finding& f : findings) {
    // A row the relation already reads as exchanged with its neighbour (men) is left so.
    if (f.emendation() && f.emendation()->slip.kind == SlipKind::RowsExchanged) continue;
    if (f.row && wrong(f)) flagged.emplace(*f.row, &f);
  }
  std::vector<std::string> names;
  for (const RelationColumn& c : relation.columns) names.push_back(c.name);
  std::vector<Finding> made;
  std::set<std::size_t> replaced;
  for (std::size_t i = 0; i + 1 < rows.size(); ++i) {
    const PrintedRow& a = rows[i];
    const PrintedRow& b = rows[i + 1];
    if (b.row != a.row + 1 || !flagged.count(a.row) || !flagged.count(b.row) || replaced.count(a.row))
      continue;
    // The relation's columns, the terms of its lists, and the other columns that hold a
    // number in both rows (a table of standards reads `standards` and `men` by name; a
    // note, a file or an OCR line is no column a compositor's exchange mends).
    std::vector<std::string> columns = names;
    for (const auto& [name, value] : a.extra) {
      if (std::find(columns.begin(), columns.end(), name) != columns.end()) continue;
      if (column_number(relation, a, name) && column_number(relation, b, name)) columns.push_back(name);
    }
    for (const std::string& name : a.number_columns) {
      if (std::find(columns.begin(), columns.end(), name) == columns.end()) columns.push_back(name);
    }
    // Each exchange that makes both right, with the columns it leaves in the table's
    // order about the two rows.
    std::optional<std::pair<std::string, std::pair<PrintedRow, PrintedRow>>> found;
    std::size_t best = 0;
    bool several = false;
    for (const std::string& column : columns) {
      PrintedRow x = a, y = b;
      if (!exchange_column(relation, x, y, column)) continue;
      bool right = true;
      const WithoutReadings whether_they_hold;
      for (const Finding& f : relation.check({x, y})) {
        if (f.row && (wrong(f) || f.kind == FindingKind::Duplicate || f.kind == FindingKind::NotRead))
          right = false;
      }
      if (!right) continue;
      const std::size_t ordered = ordered_columns(relation, rows, i, x, y, columns);
      if (found && ordered == best) several = true;
      if (!found || ordered > best) {
        found.emplace(column, std::pair{std::move(x), std::move(y)});
        best = ordered;
        several = false;
      }
    }
    // Two exchanges alike in the order they leave (one column or the others): undecided.
    if (!found || several) continue;
    const std::string& column = found->first;
    for (const auto& [self, other, read] :
         {std::tuple{&a, &b, &found->second.first}, std::tuple{&b, &a, &found->second.second}}) {
      Slip slip;
      slip.kind = SlipKind::RowsExchanged;
      slip.other_row = other->row;
      Finding f = finding_at(*self, FindingKind::Erratum);
      const Finding& was = *flagged.at(self->row);
      f.keys = was.keys;
      f.printed = was.printed;
      f.columns = {column};
      f.explanation = describe(slip, f.columns) + "; read " +
                      (read->number_text.empty()
                           ? column + " " +
                                 [&] {
                                   for (const auto& [name, value] : read->extra) {
                                     if (name == column) return value;
                                   }
                                   const auto k = std::find(names.begin(), names.end(), column);
                                   return k != names.end()
                                              ? read->cells[static_cast<std::size_t>(k - names.begin())]
                                              : std::string();
                                 }()
                           : numerals_text(read->number_text));
      f.candidates = {Emendation{read->numbers, slip, options.weights.slips.of(SlipKind::RowsExchanged)}};
      made.push_back(std::move(f));
      replaced.insert(self->row);
    }
    ++i;
  }
  if (replaced.empty()) return;
  std::erase_if(findings, [&](const Finding& f) { return f.row && wrong(f) && replaced.count(*f.row); });
  std::move(made.begin(), made.end(), std::back_inserter(findings));
}

}  // namespace

TableAudit audit_table(const BoundRelation& relation, const std::vector<PrintedRow>& rows,
                       const std::string& table, const AuditOptions& options) {
  TableAudit audit;
  audit.table = table;
  audit.relation = relation.label();
  audit.statement = relation.statement;
  audit.rows = rows.size();
  if (relation.check) {
    audit.findings = relation.check(rows);
    exchange_checked_rows(relation, rows, audit.findings, options);
    // A partial table (worked examples, some rows of a relation that lists them all)
    // omits nothing, whatever relation judges it, and may work one example twice.
    // So is what a relation says of the omissions it does not claim (a finding of the
    // table, not checked, at no row).
    if (!options.omissions) {
      std::erase_if(audit.findings, [](const Finding& f) {
        return f.kind == FindingKind::Omission || f.kind == FindingKind::Duplicate ||
               (f.kind == FindingKind::NotChecked && !f.row);
      });
    }
    if (!options.duplicates)
      std::erase_if(audit.findings, [](const Finding& f) { return f.kind == FindingKind::Duplicate; });
    classify(audit.findings);
    class_picture_rows(audit.findings, rows);
    class_ocr_rows(audit.findings, rows);
    std::set<std::size_t> bad;
    for (const auto& f : audit.findings) {
      if (f.row) bad.insert(*f.row);
    }
    audit.valid = rows.size() - bad.size();
    sort_findings(audit.findings);
    return audit;
  }
  const RowsRead read = read_rows(relation, rows, options, audit);
  std::set<RowId> missing = lacked_rows(relation, read, options, audit);
  const TableOrder order = table_order(read.valid_rows);
  const bool lists = std::any_of(relation.columns.begin(), relation.columns.end(),
                                 [](const RelationColumn& c) { return c.role == ColumnRole::Numbers; });
  std::map<const PrintedRow*, Finding> exchanged = exchanged_rows(relation, read.invalid, missing, options);
  for (const PrintedRow* p : read.invalid) {
    if (const auto it = exchanged.find(p); it != exchanged.end()) {
      audit.findings.push_back(std::move(it->second));
      continue;
    }
    const std::size_t index = static_cast<std::size_t>(p - rows.data());
    const RowContext context = context_of(relation, rows, index, read, missing, order, options);
    audit.findings.push_back(judge_printed_row(relation, *p, context, lists, missing, options));
    class_author_steps(audit.findings.back(), *p);
  }
  mend_repeated_rows(relation, rows, read, missing, order, options, audit);
  for (const PrintedRow* p : read.fractional) {
    audit.findings.push_back(judge_fraction_row(relation, *p, options.weights));
    class_author_steps(audit.findings.back(), *p);
  }
  if (relation.derived && options.omissions) report_omissions(relation, missing, audit);
  report_false_steps(relation, read, rows, audit);
  classify(audit.findings);
  class_picture_rows(audit.findings, rows);
  class_ocr_rows(audit.findings, rows);
  sort_findings(audit.findings);
  return audit;
}

}  // namespace rithmo
