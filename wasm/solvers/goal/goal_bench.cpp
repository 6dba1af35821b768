#include "solvers/goal/goal_bench.h"

#include <algorithm>

#include "core/facelets.h"
#include "core/random_state.h"
#include "solvers/goal/goal_rotation.h"
#include "solvers/goal/goal_solver.h"
#include "solvers/pocket/pocket_bench.h"
#include "solvers/pocket/pocket_goal.h"
#include "tables/table_file.h"

namespace cube::goal {
namespace {

// Whether the facelets after `moves` look like the goal: any alternative, any
// orientation when colour neutral (3x3x3); the pocket pattern (2x2x2).
bool reaches(Puzzle p, const std::string& start, const std::vector<Move>& moves, const std::vector<Pattern>& goals,
             const std::string& pocket_goal) {
  std::string s = start;
  if (apply_moves(p, s, moves) != -1) return false;
  if (p == Puzzle::Cube2) {
    const auto c = corners_from_facelets(s);
    return c && pocket::GoalPattern(pocket_goal).matches(*c);
  }
  for (const Pattern& g : goals)
    if (g.matches(s)) return true;
  return false;
}

// What a goal bench measured beside the solves.
struct GoalFigures {
  double table_ms = 0;
  size_t table_bytes = 0;
  int tables = 0;
};

// Solves every start (timed one by one), replays the solution, and fills the report.
BenchReport run(const std::string& what, uint64_t seed, Puzzle puzzle, const std::vector<std::string>& starts,
                const GoalRequest& req, const std::vector<Pattern>& goals, const GoalFigures& figures) {
  BenchReport b;
  b.solver = "goal " + what;
  b.count = static_cast<int>(starts.size());
  b.seed = seed;
  double node_sum = 0;
  for (const std::string& start : starts) {
    const auto t0 = BenchClock::now();
    const SolveResult r = solve(start, req);
    const double ms = ms_since(t0);
    if (r.status != SolveResult::Status::Solved || r.solutions.empty() ||
        !reaches(puzzle, start, r.solutions[0].moves, goals, req.goal)) {
      b.failed(ms);
      continue;
    }
    b.solved(ms, static_cast<int>(r.solutions[0].moves.size()));
    node_sum += double(r.nodes);
  }
  b.finish();
  const int solved = b.count - b.failures;
  b.add_text("goal", req.goal);
  b.add_text("moves", req.moves.empty() ? "all" : req.moves);
  b.add_flag("colour_neutral", req.colour_neutral);
  b.add("table_ms", figures.table_ms);
  b.add_count("table_bytes", static_cast<int64_t>(figures.table_bytes));
  b.add_count("tables", figures.tables);
  b.add("mean_nodes", solved ? node_sum / solved : 0);
  return b;
}

}  // namespace

BenchReport bench_goal(const std::string& goal, int count, uint64_t seed, const std::string& moves,
                       bool colour_neutral) {
  const std::string what =
      goal + (colour_neutral ? " (colour neutral)" : "") + (moves.empty() ? "" : ", moves <" + moves + ">");
  GoalRequest req{goal, moves, colour_neutral};
  GoalFigures figures;
  figures.table_ms = prepare(req);
  const std::vector<std::string> keys = table_keys(req);
  figures.tables = static_cast<int>(keys.size());
  const std::vector<uint8_t> bytes = export_tables(keys);
  std::string error;
  if (auto reader = tables::TableReader::open(bytes.data(), bytes.size(), kTableSetName, kTableSetVersion, &error))
    for (const tables::TableInfo& t : reader->tables()) figures.table_bytes += t.size;

  std::vector<Pattern> goals;
  const ParsedGoal parsed = parse_goal(goal);
  if (parsed.ok)
    for (const Alternative& a : parsed.steps.front().alternatives)
      for (int r = 0; r < (colour_neutral ? kRotations : 1); ++r) goals.push_back(rotate(a.pattern, rotations()[r]));
  Rng rng(seed);
  std::vector<std::string> starts;
  for (int i = 0; i < count; ++i) starts.push_back(to_facelets(random_cubie(rng)));
  return run(what, seed, Puzzle::Cube3, starts, req, goals, figures);
}

BenchReport bench_seed003(int count, uint64_t seed) {
  GoalRequest req{pocket::seed003_goal(false), "no B", false};
  GoalFigures figures;
  figures.table_ms = prepare(req, Puzzle::Cube2);
  Rng rng(seed);
  std::vector<std::string> starts;
  for (int i = 0; i < count; ++i) starts.push_back(to_facelets(random_corners(rng)));
  return run("seed 003 (2x2x2): first layer + Sune case (U stickers), no B, via the pocket solver", seed, Puzzle::Cube2,
             starts, req, {}, figures);
}

std::vector<BenchReport> bench(int count, uint64_t seed) {
  const int some = std::max(1, count / 4);
  return {bench_goal("cross", count, seed), bench_goal("xcross", some, seed), bench_goal("eoline", some, seed),
          bench_seed003(some, seed)};
}

}  // namespace cube::goal
