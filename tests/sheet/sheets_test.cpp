#include "sheet/sheets.hpp"

#include "arrays/arrays.hpp"
#include "harmony/proportion.hpp"
#include "men/cossic.hpp"
#include "play/rules.hpp"
#include "report/digest.hpp"
#include "tables/datapackage.hpp"

#include "catch.hpp"
#include "transcribed.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

using namespace rithmo;
using namespace rithmo::sheet;

namespace {

SheetInputs inputs_with_arrays() {
  SheetInputs in;
  for (const char* package : {"fulke-1563", "boissiere-1556"}) {
    const Package p = read_package(std::string(RITHMO_SOURCE_DIR) + "/tables/" + package);
    for (const auto& r : p.resources) {
      if (r.relation.value("name", "") == "board-array")
        in.arrays.push_back({r.relation.value("kind-of-play", 0), read_resource(p, r), p.name});
    }
  }
  in.audit = audit_packages(read_packages(std::string(RITHMO_SOURCE_DIR) + "/tables"), build_armies());
  return in;
}

const SheetInputs& fulke() {
  static const SheetInputs in = inputs_with_arrays();
  return in;
}

std::string source(std::string_view sheet, latex::Paper paper = latex::Paper::A4) {
  return sheet_source(*find_sheet(sheet), fulke(), paper);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::size_t count(const std::string& s, const std::string& part) {
  std::size_t n = 0;
  for (auto i = s.find(part); i != std::string::npos; i = s.find(part, i + part.size())) ++n;
  return n;
}

std::string cell(const std::string& n) { return "\\makebox[2.2em][r]{" + n + "}"; }

}  // namespace

TEST_CASE("sheets: the list", "[sheet]") {
  std::set<std::string> names;
  for (const auto& s : sheets()) names.insert(std::string(s.name));
  CHECK(names == std::set<std::string>{"men", "arrays", "proportions", "captures", "standards", "errata",
                                       "quick", "readings"});
  CHECK(find_sheet("arrays")->needs_arrays);
  CHECK_FALSE(find_sheet("men")->needs_arrays);
  CHECK(find_sheet("errata")->needs_audit);
  CHECK_FALSE(find_sheet("men")->needs_audit);
  CHECK(find_sheet("rules") == nullptr);
}

TEST_CASE("sheets: every sheet is a whole stamped document on both papers", "[sheet]") {
  const auto& spec = GENERATE(from_range(sheets()));
  const latex::Paper paper = GENERATE(latex::Paper::A4, latex::Paper::Letter);
  const std::string s = sheet_source(spec, fulke(), paper);
  const std::string st = stamp(spec, fulke(), paper);
  CHECK(s.rfind("% " + st + "\n", 0) == 0);
  CHECK(contains(st, "sheet " + std::string(spec.name) + " (" + std::string(latex::name(paper)) + ")"));
  CHECK(contains(st, "inputs sha256:" + sha256_hex(inputs_text(spec, fulke()))));
  CHECK(contains(s, paper == latex::Paper::A4 ? "a4paper" : "letterpaper"));
  CHECK(contains(s, "\\end{document}\n"));
  CHECK(sheet_source(spec, fulke(), paper) == s);  // deterministic
}

TEST_CASE("sheets: the stamp follows the inputs", "[sheet]") {
  const SheetSpec& men = *find_sheet("men");
  SheetInputs other = fulke();
  other.armies.seeds = parse_seeds("2,4:3,5");
  CHECK(stamp(men, other, latex::Paper::A4) != stamp(men, fulke(), latex::Paper::A4));
  // The men sheet does not read the tables; the arrays sheet does.
  SheetInputs edited = fulke();
  edited.arrays[0].table.rows.set_text(0, 4, "26");
  CHECK(stamp(men, edited, latex::Paper::A4) == stamp(men, fulke(), latex::Paper::A4));
  const SheetSpec& arrays = *find_sheet("arrays");
  CHECK(stamp(arrays, edited, latex::Paper::A4) != stamp(arrays, fulke(), latex::Paper::A4));
  CHECK_THROWS_WITH(sheet_source(arrays, SheetInputs{}, latex::Paper::A4),
                    "the arrays sheet needs the transcribed arrays");
}

TEST_CASE("sheets: men shows every man of the library", "[sheet]") {
  const std::string s = source("men");
  const Armies armies = build_armies();
  for (Army a : {Army::Even, Army::Odd}) {
    for (const Man& m : armies.men(a)) {
      INFO(m.value.get_str());
      CHECK(contains(s, "}\\ " + m.value.get_str()));
      if (m.ratio) {
        CHECK(contains(s, m.ratio->ratio.numerator().get_str() + ":" +
                              m.ratio->ratio.denominator().get_str() + " & \\textit{" +
                              latex::escape(m.ratio->latin) + "}"));
      }
    }
    for (const auto& l : armies.king(a).layers) CHECK(contains(s, "$" + std::to_string(l.root) + "^2$"));
  }
  // The kings' totals, 002 lines 595-597: 91 and 190.
  CHECK(contains(s, "footnotesize 91}"));
  CHECK(contains(s, "footnotesize 190}"));
  CHECK(contains(s, "rule $(n^2+n)+(n+1)^2$"));
}

TEST_CASE("sheets: arrays draws every placed man of Fulke's three kinds and of Boissière's array",
          "[sheet]") {
  const std::string s = source("arrays");
  std::map<std::string, std::size_t> drawn, placed;
  const std::string label = "\\sffamily\\bfseries\\small ";
  for (auto i = s.find(label); i != std::string::npos; i = s.find(label, i + 1)) {
    const auto start = i + label.size();
    ++drawn[s.substr(start, s.find('}', start) - start)];
  }
  for (const auto& t : fulke().arrays) {
    for (const auto& m : place_array(t.table, build_armies(), ArrayPlacement::fulke(t.kind)).men)
      ++placed[m.value.get_str()];
  }
  CHECK(drawn == placed);
  CHECK(count(s, label) == 4 * 48);  // 48 men (002 line 516; 0012:22), three kinds and Boissière's
  CHECK(contains(s, "Boissière's game"));
  CHECK(contains(s, "boissiere-1556/array.csv"));
  CHECK(contains(s, "The first kind of play"));
  CHECK(contains(s, "lines 602--609"));
  CHECK(contains(s, "fulke-1563/array-second-kind.csv"));
}

TEST_CASE("sheets: proportions shows the library's proportions and triumph sets", "[sheet]") {
  const std::string s = source("proportions");
  const auto pool = make_pool(build_armies());
  for (Proportion p : kProportions) {
    const auto found = proportions(p, pool);
    CHECK(contains(s, std::string(name(p)) + " & " + std::to_string(found.size()) + " \\\\"));
    for (const auto& t : found)
      CHECK(contains(s, cell(t[0].get_str()) + cell(t[1].get_str()) + cell(t[2].get_str())));
  }
  CHECK(contains(s, "great & any one & " + std::to_string(triumphs(Grade::Great, pool).size())));
  const auto greatest = triumphs(Grade::Greatest, pool);
  CHECK(contains(s, "greatest & all three & " + std::to_string(greatest.size())));
  for (const auto& set : greatest) {
    std::string line;
    for (const auto& n : set.numbers) line += cell(n.get_str());
    CHECK(contains(s, line + "\\par"));
  }
  // A triumph of each grade worked: the first set of the grade, and in the first greatest
  // set its first three numbers in arithmetic proportion, found here by brute force,
  // worked b - a = c - b.
  const auto numbers = [](const std::vector<mpz_class>& v) {
    std::string t;
    for (const auto& n : v) t += (t.empty() ? "" : " ") + n.get_str();
    return t;
  };
  CHECK(contains(s, "great & " + numbers(triumphs(Grade::Great, pool).front().numbers) + " & "));
  REQUIRE_FALSE(greatest.empty());
  const auto& g = greatest.front().numbers;
  CHECK(contains(s, "greatest & " + numbers(g) + " & "));
  bool worked = false;
  for (std::size_t i = 0; i < g.size() && !worked; ++i)
    for (std::size_t j = i + 1; j < g.size() && !worked; ++j)
      for (std::size_t k = j + 1; k < g.size() && !worked; ++k)
        if (g[j] - g[i] == g[k] - g[j]) {
          const mpz_class d = g[j] - g[i];
          CHECK(contains(s, "$" + g[j].get_str() + " - " + g[i].get_str() + " = " + g[k].get_str() + " - " +
                                g[j].get_str() + " = " + d.get_str() + "$"));
          worked = true;
        }
  CHECK(worked);
}

namespace {

// The row of the man `man` in a table of captures by taker: from "\textbf{man} &" to the
// row's end.
std::string taker_row(const std::string& s, std::size_t from, const std::string& man) {
  const auto at = s.find("\\textbf{" + man + "} & ", from);
  if (at == std::string::npos) return "";
  return s.substr(at, s.find("\\\\", at) - at);
}

}  // namespace

TEST_CASE("sheets: captures shows the library's relations, each man's captures in his row", "[sheet]") {
  const std::string s = source("captures");
  const Armies armies = build_armies();
  for (Army a : {Army::Even, Army::Odd}) {
    const auto table = s.find("The " + std::string(name(a)) + " army takes}");
    REQUIRE(table != std::string::npos);
    std::set<mpz_class> takers;
    for (SpacesOperation op : kSpacesOperations) {
      for (const auto& r : spaces_relation(armies, a, op)) {
        takers.insert(r.taker);
        INFO(name(a) << " " << r.taker << " " << r.spaces << " " << r.taken);
        CHECK(contains(taker_row(s, table, r.taker.get_str()),
                       std::to_string(r.spaces) + ":\\," + r.taken.get_str()));
      }
    }
    // One row a taker, in ascending order of his number.
    std::size_t last = table;
    for (const auto& t : takers) {
      const auto at = s.find("\\textbf{" + t.get_str() + "} & ", table);
      CHECK(at > last);
      last = at;
    }
    CHECK(contains(s, std::to_string(takers.size()) + " men, "));
  }
  // Each power written as its root's power, each root as the root of its power: Fulke
  // prints "15 225{2}" (002 line 809), "2 64{6}" (line 799).
  for (const auto& r : cossic_pairs(armies)) {
    INFO(r.root << " " << r.power);
    CHECK(contains(s, " = " + r.root.get_str() + "^{" + std::to_string(r.exponent) + "}"));
    CHECK(contains(s, (r.exponent == 2 ? "\\sqrt{" : "\\sqrt[" + std::to_string(r.exponent) + "]{") +
                          r.power.get_str() + "}"));
  }
  CHECK(contains(s, "$225 = 15^{2}$"));
  CHECK(contains(s, "$64 = 8^{2} = 4^{3} = 2^{6}$"));
  CHECK_FALSE(contains(s, "\\{236\\}"));
  for (TwoMenOperation op : kTwoMenOperations) {
    for (Army a : {Army::Even, Army::Odd}) {
      for (const auto& r : two_men_relation(armies, a, op)) {
        // Under the lesser man and under the greater.
        const std::string mark = op == TwoMenOperation::Multiplication ? "\\times" : std::string(sign(op));
        const std::string line = op == TwoMenOperation::Subtraction || op == TwoMenOperation::Division
                                     ? r.greater.get_str() + " $" + mark + "$ " + r.lesser.get_str()
                                     : r.lesser.get_str() + " $" + mark + "$ " + r.greater.get_str();
        CHECK(count(s, line + " $=$ " + r.taken.get_str()) >= (r.lesser == r.greater ? 1u : 2u));
      }
    }
  }
}

TEST_CASE("sheets: standards shows the armies and the table", "[sheet]") {
  const std::string s = source("standards");
  // 002 line 876: 1312 and 1752 footmen, 130 and 174 to a standard.
  CHECK(contains(s, "\\textbf{footmen} & \\textbf{1312}"));
  CHECK(contains(s, "\\textbf{footmen} & \\textbf{1752}"));
  CHECK(contains(s, "\\textbf{men to a standard} & \\textbf{130}"));
  CHECK(contains(s, "\\textbf{men to a standard} & \\textbf{174}"));
  // The table of lines 881-900, read from the transcription.
  const auto even = testing::read_numbers("fulke-1563/standards-table-even.csv", {"standards", "men"}, false);
  const auto odd = testing::read_numbers("fulke-1563/standards-table-odd.csv", {"standards", "men"}, false);
  for (std::size_t k = 0; k < even.size(); ++k) {
    CHECK(contains(s, std::to_string(even[k][0]) + " & " + std::to_string(even[k][1]) + " & " +
                          std::to_string(odd[k][1]) + " \\\\"));
  }
}

TEST_CASE("sheets: errata shows every reading the audit proposes, with its line", "[sheet]") {
  const std::string s = source("errata");
  std::size_t readings = 0;
  for (const auto& t : fulke().audit.tables) {
    for (const auto& f : t.audit.findings) {
      if (const Emendation* e = f.emendation()) {
        std::string row;
        for (const auto& n : e->row) row += (row.empty() ? "" : " ") + n.get_str();
        INFO(t.table << " line " << f.line.value_or(0));
        CHECK(contains(s, "line " + std::to_string(f.line.value_or(0))));
        CHECK(contains(s, row));
        ++readings;
      }
    }
  }
  // At least the three of the spaces tables (002 lines 760, 778, 790).
  CHECK(readings >= 3);
}

TEST_CASE("sheets: the readings sheet gives every reading of the books' games with its source", "[sheet]") {
  const std::string s = source("readings");
  std::size_t kinds = 0;
  for (const auto& preset : play::presets()) {
    // Fulke's three kinds, Boissière's two games and Barozzi's; not the modern
    // reconstructions.
    if (preset.name.substr(0, 6) != "fulke-" && preset.name.substr(0, 9) != "boissiere" &&
        preset.name != "barozzi")
      continue;
    ++kinds;
    CHECK(contains(s, latex::escape(preset.title)));
    for (const auto& v : preset.values) {
      INFO(preset.name << " " << v.parameter);
      // The identifier, what it decides in words (its help), the value and its source.
      const std::string help = find_parameter(play::parameters(), v.parameter).help;
      CHECK(contains(s, latex::escape(v.parameter) + "\\newline {\\itshape " + latex::escape(help) +
                            "} & \\textbf{" + latex::escape(v.value) + "} & " + latex::escape(v.source)));
    }
  }
  CHECK(kinds == 6);
  CHECK(count(s, "\\newpage") == 5);
}

TEST_CASE(
    "sheets: the quick reference draws the moves, and gives each kind's ways of taking and the victories",
    "[sheet]") {
  const std::string s = source("quick");
  // The game in brief, then a page a game: Fulke's three kinds, Boissière's two games,
  // Barozzi's.
  CHECK(count(s, "\\newpage") == 6);
  CHECK(count(s, "How the men move") == 6);
  // Four move diagrams a game (round, triangle, square, king) and its opening.
  CHECK(count(s, "\\begin{picture}") >= 6 * 5);
  // Equality: 9 is the least number of both armies. The even men below it are 2 4 6 8
  // (the seeds, 002 line 523; the squares of 2 and the triangles n^2 + n begin at 4 and
  // 6); the odd army's 9 is 3 x 3, its second order of rounds (002 line 524), and the
  // even army's 9 is (2 + 1)^2, its second order of triangles (002 line 527).
  CHECK(contains(s, "e.g. 9 takes 9"));
  const auto pages = [&] {
    std::vector<std::string> out;
    std::size_t from = 0;
    for (std::size_t at = s.find("\\newpage"); at != std::string::npos; at = s.find("\\newpage", from)) {
      out.push_back(s.substr(from, at - from));
      from = at + 1;
    }
    out.push_back(s.substr(from));
    return out;
  }();
  REQUIRE(pages.size() == 7);
  // The first page: the board of the rules (002 line 504: ".8. in breadth and .16. in
  // length"), the kings' totals as the library builds them, the common victories with
  // their terms, each worked, and the key of the books.
  const play::Rules rules = play::preset_rules("fulke-1");
  CHECK(contains(pages[0], "is " + std::to_string(rules.board.files) + " squares broad and " +
                               std::to_string(rules.board.ranks) + " long"));
  const Armies armies = build_armies();
  CHECK(contains(pages[0], "= " + armies.king(Army::Even).total().get_str() + "$"));
  CHECK(contains(pages[0], "= " + armies.king(Army::Odd).total().get_str() + "$"));
  for (const char* goal : {"Bodies", "Goods", "Quarrel", "Honour", "Honour and quarrel", "Standards"})
    CHECK(contains(pages[0], std::string("\\textbf{") + goal + "}"));
  CHECK(contains(pages[0], "\\emph{so many}"));
  CHECK(contains(pages[0], "\\emph{so much}"));
  // Fulke's honour: 2 4 6 8 4 16 45 15 is 100 in 8 men (002 line 870).
  CHECK(contains(pages[0], "2 + 4 + 6 + 8 + 4 + 16 + 45 + 15 = 100$: 8 men"));
  CHECK(count(pages[0], ": won") >= 5);
  CHECK(contains(pages[0], "\\textbf{F} Ralph Lever and William Fulke"));
  // Nothing about the program on a player's sheet (the stamp aside, in the preamble and
  // the foot of the page).
  const std::string body = s.substr(s.find("\\begin{document}"));
  CHECK_FALSE(contains(body, "rithmo"));
  CHECK_FALSE(contains(body, "-{}-"));
  CHECK_FALSE(contains(body, "\\texttt"));
  // Taking by cossic signs is the second kind's alone (002 line 687), by the spaces the
  // second's and the third's (002 lines 682, 841).
  CHECK_FALSE(contains(pages[1], "cossic signs"));
  CHECK(contains(pages[2], "cossic signs"));
  for (std::size_t k = 3; k < 7; ++k) CHECK_FALSE(contains(pages[k], "cossic signs"));
  CHECK_FALSE(contains(pages[1], "by the spaces"));
  // Boissière's assault: «multiplié par les loges qui sont entre eux deux» (0053:18), in
  // both his games (0092:8); division in the other only.
  for (std::size_t k = 2; k < 6; ++k) CHECK(contains(pages[k], "multiplication by the spaces"));
  CHECK_FALSE(contains(pages[4], "division by the spaces"));
  CHECK(contains(pages[5], "division by the spaces"));
  // His first game asks no king taken before a proper victory (0069:9); the other does
  // (0097:14), as Fulke (002:812).
  CHECK(contains(pages[4], "A proper victory needs no king taken first"));
  CHECK(contains(pages[5], "A proper victory needs the enemy's king taken first"));
  CHECK(contains(pages[1], "A proper victory needs the enemy's king taken first"));
  // Barozzi takes by multiplication and division by the empty squares between (0033:29,
  // 0034:11-12), and by subtraction (0032:8); his victories set no king taken first.
  CHECK(contains(pages[6], "multiplication by the spaces"));
  CHECK(contains(pages[6], "division by the spaces"));
  CHECK(contains(pages[6], "A proper victory needs no king taken first"));
  // Each game's page: who moves first, its camps and its victory, from its preset.
  for (std::size_t k = 1; k < 7; ++k) {
    CHECK(contains(pages[k], "\\textbf{First to move} the odd (black) army"));
    CHECK(contains(pages[k], "\\textbf{The camps}"));
    for (const char* goal : {"bodies", "goods", "quarrel", "honour", "standards", "great", "greatest"})
      CHECK(contains(pages[k], goal));
  }
}
