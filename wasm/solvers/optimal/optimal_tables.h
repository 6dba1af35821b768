// The pruning tables of the optimal solver (design and numbers: optimal.h).
//
// Small (the default, phones and desktops): Kociemba's "huge" phase-1 table. The
// coordinate is (flip, UD-slice positions, twist); flip x slice (1,013,760 values) is
// reduced by the 16 symmetries that keep the U-D axis to 64,430 classes, so the table
// has 64,430 x 2,187 = 140,908,410 entries, each the exact distance (face turns) to
// the subgroup <U, D, R2, L2, F2, B2> modulo 3, 2 bits an entry: 35.2 MB. The search
// knows the exact distance of the parent, so the child's exact distance follows
// from its value mod 3 (it differs from the parent's by at most 1).
//
// Built deterministically by a breadth-first search over the table itself (forward
// while the frontier is small, backward once it is large), with progress; saved and
// loaded through the byte format of tables/table_file.h (names, versions,
// checksums), in one blob or chunk by chunk (IndexedDB stores chunks).
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/cubie.h"
#include "core/message_out.h"

namespace cube::optimal {

inline constexpr int kFlipSliceClasses = 64430;   // flip x UD-slice under 16 symmetries
inline constexpr int kFlipSliceRaw = 2048 * 495;  // slice * 2048 + flip
inline constexpr int kTwistRaw = 2187;
inline constexpr uint64_t kSmallEntries = uint64_t{kFlipSliceClasses} * kTwistRaw;  // 140,908,410

// Large (desktops): the same with the order of the four UD-slice edges added
// ("sorted slice", 495 * 24 = 11,880): 64,430 x 24 x 2,187 = 3,381,801,840 entries.
// Each holds one of five symbols (kLargeSymbols), three entries in 7 bits
// (5^3 = 125 codes): 986.4 MB, under the 1 GiB a WASM32 page can hold.
// Medium: the same coordinate with the order taken up to the Klein four-group V4
// (the identity and the three double transpositions of the four slice edges, i.e.
// the piece labels 0..3 XOR a constant): V4 is normal in S4, so its 6 cosets are
// carried consistently by every move (which renames positions) and every symmetry
// (which conjugates the labels too). 64,430 x 6 x 2,187 = 845,450,460 entries in
// the same five symbols: 246.6 MB. XLarge: the large coordinate times the
// permutation parity of the corners (= the edges'): 48 classes, parity * 24 + order.
// A quarter turn flips the parity, a half turn keeps it, a symmetry (a conjugation,
// mirrors too) keeps it, so the classes are carried like the others. 64,430 x 48 x
// 2,187 = 6,763,603,680 entries (more than 2^32: every index is 64-bit), 1.97 GB.
// All three are "packed" tables: the 5-symbol format, the coordinate "ordered slice"
// = slice * orders + order class (table_orders).
inline constexpr uint64_t kLargeEntries = kSmallEntries * 24;
inline constexpr int kSliceSorted = 495 * 24;
// Large symbols (every packed size's): 0-2: distance <= 9, the value is the distance mod 3
// (exact along the search path, like the small table); 3: distance 10 (or 13: a
// lower bound); 4: 11 or more (read as 11). 3 and 4 are absolute, so they bound the
// inverse of a node too (whose parent is no neighbour in the coordinate graph).
inline constexpr int kLargeSymbols = 5;
inline constexpr int kLargeFar = 10;  // symbol 3's distance; symbol 4's is kLargeFar + 1
inline constexpr uint64_t packed_groups(uint64_t entries) { return (entries + 2) / 3; }
inline constexpr uint64_t packed_bytes(uint64_t entries) {
  return (packed_groups(entries) * 7 + 7) / 8 + 1;  // +1: 16-bit reads
}
inline constexpr uint64_t kLargeGroups = packed_groups(kLargeEntries);
inline constexpr uint64_t kLargePackedBytes = packed_bytes(kLargeEntries);
// Symbol k of code c (0..124): c / 5^k % 5.
struct LargeDecode {
  uint8_t sym[128][3];
  constexpr LargeDecode() : sym() {
    for (int c = 0; c < 128; ++c)
      for (int k = 0, x = c; k < 3; ++k, x /= 5) sym[c][k] = static_cast<uint8_t>(c < 125 ? x % 5 : 0);
  }
};
inline constexpr LargeDecode kLargeDecode{};
inline int large_symbol(const uint8_t* p, uint64_t i) {
  const uint64_t g = i / 3;
  const uint64_t bit = g * 7;
  const unsigned w = p[bit >> 3] | static_cast<unsigned>(p[(bit >> 3) + 1]) << 8;
  return kLargeDecode.sym[(w >> (bit & 7)) & 127][i - g * 3];
}
inline const uint8_t* large_symbol_address(const uint8_t* p, uint64_t i) { return p + ((i / 3 * 7) >> 3); }

// The order class of the slice edges' order (perm_rank of the order in which FR FL
// BL BR, labelled 0..3, appear by position) in a table telling `orders` apart: 48,
// the order and the corners' permutation parity (parity * 24 + order); 24, the order
// itself; 6, its coset of V4 (the labels XOR the first one's, so the first is 0, then
// ranked: 0..5); 1, none. order_of_class gives a representative order (the parity:
// parity_of_class).
struct OrderClasses {
  uint8_t v6[24] = {};                        // order -> coset of V4
  uint8_t rep6[6] = {};                       // coset -> an order in it (the one whose first label is 0)
  static constexpr int rank4(const int* p) {  // perm_rank (permutation.h), constexpr
    int rank = 0;
    for (int i = 0; i < 3; ++i) {
      int smaller = 0;
      for (int j = i + 1; j < 4; ++j) smaller += p[j] < p[i];
      rank = rank * (4 - i) + smaller;
    }
    return rank;
  }
  constexpr OrderClasses() {
    for (int a = 0; a < 4; ++a)
      for (int b = 0; b < 4; ++b)
        for (int c = 0; c < 4; ++c) {
          const int d = 6 - a - b - c;
          if (a == b || a == c || b == c || d < 0 || d > 3 || d == a || d == b || d == c) continue;
          const int p[4] = {a, b, c, d};
          const int q[4] = {0, b ^ a, c ^ a, d ^ a};
          const int r = rank4(q);  // q[0] = 0: ranks 0..5
          v6[rank4(p)] = static_cast<uint8_t>(r);
          if (a == 0) rep6[r] = static_cast<uint8_t>(rank4(p));
        }
  }
};
inline constexpr OrderClasses kOrderClasses{};
inline int order_class(int order, int orders, int parity = 0) {
  return orders == 48 ? parity * 24 + order : orders == 24 ? order : orders == 6 ? kOrderClasses.v6[order] : 0;
}
inline int order_of_class(int cls, int orders) {
  return orders >= 24 ? cls % 24 : orders == 6 ? kOrderClasses.rep6[cls] : 0;
}
inline int parity_of_class(int cls, int orders) { return orders == 48 ? cls / 24 : 0; }

// Values are not stored anywhere (the byte format names the set).
enum class TableSize : int { Small = 0, Large = 1, Medium = 2, XLarge = 3 };
// Classes per flip-slice class: 1 (small), 6 (medium), 24 (large), 48 (xlarge: the
// 24 orders x the corners' permutation parity).
int table_orders(TableSize size);
inline bool packed(TableSize size) { return table_orders(size) > 1; }
const char* size_name(TableSize size);  // "small", "medium", "large", "xlarge"

// Tables::bound stores max(0, d - kBoundBase) capped at 3: distances 8, 9 and >= 10
// are told apart (94% of entries), <= 7 (0.7%) are not.
inline constexpr int kBoundBase = 7;
// Entry i of a table of 2-bit entries, four a byte.
inline int get2(const uint8_t* p, uint64_t i) { return p[i >> 2] >> ((i & 3) << 1) & 3; }
// The lower bound a `bound` table gives for small-table entry i: 0, or kBoundBase + 1..3.
inline int bound_entry(const uint8_t* bound, uint64_t i) {
  const int v = get2(bound, i);
  return v ? kBoundBase + v : 0;
}

// Set names in the byte format: kTableSetName + ".small" / ".medium" / ".large" / ".xlarge".
inline constexpr const char* kTableSetName = "cubesolver.optimal";
inline constexpr uint32_t kTableSetVersion = 4;  // 2: the inverse-bound table; 4: large in 5 symbols
std::string table_set_name(TableSize size);
uint64_t table_entries(TableSize size);
// Values of the ordered-slice coordinate (slice * orders + order class): 495 x orders.
inline int ordered_slices(TableSize size) { return 495 * table_orders(size); }

// Page-aligned storage for the tables the search reads at random at every node, the
// big table and fs_r2s (natively asks Linux for huge pages: the reads miss the TLB
// less).
template <class T>
struct HugeAllocator {
  using value_type = T;
  HugeAllocator() = default;
  template <class U>
  HugeAllocator(const HugeAllocator<U>&) {}
  T* allocate(size_t n);
  void deallocate(T* p, size_t) noexcept;
  bool operator==(const HugeAllocator&) const { return true; }
};
using PruneBytes = std::vector<uint8_t, HugeAllocator<uint8_t>>;

struct Tables {
  TableSize size = TableSize::Small;
  // Raw move tables [value * 18 + move], the 18 face turns in Kociemba's order.
  std::vector<uint16_t> flip_move;   // [2048 * 18]
  std::vector<uint16_t> slice_move;  // [495 * 18]
  std::vector<uint16_t> twist_move;  // [2187 * 18]
  // Symmetry reduction of flip x slice: raw = conj(rep(class), s) as in symmetry.h.
  std::vector<uint32_t, HugeAllocator<uint32_t>> fs_r2s;  // [1,013,760] class << 4 | s (read at every node)
  std::vector<uint32_t> fs_rep;                           // [64,430] raw representative of each class
  std::vector<uint16_t> fs_self;                          // [64,430] bit j: representative fixed by sym j
  std::vector<uint16_t> twist_conj;                       // [2187 * 16] twist of conj(x, s^-1)
  // Medium and large: the ordered slice = slice * orders + order class of the slice
  // edges (order_class; large: the sorted slice).
  std::vector<uint16_t> ss_move;  // [495 * orders * 18]
  std::vector<uint8_t> ss_conj;   // [495 * orders * 16] order class of conj(x, s^-1)
  // The pruning table. Small: 2 bits an entry (entry i at bits 2*(i%4) of byte
  // i/4), distance mod 3 of entry class * 2187 + twist_conj[twist][s]. Medium and
  // large: the symbols of entries (class * orders + ss_conj[os][s]) * 2187 +
  // twist_conj[twist][s], packed (large_symbol).
  PruneBytes prune;
  // Both sizes: the small table's distances d again, coarse and absolute (not mod 3):
  // min(3, max(0, d - kBoundBase)), 2 bits an entry, indexed like the small prune
  // table. It bounds the INVERSE of a search node (which needs as many moves as the
  // node): its parent is no neighbour of it, so mod-3 values would say nothing.
  std::vector<uint8_t> bound;
  // Entries at each distance, as counted by the build (empty when loaded).
  std::vector<uint64_t> depth_counts;

