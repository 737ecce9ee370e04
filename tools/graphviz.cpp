#include "graphviz.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <vector>

extern char** environ;

namespace rithmo::cli {

namespace {

bool on_path(const std::string& command) {
  const char* path = std::getenv("PATH");
  if (!path) return false;
  std::string dirs = path;
  std::size_t start = 0;
  while (start <= dirs.size()) {
    const std::size_t end = std::min(dirs.find(':', start), dirs.size());
    const std::filesystem::path candidate = std::filesystem::path(dirs.substr(start, end - start)) / command;
    if (end > start && ::access(candidate.c_str(), X_OK) == 0) return true;
    start = end + 1;
  }
  return false;
}

}  // namespace

std::optional<std::string> draw_svg(const std::string& dot) {
  if (!on_path("dot")) return std::nullopt;
  // The document in a file of its own, that dot reads; its drawing and its errors in
  // two more, read back when dot is done (no pipe to fill and block).
  char dir_template[] = "/tmp/rithmo-dot-XXXXXX";
  if (!::mkdtemp(dir_template)) throw std::runtime_error("graphviz: cannot make a temporary folder");
  const std::filesystem::path dir = dir_template;
  struct Remove {
    std::filesystem::path dir;
    ~Remove() {
      std::error_code ec;
      std::filesystem::remove_all(dir, ec);
    }
  } remove{dir};
  const std::string in = (dir / "stemma.dot").string(), out = (dir / "stemma.svg").string(),
                    err = (dir / "errors").string();
  {
    std::ofstream f(in, std::ios::binary);
    f << dot;
    if (!f) throw std::runtime_error("graphviz: cannot write the document");
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  std::vector<std::string> args = {"dot", "-Tsvg", "-o", out, in};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "dot", &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return std::nullopt;
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::ifstream e(err);
    std::string line;
    std::getline(e, line);
    throw std::runtime_error("graphviz's dot failed" + (line.empty() ? std::string() : ": " + line));
  }
  std::ifstream f(out, std::ios::binary);
  std::string svg((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  return svg;
}

}  // namespace rithmo::cli
