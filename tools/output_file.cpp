#include "output_file.hpp"

#include "cli.hpp"
#include "number/numeral.hpp"
#include "tables/input_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <set>
#include <sstream>

namespace rithmo::cli {

void RunInputs::add(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0) files_.emplace_back(st.st_dev, st.st_ino);
}

void RunInputs::add_standard_input() {
  struct stat st {};
  if (::fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode)) files_.emplace_back(st.st_dev, st.st_ino);
}

bool RunInputs::holds(std::uint64_t device, std::uint64_t inode) const {
  return std::find(files_.begin(), files_.end(), std::make_pair(device, inode)) != files_.end();
}

void RunInputs::add_folder(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
    folders_.push_back({{st.st_dev, st.st_ino}, path});
}

std::string RunInputs::read_folder_holding(const std::string& folder) const {
  if (folders_.empty()) return "";
  std::error_code ec;
  std::filesystem::path p = std::filesystem::weakly_canonical(std::filesystem::absolute(folder, ec), ec);
  if (ec) return "";
  for (;;) {
    struct stat st {};
    if (::stat(p.c_str(), &st) == 0) {
      for (const auto& [id, name] : folders_) {
        if (id ==
            std::make_pair(static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino)))
          return name;
      }
    }
    if (!p.has_parent_path() || p.parent_path() == p) return "";
    p = p.parent_path();
  }
}

