// The lists of men that a way of taking reaches (taking/taking.hpp) as the audit reads
// them: the numbers that take by Equalitie (002 line 672), judged as a set, and the men
// that only Oblivion takes in the third kind (line 851), ascending within each army.
#include "audit/relations/relation.hpp"
#include "readings/readings.hpp"
#include "taking/taking.hpp"

#include <algorithm>
#include <memory>

namespace rithmo {

namespace {

// Which ways of taking by the spaces, and by two men lying in wait, a list counts.
enum class Eruption { Multiplication, MultiplicationDivision, None };
constexpr auto kEruptionNames =
    enum_table<Eruption>({{Eruption::Multiplication, "multiplication"},
                          {Eruption::MultiplicationDivision, "multiplication+division"},
                          {Eruption::None, "none"}});
enum class LyingInWait { Addition, AdditionSubtraction, None };
constexpr auto kLyingInWaitNames =
    enum_table<LyingInWait>({{LyingInWait::Addition, "addition"},
                             {LyingInWait::AdditionSubtraction, "addition+subtraction"},
                             {LyingInWait::None, "none"}});

// A printed list: each row its numbers ((position, value) for a list in order, (value)
// for one judged as a set), the keys the army when the list is one of an army's.
// Positions count from 1 within each key.
BoundRelation printed_list(std::vector<DerivedRow> rows, std::string statement,
                           std::function<std::string(const Keys&, const NumberRow&)> proof) {
  BoundRelation r;
  r.statement = std::move(statement);
  auto members = std::make_shared<std::vector<std::pair<Keys, NumberRow>>>();
  for (const auto& d : rows) members->push_back({d.keys, d.numbers});
  std::sort(members->begin(), members->end());
  r.valid = [members](const Keys& keys, const NumberRow& n) {
    return std::binary_search(members->begin(), members->end(), std::make_pair(keys, n));
  };
  r.derived = std::move(rows);
  r.proof = std::move(proof);
  return r;
}

RelationSpec equality_spec() {
  RelationSpec spec;
  spec.name = "equality-values";
  spec.summary =
      "The numbers that take and are taken by Equalitie: borne by men of both armies (002 line 672). The "
      "list "
      "is judged as a set: no book claims an order for it (Boissiere prints 36 before 25, page 0053 line "
      "14), "
      "and a place in the list (a column position) is the keyer's count, not printed, and is not read";
  // Only the value is printed: a keyer's `position` beside it is an extra column, never
  // the seat of a printer's slip (a reordered list is no error of the print).
  spec.columns = {{"value", ColumnRole::Number, "the number, as printed"}};
  spec.parameters = {// The men, and so the list, are the same in all three kinds (002 line 672: "as hathe
                     // bene sayde before"; line 839: "as hath bene twyse before declared"; line 820: "the
                     // inscription of numbers the same").
                     reading("kind-of-play")};
  for (const auto& p : which_men_readings()) spec.parameters.push_back(p);
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    const MenOptions men = which_men(params);
    std::vector<DerivedRow> rows;
    for (const mpz_class& v : equality_numbers(armies, men)) rows.push_back({{}, {v}});
    auto cast = std::make_shared<Armies>(armies);
    return printed_list(std::move(rows), "the numbers borne by men of both armies, each once, in any order",
                        [cast, men](const Keys&, const NumberRow& n) {
                          std::string in;
                          for (Army a : {Army::Even, Army::Odd}) {
                            std::vector<std::string> shapes;
                            for (const Soldier& s : soldiers(*cast, a, men)) {
                              if (s.value == n[0]) shapes.push_back(std::string(name(s.shape)));
                            }
                            std::string list;
                            for (const auto& s : shapes) list += (list.empty() ? "" : " and ") + s;
                            in += (in.empty() ? "" : ", ") + ("the " + std::string(name(a)) + " " + list);
                          }
                          return n[0].get_str() + " is borne by " + in;
                        });
  };
  return spec;
}

RelationSpec oblivion_spec() {
  RelationSpec spec;
  spec.name = "oblivion-only";
  spec.summary =
      "The men no way of taking but Oblivion reaches, one per man, ascending within each army (002 line 851)";
  spec.columns = {{"army",
                   ColumnRole::Key,
                   "even or odd, or the book's word for the army (Pari, Impair, ungerade)",
                   false,
                   {},
                   kArmyNames.names(),
                   WordKind::Army},
                  {"position", ColumnRole::Number, "the place in that army's printed list, from 1"},
                  {"value", ColumnRole::Number, "the man's number"}};
  spec.words = {WordKind::Army};
  spec.parameters = {
      // Fulke prints the list for the third kind only (002 line 851).
      required(reading("kind-of-play")),
      reading("equality"),
      enum_parameter(
          "eruption", Eruption::Multiplication, kEruptionNames,
          "taking by the void spaces: the third kind's eruption is the lesser multiplied (002 line 841; "
          "\"looke "
          "in the "
          "table of takyng by multiplication\", line 843); the second kind also divides (line 685)"),
      enum_parameter("lying-in-wait", LyingInWait::Addition, kLyingInWaitNames,
                     "taking by two men: lying in wait is by addition (002 line 845); the second kind also "
                     "subtracts (line "
                     "678)"),
      reading("cossic"),
      reading("board"),
      reading("min-spaces"),
      reading("white"),
  };
  for (const auto& p : which_men_readings()) spec.parameters.push_back(p);
  spec.accepts = {{"kind-of-play", {"3"}}};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    TakingWays ways;
    ways.equality = yes(params, "equality");
    const Eruption eruption = choice(params, "eruption", kEruptionNames);
    const LyingInWait lying = choice(params, "lying-in-wait", kLyingInWaitNames);
    ways.spaces_multiplication = eruption != Eruption::None;
    ways.spaces_division = eruption == Eruption::MultiplicationDivision;
    ways.addition = lying != LyingInWait::None;
    ways.subtraction = lying == LyingInWait::AdditionSubtraction;
    ways.cossic = yes(params, "cossic");
    ways.men = which_men(params);
    ways.board = *parse_board_size(params.at("board"));  // validated by its parameter
    ways.min_spaces = whole_number(params, "min-spaces");
    std::vector<DerivedRow> rows;
    for (Army army : {Army::Even, Army::Odd}) {
      long position = 0;
      for (const Soldier& s : oblivion_only(armies, army, ways)) {
        rows.push_back({{std::string(name(army))}, {mpz_class(++position), s.value}});
      }
    }
    auto cast = std::make_shared<Armies>(armies);
    return printed_list(std::move(rows), "the men only Oblivion takes, ascending within each army",
                        [cast, ways](const Keys& keys, const NumberRow& n) {
                          const Army army =
                              kArmyNames.parse(keys.at(0)) == Army::Even ? Army::Even : Army::Odd;
                          return n[1].get_str() + ": " + why_oblivion_only(*cast, army, n[1], ways);
                        });
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> taking_relation_specs() { return {equality_spec(), oblivion_spec()}; }

}  // namespace rithmo
