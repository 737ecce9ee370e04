#include "sheet/sheets.hpp"

#include "arrays/arrays.hpp"
#include "audit/report.hpp"
#include "harmony/proportion.hpp"
#include "men/cossic.hpp"
#include "play/draughts.hpp"
#include "play/opening.hpp"
#include "play/outcome.hpp"
#include "play/position.hpp"
#include "play/rules.hpp"
#include "report/digest.hpp"
#include "report/table.hpp"
#include "sheet/figures.hpp"
#include "taking/taking.hpp"
#include "taking/two_men.hpp"
#include "text/join.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <stdexcept>

namespace rithmo::sheet {

namespace {

using latex::escape;

std::string num(const mpz_class& v) { return v.get_str(); }

std::string num(const Rational& r) {
  return r.is_integer() ? r.numerator().get_str() : r.numerator().get_str() + "/" + r.denominator().get_str();
}

// A small figure standing on the text's baseline, for tables and legends.
std::string icon(Figure f, Ink ink, long size = 1100) {
  return "\\raisebox{-0.2\\height}{" + figure_picture(f, ink, size, "") + "}";
}

// A figure with its number inside, centred on the text line.
std::string numbered(Figure f, Ink ink, long size, const std::string& label) {
  return "\\raisebox{-0.35\\height}{" +
         figure_picture(f, ink, size, "\\sffamily\\bfseries\\footnotesize " + label) + "}";
}

std::string army_title(Army a) { return a == Army::Even ? "Even army (white)" : "Odd army (black)"; }

std::string plural(Shape s) {
  switch (s) {
    case Shape::Round:
      return "Rounds";
    case Shape::Triangle:
      return "Triangles";
    case Shape::Square:
      return "Squares";
  }
  return "";
}

// The rule's formula in math mode: the library writes it with n, digits, ^, + and
// parentheses only, all of which mean the same in math.
std::string math_formula(Rule r) {
  const std::string f(formula(r));
  const bool plain = std::all_of(f.begin(), f.end(), [](char c) {
    return c == 'n' || c == '^' || c == '+' || c == '(' || c == ')' || (c >= '0' && c <= '9');
  });
  return plain ? "$" + f + "$" : escape(f);
}

std::string numbers_text(const std::vector<mpz_class>& v, std::string_view sep) {
  return join(v, sep, [](const mpz_class& n) { return num(n); });
}

std::string seeds_text(const std::vector<long>& seeds) {
  return join(seeds, ", ", [](long n) { return std::to_string(n); });
}

std::string legend_armies() {
  return icon(Figure::Round, Ink::White) + "\\," + icon(Figure::Triangle, Ink::White) + "\\," +
         icon(Figure::Square, Ink::White) + " even army: white figures, black numbers\\quad " +
         icon(Figure::Round, Ink::Black) + "\\," + icon(Figure::Triangle, Ink::Black) + "\\," +
         icon(Figure::Square, Ink::Black) + " odd army: black figures, white numbers";
}

std::string section(const std::string& title) {
  return "\n\\medskip{\\large\\bfseries " + escape(title) + "\\par}\\smallskip\n";
}

// Lines of numbers set in columns, small.
std::string columns_of(const std::vector<std::string>& lines, int columns) {
  if (lines.empty()) return "(none)\\par\n";
  std::string s = "{\\small\\begin{multicols}{" + std::to_string(columns) + "}\\raggedcolumns\n";
  for (const auto& l : lines) s += l + "\\par\n";
  return s + "\\end{multicols}}\n";
}

// A number right-aligned in a box wide enough for three digits, so that lists of
// numbers line up in columns.
std::string cell(const std::string& n) { return "\\makebox[2.2em][r]{" + n + "}"; }

std::string triple_text(const Triple& t) { return cell(num(t[0])) + cell(num(t[1])) + cell(num(t[2])); }

std::string pool_text(const PoolOptions& p, std::size_t size) {
  return "The numbers are the " + std::to_string(size) + " distinct numbers of the men of " +
         (p.armies == PoolArmies::Both ? std::string("both armies")
                                       : "the " + std::string(name(p.armies)) + " army") +
         (p.men.pyramid_totals ? ", the kings counted by their totals" : ", the kings' totals left out") +
         (p.men.pyramid_layers ? ", the kings' layers counted" : "") + ".";
}

// --- men -----------------------------------------------------------------------------

// A man's cells in the men table: seed, figure and number, ratio, Latin name.
std::string man_cells(const Man* m) {
  if (!m) return " & & & ";
  const Figure f = figure_of(m->shape, m->is_pyramid, m->army);
  std::string value = icon(f, ink_of(m->army)) + "\\ " + num(m->value);
  if (m->is_pyramid) value += " \\textit{king}";
  return std::to_string(m->seed) + " & " + value + " & " +
         (m->ratio ? num(m->ratio->ratio.numerator()) + ":" + num(m->ratio->ratio.denominator()) : "") +
         " & " + (m->ratio ? "\\textit{" + escape(m->ratio->latin) + "}" : "");
}

// The pyramid from the top layer down (the order of 002 line 532), each layer's
// figure with its number and, beneath, the root it is the square of; then the total.
std::string pyramid_row(const Pyramid& p) {
  const Ink ink = ink_of(p.army);
  std::string figures, roots;
  for (auto it = p.layers.rbegin(); it != p.layers.rend(); ++it) {
    const bool first = it == p.layers.rbegin();
    figures += std::string(first ? "" : " & $+$ & ") +
               numbered(figure_of(it->shape, false, p.army), ink, 2200, num(it->value));
    roots += std::string(first ? "" : " & & ") + "$" + std::to_string(it->root) + "^2$";
  }
  figures += " & $=$ & " + numbered(figure_of(Shape::Square, true, p.army), ink, 3000, num(p.total()));
  roots += " & & total";
  const std::size_t columns = 2 * p.layers.size() + 1;
  return "\\begin{tabular}{@{}*{" + std::to_string(columns) + "}{c@{\\hspace{3pt}}}@{}}\n" + figures +
         " \\\\\n" + roots + " \\\\\n\\end{tabular}";
}

}  // namespace

std::string men_sheet(const SheetInputs& in, const SheetContext&) {
  const Armies armies = build_armies(in.armies);
  std::string s;
  s += "Each man is derived from his seed $n$ by the rule of his order, and stands to the man of the same "
       "seed "
       "one order before in the Boethian ratio shown (Fulke 1563, ``Of the men'' and ``The reason of these "
       "numbers''). Seeds: even " +
       seeds_text(in.armies.seeds.even) + "; odd " + seeds_text(in.armies.seeds.odd) + ".\\par\\smallskip\n";
  s += "{\\small " + legend_armies() + "}\\par\\medskip\n";
  s += "{\\small\\setlength{\\tabcolsep}{4pt}\\renewcommand{\\arraystretch}{1.08}\n";
  s += "\\begin{tabular}{rrll@{\\hspace{12pt}}rrll}\n\\toprule\n";
  s += "\\multicolumn{4}{c}{" + army_title(Army::Even) + "} & \\multicolumn{4}{c}{" + army_title(Army::Odd) +
       "} \\\\\n\\cmidrule(r{12pt}){1-4}\\cmidrule{5-8}\n";
  s += "$n$ & number & ratio & Latin name & $n$ & number & ratio & Latin name \\\\\n";
  for (std::size_t k = 0; k < std::size(kRules); ++k) {
    const Rule rule = kRules[k];
    std::vector<const Man*> even, odd;
    for (const Man& m : armies.even)
      if (m.rule == rule) even.push_back(&m);
    for (const Man& m : armies.odd)
      if (m.rule == rule) odd.push_back(&m);
    const Shape shape = shape_of(rule);
    s += "\\midrule\n\\multicolumn{8}{l}{" + icon(figure_of(shape, false, Army::Even), Ink::White) +
         "\\ \\textbf{" + plural(shape) + ", " + (shape_order(rule) == 1 ? "first" : "second") +
         " order} \\quad rule " + math_formula(rule) + "} \\\\\n";
    for (std::size_t i = 0; i < std::max(even.size(), odd.size()); ++i) {
      s += man_cells(i < even.size() ? even[i] : nullptr) + " & " +
           man_cells(i < odd.size() ? odd[i] : nullptr) + " \\\\\n";
    }
  }
  s += "\\bottomrule\n\\end{tabular}}\\par\n";
  s += "{\\footnotesize The ratio is the man's to the man of his seed one order before: multiplex for the "
       "second "
       "order of rounds, superparticular for the triangles, superpartient for the squares.}\\par\n";

  s += section("The kings: pyramids of squares");
  s += "{\\small Each king is a pyramid whose layers are the squares of his roots (Fulke, ``Of the kings''); "
       "the "
       "even king is pointed, the odd king ``riseth not to the poynct of one''. The king's number is the sum "
       "of "
       "his layers.}\\par\\smallskip\n";
  for (Army a : {Army::Even, Army::Odd}) {
    const Man* stands = nullptr;
    for (const Man& m : armies.men(a))
      if (m.is_pyramid) stands = &m;
    const std::string where = stands ? "he stands on the board as the " + std::string(name(stands->shape)) +
                                           " " + num(stands->value) + " of the " +
                                           (shape_order(stands->rule) == 1 ? "first" : "second") +
                                           " order (seed " + std::to_string(stands->seed) + ")"
                                     : "no " + std::string(name(a)) + " man has his number";
    s += "\\smallskip\\textbf{The " + std::string(name(a)) + " king}: {\\small " + where +
         ".}\\par\\smallskip\n" + pyramid_row(armies.king(a)) + "\\par\n";
  }
  return s;
}

// --- arrays ----------------------------------------------------------------------------

namespace {

constexpr long kCell = 3600;        // a board square: 36pt
constexpr long kRankMargin = 1400;  // room for the rank numbers at the left
constexpr long kFileMargin = 1200;  // room for the file letters below

std::string ordinal(int kind) {
  switch (kind) {
    case 1:
      return "first";
    case 2:
      return "second";
    case 3:
      return "third";
  }
  return std::to_string(kind) + "th";
}

// The table's folder and file ("fulke-1563/array-first-kind.csv"): what names it
// whatever path it was read from, so that the sheet does not depend on the path.
std::string short_name(const std::string& path) {
  const std::filesystem::path p(path);
  return (p.parent_path().filename() / p.filename()).generic_string();
}

// The board with the array on it. Its squares are named as `rithmo position` and the
// moves name them (play::Geometry): files a, b, ... from the left, ranks 1, 2, ... from
// the bottom; the drawing's row r from the top (place_array's rank) is rank
// ranks - r + 1.
std::string board_picture(const BoardArray& a) {
  const long ranks = a.placement.board.ranks, files = a.placement.board.files;
  const long width = kRankMargin + files * kCell, height = ranks * kCell;
  std::string s = "{\\setlength{\\unitlength}{" + std::string(kUnitLength) + "}\\begin{picture}(" +
                  std::to_string(width) + "," + std::to_string(height + kFileMargin) + ")(0," +
                  std::to_string(-kFileMargin) + ")\n";
  // The squares in two colours, "a doble chesse bord" (002 line 504); row 1 at the top.
  s += "{\\color{boardgrey}";
  for (long r = 1; r <= ranks; ++r)
    for (long f = 1; f <= files; ++f)
      if ((r + f) % 2 == 1) s += bar(kRankMargin + (f - 1) * kCell, (ranks - r) * kCell, kCell, kCell);
  s += "}\n";
  // The edge of the board.
  const long edge = 60;
  s += bar(kRankMargin - edge, -edge, files * kCell + 2 * edge, edge) +
       bar(kRankMargin - edge, height, files * kCell + 2 * edge, edge) +
       bar(kRankMargin - edge, 0, edge, height) + bar(kRankMargin + files * kCell, 0, edge, height) + "\n";
  for (long r = 1; r <= ranks; ++r) {
    s += "\\put(" + std::to_string(kRankMargin / 2 - 100) + "," +
         std::to_string((ranks - r) * kCell + kCell / 2) + "){\\makebox(0,0){\\scriptsize " +
         play::Geometry::rank_name(static_cast<int>(ranks - r)) + "}}";
  }
  for (long f = 1; f <= files; ++f) {
    s += "\\put(" + std::to_string(kRankMargin + (f - 1) * kCell + kCell / 2) + "," +
         std::to_string(-edge - kFileMargin / 2) + "){\\makebox(0,0){\\scriptsize " +
         play::Geometry::file_name(static_cast<int>(f - 1)) + "}}";
  }
  s += "\n";
  for (const PlacedMan& m : a.men) {
    s += draw_figure(figure_of(m.shape, m.king, m.army), ink_of(m.army), kRankMargin + (m.file - 1) * kCell,
                     (ranks - m.rank) * kCell, kCell, "\\sffamily\\bfseries\\small " + num(m.value)) +
         "\n";
  }
  return s + "\\end{picture}}";
}

// Boissière's array: his squares «aux 4. quarres d'vn chacun des deux coings du tablier»
// (page 0038 line 11), each army at its end of the board, drawn as Fulke's first kind.
bool is_boissiere(const ArrayTable& t) { return t.package == "boissiere-1556"; }

std::string array_page(const ArrayTable& t, const Armies& armies) {
  ArrayPlacement placement = ArrayPlacement::fulke(t.kind);
  if (is_boissiere(t)) placement.behind = 0;
  const BoardArray a = place_array(t.table, armies, placement);
  long first_line = 0, last_line = 0;
  for (const PlacedMan& m : a.men) {
    first_line = first_line ? std::min(first_line, m.source_line) : m.source_line;
    last_line = std::max(last_line, m.source_line);
  }
  const Army bottom = other(a.top);
  const long n = a.rows_per_army, ranks = placement.board.ranks, behind = placement.behind;
  std::string s;
  if (is_boissiere(t)) {
    s = "{\\large\\bfseries Boissière's game\\par}\\smallskip\n";
    s += "{\\small The array as Boissière 1556 places it in words («La vraye disposition de tout le ieu», "
         "page 0038 lines 7--26; table \\texttt{" +
         escape(short_name(t.table.name)) + "}).}\\par\\medskip\n";
  } else {
    s = "{\\large\\bfseries The " + ordinal(t.kind) + " kind of play\\par}\\smallskip\n";
    s += "{\\small The array as Fulke 1563 draws it (source 002, lines " + std::to_string(first_line) + "--" +
         std::to_string(last_line) + "; table \\texttt{" + escape(short_name(t.table.name)) +
         "}).}\\par\\medskip\n";
  }
  s += "\\begin{minipage}[t]{" + points(kRankMargin + placement.board.files * kCell + 400) +
       "}\\vspace{0pt}\n" + board_picture(a) + "\n\\end{minipage}\\hfill\n";
  s += "\\begin{minipage}[t]{\\dimexpr\\textwidth-" +
       points(kRankMargin + placement.board.files * kCell + 1400) + "\\relax}\\vspace{0pt}\\small\n";
  const auto rank = [ranks](long row) { return play::Geometry::rank_name(static_cast<int>(ranks - row)); };
  s += "\\textbf{The board} " + std::to_string(placement.board.files) + " squares in breadth, " +
       std::to_string(ranks) + " in length. A square is named by its file, " + play::Geometry::file_name(0) +
       "--" + play::Geometry::file_name(static_cast<int>(placement.board.files - 1)) +
       " from the left, and its rank, " + rank(ranks) + "--" + rank(1) +
       " from the bottom, as \\texttt{rithmo position} and the moves write it (" +
       play::Geometry::file_name(2) + rank(behind + 1) + ").\\par\\medskip\n";
  s += "\\textbf{" + army_title(a.top) + "}: printed rows 1--" + std::to_string(n) + ", on ranks " +
       rank(behind + n) + "--" + rank(behind + 1) + ".\\par\n";
  s += "\\textbf{" + army_title(bottom) + "}: printed rows " + std::to_string(n + 1) + "--" +
       std::to_string(2 * n) + ", on ranks " + rank(ranks - behind) + "--" + rank(ranks - behind - n + 1) +
       ".\\par\n";
  s += std::string(behind == 0 ? "Each army stands at its end of the board."
                               : std::to_string(behind) + " empty ranks behind each army.") +
       (is_boissiere(t) ? " Each man stands on the square across the breadth the table gives."
                        : " A printed row of fewer men than the board is broad is centred.") +
       "\\par\\medskip\n";
  s += "\\textbf{The figures}\\par\\smallskip\n\\begin{tabular}{@{}cc@{\\ }l@{}}\n";
  s += icon(Figure::Round, Ink::White, 1400) + " & " + icon(Figure::Round, Ink::Black, 1400) +
       " & round\\\\\n";
  s += icon(Figure::Triangle, Ink::White, 1400) + " & " + icon(Figure::Triangle, Ink::Black, 1400) +
       " & triangle\\\\\n";
  s += icon(Figure::Square, Ink::White, 1400) + " & " + icon(Figure::Square, Ink::Black, 1400) +
       " & square\\\\\n";
  s += icon(Figure::PointedPyramid, Ink::White, 1400) + " & " + icon(Figure::FlatPyramid, Ink::Black, 1400) +
       " & king (pyramid)\\\\\n\\end{tabular}\\par\\smallskip\n";
  s += "Even: white figures, black numbers. Odd: black figures, white numbers. A king bears his pyramid's "
       "total; the even king is pointed, the odd king is not.\\par\n";
  s += "\\end{minipage}\n";
  return s;
}

}  // namespace

std::string arrays_sheet(const SheetInputs& in, const SheetContext&) {
  if (in.arrays.empty()) throw std::invalid_argument("the arrays sheet needs the transcribed arrays");
  const Armies armies = build_armies(in.armies);
  std::vector<const ArrayTable*> tables;
  for (const auto& t : in.arrays) tables.push_back(&t);
  // Fulke's three kinds in order, then Boissière's.
  std::sort(tables.begin(), tables.end(), [](const ArrayTable* a, const ArrayTable* b) {
    return std::pair(is_boissiere(*a), a->kind) < std::pair(is_boissiere(*b), b->kind);
  });
  std::string s;
  for (std::size_t i = 0; i < tables.size(); ++i) {
    if (i) s += "\\newpage\n";
    s += array_page(*tables[i], armies);
  }
  return s;
}

// --- proportions -------------------------------------------------------------------------

namespace {

std::string set_text(const std::vector<mpz_class>& v) {
  std::string s;
  for (const auto& n : v) s += cell(num(n));
  return s;
}

// How a kind of proportion shows in the numbers that witness it, worked: arithmetic
// "3 - 2 = 4 - 3 = 1", geometric "4 : 2 = 8 : 4 = 2" (or, four in two equal ratios,
// "2 : 3 = 4 : 6 = 2/3"), musical "6 : 3 = (6 - 4) : (4 - 3) = 2" (the definitions at
// the head of the sheet).
std::string witness_text(const KindWitness& w) {
  const auto& n = w.numbers;
  const auto ratio = [](const mpz_class& a, const mpz_class& b) { return num(Rational(a, b)); };
  std::string s;
  if (w.kind == Proportion::Arithmetic) {
    s = num(n[1]) + " - " + num(n[0]) + " = " + num(n[2]) + " - " + num(n[1]) + " = " +
        num(mpz_class(n[1] - n[0]));
  } else if (w.kind == Proportion::Geometric && n.size() == 4) {
    s = num(n[0]) + " : " + num(n[1]) + " = " + num(n[2]) + " : " + num(n[3]) + " = " + ratio(n[0], n[1]);
  } else if (w.kind == Proportion::Geometric) {
    s = num(n[1]) + " : " + num(n[0]) + " = " + num(n[2]) + " : " + num(n[1]) + " = " + ratio(n[1], n[0]);
  } else {
    s = num(n[2]) + " : " + num(n[0]) + " = (" + num(n[2]) + " - " + num(n[1]) + ") : (" + num(n[1]) + " - " +
        num(n[0]) + ") = " + ratio(n[2], n[0]);
  }
  return "$" + s + "$";
}

// A triumph of the grade worked, as the cells of a row: the grade, the first set the
// derivation gives, and for each kind it shows the numbers that witness it, worked
// (harmony/triumph.hpp, kinds_witnessed).
std::vector<std::string> worked_triumph(const std::string& grade, const TriumphSet& set,
                                        const TriumphOptions& options) {
  std::string shown;
  for (const KindWitness& w : kinds_witnessed(set.numbers, options)) {
    if (!set.kinds.has(w.kind)) continue;
    shown += std::string(shown.empty() ? "" : "\\newline ") + std::string(name(w.kind)) + ", " +
             numbers_text(w.numbers, " ") + ": " + witness_text(w);
  }
  return {escape(grade), numbers_text(set.numbers, " "), shown};
}

}  // namespace

std::string proportions_sheet(const SheetInputs& in, const SheetContext&) {
  const Armies armies = build_armies(in.armies);
  const auto pool = make_pool(armies, in.pool);
  std::string s;
  s += "{\\small Three numbers $a<b<c$ stand in arithmetic proportion when $b-a=c-b$, in geometric when "
       "$b:a=c:b$, "
       "in musical when $c:a=(c-b):(b-a)$. " +
       pool_text(in.pool, pool.size()) + "}\\par\\medskip\n";
  latex::Tabular counts{"lr", {"proportion", "count"}, {}, {}};
  std::vector<std::vector<Triple>> found;
  for (Proportion p : kProportions) {
    found.push_back(proportions(p, pool));
    counts.rows.push_back({std::string(name(p)), std::to_string(found.back().size())});
  }
  s += counts.str() + "\\par\n";
  for (std::size_t i = 0; i < found.size(); ++i) {
    s += section(std::string(1, static_cast<char>(std::toupper(name(kProportions[i])[0]))) +
                 std::string(name(kProportions[i]).substr(1)) + ": " + std::to_string(found[i].size()));
    std::vector<std::string> lines;
    for (const Triple& t : found[i]) lines.push_back(triple_text(t));
    s += columns_of(lines, 6);
  }

  const TriumphOptions& t = in.triumphs;
  const auto great = triumphs(Grade::Great, pool, t);
  struct Greater {
    std::string pair;
    std::vector<TriumphSet> sets;
  };
  std::vector<Greater> greater;
  for (const char* p : {"arithmetic+geometric", "arithmetic+musical", "geometric+musical"}) {
    greater.push_back({p, triumphs(Grade::Greater, pool, t, parse_kind_pair(p))});
  }
  const auto greatest = triumphs(Grade::Greatest, pool, t);
  s += section("A triumph of each grade, worked");
  s += "{\\small The first set the derivation gives of each grade (and of each pair of kinds for the "
       "greater), and in it the numbers that show each kind of proportion, worked by the definitions above. "
       "Every set is listed on the next page.}\\par\\smallskip\n";
  latex::Tabular worked{
      ">{\\raggedright}p{0.2\\textwidth}>{\\raggedright}p{0.14\\textwidth}"
      ">{\\raggedright\\arraybackslash}p{0.6\\textwidth}",
      {"grade", "numbers", "the proportions they show"},
      {},
      {1, 2, 3, 4}};
  const auto work = [&](const std::string& grade, const std::vector<TriumphSet>& sets) {
    if (!sets.empty()) worked.rows.push_back(worked_triumph(grade, sets.front(), t));
  };
  work("great", great);
  for (const auto& g : greater) work("greater, " + g.pair, g.sets);
  work("greatest", greatest);
  s += "{\\small " + worked.str() + "}\\par\n";
  s += "\\newpage\n{\\large\\bfseries Triumph sets\\par}\\smallskip\n";
  s += "{\\small A great triumph is three numbers in one proportion; a greater, four numbers showing " +
       std::string(t.two_kinds == TwoKinds::Exactly ? "exactly" : "at least") +
       " two kinds; the greatest, four numbers showing all three. Four numbers show a geometric proportion "
       "by " +
       (t.geometric_four == GeometricFour::Progression ? "three of them in progression"
        : t.geometric_four == GeometricFour::EqualRatios
            ? "two equal ratios $a:b=c:d$"
            : "three in progression or two equal ratios $a:b=c:d$") +
       ". " + pool_text(in.pool, pool.size()) + "}\\par\\medskip\n";
  latex::Tabular tc{"llr", {"grade", "kinds", "count"}, {}, {1, 4}};
  tc.rows.push_back({"great", "any one", std::to_string(great.size())});
  for (const auto& g : greater) tc.rows.push_back({"greater", escape(g.pair), std::to_string(g.sets.size())});
  tc.rows.push_back({"greatest", "all three", std::to_string(greatest.size())});
  s += tc.str() + "\\par\n";
  // The great sets are the proportions' triples when every triple is one set.
  std::set<std::vector<mpz_class>> triples, great_sets;
  for (const auto& f : found)
    for (const Triple& tr : f) triples.insert({tr[0], tr[1], tr[2]});
  for (const auto& g : great) great_sets.insert(g.numbers);
  s += section("Great: " + std::to_string(great.size()));
  if (triples == great_sets) {
    s += "{\\small The three numbers of each proportion on the first page.}\\par\n";
  } else {
    std::vector<std::string> lines;
    for (const auto& g : great) lines.push_back(set_text(g.numbers));
    s += columns_of(lines, 6);
  }
  for (const auto& g : greater) {
    s += section("Greater, " + g.pair + ": " + std::to_string(g.sets.size()));
    std::vector<std::string> lines;
    for (const auto& set : g.sets) lines.push_back(set_text(set.numbers));
    s += columns_of(lines, 5);
  }
  s += section("Greatest: " + std::to_string(greatest.size()));
  std::vector<std::string> lines;
  for (const auto& set : greatest) lines.push_back(set_text(set.numbers));
  s += columns_of(lines, 5);
  return s;
}

// --- captures ------------------------------------------------------------------------------

namespace {

// What one army takes by the void spaces, a row for each taker in ascending order of
// his number: "what can my 9 take?" is one row. Each capture is "spaces: taken".
std::string spaces_by_taker(const Armies& armies, Army taker, const SpacesOptions& options) {
  std::map<mpz_class, std::array<std::vector<std::string>, 2>> by_taker;
  std::size_t rows = 0;
  for (std::size_t k = 0; k < std::size(kSpacesOperations); ++k) {
    for (const auto& r : spaces_relation(armies, taker, kSpacesOperations[k], options)) {
      by_taker[r.taker][k].push_back(std::to_string(r.spaces) + ":\\," + num(r.taken));
      ++rows;
    }
  }
  latex::Tabular t{"r>{\\raggedright}p{0.36\\linewidth}>{\\raggedright\\arraybackslash}p{0.36\\linewidth}",
                   {"man", "times the spaces", "divided by the spaces"},
                   {},
                   {}};
  for (const auto& [man, found] : by_taker) {
    t.rows.push_back({"\\textbf{" + num(man) + "}",
                      join(found[0], ", ", [](const std::string& x) { return x; }),
                      join(found[1], ", ", [](const std::string& x) { return x; })});
  }
  return "\\textbf{The " + std::string(name(taker)) + " army takes}\\par\\smallskip\n" + t.str() +
         "\\par\\smallskip " + std::to_string(by_taker.size()) + " men, " + std::to_string(rows) +
         " captures";
}

// "6 + 9 = 15", "225 / 9 = 25": the greater first where the order matters.
std::string two_men_line(TwoMenOperation op, const TwoMenRow& r) {
  const bool greater_first = op == TwoMenOperation::Subtraction || op == TwoMenOperation::Division;
  return num(greater_first ? r.greater : r.lesser) + " $" +
         (op == TwoMenOperation::Multiplication ? std::string("\\times") : std::string(sign(op))) + "$ " +
         num(greater_first ? r.lesser : r.greater) + " $=$ " + num(r.taken);
}

// What one army takes by two men, a line for each man in ascending order of his
// number, with every taking he has a part in: a taking of two men is under both.
std::string two_men_by_man(const Armies& armies, Army army, const TwoMenOptions& options) {
  std::map<mpz_class, std::vector<std::string>> by_man;
  for (TwoMenOperation op : kTwoMenOperations) {
    for (const auto& r : two_men_relation(armies, army, op, options)) {
      by_man[r.lesser].push_back(two_men_line(op, r));
      if (r.greater != r.lesser) by_man[r.greater].push_back(two_men_line(op, r));
    }
  }
  std::vector<std::string> lines;
  for (const auto& [man, takings] : by_man) {
    lines.push_back("\\hangindent=1.5em\\textbf{" + num(man) +
                    "}: " + join(takings, "; ", [](const std::string& x) { return x; }));
  }
  return "{\\small\\textbf{The " + std::string(name(army)) + " army takes}}\\par\\nopagebreak\n" +
         columns_of(lines, 2);
}

// The signs a man bears, in the notation of powers: the power k of a root r is
// written r to the k, the man his root's power; the root is written as the root of
// his power. The odd triangle 64 bears the quadrate, the cube and the quadrate of the
// cube: 64 = 8^2 = 4^3 = 2^6; the even triangle 9 the root and the quadrate:
// 9 = 3^2 = the square root of 81.
std::string signs_math(const mpz_class& value, const CossicSigns& signs) {
  std::string s = num(value);
  for (std::size_t i = 0; i < signs.powers.size(); ++i)
    s += " = " + num(signs.bases[i]) + "^{" + std::to_string(signs.powers[i]) + "}";
  for (int k : signs.root_exponents) {
    mpz_class power;
    mpz_pow_ui(power.get_mpz_t(), value.get_mpz_t(), static_cast<unsigned long>(k));
    s += " = \\sqrt" + (k == 2 ? std::string() : "[" + std::to_string(k) + "]") + "{" + num(power) + "}";
  }
  return "$" + s + "$";
}

// The men of an army that bear signs, in ascending order of number: his figure, his
// signs and the enemy men he takes by them (his roots and his powers).
std::string cossic_by_man(const Armies& armies, Army army) {
  latex::Tabular t{"l>{\\raggedright}p{0.5\\linewidth}>{\\raggedright\\arraybackslash}p{0.18\\linewidth}",
                   {"man", "signs", "takes"},
                   {},
                   {}};
  std::vector<const Man*> men;
  for (const Man& m : armies.men(army)) men.push_back(&m);
  std::stable_sort(men.begin(), men.end(), [](const Man* a, const Man* b) { return a->value < b->value; });
  for (const Man* m : men) {
    const CossicSigns signs = cossic_signs(armies, army, m->value);
    if (signs.empty()) continue;
    std::set<mpz_class> takes(signs.bases.begin(), signs.bases.end());
    for (int k : signs.root_exponents) {
      mpz_class power;
      mpz_pow_ui(power.get_mpz_t(), m->value.get_mpz_t(), static_cast<unsigned long>(k));
      takes.insert(power);
    }
    t.rows.push_back(
        {icon(figure_of(m->shape, m->is_pyramid, army), ink_of(army)) + "\\ \\textbf{" + num(m->value) + "}",
         signs_math(m->value, signs), join(takes, ", ", [](const mpz_class& n) { return num(n); })});
  }
  return "\\textbf{The " + std::string(name(army)) + " army's men marked}\\par\\smallskip\n" + t.str();
}

}  // namespace

std::string captures_sheet(const SheetInputs& in, const SheetContext&) {
  const Armies armies = build_armies(in.armies);
  validate(in.spaces);
  std::string s;
  s += "{\\small Each table is sorted by the man who takes, in ascending order of his number: what a man "
       "can take is one row.}\\par\\medskip\n";
  s += "{\\large\\bfseries Taking by the void spaces\\par}\\smallskip\n";
  s += "{\\small Second kind of play (Fulke 1563, ``A table to take the men by Multiplication and "
       "Division''). A man "
       "lesser than his adversary takes him when his number times the void spaces between them is the "
       "adversary's; a greater man when his number divided by the spaces is. Spaces from " +
       std::to_string(in.spaces.min_spaces) + " to " + std::to_string(in.spaces.board.max_spaces()) +
       " (a board of " + std::to_string(in.spaces.board.ranks) + " by " +
       std::to_string(in.spaces.board.files) + ")" +
       (in.spaces.men.pyramid_totals ? "; the kings take and are taken by their totals" : "") +
       ". A capture is written spaces: taken, so that 6 with 2:\\,12 takes 12 over two void "
       "spaces.}\\par\\medskip\n";
  s += "{\\small\\setlength{\\tabcolsep}{3pt}\n";
  for (Army a : {Army::Even, Army::Odd}) {
    s += "\\begin{minipage}[t]{0.49\\textwidth}\\centering\n" + spaces_by_taker(armies, a, in.spaces) +
         "\\end{minipage}" + (a == Army::Even ? "\\hfill\n" : "\n");
  }
  s += "}\\par\\bigskip\n";

  s += "{\\large\\bfseries Taking by cossic signs\\par}\\smallskip\n";
  s += "{\\small Second kind of play (Fulke 1563, ``Of taking by Cossicall signes''). A man marked with the "
       "sign of a power, meeting his root, a man of the other army marked with the sign of the root, takes "
       "him or is taken by him. The signs are written here as powers: ";
  const std::vector<int> signs = CossicOptions{}.exponents;
  for (int sign : signs) s += "$r^{" + std::to_string(sign) + "}$ the " + sign_name(sign) + ", ";
  s += "and $\\sqrt{p}$ (or $\\sqrt[k]{p}$) the root of the power $p$.}\\par\\medskip\n";
  s += "{\\small\\setlength{\\tabcolsep}{3pt}\n";
  for (Army a : {Army::Even, Army::Odd}) {
    s += "\\begin{minipage}[t]{0.49\\textwidth}\n" + cossic_by_man(armies, a) + "\\end{minipage}" +
         (a == Army::Even ? "\\hfill\n" : "\n");
  }
  s += "}\\par\\bigskip\n";

  s += "\\newpage\n{\\large\\bfseries Taking by two men\\par}\\smallskip\n";
  s +=
      "{\\small First kind of play: two men of one army whose numbers, added, subtracted, multiplied or "
      "divided, "
      "give the number of an enemy man take him when both could move onto him (du Coeur's reading of Fulke, "
      "whose text of these ways is lost from the transcription)" +
      std::string(in.two_men.pyramid_totals ? "; the kings by their totals" : "; without the kings' totals") +
      (in.two_men.pyramid_layers ? "; the kings' layers as men" : "") +
      ". A taking stands under each of its two men.}\\par\\smallskip\n";
  for (TwoMenOperation op : kTwoMenOperations) {
    const auto even = two_men_relation(armies, Army::Even, op, in.two_men);
    const auto odd = two_men_relation(armies, Army::Odd, op, in.two_men);
    std::string title(name(op));
    title[0] = static_cast<char>(std::toupper(title[0]));
    s += "{\\small " + title + ": " + std::to_string(even.size()) + " takings by the even army, " +
         std::to_string(odd.size()) + " by the odd.}\\par\n";
  }
  s += "\\smallskip\n";
  for (Army a : {Army::Even, Army::Odd}) s += two_men_by_man(armies, a, in.two_men) + "\\smallskip\n";
  return s;
}

// --- standards --------------------------------------------------------------------------------

std::string standards_sheet(const SheetInputs& in, const SheetContext&) {
  const Armies armies = build_armies(in.armies);
  validate(in.standards);
  const StandardsOptions& o = in.standards;
  std::string s;
  s += "{\\small Fulke 1563, ``Victorie of standers'': each army is counted as footmen, the sum of its men's "
       "numbers, each king by his pyramid's total" +
       std::string(o.king == KingAmongFootmen::TotalAndRoots ? " and the roots written on him"
                                                             : " (not the roots written on him)") +
       "; " + std::to_string(o.captains) + " captains and one bearer to each of " +
       std::to_string(o.standards) +
       " standards are taken out, and the rest divided among the standards. Who wins more standards has the "
       "victory.}\\par\\medskip\n";
  ArmyStandards st[2] = {army_standards(armies, Army::Even, o), army_standards(armies, Army::Odd, o)};
  for (int i = 0; i < 2; ++i) {
    const Army a = i == 0 ? Army::Even : Army::Odd;
    s += "\\begin{minipage}[t]{0.49\\textwidth}\\textbf{" + army_title(a) + "}\\par\\smallskip\n";
    latex::Tabular t{"lr", {"men", "sum"}, {}, {}};
    for (Rule rule : kRules) {
      std::vector<mpz_class> values;
      mpz_class sum;
      for (const Man& m : armies.men(a))
        if (m.rule == rule) values.push_back(m.value), sum += m.value;
      if (values.empty()) continue;
      t.rows.push_back({numbers_text(values, " + "), num(sum)});
    }
    if (o.king == KingAmongFootmen::TotalAndRoots) {
      std::vector<mpz_class> roots;
      mpz_class sum;
      for (const auto& l : armies.king(a).layers) roots.push_back(mpz_class(l.root)), sum += l.root;
      t.rows.push_back({"king's roots " + numbers_text(roots, " + "), num(sum)});
    }
    t.rows.push_back({"\\textbf{footmen}", "\\textbf{" + num(st[i].footmen) + "}"});
    t.rows.push_back({"less captains", num(mpz_class(st[i].captains))});
    t.rows.push_back({"less standard bearers", num(mpz_class(st[i].bearers))});
    t.rows.push_back({"soldiers", num(st[i].soldiers)});
    t.rows.push_back({"\\textbf{men to a standard}", "\\textbf{" + num(st[i].per_standard) + "}"});
    t.rule_before = {t.rows.size() - 5, t.rows.size() - 1};
    s += "{\\small " + t.str() + "}\\end{minipage}" + (i == 0 ? "\\hfill\n" : "\n");
  }
  s += "\\par\\bigskip\n";
  s += section("Table of the victory of standards");
  s += "{\\small The men that make so many standards of each army. An army wins that many standards of its "
       "enemy by taking that many of the enemy's men.}\\par\\smallskip\n";
  const auto even = standards_table(armies, Army::Even, o);
  const auto odd = standards_table(armies, Army::Odd, o);
  latex::Tabular t{
      "rrr", {"standards", "even men (won by the odd army)", "odd men (won by the even army)"}, {}, {}};
  for (std::size_t k = 0; k < even.size(); ++k) {
    t.rows.push_back({std::to_string(k + 1), num(even[k]), num(odd[k])});
  }
  s += t.str() + "\\par\n";
  return s;
}

// --- errata ---------------------------------------------------------------------------------

namespace {

std::string cells_text(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

std::string row_text(const NumberRow& n) {
  std::string s;
  for (const auto& x : n) s += (s.empty() ? "" : " ") + x.get_str();
  return s;
}

// Text that may break after + = / , ; as well as at its spaces: a long proof or a long
// printed row folds within its column instead of running over it.
std::string foldable(const std::string& latex) {
  std::string out;
  for (char c : latex) {
    out += c;
    if (c == '+' || c == '=' || c == '/' || c == ',' || c == ';') out += "\\allowbreak{}";
  }
  return out;
}

// needspace's \needspace, as that package defines it (texlive-latex-extra, which the
// sheets do not otherwise need): a page break before a heading when less than the
// space asked is left on the page, so that no heading stands alone at a page's foot.
constexpr std::string_view kNeedspace =
    "\\makeatletter\\newcommand{\\needspace}[1]{\\par\\penalty-100\\begingroup\\setlength{\\dimen@}{#1}"
    "\\dimen@ii\\pagegoal\\advance\\dimen@ii-\\pagetotal\\ifdim\\dimen@>\\dimen@ii\\ifdim\\dimen@ii>\\z@"
    "\\vfil\\fi\\break\\fi\\endgroup}\\makeatother\n";

}  // namespace

std::string errata_sheet(const SheetInputs& in, const SheetContext&) {
  std::string s(kNeedspace);
  s += "{\\small Each printed table checked against the relation it states, derived from the rules "
       "(\\texttt{rithmo audit}). A row that cannot be right is read as one slip of the printer explains it "
       "(\\emph{erratum}), or left \\emph{unresolved}; rows the print lacks are \\emph{omitted}; printed "
       "counts that disagree, and tables or sources that contradict each other, are listed last. Each row is "
       "cited where the book prints it: the scan's page (page-0094 is the scan's page file, not the book's "
       "own numbering) and its line, with the signature and leaf where the table keys them; a row of a "
       "transcription without pages (Fulke's in source 002) by its line.}\\par\\medskip\n";
  std::string package;
  for (const auto& t : in.audit.tables) {
    const auto& findings = t.audit.findings;
    if (findings.empty()) continue;
    if (t.package != package) {
      package = t.package;
      s += "\\needspace{14\\baselineskip}" + section(package);
      std::string book;
      for (const auto& u : in.audit.tables)
        if (u.package == package && book.empty()) book = u.book;
      if (!book.empty()) s += "{\\footnotesize\\itshape " + latex::escape(book) + "\\par}\\smallskip\n";
    }
    s += "\\needspace{10\\baselineskip}\\noindent\\textbf{" + latex::escape(t.table) +
         "}\\par\\nopagebreak{\\footnotesize\\raggedright " + latex::escape(t.title) + "\\\\ " +
         foldable(latex::escape(t.provenance)) + "\\par}\\nopagebreak\\smallskip\n";
    std::vector<std::string> omitted;
    std::string rows;
    for (const auto& f : findings) {
      if (f.kind == FindingKind::Omission && !f.row) {
        omitted.push_back(cells_text(f.keys) + (f.keys.empty() ? "" : ": ") + cells_text(f.derived));
        continue;
      }
      std::string reads, slip;
      if (const Emendation* e = f.emendation()) {
        reads = row_text(e->row);
        slip = describe(*e);
      } else if (f.candidates.size() > 1) {
        for (const auto& c : f.candidates) reads += (reads.empty() ? "" : " | ") + row_text(c.row);
        slip = "tie, not decided";
      } else {
        reads = cells_text(f.derived);
      }
      std::string printed = cells_text(f.keys);
      if (!f.printed.empty()) printed += (printed.empty() ? "" : ": ") + cells_text(f.printed);
      const std::string why = f.emendation() && !f.proof.empty() ? f.proof.str() : f.explanation;
      // A long proof folded at its clauses, a row each, so that the table may break
      // between them rather than hold one cell taller than the page.
      std::vector<std::string> clauses;
      for (std::size_t from = 0; from <= why.size();) {
        const auto at = why.find("; ", from);
        clauses.push_back(why.substr(from, at == std::string::npos ? std::string::npos : at + 1 - from));
        if (at == std::string::npos) break;
        from = at + 2;
      }
      rows += std::string(name(f.kind)) + " & " + foldable(latex::escape(where_text(f))) + " & " +
              foldable(latex::escape(printed)) + " & " + foldable(latex::escape(reads)) + " & " +
              foldable(latex::escape(slip)) + " & " + foldable(latex::escape(clauses.front())) + " \\\\\n";
      for (std::size_t k = 1; k < clauses.size(); ++k)
        rows += " & & & & & " + foldable(latex::escape(clauses[k])) + " \\\\\n";
    }
    if (!rows.empty()) {
      s += "{\\footnotesize\\begin{longtable}{@{}>{\\raggedright}p{0.1\\textwidth} "
           ">{\\raggedright}p{0.1\\textwidth} >{\\raggedright}p{0.15\\textwidth} "
           ">{\\raggedright}p{0.12\\textwidth} >{\\raggedright}p{0.13\\textwidth} "
           ">{\\raggedright\\arraybackslash}p{0.28\\textwidth}@{}}\n\\toprule\n"
           "kind & where & printed & reads & slip & why \\\\\n\\midrule\n\\endhead\n" +
           rows + "\\bottomrule\n\\end{longtable}}\n";
    }
    if (!omitted.empty()) {
      std::string list;
      for (const auto& o : omitted) list += (list.empty() ? "" : "; ") + o;
      s += "{\\footnotesize\\emph{Omitted (" + std::to_string(omitted.size()) + "):} " +
           foldable(latex::escape(list)) + "}\\par\n";
    }
    s += "\\medskip\n";
  }
  return s;
}

// --- the readings of play, for the historian -------------------------------------------------

namespace {

// One page: the readings of a preset, by part of play, each with its source.
std::string readings_page(const play::Preset& preset) {
  std::string s = section(std::string(preset.title));
  std::map<play::PlayPart, std::vector<const play::PresetValue*>> by_part;
  for (const auto& v : preset.values) by_part[play::part_of_play(v.parameter)].push_back(&v);
  for (const play::PlayPart part : play::kPlayParts) {
    const auto it = by_part.find(part);
    if (it == by_part.end()) continue;
    s += "\\noindent\\textbf{" + std::string(play::name(part)) + "}\\par\\nopagebreak\n";
    s += "{\\small\\begin{longtable}{@{}>{\\raggedright}p{0.3\\textwidth} "
         ">{\\raggedright}p{0.13\\textwidth} >{\\raggedright\\arraybackslash}p{0.52\\textwidth}@{}}\n";
    for (const auto* v : it->second) {
      // The parameter's identifier, and beneath it what it decides, in words (its help
      // in the one parameter table, play/rules.hpp parameters()).
      const Parameter& p = find_parameter(play::parameters(), v->parameter);
      s += latex::escape(v->parameter) + "\\newline {\\itshape " + latex::escape(p.help) + "} & \\textbf{" +
           latex::escape(v->value) + "} & " + latex::escape(v->source) + " \\\\[2pt]\n";
    }
    s += "\\end{longtable}}\n";
  }
  return s;
}

// A page for each game of the books: Fulke's three kinds, Boissière's two games and
// Barozzi's, the presets fulke-1, fulke-2, fulke-3, boissiere, boissiere-other and
// barozzi in order (the modern reconstructions left out), each made by `page`.
std::string page_per_kind(const std::function<std::string(const play::Preset&)>& page) {
  std::string s;
  bool first = true;
  for (const auto& preset : play::presets()) {
    if (!preset.of_a_book) continue;
    if (!first) s += "\\newpage\n";
    first = false;
    s += page(preset);
  }
  return s;
}

}  // namespace

std::string readings_sheet(const SheetInputs&, const SheetContext&) {
  std::string s =
      "{\\small The rules of each kind of play as rithmo plays them (\\texttt{rithmo rules -{}-preset "
      "NAME}): every reading on which the sources differ, the value chosen and the source line behind it "
      "(002 Fulke 1563, 000 and 001 du Coeur, 003 Savard; Boissière's page:line of ocr/boissiere-1554, "
      "Barozzi's of ocr/barozzi-1572). The "
      "players' summary is the sheet "
      "\\texttt{quick}.}\\par\\medskip\n";
  return s + page_per_kind(readings_page);
}

// --- quick reference, for the players ----------------------------------------------------------

namespace {

constexpr long kMoveCell = 1600;  // a square of a move diagram: 16pt
// Squares a side: the farthest draught from the centre (a king's three steps, a flight's
// leg of three) stays on the diagram.
constexpr int kMoveSide = 7;

// Where a man standing in the middle of a void board may go under the rules, drawn:
// a black dot on each square of his ordinary draught, a ring on each square he flies
// to. The squares come from the engine's own draughts (play/draughts.hpp).
std::string move_diagram(const play::Rules& rules, const play::Man& man, Figure figure) {
  play::Rules r = rules;
  r.board = BoardSize{kMoveSide, kMoveSide};
  r.king_loses_shapes = false;  // a whole king, every layer standing
  const play::Geometry geometry(r.board);
  const play::Draughts draughts(r, geometry);
  const int middle = kMoveSide / 2;
  const play::Square centre = geometry.square(middle, middle);
  std::set<int> ordinary, flown;
  const unsigned classes = draughts.classes(man);
  for (int c = 0; c < play::kDraughtClasses; ++c) {
    if (!(classes & (1u << c))) continue;
    for (const auto* step = draughts.begin(c, centre); step != draughts.end(c, centre); ++step)
      ordinary.insert(step->target);
  }
  const unsigned flights = draughts.flight_classes(man);
  for (int c = 0; c < 2; ++c) {
    if (!(flights & (1u << c))) continue;
    for (const auto* f = draughts.flights_begin(c, centre); f != draughts.flights_end(c, centre); ++f)
      flown.insert(f->target);
  }
  const long side = kMoveSide * kMoveCell;
  std::string s = "{\\setlength{\\unitlength}{" + std::string(kUnitLength) + "}\\begin{picture}(" +
                  std::to_string(side) + "," + std::to_string(side) + ")\n{\\color{boardgrey}";
  for (int rank = 0; rank < kMoveSide; ++rank)
    for (int file = 0; file < kMoveSide; ++file)
      if ((rank + file) % 2 == 1) s += bar(file * kMoveCell, rank * kMoveCell, kMoveCell, kMoveCell);
  s += "}\n" + bar(0, 0, side, 30) + bar(0, side - 30, side, 30) + bar(0, 0, 30, side) +
       bar(side - 30, 0, 30, side) + "\n";
  const long dot = 1100, inset = (kMoveCell - dot) / 2;
  for (int square = 0; square < geometry.squares(); ++square) {
    const long x = geometry.file(square) * kMoveCell, y = geometry.rank(square) * kMoveCell;
    if (square == centre)
      s += draw_figure(figure, Ink::White, x, y, kMoveCell, "");
    else if (ordinary.count(square))
      s += draw_figure(Figure::Round, Ink::Black, x + inset, y + inset, dot, "");
    else if (flown.count(square))
      s += draw_figure(Figure::Round, Ink::White, x + inset, y + inset, dot, "");
  }
  return s + "\\end{picture}}";
}

std::string moves_section(const play::Rules& rules) {
  std::string s = "\\textbf{How the men move}\\par\\smallskip\n\\begin{tabular}{@{}cccc@{}}\n";
  const std::array<std::pair<Shape, const char*>, 3> shapes = {
      {{Shape::Round, "round"}, {Shape::Triangle, "triangle"}, {Shape::Square, "square"}}};
  std::string captions;
  for (const auto& [shape, word] : shapes) {
    play::Man man;
    man.shape = shape;
    s += move_diagram(rules, man, figure_of(shape, false, Army::Even)) + " & ";
    captions += std::string(word) + " & ";
  }
  play::Man king;
  king.king = true;
  king.shape = Shape::Square;
  s += move_diagram(rules, king, Figure::PointedPyramid) + "\\\\\n" + captions +
       "king\\\\\n\\end{tabular}\\par\n";
  s += "{\\small " + icon(Figure::Round, Ink::Black, 1000) + " the ordinary draught; " +
       icon(Figure::Round, Ink::White, 1000) + " a flight" +
       std::string(rules.flying == play::Flying::None ? " (none in this kind)" : "") + ". " +
       (rules.leap_over_men ? "Triangles and squares may pass over men on their way."
                            : "A man passes only over void squares.") +
       "}\\par\\medskip\n";
  return s;
}

std::string example_cell(const std::string& text) { return text.empty() ? "" : "e.g. " + text; }

// The ways of taking the rules allow, each with the first example the derived tables
// give (taking/two_men.hpp, taking/spaces_table.hpp, men/cossic.hpp).
std::string taking_section(const play::Rules& rules, const Armies& armies) {
  std::vector<std::array<std::string, 3>> rows;
  WhichMen men;
  men.pyramid_totals = rules.pyramid_whole;
  if (rules.equality) {
    const auto same = equality_numbers(armies, men);
    rows.push_back({"equality", "a man takes an enemy of the same number",
                    same.empty() ? "" : example_cell(num(same.front()) + " takes " + num(same.front()))});
  }
  const std::string placed =
      rules.addition_placement == play::Placement::Draught ? ", each having him within his draught" : "";
  const auto two_men = [&](TwoMenOperation op, const std::string& what) {
    const auto table = two_men_relation(armies, Army::Even, op, men);
    rows.push_back({std::string(name(op)), "two men whose " + what + " is the enemy's number" + placed,
                    table.empty() ? "" : example_cell(two_men_line(op, table.front()))});
  };
  const auto by_spaces = [&](SpacesOperation op, const std::string& how) {
    SpacesOptions options;
    options.men = men;
    const auto table = spaces_relation(armies, Army::Even, op, options);
    std::string example;
    if (!table.empty()) {
      const SpacesRow& r = table.front();
      example = num(r.taker) + (op == SpacesOperation::Multiplication ? " $\\times$ " : " $/$ ") +
                std::to_string(r.spaces) + " spaces = " + num(r.taken);
    }
    rows.push_back({std::string(name(op)) + " by the spaces",
                    "one man " + how + " the void spaces between him and the enemy on a line",
                    example_cell(example)});
  };
  if (rules.addition) two_men(TwoMenOperation::Addition, "sum");
  if (rules.subtraction) two_men(TwoMenOperation::Subtraction, "difference");
  if (rules.multiplication == play::SpacesRule::Draught) two_men(TwoMenOperation::Multiplication, "product");
  if (rules.division == play::SpacesRule::Draught) two_men(TwoMenOperation::Division, "quotient");
  if (rules.multiplication == play::SpacesRule::Spaces ||
      rules.multiplication == play::SpacesRule::SpacesDraughtLines)
    by_spaces(SpacesOperation::Multiplication, "multiplied by");
  if (rules.division == play::SpacesRule::Spaces || rules.division == play::SpacesRule::SpacesDraughtLines)
    by_spaces(SpacesOperation::Division, "divided by");
  if (rules.proportion)
    rows.push_back(
        {"proportion", "two men in arithmetic, geometric or musical proportion with the enemy", ""});
  if (rules.cossic) {
    CossicOptions options;
    options.men = men;
    const auto pairs = cossic_pairs(armies, options);
    rows.push_back({"cossic signs", "a root takes its power, or the power its root",
                    pairs.empty()
                        ? ""
                        : example_cell(num(pairs.front().root) + " and " + num(pairs.front().power) + " ($" +
                                       num(pairs.front().power) + " = " + num(pairs.front().root) + "^{" +
                                       std::to_string(pairs.front().exponent) + "}$)")});
  }
  if (rules.oblivion != play::Oblivion::None)
    rows.push_back({"oblivion",
                    rules.oblivion == play::Oblivion::Hemmed
                        ? "a man hemmed in, every draught of his blocked, is taken"
                        : "a man with enemies on the four squares about him is taken",
                    ""});
  std::string s =
      "\\textbf{Ways of "
      "taking}\\par\\smallskip\n{\\small\\begin{tabular}{@{}>{\\raggedright}p{0.2\\textwidth} "
      ">{\\raggedright}p{0.5\\textwidth} >{\\raggedright\\arraybackslash}p{0.24\\textwidth}@{}}\n";
  for (const auto& [way, how, example] : rows)
    s += "\\textbf{" + latex::escape(way) + "} & " + latex::escape(how) + " & " + example + "\\\\\n";
  s += "\\end{tabular}}\\par\\smallskip\n{\\small " +
       std::string(rules.multiple_captures ? "All that one move sets up is taken." : "One capture a move.") +
       (rules.capture_by_leaping ? " A man may move into the place of an enemy he can take." : "") +
       "}\\par\\medskip\n";
  return s;
}

// The books a player's sheet cites, each once, by a key: a note "F 863" is line 863 of
// the transcription of Lever and Fulke (source 002); "B 0053:18" is line 18 of the
// scan of page 0053 of Boissière's book.
struct Book {
  std::string_view key;
  std::string_view title;
};
constexpr Book kBooks[] = {
    {"F",
     "Ralph Lever and William Fulke, \\textit{The Philosophers Game} (London, 1563), by line of its "
     "transcription"},
    {"D", "J.\\ du Coeur, ``On the Fyrst Plaie of Rhythmomachia'' (modern), by column"},
    {"R", "J.\\ du Coeur, ``Game Report: 16th Century Rhythmomachy'' (modern), by line"},
    {"S", "J.\\ Savard, ``The Philosopher's Game'' (modern), by line"},
    {"B",
     "Claude de Boissière, \\textit{Le tres excellent et ancien jeu pythagorique, dit Rythmomachie} "
     "(Paris, 1556), by page of the scans and line"},
    {"Bz",
     "Francesco Barozzi, \\textit{Il nobilissimo et antiquissimo giuoco Pythagoreo nominato "
     "Rythmomachia} (Venice, 1572), by page of the scans and line"},
};

std::string books_key() {
  std::string s = "{\\footnotesize\\textbf{Sources.} ";
  for (const Book& b : kBooks) s += "\\textbf{" + std::string(b.key) + "} " + std::string(b.title) + ". ";
  return s + "}\\par\n";
}

// The book a preset's bare page:line citations ("0053:18") are of.
std::string_view page_book(const play::Preset& preset) {
  return preset.name == "barozzi" ? "Bz" : preset.name.substr(0, 9) == "boissiere" ? "B" : "";
}

// The citations of a preset's source text, keyed: "002:504 '...'; 003:76" becomes
// "F 504; S 76"; "000:1:970" is "D 970", a bare "0053:18" the preset's book's page.
std::string keyed_notes(std::string_view source, const play::Preset& preset) {
  static const std::regex ref(R"((?:(00[0-3]):(?:1:)?|\b(\d{4}:))(\d+(?:-\d+(?::\d+)?)?))");
  std::string out;
  std::set<std::string> seen;
  const std::string text(source);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), ref); it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    std::string note;
    if (m[1].matched) {
      const std::string file = m[1].str();
      note = std::string(file == "002"   ? "F"
                         : file == "000" ? "D"
                         : file == "001" ? "R"
                                         : "S") +
             " " + m[3].str();
    } else {
      note = std::string(page_book(preset)) + " " + m[2].str() + m[3].str();
    }
    if (seen.insert(note).second) out += (out.empty() ? "" : "; ") + note;
  }
  return out;
}

