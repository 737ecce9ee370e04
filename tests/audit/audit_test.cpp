#include "audit/audit.hpp"
#include "audit/relations/relation.hpp"
#include "audit/report.hpp"
#include "audit/tables_audit.hpp"
#include "tables/datapackage.hpp"

#include "catch.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace rithmo;

namespace {

const Armies& armies() {
  static const Armies a = build_armies();
  return a;
}

std::string repo(const std::string& relative) { return std::string(RITHMO_SOURCE_DIR) + "/" + relative; }

const Finding* at_row(const TableAudit& a, std::size_t row) {
  for (const auto& f : a.findings) {
    if (f.row == row) return &f;
  }
  return nullptr;
}

NumberRow row_of(std::initializer_list<long> v) {
  NumberRow r;
  for (long x : v) r.emplace_back(x);
  return r;
}

TableAudit audit_text(const std::string& relation, const RelationParams& params, const std::string& csv) {
  const BoundRelation r = bind_relation(armies(), relation, params);
  return audit_table(r, read_printed(r, parse_csv(csv, "t.csv")), "t.csv");
}

// The CSV text of a relation's derived rows, one row per line, with a header.
std::string derived_csv(const BoundRelation& r, std::size_t skip = SIZE_MAX) {
  std::string s;
  for (std::size_t i = 0; i < r.columns.size(); ++i) s += (i ? "," : "") + r.columns[i].name;
  s += "\n";
  for (std::size_t i = 0; i < r.derived->size(); ++i) {
    if (i == skip) continue;
    const auto& n = (*r.derived)[i].numbers;
    for (std::size_t k = 0; k < n.size(); ++k) s += (k ? "," : "") + n[k].get_str();
    s += "\n";
  }
  return s;
}

AuditReport audit_fulke(const std::vector<std::string>& only) {
  return audit_packages({read_package(repo("tables/fulke-1563"))}, armies(), only);
}

const AuditedTable& table_of(const AuditReport& r, const std::string& name) {
  for (const auto& t : r.tables) {
    if (t.table == name) return t;
  }
  FAIL("no table " << name);
  throw;
}

}  // namespace

// Fulke, "A table to take the men by Multiplication and Division", odd against even:
// line 778 prints "22 5 45" and line 790 "3 9 4" (002_f663c2b935afea1e.txt). The
// arithmetic: 225 / 5 = 45 and 36 / 9 = 4, 225 and 36 odd men, 45 and 4 even men.
TEST_CASE("spaces: taker=either, as the relations list it, holds the rows of both armies", "[audit]") {
  // A table that does not say which army takes: each row is valid when it is a taking of
  // either army; the rows are the even army's and the odd army's together.
  for (const char* relation : {"spaces-multiplication", "spaces-division"}) {
    INFO(relation);
    const BoundRelation even = bind_relation(armies(), relation, {{"taker", "even"}});
    const BoundRelation odd = bind_relation(armies(), relation, {{"taker", "odd"}});
    const BoundRelation either = bind_relation(armies(), relation, {{"taker", "either"}});
    REQUIRE((either.derived && even.derived && odd.derived));
    CHECK(either.derived->size() == even.derived->size() + odd.derived->size());
    for (const auto* one : {&even, &odd}) {
      for (const auto& d : *one->derived) CHECK(either.valid({}, d.numbers));
    }
    // 21 is no man of either army (Fulke's lists, 002 lines 523-531): 7 3 21 is no taking.
    CHECK_FALSE(either.valid({}, row_of({7, 3, 21})));
  }
}

TEST_CASE("spaces division: finds 22 -> 225 and 3 -> 36 in Fulke's odd against even", "[audit]") {
  const auto report = audit_fulke({"fulke-1563/spaces-division-odd.csv"});
  const TableAudit& a = table_of(report, "fulke-1563/spaces-division-odd.csv").audit;
  struct Case {
    long line;
    NumberRow printed, reads;
    SlipKind slip;
  };
  for (const Case& c : {Case{778, row_of({22, 5, 45}), row_of({225, 5, 45}), SlipKind::DigitDropped},
                        Case{790, row_of({3, 9, 4}), row_of({36, 9, 4}), SlipKind::DigitDropped}}) {
    const auto f = std::find_if(a.findings.begin(), a.findings.end(),
                                [&c](const Finding& x) { return x.line == c.line; });
    REQUIRE(f != a.findings.end());
    CHECK(f->kind == FindingKind::Erratum);
    REQUIRE(f->emendation() != nullptr);
    CHECK(f->emendation()->row == c.reads);
    CHECK(f->emendation()->slip.kind == c.slip);
    CHECK(c.reads[0] == c.reads[1] * c.reads[2]);
  }
}

TEST_CASE("audit: the transcriber's notes are never read", "[audit]") {
  // Every table whose relation exists, audited with its descriptor (notes ignored)
  // and again from a copy of the CSV with the note column cut out and, a third time,
  // with every note overwritten: the same findings each time.
  for (const auto& package : read_packages(repo("tables"))) {
    for (const auto& resource : package.resources) {
      const std::string relation = resource.relation.value("name", "");
      if (!find_relation(relation)) continue;
      const CsvDocument doc = read_resource(package, resource);
      const std::size_t note = doc.column("note");
      if (note == std::string::npos) continue;
      BoundRelation bound = bind_relation(armies(), relation, relation_params(resource));
      // The table written again without its note column, every cell quoted.
      std::string without;
      const auto line = [&without, note](const std::vector<CsvCell>& cells) {
        std::string l;
        for (std::size_t c = 0; c < cells.size(); ++c) {
          if (c == note) continue;
          std::string quoted;
          for (const char ch : cells[c].text) quoted += ch == '"' ? std::string("\"\"") : std::string(1, ch);
          l += (l.empty() ? "\"" : ",\"") + quoted + "\"";
        }
        without += l + "\n";
      };
      line(doc.header);
      for (const CsvRow& row : doc.rows) line(row.cells);
      const CsvDocument stripped = parse_csv(without, doc.name);
      CsvDocument scribbled = doc;
      for (std::size_t r = 0; r < scribbled.rows.size(); ++r)
        scribbled.rows.set_text(r, note, "22 5 45 should read 3 9 4");
      const auto kinds = [](const TableAudit& t) {
        std::vector<std::string> v;
        for (const auto& f : t.findings) {
          v.push_back(std::string(name(f.kind)) + " " + std::to_string(f.row.value_or(0)) + " " +
                      (f.emendation() ? f.emendation()->row[0].get_str() : "") + " " + f.explanation);
        }
        return v;
      };
      const auto base = kinds(audit_table(bound, read_printed(bound, doc, {"note"}), resource.path));
      INFO(resource.path);
      CHECK(kinds(audit_table(bound, read_printed(bound, stripped), resource.path)) == base);
      CHECK(kinds(audit_table(bound, read_printed(bound, scribbled, {"note"}), resource.path)) == base);
    }
  }
}

