// cubesolver bench --solver fmc: the steps on random states, each from the best
// solution of the step before (EO any axis, DR from that EO, HTR from that DR), timed
// for the single best and for the 10 best, every solution replayed.
#pragma once
#include <string>

#include "solvers/solver_entry.h"

namespace cube::fmc {

int run_bench(const registry::BenchRequest& b, std::string* error);

}  // namespace cube::fmc
