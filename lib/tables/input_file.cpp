#include "tables/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <functional>
#include <string_view>

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
  explicit Fd(int d) : fd(d) {}
  Fd(Fd&& other) noexcept : fd(other.fd) { other.fd = -1; }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  Fd& operator=(Fd&&) = delete;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

// The bytes of the open descriptor to its end, within the limit, given to `part` as they
// are read. A read error is an error, never the end: a shorter table must not pass for
// the whole.
void read_parts(int fd, const std::string& name, const std::function<void(std::string_view)>& part) {
  char buf[65536];
  std::size_t read = 0;
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw fail(name, std::strerror(errno));
    }
    if (n == 0) break;
    // A file that grows while it is read is held to the same limit.
    read += static_cast<std::size_t>(n);
    if (read > kMaxInputBytes) throw fail(name, too_large());
    part(std::string_view(buf, static_cast<std::size_t>(n)));
  }
}

std::string read_to_end(int fd, const std::string& name, std::size_t expected = 0) {
  std::string text;
  text.reserve(expected);  // a regular file's size: no copy as it grows
  read_parts(fd, name, [&text](std::string_view part) { text += part; });
  return text;
}

// The open descriptor of the input at path, checked as read_input_file says; its size
// when it is a regular file, else 0.
Fd open_input(const std::string& path, bool named, std::size_t& size) {
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
  size = 0;
  if (stream) {
    const int flags = ::fcntl(f.fd, F_GETFL);
    if (flags < 0 || ::fcntl(f.fd, F_SETFL, flags & ~O_NONBLOCK) != 0) throw fail(path, std::strerror(errno));
  } else if (static_cast<std::size_t>(st.st_size) > kMaxInputBytes) {
    throw fail(path, too_large());
  } else {
    size = static_cast<std::size_t>(st.st_size);
  }
  return f;
}

}  // namespace

std::string read_input_file(const std::string& path, bool named) {
  std::size_t size = 0;
  const Fd f = open_input(path, named, size);
  return read_to_end(f.fd, path, size);
}

void read_input_parts(const std::string& path, const std::function<void(std::string_view)>& part) {
  std::size_t size = 0;
  const Fd f = open_input(path, false, size);
  read_parts(f.fd, path, part);
}

std::string read_input_descriptor(int fd, const std::string& name) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw fail(name, std::strerror(errno));  // closed: "Bad file descriptor"
  if (S_ISDIR(st.st_mode)) throw fail(name, kind_of(st.st_mode));
  return read_to_end(fd, name);
}

}  // namespace rithmo
