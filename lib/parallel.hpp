// Work spread over threads: the one place in lib/ that starts threads (the audit's
// tables, the reading of the table descriptors, the writing of the JSON report), kept
// in one pool for the life of the process. Below every other folder: it knows nothing
// of the game.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

namespace rithmo {

namespace detail {

// The signals a user sends to stop a run (^C, kill, a closed terminal, ^\) go to the
// main thread, never to a thread of the pool: the main thread's handler and the parts
// it holds them back from (an output set's renames, tools/output_file.cpp) see them
// alone.
inline void leave_stop_signals_to_the_main_thread() {
  sigset_t stop;
  sigemptyset(&stop);
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&stop, sig);
  pthread_sigmask(SIG_BLOCK, &stop, nullptr);
}

// Starts fn on a new thread, detached; `k` counts the threads started before it.
// Throws std::system_error, with fn not run, when no thread can be started. On Linux
// the thread is started on a core other than the caller's (the k-th such core of
// those the process may use) and, once running, let go anywhere again: left to the
// scheduler, a new thread on the project's machine sometimes waited 1-3 ms for a core
// while the other stood idle (docs/performance.md).
inline void start_detached(std::function<void()> fn, std::size_t k) {
#if defined(__linux__)
  struct Start {
    std::function<void()> fn;
    cpu_set_t anywhere;  // the cores the caller may use, given back once running
    bool placed = false;
  };
  auto start = std::make_unique<Start>();
  start->fn = std::move(fn);
  pthread_attr_t attr;
  if (const int e = pthread_attr_init(&attr)) throw std::system_error(e, std::generic_category());
  CPU_ZERO(&start->anywhere);
  const int here = sched_getcpu();
  if (here >= 0 && pthread_getaffinity_np(pthread_self(), sizeof(cpu_set_t), &start->anywhere) == 0) {
    std::vector<int> others;
    for (int c = 0; c < CPU_SETSIZE; ++c) {
      if (c != here && CPU_ISSET(c, &start->anywhere)) others.push_back(c);
    }
    if (!others.empty()) {
      cpu_set_t one;
      CPU_ZERO(&one);
      CPU_SET(others[k % others.size()], &one);
      start->placed = pthread_attr_setaffinity_np(&attr, sizeof(cpu_set_t), &one) == 0;
    }
  }
  const auto begin = [](void* arg) -> void* {
    leave_stop_signals_to_the_main_thread();
    std::function<void()> run;
    {
      const std::unique_ptr<Start> s(static_cast<Start*>(arg));
      if (s->placed) (void)sched_setaffinity(0, sizeof(cpu_set_t), &s->anywhere);
      run = std::move(s->fn);
    }
    try {
      run();
    } catch (...) {
      std::terminate();  // as std::thread does
    }
    return nullptr;
  };
  pthread_t id;
  int e = pthread_create(&id, &attr, begin, start.get());
  pthread_attr_destroy(&attr);
  if (e != 0 && start->placed) {  // the core cannot be had: started where it may
    start->placed = false;
    e = pthread_create(&id, nullptr, begin, start.get());
  }
  if (e != 0) throw std::system_error(e, std::generic_category());
  start.release();  // the thread's now
  pthread_detach(id);
#else
  (void)k;
  std::thread([fn = std::move(fn)] {
    leave_stop_signals_to_the_main_thread();
    fn();
  }).detach();
#endif
}

// Waits, spinning and yielding the core, until `changed` no longer reads `seen` or
// `microseconds` have passed: a thread that waits for work does so a while before it
// sleeps, as a core that has gone to sleep wakes in a tenth of a millisecond or more
// on the project's machine (docs/performance.md).
inline void spin_while(const std::atomic<unsigned>& changed, unsigned seen, int microseconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(microseconds);
  while (changed.load(std::memory_order_acquire) == seen && std::chrono::steady_clock::now() < until)
    std::this_thread::yield();
}

// The threads that work beside the caller: started when first needed, kept for the
// life of the process and given the next piece of work when they are free. Neither
// starting a thread nor ending one is free: an end costs the allocator (mimalloc) a
// tenth to a quarter of a millisecond handing back the thread's heap on the project's
// machine, and a new thread waits for a core (docs/performance.md). A free thread spins
// 2 ms before it sleeps. The process's end ends them (the pool is never destroyed, so
// none is joined).
class Pool {
 public:
  static Pool& get() {
    static Pool* const pool = new Pool;
    return *pool;
  }

