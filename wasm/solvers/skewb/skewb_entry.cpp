// The Skewb solver's row of the solver table (solvers/solver_entry.h): optimal, from the
// puzzle's distance table (puzzles/twisty/twisty_table.h), built in well under a second
// on first use; no byte format (nothing worth caching).
#include "puzzles/skewb/skewb.h"
#include "solvers/solver_entry.h"
#include "solvers/twisty_row.h"

namespace cube::registry {
namespace {

SolveReply solve_request(const SolveRequest& req) { return twisty_solve(twisty::skewb(), req); }

bool ready(const SolveRequest&) { return twisty_ready(twisty::skewb()); }

bool build(const SolveRequest&, const TableProgress&, std::string*) {
  twisty_build(twisty::skewb());
  return true;
}

int bench(const BenchRequest& b, std::string*) { return twisty_bench("skewb", b); }

}  // namespace

const SolverEntry& skewb_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "skewb",
              .title = "Skewb optimal",
              .help = "Optimal: the fewest turns possible (WCA metric: R U L B and their inverses count one each), "
                      "from a table of all 3,149,280 Skewb states (built in a fraction of a second).",
              .puzzles = {"skewb"},
              .lists_all_optimal = false,
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.flags = {{"max-length"}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
