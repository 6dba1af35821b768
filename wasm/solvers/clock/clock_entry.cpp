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
  if (!read.validation.ok()) return bad_problems(read.validation);
  const clock::ClockSolve r = clock::solve(read.clock, std::max(1, req.options.solutions));
  SolveReply out;
  out.status = SolveResult::Status::Solved;
  out.start = clock::format_state(read.clock);
  out.nodes = r.examined;
  say(out, message("clock_optimal", {{"examined", static_cast<long long>(r.examined)}, {"count", r.optimal_count}}));
  for (const clock::ClockSolution& s : r.solutions) {
    if (req.options.max_length >= 0 && s.length > req.options.max_length) {
      out.status = SolveResult::Status::NoSolution;
      say(out,
          message("shortest_over_limit", {{"length", s.length}, {"unit", "moves"}, {"max", req.options.max_length}}));
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
bool build(const SolveRequest&, const TableProgress&, MessageOut) { return true; }

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
              .title = words("solver_clock_title"),
              .help = words("solver_clock_help"),
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
