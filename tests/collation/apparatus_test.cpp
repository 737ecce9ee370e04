#include "collation/apparatus.hpp"
#include "collation/apparatus_output.hpp"

#include "catch.hpp"

#include "fulke_men.hpp"
#include "men/armies.hpp"
#include "report/table.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace rithmo;

namespace {

// The rows of the odd army's taking by division, as the test writes them: "taker
// spaces taken". The witnesses are built from them in the test, each with its own
// slips, order and headers.
struct Row {
  long taker, spaces, taken;
};

// A witness of spaces-division taker=odd: its CSV (header given), complete or not, a
// transcription of `transcribes` when that is not empty.
WorkWitness witness(const std::string& siglum, const std::string& header,
                    const std::vector<std::string>& lines, bool partial = false,
                    const std::string& transcribes = "",
                    const std::string& relation = R"({"name": "spaces-division", "taker": "odd"})") {
  // The field list follows the header, each column typed by its name.
  std::string fields;
  std::string h = header;
  std::size_t start = 0;
  while (start <= h.size()) {
    const std::size_t comma = h.find(',', start);
    const std::string col = h.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    const bool note = col == "note";
    const bool text = note || col == "words" || col == "marker" || col == "interval" || col == "grade" ||
                      col == "arithmetic" || col == "geometric" || col == "musical";
    fields += std::string(fields.empty() ? "" : ", ") + R"({"name": ")" + col + R"(", "type": ")" +
              (text ? "string" : "integer") + R"(", "constraints": {"required": )" +
              (text ? "false" : "true") + "}" + (note ? R"(, "role": "transcriber-note")" : "") + "}";
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  const std::string json =
      R"({"name": "p", "profile": "tabular-data-package", "version": ")" + std::string(RITHMO_VERSION) + R"(",
    "licenses": [{"name": "notspecified", "title": "License not specified"}],
    "contributors": [{"title": "The rithmo maintainers", "role": "wrangler"}],
    "sources": [{"file": "book.txt", "title": "a book"}],
    "resources": [{"name": "t", "path": "t.csv",
    "profile": "tabular-data-resource", "format": "csv", "mediatype": "text/csv", "encoding": "utf-8",
    "title": "t", "section": "s", "source": {"file": "book.txt", "lines": [1, 999]},
    "relation": )" +
      relation + R"(,
    "work": {"name": "division", "siglum": ")" +
      siglum + "\"" + (transcribes.empty() ? "" : R"(, "transcribes": ")" + transcribes + "\"") + R"(},)" +
      (partial ? R"("partial": true,)" : "") + R"(
    "reading": "r", "keying": {"double_keyed": true, "second": "tables/keying/second/x.csv"},
    "schema": {"fields": [)" +
      fields + "]}}]}";
  const Package p = parse_package(json, siglum + "/datapackage.json", ".");
  std::string csv = header + "\n";
  for (const auto& l : lines) csv += l + "\n";
  WorkWitness w;
  w.siglum = siglum;
  w.table = siglum + "/t.csv";
  w.book = "the book " + siglum;
  w.transcribes = transcribes;
  w.resource = p.resources.at(0);
  w.doc = parse_csv(csv, w.table);
  return w;
}

std::string text(const Row& r) {
  return std::to_string(r.taker) + " " + std::to_string(r.spaces) + " " + std::to_string(r.taken);
}

// The place whose lemma is `lemma`; fails the test if there is none.
std::size_t place_of(const Apparatus& a, const std::string& lemma) {
  for (const Place& p : a.places) {
    if (p.lemma == lemma) return p.number;
  }
  FAIL("no place of lemma " << lemma);
  return 0;
}

const PlaceReading* reading_at(const Apparatus& a, std::size_t place, const std::string& siglum) {
  for (const PlaceReading& r : a.places.at(place - 1).readings) {
    if (a.witnesses[r.witness].siglum == siglum) return &r;
  }
  return nullptr;
}

// The evidence of witnesses x and y (x before y): compare_witnesses's, with the listed
// pair's sentence when the apparatus lists the pair, as it must exactly when the two
// agree in error (a wrong reading or an omission alike).
PairEvidence pair(const Apparatus& a, const std::string& x, const std::string& y) {
  const auto index = [&a](const std::string& siglum) {
    const auto it =
        std::find_if(a.witnesses.begin(), a.witnesses.end(),
                     [&siglum](const Apparatus::WitnessSummary& w) { return w.siglum == siglum; });
    REQUIRE(it != a.witnesses.end());
    return static_cast<std::size_t>(it - a.witnesses.begin());
  };
  PairEvidence e = compare_witnesses(a, index(x), index(y));
  const auto listed = std::find_if(a.pairs.begin(), a.pairs.end(),
                                   [&e](const PairEvidence& l) { return l.a == e.a && l.b == e.b; });
  INFO("pair " << x << " " << y);
  CHECK((listed != a.pairs.end()) == (!e.shared_errors.empty() || !e.shared_omissions.empty()));
  if (listed == a.pairs.end()) return e;
  CHECK(listed->shared_errors == e.shared_errors);
  CHECK(listed->only_a == e.only_a);
  CHECK(listed->only_b == e.only_b);
  return *listed;
}

std::set<std::size_t> as_set(const std::vector<std::size_t>& v) { return {v.begin(), v.end()}; }

}  // namespace

TEST_CASE("apparatus: the agreements in error are exactly the planted ones", "[audit][apparatus]") {
  // Rows of the work, each checked here: 12 / 2 = 6, 36 / 9 = 4, 90 / 6 = 15,
  // 225 / 5 = 45, 30 / 2 = 15, 16 / 2 = 8 (odd takers, even men taken: 002 lines
  // 769-795 print them all).
  std::vector<Row> rows = {{12, 2, 6}, {36, 9, 4}, {90, 6, 15}, {225, 5, 45}, {30, 2, 15}, {16, 2, 8}};
  for (const Row& r : rows) REQUIRE(r.taker == r.spaces * r.taken);
  // In the derivation's order (lib/taking/spaces_table.hpp, "Fulke's order: by spaces,
  // then by taker").
  std::sort(rows.begin(), rows.end(), [](const Row& p, const Row& q) {
    return std::pair(p.spaces, p.taker) < std::pair(q.spaces, q.taker);
  });
  // The planted slips: 225 5 45 printed "22 5 45" (a digit dropped, 002 line 778),
  // 36 9 4 printed "3 9 4" (line 790), 90 6 15 printed "90 6 51" (digits swapped).
  const std::string x_slip = "22 5 45", y_slip = "3 9 4", z_slip = "90 6 51";
  auto line_of = [](std::size_t i, const std::string& cells) { return std::to_string(i + 1) + "," + cells; };
  auto csv = [](const std::string& t) {
    std::string s = t;
    std::replace(s.begin(), s.end(), ' ', ',');
    return s;
  };
  // A: the derivation's order, slips X and Y.
  std::vector<std::string> a_lines;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    std::string t = text(rows[i]);
    if (rows[i].taker == 225) t = x_slip;
    if (rows[i].taker == 36) t = y_slip;
    a_lines.push_back(line_of(i, csv(t)));
  }
  // B copies A's X and Y, adds its own Z, and prints the rows the other way round.
  std::vector<std::string> b_lines;
  for (std::size_t i = rows.size(); i-- > 0;) {
    std::string t = text(rows[i]);
    if (rows[i].taker == 225) t = x_slip;
    if (rows[i].taker == 36) t = y_slip;
    if (rows[i].taker == 90) t = z_slip;
    b_lines.push_back(line_of(rows.size() - 1 - i, csv(t)));
  }
  // C, in another language, its columns in another order: copies X, corrects Y, and
  // lacks 16 2 8.
  std::vector<std::string> c_lines;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    if (r.taker == 16) continue;
    const std::string taker = r.taker == 225 ? "22" : std::to_string(r.taker);
    c_lines.push_back(std::to_string(i + 1) + "," + std::to_string(r.spaces) + "," + taker + "," +
                      std::to_string(r.taken) + ",contient " + std::to_string(r.spaces) + " fois");
  }
  // T, a modern transcription of A: corrects X silently, keeps Y, notes nothing.
  std::vector<std::string> t_lines;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    std::string t = text(rows[i]);
    if (rows[i].taker == 36) t = y_slip;
    t_lines.push_back(line_of(i, csv(t)) + ",");
  }

  Work work;
  work.name = "division";
  work.relation = "spaces-division";
  work.params = {{"taker", "odd"}};
  work.witnesses = {witness("A", "line,taker,spaces,taken", a_lines),
                    witness("B", "line,taker,spaces,taken", b_lines),
                    witness("C", "line,spaces,taker,taken,words", c_lines),
                    witness("T", "line,taker,spaces,taken,note", t_lines, false, "A")};
  const Apparatus app = collate_work(build_armies(), work);

  const std::size_t x = place_of(app, "225 5 45"), y = place_of(app, "36 9 4"), z = place_of(app, "90 6 15"),
                    w = place_of(app, "16 2 8");
  // Each planted slip stands at the row it spoils, named as the audit names it.
  CHECK(reading_at(app, x, "A")->kind == ReadingClass::Slip);
  CHECK(reading_at(app, x, "A")->text == x_slip);
  CHECK(reading_at(app, x, "A")->slip == "digit-dropped");
  CHECK(reading_at(app, x, "B")->text == x_slip);
  CHECK(reading_at(app, x, "C")->text == x_slip);
  CHECK(reading_at(app, y, "A")->text == y_slip);
  CHECK(reading_at(app, z, "B")->kind == ReadingClass::Slip);
  CHECK(reading_at(app, z, "B")->slip == "digits-swapped");
  CHECK(reading_at(app, y, "C")->kind == ReadingClass::Lemma);
  CHECK(reading_at(app, w, "C")->kind == ReadingClass::Omission);
  // The transcription's silent correction of its print, and its faithful copy of Y.
  CHECK(reading_at(app, x, "T")->kind == ReadingClass::Correction);
  CHECK(reading_at(app, x, "T")->cause.str().find("silently") != std::string::npos);
  CHECK(reading_at(app, y, "T")->kind == ReadingClass::Slip);
  // B's order is the derivation's reversed: of its rows that hold (30 2 15, 16 2 8,
  // 12 2 6, in that order) each after the first follows a row the derivation sets
  // after it: two breaks, each row classed, and the witness's line counts them.
  CHECK(app.witnesses[1].arrangement.find("at 2 of the 2 pairs") != std::string::npos);
  CHECK(app.witnesses[1].counts[static_cast<std::size_t>(ReadingClass::Order)] == 2);
  CHECK(reading_at(app, place_of(app, "16 2 8"), "B")->kind == ReadingClass::Order);
  CHECK(reading_at(app, place_of(app, "12 2 6"), "B")->kind == ReadingClass::Order);
  CHECK(reading_at(app, place_of(app, "30 2 15"), "B")->kind == ReadingClass::Lemma);
  CHECK(app.witnesses[0].counts[static_cast<std::size_t>(ReadingClass::Order)] == 0);

  // The agreements in error: exactly the planted ones.
  const PairEvidence& ab = pair(app, "A", "B");
  CHECK(as_set(ab.shared_errors) == std::set<std::size_t>{x, y});
  CHECK(ab.only_a.empty());
  CHECK(ab.errors_a == 2);
  CHECK(ab.errors_b == 3);
  CHECK(as_set(ab.only_b) == std::set<std::size_t>{z});
  const PairEvidence& ac = pair(app, "A", "C");
  CHECK(as_set(ac.shared_errors) == std::set<std::size_t>{x});
  CHECK(as_set(ac.only_a) == std::set<std::size_t>{y});
  CHECK(ac.only_b.empty());
  // Complete witnesses of six rows omit the rest of the derivation alike; C alone
  // omits 16 2 8.
  std::set<std::string> printed;
  for (const Row& r : rows) printed.insert(text(r));
  for (const std::size_t p : ac.shared_omissions) CHECK(printed.count(app.places.at(p - 1).lemma) == 0);
  CHECK(std::count(ac.shared_omissions.begin(), ac.shared_omissions.end(), w) == 0);
  const PairEvidence& bc = pair(app, "B", "C");
  CHECK(as_set(bc.shared_errors) == std::set<std::size_t>{x});
  CHECK(as_set(bc.only_a) == std::set<std::size_t>{y, z});
  const PairEvidence& at = pair(app, "A", "T");
  CHECK(as_set(at.shared_errors) == std::set<std::size_t>{y});
  CHECK(as_set(at.only_a) == std::set<std::size_t>{x});
  CHECK(at.only_b.empty());
  // Listed: the pairs that agree in error, and no other; the others counted in one
  // sentence.
  const std::size_t n = app.witnesses.size();
  std::size_t agreeing = 0;
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      const PairEvidence e = pair(app, app.witnesses[i].siglum, app.witnesses[j].siglum);
      agreeing += !e.shared_errors.empty() || !e.shared_omissions.empty();
    }
  }
  CHECK(app.pairs.size() == agreeing);
  const std::size_t others = n * (n - 1) / 2 - agreeing;
  if (others > 0) {
    const std::string sentence =
        others == 1 ? "The other pair of witnesses" : "The other " + std::to_string(others) + " pairs";
    CHECK(apparatus_markdown(app, "stamp").find(sentence) != std::string::npos);
  }
  // Agreement in a right reading is not counted: the six rows less the errors.
  CHECK(ab.compared == rows.size());
  CHECK(ac.compared == rows.size() - 1);
  CHECK(ab.summary.find("they print the same wrong reading at 2 (places " + std::to_string(std::min(x, y)) +
                        ", " + std::to_string(std::max(x, y)) + ")") != std::string::npos);
  CHECK(ab.summary.find("B reads right 0 of A's 2 errors; A reads right 1 of B's 3 errors") !=
        std::string::npos);
  CHECK(ac.summary.find("C reads right 1 of A's 2 errors") != std::string::npos);

  // The forms: the matrix has a row per place and a column per witness; the TEI keeps
  // a single witness's printer's error as sic and corr.
  const std::string matrix = apparatus_matrix(app);
  CHECK(matrix.substr(0, matrix.find('\n')) == "place,keys,lemma,A,B,C,T");
  CHECK(static_cast<std::size_t>(std::count(matrix.begin(), matrix.end(), '\n')) == app.places.size() + 1);
  const std::string tei = apparatus_tei(app, "stamp");
  CHECK(tei.find("<witness xml:id=\"A\">") != std::string::npos);
  CHECK(tei.find("<variantEncoding method=\"parallel-segmentation\" location=\"internal\"/>") !=
        std::string::npos);
  CHECK(tei.find("<choice><sic>90 6 51</sic><corr resp=\"#rithmo.resp\">90 6 15</corr></choice>") !=
        std::string::npos);
  CHECK(tei.find("<rdg wit=\"#A #B #C\" type=\"slip\" cause=\"digit-dropped\">22 5 45</rdg>") !=
        std::string::npos);
}