// The keyed notes of the preset's value of a parameter, set small in brackets.
std::string note(const play::Preset& preset, std::string_view parameter) {
  for (const auto& v : preset.values) {
    if (v.parameter != parameter) continue;
    std::string n = keyed_notes(v.source, preset);
    // Where the book says nothing, the note says so before the reading it follows.
    if (v.source.substr(0, 6) == "silent") {
      const std::string_view book = page_book(preset);
      n = std::string(book.empty() ? "F" : book) + " silent" + (n.empty() ? "" : "; " + n);
    }
    return n.empty() ? "" : " {\\footnotesize [" + escape(n) + "]}";
  }
  return "";
}

std::string army_word(Army a) { return a == Army::Even ? "even (white)" : "odd (black)"; }

// The victory the players agree on, in words.
std::string victory_words(const play::Victory& v) {
  const std::string n = std::to_string(v.men), sum = std::to_string(v.sum), c = std::to_string(v.characters);
  switch (v.goal) {
    case Goal::None:
      return "none: play on until a side cannot move";
    case Goal::Bodies:
      return "of bodies: the first to take " + n + " men";
    case Goal::Goods:
      return "of goods: the first to take men whose numbers make " + sum;
    case Goal::Quarrel:
      return "of quarrel: the first to take " + sum + " in " + c + " characters";
    case Goal::Honour:
      return "of honour: the first to take " + sum + " in " + n + " men";
    case Goal::HonourAndQuarrel:
      return "of honour and quarrel: " + sum + " in " + n + " men and " + c + " characters";
    case Goal::Standards:
      return "of standards: the first to win " + std::to_string(v.standards) + " of the enemy's standards";
    case Goal::Great:
      return "the great triumph: three men in one proportion in the enemy's camp";
    case Goal::Greater:
      return "the greater triumph: four men showing two proportions in the enemy's camp";
    case Goal::Greatest:
      return "the greatest triumph: four men showing all three proportions in the enemy's camp";
    case Goal::Row:
      return "three men in a line in the enemy's camp";
  }
  return "";
}

