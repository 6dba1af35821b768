// The two-phase benchmark: builds the tables (timed), exports and re-imports them
// (timed), then solves `count` seeded uniformly random states with the imported
// tables, one thread, verifying every solution by applying it to the state.
#pragma once
#include <cstdint>

#include "solvers/bench_report.h"

namespace cube::twophase {

// The common report; its own figures: max_length_limit, time_ms_budget, effort,
// build_ms, load_ms (tables from bytes, verification included), table_bytes, solved
// (verified and within max_length), over_length (verified, but longer: the budget
// ended), nodes, total_ms.
BenchReport bench_twophase(int count, uint64_t seed, int max_length = 20, double time_ms = -1,
                           bool keep_searching = false);

}  // namespace cube::twophase
