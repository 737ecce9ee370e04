#include "help.hpp"

#include "cli.hpp"
#include "report/table.hpp"

#include <algorithm>
#include <sstream>

namespace rithmo::cli {

namespace {

struct Example {
  const char* section;  // the command of docs/commands.md's section, "## rithmo SECTION"
  const char* line;     // "rithmo men --format csv"
};

// Generated at build time from docs/commands.md (tools/help_examples.sh), then the end.
// A check of the sources alone, outside the build (tests/tools/decimal_only.sh), has
// none; the build always has it, and tests/tools/conventions.sh asserts every command's
// help shows examples.
constexpr Example kExamples[] = {
#if __has_include("help_examples.inc")
#include "help_examples.inc"
#endif
    {nullptr, nullptr}};

}  // namespace

std::string wrap_text(const std::string& text, std::size_t width, std::size_t indent) {
  std::string out;
  std::size_t start = 0;
  for (;;) {  // each line of the text wrapped on its own
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const auto lines = wrap_words(std::string_view(text).substr(start, end - start), width, width);
    for (std::size_t k = 0; k < lines.size(); ++k) {
      if (start > 0 || k > 0) out += "\n" + std::string(indent, ' ');
      out += lines[k];
    }
    if (end == text.size()) break;
    start = end + 1;
  }
  return out;
}

std::size_t help_width() {
  const std::size_t w = text_width();
  return w == 0 ? 80 : std::max<std::size_t>(w, 40);
}

std::string HelpFormatter::entry(const std::string& name, const std::string& description) const {
  const std::size_t wid = get_column_width();
  std::string out = "  " + name;
  if (description.empty()) return out + "\n";
  if (text_columns(out) >= wid) {
    out += "\n" + std::string(wid, ' ');
  } else {
    out += std::string(wid - text_columns(out), ' ');
  }
  return out + wrap_text(description, help_width() - std::min(help_width(), wid), wid) + "\n";
}

std::string HelpFormatter::make_option(const CLI::Option* opt, bool is_positional) const {
  return entry(make_option_name(opt, is_positional) + make_option_opts(opt), make_option_desc(opt));
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
    out += line.rfind(' ', 0) == 0 ? line : wrap_text(line, help_width());
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
      "Options of every command, before or after its name: --wide (text output as wide as its rows), --quiet "
      "(no progress on standard error).\n\n";
  out += found.empty()
             ? "Exit status: 0 on success, 2 on trouble (a bad option or input, a file that cannot be read "
               "or written; one line on standard error)."
             : "Exit status: 0 when nothing is found, 1 when something is (" + found +
                   "), 2 on trouble (a bad option or input, a file that cannot be read or written; one "
                   "line on standard error).";
  return out;
}

}  // namespace rithmo::cli
