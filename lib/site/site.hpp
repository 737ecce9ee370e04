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

#include "audit/tables_audit.hpp"
#include "collation/apparatus.hpp"
#include "collation/stemma.hpp"
#include "tables/datapackage.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rithmo {

// One file of the site: its path under the site's folder and its text.
struct SiteFile {
  std::string path;
  std::string text;
};

// What the site is made from. Every pointer is set; the report audits every table of
// the packages, its findings linked to the apparatus (link_apparatus).
struct SiteInput {
  const std::vector<Package>* packages = nullptr;
  const AuditReport* report = nullptr;
  const std::vector<Apparatus>* works = nullptr;  // the works two books or more print
  const Stemma* stemma = nullptr;
  std::string stemma_svg;  // the stemma drawn (graphviz), or empty
  std::string stamp;       // the generator and the digest of the inputs
  // The text of a source file a table cites ("ocr/lever-fulke-1563/page-0060.txt"), or
  // nothing where it is not at hand: the OCR line is shown beside each row.
  std::function<std::optional<std::string>(const std::string&)> source_text;
  std::vector<SiteFile> assets;  // files copied as they are (the style sheet, the search's script)
};

// Every file of the site, the pages in a fixed order: the same input gives the same
// bytes.
std::vector<SiteFile> build_site(const SiteInput& input);

}  // namespace rithmo
