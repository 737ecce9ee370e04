// What tables of other period books showed, each built here, not read from tables/:
// a partial table omits nothing whatever its relation; a pyramid's passage is judged in
// its order on the layers as printed; a layer named by its root alone.
#include "audit/audit.hpp"
#include "audit/reading.hpp"
#include "audit/relations/relation.hpp"
#include "diagnostic.hpp"
#include "relation_audit.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;
using namespace rithmo::testing;

namespace {

TableAudit audit_partial(const std::string& csv, const std::string& relation,
                         const RelationParams& params = {}) {
  const Armies armies = build_armies();
  const BoundRelation bound = bind_relation(armies, relation, params);
  AuditOptions options;
  options.omissions = false;
  return audit_table(bound, read_printed(bound, parse_csv(csv, "test.csv"), {"note"}), "test.csv", options);
}

// The even king's layers, top down: the squares of 1..6 (002 line 532: ".1.4.9.16.25.36.").
std::string layers_passage(const std::vector<std::string>& quadrates) {
  std::string csv = "passage,king,mention,shape,root,quadrate\n";
  for (std::size_t i = 0; i < quadrates.size(); ++i)
    csv += "p,even," + std::to_string(i + 1) + ",,," + quadrates[i] + "\n";
  return csv;
}

}  // namespace

TEST_CASE("unseen tables: a partial table omits nothing, whatever its relation", "[audit][partial]") {
  // Two men of the even army's first order of rounds (2 4 6 8, 002 line 523) and one
  // passage naming two layers of the even king: complete tables would lack the rest.
  const std::string men = "army,shape,order,position,value\neven,round,1,1,2\neven,round,1,2,4\n";
  CHECK_FALSE(of_kind(audit_text(men, "men"), FindingKind::Omission).empty());
  CHECK(audit_partial(men, "men").findings.empty());
  const std::string layers = layers_passage({"1", "4"});
  CHECK_FALSE(of_kind(audit_text(layers, "pyramid-layers"), FindingKind::Omission).empty());
  CHECK(audit_partial(layers, "pyramid-layers").findings.empty());
}

TEST_CASE("unseen tables: a worked example given twice is no duplicate in a partial table",
          "[audit][partial]") {
  // 2 3 4 in arithmetic proportion (3 - 2 = 4 - 3), given twice.
  const std::string twice = "a,b,c\n2,3,4\n2,3,4\n";
  const RelationParams arithmetic{{"kind", "arithmetic"}};
  CHECK_FALSE(of_kind(audit_text(twice, "proportion", arithmetic), FindingKind::Duplicate).empty());
  CHECK(audit_partial(twice, "proportion", arithmetic).findings.empty());
}

TEST_CASE("unseen tables: a passage's order is judged on the layers as printed", "[audit][pyramid]") {
  // 1 4 9 25 52 36: 52 is 25 with its digits swapped (5 x 5 = 25); the printed layers
  // 1 4 9 25 36 stand in order, and the reading proposed for 52 (a second 25) is no
  // evidence against the order; 16 = 4 x 4 is not named.
  const TableAudit audit = audit_text(layers_passage({"1", "4", "9", "25", "52", "36"}), "pyramid-layers");
  REQUIRE(audit.findings.size() == 2);
  CHECK(of_kind(audit, FindingKind::Erratum).size() == 1);
  CHECK(of_kind(audit, FindingKind::Omission).size() == 1);
  CHECK(of_kind(audit, FindingKind::Unresolved).empty());
  // Out of order as printed: 1 4 16 9 25 36 is flagged at 9.
  const TableAudit moved = audit_text(layers_passage({"1", "4", "16", "9", "25", "36"}), "pyramid-layers");
  REQUIRE(moved.findings.size() == 1);
  CHECK(moved.findings.front().row == 4u);
}

TEST_CASE("unseen tables: a layer named by its root alone", "[audit][pyramid]") {
  // Boissière, ocr/boissiere-1554/page-0047.txt line 8: the odd king's layers named by
  // their roots 8, 6, 4 (the odd king 190 = 64 + 49 + 36 + 25 + 16, roots 8 down to 4).
  const std::string header = "passage,king,mention,shape,root,quadrate\n";
  REQUIRE(64 + 49 + 36 + 25 + 16 == 190);
  const TableAudit ok = audit_partial(header + "a,odd,1,,8,\na,odd,2,,6,\na,odd,3,,4,\n", "pyramid-layers");
  CHECK(ok.findings.empty());
  // No layer of the odd king rises of the root 3 (3 x 3 = 9 is no layer of 190).
  const TableAudit no = audit_partial(header + "a,odd,1,,3,\n", "pyramid-layers");
  REQUIRE(no.findings.size() == 1);
  CHECK(no.findings.front().kind == FindingKind::Unresolved);
}

