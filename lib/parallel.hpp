// Work spread over threads: the one place in lib/ that starts threads (the audit's
// tables, the reading of the table descriptors, the writing of the JSON report), kept
// in one pool for the life of the process. Below every other folder: it knows nothing
// of the game.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace rithmo {

namespace detail {

// The threads that work beside the caller: started when first needed, kept for the
// life of the process and given the next piece of work when they are free. Neither
// starting a thread nor ending one is free: an end costs the allocator (mimalloc) a
// tenth to a quarter of a millisecond handing back the thread's heap on the project's
// machine, and a new thread waits for a core (docs/performance.md). A free thread spins
// a while before it sleeps, as a core that has gone to sleep is slow to wake. The
// process's end ends them (the pool is never destroyed, so none is joined).
class Pool {
 public:
  static Pool& get() {
    static Pool* const pool = new Pool;
    return *pool;
  }

  // Runs fn on a thread of the pool, a new one if none is free.
  void run(std::function<void()> fn) {
    std::unique_lock<std::mutex> lock(mutex_);
    jobs_.push_back(std::move(fn));
    changed_.fetch_add(1, std::memory_order_release);
    if (jobs_.size() > free_) {
      lock.unlock();
      std::thread([this] { work(); }).detach();
    } else {
      lock.unlock();
      more_.notify_one();
    }
  }

 private:
  Pool() = default;

  void work() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      if (jobs_.empty()) {
        ++free_;
        const unsigned seen = changed_.load(std::memory_order_acquire);
        lock.unlock();
        const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(kSpinMicroseconds);
        while (changed_.load(std::memory_order_acquire) == seen && std::chrono::steady_clock::now() < until)
          std::this_thread::yield();
        lock.lock();
        more_.wait(lock, [this] { return !jobs_.empty(); });
        --free_;
      }
      std::function<void()> fn = std::move(jobs_.front());
      jobs_.pop_front();
      lock.unlock();
      fn();
      fn = nullptr;
      lock.lock();
    }
  }

  static constexpr int kSpinMicroseconds = 2000;
  std::mutex mutex_;
  std::condition_variable more_;
  std::deque<std::function<void()>> jobs_;
  std::size_t free_ = 0;  // threads waiting for work (spinning or asleep)
  std::atomic<unsigned> changed_{0};
};

// Starts fn on another thread (of the pool) and returns: its caller waits for fn's
// work through what fn signals. What fn touches once it has signalled must be its own
// or shared with it (std::shared_ptr): it may still be ending after the caller has
// returned.
inline void start_thread(std::function<void()> fn) { Pool::get().run(std::move(fn)); }

// Work done on other threads, counted down as each finishes; wait() returns when all
// have.
class Countdown {
 public:
  explicit Countdown(std::size_t n) : left_(n) {}
  void done() {
    if (left_.fetch_sub(1, std::memory_order_acq_rel) == 1) left_.notify_all();
  }
  void wait() {
    for (std::size_t left = left_.load(std::memory_order_acquire); left != 0;
         left = left_.load(std::memory_order_acquire))
      left_.wait(left, std::memory_order_acquire);
  }

 private:
  std::atomic<std::size_t> left_;
};

}  // namespace detail

// Runs work(i) for every i in [0, n) on up to `threads` threads (0: one per core of
// the machine), each taking the next index left; the calling thread is one of them.
// work must not throw: it keeps what it throws by index (std::exception_ptr) for the
// caller to throw in order.
inline void for_each_index(std::size_t n, unsigned threads, const std::function<void(std::size_t)>& work) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t workers = std::min<std::size_t>(threads, n);
  struct Shared {
    explicit Shared(std::size_t helpers) : finished(helpers) {}
    std::atomic<std::size_t> next{0};
    detail::Countdown finished;
  };
  const auto shared = std::make_shared<Shared>(workers > 0 ? workers - 1 : 0);
  auto take = [n, &work](Shared& s) {
    for (std::size_t i = s.next++; i < n; i = s.next++) work(i);
  };
  for (std::size_t w = 1; w < workers; ++w) {
    detail::start_thread([shared, take] {
      take(*shared);
      shared->finished.done();
    });
  }
  take(*shared);
  shared->finished.wait();
}

// Tasks that make more tasks: run_tasks runs each task it is given, and each one those
// tasks add, on up to `threads` threads (0: one per core; the calling thread is one of
// them), taking them in the order they were added; then, once all have finished, the
// tasks given as `then`, on the same threads. A task must not throw.
class TaskQueue {
 public:
  using Task = std::function<void(TaskQueue&)>;

  // Adds a task, to be run after those added before it.
  void add(Task task) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      tasks_.push_back(std::move(task));
      changed_.fetch_add(1, std::memory_order_release);
    }
    more_.notify_one();
  }

 private:
  friend void run_tasks(unsigned threads, std::vector<TaskQueue::Task> first,
                        std::vector<TaskQueue::Task> then);

  // Runs tasks until none is left and none is running (none can add any more), the
  // `then` tasks last.
  void work() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      const auto ready = [this] { return !tasks_.empty() || running_ == 0; };
      if (!ready()) {
        // A while spinning before sleeping: the wait for the next task is most often
        // short, and a core that has gone to sleep wakes in a tenth of a millisecond
        // or more on the project's machine (docs/performance.md).
        const unsigned seen = changed_.load(std::memory_order_acquire);
        lock.unlock();
        const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(kSpinMicroseconds);
        while (changed_.load(std::memory_order_acquire) == seen && std::chrono::steady_clock::now() < until)
          std::this_thread::yield();
        lock.lock();
      }
      more_.wait(lock, ready);
      if (tasks_.empty() && !then_.empty()) {
        for (auto& t : then_) tasks_.push_back(std::move(t));
        then_.clear();
        more_.notify_all();
      }
      if (tasks_.empty()) break;
      Task task = std::move(tasks_.front());
      tasks_.pop_front();
      ++running_;
      lock.unlock();
      task(*this);
      lock.lock();
      if (--running_ == 0 && tasks_.empty()) {
        changed_.fetch_add(1, std::memory_order_release);
        more_.notify_all();
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable more_;
  std::deque<Task> tasks_;
  std::vector<Task> then_;  // run once tasks_ is done
  std::size_t running_ = 0;
  std::atomic<unsigned> changed_{0};  // counts the changes a waiting thread waits for
  static constexpr int kSpinMicroseconds = 500;
};

inline void run_tasks(unsigned threads, std::vector<TaskQueue::Task> first,
                      std::vector<TaskQueue::Task> then = {}) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  // Shared with the other threads, which may still be leaving work() when the calling
  // thread returns: every task is done once work() returns on any thread.
  const auto queue = std::make_shared<TaskQueue>();
  for (auto& t : first) queue->tasks_.push_back(std::move(t));
  queue->then_ = std::move(then);
  for (unsigned w = 1; w < threads; ++w) detail::start_thread([queue] { queue->work(); });
  queue->work();
}

}  // namespace rithmo
