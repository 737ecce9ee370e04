#include "play/claims.hpp"

#include "harmony/pool.hpp"
#include "harmony/triumph.hpp"
#include "men/armies.hpp"
#include "number/numeral.hpp"
#include "number/rational.hpp"
#include "play/game.hpp"
#include "play/notation.hpp"
#include "play/opening.hpp"
#include "play/outcome.hpp"
#include "play/playout.hpp"
#include "tables/csv.hpp"
#include "text/join.hpp"
#include "victory/standards.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <sstream>

namespace rithmo::play {

namespace {

std::unique_ptr<Game> game_of(const Sources& s, const std::string& preset,
                              std::initializer_list<const char*> settings = {}) {
  Rules r = preset_rules(preset);
  for (const char* x : settings) set_parameter(r, x);
  return std::make_unique<Game>(r, s);
}

// An empty board of the geometry's size with one odd man of this shape, bearing 1, on
// the square, the odd to move: the draughts alone, no number concerned.
Position lone_man(const Geometry& g, Shape shape, Square square) {
  Position pos(g.size());
  pos.to_move = Army::Odd;
  Man m;
  m.army = Army::Odd;
  m.shape = shape;
  m.value = 1;
  pos.place(m, square);
  return pos;
}

std::string plural(long n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A whole number in a cell (or at `offset` within it), by the one numeral reader; a
// bad one is an error where it stands.
long number_at(const CsvDocument& doc, const CsvCell& cell, std::string_view text, std::size_t offset,
               std::uint64_t max) {
  NumeralError error;
  const auto n = read_count(text, max, &error);
  if (!n) throw DiagnosticError({doc.name, cell.line, cell.column + offset, error.message});
  return static_cast<long>(*n);
}

long number(const CsvDocument& doc, const CsvRow& row, const std::string& column) {
  const CsvCell& cell = row.cells[doc.column(column)];
  return number_at(doc, cell, cell.text, 0, 1000000000);
}

// The numbers of a cell that lists them with a space between ("2 4 6 8 20 64").
std::vector<long> numbers_in(const CsvDocument& doc, const CsvCell& cell) {
  std::vector<long> out;
  std::size_t i = 0;
  while (i < cell.text.size()) {
    std::size_t j = cell.text.find(' ', i);
    if (j == std::string::npos) j = cell.text.size();
    out.push_back(number_at(doc, cell, std::string_view(cell.text).substr(i, j - i), i, 65535));
    i = j + 1;
  }
  return out;
}

// The men taken, as a tally counts them, from a cell that lists their numbers.
Tally tally_in(const CsvDocument& doc, const CsvCell& cell) {
  std::vector<TakenEntry> entries;
  for (long n : numbers_in(doc, cell)) {
    TakenEntry e;
    e.value = static_cast<std::uint16_t>(n);
    entries.push_back(e);
  }
  return tally_of(entries);
}

// A claim's verdict and evidence from the examples that hold and those that fail.
void verdict_of_examples(Claim& c, const std::vector<std::string>& held,
                         const std::vector<std::string>& failed) {
  c.verdict = failed.empty() ? "holds"
                             : "fails for " + plural(static_cast<long>(failed.size()), "example", "examples");
  c.evidence = "holds: " + (held.empty() ? std::string("none") : join(held, "; ")) +
               (failed.empty() ? "" : "; fails: " + join(failed, "; "));
}

// --- blocking the ordinary draughts blocks the flights (001 line 85) -------------------

Claim flying_blocked(const Sources& s, const std::string& preset) {
  auto game = game_of(s, preset);
  const Geometry& g = game->geometry();
  const Square centre = g.square(4, 7);
  std::string shapes_evidence;
  std::string example;
  long failing = 0;
  for (Shape shape : {Shape::Triangle, Shape::Square}) {
    const int k = distance_of(shape);
    const int per = (1 << k) - 1;  // the non-empty sets of spaces on one line
    long shape_total = 0, shape_failing = 0;
    for (int combo = 0; combo < per * per * per * per; ++combo) {
      Position pos = lone_man(g, shape, centre);
      std::vector<std::string> held;
      int c = combo;
      for (int d = 0; d < 4; ++d) {
        const int mask = c % per + 1;
        c /= per;
        for (int j = 0; j < k; ++j) {
          if (!((mask >> j) & 1)) continue;
          Man b;
          b.army = Army::Odd;
          b.shape = Shape::Round;
          b.value = 2;
          const Square sq = g.ray(centre, d)[j];
          pos.place(b, sq);
          held.push_back(g.name(sq));
        }
      }
      MoveList moves;
      game->legal_moves(pos, moves);
      std::vector<std::string> flights;
      for (const Move& mv : moves) {
        if (mv.from == centre && mv.kind == MoveKind::Flying) flights.push_back(move_stem(pos, mv));
      }
      ++shape_total;
      if (!flights.empty()) {
        ++shape_failing;
        if (example.empty()) {
          example = std::string("e.g. a ") + std::string(name(shape)) + " on e8, men on " + join(held, ", ") +
                    ": flights " + join(flights, ", ");
        }
      }
    }
    shapes_evidence += (shapes_evidence.empty() ? "" : "; ") + std::string(name(shape)) +
                       "s: " + std::to_string(shape_failing) + " of " + std::to_string(shape_total) +
                       " ways of blocking every ordinary draught leave a flight";
    failing += shape_failing;
  }
  Claim c;
  c.id = "flying-blocked";
  c.claim =
      "Since the flying moves are the normal moves, plus one step to the side, blocking the normal moves "
      "suffices to block the flying ones as well.";
  c.source = "001:85";
  c.readings = preset + " (flying-path " + get_parameter(game->rules(), "flying-path") + ")";
  c.verdict = failing == 0 ? "holds" : "fails";
  c.evidence = "every way of holding the spaces of the ordinary draughts of a lone man on e8 (8x16): " +
               shapes_evidence + (example.empty() ? "" : "; " + example);
  return c;
}

// --- men that begin unable to move (000 endnotes; 001 line 87) -------------------------

Claim opening_blocked(const Sources& s, const std::string& preset) {
  auto game = game_of(s, preset);
  Position pos = game->opening();
  std::string evidence;
  int no_ordinary_total = 0;
  for (Army army : {Army::Even, Army::Odd}) {
    pos.to_move = army;
    MoveList moves;
    game->legal_moves(pos, moves);
    std::set<int> any, ordinary;
    for (const Move& m : moves) {
      any.insert(m.from);
      if (m.kind == MoveKind::Ordinary) ordinary.insert(m.from);
    }
    int men = 0, no_move = 0, no_ordinary = 0;
    for (const auto& m : pos.men) {
      if (!m.on_board || m.army != army) continue;
      ++men;
      no_move += any.count(m.square) == 0;
      no_ordinary += ordinary.count(m.square) == 0;
    }
    no_ordinary_total += no_ordinary;
    evidence += (evidence.empty() ? "" : "; ") + std::string(name(army)) + ": " +
                std::to_string(no_ordinary) + " of " + std::to_string(men) +
                " men without an ordinary draught, " + std::to_string(no_move) + " without any move";
  }
  Claim c;
  c.id = "opening-blocked";
  c.claim = "many pieces start out entirely surrounded / many men begin the game so blocked";
  c.source = "000:1:16961; 001:87";
  c.readings = preset + " opening";
  c.verdict =
      no_ordinary_total > 0 ? "holds (" + std::to_string(no_ordinary_total) + " of 48)" : "fails (none)";
  c.evidence = evidence;
  return c;
}

// --- squares reached from each square on the empty board ---------------------------

struct Reach {
  int least = 1 << 30, most = 0;
  long total = 0;
  int starts = 0;
  bool one_colour = true;
};

Reach reach(const Game& game, Shape shape) {
  const Geometry& g = game.geometry();
  Reach r;
  for (Square start = 0; start < g.squares(); ++start) {
    std::vector<bool> seen(g.squares(), false);
    std::vector<Square> todo = {start};
    seen[start] = true;
    while (!todo.empty()) {
      const Square s = todo.back();
      todo.pop_back();
      Position pos = lone_man(g, shape, s);
      MoveList moves;
      game.legal_moves(pos, moves);
      for (const Move& mv : moves) {
        if (!seen[mv.to]) {
          seen[mv.to] = true;
          todo.push_back(mv.to);
        }
      }
    }
    const int n = static_cast<int>(std::count(seen.begin(), seen.end(), true));
    for (Square s = 0; s < g.squares(); ++s)
      r.one_colour = r.one_colour && (!seen[s] || g.colour(s) == g.colour(start));
    r.least = std::min(r.least, n);
    r.most = std::max(r.most, n);
    r.total += n;
    ++r.starts;
  }
  return r;
}

std::string reach_text(const Reach& r, int squares) {
  const Rational mean(mpz_class(r.total), mpz_class(r.starts));
  std::string s =
      r.least == r.most ? std::to_string(r.least) : std::to_string(r.least) + " to " + std::to_string(r.most);
  s += " of " + std::to_string(squares);
  if (r.least != r.most) s += " (mean " + mean.str() + ")";
  return s;
}

Claim confined(const Sources& s, const std::string& preset) {
  auto game = game_of(s, preset);
  auto ordinary = game_of(s, preset, {"flying=none"});
  const int n = game->geometry().squares();
  const Reach t0 = reach(*ordinary, Shape::Triangle), t1 = reach(*game, Shape::Triangle);
  const Reach s0 = reach(*ordinary, Shape::Square), s1 = reach(*game, Shape::Square);
  Claim c;
  c.id = "confined";
  c.claim =
      "The flying move ensures that the Triangles are not confined to only one out of every four squares on "
      "the board, and the Squares are not confined to only one out of every nine squares ... This appears to "
      "be strictly the case in the second version";
  c.source = "003:251";
  c.readings = preset + " (flying " + get_parameter(game->rules(), "flying") + ", flying-use " +
               get_parameter(game->rules(), "flying-use") + "), a lone man on the empty 8x16 board";
  const bool freed = t1.least == n && s1.least == n;
  const bool quarter = t0.least == n / 4 && t0.most == n / 4;
  c.verdict = std::string(quarter ? "one in four exactly" : "not one in four") +
              "; one in nine only on the mean (" + Rational(mpz_class(n), mpz_class(9)).str() +
              "), the board's sides being no multiples of 3; " +
              (freed ? "the flights free them" : "the flights do not free them");
  c.evidence = "squares reached from every square by ordinary draughts: triangle " + reach_text(t0, n) +
               ", square " + reach_text(s0, n) + "; with the flights as the reading allows: triangle " +
               reach_text(t1, n) + ", square " + reach_text(s1, n);
  return c;
}

// --- the first kind's rounds keep to one colour (003 line 251) -------------------------

Claim one_colour(const Sources& s, const std::string& preset) {
  auto game = game_of(s, preset);
  const Reach r = reach(*game, Shape::Round);
  const int n = game->geometry().squares();
  Claim c;
  c.id = "rounds-one-colour";
  c.claim = "it is only in the first version that the Rounds are confined to only one color of square";
  c.source = "003:251";
  c.readings = preset + " (round-directions " + get_parameter(game->rules(), "round-directions") +
               ", reentry " + get_parameter(game->rules(), "reentry") + ")";
  std::string games;
  bool turned = false;
  if (r.one_colour && game->rules().reentry == ReEntry::FirstRank) {
    // Over games: does a round ever stand on the other colour from where he began?
    int changed_games = 0;
    const int count = 20;
    for (std::uint64_t seed = 1; seed <= count; ++seed) {
      Position pos = game->opening();
      std::vector<int> colour(pos.men.size());
      for (std::size_t i = 0; i < pos.men.size(); ++i) colour[i] = game->geometry().colour(pos.men[i].square);
      SplitMix64 rng(seed);
      MoveList moves;
      Undo u;
      bool changed = false;
      for (int ply = 0; ply < 2000 && !changed; ++ply) {
        if (game->outcome(pos).result != Result::None) break;
        game->legal_moves(pos, moves);
        if (moves.empty()) break;
        game->apply(pos, moves[rng.below(moves.size())], u);
        for (std::size_t i = 0; i < pos.men.size(); ++i) {
          const Man& m = pos.men[i];
          changed = changed || (m.on_board && !m.king && m.shape == Shape::Round &&
                                game->geometry().colour(m.square) != colour[i]);
        }
      }
      changed_games += changed;
    }
    turned = changed_games > 0;
    games = "; in " + std::to_string(count) + " random games (seeds 1-" + std::to_string(count) + ") " +
            std::to_string(changed_games) +
            " saw a round set on the other colour, turned coat and re-entered on the taker's first rank";
  }
  c.verdict = r.one_colour ? (turned ? "holds for the draughts; a turncoat round may change colour" : "holds")
                           : "does not apply: the rounds change colour";
  c.evidence = "squares a round reaches from each square of the empty board: " + reach_text(r, n) +
               (r.one_colour ? ", all of his colour" : ", of both colours") + games;
  return c;
}

// Whether `side` takes the man `target` of the other army on `at` with `placed` set
// about him on an otherwise empty board, by numbers alone (no siege).
bool taken_by_numbers(const Game& game, const Man& target, Square at,
                      const std::vector<std::pair<const Man*, Square>>& placed, Army side) {
  Position pos(game.geometry().size());
  pos.to_move = side;
  const int t = pos.place(target, at);
  for (const auto& [m, sq] : placed) pos.place(*m, sq);
  Ask ask;
  ask.oblivion = false;
  return game.finder().evaluate(pos, t, side, ask).any();
}

// The men of each army a printed list names (its columns army and value).
std::map<Army, std::multiset<int>> printed_men(const std::string& file) {
  const CsvDocument doc = read_csv_file(file);
  std::map<Army, std::multiset<int>> printed;
  for (const auto& row : doc.rows) {
    const auto a = kArmyNames.parse(row.cells[doc.column("army")].text);
    if (!a) {
      const CsvCell& cell = row.cells[doc.column("army")];
      throw DiagnosticError(
          {doc.name, cell.line, cell.column, "army '" + cell.text + "' is not even or odd"});
    }
    printed[*a].insert(static_cast<int>(number(doc, row, "value")));
  }
  return printed;
}

// A printed list of men against the men found: "holds", or what each lacks.
std::string list_verdict(const std::map<Army, std::multiset<int>>& printed,
                         const std::map<Army, std::vector<int>>& found) {
  std::vector<std::string> missing, extra;
  for (Army a : {Army::Even, Army::Odd}) {
    const auto f = found.find(a);
    const std::multiset<int> got =
        f == found.end() ? std::multiset<int>{} : std::multiset<int>(f->second.begin(), f->second.end());
    const auto p = printed.find(a);
    const std::multiset<int> named = p == printed.end() ? std::multiset<int>{} : p->second;
    for (int x : named) {
      if (!got.count(x)) missing.push_back(std::string(name(a)) + " " + std::to_string(x));
    }
    for (int x : got) {
      if (!named.count(x)) extra.push_back(std::string(name(a)) + " " + std::to_string(x));
    }
  }
  if (missing.empty() && extra.empty()) return "holds";
  return "holds but for: printed and not found " + (missing.empty() ? "none" : join(missing, ", ")) +
         "; found and not printed " + (extra.empty() ? "none" : join(extra, ", "));
}

// Numbers in ascending order, spaced.
std::string ascending_text(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return join(v, " ", [](int x) { return std::to_string(x); });
}

// --- the third kind's men that only oblivion takes (002 line 851) ---------------------

Claim only_oblivion(const Sources& s, const std::string& tables_dir, const std::string& board) {
  Rules rules = preset_rules("fulke-3");
  set_board(rules, *parse_board_size(board));
  rules.pyramid_layers = false;  // the whole man, by his number
  Game game(rules, s);
  const Geometry& g = game.geometry();
  const Position opening = game.opening();
  Ask ask;
  ask.oblivion = false;
  std::map<Army, std::vector<int>> only;
  for (const auto& target : opening.men) {
    const Army enemy = other(target.army);
    std::vector<Man> takers;
    for (const auto& m : opening.men) {
      if (m.army == enemy) takers.push_back(m);
    }
    auto taken = [&](const std::vector<std::pair<const Man*, Square>>& placed, Square at) {
      return taken_by_numbers(game, target, at, placed, enemy);
    };
    bool can = false;
    const Square e8 = g.square(4, g.ranks() / 2);
    for (std::size_t i = 0; i < takers.size() && !can; ++i) {
      // Encountering: in the next space.
      can = taken({{&takers[i], g.ray(e8, North)[0]}}, e8);
      // Eruption: on the same file with k void spaces between, as far as the board allows.
      for (int k = 1; k + 1 < g.ranks() && !can; ++k)
        can = taken({{&takers[i], g.square(0, k + 1)}}, g.square(0, 0));
      // Lying in wait: two in the next spaces, on opposite sides.
      for (std::size_t j = i + 1; j < takers.size() && !can; ++j) {
        can = taken({{&takers[i], g.ray(e8, West)[0]}, {&takers[j], g.ray(e8, East)[0]}}, e8);
      }
    }
    if (!can) only[target.army].push_back(target.value);
  }
  // The printed lists (tables/fulke-1563/oblivion-only-third-kind.csv).
  const auto printed = printed_men(tables_dir + "/fulke-1563/oblivion-only-third-kind.csv");
  Claim c;
  c.id = "third-kind-oblivion-only";
  c.claim =
      "In this thyrde kynde, these men can be none otherwyse taken but by Oblivion. Namely amonge the even "
      ".2.4.4.135. among the odde .3.5.7.190.";
  c.source = "002:851";
  c.readings = "fulke-3 on " + board + " (encountering, eruption, lying in wait; a king by his whole number)";
  c.verdict = list_verdict(printed, only);
  c.evidence = "men no arrangement of enemy men takes otherwise: even " + ascending_text(only[Army::Even]) +
               ", odd " + ascending_text(only[Army::Odd]) +
               " (no even man bears 135; 153 is taken by none of these ways on any board)";
  return c;
}

// --- triumphs with an army's own men (003 lines 104, 203; 001 line 91) -----------------

Claim own_triumphs(bool pyramid) {
  const Armies armies = build_armies();
  TriumphOptions options;  // geometric by progression or ratios, greater: exactly two
  std::string evidence;
  bool odd_greatest = false, even_greatest = false;
  std::string even_example;
  for (Army army : {Army::Even, Army::Odd}) {
    PoolOptions p;
    p.armies = army == Army::Even ? PoolArmies::Even : PoolArmies::Odd;
    p.men.pyramid_totals = pyramid;
    const auto pool = make_pool(armies, p);
    std::vector<std::string> counts;
    for (Grade grade : {Grade::Great, Grade::Greater, Grade::Greatest}) {
      const auto sets = triumphs(grade, pool, options);
      counts.push_back(std::string(name(grade)) + " " + std::to_string(sets.size()));
      if (grade == Grade::Greatest) {
        (army == Army::Even ? even_greatest : odd_greatest) = !sets.empty();
        if (army == Army::Even && !sets.empty()) {
          std::vector<std::string> n;
          for (const auto& x : sets.front().numbers) n.push_back(x.get_str());
          even_example = join(n, " ");
        }
      }
    }
    evidence += (evidence.empty() ? "" : "; ") + std::string(name(army)) + " alone: " + join(counts, ", ");
  }
  Claim c;
  c.id = "own-men-triumphs";
  c.claim =
      "this would appear to make Victoria Excellentissima impossible for the player with the black pieces / "
      "Possible with Evens (White) Only: 2 9 16 72";
  c.source = "003:104; 003:203; 001:91";
  c.readings = std::string("each army's own numbers, the pyramid's total ") +
               (pyramid ? "in" : "out (003:239)") +
               "; geometric among four by progression or equal ratios; greater: exactly two kinds";
  c.verdict = !odd_greatest && even_greatest
                  ? "holds: the odd (black) army cannot make the greatest triumph alone, the even can"
                  : "fails";
  c.evidence = evidence + (even_example.empty() ? "" : "; the even's first: " + even_example);
  return c;
}

// --- du Coeur's example of division (001 line 81) --------------------------------------

Claim division_example(const Sources& s) {
  auto game = game_of(s, "du-coeur");
  auto taken = [&](const std::string& men, const std::string& stem) {
    Position pos =
        parse_position("rithmo-position\nboard 8x16\nto-move even\nvictory none\n" + men, "example");
    MoveList moves;
    game->legal_moves(pos, moves);
    for (const Move& m : moves) {
      if (move_stem(pos, m) == stem) return format_move(pos, m);
    }
    return std::string("no such move");
  };
  Claim c;
  c.id = "division-example";
  c.claim =
      "If the black triangle 25 is on A, and the white round 9 is on B, and you move the white square 225 "
      "onto "
      "C, you capture the 25 by Division.";
  c.source = "001:81";
  c.readings = "du-coeur (squares move three spaces in a line, 001 line 49)";
  c.verdict = "fails as printed: a square on C has not A in his draught";
  c.evidence =
      "A e5, B d6, C f6: " + taken("odd T25 e5\neven R9 d6\neven S225 f9\n", "f9-f6") +
      " takes nothing; on L (e8) instead: " + taken("odd T25 e5\neven R9 d6\neven S225 b8\n", "b8-e8");
  return c;
}

// --- Fulke's tables of taking by spaces (002 lines 697-796) ---------------------------

Claim spaces_tables(const Sources& s, const std::string& tables_dir) {
  auto game = game_of(s, "fulke-2");
  const Geometry& g = game->geometry();
  long rows = 0, taken = 0;
  std::vector<std::string> slips;
  for (const auto& [file, division] :
       {std::pair{"spaces-multiplication-even.csv", false}, std::pair{"spaces-multiplication-odd.csv", false},
        std::pair{"spaces-division-even.csv", true}, std::pair{"spaces-division-odd.csv", true}}) {
    const CsvDocument doc = read_csv_file(tables_dir + "/fulke-1563/" + file);
    for (const auto& row : doc.rows) {
      ++rows;
      const long t = number(doc, row, "taker"), k = number(doc, row, "spaces"), v = number(doc, row, "taken");
      Position pos(g.size());
      pos.to_move = Army::Even;
      Man a, b;
      a.army = Army::Even;
      a.value = static_cast<std::uint16_t>(t);
      b.army = Army::Odd;
      b.value = static_cast<std::uint16_t>(v);
      pos.place(a, g.square(0, 0));
      const int i = k + 1 < g.ranks() ? pos.place(b, g.square(0, static_cast<int>(k) + 1)) : -1;
      const bool ok = i >= 0 && game->finder().evaluate(pos, i, Army::Even, Ask{}).any();
      if (ok)
        ++taken;
      else
        slips.push_back(row.cells[doc.column("line")].text + " (" + std::to_string(t) + " " +
                        std::to_string(k) + " " + std::to_string(v) +
                        (division ? ", division" : ", multiplication") + ")");
    }
  }
  Claim c;
  c.id = "spaces-tables";
  c.claim = "A table to take the men by Multiplication and Division [by the void spaces between]";
  c.source = "002:697-796";
  c.readings =
      "fulke-2 on 8x16: the taker on a1, the man taken on the a-file with the printed spaces between";
  c.verdict =
      slips.empty() ? "holds" : "holds but for " + plural(static_cast<long>(slips.size()), "row", "rows");
  c.evidence = std::to_string(taken) + " of " + std::to_string(rows) + " rows are captures" +
               (slips.empty() ? "" : "; not: lines " + join(slips, ", ")) +
               " (778 and 790 are marked [sic] by the transcriber, 760 is not)";
  return c;
}

// --- the victory of quarrel's example (002 line 867) ------------------------------------

Claim quarrel_example(const std::string& tables_dir) {
  const CsvDocument doc = read_csv_file(tables_dir + "/fulke-1563/common-victories.csv");
  Claim c;
  for (const auto& row : doc.rows) {
    if (row.cells[doc.column("victory")].text != "quarrel") continue;
    const std::string& list = row.cells[doc.column("men")].text;
    const Tally t = tally_in(doc, row.cells[doc.column("men")]);
    const long goal = number(doc, row, "goal_sum"), stated = number(doc, row, "stated_excess");
    const Victory v{Goal::Quarrel, 0, static_cast<int>(goal),
                    static_cast<int>(number(doc, row, "goal_characters")), 0};
    c.id = "quarrel-example";
    c.claim = "As .2.4.5.8.24.64. so you have .100. in .8. characters ... there is more then .100. by .4.";
    c.source = "002:867";
    c.readings = "victory of quarrel, sum " + std::to_string(goal) + " in " + std::to_string(v.characters) +
                 " characters";
    c.verdict = std::string(common_goal_met(v, t, Rational(1)) ? "the victory holds" : "the victory fails") +
                "; the excess " + (t.sum - goal == stated ? "holds" : "fails");
    c.evidence = list + " sum to " + std::to_string(t.sum) + " in " + std::to_string(t.characters) +
                 " characters: more than " + std::to_string(goal) + " by " + std::to_string(t.sum - goal) +
                 ", not by " + std::to_string(stated);
  }
  return c;
}

// --- the standards (002 line 876) and equality in the second kind (002 line 672) -----

Claim standards(const Sources& s) {
  auto game = game_of(s, "fulke-1");
  Claim c;
  c.id = "standards";
  c.claim =
      "The whyte men ... conteyneth .1312. footemen ... every standerd shall have .130. men ... The black "
      "men "
      "... be .1752. ... to every standerd .174.";
  c.source = "002:876";
  c.readings = "the men derived by Fulke's rules (002 lines 522-531), a king counted as his pyramid";
  // The engine's standards and the count behind them (victory/standards.hpp), against the
  // numbers the claim quotes.
  StandardsOptions o;
  o.king = game->rules().standards_king;
  const Armies armies = build_armies();
  const ArmyStandards even = army_standards(armies, Army::Even, o),
                      odd = army_standards(armies, Army::Odd, o);
  const bool ok = even.footmen == 1312 && odd.footmen == 1752 &&
                  game->standard(Army::Even) == Rational(130) && game->standard(Army::Odd) == Rational(174);
  c.verdict = ok ? "holds" : "fails";
  auto count = [&game, &o](const ArmyStandards& a) {
    return "(" + a.footmen.get_str() + " - " + std::to_string(a.captains) + " - " +
           std::to_string(a.bearers) + ") / " + std::to_string(o.standards) + " = " +
           game->standard(a.army).str();
  };
  c.evidence = "footmen " + even.footmen.get_str() + " and " + odd.footmen.get_str() + "; even " +
               count(even) + "; odd " + count(odd);
  return c;
}

Claim equality_numbers(const Sources& s) {
  auto game = game_of(s, "fulke-2");
  const Position pos = game->opening();
  std::set<int> even, odd;
  for (const auto& m : pos.men) (m.army == Army::Even ? even : odd).insert(m.value);
  std::vector<std::string> both;
  for (int v : even) {
    if (odd.count(v)) both.push_back(std::to_string(v));
  }
  Claim c;
  c.id = "equality-numbers";
  c.claim = "By Equalitie maye these men take or be taken ... .9.16.25.36.49.64.81.";
  c.source = "002:672";
  c.readings = "fulke-2: the numbers both arrays bear";
  c.verdict = join(both, " ") == "9 16 25 36 49 64 81" ? "holds" : "fails";
  c.evidence = "numbers on men of both armies: " + join(both, " ");
  return c;
}

// --- Boissière's claims (ocr/boissiere-1554, cited page:line) -------------------------

// The numbers of a table's column, in its order.
std::vector<long> column_numbers(const CsvDocument& doc, const std::string& column) {
  std::vector<long> out;
  for (const auto& row : doc.rows) out.push_back(number(doc, row, column));
  return out;
}

// The numbers the men of each army bear at the opening (a king his total).
std::map<Army, std::set<int>> numbers_borne(const Game& game) {
  std::map<Army, std::set<int>> out;
  for (const auto& m : game.opening().men) out[m.army].insert(m.value);
  return out;
}

// 0059:11-16: «Les nombres lesquels ne se peuuent prendre que par emprisonnement».
// Every man of the opening is tried as the one taken, by numbers alone: each enemy man
// on every other square of the board (rencontre, assault), and each two enemy men on
// every two of the eight squares about him (embusche). A king is taken only by his
// whole number here (the list names 153 and 190); his layers still take.
Claim prison_only(const Sources& s, const std::string& tables_dir,
                  std::initializer_list<const char*> settings) {
  auto game = game_of(s, "boissiere", {"pyramid-layers=no"});
  Rules rules = game->rules();
  std::string readings;
  for (const char* x : settings) {
    set_parameter(rules, x);
    readings += std::string(", ") + x;
  }
  game = std::make_unique<Game>(rules, s);
  const Geometry& g = game->geometry();
  const Position opening = game->opening();
  const Square centre = g.square(3, g.ranks() / 2);
  std::vector<Square> around;
  for (int d = 0; d < kDirections; ++d) {
    if (g.ray_length(centre, d) > 0) around.push_back(g.ray(centre, d)[0]);
  }
  std::map<Army, std::vector<int>> only;
  for (const auto& target : opening.men) {
    const Army enemy = other(target.army);
    std::vector<const Man*> takers;
    for (const auto& m : opening.men) {
      if (m.army == enemy) takers.push_back(&m);
    }
    bool can = false;
    for (std::size_t i = 0; i < takers.size() && !can; ++i) {
      for (Square sq = 0; sq < g.squares() && !can; ++sq) {
        if (sq != centre) can = taken_by_numbers(*game, target, centre, {{takers[i], sq}}, enemy);
      }
      for (std::size_t j = i + 1; j < takers.size() && !can; ++j) {
        for (std::size_t a = 0; a < around.size() && !can; ++a) {
          for (std::size_t b = a + 1; b < around.size() && !can; ++b) {
            can = taken_by_numbers(*game, target, centre, {{takers[i], around[a]}, {takers[j], around[b]}},
                                   enemy);
          }
        }
      }
    }
    if (!can) only[target.army].push_back(target.value);
  }
  const auto printed = printed_men(tables_dir + "/boissiere-1556/prison-only.csv");
  Claim c;
  c.id = "boissiere-prison-only";
  c.claim =
      "Les nombres lesquels ne se peuuent prendre que par emprisonnement. Pair 2 4 6 153, Nompair 3 5 7 190";
  c.source = "0059:11-16";
  c.readings =
      "boissiere" + readings +
      " on 8x16 (rencontre and assault from every square, embusche from every two squares about him; "
      "a king by his whole number)";
  c.verdict = list_verdict(printed, only);
  c.evidence = "men no arrangement of enemy men takes but by siege: even " +
               ascending_text(only[Army::Even]) + ", odd " + ascending_text(only[Army::Odd]);
  return c;
}

// "page 0055 line 37": a row of a table keyed from the OCR's pages, by its file and line.
std::string page_line(const CsvDocument& doc, const CsvRow& row) {
  const std::string file = row.cells[doc.column("file")].text;
  return "page " + file.substr(file.size() - 8, 4) + " line " + row.cells[doc.column("line")].text;
}

// What a claim of a book is, and where its table stands: the preset that plays the
// book's game, the table (package/file.csv), the claim's id, words and place.
struct BookClaim {
  std::string preset, table, id, claim, source;
};

// The numbers that take and are taken by equality, those both armies bear (Boissière
// 0053:14 «rencontre»; Barozzi 0030:5 «col numerar»), against the book's list.
Claim equality_claim(const Sources& s, const std::string& tables_dir, const BookClaim& b) {
  auto game = game_of(s, b.preset);
  const Position pos = game->opening();
  std::set<int> even, odd;
  for (const auto& m : pos.men) (m.army == Army::Even ? even : odd).insert(m.value);
  std::vector<int> both;
  for (int v : even) {
    if (odd.count(v)) both.push_back(v);
  }
  const CsvDocument doc = read_csv_file(tables_dir + "/" + b.table);
  std::vector<long> printed = column_numbers(doc, "value");
  std::sort(printed.begin(), printed.end());
  const std::vector<long> found(both.begin(), both.end());
  Claim c;
  c.id = b.id;
  c.claim = b.claim;
  c.source = b.source;
  c.readings = b.preset + ": the numbers both arrays bear";
  c.verdict = found == printed ? "holds" : "fails";
  c.evidence = "numbers on men of both armies: " + join(both, " ", [](int x) { return std::to_string(x); });
  return c;
}

Claim boissiere_equality(const Sources& s, const std::string& tables_dir) {
  return equality_claim(
      s, tables_dir,
      {"boissiere", "boissiere-1556/equality-values.csv", "boissiere-equality-numbers",
       "Et sont les nombres qui se peuuent rencontrer 9, 16, 36, 25, 49, 64, 81.", "0053:14"});
}

// 0066:28-0067:18: the armies' totals without the roots, and the standards.
Claim boissiere_standards(const Sources& s, const std::string& tables_dir) {
  auto game = game_of(s, "boissiere");
  const CsvDocument doc = read_csv_file(tables_dir + "/boissiere-1556/standards-facts.csv");
  std::map<std::pair<std::string, std::string>, long> stated;
  for (const auto& row : doc.rows) {
    stated[{row.cells[doc.column("army")].text, row.cells[doc.column("quantity")].text}] =
        number(doc, row, "value");
  }
  StandardsOptions o;
  o.king = game->rules().standards_king;
  const Armies armies = build_armies();
  std::vector<std::string> evidence, wrong;
  for (Army a : {Army::Even, Army::Odd}) {
    const ArmyStandards st = army_standards(armies, a, o);
    const std::string army(name(a));
    const std::string standard = game->standard(a).str();
    evidence.push_back(army + " footmen " + st.footmen.get_str() + ", a standard " + standard);
    const auto footmen = stated.find({army, "footmen"});
    if (footmen != stated.end() && st.footmen != footmen->second)
      wrong.push_back(army + " footmen " + std::to_string(footmen->second));
    const auto per = stated.find({army, "standard"});
    if (per != stated.end() && game->standard(a) != Rational(per->second))
      wrong.push_back(army + " standard " + std::to_string(per->second));
  }
  Claim c;
  c.id = "boissiere-standards";
  c.claim =
      "Les tables blanches & leur pyramide contiennent 1312 poincts (il en fault oster les Racines ...)";
  c.source = "0066:28-0067:18";
  c.readings =
      "boissiere: the men derived by the rules, a king counted as his pyramid, the roots out; the "
      "numbers stated in tables/boissiere-1556/standards-facts.csv";
  c.verdict = wrong.empty() ? "holds" : "fails: " + join(wrong, ", ");
  c.evidence = join(evidence, "; ");
  return c;
}

// A book's tables of taking by the void places between (Boissière's assault, 0055;
// Barozzi's «col moltiplicar» and «col partire», 0035-0036): each row a taker, the void
// places and the man taken, tried on a file: the taker on a1, the man taken on the a-file
// with the printed places between.
Claim spaces_tables_claim(const Sources& s, const std::string& tables_dir, const BookClaim& b,
                          const std::vector<std::pair<std::string, Army>>& files) {
  auto game = game_of(s, b.preset, {"pyramid-layers=no"});
  const Geometry& g = game->geometry();
  auto borne = numbers_borne(*game);
  long rows = 0, taken = 0;
  std::vector<std::string> not_taken;
  for (const auto& [file, taker_army] : files) {
    const CsvDocument doc = read_csv_file(tables_dir + "/" + file);
    for (const auto& row : doc.rows) {
      ++rows;
      const long t = number(doc, row, "taker"), k = number(doc, row, "spaces"), v = number(doc, row, "taken");
      Man a, m;
      a.army = taker_army;
      a.value = static_cast<std::uint16_t>(t);
      m.army = other(taker_army);
      m.value = static_cast<std::uint16_t>(v);
      const bool fits = k + 1 < g.ranks();
      std::string why = fits ? "" : ", beyond the board";
      if (!borne[taker_army].count(static_cast<int>(t)))
        why += ", no " + std::string(name(taker_army)) + " man bears " + std::to_string(t);
      if (!borne[m.army].count(static_cast<int>(v)))
        why += ", no " + std::string(name(m.army)) + " man bears " + std::to_string(v);
      const bool ok = why.empty() && taken_by_numbers(*game, m, g.square(0, static_cast<int>(k) + 1),
                                                      {{&a, g.square(0, 0)}}, taker_army);
      if (ok)
        ++taken;
      else
        not_taken.push_back(page_line(doc, row) + " (" + std::to_string(t) + " " + std::to_string(k) + " " +
                            std::to_string(v) + why + ")");
    }
  }
  Claim c;
  c.id = b.id;
  c.claim = b.claim;
  c.source = b.source;
  c.readings =
      b.preset + " on 8x16: the taker on a1, the man taken on the a-file with the printed places between";
  c.verdict = not_taken.empty()
                  ? "holds"
                  : "holds but for " + plural(static_cast<long>(not_taken.size()), "row", "rows");
  c.evidence = std::to_string(taken) + " of " + std::to_string(rows) + " rows are captures" +
               (not_taken.empty() ? "" : "; not: " + join(not_taken, ", "));
  return c;
}

Claim boissiere_assault_tables(const Sources& s, const std::string& tables_dir) {
  return spaces_tables_claim(
      s, tables_dir,
      {"boissiere", "", "boissiere-assault-tables",
       "[tables of taking by assault: the number, the void places between, the number taken]", "0055:17-66"},
      {{"boissiere-1556/spaces-multiplication-even.csv", Army::Even},
       {"boissiere-1556/spaces-multiplication-odd.csv", Army::Odd}});
}

// 0057:21-34: the tables of embusche, two men about a third whose number is their sum.
Claim boissiere_embusche_table(const Sources& s, const std::string& tables_dir) {
  auto game = game_of(s, "boissiere", {"pyramid-layers=no"});
  const Geometry& g = game->geometry();
  const Square centre = g.square(3, g.ranks() / 2);
  const CsvDocument doc = read_csv_file(tables_dir + "/boissiere-1556/addition-two-men.csv");
  auto borne = numbers_borne(*game);
  long rows = 0, taken = 0;
  std::vector<std::string> not_taken;
  for (const auto& row : doc.rows) {
    const CsvCell& cell = row.cells[doc.column("numbers")];
    const std::vector<long> n = numbers_in(doc, cell);
    if (n.size() != 3) continue;
    ++rows;
    // «Pair contre Impair»: the even take; «Impair contre pair»: the odd.
    const bool even_take = row.cells[doc.column("heading")].text.rfind("Pair", 0) == 0;
    const Army side = even_take ? Army::Even : Army::Odd;
    Man a, b, t;
    a.army = b.army = side;
    t.army = other(side);
    a.value = static_cast<std::uint16_t>(n[0]);
    b.value = static_cast<std::uint16_t>(n[1]);
    t.value = static_cast<std::uint16_t>(n[2]);
    if (n[2] == 91 || n[2] == 190) {
      t.king = true;  // the pyramid taken whole (0057:30 «25 | 66 | 91»)
      t = fulke_king(t.army);
    }
    std::string why;
    for (int k = 0; k < 3; ++k) {
      const Army army = k < 2 ? side : other(side);
      if (!borne[army].count(static_cast<int>(n[k])))
        why += ", no " + std::string(name(army)) + " man bears " + std::to_string(n[k]);
    }
    const bool ok =
        why.empty() && taken_by_numbers(*game, t, centre,
                                        {{&a, g.ray(centre, West)[0]}, {&b, g.ray(centre, East)[0]}}, side);
    if (ok)
      ++taken;
    else
      not_taken.push_back(row.cells[doc.column("line")].text + " (" + cell.text + why + ")");
  }
  Claim c;
  c.id = "boissiere-embusche-table";
  c.claim = "Pair contre Impair. / Impair contre pair. [two numbers and their sum, taken by embusche]";
  c.source = "0057:21-34";
  c.readings = "boissiere on 8x16: the two takers on either side of the man taken";
  c.verdict = not_taken.empty()
                  ? "holds"
                  : "holds but for " + plural(static_cast<long>(not_taken.size()), "row", "rows");
  c.evidence = std::to_string(taken) + " of " + std::to_string(rows) + " rows are captures" +
               (not_taken.empty() ? "" : "; not: page 0057 lines " + join(not_taken, ", "));
  return c;
}

// 0062-0065: the worked examples of the common victories.
Claim boissiere_common_victories(const std::string& tables_dir) {
  const CsvDocument doc = read_csv_file(tables_dir + "/boissiere-1556/common-victories.csv");
  std::vector<std::string> held, failed;
  for (const auto& row : doc.rows) {
    const CsvCell& men = row.cells[doc.column("men")];
    if (men.text.empty()) continue;
    const auto goal = kGoalNames.parse(row.cells[doc.column("victory")].text);
    if (!goal) continue;
    const Tally t = tally_in(doc, men);
    const std::size_t taken_men = numbers_in(doc, men).size();
    auto cell_or_zero = [&](const std::string& column) {
      return row.cells[doc.column(column)].text.empty() ? 0 : static_cast<int>(number(doc, row, column));
    };
    const Victory v{*goal, cell_or_zero("goal_men"), cell_or_zero("goal_sum"),
                    cell_or_zero("goal_characters"), 0};
    std::string what = format_victory(v) + " with " + men.text + " (sum " + std::to_string(t.sum) + ", " +
                       std::to_string(t.characters) + " characters, " + std::to_string(taken_men) +
                       (taken_men == 1 ? " man)" : " men)");
    const int excess = cell_or_zero("stated_excess");
    if (excess)
      what += ", excess " + std::to_string(t.sum - v.sum) + " (stated " + std::to_string(excess) + ")";
    (common_goal_met(v, t, Rational(1)) && (!excess || t.sum - v.sum == excess) ? held : failed)
        .push_back("line " + row.cells[doc.column("line")].text + ": " + what);
  }
  Claim c;
  c.id = "boissiere-common-victories";
  c.claim = "[the worked examples of the victories of goods, of quarrel and of honour]";
  c.source = "0063:7-0064:27";
  c.readings = "the common victories as rithmo counts them (play/outcome.hpp), each example's men taken";
  verdict_of_examples(c, held, failed);
  return c;
}

// 0053:12, 0056:12, 0090:13: his worked examples of taking (capture-examples.csv), each
// set on the board as his words place the men: the even triangle 25 «à la tierce loge,
// cõptãt des le 25» of the odd 25, on a line; the odd 12 played beside the even 8, the
// even 4 played on his other side («tout aupres»); in the other game, on the lettered
// board of the draughts (0088), the two takers each on a square of his draught to A.
Claim boissiere_capture_examples(const Sources& s, const std::string& tables_dir) {
  const CsvDocument doc = read_csv_file(tables_dir + "/boissiere-1556/capture-examples.csv");
  std::vector<std::string> held, failed;
  for (const auto& row : doc.rows) {
    const std::string method = row.cells[doc.column("method")].text;
    const std::string page = row.cells[doc.column("file")].text;
    const bool other_game = page.find("page-0090") != std::string::npos;
    auto game = game_of(s, other_game ? "boissiere-other" : "boissiere");
    const CsvCell& takers_cell = row.cells[doc.column("takers")];
    const std::vector<long> takers = numbers_in(doc, takers_cell);
    const long taken = number(doc, row, "taken");
    const auto side = kArmyNames.parse(row.cells[doc.column("taker_army")].text);
    if (!side) continue;
    const char* t = *side == Army::Even ? "even" : "odd";
    const char* e = *side == Army::Even ? "odd" : "even";
    std::string men, where;
    if (method == "equality" && takers.size() == 1) {
      // The triangle two places from the man he meets (a triangle's draught, 0051:16-19).
      men = std::string(e) + " R" + std::to_string(taken) + " d9\n" + t + " T" + std::to_string(takers[0]) +
            " d7\n";
      where = "d9, the triangle on d7";
    } else if (!other_game && takers.size() == 2) {
      // Embusche: the two on either side of him.
      men = std::string(e) + " T" + std::to_string(taken) + " d9\n" + t + " R" + std::to_string(takers[0]) +
            " c9\n" + t + " R" + std::to_string(takers[1]) + " e9\n";
      where = "d9 between c9 and e9";
    } else if (other_game && takers.size() == 2) {
      // A on d9; the first on a square of his draught to A, the second on another: a
      // round cornerwise next (B-E, 0087:10), a triangle two straight (F-I, 0087:12), a
      // square three every way (K-R, 0087:14).
      const CsvCell& shapes = row.cells[doc.column("taker_shapes")];
      const auto space = shapes.text.find(' ');
      const std::string first = shapes.text.substr(0, space), second = shapes.text.substr(space + 1);
      auto on = [](const std::string& shape, bool second_man) -> std::string {
        if (shape == "round") return second_man ? "R c8" : "R e10";
        if (shape == "triangle") return second_man ? "T b9" : "T d11";
        return second_man ? "S a9" : "S d12";
      };
      const std::string a = on(first, false), b = on(second, true);
      men = std::string(e) + " R" + std::to_string(taken) + " d9\n" + t + " " + a.substr(0, 1) +
            std::to_string(takers[0]) + a.substr(1) + "\n" + t + " " + b.substr(0, 1) +
            std::to_string(takers[1]) + b.substr(1) + "\n";
      where = "A d9, the takers on " + a.substr(2) + " and " + b.substr(2);
    } else {
      continue;
    }
    Position pos = parse_position(
        "rithmo-position\nboard 8x16\nto-move " + std::string(t) + "\nvictory none\n" + men, "example");
    const Verdict v = game->finder().evaluate(pos, 0, *side, Ask{});
    const std::string what = "line " + row.cells[doc.column("line")].text + " (" +
                             std::string(other_game ? "boissiere-other" : "boissiere") +
                             "): " + takers_cell.text + " take " + std::to_string(taken) + " by " + method +
                             ", " + where;
    (v.whole && std::string(name(v.whole_method)) == method ? held : failed)
        .push_back(what + (v.whole ? " (found: " + std::string(name(v.whole_method)) + ")" : " (not taken)"));
  }
  Claim c;
  c.id = "boissiere-capture-examples";
  c.claim = "[his worked examples of rencontre, embusche, and of addition and subtraction in the other game]";
  c.source = "0053:12; 0056:12; 0090:13";
  c.readings = "boissiere, boissiere-other on 8x16, the men set as each example's words place them";
  verdict_of_examples(c, held, failed);
  return c;
}

// The counts the engine finds in a game's opening, its board, its kings and its rules,
// by the names the books' tables of stated counts use.
std::map<std::string, long> opening_counts(const Game& game) {
  const Position pos = game.opening();
  std::map<std::string, long> found;
  found["men"] = static_cast<long>(pos.men.size());
  for (const auto& m : pos.men) {
    // The pyramid stands as a square (Boissière 0036:6 «la Pyramide ſera côtée pour vne
    // des tables quarrées»; Barozzi 0013:34 «computando le due pyramidi per dui quadrati»).
    const std::string shape = m.king                       ? "squares"
                              : m.shape == Shape::Round    ? "rounds"
                              : m.shape == Shape::Triangle ? "triangles"
                                                           : "squares";
    ++found[shape];
    if (m.army == Army::Even) ++found[shape.substr(0, shape.size() - 1) + "s-per-army"];
    if (m.king) {
      ++found["pyramids"];
      ++found["pyramids-as-squares"];
      found[std::string(m.army == Army::Even ? "characters-even-king" : "characters-odd-king")] =
          static_cast<long>(std::to_string(m.value).size());
      found[std::string(m.army == Army::Even ? "square-replaced-even" : "square-replaced-odd")] = m.value;
    }
  }
  const Armies armies = build_armies();
  found["layers-even"] = static_cast<long>(armies.even_king.layers.size());
  found["layers-odd"] = static_cast<long>(armies.odd_king.layers.size());
  found["board-width"] = pos.size.files;
  found["board-length"] = pos.size.ranks;
  found["board-length-better"] = pos.size.ranks;
  // The ways of taking the rules allow, siege among them.
  const Rules& r = game.rules();
  found["ways"] = (r.equality ? 1 : 0) + (r.addition ? 1 : 0) + (r.subtraction ? 1 : 0) +
                  (r.multiplication != SpacesRule::None ? 1 : 0) + (r.division != SpacesRule::None ? 1 : 0) +
                  (r.proportion ? 1 : 0) + (r.cossic ? 1 : 0) + (r.oblivion != Oblivion::None ? 1 : 0);
  // A draught counted «comptant le lieu ou la table est, & celuy ou elle va» (Boissière
  // 0051:18-19): the farthest square a lone man reaches on a line, plus one.
  for (const auto& [shape, what] :
       {std::pair{Shape::Square, "draught-square"}, std::pair{Shape::Triangle, "draught-triangle"}}) {
    const Geometry& g = game.geometry();
    const Square from = g.square(3, 7);
    Position lone = lone_man(g, shape, from);
    MoveList moves;
    game.legal_moves(lone, moves);
    int farthest = 0;
    for (const Move& m : moves) {
      const int df = std::abs(static_cast<int>(m.to % g.files()) - 3),
                dr = std::abs(static_cast<int>(m.to / g.files()) - 7);
      if (m.kind == MoveKind::Ordinary) farthest = std::max(farthest, std::max(df, dr));
    }
    found[what] = farthest + 1;
  }
  return found;
}

// A book's table of stated counts against what the engine finds (opening_counts), the
// rows whose page `skip` names left out; a count the engine does not find is not read.
Claim counts_claim(const Sources& s, const std::string& tables_dir, const BookClaim& b,
                   const std::function<bool(const std::string&)>& skip, const std::string& readings) {
  auto game = game_of(s, b.preset);
  const std::map<std::string, long> found = opening_counts(*game);
  const CsvDocument doc = read_csv_file(tables_dir + "/" + b.table);
  std::vector<std::string> held, failed;
  for (const auto& row : doc.rows) {
    const std::string what = row.cells[doc.column("what")].text;
    const auto it = found.find(what);
    if (it == found.end() || row.cells[doc.column("value")].text.empty()) continue;
    const std::string page = row.cells[doc.column("file")].text;
    if (skip(page)) continue;
    // A count read from a picture's description is the picture's, not the text's.
    if (doc.column("marker") != std::string::npos && row.cells[doc.column("marker")].text == "image-desc")
      continue;
    const long stated = number(doc, row, "value");
    const std::string line = page.substr(page.size() - 8, 4) + ":" + row.cells[doc.column("line")].text;
    (stated == it->second ? held : failed)
        .push_back(what + " " + std::to_string(stated) + " (" + line + ")" +
                   (stated == it->second ? "" : ", found " + std::to_string(it->second)));
  }
  Claim c;
  c.id = b.id;
  c.claim = b.claim;
  c.source = b.source;
  c.readings = readings;
  c.verdict = failed.empty() ? "holds" : "fails for " + join(failed, "; ");
  c.evidence = "as stated: " + join(held, "; ");
  return c;
}

Claim boissiere_counts(const Sources& s, const std::string& tables_dir) {
  // The men «48» and the shapes «16» of each count both armies (0012:22-27); Faber's own
  // draughts, reprinted (pages 0101-0106), are not this game's.
  return counts_claim(
      s, tables_dir,
      {"boissiere", "boissiere-1556/stated-counts.csv", "boissiere-counts",
       "Apres prens 48. tables ... 16. soient rondes ... [and the other counts of his board, men, pyramids "
       "and draughts]",
       "0012:17-27; 0013; 0030-0033; 0051:15-19"},
      [](const std::string& page) { return page.find("page-010") != std::string::npos; },
      "boissiere: the opening position, its board, and the draughts of a lone man");
}

// --- Barozzi's claims (ocr/barozzi-1572, cited page:line) ------------------------------

Claim barozzi_equality(const Sources& s, const std::string& tables_dir) {
  return equality_claim(
      s, tables_dir,
      {"barozzi", "barozzi-1572/equality-values.csv", "barozzi-equality-numbers",
       "li numeri, che in questo giuoco si possono uincer à questo modo, sono questi 9, 16, 25, "
       "36, 49, 64, 81. & non altri.",
       "0030:5"});
}

Claim barozzi_spaces_tables(const Sources& s, const std::string& tables_dir) {
  return spaces_tables_claim(
      s, tables_dir,
      {"barozzi", "", "barozzi-spaces-tables",
       "Tauola de tutti li numeri ch'in questo giuoco si possono uincer col moltiplicar [and] col partire",
       "0035; 0036"},
      {{"barozzi-1572/spaces-multiplication-even.csv", Army::Even},
       {"barozzi-1572/spaces-multiplication-odd.csv", Army::Odd},
       {"barozzi-1572/spaces-division-even.csv", Army::Even},
       {"barozzi-1572/spaces-division-odd.csv", Army::Odd}});
}

// 0030-0034: his worked examples of taking, each set on the board as his words and
// figures place the men (the figures as his errata redraw them, 0055:30-37: the places
// in a chain of diamonds, a line cornerwise): the man taken on d9, each taker on a square
// of his own draught to him (a round next to him straight, a triangle two cornerwise, a
// square three, 0029:7); by the void squares, the two on the d-file with the printed
// squares between. The side that moves last takes.
Claim barozzi_capture_examples(const Sources& s, const std::string& tables_dir) {
  auto game = game_of(s, "barozzi");
  std::vector<std::string> held, failed;
  const auto letter = [](const std::string& shape) {
    return shape == "round" ? std::string("R") : shape == "triangle" ? std::string("T") : std::string("S");
  };
  // The squares of each shape's draught to d9, first choice first.
  const std::map<std::string, std::vector<std::string>> reach = {{"round", {"d8", "c9", "e9", "d10"}},
                                                                 {"triangle", {"b7", "f7", "b11", "f11"}},
                                                                 {"square", {"a9", "g9", "d12", "d6"}}};
  const auto try_example = [&](const std::string& line, const std::string& method, const std::string& men,
                               Army side, const std::string& what) {
    Position pos = parse_position(
        "rithmo-position\nboard 8x16\nto-move " + std::string(name(side)) + "\nvictory none\n" + men,
        "example");
    const Verdict v = game->finder().evaluate(pos, 0, side, Ask{});
    const bool ok = v.whole && std::string(name(v.whole_method)) == method;
    (ok ? held : failed)
        .push_back("line " + line + ": " + what + " by " + method +
                   (v.whole ? " (found: " + std::string(name(v.whole_method)) + ")" : " (not taken)"));
  };
  const CsvDocument doc = read_csv_file(tables_dir + "/barozzi-1572/capture-examples.csv");
  for (const auto& row : doc.rows) {
    const std::string method = row.cells[doc.column("method")].text;
    const std::vector<long> takers = numbers_in(doc, row.cells[doc.column("takers")]);
    const long taken = number(doc, row, "taken");
    const auto side = kArmyNames.parse(row.cells[doc.column("taker_army")].text);
    if (!side) continue;
    const std::string t(name(*side)), e(name(other(*side)));
    std::istringstream shapes(row.cells[doc.column("taker_shapes")].text);
    std::string men =
        e + " " + letter(row.cells[doc.column("taken_shape")].text) + std::to_string(taken) + " d9\n";
    std::set<std::string> used;
    std::string where;
    for (long n : takers) {
      std::string shape;
      shapes >> shape;
      const auto it = reach.find(shape);
      if (it == reach.end()) continue;
      const auto sq = std::find_if(it->second.begin(), it->second.end(),
                                   [&used](const std::string& q) { return !used.count(q); });
      used.insert(*sq);
      men += t + " " + letter(shape) + std::to_string(n) + " " + *sq + "\n";
      where += (where.empty() ? "" : ", ") + shape + " " + std::to_string(n) + " on " + *sq;
    }
    try_example(row.cells[doc.column("line")].text, method, men, *side,
                std::to_string(taken) + " on d9 taken by " + where);
  }
  // 0033:29-0034:14: the black triangle 12 at A, the white round 4 at B, three void
  // squares between: the 4 takes by multiplying, or the 12 by dividing.
  const CsvDocument spaces = read_csv_file(tables_dir + "/barozzi-1572/spaces-examples.csv");
  for (const auto& row : spaces.rows) {
    const std::string way = row.cells[spaces.column("way")].text;
    const long taker = number(spaces, row, "taker"), k = number(spaces, row, "spaces"),
               taken = number(spaces, row, "taken");
    const bool mul = way == "multiplication";
    // The multiplier is white (his 4 a white round), the divided black (his 12 a black triangle).
    const Army side = mul ? Army::Even : Army::Odd;
    const std::string low = "d" + std::to_string(8 - k), high = "d9";
    // The man taken first: the one the verdict is asked of.
    const std::string four = "even R" + std::to_string(mul ? taker : taken) + " " + low + "\n",
                      twelve = "odd T" + std::to_string(mul ? taken : taker) + " " + high + "\n";
    const std::string men = mul ? twelve + four : four + twelve;
    try_example(row.cells[spaces.column("line")].text, mul ? "eruption" : "spaces-division", men, side,
                std::to_string(taken) + " taken by " + std::to_string(taker) + " over " + std::to_string(k) +
                    " void squares (" + low + ", " + high + ")");
  }
  Claim c;
  c.id = "barozzi-capture-examples";
  c.claim =
      "[his worked examples of taking col numerar, col summar, col sottrar, col moltiplicar and col partire]";
  c.source = "0030:5; 0030:10-0031:16; 0032:8; 0033:29-0034:14";
  c.readings = "barozzi on 8x16, the men set on squares of their own draughts to the man taken";
  verdict_of_examples(c, held, failed);
  return c;
}

// 0047:10-18, 0048, 0049-0051: his examples of the greatest victory (the table's first
// row, 2 3 4 6, worked at 0047-0048, and the five lettered examples of the consonances),
// each set in the enemy's camp on four squares of one colour one after another
// (0052:7 «in caselle seguenti una dietro l'altra»), each number on a man of the army
// that bears it: his own men, and the adversary's where only the adversary bears the
// number (his third rule, 0051:41-42). The even side declares; the claim holds when a
// declaration of the four is a legal move and it wins.
Claim barozzi_victory_examples(const Sources& s, const std::string& tables_dir) {
  auto game = game_of(s, "barozzi");
  const auto borne = numbers_borne(*game);
  const CsvDocument doc = read_csv_file(tables_dir + "/barozzi-1572/consonance-examples.csv");
  std::vector<std::pair<std::string, std::vector<long>>> examples = {{"0047:10", {2, 3, 4, 6}}};
  for (const auto& row : doc.rows) {
    examples.push_back(
        {row.cells[doc.column("file")].text.substr(row.cells[doc.column("file")].text.size() - 8, 4) + ":" +
             row.cells[doc.column("line")].text,
         {number(doc, row, "d"), number(doc, row, "c"), number(doc, row, "b"), number(doc, row, "a")}});
  }
  std::vector<std::string> held, failed;
  const std::array<const char*, 4> squares = {"c2", "d3", "e4", "f5"};  // the odd's camp, one colour
  for (const auto& [where, numbers] : examples) {
    std::string men;
    std::vector<std::string> armies;
    for (std::size_t k = 0; k < numbers.size(); ++k) {
      const bool even = borne.at(Army::Even).count(static_cast<int>(numbers[k])) > 0;
      men += std::string(even ? "even" : "odd") + " R" + std::to_string(numbers[k]) + " " + squares[k] + "\n";
      armies.push_back(std::to_string(numbers[k]) + (even ? "" : " (odd)"));
    }
    Position pos =
        parse_position("rithmo-position\nboard 8x16\nto-move even\nvictory greatest\n" + men, "example");
    MoveList moves;
    game->legal_moves(pos, moves);
    bool won = false;
    for (const Move& m : moves) {
      if (m.kind != MoveKind::Declare || m.count != 4) continue;
      Position after = pos;
      Undo u;
      game->apply(after, m, u);
      if (game->outcome(after) == Outcome{Result::Victory, Army::Even}) won = true;
    }
    (won ? held : failed).push_back(where + ": " + join(armies, " "));
  }
  Claim c;
  c.id = "barozzi-victory-examples";
  c.claim =
      "la massima, & eccellentissima, & vltima vittoria [his examples: "
      "2 3 4 6; 4 6 8 12; 3 5 15 25; 4 6 9 12; 6 8 9 12; 12 15 16 20]";
  c.source = "0047:10; 0049-0051";
  c.readings =
      "barozzi, the even side declaring four men on c2 d3 e4 f5 in the odd's camp, the odd's men "
      "counted (triumph-enemy-men=yes)";
  verdict_of_examples(c, held, failed);
  return c;
}

Claim barozzi_counts(const Sources& s, const std::string& tables_dir) {
  // The ways of taking are seven as printed (0030:5 «In sette modi»), six by his own
  // errata (0055:29 «doue ſi legge 7, leggaſi 6»): the printed count is checked.
  return counts_claim(
      s, tables_dir,
      {"barozzi", "barozzi-1572/stated-counts.csv", "barozzi-counts",
       "ciascuno di questi 48 pezzi ... 16 tondi, 16 triangoli, & 16 quadrati [and the other counts "
       "of his board, men, pyramids and ways of taking]",
       "0011:15; 0013; 0014:9; 0022-0023; 0030:5; 0037:25"},
      [](const std::string&) { return false; },
      "barozzi: the opening position, its board, its kings and the ways of taking the preset "
      "allows; the counts read from a picture's description left out");
}

}  // namespace

std::vector<Claim> claims_ledger(const std::string& tables_dir) {
  const Sources s = read_sources(tables_dir);
  std::vector<Claim> out;
  for (const char* p : {"du-coeur", "fulke-1", "savard"}) out.push_back(flying_blocked(s, p));
  for (const char* p : {"fulke-1", "du-coeur", "fulke-2", "fulke-3", "savard"})
    out.push_back(opening_blocked(s, p));
  for (const char* p : {"fulke-1", "fulke-2"}) out.push_back(confined(s, p));
  for (const char* p : {"fulke-1", "fulke-2", "fulke-3"}) out.push_back(one_colour(s, p));
  out.push_back(only_oblivion(s, tables_dir, "8x16"));
  out.push_back(only_oblivion(s, tables_dir, "8x10"));
  out.push_back(own_triumphs(false));
  out.push_back(own_triumphs(true));
  out.push_back(division_example(s));
  out.push_back(spaces_tables(s, tables_dir));
  out.push_back(quarrel_example(tables_dir));
  out.push_back(standards(s));
  out.push_back(equality_numbers(s));
  out.push_back(prison_only(s, tables_dir, {}));
  // The list under the other readings of the pyramid: lost with his base (the even 64
  // then takes the 190 by his base 64), his layers not taking (his layer 1 times 3, 5 or
  // 7 void places takes the odd 3, 5, 7).
  out.push_back(prison_only(s, tables_dir, {"pyramid-base=yes"}));
  out.push_back(prison_only(s, tables_dir, {"king-parts-take=no"}));
  out.push_back(boissiere_equality(s, tables_dir));
  out.push_back(boissiere_standards(s, tables_dir));
  out.push_back(boissiere_assault_tables(s, tables_dir));
  out.push_back(boissiere_embusche_table(s, tables_dir));
  out.push_back(boissiere_common_victories(tables_dir));
  out.push_back(boissiere_capture_examples(s, tables_dir));
  out.push_back(boissiere_counts(s, tables_dir));
  out.push_back(barozzi_equality(s, tables_dir));
  out.push_back(barozzi_spaces_tables(s, tables_dir));
  out.push_back(barozzi_capture_examples(s, tables_dir));
  out.push_back(barozzi_victory_examples(s, tables_dir));
  out.push_back(barozzi_counts(s, tables_dir));
  return out;
}

}  // namespace rithmo::play
