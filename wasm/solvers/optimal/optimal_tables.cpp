#include "solvers/optimal/optimal_tables.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <atomic>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <type_traits>

#include "tables/coordinates.h"
#include "tables/memory_room.h"
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
template struct HugeAllocator<uint32_t>;

int table_orders(TableSize size) {
  switch (size) {
    case TableSize::XLarge: return 48;
    case TableSize::Large: return 24;
    case TableSize::Medium: return 6;
    default: return 1;
  }
}
const char* size_name(TableSize size) {
  switch (size) {
    case TableSize::XLarge: return "xlarge";
    case TableSize::Large: return "large";
    case TableSize::Medium: return "medium";
    default: return "small";
  }
}
std::string table_set_name(TableSize size) { return std::string(kTableSetName) + "." + size_name(size); }
uint64_t table_entries(TableSize size) { return kSmallEntries * table_orders(size); }

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
int corner_parity(const CubieCube& c) {
  int inversions = 0;
  for (int i = 0; i < 8; ++i)
    for (int j = i + 1; j < 8; ++j) inversions += c.cp[j] < c.cp[i];
  return inversions & 1;
}
int get_ordered_slice(const CubieCube& c, int orders) {
  const int ss = get_slice_sorted(c);
  return ss / 24 * orders + order_class(ss % 24, orders, orders == 48 ? corner_parity(c) : 0);
}
void set_ordered_slice(CubieCube& c, int os, int orders) {
  set_slice_sorted(c, os / orders * 24 + order_of_class(os % orders, orders));
  if (orders == 48 && corner_parity(c) != parity_of_class(os % orders, orders)) std::swap(c.cp[0], c.cp[1]);
}

namespace {

constexpr uint32_t kTableVersion = 1;  // of each table's content and layout

inline int fs_of(const CubieCube& c) { return get_slice_fast(c) * 2048 + get_flip(c); }
inline void set_fs(CubieCube& c, int fs) {
  set_slice(c, fs >> 11);
  set_flip(c, fs & 2047);
}

// Entry i of a table of 2-bit entries set to v (get2 in optimal_tables.h reads it).
inline void set2(uint8_t* p, uint64_t i, int v) {
  const int sh = static_cast<int>(i & 3) << 1;
  p[i >> 2] = static_cast<uint8_t>((p[i >> 2] & ~(3 << sh)) | (v << sh));
}

// The breadth-first search's view of the 2-bit table and `bound`: plain loads and
// stores for one thread (the browser's case), relaxed atomics when threads share the
// table (plain loads and stores on x86 and WASM, and an atomic "3 -> v").
template <bool kShared>
struct Entries {
  uint8_t* p;
  uint8_t* bp;     // bound, or null
  uint64_t bytes;  // of p