TEST_CASE("audit: a row left out is an omission, a row twice a duplicate", "[audit]") {
  const BoundRelation r = bind_relation(armies(), "spaces-multiplication", {{"taker", "even"}});
  REQUIRE(r.derived->size() > 3);
  const NumberRow left_out = (*r.derived)[2].numbers;
  const auto a = audit_table(r, read_printed(r, parse_csv(derived_csv(r, 2), "t.csv")), "t.csv");
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].kind == FindingKind::Omission);
  CHECK_FALSE(a.findings[0].row.has_value());
  CHECK(a.findings[0].derived ==
        std::vector<std::string>{left_out[0].get_str(), left_out[1].get_str(), left_out[2].get_str()});

  std::string twice = derived_csv(r);
  twice += left_out[0].get_str() + "," + left_out[1].get_str() + "," + left_out[2].get_str() + "\n";
  const auto b = audit_table(r, read_printed(r, parse_csv(twice, "t.csv")), "t.csv");
  REQUIRE(b.findings.size() == 1);
  CHECK(b.findings[0].kind == FindingKind::Duplicate);
  CHECK(b.findings[0].row == r.derived->size() + 1);
  CHECK(b.findings[0].explanation == "repeats row 3");
}

TEST_CASE("audit: without duplicates, the same findings but the duplicates", "[audit]") {
  // Every table of the project whose relation exists: asked for no duplicates, the
  // audit's findings are its findings with the duplicates taken out, in their order.
  const auto described = [](const TableAudit& t, bool duplicates) {
    std::vector<std::string> v;
    for (const auto& f : t.findings) {
      if (f.kind == FindingKind::Duplicate && !duplicates) continue;
      v.push_back(std::string(name(f.kind)) + " " + std::to_string(f.row.value_or(0)) + " " +
                  (f.emendation() ? f.emendation()->row[0].get_str() : "") + " " + f.explanation);
    }
    return v;
  };
  std::size_t duplicates = 0;
  for (const auto& package : read_packages(repo("tables"))) {
    for (const auto& resource : package.resources) {
      const std::string relation = resource.relation.value("name", "");
      if (!find_relation(relation)) continue;
      const BoundRelation bound = bind_relation(armies(), relation, relation_params(resource));
      const auto rows = read_printed(bound, read_resource(package, resource), note_fields(resource));
      AuditOptions options;
      options.omissions = !resource.partial;
      const TableAudit all = audit_table(bound, rows, resource.path, options);
      options.duplicates = false;
      const TableAudit some = audit_table(bound, rows, resource.path, options);
      INFO(resource.path);
      CHECK(described(some, true) == described(all, false));
      CHECK(some.valid == all.valid);
      duplicates += all.findings.size() - some.findings.size();
    }
  }
  CHECK(duplicates > 0);  // the project's tables print some rows twice
}

// A number the OCR read from its description of a picture is never the printer's error
// for certain: Barozzi's woodcut of the pyramids, described as summing to 199
// (ocr/barozzi-1572/page-0014.txt line 5), where the prose gives 190 (page-0023 line 5).
TEST_CASE("audit: a total read from a picture is not the printer's error for certain", "[audit]") {
  const long odd = 16 + 25 + 36 + 49 + 64;  // 002 lines 595-597
  REQUIRE(odd == 190);
  const std::string printed = "199";
  for (const std::string marker : {"", "image-desc"}) {
    const auto audit =
        audit_text("pyramid-totals", {}, "king,total,marker\nodd," + printed + "," + marker + "\n");
    REQUIRE(audit.findings.size() == 1);
    const Finding& f = audit.findings.front();
    CHECK(f.kind == FindingKind::Erratum);
    REQUIRE(f.emendation());
    CHECK(f.emendation()->row == row_of({odd}));
    REQUIRE(f.confidence);
    if (marker.empty()) {
      CHECK(f.who == FindingClass::Printer);
    } else {
      CHECK(f.who == FindingClass::Picture);
      CHECK(*f.confidence <= 50);
      CHECK(f.evidence.str().find("read from the OCR's description of a picture") != std::string::npos);
    }
  }
}

// A 6 printed as 9 in a row the machine OCR read may be the OCR's misreading as well as
// the printer's turned sort: Barozzi's errata reprint the musical table with «9 8 12»
// (ocr/barozzi-1572/page-0056.txt line 22), where (12 - 8):(8 - 6) = 12:6 makes 6 8 12
// the musical row. Read from a person's transcription, the slip is the printer's.
namespace {

std::vector<const Finding*> at_rows(const TableAudit& audit) {
  std::vector<const Finding*> out;
  for (const Finding& f : audit.findings)
    if (f.row) out.push_back(&f);
  return out;
}

}  // namespace

TEST_CASE("audit: 6 and 9 confused in a row the OCR read is the print's or the OCR's", "[audit]") {
  REQUIRE((12 - 8) * 6 == 12 * (8 - 6));
  for (const std::string file : {"ocr/barozzi-1572/page-0056.txt", "transcription.txt"}) {
    INFO(file);
    const auto audit =
        audit_text("proportion", {{"kind", "musical"}},
                   "file,line,a,b,c,marker\n" + file + ",20,5,9,45,\n" + file + ",22,9,8,12,\n");
    // The findings at rows: the omissions of the 16 rows not printed aside.
    const auto at = at_rows(audit);
    REQUIRE(at.size() == 1);
    const Finding& f = *at.front();
    CHECK(f.row == 2u);
    REQUIRE(f.emendation());
    CHECK(f.emendation()->row == row_of({6, 8, 12}));
    CHECK(f.emendation()->slip.kind == SlipKind::SixNine);
    REQUIRE(f.confidence);
    if (file.rfind("ocr/", 0) == 0) {
      CHECK(f.who == FindingClass::Ocr);
      CHECK(*f.confidence <= 50);
      CHECK(f.evidence.str().find("the misreading may be the OCR's") != std::string::npos);
    } else {
      CHECK(f.who == FindingClass::Printer);
      CHECK(f.evidence.str().find("OCR") == std::string::npos);
    }
  }
  // A digit the OCR marks unclear: the same, whatever the slip.
  const auto unclear =
      audit_text("proportion", {{"kind", "musical"}},
                 "file,line,a,b,c,marker\nocr/p.txt,20,5,9,45,\nocr/p.txt,22,6,8,13,unclear\n");
  REQUIRE(at_rows(unclear).size() == 1);
  CHECK(at_rows(unclear).front()->who == FindingClass::Ocr);
}

