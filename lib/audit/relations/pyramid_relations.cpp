// The kings' relations: the layers a passage names (pyramid-layers) and the whole
// pyramidal numbers (pyramid-totals), against the pyramids of men/pyramid.hpp.
//
// Fulke names the layers three times: marking the men (002 line 532: "the highest
// point of the even kyng, must have .1. the rounde next under him marke with .4. the
// uppermost triangle with .9." ...), "Of the kings" (lines 595-597: "the lowest square
// of the even is .36. which riseth of the multiplying of .6. in it selfe" ...) and the
// kings of the second kind (lines 690-691: "these rootes .1.2.3.4.5.6. ... the
// quadrates arising of these rots, that is .1.4.9.16.25.36."). Each passage names
// every layer of the king it speaks of, in the order they stand, from the top down or
// from the bottom up. du Coeur states the whole numbers: ".190. for the Odde Kynge and
// .91. for the Even" (000 line 1).
#include "audit/judging/row_check.hpp"
#include "audit/relations/relation.hpp"
#include "number/numeral.hpp"
#include "readings/readings.hpp"
#include "words/vocabulary.hpp"

#include <algorithm>
#include <climits>
#include <map>
#include <memory>
#include <set>
#include "words/period_number.hpp"

namespace rithmo {

namespace {

// "36 + 25 + 16 + 9 + 4 + 1 = 91"
std::string sum_text(const Pyramid& king) {
  std::string s;
  for (const auto& layer : king.layers) s += (s.empty() ? "" : " + ") + layer.value.get_str();
  return s + " = " + king.total().get_str();
}

// "the triangle 9 = 3 x 3"
std::string layer_text(const PyramidLayer& layer) {
  return "the " + std::string(name(layer.shape)) + " " + layer.value.get_str() + " = " +
         std::to_string(layer.root) + " x " + std::to_string(layer.root);
}

const PyramidLayer* layer_of(const Pyramid& king, const mpz_class& quadrate) {
  for (const auto& layer : king.layers) {
    if (layer.value == quadrate) return &layer;
  }
  return nullptr;
}

struct LayersContext {
  Armies armies;
  bool in_order = true;
  Language language = Language::English;
};

// Columns: passage, king, mention (keys and a number), shape, root (optional),
// quadrate.
// A number cell as read_printed read it ("09" nine, "12." twelve, "xxv", «trente six»:
// words/period_number.hpp).
mpz_class cell_number(const std::string& text) { return read_period_number(text).value(); }

using Group = std::pair<std::string, Army>;  // passage, king

// What the passages name, gathered row by row.
struct Passages {
  std::vector<Group> groups;                                // in the order first named
  std::map<Group, std::map<mpz_class, std::size_t>> named;  // quadrate -> first row naming it
  std::map<Group, std::vector<std::pair<const PrintedRow*, mpz_class>>> in_mention;
  std::map<Group, std::set<mpz_class>> supplied;  // layers supplied by an emendation
  std::map<Group, std::set<mpz_class>> seen;
};

// The layers a passage names as printed, before any emendation: an emendation that
// supplies a layer the passage otherwise lacks is preferred.
void name_printed_layers(const LayersContext& c, const std::vector<PrintedRow>& rows, Passages& ps) {
  for (const PrintedRow& p : rows) {
    // The king is even or odd: read_printed refuses any other key.
    const auto king = kArmyNames.parse(p.keys.at(1));
    if (p.cells.at(5).empty()) continue;  // named by its root alone
    const mpz_class quadrate = cell_number(p.cells.at(5));
    if (layer_of(c.armies.king(*king), quadrate)) ps.named[{p.keys.at(0), *king}].emplace(quadrate, p.row);
  }
}

// A row holds when the quadrate is a layer and the root, where given, its root.
bool layer_holds(const Pyramid& pyramid, bool has_root, const NumberRow& n) {
  const PyramidLayer* layer = layer_of(pyramid, n.back());
  return layer && (!has_root || n.front() == layer->root);
}

// A row that names no layer of its king, emended toward a layer the passage lacks.
// `text` is the numbers as printed (a Roman numeral or words take their own slips).
void emend_layer(const Group& group, const Pyramid& pyramid, const NumberRow& printed,
                 const std::vector<std::string>& text, bool has_root, const std::string& king_text,
                 Passages& ps, Finding& f) {
  auto holds = [&pyramid, has_root](const NumberRow& n) { return layer_holds(pyramid, has_root, n); };
  auto all = emendations(printed, text, holds);
  std::erase_if(all, [](const Emendation& e) { return e.slip.kind == SlipKind::AsPrinted; });
  const auto& have = ps.named[group];
  auto supplies = [&](const Emendation& e) {
    return !have.count(e.row.back()) && !ps.supplied[group].count(e.row.back());
  };
  const bool any = std::any_of(all.begin(), all.end(), supplies);
  int best = INT_MAX;
  for (const auto& e : all) {
    if (!any || supplies(e)) best = std::min(best, e.cost);
  }
  for (auto& e : all) {
    if ((!any || supplies(e)) && e.cost == best) f.candidates.push_back(e);
  }
  // When the passage names every layer of the king at its other rows, the row is one it
  // has over and above them (a figure's description that lists six layers for a king of
  // five): a reading that repeats one of them is no mending.
  const bool all_named =
      std::all_of(pyramid.layers.begin(), pyramid.layers.end(), [&](const PyramidLayer& l) {
        const auto at = have.find(l.value);
        return at != have.end() && (!f.row || at->second != *f.row);
      });
  if (all_named) f.candidates.clear();
  if (f.candidates.empty()) {
    f.kind = FindingKind::Unresolved;
    f.explanation = all_named
                        ? "the passage names every layer of the king at its other rows; this one is over "
                          "and above them: " +
                              king_text
                        : "no single slip of the printer makes it a layer: " + king_text;
  } else if (f.candidates.size() == 1) {
    f.kind = FindingKind::Erratum;
    const PyramidLayer* layer = layer_of(pyramid, f.candidates.front().row.back());
    f.explanation = describe(f.candidates.front().slip) + "; read " + layer_text(*layer) + ": " + king_text +
                    (any ? " (a layer the passage otherwise lacks)" : "");
    if (any) ps.supplied[group].insert(layer->value);
    ps.seen[group].insert(layer->value);
    // The order is judged on the layers as printed: a reading proposed here is not
    // evidence against the next layer's place.
  } else {
    f.kind = FindingKind::Erratum;
    std::string each;
    for (const auto& e : f.candidates) {
      each += (each.empty() ? "" : "; ") + layer_text(*layer_of(pyramid, e.row.back())) + " (" +
              describe(e.slip) + ")";
    }
    f.explanation = "tie between " + std::to_string(f.candidates.size()) + " readings, not decided: " + each;
  }
}

// A layer named by its root only: the king has a layer of that root, named once.
void check_root_only(const LayersContext&, const PrintedRow& p, const Group& group, const Pyramid& pyramid,
                     Passages& ps, Finding& f, std::vector<Finding>& out) {
  if (p.cells.at(4).empty()) {
    f.kind = FindingKind::NotChecked;
    f.explanation = "not checked: the row gives neither the layer's number nor its root";
    out.push_back(std::move(f));
    return;
  }
  const mpz_class root = cell_number(p.cells.at(4));
  f.printed = {root.get_str()};
  const PyramidLayer* layer = nullptr;
  for (const auto& l : pyramid.layers) {
    if (root == l.root) layer = &l;
  }
  if (!layer) {
    f.kind = FindingKind::Unresolved;
    f.explanation = "no layer of the " + std::string(name(group.second)) + " king rises of the root " +
                    root.get_str() + ": its layers are " + sum_text(pyramid);
    out.push_back(std::move(f));
    return;
  }
  if (!ps.seen[group].insert(layer->value).second) {
    f.kind = FindingKind::Duplicate;
    f.explanation = "the passage names the layer of root " + root.get_str() + " again";
    out.push_back(std::move(f));
    return;
  }
  ps.in_mention[group].emplace_back(&p, layer->value);
}

// One named layer: a layer of its king, named once, in its shape.
// A shape the vocabulary cannot read is a word not read (reported once): the row's
// numbers are judged, its shape is not.
void check_named_layer(const LayersContext& c, const PrintedRow& p, Passages& ps, WordsNotRead& not_read,
                       std::vector<Finding>& out) {
  Finding f;
  f.row = p.row;
  f.line = p.line;
  f.keys = {p.keys.at(0), p.keys.at(1)};
  f.extra = p.extra;
  // The king is the transcriber's key, refused when the rows are read unless even or odd.
  const auto king = kArmyNames.parse(p.keys.at(1));
  const Group group{p.keys.at(0), *king};
  if (std::find(ps.groups.begin(), ps.groups.end(), group) == ps.groups.end()) ps.groups.push_back(group);
  const Pyramid& pyramid = c.armies.king(*king);
  const std::string& shape = p.cells.at(3);
  const bool shape_read = shape.empty() || read_shape(shape).has_value();
  if (!shape_read) {
    not_read.report(
        shape, p,
        not_read_text(shape, c.language) +
            ", neither round, triangle nor square in the five languages; the layer's shape is not "
            "judged; ",
        out);
  }
  const bool has_root = !p.cells.at(4).empty();
  if (p.cells.at(5).empty()) {
    // A layer named by its root alone (Boissière, ocr/boissiere-1554/page-0047.txt line
    // 8: "en la racine de sa premiere base a. 8."): the layer of that root.
    check_root_only(c, p, group, pyramid, ps, f, out);
    return;
  }
  NumberRow printed;
  std::vector<std::string> text;  // as printed, the period's point left out
  for (std::size_t k : {std::size_t{4}, std::size_t{5}}) {
    if (k == 4 && !has_root) continue;
    printed.push_back(cell_number(p.cells.at(k)));
    std::string t = p.cells.at(k);
    if (t.size() > 1 && t.back() == '.') t.pop_back();
    text.push_back(std::move(t));
  }
  for (const auto& n : printed) f.printed.push_back(n.get_str());
  std::string king_text = "the " + std::string(name(*king)) + " king's layers are " + sum_text(pyramid);
  if (!layer_holds(pyramid, has_root, printed)) {
    emend_layer(group, pyramid, printed, text, has_root, king_text, ps, f);
    out.push_back(std::move(f));
    return;
  }
  const PyramidLayer& layer = *layer_of(pyramid, printed.back());
  if (!ps.seen[group].insert(layer.value).second) {
    f.kind = FindingKind::Duplicate;
    f.explanation = "the passage names " + layer.value.get_str() + " again (first at row " +
                    std::to_string(ps.named[group].at(layer.value)) + ")";
    out.push_back(std::move(f));
    return;
  }
  ps.in_mention[group].emplace_back(&p, layer.value);
  if (!shape.empty() && shape_read && read_shape(shape) != layer.shape) {
    f.kind = FindingKind::Unresolved;
    f.keys.push_back(shape);
    f.explanation = "named a " + shape + ", but " + layer_text(layer) + ": the king's foundations are " +
                    "squares, then triangles, then rounds";
    out.push_back(std::move(f));
  }
}

// In the order they stand: the quadrates rise or fall throughout the passage.
void check_passage_order(const Group& g, std::vector<std::pair<const PrintedRow*, mpz_class>>& list,
                         std::vector<Finding>& out) {
  std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
    return a.first->numbers.at(0) < b.first->numbers.at(0);
  });
  if (list.size() < 2) return;
  const bool rising = list[0].second < list[1].second;
  for (std::size_t i = 1; i < list.size(); ++i) {
    if ((list[i - 1].second < list[i].second) == rising) continue;
    const PrintedRow& p = *list[i].first;
    Finding f;
    f.kind = FindingKind::Unresolved;
    f.row = p.row;
    f.line = p.line;
    f.keys = {g.first, std::string(name(g.second))};
    f.printed = {list[i].second.get_str()};
    f.extra = p.extra;
    f.explanation = "named out of the order the layers stand: after " + list[i - 1].second.get_str() +
                    " the passage goes " + (rising ? "down" : "up") + " the pyramid";
    out.push_back(std::move(f));
    break;
  }
}

