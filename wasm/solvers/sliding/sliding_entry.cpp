// The 8-puzzle solver's row of the solver table (solvers/solver_entry.h). Its distance
// tables (one per goal blank cell) are built in milliseconds on first use and have no
// byte format (nothing to cache).
#include <atomic>

#include "puzzles/8puzzle/sliding_board.h"
#include "solvers/self_check.h"
#include "solvers/sliding/sliding_solver.h"
#include "solvers/sliding/sliding_table.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

std::atomic<bool> built{false};

SolveReply solve_request(const SolveRequest& req) {
  sliding::SlidingRequest sr;
  sr.solutions = req.options.solutions;
  sr.max_length = req.options.max_length;
  const sliding::SlidingResult r = sliding::solve(req.state, req.goal, sr);
  built = true;
  SolveReply out;
  out.status = r.status;
  out.message = r.message;
  out.text = r.text;
  if (const sliding::BoardParse board = sliding::parse_board(req.state); board.ok) {
    out.start = sliding::format_board(board.board);
  }
  for (const auto& path : r.solutions) {
    TextSolution t;
    t.moves = sliding::format_slides(path);
    t.length = static_cast<int>(path.size());
    t.optimal = true;
    out.solutions.push_back(std::move(t));
  }
  return out;
}

bool ready(const SolveRequest&) { return built; }

bool build(const SolveRequest&, const TableProgress&, MessageOut) {
  sliding::shared_sliding_table(sliding::blank_cell(sliding::default_goal()));
  built = true;
  return true;
}

int bench(const BenchRequest& b, std::string*) {
  const BenchReport r = self_check("sliding", b.count, b.seed, b.options);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& sliding_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "sliding",
              .title = words("solver_sliding_title"),
              .help = words("solver_sliding_help"),
              .puzzles = {"8puzzle"},
              .takes_goal = true,
              .goal_example = "1 2 3 4 5 6 7 8 0",
              .goal_hint = words("solver_sliding_goal_hint"),
              .lists_all_optimal = true,
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.flags = {{"max-length"}, {"time-ms"}, {"effort", false}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