// A total read from a picture that the layers the same picture gives add up to follows
// them: Barozzi's woodcut of the pyramids, described with six layers for the odd king
// (9 to 64) and the sum 199 (ocr/barozzi-1572/page-0014.txt line 5). The odd king's own
// layers are 16 + 25 + 36 + 49 + 64 = 190 (002 lines 595-597). No slip of the total
// ("9 printed for 0") explains it; with the king's five layers alone, one does.
TEST_CASE("audit: a picture's total that its own layers add up to is no slip of the total", "[audit]") {
  namespace fs = std::filesystem;
  const std::vector<long> odd = {16, 25, 36, 49, 64};
  long king = 0;
  for (long q : odd) king += q;
  REQUIRE(king == 190);
  for (const bool extra : {true, false}) {
    INFO((extra ? "a sixth layer, 9" : "the king's five layers"));
    const fs::path root = fs::temp_directory_path() / ("rithmo-picture-test-" + std::to_string(extra));
    const fs::path dir = root / "barozzi-1572";
    fs::remove_all(root);
    fs::create_directories(root);
    fs::copy(repo("tables/barozzi-1572"), dir, fs::copy_options::recursive);
    const std::string at = "ocr/barozzi-1572/page-0014.txt,5,H,3b,";
    std::string layers = "file,line,signature,folio,passage,king,mention,shape,root,quadrate,words,marker\n";
    std::vector<long> shown = odd;
    if (extra) shown.insert(shown.begin(), 9);
    long total = 0;
    for (std::size_t i = 0; i < shown.size(); ++i) {
      layers += at + "figure-0014,odd," + std::to_string(i + 1) + ",,," + std::to_string(shown[i]) +
                ",,image-desc\n";
      total += shown[i];
    }
    if (!extra) total = 199;  // the same total, printed over the king's own layers
    std::ofstream(dir / "king-layers.csv") << layers;
    std::ofstream(dir / "king-totals.csv") << "file,line,signature,folio,king,total,words,marker\n" + at +
                                                  "odd," + std::to_string(total) + ",,image-desc\n";
    const AuditReport report =
        audit_packages({read_package(dir.string())}, armies(),
                       {"barozzi-1572/king-layers.csv", "barozzi-1572/king-totals.csv"});
    fs::remove_all(root);
    const auto& totals = table_of(report, "barozzi-1572/king-totals.csv").audit;
    REQUIRE(totals.findings.size() == 1);
    const Finding& f = totals.findings.front();
    CHECK(f.printed.size() == 1);
    CHECK(f.printed.front() == "199");
    CHECK(f.who == FindingClass::Picture);
    if (extra) {
      CHECK(f.kind == FindingKind::Unresolved);
      CHECK_FALSE(f.emendation());
      CHECK(f.explanation.find("the sum of the layers the same picture's description gives") !=
            std::string::npos);
    } else {
      CHECK(f.kind == FindingKind::Erratum);
      REQUIRE(f.emendation());
      CHECK(reading_text(*f.emendation()) == std::to_string(king));
    }
  }
}

// Two neighbouring rows that cannot be right, and that exchanging one column between
// them makes right: the lines set in each other's place, one slip for both.
TEST_CASE("audit: two neighbouring rows that print each other's number", "[audit]") {
  // The kings' whole numbers: the even 1 + 4 + 9 + 16 + 25 + 36, the odd 16 + 25 + 36 +
  // 49 + 64 (002 lines 595-597), worked out here; printed crosswise.
  const long even = 1 + 4 + 9 + 16 + 25 + 36, odd = 16 + 25 + 36 + 49 + 64;
  REQUIRE(even == 91);
  REQUIRE(odd == 190);
  const auto crosswise =
      audit_text("pyramid-totals", {},
                 "king,total\neven," + std::to_string(odd) + "\nodd," + std::to_string(even) + "\n");
  REQUIRE(crosswise.findings.size() == 2);
  for (const auto& [row, other, meant] : {std::tuple{1, 2, even}, std::tuple{2, 1, odd}}) {
    const Finding* f = at_row(crosswise, row);
    REQUIRE(f);
    CHECK(f->kind == FindingKind::Erratum);
    CHECK(f->who == FindingClass::Printer);
    REQUIRE(f->emendation());
    CHECK(f->emendation()->row == row_of({meant}));
    CHECK(f->emendation()->slip.kind == SlipKind::RowsExchanged);
    CHECK(f->emendation()->slip.other_row == static_cast<std::size_t>(other));
  }
  // Arithmetic proportions: 2 4 6 and 4 6 8 (4 - 2 = 6 - 4, 6 - 4 = 8 - 6) printed
  // "2 4 8" and "4 6 6": each alone one digit changed, together their last numbers
  // exchanged. Exchanging the first or the middle numbers mends neither.
  REQUIRE(4 - 2 == 6 - 4);
  REQUIRE(6 - 4 == 8 - 6);
  const RelationParams arithmetic{{"kind", "arithmetic"}};
  const auto last = audit_text("proportion", arithmetic, "a,b,c\n2,4,8\n4,6,6\n");
  REQUIRE(at_row(last, 1));
  REQUIRE(at_row(last, 1)->emendation());
  CHECK(at_row(last, 1)->emendation()->row == row_of({2, 4, 6}));
  CHECK(at_row(last, 1)->emendation()->slip.kind == SlipKind::RowsExchanged);
  CHECK(at_row(last, 1)->explanation.rfind("rows exchanged: this row and row 2 print each other's number in "
                                           "column c",
                                           0) == 0);
  REQUIRE(at_row(last, 2));
  REQUIRE(at_row(last, 2)->emendation());
  CHECK(at_row(last, 2)->emendation()->row == row_of({4, 6, 8}));
  // Not neighbours: rows 1 and 3, with a valid row between, are judged each alone.
  const auto apart = audit_text("proportion", arithmetic, "a,b,c\n2,4,8\n2,3,4\n4,6,6\n");
  for (std::size_t row : {1u, 3u}) {
    REQUIRE(at_row(apart, row));
    CHECK((!at_row(apart, row)->emendation() ||
           at_row(apart, row)->emendation()->slip.kind != SlipKind::RowsExchanged));
  }
  // Two columns that would each do, giving the two rows in either place, decide
  // nothing: 15 x 2 = 30 and 15 x 6 = 90 printed "15 2 90" and "15 6 30" (15 an even
  // man, 30 and 90 odd ones, 002 lines 527-529).
  REQUIRE(15 * 2 == 30);
  REQUIRE(15 * 6 == 90);
  const BoundRelation spaces = bind_relation(armies(), "spaces-multiplication", {{"taker", "even"}});
  AuditOptions partial;
  partial.omissions = false;
  REQUIRE(spaces.valid({}, row_of({15, 2, 30})));
  REQUIRE(spaces.valid({}, row_of({15, 6, 90})));
  const auto either =
      audit_table(spaces, read_printed(spaces, parse_csv("taker,spaces,taken\n15,2,90\n15,6,30\n", "t.csv")),
                  "t.csv", partial);
  REQUIRE(either.findings.size() == 2);
  for (const Finding& f : either.findings) {
    for (const Emendation& e : f.candidates) CHECK(e.slip.kind != SlipKind::RowsExchanged);
  }
}

