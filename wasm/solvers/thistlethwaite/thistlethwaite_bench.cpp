#include "solvers/thistlethwaite/thistlethwaite_bench.h"

#include "core/json.h"
#include "solvers/thistlethwaite/thistlethwaite_solver.h"
#include "solvers/thistlethwaite/thistlethwaite_tables.h"

namespace cube::thistlethwaite {

BenchReport bench(int count, uint64_t seed) {
  const BenchClock::time_point t0 = BenchClock::now();
  tables();
  const double build_ms = ms_since(t0);
  StageMeans phases;
  BenchReport r;
  r.solver = "thistlethwaite";
  bench_random_cubies(
      r, count, seed, [](const CubieCube& c) { return solve(c); },
      [&](const SolveResult& res, bool verified) {
        if (verified) phases.add(res.solutions.front());
      });
  r.add("build_ms", build_ms < 0.01 ? 0 : build_ms);
  std::string means = "[";
  for (size_t k = 0; k < 4; ++k) means += (k ? "," : "") + json_number(phases.mean(k), 3);
  r.add_json("mean_phase_length", means + "]");
  r.add("total_ms", total_ms(r));
  return r;
}

}  // namespace cube::thistlethwaite
