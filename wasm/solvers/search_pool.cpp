#include "solvers/search_pool.h"

#include <algorithm>
#include <atomic>

namespace cube {
namespace {

// The job run; what it threw, kept to be thrown on the caller's thread.
std::exception_ptr run_catching(const std::function<void()>& job) {
  try {
    job();
  } catch (...) {
    return std::current_exception();
  }
  return nullptr;
}

}  // namespace

SearchPool::SearchPool(int threads) : threads_(std::max(1, threads)) {}

SearchPool::~SearchPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  for (std::thread& t : workers_) t.join();
}

int SearchPool::started() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return static_cast<int>(workers_.size());
}

void SearchPool::serve(int index, uint64_t seen) {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return stop_ || round_ != seen; });
    if (stop_) return;
    seen = round_;
    if (index >= wanted_) continue;
    const std::function<void()>& job = *job_;
    lock.unlock();
    const std::exception_ptr error = run_catching(job);
    lock.lock();
    if (error && !error_) error_ = error;
    if (--running_ == 0) finished_.notify_one();
  }
}

void SearchPool::run(int n, const std::function<void()>& job) {
  const int helpers = std::min(n, threads_) - 1;
  if (helpers <= 0) {
    job();
    return;
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // Started with the round before this one as seen, so they join this one.
    for (int i = static_cast<int>(workers_.size()); i < helpers; ++i)
      workers_.emplace_back(&SearchPool::serve, this, i, round_);
    job_ = &job;
    wanted_ = helpers;
    running_ = helpers;
    error_ = nullptr;
    ++round_;
  }
  wake_.notify_all();
  std::exception_ptr error = run_catching(job);
  std::unique_lock<std::mutex> lock(mutex_);
  finished_.wait(lock, [&] { return running_ == 0; });
  job_ = nullptr;
  if (!error) error = error_;
  error_ = nullptr;
  lock.unlock();
  if (error) std::rethrow_exception(error);
}

namespace {
thread_local SearchPool* lent_search_pool = nullptr;  // the calling thread's innermost scope's
}  // namespace

SearchPoolScope::SearchPoolScope(int threads) : outer_(lent_search_pool) {
  if (outer_ && outer_->threads() >= threads) return;
  own_ = std::make_unique<SearchPool>(threads);
  lent_search_pool = own_.get();
}

SearchPoolScope::~SearchPoolScope() { lent_search_pool = outer_; }

SearchPool* SearchPoolScope::current() { return lent_search_pool; }

void each_on_pool(size_t n, const std::function<void(size_t)>& fn) {
  SearchPool* pool = SearchPoolScope::current();
  if (!pool || pool->threads() < 2 || n < 2) {
    for (size_t k = 0; k < n; ++k) fn(k);
    return;
  }
  std::atomic<size_t> next{0};
  pool->run(static_cast<int>(std::min<size_t>(static_cast<size_t>(pool->threads()), n)), [&] {
    for (size_t k; (k = next.fetch_add(1)) < n;) fn(k);
  });
}

}  // namespace cube
