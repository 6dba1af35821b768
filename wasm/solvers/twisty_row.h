// What the Pyraminx and Skewb rows of the solver table share (pyraminx/, skewb/): the
// request's sticker string read piece by piece, the optimal solve over the puzzle's
// distance table (puzzles/twisty), its table functions and its benchmark.
#pragma once
#include <string>

#include "puzzles/twisty/twisty_puzzle.h"
#include "solvers/solver_entry.h"

namespace cube::registry {

SolveReply twisty_solve(const twisty::Puzzle& puzzle, const SolveRequest& request);
bool twisty_ready(const twisty::Puzzle& puzzle);
void twisty_build(const twisty::Puzzle& puzzle);
int twisty_bench(const std::string& solver, const BenchRequest& b);

}  // namespace cube::registry
