// Phase 4's edge table (five_phase_4.h): every edge piece the phase moves at once, the
// E slice's 4 middle edges (which 4 of the R and L layers' 8 slots) with both classes
// of their wings seen from them (in the order of those slots, where each one's wing of
// the class is: 1680 each), 70 x 1680 x 1680 states. Stored by classes of (middle
// edges, low wings) under the rotations that keep the phase (x2, y2, z2: 117,600 ->
// 29,616 classes), the high wings turned alike, four bits an entry (24.9 MB): cube555's
// Phase4EdgeSym. Apart, each class with the other's places only (the tables it
// replaces) bounds a random state of the group ~2 turns lower.
#pragma once
#include <cstdint>
#include <vector>

#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

struct FivePhase4Edges {
  static constexpr uint32_t kWings = 1680;  // one class's wings seen from the middle edges
  std::vector<uint32_t> sym_of;             // [low rel]: class << 2 | symmetry taking it to its class's first
  std::vector<uint32_t> rep;                // [class]: its first low rel
  std::vector<uint8_t> self;                // [class]: the symmetries that keep its first (bit s), the identity's too
  std::vector<uint16_t> high_conj;          // [symmetry * rel size + high rel]: the conjugate's high wings (0..1679)
  std::vector<uint8_t> dist;                // [class * kWings + high wings], two a byte (low nibble first)
  uint32_t rels = 0;                        // 70 x 1680

  size_t index(uint32_t low_rel, uint32_t high_rel) const {
    const uint32_t c = sym_of[low_rel];
    return static_cast<size_t>(c >> 2) * kWings + high_conj[static_cast<size_t>(c & 3) * rels + high_rel];
  }
  int at(size_t i) const { return dist[i >> 1] >> ((i & 1) * 4) & 0xF; }
  int distance(uint32_t low_rel, uint32_t high_rel) const { return at(index(low_rel, high_rel)); }
};

// low_conj[s][v], high_conj[s][v]: the low and high rel coordinates (70 x 1680 each: the
// middle edges' set, then each one's wing) of the conjugate by symmetry s (at most 4, the
// identity first). Classes made, distances not filled.
FivePhase4Edges make_five_phase_4_edges(const std::vector<std::vector<uint32_t>>& low_conj,
                                        const std::vector<std::vector<uint32_t>>& high_conj);
// Breadth first from the goal pair (both classes' rel coordinates) over the rel move
// tables ([v * moves + m]), by five_phase_4_class_bfs.h's loop (forward, then backward;
// an entry with those its class's own symmetries give it: otherwise the search may meet
// one of them only later, and store too much).
void fill_five_phase_4_edges(FivePhase4Edges& t, const std::vector<uint32_t>& low_move,
                             const std::vector<uint32_t>& high_move, int moves, uint32_t low_goal, uint32_t high_goal,
                             const FillProgress& progress = {});

}  // namespace cube::reduction
