// Coordinates that the 5x5x5's five-phase reduction (phases 3-5, five_phase_*.h) reads
// off the 150 stickers, each with its move table over one phase's turns:
//   - a sticker pattern: the colours on a set of sticker places that the phase's turns
//     keep among themselves, numbered in the order a breadth-first search from the goal
//     patterns meets them (so every pattern of the phase's group has a number, and
//     only those);
//   - a wing-to-midge permutation: over a set of edge slots the phase's turns keep among
//     themselves, for one class of wing places (one a slot), which of the slots holds
//     the middle edge of the wing in each: the identity when those wings are paired.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "solvers/reduction/reduction_bfs.h"
#include "solvers/reduction/reduction_block_turns.h"

namespace cube::reduction {

// Up to 63 stickers' colours (face indices), 3 bits each: a pattern's key.
struct PatternKey {
  std::array<uint64_t, 3> w{};
  int get(size_t i) const { return static_cast<int>(w[i / 21] >> (3 * (i % 21)) & 7); }
  void set(size_t i, int c) {
    w[i / 21] = (w[i / 21] & ~(uint64_t{7} << (3 * (i % 21)))) | static_cast<uint64_t>(c) << (3 * (i % 21));
  }
  bool operator==(const PatternKey&) const = default;
};
// Pattern keys to their numbers, by open addressing (linear probing, a power of two of
// slots at most 3/4 full): a lookup is one slot, where a node map's were two or three
// cache misses (building the map took half of a five-phase set's load).
class PatternIndex {
 public:
  // The number of `key` and true when it is new (then numbered `next`).
  std::pair<uint32_t, bool> insert(const PatternKey& key, uint32_t next);
  // Its number, -1 when absent.
  int64_t find(const PatternKey& key) const;
  size_t size() const { return size_; }

