// A work's page: its apparatus, the witnesses side by side at each place of the
// derivation, the lemma, each reading classed and linked to the row of its book, the
// agreements in error, and the apparatus's TEI, JSON and CSV to download.
#include "site/pages.hpp"
#include "text/join.hpp"

namespace rithmo::site {

namespace {

// The address of a witness's row on its book's page, from the work's page; empty
// where the row is not known.
std::string row_href(const RowIndex& rows, const std::string& table, std::uint32_t row) {
  const auto it = rows.find(table);
  if (it == rows.end() || row == 0 || row > it->second.places.size()) return "";
  return book_path(table.substr(0, table.find('/'))) + "#" + it->second.places[row - 1].id;
}

void witnesses(HtmlWriter& html, const Apparatus& work, const RowIndex& rows) {
  html.open("div").attribute("class", "scroll").open("table").newline();
  html.element("caption", "The witnesses");
  html.open("thead").open("tr");
  for (const char* h : {"siglum", "book", "table", "pages", "rows", "readings in error", "its reading"})
    html.open("th").attribute("scope", "col").text(h).close();
  html.close().close().newline().open("tbody").newline();
  for (const auto& w : work.witnesses) {
    std::size_t errors = 0;
    for (std::size_t k = 0; k < std::size(kReadingClasses); ++k) {
      if (is_error(kReadingClasses[k])) errors += w.counts[k];
    }
    const std::string package = w.table.substr(0, w.table.find('/'));
    html.open("tr").open("th").attribute("scope", "row").text(w.siglum).close();
    html.open("td").link(book_path(package), w.book).close();
    html.open("td");
    if (rows.count(w.table)) {
      html.link(book_path(package) + "#" + table_id(w.table), w.table);
    } else {
      html.text(w.table);
    }
    html.close();
    html.element("td", w.pages).element("td", std::to_string(w.rows) + (w.partial ? " (examples)" : ""));
    html.element("td", std::to_string(errors)).element("td", w.reading);
    html.close().newline();
  }
  html.close().close().close().newline();
}

void places(HtmlWriter& html, const Apparatus& work, const RowIndex& rows) {
  html.open("div").attribute("class", "scroll").open("table").attribute("class", "apparatus").newline();
  html.element("caption", "The places: the lemma the rules derive, and each witness's reading");
  html.open("thead").open("tr");
  html.open("th").attribute("scope", "col").text("place").close();
  html.open("th").attribute("scope", "col").text("lemma").close();
  for (const auto& w : work.witnesses) html.open("th").attribute("scope", "col").text(w.siglum).close();
  html.close().close().newline().open("tbody").newline();
  for (const Place& p : work.places) {
    const std::string id = "place-" + std::to_string(p.number);
    html.open("tr").attribute("id", id);
    if (p.varies()) html.attribute("class", "varies");
    html.open("th").attribute("scope", "row").link("#" + id, std::to_string(p.number));
    if (!p.keys.empty()) html.text(" " + p.keys);
    html.close();
    html.open("td").attribute("class", "lemma").text(p.lemma.empty() ? "—" : p.lemma);
    if (!p.proof.empty()) html.open("small").text(" " + p.proof).close();
    html.close();
    std::vector<const PlaceReading*> by_witness(work.witnesses.size(), nullptr);
    for (const PlaceReading& r : p.readings) {
      if (r.witness < by_witness.size()) by_witness[r.witness] = &r;
    }
    for (std::size_t w = 0; w < work.witnesses.size(); ++w) {
      const PlaceReading* r = by_witness[w];
      html.open("td");
      if (r) {
        const std::string kind(name(r->kind));
        html.attribute("class", "reading " + kind);
        const std::string href = row_href(rows, work.witnesses[w].table, r->row);
        const std::string shown = r->kind == ReadingClass::Omission ? "om." : r->text.str();
        if (href.empty()) {
          html.text(shown);
        } else {
          html.link(href, shown);
        }
        html.text(" ").element("span", kind);
        if (r->line) {
          std::string where = r->source.str();
          where = where.substr(where.rfind('/') + 1);
          if (where.size() > 4 && where.compare(where.size() - 4, 4, ".txt") == 0)
            where.resize(where.size() - 4);
          html.text(" ").element("small", (where.empty() ? "line " : where + ":") + std::to_string(*r->line));
        }
        if (!r->cause.str().empty())
          html.open("small").attribute("class", "cause").text(" " + r->cause.str()).close();
      }
      html.close();
    }
    html.close().newline();
  }
  html.close().close().close().newline();
}

}  // namespace

std::string work_page(const SiteInput& input, const Apparatus& work, const RowIndex& rows) {
  HtmlWriter html = open_page("The apparatus of " + work.work, "");
  html.open("p")
      .text("Relation ")
      .element("code", work.relation)
      .text(": " + work.statement + ".")
      .close()
      .newline();
  html.open("p").text("Download: ");
  const std::string base = "work-" + html_id(work.work);
  html.link(base + ".xml", "TEI").text(", ").link(base + ".json", "JSON").text(", ");
  html.link(base + ".csv", "the witness × place matrix (CSV)").text(".").close().newline();
  cite_line(html, input, "The apparatus of " + work.work, work_path(work.work));
  witnesses(html, work, rows);
  if (!work.pairs.empty()) {
    html.element("h2", "Agreements in error").newline().open("ul").newline();
    for (const PairEvidence& e : work.pairs) {
      html.open("li").text(work.witnesses[e.a].siglum + " and " + work.witnesses[e.b].siglum + ": " +
                           e.summary);
      if (!e.shared_errors.empty()) {
        html.text(" Places: ");
        for (std::size_t i = 0; i < e.shared_errors.size(); ++i) {
          if (i) html.text(", ");
          html.link("#place-" + std::to_string(e.shared_errors[i]), std::to_string(e.shared_errors[i]));
        }
        html.text(".");
      }
      html.close().newline();
    }
    html.close().newline();
  }
  places(html, work, rows);
  return close_page(html, input);
}

}  // namespace rithmo::site