// --- the quick reference's first page: the game in brief, and the common victories ---

// A worked example of a common victory: the goal agreed, the enemy's men taken, and
// whether they meet it (play/outcome.hpp, common_goal_met), with the sum, the men and
// the characters they make (play/position.hpp, tally_of).
struct VictoryExample {
  play::Victory goal;
  std::vector<long> taken;
  std::string whence;  // where the goal (and the men, when the book gives them) come from
};

std::string example_text(const VictoryExample& e, const Rational& standard) {
  std::vector<play::TakenEntry> entries;
  for (long v : e.taken) {
    play::TakenEntry t;
    t.value = static_cast<std::uint16_t>(v);
    entries.push_back(t);
  }
  const play::Tally tally = play::tally_of(entries);
  const bool met = play::common_goal_met(e.goal, tally, standard);
  std::string sum;
  for (long v : e.taken) sum += (sum.empty() ? "" : " + ") + std::to_string(v);
  return "$" + sum + " = " + std::to_string(tally.sum) + "$: " + std::to_string(tally.men) +
         (tally.men == 1 ? " man, " : " men, ") + std::to_string(tally.characters) + " characters" +
         (met ? ": won" : ": not yet won");
}

// The least men of the army, `count` of them, ascending: a taking that makes so many
// men and little else.
std::vector<long> least_men(const Armies& armies, Army army, std::size_t count) {
  std::vector<long> v;
  for (const Man& m : armies.men(army)) v.push_back(m.value.get_si());
  std::sort(v.begin(), v.end());
  v.resize(std::min(count, v.size()));
  return v;
}

