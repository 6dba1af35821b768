// The Square-1's optimal solver in the twist metric: IDA* over the whole state (turns
// free, a slash one), bounded below by two tables of exact distances in a coarser
// puzzle: the shape with which corners are the top's (3678 x 70 x 2 middles) and the
// shape with which edges are (the same size). A solve has a time budget: when it ends
// the two-phase solution is returned, said not proven; when the search passes the
// two-phase length, that solution is proven optimal.
#pragma once
#include <atomic>
#include <cstdint>

#include "solvers/sq1/sq1_twophase.h"

namespace cube::sq1 {

struct OptimalSolve {
  Sq1Solve solve;       // its moves and slashes
  bool proven = false;  // no solution has fewer slashes
  int lower_bound = 0;  // every solution has at least this many
  uint64_t nodes = 0;
};

OptimalSolve solve_optimal(const Sq1& start, double time_ms, const std::atomic<bool>* cancel = nullptr);

// The coarse tables' size in bytes and build time (built on first use).
size_t optimal_table_bytes();
double optimal_table_ms();
// The lower bound the search uses for a state (tests).
int optimal_bound(const Sq1& s);

}  // namespace cube::sq1
