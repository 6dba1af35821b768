// The Megaminx solver's row of the solver table (solvers/solver_entry.h): step by step
// (megaminx_solver.h), its small tables built on first use; no byte format (nothing
// worth caching). Its benchmark is the registry's self-check over random states.
#include <atomic>

#include "puzzles/megaminx/megaminx.h"
#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_validate.h"
#include "solvers/megaminx/megaminx_solver.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

namespace mx = twisty::megaminx_solver;

SolveReply solve(const SolveRequest& req) {
  const twisty::Puzzle& p = twisty::megaminx();
  // Checked piece by piece first: a state no turns reach is named, not searched.
  const twisty::TwistyValidation v = twisty::validate_twisty(p, req.state);
  if (!v.ok) {
    std::string text;
    for (const twisty::TwistyProblem& problem : v.problems) {
      std::string m = problem.message;
      if (!m.empty() && m.back() != '.') m += '.';
      text += (text.empty() ? "" : " ") + m;
    }
    SolveReply r = bad_input(text);
    r.start = v.stickers;
    return r;
  }
  const twisty::PieceReading read = twisty::read_pieces(p, req.state);
  const mx::Solved s = mx::solve(read.pieces);
  SolveReply r;
  r.start = read.stickers;
  r.nodes = s.nodes;
  if (!s.ok) {
    r.status = SolveResult::Status::NoSolution;
    r.message = s.error;
    return r;
  }
  TextSolution t;
  std::vector<int> all;
  for (const mx::Step& step : s.steps) {
    const int begin = static_cast<int>(all.size());
    all.insert(all.end(), step.turns.begin(), step.turns.end());
    t.stages.push_back(Stage{step.name, step.explanation, begin, static_cast<int>(all.size())});
  }
  t.moves = twisty::format_turns(p, all);
  t.length = static_cast<int>(all.size());
  if (req.options.max_length >= 0 && t.length > req.options.max_length) {
    r.status = SolveResult::Status::NoSolution;
    say(r, message("found_over_limit", {{"length", t.length}, {"unit", "turns"}, {"max", req.options.max_length}}));
    return r;
  }
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(t);
  return r;
}

bool ready(const SolveRequest&) { return mx::prepared(); }

bool build(const SolveRequest&, const TableProgress&, std::string*) {
  mx::prepare();
  return true;
}

int bench(const BenchRequest& b, std::string*) {
  const BenchReport r = self_check("megaminx", b.count, b.seed, b.options);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& megaminx_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "megaminx",
              .title = words("solver_megaminx_title"),
              .help = words("solver_megaminx_help"),
              .puzzles = {"megaminx"},
              .stages_first = true,
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve,
      .bench = {.flags = {{"max-length"}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
