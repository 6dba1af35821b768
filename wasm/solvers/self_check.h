// Seed 001's self-check mode for any solver in the table: uniformly random states from
// a seed, each solved through the registry (text in, text out), the solution replayed
// on the state, failures counted. The benchmark of solvers without one of their own.
#pragma once
#include <cstdint>
#include <string>

#include "core/random_state.h"
#include "solvers/bench_report.h"
#include "solvers/solver.h"

namespace cube::registry {

// State i comes from one generator seeded with `seed` (as the solvers' own benches).
// The common report; its own figures: puzzle, build_ms (tables built before the first
// solve); first_failure says what went wrong first.
// puzzle: one of the solver's puzzles; empty: its first.
// threads: each request's (solvers that take threads).
BenchReport self_check(const std::string& solver, int count, uint64_t seed, const SolveOptions& options,
                       const std::string& puzzle = "", int threads = 1);

// A uniformly random state of the puzzle (its row's random_state) as the registry reads
// it: facelets in face letters, or 8-puzzle tiles.
std::string random_state(const std::string& puzzle, Rng& rng);

// Empty when `moves` take `state` to the solved puzzle (its row's is_solved), else what
// went wrong.
std::string replay(const std::string& puzzle, const std::string& state, const std::string& moves);

}  // namespace cube::registry
