// What the subcommands of rithmo share: the usage error, printing, and the hook by
// which each group of subcommands (one tools/*_commands.cpp file per area) registers
// itself with the command line.
#pragma once

#include "report/table.hpp"

#include <CLI/CLI.hpp>

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

inline void print(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

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