namespace {

UsageError cannot(const std::string& path, const std::string& why) {
  return UsageError("cannot write '" + path + "': " + why);
}

UsageError cannot(const std::string& path) { return cannot(path, std::strerror(errno)); }

// The signals a user sends to stop a run (^C, kill, a closed terminal, ^\).
constexpr int kStopSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

// The temporary files of the sets being written, removed by the handler of a stop
// signal before the process ends as the signal would end it. Changed only with the
// stop signals blocked (SignalsHeld), so that the handler never sees it half changed;
// the handler reads only the strings' characters.
std::vector<std::string>& temporaries() {
  static std::vector<std::string> files;
  return files;
}

extern "C" void remove_temporaries_and_stop(int signal) {
  for (const std::string& f : temporaries()) ::unlink(f.c_str());
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

// The stop signals held back while it lives: a signal that comes meanwhile is delivered
// when it ends. Also installs, once, the handler that removes the temporary files (not
// over a signal the process was told to ignore, as `nohup` does).
class SignalsHeld {
 public:
  SignalsHeld() {
    static const bool installed = [] {
      for (int sig : kStopSignals) {
        struct sigaction old {};
        if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        struct sigaction act {};
        act.sa_handler = remove_temporaries_and_stop;
        sigemptyset(&act.sa_mask);
        ::sigaction(sig, &act, nullptr);
      }
      return true;
    }();
    (void)installed;
    sigset_t stop;
    sigemptyset(&stop);
    for (int sig : kStopSignals) sigaddset(&stop, sig);
    ::sigprocmask(SIG_BLOCK, &stop, &before_);
  }
  ~SignalsHeld() { ::sigprocmask(SIG_SETMASK, &before_, nullptr); }
  SignalsHeld(const SignalsHeld&) = delete;
  SignalsHeld& operator=(const SignalsHeld&) = delete;

 private:
  sigset_t before_{};
};

void forget_temporary(const std::string& file) {
  SignalsHeld held;
  auto& files = temporaries();
  files.erase(std::remove(files.begin(), files.end(), file), files.end());
}

std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "is a folder";
  if (S_ISBLK(mode)) return "is a block device, not a regular file";
  return "is not a regular file";
}

// How a target is written (output_file.hpp).
enum class Way {
  Replace,     // a temporary file renamed over it
  InPlace,     // opened and truncated
  Stream,      // opened and written, as a terminal or a FIFO is
  Descriptor,  // an open descriptor of this process ("-", /dev/stdout, /dev/fd/N)
};

struct Target {
  std::string path;  // as given, for messages
  std::string file;  // where it is written: a symbolic link's target
  Way way = Way::Replace;
  int descriptor = -1;
  bool exists = false;
  struct stat st {};
  mode_t mode = 0;
  std::string temporary;  // Way::Replace: the temporary file, until it is renamed
};

// The descriptor a path names, for the names that mean one: "-" (standard output),
// /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N. Opening these would open the
// file anew, at its start (Linux), where the shell's `>> log` means its end.
std::optional<int> descriptor_named(const std::string& path) {
  if (path == "-" || path == "/dev/stdout") return STDOUT_FILENO;
  if (path == "/dev/stderr") return STDERR_FILENO;
  for (const std::string prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    if (path.size() > prefix.size() && path.compare(0, prefix.size(), prefix) == 0) {
      if (const auto n = read_count(std::string_view(path).substr(prefix.size()), INT_MAX)) {
        return static_cast<int>(*n);
      }
    }
  }
  return std::nullopt;
}

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// The file's text written to fd, in parts as its writer makes them when it has one.
bool write_text(int fd, const OutputFile& file) {
  if (!file.write) return write_all(fd, file.text);
  constexpr std::size_t kBuffer = std::size_t{64} << 10;
  std::string held;
  bool ok = true;
  file.write([&](std::string_view part) {
    held += part;
    if (ok && held.size() >= kBuffer) {
      ok = write_all(fd, held);
      held.clear();
    }
  });
  return ok && write_all(fd, held);
}

// The file's text whole, for the targets written otherwise than through a temporary.
std::string text_of(const OutputFile& file) {
  if (!file.write) return file.text;
  std::string text;
  file.write([&text](std::string_view part) { text += part; });
  return text;
}

std::filesystem::path folder_of(const std::string& file) {
  const std::filesystem::path f(file);
  return f.has_parent_path() ? f.parent_path() : std::filesystem::path(".");
}

// Everything known of a target before a byte is written; throws when it is refused.
Target plan(const std::string& path, const RunInputs& inputs) {
  Target t;
  t.path = path;
  t.file = path;
  if (path.empty()) throw cannot(path, "empty file name");
  // After the more telling "it is an input of this run", where that holds.
  const auto refuse_in_read_folder = [&] {
    if (const std::string read = inputs.read_folder_holding(folder_of(path).string()); !read.empty())
      throw cannot(path, "it is inside the tables folder '" + read + "' this run reads");
  };
  if (const auto fd = descriptor_named(path)) {
    t.way = Way::Descriptor;
    t.descriptor = *fd;
    if (::fstat(*fd, &t.st) != 0) throw cannot(path);
    if (inputs.holds(t.st.st_dev, t.st.st_ino)) throw cannot(path, "it is an input of this run");
    t.exists = true;
    return t;
  }
  if (::stat(path.c_str(), &t.st) != 0) {
    const int error = errno;
    struct stat link {};
    if (error == ENOENT && ::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
      throw cannot(path, "a symbolic link to nothing (" + std::string(std::strerror(error)) + ")");
    }
    if (error != ENOENT) throw cannot(path, std::strerror(error));
    refuse_in_read_folder();
    const mode_t mask = ::umask(0);
    ::umask(mask);
    t.mode = 0666 & ~mask;
    return t;
  }
  t.exists = true;
  if (inputs.holds(t.st.st_dev, t.st.st_ino)) throw cannot(path, "it is an input of this run");
  refuse_in_read_folder();
  if (S_ISDIR(t.st.st_mode) || S_ISBLK(t.st.st_mode)) throw cannot(path, kind_of(t.st.st_mode));
  if (!S_ISREG(t.st.st_mode)) {
    t.way = Way::Stream;
    return t;
  }
  struct stat link {};
  if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
    char* real = ::realpath(path.c_str(), nullptr);
    if (!real) throw cannot(path);
    t.file = real;
    std::free(real);
  }
  // Refused where the shell's `>` is refused, though the folder may allow a rename.
  if (::faccessat(AT_FDCWD, t.file.c_str(), W_OK, AT_EACCESS) != 0) throw cannot(path);
  t.mode = t.st.st_mode & 07777;
  if (t.st.st_nlink > 1 || (::geteuid() != 0 && t.st.st_uid != ::geteuid())) t.way = Way::InPlace;
  return t;
}

