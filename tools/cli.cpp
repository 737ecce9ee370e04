#include "cli.hpp"

#include "completion.hpp"

#include "number/numeral.hpp"
#include "readings/readings.hpp"
#include "tables/input_file.hpp"
#include "text/screen.hpp"
#include "text/utf8.hpp"

#include <nlohmann/json.hpp>

#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
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

CLI::Option* add_columns_option(CLI::App& app, std::vector<std::string>& columns, const std::string& help) {
  return app.add_option("--columns", columns, help)
      ->type_name("COLUMN=HEADER")
      ->delimiter(',')
      ->allow_extra_args(false);
}

std::map<std::string, std::string> column_names(const std::vector<std::string>& given) {
  std::map<std::string, std::string> names;
  for (const auto& c : given) {
    const auto eq = c.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == c.size()) {
      throw UsageError("bad --columns '" + c + "' (expected COLUMN=HEADER, e.g. a=first)");
    }
    names[c.substr(0, eq)] = c.substr(eq + 1);
  }
  return names;
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
                                        "Seeds of the armies as EVEN:ODD: whole numbers, distinct, 1-1000, "
                                        "at most 256 a side")
      ->type_name("EVEN:ODD")
      ->default_str(format_seeds(Seeds::fulke()));
}

CLI::Option* add_output_dir_option(CLI::App& app, std::string& folder, const std::string& description,
                                   const std::string& former) {
  CLI::Option* dir =
      app.add_option("--output-dir", folder, description)->type_name("DIR")->check(named_path());
  CLI::Option* old = app.add_option(former, folder, "The former name of --output-dir")
                         ->type_name("DIR")
                         ->check(named_path())
                         ->group(kFormerNames);
  std::string names = former;  // "-o,--out": "-o or --out"
  for (std::size_t comma = names.find(','); comma != std::string::npos; comma = names.find(','))
    names.replace(comma, 1, " or ");
  old->each([names](const std::string&) {
    std::cerr << "rithmo: note: " << names << " is now --output-dir (and still works)\n";
  });
  dir->excludes(old);
  old->excludes(dir);
  return dir;
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

// The folders default_tables_dir passed over or looked in, and why it chose its folder
// ("from RITHMO_TABLES", "./tables, in the current folder", ...).
struct TablesSearch {
  std::string dir;
  std::string found_by;
  bool fell_back = false;     // none found: "tables"
  bool foreign_here = false;  // ./tables holds another project's datapackage.json
  std::vector<std::string> installed_looked_in;
};

// Reads a datapackage.json only as far as its own "name", with nlohmann's SAX parser:
// the combined descriptor of rithmo's tables is named "rithmo-tables", and is read no
// further than that (it is about a megabyte).
class DescriptorName : public nlohmann::json_sax<nlohmann::json> {
 public:
  std::optional<std::string> name;
  bool null() override { return scalar(); }
  bool boolean(bool) override { return scalar(); }
  bool number_integer(number_integer_t) override { return scalar(); }
  bool number_unsigned(number_unsigned_t) override { return scalar(); }
  bool number_float(number_float_t, const string_t&) override { return scalar(); }
  bool binary(binary_t&) override { return scalar(); }
  bool string(string_t& value) override {
    if (depth_ == 1 && at_name_) {
      name = value;
      return false;  // found: read no further
    }
    return scalar();
  }
  bool start_object(std::size_t) override { return open(); }
  bool start_array(std::size_t) override { return open(); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& key) override {
    at_name_ = depth_ == 1 && key == "name";
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
    return false;
  }

 private:
  bool scalar() { return !(depth_ == 1 && at_name_); }  // a "name" that is no text: stop
  bool open() {
    if (depth_ == 1 && at_name_) return false;
    ++depth_;
    return true;
  }
  bool close() { return --depth_ > 0; }  // the document's own object ended: no name
  int depth_ = 0;
  bool at_name_ = false;
};

// Whether DIR holds rithmo's tables: a datapackage.json named "rithmo-tables".
bool holds_rithmo_tables(const std::filesystem::path& dir) {
  std::FILE* file = std::fopen((dir / "datapackage.json").c_str(), "rb");
  if (file == nullptr) return false;
  DescriptorName reader;
  try {
    nlohmann::json::sax_parse(file, &reader);
  } catch (const std::exception&) {
  }
  std::fclose(file);
  return reader.name == "rithmo-tables";
}

const TablesSearch& tables_search() {
  namespace fs = std::filesystem;
  static const TablesSearch search = [] {
    TablesSearch s;
    if (const char* env = std::getenv("RITHMO_TABLES"); env && *env) {
      s.dir = env;
      s.found_by = "from RITHMO_TABLES";
      return s;
    }
    std::error_code ec;
    if (fs::is_regular_file("tables/datapackage.json", ec)) {
      if (holds_rithmo_tables("tables")) {
        s.dir = "tables";
        s.found_by = "./tables, in the current folder";
        return s;
      }
      s.foreign_here = true;
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
        s.dir = dir.string();
        s.found_by = why;
        if (s.foreign_here) s.found_by += "; ./tables is not rithmo's";
        return s;
      }
    }
    for (const auto& place : installed) s.installed_looked_in.push_back(place.first.string());
    s.dir = "tables";
    s.fell_back = true;
    return s;
  }();
  return search;
}

