#include "audit/reading.hpp"
#include "audit/relations/relation.hpp"

#include "catch.hpp"
#include "diagnostic.hpp"
#include "relation_audit.hpp"

#include <string>
#include <tuple>
#include <vector>

using namespace rithmo;
using rithmo::testing::audit_text;
using rithmo::testing::audit_transcribed;
using rithmo::testing::of_kind;
using rithmo::testing::text_of;

namespace {

const std::string kListHeader = "line,army,shape,order,position,value,label,note\n";

// The findings of one printed row (the rest of a one-row table is omissions).
std::vector<Finding> at_row(const TableAudit& audit, std::size_t row) {
  std::vector<Finding> out;
  for (const auto& f : audit.findings) {
    if (f.row == row) out.push_back(f);
  }
  return out;
}

}  // namespace

// Fulke, "Of the men" (002 lines 523-531); each value is worked out here from the
// seed (position 1-4 is 2 4 6 8 or 3 5 7 9, line 523) by the rule the line states.
TEST_CASE("men: a man of each order accepted, a wrong one emended", "[audit][men]") {
  auto [army, shape, order, position, value, kind, emended] =
      GENERATE(table<std::string, std::string, int, int, long, std::string, long>({
          {"even", "round", 1, 3, 6, "", 0},              // line 523: the digit 6
          {"odd", "round", 2, 4, 9 * 9, "", 0},           // line 524: 9 x 9
          {"even", "triangle", 1, 3, 6 * 6 + 6, "", 0},   // line 527: 6 + 36
          {"odd", "triangle", 2, 4, 10 * 10, "", 0},      // line 528: (9+1)^2
          {"odd", "square", 1, 4, 90 + 100, "", 0},       // line 529: 90 + 100, the king
          {"even", "square", 2, 2, 9 * 9, "", 0},         // line 531: (2x4+1)^2
          {"even", "triangle", 1, 3, 43, "erratum", 42},  // one digit changed
          {"odd", "square", 2, 3, 25, "erratum", 225},    // a digit dropped (cf. 002 line 778)
          {"even", "round", 2, 2, 61, "erratum", 16},     // digits swapped
          {"odd", "square", 2, 1, 7, "unresolved", 0},    // 49: no single slip
      }));
  const std::string csv = kListHeader + "529," + army + "," + shape + "," + std::to_string(order) + "," +
                          std::to_string(position) + "," + std::to_string(value) + ",,\n";
  const auto findings = at_row(audit_text(csv, "men"), 1);
  INFO(csv);
  if (kind.empty()) {
    CHECK(findings.empty());
  } else {
    REQUIRE(findings.size() == 1);
    CHECK(name(findings[0].kind) == kind);
    if (emended) {
      REQUIRE(findings[0].emendation());
      CHECK(text_of(findings[0].emendation()->row) == std::to_string(emended));
    }
  }
}

// The even army's first triangles, n + n^2 at n = 2 4 6 8 (002 line 527): 6 20 42 72,
// worked out here. Two neighbouring rows that each print the other's man are one slip of
// the printer (the lines set in each other's place), an erratum on each row; the same
// numbers two rows apart, or a row printing a man another row should, are not.
// A label whose words are not all a rank, a shape and the words between: the word not
// read is reported; a third order is no order of men (002 line 523 gives two a shape).
TEST_CASE("men: an order label with the shape first, and what it cannot name", "[audit][men]") {
  const auto audit_label = [](const std::string& label) {
    return audit_text("line,army,order_label,position,value,note\n136,even,\"" + label + "\",1,2,\n", "men");
  };
  const auto unread = at_row(audit_label("Tondi del primo gradino"), 1);
  REQUIRE(unread.size() == 1);
  CHECK(unread[0].kind == FindingKind::NotRead);
  CHECK(unread[0].explanation.rfind("not read: 'gradino'", 0) == 0);
  const auto third = at_row(audit_label("Tondi del terzo ordine"), 1);
  REQUIRE(third.size() == 1);
  CHECK(third[0].kind == FindingKind::Unresolved);
}

