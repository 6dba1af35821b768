// The 4x4x4 reduction solver's row of the solver table (solvers/solver_entry.h):
// centres, edge pairing (parity when the search's greedy way out left one), then the
// two-phase solver on the reduced cube. Its own tables (9.1 MB: reduction_centres.h,
// reduction_pair_table.h) build on first use (1-2 s natively, 2-4 s in Chromium:
// docs/BENCHMARKS.md); no byte format.
#include "core/validate.h"
#include "solvers/reduction/reduction_solver.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

SolveReply solve_request(const SolveRequest& req) {
  const Validation v = validate(Puzzle::Cube4, req.state);
  if (!v.ok()) return bad_input(problems_text(v));
  SolveReply r = reply_from(reduction::solve(v.facelets));
  if (req.options.max_length >= 0 && !r.solutions.empty() && r.solutions.front().length > req.options.max_length) {
    SolveReply none;
    none.status = SolveResult::Status::NoSolution;
    none.message = "the reduction found " + std::to_string(r.solutions.front().length) +
                   " moves, more than the limit of " + std::to_string(req.options.max_length) +
                   " (it does not look for the shortest)";
    return with_start(none, v.facelets);
  }
  return with_start(r, v.facelets);
}

bool ready(const SolveRequest&) { return reduction::tables_built(); }

bool build(const SolveRequest&, const TableProgress&, std::string*) {
  reduction::build_tables();
  return true;
}

}  // namespace

const SolverEntry& reduction_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "reduction",
              .title = "4x4x4 reduction",
              .help = "Reduction: the U-D and R-L centres first, then each edge's two wings paired as the centres "
                      "are finished, leaving no parity to fix, and the reduced cube solved as a 3x3x3 by the "
                      "two-phase solver. Lengths count every outer or wide turn as 1 (OBTM); not the shortest "
                      "solutions.",
              .puzzles = {"4x4x4"},
              .stages_first = true,
              .uses_tables_of = {"twophase"},  // the 3x3x3 stage: the page loads them from its cache
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.default_count = 50, .flags = {{"max-length"}}},
  };
  return entry;
}

}  // namespace cube::registry
