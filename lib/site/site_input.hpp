// What the site (site.hpp) is made from, and what it is made of: the values every page
// reads.
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
  std::string tables_dir;        // where the rules page reads each game's arrays (play/sources.hpp)
  std::vector<SiteFile> assets;  // files copied as they are (the style sheet, the search's script)
};

}  // namespace rithmo