TEST_CASE("audit: a slipped row is emended to the row the table lacks, not reported again", "[audit]") {
  // Every derived row of the division odd against even, each in turn printed with one
  // slip of every kind; the audit must propose the true row (alone, or in a tie), and
  // when it proposes it alone, not report it as an omission as well.
  const BoundRelation r = bind_relation(armies(), "spaces-division", {{"taker", "odd"}});
  const auto& rows = *r.derived;
  std::size_t planted = 0, unique = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const NumberRow truth = rows[i].numbers;
    // Slips made by hand: the first digit of the taker dropped (when it has two), the
    // last digit of the taken doubled, the taker's digits reversed (when two differ).
    std::vector<NumberRow> slipped;
    const std::string t = truth[0].get_str(), k = truth[2].get_str();
    if (t.size() >= 2 && t[1] != '0') slipped.push_back({mpz_class(t.substr(1)), truth[1], truth[2]});
    slipped.push_back({truth[0], truth[1], mpz_class(k + k.back())});
    if (t.size() == 2 && t[0] != t[1] && t[1] != '0')
      slipped.push_back({mpz_class(std::string{t[1], t[0]}), truth[1], truth[2]});
    for (const NumberRow& s : slipped) {
      if (r.valid({}, s)) continue;  // the slip made another valid row: not a test of this
      std::string csv = "taker,spaces,taken\n";
      for (std::size_t j = 0; j < rows.size(); ++j) {
        const NumberRow& n = j == i ? s : rows[j].numbers;
        csv += n[0].get_str() + "," + n[1].get_str() + "," + n[2].get_str() + "\n";
      }
      const auto a = audit_table(r, read_printed(r, parse_csv(csv, "t.csv")), "t.csv");
      const Finding* f = at_row(a, i + 1);
      INFO("row " << i + 1 << " printed " << s[0] << " " << s[1] << " " << s[2]);
      REQUIRE(f != nullptr);
      REQUIRE(f->kind == FindingKind::Erratum);
      const bool found = std::any_of(f->candidates.begin(), f->candidates.end(),
                                     [&truth](const Emendation& e) { return e.row == truth; });
      CHECK(found);
      if (f->emendation()) {
        ++unique;
        CHECK(std::none_of(a.findings.begin(), a.findings.end(),
                           [](const Finding& x) { return x.kind == FindingKind::Omission; }));
      }
      ++planted;
    }
  }
  CHECK(planted > 2 * rows.size());
  // The omission it supplies makes every emendation here unique.
  CHECK(unique == planted);
}

TEST_CASE("audit: readings that tie are reported as a tie, not decided", "[audit]") {
  // Every arithmetic proportion printed, and one more row "2 3 5" that is none: a
  // digit changed gives 2 3 4 (4 - 3 = 3 - 2) and 1 3 5 is no row (1 is no man)...
  // every candidate of least cost is an arithmetic proportion already printed, so
  // none supplies an omission and the cheapest ones tie.
  const BoundRelation r = bind_relation(armies(), "proportion", {{"kind", "arithmetic"}});
  std::string csv = derived_csv(r) + "2,3,5\n";
  const auto a = audit_table(r, read_printed(r, parse_csv(csv, "t.csv")), "t.csv");
  const Finding* f = at_row(a, r.derived->size() + 1);
  REQUIRE(f != nullptr);
  CHECK(f->kind == FindingKind::Tie);
  CHECK(f->who == FindingClass::Undecided);
  CHECK(f->emendation() == nullptr);
  REQUIRE(f->candidates.size() >= 2);
  for (const auto& c : f->candidates) {
    NumberRow s = c.row;
    std::sort(s.begin(), s.end());
    CHECK(s[1] - s[0] == s[2] - s[1]);
    CHECK(c.cost == f->candidates.front().cost);
  }
  CHECK(f->explanation.find("tie between") != std::string::npos);
}

TEST_CASE("audit: within a proportion the order of the numbers does not matter", "[audit]") {
  const auto a = audit_text("proportion", {{"kind", "geometric"}}, "a,b,c\n8,2,4\n4,8,2\n");
  // 2 4 8: 2 x 8 = 4 x 4. Printed twice in two orders: one duplicate, no erratum.
  REQUIRE(std::count_if(a.findings.begin(), a.findings.end(),
                        [](const Finding& f) { return f.kind == FindingKind::Duplicate; }) == 1);
  CHECK(a.valid == 2);
}

TEST_CASE("audit: a user's header is matched by name, alias or --columns; never by position in silence",
          "[audit]") {
  const BoundRelation r = bind_relation(armies(), "spaces-division", {{"taker", "odd"}});
  const auto doc = parse_csv("T,S,V,remark\n22,5,45,as printed\n", "t.csv");
  // A header that names none of the relation's columns is an error naming them.
  CHECK_THROWS_WITH(read_printed(r, doc),
                    Catch::Matchers::Equals(
                        "t.csv:1:1: error: the header lacks columns taker, spaces, taken of relation "
                        "spaces-division; name them in the header, map them with --columns COLUMN=HEADER (in "
                        "a descriptor, the resource's \"columns\": {\"COLUMN\": \"HEADER\"}), or give "
                        "--no-header for a file of bare numbers in the relation's order"));
  // Mapped: the remark is carried.
  ColumnOptions mapped;
  mapped.names = {{"taker", "T"}, {"spaces", "s"}, {"taken", "V"}};
  const auto a = audit_table(r, read_printed(r, doc, {}, mapped), "t.csv");
  const Finding* f = at_row(a, 1);
  REQUIRE(f != nullptr);
  REQUIRE(f->emendation() != nullptr);
  CHECK(f->emendation()->row == row_of({225, 5, 45}));
  CHECK(f->extra == std::vector<std::pair<std::string, std::string>>{{"remark", "as printed"}});
  // Case does not matter, and a reordered header is read by name.
  const auto reordered = read_printed(r, parse_csv("Taken,SPACES,taker\n45,5,225\n", "t.csv"));
  CHECK(reordered.at(0).numbers == row_of({225, 5, 45}));
  // A relation's aliases: proportion's a b c may be headed first, middle, last.
  const BoundRelation prop = bind_relation(armies(), "proportion", {{"kind", "arithmetic"}});
  const auto aliased = read_printed(prop, parse_csv("Last,Middle,First\n4,3,2\n", "t.csv"));
  CHECK(aliased.at(0).numbers == row_of({2, 3, 4}));
  // Without a header, the first row is data, in the relation's order.
  ColumnOptions bare;
  bare.header = false;
  const auto rows = read_printed(r, parse_csv("225,5,45\n22,5,45\n", "t.csv"), {}, bare);
  REQUIRE(rows.size() == 2);
  CHECK(rows[1].numbers == row_of({22, 5, 45}));
  // A column named twice, or mapped to a column the relation lacks, is an error.
  CHECK_THROWS_WITH(
      read_printed(r, parse_csv("taker,spaces,Taker,taken\n1,2,3,4\n", "t.csv")),
      Catch::Matchers::Equals("t.csv:1:14: error: column 'Taker' is named twice (also column 1)"));
  ColumnOptions wrong;
  wrong.names = {{"giver", "T"}};
  CHECK_THROWS_WITH(
      read_printed(r, doc, {}, wrong),
      Catch::Matchers::Equals(
          "t.csv:1:1: error: --columns (or a descriptor's \"columns\") names 'giver', which relation "
          "spaces-division lacks (its columns: taker, spaces, taken)"));
}

