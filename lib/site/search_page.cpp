// The search: a page with a form, the index of everything the site shows as a script,
// and the script that reads it (tools/web/site-search.js), all from the disk: no server.
#include "site/pages.hpp"
#include "text/join.hpp"

#include <nlohmann/json.hpp>

namespace rithmo::site {

std::string search_page(const SiteInput& input) {
  HtmlWriter html = open_page("Search the edition", "search.html");
  html.element(
          "p",
          "A number (225) finds the rows that print it; a word in any of the books' languages (uittoria, "
          "sesquialtera, victory) the books, tables, rows and works that hold it. Case and accents are "
          "ignored.")
      .newline();
  html.open("form").attribute("role", "search").attribute("action", "search.html").attribute("method", "get");
  html.open("label").attribute("for", "q").text("Search for ").close();
  html.open("input").attribute("type", "search").attribute("id", "q").attribute("name", "q").close();
  html.text(" ").open("button").attribute("type", "submit").text("Search").close();
  html.close().newline();
  html.open("p").attribute("id", "status").attribute("aria-live", "polite").close().newline();
  html.open("ol").attribute("id", "results").close().newline();
  html.open("noscript")
      .element("p", "The search runs in the page and needs JavaScript; every other page reads without it.")
      .close();
  html.newline();
  html.open("script").attribute("src", "search-index.js").close().newline();
  html.open("script").attribute("src", "site-search.js").close().newline();
  return close_page(html, input);
}

std::string search_index(const SiteInput& input, const RowIndex& rows) {
  nlohmann::json entries = nlohmann::json::array();
  // [what it is, its address, the text searched]
  const auto add = [&entries](const std::string& label, const std::string& href, const std::string& text) {
    entries.push_back({html_text(label), href, html_text(text)});
  };
  for (const Package& p : *input.packages) {
    add(p.title, book_path(p.name), p.name + " " + p.title);
    for (const Resource* r : page_order(p)) {
      const std::string title = r->title.empty() ? r->name : r->title;
      const std::string table = table_id(r->path);
      add(p.name + ": " + title, book_path(p.name) + "#" + table, title + " " + r->section + " " + r->name);
      const auto it = rows.find(table_key(p, *r));
      if (it == rows.end()) continue;
      const TableText& t = it->second;
      std::vector<std::size_t> shown;
      for (std::size_t c = 0; c < t.doc.header.size(); ++c) {
        const std::string& h = t.doc.header[c].text;
        if (h != "file" && h != "line") shown.push_back(c);
      }
      for (std::size_t row = 0; row < t.places.size(); ++row) {
        std::string cells;
        for (const std::size_t c : shown) {
          const std::string_view cell = t.doc.rows.text(row, c);
          if (!cell.empty()) cells += (cells.empty() ? "" : " · ") + std::string(cell);
        }
        add(p.name + ", " + table + ", " + t.places[row].where + ": " + cells,
            book_path(p.name) + "#" + t.places[row].id, cells);
      }
    }
  }
  for (const Apparatus& a : *input.works)
    add("The apparatus of " + a.work, work_path(a.work), a.work + " " + a.statement);
  return "// The index of rithmo site's search: [what, address, text] for every book, table, row and work.\n"
         "window.RITHMO_SEARCH = " +
         entries.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + ";\n";
}

}  // namespace rithmo::site
