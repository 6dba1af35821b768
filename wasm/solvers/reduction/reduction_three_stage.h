// The last stage of every reduction (4x4x4-7x7x7): the reduced cube solved as a 3x3x3
// by two-phase, a solution of at most 21 moves at once, then shorter ones within a node
// budget (deterministic, unlike a time budget: a state gives the same solution on any
// machine). On the 4x4x4's 100 seed-1000 states, the stage's mean: no budget (21 at
// once) 20.57, 50 K nodes 19.43, 200 K 18.98, 1 M 18.54; 200 K nodes take ~20 ms of
// CPU natively (<= 19 outright takes 0.1-6 M nodes, up to 5 s).
#pragma once
#include <cstdint>

#include "core/cubie.h"
#include "solvers/solver.h"

namespace cube::reduction {

inline constexpr uint64_t kThreeByThreeNodes = 200'000;

SolveResult solve_three_by_three(const CubieCube& cube, uint64_t max_nodes = kThreeByThreeNodes);

}  // namespace cube::reduction
