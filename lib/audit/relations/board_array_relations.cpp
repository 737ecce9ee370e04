// The board-array relation: the arrays of the three kinds of play as Fulke draws them
// (002 lines 602-609, 649-660, 825-832), against the men of the armies and what the
// text says of their placing.
//
// The transcription draws each array as printed rows of men, squares in [..],
// triangles in <..>, rounds in (..), the king marked with * or printed "King" (lines
// 601, 648, 824); tables/fulke-1563/array-*.csv key each man by printed row and place
// in the row. The rows of a text drawing are not the board's files (a row of four men
// stands on a rank of eight spaces), so a place in a row is only an order; what the
// rules fix and the audit checks is:
//   - each half of the drawing is one army: its men are the men of that army, each
//     exactly once (men/armies.hpp; the king as his whole number, line 532);
//   - each army's king is marked, and only he;
//   - no printed row holds more men than the board is broad, ".8. in breadth" (line
//     504; "alwayes .8. in breadth", line 815);
//   - the second kind: "the naturall placing of every man under him of whome he
//     aryseth. So thei conteyne .6. ranks" (line 646): the k-th rank from the middle
//     holds the k-th order of men, and each place in the rows holds the men of one seed;
//   - the third kind: "the .4. squares standynge in the plattes nearest to the bordes
//     end" (line 822): the outermost rank of each army is four squares.
#include "arrays/arrays.hpp"
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "readings/readings.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <climits>
#include <map>
#include <memory>
#include <set>

