// Threads kept for a search that runs many short parallel rounds (the five-phase
// reduction: each depth of each phase is one round, hundreds a solve). Starting threads
// for every round is cheap natively but dear in WebAssembly, where each std::thread is a
// message to a pthread pool worker and its join another; here they are started once, on
// the first round that needs them, and wait on a condition variable (a futex, in WASM
// Atomics.wait) between rounds. The caller runs the job too.
//
// SearchPoolScope lends one pool to every search the calling thread runs while it lives
// (a whole solve), so code that passes only a number of threads (PhaseLimits::threads)
// reuses it. The pool's threads end with it: in WASM they go back to Emscripten's pool,
// which the optimal solver's threads need (PTHREAD_POOL_SIZE: one a core, less one).
#pragma once
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace cube {

class SearchPool {
 public:
  // Up to `threads` at once, the caller's included; none started yet.
  explicit SearchPool(int threads);
  ~SearchPool();  // the started threads told to stop, and joined
  SearchPool(const SearchPool&) = delete;
  SearchPool& operator=(const SearchPool&) = delete;

  int threads() const { return threads_; }
  int started() const;  // threads started so far (besides callers)

  // Runs `job` on min(n, threads()) threads at once, this one included, and returns
  // when every one has returned (starting the threads still missing). An exception out
  // of the job on any thread is thrown here after the others have returned. One caller
  // at a time.
  void run(int n, const std::function<void()>& job);

 private:
  // A started thread's loop: wait for a round after `seen`, run it if its index is
  // wanted, until stopped.
  void serve(int index, uint64_t seen);

  const int threads_;
  std::vector<std::thread> workers_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;      // a new round, or stop
  std::condition_variable finished_;  // the round's last worker returned
  const std::function<void()>* job_ = nullptr;
  uint64_t round_ = 0;
  int wanted_ = 0;   // workers 0..wanted_-1 run this round
  int running_ = 0;  // of them, not returned yet
  bool stop_ = false;
  std::exception_ptr error_;
};

// The calling thread's pool while it lives: the innermost scope's, or an outer one's when
// that has at least as many threads (a 7x7x7's solve opens one, its 5x5x5 solves reuse it).
class SearchPoolScope {
 public:
  explicit SearchPoolScope(int threads);
  ~SearchPoolScope();
  SearchPoolScope(const SearchPoolScope&) = delete;
  SearchPoolScope& operator=(const SearchPoolScope&) = delete;

  // The pool the calling thread's scopes lend, or nullptr.
  static SearchPool* current();

 private:
  SearchPool* outer_;
  std::unique_ptr<SearchPool> own_;
};

// fn(0), ..., fn(n - 1), each once: on the calling thread's SearchPoolScope's threads (the
// next index to whichever thread is free), else one after another on this thread.
void each_on_pool(size_t n, const std::function<void(size_t)>& fn);

}  // namespace cube
