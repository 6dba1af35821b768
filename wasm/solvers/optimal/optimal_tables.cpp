#include "solvers/optimal/optimal_tables.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <stdexcept>

#include "tables/coordinates.h"
#include "tables/move_tables.h"
#include "tables/symmetry.h"
#include "tables/table_file.h"

namespace cube::optimal {

using namespace cube::tables;

namespace {

constexpr uint32_t kTableVersion = 1;  // of each table's content and layout

inline int fs_of(const CubieCube& c) { return get_slice_fast(c) * 2048 + get_flip(c); }
inline void set_fs(CubieCube& c, int fs) {
  set_slice(c, fs >> 11);
  set_flip(c, fs & 2047);
}

inline void set2(uint8_t* p, uint64_t i, int v) {
  const int sh = static_cast<int>(i & 3) << 1;
  p[i >> 2] = static_cast<uint8_t>((p[i >> 2] & ~(3 << sh)) | (v << sh));
}
inline int get2(const uint8_t* p, uint64_t i) { return p[i >> 2] >> ((i & 3) << 1) & 3; }

// Flip x UD-slice under the 16 U-D symmetries (symmetry.h's reduce_by_symmetry, with
// 32-bit values: there are a million raw values).
void reduce_flip_slice(Tables& t) {
  t.fs_r2s.assign(kFlipSliceRaw, 0);
  t.fs_rep.clear();
  t.fs_self.clear();
  t.fs_rep.reserve(kFlipSliceClasses);
  t.fs_self.reserve(kFlipSliceClasses);
  std::vector<uint8_t> seen(kFlipSliceRaw, 0);
  CubieCube c, d;
  for (int i = 0; i < kFlipSliceRaw; ++i) {
    if (seen[i]) continue;
    const uint32_t cls = static_cast<uint32_t>(t.fs_rep.size());
    set_fs(c, i);
    uint16_t self = 0;
    for (int s = 0; s < kSyms; ++s) {
      conjugate_edges(c, s, d);
      const int raw = fs_of(d);
      if (raw == i) self |= static_cast<uint16_t>(1u << s);
      if (!seen[raw]) {
        seen[raw] = 1;
        t.fs_r2s[raw] = cls << 4 | static_cast<uint32_t>(s);
      }
    }
    t.fs_rep.push_back(static_cast<uint32_t>(i));
    t.fs_self.push_back(self);
  }
  if (t.fs_rep.size() != kFlipSliceClasses)
    throw std::logic_error("optimal tables: unexpected number of flip-slice classes");
}

void build_small_tables(Tables& t) {
  const std::vector<int> moves18 = all_moves();
  t.flip_move = raw_move_table(kFlip, moves18, [](CubieCube& c, int v) { set_flip(c, v); },
                               [](const CubieCube& c) { return get_flip(c); });
  t.slice_move = raw_move_table(kSlice, moves18, [](CubieCube& c, int v) { set_slice(c, v); },
                                [](const CubieCube& c) { return get_slice(c); });
  t.twist_move = raw_move_table(kTwist, moves18, [](CubieCube& c, int v) { set_twist(c, v); },
                                [](const CubieCube& c) { return get_twist(c); });
  t.twist_conj = conj_table(kTwist, 1, true, [](CubieCube& c, int v) { set_twist(c, v); },
                            [](const CubieCube& c) { return get_twist(c); });
  reduce_flip_slice(t);
}

// Breadth-first search over the 2-bit table (3 = not reached yet). Forward: expand
// the entries at the current depth (and, harmlessly, those 3, 6, ... shallower,
// which share the value mod 3 but have no unreached neighbours). Backward: an
// unreached entry with a neighbour at the current depth is one deeper.
void build_prune(Tables& t, const std::function<void(double)>& progress, double base, double weight) {
  const uint64_t n = kSmallEntries;
  t.prune.assign((n + 3) / 4, 0xff);
  uint8_t* p = t.prune.data();
  set2(p, 0, 0);
  uint64_t filled = 1, at_depth = 1;
  const uint16_t* flip_move = t.flip_move.data();
  const uint16_t* slice_move = t.slice_move.data();
  const uint16_t* twist_move = t.twist_move.data();
  const uint16_t* twist_conj = t.twist_conj.data();
  const uint32_t* fs_r2s = t.fs_r2s.data();
  // Rough cost model, entries visited: forward expands at_depth * 18 (+ self
  // symmetries), backward checks each unreached entry until a hit.
  for (int depth = 0; filled < n && depth < 20; ++depth) {
    const int cur = depth % 3, nxt = (depth + 1) % 3;
    const bool backward = at_depth * 18 > (n - filled) * 4;
    uint64_t added = 0;
    uint32_t child[kMoves];
    for (int cls = 0; cls < kFlipSliceClasses; ++cls) {
      const uint32_t rep = t.fs_rep[cls];
      const int flip = rep & 2047, slice = rep >> 11;
      for (int m = 0; m < kMoves; ++m)
        child[m] = fs_r2s[slice_move[slice * kMoves + m] * 2048 + flip_move[flip * kMoves + m]];
      const uint64_t base_i = static_cast<uint64_t>(cls) * kTwistRaw;
      for (int tw = 0; tw < kTwistRaw; ++tw) {
        const uint64_t i = base_i + tw;
        const int v = get2(p, i);
        if (backward) {
          if (v != 3) continue;
          for (int m = 0; m < kMoves; ++m) {
            const uint32_t cs = child[m];
            const uint64_t j = static_cast<uint64_t>(cs >> 4) * kTwistRaw +
                               twist_conj[twist_move[tw * kMoves + m] * kSyms + (cs & 15)];
            if (get2(p, j) == cur) {
              set2(p, i, nxt);
              ++added;
              break;
            }
          }
        } else {
          if (v != cur) continue;
          for (int m = 0; m < kMoves; ++m) {
            const uint32_t cs = child[m];
            const uint32_t ccls = cs >> 4;
            const int twc = twist_conj[twist_move[tw * kMoves + m] * kSyms + (cs & 15)];
            const uint64_t cb = static_cast<uint64_t>(ccls) * kTwistRaw;
            if (get2(p, cb + twc) != 3) continue;
            set2(p, cb + twc, nxt);
            ++added;
            uint32_t self = t.fs_self[ccls] >> 1;
            for (int k = 1; self != 0; ++k, self >>= 1) {
              if ((self & 1) == 0) continue;
              const uint64_t j = cb + twist_conj[twc * kSyms + k];
              if (get2(p, j) == 3) {
                set2(p, j, nxt);
                ++added;
              }
            }
          }
        }
      }
      if (progress && (cls & 4095) == 4095)
        progress(base + weight * static_cast<double>(filled + added) / static_cast<double>(n));
    }
    filled += added;
    at_depth = added;
    if (progress) progress(base + weight * static_cast<double>(filled) / static_cast<double>(n));
  }
  if (filled != n) throw std::logic_error("optimal tables: breadth-first search did not reach every entry");
  for (uint64_t i = n; i < t.prune.size() * 4; ++i) set2(p, i, 0);  // padding: deterministic, never 3
}

template <class T>
bool within(const std::vector<T>& v, uint64_t bound) {
  for (T x : v)
    if (static_cast<uint64_t>(x) >= bound) return false;
  return true;
}

template <class F>
void for_each_table(Tables& t, F f) {
  f("flip_move", t.flip_move, size_t{kFlip} * kMoves);
  f("slice_move", t.slice_move, size_t{kSlice} * kMoves);
  f("twist_move", t.twist_move, size_t{kTwist} * kMoves);
  f("fs_r2s", t.fs_r2s, size_t{kFlipSliceRaw});
  f("fs_rep", t.fs_rep, size_t{kFlipSliceClasses});
  f("fs_self", t.fs_self, size_t{kFlipSliceClasses});
  f("twist_conj", t.twist_conj, size_t{kTwist} * kSyms);
  f("flipslice_twist_prun2", t.prune, size_t{(kSmallEntries + 3) / 4});
}

}  // namespace

size_t Tables::bytes() const {
  auto b = [](const auto& v) { return v.size() * sizeof(v[0]); };
  return b(flip_move) + b(slice_move) + b(twist_move) + b(fs_r2s) + b(fs_rep) + b(fs_self) + b(twist_conj) +
         b(prune);
}

std::shared_ptr<const Tables> build_tables(TableSize size, const std::function<void(double)>& progress) {
  auto t = std::make_shared<Tables>();
  t->size = size;
  if (progress) progress(0);
  build_small_tables(*t);
  if (progress) progress(0.02);
  build_prune(*t, progress, 0.02, 0.98);
  if (progress) progress(1);
  return t;
}

std::vector<uint8_t> tables_to_bytes(const Tables& t) {
  TableWriter w(kTableSetName, kTableSetVersion);
  for_each_table(const_cast<Tables&>(t), [&](const char* name, auto& v, size_t) { w.add(name, kTableVersion, v); });
  return w.finish();
}

std::shared_ptr<const Tables> tables_from_bytes(const uint8_t* data, size_t size, std::string* error) {
  std::optional<TableReader> r = TableReader::open(data, size, kTableSetName, kTableSetVersion, error);
  if (!r) return nullptr;
  auto t = std::make_shared<Tables>();
  bool ok = true;
  for_each_table(*t, [&](const char* name, auto& v, size_t count) {
    if (ok) ok = r->read(name, kTableVersion, v, count, error);
  });
  if (!ok) return nullptr;
  if (r->tables().size() != 8) {
    if (error) *error = "optimal table set has unexpected tables";
    return nullptr;
  }
  // The checksums say the bytes are as written; these say they index nothing out of
  // range (a forged file cannot make the search read outside its tables).
  bool in_range = within(t->flip_move, kFlip) && within(t->slice_move, kSlice) && within(t->twist_move, kTwist) &&
                  within(t->fs_r2s, uint64_t{kFlipSliceClasses} << 4) && within(t->fs_rep, kFlipSliceRaw) &&
                  within(t->twist_conj, kTwist);
  // No entry of the finished table holds 3 ("not reached").
  for (uint8_t b : t->prune) in_range = in_range && (b & (b >> 1) & 0x55) == 0;
  if (!in_range) {
    if (error) *error = "optimal tables hold out-of-range values";
    return nullptr;
  }
  return t;
}

std::vector<ChunkInfo> chunk_layout(const std::vector<uint8_t>& blob, size_t chunk_size) {
  std::vector<ChunkInfo> out;
  if (chunk_size == 0) chunk_size = kDefaultChunkSize;
  for (size_t off = 0; off < blob.size(); off += chunk_size) {
    ChunkInfo c;
    c.offset = off;
    c.size = std::min(chunk_size, blob.size() - off);
    c.checksum = checksum64(blob.data() + off, c.size);
    out.push_back(c);
  }
  return out;
}

ChunkAssembler::ChunkAssembler(size_t total_size) : blob_(total_size) {}

bool ChunkAssembler::add(size_t offset, const uint8_t* data, size_t size, uint64_t expected_checksum,
                         std::string* error) {
  if (offset > blob_.size() || size > blob_.size() - offset) {
    if (error) *error = "table chunk at " + std::to_string(offset) + " does not fit the table blob";
    return false;
  }
  if (expected_checksum != 0 && checksum64(data, size) != expected_checksum) {
    if (error) *error = "table chunk at " + std::to_string(offset) + " checksum mismatch";
    return false;
  }
  if (size) std::memcpy(blob_.data() + offset, data, size);
  filled_ += size;
  return true;
}

std::shared_ptr<const Tables> ChunkAssembler::finish(std::string* error) {
  if (!complete()) {
    if (error) *error = "table blob incomplete: " + std::to_string(filled_) + " of " + std::to_string(blob_.size()) +
                        " bytes";
    return nullptr;
  }
  return tables_from_bytes(blob_.data(), blob_.size(), error);
}

namespace {
std::mutex g_mutex;
std::shared_ptr<const Tables> g_tables;
}  // namespace

void install_tables(std::shared_ptr<const Tables> t) {
  std::lock_guard<std::mutex> lock(g_mutex);
  g_tables = std::move(t);
}

std::shared_ptr<const Tables> installed_tables() {
  std::lock_guard<std::mutex> lock(g_mutex);
  return g_tables;
}

std::shared_ptr<const Tables> default_tables() {
  std::lock_guard<std::mutex> lock(g_mutex);
  if (!g_tables) g_tables = build_tables();
  return g_tables;
}

}  // namespace cube::optimal