TEST_CASE("apparatus: a reading the book's own errata correct is classed errata", "[audit][apparatus]") {
  // 12 / 2 = 6 and 36 / 9 = 4 (worked here); witness A prints 36 9 4 as 3 9 4, a digit
  // dropped (002 line 790), on a leaf its book's table of errors corrects; B prints the
  // same slip, which no errata of B's correct.
  REQUIRE(12 / 2 == 6);
  REQUIRE(36 / 9 == 4);
  Work work;
  work.name = "division";
  work.relation = "spaces-division";
  work.params = {{"taker", "odd"}};
  work.witnesses = {witness("A", "line,folio,taker,spaces,taken", {"1,5a,12,2,6", "2,5a,3,9,4"}, true),
                    witness("B", "line,folio,taker,spaces,taken", {"1,5a,12,2,6", "2,5a,3,9,4"}, true)};
  WitnessCorrection c;
  c.folio = "5a";
  c.printed = {"3", "9", "4"};
  c.corrected = "36 9 4";
  c.errata_row = 7;
  c.errata_table = "a/errata.csv";
  work.witnesses[0].corrections.push_back(c);
  const Apparatus app = collate_work(build_armies(), work);
  const auto place =
      std::find_if(app.places.begin(), app.places.end(), [](const Place& p) { return p.lemma == "36 9 4"; });
  REQUIRE(place != app.places.end());
  REQUIRE(place->readings.size() == 2);
  CHECK(place->readings[0].kind == ReadingClass::Errata);
  CHECK(place->readings[0].cause.str().find(
            "corrected by the printer's errata, car. 5a (a/errata.csv row 7)") == 0);
  CHECK(place->readings[1].kind == ReadingClass::Slip);
  // A correction of another leaf, or of other numbers, leaves the slip a slip.
  work.witnesses[0].corrections[0].folio = "5b";
  CHECK(collate_work(build_armies(), work)
            .places.at(static_cast<std::size_t>(place - app.places.begin()))
            .readings[0]
            .kind == ReadingClass::Slip);
}