TEST_CASE("men: two neighbouring rows that print each other's man", "[audit][men]") {
  std::vector<long> triangles;
  for (long n : {2, 4, 6, 8}) triangles.push_back(n + n * n);
  REQUIRE(triangles == std::vector<long>{6, 20, 42, 72});
  const auto table = [](const std::vector<long>& values) {
    std::string csv = kListHeader;
    for (std::size_t i = 0; i < values.size(); ++i)
      csv += "527,even,triangle,1," + std::to_string(i + 1) + "," + std::to_string(values[i]) + ",,\n";
    return csv;
  };
  AuditOptions partial;
  partial.omissions = false;
  const TableAudit swapped =
      audit_document(build_armies(), "men", {}, parse_csv(table({6, 42, 20, 72}), "t.csv"), "t.csv", partial);
  REQUIRE(swapped.findings.size() == 2);
  for (const auto& [f, row, other, meant] :
       {std::tuple{&swapped.findings[0], 2, 3, "20"}, std::tuple{&swapped.findings[1], 3, 2, "42"}}) {
    INFO(row);
    CHECK(f->row == static_cast<std::size_t>(row));
    CHECK(f->kind == FindingKind::Erratum);
    CHECK(f->who == FindingClass::Printer);
    REQUIRE(f->emendation());
    CHECK(text_of(f->emendation()->row) == meant);
    CHECK(f->emendation()->slip.kind == SlipKind::RowsExchanged);
    CHECK(f->emendation()->slip.other_row == static_cast<std::size_t>(other));
  }
  // Rows 1 and 3 exchanged: not neighbours, each left as no single slip explains it.
  const TableAudit apart =
      audit_document(build_armies(), "men", {}, parse_csv(table({42, 20, 6, 72}), "t.csv"), "t.csv", partial);
  REQUIRE(apart.findings.size() == 2);
  for (const Finding& f : apart.findings) CHECK(f.kind == FindingKind::Unresolved);
  // Row 2 prints row 3's man and row 3 prints its own: no exchange.
  const TableAudit once =
      audit_document(build_armies(), "men", {}, parse_csv(table({6, 42, 42, 72}), "t.csv"), "t.csv", partial);
  REQUIRE(once.findings.size() == 1);
  CHECK(once.findings[0].kind == FindingKind::Unresolved);
}

TEST_CASE("men: the modern basics' labels name the order", "[audit][men]") {
  // 002 lines 135-180: "1st Rounds (x)" ... "2nd Squares ((2x + 1)2)". The value is
  // the man of the label's order for the seed of the position (line 123: 2 4 6 8).
  auto [label, position, value] = GENERATE(table<std::string, int, long>({
      {"1st Rounds (x)", 2, 4},
      {"2nd Rounds (x2)", 3, 6 * 6},
      {"1st Triangles (x + x2)", 4, 8 + 64},
      {"2nd Triangles ((x + 1)2)", 1, 3 * 3},
      {"1st Squares (x + x2 + (x + 1)2)", 2, 4 + 16 + 25},
      {"2nd Squares ((2x + 1)2)", 4, 17 * 17},
      {"first round", 1, 2},
      {"second Squares", 1, 5 * 5},
      // The shape first, its order's rank after, as Italian, French, Latin and German
      // set them, "order" cut short too.
      {"Tondi del primo ordine", 2, 4},
      {"Triangoli del secondo ord.", 1, 3 * 3},
      {"Rounds of the first order", 4, 8},
      {"Quarrez du second ordre", 1, 5 * 5},
      {"Rotundi primi ordinis", 3, 6},
      {"Viereck der ersten Ordnung", 2, 4 + 16 + 25},
  }));
  const std::string csv = "line,army,order_label,position,value,note\n136,even,\"" + label + "\"," +
                          std::to_string(position) + "," + std::to_string(value) + ",\n";
  INFO(csv);
  CHECK(at_row(audit_text(csv, "men"), 1).empty());
}