// The targets of one set, and the temporary files not yet renamed, removed when the
// set fails.
struct Set {
  std::vector<Target> targets;
  Set() = default;
  Set(const Set&) = delete;
  Set& operator=(const Set&) = delete;
  ~Set() {
    for (const auto& t : targets) {
      if (t.temporary.empty()) continue;
      ::unlink(t.temporary.c_str());
      forget_temporary(t.temporary);
    }
  }
};

void plan_all(const std::vector<OutputFile>& files, const RunInputs& inputs, Set& set) {
  std::vector<std::filesystem::path> new_files;
  for (const auto& f : files) {
    Target t = plan(f.path, inputs);
    bool twice = false;
    if (t.way != Way::Descriptor) {
      for (const auto& before : set.targets) {
        twice = twice || (t.exists && before.exists && before.way != Way::Descriptor &&
                          before.st.st_dev == t.st.st_dev && before.st.st_ino == t.st.st_ino);
      }
      if (!t.exists) {
        std::error_code ec;
        const auto where = std::filesystem::absolute(t.file, ec).lexically_normal();
        twice = std::find(new_files.begin(), new_files.end(), where) != new_files.end();
        new_files.push_back(where);
      }
    }
    if (twice) throw cannot(f.path, "named twice among the files this run writes");
    set.targets.push_back(std::move(t));
  }
}

// Way::Replace: the text in a temporary file beside the target, with the target's
// mode, owner and group, on the disk. A target the temporary cannot stand in for
// (its group not the user's, its folder not writable) is written in place instead.
void prepare(Target& t, const OutputFile& file) {
  if (t.way != Way::Replace) return;
  const std::filesystem::path name(t.file);
  // The temporary's name is 8 bytes longer than the file's: a name too long for that
  // takes a short one (a file's name may be as long as the system allows).
  const std::string base = name.filename().string();
  const std::string temporary_name = base.size() + 8 <= NAME_MAX ? "." + base + ".XXXXXX" : ".rithmo.XXXXXX";
  std::string pattern = (folder_of(t.file) / temporary_name).string();
  int fd = -1;
  {
    // Made and registered at once: a stop signal finds it in the list to remove.
    SignalsHeld held;
    fd = ::mkstemp(pattern.data());
    if (fd >= 0) temporaries().push_back(pattern);
  }
  if (fd < 0) {
    if (t.exists && (errno == EACCES || errno == EPERM)) {
      t.way = Way::InPlace;
      return;
    }
    throw cannot(t.path);
  }
  t.temporary = pattern;
  bool ok = write_text(fd, file);
  if (ok && t.exists) {
    struct stat now {};
    ok = ::fstat(fd, &now) == 0;
    const bool root = ::geteuid() == 0;
    if (ok && (now.st_uid != t.st.st_uid || now.st_gid != t.st.st_gid) &&
        ::fchown(fd, root ? t.st.st_uid : static_cast<uid_t>(-1), t.st.st_gid) != 0) {
      ::close(fd);
      ::unlink(t.temporary.c_str());
      forget_temporary(t.temporary);
      t.temporary.clear();
      t.way = Way::InPlace;
      return;
    }
  }
  ok = ok && ::fchmod(fd, t.mode) == 0 && ::fsync(fd) == 0;
  const int error = errno;
  if (::close(fd) != 0 && ok) throw cannot(t.path);
  if (!ok) throw cannot(t.path, std::strerror(error));
}

