#include "params/parameter.hpp"

#include "audit/relations/relation.hpp"
#include "play/rules.hpp"

#include "catch.hpp"

#include <string>
#include <vector>

using namespace rithmo;

TEST_CASE("parameter: values and errors are written from the one table", "[params]") {
  const Parameter taker{"taker", "", {"even", "odd"}, "the army of the taking man"};
  const Parameter range = integer_parameter("king-range", "3", 1, 7, "the farthest step");
  const Parameter any = text_parameter("claimed_by", "the text", "", "whom the text names");
  const Parameter board = text_parameter("board", "8x16", "FILESxRANKS, e.g. 8x16", "the board",
                                         [](std::string_view v) -> std::optional<std::string> {
                                           if (v == "8x16") return std::nullopt;
                                           if (v == "16x8") return std::string("16x8 is ranks first");
                                           return std::string();
                                         });
  CHECK(values_text(taker) == "even|odd");
  CHECK(values_text(range) == "1-7");
  CHECK(values_text(any) == "TEXT");
  CHECK(values_text(board) == "FILESxRANKS, e.g. 8x16");

  auto [parameter, value, message] = GENERATE_REF(table<const Parameter*, std::string, std::string>({
      {&taker, "white", "bad value 'white' for taker (valid: even, odd)"},
      {&taker, "", "bad value '' for taker (valid: even, odd)"},
      {&range, "0", "bad value '0' for king-range (valid: an integer 1-7)"},
      {&range, "8", "bad value '8' for king-range (valid: an integer 1-7)"},
      {&range, "0x3", "bad value '0x3' for king-range (valid: an integer 1-7)"},
      {&range, "-1", "bad value '-1' for king-range (valid: an integer 1-7)"},
      {&range, "99999999999999999999999",
       "bad value '99999999999999999999999' for king-range (valid: an integer 1-7)"},
      {&board, "8x", "bad value '8x' for board (valid: FILESxRANKS, e.g. 8x16)"},
      {&board, "16x8", "16x8 is ranks first"},
  }));
  CHECK(invalid(*parameter, value) == message);
  REQUIRE_THROWS_WITH(validate(*parameter, value), message);
}

TEST_CASE("parameter: valid values pass, integers are read by the numeral reader", "[params]") {
  const Parameter range = integer_parameter("king-range", "3", 1, 7, "the farthest step");
  CHECK_FALSE(invalid(range, "1"));
  CHECK_FALSE(invalid(range, "07"));
  CHECK(integer_value(range, "07") == 7);
  CHECK_FALSE(invalid(text_parameter("claimed_by", "the text", "", "whom"), "anything at all"));
  CHECK_FALSE(invalid(yes_no_parameter("cossic", "no", "cossic signs"), "yes"));
  CHECK(as_reading(yes_no_parameter("cossic", "no", "cossic signs")).reading);
}

TEST_CASE("parameter: an unknown name lists the valid names", "[params]") {
  const std::vector<Parameter> table = {yes_no_parameter("equality", "yes", "e"),
                                        yes_no_parameter("cossic", "no", "c")};
  CHECK(&find_parameter(table, "cossic") == &table[1]);
  REQUIRE_THROWS_WITH(find_parameter(table, "colour"),
                      "unknown parameter 'colour' (valid: equality, cossic)");
  REQUIRE_THROWS_WITH(find_parameter(table, "colour", "relation x"),
                      "relation x has no parameter 'colour' (valid: equality, cossic)");
  REQUIRE_THROWS_WITH(find_parameter({}, "colour", "relation x"),
                      "relation x has no parameter 'colour' (valid: none)");
}

TEST_CASE("parameter: every default of the relations and the rules is valid under its own table",
          "[params]") {
  // The one validator is the one that binds: a default it refused would make the
  // parameter impossible to restate (and the audit's reading inference, which binds
  // every parameter given, would fail on it).
  std::size_t checked = 0;
  for (const auto& spec : relation_specs()) {
    for (const auto& p : spec.parameters) {
      if (p.default_value.empty()) continue;
      CAPTURE(spec.name, p.name, p.default_value);
      CHECK_FALSE(invalid(p, p.default_value));
      ++checked;
    }
  }
  for (const auto& p : play::parameters()) {
    CAPTURE(p.name, p.default_value);
    CHECK_FALSE(invalid(p, p.default_value));
    ++checked;
  }
  CHECK(checked > play::parameters().size());
}

namespace {
enum class Align { Centre, Left };
constexpr auto kAlign = enum_table<Align>({{Align::Centre, "centre"}, {Align::Left, "left"}});
}  // namespace

TEST_CASE("parameter: a parameter of an enumeration takes its values from the enumeration's table",
          "[params]") {
  const Parameter align = enum_parameter("align", Align::Left, kAlign, "how a row stands");
  CHECK(align.allowed == std::vector<std::string>{"centre", "left"});
  CHECK(align.default_value == "left");
  CHECK(align.type == ParameterType::Choice);
  const Parameter required = enum_parameter("align", std::nullopt, kAlign, "how a row stands");
  CHECK(required.default_value.empty());
  // Read back through the same table; a name the table lacks is a programming error.
  CHECK(enum_value(kAlign, "align", "centre") == Align::Centre);
  CHECK_THROWS_AS(enum_value(kAlign, "align", "right"), std::logic_error);
  const RelationParams params{{"align", "left"}};
  CHECK(choice(params, "align", kAlign) == Align::Left);
  CHECK_THROWS_AS(choice(params, "centre", kAlign), std::out_of_range);
}
