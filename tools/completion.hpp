// Shell completion for rithmo, written from the commands' own definitions: `rithmo
// completion bash|zsh|fish` walks the tree of CLI::App that main() builds (every command
// and subcommand with its summary, every option with its names, its description and
// whether it takes a value, every argument) and prints the script of that shell, which
// the build writes and installs (CMakeLists.txt). Nothing in a script is typed by hand,
// and a script never runs `rithmo --help`.
//
// The value an option or argument takes is completed from what its placeholder
// (placeholder(), help.hpp) names:
//   - "{text,csv,json,md}": those words;
//   - FILE (and FIRST SECOND, two files): file names; DIR: folder names;
//   - TABLE: the tables `rithmo tables list` names (else file names, for a user's CSV;
//     file names alone after an option named by files_when: audit --relation),
//     WORK: the works `rithmo apparatus --list` names; both asked of rithmo, with the
//     --tables DIR of the command line, only when such a value is completed;
//   - the words an option was given with complete_with (the presets, the sheets, the
//     relations, each reading NAME=VALUE that --param takes);
//   - nothing for a number or any other text (N, EVEN:ODD, MOVES, VICTORY).
#pragma once

#include "cli.hpp"
#include "params/parameter.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace rithmo::cli {

// The shells rithmo writes a completion script for.
inline constexpr std::string_view kShells[] = {"bash", "zsh", "fish"};

// Sets the words the value of `option` completes to, where its placeholder does not
// list them (--preset PRESET: the presets). Returns `option`.
CLI::Option* complete_with(CLI::Option* option, std::vector<std::string> words);

// Makes `argument`, a TABLE, a file when `option` is on the command line (audit's
// tables, with --relation a user's CSV). Returns `argument`.
CLI::Option* files_when(CLI::Option* argument, const CLI::Option* option);

// The words of --param for `parameters`: NAME=VALUE for each value of a parameter that
// takes one of a list, NAME= for any other, in their order; each name once.
std::vector<std::string> assignment_words(const std::vector<Parameter>& parameters);

// The completion script of `shell` (one of kShells) for `app`, rithmo with the options of
// every command added. Throws UsageError for another shell.
std::string completion_script(const CLI::App& app, const std::string& shell);

// completion SHELL: prints completion_script of `app`, which main() builds with the
// options of every command when this one is named (Command::every_command).
std::vector<Command> completion_commands(const CLI::App& app);

}  // namespace rithmo::cli
