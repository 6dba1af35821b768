// A solver's tables as the solvers keep them: made on first use, or installed before
// that from a stored copy (the byte format); never replaced once there, so a reference
// handed out stays valid for the module's life. Reading is lock-free once they exist
// (searches ask on every solve); making and installing take a lock.
#pragma once
#include <atomic>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>

namespace cube {

template <class T>
class InstalledOnce {
 public:
  // The tables, made by make() (returning std::unique_ptr<T> or T) if none are there yet.
  template <class Make>
  const T& get(Make&& make) {
    if (const T* t = ready_.load(std::memory_order_acquire)) return *t;
    std::lock_guard<std::mutex> lock(mutex_);
    if (!held_) keep(as_unique(make()));
    return *held_;
  }

  // Installs a copy read from the byte format; tables already there stay (the same ones).
  void install(std::unique_ptr<T> made) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!held_) keep(std::move(made));
  }

  bool made() const { return ready_.load(std::memory_order_acquire) != nullptr; }

 private:
  template <class U>
  static std::unique_ptr<T> as_unique(U&& made) {
    if constexpr (std::is_same_v<std::decay_t<U>, std::unique_ptr<T>>) return std::move(made);
    else return std::make_unique<T>(std::forward<U>(made));
  }
  void keep(std::unique_ptr<T> made) {
    held_ = std::move(made);
    ready_.store(held_.get(), std::memory_order_release);
  }

  std::mutex mutex_;
  std::unique_ptr<T> held_;
  std::atomic<const T*> ready_{nullptr};
};

}  // namespace cube
