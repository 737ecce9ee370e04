// The stemma's page: the figure, every edge with its evidence, its strength and how it
// stands when the model of chance changes or a work is left out, every pair of books
// left unjoined with why, each linked to the places of the apparatus that carry it.
#include "collation/agreement.hpp"
#include "collation/selection.hpp"
#include "site/pages.hpp"

#include <map>

namespace rithmo::site {

namespace {

// The places of one work that carry a pair's evidence, each linked to its place.
void place_links(HtmlWriter& html, const Apparatus& app, const std::string& what,
                 const std::vector<std::size_t>& places) {
  if (places.empty()) return;
  html.open("li").text(what + ": ");
  for (std::size_t i = 0; i < places.size(); ++i) {
    if (i) html.text(", ");
    html.link(work_path(app.work) + "#place-" + std::to_string(places[i]), row_named(app, places[i]));
  }
  html.close();
}

// A pair's evidence, work by work, linked to the apparatus.
void pair_evidence(HtmlWriter& html, const SiteInput& input, const BookEvidence& pair) {
  html.open("ul").attribute("class", "evidence").newline();
  for (const WorkEvidence& w : pair.works) {
    if (w.work >= input.works->size()) continue;
    const Apparatus& app = (*input.works)[w.work];
    html.open("li").link(work_path(app.work), app.work);
    html.text(" (" + app.witnesses[w.a].siglum + ", " + app.witnesses[w.b].siglum + ")");
    html.open("ul");
    place_links(html, app, "the same wrong reading", w.errors.shared);
    place_links(html, app, "both add", w.habits.added);
    place_links(html, app, "both leave out", w.habits.left_out);
    std::vector<std::size_t> departures;
    for (const auto& [x, y] : w.habits.departures) departures.push_back(y);
    place_links(html, app, "both set a row out of the derivation's order", departures);
    place_links(html, app, app.witnesses[w.a].siglum + std::string(" errs alone"), w.errors.separative_a);
    place_links(html, app, app.witnesses[w.b].siglum + std::string(" errs alone"), w.errors.separative_b);
    html.close().close().newline();
  }
  html.close().newline();
}

std::string node_name(const Stemma& s, std::size_t node) {
  return node < s.nodes.size() ? s.nodes[node].label : "?";
}

std::string node_id(const Stemma& s, std::size_t node) {
  return html_id(node < s.nodes.size() ? s.nodes[node].id : "x");
}

}  // namespace

std::string stemma_page(const SiteInput& input) {
  const Stemma& s = *input.stemma;
  HtmlWriter html = open_page("The stemma", "stemma.html");
  html.element("p",
               "Who copied whom, as the tables' shared readings, shared errors, rows chosen and orders bear "
               "it. Two books are related only where the chance of their evidence between independent books, "
               "each choosing and ordering its rows by its own habits, is at most " +
                   probability_text(s.threshold) + " (one in a hundred over the " + std::to_string(s.tests) +
                   " pairs weighed), stays at most that under every model of chance, and at most " +
                   probability_text(kCorroboration) +
                   " without any one work; a second source only where its evidence holds beyond what the "
                   "first explains "
                   "(docs/stemma.md). A known transcription or retelling, and what a book says of its own "
                   "source, are drawn as the tables' packages record them.")
      .newline();
  if (!input.stemma_svg.empty())
    html.open("figure")
        .open("img")
        .attribute("src", "stemma.svg")
        .attribute("alt", "The stemma drawn: the edges listed below")
        .close()
        .element("figcaption", "The stemma (stemma.svg)")
        .close()
        .newline();
  html.open("p")
      .text("Download: ")
      .link("stemma.xml", "TEI")
      .text(", ")
      .link("stemma.json", "JSON")
      .text(", ");
  html.link("stemma.nex", "NEXUS").text(", ").link("stemma.dot", "DOT").text(".").close().newline();
  cite_line(html, input, "The stemma", "stemma.html");
  html.element("h2", "The edges").newline();
  html.open("ol").attribute("class", "edges").newline();
  std::map<std::string, std::size_t> edge_ids;
  for (std::size_t i = 0; i < s.edges.size(); ++i) {
    const StemmaEdge& e = s.edges[i];
    // "edge-copy-boissiere-1556-barozzi-1572": its kind and its two books name it.
    const std::string base =
        "edge-" + std::string(name(e.kind)) + "-" + node_id(s, e.from) + "-" + node_id(s, e.to);
    const std::size_t n = ++edge_ids[base];
    const std::string id = n == 1 ? base : base + "." + std::to_string(n);
    html.open("li").attribute("id", id).newline();
    html.open("p").element("strong", node_name(s, e.from) + " → " + node_name(s, e.to));
    html.text(" (" + std::string(name(e.kind)) + ")");
    if (!e.evidence.empty()) html.text(": " + e.evidence);
    if (e.has_pair) html.text("; chance between independent books " + probability_text(e.strength));
    html.text(".").close().newline();
    if (!e.works.empty())
      html.element(
              "p", "Works from the second source: " +
                       [&e] {
                         std::string w;
                         for (const auto& x : e.works) w += (w.empty() ? "" : ", ") + x;
                         return w;
                       }())
          .newline();
    for (const Statement& st : e.statements) {
      html.open("p")
          .text("The book says: ")
          .element("q", st.quotation)
          .text(" (" + st.where() + ").")
          .close()
          .newline();
    }
    if (!e.agreement.empty()) html.element("p", e.agreement).newline();
    if (e.has_pair && e.pair < s.evidence.pairs.size()) {
      const Sensitivity& sens = s.sensitivity[e.pair];
      html.open("p").text("Sensitivity: ");
      for (std::size_t m = 0; m < kModelCount; ++m) {
        html.text(std::string(m ? "; " : "") + std::string(name(kNullModels[m])) + " " +
                  probability_text(sens.chance[m]));
      }
      html.text(sens.robust ? "; it holds under every model and without any one work."
                            : "; it does not hold under every model or without every work.");
      html.close().newline();
      pair_evidence(html, input, s.evidence.pairs[e.pair]);
    }
    html.close().newline();
  }
  html.close().newline();
  html.element("h2", "Pairs left unjoined").newline();
  html.open("ul").attribute("class", "unjoined").newline();
  for (const UnjoinedPair& u : s.unjoined) {
    if (u.pair >= s.evidence.pairs.size()) continue;
    const BookEvidence& p = s.evidence.pairs[u.pair];
    const std::string a = s.evidence.books[p.a].package, b = s.evidence.books[p.b].package;
    html.open("li").attribute("id", "pair-" + html_id(a) + "-" + html_id(b));
    html.open("p")
        .element("strong", a + " and " + b)
        .text(": " + u.why + " (" + evidence_text(p) + ").")
        .close();
    pair_evidence(html, input, p);
    html.close().newline();
  }
  html.close().newline();
  return close_page(html, input);
}

}  // namespace rithmo::site
