// A problem in an input, located as file:line:col, the way compilers report them; or a
// problem with a whole file (one that cannot be read, a table no descriptor names),
// which has no place in it: line 0, and the file named in the message.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace rithmo {

struct Diagnostic {
  std::string file;
  std::size_t line = 0;    // 1-based; 0: the whole file, no place in it
  std::size_t column = 0;  // 1-based, in bytes
  std::string message;

  // "file:line:col: error: message"; for the whole file, "rithmo: error: message", as
  // every other error of the program reads.
  std::string str() const {
    if (line == 0) return "rithmo: error: " + message;
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message;
  }
};

// The problem with a whole file: "cannot read 'PATH': No such file or directory".
inline Diagnostic file_problem(const std::string& file, const std::string& message) {
  return {file, 0, 0, message};
}

// The two lines that show where a diagnostic points, as ninja and compilers print them
// under the message: the source line as given, and a caret under the column (counted
// in bytes; the caret stands under the column's character, a UTF-8 character taking
// one place, a tab kept as a tab). Empty when the column lies beyond the line's end
// plus one.
std::string caret_lines(const std::string& source_line, std::size_t column);

// Thrown by parsers and checkers of user input; carries the Diagnostic. The tools
// print diag.str() on one line and exit with status 2; at a terminal they add the
// caret_lines of the place.
class DiagnosticError : public std::runtime_error {
 public:
  explicit DiagnosticError(Diagnostic d) : std::runtime_error(d.str()), diag(std::move(d)) {}
  Diagnostic diag;
};

}  // namespace rithmo