// The least man of the army whose number makes the sum alone.
std::vector<long> one_man_of(const Armies& armies, Army army, long sum) {
  std::vector<long> v;
  for (const Man& m : armies.men(army))
    if (m.value >= sum && !m.is_pyramid) v.push_back(m.value.get_si());
  std::sort(v.begin(), v.end());
  if (v.size() > 1) v.resize(1);
  return v;
}

std::string quick_intro(const Armies& armies, const play::Preset& preset) {
  const play::Rules rules = play::preset_rules(preset.name);
  std::string s;
  s += "{\\small For the players at the table: the game in brief on this page, then a page for each game "
       "of the books, with its array, its moves, its ways of taking and its victory. The starting arrays "
       "are drawn large on the sheet of the arrays; every reading behind a rule, with its source, is on the "
       "sheet of the readings. Notes in brackets cite the books by the keys at the foot of this "
       "page.}\\par\\medskip\n";
  s += "{\\small " + legend_armies() + "}\\par\\medskip\n";
  const auto& board = rules.board;
  s += "\\textbf{The board} is " + std::to_string(board.files) + " squares broad and " +
       std::to_string(board.ranks) + " long, " + std::to_string(board.files * board.ranks) + " squares" +
       note(preset, "board") +
       ". Each army sets out from its end of the board; the ranks nearest an army's end are its camp, "
       "where the enemy makes his triumph.\\par\\smallskip\n";
  s += "\\textbf{The men.} Each army has " + std::to_string(armies.even.size()) +
       " men: rounds, triangles, squares and a king, each bearing his number [F 517-518]. The king is a "
       "pyramid of layers, and stands for as many men as he has layers [F 854]:\\par\\smallskip\n";
  for (Army a : {Army::Even, Army::Odd}) {
    const Pyramid& p = armies.king(a);
    std::string layers;
    for (auto it = p.layers.rbegin(); it != p.layers.rend(); ++it)
      layers += (layers.empty() ? "" : " + ") + num(it->value);
    s += "\\quad " + icon(figure_of(Shape::Square, true, a), ink_of(a)) + " the " + std::string(name(a)) +
         " king: $" + layers + " = " + num(p.total()) + "$, " + std::to_string(p.layers.size()) +
         " layers\\par\n";
  }
  s += "\\smallskip\\textbf{A turn.} The sides move by turns, one man a turn, each by his draught; a man "
       "that a move sets up as the rules of taking say is taken off the board. Who moves first, how the "
       "men move and take, and what becomes of a man taken, differ from game to game: see each game's "
       "page.\\par\\medskip\n";

  s += "{\\large\\bfseries How a game is won\\par}\\smallskip\n";
  s += "The victory is \\emph{proper} or \\emph{common} [F 858]. The proper victory, the \\emph{triumph}, is "
       "made by three or four of a side's men standing in the enemy's camp in proportion: the great (three "
       "men, one proportion), the greater (four men, two proportions) and the greatest (four men, all three "
       "proportions) [F 812; R 99-103]; the sheet of the proportions lists every set. The common "
       "victories were made for beginners [F 858], and any of them may be agreed in every kind of play [F "
       "901]. They count what a side has taken from the enemy: \\emph{so many} is a count (of men, or of "
       "the characters, the digits, that their numbers are written in: 8 is one character, 24 two, 225 "
       "three) and \\emph{so much} is a sum of the numbers the men taken bear. Each goal is reached when "
       "what is taken comes to at least the number agreed.\\par\\smallskip\n";

  // The goals of Fulke's examples (002 lines 863-874), the men of the three examples he
  // works; bodies and goods worked here with the odd army's men, the even side taking.
  const Army enemy = Army::Odd;
  const Rational standard = army_standards(armies, enemy).per_standard;
  const auto victory = [](std::string_view text) { return play::parse_victory(text); };
  const std::vector<std::pair<std::string, VictoryExample>> rows = {
      {"\\textbf{Bodies}: so many men, whatever their numbers.",
       {victory("bodies men=4"), least_men(armies, enemy, 4), "F 863: 4, 5, 6 or 10 men"}},
      {"\\textbf{Goods}: so much, in any number of men.",
       {victory("goods sum=100"), one_man_of(armies, enemy, 100), "F 865: 100 or 200"}},
      {"\\textbf{Quarrel}: so much in so many characters, in any number of men.",
       {victory("quarrel sum=100 characters=8"),
        {2, 4, 5, 8, 24, 64},
        "F 867, his example; he counts it 4 over"}},
      {"\\textbf{Honour}: so much in so many men.",
       {victory("honour men=8 sum=100"), {2, 4, 6, 8, 4, 16, 45, 15}, "F 870, his example"}},
      {"\\textbf{Honour and quarrel}: so much in so many men and so many characters, no one man bearing "
       "the sum.",
       {victory("honour-and-quarrel men=8 sum=100 characters=9"),
        {2, 4, 6, 8, 4, 6, 9, 64},
        "F 872-874, his example"}},
  };
  s += "{\\small\\begin{tabular}{@{}>{\\raggedright}p{0.3\\textwidth} >{\\raggedright}p{0.2\\textwidth} "
       ">{\\raggedright\\arraybackslash}p{0.44\\textwidth}@{}}\n\\toprule\nvictory & agreed, for example & "
       "a taking, worked \\\\\n\\midrule\n";
  for (const auto& [what, e] : rows) {
    // "of goods: the first to take ..." without its name, which the first column gives.
    const std::string agreed = victory_words(e.goal);
    s += what + " & " + escape(agreed.substr(agreed.find(':') + 2)) + " {\\footnotesize [" +
         escape(e.whence) + "]} & " + example_text(e, standard) + " \\\\\n";
  }
  // Standards: the odd army's standard as the victory of standards counts it
  // (victory/standards.hpp), the goal Fulke's "two standerds" (002 line 879).
  const ArmyStandards st = army_standards(armies, enemy);
  const play::Victory two = victory("standards standards=2");
  s += "\\textbf{Standards}: so many of the enemy's standards, each so much. & the first to win " +
       std::to_string(two.standards) + " standards {\\footnotesize [F 876-879]} & the odd army's " +
       num(st.soldiers) + " soldiers make " + std::to_string(StandardsOptions{}.standards) +
       " standards of " + num(st.per_standard) + "; " + std::to_string(two.standards) +
       " are won by taking $" + std::to_string(two.standards) + " \\times " + num(st.per_standard) + " = " +
       num(st.per_standard * Rational(two.standards)) + "$ \\\\\n";
  s += "\\bottomrule\n\\end{tabular}}\\par\\smallskip\n";
  s += "{\\small The worked takings are the even side's, of odd men for bodies and goods; the others are "
       "Fulke's own. The odd " +
       num(mpz_class(one_man_of(armies, enemy, 100).front())) +
       " alone makes a goods of 100, but not an honour and quarrel, where no one man may bear the "
       "sum [F 874].}\\par\\vfill\n";
  s += books_key();
  return s;
}

