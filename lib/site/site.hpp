// The edition as a static site (`rithmo site`): every book, its tables row by row with
// the findings of the audit, every work's apparatus, the stemma with its evidence, the
// rules of each preset, and a search that runs in the page. The pages are made from the
// values the audit, the collation and the stemma already hold (no report is parsed
// again), each written through the one HTML writer (text/html_writer.hpp); they need no
// server and no script to be read (the search alone runs a script).
//
// The addresses are stable and name what they show (docs/site.md): a book is
// book-PACKAGE.html, a table #TABLE on it, a row #TABLE.PAGE.lLINE (the page file's
// name and the line the row stands on), a finding the row's address and its kind; a
// work is work-WORK.html, its places #place-N in the apparatus's order.
#pragma once

#include "site/site_input.hpp"

#include <vector>

namespace rithmo {

// Every file of the site, the pages in a fixed order: the same input gives the same
// bytes.
std::vector<SiteFile> build_site(const SiteInput& input);

}  // namespace rithmo
