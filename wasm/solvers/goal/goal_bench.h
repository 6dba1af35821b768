// Benchmarks of the goal solver, for `cubesolver bench` and docs/BENCHMARKS.md:
// optimal steps (cross, xcross, ...) from uniformly random 3x3x3 states, and seed 003's
// 2x2x2 case through the pocket solver.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/bench_report.h"

namespace cube::goal {

// The common report, solver "goal " + what ("goal cross", "goal xcross (colour
// neutral)", "goal seed 003 ..."); time per solve from the typed facelets, tables
// ready. Its own figures: goal, moves, colour_neutral, table_ms (building this goal's
// tables now; 0: they were already built), table_bytes (their distances: the size to
// cache), tables, mean_nodes.

// `count` random states (seeded) solved optimally to `goal` (any goal text of
// goal_solver.h; one step).
BenchReport bench_goal(const std::string& goal, int count, uint64_t seed, const std::string& moves = "",
                       bool colour_neutral = false);
// Seed 003: random 2x2x2 states to "first layer solved and the U stickers of a Sune case"
// with every turn but B, through goal::solve (which hands it to the pocket solver).
BenchReport bench_seed003(int count, uint64_t seed);
// The standard set: cross (count states), xcross and eoline (count / 4), seed 003 (count / 4).
std::vector<BenchReport> bench(int count, uint64_t seed);

}  // namespace cube::goal
