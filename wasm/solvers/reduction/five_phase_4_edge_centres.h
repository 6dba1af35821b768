// Phase 4's edges-with-centres table (five_phase_4.h): one wing class seen from the E
// slice's middle edges (the edge table's low rel coordinate, 117,600) with both centre
// orbits' R-L stickers together (4900 patterns), cube555's Phase4MLEdgeSymUDCenter. By
// the edge table's classes (five_phase_4_edges.h: 29,616) x 4900 = 145 M entries, each
// its distance mod 3 in 2 bits (36.3 MB): a search knows a node's distance and reads only
// whether a turn takes it one nearer, one further or neither (`step`); the distance of a
// start comes from walking down the table to a goal (`exact`). The high class is read
// through a mirror (five_phase_4.h). It replaces each class with one orbit's stickers
// (4 x 117,600 x 70, 33 MB), whose two orbits apart bound ~2 turns lower.
#pragma once
#include <cstdint>
#include <vector>

#include "solvers/reduction/five_phase_4_edges.h"
#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

struct FivePhase4EdgeCentres {
  uint32_t rls = 0;                // the R-L pattern's size
  std::vector<uint16_t> rl_conj;   // [symmetry * rls + rl]: the conjugate's pattern
  uint32_t low_goal = 0;           // the low rel with the E edges paired
  std::vector<uint32_t> rl_goals;  // the R-L patterns phase 5 can have, sorted
  std::vector<uint8_t> dist;       // [class * rls + rl]: distance mod 3, four a byte (lowest bits first)

  size_t index(const FivePhase4Edges& classes, uint32_t low_rel, uint32_t rl) const {
    const uint32_t c = classes.sym_of[low_rel];
    return static_cast<size_t>(c >> 2) * rls + rl_conj[static_cast<size_t>(c & 3) * rls + rl];
  }
  int mod3(size_t i) const { return dist[i >> 2] >> ((i & 3) * 2) & 3; }
  // The distance after a turn from a state at distance d, given the new state's entry.
  static int step(int d, int mod) { return d - 1 + (mod - d % 3 + 4) % 3; }
  bool goal(uint32_t low_rel, uint32_t rl) const;
  // The distance of (low_rel, rl): down the table, a turn at a time, to a goal.
  int exact(const FivePhase4Edges& classes, const std::vector<uint32_t>& low_move, const std::vector<uint32_t>& rl_move,
            int moves, uint32_t low_rel, uint32_t rl) const;
};

// rl_conj[s][rl]: the pattern of the conjugate by the edge table's symmetry s. Distances
// not filled.
FivePhase4EdgeCentres make_five_phase_4_edge_centres(const std::vector<std::vector<uint32_t>>& rl_conj,
                                                     uint32_t low_goal, std::vector<uint32_t> rl_goals);
// Breadth first from the goals over the move tables ([v * moves + m]), by the edge
// table's loop (five_phase_4_class_bfs.h) with the distance mod 3.
void fill_five_phase_4_edge_centres(FivePhase4EdgeCentres& t, const FivePhase4Edges& classes,
                                    const std::vector<uint32_t>& low_move, const std::vector<uint32_t>& rl_move,
                                    int moves, const FillProgress& progress = {});

}  // namespace cube::reduction
