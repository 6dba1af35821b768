// The Rubik's Clock solver's row of the solver table (solvers/solver_entry.h): optimal in
// the WCA's move count by examining every solution (clock_solver.h); nothing to build.
#include "puzzles/clock/clock_state.h"
#include "solvers/clock/clock_solver.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

SolveReply solve_request(const SolveRequest& req) {
  const clock::StateRead read = clock::read_state(req.state);
  if (!read.validation.ok()) return bad_input(problems_text(read.validation));
  const clock::ClockSolve r = clock::solve(read.clock, std::max(1, req.options.solutions));
  SolveReply out;
  out.status = SolveResult::Status::Solved;
  out.start = clock::format_state(read.clock);
  out.nodes = r.examined;
  out.message = "optimal: every one of the " + std::to_string(r.examined) +
                " ways to solve it with the 18 WCA pin sets was examined; " + std::to_string(r.optimal_count) +
                (r.optimal_count == 1 ? " has" : " have") + " the fewest moves";
  for (const clock::ClockSolution& s : r.solutions) {
    if (req.options.max_length >= 0 && s.length > req.options.max_length) {
      out.status = SolveResult::Status::NoSolution;
      out.message = "the shortest solution has " + std::to_string(s.length) + " moves, more than the limit of " +
                    std::to_string(req.options.max_length);
      out.solutions.clear();
      return out;
    }
    TextSolution t;
    t.moves = clock::format_moves(s.moves);
    t.length = s.length;
    t.optimal = true;
    // Chapters: the front's turns, then y2 and the back's.
    int flip = static_cast<int>(s.moves.size());
    for (size_t i = 0; i < s.moves.size(); ++i)
      if (s.moves[i].kind == clock::ClockMove::Kind::Flip) flip = static_cast<int>(i);
    if (flip > 0) t.stages.push_back({"front", "the dials turned with the front towards you", 0, flip});
    if (flip < static_cast<int>(s.moves.size()))
      t.stages.push_back({"back", "y2, then the back's dials", flip, static_cast<int>(s.moves.size())});
    out.solutions.push_back(std::move(t));
  }
  return out;
}

bool ready(const SolveRequest&) { return true; }
bool build(const SolveRequest&, const TableProgress&, std::string*) { return true; }

int bench(const BenchRequest& b, std::string*) {
  const BenchReport r = self_check("clock", b.count, b.seed, b.options);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& clock_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "clock",
              .title = "Clock optimal",
              .help = "Optimal in the WCA's count (each dial turn one move; y2 and the pins free): every one of the "
                      "20,736 solutions the 18 WCA pin sets allow is examined and the shortest kept, fewest hours "
                      "turned first among equals.",
              .puzzles = {"clock"},
              .lists_all_optimal = true,
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve_request,
      .bench = {.flags = {{"max-length"}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
