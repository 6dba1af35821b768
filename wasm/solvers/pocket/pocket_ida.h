// IDA* over physical 2x2x2 cubes with the full distance table as its lower bound, for
// move sets that hold all turns of three faces around one corner (<U,R,F> plus more,
// "no B", all 18, ...) and a handful of goal cubes.
//
// Why the table bounds any move set: with all 18 turns, whole-cube orientation aside,
// every cube is as far from a goal as its DBL-home re-colouring is from solved in
// <U,R,F> (an L turn is an R turn plus a rotation). Fewer turns never make a path
// shorter, and holding the cube one exact way never does either, so that table
// distance never overestimates. With a corner's three faces in the set it is also
// close to the truth, so IDA* expands little beyond the solution paths: the seed-003
// case (15 turns, first layer + Sune) takes well under a millisecond. Far from the
// truth (<R,U>, <U,D,R,L>) it would not be, so those go to the breadth-first search of
// pocket_search.h, which is also the fallback when the node budget runs out.
//
// The bound is kept exactly along the path from residues alone: a turn changes the
// (re-coloured) distance by -1, 0 or +1, three different residues mod 3.
#pragma once
#include <cstdint>

#include "solvers/pocket/pocket_search.h"

namespace cube::pocket {

// Whether `moves` (already for the metric) holds every turn of the three faces around
// some corner, which is when ida_paths is the better engine.
bool has_corner_triple(MoveSet moves, Metric metric);

// problem.goals must be non-empty. StateLimit when more than node_budget nodes were
// needed (then nothing is returned; use find_paths).
SearchResult ida_paths(const SearchProblem& problem, const SolveOptions& options, uint64_t node_budget);

}  // namespace cube::pocket
