// The Thistlethwaite solver's row of the solver table (solvers/solver_entry.h). Its
// tables are small, built on first use, and have no byte format (nothing to cache).
#include "solvers/built_on_first_use.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"
#include "solvers/thistlethwaite/thistlethwaite_bench.h"
#include "solvers/thistlethwaite/thistlethwaite_solver.h"

namespace cube::registry {
namespace {

using Row = BuiltOnFirstUse<thistlethwaite::solve, thistlethwaite::prepare>;

int bench(const BenchRequest& b, std::string*) {
  const BenchReport r = thistlethwaite::bench(b.count, b.seed);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& thistlethwaite_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "thistlethwaite",
              .title = words("solver_thistlethwaite_title"),
              .help = words("solver_thistlethwaite_help"),
              .puzzles = {"3x3x3"},
              .stages_first = true,
          },
      .tables = {.ready = Row::ready, .build = Row::build},
      .solve = Row::solve,
      .bench = {.run = bench},
  };
  return entry;
}

}  // namespace cube::registry
