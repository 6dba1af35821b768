// A beam search over the centre orbits of a big cube: each level keeps the `width`
// states with the least sum of the orbits' exact distances (reduction_orbit_stage.h),
// until one has every orbit at its goal. Not optimal, but its time is bounded and it
// sees every orbit at once, where an IDA* over the max of six orbits' distances would
// wander for long.
#pragma once
#include <string>
#include <vector>

#include "solvers/reduction/reduction_orbit_stage.h"

namespace cube::reduction {

// Two orbits seen together, each by its coordinate modulo `mod` (the parts after the
// first): a joint distance table that tells the search what the two apart miss.
struct JointTable {
  int a = 0, b = 1;
  uint32_t mod = 1;
  std::vector<uint8_t> dist;  // by (ca % mod) * mod + cb % mod
  int distance(uint32_t ca, uint32_t cb) const { return dist[(ca % mod) * mod + cb % mod]; }
};

struct BeamStage {
  int n = 5;
  std::vector<const OrbitStage*> orbits;  // at most kMaxOrbits
  std::vector<int> turns;                 // BlockTurns indices
  std::vector<const JointTable*> joints;
};

// Fills a joint table of two orbits of the stage by breadth-first search.
void build_joint(const BeamStage& stage, JointTable& joint);

inline constexpr int kMaxOrbits = 6;

// Up to `want` turn sequences that take stickers to every orbit's goal, found at the
// first depth that has one (and the next); empty when the beam found none within
// max_depth.
std::vector<std::vector<int>> beam_search(const BeamStage& stage, const std::string& stickers, int width, int max_depth,
                                          int want);

}  // namespace cube::reduction

namespace cube::reduction {

// Iterative deepening over the same stage, pruned by the largest orbit distance plus
// half the others' (not a lower bound: it finds slightly longer sequences many times
// sooner): up to `want` sequences of the first length that has one; none past max_nodes.
std::vector<std::vector<int>> ida_search(const BeamStage& stage, const std::string& stickers, int max_depth,
                                         uint64_t max_nodes, int want);

}  // namespace cube::reduction
