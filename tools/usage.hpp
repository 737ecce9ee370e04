// The command line as rithmo reads it, and the one line of every mistake in it. `rithmo
// help CMD` is read as `rithmo CMD --help`, as git reads it. A mistyped command or
// option, an argument no command takes, an option without its value: each is one line
// on standard error, "rithmo: error: WHAT (did you mean 'NAME'? see rithmo CMD --help)",
// the suggestion the nearest name the command knows, if one is near. CLI11's own
// messages ("The following argument was not expected: -x") never reach the user.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace rithmo::cli {

// The words of the command line (words[0] the program) with `help` read as git reads
// it: `rithmo help` is `rithmo --help`, `rithmo help tables diff` is `rithmo tables diff
// --help`, `rithmo help help` is `rithmo --help`. `help` counts only where a command's
// name belongs (the first word that is no option); other command lines are returned as
// they are.
std::vector<std::string> read_help_command(std::vector<std::string> words);

// The line for a mistake found before CLI11 reads the command line: a word where a
// command's name belongs that names none ("unknown command 'mne' (did you mean
// 'men'? ...)"), or an option (`--formt`, `-x`) that neither the command named nor a
// command above it knows. Empty when there is none. Words after a bare `--` are not
// options.
std::string command_line_error(const CLI::App& app, const std::vector<std::string>& words);

// The line for a command line CLI11 refused (parse() threw `error`): an unexpected
// argument, an option without its value or given twice, a missing argument, a value
// a check refused, in rithmo's words and with the command's help to see.
std::string parse_error_line(const CLI::App& app, const std::vector<std::string>& words,
                             const CLI::ParseError& error);

// Whether CLI11 refused the command line only because it names no command where one is
// needed (`rithmo`, `rithmo tables`): then its help is what the user needs.
bool names_no_command(const CLI::App& app, const CLI::ParseError& error);

}  // namespace rithmo::cli