TEST_CASE("apparatus: a row no slip mends stands alone, shared by the witnesses that print it",
          "[audit][apparatus]") {
  // 25 / 7 is no whole number and no single slip makes it a row of the relation here;
  // both witnesses print it after 12 2 6.
  Work work;
  work.name = "division";
  work.relation = "spaces-division";
  work.params = {{"taker", "odd"}};
  work.witnesses = {witness("A", "line,taker,spaces,taken", {"1,12,2,6", "2,9999,7,1"}, true),
                    witness("B", "line,taker,spaces,taken", {"1,12,2,6", "2,9999,7,1", "3,36,9,4"}, true)};
  const Apparatus app = collate_work(build_armies(), work);
  const auto alone =
      std::find_if(app.places.begin(), app.places.end(), [](const Place& p) { return p.lemma.empty(); });
  REQUIRE(alone != app.places.end());
  REQUIRE(alone->readings.size() == 2);
  CHECK(alone->readings[0].kind == ReadingClass::Unresolved);
  CHECK(alone->number == 2);  // after the place of 12 2 6, where both print it
  CHECK(pair(app, "A", "B").shared_errors == std::vector<std::size_t>{alone->number});
  // Partial witnesses omit nothing.
  for (const Place& p : app.places) {
    for (const PlaceReading& r : p.readings) CHECK(r.kind != ReadingClass::Omission);
  }
}

