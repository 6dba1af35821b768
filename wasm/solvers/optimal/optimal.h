// Optimal 3x3x3 solver: IDA* over the 18 face turns with an admissible heuristic
// from a large symmetry-reduced pruning table; every solution it marks optimal is a
// proven shortest one (face-turn metric).
//
// ---- Design, by the numbers ---------------------------------------------------
// Candidates (entries = states of the pruning coordinate after symmetry reduction):
//   A. flip x UD-slice (16-sym classes: 64,430) x twist (2,187) = 140,908,410 entries.
//      Kociemba's "huge" phase-1 table. Exact distance to <U,D,R2,L2,F2,B2> mod 3 in
//      2 bits: 35.2 MB (4 bits would be 70.5 MB for nothing: the search knows the
//      parent's exact depth). Max depth 12, mean ~9.0 (distribution printed by the
//      bench). Looked up along the three axes (U-D; R-L and F-B through the URF
//      conjugation), the heuristic is the max of three nearly independent bounds.
//      Build: one BFS over the table, ~tens of seconds natively.
//   B. flip x sorted UD-slice (16-sym classes ~1.52M) x twist = 3.33G entries, 2 bits:
//      794 MiB (Kociemba's Python optimal solver). ~23.6x more entries, roughly that
//      many fewer nodes (Korf: nodes ~ 1/table size), but fits a WASM32 page only
//      barely, needs a 97 MB raw->sym table, and a BFS over 3.33G entries takes
//      many minutes natively: over the 3-minute Chromium budget. Not built (yet).
//   C. corners (cperm 2,768 classes x twist) = 6.05M entries: mean depth ~8.8, a
//      weaker bound than A's three lookups; small, could be added as a fourth max.
// Chosen: A as the "small" table (phones and desktops: 35 MB, WASM-friendly, fast
// to build and to store in IndexedDB). The search keeps, per axis, the raw flip,
// slice and twist (tiny move tables, in L1) and the exact distance; one random
// access into the 35 MB table per axis per node is the cost. Moves follow the
// canonical order (no face twice in a row, U before D after each other, ...):
// branching 13.35.
//
// Upper bound and fallback: two-phase (twophase::solve) runs first (milliseconds);
// depths are searched from the heuristic up to one less than its length, so when
// no shorter solution exists the two-phase one is proven optimal. When the time
// budget ends, the result is Solved with timed_out set and that solution, marked
// optimal=false, message "not proven optimal: search reached depth N".
//
// Threads (native; WASM with pthreads): the first two moves of each depth are work
// items taken from a shared counter.
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
