// The Pyraminx solver's row of the solver table (solvers/solver_entry.h): optimal, from the
// puzzle's distance table (puzzles/twisty/twisty_table.h), built in well under a second
// on first use; no byte format (nothing worth caching).
#include "puzzles/pyraminx/pyraminx.h"
#include "solvers/solver_entry.h"
#include "solvers/twisty_row.h"

namespace cube::registry {

const SolverEntry& pyraminx_entry() {
  static const SolverEntry entry = twisty_entry<twisty::pyraminx>({
      .name = "pyraminx",
      .title = "Pyraminx optimal",
      .help = "Optimal: the fewest turns possible, tips included, from a table of all 933,120 Pyraminx states "
              "without tips (built in a fraction of a second); the tips are turned first.",
      .puzzles = {"pyraminx"},
      .lists_all_optimal = false,
  });
  return entry;
}

}  // namespace cube::registry