TEST_CASE("apparatus: works from descriptors", "[audit][apparatus]") {
  // Two witnesses of one work with one siglum are refused, naming the first.
  const auto dir = std::filesystem::temp_directory_path() / "rithmo-apparatus-test";
  std::filesystem::create_directories(dir / "one");
  std::filesystem::create_directories(dir / "two");
  for (const char* d : {"one", "two"}) {
    std::ofstream(dir / d / "t.csv") << "taker,spaces,taken\n12,2,6\n";
  }
  Package a, b;
  a.dir = (dir / "one").string();
  b.dir = (dir / "two").string();
  Resource r;
  r.name = "t";
  r.path = "t.csv";
  r.relation = {{"name", "spaces-division"}, {"taker", "odd"}};
  r.work = "division";
  r.siglum = "A";
  a.resources.push_back(r);
  b.resources.push_back(r);
  CHECK_THROWS_WITH(works_of({a, b}),
                    Catch::Matchers::Contains("siglum 'A' of work 'division' names one/t.csv"));
  // Another reading of the relation is another work.
  b.resources.front().siglum = "B";
  b.resources.front().relation["taker"] = "even";
  CHECK_THROWS_WITH(works_of({a, b}), Catch::Matchers::Contains("state one relation and reading"));
  b.resources.front().relation["taker"] = "odd";
  const auto works = works_of({a, b});
  REQUIRE(works.size() == 1);
  CHECK(works.front().witnesses.size() == 2);
  std::filesystem::remove_all(dir);
}