TEST_CASE("unseen tables: too few rows to decide a reading flag no row some reading makes valid",
          "[audit][reading]") {
  // 1 4 7 (4 - 1 = 7 - 4 = 3) is arithmetic, but 1 is a man only as a layer of the even
  // king (1 x 1, the top of 91: 002 line 532); under the plain reading (the kings as
  // their totals) it is no man. One row cannot decide the reading: it is not flagged.
  REQUIRE(4 - 1 == 7 - 4);
  const Armies armies = build_armies();
  AuditOptions partial;
  partial.omissions = false;
  const RelationParams arithmetic{{"kind", "arithmetic"}};
  const TableAudit one = audit_document(armies, "proportion", arithmetic,
                                        parse_csv("a,b,c\n1,4,7\n", "one.csv"), "one.csv", partial);
  CHECK(one.findings.empty());
  CHECK(one.valid == 1);
  CHECK(one.reading.find("undecided: 1 row is too few to decide the reading") != std::string::npos);
  // Three rows are enough: the plain reading holds for two, and 1 4 7 is flagged.
  const TableAudit three =
      audit_document(armies, "proportion", arithmetic, parse_csv("a,b,c\n1,4,7\n2,3,4\n3,4,5\n", "three.csv"),
                     "three.csv", partial);
  REQUIRE(three.findings.size() == 1);
  CHECK(three.findings.front().row == 1u);
}

TEST_CASE("unseen tables: a table of taking by two men names its taking army", "[audit][two-men]") {
  // 3 + 5 = 8: two odd rounds make the even round 8 (002 lines 523-524): the odd army
  // takes by it, the even does not.
  REQUIRE(3 + 5 == 8);
  const std::string csv = "way,kind,numbers\naddition,triple,3 5 8\n";
  CHECK(row_findings(audit_text(csv, "two-men-table")).empty());
  CHECK(row_findings(audit_text(csv, "two-men-table", {{"taker", "odd"}})).empty());
  const std::vector<Finding> even = row_findings(audit_text(csv, "two-men-table", {{"taker", "even"}}));
  REQUIRE(even.size() == 1);
  CHECK(even.front().explanation.find("but the table's takers are the even army's") != std::string::npos);
}

TEST_CASE("unseen tables: bad input in a row is an error at its place, in every relation", "[audit][input]") {
  const Armies armies = build_armies();
  // A number cell that is no number, in a relation that reads its cells as text first.
  const CsvDocument ratio = parse_csv("row_kind,c1,c2,c3,c4\nnumbers,2,4,x,8\n", "ratio.csv");
  try {
    (void)audit_document(armies, "ratio-table", {{"family", "multiplex"}}, ratio, "ratio.csv");
    FAIL("no error");
  } catch (const DiagnosticError& e) {
    CHECK(std::string(e.what()) ==
          "ratio.csv:2:13: error: 'x' is not a number, in a numbers row (column c3)");
  }
  // A reading the rows need and the table does not state: the army of a table of standards.
  const CsvDocument standards = parse_csv("label,standards,men\nx,2,348\n", "standards.csv");
  try {
    (void)audit_document(armies, "standards", {}, standards, "standards.csv");
    FAIL("no error");
  } catch (const DiagnosticError& e) {
    CHECK(std::string(e.what()) ==
          "standards.csv:2:1: error: a table of standards (label, standards, men) needs "
          "its army: army=even or army=odd");
  }
  // The same for a relation that requires the reading when it is bound: no row is judged.
  CHECK_THROWS_AS(bind_relation(armies, "spaces-division", {}), RelationError);
}