  uint8_t byte(uint64_t b) const {
    if constexpr (kShared) return __atomic_load_n(p + b, __ATOMIC_RELAXED);
    else return p[b];
  }
  int get(uint64_t i) const { return byte(i >> 2) >> ((i & 3) << 1) & 3; }
  // Entries 32w .. 32w + 31 (bytes past the end read as 0).
  uint64_t word(uint64_t w) const {
    uint64_t x = 0;
    if ((w + 1) * 8 <= bytes) {
      if constexpr (kShared) return __atomic_load_n(reinterpret_cast<const uint64_t*>(p) + w, __ATOMIC_RELAXED);
      std::memcpy(&x, p + w * 8, 8);
      return x;
    }
    for (uint64_t b = w * 8; b < bytes; ++b) x |= static_cast<uint64_t>(byte(b)) << (8 * (b - w * 8));
    return x;
  }
  // 3 -> v; 1 when this call made it, else 0 (without a branch for one thread: the
  // forward pass finds an unreached neighbour about half the time).
  int claim(uint64_t i, int v) {
    const int sh = static_cast<int>(i & 3) << 1;
    if constexpr (kShared) {
      if ((byte(i >> 2) >> sh & 3) != 3) return 0;
      const uint8_t old = __atomic_fetch_and(p + (i >> 2), static_cast<uint8_t>(~((3 ^ v) << sh)), __ATOMIC_RELAXED);
      return (old >> sh & 3) == 3;
    } else {
      uint8_t& b = p[i >> 2];
      const int was = (b >> sh & 3) == 3;
      b = static_cast<uint8_t>(b & ~((was * (3 ^ v)) << sh));
      return was;
    }
  }
  // bound's value bv for entry i when `claimed` (the entry is reached exactly once).
  void mark(uint64_t i, int bv, int claimed) {
    if (bp) or_bits(bp + (i >> 2), static_cast<uint8_t>((bv * claimed) << ((i & 3) << 1)));
  }
  static void or_bits(uint8_t* b, uint8_t bits) {
    if constexpr (kShared) {
      if (bits) __atomic_fetch_or(b, bits, __ATOMIC_RELAXED);
    } else {
      *b |= bits;
    }
  }
};

inline constexpr uint64_t kLowBits = 0x5555555555555555ull;  // bit 0 of each 2-bit entry
// Bit 2k is set where entry k of the word x holds v.
inline uint64_t entries_equal(uint64_t x, int v) {
  const uint64_t y = ~(x ^ (kLowBits * static_cast<uint64_t>(v)));
  return y & (y >> 1) & kLowBits;
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
  t.flip_move = raw_move_table(
      kFlip, moves18, [](CubieCube& c, int v) { set_flip(c, v); }, [](const CubieCube& c) { return get_flip(c); });
  t.slice_move = raw_move_table(
      kSlice, moves18, [](CubieCube& c, int v) { set_slice(c, v); }, [](const CubieCube& c) { return get_slice(c); });
  t.twist_move = raw_move_table(
      kTwist, moves18, [](CubieCube& c, int v) { set_twist(c, v); }, [](const CubieCube& c) { return get_twist(c); });
  t.twist_conj = conj_table(
      kTwist, 1, true, [](CubieCube& c, int v) { set_twist(c, v); }, [](const CubieCube& c) { return get_twist(c); });
  reduce_flip_slice(t);
  const int orders = table_orders(t.size);
  if (orders > 1) {
    // The order classes are carried consistently by moves and symmetries (optimal_tables.h),
    // so the class's representative stands for every order in it.
    const auto set = [orders](CubieCube& c, int v) { set_ordered_slice(c, v, orders); };
    const auto get = [orders](const CubieCube& c) { return get_ordered_slice(c, orders); };
    t.ss_move = raw_move_table(ordered_slices(t.size), moves18, set, get);
    // Edges conjugated only: the corners stay as set, and so does their parity, as
    // it would under a whole conjugation (it keeps a permutation's cycle type).
    const std::vector<uint16_t> conj = conj_table(ordered_slices(t.size), 1, false, set, get);
    t.ss_conj.resize(conj.size());
    for (size_t i = 0; i < conj.size(); ++i) t.ss_conj[i] = static_cast<uint8_t>(conj[i] % orders);
  }
}

// The twist of a child entry for each move m and symmetry s of the child row:
// [(m * kSyms + s) * kTwistRaw + tw] = twist_conj[twist_move[tw * kMoves + m] * kSyms + s].
// A row's entries then read 18 of these 4 KB arrays in order (one lookup, not two).
std::vector<uint16_t> child_twists(const Tables& t) {
  std::vector<uint16_t> out(size_t{kMoves} * kSyms * kTwistRaw);
  for (int m = 0; m < kMoves; ++m)
    for (int s = 0; s < kSyms; ++s)
      for (int tw = 0; tw < kTwistRaw; ++tw)
        out[(static_cast<size_t>(m) * kSyms + s) * kTwistRaw + tw] =
            t.twist_conj[t.twist_move[tw * kMoves + m] * kSyms + s];
  return out;
}

// One depth of the breadth-first search.
struct Pass {
  const Tables* t;
  const uint16_t* child_twists;
  uint64_t n;    // entries
  int cur, nxt;  // the current depth and the next, mod 3
  int bv;        // what `bound` gets for the entries reached now
  bool backward;
};

#if defined(__wasm__)
// Where the loads that stand in for prefetches put their sum (never read).
volatile uint32_t g_prefetch_sink;
#endif

// The 18 children of one row, computed once for its 2,187 entries: the child row,
// its first entry, the twists of its entries (child_twists for the move and the
// symmetry that takes the child to its class's representative), and the other
// symmetries that fix the child's class (rare: most classes have none). kOrders: rows
// per flip-slice class (table_orders).
template <int kOrders>
struct RowChildren {
  static constexpr bool kPacked = kOrders > 1;
  uint64_t row = ~uint64_t{0};
  uint64_t crow[kMoves];
  uint64_t base[kMoves];
  const uint16_t* twists[kMoves];
  uint16_t self[kMoves];  // fs_self of the child's class without the identity