// The layers of the king the passage does not name.
void report_not_named(const Group& g, const Pyramid& pyramid, const std::set<mpz_class>& seen,
                      std::vector<Finding>& out) {
  for (const auto& layer : pyramid.layers) {
    if (seen.count(layer.value)) continue;
    Finding f;
    f.kind = FindingKind::Omission;
    f.keys = {g.first, std::string(name(g.second)), std::string(name(layer.shape))};
    f.derived = {std::to_string(layer.root), layer.value.get_str()};
    f.explanation = "not named: " + layer_text(layer) + "; the " + std::string(name(g.second)) + " king is " +
                    sum_text(pyramid);
    out.push_back(std::move(f));
  }
}

std::vector<Finding> check_layers(const LayersContext& c, const std::vector<PrintedRow>& rows) {
  std::vector<Finding> out;
  Passages ps;
  WordsNotRead not_read;
  name_printed_layers(c, rows, ps);
  for (const PrintedRow& p : rows) check_named_layer(c, p, ps, not_read, out);
  for (const Group& g : ps.groups) {
    if (c.in_order) check_passage_order(g, ps.in_mention[g], out);
    report_not_named(g, c.armies.king(g.second), ps.seen[g], out);
  }
  return out;
}

RelationSpec layers_spec() {
  RelationSpec spec;
  spec.name = "pyramid-layers";
  spec.summary =
      "Each layer a passage names is a layer of that king: quadrate, root and shape (002 lines 532, "
      "595-597, 690-691)";
  spec.columns = {
      {"passage", ColumnRole::Key, "the passage: each names every layer of the king it speaks of"},
      {"king",
       ColumnRole::Key,
       "even or odd, or the book's word for the king's army (Pari, Impair, ungerade)",
       false,
       {},
       kArmyNames.names(),
       WordKind::Army},
      {"mention", ColumnRole::Number, "the order of mention within the passage"},
      {"shape", ColumnRole::Key,
       "round, triangle or square (in any of the five languages) where the passage names it, else empty"},
      {"root", ColumnRole::Number, "the root the layer rises of, where the passage gives it", true},
      {"quadrate", ColumnRole::Number,
       "the layer's number; empty when the passage names the layer by its root alone", true}};
  spec.parameters = {yes_no_parameter("in-order", "yes",
                                      "a passage names the layers in the order they stand, from the top down "
                                      "(002 line 532: \"the highest point ... "
                                      "the rounde next under him\") or from the bottom up (line 595: \"the "
                                      "lowest square ... The next square\"); "
                                      "line 691: \"the least must be hyghest and the greatest lowest\""),
                     reading("language"), reading("white")};
  spec.words = {WordKind::Shape, WordKind::Army};
  spec.bind = [](const Armies& armies, const RelationParams& params) {
    auto c = std::make_shared<LayersContext>();
    c->armies = armies;
    c->in_order = yes(params, "in-order");
    c->language = choice(params, "language", kLanguageNames);
    BoundRelation r;
    r.statement =
        "each named layer is a square of the king's pyramid, with its root and shape; each passage names "
        "them all, in the order they stand";
    r.check = [c](const std::vector<PrintedRow>& rows) { return check_layers(*c, rows); };
    return r;
  };
  return spec;
}

