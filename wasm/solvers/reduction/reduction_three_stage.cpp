// The reductions' 3x3x3 stage (reduction_three_stage.h).
#include "solvers/reduction/reduction_three_stage.h"

#include "solvers/twophase/twophase_search.h"

namespace cube::reduction {

SolveResult solve_three_by_three(const CubieCube& cube, uint64_t max_nodes) {
  SolveOptions options;
  options.max_length = 21;  // found at once; then shorter ones within the node budget
  options.keep_searching = true;
  return twophase::solve(cube, options, max_nodes);
}

}  // namespace cube::reduction
