// Seed 001's self-check mode for the layer-by-layer solver: `count` uniformly random
// states from `seed`, each solved, the solution replayed on the state, failures counted.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace cube::lbl {

struct BenchReport {
  int count = 0;
  uint64_t seed = 0;
  double build_ms = 0;        // table build (0 when the tables already existed)
  int failures = 0;
  double mean_length = 0;     // HTM
  int min_length = 0, max_length = 0;
  std::vector<std::string> stage_names;      // "Cross", "First layer: corner 1" (the first inserted) ...
  std::vector<double> mean_stage_length;
  double mean_ms = 0, max_ms = 0, total_ms = 0;
  std::vector<int> histogram;  // histogram[n] = solutions of n moves
};

BenchReport bench(int count, uint64_t seed);

std::string bench_report_text(const BenchReport& r);
std::string bench_report_json(const BenchReport& r);

}  // namespace cube::lbl
