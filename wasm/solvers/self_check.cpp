#include "solvers/self_check.h"

#include "puzzles/puzzle_table.h"
#include "solvers/registry.h"

namespace cube::registry {

std::string random_state(const std::string& puzzle, Rng& rng) { return puzzles::find(puzzle)->random_state(rng); }

std::string replay(const std::string& puzzle, const std::string& state, const std::string& moves) {
  const PuzzleEntry* p = puzzles::find(puzzle);
  if (!p) return "unknown puzzle '" + puzzle + "'";
  const Applied a = p->apply(moves, state);
  if (!a.ok) return "cannot read back: " + a.error;
  return p->is_solved(a.state) ? "" : "does not solve the " + p->info.label;
}

BenchReport self_check(const std::string& solver, int count, uint64_t seed, const SolveOptions& options,
                       const std::string& which, int threads) {
  BenchReport r;
  r.solver = solver;
  r.count = count;
  r.seed = seed;
  const SolverInfo* info = find_solver(solver);
  if (!info) return r;
  const std::string puzzle = which.empty() ? info->puzzles.front() : canonical_puzzle(which);
  const auto t0 = BenchClock::now();
  SolveRequest tables;
  tables.puzzle = puzzle;
  tables.solver = solver;
  build_tables(tables);
  const double build_ms = ms_since(t0);

  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    SolveRequest req;
    req.puzzle = puzzle;
    req.solver = solver;
    req.state = random_state(puzzle, rng);
    req.options = options;
    req.threads = threads;
    const auto t = BenchClock::now();
    const SolveReply reply = solve(req);
    const double ms = ms_since(t);
    const std::string wrong = reply.solutions.empty() ? "no solution: " + reply.message
                                                      : replay(puzzle, req.state, reply.solutions.front().moves);
    if (wrong.empty()) r.solved(ms, reply.solutions.front().length);
    else r.failed(ms, "state " + req.state + ": " + wrong);
  }
  r.finish();
  r.add_text("puzzle", puzzle);
  r.add("build_ms", build_ms);
  return r;
}

}  // namespace cube::registry
