#include "solvers/optimal/optimal_tables.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <atomic>
#include <thread>
#include <stdexcept>
#include <string_view>
#include <type_traits>

#include "tables/coordinates.h"
#include "tables/move_tables.h"
#include "tables/shared_tables.h"
#include "tables/symmetry.h"
#include "tables/table_file.h"

namespace cube::optimal {

using namespace cube::tables;

template <class T>
T* HugeAllocator<T>::allocate(size_t n) {
  constexpr size_t kAlign = size_t{2} << 20;
  const size_t bytes = (n * sizeof(T) + kAlign - 1) / kAlign * kAlign;
  void* p = std::aligned_alloc(kAlign, bytes);
  if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  madvise(p, bytes, MADV_HUGEPAGE);
#endif
  return static_cast<T*>(p);
}
template <class T>
void HugeAllocator<T>::deallocate(T* p, size_t) noexcept {
  std::free(p);
}
template struct HugeAllocator<uint8_t>;

std::string table_set_name(TableSize size) {
  return std::string(kTableSetName) + (size == TableSize::Large ? ".large" : ".small");
}
uint64_t table_entries(TableSize size) { return size == TableSize::Large ? kLargeEntries : kSmallEntries; }

int get_slice_sorted(const CubieCube& c) {
  uint8_t order[4];
  int k = 0;
  for (int i = 0; i < 12; ++i)
    if (c.ep[i] >= FR) order[k++] = static_cast<uint8_t>(c.ep[i] - FR);
  return get_slice_fast(c) * 24 + perm_rank(order, 4);
}
void set_slice_sorted(CubieCube& c, int ss) {
  set_slice(c, ss / 24);
  uint8_t order[4];
  perm_unrank(ss % 24, order, 4);
  int k = 0;
  for (int i = 0; i < 12; ++i)
    if (c.ep[i] >= FR) c.ep[i] = static_cast<uint8_t>(FR + order[k++]);
}

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
// The same for the threaded build: relaxed atomics (plain loads and stores on x86
// and WASM), and an atomic "3 -> v" that says whether this thread made it.
inline int get2a(const uint8_t* p, uint64_t i) {
  return __atomic_load_n(p + (i >> 2), __ATOMIC_RELAXED) >> ((i & 3) << 1) & 3;
}
inline bool claim2a(uint8_t* p, uint64_t i, int v) {
  const int sh = static_cast<int>(i & 3) << 1;
  const uint8_t old = __atomic_fetch_and(p + (i >> 2), static_cast<uint8_t>(~((3 ^ v) << sh)), __ATOMIC_RELAXED);
  return (old >> sh & 3) == 3;
}

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
  if (t.size == TableSize::Large) {
    t.ss_move = raw_move_table(kSliceSorted, moves18, [](CubieCube& c, int v) { set_slice_sorted(c, v); },
                               [](const CubieCube& c) { return get_slice_sorted(c); });
    const std::vector<uint16_t> conj = conj_table(kSliceSorted, 1, false, [](CubieCube& c, int v) { set_slice_sorted(c, v); },
                                                  [](const CubieCube& c) { return get_slice_sorted(c); });
    t.ss_conj.resize(conj.size());
    for (size_t i = 0; i < conj.size(); ++i) t.ss_conj[i] = static_cast<uint8_t>(conj[i] % 24);
  }
}

