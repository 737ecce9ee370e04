#include "output_file.hpp"

#include "cli.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace rithmo::cli {

namespace {

std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "is a folder";
  if (S_ISCHR(mode)) return "is a character device, not a regular file";
  if (S_ISBLK(mode)) return "is a block device, not a regular file";
  if (S_ISFIFO(mode)) return "is a FIFO, not a regular file";
  if (S_ISSOCK(mode)) return "is a socket, not a regular file";
  return "is not a regular file";
}

// The temporary file: removed unless it was renamed into place.
struct Temporary {
  std::string path;
  int fd = -1;
  bool renamed = false;
  ~Temporary() {
    if (fd >= 0) ::close(fd);
    if (!renamed && !path.empty()) ::unlink(path.c_str());
  }
};

}  // namespace

void write_output_file(const std::string& path, const std::string& text) {
  auto fail = [&](const std::string& why) { return UsageError("cannot write '" + path + "': " + why); };
  auto system_fail = [&] { return fail(std::strerror(errno)); };
  if (path.empty()) throw fail("empty file name");

  std::string target = path;
  struct stat st {};
  if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
    char* real = ::realpath(path.c_str(), nullptr);
    if (!real) throw fail("a symbolic link to nothing (" + std::string(std::strerror(errno)) + ")");
    target = real;
    std::free(real);
  }
  mode_t mode = 0;
  if (::stat(target.c_str(), &st) == 0) {
    if (!S_ISREG(st.st_mode)) throw fail(kind_of(st.st_mode));
    mode = st.st_mode & 07777;
  } else if (errno == ENOENT) {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode = 0666 & ~mask;
  } else {
    throw system_fail();
  }

  const std::filesystem::path t(target);
  const std::filesystem::path dir = t.has_parent_path() ? t.parent_path() : std::filesystem::path(".");
  Temporary tmp;
  std::string pattern = (dir / ("." + t.filename().string() + ".XXXXXX")).string();
  tmp.fd = ::mkstemp(pattern.data());
  if (tmp.fd < 0) throw system_fail();
  tmp.path = pattern;

  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(tmp.fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw system_fail();
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fchmod(tmp.fd, mode) != 0 || ::fsync(tmp.fd) != 0) throw system_fail();
  const int fd = tmp.fd;
  tmp.fd = -1;
  if (::close(fd) != 0) throw system_fail();
  if (::rename(tmp.path.c_str(), target.c_str()) != 0) throw system_fail();
  tmp.renamed = true;
  // The rename itself reaches the disk with the folder's entry.
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

}  // namespace rithmo::cli
