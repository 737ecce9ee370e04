#include "audit/cossic.hpp"

#include "catch.hpp"
#include "transcribed.hpp"

#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace rithmo;

namespace {

// The men as Fulke lists them, "Of the men" (002 lines 523-531), typed from the source.
const std::vector<long> kEvenMen = {2, 4,  6,  8,  4,  16, 36, 64,  6,  20, 42,  72,
                                    9, 25, 49, 81, 15, 45, 91, 153, 25, 81, 169, 289};
const std::vector<long> kOddMen = {3,  5,  7,  9,   9,  25, 49,  81,  12, 30,  56,  90,
                                   16, 36, 64, 100, 28, 66, 120, 190, 49, 121, 225, 361};

using Row = std::tuple<long, long, long>;

std::set<Row> derived() {
  std::set<Row> out;
  for (const auto& r : cossic_relation(build_armies()))
    out.insert({r.root.get_si(), r.power.get_si(), r.sign});
  return out;
}

}  // namespace

TEST_CASE("cossic: the relation equals a brute force over Fulke's men", "[audit]") {
  // Repeated multiplication, not exponentiation, over the typed lists.
  std::set<Row> brute;
  for (const auto& [roots, powers] : {std::pair{kEvenMen, kOddMen}, std::pair{kOddMen, kEvenMen}}) {
    for (long r : roots)
      for (long p : powers)
        for (long sign : {2L, 3L, 4L, 6L}) {
          long v = 1;
          for (long i = 0; i < sign; ++i) v *= r;
          if (v == p) brute.insert({r, p, sign});
        }
  }
  CHECK(derived() == brute);
}

// "To take by cossicall signes", 002 lines 798-809: twelve rows, "2 16{4}" ... "15 225{2}".
TEST_CASE("cossic: the relation is Fulke's printed table, row for row", "[audit][reference]") {
  std::set<Row> printed;
  for (const auto& r :
       testing::read_numbers("fulke-1563/cossic-captures.csv", {"root", "power", "sign"}, false)) {
    printed.insert({r[0], r[1], r[2]});
  }
  CHECK(printed.size() == 12);
  CHECK(derived() == printed);
  const auto rows = cossic_relation(build_armies());
  CHECK(rows.front() == CossicRow{2, 16, 4});
  CHECK(rows.back() == CossicRow{15, 225, 2});
}

// The men drawn with their signs, 002 lines 629-643 (cossic-signs.csv). The odd first
// order of triangles is printed "<81> <56> <30> <12>" (line 630), where line 525 gives
// ".12.30.56.90.": that 81 stands for 90, which bears no sign either way.
TEST_CASE("cossic: the marks on the men are the print's", "[audit][reference]") {
  const Armies armies = build_armies();
  const CsvDocument doc = read_csv_file(testing::table_path("fulke-1563/cossic-signs.csv"));
  int compared = 0;
  for (const auto& row : doc.rows) {
    const std::string line = row.cells[doc.column("line")].text;
    const std::string shape = row.cells[doc.column("shape")].text;
    std::string value = row.cells[doc.column("value")].text;
    if (value.empty()) continue;  // "<>" (line 629)
    if (line == "630" && value == "81") value = "90";
    const Man* found = nullptr;
    for (Army a : {Army::Even, Army::Odd})
      for (const Man& m : armies.men(a))
        if (std::string(name(m.shape)) == shape && m.value.get_str() == value) found = &m;
    REQUIRE(found);
    INFO(shape << " " << value << " at line " << line);
    CHECK(cossic_marks(armies, *found) == row.cells[doc.column("signs")].text);
    ++compared;
  }
  CHECK(compared == 31);
}

TEST_CASE("cossic: marks of the rounds", "[audit]") {
  // Not printed (the rounds' lines are lost from the transcription); by the rule of
  // 002 line 687: the even 2 is the root of the odd 16 and 64, the odd 81 the quadrate
  // of the even triangle 9, the odd 25 the quadrate of an odd number only.
  const Armies armies = build_armies();
  auto marks = [&](Army a, long value) {
    for (const Man& m : armies.men(a))
      if (m.shape == Shape::Round && m.value == value) return cossic_marks(armies, m);
    return std::string("?");
  };
  CHECK(marks(Army::Even, 2) == "r");
  CHECK(marks(Army::Odd, 81) == "2");
  CHECK(marks(Army::Odd, 25) == "");
  CHECK(marks(Army::Odd, 3) == "r");
}
