#include "solvers/lbl/lbl_bench.h"

#include "core/json.h"
#include "solvers/lbl/lbl_solver.h"

namespace cube::lbl {

BenchReport bench(int count, uint64_t seed) {
  const BenchClock::time_point t0 = BenchClock::now();
  prepare();
  const double build_ms = ms_since(t0);
  std::vector<std::string> names;
  StageMeans stages;
  BenchReport r;
  r.solver = "lbl";
  bench_random_cubies(
      r, count, seed, [](const CubieCube& c) { return solve(c); },
      [&](const SolveResult& res, bool verified) {
        if (!verified) return;
        const Solution& s = res.solutions.front();
        stages.add(s);
        if (names.empty())
          for (size_t k = 0; k < s.stages.size(); ++k) {
            // The pieces come in a different order each solve: name the places in the order.
            if (k >= 1 && k <= 4) names.push_back("First layer: corner " + std::to_string(k));
            else if (k >= 5 && k <= 8) names.push_back("Middle layer: edge " + std::to_string(k - 4));
            else names.push_back(s.stages[k].name);
          }
      });
  r.add("build_ms", build_ms < 0.01 ? 0 : build_ms);
  std::string means = "{";
  for (size_t k = 0; k < names.size() && k < stages.stages(); ++k)
    means += (k ? "," : "") + json_string(names[k]) + ":" + json_number(stages.mean(k), 3);
  r.add_json("mean_stage_length", means + "}");
  r.add("total_ms", total_ms(r));
  return r;
}

}  // namespace cube::lbl
