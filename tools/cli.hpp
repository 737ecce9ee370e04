// What the commands of rithmo share: the usage error, printing, the options that are
// numbers, seeds and formats, reading an input file, and the command table: each area
// (one tools/*_commands.cpp file) returns its commands, which main() registers.
#pragma once

#include "diagnostic.hpp"
#include "men/seeds.hpp"
#include "params/parameter.hpp"
#include "report/table.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace rithmo {
struct Armies;
struct Apparatus;
struct Work;
}  // namespace rithmo

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

// An option that names one of `values` by the library's own name(value), or one of
// the `extra` words the command adds ("all", "king"): the value, or nullopt for an
// extra word. Throws UsageError "unknown --kind 'cubic' (valid: arithmetic,
// geometric, musical, all)", its list made of the same names, so that no list of
// valid values is typed by hand.
template <class Range>
auto choose(const std::string& option, const std::string& text, const Range& values,
            std::initializer_list<std::string_view> extra = {}, std::string_view word = "unknown")
    -> std::optional<std::decay_t<decltype(*std::begin(values))>> {
  std::string valid;
  for (const auto& v : values) {
    if (name(v) == text) return v;
    valid += (valid.empty() ? "" : ", ") + std::string(name(v));
  }
  for (std::string_view e : extra) {
    if (e == text) return std::nullopt;
    valid += ", " + std::string(e);
  }
  throw UsageError(std::string(word) + " " + option + " '" + text + "' (valid: " + valid + ")");
}

// The placeholder of an option that takes one of a few words, as its help shows it:
// "{text,csv,json,md}", the names `choose` accepts (or the words themselves), in the
// same order, then the `extra` words.
template <class Range>
std::string choices(const Range& values, std::initializer_list<std::string_view> extra = {}) {
  std::string out;
  for (const auto& v : values) {
    if constexpr (std::is_convertible_v<decltype(v), std::string_view>) {
      out += (out.empty() ? "{" : ",") + std::string(v);
    } else {
      out += (out.empty() ? "{" : ",") + std::string(name(v));
    }
  }
  for (std::string_view e : extra) out += (out.empty() ? "{" : ",") + std::string(e);
  return out + "}";
}

// Adds --seeds EVEN:ODD to a command: the text is parsed once, as the command line is
// read, into seeds (default Fulke's); a bad list is a parse error with
// parse_seeds' message, pointing to the command's help.
CLI::Option* add_seeds_option(CLI::App& app, Seeds& seeds);

// The folder a command writes its set of files into: --output-dir DIR, the one name
// every command gives it (with -o, --output, for one file). `former`, the option's
// earlier names (apparatus's and stemma's --out, sheet's -o,--out, audit's --by-source),
// still works, out of the help, with a note on standard error that it is now
// --output-dir; the two do not go together.
// The help group of an option's former names: they still work, the help and the
// completion leave them out.
inline constexpr const char* kFormerNames = "Former names";

CLI::Option* add_output_dir_option(CLI::App& app, std::string& folder, const std::string& description,
                                   const std::string& former);

// The tables folder a command reads when --tables is not given: $RITHMO_TABLES when
// set; else ./tables when it holds rithmo's datapackage.json, the one named
// "rithmo-tables" (the repository's root; another project's ./tables is passed over);
// else the installed tables, share/rithmo/tables beside the binary's bin/ folder or under the
// prefix configured at build time (RITHMO_DATA_DIR); else "tables".
std::string default_tables_dir();

// The folder default_tables_dir finds and why, as --version shows it:
// "/usr/share/rithmo/tables (installed)", "tables (./tables)"; or, when it finds none,
// that none was found and where it looked.
std::string tables_dir_in_use();

// For an error about a file of the default folder: where default_tables_dir looked,
// when it found no tables folder and fell back on "tables" (" (no tables folder: ...;
// give --tables DIR or set RITHMO_TABLES)"); or, when it passed over another project's
// ./tables, which folder is in use instead. Empty otherwise: the file's name says its
// folder.
std::string tables_dir_hint(const std::string& file);

// The sample positions shipped with rithmo (docs/positions/ of the sources, installed
// in share/rithmo/positions): the build tree's binary reads those of its sources, an
// installed one its own. Empty when there are none.
std::string sample_positions_dir();

// The page of `rithmo serve` (tools/web/ of the sources, installed in share/rithmo/web),
// found as sample_positions_dir() finds its folder. Empty when there is none.
std::string web_dir();

// The edition as a static site (`rithmo site`): build/site of the build tree, which the
// main job writes (bash setup.sh), for the build tree's binary; share/rithmo/site, which
// the installation makes, for an installed one. Empty when there is none.
std::string site_dir();

// A helper program of rithmo (rithmo-serve): beside the binary, or in libexec/rithmo of
// its prefix. Empty when there is none.
std::string helper_program(const std::string& name);

// The file a position argument names: the path as given when it is a path (it holds a
// '/'), standard input ("-") or a file of the current folder; else the sample position
// of that name (`rithmo position addition.pos`), when there is one.
std::string position_file(const std::string& arg);

// The file a table argument names: the path as given when it exists (or is "-"); else a
// table of the tables folder named as audit and collate name it ("package/file.csv"),
// when there is one.
std::string table_file(const std::string& arg, const std::string& tables_dir);

// The bytes of an input named on the command line: a regular file (read_input_file)
// or, for "-", standard input. Throws DiagnosticError.
std::string read_input(const std::string& path);

// What an input is called in messages: "<stdin>" for "-", else the path.
std::string input_name(const std::string& path);