RelationSpec totals_spec() {
  RelationSpec spec;
  spec.name = "pyramid-totals";
  spec.summary = "The whole pyramidal number of each king is the sum of his layers (Fulke 002 lines 595-597)";
  spec.columns = {{"king",
                   ColumnRole::Key,
                   "even or odd, or the book's word for the king's army (Pari, Impair, ungerade)",
                   false,
                   {},
                   kArmyNames.names(),
                   WordKind::Army},
                  {"total", ColumnRole::Number, "the stated whole number"}};
  spec.parameters = {reading("white")};
  spec.words = {WordKind::Army};
  spec.bind = [](const Armies& armies, const RelationParams&) {
    const mpz_class even = armies.even_king.total(), odd = armies.odd_king.total();
    const std::string even_text = sum_text(armies.even_king), odd_text = sum_text(armies.odd_king);
    BoundRelation r;
    r.statement = "the total is the sum of the king's layers";
    r.valid = [even, odd](const Keys& keys, const NumberRow& n) {
      const auto king = kArmyNames.parse(keys.at(0));
      return king && n.at(0) == (*king == Army::Even ? even : odd);
    };
    r.proof = [even_text, odd_text](const Keys& keys, const NumberRow&) {
      return "the " + keys.at(0) +
             " king: " + (kArmyNames.parse(keys.at(0)) == Army::Even ? even_text : odd_text);
    };
    return r;
  };
  return spec;
}

}  // namespace

std::vector<RelationSpec> pyramid_relation_specs() { return {layers_spec(), totals_spec()}; }

}  // namespace rithmo