TEST_CASE("apparatus: witnesses in two languages align by what their words mean", "[audit][apparatus]") {
  // Boethius's ratios (De institutione musica I.7): diapente 3:2, diapason 2:1,
  // diatessaron 4:3, tonus 9:8. The English witness prints the tonus as 9 7; the
  // French one, naming the intervals in French and in another order, copies it; the
  // Latin one reads it right. (The terms are named by letters, so they are the letters'
  // numbers and the interval relation proposes no slip: 9 7 is a reading no slip mends,
  // shared by the two that print it.)
  const std::string header = "line,first,second,interval,first_term,second_term";
  auto relation = [](const char* language) {
    return std::string(R"({"name": "interval", "language": ")") + language + "\"}";
  };
  Work work;
  work.name = "intervals";
  work.relation = "interval";
  work.witnesses = {
      witness("E", header,
              {"1,a,b,diapente,3,2", "2,a,c,diapason,4,2", "3,b,c,diatessaron,4,3", "4,d,e,tonus,9,7"}, true,
              "", relation("english")),
      witness("F", header, {"1,d,e,ton,9,7", "2,a,b,quinte,3,2", "3,b,c,quarte,4,3", "4,a,c,octave,4,2"},
              true, "", relation("french")),
      witness("L", header, {"1,a,b,diapente,3,2", "2,d,e,tonus,9,8"}, true, "", relation("latin"))};
  const Apparatus app = collate_work(build_armies(), work);
  // One place per interval read right, whatever the language and order, and one for
  // the wrong tonus.
  REQUIRE(app.places.size() == 5);
  for (const char* lemma : {"3 2", "4 2", "4 3"}) {
    const std::size_t p = place_of(app, lemma);
    CHECK(reading_at(app, p, "E") != nullptr);
    CHECK(reading_at(app, p, "F") != nullptr);
  }
  const auto wrong =
      std::find_if(app.places.begin(), app.places.end(), [](const Place& p) { return p.lemma.empty(); });
  REQUIRE(wrong != app.places.end());
  CHECK(reading_at(app, wrong->number, "F")->text == "9 7");
  CHECK(pair(app, "E", "F").shared_errors == std::vector<std::size_t>{wrong->number});
  CHECK(pair(app, "E", "L").shared_errors.empty());
  CHECK(reading_at(app, place_of(app, "9 8"), "L")->kind == ReadingClass::Lemma);
}

TEST_CASE("apparatus: a victory table in Italian, German and English aligns place for place",
          "[audit][apparatus]") {
  // Greater victories of arithmetic and geometric proportion: 2 3 4 8 (2 3 4 arithmetic,
  // 2 4 8 geometric: 2:4 = 4:8), 2 4 6 8 (2 4 6; 2 4 8), 3 6 9 12 (3 6 9; 3 6 12:
  // 3:6 = 6:12), 4 5 6 9 (4 5 6; 4 6 9: 4:6 = 6:9). Each book names the grade in its own
  // words and sets the rows in its own order. The Italian prints the last victory's
  // geometric part 4 6 6 (9 read as 6), the German its arithmetic part 4 5 9 (6 read as
  // 9): both wrong, in different cells, so not the same wrong reading.
  const std::string header = "line,grade,a,b,c,d,arithmetic,geometric,musical";
  auto relation = [](const char* language) {
    return std::string(R"({"name": "victory-parts", "language": ")") + language + "\"}";
  };
  Work work;
  work.name = "greater";
  work.relation = "victory-parts";
  work.witnesses = {
      witness("I", header,
              {"1,maggior uittoria,2,3,4,8,2 3 4,2 4 8,", "2,maggior uittoria,3,6,9,12,3 6 9,3 6 12,",
               "3,maggior uittoria,2,4,6,8,2 4 6,2 4 8,", "4,maggior uittoria,4,5,6,9,4 5 6,4 6 6,"},
              true, "", relation("italian")),
      witness("G", header,
              {"1,noch Größere überwindung,3,6,9,12,3 6 9,3 6 12,",
               "2,noch Größere überwindung,2,4,6,8,2 4 6,2 4 8,",
               "3,noch Größere überwindung,2,3,4,8,2 3 4,2 4 8,",
               "4,noch Größere überwindung,4,5,6,9,4 5 9,4 6 9,"},
              true, "", relation("german")),
      witness("E", header,
              {"1,greater,2,4,6,8,2 4 6,2 4 8,", "2,greater,2,3,4,8,2 3 4,2 4 8,",
               "3,greater,4,5,6,9,4 5 6,4 6 9,", "4,greater,3,6,9,12,3 6 9,3 6 12,"},
              true, "", relation("english"))};
  const Apparatus app = collate_work(build_armies(), work);
  // The three victories all three print right: one place each, read by all three.
  for (const char* numbers : {"2 3 4 8", "2 4 6 8", "3 6 9 12"}) {
    std::size_t at = 0, readers = 0;
    for (const Place& p : app.places) {
      const PlaceReading* e = reading_at(app, p.number, "E");
      if (e && e->text == numbers) at = p.number;
    }
    REQUIRE(at != 0);
    for (const char* siglum : {"I", "G", "E"}) {
      const PlaceReading* r = reading_at(app, at, siglum);
      if (r && r->text == numbers && r->kind == ReadingClass::Lemma) ++readers;
    }
    CHECK(readers == 3);
  }
  // The spoilt victory: wherever the two wrong readings stand, they are not one reading.
  const PairEvidence& ig = pair(app, "I", "G");
  CHECK(ig.shared_errors.empty());
}

