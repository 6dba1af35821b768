#include "solvers/reduction/reduction_big_solver.h"

#include "solvers/reduction/five_phase_solver.h"
#include "solvers/reduction/reduction_pseudo_solver.h"
#include "solvers/reduction/reduction_search.h"
#include "solvers/search_pool.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::reduction {

// The 6x6x6 and 7x7x7 solve as a pseudo-5x5x5 (reduction_pseudo_solver.h): the 5x5x5's
// tables, and the 6x6x6's inner 4x4x4 the 4x4x4 row's search tables.
bool big_tables_built(int n) {
  const bool five = every_five_phase_table_built() && twophase::installed_tables() != nullptr;
  return n == 6 ? five && search_tables_built() : five;
}

void build_big_tables(int n, const FillProgress& progress) {
  // The 6x6x6's 4x4x4 search tables first (~2 s of CPU natively against the 5x5x5's ~10).
  const double four = n == 6 ? 0.15 : 0;
  if (n == 6) {
    build_search_tables();
    if (progress) progress(four);
  }
  FillProgress part;
  if (progress) part = [&progress, four](double f) { progress(four + (1 - four) * f); };
  build_every_five_phase_table(part);
  twophase::default_tables();
  if (n >= 6) make_unstored_pseudo_tables(n);
  if (progress) progress(1);
}

SolveResult solve_big(int n, const std::string& start, int threads) {
  // Every phase's search of this solve on the same threads (search_pool.h), started once.
  const SearchPoolScope pool(threads);
  if (n >= 6) return solve_by_pseudo_five(n, start, threads);
  FivePhaseBudget budget;
  budget.threads = threads;
  return solve_five_phase(start, budget);
}

}  // namespace cube::reduction
