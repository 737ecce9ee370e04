#include "tables/plain_json.hpp"

#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using rithmo::read_plain_json;
using rithmo::same_json_tree;

namespace {

// The plain reader's tree is nlohmann::json::parse's.
void check_as_nlohmann(const std::string& text) {
  CAPTURE(text);
  const auto plain = read_plain_json(text);
  REQUIRE(plain);
  CHECK(same_json_tree(*plain, nlohmann::json::parse(text)));
}

}  // namespace

TEST_CASE("plain JSON: every descriptor of tables/ read as nlohmann reads it", "[tables]") {
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

TEST_CASE("plain JSON: the forms it reads, as nlohmann reads them", "[tables]") {
  const std::string text = GENERATE(as<std::string>{},
                                    // Every kind of value, nested, with the whitespace JSON allows.
                                    "{\"a\": [1, -2, 0, -0, true, false, null, \"x\"], \"b\": {}}",
                                    " \t\r\n[ ] \n", "[[[[]]], {\"k\": {\"k\": [{}]}}]",
                                    // The largest number of 18 digits, and its negative.
                                    "[999999999999999999, -999999999999999999]",
                                    // The one-letter escapes, a slash escaped or not, UTF-8 as it stands.
                                    R"(["\" \\ \/ / \b \f \n \r \t", "Boissière ſ 𝄞"])", "[\"\x7f\"]",
                                    // A key given twice: the last value stands, whatever its kind.
                                    R"({"k": 1, "k": [2], "j": {"x": 1}, "j": "y"})", "\"\"", "17");
  check_as_nlohmann(text);
}

TEST_CASE("plain JSON: what it leaves to nlohmann", "[tables]") {
  // Each is either JSON that nlohmann reads and this reader does not (fractions,
  // exponents, \u escapes, numbers of more than 18 digits, deep nesting, a byte order
  // mark), or no JSON at all (nlohmann says where it fails).
  const std::string deep = std::string(100, '[') + std::string(100, ']');
  const std::string text = GENERATE_COPY(
      as<std::string>{}, "1.5", "[1e3]", "[2E-1]", R"(["\u00e9"])", "[1234567890123456789]",
      "[-1234567890123456789]", deep, "\xEF\xBB\xBF{}", "", " ", "[1,]", "{\"a\" 1}", "[01]", "[-]", "[+1]",
      "{\"a\":1}x", "[tru]", "[truex]", "[nul]", "\"a", "[\"a\x01\"]", "[\"\xC0\x80\"]", "[\"\xED\xA0\x80\"]",
      "[\"\xF4\x90\x80\x80\"]", "[\"\xE2\x82\"]", "{1: 2}", "[\"\\x\"]", "[\"\\\"]", "/* */ {}");
  CAPTURE(text);
  CHECK_FALSE(read_plain_json(text));
}

TEST_CASE("plain JSON: trees compared by value and by kind", "[tables]") {
  using nlohmann::json;
  CHECK(same_json_tree(json::parse(R"({"a": [1, "x", null], "b": {"c": false}})"),
                       json::parse(R"({"b": {"c": false}, "a": [1, "x", null]})")));
  // nlohmann's == counts these equal; their kinds differ.
  CHECK(json(5u) == json(5));
  CHECK_FALSE(same_json_tree(json(5u), json(5)));
  CHECK_FALSE(same_json_tree(json::parse("[1, 2]"), json::parse("[1, 2, 3]")));
  CHECK_FALSE(same_json_tree(json::parse(R"({"a": 1})"), json::parse(R"({"b": 1})")));
  CHECK_FALSE(same_json_tree(json::parse(R"({"a": [1]})"), json::parse(R"({"a": [2]})")));
}
