// The reduction solvers' tables kept across test runs, by the rules of the optimal
// tables' cache (table_cache.h): in the same folder, named by the set, its format version
// and the hash of the sources that build it (table_sources.cmake), so that a cold run, or
// any change to those sources, builds the set, and a warm run reads back the bytes a
// build made, every table's name, version, size and checksum verified by the set's own
// loader (the byte format the page caches them in). A set built here is kept only when
// every test of the process passed on it. Two sets, each read when a suite that solves
// with it starts: the 5x5x5's five-phase tables (load_five_phase_tables), which the
// 6x6x6 and 7x7x7 solve with too (FivePhase; the row's big-cube suites), and the 4x4x4's
// (load_tables, ~3.4 CPU-s a build: Reduction, Registry, the big-cube suites, whose
// 6x6x6 solves its inner 4x4x4 with them; not ReductionTables, which checks their build
// and keeps it). Not from the core's files, which this leaves alone.
// CUBESOLVER_TABLE_CACHE=0: no cache (always built).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>
#include <vector>

#include "solvers/reduction/five_phase_solver.h"
#include "solvers/reduction/reduction_big_table_file.h"
#include "solvers/reduction/reduction_search.h"
#include "solvers/reduction/reduction_table_file.h"
#include "table_cache.h"
#include "table_sources_hash.h"  // generated: kFivePhaseTableSourcesHash, kReduction4TableSourcesHash

namespace cube {
namespace {

namespace fs = std::filesystem;

// <set>-v<version>-: the prefix of every kept file of one set, whatever its hash.
std::string five_phase_prefix() {
  return reduction::big_table_set_name(5) + ".five-phase-v" + std::to_string(reduction::kFivePhaseTableSetVersion) +
         "-";
}

fs::path kept_file(const std::string& prefix, const char* hash) {
  const fs::path dir = table_cache_dir();
  return dir.empty() ? dir : dir / (prefix + hash + ".bin");
}

// In one read (a byte at a time through istreambuf_iterator took ~0.35 s for the 190 MB set).
std::vector<uint8_t> read_all(const fs::path& path) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  std::ifstream in(path, std::ios::binary);
  std::vector<uint8_t> bytes(ec ? 0 : size);
  if (!in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()))) bytes.clear();
  return bytes;
}

// Written under a temporary name, then renamed (a run beside this one reads a whole file
// or none); the newest two of the set kept (a branch and main, say).
void keep(const fs::path& path, const std::string& prefix, const std::vector<uint8_t>& bytes) {
  if (path.empty() || bytes.empty()) return;
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  const std::string tmp = path.string() + ".tmp" + std::to_string(::getpid());
  {
    std::ofstream out(tmp, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!out) {
      out.close();
      fs::remove(tmp, ec);
      return;
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) return fs::remove(tmp, ec), void();
  prune_table_cache(path, prefix);
  std::printf("%s: kept in the table cache\n", path.c_str());
}

// Reads a kept set with `load` (which verifies it); true when it was installed.
template <class Load>
bool read_kept(const fs::path& path, Load&& load) {
  std::error_code ec;
  if (path.empty() || !fs::exists(path, ec)) return false;
  const std::vector<uint8_t> bytes = read_all(path);
  std::string error;
  if (!load(bytes, &error)) {
    std::printf("%s: the cached file is refused (%s), building the tables\n", path.c_str(), error.c_str());
    return false;
  }
  fs::last_write_time(path, fs::file_time_type::clock::now(), ec);  // the newest used is kept longest
  std::printf("%s: read from the table cache\n", path.c_str());
  return true;
}

std::string four_prefix() {
  return std::string(reduction::kTableSetName) + "-v" + std::to_string(reduction::kTableSetVersion) + "-";
}

// One set the cache keeps: its files' prefix and sources' hash, whether its tables are in
// memory, its loader (which verifies the bytes), and whether it was tried and read here.
struct KeptSet {
  std::string prefix;
  const char* hash;
  bool (*built)();
  bool (*load)(const uint8_t* data, size_t size, MessageOut error);
  bool tried = false, read = false;
  fs::path file() const { return kept_file(prefix, hash); }
};

KeptSet five_phase{five_phase_prefix(), kFivePhaseTableSourcesHash, &reduction::five_phase_tables_built,
                   &reduction::load_five_phase_tables};
KeptSet four{four_prefix(), kReduction4TableSourcesHash, &reduction::search_tables_built, &reduction::load_tables};

std::recursive_mutex mutex;  // recursive: a loader that asked for a set again would find it tried

// The set read from its kept file, once a process, unless its tables are in memory already.
void read_once(KeptSet& set) {
  std::lock_guard<std::recursive_mutex> lock(mutex);
  if (set.tried || set.built()) return;
  set.tried = true;
  set.read = read_kept(set.file(), [&](const std::vector<uint8_t>& b, std::string* error) {
    return set.load(b.data(), b.size(), error);
  });
}

class ReductionTableCache : public ::testing::EmptyTestEventListener {
  void OnTestSuiteStart(const ::testing::TestSuite& suite) override {
    // Not FivePhaseSearch (its own process), which searches without the tables.
    const std::string name = suite.name();
    for (const char* solver : {"FivePhase", "ReductionBig", "ReductionSix", "ReductionSeven", "ReductionInnerView",
                               "PuzzleTable", "SolverTable"})
      if (name == solver) read_once(five_phase);
    for (const char* solver : {"Reduction", "Registry", "ReductionBig", "ReductionSix", "ReductionSeven",
                               "ReductionInnerView", "PuzzleTable", "SolverTable"})
      if (name == solver) read_once(four);
  }
  // The sets built here (every table of the set), once every test has passed on them.
  void OnTestProgramEnd(const ::testing::UnitTest& unit) override {
    if (!unit.Passed()) return;
    if (!five_phase.read && reduction::every_five_phase_table_built())
      keep(five_phase.file(), five_phase.prefix, reduction::save_five_phase_tables());
    // ReductionTables builds the 4x4x4's every run (it checks the build): kept when not there yet.
    const fs::path four_file = four.file();
    std::error_code ec;
    if (!four.read && four.built() && !four_file.empty() && !fs::exists(four_file, ec))
      keep(four_file, four.prefix, reduction::save_tables());
  }
};

// Registered before main() runs the tests (gtest_main), after the default printer.
[[maybe_unused]] const bool registered = [] {
  ::testing::UnitTest::GetInstance()->listeners().Append(new ReductionTableCache);
  return true;
}();

}  // namespace
}  // namespace cube
