// The home page: what the edition holds, the books, the works, the stemma, how to cite.
#include "collation/book_record.hpp"
#include "site/pages.hpp"

namespace rithmo::site {

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
    std::size_t findings = 0;
    for (const AuditedTable& t : input.report->tables) {
      if (t.package == p.name) findings += t.audit.findings.size();
    }
    const BookRecord record = read_book_record(p);
    html.open("li").link(book_path(p.name), p.title.empty() ? p.name : p.title).open("br").close();
    std::string about = p.name;
    if (!record.language.empty()) about += "; " + record.language;
    if (!record.kind.empty()) about += "; " + record.kind;
    about += "; " + std::to_string(p.resources.size()) + " tables, " + std::to_string(findings) + " findings";
    for (const License& l : p.licenses) about += "; " + (l.name.empty() ? l.title : l.name);
    html.element("small", about + ".");
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

}  // namespace rithmo::site
