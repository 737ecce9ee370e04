#include "tables/json_value.hpp"

#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using rithmo::JsonValue;
using rithmo::read_json;
using rithmo::same_json_tree;

namespace {

// simdjson's tree is nlohmann::json::parse's.
void check_as_nlohmann(const std::string& text) {
  CAPTURE(text);
  simdjson::dom::parser parser;
  const auto value = read_json(parser, text);
  REQUIRE(value);
  CHECK(same_json_tree(value->tree(), nlohmann::json::parse(text)));
}

}  // namespace

TEST_CASE("JSON: every descriptor of tables/ read as nlohmann reads it", "[tables]") {
  namespace fs = std::filesystem;
  std::size_t read = 0;
  for (const auto& e : fs::directory_iterator(std::string(RITHMO_SOURCE_DIR) + "/tables")) {
    const fs::path file = e.path() / "datapackage.json";
    if (!fs::exists(file)) continue;
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    check_as_nlohmann(text.str());
    ++read;
  }
  CHECK(read >= 7);
}

TEST_CASE("JSON: the forms simdjson reads, as nlohmann reads them", "[tables]") {
  const std::string text = GENERATE(
      as<std::string>{},
      // Every kind of value, nested, with the whitespace JSON allows.
      "{\"a\": [1, -2, 0, -0, true, false, null, \"x\"], \"b\": {}}", " \t\r\n[ ] \n",
      "[[[[]]], {\"k\": {\"k\": [{}]}}]",
      // The ends of 64 bits: the largest unsigned, the least and largest signed.
      "[18446744073709551615, -9223372036854775808, 9223372036854775807, 9223372036854775808]",
      // Fractions and exponents, a double's smallest and largest, and what rounds to 0.
      "[1.5, -0.0, 1e3, 2E-1, 1.7976931348623157e308, 5e-324, 1e-400]",
      // Every escape, a slash escaped or not, UTF-8 as it stands and as \u escapes
      // (a surrogate pair for U+1D11E).
      R"(["\" \\ \/ / \b \f \n \r \t", "Boissière ſ 𝄞", "\u00e9 \uD834\uDD1E \u0000"])", "[\"\x7f\"]",
      // A key given twice: the last value stands, whatever its kind.
      R"({"k": 1, "k": [2], "j": {"x": 1}, "j": "y"})", "\"\"", "17");
  check_as_nlohmann(text);
}

TEST_CASE("JSON: what simdjson leaves to nlohmann", "[tables]") {
  // Each is either JSON that nlohmann reads and simdjson does not (a whole number
  // beyond 64 bits, which nlohmann reads as a double; a byte order mark), nesting
  // deeper than kMaxJsonDepth, or no JSON at all (nlohmann says where it fails).
  const std::string deep = std::string(65, '[') + std::string(65, ']');
  const std::string text =
      GENERATE_COPY(as<std::string>{}, "[18446744073709551616]", "[-9223372036854775809]", deep,
                    "\xEF\xBB\xBF{}", "", " ", "[1,]", "{\"a\" 1}", "[01]", "[-]", "[+1]", "[1e400]",
                    "{\"a\":1}x", "[tru]", "[truex]", "[nul]", "\"a", "[\"a\x01\"]", "[\"\xC0\x80\"]",
                    "[\"\xED\xA0\x80\"]", "[\"\xF4\x90\x80\x80\"]", "[\"\xE2\x82\"]", "{1: 2}", "[\"\\x\"]",
                    "[\"\\\"]", "[\"\\uD800\"]", "[\"\\uDC00\"]", "[\"\\uD800\\u0041\"]", "/* */ {}");
  CAPTURE(text);
  simdjson::dom::parser parser;
  CHECK_FALSE(read_json(parser, text));
}

TEST_CASE("JSON: nesting as deep as kMaxJsonDepth is read", "[tables]") {
  const std::string text = std::string(64, '[') + std::string(64, ']');
  check_as_nlohmann(text);
}

TEST_CASE("JSON: a value asked as the descriptor reader asks it", "[tables]") {
  simdjson::dom::parser parser;
  const auto doc = read_json(parser, R"({"b": [1, -2, 2.5, "x"], "a": true, "b": [7, 8], "n": null})");
  REQUIRE(doc);
  const JsonValue& j = *doc;
  // Three keys, "b" given twice: the second stands.
  CHECK(j.size() == 3);
  CHECK(j["b"].size() == 2);
  CHECK(j["b"][1].unsigned_number() == 8);
  CHECK(j.contains("n"));
  CHECK(j["n"].is_null());
  CHECK_FALSE(j.contains("c"));
  CHECK(j["c"].is_null());
  CHECK(j["c"].size() == 0);
  CHECK(j["a"].boolean());
  std::string keys;
  for (const auto& [key, value] : j.items()) keys += key + (value.is_array() ? "[]" : "") + " ";
  CHECK(keys == "a b[] n ");
  // An array past its end, and the elements of what is no array.
  CHECK(j["b"][5].is_null());
  CHECK_FALSE(j["a"].begin() != j["a"].end());
  CHECK(JsonValue::empty_object().is_object());
  CHECK(JsonValue::empty_object().empty());
}

TEST_CASE("JSON: numbers of each kind, as nlohmann's kinds", "[tables]") {
  simdjson::dom::parser parser;
  const auto doc = read_json(parser, "[7, -7, 18446744073709551615, 7.0, 7e0, \"7\"]");
  REQUIRE(doc);
  const JsonValue& j = *doc;
  CHECK(j[0].is_number_integer());
  CHECK(j[0].is_number_unsigned());
  CHECK(j[0].signed_number() == 7);
  CHECK(j[1].is_number_integer());
  CHECK_FALSE(j[1].is_number_unsigned());
  CHECK(j[1].signed_number() == -7);
  CHECK(j[2].is_number_unsigned());
  CHECK(j[2].unsigned_number() == 18446744073709551615u);
  for (const int i : {3, 4, 5}) CHECK_FALSE(j[i].is_number_integer());
  CHECK(j[5].string_view() == "7");
  CHECK(j[0].string_view().empty());
}

TEST_CASE("JSON: trees compared by value and by kind", "[tables]") {
  using nlohmann::json;
  CHECK(same_json_tree(json::parse(R"({"a": [1, "x", null], "b": {"c": false}})"),
                       json::parse(R"({"b": {"c": false}, "a": [1, "x", null]})")));
  // nlohmann's == counts these equal; their kinds differ.
  CHECK(json(5u) == json(5));
  CHECK_FALSE(same_json_tree(json(5u), json(5)));
  // A whole zero is one value signed or not (simdjson keeps no sign on it).
  CHECK(same_json_tree(json::parse("-0"), json(0u)));
  CHECK_FALSE(same_json_tree(json(0u), json(0.0)));
  CHECK_FALSE(same_json_tree(json::parse("[1, 2]"), json::parse("[1, 2, 3]")));
  CHECK_FALSE(same_json_tree(json::parse(R"({"a": 1})"), json::parse(R"({"b": 1})")));
  CHECK_FALSE(same_json_tree(json::parse(R"({"a": [1]})"), json::parse(R"({"a": [2]})")));
}