// --- a page for each game ---------------------------------------------------------------

constexpr long kQuickCell = 1500;    // a square of the opening's board: 15pt
constexpr long kQuickMargin = 1000;  // room for the rank numbers at the left

// The preset's title without its sources, and where the book gives the game, keyed:
// "Fulke's first kind of play" and "F 488-627".
std::pair<std::string, std::string> heading_of(const play::Preset& preset) {
  const std::string title(preset.title);
  const auto open = title.find(" (");
  std::string where;
  std::smatch m;
  static const std::regex fulke(R"(002 lines (\d+-\d+))"), pages(R"(pages (\d{4}-\d{4}))");
  if (std::regex_search(title, m, fulke))
    where = "F " + m[1].str();
  else if (std::regex_search(title, m, pages))
    where = std::string(page_book(preset)) + " pages " + m[1].str();
  return {title.substr(0, open), where};
}

// The opening drawn small: the men where the rules set them (play/opening.hpp), the odd
// army's end at the foot, a rule across the board at the edge of each camp.
std::string opening_picture(const play::Rules& rules, const play::Position& pos) {
  const play::Geometry g(rules.board);
  const long files = g.files(), ranks = g.ranks(), cell = kQuickCell, margin = kQuickMargin;
  const long below = 800, height = ranks * cell;
  std::string s = "{\\setlength{\\unitlength}{" + std::string(kUnitLength) + "}\\begin{picture}(" +
                  std::to_string(margin + files * cell + 60) + "," + std::to_string(height + below + 60) +
                  ")(0," + std::to_string(-below) + ")\n{\\color{boardgrey}";
  for (int square = 0; square < g.squares(); ++square)
    if (g.colour(square) == 0) s += bar(margin + g.file(square) * cell, g.rank(square) * cell, cell, cell);
  const long edge = 50, camp = 120;
  s += "}\n" + bar(margin - edge, -edge, files * cell + 2 * edge, edge) +
       bar(margin - edge, height, files * cell + 2 * edge, edge) + bar(margin - edge, 0, edge, height) +
       bar(margin + files * cell, 0, edge, height) + "\n";
  // The camps' edges: a heavy rule across the board.
  s += bar(margin, rules.camp_depth * cell - camp / 2, files * cell, camp) +
       bar(margin, (ranks - rules.camp_depth) * cell - camp / 2, files * cell, camp) + "\n";
  for (int r = 0; r < ranks; ++r)
    s += "\\put(" + std::to_string(margin / 2 - 60) + "," + std::to_string(r * cell + cell / 2) +
         "){\\makebox(0,0){\\tiny " + play::Geometry::rank_name(r) + "}}";
  for (int f = 0; f < files; ++f)
    s += "\\put(" + std::to_string(margin + f * cell + cell / 2) + "," + std::to_string(-edge - below / 2) +
         "){\\makebox(0,0){\\tiny " + play::Geometry::file_name(f) + "}}";
  s += "\n";
  for (const play::Man& m : pos.men) {
    if (!m.on_board) continue;
    s += draw_figure(figure_of(m.shape, m.king, m.army), ink_of(m.army), margin + g.file(m.square) * cell,
                     g.rank(m.square) * cell, cell, "\\sffamily\\bfseries\\tiny " + std::to_string(m.value)) +
         "\n";
  }
  return s + "\\end{picture}}";
}