TEST_CASE("unseen tables: a transcriber's key outside its list leaves its row unread, said at its cell",
          "[audit][input]") {
  // Keys the transcriber writes from a closed list (an army, a kind of row) are not the
  // book's words: one outside the list leaves its row unread, said at its cell, whether
  // the relation judges its rows one by one (oblivion-only, pyramid-totals, with reading
  // inference) or as a whole (men, ratio-table), never a row "that cannot be right".
  const Armies armies = build_armies();
  struct Case {
    std::string relation;
    RelationParams params;
    std::string csv, error;
  };
  const std::vector<Case> cases = {
      {"oblivion-only",
       {{"kind-of-play", "3"}},
       "army,position,value\nodd,1,3\nnone,2,5\n",
       "t.csv:3:1: error: unknown army 'none' (valid: even, odd, or the book's word for one of them)"},
      {"pyramid-totals",
       {},
       "total,king\n1,evn\n",
       "t.csv:2:3: error: unknown king 'evn' (valid: even, odd, or the book's word for one of them)"},
      {"men",
       {},
       "army,shape,order,position,value\nEvne,round,1,1,2\n",
       "t.csv:2:1: error: unknown army 'Evne' (valid: even, odd, or the book's word for one of them)"},
      // A colour names an army under the reading white (inferred when not given); a word
      // that is neither a parity nor a colour stays bad input.
      {"men",
       {},
       "army,shape,order,position,value\nrosso,round,1,1,2\n",
       "t.csv:2:1: error: unknown army 'rosso' (valid: even, odd, or the book's word for one of them)"},
      {"ratio-table",
       {{"family", "multiplex"}},
       "row_kind,c1,c2,c3,c4\nnumbers,2,4,6,8\nnumber,3,9,5,7\n",
       "t.csv:3:1: error: unknown row_kind 'number' (valid: numbers, heading)"},
  };
  for (const Case& c : cases) {
    INFO(c.relation);
    const std::string message = c.error.substr(c.error.find("error: ") + 7);
    const std::string place = c.error.substr(0, c.error.find(": error"));  // t.csv:LINE:COL
    const TableAudit a = audit_document(armies, c.relation, c.params, parse_csv(c.csv, "t.csv"), "t.csv");
    std::size_t not_read = 0;
    for (const Finding& f : a.findings) {
      CHECK(f.kind != FindingKind::Erratum);
      CHECK(f.kind != FindingKind::Unresolved);
      if (f.kind != FindingKind::NotRead) continue;
      ++not_read;
      const std::string line = place.substr(6, place.rfind(':') - 6),
                        column = place.substr(place.rfind(':') + 1);
      CHECK(f.explanation == "the row is not read (" + message + ", line " + line + " column " + column +
                                 "): it is left out of the audit");
    }
    CHECK(not_read == 1);
  }
  // Every key naming an army or a king is such a key, in every relation, and reads the
  // book's word for the army.
  for (const RelationSpec& spec : relation_specs()) {
    for (const RelationColumn& col : spec.columns) {
      if (col.role != ColumnRole::Key || (col.name != "army" && col.name != "king")) continue;
      INFO(spec.name + " " + col.name);
      CHECK(col.one_of == std::vector<std::string>{"even", "odd"});
      CHECK(col.value_words == WordKind::Army);
    }
  }
}

TEST_CASE("unseen tables: the book's word for an army stands where the key does", "[audit][input]") {
  // A table keyed as the book prints it ("Pari", "Impair", "Vngerade") audits as the
  // same table keyed even and odd: the same rows valid and the same findings. The men
  // are the even army's first rounds, 2 4 6 8, and the odd army's, 3 5 7 9 (002 line
  // 523), with one slip: 7 printed 1.
  const Armies armies = build_armies();
  const auto table = [](const std::string& even, const std::string& odd) {
    std::string csv = "army,shape,order,position,value\n";
    for (int i = 1; i <= 4; ++i)
      csv += even + ",round,1," + std::to_string(i) + "," + std::to_string(2 * i) + "\n";
    for (int i = 1; i <= 4; ++i)
      csv += odd + ",round,1," + std::to_string(i) + "," +
             (i == 3 ? std::string("1") : std::to_string(2 * i + 1)) + "\n";
    return csv;
  };
  AuditOptions partial;
  partial.omissions = false;
  const TableAudit keyed =
      audit_document(armies, "men", {}, parse_csv(table("even", "odd"), "t.csv"), "t.csv", partial);
  REQUIRE(keyed.findings.size() == 1);
  CHECK(keyed.findings.front().row == 7);
  for (const auto& [even, odd] : std::vector<std::pair<std::string, std::string>>{{"Pari", "Dispari"},
                                                                                  {"Pair", "Impair"},
                                                                                  {"gerade", "Vngerade"},
                                                                                  {"Par", "Impar"},
                                                                                  {"Even", "the odd"}}) {
    INFO(even << " " << odd);
    const TableAudit words =
        audit_document(armies, "men", {}, parse_csv(table(even, odd), "t.csv"), "t.csv", partial);
    CHECK(words.valid == keyed.valid);
    REQUIRE(words.findings.size() == 1);
    CHECK(words.findings.front().row == 7);
    CHECK(words.findings.front().kind == keyed.findings.front().kind);
    CHECK(words.findings.front().explanation == keyed.findings.front().explanation);
  }
  // The king of a pyramid's total, in French: 1 is neither 91 nor 190 (the pyramids).
  CHECK(audit_document(armies, "pyramid-totals", {}, parse_csv("king,total\nPair,1\n", "t.csv"), "t.csv")
            .findings.size() == 1);
}

