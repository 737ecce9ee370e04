#include "collation/stemma_output.hpp"

#include "collation/apparatus_output.hpp"
#include "report/table.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace rithmo {

namespace {

using ojson = nlohmann::ordered_json;

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
      return to + " copies " + from + " (its exemplar)";
    case StemmaEdgeKind::Related:
      return from + " and " + to + ": one copies the other; these tables do not say which";
    case StemmaEdgeKind::Depends: {
      std::string rows;
      for (const std::string& a : e.additions) rows += (rows.empty() ? "" : "; ") + a;
      return to + " descends from " + from +
             " (its exemplar, or a copy of it now lost); it also prints rows " + from + " lacks (" + rows +
             "): its own computation, or a second source's";
    }
    case StemmaEdgeKind::Contamination: {
      std::string works;
      for (const std::string& w : e.works) works += (works.empty() ? "" : ", ") + w;
      return to + " takes " + works + " from " + from + " (a second source: contamination)";
    }
    case StemmaEdgeKind::LostSource:
      return to + " descends from " + from + ", a lost exemplar (hyparchetype)";
    case StemmaEdgeKind::Transcription:
      return to + " transcribes " + from;
    case StemmaEdgeKind::Retelling:
      return to + " retells " + from;
    case StemmaEdgeKind::Stated:
      return to + " says of " + from + ": " + e.evidence + " (" + std::to_string(e.statements.size()) +
             (e.statements.size() == 1 ? " statement" : " statements") + "); " + e.agreement;
  }
  return {};
}

const char* const kKindKeys[] = {"selection", "arrangement", "errors"};

ojson chance_json(const Rational& r) { return ojson{{"text", probability_text(r)}, {"exact", r.str()}}; }

ojson statement_json(const Statement& st) {
  return {{"quotation", st.quotation},
          {"source", st.source},
          {"lines", {st.first_line, st.last_line}},
          {"names", st.names},
          {"named", st.named},
          {"edition", st.edition},
          {"says", std::string(name(st.says))}};
}

ojson book_record_json(const BookRecord& r) {
  ojson x = {{"period", r.period},
             {"kind", r.kind},
             {"author", r.author},
             {"title", r.title},
             {"place", r.place},
             {"printer", r.printer},
             {"year", r.year ? ojson(*r.year) : ojson(nullptr)},
             {"language", r.language},
             {"edition", r.edition},
             {"copy", r.copy},
             {"shelfmark", r.shelfmark},
             {"statements", ojson::array()}};
  for (const Statement& st : r.statements) x["statements"].push_back(statement_json(st));
  return x;
}

ojson inherited_json(const WorkEvidence& w) {
  if (!w.inherited) return nullptr;
  const auto& c = *w.inherited;
  return {{"of", c.of_a ? "a" : "b"},   {"printed", c.printed}, {"own_rows", c.own_rows},
          {"other_rows", c.other_rows}, {"where", c.where},     {"chance", chance_json(c.chance)}};
}

ojson elsewhere_json(const std::vector<WorkEvidence::Elsewhere>& v) {
  ojson out = ojson::array();
  for (const auto& e : v) out.push_back({{"place", e.place}, {"where", e.where}});
  return out;
}

ojson departures_json(const std::vector<PlacePair>& v) {
  ojson out = ojson::array();
  for (const auto& [x, y] : v) out.push_back({x, y});
  return out;
}

}  // namespace