TEST_CASE("apparatus: a row two slips spoil stands at the one lacked row they give", "[audit][apparatus]") {
  // The whole table, computed here: an odd man (002 lines 523-531, tests/fulke_men.hpp)
  // divided by 2 to 14 void spaces (002 line 769 begins at 2; the last row, line 795,
  // is 28 14 2) giving an even man. D prints it with 225 5 45 spoilt to "22 5 4", as
  // the print's OCR reads it (page 0082 line 16): two digits dropped. Of the rows D
  // lacks, only 225 5 45 is two slips from it.
  std::set<long> odd(testing::kOddMen.begin(), testing::kOddMen.end());
  std::set<long> even(testing::kEvenMen.begin(), testing::kEvenMen.end());
  std::vector<std::string> right, spoilt;
  for (long spaces = 2; spaces <= 14; ++spaces) {
    for (const long taker : odd) {
      if (taker % spaces != 0 || !even.count(taker / spaces)) continue;
      const std::string row =
          std::to_string(taker) + "," + std::to_string(spaces) + "," + std::to_string(taker / spaces);
      const std::string n = std::to_string(right.size() + 1) + ",";
      right.push_back(n + row);
      spoilt.push_back(n + (taker == 225 && spaces == 5 ? "22,5,4" : row));
    }
  }
  REQUIRE(std::any_of(right.begin(), right.end(),
                      [](const std::string& r) { return r.find(",225,5,45") != std::string::npos; }));
  Work work;
  work.name = "division";
  work.relation = "spaces-division";
  work.params = {{"taker", "odd"}};
  work.witnesses = {witness("A", "line,taker,spaces,taken", right),
                    witness("D", "line,taker,spaces,taken", spoilt)};
  const Apparatus app = collate_work(build_armies(), work);
  const std::size_t x = place_of(app, "225 5 45");
  const PlaceReading* d = reading_at(app, x, "D");
  REQUIRE(d != nullptr);
  CHECK(d->text == "22 5 4");
  // The two slips proposed at their cost: a slip of D's printer, both named.
  CHECK(d->kind == ReadingClass::Slip);
  CHECK(d->slip == "two-slips");
  INFO(d->cause.str());
  CHECK(d->cause.str().find("digit dropped: 5 in column taker") != std::string::npos);
  CHECK((d->cause.str().find(", then digit dropped: 5 in column taken") != std::string::npos ||
         d->cause.str().find("digit dropped: 5 in column taken, then") != std::string::npos));
  CHECK(reading_at(app, x, "A")->kind == ReadingClass::Lemma);
  CHECK(pair(app, "A", "D").only_b == std::vector<std::size_t>{x});
  // No place of its own for the spoilt row: every place has a lemma.
  for (const Place& p : app.places) CHECK_FALSE(p.lemma.empty());
}

