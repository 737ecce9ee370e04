// The apparatus of a work (apparatus.hpp) in the forms its readers use: Markdown for a
// historian, JSON for a script (docs/schemas/apparatus.json), TEI P5 for an edition
// (parallel segmentation, the derived reading in <lem>, one <rdg> per reading), and the
// witness x place matrix as CSV for stemmatology tools.
#pragma once

#include "collation/apparatus.hpp"
#include "text/text_sink.hpp"
#include "text/xml_writer.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rithmo {

// `stamp` ends each document: the generator and the digest of its inputs.
std::string apparatus_markdown(const Apparatus& a, const std::string& stamp);
nlohmann::ordered_json apparatus_json(const Apparatus& a, const std::string& stamp);
std::string apparatus_tei(const Apparatus& a, const std::string& stamp);
// One row per place, one column per witness (its siglum), each cell the witness's
// reading there or empty (an omission, or a place it does not print). Cells are
// written verbatim, as csvkit and pandas read them; `for_spreadsheets` prefixes ' to a
// cell a spreadsheet would take for a formula (one beginning =, +, -, @, a tab or a
// carriage return: spreadsheet_safe).
std::string apparatus_matrix(const Apparatus& a, bool for_spreadsheets = false);
std::string spreadsheet_safe(const std::string& cell);
// The index of the works: each with its witnesses, its places and those that vary, and
// the agreements in error, each work's files named after it (WORK.md, WORK.json...).
// The four forms of one work given to `out` in parts as they are written
// (text_sink.hpp), each the same text as the function above returns (the JSON as
// json_document writes apparatus_json): a work of many places goes to its file without
// being held whole.
void write_apparatus_markdown(const Apparatus& a, const std::string& stamp, const TextSink& out);
void write_apparatus_json(const Apparatus& a, const std::string& stamp, const TextSink& out);
void write_apparatus_tei(const Apparatus& a, const std::string& stamp, const TextSink& out);
void write_apparatus_matrix(const Apparatus& a, bool for_spreadsheets, const TextSink& out);
std::string apparatus_index(const std::vector<Apparatus>& works, const std::string& stamp);
// The index, given to `out` in parts: the same text as apparatus_index.
void write_apparatus_index(const std::vector<Apparatus>& works, const std::string& stamp,
                           const TextSink& out);

// The TEI header's <publicationStmt> of a document rithmo writes, at the header's depth:
// its stamp and the licence of the transcribed tables (the apparatus, the stemma).
void tei_publication(XmlWriter& xml, const std::string& stamp);

}  // namespace rithmo
