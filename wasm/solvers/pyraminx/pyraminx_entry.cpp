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
      .title = words("solver_pyraminx_title"),
      .help = words("solver_pyraminx_help"),
      .puzzles = {"pyraminx"},
      .lists_all_optimal = false,
  });
  return entry;
}

}  // namespace cube::registry