TEST_CASE("audit: bad input gives file:line:col errors", "[audit]") {
  using Catch::Matchers::Equals;
  const BoundRelation r = bind_relation(armies(), "spaces-division", {{"taker", "odd"}});
  CHECK_THROWS_WITH(read_printed(r, parse_csv("taker,spaces,taken\n22,5,4x\n", "t.csv")),
                    Equals("t.csv:2:7: error: column 'taken': '4x' is not a whole number"));
  // Leading zeros are digits, never octal: "010" is ten, "09" nine.
  const auto zeros = read_printed(r, parse_csv("taker,spaces,taken\n010,09,012.\n", "t.csv"));
  CHECK(zeros.at(0).numbers == row_of({10, 9, 12}));
  CHECK(zeros.at(0).number_text == std::vector<std::string>{"010", "09", "012"});
  CHECK_THROWS_WITH(read_printed(r, parse_csv("taker,spaces,taken\n22,,45\n", "t.csv")),
                    Equals("t.csv:2:4: error: column 'spaces' is empty; it needs a number"));
  CHECK_THROWS_WITH(
      read_printed(r, parse_csv("taker,spaces\n22,5\n", "t.csv")),
      Equals("t.csv:1:1: error: the header lacks column taken of relation spaces-division; name "
             "them in the header, map them with --columns COLUMN=HEADER (in a descriptor, the resource's "
             "\"columns\": {\"COLUMN\": \"HEADER\"}), or give --no-header for a "
             "file of bare numbers in the relation's order"));
}

TEST_CASE("relations: unknown names and values are refused with the valid ones", "[audit]") {
  using Catch::Matchers::Equals;
  using Catch::Matchers::StartsWith;
  CHECK_THROWS_WITH(
      bind_relation(armies(), "spaces-division", {{"taker", "white"}}),
      Equals("relation spaces-division: bad value 'white' for taker (valid: even, odd, either)"));
  CHECK_THROWS_WITH(bind_relation(armies(), "spaces-division", {}),
                    Equals("relation spaces-division needs taker"));
  CHECK_THROWS_WITH(bind_relation(armies(), "spaces-division", {{"taker", "odd"}, {"colour", "red"}}),
                    StartsWith("relation spaces-division has no parameter 'colour' (valid: taker, board"));
  CHECK_THROWS_WITH(bind_relation(armies(), "no-such", {}),
                    StartsWith("unknown relation 'no-such' (valid: "));
  CHECK_THROWS_WITH(bind_relation(armies(), "spaces-division", {{"taker", "odd"}, {"board", "16by8"}}),
                    Equals("relation spaces-division: bad value '16by8' for board: expected FILESxRANKS, "
                           "breadth first, e.g. 8x16"));
  // The length first is not read as another board (002 line 504: ".8. in breadth and .16. in length").
  CHECK_THROWS_WITH(bind_relation(armies(), "spaces-division", {{"taker", "odd"}, {"board", "16x8"}}),
                    Equals("relation spaces-division: bad value '16x8' for board: broader than it is long "
                           "(expected FILESxRANKS, breadth first, e.g. 8x16)"));
}

// The printed counts: "21." (002 line 721) under the multiplication even against odd,
// "27." (line 796) under the division odd against even. The derivation by hand: the
// even men times 2..14 spaces giving odd men are 28 rows (test spaces_test brute
// force). "21." counts the 21 rows printed: it only restates the table, whose
// omissions are listed already, and is folded into them, not reported again.
TEST_CASE("audit: a printed count that restates the rows printed is folded into the omissions", "[audit]") {
  const auto report = audit_fulke({"fulke-1563/spaces-multiplication-even.csv", "fulke-1563/totals.csv"});
  const TableAudit& totals = table_of(report, "fulke-1563/totals.csv").audit;
  const TableAudit& mul = table_of(report, "fulke-1563/spaces-multiplication-even.csv").audit;
  CHECK(std::none_of(totals.findings.begin(), totals.findings.end(),
                     [](const Finding& x) { return x.line == 721; }));
  CHECK(mul.rows == 21);
  CHECK(mul.derived > mul.rows);
  CHECK(mul.derived == mul.rows + static_cast<std::size_t>(std::count_if(
                                      mul.findings.begin(), mul.findings.end(),
                                      [](const Finding& x) { return x.kind == FindingKind::Omission; })));
}

// Line 790 prints "3 9 4" (division odd against even) and line 717 "4 9 36"
// (multiplication even against odd): once 3 is read 36 the two tables agree, so the
// comparison reports no contradiction for either row.
TEST_CASE("audit: tables in opposite directions are compared as emended", "[audit]") {
  const auto report =
      audit_fulke({"fulke-1563/spaces-multiplication-even.csv", "fulke-1563/spaces-division-odd.csv"});
  const auto& cross =
      table_of(report, "fulke-1563/spaces-multiplication-even.csv ~ spaces-division-odd.csv").audit;
  for (long line : {717L, 790L}) {
    CHECK(std::none_of(cross.findings.begin(), cross.findings.end(),
                       [line](const Finding& f) { return f.line == line; }));
  }
  // Line 777 prints "100 4 25" in the division; the multiplication has no "25 4 100".
  const auto f = std::find_if(cross.findings.begin(), cross.findings.end(),
                              [](const Finding& x) { return x.line == 777; });
  REQUIRE(f != cross.findings.end());
  CHECK(f->kind == FindingKind::Contradiction);
  CHECK(f->derived == std::vector<std::string>{"25", "4", "100"});
}

