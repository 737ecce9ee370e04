#include "readings/readings.hpp"

#include "words/vocabulary.hpp"

#include "harmony/pool.hpp"
#include "harmony/triumph.hpp"
#include "params/board_size.hpp"
#include "text/join.hpp"
#include "victory/standards.hpp"

#include <algorithm>
#include <stdexcept>

namespace rithmo {

namespace {

Parameter choice(std::string name, std::string default_value, std::vector<std::string> values,
                 std::string help, std::string source) {
  Parameter p{std::move(name), std::move(default_value), std::move(values), std::move(help)};
  p.source = std::move(source);
  return p;
}

Parameter yes_no(std::string name, std::string default_value, std::string help, std::string source) {
  return choice(std::move(name), std::move(default_value), {"yes", "no"}, std::move(help), std::move(source));
}

std::vector<Reading> make_readings() {
  std::vector<Reading> r;
  r.push_back({choice("army", "both", kPoolArmiesNames.names(),
                      "the men of which army: both armies (in a table that names its army on each row, "
                      "each row's), or the even or the odd alone",
                      "the Table of harmonies counts both (002 lines 985-1221)"),
               "a table of one army says so in its descriptor (Fulke prints the superpartient table and "
               "the table of standards in two halves, even and odd: 002 lines 582, 589, 881-900)"});
  {
    Parameter board = board_parameter("8x16", "breadth x length of the board");
    board.source = "002:504 '.128. squares that is .8. in breadth and .16. in length'";
    r.push_back({board,
                 "the presets of play set their boards; a shorter board drops the void ranks behind the "
                 "arrays and cuts the camp to half the board (Savard, 003 line 94)"});
  }
  r.push_back({yes_no("cossic", "no", "taking by cossic signs: a root takes its power, or the power the root",
                      "002 line 687 (the second kind); 002 line 820: the third kind's men are \"without "
                      "cossical signes\""),
               "preset fulke-2 takes by cossic signs (002 line 687)"});
  r.push_back({yes_no("equality", "yes", "taking by equality: a man takes an enemy of the same number",
                      "002 line 672 (the second kind: \"as hathe bene sayde before\"), 002 line 839 (the "
                      "third: \"by encountering, that "
                      "is by Equalitie\")"),
               ""});
  r.push_back({choice("geometric-four", "either", kGeometricFourNames.names(),
                      "how four men show geometric proportion: three of them in continued progression, two "
                      "equal ratios a:b = c:d, or either",
                      "the Table of harmonies takes either (002 lines 985-1221); Savard, 003 line 196: \"two "
                      "pairs of numbers that are in the same ratio\""),
               ""});
  r.push_back(
      {choice("kind-of-play", "1", {"1", "2", "3"},
              "Fulke's kind of play: the first (002 lines 488-627), the second (629-812) or the third "
              "(813-901)",
              "the first kind, which du Coeur retells (001 line 15: \"the first of the three variants "
              "he describes\")"),
       "a table of one kind says which in its descriptor; the arrays differ by kind, so the table "
       "of an array must name its kind; Fulke prints the men taken only by oblivion for the third "
       "kind alone (002 line 851)"});
  r.push_back(
      {choice("layout", "list", kLayoutNames.names(),
              "how the printed table lays out its rows: list, one item a row (a man, a set of numbers); "
              "grid, one order of men a row in columns c1.., the even seeds then the odd, with the "
              "columns formula, ratio_kind and ratio where present (the table of men only); savard, Savard's "
              "table of the greatest triumph, with its columns of the three "
              "proportions carried along (the table of triumphs only)",
              "Fulke lists (002 lines 523-531; the modern basics, 002 lines 133-188); Savard draws grids "
              "(003 lines 53-58; his table of the greatest triumph, 003 line 200)"),
       "Savard's tables say so in their descriptors"});
  r.push_back({choice("min-spaces", "2", {"1", "2"},
                      "the fewest void spaces counted between the taker and the man he takes by the spaces",
                      "Fulke's tables begin at 2 spaces (002 lines 697-700, 743-746)"),
               ""});
  r.push_back({yes_no("pyramid-layers", "no",
                      "a king's layers count as men of his army, each by its own number (he takes and is "
                      "taken by them, they stand in proportions)",
                      "the Table of harmonies leaves them out (002 lines 985-1221)"),
               "du Coeur takes by a king's layer (000: \"the .36. within the Odde Kyng maye capture the Even "
               ".36.\"), and so do the presets of play that take a king layer by layer; their descriptors "
               "and presets say so"});
  r.push_back(
      {yes_no("pyramid-totals", "yes",
              "a king counts as his total (91, 190): he takes, is taken and stands in proportions as "
              "that number",
              "002 line 851 lists the odd king 190 among the men; the Table of harmonies counts 91 and "
              "190 (002 lines 985-1221)"),
       ""});
  r.push_back(
      {choice("standards-king", "total", kKingAmongFootmenNames.names(),
              "how a king counts among his army's footmen in the victory of standards: his pyramid's "
              "total, his roots not counted; his total and the roots written on his layers; or not at "
              "all",
              "002 line 876: \"not compting the rootes of squares expressed in the kynges\" (Savard, "
              "003 line 247, words it \"not counting the Pyramid\", yet his totals hold only with the "
              "king's total in)"),
       ""});
  r.push_back(
      {choice("taker", "either", kTakerNames.names(),
              "the army of the taking man (either: the table does not say)",
              "a table of taking names its taking army or not: Fulke's tables of the spaces are headed by "
              "it (002 line 698: \"Even against odd\"), Boissière's by \"Pair contre Impair\""),
       "required by the relations of the spaces, even or odd: each of their tables names its taking army"});
  r.push_back({choice("two", "exactly", kTwoKindsNames.names(),
                      "a greater triumph shows exactly two kinds of proportion, or at least two",
                      "the Table of harmonies: \"two (but not more than two) different harmonies\" (002 line "
                      "960)"),
               "Fulke's play reads at least two (002 line 812: \"two proportions at the lest\"): the presets "
               "of play say so"});
  r.push_back(
      {choice("language", "english", kLanguageNames.names(),
              "the language of the table's words (names of ratios and intervals, armies); the words of "
              "the other four languages are read too, as the books mix Latin into the vernacular",
              "the books' own: Fulke English (002), Faber Latin (ocr/jordanus-1496), Boissière French "
              "(ocr/boissiere-1554)"),
       "a descriptor names its book's language; a user's file says it with --param language=..."});
  r.push_back({choice("white", "even", kArmyNames.names(), "the army the white men are",
                      "002 line 876: \"The whyte men, that is the even hoste\"; Savard 003 line 203: \"Evens "
                      "(White)\"; du Coeur 000: \"the Rounde blacke .25.\", the round 25 being odd"),
               ""});
  std::sort(r.begin(), r.end(),
            [](const Reading& a, const Reading& b) { return a.parameter.name < b.parameter.name; });
  return r;
}

}  // namespace

const std::vector<Reading>& readings() {
  static const std::vector<Reading> r = make_readings();
  return r;
}

const Parameter& reading(std::string_view name) {
  for (const auto& r : readings()) {
    if (r.parameter.name == name) return r.parameter;
  }
  throw std::logic_error("no reading '" + std::string(name) + "' in the one table of readings");
}

bool is_reading(std::string_view name) {
  return std::any_of(readings().begin(), readings().end(),
                     [name](const Reading& r) { return r.parameter.name == name; });
}

Parameter required(Parameter parameter) {
  parameter.default_value.clear();
  return parameter;
}

std::vector<Parameter> which_men_readings() { return {reading("pyramid-totals"), reading("pyramid-layers")}; }

std::optional<Army> army_of(Taker taker) {
  if (taker == Taker::Either) return std::nullopt;
  return taker == Taker::Even ? Army::Even : Army::Odd;
}

}  // namespace rithmo