TEST_CASE("men: what a list cannot say", "[audit][men]") {
  auto [csv, kind, explanation] = GENERATE(table<std::string, FindingKind, std::string>({
      {"line,army,order_label,position,value,note\n136,even,Third Rounds (x),1,2,\n", FindingKind::Unresolved,
       "the row names no order of men (columns shape and order, e.g. round 1, or order_label, e.g. \"1st "
       "Rounds "
       "(x)\")"},
      {kListHeader + "523,even,round,1,5,2,,\n", FindingKind::Unresolved,
       "position 5 is not a place among the 4 seeds of the even army"},
      {"line,army,order_label,position,value,note\n154,even,1st Triangles (x + x3),1,6,\n",
       FindingKind::Unresolved, "the printed rule 'x + x3' gives 10 at n = 2, but n^2+n at n = 2 is 6"},
      {kListHeader + "529,even,square,1,2,45,the kynge,\n", FindingKind::Unresolved,
       "labelled 'the kynge', but the even king is 91, the sum of his pyramid"},
  }));
  INFO(csv);
  const auto findings = at_row(audit_text(csv, "men"), 1);
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].kind == kind);
  CHECK(findings[0].explanation == explanation);
}

TEST_CASE("men: the order named in another language", "[audit][men]") {
  // The order's shape and rank as the other books name them: the value is the man of
  // that order for the seed of the position (2 4 6 8), worked out here.
  auto [shape, order_label, position, value] = GENERATE(table<std::string, std::string, int, long>({
      {"quarré", "", 2, 4 + 16 + 25},        // the first squares: n + n^2 + (n+1)^2 at n = 4
      {"Dreyeck", "", 3, 6 + 36},            // the first triangles: n + n^2 at n = 6
      {"", "premier Rondz", 4, 8},           // the first rounds: n at n = 8
      {"", "secundus quadratus", 1, 5 * 5},  // the second squares: (2n+1)^2 at n = 2
      {"", "2e Triangles", 1, 3 * 3},        // the second triangles: (n+1)^2 at n = 2
  }));
  const auto csv = [&](long v) {
    return "line,army,shape,order,order_label,position,value,note\n1,even," + shape + "," +
           (shape.empty() ? "" : "1") + "," + order_label + "," + std::to_string(position) + "," +
           std::to_string(v) + ",\n";
  };
  INFO(csv(value));
  CHECK(at_row(audit_text(csv(value), "men"), 1).empty());
  // Its last digit changed: an erratum mended to him, so the words were read as that
  // order and not another.
  const auto findings = at_row(audit_text(csv(value % 10 == 9 ? value - 1 : value + 1), "men"), 1);
  REQUIRE(findings.size() == 1);
  REQUIRE(findings[0].emendation());
  CHECK(text_of(findings[0].emendation()->row) == std::to_string(value));
  // The same row with its columns in another order, and only those it fills (no empty
  // shape and order beside a label, or no label beside a shape), read alike.
  const std::string reordered = shape.empty()
                                    ? "value,order_label,position,army\n" + std::to_string(value) + "," +
                                          order_label + "," + std::to_string(position) + ",even\n"
                                    : "order,value,shape,army,position\n1," + std::to_string(value) + "," +
                                          shape + ",even," + std::to_string(position) + "\n";
  INFO(reordered);
  CHECK(at_row(audit_text(reordered, "men", {{"language", "french"}}), 1).empty());
}

TEST_CASE("men: a shape or rank no language names is a word not read", "[audit][men]") {
  // "Kugel" and "dernier" name no shape and no rank in the vocabulary: each is reported
  // once, with every row that prints it, and those rows are not judged (the second
  // "Kugel" row's 999 is no man, yet no erratum is said of it).
  const std::string csv =
      "line,army,shape,order,order_label,position,value,note\n"
      "1,even,Kugel,1,,1,2,\n"
      "2,even,Kugel,1,,2,999,\n"
      "3,even,,,dernier Rounds,3,6,\n"
      "4,even,round,1,,4,8,\n";
  const TableAudit a = audit_text(csv, "men", {{"language", "german"}});
  const auto not_read = of_kind(a, FindingKind::NotRead);
  REQUIRE(not_read.size() == 2);
  CHECK(not_read[0].explanation.rfind("not read: 'Kugel' (German)", 0) == 0);
  CHECK(not_read[0].explanation.find("rows 1, 2") != std::string::npos);
  CHECK(not_read[1].explanation.rfind("not read: 'dernier' (German)", 0) == 0);
  CHECK(of_kind(a, FindingKind::Erratum).empty());
  CHECK(of_kind(a, FindingKind::Unresolved).empty());
  CHECK(at_row(a, 4).empty());
}

