#include "tables/input_file.hpp"

#include "catch.hpp"

#include <sstream>
#include <string>

using rithmo::read_input_file;

namespace {

std::string error_of(const std::string& path) {
  try {
    (void)read_input_file(path);
  } catch (const rithmo::DiagnosticError& e) {
    return e.diag.str();
  }
  return "(read)";
}

}  // namespace

TEST_CASE("input file: reads a regular file whole", "[tables]") {
  const std::string text = read_input_file(std::string(RITHMO_SOURCE_DIR) + "/tests/tools/data/bad-cell.csv");
  CHECK(text.substr(0, text.find('\n')) == "taker,spaces,taken");
}

TEST_CASE("input file: what is not a regular file is refused at once with the reason", "[tables]") {
  const std::string dir = std::string(RITHMO_SOURCE_DIR) + "/tests";
  CHECK(error_of(dir) == dir + ":1:1: error: cannot read file: is a folder, not a file");
  CHECK(error_of("/dev/zero") ==
        "/dev/zero:1:1: error: cannot read file: is not a regular file (a character device)");
  CHECK(error_of(dir + "/no-such.csv") ==
        dir + "/no-such.csv:1:1: error: cannot read file: No such file or directory");
}

TEST_CASE("input file: a stream longer than the limit is refused", "[tables]") {
  std::istringstream small("a,b\n");
  CHECK(rithmo::read_input_stream(small, "<stdin>") == "a,b\n");
  std::istringstream large(std::string(rithmo::kMaxInputBytes + 1, 'x'));
  try {
    (void)rithmo::read_input_stream(large, "<stdin>");
    FAIL("read more than the limit");
  } catch (const rithmo::DiagnosticError& e) {
    CHECK(e.diag.str() == "<stdin>:1:1: error: cannot read file: larger than the limit of 64 MiB");
  }
}
