// rithmo sheet: the printable reference sheets. Builds each sheet's PDF with latexmk
// in a temporary folder; only when it is built are the .tex and the .pdf written to
// the --output-dir folder, all of them or none (write_output_files), so that a failed build
// leaves the folder as it was.
//
// The PDF is reproducible: the source carries no date and asks pdfTeX to omit the
// dates, the trailer ID and its banner; latexmk runs without rc files, and
// SOURCE_DATE_EPOCH is fixed (kSourceDateEpoch, with FORCE_SOURCE_DATE=1) for
// anything that still reads the date. The same inputs and TeX installation give the
// same bytes.
#include "audit/tables_audit.hpp"
#include "cli.hpp"
#include "completion.hpp"
#include "output_file.hpp"

#include "diagnostic.hpp"
#include "men/seeds.hpp"
#include "report/table.hpp"
#include "sheet/latex.hpp"
#include "sheet/sheets.hpp"
#include "tables/datapackage.hpp"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace rithmo::cli {

namespace {

namespace fs = std::filesystem;

// The date pdfTeX is told it is, when anything asks: the start of the Unix epoch, a
// constant, so that no build depends on the clock.
constexpr const char* kSourceDateEpoch = "0";

struct SheetOptions {
  std::vector<std::string> names;
  std::string paper = "a4";
  std::string out = ".";
  std::string tables_dir = default_tables_dir();
  Seeds seeds = Seeds::fulke();
  const CLI::Option* seeds_option = nullptr;  // given on the command line when its count() > 0
  bool list = false;
  bool tex_only = false;
};

// An executable of that name on PATH, or empty.
std::string find_program(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    if (dir.empty()) continue;
    const fs::path p = fs::path(dir) / program;
    if (::access(p.c_str(), X_OK) == 0 && !fs::is_directory(p)) return p.string();
  }
  return "";
}

// Runs argv in cwd with the extra environment, stdout and stderr to log, stdin from
// /dev/null. Returns the exit status (128 + signal when killed, 127 when it cannot run).
int run_process(const std::vector<std::string>& argv, const fs::path& cwd,
                const std::vector<std::pair<std::string, std::string>>& env, const fs::path& log) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) return 127;
  if (pid == 0) {
    if (::chdir(cwd.c_str()) != 0) ::_exit(127);
    const int out = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int in = ::open("/dev/null", O_RDONLY);
    if (out < 0 || in < 0) ::_exit(127);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(out, 2);
    for (const auto& [k, v] : env) ::setenv(k.c_str(), v.c_str(), 1);
    ::execvp(args[0], args.data());
    ::_exit(127);
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return 127;
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 127;
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(text.data(), static_cast<std::streamsize>(text.size()));
  f.close();
  if (!f) throw UsageError("cannot write '" + path.string() + "'");
}

// The first error line pdfTeX wrote with -file-line-error ("./x.tex:12: ...") or "! ...".
std::string first_error(const fs::path& log) {
  std::ifstream f(log);
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("! ", 0) == 0 || (line.rfind("./", 0) == 0 && line.find(".tex:") != std::string::npos)) {
      return line;
    }
  }
  return "";
}

fs::path make_temp_dir() {
  std::string pattern = (fs::temp_directory_path() / "rithmo-sheet-XXXXXX").string();
  if (!::mkdtemp(pattern.data()))
    throw UsageError("cannot make a temporary folder: " + std::string(std::strerror(errno)));
  return pattern;
}

// Builds tex (named stem.tex) in a temporary folder and returns the PDF's bytes.
// Throws UsageError naming the log (which is kept for the reader).
std::string build_pdf(const std::string& stem, const std::string& tex, const std::string& latexmk) {
  const fs::path dir = make_temp_dir();
  write_file(dir / (stem + ".tex"), tex);
  const int rc = run_process({latexmk, "-norc", "-pdf", "-interaction=nonstopmode", "-halt-on-error",
                              "-file-line-error", stem + ".tex"},
                             dir, {{"SOURCE_DATE_EPOCH", kSourceDateEpoch}, {"FORCE_SOURCE_DATE", "1"}},
                             dir / "latexmk.out");
  const fs::path pdf = dir / (stem + ".pdf");
  if (rc != 0 || !fs::exists(pdf)) {
    const fs::path log = fs::exists(dir / (stem + ".log")) ? dir / (stem + ".log") : dir / "latexmk.out";
    const std::string why = first_error(log);
    throw UsageError("LaTeX failed on " + stem + ".tex (latexmk exit " + std::to_string(rc) + ")" +
                     (why.empty() ? "" : ": " + why) + "; see " + log.string());
  }
  std::string bytes = read_input(pdf.string());
  std::error_code ignored;
  fs::remove_all(dir, ignored);
  return bytes;
}