TEST_CASE("unseen tables: a header repeated where two pages were joined is said, and no row",
          "[audit][input]") {
  // Two pages of a table of taking by division (12 / 2 = 6, 12 / 3 = 4, 16 / 4 = 4: odd men
  // taking even, Fulke's lists 002 lines 523-531), each with its head, joined by the user.
  const std::string joined = "taker,spaces,taken\n12,2,6\n12,3,4\n Taker ,SPACES,taken\n16,4,4\n";
  AuditOptions partial;
  partial.omissions = false;
  const TableAudit a = audit_document(build_armies(), "spaces-division", {{"taker", "odd"}},
                                      parse_csv(joined, "joined.csv"), "joined.csv", partial);
  REQUIRE(a.findings.size() == 1);
  CHECK(a.findings[0].kind == FindingKind::NotChecked);
  CHECK(a.findings[0].row == std::optional<std::size_t>(3));
  CHECK(a.findings[0].explanation.find("the header printed again") == 0);
  CHECK(a.rows == 3);  // the three rows, not the head
  CHECK(a.valid == 3);
  // A running head carried over where the pages were joined: a line of text alone, no
  // row either, said as such.
  const TableAudit headed = audit_document(
      build_armies(), "spaces-division", {{"taker", "odd"}},
      parse_csv("taker,spaces,taken\n12,2,6\nRITHMOMACHIA.,,\n12,3,4\n", "h.csv"), "h.csv", partial);
  REQUIRE(headed.findings.size() == 1);
  CHECK(headed.findings[0].kind == FindingKind::NotChecked);
  CHECK(headed.findings[0].row == std::optional<std::size_t>(2));
  CHECK(headed.findings[0].explanation.find("a line of text alone") == 0);
  CHECK(headed.valid == 2);
  // A row that only looks like the head in one cell is read as a row (and not read
  // here, its taker no number).
  const TableAudit one_cell =
      audit_document(build_armies(), "spaces-division", {{"taker", "odd"}},
                     parse_csv("taker,spaces,taken\ntaker,2,6\n", "t.csv"), "t.csv", partial);
  REQUIRE(one_cell.findings.size() == 1);
  CHECK(one_cell.findings[0].kind == FindingKind::NotRead);
}

TEST_CASE("unseen tables: Roman numerals in the number cells, and their own slips", "[audit][input][roman]") {
  // Taking by division in the odd army (Fulke's lists, 002 lines 523-531): 12 / 2 = 6,
  // 12 / 3 = 4, 16 / 4 = 4, 30 / 2 = 15, 66 / 11 = 6, printed as the period printed them:
  // the final j, capitals, points.
  const std::string roman =
      "taker,spaces,taken\nxij,ij,vj\nxij,iij,iiij\nXVI,IV,IV\n.xxx.,.ij.,.xv.\nlxvj,xj,vj\n";
  AuditOptions partial;
  partial.omissions = false;
  const auto audit = [&](const std::string& csv) {
    return audit_document(build_armies(), "spaces-division", {{"taker", "odd"}}, parse_csv(csv, "r.csv"),
                          "r.csv", partial);
  };
  const TableAudit right = audit(roman);
  CHECK(right.rows == 5);
  CHECK(right.findings.empty());
  // "VI" printed for IV: the two letters in each other's place, mended as a letter's
  // slip, never as the digits of 6.
  std::string swapped = roman;
  swapped.replace(swapped.find("XVI,IV"), 6, "XVI,VI");
  const TableAudit wrong = audit(swapped);
  REQUIRE(wrong.findings.size() == 1);
  const Finding& f = wrong.findings[0];
  CHECK(f.kind == FindingKind::Erratum);
  REQUIRE(f.emendation() != nullptr);
  CHECK(f.emendation()->row == NumberRow{16, 4, 4});
  CHECK(f.explanation.find("letters swapped") != std::string::npos);
  CHECK(f.printed == std::vector<std::string>{"XVI", "VI", "IV"});
}

