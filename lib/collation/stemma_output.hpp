// The stemma (stemma.hpp) in the forms its readers use: Markdown for a historian (the
// stemma as text, every pair's evidence work by work), JSON for a script
// (docs/schemas/stemma.json), Graphviz DOT for a drawing, NEXUS for the field's
// phylogenetic tools (PAUP*, SplitsTree, R's phangorn), and TEI P5 (the nets module's
// <graph>). `works` are the apparatus the stemma was inferred from; `stamp` ends each
// document (the generator and the digest of its inputs).
#pragma once

#include "collation/stemma.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rithmo {

std::string stemma_markdown(const Stemma& s, const std::vector<Apparatus>& works, const std::string& stamp);
nlohmann::ordered_json stemma_json(const Stemma& s, const std::vector<Apparatus>& works,
                                   const std::string& stamp);
std::string stemma_dot(const Stemma& s, const std::string& stamp);
std::string stemma_tei(const Stemma& s, const std::string& stamp);

// The book x place matrix: one taxon per book that is not a transcription, one
// character per derived place of a work some book prints; the state 0 where the book's
// witness leaves the place out, 1 where it reads the lemma (or sets it otherwise),
// 2, 3 ... for each different reading of the place, in the order the books are listed,
// and ? where the book prints no table of the work, or its table gives only examples.
std::string stemma_nexus(const Stemma& s, const std::vector<Apparatus>& works, const std::string& stamp);

// Every pair weighed, a row each (stemma-pairs.csv): the two books, whether related,
// tentative or unjoined (and why), the chance of all its evidence weighed as one under
// each model, each kind's count, its mean under chance and its chance under the books'
// own habits (chances as the reports write them: "2.3e-04"). The matrix a library's many pairs go to, where
// the Markdown speaks of kPairsInProse pairs at most.
std::string stemma_pairs_csv(const Stemma& s);

// Past this many pairs, the Markdown sets out pair by pair only the related and the
// tentative pairs, and counts the others: each is a row of stemma_pairs_csv.
inline constexpr std::size_t kPairsInProse = 100;

// Text for a DOT string between double quotes: " and \ escaped, a line break or any
// other control byte as a space.
std::string dot_escape(const std::string& s);

}  // namespace rithmo
