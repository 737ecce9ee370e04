// What the subcommands of rithmo share: the usage error, printing, reading the
// options that are numbers and seeds, reading an input file, and the hook by which
// each group of subcommands (one tools/*_commands.cpp file per area) registers itself
// with the command line.
#pragma once

#include "men/seeds.hpp"
#include "report/table.hpp"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace rithmo::cli {

// Thrown for bad command-line values; printed as "rithmo: error: ..." with status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Thrown when standard output cannot be written (a full disk, a closed pipe).
struct OutputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Writes s to standard output. Throws OutputError when the write fails; main()
// flushes standard output at the end and treats a failure there the same way.
void print(const std::string& s);

// Flushes standard output: the system's reason when it fails, else empty.
std::string flush_stdout();

// A count option, decimal through read_count ("--games 010" is ten), min <= n <= max.
// Throws UsageError "bad --games '0x3' (valid: a whole number from 1 to 100000, in
// decimal digits)".
std::uint64_t count_option(const std::string& option, const std::string& text, std::uint64_t min,
                           std::uint64_t max);

// Adds --seeds EVEN:ODD to a command: the text is parsed once, as the command line is
// read, into seeds (default Fulke's); a bad list is a parse error with
// parse_seeds' message, pointing to the command's help.
CLI::Option* add_seeds_option(CLI::App& app, Seeds& seeds);

// The bytes of an input named on the command line: a regular file (read_input_file)
// or, for "-", standard input. Throws DiagnosticError.
std::string read_input(const std::string& path);

// What an input is called in messages: "<stdin>" for "-", else the path.
std::string input_name(const std::string& path);

// The text made safe to echo on a terminal: control bytes (NUL, ESC, newlines...) and
// bytes that are not UTF-8 become \xNN, so that an error stays one printable line.
std::string printable(const std::string& text);

// --format text|csv|json|md.
inline Format format_option(const std::string& text) {
  if (auto f = parse_format(text)) return *f;
  throw UsageError("unknown --format '" + text + "' (valid: text, csv, json, md)");
}

// A subcommand registered on the app, and what runs when it is the one parsed. run()
// returns the exit status (0 clean, 1 findings, 2 trouble) or throws UsageError or
// DiagnosticError.
struct Subcommand {
  CLI::App* app = nullptr;
  std::function<int()> run;
};
using Subcommands = std::vector<Subcommand>;

// Each group adds its subcommands to app and appends them to subs; a group keeps its
// option values in storage the run functions share (they outlive the parse). main()
// calls every group's function in turn.
void add_audit_commands(CLI::App& app, Subcommands& subs);

// rithmo sheet: the printable reference sheets (tools/sheet_commands.cpp).
void add_sheet_commands(CLI::App& app, Subcommands& subs);

// The rules of play: position, diagram, play, perft, rules, claims (play_commands.cpp).
void add_play_commands(CLI::App& app, Subcommands& subs);

}  // namespace rithmo::cli
