#include "tables/input_file.hpp"

#include "catch.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <string>
#include <thread>

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
  CHECK(error_of(dir) == "rithmo: error: cannot read '" + dir + "': is a folder, not a file");
  CHECK(error_of("/dev/zero") ==
        "rithmo: error: cannot read '/dev/zero': is not a regular file (a character device)");
  CHECK(error_of(dir + "/no-such.csv") ==
        "rithmo: error: cannot read '" + dir + "/no-such.csv': No such file or directory");
}

namespace {

// What read_input_descriptor makes of a pipe fed with `text` by another thread.
std::string read_through_pipe(const std::string& text) {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  std::thread writer([&text, fd = fds[1]] {
    std::size_t at = 0;
    while (at < text.size()) {
      const ssize_t n = ::write(fd, text.data() + at, text.size() - at);
      if (n <= 0) break;  // the reader stopped at the limit and closed its end
      at += static_cast<std::size_t>(n);
    }
    ::close(fd);
  });
  std::string error;
  std::string got;
  try {
    got = rithmo::read_input_descriptor(fds[0], "<stdin>");
  } catch (const rithmo::DiagnosticError& e) {
    error = e.diag.str();
  }
  ::close(fds[0]);
  writer.join();
  return error.empty() ? got : error;
}

}  // namespace

TEST_CASE("input file: a stream is read to its end, and one longer than the limit is refused", "[tables]") {
  std::signal(SIGPIPE, SIG_IGN);  // the writer of the long stream writes on after the reader stops
  CHECK(read_through_pipe("a,b\n") == "a,b\n");
  CHECK(read_through_pipe(std::string(rithmo::kMaxInputBytes + 1, 'x')) ==
        "rithmo: error: cannot read standard input: larger than the limit of 64 MiB");
}

TEST_CASE("input file: a descriptor that cannot be read is an error, not an empty file", "[tables]") {
  // A closed descriptor (`rithmo audit - <&-`).
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  ::close(fds[0]);
  ::close(fds[1]);
  try {
    (void)rithmo::read_input_descriptor(fds[0], "<stdin>");
    FAIL("a closed descriptor was read");
  } catch (const rithmo::DiagnosticError& e) {
    CHECK(e.diag.str() == "rithmo: error: cannot read standard input: " + std::string(std::strerror(EBADF)));
  }
  // A folder (`rithmo audit - < /tmp`).
  const int dir = ::open(RITHMO_SOURCE_DIR, O_RDONLY | O_DIRECTORY);
  REQUIRE(dir >= 0);
  try {
    (void)rithmo::read_input_descriptor(dir, "<stdin>");
    FAIL("a folder was read");
  } catch (const rithmo::DiagnosticError& e) {
    CHECK(e.diag.str() == "rithmo: error: cannot read standard input: is a folder, not a file");
  }
  ::close(dir);
}
