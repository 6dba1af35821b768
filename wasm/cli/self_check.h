// Seed 001's self-check mode for any registered solver: uniformly random states from a
// seed, each solved through the registry (text in, text out), the solution replayed
// on the state, failures counted. For the solvers without a bench of their own.
#pragma once
#include <cstdint>
#include <string>

#include "solvers/bench_report.h"
#include "solvers/solver.h"

namespace cli {

// State i comes from one generator seeded with `seed` (as the solvers' own benches).
// The common report; its own figures: puzzle, build_ms (tables built before the first
// solve); first_failure says what went wrong first.
cube::BenchReport self_check(const std::string& solver, int count, uint64_t seed, const cube::SolveOptions& options);

}  // namespace cli
