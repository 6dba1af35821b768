// A built optimal table kept across test runs, the way ccache keeps objects: in
// $XDG_CACHE_HOME/cubesolver/tables (~/.cache/...), named by the table's set, its
// format version and the hash of the sources that build it (tests/cpp/table_sources.cmake),
// so that a cold run, or any change to those sources, builds the table and checks the
// build, and a warm run reads back the bytes that build made, every checksum and range
// verified by the loader (ChunkAssembler::finish). The tests then run on the table as
// they would on a fresh build. CUBESOLVER_TABLE_CACHE=0: no cache (always built).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "solvers/optimal/optimal_tables.h"

namespace cube {

// The folder every kept table set is in: $XDG_CACHE_HOME/cubesolver/tables, else
// ~/.cache/cubesolver/tables; empty when CUBESOLVER_TABLE_CACHE=0 or no home is known.
std::filesystem::path table_cache_dir();

// Keeps `path` and, of the other files in its folder whose names start with `prefix` and
// end in .bin, the newest `keep` - 1; deletes the rest (and their .counts).
void prune_table_cache(const std::filesystem::path& path, const std::string& prefix, size_t keep = 2);

}  // namespace cube

namespace cube::optimal {

struct CachedTables {
  std::shared_ptr<const Tables> tables;
  // The build's entries at each distance (kept beside the table: a loaded table has none).
  std::vector<uint64_t> depth_counts;
  bool built = false;  // true: built here (keep_in_cache once its checks pass)
};

// The tables of `size` from the cache, else built on `threads` threads.
CachedTables cached_or_built(TableSize size, int threads);

// Keeps a table built here for the next runs (call once the checks of its build have
// passed); the newest two files of each size are kept, older ones deleted.
void keep_in_cache(const CachedTables& t);

// The small table (~3.3 CPU-s a build) for the processes that solve with it: the optimal
// solver's suites (optimal_test.cpp), and the registry's and the solver table's, which
// have it installed as their suites start (their optimal row solves with it): read
// from the cache, else built once a process on one thread and kept once every test of
// the process has passed. OptimalTables checks a build (its sizes, a threaded build
// byte for byte) whichever it gets.
std::shared_ptr<const Tables> small_tables();

// A saved table set read as the CLI's --table-file reads it: chunk by chunk into place,
// then verified. Null (and *error) when missing or damaged.
std::shared_ptr<const Tables> load_table_file(const std::string& path, std::string* error);

// Writes a table set in the byte format (TableExporter): false when it cannot.
bool save_table_file(const std::shared_ptr<const Tables>& t, const std::string& path);

}  // namespace cube::optimal