// Writes the text into a file that is there: opened (truncated when it is a regular
// file), written, closed.
void write_into(const Target& t, const std::string& text) {
  const int flags = O_WRONLY | O_NOCTTY | O_CLOEXEC | (t.way == Way::InPlace ? O_TRUNC : 0);
  const int fd = ::open(t.file.c_str(), flags);
  if (fd < 0) throw cannot(t.path);
  bool ok = write_all(fd, text);
  if (ok && t.way == Way::InPlace) ok = ::fsync(fd) == 0;
  const int error = errno;
  if (::close(fd) != 0 && ok) throw cannot(t.path);
  if (!ok) throw cannot(t.path, std::strerror(error));
}

void write_descriptor(const Target& t, const std::string& text) {
  if (t.descriptor == STDOUT_FILENO) {
    print(text);
    return;
  }
  std::fflush(stdout);
  std::fflush(stderr);
  if (!write_all(t.descriptor, text)) throw cannot(t.path);
}

}  // namespace

void check_output_files(const std::vector<OutputFile>& files, const RunInputs& inputs) {
  Set set;
  plan_all(files, inputs, set);
}

// The folders a set writes into, each locked (flock) while the set is written: a second
// run writing into one of them at once waits until this one's set is whole, rather than
// mixing its files with it. The folders are locked in one order (sorted), so that two
// runs never wait on each other. Released when it ends.
class FolderLocks {
 public:
  explicit FolderLocks(std::vector<std::filesystem::path> folders) {
    std::sort(folders.begin(), folders.end());
    folders.erase(std::unique(folders.begin(), folders.end()), folders.end());
    for (const auto& folder : folders) {
      const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      if (fd < 0) continue;  // the writes say why, if they fail
      while (::flock(fd, LOCK_EX) != 0 && errno == EINTR) {
      }
      fds_.push_back(fd);
    }
  }
  FolderLocks(const FolderLocks&) = delete;
  FolderLocks& operator=(const FolderLocks&) = delete;
  ~FolderLocks() {
    for (int fd : fds_) ::close(fd);
  }

 private:
  std::vector<int> fds_;
};

// The folders a set's files need that do not exist yet, made as --output-dir makes its own
// (make_output_folder), and removed again, deepest first, unless the set is written.
class FoldersMade {
 public:
  FoldersMade() = default;
  FoldersMade(const FoldersMade&) = delete;
  FoldersMade& operator=(const FoldersMade&) = delete;
  void make(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> missing;
    std::error_code ec;
    for (std::filesystem::path p = folder;
         !p.empty() && !std::filesystem::exists(std::filesystem::symlink_status(p, ec));
         p = p.parent_path()) {
      missing.push_back(p);
      if (!p.has_parent_path() || p.parent_path() == p) break;
    }
    if (missing.empty()) return;
    make_output_folder(folder.string());
    made_.insert(made_.end(), missing.rbegin(), missing.rend());
  }
  void keep() { made_.clear(); }
  ~FoldersMade() {
    std::error_code ec;
    for (auto it = made_.rbegin(); it != made_.rend(); ++it)
      std::filesystem::remove(*it, ec);  // only when empty
  }

 private:
  std::vector<std::filesystem::path> made_;  // outermost first
};

