// Seed 001's self-check mode for the layer-by-layer solver: `count` uniformly random
// states from `seed`, each solved, the solution replayed on the state, failures counted.
#pragma once
#include <cstdint>

#include "solvers/bench_report.h"

namespace cube::lbl {

// The common report; its own figures: build_ms (0 when the tables already existed),
// mean_stage_length (by stage: "Cross", "First layer: corner 1" (the first inserted)
// ...), total_ms.
BenchReport bench(int count, uint64_t seed);

}  // namespace cube::lbl
