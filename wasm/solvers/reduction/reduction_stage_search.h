// The search of one centre stage of a big cube over all its centre orbits at once: each
// orbit's exact distance (reduction_orbit_stage.h) and joint tables of two orbits
// bound it. (A beam over the sum of the orbits' distances was tried first: it sinks
// into states whose orbits are each a turn or two from home but not together.)
#pragma once
#include <string>
#include <vector>

#include "solvers/reduction/reduction_orbit_stage.h"

namespace cube::reduction {

// Two orbits seen together, each by a projection of its coordinate, key(c) =
// (c / div % high) * low + c % low (two of its parts: the last `low` values, and `high`
// values above `div`): a joint distance table that tells the search what the two apart
// miss.
struct JointTable {
  int a = 0, b = 1;
  uint32_t div = 1, high = 1, low = 1;
  std::vector<uint8_t> dist;  // by key(ca) * size() + key(cb)
  uint32_t size() const { return high * low; }
  uint32_t key(uint32_t c) const { return (c / div % high) * low + c % low; }
  uint32_t embed(uint32_t k) const { return (k / low) * div + k % low; }  // a coordinate with that key
  int distance(uint32_t ca, uint32_t cb) const { return dist[key(ca) * size() + key(cb)]; }
};

struct SearchStage {
  int n = 5;
  std::vector<const OrbitStage*> orbits;  // at most kMaxOrbits
  std::vector<int> turns;                 // BlockTurns indices
  std::vector<const JointTable*> joints;
};

// Fills a joint table of two orbits of the stage by breadth-first search.
void build_joint(const SearchStage& stage, JointTable& joint, const FillProgress& progress = {});

inline constexpr int kMaxOrbits = 6;

// Iterative deepening over the same stage, pruned by the largest orbit distance plus
// half the others' (not a lower bound: it finds slightly longer sequences many times
// sooner): up to `want` sequences of the first length that has one; none past max_nodes.
std::vector<std::vector<int>> ida_search(const SearchStage& stage, const std::string& stickers, int max_depth,
                                         uint64_t max_nodes, int want);

}  // namespace cube::reduction
