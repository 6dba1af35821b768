#include "solvers/twophase/twophase_bench.h"

#include "solvers/twophase/twophase_search.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::twophase {

BenchReport bench_twophase(int count, uint64_t seed, int max_length, double time_ms, bool keep_searching) {
  BenchClock::time_point t0 = BenchClock::now();
  std::shared_ptr<const Tables> built = build_tables();
  const double build_ms = ms_since(t0);
  const std::vector<uint8_t> bytes = tables_to_bytes(*built);
  t0 = BenchClock::now();
  std::shared_ptr<const Tables> loaded = tables_from_bytes(bytes.data(), bytes.size());
  const double load_ms = ms_since(t0);
  if (!loaded) loaded = built;

  Searcher searcher(loaded);
  SolveOptions o;
  o.max_length = max_length;
  o.time_ms = time_ms;
  o.keep_searching = keep_searching;
  int within = 0, over_length = 0;
  uint64_t nodes = 0;
  BenchReport r;
  r.solver = "twophase";
  bench_random_cubies(
      r, count, seed, [&](const CubieCube& state) { return searcher.solve(state, o); },
      [&](const SolveResult& res, bool verified) {
        nodes += res.nodes;
        if (!verified) return;
        if (static_cast<int>(res.solutions.front().moves.size()) <= max_length) ++within;
        else ++over_length;
      });
  r.add_count("max_length_limit", max_length);
  r.add("time_ms_budget", time_ms, 0);
  r.add_flag("effort", keep_searching);
  r.add("build_ms", build_ms);
  r.add("load_ms", load_ms);
  r.add_count("table_bytes", static_cast<int64_t>(bytes.size()));
  r.add_count("solved", within);
  r.add_count("over_length", over_length);
  r.add_count("nodes", static_cast<int64_t>(nodes));
  r.add("total_ms", total_ms(r));
  return r;
}

}  // namespace cube::twophase
