// The Square-1 two-phase solver's row of the solver table (sq1_twophase.h): the twist
// metric, its tables built on first use (a second or so).
#include "puzzles/sq1/sq1_shapes.h"
#include "solvers/self_check.h"
#include "solvers/solver_entry.h"
#include "solvers/sq1/sq1_coarse.h"
#include "solvers/sq1/sq1_reply.h"
#include "solvers/sq1/sq1_square.h"

namespace cube::registry {
namespace {

// Without a budget the search for shorter totals stops after this long.
constexpr double kDefaultBudgetMs = 300;

// Set once the tables exist: by build(), or by a solve, which builds them on first use.
std::atomic<bool> built{false};

SolveReply solve_request(const SolveRequest& req) {
  const sq1::StateRead read = sq1::read_state(req.state);
  if (!read.validation.ok()) return bad_problems(read.validation);
  const double budget = req.options.time_ms >= 0 ? req.options.time_ms : kDefaultBudgetMs;
  const sq1::Sq1Solve r = sq1::solve_twophase(read.state, budget, req.options.cancel);
  SolveReply out = sq1_reply(read.state, r, false, message(r.timed_out ? "sq1_split_budget" : "sq1_split_shortest"),
                             req.options.max_length);
  out.timed_out = false;  // the budget bounds the search for shorter ones: the answer is whole
  built = true;           // the solve made the tables
  return out;
}

bool ready(const SolveRequest&) { return built; }
bool build(const SolveRequest&, const TableProgress& progress, MessageOut) {
  sq1::Shapes::get();
  if (progress) progress(0.1);
  sq1::SquareTables::get();
  if (progress) progress(0.6);
  sq1::coarse_build_ms();
  built = true;
  if (progress) progress(1);
  return true;
}

int bench(const BenchRequest& b, std::string*) {
  const auto t0 = BenchClock::now();
  sq1::SquareTables::get();
  sq1::coarse_build_ms();
  const double build = ms_since(t0);
  BenchReport r = self_check("sq1", b.count, b.seed, b.options);
  r.add("tables_ms", build, 1);
  r.add_count("table_bytes", static_cast<int64_t>(sq1::SquareTables::get().bytes() + sq1::coarse_bytes()));
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& sq1_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "sq1",
              .title = words("solver_sq1_title"),
              .help = words("solver_sq1_help"),
              .puzzles = {"sq1"},
              .takes_time_budget = true,
              .metrics = {"twist"},
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.flags = {{"time-ms"}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
