// The threads the audit's work is spread over (lib/parallel.hpp): every index once,
// every task once, the tasks a task adds too, and the `then` tasks only after all of
// them; on one thread and on several. Tagged [threads]: setup.sh sanitize runs these
// under ThreadSanitizer.
#include "parallel.hpp"

#include "catch.hpp"

#include <atomic>
#include <future>
#include <memory>
#include <mutex>
#include <new>
#include <stdexcept>
#include <vector>

using namespace rithmo;

TEST_CASE("parallel: for_each_index does each index once", "[threads]") {
  for (const unsigned threads : {1u, 2u, 3u, 8u, 0u}) {
    for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{5}, std::size_t{1000}}) {
      INFO(threads << " threads, " << n << " indices");
      std::vector<std::atomic<int>> done(n);
      for_each_index(n, threads, [&done](std::size_t i) { done[i].fetch_add(1); });
      for (std::size_t i = 0; i < n; ++i) CHECK(done[i].load() == 1);
    }
  }
}

TEST_CASE("parallel: run_tasks runs every task and those they add, then the last ones after all",
          "[threads]") {
  for (const unsigned threads : {1u, 2u, 3u, 8u, 0u}) {
    INFO(threads << " threads");
    constexpr int kFirst = 20, kAdded = 5;
    std::atomic<int> ran{0};
    std::mutex mutex;
    std::vector<int> seen_by_last;  // how many tasks had run when each last task began
    std::vector<TaskQueue::Task> first;
    for (int t = 0; t < kFirst; ++t) {
      first.emplace_back([&ran](TaskQueue& queue) {
        for (int a = 0; a < kAdded; ++a) queue.add([&ran](TaskQueue&) { ran.fetch_add(1); });
        ran.fetch_add(1);
      });
    }
    std::vector<TaskQueue::Task> last;
    for (int t = 0; t < 3; ++t) {
      last.emplace_back([&](TaskQueue&) {
        const std::lock_guard<std::mutex> lock(mutex);
        seen_by_last.push_back(ran.load());
      });
    }
    run_tasks(threads, std::move(first), std::move(last));
    CHECK(ran.load() == kFirst * (1 + kAdded));
    REQUIRE(seen_by_last.size() == 3);
    for (const int seen : seen_by_last) CHECK(seen == kFirst * (1 + kAdded));
    // With no first tasks the last ones still run.
    int alone = 0;
    run_tasks(threads, {}, {[&alone](TaskQueue&) { ++alone; }});
    CHECK(alone == 1);
  }
}

TEST_CASE("parallel: threads started ahead do the work", "[threads]") {
  start_threads_ahead(3);
  std::vector<std::atomic<int>> done(64);
  for_each_index(done.size(), 3, [&done](std::size_t i) { done[i].fetch_add(1); });
  for (const auto& d : done) CHECK(d.load() == 1);
}

#if defined(__linux__)
TEST_CASE("parallel: a thread started on another core is then let go on every core the caller may use",
          "[threads]") {
  cpu_set_t caller;
  CPU_ZERO(&caller);
  REQUIRE(pthread_getaffinity_np(pthread_self(), sizeof caller, &caller) == 0);
  for (std::size_t k = 0; k < 3; ++k) {
    // Shared: the thread may still be leaving set_value when get returns.
    const auto mask = std::make_shared<std::promise<cpu_set_t>>();
    auto seen_later = mask->get_future();
    detail::start_detached(
        [mask] {
          cpu_set_t mine;
          CPU_ZERO(&mine);
          pthread_getaffinity_np(pthread_self(), sizeof mine, &mine);
          mask->set_value(mine);
        },
        k);
    const cpu_set_t seen = seen_later.get();
    CHECK(CPU_EQUAL(&seen, &caller));
  }
}
#endif

TEST_CASE("parallel: what the work throws reaches the caller once every index has run", "[threads]") {
  const unsigned threads = GENERATE(1u, 2u, 4u);
  INFO(threads << " threads");
  constexpr std::size_t n = 200;
  std::vector<std::atomic<int>> runs(n);
  try {
    for_each_index(n, threads, [&](std::size_t i) {
      ++runs[i];
      if (i == 150) throw std::runtime_error("at 150");
      if (i == 40) throw std::bad_alloc();
    });
    FAIL("nothing thrown");
  } catch (const std::bad_alloc&) {
    // index 40's, the lowest that threw
  }
  for (std::size_t i = 0; i < n; ++i) CHECK(runs[i] == 1);
}

TEST_CASE("parallel: what a task throws reaches run_tasks's caller once every task has run", "[threads]") {
  const unsigned threads = GENERATE(1u, 2u, 4u);
  INFO(threads << " threads");
  std::atomic<int> ran{0};
  std::vector<TaskQueue::Task> first;
  for (int i = 0; i < 20; ++i) {
    first.emplace_back([&ran, i](TaskQueue& queue) {
      ++ran;
      queue.add([&ran](TaskQueue&) { ++ran; });
      if (i == 7) throw std::runtime_error("task 7");
    });
  }
  std::vector<TaskQueue::Task> then;
  then.emplace_back([&ran](TaskQueue&) { ++ran; });
  CHECK_THROWS_WITH(run_tasks(threads, std::move(first), std::move(then)), "task 7");
  CHECK(ran == 41);  // 20 tasks, the 20 they added, and the last one
}
