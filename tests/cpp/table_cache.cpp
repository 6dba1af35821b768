#include "table_cache.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>
#include <system_error>

#include <gtest/gtest.h>
#include <unistd.h>

#include "table_sources_hash.h"  // generated: kOptimalTableSourcesHash

namespace cube {
namespace fs = std::filesystem;

fs::path table_cache_dir() {
  const char* off = std::getenv("CUBESOLVER_TABLE_CACHE");
  if (off && std::string(off) == "0") return {};
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "cubesolver" / "tables";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "cubesolver" / "tables";
  return {};
}

void prune_table_cache(const fs::path& path, const std::string& prefix, size_t keep) {
  std::error_code ec;
  std::vector<fs::directory_entry> files;
  for (const auto& e : fs::directory_iterator(path.parent_path(), ec)) {
    const std::string name = e.path().filename().string();
    if (name.rfind(prefix, 0) == 0 && e.path().extension() == ".bin" && e.path() != path) files.push_back(e);
  }
  std::sort(files.begin(), files.end(),
            [](const auto& a, const auto& b) { return a.last_write_time() > b.last_write_time(); });
  for (size_t i = keep > 0 ? keep - 1 : 0; i < files.size(); ++i) {
    fs::remove(files[i].path(), ec);
    fs::remove(fs::path(files[i].path().string() + ".counts"), ec);
  }
}

}  // namespace cube

namespace cube::optimal {
namespace fs = std::filesystem;

namespace {

// <set name>-v<format version>-<sources hash>.bin, e.g. cubesolver.optimal.large-v3-99f3d02d60cc7b3e.bin.
std::string file_prefix(TableSize size) { return table_set_name(size) + "-v" + std::to_string(kTableSetVersion) + "-"; }

fs::path cache_file(TableSize size) {
  const fs::path dir = table_cache_dir();
  return dir.empty() ? dir : dir / (file_prefix(size) + kOptimalTableSourcesHash + ".bin");
}

fs::path counts_file(const fs::path& table) { return fs::path(table.string() + ".counts"); }

std::vector<uint64_t> read_counts(const fs::path& path) {
  std::vector<uint64_t> counts;
  std::ifstream in(path);
  for (uint64_t n; in >> n;) counts.push_back(n);
  return counts;
}

}  // namespace

std::shared_ptr<const Tables> load_table_file(const std::string& path, std::string* error) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    if (error) *error = "cannot open " + path;
    return nullptr;
  }
  std::fseek(f, 0, SEEK_END);
  const size_t total = static_cast<size_t>(std::ftell(f));
  std::fseek(f, 0, SEEK_SET);
  ChunkAssembler a(total);
  std::vector<uint8_t> chunk(kDefaultChunkSize);
  for (size_t off = 0; off < total;) {
    const size_t n = std::fread(chunk.data(), 1, std::min(chunk.size(), total - off), f);
    if (n == 0 || !a.add(off, chunk.data(), n, 0, error)) break;
    off += n;
  }
  std::fclose(f);
  return a.finish(error);
}

bool save_table_file(const std::shared_ptr<const Tables>& t, const std::string& path) {
  const TableExporter ex(t);
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return false;
  bool ok = true;
  for (size_t i = 0; ok && i < ex.chunk_count(); ++i) {
    const std::vector<uint8_t> c = ex.chunk(i);
    ok = std::fwrite(c.data(), 1, c.size(), f) == c.size();
  }
  return std::fclose(f) == 0 && ok;
}

CachedTables cached_or_built(TableSize size, int threads) {
  CachedTables c;
  const fs::path path = cache_file(size);
  std::error_code ec;
  if (!path.empty() && fs::exists(path, ec)) {
    std::string error;
    c.depth_counts = read_counts(counts_file(path));
    c.tables = load_table_file(path.string(), &error);
    if (c.tables && c.tables->size == size && !c.depth_counts.empty()) {
      fs::last_write_time(path, fs::file_time_type::clock::now(), ec);  // the newest used is kept longest
      std::printf("%s: read from the table cache (%s)\n", table_set_name(size).c_str(), path.c_str());
      return c;
    }
    std::printf("%s: the cached file is unreadable (%s), building the table\n", path.c_str(), error.c_str());
  }
  c.tables = build_tables(size, {}, threads);
  c.depth_counts = c.tables->depth_counts;
  c.built = true;
  return c;
}

void keep_in_cache(const CachedTables& t) {
  const fs::path path = cache_file(t.tables->size);
  if (!t.built || path.empty()) return;
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  // Written under temporary names, then renamed: a run beside this one reads a whole
  // file or none (the counts first, so that a table file always has its counts).
  const std::string tmp = path.string() + ".tmp" + std::to_string(::getpid());
  {
    std::ofstream out(tmp + ".counts");
    for (uint64_t n : t.depth_counts) out << n << '\n';
    if (!out) return;
  }
  fs::rename(tmp + ".counts", counts_file(path), ec);
  if (ec || !save_table_file(t.tables, tmp)) {
    fs::remove(tmp, ec);
    return;
  }
  fs::rename(tmp, path, ec);
  // The newest two of this size kept (a branch and main, say), of any format version.
  prune_table_cache(path, table_set_name(t.tables->size) + "-v");
}

namespace {

std::mutex small_mutex;
CachedTables small;

// The small table built in this process is kept once every test of it has passed.
class SmallTableCache : public ::testing::EmptyTestEventListener {
  void OnTestSuiteStart(const ::testing::TestSuite& suite) override {
    // Suites that solve the optimal row through the registry, which uses the table installed.
    const std::string name = suite.name();
    if (name == "Registry" || name == "SolverTable") install_tables(small_tables());
  }
  void OnTestProgramEnd(const ::testing::UnitTest& unit) override {
    std::lock_guard<std::mutex> lock(small_mutex);
    if (unit.Passed() && small.built) keep_in_cache(small);
  }
};

// Registered before main() runs the tests (gtest_main), after the default printer.
[[maybe_unused]] const bool registered = [] {
  ::testing::UnitTest::GetInstance()->listeners().Append(new SmallTableCache);
  return true;
}();

}  // namespace

std::shared_ptr<const Tables> small_tables() {
  std::lock_guard<std::mutex> lock(small_mutex);
  if (!small.tables) small = cached_or_built(TableSize::Small, 1);
  return small.tables;
}

}  // namespace cube::optimal
