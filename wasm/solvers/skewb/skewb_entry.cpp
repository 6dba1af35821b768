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
      .title = words("solver_skewb_title"),
      .help = words("solver_skewb_help"),
      .puzzles = {"skewb"},
      .lists_all_optimal = false,
  });
  return entry;
}

}  // namespace cube::registry
