// What the big cubes' reduction keeps per cube size (the block turns, the centre
// stages' tables, the edge pairing's templates): made on the first use of that size
// only (solvers/installed_once.h), and kept for the module's life (or installed from a stored copy:
// reduction_big_table_file.h). A 5x5x5 solve makes nothing of the 6x6x6's or the 7x7x7's.
#pragma once
#include <array>
#include <memory>
#include <utility>

#include "solvers/installed_once.h"

namespace cube::reduction {

template <class T, std::unique_ptr<T> (*Make)(int n)>
class PerSize {
 public:
  // n from 2 to 7.
  static const T& get(int n) {
    return slots()[n].get([n] { return Make(n); });
  }
  // The same, made by make() (a build that reports progress) when not made yet.
  template <class F>
  static const T& get(int n, F&& make) {
    return slots()[n].get(std::forward<F>(make));
  }
  // Installs a copy read from the byte format; one already made stays (the same tables).
  static void install(int n, std::unique_ptr<T> made) { slots()[n].install(std::move(made)); }
  static bool made(int n) { return slots()[n].made(); }

 private:
  static std::array<InstalledOnce<T>, 8>& slots() {
    static std::array<InstalledOnce<T>, 8> all;
    return all;
  }
};

}  // namespace cube::reduction