 private:
  static constexpr uint32_t kEmpty = 0xFFFFFFFFu;
  struct Slot {
    PatternKey key;
    uint32_t number = kEmpty;
  };
  size_t slot_of(const PatternKey& key) const;
  void grow();
  std::vector<Slot> slots_;
  size_t size_ = 0;
};

struct StickerPattern {
  std::vector<int> places;     // sticker indices
  int moves = 0;               // the phase's turns
  std::vector<uint32_t> move;  // [index * moves + m]
  PatternIndex index;
  std::vector<PatternKey> keys;  // by number, when asked to keep them
  uint32_t size() const { return static_cast<uint32_t>(index.size()); }
  // A 150-sticker state (solved elsewhere) showing pattern i; needs the keys.
  std::string stickers(uint32_t i) const;
  // The pattern's number, -1 when the phase's turns never make it.
  int64_t of(const std::string& stickers) const;
};

// places must be closed under the turns; goals are full 150-sticker states.
StickerPattern make_sticker_pattern(const BlockTurns& bt, const std::vector<int>& turns, std::vector<int> places,
                                    const std::vector<std::string>& goals, bool keep_keys = false);
// The pattern of several parts' places at once, each part a pattern made with the same
// turns and its keys kept (their sizes' product a table's size); the places are theirs
// in order. Numbered, and its move table,
// as make_sticker_pattern gives them for those places, but made from the parts' move
// tables: a state is its parts' numbers, not its stickers moved one at a time (phase 3's
// and phase 5's all-centre patterns made so took a third of a five-phase set's load).
StickerPattern join_sticker_patterns(const std::vector<const StickerPattern*>& parts,
                                     const std::vector<std::string>& goals, bool keep_keys = false);

// Ranks of permutations of 0..n-1 (n <= 12): 0 the identity.
uint32_t permutation_rank(const std::vector<int>& p);
std::vector<int> permutation_unrank(uint32_t rank, int n);
uint32_t factorial(int n);

struct WingMidgePermutation {
  std::vector<int> slots;  // midge slots (core/cube_layout.h's edge order)
  std::vector<int> wings;  // one wing place (orbit 0) a slot, the class's
  int moves = 0;
  std::vector<uint32_t> move;  // [rank * moves + m]
  uint32_t size() const { return factorial(static_cast<int>(slots.size())); }
  // -1 when a wing of the class or a midge of the slots is elsewhere.
  int64_t of(const std::string& stickers) const;
  // A 150-sticker state (solved elsewhere) with permutation rank r.
  std::string stickers(uint32_t r) const;
};

WingMidgePermutation make_wing_midge_permutation(const BlockTurns& bt, const std::vector<int>& turns,
                                                 std::vector<int> slots, std::vector<int> wings);

// Where k chosen pieces are among n places that the phase's turns keep among themselves
// (middle edges in slots, or wings in wing places): the ordered k places, n!/(n-k)!
// values.
struct OrderedPlaces {
  std::vector<int> places;  // midge slots or wing places (orbit 0)
  std::vector<int> pieces;  // their home slots or wing places
  bool wings = false;
  int moves = 0;
  std::vector<uint32_t> code;            // [base-n digits] -> value
  std::vector<std::vector<int>> tuples;  // [value] -> the k places (indices into places)
  std::vector<uint32_t> move;            // [value * moves + m]
  uint32_t size() const { return static_cast<uint32_t>(move.size() / static_cast<size_t>(moves)); }
  uint32_t encode(const std::vector<int>& at) const;
  int64_t of(const std::string& stickers) const;  // -1: a piece elsewhere
};

OrderedPlaces make_ordered_places(const BlockTurns& bt, const std::vector<int>& turns, std::vector<int> places,
                                  std::vector<int> pieces, bool wings);

// The 5x5x5's centre stickers of faces a and b, both orbits (phases 3 and 4 aim them).
std::vector<int> face_pair_centres(int a, int b);

// The wing places (orbit 0) that the turns carry wing place `from` to.
std::vector<int> wing_class(const BlockTurns& bt, const std::vector<int>& turns, int from);

// A symmetry of the whole 5x5x5 (a rotation, or one followed by the R-L mirror): where
// each sticker goes, and each colour's new name (the conjugate S s S^-1 of a state s
// shows colour map[c] where s showed c).
struct CubeRotation {
  std::vector<int> to;
  std::string map;  // by face index, "URFDLB" renamed
};
// The 48: the 24 rotations (the identity first), then the same mirrored.
const std::vector<CubeRotation>& cube_symmetries();
std::string conjugate(const std::string& stickers, const CubeRotation& r);
// The BlockTurns index of S t S^-1, -1 when it is no block turn.
int conjugate_turn(const BlockTurns& bt, const CubeRotation& r, int turn);

// A distance table over pairs (a, b) of two coordinates with a's classes under
// symmetries (those that map the phase's turns onto themselves): the pair (a, b)
// is looked up as its conjugate (representative of a's class, b conjugated alike). When
// symmetries keep the representative, the pairs (rep, b) they relate are one state seen
// from several sides: only the least b of them is stored and looked up (`index`), so
// that the breadth-first search meets each such state once, at its distance (filled
// apart, a few of them were met late and stored above it).
struct SymPairTable {
  std::vector<uint32_t> sym_of;  // [a]: class << 4 | symmetry
  std::vector<uint32_t> rep;     // [class]: a
  std::vector<uint16_t> self;    // [class]: the symmetries that keep rep (bit s), the identity's too
  std::vector<uint32_t> b_conj;  // [symmetry * bs + b]
  uint32_t bs = 0;
  std::vector<uint8_t> dist;  // [class * bs + b]
  size_t index(uint32_t a, uint32_t b) const {
    const uint32_t c = sym_of[a];
    uint32_t least = b_conj[static_cast<size_t>(c & 15) * bs + b];
    const uint16_t keep = self[c >> 4];
    if (keep != 1) {
      const uint32_t b0 = least;
      for (size_t s = 1; s < 16; ++s)
        if (keep >> s & 1) least = std::min(least, b_conj[s * bs + b0]);
    }
    return static_cast<size_t>(c >> 4) * bs + least;
  }
  int distance(uint32_t a, uint32_t b) const { return dist[index(a, b)]; }
};

// a_conj[s][a], b_conj[s][b]: the coordinates of the conjugates by symmetry s (at most 16,
// the identity first). Classes made, distances not filled.
SymPairTable make_sym_pair_table(const std::vector<std::vector<uint32_t>>& a_conj,
                                 const std::vector<std::vector<uint32_t>>& b_conj);
void fill_sym_pair_table(SymPairTable& t, const std::vector<uint32_t>& a_move, const std::vector<uint32_t>& b_move,
                         int moves, const std::vector<std::pair<uint32_t, uint32_t>>& goals,
                         const FillProgress& progress = {});

// Distances over the pairs (a, b) of two coordinates turned together, index a * bs + b,
// to the goal pairs.
void fill_pair_distances(std::vector<uint8_t>& dist, const std::vector<uint32_t>& a_move, uint32_t bs,
                         const std::vector<uint32_t>& b_move, int moves, const std::vector<uint32_t>& goals,
                         const FillProgress& progress = {});

// The 5x5x5's middle edge (0..11) whose colours show at slot e, -1 when none.
int midge_at(const std::string& stickers, int e);
// Whether slot e's middle edge is oriented as the <U, D, R2, F2, L2, B2> group keeps it
// (its U or D colour on U or D; else its F or B colour on F or B).
bool midge_oriented(const std::string& stickers, int e);
// Whether slot e's wings show its middle edge's colours, sticker for sticker.
bool slot_paired(const std::string& stickers, int e);
// The 5x5x5's wing piece (2 edge + k) at a wing place of orbit 0, -1 when none.
int wing_at(const std::string& stickers, int place);

}  // namespace cube::reduction