// The text made safe to echo on a terminal: control bytes (NUL, ESC, newlines...) and
// bytes that are not UTF-8 become \xNN, so that an error stays one printable line.
// The text shortened to one screen (within_a_screen) first.
std::string printable(const std::string& text);

// The lines to print under a diagnostic's one line: the source line it points into and
// a caret under the column (caret_lines of diagnostic.hpp), when standard error is a
// terminal; the environment variable RITHMO_DIAGNOSTICS=caret asks for them always,
// =plain never. Empty, too, when the file cannot be read again (standard input), the
// line is not there, or it holds bytes that printable() would escape.
std::string diagnostic_context(const Diagnostic& diag);

// The options every command takes, before or after its name: --wide (text output as
// wide as its rows) and --quiet (no progress). Set by main() once parsed.
void set_wide(bool wide);
void set_quiet(bool quiet);

// The width text output must fit on standard output: the terminal's columns when
// standard output is a terminal and --wide is not given, else 0 (no limit).
std::size_t text_width();

// A table rendered for standard output: text fitted to text_width().
std::string render_out(const Table& table, Format format);
std::string render_out(const std::vector<Table>& tables, Format format);

// Progress of long work on standard error, "rithmo: sheet 2 of 14 (arrays-a4)": shown
// only when standard error is a terminal and --quiet is not given, on one line that
// the next report overwrites; progress_done() clears it.
void progress(const std::string& what);
void progress_done();

// The readings a command is given (readings/readings.hpp): --param NAME=VALUE,
// repeatable, in the order given, and the aliases the command keeps, each an option
// named after its reading (--taker T is --param taker=T), put first. Each name once.
// Throws UsageError: "bad --param 'x' (expected NAME=VALUE)", "--param two is given
// twice", "--taker and --param taker=... both give taker: give one".
using Assignments = std::vector<std::pair<std::string, std::string>>;
Assignments param_assignments(const std::vector<std::string>& params,
                              const std::vector<std::pair<std::string, std::string>>& aliases = {});

// Adds --param NAME=VALUE (repeatable) with its help: "A reading NAME=VALUE
// (repeatable), " then `what`, which says which readings the command takes, then, when
// `readings` is given, each of them with its values and default ("army=both|even|odd
// (default both)"), from the one table of readings.
CLI::Option* add_param_option(CLI::App& app, std::vector<std::string>& params, const std::string& what,
                              const std::vector<std::string>& readings = {});

// A parameter as the JSON of `rithmo relations` and `rithmo rules` gives it: name, type
// (choice, integer, text), values (choice) or min and max (integer) or form (text),
// default (null when it must be given), required, in_readings (an entry of the one table
// of readings), inferred (the audit finds it from the table when not given), decides
// (its help) and source (of its default). docs/schemas/relations.json describes it.
nlohmann::ordered_json parameter_json(const Parameter& parameter);

// --format text|csv|json|md.
inline Format format_option(const std::string& text) {
  if (auto f = parse_format(text)) return *f;
  return *choose("--format", text, kFormats);
}

// -f, --format {text,csv,json,md}, bound to format (default "text").
CLI::Option* add_format_option(CLI::App& app, std::string& format);

// --columns COLUMN=HEADER (comma-separated or repeated): the header that holds a
// relation's column, for tables headed in their book's language; `help` says where it
// applies.
CLI::Option* add_columns_option(CLI::App& app, std::vector<std::string>& columns, const std::string& help);
// The names given, each COLUMN=HEADER; a UsageError for one that is not.
std::map<std::string, std::string> column_names(const std::vector<std::string>& given);
// The help of --columns on a command that reads a tables folder.
inline constexpr const char* kFolderColumnsHelp =
    "Map a relation column to the header that holds it, COLUMN=HEADER (comma-separated or repeated), in "
    "every table whose header has HEADER and whose descriptor maps no header to COLUMN (a table headed "
    "in its book's language: taker=Nehmer)";

// Refuses an empty file or folder name (`--output ''`), which would otherwise mean
// standard output or the current folder: a name is needed, or - for standard output.
const CLI::Validator& named_path();

// A command of rithmo: its name and one-line summary, the function that adds its
// options (and any subcommands of its own) to its CLI::App, binding them to storage
// that run reads, and run, which returns the exit status (0 nothing found, 1 found,
// 2 trouble) or throws UsageError, OutputError or DiagnosticError. main() registers
// every command from the lists below, in this order, and runs the one parsed. Only the
// command named gets its options, unless it reads every command's (every_command:
// completion, which writes them all into a script).
struct Command {
  std::string name;
  std::string summary;
  std::function<void(CLI::App&)> options;
  std::function<int()> run;
  bool every_command = false;
};

// men, ratios, proportions, triumphs, summary (number_commands.cpp).
std::vector<Command> number_commands();

// tables check, keying, diff, list (tables_commands.cpp).
std::vector<Command> tables_commands();

// audit and relations: the audit of printed tables (audit_commands.cpp).
std::vector<Command> audit_commands();

// sheet: the printable reference sheets (sheet_commands.cpp).
std::vector<Command> sheet_commands();

// The rules of play: position, diagram, play, perft, rules, claims (play_commands.cpp).
std::vector<Command> play_commands();

// engine: the engine's line protocol (engine_commands.cpp).
std::vector<Command> engine_commands();

// serve: the page to play in the browser (serve_commands.cpp).
std::vector<Command> serve_commands();

// Each work collated (collation/apparatus.hpp collate_work), in order; a reading the
// rules cannot bind is a UsageError (audit_commands.cpp).
std::vector<Apparatus> collate_each(const Armies& armies, const std::vector<Work>& works);

// site (site_commands.cpp).
std::vector<Command> site_commands();

}  // namespace rithmo::cli