// Breadth-first search over the 2-bit table (3 = not reached yet). Forward: expand
// the entries at the current depth (and, harmlessly, those 3, 6, ... shallower,
// which share the value mod 3 but have no unreached neighbours). Backward: an
// unreached entry with a neighbour at the current depth is one deeper. The table is
// walked by rows: one row is a flip-slice class (small) or a class and an order of
// the slice edges (large), 2,187 twists each.
// p: the table (mod 3), (n + 3) / 4 bytes; bound: when not null, the coarse absolute
// distances too (Tables::bound); far: when not null, a bit per entry set for the
// entries at distance 10 or more; counts: entries at each depth.
template <bool kLarge>
void build_prune(const Tables& t, uint8_t* p, std::vector<uint8_t>* bound, uint8_t* far,
                 std::vector<uint64_t>& counts, const std::function<void(double)>& progress, double base,
                 double weight, int threads) {
  const uint64_t n = kLarge ? kLargeEntries : kSmallEntries;
  constexpr int kPer = kLarge ? 24 : 1;
  const int rows = kFlipSliceClasses * kPer;
  std::memset(p, 0xff, (n + 3) / 4);
  if (bound) bound->assign((n + 3) / 4, 0);
  uint8_t* bp = bound ? bound->data() : nullptr;
  set2(p, 0, 0);
  uint64_t filled = 1, at_depth = 1;
  counts.assign(1, 1);
  const uint16_t* flip_move = t.flip_move.data();
  const uint16_t* slice_move = kLarge ? t.ss_move.data() : t.slice_move.data();
  const uint16_t* twist_move = t.twist_move.data();
  const uint16_t* twist_conj = t.twist_conj.data();
  const uint32_t* fs_r2s = t.fs_r2s.data();
  const uint8_t* ss_conj = t.ss_conj.data();
  double last_report = 0;
  for (int depth = 0; filled < n && depth < 30; ++depth) {
    const int cur = depth % 3, nxt = (depth + 1) % 3;
    // What `bound` gets for the entries reached now (each is claimed exactly once).
    const uint8_t bv = static_cast<uint8_t>(std::min(3, std::max(0, depth + 1 - kBoundBase)));
    const bool is_far = far && depth + 1 >= kLargeFar;
    auto mark = [&](uint64_t i) {
      if (bp && bv) __atomic_fetch_or(bp + (i >> 2), static_cast<uint8_t>(bv << ((i & 3) << 1)), __ATOMIC_RELAXED);
      if (is_far) __atomic_fetch_or(far + (i >> 3), static_cast<uint8_t>(1 << (i & 7)), __ATOMIC_RELAXED);
    };
    // Cost model: forward expands at_depth * 18 (+ self symmetries), backward
    // checks each unreached entry until a hit.
    const bool backward = at_depth * 18 > (n - filled) * 4;
    std::atomic<uint64_t> added_all{0};
    std::atomic<int> next_block{0};
    constexpr int kBlock = 64;  // rows; a multiple of 4, so blocks own whole bytes
    auto work = [&](bool reporter) {
     uint64_t added = 0;
     uint64_t child[kMoves];  // child row * 16 + sym
     for (;;) {
     const int block = next_block.fetch_add(1);
     if (block * kBlock >= rows) break;
     const int row_end = std::min(rows, (block + 1) * kBlock);
     for (int row = block * kBlock; row < row_end; ++row) {
      const int cls = row / kPer;
      const uint32_t rep = t.fs_rep[cls];
      const int flip = rep & 2047;
      const int sl = kLarge ? static_cast<int>(rep >> 11) * 24 + row % 24 : static_cast<int>(rep >> 11);
      const uint64_t base_i = static_cast<uint64_t>(row) * kTwistRaw;
      // Skip rows with nothing to do (whole bytes at a time).
      {
        const uint64_t b0 = base_i >> 2, b1 = (base_i + kTwistRaw + 3) >> 2;
        bool any = false;
        if (backward) {
          for (uint64_t b = b0; b < b1 && !any; ++b) {
            const uint8_t x = __atomic_load_n(p + b, __ATOMIC_RELAXED);
            any = (x & (x >> 1) & 0x55) != 0;
          }
        } else {
          const uint8_t pat = static_cast<uint8_t>(cur * 0x55);
          for (uint64_t b = b0; b < b1 && !any; ++b) {
            const uint8_t x = static_cast<uint8_t>(~(__atomic_load_n(p + b, __ATOMIC_RELAXED) ^ pat));
            any = (x & (x >> 1) & 0x55) != 0;
          }
        }
        if (!any) continue;
      }
      for (int m = 0; m < kMoves; ++m) {
        const int sl2 = slice_move[sl * kMoves + m];
        const int slice2 = kLarge ? sl2 / 24 : sl2;
        const uint32_t rs = fs_r2s[slice2 * 2048 + flip_move[flip * kMoves + m]];
        const uint64_t crow = kLarge ? static_cast<uint64_t>(rs >> 4) * 24 + ss_conj[sl2 * kSyms + (rs & 15)]
                                     : static_cast<uint64_t>(rs >> 4);
        child[m] = crow << 4 | (rs & 15);
      }
      for (int tw = 0; tw < kTwistRaw; ++tw) {
        const uint64_t i = base_i + tw;
        const int v = get2a(p, i);
        if (backward) {
          if (v != 3) continue;
          for (int m = 0; m < kMoves; ++m) {
            const uint64_t cs = child[m];
            const uint64_t j = (cs >> 4) * kTwistRaw + twist_conj[twist_move[tw * kMoves + m] * kSyms + (cs & 15)];
            if (get2a(p, j) == cur) {
              claim2a(p, i, nxt);  // this block's own entry
              mark(i);
              ++added;
              break;
            }
          }
        } else {
          if (v != cur) continue;
          for (int m = 0; m < kMoves; ++m) {
            const uint64_t cs = child[m];
            const uint64_t crow = cs >> 4;
            const int twc = twist_conj[twist_move[tw * kMoves + m] * kSyms + (cs & 15)];
            const uint64_t cb = crow * kTwistRaw;
            if (get2a(p, cb + twc) != 3 || !claim2a(p, cb + twc, nxt)) continue;
            mark(cb + twc);
            ++added;
            const int ccls = static_cast<int>(crow / kPer);
            uint32_t self = t.fs_self[ccls] >> 1;
            if (self == 0) continue;
            const int css = kLarge ? static_cast<int>(t.fs_rep[ccls] >> 11) * 24 + static_cast<int>(crow % 24) : 0;
            for (int k = 1; self != 0; ++k, self >>= 1) {
              if ((self & 1) == 0) continue;
              const uint64_t rowk = kLarge ? static_cast<uint64_t>(ccls) * 24 + ss_conj[css * kSyms + k] : crow;
              const uint64_t j = rowk * kTwistRaw + twist_conj[twc * kSyms + k];
              if (get2a(p, j) == 3 && claim2a(p, j, nxt)) {
                mark(j);
                ++added;
              }
            }
          }
        }
      }
      if (reporter && progress && (row & 1023) == 1023) {
        const double f = base + weight * std::min(1.0, static_cast<double>(filled + added * threads) / static_cast<double>(n));
        if (f - last_report > 0.002) {
          last_report = f;
          progress(f);
        }
      }
    }
     }
     added_all += added;
    };
    if (threads <= 1) {
      work(true);
    } else {
      std::vector<std::thread> pool;
      for (int k = 1; k < threads; ++k) pool.emplace_back(work, false);
      work(true);
      for (std::thread& th : pool) th.join();
    }
    const uint64_t added = added_all.load();
    filled += added;
    at_depth = added;
    if (added) counts.push_back(added);
    const double f = base + weight * static_cast<double>(filled) / static_cast<double>(n);
    if (progress && f > last_report) {  // never backwards (the threaded estimate may run ahead)
      last_report = f;
      progress(f);
    }
  }
  if (filled != n) throw std::logic_error("optimal tables: breadth-first search did not reach every entry");
  for (uint64_t i = n; i < (n + 3) / 4 * 4; ++i) set2(p, i, 0);  // padding: deterministic, never 3
}

