// The optimal-solver benchmark: builds the tables (timed) or takes given ones,
// exports and re-imports them (timed, checksums verified), then solves seeded
// uniformly random states and a list of positions of known or bounded depth,
// verifying every solution by replay. Figures by optimal length: time, nodes,
// nodes/s.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/cubie.h"
#include "solvers/optimal/optimal.h"
#include "solvers/optimal/optimal_tables.h"

namespace cube::optimal {

struct BenchPosition {
  std::string name;
  CubieCube cube;
  int known_depth = -1;  // proven optimal length when known (superflip: 20), else -1
  int at_most = -1;      // an upper bound (the scramble's length), else -1
};

// Superflip (20) and seeded scrambles of 14..19 face turns (depth at most that).
std::vector<BenchPosition> known_positions();

// Positions from a text of scrambles, one a line (blank lines and lines starting with
// '#' skipped), named "line N", each at most its scramble's length: a peer's benchmark
// file (bench/scrambles/) solved by both. Empty and *error set ("line N: ...") when a
// line is not face turns.
std::vector<BenchPosition> positions_from_scrambles(std::string_view text, std::string* error);

struct BenchEntry {
  std::string name;
  int known_depth = -1;
  int length = -1;        // of the solution returned (-1: none)
  bool optimal = false;   // proven
  bool verified = false;  // the solution solves the state
  bool timed_out = false;
  double ms = 0;
  double cpu_ms = 0;  // the process's CPU time during the solve (all threads): on a
                      // shared machine closer to the work done than the wall clock
  uint64_t nodes = 0;
  std::string message;  // the solver's ("not proven optimal: search reached depth N")
};

struct BenchReport {
  int count = 0;  // random states
  uint64_t seed = 0;
  int threads = 1;
  double time_ms = -1;              // per-state budget
  double build_ms = 0;              // 0 when the tables were given
  double load_ms = 0;               // from bytes, verification included
  size_t table_bytes = 0;           // byte format (what IndexedDB stores)
  size_t memory_bytes = 0;          // in memory
  std::vector<BenchEntry> entries;  // random states first, then known positions
};

// tables: null to build tables of `size` (timed, with `threads` threads).
// progress(line) gets one line per solved state. positions: solved after the random
// and known ones.
BenchReport bench_optimal(int count, uint64_t seed, bool with_known, double time_ms, int threads,
                          std::shared_ptr<const Tables> tables = nullptr,
                          const std::function<void(const std::string&)>& progress = {},
                          TableSize size = TableSize::Small, const OptimalOptions* options = nullptr,
                          const std::vector<BenchPosition>& positions = {});

// One JSON object, and a few human-readable lines (with a table by optimal length).
std::string bench_report_json(const BenchReport& r);
std::string bench_report_text(const BenchReport& r);

}  // namespace cube::optimal
