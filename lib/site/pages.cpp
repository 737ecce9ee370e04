#include "site/pages.hpp"

#include <algorithm>
#include <filesystem>
#include <tuple>

namespace rithmo::site {

std::string book_path(std::string_view package) { return "book-" + html_id(package) + ".html"; }

std::string work_path(std::string_view work) { return "work-" + html_id(work) + ".html"; }

std::string table_id(std::string_view resource_path) {
  std::string_view stem = resource_path.substr(resource_path.rfind('/') + 1);
  if (stem.size() > 4 && stem.substr(stem.size() - 4) == ".csv") stem.remove_suffix(4);
  return html_id(stem);
}

std::vector<RowPlace> row_places(std::string_view table, const CsvDocument& doc) {
  const std::size_t file_column = doc.column("file");
  const std::size_t line_column = doc.column("line");
  std::vector<RowPlace> places;
  places.reserve(doc.rows.size());
  std::map<std::string, std::size_t> seen;  // an address -> rows given it so far
  for (std::size_t r = 0; r < doc.rows.size(); ++r) {
    RowPlace p;
    if (file_column != std::string_view::npos) {
      p.file = std::string(doc.rows.text(r, file_column));
      std::string_view page = p.file;
      page = page.substr(page.rfind('/') + 1);
      if (page.size() > 4 && page.substr(page.size() - 4) == ".txt") page.remove_suffix(4);
      p.page = std::string(page);
    }
    if (line_column != std::string_view::npos) {
      // A line is a plain decimal of the descriptor's integer field (datapackage.hpp checks
      // it); anything else is no line.
      const std::string_view text = doc.rows.text(r, line_column);
      long line = 0;
      bool digits = !text.empty() && text.size() < 10;
      for (const char c : text) {
        digits = digits && c >= '0' && c <= '9';
        if (digits) line = line * 10 + (c - '0');
      }
      if (digits) p.line = line;
    }
    std::string base = std::string(table);
    if (!p.page.empty()) base += "." + html_id(p.page);
    if (p.line) {
      base += ".l" + std::to_string(p.line);
      p.where = (p.page.empty() ? "line " : p.page + ":") + std::to_string(p.line);
    } else if (p.page.empty()) {
      base += ".r" + std::to_string(r + 1);
      p.where = "row " + std::to_string(r + 1);
    } else {
      p.where = p.page + ", row " + std::to_string(r + 1);
      base += ".r" + std::to_string(r + 1);
    }
    const std::size_t n = ++seen[base];
    p.id = n == 1 ? base : base + "." + std::to_string(n);
    places.push_back(std::move(p));
  }
  return places;
}

std::string package_folder(const Package& package) {
  return std::filesystem::path(package.dir).filename().string();
}

std::string table_key(const Package& package, const Resource& resource) {
  return package_folder(package) + "/" + resource.path;
}

std::vector<const Resource*> page_order(const Package& package) {
  std::vector<const Resource*> order;
  for (const Resource& r : package.resources) order.push_back(&r);
  std::stable_sort(order.begin(), order.end(), [](const Resource* a, const Resource* b) {
    if (a->source.empty() || b->source.empty()) return !a->source.empty() && b->source.empty();
    const LineRange& x = a->source.front();
    const LineRange& y = b->source.front();
    return std::tie(x.file, x.first) < std::tie(y.file, y.first);
  });
  return order;
}

HtmlWriter open_page(std::string_view title, std::string_view here) {
  HtmlWriter html("en");
  html.open("head").newline();
  html.open("meta").attribute("charset", "utf-8").close().newline();
  html.open("meta")
      .attribute("name", "viewport")
      .attribute("content", "width=device-width, initial-scale=1")
      .close();
  html.newline();
  html.element("title", std::string(title) + " — rithmo").newline();
  html.open("link").attribute("rel", "stylesheet").attribute("href", "site.css").close().newline();
  html.close().newline();  // head
  html.open("body").newline();
  html.open("header").newline();
  html.open("nav").attribute("aria-label", "the edition").open("ul");
  const std::pair<const char*, const char*> entries[] = {{"index.html", "The edition"},
                                                         {"stemma.html", "Stemma"},
                                                         {"rules.html", "Rules"},
                                                         {"search.html", "Search"}};
  for (const auto& [path, name] : entries) {
    html.open("li").open("a").attribute("href", path);
    if (here == path) html.attribute("aria-current", "page");
    html.text(name).close().close();
  }
  html.close().close().newline();  // ul, nav
  html.close().newline();          // header
  html.open("main").newline();
  html.element("h1", title).newline();
  return html;
}

std::string close_page(HtmlWriter& html, const SiteInput& input) {
  html.close().newline();  // main
  html.open("footer").newline();
  html.open("p").text("Made by ").element("code", "rithmo site").text(" (" + input.stamp + "). ");
  html.text(
      "Code and documentation under the MIT licence; the transcribed tables under CC BY-SA 4.0; the page "
      "text "
      "of the period books as a machine OCR read the scans, CC BY-SA 4.0, Source Library.");
  html.close().newline();
  return html.finish();
}

void cite_line(HtmlWriter& html, const SiteInput& input, std::string_view what, std::string_view address) {
  html.open("p").attribute("class", "cite").element("strong", "Cite: ");
  html.text(std::string(what) + ", in rithmo, the edition of the Philosophers' Game's tables, ")
      .element("code", address);
  html.text(" (" + input.stamp + ").").close().newline();
}

}  // namespace rithmo::site
