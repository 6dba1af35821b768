// The layer-by-layer solver's row of the solver table (solvers/solver_entry.h). Its
// tables are small, built on first use, and have no byte format (nothing to cache).
#include "solvers/built_on_first_use.h"
#include "solvers/lbl/lbl_bench.h"
#include "solvers/lbl/lbl_solver.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

using Row = BuiltOnFirstUse<lbl::solve, lbl::prepare>;

// Its own bench without limits; with them, the registry's self-check.
int bench(const BenchRequest& b, std::string*) {
  const bool limits = b.has("max-length") || b.has("time-ms") || b.has("effort");
  const BenchReport r = limits ? self_check("lbl", b.count, b.seed, b.options) : lbl::bench(b.count, b.seed);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& lbl_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "lbl",
              .title = words("solver_lbl_title"),
              .help = words("solver_lbl_help"),
              .puzzles = {"3x3x3"},
              .stages_first = true,
          },
      .tables = {.ready = Row::ready, .build = Row::build},
      .solve = Row::solve,
      .bench = {.flags = {{"max-length"}, {"time-ms"}, {"effort", false}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
