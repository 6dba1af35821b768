// The big cubes' reduction solver (the 5x5x5 so far; the stages are written for any
// size 5..7): the centres in three stages (reduction_big_centres.h), which also leave
// each wing orbit's permutation even, the edges paired greedily
// (reduction_big_edges.h), and the reduced cube solved as a 3x3x3 by the two-phase
// solver. Every turn is an outer or block turn: the length is in OBTM.
#pragma once
#include <string>

#include "solvers/solver.h"

namespace cube::reduction {

// stickers: a valid state of the n x n x n cube in face letters (validate's facelets).
SolveResult solve_big(int n, const std::string& stickers);

bool big_tables_built(int n);
void build_big_tables(int n);

}  // namespace cube::reduction
