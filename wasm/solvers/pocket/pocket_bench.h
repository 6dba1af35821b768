// Benchmarks of the 2x2x2 solver, for `cubesolver bench` and docs/BENCHMARKS.md:
// random-state optimal solves, and seed 003's partial-goal search.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/pocket/pocket_moves.h"

namespace cube::pocket {

struct PocketBench {
  std::string what;          // "random-state HTM", "seed 003: first layer + Sune, no B"
  int count = 0;
  uint64_t seed = 0;
  double table_ms = 0;       // building the shared table now (0: it was already built)
  double mean_us = 0;        // per solve, from the typed facelets (input checks included)
  double mean_core_us = 0;   // per solve, from the cube (the solver alone); both timed as a batch
  double median_us = 0, max_us = 0;  // of the facelet solves, timed one by one
  double mean_length = 0;
  std::vector<int> lengths;  // lengths[n] = solves of n moves
  int failures = 0;          // solves that did not return a verified solution
};

// `count` uniformly random states from `seed`, each solved optimally.
PocketBench bench(int count, uint64_t seed, Metric metric = Metric::HTM);

// Seed 003's experiment: random states to "first layer solved and a Sune case on top",
// with every turn but B (15 turns). exact_case: the one full Sune state; otherwise the
// pattern (D layer solved, U stickers where Sune's case shows them, the rest x).
PocketBench bench_partial_goal(int count, uint64_t seed, bool exact_case = false);
std::string seed003_goal(bool exact_case);

}  // namespace cube::pocket
