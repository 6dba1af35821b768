// The Thistlethwaite solver's row of the solver table (solvers/solver_entry.h). Its
// tables are small, built on first use, and have no byte format (nothing to cache).
#include <atomic>

#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"
#include "solvers/thistlethwaite/thistlethwaite_bench.h"
#include "solvers/thistlethwaite/thistlethwaite_solver.h"

namespace cube::registry {
namespace {

// Its own API builds silently on first use and cannot be asked: remembered here.
std::atomic<bool> built{false};

SolveReply solve_request(const SolveRequest& req) {
  SolveReply bad;
  std::string start;
  const std::optional<CubieCube> c = read_cube3(req, &bad, &start);
  if (!c) return bad;
  SolveReply r = with_start(reply_from(thistlethwaite::solve(*c, req.options)), start);
  built = true;
  return r;
}

bool ready(const SolveRequest&) { return built; }

bool build(const SolveRequest&, const TableProgress&, std::string*) {
  thistlethwaite::prepare();
  built = true;
  return true;
}

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
              .title = "Thistlethwaite (4 phases, ≤ 45 moves)",
              .help = "Thistlethwaite: four phases through nested subgroups, ≤ 45 moves; playback pauses after "
                      "each phase.",
              .puzzles = {"3x3x3"},
              .stages_first = true,
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.run = bench},
  };
  return entry;
}

}  // namespace cube::registry