int run_sheet(const SheetOptions& o) {
  if (o.list) {
    Table t{"sheets", "The printable sheets", {{"sheet"}, {"shows"}}, {}, {}};
    for (const auto& s : sheet::sheets()) t.add_row({std::string(s.name), std::string(s.description)});
    print(render_out(t, Format::Text));
    return 0;
  }
  if (o.names.empty()) throw UsageError("sheet needs a sheet name or all (see rithmo sheet --list)");
  std::vector<const sheet::SheetSpec*> chosen;
  for (const auto& n : o.names) {
    if (n == "all") {
      for (const auto& s : sheet::sheets()) chosen.push_back(&s);
    } else if (const auto* s = sheet::find_sheet(n)) {
      chosen.push_back(s);
    } else {
      std::string valid;
      for (const auto& spec : sheet::sheets()) valid += std::string(spec.name) + ", ";
      throw UsageError("unknown sheet '" + n + "' (valid: " + valid + "all)");
    }
  }
  // --seeds changes what the armies make; a sheet of the printed tables or of the
  // rules of play shows Fulke's armies only, and refuses it rather than ignore it.
  if (o.seeds_option && o.seeds_option->count() > 0) {
    std::vector<std::string> takes, refuses;
    for (const auto& spec : sheet::sheets())
      (spec.takes_seeds ? takes : refuses).push_back(std::string(spec.name));
    const bool all = std::find(o.names.begin(), o.names.end(), "all") != o.names.end();
    for (const auto* s : chosen) {
      if (s->takes_seeds) continue;
      auto list = [](const std::vector<std::string>& v) {
        std::string text;
        for (std::size_t i = 0; i < v.size(); ++i)
          text += (i == 0 ? "" : i + 1 == v.size() ? " and " : ", ") + v[i];
        return text;
      };
      throw UsageError(
          "--seeds goes with the sheets " + list(takes) + ": " +
          (all ? "all includes " + list(refuses) + ", which show" : std::string(s->name) + " shows") +
          " the printed tables or the rules of play, of the armies of the seeds " +
          format_seeds(Seeds::fulke()));
    }
  }
  const auto paper = choose("--paper", o.paper, latex::kPapers);
  std::string latexmk;
  if (!o.tex_only) {
    latexmk = find_program("latexmk");
    const bool pdflatex = !find_program("pdflatex").empty();
    if (latexmk.empty() || !pdflatex) {
      throw UsageError(
          std::string(latexmk.empty() ? "latexmk" : "pdflatex") +
          " not found on PATH (install texlive-latex-base, texlive-latex-recommended, lmodern and "
          "latexmk, or use --tex-only)");
    }
  }
  sheet::SheetInputs inputs;
  inputs.armies.seeds = o.seeds;
  bool needs_arrays = false;
  for (const auto* s : chosen) needs_arrays = needs_arrays || s->needs_arrays;
  if (needs_arrays) {
    inputs.arrays = read_arrays((fs::path(o.tables_dir) / "fulke-1563").string());
    for (auto& a : read_arrays((fs::path(o.tables_dir) / "boissiere-1556").string()))
      inputs.arrays.push_back(std::move(a));
  }
  bool needs_audit = false;
  for (const auto* s : chosen) needs_audit = needs_audit || s->needs_audit;
  if (needs_audit) {
    const auto packages = read_packages(o.tables_dir);
    if (packages.empty()) throw UsageError("no datapackage.json under '" + o.tables_dir + "'");
    try {
      progress("auditing the tables for the errata");
      inputs.audit = audit_packages(packages, build_armies(inputs.armies));
    } catch (const RelationError& e) {
      throw UsageError(e.what());
    }
  }

  const fs::path out(o.out);
  make_output_folder(o.out);
  // Every sheet is built before any is written: a failed LaTeX run, or a sheet that
  // cannot be made, leaves every old .tex and .pdf as it was.
  struct Built {
    std::string stem, tex, pdf;
  };
  std::vector<Built> built;
  for (const auto* s : chosen) {
    const std::string stem = std::string(s->name) + "-" + std::string(latex::name(*paper));
    progress("sheet " + std::to_string(built.size() + 1) + " of " + std::to_string(chosen.size()) + " (" +
             stem + ")");
    const std::string tex = sheet::sheet_source(*s, inputs, *paper);
    built.push_back({stem, tex, o.tex_only ? "" : build_pdf(stem, tex, latexmk)});
  }
  progress_done();
  // Written all or none (write_output_files): a target that cannot be written leaves
  // every old .tex and .pdf as it was too.
  std::vector<OutputFile> files;
  for (const auto& b : built) {
    files.push_back({(out / (b.stem + ".tex")).string(), b.tex});
    if (!o.tex_only) files.push_back({(out / (b.stem + ".pdf")).string(), b.pdf});
  }
  write_output_files(files);
  for (const auto& b : built) print((out / (b.stem + (o.tex_only ? ".tex" : ".pdf"))).string() + "\n");
  return 0;
}

}  // namespace

std::vector<Command> sheet_commands() {
  auto o = std::make_shared<SheetOptions>();
  std::string names;
  std::vector<std::string> words;
  for (const auto& s : sheet::sheets()) {
    names += std::string(s.name) + ", ";
    words.emplace_back(s.name);
  }
  words.emplace_back("all");
  auto options = [o, names, words](CLI::App& c) {
    c.footer(
        "Writes OUT/NAME-PAPER.tex and builds OUT/NAME-PAPER.pdf with latexmk (pdflatex). The same inputs "
        "give "
        "byte-identical PDFs. Needs texlive-latex-base, texlive-latex-recommended, lmodern and latexmk.");
    complete_with(c.add_option("names", o->names, "Sheets: " + names + "or all")->type_name("SHEET"), words);
    c.add_flag("--list", o->list, "List the sheets and what each shows");
    c.add_option("--paper", o->paper, "Paper size")
        ->type_name(choices(latex::kPapers))
        ->capture_default_str();
    add_output_dir_option(c, o->out, "Folder for the .tex and .pdf files", "-o,--out")->capture_default_str();
    c.add_option("--tables", o->tables_dir,
                 "The tables folder (for the arrays and the errata) (default: $RITHMO_TABLES, else ./tables, "
                 "else the installed tables)")
        ->type_name("DIR");
    o->seeds_option = add_seeds_option(c, o->seeds);
    c.add_flag("--tex-only", o->tex_only, "Write the LaTeX source only; do not run LaTeX");
  };
  return {{"sheet", "Printable reference sheets (PDF): " + names + "or all", options,
           [o] { return run_sheet(*o); }}};
}

}  // namespace rithmo::cli
