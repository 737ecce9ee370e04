#include "collation/stemma_output.hpp"

#include "audit/apparatus_output.hpp"
#include "report/table.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace rithmo {

namespace {

using ojson = nlohmann::ordered_json;

std::string places_text(const std::vector<std::size_t>& places) {
  std::string s;
  for (std::size_t p : places) s += (s.empty() ? "" : ", ") + std::to_string(p);
  return s.empty() ? "none" : s;
}

std::string book_label(const Book& b) {
  std::string s = b.package + " (";
  s += b.year ? std::to_string(*b.year) : std::string("undated");
  std::string sigla;
  for (const std::string& x : b.sigla) sigla += (sigla.empty() ? "" : ", ") + x;
  return s + "; " + sigla + ")";
}

std::string node_name(const Stemma& s, std::size_t n) { return s.nodes[n].id; }

// A NEXUS word between single quotes (a quote doubled), and text for a NEXUS comment
// (no brackets); a control byte as a space in both.
std::string nexus_quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\'')
      out += "''";
    else if (u < 0x20 || u == 0x7f)
      out += ' ';
    else
      out += c;
  }
  return out + "'";
}

std::string nexus_comment(const std::string& s) {
  std::string out;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    out += (c == '[' || c == ']' || u < 0x20 || u == 0x7f) ? ' ' : c;
  }
  return out;
}

// The edge in words, its source first.
std::string edge_sentence(const Stemma& s, const StemmaEdge& e) {
  const std::string from = node_name(s, e.from), to = node_name(s, e.to);
  switch (e.kind) {
    case StemmaEdgeKind::Copy:
      return to + " copies " + from;
    case StemmaEdgeKind::Related:
      return from + " and " + to + ": one copies the other; these tables do not say which";
    case StemmaEdgeKind::Depends: {
      std::string rows;
      for (const std::string& a : e.additions) rows += (rows.empty() ? "" : "; ") + a;
      return to + " depends on " + from + ", directly or through a source now lost; it prints rows " + from +
             " lacks (" + rows + "): its own computation, or another source's";
    }
    case StemmaEdgeKind::Contamination: {
      std::string works;
      for (const std::string& w : e.works) works += (works.empty() ? "" : ", ") + w;
      return to + " takes " + works + " from " + from + " (a second source)";
    }
    case StemmaEdgeKind::LostSource:
      return to + " descends from " + from + ", a lost exemplar (hyparchetype)";
    case StemmaEdgeKind::Transcription:
      return to + " transcribes " + from;
    case StemmaEdgeKind::Retelling:
      return to + " retells " + from;
    case StemmaEdgeKind::Stated:
      return to + " says of " + from + ": " + e.evidence + ", «" + e.quotation + "» (" + e.citation +
             "); " + e.agreement;
  }
  return {};
}

const char* const kKindKeys[] = {"selection", "arrangement", "errors"};

ojson chance_json(const Rational& r) { return ojson{{"text", probability_text(r)}, {"exact", r.str()}}; }

}  // namespace