// The print's division, odd against even, reads "22 5 4" on page 0082 line 16 (the
// OCR's table, fourth to sixth columns); no one slip mends it, two do, and the one row
// they give is proposed at their cost. Line 15's "100 4 25" holds (100 / 4 = 25) and the
// multiplication even against odd (page 0081) has no "25 4 100": that one stands.
TEST_CASE("audit: a row two slips mend is proposed at their cost, and compared", "[audit]") {
  const auto report = audit_packages(
      {read_package(repo("tables/fulke-1563-print"))}, armies(),
      {"fulke-1563-print/spaces-multiplication-even.csv", "fulke-1563-print/spaces-division-odd.csv"});
  const auto& div = table_of(report, "fulke-1563-print/spaces-division-odd.csv").audit;
  const auto two =
      std::find_if(div.findings.begin(), div.findings.end(), [](const Finding& x) { return x.line == 16; });
  REQUIRE(two != div.findings.end());
  // Two dropped digits make it 225 5 45 (225 / 5 = 45, 225 an odd man and 45 an even
  // one: 002 lines 523-531), a row the table lacks: proposed, at 2^-2 = 25 %.
  CHECK(two->kind == FindingKind::Erratum);
  REQUIRE(two->emendation());
  CHECK(two->emendation()->row == row_of({225, 5, 45}));
  CHECK(two->emendation()->second.kind == SlipKind::DigitDropped);
  CHECK(two->confidence == 25);
  CHECK(two->evidence == "supplies a row the table otherwise lacks");
  CHECK_THAT(two->explanation,
             Catch::Matchers::Contains("two slips would, the only reading at its cost (4)"));
  // Read so, it states 225 / 5 = 45, and the multiplication lacks 45 x 5 = 225.
  const auto& cross =
      table_of(report, "fulke-1563-print/spaces-multiplication-even.csv ~ spaces-division-odd.csv").audit;
  CHECK(std::any_of(cross.findings.begin(), cross.findings.end(), [](const Finding& x) {
    return x.line == 16 && x.derived == std::vector<std::string>{"45", "5", "225"};
  }));
  CHECK(std::any_of(cross.findings.begin(), cross.findings.end(), [](const Finding& x) {
    return x.line == 15 && x.derived == std::vector<std::string>{"25", "4", "100"};
  }));
}

TEST_CASE("audit: a set printed in one cell is read as the relation's numbers", "[audit]") {
  using Catch::Matchers::Equals;
  // "3. 6. 9." in a column `set` stands for a, b, c: 3, 6, 9 in arithmetic proportion
  // (6 - 3 = 9 - 6); the keys and the other columns are read as usual.
  const BoundRelation r = bind_relation(armies(), "proportion", {{"kind", "arithmetic"}});
  const auto rows = read_printed(r, parse_csv("Set,note\n\"3. 6. 9.\",x\n\"2 4 6\",\n", "t.csv"));
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].numbers == row_of({3, 6, 9}));
  CHECK(rows[0].number_text == std::vector<std::string>{"3", "6", "9"});
  CHECK(rows[0].number_columns == std::vector<std::string>{"a", "b", "c"});
  CHECK(rows[0].extra == std::vector<std::pair<std::string, std::string>>{{"note", "x"}});
  // A slip in the set is named by the relation's column: 3 6 8 is 3 6 9 with 9 read
  // as 8 in column c.
  const TableAudit audit = audit_table(r, read_printed(r, parse_csv("set\n\"3 6 8\"\n", "t.csv")), "t.csv");
  bool named = false;
  for (const auto& f : audit.findings)
    named = named || f.explanation.find("in column c") != std::string::npos;
  CHECK(named);
  // The set must hold as many numbers as the relation has number columns.
  CHECK_THROWS_WITH(read_printed(r, parse_csv("set\n\"3 6\"\n", "t.csv")),
                    Equals("t.csv:2:1: error: column 'set' holds 2 numbers; relation proportion reads 3 (a, "
                           "b, c)"));
  // A header that names some of the number columns is read column by column, as before.
  CHECK_THROWS_WITH(
      read_printed(r, parse_csv("a,set\n3,\"6 9\"\n", "t.csv")),
      Equals(
          "t.csv:1:1: error: the header lacks columns b (or middle, mean), c (or last, greatest) of relation "
          "proportion; name them in the header, map them with --columns COLUMN=HEADER (in a descriptor, the "
          "resource's \"columns\": {\"COLUMN\": \"HEADER\"}), or give "
          "--no-header for a file of bare numbers in the relation's order"));
}

// The same rule on tables built here from the rules, not the print's: Fulke's
// multiplication even against odd (lines 700-720 of 002) and division odd against even
// (lines 769-795), each the relation's derivation, written into a copy of the
// descriptor. The multiplication leaves one row out, so the division's row of it is a
// contradiction; the division prints one row with two of its digits changed, which no
// one slip mends: read as printed it states nothing, read as two slips mend it it states
// a row the multiplication prints, and no contradiction is raised at its line.
TEST_CASE("audit: in tables built from the rules, a row no reading mends is not compared", "[audit]") {
  namespace fs = std::filesystem;
  const BoundRelation mul = bind_relation(armies(), "spaces-multiplication", {{"taker", "even"}});
  const BoundRelation div = bind_relation(armies(), "spaces-division", {{"taker", "odd"}});
  REQUIRE(mul.derived->size() >= 10);
  REQUIRE(div.derived->size() >= 10);
  const std::size_t left_out = 3;  // the multiplication's fourth row
  const NumberRow lacked = (*mul.derived)[left_out].numbers;
  // The division row the two slips act on: one whose taker has two digits or more,
  // and whose multiplication is printed.
  std::size_t garbled = div.derived->size();
  for (std::size_t i = 0; i < div.derived->size(); ++i) {
    const NumberRow& d = (*div.derived)[i].numbers;
    if (d[0] >= 10 && !(d[0] == lacked[2] && d[1] == lacked[1] && d[2] == lacked[0])) {
      garbled = i;
      break;
    }
  }
  REQUIRE(garbled < div.derived->size());
  auto table = [](const BoundRelation& r, long first, long last, std::size_t skip, std::size_t changed) {
    std::string s = "line,taker,spaces,taken,note\n";
    for (std::size_t i = 0; i < r.derived->size(); ++i) {
      if (i == skip) continue;
      NumberRow n = (*r.derived)[i].numbers;
      std::string taker = n[0].get_str();
      std::string taken = n[2].get_str();
      if (i == changed) {
        // Two slips: the taker's first digit and the taken's last digit, each raised by one.
        taker[0] = taker[0] == '9' ? '1' : static_cast<char>(taker[0] + 1);
        taken.back() = taken.back() == '9' ? '0' : static_cast<char>(taken.back() + 1);
      }
      const long line = std::min(first + static_cast<long>(i), last);
      s += std::to_string(i == changed ? last + 1 : line) + "," + taker + "," + n[1].get_str() + "," + taken +
           ",\n";
    }
    return s;
  };
  const fs::path dir = fs::temp_directory_path() / "rithmo-opposite-test" / "fulke-1563";
  fs::create_directories(dir);
  fs::copy_file(repo("tables/fulke-1563/datapackage.json"), dir / "datapackage.json",
                fs::copy_options::overwrite_existing);
  std::ofstream(dir / "spaces-multiplication-even.csv") << table(mul, 700, 719, left_out, SIZE_MAX);
  std::ofstream(dir / "spaces-division-odd.csv") << table(div, 769, 794, SIZE_MAX, garbled);
  // The changed row alone stands on line 795; the others end at 794.
  const AuditReport report =
      audit_packages({read_package(dir.string())}, armies(),
                     {"fulke-1563/spaces-multiplication-even.csv", "fulke-1563/spaces-division-odd.csv"});
  fs::remove_all(dir.parent_path());
  const auto& own = table_of(report, "fulke-1563/spaces-division-odd.csv").audit;
  const auto at_795 =
      std::find_if(own.findings.begin(), own.findings.end(), [](const Finding& f) { return f.line == 795L; });
  REQUIRE(at_795 != own.findings.end());
  // No one slip mends it; two may, proposed at their cost (the row the slips came from,
  // whose multiplication is printed: no contradiction either way).
  const bool two_slips = at_795->emendation() && at_795->emendation()->second.kind != SlipKind::AsPrinted;
  CHECK((at_795->kind == FindingKind::Unresolved || at_795->kind == FindingKind::Tie || two_slips));
  const auto& cross =
      table_of(report, "fulke-1563/spaces-multiplication-even.csv ~ spaces-division-odd.csv").audit;
  CHECK(std::none_of(cross.findings.begin(), cross.findings.end(),
                     [](const Finding& f) { return f.line == 795L; }));
  // The multiplication's lack of its fourth row is a contradiction at the division's row.
  const std::vector<std::string> expected{lacked[0].get_str(), lacked[1].get_str(), lacked[2].get_str()};
  CHECK(std::any_of(cross.findings.begin(), cross.findings.end(), [&expected](const Finding& f) {
    return f.kind == FindingKind::Contradiction && f.derived == expected;
  }));
}