std::string stemma_pairs_csv(const Stemma& s) {
  const Evidence& ev = s.evidence;
  std::map<std::size_t, std::string> why;
  for (const UnjoinedPair& u : s.unjoined) why[u.pair] = u.why;
  std::vector<std::string> header = {"a", "b", "status", "chance"};
  for (const NullModel m : kNullModels) header.push_back("chance_" + std::string(name(m)));
  for (const EvidenceKind k : kEvidenceKinds) {
    header.push_back(std::string(name(k)));
    header.push_back(std::string(name(k)) + "_expected");
    header.push_back(std::string(name(k)) + "_chance");
  }
  header.push_back("why");
  std::string out = csv_line(header) + "\n";
  for (std::size_t i = 0; i < ev.pairs.size(); ++i) {
    const BookEvidence& p = ev.pairs[i];
    std::vector<std::string> row = {ev.books[p.a].package, ev.books[p.b].package,
                                    s.related[i]     ? "related"
                                    : s.tentative[i] ? "tentative"
                                                     : "unjoined",
                                    probability_text(p.combined)};
    for (const NullModel m : kNullModels)
      row.push_back(probability_text(s.sensitivity[i].chance[static_cast<std::size_t>(m)]));
    for (const KindTotal& t : p.totals) {
      row.push_back(std::to_string(t.observed));
      row.push_back(mean_text(t.expected));
      row.push_back(probability_text(t.chance));
    }
    const auto w = why.find(i);
    row.push_back(w == why.end() ? std::string() : w->second);
    out += csv_line(row) + "\n";
  }
  return out;
}

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

namespace {

// A derived row as the derivation writes it, with where each of the two prints it.
std::string row_cited(const Apparatus& app, std::size_t place, std::size_t a, std::size_t b) {
  return row_named(app, place) + " (" + cited(app, place, a) + "; " + cited(app, place, b) + ")";
}

// Rows named by the derivation's row, each with where the witness prints it.
// "P prints the count 17 over its 18 rows (page-0060 line 30), which is the number of
// B's rows: chance 1/51 that a miscount falls there".
std::string inherited_text(const Apparatus& app, const WorkEvidence& w) {
  const WorkEvidence::InheritedCount& c = *w.inherited;
  const std::string own = app.witnesses[c.of_a ? w.a : w.b].siglum;
  const std::string other = app.witnesses[c.of_a ? w.b : w.a].siglum;
  return own + " prints the count " + std::to_string(c.printed) + " over its " + std::to_string(c.own_rows) +
         " rows (" + c.where + "), the number of " + other + "'s rows: a count inherited, chance " +
         probability_text(c.chance) + " that a miscount of its own falls there";
}

// "; B prints under another table: greatest-parts «2 3 4 6» (B page-0077 line 14), ...":
// the rows one of the pair lacks in a work but prints in another table of its book.
std::string elsewhere_text(const std::vector<WorkEvidence::Elsewhere>& rows, const std::string& siglum) {
  if (rows.empty()) return {};
  std::string out = "; " + siglum + " prints under another table: ";
  for (std::size_t i = 0; i < rows.size(); ++i) out += (i ? ", " : "") + rows[i].where;
  return out;
}

std::string rows_text(const Apparatus& app, const std::vector<std::size_t>& places, std::size_t witness) {
  std::string s;
  for (std::size_t p : places)
    s += (s.empty() ? "" : ", ") + row_named(app, p) + " (" + cited(app, p, witness) + ")";
  return s.empty() ? "none" : s;
}

std::string list_text(const std::vector<std::string>& items) {
  std::string s;
  for (const std::string& x : items) s += (s.empty() ? "" : "; ") + x;
  return s;
}

// The lost exemplars' names: Greek letters, as stemmatics draws them.
std::string lost_name(const Stemma& s, std::size_t node) {
  static const char* const kGreek[] = {"α", "β", "γ", "δ", "ε", "ζ", "η", "θ", "ι", "κ", "λ", "μ"};
  std::size_t k = 0;
  for (std::size_t n = 0; n < node; ++n) k += s.nodes[n].lost ? 1 : 0;
  return k < 12 ? std::string(kGreek[k]) : "lost-" + std::to_string(k + 1);
}

std::string display_name(const Stemma& s, std::size_t node) {
  return s.nodes[node].lost ? lost_name(s, node) + " (a lost exemplar)" : s.nodes[node].id;
}

bool inferred(StemmaEdgeKind k) {
  return k != StemmaEdgeKind::Transcription && k != StemmaEdgeKind::Retelling && k != StemmaEdgeKind::Stated;
}

// The evidence one pair shares beyond each book's own habits, work by work, each row
// by the derivation's row and where each book prints it.
std::string shared_evidence(const BookEvidence& p, const std::vector<Apparatus>& works) {
  std::string out;
  for (const WorkEvidence& w : p.works) {
    const Apparatus& app = works[w.work];
    std::vector<std::string> parts;
    if (!w.counted_with.empty()) {
      out +=
          "  - " +
          md_escape(app.work + ": one table with " + w.counted_with + ", read the other way: counted there") +
          ".\n";
      continue;
    }
    for (std::size_t place : w.habits.added) parts.push_back("both add " + row_cited(app, place, w.a, w.b));
    for (std::size_t place : w.habits.left_out) parts.push_back("both leave out " + row_named(app, place));
    for (const auto& [x, y] : w.habits.departures)
      parts.push_back("both set " + row_named(app, x) + " before " + row_named(app, y) + " (" +
                      cited(app, y, w.a) + "; " + cited(app, y, w.b) + ")");
    for (std::size_t place : w.errors.shared)
      parts.push_back("the same wrong reading of " + row_cited(app, place, w.a, w.b));
    if (w.inherited) parts.push_back(inherited_text(app, w));
    // Separative errors: where one errs and the other reads right (a copy that recomputes
    // mends its exemplar's faults there). Shown for the direction; an independent author
    // reads them right as well, so they weigh nothing toward the relation.
    for (const bool of_a : {true, false}) {
      const auto& places = of_a ? w.errors.separative_a : w.errors.separative_b;
      const std::string wrong = app.witnesses[of_a ? w.a : w.b].siglum;
      const std::string right = app.witnesses[of_a ? w.b : w.a].siglum;
      for (std::size_t place : places)
        parts.push_back(wrong + " errs where " + right + " reads right: " + row_cited(app, place, w.a, w.b));
    }
    if (w.habits.habit_added)
      parts.push_back("a habit both share, counted once: " + w.habits.habit_added->text());
    if (w.habits.habit_left_out)
      parts.push_back("a habit both share, counted once: " + w.habits.habit_left_out->text());
    if (parts.empty()) continue;
    out += "  - " + md_escape(app.work + ": " + list_text(parts)) + ".\n";
  }
  return out;
}

// The table of a pair's chance under each model and without each work.
std::string sensitivity_table(const Stemma& s, std::size_t pair) {
  const Sensitivity& sens = s.sensitivity[pair];
  std::string out = "\n  | model | chance | survives |\n  |---|---:|---|\n";
  for (const NullModel m : kNullModels) {
    const Rational& c = sens.chance[static_cast<std::size_t>(m)];
    out += "  | " + std::string(description(m)) + " | " + probability_text(c) + " | " +
           (c <= s.threshold ? "yes" : "no") + " |\n";
  }
  for (const auto& [work, c] : sens.without)
    out += "  | without the rows and order of " + work + " | " + probability_text(c) + " | " +
           (c <= kCorroboration ? "yes" : "no") + " |\n";
  return out + "\n";
}

}  // namespace

