// The Pyraminx solver's row of the solver table (solvers/solver_entry.h): optimal, from the
// puzzle's distance table (puzzles/twisty/twisty_table.h), built in well under a second
// on first use; no byte format (nothing worth caching).
#include "puzzles/pyraminx/pyraminx.h"
#include "solvers/solver_entry.h"
#include "solvers/twisty_row.h"

namespace cube::registry {
namespace {

SolveReply solve_request(const SolveRequest& req) { return twisty_solve(twisty::pyraminx(), req); }

bool ready(const SolveRequest&) { return twisty_ready(twisty::pyraminx()); }

bool build(const SolveRequest&, const TableProgress&, std::string*) {
  twisty_build(twisty::pyraminx());
  return true;
}

int bench(const BenchRequest& b, std::string*) { return twisty_bench("pyraminx", b); }

}  // namespace

const SolverEntry& pyraminx_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "pyraminx",
              .title = "Pyraminx optimal",
              .help = "Optimal: the fewest turns possible, tips included, from a table of all 933,120 Pyraminx states "
                      "without tips (built in a fraction of a second); the tips are turned first.",
              .puzzles = {"pyraminx"},
              .lists_all_optimal = false,
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.flags = {{"max-length"}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