// Packs the large table into its symbols (optimal_tables.h): the distance mod 3
// below 10 (work), 3 for 10 (and 13), 4 for 11 and 12 (far: 10 or more), three
// entries in 7 bits. Front to back and in place: work lies at the end of out's
// buffer, far enough on that the packed bytes written never reach work bytes still
// to be read (packing writes 7/24 of a byte an entry, work holds 1/4).
void pack_large(const uint8_t* work, const uint8_t* far, uint8_t* out) {
  uint64_t acc = 0;
  int bits = 0;
  size_t pos = 0;
  for (uint64_t g = 0; g < kLargeGroups; ++g) {
    int code = 0;
    for (int k = 2; k >= 0; --k) {
      const uint64_t i = g * 3 + k;
      int sym = 0;
      if (i < kLargeEntries) {
        const int v = work[i >> 2] >> ((i & 3) << 1) & 3;
        sym = (far[i >> 3] >> (i & 7) & 1) ? (v == kLargeFar % 3 ? 3 : 4) : v;
      }
      code = code * kLargeSymbols + sym;
    }
    acc |= static_cast<uint64_t>(code) << bits;
    for (bits += 7; bits >= 8; bits -= 8, acc >>= 8) out[pos++] = static_cast<uint8_t>(acc);
  }
  if (bits > 0) out[pos++] = static_cast<uint8_t>(acc);
  while (pos < kLargePackedBytes) out[pos++] = 0;
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
  f("flipslice_twist_bound2", t.bound, size_t{(kSmallEntries + 3) / 4});
  if (t.size == TableSize::Large) {
    f("ss_move", t.ss_move, size_t{kSliceSorted} * kMoves);
    f("ss_conj", t.ss_conj, size_t{kSliceSorted} * kSyms);
    f("flipslicesorted_twist_sym5", t.prune, size_t{kLargePackedBytes});
  } else {
    f("flipslice_twist_prun2", t.prune, size_t{(kSmallEntries + 3) / 4});
  }
}

}  // namespace