  void set(const Pass& ps, uint64_t r) {
    row = r;
    const Tables& t = *ps.t;
    const uint32_t rep = t.fs_rep[row / kOrders];
    const int flip = rep & 2047;
    const int sl = static_cast<int>(rep >> 11) * kOrders + static_cast<int>(row % kOrders);
    const uint16_t* slice_move = kPacked ? t.ss_move.data() : t.slice_move.data();
    for (int m = 0; m < kMoves; ++m) {
      const int sl2 = slice_move[sl * kMoves + m];
      const int slice2 = sl2 / kOrders;
      const uint32_t rs = t.fs_r2s[slice2 * 2048 + t.flip_move[flip * kMoves + m]];
      crow[m] = kPacked ? static_cast<uint64_t>(rs >> 4) * kOrders + t.ss_conj[sl2 * kSyms + (rs & 15)] : rs >> 4;
      base[m] = crow[m] * kTwistRaw;
      twists[m] = ps.child_twists + (static_cast<size_t>(m) * kSyms + (rs & 15)) * kTwistRaw;
      self[m] = static_cast<uint16_t>(t.fs_self[rs >> 4] >> 1);
    }
  }
  // The child rows' bytes (about 9 cache lines each) on their way to the cache while
  // the row before is worked on. WebAssembly has no prefetch instruction: there, one
  // load a line (independent loads, whose misses overlap), their sum kept.
  void prefetch(const uint8_t* p) const {
    [[maybe_unused]] uint32_t sum = 0;
    for (int m = 0; m < kMoves; ++m)
      for (uint64_t b = (base[m] >> 2) & ~uint64_t{63}; b <= (base[m] + kTwistRaw - 1) >> 2; b += 64) {
#if defined(__wasm__)
        sum += p[b];
#else
        __builtin_prefetch(p + b, 1);
#endif
      }
#if defined(__wasm__)
    g_prefetch_sink = sum;
#endif
  }
};

// Entry twc of child row crow was just reached; when the child's class is fixed by
// other symmetries, the entries they map it to are the same cube and reached too.
template <int kOrders, bool kShared>
uint64_t claim_symmetric(const Pass& ps, Entries<kShared>& e, uint64_t crow, int twc, uint32_t self) {
  const Tables& t = *ps.t;
  constexpr bool kPacked = kOrders > 1;
  const int ccls = static_cast<int>(crow / kOrders);
  const int css = kPacked ? static_cast<int>(t.fs_rep[ccls] >> 11) * kOrders + static_cast<int>(crow % kOrders) : 0;
  uint64_t added = 0;
  for (int k = 1; self != 0; ++k, self >>= 1) {
    if ((self & 1) == 0) continue;
    const uint64_t rowk = kPacked ? static_cast<uint64_t>(ccls) * kOrders + t.ss_conj[css * kSyms + k] : crow;
    const uint64_t j = rowk * kTwistRaw + t.twist_conj[twc * kSyms + k];
    const int c = e.claim(j, ps.nxt);
    e.mark(j, ps.bv, c);
    added += c;
  }
  return added;
}

// Entries [e0, e1) of the table, e0 a multiple of 32: the entries to work on are
// found 32 at a time in 64-bit words (most words have none in most passes), and a
// row's children are computed when its first such entry comes. Returns the entries
// reached. Not inlined: in a browser the hot loop then sits in a function called
// thousands of times, which V8 soon recompiles with its optimising tier (a
// WebAssembly function already running keeps its baseline code: 1.4x slower).
template <int kOrders, bool kShared>
[[gnu::noinline]] uint64_t run_block(const Pass& ps, Entries<kShared> e, uint64_t e0, uint64_t e1) {
  RowChildren<kOrders> rows[2];
  RowChildren<kOrders>* ch = &rows[0];
  RowChildren<kOrders>* ahead = &rows[1];  // the next row's, fetched while this one is worked on
  uint64_t row_begin = 0, row_end = 0;
  uint64_t added = 0;
  const int want = ps.backward ? 3 : ps.cur;
  for (uint64_t w = e0 / 32; w * 32 < e1; ++w) {
    uint64_t bits = entries_equal(e.word(w), want);
    if (e1 - w * 32 < 32) bits &= (uint64_t{1} << (2 * (e1 - w * 32))) - 1;
    while (bits) {
      const uint64_t i = w * 32 + (__builtin_ctzll(bits) >> 1);
      bits &= bits - 1;
      if (i >= row_end) {
        const uint64_t row = i / kTwistRaw;
        row_begin = row * kTwistRaw;
        row_end = row_begin + kTwistRaw;
        if (ahead->row == row) std::swap(ch, ahead);
        else ch->set(ps, row);
        if (row_end < e1) {
          ahead->set(ps, row + 1);
          ahead->prefetch(e.p);
        }
      }
      const int tw = static_cast<int>(i - row_begin);
      if (ps.backward) {
        // Unreached: one deeper when a neighbour is at the current depth. Six
        // neighbours are read at a time without a branch (there is usually a hit
        // among them when there is one at all).
        int hit = 0;
        for (int g = 0; g < kMoves && !hit; g += 6)
          for (int m = g; m < g + 6; ++m) hit |= e.get(ch->base[m] + ch->twists[m][tw]) == ps.cur;
        if (hit) {
          e.claim(i, ps.nxt);  // this block's own entry
          e.mark(i, ps.bv, 1);
          ++added;
        }
      } else {
        for (int m = 0; m < kMoves; ++m) {
          const int twc = ch->twists[m][tw];
          const uint64_t j = ch->base[m] + twc;
          const int c = e.claim(j, ps.nxt);
          e.mark(j, ps.bv, c);
          added += c;
          if (ch->self[m] && c) added += claim_symmetric<kOrders>(ps, e, ch->crow[m], twc, ch->self[m]);
        }
      }
    }
  }
  return added;
}

// Rows per work item: 64 x 2,187 entries are whole 64-bit words, so a block owns the
// words it scans (the backward pass writes only its own entries).
constexpr uint64_t kBlockEntries = uint64_t{64} * kTwistRaw;
static_assert(kBlockEntries % 32 == 0);

// Blocks taken from next_block until none is left; report(added so far) every 16.
template <int kOrders, bool kShared, class Report>
uint64_t run_blocks(const Pass& ps, Entries<kShared> e, std::atomic<uint64_t>& next_block, Report report) {
  uint64_t added = 0;
  for (uint64_t block; (block = next_block.fetch_add(1, std::memory_order_relaxed)) * kBlockEntries < ps.n;) {
    const uint64_t e0 = block * kBlockEntries;
    added += run_block<kOrders>(ps, e, e0, std::min(ps.n, e0 + kBlockEntries));
    if ((block & 15) == 15) report(added);
  }
  return added;
}

// Sets far's bit for every entry of the 2-bit table p not reached yet (3): in one
// sweep, 32 entries a word, rather than a bit written at random for every entry the
// following passes reach.
void mark_unreached(const uint8_t* p, uint64_t n, uint8_t* far) {
  const uint64_t words = n / 32;
  for (uint64_t w = 0; w < words; ++w) {
    uint64_t x;
    std::memcpy(&x, p + w * 8, 8);
    x = entries_equal(x, 3);  // bit 2k: entry 32w + k; gather them into bits k
    x = (x | x >> 1) & 0x3333333333333333ull;
    x = (x | x >> 2) & 0x0f0f0f0f0f0f0f0full;
    x = (x | x >> 4) & 0x00ff00ff00ff00ffull;
    x = (x | x >> 8) & 0x0000ffff0000ffffull;
    x = (x | x >> 16) & 0x00000000ffffffffull;
    for (int b = 0; b < 4; ++b) far[w * 4 + b] = static_cast<uint8_t>(x >> (8 * b));
  }
  for (uint64_t i = words * 32; i < n; ++i)
    if (get2(p, i) == 3) far[i >> 3] |= static_cast<uint8_t>(1u << (i & 7));
}

// Breadth-first search over the 2-bit table (3 = not reached yet). Forward: expand
// the entries at the current depth (and, harmlessly, those 3, 6, ... shallower,
// which share the value mod 3 but have no unreached neighbours). Backward: an
// unreached entry with a neighbour at the current depth is one deeper. The table is
// walked by rows: one row is a flip-slice class (small) or a class and an order class
// of the slice edges (the packed sizes), 2,187 twists each.
// p: the table (mod 3), (n + 3) / 4 bytes; bound: when not null, the coarse absolute
// distances too (Tables::bound); far: when not null, a bit per entry set for the
// entries at distance kLargeFar or more (zeroed by the caller); counts: entries at
// each depth.
template <int kOrders>
void build_prune(const Tables& t, uint8_t* p, std::vector<uint8_t>* bound, uint8_t* far, std::vector<uint64_t>& counts,
                 const std::function<void(double)>& progress, double base, double weight, int threads) {
  // Threads read the table a word at a time with atomic loads: WASM traps on an
  // unaligned one (x86 only slows down), so a misplaced table fails here, natively too.
  if (threads > 1 && reinterpret_cast<uintptr_t>(p) % alignof(uint64_t) != 0) {
    throw std::logic_error("optimal tables: a table shared by threads must be 8-byte aligned");
  }
  const uint64_t n = kSmallEntries * kOrders;
  const uint64_t bytes = (n + 3) / 4;
  std::memset(p, 0xff, bytes);
  if (bound) bound->assign((n + 3) / 4, 0);
  uint8_t* bp = bound ? bound->data() : nullptr;
  set2(p, 0, 0);
  uint64_t filled = 1, at_depth = 1;
  counts.assign(1, 1);
  const std::vector<uint16_t> twists = child_twists(t);
  double last_report = 0;
  for (int depth = 0; filled < n && depth < 30; ++depth) {
    if (far && depth + 1 == kLargeFar) mark_unreached(p, n, far);
    Pass ps{&t, twists.data(), n, depth % 3, (depth + 1) % 3, std::min(3, std::max(0, depth + 1 - kBoundBase)), false};
    // Cost model: forward expands at_depth * 18 (+ self symmetries), backward
    // checks each unreached entry until a hit.
    ps.backward = at_depth * 18 > (n - filled) * 4;
    std::atomic<uint64_t> next_block{0};
    auto report = [&](uint64_t added) {
      if (!progress) return;
      const double f =
          base + weight * std::min(1.0, static_cast<double>(filled + added * threads) / static_cast<double>(n));
      if (f - last_report > 0.002) {
        last_report = f;
        progress(f);
      }
    };
    uint64_t added = 0;
    if (threads <= 1) {
      added = run_blocks<kOrders>(ps, Entries<false>{p, bp, bytes}, next_block, report);
    } else {
      const Entries<true> e{p, bp, bytes};
      std::atomic<uint64_t> others{0};
      std::vector<std::thread> pool;
      for (int k = 1; k < threads; ++k)
        pool.emplace_back([&] { others += run_blocks<kOrders>(ps, e, next_block, [](uint64_t) {}); });
      added = run_blocks<kOrders>(ps, e, next_block, report);
      for (std::thread& th : pool) th.join();
      added += others.load();
    }
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

// Packs the table of a packed size (n entries) into its symbols (optimal_tables.h): the distance mod 3
// below 10 (work), 3 for 10 (and 13), 4 for 11 and 12 (far: 10 or more), three
// entries in 7 bits. Front to back and in place: work lies at the end of out's
// buffer, far enough on that the packed bytes written never reach work bytes still
// to be read (packing writes 7/24 of a byte an entry, work holds 1/4).
void pack_symbols(const uint8_t* work, const uint8_t* far, uint64_t n, uint8_t* out) {
  uint64_t acc = 0;
  int bits = 0;
  size_t pos = 0;
  for (uint64_t g = 0; g < packed_groups(n); ++g) {
    int code = 0;
    for (int k = 2; k >= 0; --k) {
      const uint64_t i = g * 3 + k;
      int sym = 0;
      if (i < n) {
        const int v = get2(work, i);
        sym = (far[i >> 3] >> (i & 7) & 1) ? (v == kLargeFar % 3 ? 3 : 4) : v;
      }
      code = code * kLargeSymbols + sym;
    }
    acc |= static_cast<uint64_t>(code) << bits;
    for (bits += 7; bits >= 8; bits -= 8, acc >>= 8) out[pos++] = static_cast<uint8_t>(acc);
  }
  if (bits > 0) out[pos++] = static_cast<uint8_t>(acc);
  while (pos < packed_bytes(n)) out[pos++] = 0;
}

template <class V>
bool within(const V& v, uint64_t bound) {
  for (auto x : v)
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
  } else if (t.size == TableSize::Medium) {  // the order up to V4 (optimal_tables.h)
    f("ssv4_move", t.ss_move, size_t(ordered_slices(t.size)) * kMoves);
    f("ssv4_conj", t.ss_conj, size_t(ordered_slices(t.size)) * kSyms);
    f("flipslicesortedv4_twist_sym5", t.prune, static_cast<size_t>(packed_bytes(t.entries())));
  } else if (t.size == TableSize::XLarge) {  // the order and the corners' parity
    f("ssparity_move", t.ss_move, size_t(ordered_slices(t.size)) * kMoves);
    f("ssparity_conj", t.ss_conj, size_t(ordered_slices(t.size)) * kSyms);
    f("flipslicesortedparity_twist_sym5", t.prune, static_cast<size_t>(packed_bytes(t.entries())));
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

namespace {

// A packed table (medium: kOrders 6, large: 24, xlarge: 48) and `bound` into t.
template <int kOrders>
void build_packed(Tables& t, const std::function<void(double)>& progress, int threads) {
  constexpr uint64_t n = kSmallEntries * kOrders;
  // The packed table's buffer first: where memory is short, the build fails at once
  // rather than after the small table's work (the peak stays the same: the small
  // table is freed before the `far` bits are taken).
  constexpr size_t kWorkBytes = (n + 3) / 4, kSlack = 64;
  t.prune.resize(packed_bytes(n) + kSlack);
  // The small table for `bound` (4% of the large one's work, 17% of the medium's),
  // then the packed one: searched in 2 bits an entry at the end of the packed table's
  // buffer (peak: the packed bytes + the `far` bits, n / 8), then packed in place.
  PruneBytes small((kSmallEntries + 3) / 4);
  std::vector<uint64_t> counts;
  const double small_share = kOrders == 48 ? 0.02 : kOrders == 24 ? 0.04 : 0.15;
  build_prune<1>(t, small.data(), &t.bound, nullptr, counts, progress, 0.02, small_share, threads);
  small = PruneBytes();
  // 8-byte aligned for the threads' word reads; the slack keeps it behind the packing.
  uint8_t* work = t.prune.data() + ((t.prune.size() - kWorkBytes) & ~size_t{7});
  {
    std::vector<uint8_t> far((n + 7) / 8);
    build_prune<kOrders>(t, work, nullptr, far.data(), t.depth_counts, progress, 0.02 + small_share, 0.97 - small_share,
                         threads);
    pack_symbols(work, far.data(), n, t.prune.data());
  }
  t.prune.resize(packed_bytes(n));
}

}  // namespace

std::shared_ptr<const Tables> build_tables(TableSize size, const std::function<void(double)>& progress, int threads) {
  auto t = std::make_shared<Tables>();
  t->size = size;
  if (progress) progress(0);
  build_small_tables(*t);
  if (progress) progress(0.02);
  if (size == TableSize::XLarge) {
    build_packed<48>(*t, progress, threads);
  } else if (size == TableSize::Large) {
    build_packed<24>(*t, progress, threads);
  } else if (size == TableSize::Medium) {
    build_packed<6>(*t, progress, threads);
  } else {
    t->prune.resize((kSmallEntries + 3) / 4);
    build_prune<1>(*t, t->prune.data(), &t->bound, nullptr, t->depth_counts, progress, 0.02, 0.98, threads);
  }
  if (progress) progress(1);
  return t;
}

std::shared_ptr<const Tables> try_build_tables(TableSize size, const std::function<void(double)>& progress, int threads,
                                               MessageOut error) {
  const auto no_room = [&] {
    error.set(message("optimal_no_memory_build", {{"size", size_name(size)}, {"mib", build_peak_bytes(size) >> 20}}));
    return nullptr;
  };
  // The build's peak asked for first (memory_room.h: also where bad_alloc is not caught),
  // as the tables and the packed sizes' `far` bits (xlarge: 1.9 GiB and 0.8 GiB).
  const size_t far = build_peak_bytes(size) - table_memory_bytes(size);
  if (!(far ? memory_room(table_memory_bytes(size), far) : memory_room(build_peak_bytes(size)))) return no_room();
  try {
    return build_tables(size, progress, threads);
  } catch (const std::bad_alloc&) {
    return no_room();
  } catch (const std::exception& e) {
    error.set(message("optimal_build_failed", {{"what", e.what()}}));
  }
  return nullptr;
}

size_t table_memory_bytes(TableSize size) {
  const size_t small_parts = (size_t{kFlip} + kSlice + kTwist) * kMoves * 2 + size_t{kFlipSliceRaw} * 4 +
                             size_t{kFlipSliceClasses} * 6 + size_t{kTwist} * kSyms * 2;
  const size_t ordered_parts = packed(size) ? size_t(ordered_slices(size)) * (kMoves * 2 + kSyms) : 0;
  return small_parts + ordered_parts + static_cast<size_t>((kSmallEntries + 3) / 4) +
         static_cast<size_t>(packed(size) ? packed_bytes(table_entries(size)) : (kSmallEntries + 3) / 4);
}

size_t build_peak_bytes(TableSize size) {
  return table_memory_bytes(size) + (packed(size) ? static_cast<size_t>((table_entries(size) + 7) / 8) : 0);
}

std::vector<uint8_t> tables_to_bytes(const Tables& t) {
  TableWriter w(table_set_name(t.size), kTableSetVersion);
  for_each_table(const_cast<Tables&>(t), [&](const char* name, auto& v, size_t) {
    w.add(name, kTableVersion, v.data(), v.size() * sizeof(v[0]));
  });
  return w.finish();
}

namespace {

// adopt: when not null, the blob (data, size) itself, whose prune table is moved to
// its start and taken over instead of copied.
std::shared_ptr<const Tables> load(const uint8_t* data, size_t size, const MessageOut& error, PruneBytes* adopt) {
  // Which set: the name follows the 8-byte magic (u16 length, bytes).
  TableSize ts = TableSize::Small;
  if (size >= 10) {
    const size_t len = data[8] | static_cast<size_t>(data[9]) << 8;
    for (TableSize named : {TableSize::Medium, TableSize::Large, TableSize::XLarge})
      if (size >= 10 + len && std::string_view(reinterpret_cast<const char*>(data + 10), len) == table_set_name(named))
        ts = named;
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
          error.set(message("optimal_table_wrong_size", {{"table", name}}));
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
  if (r->tables().size() != (packed(ts) ? 11u : 9u)) {
    error.set(message("optimal_unexpected_tables"));
    return nullptr;
  }
  // The checksums say the bytes are as written; these say they index nothing out of
  // range (a forged file cannot make the search read outside its tables).
  bool in_range = within(t->flip_move, kFlip) && within(t->slice_move, kSlice) && within(t->twist_move, kTwist) &&
                  within(t->fs_r2s, uint64_t{kFlipSliceClasses} << 4) && within(t->fs_rep, kFlipSliceRaw) &&
                  within(t->twist_conj, kTwist) && within(t->ss_move, ordered_slices(ts)) &&
                  within(t->ss_conj, table_orders(ts));
  // No entry of the finished small table holds 3 ("not reached"); in a packed one
  // every 7-bit code decodes to symbols (kLargeDecode), whatever its value.
  if (ts == TableSize::Small)
    for (uint8_t b : t->prune) in_range = in_range && (b & (b >> 1) & 0x55) == 0;
  if (!in_range) {
    error.set(message("optimal_out_of_range"));
    return nullptr;
  }
  return t;
}

}  // namespace

std::shared_ptr<const Tables> tables_from_bytes(const uint8_t* data, size_t size, MessageOut error) {
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
                         MessageOut error) {
  if (offset > blob_.size() || size > blob_.size() - offset) {
    error.set(message("table_chunk_misfit", {{"offset", offset}}));
    return false;
  }
  if (expected_checksum != 0 && checksum64(data, size) != expected_checksum) {
    error.set(message("table_chunk_checksum", {{"offset", offset}}));
    return false;
  }
  if (size) std::memcpy(blob_.data() + offset, data, size);
  filled_ += size;
  return true;
}

std::shared_ptr<const Tables> ChunkAssembler::finish(MessageOut error) {
  if (!complete()) {
    error.set(message("table_blob_incomplete", {{"filled", filled_}, {"total", blob_.size()}}));
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
std::shared_ptr<const Tables> default_tables() {
  return g_shared.get_or_build([] { return build_tables(); });
}

}  // namespace cube::optimal