// The board, the camps, who moves first, a turn and the king, under the preset's rules.
std::string rules_column(const play::Preset& preset, const play::Rules& rules, const Armies& armies) {
  const int ranks = rules.board.ranks, depth = rules.camp_depth;
  std::string s;
  s +=
      "\\textbf{The board} " + std::to_string(rules.board.files) + " squares by " + std::to_string(ranks) +
      note(preset, "board") + ". The men stand as drawn" + note(preset, "array") +
      (rules.array_offset == 0 ? ", each army at its end of the board"
                               : ", " + std::to_string(rules.array_offset) + " void ranks behind each army") +
      note(preset, "array-offset") + "; the sheet of the arrays draws them large.\\par\\smallskip\n";
  s += "\\textbf{The camps} The heavy rules mark them: the odd army's, ranks 1--" + std::to_string(depth) +
       ", the even army's, ranks " + std::to_string(ranks - depth + 1) + "--" + std::to_string(ranks) +
       note(preset, "camp-depth") + ".\\par\\smallskip\n";
  s += "\\textbf{First to move} the " + army_word(rules.first_to_move) + " army" +
       note(preset, "first-to-move") + ".\\par\\smallskip\n";
  std::string turn = "One man moves, by his draught";
  if (rules.flying != play::Flying::None) turn += " or, where the kind allows, his flight";
  turn += ". ";
  switch (rules.timing) {
    case play::CaptureTiming::AfterMove:
      turn += rules.multiple_captures ? "Then every enemy the move sets up is taken"
                                      : "Then one enemy the move sets up is taken";
      break;
    case play::CaptureTiming::BeforeAndAfterMove:
      turn += "The side to move takes what stands taken, then moves, then takes what the move sets up";
      break;
    case play::CaptureTiming::AfterAnyMove:
      turn += "Then every enemy that stands taken is taken";
      break;
  }
  s += "\\textbf{A turn} " + turn + note(preset, "capture-timing") + ". " +
       (rules.capture_by_leaping ? "A man may instead move onto the square of an enemy he can take"
                                 : "A man taking stays where he stands") +
       note(preset, "capture-by-leaping") + ". " +
       (rules.reentry == play::ReEntry::FirstRank
            ? "A man taken turns coat and serves the taker, set on the taker's first rank"
            : "A man taken is out of the game") +
       note(preset, "reentry") + ".\\par\\smallskip\n";
  std::string king = "The king is taken ";
  const std::string totals =
      num(armies.king(Army::Even).total()) + " and " + num(armies.king(Army::Odd).total());
  if (rules.pyramid_whole && rules.pyramid_layers)
    king += "whole, by his number (" + totals +
            "), by any way of taking, or layer by layer, each by its own number";
  else if (rules.pyramid_whole)
    king += "whole, by his number (" + totals + "), by any way of taking";
  else
    king += "layer by layer, each by its own number, or whole by siege";
  king += note(preset, rules.pyramid_layers ? "pyramid-layers" : "pyramid-totals") + ".";
  if (rules.pyramid_base)
    king += " Taking his lowest layer takes him whole" + note(preset, "pyramid-base") + ".";
  if (rules.ransom == play::Ransom::AllLayers)
    king += " A layer taken may be ransomed by a man of the same number" + note(preset, "ransom") + ".";
  else if (rules.ransom == play::Ransom::ExceptLowest)
    king += " A layer taken may be ransomed by a man of the same number, but not the lowest" +
            note(preset, "ransom") + ".";
  if (rules.king_parts_take)
    king += " He takes with his layers' numbers too" + note(preset, "king-parts-take") + ".";
  s += "\\textbf{The king} " + king.substr(9) + "\\par\n";
  return s;
}