size_t Tables::bytes() const {
  auto b = [](const auto& v) { return v.size() * sizeof(v[0]); };
  return b(flip_move) + b(slice_move) + b(twist_move) + b(fs_r2s) + b(fs_rep) + b(fs_self) + b(twist_conj) +
         b(ss_move) + b(ss_conj) + b(bound) + b(prune);
}

std::shared_ptr<const Tables> build_tables(TableSize size, const std::function<void(double)>& progress, int threads) {
  auto t = std::make_shared<Tables>();
  t->size = size;
  if (progress) progress(0);
  build_small_tables(*t);
  if (progress) progress(0.02);
  if (size == TableSize::Large) {
    // The small table for `bound` (4% of the large one's work), then the large one:
    // searched in 2 bits an entry at the end of the packed table's buffer (peak:
    // 986 MB + the 423 MB `far` bits), then packed in place.
    PruneBytes small((kSmallEntries + 3) / 4);
    std::vector<uint64_t> counts;
    build_prune<false>(*t, small.data(), &t->bound, nullptr, counts, progress, 0.02, 0.04, threads);
    small = PruneBytes();
    constexpr size_t kWorkBytes = (kLargeEntries + 3) / 4, kSlack = 64;
    t->prune.resize(kLargePackedBytes + kSlack);
    uint8_t* work = t->prune.data() + t->prune.size() - kWorkBytes;
    {
      std::vector<uint8_t> far((kLargeEntries + 7) / 8);
      build_prune<true>(*t, work, nullptr, far.data(), t->depth_counts, progress, 0.06, 0.93, threads);
      pack_large(work, far.data(), t->prune.data());
    }
    t->prune.resize(kLargePackedBytes);
  } else {
    t->prune.resize((kSmallEntries + 3) / 4);
    build_prune<false>(*t, t->prune.data(), &t->bound, nullptr, t->depth_counts, progress, 0.02, 0.98, threads);
  }
  if (progress) progress(1);
  return t;
}

std::shared_ptr<const Tables> try_build_tables(TableSize size, const std::function<void(double)>& progress,
                                               int threads, std::string* error) {
  try {
    return build_tables(size, progress, threads);
  } catch (const std::bad_alloc&) {
    if (error)
      *error = std::string("not enough memory to build the ") + (size == TableSize::Large ? "large" : "small") +
               " optimal table (about " + std::to_string(table_memory_bytes(size) >> 20) + " MiB)";
  } catch (const std::exception& e) {
    if (error) *error = std::string("optimal table build failed: ") + e.what();
  }
  return nullptr;
}

size_t table_memory_bytes(TableSize size) {
  const size_t small_parts = (size_t{kFlip} + kSlice + kTwist) * kMoves * 2 + size_t{kFlipSliceRaw} * 4 +
                             size_t{kFlipSliceClasses} * 6 + size_t{kTwist} * kSyms * 2;
  const size_t large_parts = size == TableSize::Large ? size_t{kSliceSorted} * (kMoves * 2 + kSyms) : 0;
  return small_parts + large_parts + static_cast<size_t>((kSmallEntries + 3) / 4) +
         static_cast<size_t>(size == TableSize::Large ? kLargePackedBytes : (kSmallEntries + 3) / 4);
}

