// The Square-1 optimal solver's row (sq1_optimal.h): the fewest slashes, proven within
// the time budget (10 s by default) or said not to be.
#include "solvers/self_check.h"
#include "solvers/solver_entry.h"
#include "solvers/sq1/sq1_optimal.h"
#include "solvers/sq1/sq1_reply.h"
#include "solvers/sq1/sq1_square.h"

namespace cube::registry {
namespace {

constexpr double kDefaultBudgetMs = 10000;

// Set once the tables exist: by build(), or by a solve, which builds them on first use.
std::atomic<bool> built{false};

SolveReply solve_request(const SolveRequest& req) {
  const sq1::StateRead read = sq1::read_state(req.state);
  if (!read.validation.ok()) return bad_problems(read.validation);
  const double budget = req.options.time_ms >= 0 ? req.options.time_ms : kDefaultBudgetMs;
  const sq1::OptimalSolve r = sq1::solve_optimal(read.state, budget, req.options.cancel);
  Message said = r.proven ? message("sq1_optimal_proven", {{"slashes", r.solve.slashes}})
                          : message("sq1_not_proven", {{"bound", r.lower_bound}});
  SolveReply out = sq1_reply(read.state, r.solve, r.proven, std::move(said), req.options.max_length);
  out.nodes = r.nodes;
  out.timed_out = !r.proven;
  built = true;  // the solve made the tables
  return out;
}

bool ready(const SolveRequest&) { return built; }
bool build(const SolveRequest&, const TableProgress& progress, MessageOut) {
  sq1::SquareTables::get();
  if (progress) progress(0.5);
  sq1::optimal_table_bytes();
  built = true;
  if (progress) progress(1);
  return true;
}

int bench(const BenchRequest& b, std::string*) {
  const auto t0 = BenchClock::now();
  sq1::optimal_table_bytes();
  const double build = ms_since(t0);
  BenchReport r = self_check("sq1-optimal", b.count, b.seed, b.options);
  r.add("tables_ms", build, 1);
  r.add_count("table_bytes", static_cast<int64_t>(sq1::optimal_table_bytes()));
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& sq1_optimal_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "sq1-optimal",
              .title = words("solver_sq1_optimal_title"),
              .help = words("solver_sq1_optimal_help"),
              .puzzles = {"sq1"},
              .takes_time_budget = true,
              .reports_progress = false,
              .metrics = {"twist"},
              .answer_meanwhile = "sq1",
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.default_count = 20, .flags = {{"time-ms"}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
