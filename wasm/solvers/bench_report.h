// The one report every solver's benchmark fills (seed 001's self-check mode): states
// solved, each solution replayed, failures counted; the time per solve and the
// lengths summarised by the same statistics whichever solver ran; then the solver's
// own figures (tables, nodes, phases ...) by name. `cubesolver bench` prints it as a
// few lines or one JSON object.
#pragma once
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/cubie.h"
#include "solvers/solver.h"

namespace cube {

using BenchClock = std::chrono::steady_clock;

// Milliseconds since t0.
inline double ms_since(BenchClock::time_point t0) {
  return std::chrono::duration<double, std::milli>(BenchClock::now() - t0).count();
}

// Summary of some samples: mean, median (the mean of the middle two for an even
// count), 99th percentile (nearest rank) and maximum; all 0 without samples.
struct SampleStats {
  double mean = 0, median = 0, p99 = 0, max = 0;
};
SampleStats sample_stats(std::vector<double> samples);

// A solver's own figure: its name and its value as JSON (a number, true/false, a
// string in quotes, an array or an object), printed as is in both forms.
struct BenchFigure {
  std::string name, json;
};

struct BenchReport {
  std::string solver;  // "twophase", "goal cross" ...
  int count = 0;       // states
  uint64_t seed = 0;
  int failures = 0;           // no solution, or one that does not reach the goal when replayed
  std::vector<double> ms;     // per solve, timed one by one
  std::vector<int> lengths;   // per solve (-1: failed)
  std::string first_failure;  // what went wrong first (when the bench says)

  // From the samples (finish()); mean_ms may be set after it from a batch timing.
  // Negative: not measured (no solve timed).
  double mean_ms = -1, median_ms = -1, p99_ms = -1, max_ms = -1;
  double mean_length = 0;  // of the verified solutions
  int min_length = 0, max_length = 0;
  std::vector<BenchFigure> figures;

  // One solve: its time and the length of its verified solution...
  void solved(double solve_ms, int length);
  // ... or one that failed (`what` went wrong, kept when it is the first).
  void failed(double solve_ms, const std::string& what = "");
  // Fills the time and length summary from the samples.
  void finish();

  // The solver's figures, in the order they print.
  void add(const std::string& name, double value, int decimals = 3);
  void add_count(const std::string& name, int64_t value);
  void add_flag(const std::string& name, bool value);
  void add_text(const std::string& name, const std::string& value);
  void add_json(const std::string& name, std::string json);
  // A figure's JSON (nullptr when there is none of that name), and as a number.
  const std::string* figure(const std::string& name) const;
  double number(const std::string& name) const;  // NaN when missing or not a number
};

// The sum of the per-solve times (the "total_ms" figure of some benches).
double total_ms(const BenchReport& r);

// Solves `count` uniformly random 3x3x3 states from `seed` (r.count, r.seed) with
// `solve`, each timed and its first solution replayed on the state (face turns);
// `seen` gets every result and whether it verified. Then r.finish().
void bench_random_cubies(BenchReport& r, int count, uint64_t seed,
                         const std::function<SolveResult(const CubieCube&)>& solve,
                         const std::function<void(const SolveResult&, bool verified)>& seen = {});

// The mean length of each stage over the solutions added (staged solvers).
class StageMeans {
 public:
  void add(const Solution& s);
  double mean(size_t stage) const;  // 0 when nothing was added
  size_t stages() const { return total_.size(); }

 private:
  std::vector<long> total_;
  int solutions_ = 0;
};

// A few human-readable lines, and one JSON object (no newline).
std::string bench_report_text(const BenchReport& r);
std::string bench_report_json(const BenchReport& r);

}  // namespace cube