TEST_CASE(
    "apparatus: a reading no slip mends, standing where another witness prints a row it lacks, is that row's",
    "[audit][apparatus]") {
  // The whole table, computed here as in the test above. B prints it with one row
  // spoilt beyond any slip: where A prints 225 9 25, B prints «9999 7 1» (Boissière
  // prints «125 5 25» where Barozzi prints 225 9 25, boissiere-1554 page-0094 line 61,
  // barozzi-1572 page-0036 line 30). C prints the first row again in that place
  // (Boissière's «15 5 3» where Barozzi prints 6 2 3, page-0094 line 13, page-0036
  // line 8). D prints the spoilt row elsewhere, between rows A sets apart: it stays
  // alone.
  std::set<long> odd(testing::kOddMen.begin(), testing::kOddMen.end());
  std::set<long> even(testing::kEvenMen.begin(), testing::kEvenMen.end());
  std::vector<std::string> rows;
  for (long spaces = 2; spaces <= 14; ++spaces) {
    for (const long taker : odd) {
      if (taker % spaces == 0 && even.count(taker / spaces))
        rows.push_back(std::to_string(taker) + "," + std::to_string(spaces) + "," +
                       std::to_string(taker / spaces));
    }
  }
  const auto at = std::find(rows.begin(), rows.end(), "225,9,25");
  REQUIRE(at != rows.end());
  const std::size_t k = static_cast<std::size_t>(at - rows.begin());
  REQUIRE(k > 1);
  REQUIRE(k + 2 < rows.size());
  const auto numbered = [](std::vector<std::string> r) {
    for (std::size_t i = 0; i < r.size(); ++i) r[i] = std::to_string(i + 1) + "," + r[i];
    return r;
  };
  std::vector<std::string> b = rows, c = rows, d = rows;
  b[k] = "9999,7,1";
  c[k] = rows[0];
  d.erase(d.begin() + static_cast<std::ptrdiff_t>(k));
  d.insert(d.begin() + 1, "9999,7,1");
  Work work;
  work.name = "division";
  work.relation = "spaces-division";
  work.params = {{"taker", "odd"}};
  const std::string header = "line,taker,spaces,taken";
  work.witnesses = {witness("A", header, numbered(rows)), witness("B", header, numbered(b)),
                    witness("C", header, numbered(c)), witness("D", header, numbered(d))};
  const Apparatus app = collate_work(build_armies(), work);
  const std::size_t x = place_of(app, "225 9 25");
  CHECK(reading_at(app, x, "A")->kind == ReadingClass::Lemma);
  for (const std::string siglum : {"B", "C"}) {
    INFO(siglum);
    const PlaceReading* r = reading_at(app, x, siglum);
    REQUIRE(r != nullptr);
    CHECK(r->kind == ReadingClass::Unresolved);
    CHECK(r->row == k + 1);
    CHECK(r->cause.str().find("stands where A prints «225 9 25», between the same rows") !=
          std::string::npos);
    // A reads right where B and C err: separative, no omission in common.
    CHECK(pair(app, "A", siglum).only_b == std::vector<std::size_t>{x});
  }
  std::string first_row = rows[0];
  std::replace(first_row.begin(), first_row.end(), ',', ' ');
  CHECK(reading_at(app, x, "C")->text == first_row);
  // C's first printing of its first row stands at its place, right, and no longer "again".
  const std::size_t first = place_of(app, first_row);
  CHECK(reading_at(app, first, "C")->kind == ReadingClass::Lemma);
  CHECK(reading_at(app, first, "C")->row == 1);
  // D lacks the row; its spoilt row stands alone.
  CHECK(reading_at(app, x, "D")->kind == ReadingClass::Omission);
  const auto alone =
      std::find_if(app.places.begin(), app.places.end(), [](const Place& p) { return p.lemma.empty(); });
  REQUIRE(alone != app.places.end());
  REQUIRE(alone->readings.size() == 1);
  CHECK(app.witnesses[alone->readings[0].witness].siglum == "D");
}

TEST_CASE("apparatus: the TEI's own ids are no siglum's", "[audit][apparatus]") {
  // A witness may be named rithmo: the project's responsibility is another id.
  Work work;
  work.name = "division";
  work.relation = "spaces-division";
  work.params = {{"taker", "odd"}};
  work.witnesses = {witness("rithmo", "line,taker,spaces,taken", {"1,12,2,6", "2,9,2,5"}, true)};
  const std::string tei = apparatus_tei(collate_work(build_armies(), work), "stamp");
  std::size_t ids = 0;
  for (std::size_t at = tei.find("xml:id=\"rithmo\""); at != std::string::npos;
       at = tei.find("xml:id=\"rithmo\"", at + 1))
    ++ids;
  CHECK(ids == 1);
  CHECK(tei.find("<respStmt xml:id=\"rithmo.resp\">") != std::string::npos);
}

TEST_CASE("apparatus: the CSV matrix verbatim, or safe for a spreadsheet", "[audit][apparatus]") {
  // Each first character a spreadsheet takes for a formula, and ones it does not.
  for (const char* formula : {"=1+2", "+3", "-4", "@SUM(A1)", "\tx", "\rx"}) {
    INFO(formula);
    CHECK(spreadsheet_safe(formula) == std::string("'") + formula);
  }
  for (const char* plain : {"", "225 5 45", "a=b", "'quoted"}) CHECK(spreadsheet_safe(plain) == plain);
  Apparatus a;
  a.witnesses.resize(1);
  a.witnesses[0].siglum = "A";
  Place p;
  p.number = 1;
  p.keys = "=HYPERLINK(\"x\")";
  p.lemma = "2 3 4";
  PlaceReading r;
  r.text = a.text("-2 3 4");
  p.readings.push_back(r);
  a.places.push_back(p);
  // Verbatim by default (csvkit and pandas read the cells as printed), quoted by RFC 4180.
  CHECK(apparatus_matrix(a) == "place,keys,lemma,A\n1,\"=HYPERLINK(\"\"x\"\")\",2 3 4,-2 3 4\n");
  CHECK(apparatus_matrix(a, true) == "place,keys,lemma,A\n1,\"'=HYPERLINK(\"\"x\"\")\",2 3 4,'-2 3 4\n");
}