std::string dot_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u == 0x7f) {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::string stemma_markdown(const Stemma& s, const std::vector<Apparatus>& works, const std::string& stamp) {
  const Evidence& ev = s.evidence;
  std::string out = "# Who copied whom: the stemma of the books, from their tables\n\n";
  out +=
      "Each pair of books is weighed on every work both print: the rows both choose to print (selection), "
      "the "
      "breaks of the derivation's order both make, two rows set next to each other the other way round "
      "(arrangement), and the places where both print the "
      "same wrong reading (errors), each against what two independent books would show by chance "
      "(docs/stemma.md gives the models and the rules). Two books are related when one kind's chance is at "
      "most " +
      probability_text(s.threshold) + " (1 in 100 over the " + std::to_string(s.tests) +
      " tests made). A pair the evidence does not relate is left unjoined.\n\n";
  out += "## The stemma\n\n";
  if (s.edges.empty()) out += "No relation between these books is supported by their tables.\n";
  for (const StemmaEdge& e : s.edges) {
    out += "- " + md_escape(edge_sentence(s, e)) + ". ";
    if (e.kind == StemmaEdgeKind::Transcription || e.kind == StemmaEdgeKind::LostSource) {
      out += md_escape(e.evidence) + ".\n";
    } else {
      out += "The strongest evidence: " + md_escape(e.evidence) +
             " (every kind, work by work: " + md_escape(ev.books[ev.pairs[e.pair].a].package) + " and " +
             md_escape(ev.books[ev.pairs[e.pair].b].package) + ", below).\n";
    }
  }
  out += "\n## Pairs left unjoined\n\n";
  if (s.unjoined.empty()) out += "None.\n";
  for (const UnjoinedPair& u : s.unjoined) {
    const BookEvidence& p = ev.pairs[u.pair];
    out += "- " + md_escape(ev.books[p.a].package) + " and " + md_escape(ev.books[p.b].package) + ": " +
           md_escape(u.why) + ".\n";
  }
  out += "\n## The books\n\n| book | year | sigla | transcribes | title |\n|---|---:|---|---|---|\n";
  for (const Book& b : ev.books) {
    std::string sigla;
    for (const std::string& x : b.sigla) sigla += (sigla.empty() ? "" : ", ") + x;
    out += "| " + md_escape(b.package) + " | " + (b.year ? std::to_string(*b.year) : std::string()) + " | " +
           md_escape(sigla) + " | " + md_escape(b.transcribes) + " | " + md_escape(b.title) + " |\n";
  }
  out += "\n## The evidence, pair by pair\n\n";
  out +=
      "Per work: N, the derived rows some witness prints; each book's rows and those both print, with the "
      "chance of so many; the breaks of the derivation's order each makes, of the n - 1 neighbouring pairs "
      "of the "
      "rows both print, and those both make, with its chance; the places both print, the errors of each "
      "there and those they share, with its chance; "
      "the separative errors (one errs where the other reads right) and the rows one prints and the other "
      "lacks.\n";
  for (std::size_t i = 0; i < ev.pairs.size(); ++i) {
    const BookEvidence& p = ev.pairs[i];
    const std::string a = ev.books[p.a].package, b = ev.books[p.b].package;
    out += "\n### " + md_escape(a) + " and " + md_escape(b) + "\n\n";
    out += (s.related[i] ? "Related. " : "Not related by these tables. ") + md_escape(evidence_text(p)) +
           ".\n\n";
    out +=
        "| work | sigla | N | rows | both | chance | breaks | both | chance | compared | errors | same | "
        "chance | "
        "separative | only one prints |\n"
        "|---|---|---:|---|---:|---:|---|---:|---:|---:|---|---:|---:|---|---|\n";
    for (const WorkEvidence& w : p.works) {
      const Apparatus& app = works[w.work];
      const std::string sa = app.witnesses[w.a].siglum, sb = app.witnesses[w.b].siglum;
      out += "| " + md_escape(app.work) + " | " + md_escape(sa) + ", " + md_escape(sb) + " | " +
             std::to_string(w.selection.places) + " | " + std::to_string(w.selection.printed_a) + ", " +
             std::to_string(w.selection.printed_b) + " | " + std::to_string(w.selection.shared) + " | " +
             probability_text(w.selection.chance) + " | " + std::to_string(w.order.breaks_a) + ", " +
             std::to_string(w.order.breaks_b) + " of " + std::to_string(w.order.neighbours) + " | " +
             std::to_string(w.order.shared) + " | " + probability_text(w.order.chance) + " | " +
             std::to_string(w.errors.compared) + " | " + std::to_string(w.errors.errors_a) + ", " +
             std::to_string(w.errors.errors_b) + " | " + std::to_string(w.errors.shared.size()) +
             (w.errors.shared.empty() ? "" : " (" + places_text(w.errors.shared) + ")") + " | " +
             probability_text(w.errors.chance) + " | " + md_escape(sa) + ": " +
             places_text(w.errors.separative_a) + "; " + md_escape(sb) + ": " +
             places_text(w.errors.separative_b) + " | " + md_escape(sa) + ": " + places_text(w.only_a) +
             "; " + md_escape(sb) + ": " + places_text(w.only_b) + " |\n";
    }
    std::string readings;
    for (const WorkEvidence& w : p.works) {
      if (w.shared_readings.empty()) continue;
      std::string list;
      for (const std::string& r : w.shared_readings) list += (list.empty() ? "" : ", ") + r;
      readings += (readings.empty() ? "" : "; ") + works[w.work].work + " " + list;
    }
    if (!readings.empty())
      out +=
          "\nReadings of the rules both follow where another book's table of the work follows another "
          "(shown, "
          "not weighed): " +
          md_escape(readings) + ".\n";
  }
  out += "\n" + md_escape(stamp) + "\n";
  return out;
}

ojson stemma_json(const Stemma& s, const std::vector<Apparatus>& works, const std::string& stamp) {
  const Evidence& ev = s.evidence;
  ojson j;
  j["threshold"] = chance_json(s.threshold);
  j["tests"] = s.tests;
  j["books"] = ojson::array();
  for (const Book& b : ev.books) {
    j["books"].push_back({{"package", b.package},
                          {"title", b.title},
                          {"year", b.year ? ojson(*b.year) : ojson(nullptr)},
                          {"sigla", b.sigla},
                          {"transcribes", b.transcribes.empty() ? ojson(nullptr) : ojson(b.transcribes)}});
  }
  j["nodes"] = ojson::array();
  for (const StemmaNode& n : s.nodes) {
    j["nodes"].push_back({{"id", n.id},
                          {"label", n.label},
                          {"year", n.year ? ojson(*n.year) : ojson(nullptr)},
                          {"lost", n.lost}});
  }
  j["edges"] = ojson::array();
  for (const StemmaEdge& e : s.edges) {
    ojson x = {{"from", s.nodes[e.from].id},
               {"to", s.nodes[e.to].id},
               {"kind", std::string(name(e.kind))},
               {"text", edge_sentence(s, e)},
               {"works", e.works},
               {"additions", e.additions},
               {"evidence", e.evidence},
               {"chance", e.has_pair ? chance_json(e.strength) : ojson(nullptr)}};
    j["edges"].push_back(x);
  }
  j["unjoined"] = ojson::array();
  for (const UnjoinedPair& u : s.unjoined) {
    const BookEvidence& p = ev.pairs[u.pair];
    j["unjoined"].push_back({{"a", ev.books[p.a].package}, {"b", ev.books[p.b].package}, {"why", u.why}});
  }
  j["pairs"] = ojson::array();
  for (std::size_t i = 0; i < ev.pairs.size(); ++i) {
    const BookEvidence& p = ev.pairs[i];
    ojson x = {{"a", ev.books[p.a].package}, {"b", ev.books[p.b].package}, {"related", bool(s.related[i])}};
    ojson totals = ojson::object();
    for (std::size_t k = 0; k < 3; ++k) {
      totals[kKindKeys[k]] = {{"observed", p.totals[k].observed},
                              {"expected", mean_text(p.totals[k].expected)},
                              {"chance", chance_json(p.totals[k].chance)}};
    }
    x["totals"] = totals;
    x["works"] = ojson::array();
    for (const WorkEvidence& w : p.works) {
      const Apparatus& app = works[w.work];
      x["works"].push_back({{"work", app.work},
                            {"a", app.witnesses[w.a].siglum},
                            {"b", app.witnesses[w.b].siglum},
                            {"selection",
                             {{"places", w.selection.places},
                              {"printed_a", w.selection.printed_a},
                              {"printed_b", w.selection.printed_b},
                              {"shared", w.selection.shared},
                              {"printed_by_these_alone", w.selection.printed_by_these_alone},
                              {"omitted_by_these_alone", w.selection.omitted_by_these_alone},
                              {"chance", chance_json(w.selection.chance)}}},
                            {"arrangement",
                             {{"rows", w.order.rows},
                              {"neighbours", w.order.neighbours},
                              {"breaks_a", w.order.breaks_a},
                              {"breaks_b", w.order.breaks_b},
                              {"shared", w.order.shared},
                              {"chance", chance_json(w.order.chance)}}},
                            {"errors",
                             {{"compared", w.errors.compared},
                              {"errors_a", w.errors.errors_a},
                              {"errors_b", w.errors.errors_b},
                              {"shared", w.errors.shared},
                              {"different", w.errors.different},
                              {"separative_a", w.errors.separative_a},
                              {"separative_b", w.errors.separative_b},
                              {"chance", chance_json(w.errors.chance)}}},
                            {"only_a", w.only_a},
                            {"only_b", w.only_b},
                            {"shared_readings", w.shared_readings}});
    }
    j["pairs"].push_back(x);
  }
  j["stamp"] = stamp;
  return j;
}

std::string stemma_dot(const Stemma& s, const std::string& stamp) {
  std::string out = "// " + dot_escape(stamp) + "\n";
  out +=
      "digraph stemma {\n"
      "  graph [rankdir=TB, fontname=\"Helvetica\", label=\"Who copied whom: the stemma of the books, from "
      "their "
      "tables\", labelloc=t];\n"
      "  node [shape=box, fontname=\"Helvetica\"];\n"
      "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  for (const StemmaNode& n : s.nodes) {
    if (n.lost) {
      out += "  \"" + dot_escape(n.id) + "\" [label=\"a lost source\", shape=ellipse, style=dashed];\n";
    } else {
      out += "  \"" + dot_escape(n.id) + "\" [label=\"" + dot_escape(n.id) + "\\n" +
             (n.year ? std::to_string(*n.year) : std::string("undated")) + "\"];\n";
    }
  }
  for (const StemmaEdge& e : s.edges) {
    std::string label, style;
    switch (e.kind) {
      case StemmaEdgeKind::Copy:
        label = "copy";
        break;
      case StemmaEdgeKind::Related:
        label = "related";
        style = ", dir=none";
        break;
      case StemmaEdgeKind::Depends:
        label = "depends on";
        break;
      case StemmaEdgeKind::Contamination:
        label = "second source";
        style = ", style=dashed";
        break;
      case StemmaEdgeKind::LostSource:
        label = "from a lost source";
        style = ", style=dashed";
        break;
      case StemmaEdgeKind::Transcription:
        label = "transcription";
        style = ", style=dotted";
        break;
      case StemmaEdgeKind::Retelling:
        label = "retelling";
        style = ", style=dotted";
        break;
      case StemmaEdgeKind::Stated:
        label = "stated: " + e.evidence;
        style = ", style=bold, color=\"#1f5fa8\", fontcolor=\"#1f5fa8\", constraint=false";
        break;
    }
    if (e.tentative) {
      label += " (tentative)";
      style += ", color=gray50, fontcolor=gray30";
    }
    label = dot_escape(label);
    if (e.has_pair && e.kind != StemmaEdgeKind::Stated) {
      const KindTotal& t = s.evidence.pairs[e.pair].strongest();
      label += "\\n" + dot_escape(std::string(name(t.kind)) + " " + std::to_string(t.observed) + ", chance " +
                                  probability_text(t.chance));
    }
    out += "  \"" + dot_escape(s.nodes[e.from].id) + "\" -> \"" + dot_escape(s.nodes[e.to].id) +
           "\" [label=\"" + label + "\"" + style + "];\n";
  }
  out += "}\n";
  return out;
}