TEST_CASE("men: a man a row not read may print is not said to be missing", "[audit][men]") {
  // 2 armies x 6 orders x 4 seeds (002 lines 522-523).
  const std::size_t men = 2 * 6 * 4;
  // The even seeds 2 4 6 8 (line 523) are the first order of rounds: four rows whose
  // shape is not read, each printing the number of the man of its place in that order.
  std::string csv = "line,army,shape,order,position,value,note\n";
  for (int k = 1; k <= 4; ++k)
    csv += "1,even,Kugel,1," + std::to_string(k) + "," + std::to_string(2 * k) + ",\n";
  const TableAudit seeds = audit_text(csv, "men", {{"language", "german"}});
  CHECK(of_kind(seeds, FindingKind::NotRead).size() == 1);
  const auto omitted = of_kind(seeds, FindingKind::Omission);
  CHECK(omitted.size() == men - 4);
  for (const Finding& f : omitted) {
    INFO(f.explanation);
    CHECK_FALSE((f.keys.at(0) == "even" && f.keys.at(1) == "round" && f.keys.at(2) == "1"));
  }
  // A number no man of the even army's first place bears (999): the row may be any of
  // the six orders' men of that place, and none of them is said to be missing.
  const TableAudit any = audit_text("line,army,shape,order,position,value,note\n1,even,Kugel,2,1,999,\n",
                                    "men", {{"language", "german"}});
  CHECK(of_kind(any, FindingKind::Omission).size() == men - 6);
  CHECK(of_kind(any, FindingKind::Erratum).empty());
}

TEST_CASE("men: the label's rule read with literal superscripts disagrees", "[audit][men]") {
  // "2nd Rounds (x2)" (002 line 144): x2 read as x times 2 gives 4 at x = 2, as x
  // squared also 4, but at x = 4 it gives 8 for 16.
  const std::string csv = "line,army,order_label,position,value,note\n145,even,2nd Rounds (x2),1,4,\n";
  CHECK(audit_text(csv, "men").findings.size() == 47);  // the other 47 men are omitted
  const auto literal = at_row(audit_text(csv, "men", {{"superscripts", "literal"}}), 1);
  REQUIRE(literal.size() == 1);
  CHECK(literal[0].explanation == "the printed rule 'x2' gives 8 at n = 4, but n^2 at n = 4 is 16");
}

TEST_CASE("men: duplicates and omissions", "[audit][men]") {
  const std::string csv = kListHeader + "523,even,round,1,1,2,,\n523,even,round,1,1,2,,\n";
  const TableAudit audit = audit_text(csv, "men");
  const auto dup = of_kind(audit, FindingKind::Duplicate);
  REQUIRE(dup.size() == 1);
  CHECK(dup[0].row == 2u);
  CHECK(dup[0].explanation == "repeats row 1: the first order of rounds of the even army, place 1");
  // 2 armies x 6 orders x 4 seeds (002 lines 522-523), less the one printed.
  CHECK(of_kind(audit, FindingKind::Omission).size() == 2 * 6 * 4 - 1);
}