std::vector<uint8_t> tables_to_bytes(const Tables& t) {
  TableWriter w(table_set_name(t.size), kTableSetVersion);
  for_each_table(const_cast<Tables&>(t),
                 [&](const char* name, auto& v, size_t) { w.add(name, kTableVersion, v.data(), v.size() * sizeof(v[0])); });
  return w.finish();
}

namespace {

// adopt: when not null, the blob (data, size) itself, whose prune table is moved to
// its start and taken over instead of copied.
std::shared_ptr<const Tables> load(const uint8_t* data, size_t size, std::string* error, PruneBytes* adopt) {
  // Which set: the name follows the 8-byte magic (u16 length, bytes).
  TableSize ts = TableSize::Small;
  if (size >= 10) {
    const size_t len = data[8] | static_cast<size_t>(data[9]) << 8;
    if (size >= 10 + len && std::string_view(reinterpret_cast<const char*>(data + 10), len) ==
                                table_set_name(TableSize::Large))
      ts = TableSize::Large;
  }
  std::optional<TableReader> r = TableReader::open(data, size, table_set_name(ts), kTableSetVersion, error);
  if (!r) return nullptr;
  auto t = std::make_shared<Tables>();
  t->size = ts;
  bool ok = true;
  for_each_table(*t, [&](const char* name, auto& v, size_t count) {
    if (!ok) return;
    if constexpr (std::is_same_v<std::decay_t<decltype(v)>, PruneBytes>) {
      if (adopt) {
        // The prune table is the last one: its data ends 8 bytes before the end.
        const TableInfo& last = r->tables().back();
        if (last.name != name || last.version != kTableVersion || last.size != count || size < count + 8) {
          if (error) *error = std::string("table '") + name + "' missing or of the wrong size";
          ok = false;
          return;
        }
        std::memmove(adopt->data(), adopt->data() + (size - 8 - count), count);
        adopt->resize(count);
        v = std::move(*adopt);
        return;
      }
    }
    v.resize(count);
    ok = r->read(name, kTableVersion, v.data(), count * sizeof(v[0]), error);
  });
  if (!ok) return nullptr;
  if (r->tables().size() != (ts == TableSize::Large ? 11u : 9u)) {
    if (error) *error = "optimal table set has unexpected tables";
    return nullptr;
  }
  // The checksums say the bytes are as written; these say they index nothing out of
  // range (a forged file cannot make the search read outside its tables).
  bool in_range = within(t->flip_move, kFlip) && within(t->slice_move, kSlice) && within(t->twist_move, kTwist) &&
                  within(t->fs_r2s, uint64_t{kFlipSliceClasses} << 4) && within(t->fs_rep, kFlipSliceRaw) &&
                  within(t->twist_conj, kTwist) && within(t->ss_move, kSliceSorted) && within(t->ss_conj, 24);
  // No entry of the finished small table holds 3 ("not reached"); in the large one
  // every 7-bit code decodes to symbols (kLargeDecode), whatever its value.
  if (ts == TableSize::Small)
    for (uint8_t b : t->prune) in_range = in_range && (b & (b >> 1) & 0x55) == 0;
  if (!in_range) {
    if (error) *error = "optimal tables hold out-of-range values";
    return nullptr;
  }
  return t;
}

}  // namespace

std::shared_ptr<const Tables> tables_from_bytes(const uint8_t* data, size_t size, std::string* error) {
  return load(data, size, error, nullptr);
}

