// The Skewb solver's row of the solver table (solvers/solver_entry.h): optimal, from the
// puzzle's distance table (puzzles/twisty/twisty_table.h), built in well under a second
// on first use; no byte format (nothing worth caching).
#include "puzzles/skewb/skewb.h"
#include "solvers/solver_entry.h"
#include "solvers/twisty_row.h"

namespace cube::registry {

const SolverEntry& skewb_entry() {
  static const SolverEntry entry = twisty_entry<twisty::skewb>({
      .name = "skewb",
      .title = "Skewb optimal",
      .help = "Optimal: the fewest turns possible (WCA metric: R U L B and their inverses count one each), "
              "from a table of all 3,149,280 Skewb states (built in a fraction of a second).",
      .puzzles = {"skewb"},
      .lists_all_optimal = false,
  });
  return entry;
}

}  // namespace cube::registry
