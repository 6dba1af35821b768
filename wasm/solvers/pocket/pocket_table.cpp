#include "solvers/pocket/pocket_table.h"

#include <cstring>
#include <memory>
#include <mutex>

#include "tables/table_file.h"

namespace cube::pocket {
namespace {

constexpr uint8_t kUnseen = 0xFF;
constexpr int kMaxDepth = 16;  // HTM reaches 11, QTM 14

std::vector<int> table_moves(Metric metric) {
  if (metric == Metric::HTM) return {0, 1, 2, 3, 4, 5, 6, 7, 8};
  return {0, 2, 3, 5, 6, 8};
}

}  // namespace

DistanceTable DistanceTable::build(Metric metric, const Progress& progress) {
  DistanceTable t;
  t.metric_ = metric;
  t.moves_ = table_moves(metric);
  const CoordMoves& cm = coord_moves();
  const size_t packed_bytes = (kStateCount + 3) / 4;

  std::vector<uint8_t> depth(kStateCount, kUnseen);
  depth[0] = 0;
  t.depth_counts_.assign(1, 1);
  uint64_t reached = 1;
  std::vector<uint16_t> list(kTwistCount);
  for (int d = 0; reached < kStateCount && d < kMaxDepth; ++d) {
    const uint64_t frontier = t.depth_counts_[d];
    if (frontier == 0) break;
    const uint64_t unseen = kStateCount - reached;
    const uint8_t next = static_cast<uint8_t>(d + 1);
    const bool forwards = unseen >= 2 * frontier;
    const uint8_t wanted = forwards ? static_cast<uint8_t>(d) : kUnseen;
    uint64_t found = 0;
    // The states of one permutation are contiguous, and a turn sends them all to one
    // other permutation: gather a row's states of interest once, then go turn by turn.
    for (uint32_t p = 0; p < kPermCount; ++p) {
      uint8_t* row = depth.data() + size_t{p} * kTwistCount;
      uint32_t n = 0;
      for (uint32_t x = 0; x < kTwistCount; ++x) {
        list[n] = static_cast<uint16_t>(x);
        n += row[x] == wanted;
      }
      if (n == 0) continue;
      for (int m : t.moves_) {
        uint8_t* to = depth.data() + size_t{cm.perm[p * 9 + m]} * kTwistCount;
        const uint16_t* tw = cm.twist.data() + m * kTwistCount;
        if (forwards) {
          // Every state at depth d marks its unseen neighbours.
          for (uint32_t i = 0; i < n; ++i) {
            uint8_t& v = to[tw[list[i]]];
            if (v == kUnseen) v = next, ++found;
          }
        } else {
          // An unseen state is at d + 1 if a neighbour is at d (the turn sets are closed
          // under inverses, so neighbours are predecessors); found ones leave the list.
          for (uint32_t i = 0; i < n;) {
            if (to[tw[list[i]]] == d) {
              row[list[i]] = next;
              ++found;
              list[i] = list[--n];
            } else {
              ++i;
            }
          }
          if (n == 0) break;
        }
      }
    }
    if (found == 0) break;
    t.depth_counts_.push_back(found);
    reached += found;
    if (progress) progress(static_cast<double>(reached) / kStateCount, packed_bytes);
  }

  // Pack four residues a byte.
  uint8_t mod3[256];
  for (int v = 0; v < 256; ++v) mod3[v] = v == kUnseen ? 3 : static_cast<uint8_t>(v % 3);
  t.data_.assign(packed_bytes, 0);
  for (size_t i = 0; i < packed_bytes; ++i) {
    uint8_t b = 0;
    for (size_t k = 0; k < 4 && 4 * i + k < kStateCount; ++k)
      b |= static_cast<uint8_t>(mod3[depth[4 * i + k]] << (2 * k));
    t.data_[i] = b;
  }
  return t;
}

std::string DistanceTable::set_name(Metric metric) { return metric == Metric::HTM ? "pocket-htm" : "pocket-qtm"; }

std::vector<uint8_t> DistanceTable::serialize() const {
  tables::TableWriter w(set_name(metric_), kVersion);
  w.add("distance-mod3", kVersion, data_);
  w.add("depth-counts", kVersion, depth_counts_);
  return w.finish();
}

std::optional<DistanceTable> DistanceTable::deserialize(const uint8_t* bytes, size_t size, Metric metric,
                                                        MessageOut error) {
  auto reader = tables::TableReader::open(bytes, size, set_name(metric), kVersion, error);
  if (!reader) return std::nullopt;
  DistanceTable t;
  t.metric_ = metric;
  t.moves_ = table_moves(metric);
  if (!reader->read("distance-mod3", kVersion, t.data_, (kStateCount + 3) / 4, error)) return std::nullopt;
  size_t counts = 0;
  for (const auto& info : reader->tables())
    if (info.name == "depth-counts") counts = info.size / sizeof(uint64_t);
  if (counts == 0 || counts > kMaxDepth + 1 ||
      !reader->read("depth-counts", kVersion, t.depth_counts_, counts, error)) {
    if (error.empty()) error.set(message("pocket_table_bad", {{"what", "depths"}}));
    return std::nullopt;
  }
  if (t.residue(0) != 0) {
    error.set(message("pocket_table_bad", {{"what", "solved"}}));
    return std::nullopt;
  }
  return t;
}

int DistanceTable::distance(uint32_t state) const {
  const CoordMoves& cm = coord_moves();
  int d = 0;
  while (state != 0) {
    const int want = (residue(state) + 2) % 3;
    uint32_t next = state;
    for (int m : moves_) {
      const uint32_t n = cm.apply(state, m);
      if (residue(n) == want) {
        next = n;
        break;
      }
    }
    if (next == state || ++d > kMaxDepth) return -1;  // not a table of this kind
    state = next;
  }
  return d;
}

std::vector<int> DistanceTable::solve(uint32_t state) const {
  const CoordMoves& cm = coord_moves();
  std::vector<int> path;
  while (state != 0 && static_cast<int>(path.size()) <= kMaxDepth) {
    const int want = (residue(state) + 2) % 3;
    for (int m : moves_) {
      const uint32_t n = cm.apply(state, m);
      if (residue(n) == want) {
        path.push_back(m);
        state = n;
        break;
      }
    }
  }
  return path;
}

uint64_t DistanceTable::for_each_optimal(uint32_t state,
                                         const std::function<bool(const std::vector<int>&)>& visit) const {
  const int d = distance(state);
  if (d < 0) return 0;
  const CoordMoves& cm = coord_moves();
  std::vector<int> path;
  uint64_t count = 0;
  bool stop = false;
  const bool qtm = metric_ == Metric::QTM;
  auto rec = [&](auto&& self, uint32_t s, int left) -> void {
    if (left == 0) {
      ++count;
      if (!visit(path)) stop = true;
      return;
    }
    const int want = (residue(s) + 2) % 3;
    for (int m : moves_) {
      // QTM: a half turn is R R, never R' R' as well.
      if (qtm && !path.empty() && path.back() == m && turns_of(m) == 3) continue;
      const uint32_t n = cm.apply(s, m);
      if (residue(n) != want) continue;
      path.push_back(m);
      self(self, n, left - 1);
      path.pop_back();
      if (stop) return;
    }
  };
  rec(rec, state, d);
  return count;
}

namespace {

struct Shared {
  std::mutex mu;
  std::unique_ptr<DistanceTable> tables[2];
};

Shared& shared() {
  static Shared s;
  return s;
}

}  // namespace

const DistanceTable& shared_table(Metric metric, const DistanceTable::Progress& progress) {
  Shared& s = shared();
  std::lock_guard<std::mutex> lock(s.mu);
  auto& slot = s.tables[static_cast<int>(metric)];
  if (!slot) slot = std::make_unique<DistanceTable>(DistanceTable::build(metric, progress));
  return *slot;
}

bool has_shared_table(Metric metric) {
  Shared& s = shared();
  std::lock_guard<std::mutex> lock(s.mu);
  return s.tables[static_cast<int>(metric)] != nullptr;
}

bool install_shared_table(Metric metric, const uint8_t* data, size_t size, MessageOut error) {
  Shared& s = shared();
  std::lock_guard<std::mutex> lock(s.mu);
  auto& slot = s.tables[static_cast<int>(metric)];
  if (slot) return true;
  auto t = DistanceTable::deserialize(data, size, metric, error);
  if (!t) return false;
  slot = std::make_unique<DistanceTable>(std::move(*t));
  return true;
}

}  // namespace cube::pocket
