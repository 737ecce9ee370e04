#include "site/site.hpp"

#include "collation/apparatus_output.hpp"
#include "collation/stemma_output.hpp"
#include "report/table.hpp"
#include "site/pages.hpp"

namespace rithmo {

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