namespace {
// checksum64 (tables/table_file.cpp) computed incrementally; the exporter's test
// checks that both agree byte for byte.
class Checksum {
 public:
  void add(const uint8_t* p, size_t n) {
    size_ += n;
    while (n > 0) {
      if (fill_ == 0 && n >= 8) {
        uint64_t w;
        std::memcpy(&w, p, 8);
        word(w);
        p += 8;
        n -= 8;
        continue;
      }
      buf_[fill_++] = *p++;
      --n;
      if (fill_ == 8) {
        uint64_t w;
        std::memcpy(&w, buf_, 8);
        word(w);
        fill_ = 0;
      }
    }
  }
  uint64_t finish() {
    for (int i = 0; i < fill_; ++i) h_ = (h_ ^ buf_[i]) * 0x100000001b3ull;
    h_ ^= size_;
    h_ *= 0x100000001b3ull;
    return h_ ^ (h_ >> 32);
  }

 private:
  void word(uint64_t w) {
    h_ = (h_ ^ w) * 0x100000001b3ull;
    h_ ^= h_ >> 29;
  }
  uint64_t h_ = 0xcbf29ce484222325ull;
  uint64_t size_ = 0;
  uint8_t buf_[8] = {};
  int fill_ = 0;
};

void put(std::vector<uint8_t>& out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<uint8_t>(v >> (8 * i)));
}
void put_name(std::vector<uint8_t>& out, const std::string& s) {
  put(out, s.size(), 2);
  out.insert(out.end(), s.begin(), s.end());
}
}  // namespace

TableExporter::TableExporter(std::shared_ptr<const Tables> t) : t_(std::move(t)) {
  Tables& tt = const_cast<Tables&>(*t_);
  const std::string set = table_set_name(tt.size);
  prefix_.insert(prefix_.end(), {'C', 'U', 'B', 'E', 'T', 'B', 'L', '1'});
  put_name(prefix_, set);
  put(prefix_, kTableSetVersion, 4);
  int count = 0;
  for_each_table(tt, [&](const char*, auto&, size_t) { ++count; });
  put(prefix_, static_cast<uint64_t>(count), 4);
  for_each_table(tt, [&](const char* name, auto& v, size_t) {
    const size_t bytes = v.size() * sizeof(v[0]);
    const uint8_t* p = reinterpret_cast<const uint8_t*>(v.data());
    put_name(prefix_, name);
    put(prefix_, kTableVersion, 4);
    put(prefix_, bytes, 8);
    put(prefix_, checksum64(p, bytes), 8);
    if constexpr (std::is_same_v<std::decay_t<decltype(v)>, PruneBytes>) prune_size_ = bytes;
    else prefix_.insert(prefix_.end(), p, p + bytes);
  });
  Checksum c;
  c.add(prefix_.data(), prefix_.size());
  c.add(t_->prune.data(), prune_size_);
  const uint64_t h = c.finish();
  for (int i = 0; i < 8; ++i) suffix_[i] = static_cast<uint8_t>(h >> (8 * i));
}

void TableExporter::read(size_t offset, uint8_t* out, size_t n) const {
  const size_t total = size();
  if (offset >= total) return;
  n = std::min(n, total - offset);
  const size_t a = prefix_.size(), b = a + prune_size_;
  while (n > 0) {
    size_t k;
    if (offset < a) {
      k = std::min(n, a - offset);
      std::memcpy(out, prefix_.data() + offset, k);
    } else if (offset < b) {
      k = std::min(n, b - offset);
      std::memcpy(out, t_->prune.data() + (offset - a), k);
    } else {
      k = std::min(n, total - offset);
      std::memcpy(out, suffix_ + (offset - b), k);
    }
    out += k;
    offset += k;
    n -= k;
  }
}

std::vector<uint8_t> TableExporter::chunk(size_t index, size_t chunk_size) const {
  const size_t off = index * chunk_size;
  if (off >= size()) return {};
  std::vector<uint8_t> out(std::min(chunk_size, size() - off));
  read(off, out.data(), out.size());
  return out;
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
  const size_t size = blob_.size();
  return load(blob_.data(), size, error, &blob_);
}

namespace {
tables::SharedTables<Tables> g_shared;
}  // namespace

void install_tables(std::shared_ptr<const Tables> t) { g_shared.install(std::move(t)); }
std::shared_ptr<const Tables> installed_tables() { return g_shared.installed(); }
std::shared_ptr<const Tables> default_tables() { return g_shared.get_or_build([] { return build_tables(); }); }

}  // namespace cube::optimal