TEST_CASE("apparatus: the JSON written place by place is the document of apparatus_json",
          "[audit][apparatus]") {
  // Enough places to be given in several parts; text JSON must escape, a null, an
  // empty list of pairs and one of places.
  Apparatus a;
  a.work = "w";
  a.relation = "r \"quoted\"";
  a.statement = "s\twith a tab";
  a.witnesses.resize(2);
  a.witnesses[0].siglum = "A";
  a.witnesses[1].siglum = "B\xC3\xA9";
  for (std::size_t n = 1; n <= 3000; ++n) {
    Place p;
    p.number = n;
    p.keys = n % 2 ? "" : "even";
    p.lemma = n % 3 ? std::to_string(n) + " 2 3" : "";
    p.derived = n % 5 != 0;
    PlaceReading r;
    r.witness = static_cast<std::uint32_t>(n % 2);
    r.kind = n % 7 ? ReadingClass::Lemma : ReadingClass::Slip;
    r.text = a.text("1 \\ 2");
    r.row = static_cast<std::uint32_t>(n);
    r.line = static_cast<std::int32_t>(n);
    r.cause = a.text(n % 7 ? "" : "a \"slip\"\n");
    p.readings.push_back(r);
    a.places.push_back(p);
  }
  const auto streamed = [](const Apparatus& x) {
    std::string text;
    std::size_t parts = 0;
    write_apparatus_json(x, "stamp", [&](std::string_view part) {
      text += part;
      ++parts;
    });
    return std::pair(text, parts);
  };
  const auto [text, parts] = streamed(a);
  CHECK(parts > 1);
  CHECK(text == json_document(apparatus_json(a, "stamp")));
  CHECK(nlohmann::json::parse(text)["places"].size() == 3000);
  a.places.clear();
  CHECK(streamed(a).first == json_document(apparatus_json(a, "stamp")));
  PairEvidence e;
  e.a = 0;
  e.b = 1;
  e.shared_errors = {1, 2};
  e.summary = "A and B";
  a.pairs.push_back(e);
  CHECK(streamed(a).first == json_document(apparatus_json(a, "stamp")));
}

TEST_CASE("apparatus: a transcription's slip is its transcriber's, unless the print errs there too",
          "[audit][apparatus]") {
  // The modern transcription of Fulke (002) prints «3 9 4» (002 line 790) where the print
  // reads 36 9 4 (lever-fulke-1563 page-0082 line 28): the transcriber's slip. It prints
  // «22 5 45» (002 line 778) where the print's OCR reads «22 5 4» (page-0082 line 16):
  // the print errs there too, and the dropped 5 of 225 came with it.
  const std::string root = std::string(RITHMO_SOURCE_DIR) + "/tables/";
  const std::vector<Package> packages = {read_package(root + "fulke-1563-print"),
                                         read_package(root + "fulke-1563")};
  const std::string table = "fulke-1563/spaces-division-odd.csv";
  AuditReport report =
      audit_packages(packages, build_armies(), {table, "fulke-1563-print/spaces-division-odd.csv"});
  const auto finding_at = [&](long line) -> const Finding& {
    for (const AuditedTable& t : report.tables)
      if (t.table == table)
        for (const Finding& f : t.audit.findings)
          if (f.line == line) return f;
    FAIL("no finding at line " << line);
    throw;
  };
  // Read alone, each slip of a transcription is presumed its transcriber's.
  CHECK(finding_at(790).who == FindingClass::Transcriber);
  CHECK(finding_at(778).who == FindingClass::Transcriber);
  std::vector<Work> works;
  for (Work& w : works_of(packages))
    if (w.name == "spaces-division-odd") works.push_back(std::move(w));
  REQUIRE(works.size() == 1);
  const std::vector<Apparatus> apparatus = {collate_work(build_armies(), works.front())};
  link_apparatus(report, works, apparatus);
  CHECK(finding_at(790).who == FindingClass::Transcriber);
  CHECK(finding_at(790).evidence.str().find("P, fulke-1563-print page-0082 line 28, «36 9 4»") !=
        std::string::npos);
  CHECK(finding_at(778).who == FindingClass::Printer);
  CHECK(finding_at(778).evidence.str().find("the print (P) errs here too, reading «22 5 4»") !=
        std::string::npos);
}

TEST_CASE("apparatus: a slip in a victory's part stands at the victory's place", "[audit][apparatus]") {
  // Barozzi prints the greater victory 9 15 30 45 with its musical part «6 15 45»
  // (barozzi-1572 page-0045 line 25); Boissière prints it 9 15 45 (boissiere-1554
  // page-0075 line 21): (45 - 15):(15 - 9) = 45:9. One slip (6 and 9 confused) mends the
  // part: the two readings stand at one place.
  REQUIRE((45 - 15) * 9 == 45 * (15 - 9));
  const std::string header = "grade,a,b,c,d,arithmetic,geometric,musical";
  const std::string relation = R"({"name": "victory-parts"})";
  Work work;
  work.name = "victories";
  work.relation = "victory-parts";
  work.witnesses = {witness("B", header, {"greater,9,15,30,45,15 30 45,,9 15 45"}, true, "", relation),
                    witness("Z", header, {"greater,9,15,30,45,15 30 45,,6 15 45"}, true, "", relation)};
  const Apparatus app = collate_work(build_armies(), work);
  REQUIRE(app.places.size() == 1);
  const PlaceReading* z = reading_at(app, 1, "Z");
  REQUIRE(z != nullptr);
  CHECK(z->kind == ReadingClass::Slip);
  CHECK(z->slip == "six-nine");
  CHECK(reading_at(app, 1, "B")->kind == ReadingClass::Lemma);
}
