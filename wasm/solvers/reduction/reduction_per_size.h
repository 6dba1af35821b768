// What the big cubes' reduction keeps per cube size (the block turns, the centre
// stages' tables, the edge pairing's templates): made on the first use of that size
// only, under a lock, and kept for the module's life. A 5x5x5 solve makes nothing of
// the 6x6x6's or the 7x7x7's.
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
