// The 2x2x2 (pocket cube) solver: optimal solutions, every one of them or their count
// on request, in HTM or QTM, with any subset of the 18 face turns, from any start to
// the solved cube or to any sticker pattern.
//
//   start  24 stickers in the order of core/facelets.h, in face letters or any six
//          colours (read through the DBL corner, as core/validate.h does).
//   goal   "" or "solved": every face one colour, the cube held any way. Otherwise 24
//          stickers in the start's colours where 'x' or '?' marks a sticker that does
//          not matter: the shortest path to any cube that looks like that, held as the
//          start is held (seed 003's path finder: "WWWWxxxx..." is "top face white").
//   moves  default <U,R,F> (all turns): DBL never moves, and optimal over <U,R,F> is
//          optimal over all 18 turns too. Solved goals with these moves (or any superset,
//          one solution) are answered from the full distance table (pocket_table.h) in
//          microseconds; pattern goals with them by the table when few cubes match.
//          Anything else by IDA* bounded by the table when the set holds all turns of
//          three faces around a corner (pocket_ida.h: "no B", all 18, ...), otherwise
//          by breadth-first search from both ends (pocket_search.h: <R,U>, ...).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/cubie.h"
#include "solvers/pocket/pocket_moves.h"
#include "solvers/solver.h"

namespace cube::pocket {

struct PocketRequest {
  Metric metric = Metric::HTM;
  MoveSet moves = MoveSet::urf();
  std::string goal;          // see above
  bool all_optimal = false;  // every optimal solution (at most kMaxSolutions)
};
inline constexpr size_t kMaxSolutions = 100000;

// options.solutions optimal solutions (all of them with all_optimal), in a fixed order;
// options.max_length, time_ms and cancel are honoured. Status BadInput names what is
// wrong with the start, the goal or the moves; NoSolution says why (a turn set that
// cannot reach the goal, a length limit).
SolveResult solve(std::string_view start, const PocketRequest& request, const SolveOptions& options = {});
// The same for a cube; request.goal in face letters as this cube is held.
SolveResult solve(const CornerCube& start, const PocketRequest& request, const SolveOptions& options = {});

struct OptimalCount {
  SolveResult::Status status = SolveResult::Status::NoSolution;
  std::string message;
  int length = -1;       // optimal length in the request's metric
  uint64_t count = 0;    // distinct optimal move sequences (adjacent opposite-face turns
                         // counted in one order; QTM half turns as R R only)
  bool complete = true;  // false: stopped counting at 10^8
  double ms = 0;
};
OptimalCount count_optimal(std::string_view start, const PocketRequest& request, const SolveOptions& options = {});
OptimalCount count_optimal(const CornerCube& start, const PocketRequest& request, const SolveOptions& options = {});

// The table fast path: optimal length / one optimal solution in <U,R,F> of any cube
// (re-coloured through its DBL corner first). Builds the shared table on first use.
int optimal_length(const CornerCube& c, Metric metric = Metric::HTM);
std::vector<Move> solve_optimal(const CornerCube& c, Metric metric = Metric::HTM);

// QTM paths step R R for a half turn; printed solutions merge such pairs into R2.
std::vector<Move> merge_half_turns(const std::vector<int>& path);

}  // namespace cube::pocket
