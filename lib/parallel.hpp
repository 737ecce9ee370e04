// Work spread over threads: the one place in lib/ that starts threads (the audit's
// tables, the reading of the table descriptors). Below every other folder: it knows
// nothing of the game.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <functional>
#include <thread>
#include <vector>

namespace rithmo {

// Runs work(i) for every i in [0, n) on up to `threads` threads (0: one per core of
// the machine), each taking the next index left; the calling thread is one of them.
// work must not throw: it keeps what it throws by index (std::exception_ptr) for the
// caller to throw in order.
inline void for_each_index(std::size_t n, unsigned threads, const std::function<void(std::size_t)>& work) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t workers = std::min<std::size_t>(threads, n);
  std::atomic<std::size_t> next{0};
  auto take = [&] {
    for (std::size_t i = next++; i < n; i = next++) work(i);
  };
  std::vector<std::thread> pool;
  for (std::size_t w = 1; w < workers; ++w) pool.emplace_back(take);
  take();
  for (auto& t : pool) t.join();
}

}  // namespace rithmo
