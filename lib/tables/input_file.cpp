#include "tables/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace rithmo {

namespace {

DiagnosticError fail(const std::string& path, const std::string& why) {
  return DiagnosticError(file_problem(
      path, "cannot read " + (path == "<stdin>" ? "standard input" : "'" + path + "'") + ": " + why));
}

std::string too_large() {
  return "larger than the limit of " + std::to_string(kMaxInputBytes >> 20) + " MiB";
}

std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "is a folder, not a file";
  if (S_ISFIFO(mode)) return "is not a regular file (a FIFO)";
  if (S_ISCHR(mode)) return "is not a regular file (a character device)";
  if (S_ISBLK(mode)) return "is not a regular file (a block device)";
  if (S_ISSOCK(mode)) return "is not a regular file (a socket)";
  return "is not a regular file";
}

// Closes the descriptor however the read ends.
struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

// The bytes of the open descriptor to its end, within the limit. A read error is an
// error, never the end: a shorter table must not pass for the whole.
std::string read_to_end(int fd, const std::string& name) {
  std::string text;
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw fail(name, std::strerror(errno));
    }
    if (n == 0) break;
    // A file that grows while it is read is held to the same limit.
    if (text.size() + static_cast<std::size_t>(n) > kMaxInputBytes) throw fail(name, too_large());
    text.append(buf, static_cast<std::size_t>(n));
  }
  return text;
}

}  // namespace

std::string read_input_file(const std::string& path, bool named) {
  // O_NONBLOCK so that opening a FIFO with no writer returns at once; the type is
  // checked on the open descriptor, so nothing can be swapped in between.
  Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (f.fd < 0) throw fail(path, std::strerror(errno));
  struct stat st {};
  if (::fstat(f.fd, &st) != 0) throw fail(path, std::strerror(errno));
  // A pipe the user names (`<(...)`, /dev/stdin fed by one, a FIFO) or a terminal is
  // read as a stream, to its end, within the limit; any other device, a folder or a
  // socket is refused, and so is anything but a regular file rithmo found by itself.
  const bool stream = named && (S_ISFIFO(st.st_mode) || (S_ISCHR(st.st_mode) && ::isatty(f.fd)));
  if (!S_ISREG(st.st_mode) && !stream) throw fail(path, kind_of(st.st_mode));
  if (stream) {
    const int flags = ::fcntl(f.fd, F_GETFL);
    if (flags < 0 || ::fcntl(f.fd, F_SETFL, flags & ~O_NONBLOCK) != 0) throw fail(path, std::strerror(errno));
  } else if (static_cast<std::size_t>(st.st_size) > kMaxInputBytes) {
    throw fail(path, too_large());
  }
  return read_to_end(f.fd, path);
}

std::string read_input_descriptor(int fd, const std::string& name) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw fail(name, std::strerror(errno));  // closed: "Bad file descriptor"
  if (S_ISDIR(st.st_mode)) throw fail(name, kind_of(st.st_mode));
  return read_to_end(fd, name);
}

}  // namespace rithmo
