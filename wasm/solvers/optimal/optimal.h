// Optimal 3x3x3 solver: IDA* over the 18 face turns with an admissible heuristic
// from a large symmetry-reduced pruning table; every solution it marks optimal is a
// proven shortest one (face-turn metric).
//
// ---- Design, by the numbers (the argument and measurements: docs/OPTIMAL.md) ---
// Cost model: IDA* visits ~N(d) ~ b^(d - h_eff) nodes (b = 13.35 with canonical move
// order), and every node costs about one random read of a pruning table per bound
// checked. Korf: nodes ~ 1 / table size, so the table should be as large as the
// page allows, and its reads should overlap (prefetched in batches).
// Tables (entries after symmetry reduction, 2 bits each):
//   A. flip x UD-slice positions (64,430 classes under the 16 U-D symmetries) x twist
//      (2,187) = 140,908,410 entries = 35.2 MB, Kociemba's "huge" phase-1 table.
//      Distances 0..12, mean 9.53 (<= 7: 0.7%, 8: 5.6%, 9: 37%, 10: 54%, 11-12: 2.7%).
//   B. flip x sorted UD-slice (positions and order of FR FL BL BR: 11,880) = the
//      64,430 classes x 24 orders x 2,187 twists = 3,381,801,840 entries, in five
//      symbols packed three to 7 bits = 986.4 MB (optimal_tables.h): mod 3 below
//      10, and 10 / 11+ absolute. Mean 10.30 (<= 9: 9.8%, 10: 49.2%, 11: 40.6%,
//      12-13: 0.33%); 8-23x fewer nodes than A on 8-12 move scrambles.
// The node's own bound: A (small) or B (large) along three axes (U-D; R-L and F-B
//   through the URF conjugation): exact along the search path, since a move changes
//   a distance by at most 1 and the parent's is known (B's 12 reads as 11).
// The inverse's bound: a node's inverse needs as many moves (nissy), but its parent
//   is no neighbour in the coordinate graph, so it needs absolute values: `bound`,
//   A again, coarse (<= 7, 8, 9, >= 10), 35 MB in both sizes, used at 9 or fewer
//   moves to go; its coordinates are read off the node's cubies (tracked along the
//   path) without building the inverse. It halves A's nodes (14-16 moves) and saves
//   ~10% of B's, for about as much time per node (measured: docs/OPTIMAL.md).
//   Large: B's absolute symbols bound the inverse along three axes too, with 10 or
//   fewer moves to go (half the nodes; docs/OPTIMAL.md). A turn of a U or D face
//   (seen along an axis) multiplies the inverse from the left by an element of that
//   axis's subgroup, which leaves its coordinates as they were: a child inherits its
//   parent's symbol along the move's own axis (two reads, not three), and when the
//   parent's is too far, no turn of that axis's faces is tried at all (read one move
//   earlier for this; 18-move proofs 1.8x faster, docs/OPTIMAL.md). Tried and
//   measured worse: B coarse and absolute (<= 9, 10, 11, >= 12) -- the own bound
//   below 10 too weak.
// TableSize::Small = A + bound (70 MB; phones, tests); TableSize::Large = B + bound
//   (1.02 GB = 0.96 GiB: fits the 1 GiB a WASM32 page may hold); TableSize::Medium =
//   B with the slice edges' order up to V4 (6 classes, not 24) + bound (287 MB; mean
//   9.89; the same symbols and search, templated on the orders: optimal_tables.h);
//   TableSize::XLarge = B x the corners' permutation parity (48 classes) + bound
//   (2.01 GB, for a 4 GB page; a quarter turn flips the inverse's parity, so each node
//   also carries the inverse's symbols with the other parity, which a quarter turn of
//   the own axis inherits: docs/OPTIMAL.md, "An extra large size").
// Per node: the axis with the largest parent distance is computed for all up to 15
// moves first and its reads prefetched together, then the survivors' other two axes
// likewise, then the survivors' inverses along the three axes (their flip-slice
// symmetry entries prefetched, then their table entries), then the recursion. The
// inverse is carried down the path along each axis (a byte per piece, relabelled
// through a table per move), not rebuilt from the cube at each node.
// Measured with B (table set v4), one thread (docs/BENCHMARKS.md, "Optimal 3x3x3",
// session 6): 15 moves 70 ms, 16: 0.24 s, 17: 1.8-28 s, 18: 20-44 s natively (the
// full depth-17 pass, 80-150M nodes), median of twenty random states 26.5 s.
// nissy-core (1.8 GiB): 1.3 s at 17, 9.5 s at 18 moves.
//
// Upper bound and fallback: two-phase (twophase::solve, bounded to 1 s or half the
// budget) runs first, usually in milliseconds; depths are searched from the
// heuristic up to one less than its length, so when no shorter solution exists
// the two-phase one is proven optimal. Each time a depth d is exhausted (after the
// first 10 ms of search), two-phase is asked for a solution of d + 1 moves, given as
// much time as the depths' searches took so far (on two or more threads it runs on
// one of them beside the search of depth d + 1; whichever finds one first ends it):
// found, it is optimal, and the search ends without the next depth, which costs
// ~13x all before it (random states: most are 18 moves, found by two-phase in
// milliseconds to seconds once depth 17 is exhausted). When the time budget ends the result is
// Solved with timed_out set and that solution, marked optimal=false, message
// "not proven optimal: search reached depth N" (nothing shorter than N exists).
//
// Threads (native; WASM with pthreads): the first two moves of each depth are work
// items taken from a shared counter; the first solution found at a depth is optimal.
// A position with symmetries (the superflip: all 48) has one first move per orbit of
// its symmetry group, one second move per orbit of the first's stabiliser, and one
// third per orbit of the stabiliser of both (optimal_symmetry.h): the superflip's 10
// items of 243 prove it with 38x fewer nodes, in 2 min of CPU on the large table.
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
  int depth = 0;           // the depth being searched (all shorter ones are done)
  uint64_t nodes = 0;      // nodes so far
  double nodes_per_s = 0;  // average so far
  double ms = 0;           // elapsed
};