  size_t bytes() const;  // memory held
  uint64_t entries() const { return table_entries(size); }
};

// Sorted-slice coordinate of a cube (slice * 24 + order).
int get_slice_sorted(const CubieCube& c);
void set_slice_sorted(CubieCube& c, int ss);
// Permutation parity of the corners (0 even, 1 odd).
int corner_parity(const CubieCube& c);
// Ordered-slice coordinate (slice * orders + order class); set: the class's
// representative order (orders 48: and its parity, by swapping two corners when the
// cube's differs: no other coordinate of the tables reads the corners' permutation).
int get_ordered_slice(const CubieCube& c, int orders);
void set_ordered_slice(CubieCube& c, int os, int orders);

// progress(fraction 0..1) is called now and then (a few hundred times).
// Throws std::bad_alloc when memory runs out (build_peak_bytes: the large table ~1.45 GB,
// the xlarge one ~2.9 GB).
// threads > 1: native (or WASM pthreads) worker threads for the search over the
// table; the result is the same bytes whatever the number.
std::shared_ptr<const Tables> build_tables(TableSize size = TableSize::Small,
                                           const std::function<void(double)>& progress = {}, int threads = 1);

// The same, but null and *error ("not enough memory to build the large optimal
// table (about 1387 MiB)") instead of an exception when memory runs out; whatever was
// allocated is freed, so the rest of the program goes on working.
std::shared_ptr<const Tables> try_build_tables(TableSize size, const std::function<void(double)>& progress, int threads,
                                               MessageOut error);
// Bytes the tables of a size take in memory (to check before building).
size_t table_memory_bytes(TableSize size);
// Bytes a build of that size holds at its peak: the tables, and for the packed sizes the
// bit per entry marking those 10 or more away (build_tables).
size_t build_peak_bytes(TableSize size);

// --- The byte format (tables/table_file.h), set kTableSetName version kTableSetVersion.
// The small move and symmetry tables are stored too, and every value's range is
// checked on load, so a forged file cannot make the search read out of bounds.
std::vector<uint8_t> tables_to_bytes(const Tables& t);
std::shared_ptr<const Tables> tables_from_bytes(const uint8_t* data, size_t size, MessageOut error = nullptr);

// --- Chunks (IndexedDB). A blob is cut into chunks of chunk_size bytes (the last one
// shorter); every chunk carries its own checksum so a damaged chunk is named.
inline constexpr size_t kDefaultChunkSize = 4u << 20;  // 4 MiB
struct ChunkInfo {
  size_t offset = 0;
  size_t size = 0;
  uint64_t checksum = 0;  // tables::checksum64 of the chunk's bytes
};
std::vector<ChunkInfo> chunk_layout(const std::vector<uint8_t>& blob, size_t chunk_size = kDefaultChunkSize);

// The byte format, produced piece by piece without building the blob (the large
// table would need twice its size in memory otherwise): exactly the bytes of
// tables_to_bytes(*t).
class TableExporter {
 public:
  explicit TableExporter(std::shared_ptr<const Tables> t);
  size_t size() const { return prefix_.size() + prune_size_ + 8; }
  // Copies bytes [offset, offset + n) of the blob into out (clipped at the end).
  void read(size_t offset, uint8_t* out, size_t n) const;
  size_t chunk_count(size_t chunk_size = kDefaultChunkSize) const { return (size() + chunk_size - 1) / chunk_size; }
  std::vector<uint8_t> chunk(size_t index, size_t chunk_size = kDefaultChunkSize) const;

