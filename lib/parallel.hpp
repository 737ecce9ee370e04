// Work spread over threads: the one place in lib/ that starts threads (the audit's
// tables, the reading of the table descriptors). Below every other folder: it knows
// nothing of the game.
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
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

// Tasks that make more tasks: run_tasks runs each task it is given, and each one those
// tasks add, on up to `threads` threads (0: one per core; the calling thread is one of
// them), taking them in the order they were added. A task must not throw.
class TaskQueue {
 public:
  using Task = std::function<void(TaskQueue&)>;

  // Adds a task, to be run after those added before it.
  void add(Task task) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      tasks_.push_back(std::move(task));
    }
    more_.notify_one();
  }

 private:
  friend void run_tasks(unsigned threads, std::vector<TaskQueue::Task> first);

  // Runs tasks until none is left and none is running (none can add any more).
  void work() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      more_.wait(lock, [this] { return !tasks_.empty() || running_ == 0; });
      if (tasks_.empty()) break;
      Task task = std::move(tasks_.front());
      tasks_.pop_front();
      ++running_;
      lock.unlock();
      task(*this);
      lock.lock();
      if (--running_ == 0 && tasks_.empty()) more_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable more_;
  std::deque<Task> tasks_;
  std::size_t running_ = 0;
};

inline void run_tasks(unsigned threads, std::vector<TaskQueue::Task> first) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  TaskQueue queue;
  for (auto& t : first) queue.tasks_.push_back(std::move(t));
  std::vector<std::thread> pool;
  for (unsigned w = 1; w < threads; ++w) pool.emplace_back([&queue] { queue.work(); });
  queue.work();
  for (auto& t : pool) t.join();
}

// Runs beside() on a new thread while here() runs on the calling thread, and returns
// when both are done; what here() throws is thrown then. beside must not throw. (The
// audit lets go of its bound relations while it gathers its report.)
inline void run_beside(const std::function<void()>& beside, const std::function<void()>& here) {
  std::thread other(beside);
  std::exception_ptr error;
  try {
    here();
  } catch (...) {
    error = std::current_exception();
  }
  other.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace rithmo
