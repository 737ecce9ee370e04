#include "cli.hpp"

#include "completion.hpp"

#include "number/numeral.hpp"
#include "readings/readings.hpp"
#include "tables/input_file.hpp"
#include "text/utf8.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <vector>

namespace rithmo::cli {

namespace {

// What reaches a terminal: the output with every control byte but the line feed and the
// tab as U+FFFD, so that no text from a file (an ESC sequence in a cell) can drive the
// user's terminal. Output to a file or a pipe is left byte for byte as written.
std::string for_terminal(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if ((u < 0x20 && c != '\n' && c != '\t') || u == 0x7F)
      out += "\xEF\xBF\xBD";
    else
      out += c;
  }
  return out;
}

}  // namespace

void print(const std::string& s) {
  static const bool terminal = isatty(fileno(stdout)) != 0;
  const std::string& text = terminal ? for_terminal(s) : s;
  if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size()) {
    throw OutputError(std::string("cannot write standard output: ") + std::strerror(errno));
  }
}

std::string flush_stdout() {
  errno = 0;
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) return errno ? std::strerror(errno) : "write error";
  return "";
}

std::uint64_t count_option(const std::string& option, const std::string& text, std::uint64_t min,
                           std::uint64_t max) {
  const auto n = read_count(text, max);
  if (!n || *n < min) {
    throw UsageError("bad " + option + " '" + text + "' (valid: a whole number from " + std::to_string(min) +
                     " to " + std::to_string(max) + ", in decimal digits)");
  }
  return *n;
}

Assignments param_assignments(const std::vector<std::string>& params,
                              const std::vector<std::pair<std::string, std::string>>& aliases) {
  Assignments out;
  for (const auto& [option, value] : aliases) {
    if (!value.empty()) out.emplace_back(option.substr(2), value);
  }
  const std::size_t from_aliases = out.size();
  for (const auto& p : params) {
    const auto eq = p.find('=');
    if (eq == std::string::npos || eq == 0) {
      throw UsageError("bad --param '" + printable(p) + "' (expected NAME=VALUE)");
    }
    const std::string name = p.substr(0, eq);
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (out[i].first != name) continue;
      if (i < from_aliases) {
        throw UsageError("--" + name + " and --param " + name + "=... both give " + name + ": give one");
      }
      throw UsageError("--param " + printable(name) + " is given twice");
    }
    out.emplace_back(name, p.substr(eq + 1));
  }
  return out;
}

CLI::Option* add_param_option(CLI::App& app, std::vector<std::string>& params, const std::string& what,
                              const std::vector<std::string>& readings) {
  std::string help = "A reading NAME=VALUE (repeatable), " + what;
  std::vector<Parameter> parameters;
  for (std::size_t i = 0; i < readings.size(); ++i) {
    const Parameter& p = reading(readings[i]);
    help += (i ? "; " : ": ") + p.name + "=" + values_text(p) +
            (p.default_value.empty() ? std::string(" (required)") : " (default " + p.default_value + ")");
    parameters.push_back(p);
  }
  return complete_with(app.add_option("--param", params, help)->type_name("NAME=VALUE"),
                       assignment_words(parameters));
}

nlohmann::ordered_json parameter_json(const Parameter& p) {
  nlohmann::ordered_json j;
  j["name"] = p.name;
  switch (p.type) {
    case ParameterType::Choice:
      j["type"] = "choice";
      j["values"] = p.allowed;
      break;
    case ParameterType::Integer:
      j["type"] = "integer";
      j["min"] = p.min;
      j["max"] = p.max;
      break;
    case ParameterType::Text:
      j["type"] = "text";
      j["form"] = p.form.empty() ? "TEXT" : p.form;
      break;
  }
  j["default"] = p.default_value.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(p.default_value);
  j["required"] = p.default_value.empty();
  j["in_readings"] = is_reading(p.name);
  j["inferred"] = p.reading;
  j["decides"] = p.help;
  j["source"] = p.source;
  return j;
}

CLI::Option* add_format_option(CLI::App& app, std::string& format) {
  return app.add_option("-f,--format", format, "Output format")
      ->type_name(choices(kFormats))
      ->capture_default_str();
}

