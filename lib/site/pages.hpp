// The parts of the site (site.hpp) each page is made of: the frame every page shares,
// the addresses, and one function per kind of page.
#pragma once

#include "site/site_input.hpp"
#include "text/html_writer.hpp"

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo::site {

// A page's file in the site's one folder: "book-fulke-1563-print.html",
// "work-musical-proportion.html".
std::string book_path(std::string_view package);
std::string work_path(std::string_view work);
// A table's name on its book's page: its file's name without ".csv".
std::string table_id(std::string_view resource_path);

// Where each data row of a table stands, and its address on the book's page.
struct RowPlace {
  std::string id;     // "musical-proportion.page-0060.l25"; ".2", ".3"... for a second row on the line
  std::string page;   // "page-0060", or empty
  std::string file;   // the source file the row cites, or empty
  long line = 0;      // 0: none
  std::string where;  // "page-0060:25", "line 721", "row 3"
};
std::vector<RowPlace> row_places(std::string_view table, const CsvDocument& doc);

// A table as read for the site: its rows and where each stands.
struct TableText {
  CsvDocument doc;
  std::vector<RowPlace> places;  // one per data row
};
// Every table, by its name as the audit and the works give it
// ("fulke-1563-print/musical-proportion.csv").
using RowIndex = std::map<std::string, TableText, std::less<>>;
// The package's folder's name, which names its tables ("fulke-1563-print").
std::string package_folder(const Package& package);
// The name a table goes by: its package's folder and its file.
std::string table_key(const Package& package, const Resource& resource);
// The package's tables in the order the book prints them (by their first source file
// and line; tables citing none last, in the descriptor's order).
std::vector<const Resource*> page_order(const Package& package);

// Opens a page: the head with its title, the style sheet and the navigation, then
// <main>; `here` names the navigation's current entry (its file).
HtmlWriter open_page(std::string_view title, std::string_view here);
// Closes <main>, writes the footer (the stamp, the licences, how to cite) and returns
// the page.
std::string close_page(HtmlWriter& html, const SiteInput& input);
// A line saying how to cite what the page shows at `address` (its path and fragment).
void cite_line(HtmlWriter& html, const SiteInput& input, std::string_view what, std::string_view address);

std::string home_page(const SiteInput& input);
std::string book_page(const SiteInput& input, const Package& package, const RowIndex& rows);
std::string work_page(const SiteInput& input, const Apparatus& work, const RowIndex& rows);
std::string stemma_page(const SiteInput& input);
std::string rules_page(const SiteInput& input);
std::string search_page(const SiteInput& input);
// The search's index as a script (search-index.js): every book, table, row and work
// with its address, as JSON assigned to a global the search's script reads (a script,
// not a JSON file, so that the search works from the disk).
std::string search_index(const SiteInput& input, const RowIndex& rows);

}  // namespace rithmo::site
