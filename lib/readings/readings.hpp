// The one table of readings: every reading of the sources that more than one part of
// rithmo depends on, written once, with its name, its values, its default, what it
// decides and the source of that default.
//
// A reading is a point on which the sources disagree or a reader must choose (do the
// kings count as their totals? does a greater triumph show exactly two kinds of
// proportion or at least two?). The audit's relations (audit/relations/relation.hpp), the rules
// of play (play/rules.hpp) and the commands that derive numbers (`rithmo proportions`,
// `rithmo triumphs`) all take their readings from here, by name, so that one reading
// has one name, one set of values and one default everywhere, and `rithmo relations`,
// `rithmo rules` and every command's `--param` list and check it from this table.
//
// Where two parts of rithmo need different values, the difference is carried by a
// preset of play (each preset sets every reading, with the line behind it) or by a
// table's descriptor (its "relation" object), never by a second name or a second
// default; `note` says where that happens and why. A relation may also
//   - require a reading the table must state (required(): the taking army of a table
//     of the spaces has no default), or
//   - accept only some of its values (the table of the men is laid out as a list or a
//     grid, never as Savard's table of triumphs), refusing the others when it is bound
//     (check_accepted()).
#pragma once

#include "men/army.hpp"
#include "params/parameter.hpp"

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// The values of the reading "taker": the army of the taking man, or either when the
// table does not say.
enum class Taker { Even, Odd, Either };
inline constexpr auto kTakerNames =
    enum_table<Taker>({{Taker::Even, "even"}, {Taker::Odd, "odd"}, {Taker::Either, "either"}});
// The army a taker names; nullopt for either.
std::optional<Army> army_of(Taker taker);

// The values of the reading "layout": how a printed table lays out its rows.
enum class Layout { List, Grid, Savard };
inline constexpr auto kLayoutNames =
    enum_table<Layout>({{Layout::List, "list"}, {Layout::Grid, "grid"}, {Layout::Savard, "savard"}});

struct Reading {
  Parameter parameter;  // name, values, default, what it decides (help), source
  // Where a preset or a descriptor reads it otherwise, and why; empty when nowhere.
  std::string note;
};

// Every reading of the one table, sorted by name.
const std::vector<Reading>& readings();

// The reading of that name, as a parameter. Throws std::logic_error when there is none
// (a programming error: the names are the code's own).
const Parameter& reading(std::string_view name);

// True when the name is a reading of the one table.
bool is_reading(std::string_view name);

// The reading with no default: a relation that cannot choose it for a table (the
// taking army of a table of the spaces).
Parameter required(Parameter parameter);

// The two readings of which men count, in this order: "pyramid-totals" (the kings as
// their totals, 91 and 190) and "pyramid-layers" (their layers as men of their army).
std::vector<Parameter> which_men_readings();

}  // namespace rithmo
