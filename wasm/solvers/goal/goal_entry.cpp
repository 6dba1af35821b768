// The goal solver's row of the solver table (solvers/solver_entry.h): partial goals,
// move sets and step chains on the 3x3x3 and the 2x2x2. Its tables depend on the goal:
// every table function reads the request's goal (a request without one stands for the
// first preset, "cross", so that the solver's name alone names a table set).
#include "core/puzzle.h"
#include "solvers/goal/goal_bench.h"
#include "solvers/goal/goal_solver.h"
#include "solvers/pocket/pocket_table.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

// The request's goal; a leading "cn:" or "neutral:" (any case) asks for colour
// neutrality.
goal::GoalRequest goal_request(const SolveRequest& req) {
  goal::GoalRequest g;
  std::string text = req.goal;
  const size_t first = text.find_first_not_of(" \t");
  text = first == std::string::npos ? std::string() : text.substr(first);
  for (const std::string p : {"cn:", "neutral:"}) {
    if (lower(text.substr(0, p.size())) == p) {
      g.colour_neutral = true;
      text = text.substr(p.size());
      break;
    }
  }
  g.goal = text;
  g.moves = req.moves;
  return g;
}

// The goal whose tables the table functions mean.
goal::GoalRequest table_goal(const SolveRequest& req) {
  goal::GoalRequest g = goal_request(req);
  if (blank(g.goal)) g.goal = "cross";
  return g;
}

Puzzle puzzle_of(const SolveRequest& req) { return req.puzzle == "2x2x2" ? Puzzle::Cube2 : Puzzle::Cube3; }

SolveReply solve_request(const SolveRequest& req) {
  const goal::GoalRequest g = goal_request(req);
  if (blank(g.goal)) {
    return bad_input(message("goal_needed"));
  }
  SolveReply r = reply_from(goal::solve(req.state, g, req.options));
  // The start its moves apply to, in face letters (read again only for a solution).
  if (!r.solutions.empty()) r.start = validate(puzzle_of(req), req.state).facelets;
  return r;
}

std::string key(const SolveRequest& req) { return goal::cache_key(table_goal(req)); }

bool ready(const SolveRequest& req) {
  if (puzzle_of(req) == Puzzle::Cube2) return pocket::has_shared_table(pocket::Metric::HTM);
  for (const std::string& k : goal::table_keys(table_goal(req)))
    if (!goal::has_table(k)) return false;
  return true;
}

bool build(const SolveRequest& req, const TableProgress& progress, MessageOut) {
  goal::prepare(table_goal(req), puzzle_of(req), [&](double f, size_t) {
    if (progress) progress(f);
  });
  return true;
}

std::vector<uint8_t> save(const SolveRequest& req) { return goal::export_request_tables(table_goal(req)); }

bool load(const SolveRequest&, const uint8_t* data, size_t size, MessageOut error) {
  return goal::import_tables(data, size, error);
}

int bench(const BenchRequest& b, std::string*) {
  int failures = 0;
  for (const BenchReport& r : goal::bench(b.count, b.seed)) {
    failures += r.failures;
    b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  }
  return failures;
}

}  // namespace

const SolverEntry& goal_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "goal",
              .title = words("solver_goal_title"),
              .help = words("solver_goal_help"),
              .puzzles = {"3x3x3", "2x2x2"},
              .needs_tables = true,
              .takes_goal = true,
              .needs_goal = true,
              .goal_presets = true,
              .goal_example = "cross",
              .goal_hint = words("solver_goal_goal_hint"),
              .takes_moves = true,
          },
      .tables = {.key = key, .ready = ready, .build = build, .save = save, .load = load},
      .solve = solve_request,
      .bench = {.run = bench},
  };
  return entry;
}

}  // namespace cube::registry