void write_output_files(const std::vector<OutputFile>& files, const RunInputs& inputs,
                        const std::vector<std::string>& remove) {
  FoldersMade made;  // removed after the set's temporary files, when it fails
  Set set;
  plan_all(files, inputs, set);
  // One rule for every file a run writes: its folder is made when it is missing.
  for (const auto& t : set.targets) {
    if (t.way == Way::Replace && !t.exists) made.make(folder_of(t.file));
  }
  std::vector<std::filesystem::path> to_lock;
  for (const auto& t : set.targets) {
    std::error_code ec;
    if (t.way == Way::Replace || t.way == Way::InPlace)
      to_lock.push_back(std::filesystem::absolute(folder_of(t.file), ec).lexically_normal());
  }
  const FolderLocks locks(std::move(to_lock));
  for (std::size_t i = 0; i < files.size(); ++i) prepare(set.targets[i], files[i]);
  // In place first: a write there can fail (a full disk) while the others are still
  // as they were; then the renames, which hardly fail; streams last.
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (set.targets[i].way == Way::InPlace) write_into(set.targets[i], text_of(files[i]));
  }
  std::vector<std::filesystem::path> folders;
  {
    // No stop signal between the first rename and the last: the set is the old one
    // (the temporaries removed) or the new one, never a mixture.
    SignalsHeld held;
    for (auto& t : set.targets) {
      if (t.way != Way::Replace) continue;
      if (::rename(t.temporary.c_str(), t.file.c_str()) != 0) throw cannot(t.path);
      auto& files_left = temporaries();
      files_left.erase(std::remove(files_left.begin(), files_left.end(), t.temporary), files_left.end());
      t.temporary.clear();
      if (const auto f = folder_of(t.file); std::find(folders.begin(), folders.end(), f) == folders.end()) {
        folders.push_back(f);
      }
    }
    for (const std::string& stale : remove) ::unlink(stale.c_str());
  }
  // The renames themselves reach the disk with each folder's entries.
  for (const auto& f : folders) {
    const int dfd = ::open(f.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
      ::fsync(dfd);
      ::close(dfd);
    }
  }
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (set.targets[i].way == Way::Stream) write_into(set.targets[i], text_of(files[i]));
    if (set.targets[i].way == Way::Descriptor) write_descriptor(set.targets[i], text_of(files[i]));
  }
  made.keep();
}

void make_output_folder(const std::string& folder) {
  const auto refuse = [&folder](const std::string& why) {
    return UsageError("cannot make the folder '" + folder + "': " + why);
  };
  struct stat link {};
  struct stat st {};
  if (::lstat(folder.c_str(), &link) == 0 && S_ISLNK(link.st_mode) && ::stat(folder.c_str(), &st) != 0) {
    throw refuse(errno == ENOENT ? "a symbolic link to nothing" : std::strerror(errno));
  }
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) throw refuse(ec.message());
  if (!std::filesystem::is_directory(folder, ec)) throw refuse(ec ? ec.message() : "a file is in the way");
}

void write_output_set(const std::string& folder, const std::vector<OutputFile>& given,
                      const RunInputs& inputs) {
  namespace fs = std::filesystem;
  // The set's names, the list among them; the earlier set's, from its list.
  const auto norm = [](fs::path p) {
    p = p.lexically_normal();
    return p.has_filename() ? p : p.parent_path();
  };
  std::vector<OutputFile> files = given;
  std::set<std::string> names;
  for (const OutputFile& f : files) {
    if (norm(fs::path(f.path).parent_path()) == norm(folder))
      names.insert(fs::path(f.path).filename().string());
  }
  const fs::path list = fs::path(folder) / kSetList;
  std::vector<std::string> stale;
  if (struct stat st{}; ::lstat(list.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
    std::istringstream earlier(read_input_file(list.string()));
    for (std::string name; std::getline(earlier, name);) {
      // A name of this folder, never a path out of it, never the list itself.
      if (name.empty() || name.front() == '.' || name.find('/') != std::string::npos || names.count(name))
        continue;
      const fs::path file = fs::path(folder) / name;
      if (struct stat fst{}; ::lstat(file.c_str(), &fst) == 0 && S_ISREG(fst.st_mode))
        stale.push_back(file.string());
    }
  }
  std::string listed;
  for (const std::string& n : names) listed += n + "\n";
  files.push_back({list.string(), listed});
  check_output_files(files, inputs);
  std::error_code ec;
  const bool existed = std::filesystem::exists(std::filesystem::symlink_status(folder, ec));
  make_output_folder(folder);
  try {
    write_output_files(files, inputs, stale);
  } catch (...) {
    if (!existed) std::filesystem::remove(folder, ec);  // only when empty
    throw;
  }
}

void write_output_file(const std::string& path, const std::string& text, const RunInputs& inputs) {
  write_output_files({{path, text}}, inputs);
}

}  // namespace rithmo::cli
