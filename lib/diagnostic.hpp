// A problem in an input, located as file:line:col, the way compilers report them.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace rithmo {

struct Diagnostic {
  std::string file;
  std::size_t line = 0;    // 1-based
  std::size_t column = 0;  // 1-based, in bytes
  std::string message;

  // "file:line:col: error: message"
  std::string str() const {
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message;
  }
};

// Thrown by parsers and checkers of user input; carries the Diagnostic. The tools
// print diag.str() on one line and exit with status 2.
class DiagnosticError : public std::runtime_error {
 public:
  explicit DiagnosticError(Diagnostic d) : std::runtime_error(d.str()), diag(std::move(d)) {}
  Diagnostic diag;
};

}  // namespace rithmo