namespace rithmo {

namespace {

// The army of the top half of a drawing: as the kind draws it, or the one named.
enum class Top { ByKind, Even, Odd };
constexpr auto kTopNames =
    enum_table<Top>({{Top::ByKind, "by-kind"}, {Top::Even, "even"}, {Top::Odd, "odd"}});

// ".8. in breadth" (002 line 504): the board the arrays are drawn for.
const long kFiles = ArrayPlacement{}.board.files;

std::string order_name(const Man& m) {
  return std::string(shape_order(m.rule) == 1 ? "first" : "second") + " order of " +
         std::string(name(m.shape)) + "s";
}

struct ArrayContext {
  Armies armies;
  int kind = 1;
  Army top = Army::Even;
  long ranks = 4;
  Language language = Language::English;
};

// One man as drawn.
struct Placed {
  const PrintedRow* p = nullptr;
  long row = 0, position = 0;
  Army army = Army::Even;
  long rank = 0;  // 1 = the rank nearest the middle of the board
  std::optional<Shape> shape;
  mpz_class value;
  bool bare_king = false;  // "King" printed without a number (line 650)
  bool marked = false;
  bool is_man = false;  // (shape, value) a man of the army, as printed or emended
};

using Kind = std::pair<Shape, mpz_class>;

// A man's number as printed (a Roman numeral or words take their own slips), or none
// when the number is not his row's own (a bare king's).
std::vector<std::string> printed_text(const Placed& m) {
  if (!m.p || m.bare_king || m.p->number_text.size() < 3 || m.p->numbers.size() < 3 ||
      m.p->numbers[2] != m.value)
    return {};
  return {m.p->number_text[2]};
}

Finding at(FindingKind kind, const Placed& m) {
  Finding f;
  f.kind = kind;
  f.row = m.p->row;
  f.line = m.p->line;
  f.keys = {std::string(name(m.army)), m.p->cells.at(2)};
  f.printed = {m.bare_king ? std::string("King") : m.p->cells.at(3)};
  f.extra = m.p->extra;
  return f;
}

std::string where(const Placed& m) {
  return "row " + std::to_string(m.row) + ", place " + std::to_string(m.position);
}

// The one shape in which the army has a man of `value`; nullopt when it has none or
// several.
std::optional<Shape> shape_of_value(const ArrayContext& c, Army army, const mpz_class& value) {
  std::optional<Shape> found;
  for (const Man& man : c.armies.men(army)) {
    if (man.value != value) continue;
    if (found && *found != man.shape) return std::nullopt;
    found = man.shape;
  }
  return found;
}

// The drawn men in order, each placed in its army and rank; a row that cannot be
// placed is reported and left out. A shape the vocabulary cannot read is a word not
// read (reported once): the man is placed in the one shape his army gives his number,
// so that the array is not said to lack him, and left out when it gives none or several.
std::vector<Placed> place_drawn_men(const ArrayContext& c, const std::vector<PrintedRow>& rows,
                                    std::vector<Finding>& out) {
  WordsNotRead not_read;
  std::vector<Placed> men;
  std::map<std::pair<long, long>, std::size_t> cells;  // (row, place) -> first data row
  std::map<long, long> per_row;
  for (const PrintedRow& p : rows) {
    Placed m;
    m.p = &p;
    // Row and place are digits (read_printed); one beyond any board reads as 0.
    const auto small = [](const mpz_class& n) { return n.fits_slong_p() ? n.get_si() : 0L; };
    m.row = small(p.numbers.at(0));
    m.position = small(p.numbers.at(1));
    m.shape = read_shape(p.cells.at(2));
    m.marked = p.cells.at(4) == "1";
    m.bare_king = p.cells.at(2).empty() && p.cells.at(3).empty() && m.marked;
    Finding bad;
    bad.kind = FindingKind::Unresolved;
    bad.row = p.row;
    bad.line = p.line;
    bad.keys = {p.cells.at(2)};
    bad.printed = {p.cells.at(3)};
    bad.extra = p.extra;
    if (m.row < 1 || m.row > 2 * c.ranks) {
      bad.kind = FindingKind::Count;
      bad.derived = {std::to_string(2 * c.ranks)};
      bad.explanation = "row " + p.cells.at(0) + " lies outside the " + std::to_string(2 * c.ranks) +
                        " ranks of the two armies";
      out.push_back(std::move(bad));
      continue;
    }
    const std::string& shape_word = p.cells.at(2);
    const bool shape_not_read = !shape_word.empty() && !m.shape;
    if (shape_not_read) {
      not_read.report(shape_word, p,
                      not_read_text(shape_word, c.language) +
                          ", neither round, triangle nor square in the five languages; ",
                      out);
      if (p.cells.at(3).empty()) continue;
    }
    if (!m.bare_king && !shape_not_read && (!m.shape || p.cells.at(3).empty())) {
      bad.explanation = "a man is drawn with a shape and a number, or as a bare King";
      out.push_back(std::move(bad));
      continue;
    }
    const auto [it, fresh] = cells.emplace(std::pair{m.row, m.position}, p.row);
    if (!fresh) {
      bad.kind = FindingKind::Duplicate;
      bad.explanation = "a second man at " + std::string("row ") + p.cells.at(0) + ", place " +
                        p.cells.at(1) + " (first at data row " + std::to_string(it->second) + ")";
      out.push_back(std::move(bad));
      continue;
    }
    if (++per_row[m.row] == kFiles + 1) {
      bad.kind = FindingKind::Count;
      bad.derived = {std::to_string(kFiles)};
      bad.explanation =
          "row " + p.cells.at(0) + " holds more men than the board is broad (" + std::to_string(kFiles) + ")";
      out.push_back(bad);
    }
    const bool top_half = m.row <= c.ranks;
    m.army = top_half ? c.top : other(c.top);
    m.rank = top_half ? c.ranks - m.row + 1 : m.row - c.ranks;
    if (m.bare_king) {
      m.shape = Shape::Square;
      m.value = c.armies.king(m.army).total();
    } else {
      m.value = p.numbers.at(2);  // row, position, value (read in decimal by read_printed), king
    }
    if (shape_not_read) {
      m.shape = shape_of_value(c, m.army, m.value);
      if (!m.shape) continue;
    }
    men.push_back(std::move(m));
  }
  return men;
}

using Left = std::map<Army, std::map<Kind, long>>;  // men of each army not yet drawn

// The drawn men matched to the men of their army, as printed.
struct Drawn {
  Left left;
  std::map<Army, std::map<Kind, std::size_t>> first;  // the first data row drawing each man
  std::vector<Placed*> wrong, twice;
};

Drawn match_as_printed(const ArrayContext& c, std::vector<Placed>& men) {
  Drawn d;
  for (Army a : {Army::Even, Army::Odd}) {
    for (const Man& man : c.armies.men(a)) ++d.left[a][{man.shape, man.value}];
  }
  for (Placed& m : men) {
    auto& count = d.left[m.army];
    const Kind k{*m.shape, m.value};
    const auto it = count.find(k);
    if (it == count.end()) {
      d.wrong.push_back(&m);
      continue;
    }
    m.is_man = true;
    if (it->second > 0) {
      --it->second;
      d.first[m.army].emplace(k, m.p->row);
      continue;
    }
    d.twice.push_back(&m);
  }
  return d;
}

// A drawn number no man of its army bears: the printer's slip that makes it one, if any.
Finding emend_stranger(Placed& m, Left& left) {
  const Army a = m.army;
  const Shape shape = *m.shape;
  Finding f = at(FindingKind::Erratum, m);
  const auto& count = left[a];
  auto is_man = [&count, shape](const NumberRow& n) { return count.count({shape, n.at(0)}) > 0; };
  auto all = emendations({m.value}, printed_text(m), is_man);
  auto supplies = [&count, shape](const Emendation& e) { return count.at({shape, e.row.at(0)}) > 0; };
  const bool any = std::any_of(all.begin(), all.end(), supplies);
  int best = INT_MAX;
  for (const auto& e : all) {
    if (!any || supplies(e)) best = std::min(best, e.cost);
  }
  for (const auto& e : all) {
    if ((!any || supplies(e)) && e.cost == best) f.candidates.push_back(e);
  }
  // The number is a man of the army in another shape: the drawing, not the figure.
  std::vector<std::string> shapes;
  for (Shape s : {Shape::Round, Shape::Triangle, Shape::Square}) {
    if (count.count({s, m.value})) shapes.push_back(std::string(name(s)));
  }
  const std::string army_text = "the " + std::string(name(a)) + " army";
  if (!shapes.empty()) {
    f.kind = FindingKind::Unresolved;
    f.candidates.clear();
    f.explanation = m.value.get_str() + " is a " + shapes.front() + " of " + army_text + ", drawn as a " +
                    std::string(name(shape)) + " (" + where(m) + ")";
  } else if (f.candidates.empty()) {
    f.kind = FindingKind::Unresolved;
    f.explanation = "no " + std::string(name(shape)) + " of " + army_text + " is " + m.value.get_str() +
                    ", and no single slip of the printer makes it one (" + where(m) + ")";
  } else if (f.candidates.size() == 1) {
    const mpz_class v = f.candidates.front().row.at(0);
    f.proof = v.get_str() + " is a " + std::string(name(shape)) + " of " + army_text;
    f.explanation = describe(f.candidates.front().slip) + "; read " + v.get_str() + ": " + f.proof +
                    (any ? ", and the array otherwise lacks him" : "") + " (" + where(m) + ")";
    if (any) --left[a][{shape, v}];
    m.value = v;
    m.is_man = true;
  } else {
    std::string each;
    for (const auto& e : f.candidates)
      each += (each.empty() ? "" : "; ") + e.row.at(0).get_str() + " (" + describe(e.slip) + ")";
    f.explanation = "tie between " + std::to_string(f.candidates.size()) + " readings, not decided: " + each;
  }
  return f;
}

// A man drawn more often than his army has him. When one slip of the printer makes the
// second drawing a man of that shape the array lacks, that is the likelier reading.
Finding drawn_twice(Placed& m, Drawn& d) {
  const Kind k{*m.shape, m.value};
  const Shape shape = *m.shape;
  auto& left = d.left[m.army];
  auto lacked = [&left, shape](const NumberRow& n) {
    const auto it = left.find({shape, n.at(0)});
    return it != left.end() && it->second > 0;
  };
  auto all = emendations({m.value}, printed_text(m), lacked);
  std::erase_if(all, [](const Emendation& e) { return e.slip.kind == SlipKind::AsPrinted; });
  int best = INT_MAX;
  for (const auto& e : all) best = std::min(best, e.cost);
  std::vector<Emendation> least;
  for (const auto& e : all) {
    if (e.cost == best) least.push_back(e);
  }
  if (least.size() == 1) {
    Finding f = at(FindingKind::Erratum, m);
    const mpz_class v = least.front().row.at(0);
    f.candidates = least;
    f.proof = v.get_str() + " is a " + std::string(name(shape)) + " of the " + std::string(name(m.army)) +
              " army, not drawn elsewhere";
    f.explanation = "the " + std::string(name(m.army)) + " " + std::string(name(shape)) + " " +
                    m.value.get_str() + " is drawn twice (first at data row " +
                    std::to_string(d.first[m.army][k]) + "); " + describe(least.front().slip) + "; read " +
                    v.get_str() + ": " + f.proof + " (" + where(m) + ")";
    --left[{shape, v}];
    m.value = v;
    return f;
  }
  Finding f = at(FindingKind::Duplicate, m);
  f.explanation = "the " + std::string(name(m.army)) + " army has no other " + std::string(name(*m.shape)) +
                  " " + m.value.get_str() + " (" + where(m) + "; first at data row " +
                  std::to_string(d.first[m.army][k]) + ")";
  // The same number in another shape, not drawn: the figure may be the slip.
  for (Shape s : {Shape::Round, Shape::Triangle, Shape::Square}) {
    const auto it = d.left[m.army].find({s, m.value});
    if (s != *m.shape && it != d.left[m.army].end() && it->second > 0) {
      f.explanation += "; the " + std::string(name(s)) + " " + m.value.get_str() + " is not drawn";
    }
  }
  return f;
}

// The men of the armies that no drawn man stands for.
void report_not_drawn(const ArrayContext& c, Left& left, std::vector<Finding>& out) {
  for (Army a : {Army::Even, Army::Odd}) {
    for (const Man& man : c.armies.men(a)) {
      auto& n = left[a][{man.shape, man.value}];
      if (n <= 0) continue;
      --n;
      Finding f;
      f.kind = FindingKind::Omission;
      f.keys = {std::string(name(a)), std::string(name(man.shape))};
      f.derived = {man.value.get_str()};
      f.explanation = "not drawn: the " + std::string(name(a)) + " " + std::string(name(man.shape)) + " " +
                      man.value.get_str() + ", " + order_name(man) + (man.is_pyramid ? ", the king" : "");
      out.push_back(std::move(f));
    }
  }
}

// Each army's men, each exactly once: first as printed, then the emendations.
void check_each_man_once(const ArrayContext& c, std::vector<Placed>& men, std::vector<Finding>& out) {
  Drawn d = match_as_printed(c, men);
  for (Placed* m : d.wrong) out.push_back(emend_stranger(*m, d.left));
  for (Placed* m : d.twice) out.push_back(drawn_twice(*m, d));
  report_not_drawn(c, d.left, out);
}

// The kings: each army's king marked, and only he.
void check_kings_marked(const ArrayContext& c, const std::vector<Placed>& men, std::vector<Finding>& out) {
  for (Army a : {Army::Even, Army::Odd}) {
    const mpz_class king = c.armies.king(a).total();
    bool marked = false;
    const Placed* unmarked = nullptr;
    for (const Placed& m : men) {
      if (m.army != a) continue;
      const bool is_king = m.is_man && m.shape == Shape::Square && m.value == king;
      if (m.marked && !is_king) {
        Finding f = at(FindingKind::Unresolved, m);
        f.explanation = "marked as the king, but the " + std::string(name(a)) + " king is the square " +
                        king.get_str() + " (" + where(m) + ")";
        out.push_back(std::move(f));
      }
      if (m.marked && is_king) marked = true;
      if (!m.marked && is_king && !unmarked) unmarked = &m;
    }
    if (!marked && unmarked) {
      Finding f = at(FindingKind::Unresolved, *unmarked);
      f.explanation = "the " + std::string(name(a)) + " king " + king.get_str() +
                      " is drawn but not marked (" + where(*unmarked) + ")";
      out.push_back(std::move(f));
    }
  }
}

using Columns =
    std::map<std::pair<Army, long>, std::map<long, std::vector<const Placed*>>>;  // -> seed -> men

// The second kind's ranks: rank k from the middle holds the k-th order. Returns the men
// that stand in their order, by (army, place) and seed.
Columns check_second_kind_ranks(const ArrayContext& c, const std::vector<Placed>& men,
                                std::vector<Finding>& out) {
  Columns column;
  for (const Placed& m : men) {
    if (!m.is_man) continue;
    const Man* found = nullptr;
    std::vector<std::string> orders;
    for (const Man& man : c.armies.men(m.army)) {
      if (man.shape != *m.shape || man.value != m.value) continue;
      orders.push_back(order_name(man));
      if (man.order == m.rank) found = &man;
    }
    if (!found && m.rank > static_cast<long>(std::size(kRules))) {
      Finding f = at(FindingKind::Unresolved, m);
      f.explanation = "rank " + std::to_string(m.rank) + " from the middle: an army has " +
                      std::to_string(std::size(kRules)) + " orders (" + where(m) + ")";
      out.push_back(std::move(f));
      continue;
    }
    if (!found) {
      Finding f = at(FindingKind::Unresolved, m);
      const Man& should = c.armies.men(m.army).at(static_cast<std::size_t>(m.rank - 1) *
                                                  (c.armies.men(m.army).size() / std::size(kRules)));
      f.explanation = "rank " + std::to_string(m.rank) + " from the middle holds the " + order_name(should) +
                      ", but " + m.value.get_str() + " is of the " + orders.front() + " (" + where(m) +
                      "): every man stands under him of whom he arises";
      out.push_back(std::move(f));
      continue;
    }
    column[{m.army, m.position}][found->seed].push_back(&m);
  }
  return column;
}

// The second kind's seeds: each place holds the men of one seed, the seed most of them share.
void check_second_kind_seeds(const Columns& column, std::vector<Finding>& out) {
  for (const auto& [place, seeds] : column) {
    if (seeds.size() < 2) continue;
    long seed = 0;
    std::size_t most = 0;
    for (const auto& [s, list] : seeds) {
      if (list.size() > most) {
        most = list.size();
        seed = s;
      }
    }
    for (const auto& [s, list] : seeds) {
      if (s == seed) continue;
      for (const Placed* m : list) {
        Finding f = at(FindingKind::Unresolved, *m);
        f.explanation = m->value.get_str() + " arises of " + std::to_string(s) + ", but place " +
                        std::to_string(place.second) + " of the " + std::string(name(place.first)) +
                        " ranks holds the men of " + std::to_string(seed) + " (" + where(*m) + ")";
        out.push_back(std::move(f));
      }
    }
  }
}

// "the .4. squares standynge in the plattes nearest to the bordes end" (line 822).
void check_third_kind_outer_rank(const ArrayContext& c, const std::vector<Placed>& men,
                                 std::vector<Finding>& out) {
  for (long row : {1L, 2 * c.ranks}) {
    std::vector<const Placed*> outer;
    for (const Placed& m : men) {
      if (m.row == row) outer.push_back(&m);
    }
    for (const Placed* m : outer) {
      if (m->shape == Shape::Square) continue;
      Finding f = at(FindingKind::Unresolved, *m);
      f.explanation = "the rank nearest the board's end holds the four squares, not a " +
                      std::string(name(*m->shape)) + " (" + where(*m) + ")";
      out.push_back(std::move(f));
    }
    if (outer.size() != 4) {
      Finding f;
      f.kind = FindingKind::Count;
      if (!outer.empty()) {
        f.row = outer.front()->p->row;
        f.line = outer.front()->p->line;
      }
      f.printed = {std::to_string(outer.size())};
      f.derived = {"4"};
      f.explanation = "row " + std::to_string(row) + ", the rank nearest the board's end, holds " +
                      std::to_string(outer.size()) + " men, not the four squares";
      out.push_back(std::move(f));
    }
  }
}

std::vector<Finding> check_array(const ArrayContext& c, const std::vector<PrintedRow>& rows) {
  std::vector<Finding> out;
  std::vector<Placed> men = place_drawn_men(c, rows, out);
  check_each_man_once(c, men, out);
  check_kings_marked(c, men, out);
  if (c.kind == 2) check_second_kind_seeds(check_second_kind_ranks(c, men, out), out);
  if (c.kind == 3) check_third_kind_outer_rank(c, men, out);
  return out;
}

RelationSpec board_array_spec() {
  RelationSpec spec;
  spec.name = "board-array";
  spec.summary =
      "The arrays of the three kinds of play: each army's men drawn once, the kings marked, the "
      "placing the text states (002 lines 602-609, 646-660, 822-832)";
  spec.columns = {{"row", ColumnRole::Number, "the printed row of the drawing, from the top"},
                  {"position", ColumnRole::Number, "the place in the printed row, from the left"},
                  {"shape", ColumnRole::Key,
                   "round, triangle or square, in any of the five languages; empty for a bare King"},
                  {"value", ColumnRole::Number, "the number drawn; empty for a bare King", true},
                  {"king", ColumnRole::Number, "1 when the man is marked as the king"}};
  spec.parameters = {
      // The kind whose array the drawing shows: 1 (002 lines 598-609), 2 "The setting in
      // aray" (lines 645-660), 3 (lines 821-832); each kind has its own.
      required(reading("kind-of-play")),
      enum_parameter(
          "top", Top::ByKind, kTopNames,
          "the army of the top half of the drawing; by-kind: the even for kinds 1 and 3 (002 line 601: \"the "
          "top "
          "half, the evens\"; line 824: the third kind drawn as the first), the odd for kind 2 (lines "
          "649-654 "
          "print "
          "the odd ranks, 361 225 121 49 ..., first)"),
      {"ranks",
       "by-kind",
       {"by-kind", "4", "5", "6", "7", "8"},
       "the ranks of each army; by-kind: 6 for kind 2 (002 line 646: \"they conteyne .6. ranks\"), 4 for "
       "kinds 1 "
       "and 3 (000: \"your men begin on your rows .3.4.5.6.\"; 002 line 822: \"after the firste maner\")"},
      reading("language"),
  };
  spec.words = {WordKind::Shape};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    auto c = std::make_shared<ArrayContext>();
    c->armies = armies;
    c->language = choice(params, "language", kLanguageNames);
    c->kind = static_cast<int>(whole_number(params, "kind-of-play"));
    const Top top = choice(params, "top", kTopNames);
    c->top = top == Top::ByKind ? fulke_top(c->kind) : top == Top::Odd ? Army::Odd : Army::Even;
    const std::string& ranks = params.at("ranks");
    c->ranks = ranks == "by-kind" ? fulke_ranks(c->kind) : whole_number(params, "ranks");
    BoundRelation r;
    r.statement = "each half of the drawing holds its army's men once, the king marked" +
                  std::string(c->kind == 2   ? "; each rank one order, each place one seed"
                              : c->kind == 3 ? "; the four squares nearest the board's end"
                                             : "");
    r.check = [c](const std::vector<PrintedRow>& rows) { return check_array(*c, rows); };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> board_array_relation_specs() { return {board_array_spec()}; }

}  // namespace rithmo
