#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "relation_audit.hpp"

#include <sstream>
#include <string>
#include <vector>

using namespace rithmo;
using rithmo::testing::audit_text;
using rithmo::testing::audit_transcribed;
using rithmo::testing::of_kind;

namespace {

// du Coeur's diagram as printed, 001 lines 33-39.
const std::vector<std::string> kDiagram = {
    "11 L 12", "1 F 2", "13 3 B S C 4 14", "O H Y A T I N", "15 5 E V D 6 16", "7 G 8", "17 M 18",
};

std::string csv_of(const std::vector<std::string>& diagram) {
  std::string csv = "line,row,position,label,note\n";
  for (std::size_t r = 0; r < diagram.size(); ++r) {
    std::istringstream words(diagram[r]);
    std::string w;
    int position = 0;
    while (words >> w) {
      csv += std::to_string(33 + r) + "," + std::to_string(r + 1) + "," + std::to_string(++position) + "," +
             w + ",\n";
    }
  }
  return csv;
}

std::vector<std::string> with(std::vector<std::string> d, std::size_t row, const std::string& text) {
  d.at(row - 1) = text;
  return d;
}

}  // namespace

TEST_CASE("movement-diagram: the diagram as printed agrees with the first kind", "[audit][movement]") {
  CHECK(audit_text(csv_of(kDiagram), "movement-diagram").findings.empty());
}

TEST_CASE("movement-diagram: a label out of place", "[audit][movement]") {
  auto [diagram, params,
        explanation] = GENERATE(table<std::vector<std::string>, RelationParams, std::string>({
      // B and S exchanged: B, a round's square, would stand straight above A
      {with(kDiagram, 3, "13 3 S B C 4 14"), RelationParams{},
       "B stands 1 up of A, which the round's ordinary draught in the first kind does not reach"},
      // 3 and 13 exchanged: the triangle's flying square 3 would be the square's
      {with(kDiagram, 3, "3 13 B S C 4 14"), RelationParams{},
       "13 stands 1 up, 2 left of A, which the square's flying draught in the first kind does not reach"},
      // the rows read from the left, not centred: F two files left of A
      {kDiagram, RelationParams{{"align", "left"}},
       "L stands 3 up, 2 left of A, which the square's ordinary draught in the first kind does not reach"},
  }));
  const auto findings =
      of_kind(audit_text(csv_of(diagram), "movement-diagram", params), FindingKind::Unresolved);
  bool found = false;
  for (const auto& f : findings) found = found || f.explanation == explanation;
  INFO(explanation);
  CHECK(found);
}

TEST_CASE("movement-diagram: squares reached but unnamed, labels named but missing", "[audit][movement]") {
  // The second kind's rounds move "every way ... direct or cornerwyse" (002 line 663):
  // they reach S, T, V, Y too, which du Coeur names for no draught.
  const auto second =
      audit_text(csv_of(kDiagram), "movement-diagram", {{"kind-of-play", "2"}, {"square-flying", ""}});
  std::vector<std::string> round_omissions;
  for (const auto& f : of_kind(second, FindingKind::Omission)) {
    if (f.keys == std::vector<std::string>{"round"}) round_omissions.push_back(f.derived.at(0));
  }
  CHECK(round_omissions == std::vector<std::string>{"1 left", "1 down", "1 up", "1 right"});
  // A diagram without M: the text names it for the square (001 line 49).
  const auto no_m = audit_text(csv_of(with(kDiagram, 7, "17 18")), "movement-diagram");
  bool missing_m = false;
  for (const auto& f : of_kind(no_m, FindingKind::Omission))
    missing_m = missing_m || f.derived == std::vector<std::string>{"M"};
  CHECK(missing_m);
}

// Checked by hand against 001 lines 33-49, rows centred: B C D E are the four squares
// next to A cornerwise (line 45), F G H I two away straight (line 47), 1-8 the knight's
// squares (line 47), L M N O three away straight (line 49), 11-18 three straight and
// one aside (line 49): the first kind's draughts (002 lines 614-621). No finding.
TEST_CASE("movement-diagram: du Coeur's diagram", "[audit][movement][tables]") {
  const TableAudit audit = audit_transcribed("du-coeur-1998/movement-diagram.csv");
  CHECK(audit.rows == 33);
  CHECK(audit.findings.empty());
  const CsvDocument keyed =
      read_csv_file(std::string(RITHMO_SOURCE_DIR) + "/tables/du-coeur-1998/movement-diagram.csv");
  const CsvDocument copied = parse_csv(csv_of(kDiagram), "copied");
  REQUIRE(keyed.rows.size() == copied.rows.size());
  for (std::size_t i = 0; i < keyed.rows.size(); ++i) {
    for (std::size_t j = 0; j < 4; ++j) CHECK(keyed.rows[i].cells[j].text == copied.rows[i].cells[j].text);
  }
}
