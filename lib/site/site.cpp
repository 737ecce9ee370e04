#include "site/site.hpp"

#include "collation/apparatus_output.hpp"
#include "collation/stemma_output.hpp"
#include "report/table.hpp"
#include "site/pages.hpp"

namespace rithmo {

namespace site {

std::string home_page(const SiteInput& input) {
  HtmlWriter html = open_page("The Philosophers' Game: an edition of its tables", "index.html");
  html.element(
          "p",
          "Rithmomachia, the battle of numbers, as the books of the fifteenth and sixteenth centuries print "
          "its "
          "tables: each table transcribed cell for cell as printed, errors included, with its page and line; "
          "audited against the rows the rules of the game derive, each row that cannot be right with its "
          "most "
          "likely emendation and the printer's slip that explains it; the tables several books print "
          "collated "
          "into an apparatus; and a stemma of who copied whom, each edge with its evidence.")
      .newline();
  html.element("h2", "The books").newline();
  html.open("ul").attribute("class", "books").newline();
  for (const Package& p : *input.packages) {
    std::size_t findings = 0, tables = 0;
    for (const AuditedTable& t : input.report->tables) {
      if (t.package != p.name) continue;
      ++tables;
      findings += t.audit.findings.size();
    }
    html.open("li").link(book_path(p.name), p.title.empty() ? p.name : p.title);
    html.text(" (" + p.name + "): " + std::to_string(p.resources.size()) + " tables, " +
              std::to_string(tables) + " audited, " + std::to_string(findings) + " findings.");
    html.close().newline();
  }
  html.close().newline();
  html.element("h2", "The works several books print").newline();
  html.open("ul").attribute("class", "works").newline();
  for (const Apparatus& a : *input.works) {
    std::size_t varies = 0;
    for (const Place& p : a.places) varies += p.varies() ? 1 : 0;
    std::string sigla;
    for (const auto& w : a.witnesses) sigla += (sigla.empty() ? "" : ", ") + w.siglum;
    html.open("li").link(work_path(a.work), a.work);
    html.text(": " + a.statement + " (witnesses " + sigla + "; " + std::to_string(a.places.size()) +
              " places, " + std::to_string(varies) + " where they vary).");
    html.close().newline();
  }
  html.close().newline();
  html.element("h2", "The stemma").newline();
  if (!input.stemma_svg.empty()) {
    html.open("figure").open("a").attribute("href", "stemma.html");
    html.open("img")
        .attribute("src", "stemma.svg")
        .attribute("alt", "The stemma drawn; its edges are listed on the stemma's page")
        .close();
    html.close()
        .element("figcaption", "Who copied whom: every edge with its evidence on the stemma's page.")
        .close()
        .newline();
  }
  html.open("p")
      .link("stemma.html", "The stemma")
      .text(": " + std::to_string(input.stemma->edges.size()) + " edges, " +
            std::to_string(input.stemma->unjoined.size()) + " pairs of books left unjoined, each with why.");
  html.close().newline();
  html.element("h2", "How to cite").newline();
  html.element(
          "p",
          "Cite a row or a finding by its address: the book's page, the table and the row's page and line, "
          "e.g. "
          "book-fulke-1563-print.html#musical-proportion.page-0060.l25 (page-0060 is the scan's page file, "
          "line 25 its line), and by the stamp at the foot of each page, which names the version and the "
          "digest of every table it was made from. Check a row on the facsimile before citing a finding: the "
          "page text is a machine OCR's reading.")
      .newline();
  cite_line(html, input, "The edition", "index.html");
  return close_page(html, input);
}

}  // namespace site

std::vector<SiteFile> build_site(const SiteInput& input) {
  using namespace site;
  RowIndex rows;
  for (const Package& p : *input.packages) {
    for (const Resource& r : p.resources) {
      const std::string key = table_key(p, r);
      TableText t{read_resource(p, r), {}};
      t.places = row_places(table_id(r.path), t.doc);
      rows.emplace(key, std::move(t));
    }
  }
  std::vector<SiteFile> files;
  files.push_back({"index.html", home_page(input)});
  for (const Package& p : *input.packages) files.push_back({book_path(p.name), book_page(input, p, rows)});
  for (const Apparatus& a : *input.works) {
    const std::string base = "work-" + html_id(a.work);
    files.push_back({base + ".html", work_page(input, a, rows)});
    files.push_back({base + ".xml", apparatus_tei(a, input.stamp)});
    files.push_back({base + ".json", json_document(apparatus_json(a, input.stamp))});
    files.push_back({base + ".csv", apparatus_matrix(a)});
  }
  files.push_back({"stemma.html", stemma_page(input)});
  files.push_back({"stemma.xml", stemma_tei(*input.stemma, input.stamp)});
  files.push_back({"stemma.json", json_document(stemma_json(*input.stemma, *input.works, input.stamp))});
  files.push_back({"stemma.nex", stemma_nexus(*input.stemma, *input.works, input.stamp)});
  files.push_back({"stemma.dot", stemma_dot(*input.stemma, input.stamp)});
  if (!input.stemma_svg.empty()) files.push_back({"stemma.svg", input.stemma_svg});
  files.push_back({"rules.html", rules_page(input)});
  files.push_back({"search.html", search_page(input)});
  files.push_back({"search-index.js", search_index(input, rows)});
  for (const SiteFile& f : input.assets) files.push_back(f);
  return files;
}

}  // namespace rithmo