TEST_CASE("unseen tables: numbers in words, in each language", "[audit][input][words]") {
  // The same five takings as above (002 lines 523-531): 12 / 2 = 6, 12 / 3 = 4,
  // 16 / 4 = 4, 30 / 2 = 15, 66 / 11 = 6, each in the words of one language.
  const std::string words =
      "taker,spaces,taken\n"
      "twelue,two,sixe\n"                  // English, with the period's final e
      "duodecim,tres,quaternarius\n"       // Latin, a Boethian name among them
      "seize,quatre,quatre\n"              // French
      "trenta,due,quindici\n"              // Italian
      "sechs und sechtzig,eilff,sechs\n";  // German, in three words
  AuditOptions partial;
  partial.omissions = false;
  const auto audit = [&](const std::string& csv) {
    return audit_document(build_armies(), "spaces-division", {{"taker", "odd"}}, parse_csv(csv, "w.csv"),
                          "w.csv", partial);
  };
  const TableAudit right = audit(words);
  CHECK(right.rows == 5);
  CHECK(right.findings.empty());
  // A word that names another number is mended as a word set for another, never as
  // digits: a word has none.
  std::string wrong_word = words;
  wrong_word.replace(wrong_word.find("trenta,due"), 10, "trenta,tre");
  const TableAudit wrong = audit(wrong_word);
  REQUIRE(wrong.findings.size() == 1);
  CHECK(wrong.findings[0].row == std::optional<std::size_t>(4));
  CHECK(wrong.findings[0].explanation.find("digit") == std::string::npos);
  CHECK(wrong.findings[0].kind == FindingKind::Erratum);
  CHECK(wrong.findings[0].explanation.find("word changed: 'tre' printed for 'due' in column spaces") !=
        std::string::npos);
  CHECK(wrong.findings[0].printed == std::vector<std::string>{"trenta", "tre", "quindici"});
}

TEST_CASE("unseen tables: a set printed in words in one cell", "[audit][input][words]") {
  // Arithmetic proportions among the even army's men (002 lines 523-531): 2 4 6,
  // 4 20 36 (20 - 4 = 36 - 20 = 16), 8 36 64 (28 each). A number in words takes as
  // many words as it needs («trente six»); a comma parts two numbers where the words
  // would run on («quatre vingt» is 80).
  AuditOptions partial;
  partial.omissions = false;
  const auto audit = [&](const std::string& csv) {
    return audit_document(build_armies(), "proportion", {{"kind", "arithmetic"}, {"army", "even"}},
                          parse_csv(csv, "s.csv"), "s.csv", partial);
  };
  const TableAudit a =
      audit("set\ndeux quatre six\n\"quatre, vingt, trente six\"\nhuict trente six soixante quatre\n");
  CHECK(a.rows == 3);
  CHECK(a.findings.empty());
  // Without the commas, «quatre vingt» is one number, 80: the cell holds two numbers
  // where the relation reads three, and its row is not read; the rows around it are.
  const TableAudit run_on =
      audit("set\ndeux quatre six\nquatre vingt trente six\nhuict trente six soixante quatre\n");
  CHECK(run_on.rows == 3);
  REQUIRE(run_on.findings.size() == 1);
  CHECK(run_on.findings[0].kind == FindingKind::NotRead);
  CHECK(run_on.findings[0].row == std::optional<std::size_t>(2));
  CHECK(run_on.findings[0].explanation.find("holds 2 numbers") != std::string::npos);
}

TEST_CASE("unseen tables: no cell refuses a table", "[audit][input]") {
  // Taking by division in the odd army, as above (002 lines 523-531), with a cell in
  // each of three rows that no reader reads: a word of no language, a Roman numeral of
  // five hundred letters, mixed scripts. Each is said at its row; the others are judged,
  // a wrong one among them (12 / 3 printed 5) flagged as ever.
  const std::string csv = "taker,spaces,taken\n12,2,6\nquux,3,4\n16,4,4\n" + std::string(500, 'm') +
                          ",2,15\n66,11,6\n12,3,5\n30,2,15\n12,2,\u0448\u0435\u0441\u0442\u044c\n";
  const TableAudit a =
      audit_document(build_armies(), "spaces-division", {{"taker", "odd"}}, parse_csv(csv, "n.csv"), "n.csv");
  CHECK(a.rows == 8);
  std::vector<std::size_t> not_read, wrong;
  for (const Finding& f : a.findings) {
    if (f.kind == FindingKind::NotRead) not_read.push_back(*f.row);
    if (f.kind == FindingKind::Erratum || f.kind == FindingKind::Unresolved || f.kind == FindingKind::Tie)
      wrong.push_back(*f.row);
    // The table is a partial one: no omission is claimed while rows are unread.
    CHECK(f.kind != FindingKind::Omission);
  }
  CHECK(not_read == std::vector<std::size_t>{2, 4, 8});
  CHECK(wrong == std::vector<std::size_t>{6});
}

