// The movement-diagram relation: du Coeur's lettered diagram of the draughts "adapted
// from Fulke" (001 lines 31-49), against the draughts the rules give each shape
// (men/draught.hpp).
//
// The diagram prints seven rows of labels around A, where the man stands (001 line
// 41); the text then names which labels each draught reaches: "a round on A can move to
// B, C, D, or E" (line 45), "a triangle on A can move to F, G, H, or I ... a triangle
// flying from A could move into any of spaces 1 - 8" (line 47), "a square on A can move
// to L, M, N, or O ... a square flying from A can more to any of 11 - 18" (line 49).
// Read on the board, each printed row is one rank and each label one square; the text
// file does not keep the columns, so each row is set on the files by a reading (the
// `align` parameter). The check: every label the text names for a draught stands on a
// square that draught reaches, and every square it reaches carries one of those
// labels. Labels the text names for no draught (S, T, V, Y: the squares next to A
// straight) are placed but not checked.
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "men/draught.hpp"
#include "readings/readings.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <set>

namespace rithmo {

namespace {

// How a printed row of a diagram stands on the files.
enum class Align { Centre, Left };
constexpr auto kAlignNames = enum_table<Align>({{Align::Centre, "centre"}, {Align::Left, "left"}});

struct Claim {
  std::string parameter;  // e.g. "triangle-flying"
  Shape shape;
  Draught draught;
  std::vector<std::string> labels;
};

std::vector<std::string> split_plus(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= s.size()) {
    const auto plus = s.find('+', start);
    std::string part = s.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
    if (!part.empty()) out.push_back(part);
    if (plus == std::string::npos) break;
    start = plus + 1;
  }
  return out;
}

struct DiagramContext {
  int kind = 1;
  std::string centre;
  bool centred = true;
  DraughtOptions options;
  std::vector<Claim> claims;
};

struct Label {
  const PrintedRow* p;
  Offset at;  // from the centre
};

using PrintedRows = std::map<long, std::vector<const PrintedRow*>>;  // printed row -> its labels

// The printed rows, each as its labels in order.
PrintedRows labels_by_row(const std::vector<PrintedRow>& rows) {
  PrintedRows by_row;
  for (const PrintedRow& p : rows) by_row[p.numbers.at(0).get_si()].push_back(&p);
  for (auto& [r, list] : by_row) {
    std::stable_sort(list.begin(), list.end(), [](const PrintedRow* a, const PrintedRow* b) {
      return a->numbers.at(1) < b->numbers.at(1);
    });
  }
  return by_row;
}

// The square the man stands on, printed once; nullptr when the diagram lacks it.
const PrintedRow* find_centre(const DiagramContext& c, const std::vector<PrintedRow>& rows,
                              std::vector<Finding>& out) {
  const PrintedRow* centre = nullptr;
  for (const PrintedRow& p : rows) {
    if (p.keys.at(0) != c.centre) continue;
    if (!centre) {
      centre = &p;
      continue;
    }
    Finding f = first_key_finding(FindingKind::Duplicate, p);
    f.explanation = "a second " + c.centre + ", the square the man stands on (first at row " +
                    std::to_string(centre->row) + ")";
    out.push_back(std::move(f));
  }
  if (!centre) {
    Finding f;
    f.kind = FindingKind::Omission;
    f.derived = {c.centre};
    f.explanation =
        "the diagram has no " + c.centre + ", the square the man stands on: nothing can be placed";
    out.push_back(std::move(f));
  }
  return centre;
}

// The labels on their squares: by label, and by square.
struct Placement {
  std::map<std::string, Label> placed;
  std::map<Offset, std::string> at;
};

// Each label on its square.
Placement place_labels(const DiagramContext& c, const PrintedRows& by_row, const PrintedRow* centre,
                       std::vector<Finding>& out) {
  Placement pl;
  const long centre_row = centre->numbers.at(0).get_si();
  const auto& centre_list = by_row.at(centre_row);
  const long centre_index = std::find(centre_list.begin(), centre_list.end(), centre) - centre_list.begin();
  for (const auto& [r, list] : by_row) {
    const long n = static_cast<long>(list.size());
    if (c.centred && n % 2 == 0) {
      Finding f = first_key_finding(FindingKind::Unresolved, *list.front());
      f.explanation = "row " + std::to_string(r) + " has " + std::to_string(n) +
                      " labels: centred, an even row has no middle file";
      out.push_back(std::move(f));
      continue;
    }
    for (long i = 0; i < n; ++i) {
      const PrintedRow& p = *list[static_cast<std::size_t>(i)];
      // Files counted from A: centred, from the middle of each row, A's row's middle
      // lying (m-1)/2 - A's place files from A.
      const long file = c.centred
                            ? i - (n - 1) / 2 + (static_cast<long>(centre_list.size()) - 1) / 2 - centre_index
                            : i - centre_index;
      Label l{&p, {file, centre_row - r}};
      const auto [it, fresh] = pl.placed.emplace(p.keys.at(0), l);
      if (!fresh) {
        if (&p == centre || it->second.p == centre) continue;
        Finding f = first_key_finding(FindingKind::Duplicate, p);
        f.explanation = "label " + p.keys.at(0) + " printed again (first at row " +
                        std::to_string(it->second.p->row) + ")";
        out.push_back(std::move(f));
        continue;
      }
      pl.at.emplace(l.at, p.keys.at(0));
    }
  }
  return pl;
}

// One claim of the text: the labels it names are the squares the draught reaches, all of them.
void check_claim(const DiagramContext& c, const Claim& claim, const Placement& pl,
                 std::vector<Finding>& out) {
  const auto reach = draughts(claim.shape, claim.draught, c.kind, c.options);
  static const char* kKinds[] = {"", "first", "second", "third"};
  const std::string what = "the " + std::string(name(claim.shape)) + "'s " +
                           std::string(name(claim.draught)) + " draught in the " + kKinds[c.kind] + " kind";
  std::set<Offset> covered;
  for (const std::string& label : claim.labels) {
    const auto it = pl.placed.find(label);
    if (it == pl.placed.end()) {
      Finding f;
      f.kind = FindingKind::Omission;
      f.keys = {claim.parameter};
      f.derived = {label};
      f.explanation = "the text names " + label + " for " + what + ", but the diagram has no " + label;
      out.push_back(std::move(f));
      continue;
    }
    const Offset o = it->second.at;
    if (std::binary_search(reach.begin(), reach.end(), o)) {
      covered.insert(o);
      continue;
    }
    Finding f = first_key_finding(FindingKind::Unresolved, *it->second.p);
    f.keys = {claim.parameter};
    f.printed = {label};
    f.explanation =
        label + " stands " + describe(o) + " of " + c.centre + ", which " + what + " does not reach";
    out.push_back(std::move(f));
  }
  for (const Offset& o : reach) {
    if (covered.count(o)) continue;
    Finding f;
    f.kind = FindingKind::Omission;
    f.keys = {claim.parameter};
    f.derived = {describe(o)};
    const auto there = pl.at.find(o);
    f.explanation =
        what + " reaches " + describe(o) + " of " + c.centre + ", where " +
        (there == pl.at.end() ? std::string("the diagram has no label")
                              : "the diagram has " + there->second + ", which the text does not name for it");
    out.push_back(std::move(f));
  }
}

std::vector<Finding> check_diagram(const DiagramContext& c, const std::vector<PrintedRow>& rows) {
  std::vector<Finding> out;
  const PrintedRows by_row = labels_by_row(rows);
  const PrintedRow* centre = find_centre(c, rows, out);
  if (!centre) return out;
  const Placement pl = place_labels(c, by_row, centre, out);
  for (const Claim& claim : c.claims) check_claim(c, claim, pl, out);
  return out;
}

RelationSpec movement_diagram_spec() {
  RelationSpec spec;
  spec.name = "movement-diagram";
  spec.summary =
      "A lettered diagram of the draughts: the labels the text names for each draught stand on the "
      "squares the draught reaches (du Coeur 001 lines 31-49)";
  spec.columns = {{"row", ColumnRole::Number, "the printed row of the diagram, from the top"},
                  {"position", ColumnRole::Number, "the place in the printed row, from the left"},
                  {"label", ColumnRole::Key, "the letter or number printed"}};
  spec.parameters = {
      // du Coeur's diagram is of the first kind (001 line 15: "the first of the three
      // variants he describes").
      reading("kind-of-play"),
      enum_parameter(
          "align", Align::Centre, kAlignNames,
          "how a printed row stands on the files, the text file keeping no columns: centre, the rows centred "
          "on "
          "one "
          "another (the rows of 001 lines 33-39 have 3 or 7 labels, A the middle of its 7); left, every row "
          "beginning on the same file"),
      {"centre", "A", {}, "the label of the square the man stands on (001 line 41: \"the man begins on A\")"},
      {"round", "B+C+D+E", {}, "the labels the text names for the round (001 line 45: \"B, C, D, or E\")"},
      {"triangle", "F+G+H+I", {}, "the labels named for the triangle (001 line 47: \"F, G, H, or I\")"},
      {"triangle-flying",
       "1+2+3+4+5+6+7+8",
       {},
       "the labels named for the triangle flying (001 line 47: \"any of spaces 1 - 8\")"},
      {"square", "L+M+N+O", {}, "the labels named for the square (001 line 49: \"L, M, N, or O\")"},
      {"square-flying",
       "11+12+13+14+15+16+17+18",
       {},
       "the labels named for the square flying (001 line 49: \"any of 11 - 18\")"},
      yes_no_parameter("cornerwise-agreed", "no",
                       "third kind: the gamesters agree that the men also move cornerwise (002 line 835)"),
  };
  spec.bind = [](const Armies&, const RelationParams& params) {
    auto c = std::make_shared<DiagramContext>();
    c->kind = static_cast<int>(whole_number(params, "kind-of-play"));
    c->centre = params.at("centre");
    c->centred = choice(params, "align", kAlignNames) == Align::Centre;
    c->options.cornerwise_agreed = yes(params, "cornerwise-agreed");
    const std::vector<std::tuple<std::string, Shape, Draught>> moves = {
        {"round", Shape::Round, Draught::Ordinary},
        {"triangle", Shape::Triangle, Draught::Ordinary},
        {"triangle-flying", Shape::Triangle, Draught::Flying},
        {"square", Shape::Square, Draught::Ordinary},
        {"square-flying", Shape::Square, Draught::Flying},
    };
    for (const auto& [parameter, shape, draught] : moves) {
      c->claims.push_back({parameter, shape, draught, split_plus(params.at(parameter))});
    }
    BoundRelation r;
    r.statement =
        "the labels named for each draught stand on exactly the squares it reaches from " + c->centre;
    r.check = [c](const std::vector<PrintedRow>& rows) { return check_diagram(*c, rows); };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> movement_diagram_relation_specs() { return {movement_diagram_spec()}; }

}  // namespace rithmo
