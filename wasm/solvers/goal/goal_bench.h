// Benchmarks of the goal solver, for `cubesolver bench` and docs/BENCHMARKS.md:
// optimal steps (cross, xcross, ...) from uniformly random 3x3x3 states, and seed 003's
// 2x2x2 case through the pocket solver.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cube::goal {

struct GoalBench {
  std::string what;  // "cross", "xcross (colour neutral)", "seed 003: ..."
  std::string goal, moves;
  bool colour_neutral = false;
  int count = 0;
  uint64_t seed = 0;
  double table_ms = 0;     // building this goal's tables now (0: they were already built)
  size_t table_bytes = 0;  // their distances (the size to cache)
  int tables = 0;
  double mean_ms = 0, median_ms = 0, max_ms = 0;  // per solve from the typed facelets, tables ready
  double mean_length = 0;
  int max_length = 0;
  std::vector<int> lengths;  // lengths[n] = solutions of n moves
  double mean_nodes = 0;
  int failures = 0;  // not solved, or the solution does not reach the goal when replayed
};

// `count` random states (seeded) solved optimally to `goal` (any goal text of
// goal_solver.h; one step).
GoalBench bench_goal(const std::string& goal, int count, uint64_t seed, const std::string& moves = "",
                     bool colour_neutral = false);
// Seed 003: random 2x2x2 states to "first layer solved and the U stickers of a Sune case"
// with every turn but B, through goal::solve (which hands it to the pocket solver).
GoalBench bench_seed003(int count, uint64_t seed);
// The standard set: cross (count states), xcross and eoline (count / 4), seed 003 (count / 4).
std::vector<GoalBench> bench(int count, uint64_t seed);

}  // namespace cube::goal
