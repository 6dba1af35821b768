// What the big cubes' reduction keeps per cube size (the block turns, the centre
// stages' tables, the edge pairing's templates): made on the first use of that size
// only, under a lock, and kept for the module's life (or installed from a stored copy:
// reduction_big_table_file.h). A 5x5x5 solve makes nothing of the 6x6x6's or the 7x7x7's.
#pragma once
#include <array>
#include <memory>
#include <mutex>

namespace cube::reduction {

template <class T, std::unique_ptr<T> (*Make)(int n)>
class PerSize {
 public:
  // n from 2 to 7.
  static const T& get(int n) {
    std::lock_guard<std::mutex> lock(mutex());
    std::unique_ptr<T>& slot = slots()[n];
    if (!slot) slot = Make(n);
    return *slot;
  }

  // The same, made by make() (a build that reports progress) when not made yet.
  template <class F>
  static const T& get(int n, F&& make) {
    std::lock_guard<std::mutex> lock(mutex());
    std::unique_ptr<T>& slot = slots()[n];
    if (!slot) slot = make();
    return *slot;
  }

  // Installs a copy read from the byte format; one already made stays (the same tables).
  static void install(int n, std::unique_ptr<T> made) {
    std::lock_guard<std::mutex> lock(mutex());
    std::unique_ptr<T>& slot = slots()[n];
    if (!slot) slot = std::move(made);
  }

  static bool made(int n) {
    std::lock_guard<std::mutex> lock(mutex());
    return slots()[n] != nullptr;
  }

 private:
  static std::mutex& mutex() {
    static std::mutex m;
    return m;
  }
  static std::array<std::unique_ptr<T>, 8>& slots() {
    static std::array<std::unique_ptr<T>, 8> all;
    return all;
  }
};

}  // namespace cube::reduction
