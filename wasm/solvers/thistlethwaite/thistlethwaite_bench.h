// Seed 001's self-check mode for the Thistlethwaite solver: `count` uniformly random
// states from `seed`, each solved, the solution replayed on the state, failures counted
// (a solution that does not solve its state, or a solve that returns none).
#pragma once
#include <cstdint>

#include "solvers/bench_report.h"

namespace cube::thistlethwaite {

// The common report; its own figures: build_ms (0 when the tables already existed),
// mean_phase_length (the four phases' mean lengths), total_ms.
BenchReport bench(int count, uint64_t seed);

}  // namespace cube::thistlethwaite
