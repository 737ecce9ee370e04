#include "collation/apparatus_output.hpp"

#include "report/table.hpp"
#include "text/join.hpp"

#include <map>

namespace rithmo {

void tei_publication(XmlWriter& xml, const std::string& stamp) {
  xml.indent(3).open("publicationStmt");
  xml.indent(4).element("p", stamp + ". The transcribed tables are under CC BY-SA 4.0.");
  xml.indent(3).close();
}

namespace {

// A year as TEI's @when takes it: four digits ("0999", "1556").
std::string year_text(int year) {
  std::string y = std::to_string(year);
  while (y.size() < 4) y.insert(y.begin(), '0');
  return y;
}

std::string where_of(const PlaceReading& r) {
  std::string s;
  if (const std::string& source = r.source; !source.empty()) {
    const auto slash = source.rfind('/');
    s = slash == std::string::npos ? source : source.substr(slash + 1);
  }
  if (r.line) s += (s.empty() ? "line " : " line ") + std::to_string(*r.line);
  if (s.empty() && r.row) s = "row " + std::to_string(r.row);
  return s;
}

// The readings of a place grouped by what they read and how it is classed, in the
// order of their first witness.
struct ReadingGroup {
  std::string text;
  ReadingClass kind;
  std::vector<const PlaceReading*> members;
};

std::vector<ReadingGroup> groups_of(const Place& place) {
  std::vector<ReadingGroup> groups;
  for (const PlaceReading& r : place.readings) {
    auto it = std::find_if(groups.begin(), groups.end(),
                           [&r](const ReadingGroup& g) { return g.text == r.text && g.kind == r.kind; });
    if (it == groups.end()) {
      groups.push_back({r.text, r.kind, {}});
      it = std::prev(groups.end());
    }
    it->members.push_back(&r);
  }
  return groups;
}

std::string sigla(const Apparatus& a, const std::vector<const PlaceReading*>& members, bool where) {
  std::string s;
  for (const PlaceReading* r : members) {
    if (!s.empty()) s += ", ";
    s += a.witnesses[r->witness].siglum;
    if (where) {
      const std::string w = where_of(*r);
      if (!w.empty()) s += " (" + w + ")";
    }
  }
  return s;
}

}  // namespace

namespace {

// The sentence after the pairs that agree in error: what is said of every other pair.
std::string other_pairs_note(const Apparatus& a) {
  const std::size_t n = a.witnesses.size();
  if (n < 2) return "One witness: nothing to compare.";
  const std::size_t others = n * (n - 1) / 2 - a.pairs.size();
  if (a.pairs.empty())
    return others == 1 ? "The two witnesses print no wrong reading alike and omit no row alike."
                       : "No two of the witnesses print a wrong reading alike or omit a row alike.";
  if (others == 0) return "";
  return others == 1 ? "The other pair of witnesses prints no wrong reading alike and omits no row alike."
                     : "The other " + std::to_string(others) +
                           " pairs of witnesses print no wrong reading alike and omit no row alike.";
}

}  // namespace

namespace {

// The text collected whole, for the forms returned as a string.
template <class Write>
std::string collected(Write write) {
  std::string text;
  write([&text](std::string_view part) { text += part; });
  return text;
}

// The text held before it is given to the sink.
constexpr std::size_t kPart = std::size_t{64} << 10;

// Gives `out` the text held once there is enough of it (or, with `all`, whatever there is).
void pass_on(std::string& text, const TextSink& out, bool all = false) {
  if (text.empty() || (!all && text.size() < kPart)) return;
  out(text);
  text.clear();
}

}  // namespace

std::string apparatus_markdown(const Apparatus& a, const std::string& stamp) {
  return collected([&](const TextSink& out) { write_apparatus_markdown(a, stamp, out); });
}

void write_apparatus_markdown(const Apparatus& a, const std::string& stamp, const TextSink& sink) {
  std::string out = "# Apparatus of the work " + a.work + "\n\n";
  out += "Relation " + a.relation + ": " + a.statement +
         ". Each place is a row of the derivation (or a printed reading no single slip mends), "
         "its lemma the reading the derivation supports; each witness's reading is classed as "
         "docs/apparatus.md describes.\n\n";
  out +=
      "## Witnesses\n\n| siglum | book | table | pages | rows | reading of its own table |\n"
      "|---|---|---|---|---|---|\n";
  for (const auto& w : a.witnesses) {
    std::string table = w.table + (w.partial ? " (examples: gives only some rows)" : "");
    if (!w.transcribes.empty()) table += " (a modern transcription of " + w.transcribes + ")";
    if (!w.arrangement.empty()) table += " (" + w.arrangement + ")";
    out += "| " + w.siglum + " | " + md_escape(w.book) + " | " + md_escape(table) + " | " +
           md_escape(w.pages) + " | " + std::to_string(w.rows) + " | " + md_escape(w.reading) + " |\n";
  }
  out += "\n| siglum |";
  for (const ReadingClass c : kReadingClasses) out += " " + std::string(name(c)) + " |";
  out += "\n|---|";
  for (std::size_t i = 0; i < std::size(kReadingClasses); ++i) out += "---:|";
  out += "\n";
  for (const auto& w : a.witnesses) {
    out += "| " + w.siglum + " |";
    for (const std::size_t n : w.counts) out += " " + std::to_string(n) + " |";
    out += "\n";
  }
  std::size_t varying = 0;
  for (const Place& p : a.places) varying += p.varies();
  out += "\n## Places where the witnesses depart from the lemma\n\n";
  out += std::to_string(a.places.size()) + " places, " + std::to_string(varying) +
         " with a departure. A reading is followed by the sigla that print it (page and line), "
         "then its class and why.\n\n";
  for (const Place& p : a.places) {
    if (!p.varies()) continue;
    out += "- **" + std::to_string(p.number) + ".** ";
    if (!p.keys.empty()) out += md_escape(p.keys) + ": ";
    std::string lemma_sigla;
    for (const ReadingGroup& g : groups_of(p)) {
      if (g.kind == ReadingClass::Lemma) lemma_sigla = sigla(a, g.members, false);
    }
    out += p.lemma.empty() ? std::string("(no reading of the derivation)")
                           : "*" + md_escape(p.lemma) + "*" + (lemma_sigla.empty() ? "" : " " + lemma_sigla);
    out += " ]\n";
    for (const ReadingGroup& g : groups_of(p)) {
      if (g.kind == ReadingClass::Lemma) continue;
      out += "  - ";
      if (g.kind == ReadingClass::Omission) {
        out += "om. " + sigla(a, g.members, false) + "\n";
        continue;
      }
      out += "*" + md_escape(g.text) + "* " + md_escape(sigla(a, g.members, true)) + ": " +
             std::string(name(g.kind));
      std::vector<std::string> causes;
      for (const PlaceReading* r : g.members) {
        if (!r->cause.empty() && std::find(causes.begin(), causes.end(), r->cause) == causes.end())
          causes.push_back(r->cause);
      }
      for (const auto& c : causes) out += "; " + md_escape(c);
      out += "\n";
    }
    pass_on(out, sink);
  }
  out += "\n## Agreements in error\n\n";
  for (const PairEvidence& e : a.pairs) {
    out += "- " + e.summary + ".\n";
    pass_on(out, sink);
  }
  const std::string others = other_pairs_note(a);
  if (!others.empty()) out += (a.pairs.empty() ? "" : "\n") + others + "\n";
  out += "\n" + stamp + "\n";
  pass_on(out, sink, true);
}

namespace {

using ojson = nlohmann::ordered_json;

ojson witnesses_json(const Apparatus& a) {
  ojson witnesses = ojson::array();
  for (const auto& w : a.witnesses) {
    ojson counts = ojson::object();
    for (std::size_t i = 0; i < std::size(kReadingClasses); ++i)
      counts[std::string(name(kReadingClasses[i]))] = w.counts[i];
    witnesses.push_back({{"siglum", w.siglum},
                         {"book", w.book},
                         {"table", w.table},
                         {"pages", w.pages},
                         {"transcribes", w.transcribes.empty() ? ojson(nullptr) : ojson(w.transcribes)},
                         {"partial", w.partial},
                         {"rows", w.rows},
                         {"reading", w.reading},
                         {"arrangement", w.arrangement.empty() ? ojson(nullptr) : ojson(w.arrangement)},
                         {"counts", counts}});
  }
  return witnesses;
}

ojson place_json(const Apparatus& a, const Place& p) {
  ojson readings = ojson::array();
  for (const PlaceReading& r : p.readings) {
    readings.push_back({{"siglum", a.witnesses[r.witness].siglum},
                        {"class", std::string(name(r.kind))},
                        {"text", r.kind == ReadingClass::Omission ? ojson(nullptr) : ojson(r.text)},
                        {"row", r.row ? ojson(r.row) : ojson(nullptr)},
                        {"line", r.line ? ojson(*r.line) : ojson(nullptr)},
                        {"source", r.source.empty() ? ojson(nullptr) : ojson(r.source)},
                        {"slip", r.slip.empty() ? ojson(nullptr) : ojson(r.slip)},
                        {"cause", r.cause}});
  }
  return {{"place", p.number},
          {"keys", p.keys},
          {"lemma", p.lemma.empty() ? ojson(nullptr) : ojson(p.lemma)},
          {"proof", p.proof},
          {"derived", p.derived},
          {"varies", p.varies()},
          {"readings", readings}};
}

ojson pair_json(const Apparatus& a, const PairEvidence& e) {
  return {{"a", a.witnesses[e.a].siglum},
          {"b", a.witnesses[e.b].siglum},
          {"compared", e.compared},
          {"errors_a", e.errors_a},
          {"errors_b", e.errors_b},
          {"shared_errors", e.shared_errors},
          {"different_errors", e.different_errors},
          {"only_a", e.only_a},
          {"only_b", e.only_b},
          {"shared_omissions", e.shared_omissions},
          {"summary", e.summary}};
}

ojson pairs_json(const Apparatus& a) {
  ojson pairs = ojson::array();
  for (const PairEvidence& e : a.pairs) pairs.push_back(pair_json(a, e));
  return pairs;
}

std::size_t pairs_without_agreement(const Apparatus& a) {
  const std::size_t n = a.witnesses.size();
  return n * (n - 1) / 2 - a.pairs.size();
}

}  // namespace

nlohmann::ordered_json apparatus_json(const Apparatus& a, const std::string& stamp) {
  ojson j;
  j["work"] = a.work;
  j["relation"] = a.relation;
  j["statement"] = a.statement;
  j["witnesses"] = witnesses_json(a);
  ojson places = ojson::array();
  for (const Place& p : a.places) places.push_back(place_json(a, p));
  j["places"] = places;
  j["pairs"] = pairs_json(a);
  j["pairs_without_agreement"] = pairs_without_agreement(a);
  j["stamp"] = stamp;
  return j;
}

// The document json_document writes of apparatus_json, its places and its pairs one by
// one: the object's members in their order, each at the depth json_fragment gives it.
void write_apparatus_json(const Apparatus& a, const std::string& stamp, const TextSink& sink) {
  std::string out = "{";
  bool first = true;
  const auto member = [&out, &first](const char* key, const ojson& value) {
    out += first ? "\n  \"" : ",\n  \"";
    first = false;
    out += key;
    out += "\": " + json_fragment(value, 2);
  };
  // A member whose value is the array of `items`, each made and written in its turn.
  const auto array_member = [&](const char* key, const auto& items, const auto& item_json) {
    if (items.empty()) {
      member(key, ojson::array());
      return;
    }
    out += ",\n  \"";
    out += key;
    out += "\": [";
    for (std::size_t i = 0; i < items.size(); ++i) {
      out += i ? ",\n    " : "\n    ";
      out += json_fragment(item_json(items[i]), 4);
      pass_on(out, sink);
    }
    out += "\n  ]";
  };
  member("work", a.work);
  member("relation", a.relation);
  member("statement", a.statement);
  member("witnesses", witnesses_json(a));
  array_member("places", a.places, [&a](const Place& p) { return place_json(a, p); });
  array_member("pairs", a.pairs, [&a](const PairEvidence& e) { return pair_json(a, e); });
  member("pairs_without_agreement", pairs_without_agreement(a));
  member("stamp", stamp);
  out += "\n}\n";
  pass_on(out, sink, true);
}

std::string apparatus_tei(const Apparatus& a, const std::string& stamp) {
  return collected([&](const TextSink& out) { write_apparatus_tei(a, stamp, out); });
}

void write_apparatus_tei(const Apparatus& a, const std::string& stamp, const TextSink& out) {
  XmlWriter xml(out);
  xml.open("TEI").attribute("xmlns", "http://www.tei-c.org/ns/1.0");
  xml.indent(1).open("teiHeader");
  xml.indent(2).open("fileDesc");
  xml.indent(3).open("titleStmt");
  xml.indent(4).element("title", "Apparatus of the work " + a.work);
  xml.indent(4).open("respStmt").attribute("xml:id", "rithmo.resp");
  xml.indent(5).element("resp", "readings derived from the rules of the game (the lemmata)");
  xml.indent(5).element("name", "rithmo");
  xml.indent(4).close();
  xml.indent(3).close();
  tei_publication(xml, stamp);
  xml.indent(3).open("sourceDesc");
  xml.indent(4).open("listWit");
  for (const auto& w : a.witnesses) {
    xml.indent(5).open("witness").attribute("xml:id", w.siglum);
    xml.text(w.book + ": " + w.table + (w.pages.empty() ? "" : ", " + w.pages) +
             (w.transcribes.empty() ? "" : " (a modern transcription of " + w.transcribes + ")"));
    // The book's bibliography, where its package records it (docs/tables.md).
    const BookRecord& r = w.record;
    if (r.recorded) {
      xml.text(" ");
      xml.open("bibl");
      if (!r.author.empty()) xml.element("author", r.author);
      if (!r.title.empty()) xml.element("title", r.title);
      if (!r.edition.empty()) xml.element("edition", r.edition);
      if (!r.place.empty()) xml.element("pubPlace", r.place);
      if (!r.printer.empty()) xml.element("publisher", r.printer);
      if (r.year)
        xml.open("date").attribute("when", year_text(*r.year)).text(std::to_string(*r.year)).close();
      if (!r.language.empty()) xml.element("textLang", r.language);
      if (!r.copy.empty()) xml.element("note", "copy: " + r.copy);
      if (!r.shelfmark.empty()) xml.open("idno").attribute("type", "shelfmark").text(r.shelfmark).close();
      xml.element("note", r.period
                              ? "a book of the period"
                              : "a modern witness" + (r.kind.empty() ? std::string() : " (" + r.kind + ")"));
      xml.close();
    }
    xml.close();
  }
  xml.indent(4).close();
  xml.indent(3).close();
  xml.indent(2).close();
  xml.indent(2).open("encodingDesc");
  xml.indent(3)
      .open("variantEncoding")
      .attribute("method", "parallel-segmentation")
      .attribute("location", "internal");
  xml.close();
  xml.indent(2).close();
  xml.indent(1).close();
  xml.indent(1).open("text");
  xml.indent(2).open("body");
  xml.indent(3).open("div").attribute("type", "apparatus");
  xml.indent(4).element("head", a.relation);
  xml.indent(4).element("p", a.statement);
  for (const Place& p : a.places) {
    xml.indent(4).open("ab").attribute("n", std::to_string(p.number));
    if (!p.keys.empty()) xml.element("label", p.keys).text(" ");
    xml.open("app").attribute("n", std::to_string(p.number));
    if (!p.lemma.empty()) xml.open("lem").attribute("resp", "#rithmo.resp").text(p.lemma).close();
    for (const ReadingGroup& g : groups_of(p)) {
      std::string wit;
      for (const PlaceReading* r : g.members)
        wit += (wit.empty() ? "#" : " #") + a.witnesses[r->witness].siglum;
      xml.open("rdg").attribute("wit", wit).attribute("type", name(g.kind));
      const PlaceReading& first = *g.members.front();
      if (!first.slip.empty()) xml.attribute("cause", first.slip);
      if (g.kind == ReadingClass::Omission) {
        // <rdg/>: the witness has no reading here.
      } else if ((g.kind == ReadingClass::Slip || g.kind == ReadingClass::Ocr) && g.members.size() == 1 &&
                 !p.lemma.empty()) {
        xml.open("choice").element("sic", g.text);
        xml.open("corr").attribute("resp", "#rithmo.resp").text(p.lemma).close();
        xml.close();
      } else {
        xml.text(g.text);
      }
      xml.close();
    }
    xml.close();
    for (const PlaceReading& r : p.readings) {
      if (r.kind == ReadingClass::Lemma || r.cause.empty()) continue;
      const std::string w = where_of(r);
      xml.open("note").attribute("type", name(r.kind));
      xml.text(a.witnesses[r.witness].siglum + (w.empty() ? "" : " (" + w + ")") + ": " + r.cause);
      xml.close();
    }
    xml.close();
  }
  if (a.witnesses.size() > 1) {
    xml.indent(4).open("div").attribute("type", "agreements");
    xml.indent(5).element("head", "Agreements in error");
    for (const PairEvidence& e : a.pairs) xml.indent(5).element("p", e.summary + ".");
    const std::string others = other_pairs_note(a);
    if (!others.empty()) xml.indent(5).element("p", others);
    xml.indent(4).close();
  }
  xml.close_all().finish();
}

std::string spreadsheet_safe(const std::string& cell) {
  if (cell.empty()) return cell;
  const char c = cell.front();
  return (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r') ? "'" + cell : cell;
}

std::string apparatus_matrix(const Apparatus& a, bool for_spreadsheets) {
  return collected([&](const TextSink& out) { write_apparatus_matrix(a, for_spreadsheets, out); });
}

void write_apparatus_matrix(const Apparatus& a, bool for_spreadsheets, const TextSink& sink) {
  const auto cell_text = [for_spreadsheets](const std::string& t) {
    return for_spreadsheets ? spreadsheet_safe(t) : t;
  };
  std::vector<std::string> header = {"place", "keys", "lemma"};
  for (const auto& w : a.witnesses) header.push_back(cell_text(w.siglum));
  std::string out = csv_line(header) + "\n";
  for (const Place& p : a.places) {
    std::vector<std::string> row = {std::to_string(p.number), cell_text(p.keys), cell_text(p.lemma)};
    row.resize(header.size());
    for (const PlaceReading& r : p.readings) {
      std::string& cell = row[3 + r.witness];
      if (r.kind == ReadingClass::Omission || !cell.empty()) continue;  // the first printing stands
      cell = cell_text(r.text);
    }
    out += csv_line(row) + "\n";
    pass_on(out, sink);
  }
  pass_on(out, sink, true);
}

std::string apparatus_index(const std::vector<Apparatus>& works, const std::string& stamp) {
  return collected([&](const TextSink& out) { write_apparatus_index(works, stamp, out); });
}

void write_apparatus_index(const std::vector<Apparatus>& works, const std::string& stamp,
                           const TextSink& sink) {
  std::string out =
      "# Apparatus of the works several books print\n\n"
      "A work is one relation under one reading that several books print; each book's table of it is "
      "a witness, named by its siglum. For each work: its apparatus (WORK.md), the same as JSON "
      "(WORK.json, docs/schemas/apparatus.json) and as TEI P5 (WORK.xml, parallel segmentation), and "
      "the witness x place matrix (WORK.csv). docs/apparatus.md says how the witnesses are aligned and "
      "their readings classed.\n\n"
      "| work | what a row states | witnesses | places | departures | files |\n|---|---|---|---:|---:|---|\n";
  // Each siglum with its book and the tables it names, in the order first met.
  struct Siglum {
    std::string siglum, book;
    std::vector<std::string> tables;
  };
  std::vector<Siglum> sigla;
  for (const Apparatus& a : works) {
    std::string wit;
    for (const auto& w : a.witnesses) {
      wit += (wit.empty() ? "" : ", ") + w.siglum;
      auto it = std::find_if(sigla.begin(), sigla.end(),
                             [&w](const Siglum& s) { return s.siglum == w.siglum && s.book == w.book; });
      if (it == sigla.end()) it = sigla.insert(sigla.end(), {w.siglum, w.book, {}});
      it->tables.push_back(w.table);
    }
    std::size_t varying = 0;
    for (const Place& p : a.places) varying += p.varies();
    out += "| " + a.work + " | " + md_escape(a.statement) + " | " + md_escape(wit) + " | " +
           std::to_string(a.places.size()) + " | " + std::to_string(varying) + " | [md](" + a.work +
           ".md) [json](" + a.work + ".json) [tei](" + a.work + ".xml) [csv](" + a.work + ".csv) |\n";
  }
  out += "\n## The sigla\n\n| siglum | book | its tables |\n|---|---|---|\n";
  for (const Siglum& s : sigla)
    out += "| " + md_escape(s.siglum) + " | " + md_escape(s.book) + " | " + md_escape(join(s.tables, ", ")) +
           " |\n";
  out += "\n## Agreements in error\n\n";
  std::size_t listed = 0;
  for (const Apparatus& a : works) {
    for (const PairEvidence& e : a.pairs) {
      out += "- " + a.work + ": " + e.summary + ".\n";
      pass_on(out, sink);
    }
    listed += a.pairs.size();
  }
  if (listed == 0) out += "No two witnesses of any work print a wrong reading alike or omit a row alike.\n";
  out += "\n" + stamp + "\n";
  pass_on(out, sink, true);
}

}  // namespace rithmo