 private:
  std::shared_ptr<const Tables> t_;
  std::vector<uint8_t> prefix_;  // container header, small tables, prune table header
  size_t prune_size_ = 0;
  uint8_t suffix_[8] = {};  // the container checksum
};

// Gathers chunks (in any order) into a blob, then verifies and loads it. The big
// table is taken over in place (no second copy): peak memory ~ the blob.
class ChunkAssembler {
 public:
  explicit ChunkAssembler(size_t total_size);
  // False (and *error) when the chunk does not fit or its checksum (when nonzero
  // `expected_checksum`) does not match; the chunk is then not taken.
  bool add(size_t offset, const uint8_t* data, size_t size, uint64_t expected_checksum = 0, MessageOut error = nullptr);
  bool complete() const { return filled_ >= blob_.size(); }
  // Verifies everything (container and table checksums, ranges). Null and *error
  // when incomplete or corrupt.
  // One-shot: the blob is consumed.
  std::shared_ptr<const Tables> finish(MessageOut error = nullptr);

 private:
  PruneBytes blob_;
  size_t filled_ = 0;  // bytes added (chunks are not expected to overlap; finish() verifies)
};

// The process-wide tables (like twophase's): default_tables() builds the small one
// on first use (thread-safe).
void install_tables(std::shared_ptr<const Tables> t);
std::shared_ptr<const Tables> installed_tables();
std::shared_ptr<const Tables> default_tables();

}  // namespace cube::optimal