TEST_CASE("men: Savard's grid, one row per order", "[audit][men]") {
  // 003 line 57: "15 45 91 153 28 66 120 190 (2n+1)*(n+1) superpartient ((2n+1)/(n+1))*"
  // as the fifth row; rows 1-4 are printed before it.
  const std::string head =
      "line,c1,c2,c3,c4,c5,c6,c7,c8,formula,ratio_kind,ratio,note\n"
      "53,2,4,6,8,3,5,7,9,n,,,\n54,4,16,36,64,9,25,49,81,n*n,multiplex,n*,\n"
      "55,6,20,42,72,12,30,56,90,n*(n+1),superparticular,((n+1)/n)*,\n"
      "56,9,25,49,81,16,36,64,100,(n+1)*(n+1),superparticular,((n+1)/n)*,\n";
  auto [row5, kind, explanation] = GENERATE(table<std::string, std::string, std::string>({
      {"57,15,45,91,153,28,66,120,190,(2n+1)*(n+1),superpartient,((2n+1)/(n+1))*,", "", ""},
      {"57,15,45,91,153,28,66,120,190,(2n+1)*(n+1),superparticular,((2n+1)/(n+1))*,", "unresolved",
       "15 : 9 = 5/3 is superpartient (superbipartiens tertias)"},
      {"57,15,45,91,153,28,66,120,190,(2n+1)*(n+2),superpartient,((2n+1)/(n+1))*,", "unresolved",
       "the printed rule '(2n+1)*(n+2)' gives 20 at n = 2, but (n^2+n)+(n+1)^2 at n = 2 is 15"},
      {"57,15,45,91,153,28,66,120,190,(2n+1)*(n+1),superpartient,((n+1)/n)*,", "unresolved",
       "at n = 2 the multiplier is 3/2 and 3/2 x 9 is not 15 (the ratio is 5/3)"},
      {"57,15,45,91,153,28,66,12,190,(2n+1)*(n+1),superpartient,((2n+1)/(n+1))*,", "erratum",
       "digit dropped: 0 in cell 7; read 15 45 91 153 28 66 120 190: the first order of squares, the even "
       "seeds "
       "then the odd: (n^2+n)+(n+1)^2 at n = 2, 4, 6, 8, 3, 5, 7, 9"},
  }));
  const std::string csv =
      head + row5 + "\n58,25,81,169,289,49,121,225,361,(2n+1)*(2n+1),superpartient,((2n+1)/(n+1))*,\n";
  const TableAudit audit = audit_text(csv, "men", {{"layout", "grid"}});
  INFO(row5);
  if (kind.empty()) {
    CHECK(audit.findings.empty());
  } else {
    REQUIRE(audit.findings.size() == 1);
    CHECK(audit.findings[0].row == 5u);
    CHECK(name(audit.findings[0].kind) == kind);
    CHECK(audit.findings[0].explanation == explanation);
  }
}

TEST_CASE("men: a grid short of rows omits the orders", "[audit][men]") {
  const TableAudit audit =
      audit_text("line,c1,c2,c3,c4,c5,c6,c7,c8,note\n53,2,4,6,8,3,5,7,9,\n", "men", {{"layout", "grid"}});
  const auto omitted = of_kind(audit, FindingKind::Omission);
  REQUIRE(omitted.size() == 5);
  // The second order of squares, (2n+1)^2 for 2 4 6 8 and 3 5 7 9 (002 line 531).
  CHECK(omitted.back().derived ==
        std::vector<std::string>{"25", "81", "169", "289", "49", "121", "225", "361"});
}

// The three printed derivations agree with the rules everywhere: checked by hand, line
// by line, against 002 lines 523-531 (Fulke), 002 lines 135-188 (modern basics) and
// 003 lines 53-58 (Savard), each number recomputed from its seed.
TEST_CASE("men: the printed derivations have no error", "[audit][men][tables]") {
  auto [file, rows] = GENERATE(table<std::string, std::size_t>({
      {"fulke-1563/men-orders.csv", 2 * 6 * 4},
      {"modern-basics/derivation.csv", 2 * 6 * 4},
      {"savard/derivation.csv", 6},
  }));
  const TableAudit audit = audit_transcribed(file);
  INFO(file);
  CHECK(audit.rows == rows);
  CHECK(audit.valid == rows);
  CHECK(audit.findings.empty());
}

TEST_CASE("men: an army no key names is bad input", "[audit][men]") {
  // The army is the transcriber's key (even, odd) or the book's word for it: a cell neither stops the audit
  // at its cell (line 3, after the header and the first row; byte 5, after "523,"), as a cell that is no
  // number does.
  try {
    audit_text(kListHeader + "523,even,round,1,1,2,,\n523,evne,round,1,2,4,,\n", "men");
    FAIL("no error");
  } catch (const DiagnosticError& e) {
    CHECK(std::string(e.what()) ==
          "test.csv:3:5: error: unknown army 'evne' (valid: even, odd, or the book's word for one of them)");
  }
}

