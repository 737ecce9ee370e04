// rithmo's --help: every command's options and footer wrapped to the terminal's width
// (80 columns when the help is not shown on a terminal), the footer holding the
// command's examples (the lines of its section of docs/commands.md that run it) and
// what its exit status means.
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace rithmo::cli {

// The words of `text` in lines of at most `width` columns (wrap_words: a longer word
// is cut), every line but the first indented by `indent` spaces besides. Each line of
// the text is wrapped on its own.
std::string wrap_text(const std::string& text, std::size_t width, std::size_t indent = 0);

// The width help is wrapped to: the terminal's, or 80.
std::size_t help_width();

// CLI11's formatter with every description, subcommand summary and footer wrapped to
// help_width(). Lines of a footer that start with spaces (examples) are kept whole.
class HelpFormatter : public CLI::Formatter {
 public:
  std::string make_option(const CLI::Option* opt, bool is_positional) const override;
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