const CLI::Validator& named_path() {
  static const CLI::Validator v(
      [](std::string& path) {
        return path.empty() ? std::string("an empty name: give a file or folder") : "";
      },
      "");
  return v;
}

CLI::Option* add_seeds_option(CLI::App& app, Seeds& seeds) {
  seeds = Seeds::fulke();
  auto parse = [&seeds](const std::string& text) {
    try {
      seeds = parse_seeds(text);
    } catch (const SeedsError& e) {
      throw CLI::ValidationError(e.what());
    }
  };
  return app
      .add_option_function<std::string>("--seeds", parse,
                                        "Seeds of the armies as EVEN:ODD (distinct, 1-1000, at most 256 a "
                                        "side; see docs/commands.md for the commands that take them)")
      ->type_name("EVEN:ODD")
      ->default_str(format_seeds(Seeds::fulke()));
}

namespace {
bool wide_output = false;
bool quiet_output = false;
bool progress_shown = false;
}  // namespace

void set_wide(bool wide) { wide_output = wide; }
void set_quiet(bool quiet) { quiet_output = quiet; }

std::size_t text_width() {
  if (wide_output || !::isatty(STDOUT_FILENO)) return 0;
  winsize ws{};
  if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return ws.ws_col;
  if (const char* env = std::getenv("COLUMNS")) {
    if (const auto n = read_count(env, 100000); n && *n > 0) return static_cast<std::size_t>(*n);
  }
  return 80;
}

std::string render_out(const Table& table, Format format) { return render(table, format, text_width()); }

std::string render_out(const std::vector<Table>& tables, Format format) {
  return render(tables, format, text_width());
}

void progress(const std::string& what) {
  if (quiet_output || !::isatty(STDERR_FILENO)) return;
  const std::string line = "\rrithmo: " + printable(what) + "\x1b[K";
  std::fputs(line.c_str(), stderr);
  std::fflush(stderr);
  progress_shown = true;
}

void progress_done() {
  if (!progress_shown) return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  progress_shown = false;
}

namespace {
// The installed folders default_tables_dir looked in, when it found none.
std::vector<std::string> tables_looked_in;
bool tables_fell_back = false;
// Why default_tables_dir chose its folder: "RITHMO_TABLES", "./tables", ...
std::string tables_found_by;
}  // namespace

std::string default_tables_dir() {
  namespace fs = std::filesystem;
  if (const char* env = std::getenv("RITHMO_TABLES"); env && *env) {
    tables_found_by = "from RITHMO_TABLES";
    return env;
  }
  std::error_code ec;
  if (fs::is_regular_file("tables/datapackage.json", ec)) {
    tables_found_by = "./tables, in the current folder";
    return "tables";
  }
  // Each folder with what --version says of it.
  std::vector<std::pair<fs::path, const char*>> installed;
  if (const fs::path exe = fs::read_symlink("/proc/self/exe", ec); !ec) {
#if defined(RITHMO_BUILD_DIR) && defined(RITHMO_SOURCE_TABLES)
    // The build tree's own binary: the tables of the sources it was built from.
    std::error_code same_ec;
    if (fs::equivalent(exe.parent_path(), RITHMO_BUILD_DIR, same_ec) && !same_ec) {
      installed.emplace_back(RITHMO_SOURCE_TABLES, "the sources this build was made from");
    }
#endif
    installed.emplace_back(exe.parent_path().parent_path() / "share" / "rithmo" / "tables", "installed");
  }
#ifdef RITHMO_DATA_DIR
  installed.emplace_back(fs::path(RITHMO_DATA_DIR) / "tables", "installed");
#endif
  for (const auto& [dir, why] : installed) {
    if (fs::is_regular_file(dir / "datapackage.json", ec)) {
      tables_found_by = why;
      return dir.string();
    }
  }
  tables_looked_in.clear();
  for (const auto& place : installed) tables_looked_in.push_back(place.first.string());
  tables_fell_back = true;
  return "tables";
}