// audit_packages audits the tables on threads; the report, and the error when tables
// are bad, must be those of one table after another.
TEST_CASE("audit: the same report whatever the number of threads", "[audit][threads]") {
  const auto packages = read_packages(repo("tables"));
  AuditOptions one;
  one.threads = 1;
  const std::string alone = render_audit(audit_packages(packages, armies(), {}, one), Format::Json);
  for (const unsigned threads : {2u, 3u, 8u, 0u}) {
    INFO(threads << " threads");
    AuditOptions options;
    options.threads = threads;
    CHECK(render_audit(audit_packages(packages, armies(), {}, options), Format::Json) == alone);
  }
  // audit_folder reads the packages and audits their tables on the same threads.
  for (const unsigned threads : {1u, 2u, 3u, 8u, 0u}) {
    INFO(threads << " threads, reading as it audits");
    AuditOptions options;
    options.threads = threads;
    std::vector<Package> read;
    CHECK(render_audit(audit_folder(repo("tables"), armies(), options, &read), Format::Json) == alone);
    REQUIRE(read.size() == packages.size());
    for (std::size_t p = 0; p < read.size(); ++p)
      CHECK(read[p].descriptor_text == packages[p].descriptor_text);
    // The same with the bound relations handed over rather than freed; they still serve.
    std::unique_ptr<BindCache> bindings;
    CHECK(render_audit(audit_folder(repo("tables"), armies(), options, nullptr, &bindings), Format::Json) ==
          alone);
    REQUIRE(bindings);
    CHECK(bindings->bind("proportion", {{"kind", "arithmetic"}}).derived);
  }
}

// The JSON report is written in parts on threads (render_audit), each finding and table
// apart: the bytes must be json_document's of the report as one tree, on any number
// of threads, for the transcribed tables and for findings with awkward text.
TEST_CASE("audit: the JSON report written in parts is the report's one tree", "[audit][threads]") {
  const AuditReport full = audit_packages(read_packages(repo("tables")), armies());
  AuditReport awkward;
  awkward.inputs_hash = "\"quoted\" \xFF";
  AuditedTable t;
  t.table = "pkg/t\u00e9.csv";
  t.title = "a title with \\ and \t";
  Finding f;
  f.row = 3;
  f.line = -7;
  f.keys = {"\x01", ""};
  f.printed = {"12", "13 1/2"};
  f.candidates.push_back({{12, 13}, {SlipKind::DigitChanged, 1, 0, '3', '4', {}}, 2});
  f.candidates.push_back({{12, 14}, {SlipKind::CellsExchanged, 0, 0, 0, 0, {}}, 3});
  f.explanation = "\xC3\xA9\xE2\x80";
  f.extra = {{"b", "2"}, {"a", "1"}, {"a", "3"}};
  f.confidence = 87;
  t.audit.findings = {f, Finding{}};
  awkward.tables = {t, AuditedTable{}};
  const AuditReport none;
  for (const AuditReport* report : std::vector<const AuditReport*>{&full, &awkward, &none}) {
    const AuditReport& r = *report;
    const std::string whole = json_document(audit_json(r));
    for (const unsigned threads : {1u, 2u, 3u, 0u}) {
      INFO(threads << " threads, " << r.tables.size() << " tables");
      CHECK(render_audit(r, Format::Json, 0, threads) == whole);
    }
  }
}

TEST_CASE("audit: of two bad tables the first in order is reported, on any number of threads",
          "[audit][threads]") {
  namespace fs = std::filesystem;
  // A copy of Savard's tables whose first and last bound resources give an unknown
  // parameter: a run of one table after another stops at the first.
  const fs::path dir = fs::temp_directory_path() / "rithmo-threads-test" / "savard";
  fs::remove_all(dir.parent_path());
  fs::create_directories(dir.parent_path());
  fs::copy(repo("tables/savard"), dir, fs::copy_options::recursive);
  nlohmann::json d = nlohmann::json::parse(std::ifstream(dir / "datapackage.json"));
  std::vector<std::size_t> bound;
  for (std::size_t i = 0; i < d["resources"].size(); ++i) {
    if (d["resources"][i]["relation"]["name"] != "printed-totals") bound.push_back(i);
  }
  REQUIRE(bound.size() >= 2);
  const std::string first = d["resources"][bound.front()]["name"];
  d["resources"][bound.front()]["relation"]["bogus"] = "1";
  d["resources"][bound.back()]["relation"]["bogus"] = "1";
  std::ofstream(dir / "datapackage.json") << d.dump(2);
  const std::vector<Package> packages{read_package(dir.string())};
  for (const unsigned threads : {1u, 2u, 8u}) {
    INFO(threads << " threads");
    AuditOptions options;
    options.threads = threads;
    try {
      (void)audit_packages(packages, armies(), {}, options);
      FAIL("no error");
    } catch (const DiagnosticError& e) {
      CHECK_THAT(std::string(e.what()), Catch::Matchers::Contains("resource '" + first + "'"));
    }
    try {
      (void)audit_folder(dir.parent_path().string(), armies(), options);
      FAIL("no error");
    } catch (const DiagnosticError& e) {
      CHECK_THAT(std::string(e.what()), Catch::Matchers::Contains("resource '" + first + "'"));
    }
  }
  // A package whose descriptor cannot be read comes before it ("a-..." sorts first):
  // its error is the one thrown, though the tables after it were audited.
  fs::create_directories(dir.parent_path() / "a-broken");
  std::ofstream(dir.parent_path() / "a-broken" / "datapackage.json") << "{";
  for (const unsigned threads : {1u, 2u, 8u}) {
    INFO(threads << " threads");
    AuditOptions options;
    options.threads = threads;
    try {
      (void)audit_folder(dir.parent_path().string(), armies(), options);
      FAIL("no error");
    } catch (const DiagnosticError& e) {
      CHECK(e.diag.file == (dir.parent_path() / "a-broken" / "datapackage.json").string());
    }
  }
  fs::remove_all(dir.parent_path());
}

