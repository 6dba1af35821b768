// The solver table: every solver, one line each, in menu order. The first solver
// listed for a puzzle is that puzzle's default. Adding a solver: its folder under
// solvers/ with <name>_entry.cpp defining `const SolverEntry& <name>_entry()`, and one
// line below (CONTRIBUTING.md, "Adding a solver").
#include "solvers/solver_entry.h"

#define CUBESOLVER_SOLVERS(X) \
  X(twophase)                 \
  X(pocket)                   \
  X(sliding)                  \
  X(thistlethwaite)           \
  X(lbl)                      \
  X(goal)                     \
  X(fmc)                      \
  X(optimal)                  \
  X(pyraminx)                 \
  X(skewb)                    \
  X(megaminx)                 \
  X(clock)                    \
  X(sq1)                      \
  X(sq1_optimal)              \
  X(reduction)

namespace cube::registry {

#define CUBESOLVER_DECLARE(name) const SolverEntry& name##_entry();
CUBESOLVER_SOLVERS(CUBESOLVER_DECLARE)
#undef CUBESOLVER_DECLARE

const std::vector<const SolverEntry*>& entries() {
#define CUBESOLVER_ROW(name) &name##_entry(),
  static const std::vector<const SolverEntry*> list = {CUBESOLVER_SOLVERS(CUBESOLVER_ROW)};
#undef CUBESOLVER_ROW
  return list;
}

}  // namespace cube::registry