// A table of the men keyed as army, place and value, each man's place in his army's
// whole list as the books list them (Barozzi, ocr/barozzi-1572/page-0015.txt to
// page-0022.txt: the first rounds, the second, the triangles, the squares), the army
// named by the book's word in each language. The men are worked out here from the
// seeds by the rules of 002 lines 523-531: n, n^2, n^2 + n, (n + 1)^2, their sum,
// (2n + 1)^2.
TEST_CASE("men: the men keyed by their place in the army's whole list", "[audit][men]") {
  const auto [even_word, odd_word] = GENERATE(table<std::string, std::string>({{"even", "odd"},
                                                                               {"Pari", "Dispari"},
                                                                               {"Pair", "Impair"},
                                                                               {"gerade", "ungerade"},
                                                                               {"paris", "imparis"}}));
  std::string csv = "army,position,value\n";
  const auto men = [](long n) {
    return std::vector<long>{
        n, n * n, n * n + n, (n + 1) * (n + 1), n * n + n + (n + 1) * (n + 1), (2 * n + 1) * (2 * n + 1)};
  };
  for (const auto& [word, seeds] : {std::pair{even_word, std::vector<long>{2, 4, 6, 8}},
                                    std::pair{odd_word, std::vector<long>{3, 5, 7, 9}}}) {
    for (std::size_t order = 0; order < 6; ++order) {
      for (std::size_t i = 0; i < seeds.size(); ++i) {
        csv += word + "," + std::to_string(order * 4 + i + 1) + "," + std::to_string(men(seeds[i])[order]) +
               "\n";
      }
    }
  }
  const TableAudit right = audit_text(csv, "men");
  CHECK(right.rows == 48);
  CHECK(right.findings.empty());
  // The even triangle of the second order on seed 4 is (4 + 1)^2 = 25, place 4 x 3 + 2 = 14:
  // printed 52, two digits swapped, it is found and mended.
  REQUIRE(csv.find("\n" + even_word + ",14,25\n") != std::string::npos);
  const std::string slipped = csv.replace(csv.find("\n" + even_word + ",14,25\n"), even_word.size() + 8,
                                          "\n" + even_word + ",14,52\n");
  const TableAudit wrong = audit_text(slipped, "men");
  REQUIRE(wrong.findings.size() == 1);
  REQUIRE(wrong.findings[0].emendation());
  CHECK(wrong.findings[0].emendation()->row == NumberRow{25});
}

// The armies named by their colours, with their articles, in each language: the reading
// white is inferred from the men each colour bears, and no right row is a finding. The
// men are worked out as in the test above; Fulke's white men are the even (002 line
// 876), a book may make them the odd.
TEST_CASE("men: armies named by colour, the reading white inferred", "[audit][men]") {
  const auto [white_word, black_word] =
      GENERATE(table<std::string, std::string>({{"the white", "the black"},
                                                {"Die Weissen", "Die Schwartzen"},
                                                {"li Bianchi", "li Neri"},
                                                {"les blancs", "les noirs"},
                                                {"albi", "nigri"}}));
  const auto men = [](long n) {
    return std::vector<long>{
        n, n * n, n * n + n, (n + 1) * (n + 1), n * n + n + (n + 1) * (n + 1), (2 * n + 1) * (2 * n + 1)};
  };
  for (const bool white_even : {true, false}) {
    std::string csv = "army,position,value\n";
    const std::vector<long> even{2, 4, 6, 8}, odd{3, 5, 7, 9};
    for (const auto& [word, seeds] :
         {std::pair{white_word, white_even ? even : odd}, std::pair{black_word, white_even ? odd : even}}) {
      for (std::size_t order = 0; order < 6; ++order) {
        for (std::size_t i = 0; i < seeds.size(); ++i)
          csv += word + "," + std::to_string(order * 4 + i + 1) + "," + std::to_string(men(seeds[i])[order]) +
                 "\n";
      }
    }
    INFO(white_word << (white_even ? ": white even" : ": white odd"));
    const TableAudit audit =
        audit_document(build_armies(), "men", {}, parse_csv(csv, "colours.csv"), "colours.csv", {}, {}, {});
    CHECK(audit.findings.empty());
    CHECK(audit.reading.find(white_even ? "white=even (inferred" : "white=odd (inferred") !=
          std::string::npos);
  }
}
