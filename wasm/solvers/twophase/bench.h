// The two-phase benchmark: builds the tables (timed), exports and re-imports them
// (timed), then solves `count` seeded uniformly random states with the imported
// tables, one thread, verifying every solution by applying it to the state.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cube::twophase {

struct BenchReport {
  int count = 0;
  uint64_t seed = 0;
  int max_length = 20;
  double time_ms = -1;           // per-solve budget (-1: none)
  bool keep_searching = false;

  double build_ms = 0;           // table build
  double load_ms = 0;            // tables from bytes (verification included)
  size_t table_bytes = 0;        // size of the byte format

  int solved = 0;                // solutions that verify and are within max_length
  int over_length = 0;           // verified, but longer than max_length (budget ended)
  int failed = 0;                // no solution, or one that does not solve the state
  double mean_ms = 0, median_ms = 0, p99_ms = 0, max_ms = 0;
  double total_ms = 0;
  double mean_length = 0;
  int longest = 0;
  uint64_t nodes = 0;            // total search nodes
  std::vector<double> ms;        // per state
  std::vector<int> lengths;      // per state (-1: failed)
};

BenchReport bench_twophase(int count, uint64_t seed, int max_length = 20, double time_ms = -1,
                           bool keep_searching = false);

// One JSON object with every figure except the per-state lists.
std::string bench_report_json(const BenchReport& r);
// A few human-readable lines.
std::string bench_report_text(const BenchReport& r);

}  // namespace cube::twophase