// "./tables (not rithmo's: its datapackage.json is not named rithmo-tables), /usr/...".
std::string tables_looked_in() {
  const TablesSearch& s = tables_search();
  std::string where = "./tables";
  if (s.foreign_here) where += " (another project's: its datapackage.json is not named rithmo-tables)";
  for (const auto& dir : s.installed_looked_in) where += ", " + dir;
  return where;
}

}  // namespace

std::string default_tables_dir() { return tables_search().dir; }

std::string tables_dir_in_use() {
  const TablesSearch& s = tables_search();
  if (s.fell_back)
    return "none found (looked in " + tables_looked_in() + "; give --tables DIR or set RITHMO_TABLES)";
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(s.dir, ec);
  return (ec ? s.dir : absolute.lexically_normal().string()) + " (" + s.found_by + ")";
}

std::string tables_dir_hint(const std::string& file) {
  const TablesSearch& s = tables_search();
  if (s.fell_back) {
    // The default folder, or a file under it (a command that reads one table of it).
    if (file != "tables" && file.rfind("tables/", 0) != 0) return "";
    return " (no tables folder: RITHMO_TABLES is not set and none of " + tables_looked_in() +
           " holds rithmo's datapackage.json; give --tables DIR or set RITHMO_TABLES)";
  }
  // A file's name says its folder; what it does not say is that ./tables was passed over.
  if (!s.foreign_here || file.empty()) return "";
  const std::string prefix = s.dir + "/";
  if (file != s.dir && file.rfind(prefix, 0) != 0) return "";
  return " (./tables is another project's, not rithmo's: the tables in use are " + tables_dir_in_use() + ")";
}

// A folder of rithmo's data: the build tree's binary reads the sources' (`source`), an
// installed one its share/rithmo/NAME. Empty when there is none.
static std::string data_dir([[maybe_unused]] const char* source, const std::string& name) {
  namespace fs = std::filesystem;
  std::vector<fs::path> places;
  std::error_code ec;
  if (const fs::path exe = fs::read_symlink("/proc/self/exe", ec); !ec) {
#if defined(RITHMO_BUILD_DIR)
    std::error_code same_ec;
    if (source && fs::equivalent(exe.parent_path(), RITHMO_BUILD_DIR, same_ec) && !same_ec)
      places.emplace_back(source);
#endif
    places.push_back(exe.parent_path().parent_path() / "share" / "rithmo" / name);
  }
#ifdef RITHMO_DATA_DIR
  places.push_back(fs::path(RITHMO_DATA_DIR) / name);
#endif
  for (const auto& dir : places) {
    if (fs::is_directory(dir, ec)) return dir.string();
  }
  return "";
}

std::string sample_positions_dir() {
#ifdef RITHMO_SOURCE_POSITIONS
  return data_dir(RITHMO_SOURCE_POSITIONS, "positions");
#else
  return data_dir(nullptr, "positions");
#endif
}

std::string web_dir() {
#ifdef RITHMO_SOURCE_WEB
  return data_dir(RITHMO_SOURCE_WEB, "web");
#else
  return data_dir(nullptr, "web");
#endif
}

std::string site_dir() {
#ifdef RITHMO_BUILD_DIR
  return data_dir(RITHMO_BUILD_DIR "/site", "site");
#else
  return data_dir(nullptr, "site");
#endif
}

std::string helper_program(const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  std::vector<fs::path> places{exe.parent_path() / name,
                               exe.parent_path().parent_path() / "libexec" / "rithmo" / name};
#ifdef RITHMO_LIBEXEC_DIR
  places.push_back(fs::path(RITHMO_LIBEXEC_DIR) / name);
#endif
  for (const auto& p : places) {
    if (fs::is_regular_file(p, ec) && access(p.c_str(), X_OK) == 0) return p.string();
  }
  return "";
}

std::string position_file(const std::string& arg) {
  std::error_code ec;
  if (arg == "-" || arg.find('/') != std::string::npos || std::filesystem::exists(arg, ec)) return arg;
  const std::string samples = sample_positions_dir();
  if (samples.empty()) return arg;
  const std::filesystem::path sample = std::filesystem::path(samples) / arg;
  return std::filesystem::is_regular_file(sample, ec) ? sample.string() : arg;
}

std::string table_file(const std::string& arg, const std::string& tables_dir) {
  std::error_code ec;
  if (arg == "-" || std::filesystem::exists(arg, ec)) return arg;
  const std::filesystem::path p(arg);
  if (p.is_absolute() || arg.rfind("./", 0) == 0 || arg.rfind("../", 0) == 0) return arg;
  const std::filesystem::path table = std::filesystem::path(tables_dir) / p;
  return std::filesystem::is_regular_file(table, ec) ? table.string() : arg;
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
