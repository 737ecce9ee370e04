// rithmo_wall: the wall time of a whole process, start to exit, over repeated runs.
// A plain harness for the benchmarks in tools/bench/, not a test:
//
//   build/rithmo_wall [--runs N] -- COMMAND [ARGS...]     (N from 1 to 100000; default 50)
//
// Runs COMMAND N times (after one run that warms the page cache), each with its
// standard output and error sent to /dev/null, and prints the median, the fastest
// and the slowest run in milliseconds. Each run is timed around posix_spawn and
// waitpid with the monotonic clock, so that nothing but the command itself (and the
// system's cost of starting a process) is counted: a shell loop that reads the clock
// by running `date` charges the start of two more processes to every run. The same
// is then measured for /bin/true, the floor of any process on the machine. A run
// that exits other than 0 or 1 (rithmo's "nothing found" and "found"), or is killed,
// stops the harness with exit status 2.
#include "number/numeral.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

extern char** environ;

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kMaxRuns = 100000;

// One run of argv, its output discarded: the wall time in microseconds, or -1 when
// it cannot be started or ends other than with exit status 0 or 1.
long long run_once(char* const* argv) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  const auto t0 = Clock::now();
  pid_t pid = 0;
  const int started = posix_spawnp(&pid, argv[0], &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (started != 0) {
    std::fprintf(stderr, "rithmo_wall: error: cannot run '%s': %s\n", argv[0], std::strerror(started));
    return -1;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  const auto t1 = Clock::now();
  if (!WIFEXITED(status) || WEXITSTATUS(status) > 1) {
    std::fprintf(stderr, "rithmo_wall: error: '%s' ended with %s %d\n", argv[0],
                 WIFEXITED(status) ? "exit status" : "signal",
                 WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
    return -1;
  }
  return std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0).count();
}

std::string ms(long long us) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%lld.%03lld", us / 1000, us % 1000);
  return buf;
}

// Runs argv `runs` times after one warm-up run and prints one line; false on failure.
bool measure(const char* label, char* const* argv, std::uint64_t runs) {
  if (run_once(argv) < 0) return false;
  std::vector<long long> times;
  for (std::uint64_t i = 0; i < runs; ++i) {
    const long long t = run_once(argv);
    if (t < 0) return false;
    times.push_back(t);
  }
  std::sort(times.begin(), times.end());
  std::printf("%s, %llu runs: median %s ms, fastest %s ms, slowest %s ms\n", label,
              static_cast<unsigned long long>(runs), ms(times[times.size() / 2]).c_str(),
              ms(times.front()).c_str(), ms(times.back()).c_str());
  return true;
}

int usage() {
  std::fprintf(stderr, "usage: rithmo_wall [--runs N] -- COMMAND [ARGS...]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t runs = 50;
  int i = 1;
  for (; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--")) {
      ++i;
      break;
    }
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) {
      const auto n = rithmo::read_count(argv[++i], kMaxRuns);
      if (!n || *n < 1) {
        std::fprintf(stderr, "rithmo_wall: error: bad --runs (valid: a whole number from 1 to %llu)\n",
                     static_cast<unsigned long long>(kMaxRuns));
        return 2;
      }
      runs = *n;
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::printf(
          "usage: rithmo_wall [--runs N] -- COMMAND [ARGS...]\n"
          "The median, fastest and slowest wall time of N runs of COMMAND (default 50), then of "
          "/bin/true.\n");
      return 0;
    } else {
      return usage();
    }
  }
  if (i >= argc) return usage();
  std::string label;
  for (int j = i; j < argc; ++j) label += (label.empty() ? "" : " ") + std::string(argv[j]);
  if (!measure(label.c_str(), argv + i, runs)) return 2;
  char true_path[] = "/bin/true";
  char* const floor_argv[] = {true_path, nullptr};
  if (!measure("/bin/true (the floor of a process)", floor_argv, runs)) return 2;
  return 0;
}
