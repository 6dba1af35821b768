// Benchmarks of the 2x2x2 solver, for `cubesolver bench` and docs/BENCHMARKS.md:
// random-state optimal solves, and seed 003's partial-goal search.
#pragma once
#include <cstdint>
#include <string>

#include "solvers/bench_report.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::pocket {

// The common report (its time per solve from the typed facelets, input checks
// included; the mean timed as a batch: per-call clock reads cost microseconds in
// WebAssembly); its own figures: what ("random-state HTM", "seed 003: first layer +
// Sune, no B"), table_ms (building the shared table now; 0: it was already built),
// mean_core_ms (per solve from the cube: the solver alone, timed as a batch).

// `count` uniformly random states from `seed`, each solved optimally.
BenchReport bench(int count, uint64_t seed, Metric metric = Metric::HTM);

// Seed 003's experiment: random states to "first layer solved and a Sune case on top",
// with every turn but B (15 turns). exact_case: the one full Sune state; otherwise the
// pattern (D layer solved, U stickers where Sune's case shows them, the rest x).
BenchReport bench_partial_goal(int count, uint64_t seed, bool exact_case = false);
std::string seed003_goal(bool exact_case);

}  // namespace cube::pocket