std::string tables_dir_in_use() {
  const std::string dir = default_tables_dir();
  if (tables_fell_back) {
    std::string where = "./tables";
    for (const auto& d : tables_looked_in) where += ", " + d;
    return "none found (looked in " + where + "; give --tables DIR or set RITHMO_TABLES)";
  }
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(dir, ec);
  return (ec ? dir : absolute.lexically_normal().string()) + " (" + tables_found_by + ")";
}

std::string tables_dir_hint(const std::string& file) {
  // The default folder, or a file under it (a command that reads one table of it).
  if (!tables_fell_back || (file != "tables" && file.rfind("tables/", 0) != 0)) return "";
  std::string where = "./tables";
  for (const auto& dir : tables_looked_in) where += ", " + dir;
  return " (no tables folder: RITHMO_TABLES is not set and none of " + where +
         " holds a datapackage.json; give --tables DIR or set RITHMO_TABLES)";
}

std::string input_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

std::string read_input(const std::string& path) {
  if (path == "-") return read_input_descriptor(STDIN_FILENO, input_name(path));
  return read_input_file(path, true);
}

std::string diagnostic_context(const Diagnostic& diag) {
  const char* mode = std::getenv("RITHMO_DIAGNOSTICS");
  const std::string m = mode ? mode : "";
  if (m == "plain" || (m != "caret" && !::isatty(STDERR_FILENO))) return "";
  std::error_code ec;
  if (diag.line == 0 || !std::filesystem::is_regular_file(diag.file, ec)) return "";
  std::ifstream in(diag.file, std::ios::binary);
  std::string line;
  for (std::size_t n = 0; n < diag.line; ++n) {
    if (!std::getline(in, line)) return "";
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.size() > 2000 || printable(line) != line) return "";
  return caret_lines(line, diag.column);
}

namespace {

// At most `bytes` bytes of text, cut before a character's continuation bytes.
std::string_view head(std::string_view text, std::size_t bytes) {
  if (text.size() <= bytes) return text;
  while (bytes > 0 && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80) --bytes;
  return text.substr(0, bytes);
}

bool opens_quote(std::string_view text, std::size_t i) {
  return text[i] == '\'' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '(');
}

bool closes_quote(std::string_view text, std::size_t i) {
  if (text[i] != '\'') return false;
  if (i + 1 == text.size()) return true;
  const char next = text[i + 1];
  return next == ' ' || next == ',' || next == ';' || next == ':' || next == ')' || next == '.';
}

}  // namespace

std::string within_a_screen(const std::string& text) {
  constexpr std::size_t kScreen = 2000;  // bytes: 25 lines of 80 columns
  constexpr std::size_t kQuoted = 80;    // bytes of a long quotation kept
  if (text.size() <= kScreen) return text;
  // Each long quotation ('...') keeps its first bytes, then "…" and its length.
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (opens_quote(text, i)) {
      std::size_t close = i + 1;
      while (close < text.size() && !closes_quote(text, close)) ++close;
      const std::size_t length = close - i - 1;
      if (close < text.size() && length > 2 * kQuoted) {
        const std::string_view inner = std::string_view(text).substr(i + 1, length);
        out += '\'';
        out += head(inner, kQuoted);
        out += "…' (" + std::to_string(length) + " bytes)";
        i = close + 1;
        continue;
      }
    }
    out += text[i++];
  }
  // No quotation to shorten, or more than one screen besides: the first screen.
  if (out.size() > kScreen) {
    out = std::string(head(out, kScreen)) + "… (" + std::to_string(text.size()) + " bytes in all)";
  }
  return out;
}

std::string printable(const std::string& given) {
  static const char* hex = "0123456789abcdef";
  const std::string text = within_a_screen(given);
  std::string out;
  auto escape = [&](unsigned char c) {
    out += "\\x";
    out += hex[c >> 4];
    out += hex[c & 15];
  };
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7f) {
      escape(c);
      ++i;
      continue;
    }
    const std::size_t len = utf8_sequence(text, i);
    if (len == 0) {
      escape(c);
      ++i;
      continue;
    }
    out.append(text, i, len);
    i += len;
  }
  return out;
}

}  // namespace rithmo::cli