std::string stemma_nexus(const Stemma& s, const std::vector<Apparatus>& works, const std::string& stamp) {
  const Evidence& ev = s.evidence;
  std::vector<std::size_t> taxa;
  for (std::size_t b = 0; b < ev.books.size(); ++b)
    if (ev.books[b].transcribes.empty()) taxa.push_back(b);
  // The characters: (work, place) for each derived place some taxon prints.
  std::vector<std::pair<std::size_t, const Place*>> characters;
  for (std::size_t k = 0; k < works.size(); ++k) {
    for (const Place& p : works[k].places) {
      if (!p.derived) continue;
      bool printed = false;
      for (std::size_t b : taxa) {
        const auto v = ev.voice[k].find(b);
        if (v == ev.voice[k].end()) continue;
        printed = printed || prints(p, v->second);
      }
      if (printed) characters.emplace_back(k, &p);
    }
  }
  std::vector<std::string> rows(taxa.size());
  std::size_t most_states = 2;
  for (const auto& [k, place] : characters) {
    std::vector<std::string> readings;  // the states from 2 on
    for (std::size_t t = 0; t < taxa.size(); ++t) {
      const auto v = ev.voice[k].find(taxa[t]);
      const PlaceReading* r = v == ev.voice[k].end() ? nullptr : reading_of(*place, v->second);
      char state = '?';
      if (r && r->kind == ReadingClass::Omission) {
        state = '0';
      } else if (r && (r->kind == ReadingClass::Lemma || r->kind == ReadingClass::Layout ||
                       r->kind == ReadingClass::Order || r->kind == ReadingClass::Correction)) {
        state = '1';
      } else if (r && is_error(r->kind)) {
        auto at = std::find(readings.begin(), readings.end(), r->cells);
        if (at == readings.end()) at = readings.insert(readings.end(), r->cells);
        const std::size_t n = static_cast<std::size_t>(at - readings.begin()) + 2;
        state = n <= 9 ? static_cast<char>('0' + n) : '?';
        most_states = std::max(most_states, std::min<std::size_t>(n + 1, 10));
      }
      rows[t] += state;
    }
  }
  std::string symbols;
  for (std::size_t i = 0; i < most_states; ++i) symbols += (i ? " " : "") + std::to_string(i);
  std::string out =
      "#NEXUS\n[" + nexus_comment(stamp) + "]\n[" +
      "One character per derived place of a work some book prints: 0 the book leaves it out, 1 it "
      "reads the lemma, 2 and up its different wrong readings; ? it prints no table of the work, or "
      "only examples.]\n\n";
  out += "BEGIN TAXA;\n  DIMENSIONS NTAX=" + std::to_string(taxa.size()) + ";\n  TAXLABELS";
  for (std::size_t b : taxa) out += " " + nexus_quoted(ev.books[b].package);
  out += ";\nEND;\n\nBEGIN CHARACTERS;\n  DIMENSIONS NCHAR=" + std::to_string(characters.size()) +
         ";\n  FORMAT DATATYPE=STANDARD SYMBOLS=\"" + symbols + "\" MISSING=? GAP=-;\n  MATRIX\n";
  for (std::size_t t = 0; t < taxa.size(); ++t)
    out += "    " + nexus_quoted(ev.books[taxa[t]].package) + " " + rows[t] + "\n";
  out += "  ;\nEND;\n";
  // Which character is which place.
  out += "\n[Characters:";
  for (std::size_t c = 0; c < characters.size(); ++c)
    out += (c % 6 == 0 ? "\n " : "") + std::string(" ") + std::to_string(c + 1) + " " +
           nexus_comment(works[characters[c].first].work) + ":" +
           std::to_string(characters[c].second->number) + ";";
  out += "]\n";
  return out;
}