  // Runs fn on a thread of the pool, a new one if none is free. Throws
  // std::system_error, with fn not run, when a thread is needed and cannot be started.
  void run(std::function<void()> fn) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (jobs_.size() + 1 > free_) start(lock);
    jobs_.push_back(std::move(fn));
    changed_.fetch_add(1, std::memory_order_release);
    lock.unlock();
    more_.notify_one();
  }

  // Starts threads until `n` are free, so that work given soon finds them running (a
  // new thread takes a while to get a core). Stops quietly when no thread can be started.
  void reserve(std::size_t n) {
    std::unique_lock<std::mutex> lock(mutex_);
    try {
      while (free_ < n) start(lock);
    } catch (const std::system_error&) {
    }
  }

 private:
  Pool() = default;

  // Starts a thread, counted free from now on (lock held; throws std::system_error).
  void start(std::unique_lock<std::mutex>& lock) {
    const std::size_t k = started_++;
    ++free_;
    lock.unlock();
    try {
      start_detached([this] { work(); }, k);
    } catch (...) {
      lock.lock();
      --free_;
      throw;
    }
    lock.lock();
  }

  // A thread's life: free (counted in free_) while it waits for a job.
  void work() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      if (jobs_.empty()) {
        const unsigned seen = changed_.load(std::memory_order_acquire);
        lock.unlock();
        spin_while(changed_, seen, 2000);
        lock.lock();
        more_.wait(lock, [this] { return !jobs_.empty(); });
      }
      --free_;
      std::function<void()> fn = std::move(jobs_.front());
      jobs_.pop_front();
      lock.unlock();
      fn();
      fn = nullptr;
      lock.lock();
      ++free_;
    }
  }

  std::mutex mutex_;
  std::condition_variable more_;
  std::deque<std::function<void()>> jobs_;
  std::size_t free_ = 0;     // threads waiting for work (spinning or asleep)
  std::size_t started_ = 0;  // threads ever started
  std::atomic<unsigned> changed_{0};
};

// Starts fn on another thread (of the pool) and returns true, or false, with fn not
// run, when no thread can be started (the caller then does the work itself). The caller
// waits for fn's work through what fn signals; what fn touches once it has signalled
// must be its own or shared with it (std::shared_ptr): it may still be ending after the
// caller has returned.
inline bool start_thread(std::function<void()> fn) {
  try {
    Pool::get().run(std::move(fn));
    return true;
  } catch (...) {  // no thread (std::system_error), or no memory to hand it the work
    return false;
  }
}

// What the work on several threads throws: the exception of the lowest index kept, the
// others dropped, for the caller to throw once all the work has ended.
class FirstFailure {
 public:
  void keep(std::size_t index) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!failure_ || index < index_) {
      failure_ = std::current_exception();
      index_ = index;
    }
  }
  // Rethrows the failure kept, taking it out of this object first: the object is
  // shared with worker threads that may outlive the call, and the exception's last
  // reference must not be dropped on one of them while the caller still reads it (its
  // count is kept by libstdc++, which ThreadSanitizer cannot see, and which a worker
  // releasing the shared state last would otherwise decrement to zero).
  void rethrow() {
    std::exception_ptr failure;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      failure = std::move(failure_);
      failure_ = nullptr;
    }
    if (failure) std::rethrow_exception(failure);
  }

 private:
  std::mutex mutex_;
  std::exception_ptr failure_;
  std::size_t index_ = 0;
};

