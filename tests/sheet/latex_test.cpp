#include "sheet/latex.hpp"

#include "catch.hpp"

#include <algorithm>
#include <string>

using namespace rithmo::latex;

TEST_CASE("latex: escape prints every special character as given", "[sheet]") {
  auto [text, want] = GENERATE(table<std::string, std::string>({
      {"plain 225", "plain 225"},
      {"a\\b", "a\\textbackslash{}b"},
      {"{x}", "\\{x\\}"},
      {"$5 & #3 50% a_b", "\\$5 \\& \\#3 50\\% a\\_b"},
      {"n^2+n", "n\\textasciicircum{}2+n"},
      {"~", "\\textasciitilde{}"},
      {"a<b>c|d", "a\\textless{}b\\textgreater{}c\\textbar{}d"},
      {"two\nlines\tand\rtab", "two lines and tab"},
      {"sesquialter 3:2 \xC3\x97 \xC3\xA9", "sesquialter 3:2 \xC3\x97 \xC3\xA9"},  // × é pass through
      // "--" would print an en dash, "---" an em dash: each hyphen stays one.
      {"rithmo rules --preset NAME", "rithmo rules -{}-preset NAME"},
      {"a---b", "a-{}-{}-b"},
      {"x-y", "x-y"},
      // A quotation opens with the opening mark, closes with the closing one; an
      // apostrophe inside a word stays one.
      {"002:504 '.8. in breadth'", "002:504 `.8. in breadth'"},
      {"'a' ('b') ['c']", "`a' (`b') [`c']"},
      {"Fulke's", "Fulke's"},
      {"`", "\\textasciigrave{}"},
  }));
  CHECK(escape(text) == want);
}

TEST_CASE("latex: escape refuses what cannot be typeset", "[sheet]") {
  CHECK_THROWS_WITH(escape(std::string("ab\x01", 3)), "control character 1 at byte 2");
  CHECK_THROWS_WITH(escape("x\x7f"), "control character 127 at byte 1");
  CHECK_THROWS_WITH(escape("a\xff"), "invalid UTF-8 at byte 1");
  CHECK_THROWS_WITH(escape("\xC3"), "invalid UTF-8 at byte 0");
  CHECK_THROWS_WITH(escape("\xC3x"), "invalid UTF-8 at byte 0");
  CHECK_THROWS_AS(escape("\xC0\x80"), LatexTextError);  // overlong
}

TEST_CASE("latex: papers by name", "[sheet]") {
  CHECK(kPaperNames.parse("a4") == Paper::A4);
  CHECK(kPaperNames.parse("letter") == Paper::Letter);
  CHECK_FALSE(kPaperNames.parse("A4").has_value());
  CHECK(name(Paper::Letter) == "letter");
}

TEST_CASE("latex: pdf strings escape parentheses and drop the rest", "[sheet]") {
  CHECK(pdf_string("men (a4), sha256:0f") == "men \\string\\(a4\\string\\), sha256:0f");
  CHECK(pdf_string("a\\b{c}%$ caf\xC3\xA9") == "abc caf");
}

TEST_CASE("latex: a document is complete and carries no date", "[sheet]") {
  Document d(Paper::Letter, "Men & kings", "rithmo 0.1.0 sheet men inputs 12ab");
  d.add("Body text.");
  const std::string s = d.str();
  CHECK(s.rfind("% rithmo 0.1.0 sheet men inputs 12ab\n", 0) == 0);
  CHECK(s.find("\\pdfinfoomitdate=1") != std::string::npos);
  CHECK(s.find("\\pdftrailerid{}") != std::string::npos);
  CHECK(s.find("\\pdfsuppressptexinfo=-1") != std::string::npos);
  CHECK(s.find("letterpaper") != std::string::npos);
  CHECK(s.find("a4paper") == std::string::npos);
  CHECK(s.find("Men \\& kings") != std::string::npos);
  CHECK(s.find("/Title (Men  kings)") != std::string::npos);
  CHECK(s.find("Body text.\n\\end{document}\n") != std::string::npos);
  CHECK(s.find("\\today") == std::string::npos);
  CHECK(std::count(s.begin(), s.end(), '{') == std::count(s.begin(), s.end(), '}'));
  CHECK(Document(Paper::A4, "t", "s").str().find("a4paper") != std::string::npos);
}

TEST_CASE("latex: tabular rows and rules", "[sheet]") {
  Tabular t{"lr", {"kind", "count"}, {{"arithmetic", "62"}, {"musical", "18"}}, {1}};
  CHECK(t.str() ==
        "\\begin{tabular}{lr}\n\\toprule\nkind & count \\\\\n\\midrule\narithmetic & 62 \\\\\n\\midrule\n"
        "musical & 18 \\\\\n\\bottomrule\n\\end{tabular}");
  t.rows.push_back({"one cell"});
  CHECK_THROWS_WITH(t.str(), "tabular row 3 has 1 cells, the header 2");
}
