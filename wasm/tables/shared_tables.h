// One process-wide set of tables of a solver: installed (e.g. loaded from a cache),
// read, or built on first use; thread-safe. Each solver with tables keeps one.
#pragma once
#include <memory>
#include <mutex>
#include <utility>

namespace cube::tables {

template <class T>
class SharedTables {
 public:
  void install(std::shared_ptr<const T> t) {
    std::lock_guard<std::mutex> lock(mutex_);
    tables_ = std::move(t);
  }
  // The installed tables, or null.
  std::shared_ptr<const T> installed() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return tables_;
  }
  // The installed tables, built by build() and installed first when there are none.
  template <class Build>
  std::shared_ptr<const T> get_or_build(Build build) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!tables_) tables_ = build();
    return tables_;
  }

 private:
  mutable std::mutex mutex_;
  std::shared_ptr<const T> tables_;
};

}  // namespace cube::tables
