#include "help.hpp"

#include "cli.hpp"
#include "report/table.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace rithmo::cli {

namespace {

struct Example {
  const char* section;  // the command of docs/commands.md's section, "## rithmo SECTION"
  const char* line;     // "rithmo men --format csv"
};

// Generated at build time from docs/commands.md (tools/help_examples.sh), then the end;
// tests/tools/conventions.sh asserts every command's help shows examples.
constexpr Example kExamples[] = {
#include "help_examples.inc"
    {nullptr, nullptr}};

// Help is never wider than 100 columns, however wide the terminal: lines of 200 columns
// are hard to read. clap, ripgrep's parser, caps its help alike (max_term_width, 100).
constexpr std::size_t kWidest = 100;
// Nor narrower than this, where a description would hold two words a line.
constexpr std::size_t kNarrowest = 20;
// The columns a description needs beside the option names; with fewer, it goes beneath
// them, indented kBeneath.
constexpr std::size_t kDescription = 30;
constexpr std::size_t kBeneath = 6;

// Whether the option takes any number of values (a vector): "--param NAME=VALUE ...".
bool repeats(const CLI::Option* opt) {
  return opt->get_expected_max() >= CLI::detail::expected_max_vector_size;
}

}  // namespace

std::string wrap_text(const std::string& text, std::size_t width, std::size_t indent) {
  std::string out;
  std::size_t start = 0;
  for (;;) {  // each line of the text wrapped on its own
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const auto lines =
        wrap_words(std::string_view(text).substr(start, end - start), width, width, LongWord::Keep);
    for (std::size_t k = 0; k < lines.size(); ++k) {
      if (start > 0 || k > 0) out += "\n" + std::string(indent, ' ');
      out += lines[k];
    }
    if (end == text.size()) break;
    start = end + 1;
  }
  return out;
}

std::string command_lines(const std::string& line, std::size_t width) {
  const std::size_t lead = line.find_first_not_of(' ');
  if (text_columns(line) <= width || lead == std::string::npos) return line;
  // Its words as the shell splits them: a quoted text ('bodies men=6') is one word.
  std::vector<std::string> words(1);
  char quote = 0;
  for (std::size_t i = lead; i < line.size(); ++i) {
    const char c = line[i];
    if (c == ' ' && quote == 0) {
      if (!words.back().empty()) words.emplace_back();
      continue;
    }
    if (quote == 0 && (c == '\'' || c == '"')) {
      quote = c;
    } else if (c == quote) {
      quote = 0;
    }
    words.back() += c;
  }
  if (words.back().empty()) words.pop_back();
  std::string out(lead, ' ');
  std::size_t column = lead;
  bool line_empty = true;
  for (std::size_t k = 0; k < words.size(); ++k) {
    // A word with more to follow must leave room for the " \" that may end its line.
    const std::size_t need = text_columns(words[k]) + (k + 1 < words.size() ? 2 : 0);
    if (!line_empty && column + 1 + need > width) {
      out += " \\\n" + std::string(lead + 4, ' ');
      column = lead + 4;
      line_empty = true;
    }
    if (!line_empty) {
      out += ' ';
      ++column;
    }
    out += words[k];
    column += text_columns(words[k]);
    line_empty = false;
  }
  return out;
}

std::size_t help_width() {
  const std::size_t w = text_width();
  return w == 0 ? 80 : std::clamp(w, kNarrowest, kWidest);
}

std::string HelpFormatter::entry(const std::string& name, const std::string& description) const {
  const std::size_t width = help_width();
  const std::size_t column = get_column_width();
  if (width < column + kDescription) {  // a narrow terminal: the description beneath
    std::string out = "  " + wrap_text(name, width - 2, 2) + "\n";
    if (description.empty()) return out;
    return out + std::string(kBeneath, ' ') + wrap_text(description, width - kBeneath, kBeneath) + "\n";
  }
  std::string out = "  " + name;
  if (description.empty()) return out + "\n";
  if (text_columns(out) >= column) {
    out += "\n" + std::string(column, ' ');
  } else {
    out += std::string(column - text_columns(out), ' ');
  }
  return out + wrap_text(description, width - column, column) + "\n";
}

std::string HelpFormatter::make_group(std::string group, bool is_positional,
                                      std::vector<const CLI::Option*> opts) const {
  if (group == kFormerNames) return "";  // they still work; the help names them no more
  return CLI::Formatter::make_group(std::move(group), is_positional, std::move(opts));
}

std::string HelpFormatter::make_option(const CLI::Option* opt, bool is_positional) const {
  return entry(make_option_name(opt, is_positional) + make_option_opts(opt), make_option_desc(opt));
}

