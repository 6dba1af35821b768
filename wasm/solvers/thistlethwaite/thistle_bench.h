// Seed 001's self-check mode for the Thistlethwaite solver: `count` uniformly random
// states from `seed`, each solved, the solution replayed on the state, failures counted
// (a solution that does not solve its state, or a solve that returns none).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace cube::thistlethwaite {

struct BenchReport {
  int count = 0;
  uint64_t seed = 0;
  double build_ms = 0;        // table build (0 when the tables already existed)
  int failures = 0;
  double mean_length = 0;
  int min_length = 0, max_length = 0;
  double mean_phase_length[4] = {};
  double mean_ms = 0, max_ms = 0, total_ms = 0;  // per solve, the solver alone
  std::vector<int> histogram;  // histogram[n] = solutions of n moves
};

BenchReport bench(int count, uint64_t seed);

std::string bench_report_text(const BenchReport& r);  // a few lines
std::string bench_report_json(const BenchReport& r);  // one JSON object

}  // namespace cube::thistlethwaite
