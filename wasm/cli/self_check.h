// Seed 001's self-check mode for any registered solver: uniformly random states from a
// seed, each solved through the registry (text in, text out), the solution replayed
// on the state, failures counted. For the solvers without a bench of their own.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/solver.h"

namespace cli {

struct SelfCheck {
  std::string solver, puzzle;
  int count = 0;
  uint64_t seed = 0;
  double build_ms = 0;   // tables built before the first solve
  int failures = 0;      // no solution, or one that does not reach the goal
  std::vector<double> ms;    // per solve
  std::vector<int> lengths;  // per solve (-1: failed)
  std::string first_failure; // what went wrong first, for the report
};

// State i comes from one generator seeded with `seed` (as the solvers' own benches).
SelfCheck self_check(const std::string& solver, int count, uint64_t seed, const cube::SolveOptions& options);

}  // namespace cli