std::string placeholder(const CLI::Option* opt) {
  if (const std::string type = opt->get_type_name(); !type.empty()) return type;
  std::string upper = opt->get_name();
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper;
}

std::string HelpFormatter::make_option_name(const CLI::Option* opt, bool is_positional) const {
  if (is_positional) return placeholder(opt);
  std::string out;
  for (const auto& s : opt->get_snames()) out += (out.empty() ? "-" : ", -") + s;
  for (const auto& l : opt->get_lnames()) out += (out.empty() ? "--" : ", --") + l;
  return out;
}

std::string HelpFormatter::make_option_opts(const CLI::Option* opt) const {
  if (!opt->nonpositional()) return repeats(opt) ? " ..." : "";
  if (opt->get_type_name().empty()) return "";  // a flag
  return " " + placeholder(opt) + (repeats(opt) ? " ..." : "");
}

std::string HelpFormatter::make_option_desc(const CLI::Option* opt) const {
  const std::string given = opt->get_default_str();
  const std::string text = opt->get_description();
  if (given.empty() || opt->get_type_name().empty()) return text;
  // "(0-8)" becomes "(0-8; default: 3)", rather than two parentheses in a row.
  if (!text.empty() && text.back() == ')')
    return text.substr(0, text.size() - 1) + "; default: " + given + ")";
  return text + " (default: " + given + ")";
}

std::string HelpFormatter::make_option_usage(const CLI::Option* opt) const {
  const std::string out = make_option_name(opt, true) + (repeats(opt) ? "..." : "");
  return opt->get_required() ? out : "[" + out + "]";
}

std::string HelpFormatter::make_usage(const CLI::App* app, std::string name) const {
  std::string text = CLI::Formatter::make_usage(app, std::move(name));
  while (!text.empty() && text.back() == '\n') text.pop_back();
  // "Usage: " is 7 columns: the lines that continue it are indented beneath its words.
  const auto lines = wrap_words(text, help_width(), help_width() - 7, LongWord::Keep);
  std::string out;
  for (std::size_t k = 0; k < lines.size(); ++k) out += (k ? std::string(7, ' ') : "") + lines[k] + "\n";
  return out;
}

std::string HelpFormatter::make_subcommand(const CLI::App* sub) const {
  return entry(sub->get_display_name(true), sub->get_description());
}

std::string HelpFormatter::make_description(const CLI::App* app) const {
  const std::string text = CLI::Formatter::make_description(app);
  if (text.empty()) return text;
  // CLI11's ends with a newline: wrapped, and the newline kept.
  const bool newline = text.back() == '\n';
  return wrap_text(newline ? text.substr(0, text.size() - 1) : text, help_width()) + (newline ? "\n" : "");
}

std::string HelpFormatter::make_footer(const CLI::App* app) const {
  const std::string footer = app->get_footer();
  if (footer.empty()) return footer;
  std::string out;
  std::istringstream lines(footer);
  std::string line;
  bool first = true;
  while (std::getline(lines, line)) {
    if (!first) out += "\n";
    first = false;
    out += line.rfind(' ', 0) == 0 ? command_lines(line, help_width()) : wrap_text(line, help_width());
  }
  return out + "\n";
}

std::vector<std::string> examples_of(const std::string& path) {
  const std::string section = path.substr(0, path.find(' '));
  const std::string prefix = "rithmo " + path;
  std::vector<std::string> out;
  for (const Example& e : kExamples) {
    if (e.line == nullptr) break;
    const std::string line = e.line;
    if (section != e.section || line.rfind(prefix, 0) != 0) continue;
    if (line.size() > prefix.size() && line[prefix.size()] != ' ') continue;
    if (out.size() < 5) out.push_back(line);
  }
  return out;
}

std::string help_footer(const std::string& note, const std::vector<std::string>& examples,
                        const std::string& found) {
  std::string out = note.empty() ? "" : note + "\n\n";
  if (!examples.empty()) {
    out += "Examples:\n";
    for (const auto& e : examples) out += "  " + e + "\n";
    out += "\n";
  }
  out +=
      "Options of every command, before or after its name: --wide (text output as wide as its rows), -q or "
      "--quiet (no progress on standard error).\n\n";
  out += found.empty()
             ? "Exit status: 0 on success, 2 on trouble (a bad option or input, a file that cannot be read "
               "or written; one line on standard error)."
             : "Exit status: 0 when nothing is found, 1 when something is (" + found +
                   "), 2 on trouble (a bad option or input, a file that cannot be read or written; one "
                   "line on standard error).";
  return out;
}

}  // namespace rithmo::cli
