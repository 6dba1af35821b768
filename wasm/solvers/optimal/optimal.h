// Optimal 3x3x3 solver: IDA* over the 18 face turns with an admissible heuristic
// from a large symmetry-reduced pruning table; every solution it marks optimal is a
// proven shortest one (face-turn metric).
//
// ---- Design, by the numbers ---------------------------------------------------
// Cost model: IDA* visits ~N(d) ~ b^(d - h_eff) nodes (b = 13.35 with canonical move
// order), and every node costs about one random read of the pruning table per axis
// checked. Korf: nodes ~ 1 / table size, so the table should be as large as the
// page allows, and its reads should overlap (prefetched in batches).
// Candidates (entries after symmetry reduction; 2 bits = distance mod 3, enough
// because the search knows each parent's exact distance and a move changes it by
// at most 1 -- 4-bit exact values would double the bytes for nothing):
//   A. flip x UD-slice positions (64,430 classes under the 16 U-D symmetries) x twist
//      (2,187) = 140,908,410 entries = 35.2 MB. Kociemba's "huge" phase-1 table.
//      Distances (measured): 0:1 1:1 2:5 3:44 4:487 5:5,841 6:68,364 7:776,568
//      8:7,950,748 9:52,098,876 10:76,236,234 11:3,771,112 12:129; mean 9.53.
//      Build 4-6 s natively, one thread.
//   B. flip x sorted UD-slice (positions and order of FR FL BL BR: 11,880) = the
//      64,430 classes x 24 orders x 2,187 twists = 3,381,801,840 entries = 845.5 MB
//      (fits the 1 GiB a WASM32 page may hold). Stored class-major, order conjugated
//      like the twist; self-symmetric classes keep duplicate rows (a 1.6% waste
//      against exact reduction, for a 4 MB raw->sym table instead of 97 MB). The
//      goal is the solved slice order, so the bound is stronger: distances (measured)
//      0:1 1:6 2:28 3:164 4:1,526 5:18,007 6:218,099 7:2,604,212 8:29,932,828
//      9:300,037,276 10:1,664,413,445 11:1,373,279,690 12:11,296,530 13:28; mean
//      10.30 (A: 9.53), 8-23x fewer nodes than A on 8-12 move scrambles.
//      Build natively 109 s one thread (load ~3), 164 s two threads (load 4-6).
//   C. corners (cperm 2,768 classes x twist) = 6.05M entries: mean ~8.8, weaker than
//      either along three axes. Not used.
//   Inverse-cube lookups (nissy) need exact (4-bit) values: a left-multiplied move
//      is no edge of the coordinate graph, so mod 3 says nothing. Not used.
// Chosen: A = TableSize::Small (phones; tests), B = TableSize::Large (desktops).
// Each is looked up along three axes (U-D; R-L and F-B through the URF conjugation);
// the heuristic is their max. Per node: the axis with the largest parent distance
// is computed for all up to 15 moves first and its reads prefetched together, then
// the survivors' other two axes likewise, then the checks and the recursion.
// Measured with B, one thread, 2-core machine shared with others (load 3-7):
// 9-16M nodes/s; length 14: 15 ms, 15: 0.6 s, 16: 5.6 s, 17: median 42 s (11-58 s),
// 18: median 104 s (38-116 s); A: 14-23M nodes/s but ~10x the nodes. nissy-core
// (1.8 GiB): 1.3 s at 17, 9.5 s at 18. See bench.h for the benchmark.
//
// Upper bound and fallback: two-phase (twophase::solve, bounded to 1 s or half the
// budget) runs first, usually in milliseconds; depths are searched from the
// heuristic up to one less than its length, so when no shorter solution exists
// the two-phase one is proven optimal. When the time budget ends the result is
// Solved with timed_out set and that solution, marked optimal=false, message
// "not proven optimal: search reached depth N" (nothing shorter than N exists).
//
// Threads (native; WASM with pthreads): the first two moves of each depth are work
// items taken from a shared counter; the first solution found at a depth is optimal.
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/cubie.h"
#include "solvers/optimal/optimal_tables.h"
#include "solvers/solver.h"

namespace cube::optimal {

struct SearchProgress {
  int depth = 0;            // the depth being searched (all shorter ones are done)
  uint64_t nodes = 0;       // nodes so far
  double nodes_per_s = 0;   // average so far
  double ms = 0;            // elapsed
};

struct OptimalOptions {
  int threads = 1;  // native: worker threads (1 = search on the calling thread)
  // Called at each new depth and about every 100 ms, with more detail than
  // SolveOptions::progress (which is called too, with depth and nodes).
  std::function<void(const SearchProgress&)> on_progress;
  bool twophase_bound = true;  // run two-phase first for an upper bound and fallback
  bool inverse_bound = true;   // prune with the inverse's bound too (false: to measure it)
};

// SolveOptions (solver.h):
//   max_length  -1: no limit (20 suffices); otherwise NoSolution when longer.
//   time_ms     budget; when it ends: Solved, timed_out, the two-phase solution with
//               optimal=false and the message "not proven optimal: search reached
//               depth N" (no solution shorter than N exists).
//   cancel      checked every 1,024 nodes: status Cancelled (the two-phase solution,
//               if any, is still returned, optimal=false).
//   progress    (depth, nodes) at each new depth and about every 100 ms.
// `solutions` and `keep_searching` are ignored: one proven-optimal solution.
SolveResult solve(const CubieCube& c, const Tables& tables, const SolveOptions& options = {},
                  const OptimalOptions& opt = {});
// With the installed tables, or the small table built on first use.
SolveResult solve(const CubieCube& c, const SolveOptions& options = {}, const OptimalOptions& opt = {});

// Exact distance to <U,D,R2,L2,F2,B2> of the cube along each axis (U-D, R-L, F-B):
// the three lower bounds the search starts from.
std::array<int, 3> axis_distances(const CubieCube& c, const Tables& tables);

}  // namespace cube::optimal
