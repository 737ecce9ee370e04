// rithmo: the command line over the library. Each command (tools/*_commands.cpp)
// builds its output with the library and prints it; main() registers every command
// from one table, dispatches, and turns every failure into one line on stderr with
// exit status 2.
#include "cli.hpp"
#include "completion.hpp"
#include "diagnostic.hpp"
#include "help.hpp"
#include "huge_pages.hpp"
#include "usage.hpp"

#include <CLI/CLI.hpp>

#include <gmp.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <new>
#include <string>
#include <vector>

namespace {

using namespace rithmo;

// What --version prints: the version, the licences (LICENSE, tables/LICENSE) and the
// tables folder the commands read when --tables is not given.
std::string version_text() {
  return std::string("rithmo ") + RITHMO_VERSION +
         "\nCode and documentation: MIT licence."
         "\nTranscribed tables, and the reports made from them: CC BY-SA 4.0."
         "\nTables folder: " +
         cli::printable(cli::tables_dir_in_use());
}

// What exit status 1 means for a command ("tables diff"), or "" for one that never
// exits 1.
std::string found_meaning(const std::string& path) {
  static const std::pair<const char*, const char*> kFound[] = {
      {"audit", "findings: errata, omissions, counts, contradictions..."},
      {"collate", "the witnesses differ"},
      {"apparatus", "a witness departs from the lemma"},
      {"tables", "tables diff disagreements, unsettled keyings"},
      {"tables diff", "the two keyings disagree"},
      {"tables keying", "a disagreement is not settled"},
  };
  for (const auto& [command, found] : kFound) {
    if (path == command) return found;
  }
  return "";
}

// Whether the option was given to the command or to a subcommand parsed under it.
bool option_given(const CLI::App& app, const std::string& name) {
  if (const CLI::Option* o = app.get_option_no_throw(name); o && o->count() > 0) return true;
  for (const CLI::App* sub : app.get_subcommands()) {
    if (option_given(*sub, name)) return true;
  }
  return false;
}

// Running out of memory is an exception, wherever it happens: operator new throws
// std::bad_alloc once its handler has nothing to free (mimalloc, built as C, calls the
// handler and would abort without one), and GMP's allocations throw it too, where GMP
// alone would print its own message and abort. main turns it into one error line.
void* gmp_allocate(std::size_t size) {
  void* p = std::malloc(size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

void* gmp_reallocate(void* old, std::size_t, std::size_t size) {
  void* p = std::realloc(old, size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

void gmp_free(void* p, std::size_t) { std::free(p); }

void throw_when_out_of_memory() {
  std::set_new_handler([] { throw std::bad_alloc(); });
  mp_set_memory_functions(gmp_allocate, gmp_reallocate, gmp_free);
}

}  // namespace

int main(int argc, char** argv) {
  throw_when_out_of_memory();
  heap_on_huge_pages();  // before the work allocates (tools/huge_pages.cpp)
  // `rithmo help CMD` is `rithmo CMD --help`; the words are read from here on.
  const std::vector<std::string> words = cli::read_help_command({argv, argv + argc});
  std::vector<char*> word_ptrs;
  for (const auto& w : words) word_ptrs.push_back(const_cast<char*>(w.c_str()));
  argc = static_cast<int>(word_ptrs.size());
  argv = word_ptrs.data();
  CLI::App app{"rithmo: the numbers, tables and rules of Rithmomachia, the Philosophers' Game", "rithmo"};
  app.set_version_flag("-V,--version", version_text,
                       "Print the version, the licences and the tables folder in use");
  app.require_subcommand(1);
  // Help wrapped to the terminal; the commands, made below, take the formatter on.
  auto formatter = std::make_shared<cli::HelpFormatter>();
  formatter->label("SUBCOMMAND", "COMMAND");
  app.formatter(formatter);
  app.footer(
      "rithmo help COMMAND (or rithmo COMMAND --help) shows a command's options and examples; man "
      "rithmo-COMMAND its page.\n\n"
      "Exit status: 0 when nothing is found, 1 when something is (audit findings, collation and apparatus "
      "variants, tables diff disagreements, unsettled keyings) and when no command is named (this help, on "
      "standard output, as git does), 2 on trouble (a bad option or input, a file that cannot be read or "
      "written).");
  // The one command table: every command with its summary, its options and what runs.
  std::vector<cli::Command> commands;
  for (auto group : {cli::number_commands, cli::tables_commands, cli::audit_commands, cli::sheet_commands,
                     cli::play_commands, cli::engine_commands, cli::serve_commands, cli::site_commands}) {
    for (auto& cmd : group()) commands.push_back(std::move(cmd));
  }
  for (auto& cmd : cli::completion_commands(app)) commands.push_back(std::move(cmd));
  // Options of every command, given before or after its name (a subcommand passes
  // what it does not know to its parent: fallthrough).
  bool wide = false, quiet = false;
  app.add_flag("--wide", wide, "Text output as wide as its rows (default: fit the terminal)");
  app.add_flag("-q,--quiet", quiet, "No progress on standard error");
  // Every command is listed, but only the one named on the command line (the first
  // word that is no option: the options given before a command's name are the flags
  // above) gets its options, which are most of the cost of starting. With no command
  // named (`rithmo --help`, `--version`, a mistyped command) none needs them: the
  // listing and the suggestions use the names and summaries.
  std::size_t named = commands.size();
  for (int i = 1; i < argc; ++i) {
    if (argv[i][0] == '-') continue;
    for (std::size_t c = 0; c < commands.size(); ++c) {
      if (commands[c].name == argv[i]) named = c;
    }
    break;
  }
  // completion writes every command's options into its script: all of them are added.
  const bool every = named < commands.size() && commands[named].every_command;
  std::vector<CLI::App*> apps;
  for (std::size_t c = 0; c < commands.size(); ++c) {
    apps.push_back(app.add_subcommand(commands[c].name, commands[c].summary));
    apps.back()->footer("");  // not the program's, which a command would inherit
    if (named != c && !every) continue;
    commands[c].options(*apps.back());
    // Its help's footer (and that of each command under it, as `tables diff`): its
    // own note, its examples, the options of every command, its exit status.
    const auto set_footer = [](CLI::App& a, const std::string& path) {
      a.footer(cli::help_footer(a.get_footer(), cli::examples_of(path), found_meaning(path)));
    };
    set_footer(*apps.back(), commands[c].name);
    for (CLI::App* sub : apps.back()->get_subcommands([](const CLI::App*) { return true; }))
      set_footer(*sub, commands[c].name + " " + sub->get_name());
  }
  std::function<void(CLI::App*)> fall_through = [&fall_through](CLI::App* a) {
    for (CLI::App* sub : a->get_subcommands([](const CLI::App*) { return true; })) {
      sub->fallthrough();
      fall_through(sub);
    }
  };
  fall_through(&app);
  // A mistyped command or option is named, with the nearest one; CLI11 would only say
  // that a subcommand is required, or report the option's value as unexpected.
  if (const std::string line = cli::command_line_error(app, words); !line.empty()) {
    std::cerr << line << "\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // No command named (`rithmo`, `rithmo tables`): the help, the commands listed, as git
    // does, exit 1.
    if (cli::names_no_command(app, e)) {
      std::cout << app.help();
      return 1;
    }
    std::cerr << cli::parse_error_line(app, words, e) << "\n";
    return 2;
  }
  cli::set_wide(wide);
  cli::set_quiet(quiet);
  auto fail = [](const std::string& line) {
    cli::progress_done();
    std::cerr << cli::printable(line) << "\n";
    return 2;
  };
  int rc = 2;
  try {
    for (std::size_t i = 0; i < commands.size(); ++i) {
      if (apps[i]->parsed()) rc = commands[i].run();
    }
  } catch (const cli::UsageError& e) {
    return fail(std::string("rithmo: error: ") + e.what());
  } catch (const cli::OutputError& e) {
    return fail(std::string("rithmo: error: ") + e.what());
  } catch (const rithmo::DiagnosticError& e) {
    rithmo::Diagnostic diag = e.diag;
    // The hint is for the default folder, not one named by --tables.
    if (!option_given(app, "--tables")) diag.message += cli::tables_dir_hint(diag.file);
    const int status = fail(diag.str());
    // At a terminal, the line and a caret under the place (already printable).
    if (const std::string context = cli::diagnostic_context(e.diag); !context.empty())
      std::cerr << context << "\n";
    return status;
  } catch (const std::bad_alloc&) {
    return fail(
        "rithmo: error: out of memory: the run needs more memory than the process may have (the machine's, "
        "or a "
        "limit set by ulimit -v or prlimit); nothing was written");
  } catch (const std::exception& e) {
    return fail(std::string("rithmo: error: ") + e.what());
  }
  cli::progress_done();
  if (const std::string why = cli::flush_stdout(); !why.empty()) {
    return fail("rithmo: error: cannot write standard output: " + why);
  }
  return rc;
}