// Taker and taken set in each other's place: "12 3 4" for 4 x 3 = 12 (4 an even round,
// 12 an odd triangle: 002 lines 523-527), a row of Fulke's multiplication even against
// odd (002 line 702). No slip or two mend it; exchanging the first and last numbers does,
// the only such reading: proposed at the cost of a transposition, 2^-3.
TEST_CASE("audit: taker and taken transposed, the one reading at its cost", "[audit]") {
  REQUIRE(4 * 3 == 12);
  const auto audit = audit_text("spaces-multiplication", {{"taker", "even"}}, "taker,spaces,taken\n12,3,4\n");
  const Finding* f = at_row(audit, 1);
  REQUIRE(f);
  CHECK(f->kind == FindingKind::Erratum);
  REQUIRE(f->emendation());
  CHECK(f->emendation()->row == row_of({4, 3, 12}));
  CHECK(f->emendation()->slip.kind == SlipKind::CellsTransposed);
  CHECK(f->confidence == 12);
  CHECK_THAT(f->explanation, Catch::Matchers::Contains("cells transposed: columns taker and taken"));
  // A row no transposition mends either stays unresolved: 13 3 5 (13 is no man).
  const auto none = audit_text("spaces-multiplication", {{"taker", "even"}}, "taker,spaces,taken\n13,3,5\n");
  REQUIRE(at_row(none, 1));
  CHECK(at_row(none, 1)->kind == FindingKind::Unresolved);
}

TEST_CASE("audit: findings sorted by row, stably, those at no row last", "[audit]") {
  // Rows 3, none, 1, 3, 2, none, 1: each finding's explanation names its place in the
  // input, so that the order among findings of one row can be checked.
  const std::vector<std::optional<std::size_t>> rows = {3, std::nullopt, 1, 3, 2, std::nullopt, 1};
  std::vector<Finding> findings;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    Finding f;
    f.row = rows[i];
    f.explanation = std::to_string(i);
    f.proof = "proof " + std::to_string(i);
    findings.push_back(std::move(f));
  }
  sort_findings(findings);
  std::vector<std::string> order;
  for (const Finding& f : findings) order.push_back(f.explanation);
  CHECK(order == std::vector<std::string>{"2", "6", "4", "0", "3", "1", "5"});
  for (const Finding& f : findings) CHECK(f.proof.str() == "proof " + f.explanation);
  sort_findings(findings);  // sorted already: left as it is
  std::vector<std::string> again;
  for (const Finding& f : findings) again.push_back(f.explanation);
  CHECK(again == order);
}

TEST_CASE("audit: a finding's note reads as the string it holds, none when empty", "[audit]") {
  Note note;
  CHECK(note.empty());
  CHECK(note.str().empty());
  note = "3 x 6 = 18";
  CHECK_FALSE(note.empty());
  CHECK("(" + note + ")" == "(3 x 6 = 18)");
  note += "; 18 / 6 = 3";
  CHECK(note.str() == "3 x 6 = 18; 18 / 6 = 3");
  const Note copy = note;
  note = std::string();
  CHECK(note.empty());
  CHECK(copy.str() == "3 x 6 = 18; 18 / 6 = 3");
  CHECK(copy == Note("3 x 6 = 18; 18 / 6 = 3"));
}

TEST_CASE("audit: a row or line number kept in 8 bytes reads as std::optional", "[audit]") {
  static_assert(sizeof(SmallOptional<long>) == sizeof(long));
  const SmallOptional<long> none, zero = 0L, minus = -5L, seven = 7L;
  const std::optional<long> std_none, std_zero = 0L, std_minus = -5L, std_seven = 7L;
  const std::vector<std::pair<SmallOptional<long>, std::optional<long>>> pairs = {
      {none, std_none}, {zero, std_zero}, {minus, std_minus}, {seven, std_seven}};
  for (const auto& [a, sa] : pairs) {
    CHECK(a.has_value() == sa.has_value());
    CHECK(a.value_or(42) == sa.value_or(42));
    CHECK(std::optional<long>(a) == sa);
    for (const auto& [b, sb] : pairs) {
      CHECK((a == b) == (sa == sb));
      CHECK((a < b) == (sa < sb));
      CHECK((a <= b) == (sa <= sb));
      CHECK((a > b) == (sa > sb));
    }
  }
  CHECK_THROWS_AS(none.value(), std::bad_optional_access);
  // The value that stands for none is no value it keeps.
  CHECK_THROWS_AS(SmallOptional<long>(SmallOptional<long>::kNone), std::out_of_range);
  CHECK_THROWS_AS(SmallOptional<std::size_t>(SIZE_MAX), std::out_of_range);
  const SmallOptional<std::size_t> row = std::size_t{12};
  CHECK(*row == 12);
  CHECK(row == SmallOptional<std::size_t>(std::optional<std::size_t>(12)));
}

TEST_CASE("audit: the text report written in parts is the text report", "[audit]") {
  // Enough findings that the text passes the writer's part (64 KiB) several times.
  AuditReport report;
  report.inputs_hash = "0";
  for (int k = 0; k < 2; ++k) {
    AuditedTable t;
    t.table = "pkg/table-" + std::to_string(k) + ".csv";
    t.audit.relation = "proportion";
    for (std::size_t r = 1; r <= 3000; ++r) {
      Finding f;
      f.kind = FindingKind::Duplicate;
      f.who = FindingClass::Printer;
      f.row = r;
      f.printed = {std::to_string(r), std::to_string(2 * r), std::to_string(3 * r)};
      f.explanation = "repeats row " + std::to_string(r + 7);
      f.evidence = r % 2 ? "" : "an even row";
      t.audit.findings.push_back(std::move(f));
    }
    t.audit.rows = t.audit.findings.size();
    report.tables.push_back(std::move(t));
  }
  std::vector<std::string> parts;
  write_audit_text(report, [&parts](std::string_view part) { parts.emplace_back(part); });
  CHECK(parts.size() > 2);
  std::string joined;
  for (const std::string& p : parts) {
    CHECK_FALSE(p.empty());
    joined += p;
  }
  CHECK(joined == render_audit(report, Format::Text));
  CHECK(joined.find("repeats row 3007") != std::string::npos);
}
