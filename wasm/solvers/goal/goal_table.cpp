#include "solvers/goal/goal_table.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>

#include "tables/table_file.h"

namespace cube::goal {
namespace {

using Clock = std::chrono::steady_clock;

// Tables beyond this many bytes in memory are let go, least recently used first (those
// a search still holds stay until it lets go of them).
constexpr size_t kCacheBytes = size_t{256} << 20;

struct Entry {
  std::shared_ptr<const Table> table;
  uint64_t used = 0;
};

struct Cache {
  std::mutex mutex;
  std::map<std::string, Entry> built;
  std::map<std::string, std::vector<uint8_t>> imported;  // distances waiting for their spec
  uint64_t clock = 0;

  void trim() {
    for (;;) {
      size_t total = 0;
      for (const auto& [k, e] : built) total += e.table->bytes();
      for (const auto& [k, d] : imported) total += d.size();
      if (total <= kCacheBytes) return;
      auto victim = built.end();
      for (auto it = built.begin(); it != built.end(); ++it)
        if (it->second.table.use_count() == 1 && (victim == built.end() || it->second.used < victim->second.used))
          victim = it;
      if (victim == built.end()) return;
      built.erase(victim);
    }
  }
};

Cache& cache() {
  static Cache c;
  return c;
}

}  // namespace

std::string TableSpec::key() const {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%05x", moves.bits());
  return edges.key() + "|" + corners.key() + "|" + buf;
}

Table::Table(const TableSpec& spec, std::vector<uint8_t> distances, const Progress& progress)
    : key_(spec.key()), edges_(spec.edges), corners_(spec.corners) {
  corner_size_ = corners_.size();
  const size_t n = size_t{edges_.size()} * corner_size_;
  if (distances.size() == n) {
    dist_ = std::move(distances);
    for (uint8_t d : dist_)
      if (d != kUnreachable && d > max_depth_) max_depth_ = d;
    return;
  }
  build(spec, progress);
}

size_t Table::bytes() const { return dist_.size() + size_t{edges_.p_size() + corners_.p_size()} * kTurns * 6; }

void Table::build(const TableSpec& spec, const Progress& progress) {
  const auto t0 = Clock::now();
  const uint32_t ep = edges_.p_size(), eo = edges_.o_size(), cp = corners_.p_size(), co = corners_.o_size();
  const size_t n = size_t{ep} * eo * cp * co;
  dist_.assign(n, kUnreachable);

  size_t visited = 0;
  for (uint32_t e : edges_.goal_states(spec.edges))
    for (uint32_t c : corners_.goal_states(spec.corners)) {
      uint8_t& d = dist_[size_t{e} * corner_size_ + c];
      if (d == kUnreachable) {
        d = 0;
        ++visited;
      }
    }

  std::vector<int> turns = spec.moves.list(), inverse;
  for (int m : turns) inverse.push_back(pocket::inverse_of(m));

  size_t frontier = visited;
  for (int depth = 0; frontier > 0 && depth < 254; ++depth) {
    const bool backward = n - visited < frontier;
    const uint8_t here = static_cast<uint8_t>(depth), want = backward ? kUnreachable : here;
    const uint8_t next = static_cast<uint8_t>(depth + 1);
    const std::vector<int>& use = backward ? turns : inverse;
    size_t found = 0;
    const size_t nm = use.size();
    size_t e_next[kTurns];  // the edge part of each neighbour, times the corner size
    for (uint32_t pe = 0; pe < ep; ++pe)
      for (uint32_t oe = 0; oe < eo; ++oe) {
        const size_t row = (size_t{pe} * eo + oe) * corner_size_;
        if (corner_size_ == 1 ? dist_[row] != want : !std::memchr(&dist_[row], want, corner_size_)) continue;
        for (size_t k = 0; k < nm; ++k) {
          const int m = use[k];
          e_next[k] = (size_t{edges_.move_p(pe, m)} * eo + edges_.move_o(pe, oe, m)) * corner_size_;
        }
        size_t i = row;
        for (uint32_t pc = 0; pc < cp; ++pc)
          for (uint32_t oc = 0; oc < co; ++oc, ++i) {
            if (dist_[i] != want) continue;
            for (size_t k = 0; k < nm; ++k) {
              const int m = use[k];
              const size_t j = e_next[k] + corners_.move_p(pc, m) * co + corners_.move_o(pc, oc, m);
              if (backward) {
                if (dist_[j] == here) {
                  dist_[i] = next;
                  ++found;
                  break;
                }
              } else if (dist_[j] == kUnreachable) {
                dist_[j] = next;
                ++found;
              }
            }
          }
      }
    if (found) max_depth_ = depth + 1;
    visited += found;
    frontier = found;
    if (progress) progress(double(visited) / double(n), n);
  }
  if (progress) progress(1.0, n);
  build_ms_ = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

std::shared_ptr<const Table> table_for(const TableSpec& spec, const Table::Progress& progress) {
  const std::string key = spec.key();
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  auto it = c.built.find(key);
  if (it != c.built.end()) {
    it->second.used = ++c.clock;
    return it->second.table;
  }
  std::vector<uint8_t> bytes;
  auto imp = c.imported.find(key);
  if (imp != c.imported.end()) {
    bytes = std::move(imp->second);
    c.imported.erase(imp);
  }
  auto table = std::make_shared<const Table>(spec, std::move(bytes), progress);
  c.trim();
  c.built[key] = Entry{table, ++c.clock};
  return table;
}

bool has_table(const std::string& key) {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  return c.built.count(key) || c.imported.count(key);
}

std::vector<uint8_t> export_tables(const std::vector<std::string>& keys) {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  tables::TableWriter w(kTableSetName, kTableSetVersion);
  auto add = [&](const std::string& key) {
    auto it = c.built.find(key);
    if (it != c.built.end()) {
      w.add(key, Table::kVersion, it->second.table->distances());
      return;
    }
    auto imp = c.imported.find(key);
    if (imp != c.imported.end()) w.add(key, Table::kVersion, imp->second);
  };
  if (keys.empty()) {
    for (const auto& [key, e] : c.built) add(key);
    for (const auto& [key, d] : c.imported) add(key);
  } else {
    for (const std::string& key : keys) add(key);
  }
  return w.finish();
}

bool import_tables(const uint8_t* data, size_t size, MessageOut error) {
  auto reader = tables::TableReader::open(data, size, kTableSetName, kTableSetVersion, error);
  if (!reader) return false;
  std::map<std::string, std::vector<uint8_t>> got;
  for (const tables::TableInfo& info : reader->tables()) {
    std::vector<uint8_t> d;
    if (!reader->read(info.name, Table::kVersion, d, info.size, error)) return false;
    got.emplace(info.name, std::move(d));
  }
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  for (auto& [key, d] : got)
    if (!c.built.count(key)) c.imported[key] = std::move(d);
  return true;
}

void clear_tables() {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  c.built.clear();
  c.imported.clear();
}

size_t tables_in_memory() {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  return c.built.size() + c.imported.size();
}

}  // namespace cube::goal
