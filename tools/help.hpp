// rithmo's --help: every command's usage, options and footer broken at spaces (never
// inside a word) to the terminal's width, at most 100 columns (80 when the help is not
// shown on a terminal); each option with the placeholder of its value (FILE, DIR, N,
// the choices {text,csv,json,md}) and its default; the footer holding the command's
// examples (the lines of its section of docs/commands.md that run it) and what its
// exit status means.
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace rithmo::cli {

// The words of `text` in lines of at most `width` columns (wrap_words), every line but
// the first indented by `indent` spaces besides. A word wider than `width` stands whole
// on a line of its own. Each line of the text is wrapped on its own.
std::string wrap_text(const std::string& text, std::size_t width, std::size_t indent = 0);

// A command line (an example, "  rithmo audit --relation R FILE") in lines of at most
// `width` columns as a shell reads them: broken at spaces outside quotes, each line but
// the last ending " \", the later ones indented four columns more than the first. A
// line that fits is returned as it is.
std::string command_lines(const std::string& line, std::size_t width);

// The width help is wrapped to: the terminal's, from 20 to 100 columns, or 80 when
// standard output is no terminal.
std::size_t help_width();

// What the user gives for an option or argument, as help shows it: the type name it was
// made with ("FILE", "{text,csv,json,md}", "FIRST SECOND"), else its name in capitals.
std::string placeholder(const CLI::Option* opt);

// CLI11's formatter made rithmo's: every description, summary, usage line and footer
// wrapped to help_width(); an option shown as "-f, --format {text,csv,json,md}" (its
// names, then its placeholder, the type name given when it was made, then " ..." when it
// repeats), its default at the end of its description ("(default: text)"); a positional
// argument by its placeholder alone ("FILE", "TABLE ..."); no CLI11 words (TEXT,
// REQUIRED, "x 2"). On a terminal narrower than 60 columns an option's description goes
// beneath its name. Lines of a footer that start with spaces (examples) are command
// lines (command_lines).
class HelpFormatter : public CLI::Formatter {
 public:
  std::string make_group(std::string group, bool is_positional,
                         std::vector<const CLI::Option*> opts) const override;
  std::string make_option(const CLI::Option* opt, bool is_positional) const override;
  std::string make_option_name(const CLI::Option* opt, bool is_positional) const override;
  std::string make_option_opts(const CLI::Option* opt) const override;
  std::string make_option_desc(const CLI::Option* opt) const override;
  std::string make_option_usage(const CLI::Option* opt) const override;
  std::string make_usage(const CLI::App* app, std::string name) const override;
  std::string make_subcommand(const CLI::App* sub) const override;
  std::string make_description(const CLI::App* app) const override;
  std::string make_footer(const CLI::App* app) const override;

 private:
  std::string entry(const std::string& name, const std::string& description) const;
};

// The examples of a command ("men", or "tables diff"), at most five: the example lines of
// its section of docs/commands.md that run it.
std::vector<std::string> examples_of(const std::string& path);

// The footer of a command's help: its examples (`examples`, each a command line) and
// its exit status, where `found` says what exit status 1 means for it (empty: it never
// exits 1); `note` (may be empty) goes first.
std::string help_footer(const std::string& note, const std::vector<std::string>& examples,
                        const std::string& found);

}  // namespace rithmo::cli
