// A JSON reader for the plain JSON the table descriptors are written in: objects,
// arrays, strings whose escapes are the one-letter ones (\" \\ \/ \b \f \n \r \t),
// whole numbers of up to 18 digits, true, false and null. It reads such text in one
// pass into a flat document (tables/json_view.hpp, what the descriptor reader reads),
// several times faster than nlohmann::json::parse, and gives the tree that parse
// would give (a non-negative number unsigned, a negative one signed; of a key given
// twice, the last value). Anything else (a fraction or an exponent, a \u escape, a
// longer number, nesting deeper than kMaxJsonDepth, text that is no JSON at all) it
// leaves to nlohmann::json::parse, which reads it or says where it fails:
// read_plain_json then returns nullopt, and never a tree that parse would not give
// (the tests and the fuzz target compare the two).
#pragma once

#include "tables/json_view.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

namespace rithmo {

std::optional<nlohmann::json> read_plain_json(std::string_view text);

// Whether two trees are one value by value and by kind, down to the kind of each
// number (nlohmann's == counts 5 unsigned and 5 signed equal): what the tests and the
// fuzz target ask of read_plain_json against nlohmann::json::parse.
bool same_json_tree(const nlohmann::json& a, const nlohmann::json& b);

}  // namespace rithmo
