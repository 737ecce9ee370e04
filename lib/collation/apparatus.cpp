#include "collation/apparatus.hpp"

#include "audit/audit.hpp"
#include "audit/reading.hpp"
#include "audit/tables_audit.hpp"
#include "diagnostic.hpp"
#include "harmony/triumph.hpp"
#include "men/ways.hpp"
#include "number/numeral.hpp"
#include "report/table.hpp"
#include "text/join.hpp"
#include "victory/goal.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <list>
#include <map>
#include <set>
#include <unordered_map>

namespace rithmo {

// An apparatus holds a reading for every row of every witness (apparatus.hpp).
static_assert(sizeof(PlaceReading) <= 64, "a reading is 64 bytes");

bool is_error(ReadingClass c) {
  return c == ReadingClass::Slip || c == ReadingClass::Ocr || c == ReadingClass::Unresolved ||
         c == ReadingClass::Errata || c == ReadingClass::Transcription;
}

bool Place::varies() const {
  return std::any_of(readings.begin(), readings.end(),
                     [](const PlaceReading& r) { return r.kind != ReadingClass::Lemma; });
}

namespace {

// The readings that belong to a book, not to the work it prints: the language its
// words are written in. Two books in two languages witness one work. (A table laid
// out another way, `layout`, holds other rows: another work.)
bool book_reading(const std::string& name) { return name == "language"; }

RelationParams work_reading(RelationParams params) {
  std::erase_if(params, [](const auto& p) { return book_reading(p.first); });
  return params;
}

}  // namespace

namespace {

// The corrections the package's tables of errors (relation printers-errata) make in
// the resource: their rows of kind number whose target names it.
std::vector<WitnessCorrection> corrections_of(const Package& p, const Resource& r) {
  std::vector<WitnessCorrection> out;
  const std::string folder = std::filesystem::path(p.dir).filename().string();
  for (const Resource& e : p.resources) {
    if (e.relation.value("name", "") != kPrintersErrata) continue;
    for (const ErrataCorrection& row : errata_rows(read_resource(p, e))) {
      if (row.kind != "number" || row.target != r.name) continue;
      WitnessCorrection c;
      c.folio = row.folio;
      c.row = row.target_row;
      c.printed = numerals_of(row.printed);
      c.corrected = row.corrected;
      c.errata_row = row.row;
      c.errata_table = folder + "/" + e.path;
      out.push_back(std::move(c));
    }
  }
  return out;
}

// The siglum a package gives most of its witnesses, when it gives one to two or more
// (a book is mostly one siglum across its works); empty when none stands out.
std::string usual_siglum(const Package& p) {
  std::map<std::string, int> counts;
  for (const Resource& r : p.resources) {
    if (!r.work.empty()) ++counts[r.siglum];
  }
  std::string best;
  int most = 1, ties = 0;
  for (const auto& [siglum, n] : counts) {
    if (n > most) {
      best = siglum, most = n, ties = 0;
    } else if (n == most) {
      ++ties;
    }
  }
  return ties ? std::string() : best;
}

}  // namespace

std::vector<Work> common_works(std::vector<Work> works) {
  works.erase(
      std::remove_if(works.begin(), works.end(), [](const Work& w) { return w.witnesses.size() < 2; }),
      works.end());
  return works;
}

std::vector<Work> works_of(const std::vector<Package>& packages) {
  std::map<std::string, Work> works;
  std::map<std::string, std::string> usual;  // per descriptor, its book's usual siglum
  for (const Package& p : packages) usual[p.descriptor_name] = usual_siglum(p);
  for (const Package& p : packages) {
    const std::string folder = std::filesystem::path(p.dir).filename().string();
    // What the package says of its book, read once (only a package with a witness needs it).
    std::optional<BookRecord> record;
    for (const Resource& r : p.resources) {
      if (r.work.empty()) continue;
      if (!record) record = read_book_record(p);
      auto fail = [&](const std::string& message) {
        return DiagnosticError(
            {p.descriptor_name, r.line, r.column, "resource '" + r.name + "': " + message});
      };
      Work& w = works[r.work];
      const std::string relation = r.relation.value("name", "");
      // Compared with the defaults filled in: a witness that names a default and one
      // that leaves it out state one reading.
      RelationParams params = work_reading(relation_params(r));
      if (const RelationSpec* spec = find_relation(relation)) {
        try {
          params = work_reading(full_params(*spec, params));
        } catch (const RelationError& e) {
          throw fail(e.what());
        }
      }
      if (w.witnesses.empty()) {
        w.name = r.work;
        w.relation = relation;
        w.params = params;
      } else if (relation != w.relation || params != w.params) {
        throw fail("witnesses of work '" + r.work +
                   "' state one relation and reading: " + relation_label(w.relation, w.params) + " (" +
                   w.witnesses.front().table + "), not " + relation_label(relation, params));
      }
      for (const WorkWitness& other : w.witnesses) {
        if (other.siglum != r.siglum) continue;
        // Located at the witness whose siglum is not its book's usual one, where one is
        // and the other is not (the book that changed); else at the one read second.
        const std::string table = folder + "/" + r.path;
        const bool odd_here = r.siglum != usual[p.descriptor_name];
        const bool odd_there = other.siglum != usual[other.descriptor];
        if (odd_there && !odd_here) {
          throw DiagnosticError({other.descriptor, other.resource.line, other.resource.column,
                                 "resource '" + other.resource.name + "': siglum '" + r.siglum +
                                     "' of work '" + r.work + "' names " + table +
                                     " already (that book's witnesses are '" + usual[p.descriptor_name] +
                                     "'; this book's are '" + usual[other.descriptor] + "')"});
        }
        throw fail("siglum '" + r.siglum + "' of work '" + r.work + "' names " + other.table + " already");
      }
      WorkWitness witness;
      witness.siglum = r.siglum;
      witness.table = folder + "/" + r.path;
      witness.book = p.title;
      witness.transcribes = r.transcribes;
      witness.descriptor = p.descriptor_name;
      witness.resource = r;
      witness.doc = read_resource(p, r);
      witness.corrections = corrections_of(p, r);
      witness.record = *record;
      w.witnesses.push_back(std::move(witness));
    }
  }
  std::vector<Work> out;
  for (auto& [name, w] : works) {
    for (const WorkWitness& x : w.witnesses) {
      if (x.transcribes.empty()) continue;
      const bool found = std::any_of(w.witnesses.begin(), w.witnesses.end(), [&x](const WorkWitness& y) {
        return y.siglum == x.transcribes && &y != &x;
      });
      const auto here = [&x](const std::string& message) {
        return DiagnosticError({x.descriptor, x.resource.line, x.resource.column,
                                "resource '" + x.resource.name + "': " + message});
      };
      if (!found)
        throw here("transcribes '" + x.transcribes + "', which is no other witness of work '" + name + "'");
      // The print a transcription follows is a print: no transcription of another.
      const bool of_a_transcription = std::any_of(
          w.witnesses.begin(), w.witnesses.end(),
          [&x](const WorkWitness& y) { return y.siglum == x.transcribes && !y.transcribes.empty(); });
      if (of_a_transcription)
        throw here("transcribes '" + x.transcribes + "', which is itself a transcription in work '" + name +
                   "': a transcription follows a print");
    }
    // A modern transcription stands right after the print it follows.
    std::vector<WorkWitness> ordered;
    for (WorkWitness& x : w.witnesses) {
      if (x.transcribes.empty()) ordered.push_back(std::move(x));
    }
    for (WorkWitness& x : w.witnesses) {
      if (x.transcribes.empty()) continue;
      const auto print = std::find_if(ordered.begin(), ordered.end(),
                                      [&x](const WorkWitness& y) { return y.siglum == x.transcribes; });
      ordered.insert(print == ordered.end() ? ordered.end() : std::next(print), std::move(x));
    }
    w.witnesses = std::move(ordered);
    out.push_back(std::move(w));
  }
  return out;
}

namespace {

// What a key cell means, for the relations that read words (in any of the five
// languages, through the one vocabulary): "diapente", "Quinte" and "diapenté" are one
// key, as are "maggior uittoria", "noch Größere überwindung" and "greater" (a grade read
// in the witness's language: Boissière's "grande" is the greater, Barozzi's the great);
// any other cell is compared folded (case, accents and the printer's spellings aside),
// so that "Even" and "even" are one key too.
std::string key_meaning(const RelationSpec& spec, const std::string& cell, Language language) {
  const auto reads = [&spec](WordKind k) {
    return std::find(spec.words.begin(), spec.words.end(), k) != spec.words.end();
  };
  if (reads(WordKind::Interval)) {
    if (const auto i = read_interval(cell)) return "interval:" + std::string(name(*i));
  }
  if (reads(WordKind::Ratio)) {
    if (const auto r = read_ratio_name(cell)) return "ratio:" + r->str();
  }
  if (reads(WordKind::Shape)) {
    if (const auto sh = read_shape(cell)) return "shape:" + std::string(name(*sh));
  }
  if (reads(WordKind::Army)) {
    if (const auto a = read_army(cell, Army::Even)) return "army:" + std::string(name(*a));
  }
  if (reads(WordKind::Ordinal)) {
    if (const auto n = read_ordinal(cell)) return "ordinal:" + std::to_string(*n);
  }
  if (reads(WordKind::Grade)) {
    if (const auto g = kGradeNames.parse(cell)) return "grade:" + std::string(name(*g));
    if (const auto g = read_grade(cell, language)) return "grade:" + std::string(name(*g));
  }
  if (reads(WordKind::Victory)) {
    if (const auto v = read_victory(cell)) return "victory:" + std::string(name(*v));
  }
  if (reads(WordKind::Proportion)) {
    if (const auto pr = read_proportion(cell)) return "proportion:" + std::string(name(*pr));
  }
  if (reads(WordKind::Way)) {
    const std::vector<Way> ways = read_ways(cell);
    if (!ways.empty()) {
      std::string out = "way:";
      for (Way w : ways) out += std::string(name(w)) + " ";
      return out;
    }
  }
  // A cell of numbers (a victory's part, "2 4 8") keeps them: fold keeps letters only.
  if (std::any_of(cell.begin(), cell.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    std::string numbers = "numbers:";
    bool space = false;
    for (char c : cell) {
      if (c == ' ' || c == '\t') {
        space = numbers.size() > 8;
        continue;
      }
      if (space) numbers += ' ';
      numbers += c;
      space = false;
    }
    return numbers;
  }
  return fold(cell);
}

// The language a witness's reading names ("language": "italian"), English when none.
Language language_of(const RelationParams& params) {
  const auto it = params.find("language");
  if (it == params.end()) return Language::English;
  return kLanguageNames.parse(it->second).value_or(Language::English);
}

Keys key_meanings(const RelationSpec& spec, const Keys& keys, Language language = Language::English) {
  Keys out;
  out.reserve(keys.size());
  for (const auto& k : keys) out.push_back(key_meaning(spec, k, language));
  return out;
}

// A place's identity: whether it is a row the relation accepts (or the reading an
// emendation gives) or a reading no single slip mends, then its keys and its numbers
// (sorted when their order is free).
std::string place_key(const BoundRelation& bound, bool holds, const Keys& keys,
                      std::vector<std::string> numbers) {
  if (bound.unordered) {
    std::sort(numbers.begin(), numbers.end(), [](const std::string& x, const std::string& y) {
      return x.size() != y.size() ? x.size() < y.size() : x < y;
    });
  }
  std::string k = holds ? "d" : "u";
  for (const auto& s : keys) k += "\x1f" + s;
  k += "\x1e";
  for (const auto& s : numbers) k += s + " ";
  return k;
}

std::vector<std::string> texts_of(const NumberRow& row) {
  std::vector<std::string> v;
  v.reserve(row.size());
  for (const auto& n : row) v.push_back(n.get_str());
  return v;
}

std::string joined(const std::vector<std::string>& v, const char* sep = " ") {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + v[i];
  return s;
}

// The numbers of a printed row as text: whole numbers as read (leading zeros and a
// period after them dropped), fractions as printed. A relation that judges its table
// as a whole and names no column of numbers (the standards, read from the label,
// standards and men) gives the cells of the fields the descriptor types as numbers
// (number_fields: its provenance aside); one whose rows hold no number outside its key
// cells (a ratio table's rows of headings and numbers) gives the row's cells as printed.
std::vector<std::string> numbers_of(const PrintedRow& p, const std::vector<std::string>& number_columns) {
  if (!p.exact.empty()) return p.number_text;
  if (!p.numbers.empty()) return texts_of(p.numbers);
  std::vector<std::string> out;
  for (const auto& [column, cell] : p.extra) {
    if (std::find(number_columns.begin(), number_columns.end(), column) == number_columns.end()) continue;
    // Digits, or digits separated by spaces (`tables check` holds them to it); a token
    // that is none is kept as printed.
    std::size_t start = 0;
    while (start < cell.size()) {
      const std::size_t end = std::min(cell.find(' ', start), cell.size());
      const std::string token = cell.substr(start, end - start);
      if (!token.empty()) out.push_back(all_digits(token) ? read_natural(token)->get_str() : token);
      start = end + 1;
    }
  }
  // A row of words and numbers in its key cells (a ratio table's headings): the cells.
  if (out.empty()) {
    for (const auto& cell : p.cells) {
      if (!cell.empty()) out.push_back(cell);
    }
  }
  return out;
}

// The places in the apparatus's order: the derivation's rows first, in its order; a
// place first met in a witness after the place of that witness's row before it.
struct PlaceList {
  struct Entry {
    Place place;
    std::size_t derived_rank = 0;         // its index in the derivation, for derived places
    std::size_t last_witness = SIZE_MAX;  // the last witness with a reading here
  };
  std::list<Entry> order;
  std::unordered_map<std::string, std::list<Entry>::iterator> at;

  std::list<Entry>::iterator find(const std::string& key) {
    const auto it = at.find(key);
    return it == at.end() ? order.end() : it->second;
  }
  std::list<Entry>::iterator add(const std::string& key, std::list<Entry>::iterator after) {
    const auto where = after == order.end() ? order.begin() : std::next(after);
    const auto it = order.insert(where, Entry{});
    at.emplace(key, it);
    return it;
  }
};

std::string cell_of(const CsvDocument& doc, std::size_t row, const std::string& column) {
  const std::size_t c = doc.column(column);
  if (c == std::string::npos || row == 0 || row > doc.rows.size()) return "";
  return c < doc.rows.width() ? std::string(doc.rows.text(row - 1, c)) : "";
}

// The correction of the book's errata that names this row of the witness: the same
// leaf (or the row the keyer points to) and the row's numbers holding the printed ones.
const WitnessCorrection* correction_of(const WorkWitness& w, std::size_t row,
                                       const std::vector<std::string>& numbers) {
  for (const WitnessCorrection& c : w.corrections) {
    if (c.row ? c.row != row : cell_of(w.doc, row, "folio") != c.folio) continue;
    std::vector<std::string> tokens;
    for (const std::string& n : numbers) {
      for (std::string& t : numerals_of(n)) tokens.push_back(std::move(t));
    }
    if (!c.printed.empty() &&
        std::search(tokens.begin(), tokens.end(), c.printed.begin(), c.printed.end()) != tokens.end())
      return &c;
  }
  return nullptr;
}

// The transcriber's notes on a witness's row, joined.
std::string notes_at(const WorkWitness& w, std::size_t row) {
  std::string s;
  for (const auto& n : note_fields(w.resource)) {
    const std::string t = cell_of(w.doc, row, n);
    if (!t.empty()) s += (s.empty() ? "" : "; ") + t;
  }
  return s;
}

std::string places_text(const std::vector<std::size_t>& places) {
  std::string s;
  for (std::size_t i = 0; i < places.size() && i < 8; ++i) s += (i ? ", " : "") + std::to_string(places[i]);
  if (places.size() > 8) s += " and " + std::to_string(places.size() - 8) + " more";
  return s;
}

// One sentence of evidence about two witnesses, never a verdict: nothing in it says
// which copied which (the order of the witnesses is the descriptors', not the books'
// dates).
std::string pair_summary(const PairEvidence& e, const std::string& a, const std::string& b) {
  const std::size_t errs_a = e.errors_a, errs_b = e.errors_b;
  std::string s =
      a + " and " + b + " both print " + count_of(e.compared, "place", "places") + " of this work";
  if (errs_a == 0 && errs_b == 0) {
    s += "; neither errs at any of them";
  } else {
    s += "; " + a + " errs at " + std::to_string(errs_a) + ", " + b + " at " + std::to_string(errs_b);
    s += "; they print the same wrong reading at " + std::to_string(e.shared_errors.size());
    if (!e.shared_errors.empty()) {
      s += " (place" + std::string(e.shared_errors.size() == 1 ? " " : "s ") + places_text(e.shared_errors) +
           ")";
    }
    if (!e.different_errors.empty()) s += ", err differently at " + std::to_string(e.different_errors.size());
    if (errs_a > 0) {
      s += "; " + b + " reads right " + std::to_string(e.only_a.size()) + " of " + a + "'s " +
           count_of(errs_a, "error", "errors");
    }
    if (errs_b > 0) {
      s += "; " + a + " reads right " + std::to_string(e.only_b.size()) + " of " + b + "'s " +
           count_of(errs_b, "error", "errors");
    }
  }
  if (!e.shared_omissions.empty()) s += "; both omit " + count_of(e.shared_omissions.size(), "row", "rows");
  return s;
}

// A witness's rows in its own order: each reading's place and its index there.
struct Printed {
  std::size_t row = 0;
  std::list<PlaceList::Entry>::iterator at;
  std::size_t index = 0;
};

std::vector<std::vector<Printed>> printed_rows(PlaceList& places, std::size_t witnesses) {
  std::vector<std::vector<Printed>> out(witnesses);
  for (auto it = places.order.begin(); it != places.order.end(); ++it) {
    const auto& readings = it->place.readings;
    for (std::size_t k = 0; k < readings.size(); ++k) {
      if (readings[k].row > 0) out[readings[k].witness].push_back({readings[k].row, it, k});
    }
  }
  for (auto& rows : out) {
    std::sort(rows.begin(), rows.end(), [](const Printed& x, const Printed& y) { return x.row < y.row; });
  }
  return out;
}

bool holds_there(ReadingClass c) {
  return c == ReadingClass::Lemma || c == ReadingClass::Layout || c == ReadingClass::Order;
}

// The witness's reading at the entry other than an omission, or null.
const PlaceReading* printed_at(const PlaceList::Entry& e, std::size_t witness) {
  for (const PlaceReading& r : e.place.readings) {
    if (r.witness == witness && r.kind != ReadingClass::Omission) return &r;
  }
  return nullptr;
}

// A reading no slip mends (or a row printed twice) that stands where another witness
// prints a row this one lacks is this witness's reading of that row, corrupted: the
// same numbers under other key cells (a victory's parts misprinted), or the same
// neighbours on both sides in both witnesses' orders (Boissière's «125 5 25» last,
// after «120 6 20», where Barozzi prints «225 9 25»). Only a row that one place
// answers, by one rule, is moved: the reading is then classed unresolved at that place
// (it cannot be right there), and the witness no longer lacks the row.
void place_misread_rows(PlaceList& places, Apparatus& out) {
  const std::size_t witnesses = out.witnesses.size();
  const auto rows = printed_rows(places, witnesses);
  struct Move {
    std::size_t witness;
    Printed from;
    std::list<PlaceList::Entry>::iterator to;
    std::string why;
  };
  std::vector<Move> moves;
  for (std::size_t w = 0; w < witnesses; ++w) {
    const auto& mine = rows[w];
    for (std::size_t i = 0; i < mine.size(); ++i) {
      const Place& here = mine[i].at->place;
      const PlaceReading& u = here.readings[mine[i].index];
      const bool misread =
          (u.kind == ReadingClass::Unresolved || u.kind == ReadingClass::Ocr) && here.lemma.empty();
      const std::size_t times = static_cast<std::size_t>(std::count_if(
          here.readings.begin(), here.readings.end(),
          [w](const PlaceReading& r) { return r.witness == w && r.kind != ReadingClass::Omission; }));
      if (!misread && times < 2) continue;
      const auto before = i > 0 ? mine[i - 1].at : places.order.end();
      const auto after = i + 1 < mine.size() ? mine[i + 1].at : places.order.end();
      if (before == places.order.end() && after == places.order.end()) continue;
      std::set<const PlaceList::Entry*> found;
      std::list<PlaceList::Entry>::iterator target = places.order.end();
      std::string why;
      for (std::size_t v = 0; v < witnesses; ++v) {
        if (v == w) continue;
        const auto& theirs = rows[v];
        for (std::size_t j = 0; j < theirs.size(); ++j) {
          const auto r = theirs[j].at;
          const PlaceReading& rv = r->place.readings[theirs[j].index];
          if (r == mine[i].at || !holds_there(rv.kind) || printed_at(*r, w)) continue;
          const bool same_numbers = misread && !r->place.lemma.empty() && u.text == r->place.lemma;
          const auto their_before = j > 0 ? theirs[j - 1].at : places.order.end();
          const auto their_after = j + 1 < theirs.size() ? theirs[j + 1].at : places.order.end();
          const bool same_neighbours = their_before == before && their_after == after;
          if (!same_numbers && !same_neighbours) continue;
          if (found.insert(&*r).second) {
            target = r;
            why = same_numbers ? "the numbers of «" + r->place.lemma + "», which " + out.witnesses[v].siglum +
                                     " prints, under other key cells"
                               : "it stands where " + out.witnesses[v].siglum + " prints «" + r->place.lemma +
                                     "», between the same rows";
          }
        }
      }
      if (found.size() == 1) moves.push_back({w, mine[i], target, why});
    }
  }
  // Taken out last to first within each place, so that the indexes still hold; then set
  // at their rows.
  std::sort(moves.begin(), moves.end(),
            [](const Move& x, const Move& y) { return x.from.index > y.from.index; });
  std::vector<PlaceReading> taken;
  for (const Move& m : moves) {
    auto& from = m.from.at->place.readings;
    taken.push_back(from[m.from.index]);
    from.erase(from.begin() + static_cast<std::ptrdiff_t>(m.from.index));
    // A row printed twice keeps the other printing where it stands, now its only one.
    for (PlaceReading& left : from) {
      if (left.witness == m.witness && left.kind == ReadingClass::Repeated) {
        left.kind = left.text == m.from.at->place.lemma ? ReadingClass::Lemma : ReadingClass::Layout;
        left.cause = out.text("");
        break;
      }
    }
  }
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const Move& m = moves[k];
    PlaceReading& r = taken[k];
    auto& to = m.to->place.readings;
    to.erase(std::remove_if(to.begin(), to.end(),
                            [&](const PlaceReading& x) {
                              return x.witness == m.witness && x.kind == ReadingClass::Omission;
                            }),
             to.end());
    const bool wrong = r.kind == ReadingClass::Unresolved || r.kind == ReadingClass::Ocr;
    const std::string cause = r.cause;
    r.cause = out.text("a reading of this row no slip of its numbers mends: " + m.why +
                       (wrong ? "; " + cause : ""));
    if (r.kind != ReadingClass::Ocr) r.kind = ReadingClass::Unresolved;
    to.push_back(r);
    std::stable_sort(to.begin(), to.end(),
                     [](const PlaceReading& x, const PlaceReading& y) { return x.witness < y.witness; });
  }
}

// The breaks of the derivation's order (docs/stemma.md, "Arrangement"): a row the
// witness prints right after one the derivation sets after it, among its rows that
// hold at derived places, each place at its first printing. No threshold: the same
// arrangement gives the same breaks, whatever else the witness prints.
void mark_breaks(PlaceList& places, Apparatus& out) {
  const auto rows = printed_rows(places, out.witnesses.size());
  for (std::size_t w = 0; w < rows.size(); ++w) {
    std::vector<const Printed*> in_order;
    std::set<const PlaceList::Entry*> seen;
    for (const Printed& p : rows[w]) {
      const PlaceReading& r = p.at->place.readings[p.index];
      if (!p.at->place.derived || !seen.insert(&*p.at).second) continue;
      if (r.kind == ReadingClass::Lemma || r.kind == ReadingClass::Layout) in_order.push_back(&p);
    }
    std::size_t breaks = 0;
    for (std::size_t k = 1; k < in_order.size(); ++k) {
      if (in_order[k - 1]->at->derived_rank < in_order[k]->at->derived_rank) continue;
      ++breaks;
      PlaceReading& r = in_order[k]->at->place.readings[in_order[k]->index];
      r.kind = ReadingClass::Order;
      r.cause = out.text("printed after a row the derivation sets after it");
    }
    if (breaks > 0) {
      out.witnesses[w].arrangement = "breaks the derivation's order at " + std::to_string(breaks) +
                                     " of the " + std::to_string(in_order.size() - 1) +
                                     " pairs of its rows that hold and stand next to each other";
    }
  }
}

}  // namespace

WitnessIndex index_witnesses(const Apparatus& app) {
  WitnessIndex index;
  index.readings.resize(app.witnesses.size());
  index.printed.resize(app.places.size());
  for (std::size_t p = 0; p < app.places.size(); ++p) {
    for (const PlaceReading& r : app.places[p].readings) {
      auto& list = index.readings[r.witness];
      if (list.empty() || list.back().first != p) list.emplace_back(p, &r);
      if (r.kind != ReadingClass::Omission) index.printed[p] = 1;
    }
  }
  return index;
}

// The two witnesses' readings merged by place: linear in what the two print.
PairEvidence compare_witnesses(const Apparatus& app, const WitnessIndex& index, std::size_t a,
                               std::size_t b) {
  PairEvidence e;
  e.a = a;
  e.b = b;
  const auto& la = index.readings[a];
  const auto& lb = index.readings[b];
  for (std::size_t i = 0, j = 0; i < la.size() && j < lb.size();) {
    if (la[i].first != lb[j].first) {
      (la[i].first < lb[j].first ? i : j) += 1;
      continue;
    }
    const std::size_t p = la[i].first;
    const std::size_t number = app.places[p].number;
    const PlaceReading* ra = la[i++].second;
    const PlaceReading* rb = lb[j++].second;
    const bool oa = ra->kind == ReadingClass::Omission, ob = rb->kind == ReadingClass::Omission;
    if (oa && ob) {
      // A row no witness prints says nothing of any pair (docs/stemma.md).
      if (index.printed[p]) e.shared_omissions.push_back(number);
      continue;
    }
    if (oa || ob) continue;
    ++e.compared;
    const bool ea = is_error(ra->kind), eb = is_error(rb->kind);
    e.errors_a += ea;
    e.errors_b += eb;
    if (ea && eb) {
      (ra->cells == rb->cells ? e.shared_errors : e.different_errors).push_back(number);
    } else if (ea && !eb) {
      if (rb->kind != ReadingClass::Unchecked && rb->kind != ReadingClass::Reading)
        e.only_a.push_back(number);
    } else if (eb && !ea) {
      if (ra->kind != ReadingClass::Unchecked && ra->kind != ReadingClass::Reading)
        e.only_b.push_back(number);
    }
  }
  return e;
}

PairEvidence compare_witnesses(const Apparatus& app, std::size_t a, std::size_t b) {
  return compare_witnesses(app, index_witnesses(app), a, b);
}

Apparatus collate_work(const Armies& armies, const Work& work) {
  const RelationSpec* spec = find_relation(work.relation);
  if (!spec) throw RelationError("work '" + work.name + "': no relation '" + work.relation + "'");
  BindCache cache(armies);
  const BoundRelation& bound = cache.bind(work.relation, work.params);
  Apparatus out;
  out.work = work.name;
  out.relation = bound.label();
  out.statement = bound.statement;

  PlaceList places;
  const bool any_complete = std::any_of(work.witnesses.begin(), work.witnesses.end(),
                                        [](const WorkWitness& w) { return !w.resource.partial; });
  if (bound.derived && any_complete) {
    std::size_t rank = 0;
    for (const DerivedRow& d : *bound.derived) {
      const std::string key = place_key(bound, true, key_meanings(*spec, d.keys), texts_of(d.numbers));
      if (places.find(key) != places.order.end()) continue;
      auto it = places.add(key, places.order.empty() ? places.order.end() : std::prev(places.order.end()));
      it->derived_rank = rank++;
      it->place.derived = true;
      it->place.keys = joined(d.keys);
      it->place.lemma = joined(texts_of(d.numbers));
      if (bound.proof) it->place.proof = bound.proof(d.keys, d.numbers);
    }
  }

  // The rows the audit finds lacking in a witness where the relation lists no derivation
  // (a table judged as a whole): each gets its place, and the witness its omission
  // there, after the witnesses are read.
  struct Lacked {
    std::size_t witness = 0;
    Keys keys;
    std::vector<std::string> numbers;
  };
  std::vector<Lacked> lacked;
  for (std::size_t wi = 0; wi < work.witnesses.size(); ++wi) {
    const WorkWitness& w = work.witnesses[wi];
    const auto notes = note_fields(w.resource);
    const auto number_columns = number_fields(w.resource);
    // The work's reading, with the book's own (its language) for what the relation says.
    RelationParams params = work.params;
    for (const auto& [k, v] : relation_params(w.resource)) {
      if (book_reading(k)) params[k] = v;
    }
    const BoundRelation& judged = cache.bind(work.relation, params);
    std::vector<PrintedRow> rows = read_printed(judged, w.doc, notes, column_options(w.resource));
    AuditOptions options;
    options.omissions = !w.resource.partial;
    options.duplicates = false;  // a row printed again is placed below, by its place
    const TableAudit audit = audit_table(judged, rows, w.table, options);
    // The rows the audit finds lacking, where the relation derives no list to place
    // them by (below).
    if (!bound.derived) {
      for (const Finding& f : audit.findings)
        if (f.kind == FindingKind::Omission) lacked.push_back({wi, f.keys, f.derived});
    }
    // The reading the witness's own table follows, found as the audit finds it.
    const TableReading own =
        infer_reading(cache, *spec, relation_params(w.resource), rows, options.omissions);
    const BoundRelation* own_bound =
        own.params != judged.params ? &cache.bind(work.relation, own.params) : nullptr;
    // The rows that fail under the witness's own reading too (the audit of the table
    // under it, for row sets and whole-table relations alike).
    std::set<std::size_t> own_wrong;
    if (own_bound) {
      for (const Finding& f : audit_table(*own_bound, rows, w.table, options).findings) {
        if (f.row && f.kind != FindingKind::Duplicate && f.kind != FindingKind::NotRead &&
            f.kind != FindingKind::NotChecked)
          own_wrong.insert(*f.row);
      }
    }
    Apparatus::WitnessSummary summary;
    summary.siglum = w.siglum;
    summary.table = w.table;
    summary.book = w.book;
    summary.pages = provenance_text(w.resource);
    summary.transcribes = w.transcribes;
    summary.record = w.record;
    summary.rows = rows.size();
    summary.partial = w.resource.partial;
    summary.reading = own.statement;
    for (const auto& [k, v] : own.params)
      if (!book_reading(k)) summary.own_reading[k] = v;
    out.witnesses.push_back(std::move(summary));

    const std::size_t file_column = w.doc.column("file");
    auto prev = places.order.end();
    // The findings at each row, met in order: audit_table sorts them by row.
    std::size_t next_finding = 0;
    for (PrintedRow& p : rows) {
      PlaceReading reading;
      reading.witness = static_cast<std::uint32_t>(wi);
      reading.row = static_cast<std::uint32_t>(p.row);
      if (p.line) reading.line = static_cast<std::int32_t>(*p.line);  // read_printed: < 10^9
      if (file_column != std::string::npos) reading.source = out.text(cell_of(w.doc, p.row, "file"));
      const std::vector<std::string> numbers = numbers_of(p, number_columns);
      const Keys meant = key_meanings(*spec, p.keys, language_of(params));
      const std::string text = joined(numbers);
      reading.text = out.text(text);
      std::string cells;
      for (const std::string& k : meant) cells += k + "\x1f";
      reading.cells = out.text(cells + "\x1e" + text);
      std::string cause, slip;  // the reading's, made below
      const Finding* erratum = nullptr;
      const Finding* wrong = nullptr;
      const Finding* unchecked = nullptr;
      for (; next_finding < audit.findings.size(); ++next_finding) {
        const Finding* f = &audit.findings[next_finding];
        if (!f->row || *f->row > p.row) break;
        if (*f->row < p.row) continue;
        if (f->kind == FindingKind::Erratum && f->emendation()) erratum = f;
        if (f->kind == FindingKind::Tie || f->kind == FindingKind::Unresolved ||
            f->kind == FindingKind::Step || (f->kind == FindingKind::Erratum && !f->emendation()))
          wrong = f;
        if (f->kind == FindingKind::NotRead || f->kind == FindingKind::NotChecked) unchecked = f;
      }
      std::string key;
      std::vector<std::string> lemma;
      bool holds = false;
      Keys place_keys = p.keys;  // the keys the place is read by: a key cell's slip mended
      if (erratum) {
        const Emendation& e = *erratum->emendation();
        lemma = e.text.empty() ? texts_of(e.row) : e.text;
        if (e.key && e.key->key < place_keys.size()) place_keys[e.key->key] = e.key->reading;
        key = place_key(bound, true, e.key ? key_meanings(*spec, place_keys, language_of(params)) : meant,
                        lemma);
        holds = true;
        const std::string marker = cell_of(w.doc, p.row, "marker");
        reading.kind = marker.empty() ? ReadingClass::Slip : ReadingClass::Ocr;
        cause = describe(e, erratum->columns);
        slip = e.second.kind != SlipKind::AsPrinted ? std::string("two-slips")
               : e.slip.kind == SlipKind::SixNine   ? std::string("six-nine")
                                                    : std::string(name(e.slip.kind));
        std::replace(slip.begin(), slip.end(), ' ', '-');
        if (!marker.empty()) cause += " (the OCR marks the numbers " + marker + ")";
      } else if (wrong) {
        if (wrong->kind != FindingKind::Step && own_bound && !own_wrong.count(p.row)) {
          reading.kind = ReadingClass::Reading;
          cause = "holds under the witness's own reading (" + own.statement + ")";
          key = place_key(bound, false, meant, numbers);
        } else if (wrong->kind == FindingKind::Step) {
          reading.kind = ReadingClass::Unresolved;
          cause = wrong->explanation;
          key = place_key(bound, true, meant, numbers);
          lemma = numbers;
          holds = true;
        } else if (!wrong->two_slips.empty()) {
          // The one row two slips turn into the printed one, which the table lacks:
          // the row's place, the reading still unresolved.
          reading.kind = ReadingClass::Unresolved;
          cause = wrong->explanation;
          lemma = wrong->two_slips;
          key = place_key(bound, true, meant, lemma);
          holds = true;
        } else {
          reading.kind = ReadingClass::Unresolved;
          cause = wrong->explanation;
          key = place_key(bound, false, meant, numbers);
        }
        // Numbers the OCR marks as doubtful: the misreading may be the OCR's.
        if (reading.kind == ReadingClass::Unresolved) {
          const std::string marker = cell_of(w.doc, p.row, "marker");
          if (!marker.empty()) {
            reading.kind = ReadingClass::Ocr;
            cause += " (the OCR marks the numbers " + marker + ")";
          }
        }
      } else if (unchecked) {
        reading.kind = ReadingClass::Unchecked;
        cause = unchecked->explanation;
        key = place_key(bound, false, meant, numbers);
      } else {
        reading.kind = ReadingClass::Lemma;
        key = place_key(bound, true, meant, numbers);
        lemma = numbers;
        holds = true;
      }
      // An error the book's own table of errors corrects: the printer caught it.
      if (is_error(reading.kind) && reading.kind != ReadingClass::Transcription) {
        if (const WitnessCorrection* c = correction_of(w, p.row, numbers)) {
          cause = "corrected by the printer's errata, car. " + c->folio + " (" + c->errata_table + " row " +
                  std::to_string(c->errata_row) + "): " + join(c->printed, " ") + " to be read " +
                  c->corrected + "; " + cause;
          reading.kind = ReadingClass::Errata;
        }
      }
      auto it = places.find(key);
      if (it == places.order.end()) {
        it = places.add(key, prev);
        it->place.keys = joined(place_keys);
        if (holds) {
          it->place.lemma = joined(lemma);
          if (bound.proof && p.exact.empty() && !p.numbers.empty()) {
            NumberRow n;
            for (const auto& s : lemma) n.emplace_back(s, 10);
            it->place.proof = bound.proof(place_keys, n);
          }
        }
      }
      prev = it;
      // The reading at its place: the row printed again, or in another order.
      Place& place = it->place;
      const bool again = it->last_witness == wi;
      it->last_witness = wi;
      if (again && (reading.kind == ReadingClass::Lemma || reading.kind == ReadingClass::Layout)) {
        reading.kind = ReadingClass::Repeated;
        cause = "printed again";
      } else if (again) {
        // A row printed again with a departure of its own (a slip) keeps its class.
        cause += "; the witness prints this place again";
      } else if (reading.kind == ReadingClass::Lemma && text != place.lemma) {
        reading.kind = ReadingClass::Layout;
        cause = "the numbers in another order";
      }
      reading.cause = out.text(std::move(cause));
      reading.slip = out.text(std::move(slip));
      place.readings.push_back(std::move(reading));
      p = PrintedRow();  // read: its memory is the readings'
    }
  }

  for (const Lacked& l : lacked) {
    const std::string key = place_key(bound, true, key_meanings(*spec, l.keys), l.numbers);
    auto it = places.find(key);
    if (it == places.order.end())
      it = places.add(key, places.order.empty() ? places.order.end() : std::prev(places.order.end()));
    Place& place = it->place;
    if (place.lemma.empty()) place.lemma = joined(l.numbers);
    if (place.keys.empty()) place.keys = joined(l.keys);
    if (std::none_of(place.readings.begin(), place.readings.end(),
                     [&](const PlaceReading& r) { return r.witness == l.witness; })) {
      PlaceReading r;
      r.witness = static_cast<std::uint32_t>(l.witness);
      r.kind = ReadingClass::Omission;
      r.cause = out.text("the witness lacks the row (the audit of its table as a whole)");
      place.readings.push_back(r);
    }
  }
  for (auto& entry : places.order) {
    Place& place = entry.place;
    for (std::size_t wi = 0; wi < work.witnesses.size() && place.derived; ++wi) {
      if (work.witnesses[wi].resource.partial) continue;
      if (std::any_of(place.readings.begin(), place.readings.end(),
                      [wi](const PlaceReading& r) { return r.witness == wi; }))
        continue;
      PlaceReading r;
      r.witness = static_cast<std::uint32_t>(wi);
      r.kind = ReadingClass::Omission;
      r.cause = out.text("the witness lacks the row");
      place.readings.push_back(r);
    }
    std::stable_sort(place.readings.begin(), place.readings.end(),
                     [](const PlaceReading& x, const PlaceReading& y) { return x.witness < y.witness; });
  }

  place_misread_rows(places, out);
  mark_breaks(places, out);

  // A modern transcription against the print it follows.
  for (std::size_t ti = 0; ti < work.witnesses.size(); ++ti) {
    const WorkWitness& t = work.witnesses[ti];
    if (t.transcribes.empty()) continue;
    std::size_t pi = 0;
    while (work.witnesses[pi].siglum != t.transcribes) ++pi;
    for (auto& entry : places.order) {
      PlaceReading* rt = nullptr;
      const PlaceReading* rp = nullptr;
      for (PlaceReading& r : entry.place.readings) {
        if (r.witness == ti && !rt) rt = &r;
        if (r.witness == pi && !rp) rp = &r;
      }
      if (!rt || !rp) continue;
      const bool print_right = rp->kind == ReadingClass::Lemma || rp->kind == ReadingClass::Layout ||
                               rp->kind == ReadingClass::Order;
      const bool text_right = rt->kind == ReadingClass::Lemma || rt->kind == ReadingClass::Layout ||
                              rt->kind == ReadingClass::Order;
      if (is_error(rp->kind) && text_right) {
        const std::string note = notes_at(t, rt->row);
        rt->kind = ReadingClass::Correction;
        rt->cause = out.text("the print (" + t.transcribes + ") reads " + rp->text + "; " +
                             (note.empty() ? "corrected silently" : "corrected, the note saying: " + note));
      } else if (print_right && (rt->kind == ReadingClass::Slip || rt->kind == ReadingClass::Unresolved)) {
        rt->kind = ReadingClass::Transcription;
        rt->cause = out.text("the print (" + t.transcribes + ") reads " + rp->text + "; " + rt->cause);
      }
    }
  }

  // Numbered, with only the places some witness has.
  std::size_t number = 0;
  places.at.clear();
  out.places.reserve(places.order.size());
  for (; !places.order.empty(); places.order.pop_front()) {
    Place& place = places.order.front().place;
    if (place.readings.empty()) continue;
    place.number = ++number;
    out.places.push_back(std::move(place));
  }
  for (const Place& place : out.places) {
    for (const PlaceReading& r : place.readings)
      ++out.witnesses[r.witness].counts[static_cast<std::size_t>(r.kind)];
  }

  // The agreements in error, pair by pair: kept only for the pairs that have one, so
  // that memory grows with the evidence, not with the square of the witnesses.
  const WitnessIndex index = index_witnesses(out);
  for (std::size_t a = 0; a < work.witnesses.size(); ++a) {
    for (std::size_t b = a + 1; b < work.witnesses.size(); ++b) {
      PairEvidence e = compare_witnesses(out, index, a, b);
      if (e.shared_errors.empty() && e.shared_omissions.empty()) continue;
      e.summary = pair_summary(e, work.witnesses[a].siglum, work.witnesses[b].siglum);
      out.pairs.push_back(std::move(e));
    }
  }
  return out;
}

namespace {

// "the other witnesses read it right: B, boissiere-1556 page-0077 line 18 «...»; F,
// ...": each witness but `witness` whose reading holds at the place, with its book and
// where it prints it; empty where none does.
std::string read_right_by(const Apparatus& app, const Place& place, std::size_t witness) {
  std::string out;
  std::set<std::size_t> named;
  for (const PlaceReading& r : place.readings) {
    if (r.witness == witness || !named.insert(r.witness).second) continue;
    if (r.kind != ReadingClass::Lemma && r.kind != ReadingClass::Layout && r.kind != ReadingClass::Order &&
        r.kind != ReadingClass::Correction)
      continue;
    const auto& w = app.witnesses[r.witness];
    std::string where = w.table.substr(0, w.table.find('/'));
    std::string page = r.source;
    if (const auto slash = page.rfind('/'); slash != std::string::npos) page = page.substr(slash + 1);
    if (page.size() > 4 && page.compare(page.size() - 4, 4, ".txt") == 0) page.resize(page.size() - 4);
    if (!page.empty()) where += " " + page;
    if (r.line) where += " line " + std::to_string(*r.line);
    const std::string reading = place.keys.empty() ? std::string(r.text) : place.keys + ": " + r.text;
    out += (out.empty() ? "" : "; ") + w.siglum + ", " + where + ", «" + reading + "»";
  }
  return out.empty() ? out : "the other witnesses that print it read it right: " + out;
}

}  // namespace

void link_apparatus(AuditReport& report, const std::vector<Work>& works,
                    const std::vector<Apparatus>& apparatus) {
  for (std::size_t k = 0; k < works.size() && k < apparatus.size(); ++k) {
    const Apparatus& app = apparatus[k];
    for (std::size_t wi = 0; wi < works[k].witnesses.size(); ++wi) {
      const std::string& table = works[k].witnesses[wi].table;
      for (AuditedTable& t : report.tables) {
        if (t.table != table) continue;
        t.work = app.work;
        t.siglum = app.witnesses[wi].siglum;
        // Each reading of this witness by its row; each omission by the lemma.
        std::map<std::size_t, std::size_t> by_row;
        std::map<std::pair<std::string, std::string>, std::size_t> omitted;
        for (const Place& p : app.places) {
          for (const PlaceReading& r : p.readings) {
            if (r.witness != wi) continue;
            if (r.kind == ReadingClass::Omission) {
              omitted.emplace(std::pair(p.keys, p.lemma), p.number);
            } else {
              by_row.emplace(r.row, p.number);
            }
          }
        }
        for (Finding& f : t.audit.findings) {
          if (f.row) {
            if (const auto it = by_row.find(*f.row); it != by_row.end()) f.apparatus_place = it->second;
          } else if (f.kind == FindingKind::Omission) {
            const auto it = omitted.find(std::pair(joined(f.keys), joined(f.derived)));
            if (it != omitted.end()) f.apparatus_place = it->second;
          }
          // A transcription's slip where the print it follows errs too came with the print.
          if (f.who == FindingClass::Transcriber && f.apparatus_place &&
              !app.witnesses[wi].transcribes.empty()) {
            const Place& place = app.places[f.apparatus_place - 1];
            for (const PlaceReading& r : place.readings) {
              if (app.witnesses[r.witness].siglum != app.witnesses[wi].transcribes || !is_error(r.kind))
                continue;
              f.who = FindingClass::Printer;
              const std::string said = "the print (" + app.witnesses[r.witness].siglum +
                                       ") errs here too, reading «" + std::string(r.text) +
                                       "»: the slip came with the print";
              f.evidence = f.evidence.empty() ? said : f.evidence + "; " + said;
              break;
            }
          }
          // A row that cannot be right: the other witnesses that print the place rightly.
          const bool wrong = f.kind == FindingKind::Erratum || f.kind == FindingKind::Tie ||
                             f.kind == FindingKind::Unresolved;
          if (wrong && f.apparatus_place) {
            const std::string right = read_right_by(app, app.places[f.apparatus_place - 1], wi);
            if (!right.empty()) f.evidence = f.evidence.empty() ? right : f.evidence + "; " + right;
          }
        }
      }
    }
  }
}

}  // namespace rithmo