// The kind's victory: the one the book sets, the king's part in it, the triumph's camp.
std::string victory_section(const play::Preset& preset, const play::Rules& rules) {
  std::string s = "\\textbf{Victory}\\par\\smallskip\n{\\small The victory the book sets for this game: " +
                  victory_words(rules.victory) + note(preset, "victory") + ". ";
  s += "Any common victory of the first page (bodies, goods, quarrel, honour, honour and quarrel, standards) "
       "may be agreed instead [F 901], or a proper one: the great, greater or greatest triumph. ";
  s += "A proper victory needs " +
       std::string(rules.proper_needs_king ? "the enemy's king taken first" : "no king taken first") +
       note(preset, "proper-needs-king") + "; a common victory " +
       (rules.common_needs_king ? "needs it too" : "needs none") + note(preset, "common-needs-king") +
       ". The triumph's men stand in the enemy's camp, " +
       (rules.arrangement == play::Arrangement::LineOrSquare
            ? "three in a connected line, four in a line or at the corners of a square of 3 by 3"
            : "anywhere in it") +
       note(preset, "arrangement") +
       (rules.triumph_enemy_men ? ", and may count the enemy's men there too" : "") +
       ". The players agree on the victory before they begin.}\\par\n";
  return s;
}

play::Sources sources_of(const std::vector<ArrayTable>& arrays) {
  play::Sources sources;
  for (const ArrayTable& a : arrays) {
    if (is_boissiere(a))
      sources.boissiere = a;
    else
      sources.arrays.push_back(a);
  }
  return sources;
}