// Work done on other threads, counted down as each finishes; wait() returns when all
// have.
class Countdown {
 public:
  explicit Countdown(std::size_t n = 0) : left_(n) {}
  void add() { left_.fetch_add(1, std::memory_order_relaxed); }
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

// Starts ahead the threads that a later for_each_index or run_tasks on `threads`
// threads (0: one per core) works on beside the caller, so that they are running when
// the work comes rather than starting then.
inline void start_threads_ahead(unsigned threads) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  detail::Pool::get().reserve(threads - 1);
}

// Runs work(i) for every i in [0, n) on up to `threads` threads (0: one per core of
// the machine), each taking the next index left; the calling thread is one of them.
// When work throws (running out of memory, say), every index is still run, and then
// what the lowest index threw is thrown to the caller; work that must report each
// failure keeps what it throws itself.
inline void for_each_index(std::size_t n, unsigned threads, const std::function<void(std::size_t)>& work) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t workers = std::min<std::size_t>(threads, n);
  struct Shared {
    std::atomic<std::size_t> next{0};
    detail::Countdown finished;  // the helpers started
    detail::FirstFailure failure;
  };
  const auto shared = std::make_shared<Shared>();
  auto take = [n, &work](Shared& s) {
    for (std::size_t i = s.next++; i < n; i = s.next++) {
      try {
        work(i);
      } catch (...) {
        s.failure.keep(i);
      }
    }
  };
  for (std::size_t w = 1; w < workers; ++w) {
    shared->finished.add();
    if (!detail::start_thread([shared, take] {
          take(*shared);
          shared->finished.done();
        })) {
      shared->finished.done();
      break;
    }
  }
  take(*shared);
  shared->finished.wait();
  shared->failure.rethrow();
}

// Tasks that make more tasks: run_tasks runs each task it is given, and each one those
// tasks add, on up to `threads` threads (0: one per core; the calling thread is one of
// them), taking them in the order they were added; then, once all have finished, the
// tasks given as `then`, on the same threads. When a task throws (running out of
// memory, say), the others still run, and then the first thing thrown is thrown to
// the caller; a task that must report its own failure keeps what it throws itself.
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
        // Half a millisecond spinning before sleeping: the wait for the next task is
        // most often short.
        const unsigned seen = changed_.load(std::memory_order_acquire);
        lock.unlock();
        detail::spin_while(changed_, seen, 500);
        lock.lock();
      }
      more_.wait(lock, ready);
      if (tasks_.empty() && !then_.empty()) {
        // Swapped, not copied: nothing here may throw (out of memory), outside a task's
        // try, on a thread of the pool, where it would end the process.
        tasks_.swap(then_);
        more_.notify_all();
      }
      if (tasks_.empty()) break;
      Task task = std::move(tasks_.front());
      tasks_.pop_front();
      const std::size_t order = started_++;
      ++running_;
      lock.unlock();
      try {
        task(*this);
      } catch (...) {
        failure_.keep(order);
      }
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
  std::deque<Task> then_;  // run once tasks_ is done
  std::size_t running_ = 0;
  std::size_t started_ = 0;  // tasks taken so far: the order of what they throw
  detail::FirstFailure failure_;
  std::atomic<unsigned> changed_{0};  // counts the changes a waiting thread waits for
};

inline void run_tasks(unsigned threads, std::vector<TaskQueue::Task> first,
                      std::vector<TaskQueue::Task> then = {}) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  // Shared with the other threads, which may still be leaving work() when the calling
  // thread returns: every task is done once work() returns on any thread.
  const auto queue = std::make_shared<TaskQueue>();
  for (auto& t : first) queue->tasks_.push_back(std::move(t));
  for (auto& t : then) queue->then_.push_back(std::move(t));
  for (unsigned w = 1; w < threads; ++w) {
    if (!detail::start_thread([queue] { queue->work(); })) break;
  }
  queue->work();
  queue->failure_.rethrow();
}

}  // namespace rithmo