std::string stemma_markdown(const Stemma& s, const std::vector<Apparatus>& works, const std::string& stamp) {
  const Evidence& ev = s.evidence;
  std::string out = "# The stemma of the books, from their tables and their own words\n\n";
  out +=
      "Each pair of books of the period is weighed on every work both print, against what two authors "
      "who computed their tables themselves would share by their habits alone: each book's own rule of "
      "selection and its own ordering key are fitted to its table, and only what they leave unexplained "
      "counts (the rows both add beyond their rules, the rows both leave out that their rules give, the "
      "neighbours both set against their own keys), with the places where both print the same wrong "
      "reading. The three kinds are weighed as one. Two books are related when that chance is at most " +
      probability_text(s.threshold) + " (1 in 100 over the " + std::to_string(s.tests) +
      " pairs weighed), when it stays so under every other model of chance, and when no one work carries "
      "it alone (without the rows and the order of any one work it stays at most " +
      probability_text(kCorroboration) +
      "). docs/stemma.md states the models, the rules, their calibration on simulated books and a "
      "glossary. Modern transcriptions, retellings and computed tables are shown apart and never "
      "weighed.\n\n";
  out +=
      "![The stemma: solid arrows from an exemplar to its copy, dashed from a second source, Greek "
      "letters for lost exemplars, blue for what a book says of its sources, dotted for modern "
      "witnesses](stemma.svg)\n\n";
  out +=
      "The figure: [stemma.svg](stemma.svg) (its source, [stemma.dot](stemma.dot)). A solid arrow runs "
      "from an exemplar to its copy; a dashed one from a second source (contamination); a Greek letter "
      "is a lost exemplar (a hyparchetype); a blue arrow is what a book says of its sources; a dotted "
      "one, a modern transcription or retelling.\n\n";

  out += "## The relations the tables show\n\n";
  bool any = false;
  for (const StemmaEdge& e : s.edges) {
    if (!inferred(e.kind)) continue;
    any = true;
    std::string sentence = edge_sentence(s, e);
    if (e.kind == StemmaEdgeKind::LostSource)
      sentence =
          e.to < s.nodes.size() ? s.nodes[e.to].id + " descends from " + display_name(s, e.from) : sentence;
    out += "- **" + md_escape(sentence) + "**. " + md_escape(e.evidence) + ".";
    if (e.has_pair && e.kind == StemmaEdgeKind::Contamination) {
      out += " Its chance, beyond what the exemplar explains: " + probability_text(e.strength) + ".\n\n";
    } else if (e.has_pair) {
      // Only a relation that survives every model is drawn (stemma.hpp).
      const BookEvidence& p = ev.pairs[e.pair];
      out += " All the evidence weighed as one: chance " + probability_text(p.combined) +
             "; it survives every model (below).\n";
      out += shared_evidence(p, works);
      out += sensitivity_table(s, e.pair);
    } else {
      out += "\n";
    }
  }
  if (!any) out += "No relation between these books is supported by their tables.\n";

  out += "\n## Tentative relations, not drawn\n\n";
  bool tentative = false;
  for (std::size_t i = 0; i < ev.pairs.size(); ++i) {
    if (!s.tentative[i]) continue;
    tentative = true;
    const BookEvidence& p = ev.pairs[i];
    out += "- " + md_escape(ev.books[p.a].package) + " and " + md_escape(ev.books[p.b].package) +
           ": their evidence weighed as one has the chance " + probability_text(p.combined) +
           ", at most the threshold, but it does not survive every model, so the two are not joined:\n";
    out += shared_evidence(p, works);
    out += sensitivity_table(s, i);
  }
  if (!tentative) out += "None.\n";

  out += "\n## What the books say of their sources\n\n";
  out += "Each statement as the book prints it (the OCR's reading), with where the tables stand on it.\n\n";
  out += "| book | says of | how | the words | where | the tables |\n|---|---|---|---|---|---|\n";
  bool stated = false;
  for (const Book& b : ev.books) {
    for (const Statement& st : b.record.statements) {
      stated = true;
      std::string tables = "not among these books";
      if (st.names.empty()) tables = "names no book among these";
      for (const StemmaEdge& e : s.edges) {
        if (s.nodes[e.to].id != b.package || s.nodes[e.from].id != st.names) continue;
        if (e.kind == StemmaEdgeKind::Stated) tables = e.agreement;
        if (e.kind == StemmaEdgeKind::Transcription || e.kind == StemmaEdgeKind::Retelling)
          tables = "as its descriptors say: a " + std::string(name(e.kind));
      }
      out += "| " + md_escape(b.package) + " | " +
             md_escape(st.names.empty() ? st.named : st.names + " (" + st.named + ")") + " | " +
             md_escape(std::string(name(st.says)) + (st.edition.empty() ? "" : ", " + st.edition)) + " | «" +
             md_escape(st.quotation) + "» | " + md_escape(st.where()) + " | " + md_escape(tables) + " |\n";
    }
  }
  if (!stated)
    out = out.substr(0, out.rfind("| book | says of")) + "None of the books records a statement.\n";

  out += "\n## Pairs left unjoined\n\n";
  const bool in_prose = ev.pairs.size() <= kPairsInProse;
  if (s.unjoined.empty()) out += "None.\n";
  if (!in_prose && !s.unjoined.empty()) {
    out += std::to_string(s.unjoined.size()) +
           " pairs, each with why, in [stemma-pairs.csv](stemma-pairs.csv) " +
           "and the JSON's `unjoined` (more than " + std::to_string(kPairsInProse) +
           " pairs are weighed: the matrix holds them).\n";
  }
  for (const UnjoinedPair& u : s.unjoined) {
    if (!in_prose) break;
    const BookEvidence& p = ev.pairs[u.pair];
    out += "- " + md_escape(ev.books[p.a].package) + " and " + md_escape(ev.books[p.b].package) +
           " (chance " + probability_text(p.combined) + "): " + md_escape(u.why) + ".\n";
  }

  out += "\n## Modern witnesses, shown apart\n\n";
  bool modern = false;
  for (const Book& b : ev.books) {
    if (b.period) continue;
    modern = true;
    std::string what = b.record.kind.empty() ? std::string("a modern witness") : b.record.kind;
    if (!b.transcribes.empty()) what += ", transcribes " + b.transcribes;
    if (!b.record.retells.empty()) what += ", retells " + b.record.retells;
    out += "- " + md_escape(b.package) + ": " + md_escape(what) + ". " + md_escape(b.title) + ".\n";
  }
  if (!modern) out += "None.\n";

  out += "\n## The books\n\n";
  out +=
      "| book | sigla | author | title | place | printer | year | language | edition | copy | shelfmark |\n"
      "|---|---|---|---|---|---|---:|---|---|---|---|\n";
  for (const Book& b : ev.books) {
    if (!b.period) continue;
    std::string sigla;
    for (const std::string& x : b.sigla) sigla += (sigla.empty() ? "" : ", ") + x;
    const BookRecord& r = b.record;
    out += "| " + md_escape(b.package) + " | " + md_escape(sigla) + " | " + md_escape(r.author) + " | " +
           md_escape(r.title.empty() ? b.title : r.title) + " | " + md_escape(r.place) + " | " +
           md_escape(r.printer) + " | " + (b.year ? std::to_string(*b.year) : std::string()) + " | " +
           md_escape(r.language) + " | " + md_escape(r.edition) + " | " + md_escape(r.copy) + " | " +
           md_escape(r.shelfmark) + " |\n";
  }

  out += "\n## Each book's own habits, work by work\n\n";
  out +=
      "The rule of selection and the ordering key that explain each book's table best, and what they leave "
      "to the book itself: the rows it adds beyond its rule, the rows its rule gives that it leaves out, the "
      "neighbours it sets against its key.\n\n";
  out +=
      "| book | work | rule | added | left out | key | against the key |\n|---|---|---|---:|---:|---|---:|\n";
  for (std::size_t k = 0; k < works.size(); ++k) {
    for (const auto& [book, w] : ev.voice[k]) {
      if (!ev.books[book].period) continue;
      // The fitted habits stand in any pair with this book in this work.
      for (const BookEvidence& p : ev.pairs) {
        const WorkEvidence* found = nullptr;
        for (const WorkEvidence& we : p.works)
          if (we.work == k && (p.a == book || p.b == book)) found = &we;
        if (!found) continue;
        const bool is_a = p.a == book;
        const OwnSelection& sel = is_a ? found->habits.own_a() : found->habits.own_b();
        const OwnOrder& ord = is_a ? found->habits.key_a() : found->habits.key_b();
        out += "| " + md_escape(ev.books[book].package) + " | " + md_escape(works[k].work) + " | " +
               md_escape(sel.rule.text()) + " | " + std::to_string(sel.added.size()) + " | " +
               std::to_string(sel.left_out.size()) + " | " + md_escape(ord.key.text()) + " | " +
               std::to_string(ord.departures.size()) + " |\n";
        break;
      }
    }
  }

  out += "\n## The evidence, pair by pair\n\n";
  out +=
      "Per work, beside what each book's own habits leave (above): N, the derived rows some book of the "
      "period prints; each book's rows and those both print, with the chance of so many if every such row "
      "were as likely as any; the breaks of the derivation's order each makes, of the n - 1 neighbouring "
      "pairs of the rows both print, and those both make, with its chance; the places both print, the "
      "errors of each there and those they share, with its chance; the separative errors (one errs where "
      "the other reads right) and the rows one prints and the other lacks, by place.\n";
  if (!in_prose) {
    out += "\nMore than " + std::to_string(kPairsInProse) +
           " pairs are weighed: the related and the tentative are set out here; every pair, with its "
           "chances and counts, is a row of [stemma-pairs.csv](stemma-pairs.csv).\n";
  }
  for (std::size_t i = 0; i < ev.pairs.size(); ++i) {
    if (!in_prose && !s.related[i] && !s.tentative[i]) continue;
    const BookEvidence& p = ev.pairs[i];
    const std::string a = ev.books[p.a].package, b = ev.books[p.b].package;
    out += "\n### " + md_escape(a) + " and " + md_escape(b) + "\n\n";
    out += (s.related[i]     ? "Related. "
            : s.tentative[i] ? "Tentative, not joined. "
                             : "Not related by these tables. ") +
           md_escape(evidence_text(p)) + "; all weighed as one, chance " + probability_text(p.combined) +
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
             (w.errors.shared.empty() ? "" : " (" + md_escape(rows_text(app, w.errors.shared, w.a)) + ")") +
             (w.inherited ? "; " + md_escape(inherited_text(app, w)) : "") + " | " +
             probability_text(w.errors.chance) + " | " + md_escape(sa) + ": " +
             md_escape(rows_text(app, w.errors.separative_a, w.a)) + "; " + md_escape(sb) + ": " +
             md_escape(rows_text(app, w.errors.separative_b, w.b)) + " | " + md_escape(sa) + ": " +
             md_escape(rows_text(app, w.only_a, w.a)) + "; " + md_escape(sb) + ": " +
             md_escape(rows_text(app, w.only_b, w.b)) + md_escape(elsewhere_text(w.elsewhere_a, sa)) +
             md_escape(elsewhere_text(w.elsewhere_b, sb)) + " |\n";
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
  j["corroboration"] = chance_json(kCorroboration);
  j["conditional_threshold"] = chance_json(s.conditional_threshold);
  j["books"] = ojson::array();
  for (const Book& b : ev.books) {
    j["books"].push_back({{"package", b.package},
                          {"title", b.title},
                          {"year", b.year ? ojson(*b.year) : ojson(nullptr)},
                          {"sigla", b.sigla},
                          {"transcribes", b.transcribes.empty() ? ojson(nullptr) : ojson(b.transcribes)},
                          {"period", b.period},
                          {"record", book_record_json(b.record)}});
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
    ojson x = {
        {"from", s.nodes[e.from].id},
        {"to", s.nodes[e.to].id},
        {"kind", std::string(name(e.kind))},
        {"text", edge_sentence(s, e)},
        {"works", e.works},
        {"additions", e.additions},
        {"evidence", e.evidence},
        {"chance", e.has_pair ? chance_json(e.kind == StemmaEdgeKind::Contamination || !inferred(e.kind)
                                                ? e.strength
                                                : s.evidence.pairs[e.pair].combined)
                              : ojson(nullptr)},
        {"agreement", e.agreement},
        {"statements", ojson::array()}};
    for (const Statement& st : e.statements) x["statements"].push_back(statement_json(st));
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
    ojson x = {{"a", ev.books[p.a].package},
               {"b", ev.books[p.b].package},
               {"related", bool(s.related[i])},
               {"tentative", bool(s.tentative[i])},
               {"combined", chance_json(p.combined)}};
    ojson models = ojson::object();
    for (const NullModel m : kNullModels)
      models[std::string(name(m))] = chance_json(s.sensitivity[i].chance[static_cast<std::size_t>(m)]);
    x["models"] = models;
    x["without"] = ojson::array();
    for (const auto& [work, c] : s.sensitivity[i].without)
      x["without"].push_back({{"work", work}, {"chance", chance_json(c)}});
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
                            {"habits",
                             {{"rule_a", w.habits.own_a().rule.text()},
                              {"rule_b", w.habits.own_b().rule.text()},
                              {"key_a", w.habits.key_a().key.text()},
                              {"key_b", w.habits.key_b().key.text()},
                              {"added", w.habits.added},
                              {"left_out", w.habits.left_out},
                              {"departures", departures_json(w.habits.departures)},
                              {"selection_chance", chance_json(w.habits.selection_chance)},
                              {"arrangement_chance", chance_json(w.habits.arrangement_chance)}}},
                            {"counted_with", w.counted_with.empty() ? ojson(nullptr) : ojson(w.counted_with)},
                            {"only_a", w.only_a},
                            {"only_b", w.only_b},
                            {"inherited_count", inherited_json(w)},
                            {"elsewhere_a", elsewhere_json(w.elsewhere_a)},
                            {"elsewhere_b", elsewhere_json(w.elsewhere_b)},
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
      "  graph [rankdir=TB, fontname=\"Helvetica\", label=\"The stemma of the books, from their tables and "
      "their own words\", labelloc=t];\n"
      "  node [shape=box, fontname=\"Helvetica\"];\n"
      "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  const auto node_line = [&](std::size_t i) {
    const StemmaNode& n = s.nodes[i];
    if (n.lost)
      return "  \"" + dot_escape(n.id) + "\" [label=\"" + dot_escape(lost_name(s, i)) +
             "\", shape=plaintext, fontname=\"Times-Italic\", fontsize=18];\n";
    return "  \"" + dot_escape(n.id) + "\" [label=\"" + dot_escape(n.id) + "\\n" +
           (n.year ? std::to_string(*n.year) : std::string("undated")) + "\"];\n";
  };
  bool modern = false;
  for (std::size_t i = 0; i < s.nodes.size(); ++i) {
    if (!s.nodes[i].lost && !s.evidence.books[s.nodes[i].book].period) {
      modern = true;
      continue;
    }
    out += node_line(i);
  }
  if (modern) {
    out +=
        "  subgraph cluster_modern {\n    label=\"modern witnesses, shown apart (not weighed)\";\n"
        "    style=dashed; color=gray50; fontcolor=gray30;\n";
    for (std::size_t i = 0; i < s.nodes.size(); ++i)
      if (!s.nodes[i].lost && !s.evidence.books[s.nodes[i].book].period) out += "  " + node_line(i) + "";
    out += "  }\n";
  }
  // What a book says of another: one arrow a pair, its ways of saying listed.
  std::map<std::pair<std::size_t, std::size_t>, std::set<std::string>> stated;
  std::set<std::pair<std::size_t, std::size_t>> known;  // a transcription or a retelling says it already
  for (const StemmaEdge& e : s.edges)
    if (e.kind == StemmaEdgeKind::Transcription || e.kind == StemmaEdgeKind::Retelling)
      known.insert({e.from, e.to});
  for (const StemmaEdge& e : s.edges)
    if (e.kind == StemmaEdgeKind::Stated && !known.count({e.from, e.to}))
      stated[{e.from, e.to}].insert(e.evidence.substr(0, e.evidence.find(' ')));
  for (const auto& [ends, ways] : stated) {
    std::string label = "says: ";
    std::size_t k = 0;
    for (const std::string& w : ways) label += (k++ ? ", " : "") + w;
    out += "  \"" + dot_escape(s.nodes[ends.first].id) + "\" -> \"" + dot_escape(s.nodes[ends.second].id) +
           "\" [label=\"" + dot_escape(label) +
           "\", style=bold, color=\"#1f5fa8\", fontcolor=\"#1f5fa8\", constraint=false];\n";
  }
  for (const StemmaEdge& e : s.edges) {
    std::string label, style;
    switch (e.kind) {
      case StemmaEdgeKind::Copy:
        label = "copy";
        break;
      case StemmaEdgeKind::Related:
        label = "one copies the other";
        style = ", dir=none";
        break;
      case StemmaEdgeKind::Depends:
        label = "exemplar";
        break;
      case StemmaEdgeKind::Contamination:
        label = "second source";
        style = ", style=dashed";
        break;
      case StemmaEdgeKind::LostSource:
        label = "";
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
        continue;
    }
    if (e.has_pair && e.kind != StemmaEdgeKind::LostSource)
      label += "\\nchance " + dot_escape(probability_text(e.kind == StemmaEdgeKind::Contamination
                                                              ? e.strength
                                                              : s.evidence.pairs[e.pair].combined));
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
    if (ev.books[b].period) taxa.push_back(b);
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