struct OptimalOptions {
  int threads = 1;  // native: worker threads (1 = search on the calling thread)
  // Called at each new depth and about every 100 ms, with more detail than
  // SolveOptions::progress (which is called too, with depth and nodes).
  std::function<void(const SearchProgress&)> on_progress;
  bool twophase_bound = true;  // run two-phase first for an upper bound and fallback
  // Once the depths' searches have run this long, each exhausted depth d is followed by a
  // two-phase search for a solution of d + 1 moves (then proven optimal). Sooner,
  // the next depth costs less than asking (100 ms until the small table's search
  // got ~3x faster: a 16-move state's depth 15 then ended within it, and the full
  // depth 16 that followed took 5 s where two-phase took 1).
  double twophase_retry_after_ms = 10;
  bool inverse_bound = true;  // prune with the inverse's bound too (false: to measure it)
  // Search one first move per orbit of the position's symmetries, and one second move
  // per orbit of that move's stabiliser (optimal_symmetry.h; false: to measure it).
  bool symmetry_reduction = true;
};

// SolveOptions (solver.h):
//   max_length  -1: no limit (20 suffices); otherwise NoSolution when longer.
//   time_ms     budget; when it ends: Solved, timed_out, the two-phase solution with
//               optimal=false and the message "not proven optimal: search reached
//               depth N" (no solution shorter than N exists).
//   cancel      checked every 1,024 nodes: status Cancelled (the two-phase solution,
//               if any, is still returned, optimal=false).
//   progress    (depth, nodes) at each new depth and about every 100 ms.
//   solutions   > 1: every optimal solution, up to that many, sorted (the optimal
//               length searched once more to its end, message "every optimal
//               solution: N"; cut by the budget or cancelled: those found, timed_out).
//               Sequences differing only in the order of two opposite faces' turns
//               count once (U before D, R before L, F before B).
// `keep_searching` is ignored.
SolveResult solve(const CubieCube& c, const Tables& tables, const SolveOptions& options = {},
                  const OptimalOptions& opt = {});
// With the installed tables, or the small table built on first use.
SolveResult solve(const CubieCube& c, const SolveOptions& options = {}, const OptimalOptions& opt = {});

// Exact distance to <U,D,R2,L2,F2,B2> of the cube along each axis (U-D, R-L, F-B):
// the three lower bounds the search starts from.
std::array<int, 3> axis_distances(const CubieCube& c, const Tables& tables);

}  // namespace cube::optimal