std::string kind_page(const play::Preset& preset, const Armies& armies, const play::Sources& sources) {
  const play::Rules rules = play::preset_rules(preset.name);
  const auto [title, where] = heading_of(preset);
  std::string s = "{\\large\\bfseries " + escape(title) + "\\par}" +
                  (where.empty() ? "" : "{\\footnotesize [" + escape(where) + "]}") + "\\par\\smallskip\n";
  const long board_width = kQuickMargin + rules.board.files * kQuickCell + 300;
  s += "\\begin{minipage}[t]{" + points(board_width) + "}\\vspace{0pt}\n" +
       opening_picture(rules, play::opening(rules, sources)) + "\n\\end{minipage}\\hfill\n";
  s += "\\begin{minipage}[t]{\\dimexpr\\textwidth-" + points(board_width + 1200) +
       "\\relax}\\vspace{0pt}\\small\n" + rules_column(preset, rules, armies) +
       "\\end{minipage}\\par\\medskip\n";
  return s + moves_section(rules) + taking_section(rules, armies) + victory_section(preset, rules);
}

}  // namespace

std::string quick_sheet(const SheetInputs& in, const SheetContext&) {
  if (in.arrays.empty()) throw std::invalid_argument("the quick reference needs the transcribed arrays");
  const Armies armies = build_armies(in.armies);
  const play::Sources sources = sources_of(in.arrays);
  return quick_intro(armies, *play::find_preset("fulke-1")) + "\\newpage\n" +
         page_per_kind([&](const play::Preset& preset) { return kind_page(preset, armies, sources); });
}

// --- the list of sheets, inputs and stamp -----------------------------------------------------

const std::vector<SheetSpec>& sheets() {
  static const std::vector<SheetSpec> list = {
      {"men", "The men of Rithmomachia",
       "the men of both armies with their rules, ratios and Latin names; the kings' pyramids", false,
       men_sheet, false, true},
      {"arrays", "The arrays of the games of the books",
       "the starting arrays of Fulke's three kinds of play and of Boissière's game as board diagrams", true,
       arrays_sheet},
      {"proportions", "Proportions and triumph sets",
       "arithmetic, geometric and musical proportions; a triumph of each grade worked; the triumph sets",
       false, proportions_sheet, false, true},
      {"captures", "Captures by spaces, cossic signs and two men",
       "taking by the void spaces, by cossic signs and by two men, each man's captures in his row", false,
       captures_sheet, false, true},
      {"standards", "The victory of standards",
       "the armies' footmen, their standards, and the men that win them", false, standards_sheet, false,
       true},
      {"errata", "Errata of the sources",
       "the printer's errors the audit finds in the transcribed tables, with readings, slips and lines",
       false, errata_sheet, true},
      {"quick", "Quick reference to the games of the books",
       "for the players: the game and its victories worked; a page per game: the opening, the moves, the "
       "ways of taking with examples",
       true, quick_sheet},
      {"readings", "The readings of the games of the books",
       "for the historian, a page per kind of play: every reading in words, its value and its source", false,
       readings_sheet},
  };
  return list;
}

const SheetSpec* find_sheet(std::string_view sheet_name) {
  for (const auto& s : sheets()) {
    if (s.name == sheet_name) return &s;
  }
  return nullptr;
}

namespace {

std::string pyramid_text(const PyramidSpec& p) {
  return "roots " + std::to_string(p.first_root) + ".." + std::to_string(p.last_root) + " squares " +
         std::to_string(p.squares) + " triangles " + std::to_string(p.triangles);
}

std::string csv_text(const CsvDocument& doc) {
  std::string s;
  auto line = [&s](const std::vector<CsvCell>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) s += (i ? "," : "") + csv_cell(cells[i].text);
    s += "\n";
  };
  line(doc.header);
  for (const auto& r : doc.rows) line(r.cells);
  return s;
}

}  // namespace

std::string inputs_text(const SheetSpec& sheet, const SheetInputs& in) {
  std::string s;
  s += "sheet " + std::string(sheet.name) + "\n";
  s += "seeds " + format_seeds(in.armies.seeds) + "\n";
  s += "even king " + pyramid_text(in.armies.even_king) + "\n";
  s += "odd king " + pyramid_text(in.armies.odd_king) + "\n";
  s += "pool " + std::string(name(in.pool.armies)) + " totals " +
       (in.pool.men.pyramid_totals ? "yes" : "no") + " layers " +
       (in.pool.men.pyramid_layers ? "yes" : "no") + "\n";
  s += "triumphs geometric-four " + std::string(name(in.triumphs.geometric_four)) + " two " +
       std::string(name(in.triumphs.two_kinds)) + "\n";
  // Ranks first here, unlike the board's text form (FILESxRANKS): this text is hashed
  // into the stamps of reports/sheets, which stay as they were made.
  s += "spaces board " + std::to_string(in.spaces.board.ranks) + "x" + std::to_string(in.spaces.board.files) +
       " totals " + (in.spaces.men.pyramid_totals ? "yes" : "no") + " layers " +
       (in.spaces.men.pyramid_layers ? "yes" : "no") + " min " + std::to_string(in.spaces.min_spaces) + "\n";
  s += "two-men totals " + std::string(in.two_men.pyramid_totals ? "yes" : "no") + " layers " +
       (in.two_men.pyramid_layers ? "yes" : "no") + "\n";
  s += "standards captains " + std::to_string(in.standards.captains) + " standards " +
       std::to_string(in.standards.standards) + " king-roots " +
       (in.standards.king == KingAmongFootmen::TotalAndRoots ? "yes" : "no") +
       (in.standards.king == KingAmongFootmen::None ? " king none" : "") + "\n";
  if (sheet.needs_arrays) {
    for (const auto& a : in.arrays)
      s += "array " + a.package + " kind " + std::to_string(a.kind) + "\n" + csv_text(a.table);
  }
  if (sheet.needs_audit) s += "audit inputs " + in.audit.inputs_hash + "\n";
  return s;
}

std::string stamp(const SheetSpec& sheet, const SheetInputs& inputs, latex::Paper paper) {
  return std::string("rithmo ") + RITHMO_VERSION + ", sheet " + std::string(sheet.name) + " (" +
         std::string(latex::name(paper)) + "), inputs sha256:" + sha256_hex(inputs_text(sheet, inputs));
}

// The stamp as the foot of a page prints it: the digest cut to its first 12 digits, as
// git shortens a commit's (the whole stamp is in the PDF's Subject and the source).
std::string short_stamp(const std::string& stamp) {
  const auto at = stamp.find("sha256:");
  return at == std::string::npos ? stamp : stamp.substr(0, at) + stamp.substr(at + 7, 12);
}

std::string sheet_source(const SheetSpec& sheet, const SheetInputs& inputs, latex::Paper paper) {
  const SheetContext context{paper, stamp(sheet, inputs, paper)};
  latex::Document doc(paper, std::string(sheet.title), context.stamp, short_stamp(context.stamp));
  doc.add(sheet.build(inputs, context));
  return doc.str();
}

}  // namespace rithmo::sheet
