// What the Pyraminx and Skewb rows of the solver table share (pyraminx/, skewb/): the
// request's sticker string read piece by piece, the optimal solve over the puzzle's
// distance table (puzzles/twisty), its table functions and its benchmark.
#pragma once
#include <string>
#include <utility>

#include "puzzles/twisty/twisty_puzzle.h"
#include "solvers/solver_entry.h"

namespace cube::registry {

SolveReply twisty_solve(const twisty::Puzzle& puzzle, const SolveRequest& request);
bool twisty_ready(const twisty::Puzzle& puzzle);
void twisty_build(const twisty::Puzzle& puzzle);
int twisty_bench(const std::string& solver, const BenchRequest& b);

// A twisty puzzle's row, its solver named for its puzzle: `info` holds the row's facts;
// its solve, tables and benchmark are the functions above for the puzzle Shape() gives.
template <const twisty::Puzzle& (*Shape)()>
SolverEntry twisty_entry(SolverInfo info) {
  struct Row {
    static SolveReply solve(const SolveRequest& req) { return twisty_solve(Shape(), req); }
    static bool ready(const SolveRequest&) { return twisty_ready(Shape()); }
    static bool build(const SolveRequest&, const TableProgress&, MessageOut) {
      twisty_build(Shape());
      return true;
    }
    static int bench(const BenchRequest& b, std::string*) { return twisty_bench(Shape().name, b); }
  };
  return SolverEntry{
      .info = std::move(info),
      .tables = {.ready = Row::ready, .build = Row::build},
      .solve = Row::solve,
      .bench = {.flags = {{"max-length"}}, .run = Row::bench},
  };
}

}  // namespace cube::registry