std::string stemma_tei(const Stemma& s, const std::string& stamp) {
  const Evidence& ev = s.evidence;
  // Ids the project mints, apart from any a user's names could give.
  const auto id = [](std::size_t n) { return "rithmo.node." + std::to_string(n + 1); };
  XmlWriter xml;
  xml.open("TEI").attribute("xmlns", "http://www.tei-c.org/ns/1.0");
  xml.indent(1).open("teiHeader");
  xml.indent(2).open("fileDesc");
  xml.indent(3).open("titleStmt");
  xml.indent(4).element("title", "Who copied whom: the stemma of the books, from their tables");
  xml.indent(3).close();
  tei_publication(xml, stamp);
  xml.indent(3).open("sourceDesc");
  xml.indent(4).open("listBibl");
  for (const Book& b : ev.books) xml.indent(5).element("bibl", book_label(b) + ": " + b.title);
  xml.indent(4).close();
  xml.indent(3).close();
  xml.indent(2).close();
  xml.indent(1).close();
  xml.indent(1).open("text");
  xml.indent(2).open("body");
  xml.indent(3).open("div").attribute("type", "stemma");
  xml.indent(4).element("head", "Who copied whom");
  xml.indent(4).element(
      "p", "Two books are related when one kind of evidence (selection, arrangement, errors) is at most " +
               probability_text(s.threshold) +
               " likely between independent books; docs/stemma.md gives the models.");
  std::vector<std::size_t> in(s.nodes.size()), outd(s.nodes.size());
  for (const StemmaEdge& e : s.edges) {
    ++outd[e.from];
    ++in[e.to];
  }
  xml.indent(4).open("graph").attribute("type", "directed");
  xml.attribute("order", std::to_string(s.nodes.size())).attribute("size", std::to_string(s.edges.size()));
  xml.indent(5).element("label", "the stemma");
  for (std::size_t n = 0; n < s.nodes.size(); ++n) {
    xml.indent(5)
        .open("node")
        .attribute("xml:id", id(n))
        .attribute("type", s.nodes[n].lost ? "lost" : "book");
    xml.attribute("inDegree", std::to_string(in[n])).attribute("outDegree", std::to_string(outd[n]));
    xml.element("label", s.nodes[n].lost ? "a lost source" : s.nodes[n].id);
    if (s.nodes[n].year)
      xml.open("label").attribute("type", "year").text(std::to_string(*s.nodes[n].year)).close();
    xml.close();
  }
  for (const StemmaEdge& e : s.edges) {
    // An arc takes no @type: its kind is its @n, its two labels the relation in words and
    // its evidence.
    xml.indent(5).open("arc").attribute("from", "#" + id(e.from)).attribute("to", "#" + id(e.to));
    xml.attribute("n", name(e.kind));
    xml.element("label", edge_sentence(s, e)).element("label", e.evidence);
    xml.close();
  }
  xml.indent(4).close();
  if (!s.unjoined.empty()) {
    xml.indent(4).open("list").attribute("type", "unjoined");
    for (const UnjoinedPair& u : s.unjoined) {
      const BookEvidence& p = ev.pairs[u.pair];
      xml.indent(5).element("item", ev.books[p.a].package + " and " + ev.books[p.b].package + ": " + u.why);
    }
    xml.indent(4).close();
  }
  return xml.close_all().finish();
}

}  // namespace rithmo