TEST_CASE("unseen tables: two neighbouring lines that exchanged one column are one slip",
          "[audit][exchange]") {
  AuditOptions partial;
  partial.omissions = false;
  const auto audit = [&](const std::string& relation, const RelationParams& params, const std::string& csv) {
    return audit_document(build_armies(), relation, params, parse_csv(csv, "x.csv"), "x.csv", partial);
  };
  const auto exchanged = [](const TableAudit& a, std::size_t row) {
    for (const Finding& f : a.findings) {
      if (f.row == std::optional<std::size_t>(row) && f.kind == FindingKind::Erratum && f.emendation() &&
          f.emendation()->slip.kind == SlipKind::RowsExchanged)
        return f.explanation;
    }
    return std::string();
  };
  // Fulke's table of the even standards (page-0094.txt lines 19-23): k standards hold
  // k x 130 men. Lines 3 and 4 print each other's count of standards: one exchange, in
  // the column the table runs in order, not a digit slip in each line.
  REQUIRE(3 * 130 == 390);
  REQUIRE(4 * 130 == 520);
  const TableAudit standards = audit("standards", {{"army", "even"}},
                                     "label,standards,men\nx,1,130\nx,2,260\nx,4,390\nx,3,520\nx,5,650\n");
  CHECK(standards.findings.size() == 2);
  CHECK(exchanged(standards, 3).find("in column standards; read standards 3") != std::string::npos);
  CHECK(exchanged(standards, 4).find("in column standards; read standards 4") != std::string::npos);
  // The odd army's takings by addition (002 lines 523-531): 3 + 12 = 15 and 9 + 36 = 45,
  // printed with their second terms exchanged.
  const std::string takings =
      "way,kind,numbers\naddition,triple,3 5 8\naddition,triple,3 36 15\n"
      "addition,triple,9 12 45\naddition,triple,9 16 25\n";
  const TableAudit two_men = audit("two-men-table", {{"taker", "odd"}}, takings);
  CHECK(two_men.findings.size() == 2);
  CHECK(exchanged(two_men, 2).find("read 3 12 15") != std::string::npos);
  CHECK(exchanged(two_men, 3).find("read 9 36 45") != std::string::npos);
  // Two lines alone, where exchanging either column mends both alike and no order about
  // them decides: no exchange is claimed; each line is judged on its own.
  const TableAudit alone = audit("standards", {{"army", "even"}}, "label,standards,men\nx,4,390\nx,3,520\n");
  CHECK(exchanged(alone, 1).empty());
  CHECK(exchanged(alone, 2).empty());
}

TEST_CASE("unseen tables: relations that read their cells by name read every form of a number",
          "[audit][input][words][roman]") {
  AuditOptions partial;
  partial.omissions = false;
  const auto audit = [&](const std::string& relation, const RelationParams& params, const std::string& csv) {
    return audit_document(build_armies(), relation, params, parse_csv(csv, "f.csv"), "f.csv", partial);
  };
  // Fulke's even standards (page-0094.txt lines 19-23): k standards hold k x 130 men,
  // printed in Roman numerals and Latin and French words.
  REQUIRE(2 * 130 == 260);
  const TableAudit standards = audit("standards", {{"army", "even"}},
                                     "label,standards,men\nx,j,cxxx\nx,duo,ducenti sexaginta\nx,trois,390\n");
  CHECK(standards.rows == 3);
  CHECK(standards.findings.empty());
  // The even king's layers (002 line 532: ".1.4.9.16.25.36."), in Roman numerals and words.
  const TableAudit layers = audit("pyramid-layers", {},
                                  "passage,king,mention,shape,root,quadrate\np,even,j,,,i\np,even,ij,,,iiij\n"
                                  "p,even,iij,,,nine\n");
  CHECK(layers.rows == 3);
  CHECK(layers.findings.empty());
}
