#include "solvers/goal/goal_bench.h"

#include <algorithm>
#include <chrono>

#include "core/facelets.h"
#include "core/random_state.h"
#include "solvers/goal/goal_rotation.h"
#include "solvers/goal/goal_solver.h"
#include "solvers/pocket/pocket_bench.h"
#include "solvers/pocket/pocket_goal.h"
#include "tables/table_file.h"

namespace cube::goal {
namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

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

void run(GoalBench& b, Puzzle puzzle, const std::vector<std::string>& starts, const GoalRequest& req,
         const std::vector<Pattern>& goals) {
  std::vector<double> times;
  double len_sum = 0, node_sum = 0;
  for (const std::string& start : starts) {
    const auto t0 = Clock::now();
    const SolveResult r = solve(start, req);
    times.push_back(ms_since(t0));
    if (r.status != SolveResult::Status::Solved || r.solutions.empty() ||
        !reaches(puzzle, start, r.solutions[0].moves, goals, req.goal)) {
      ++b.failures;
      continue;
    }
    const int len = static_cast<int>(r.solutions[0].moves.size());
    if (static_cast<int>(b.lengths.size()) <= len) b.lengths.resize(len + 1);
    ++b.lengths[len];
    b.max_length = std::max(b.max_length, len);
    len_sum += len;
    node_sum += double(r.nodes);
  }
  if (times.empty()) return;
  const int solved = b.count - b.failures;
  double total = 0;
  for (double t : times) total += t;
  b.mean_ms = total / times.size();
  std::sort(times.begin(), times.end());
  b.median_ms = times[times.size() / 2];
  b.max_ms = times.back();
  b.mean_length = solved ? len_sum / solved : 0;
  b.mean_nodes = solved ? node_sum / solved : 0;
}

}  // namespace

GoalBench bench_goal(const std::string& goal, int count, uint64_t seed, const std::string& moves, bool colour_neutral) {
  GoalBench b;
  b.what = goal + (colour_neutral ? " (colour neutral)" : "") + (moves.empty() ? "" : ", moves <" + moves + ">");
  b.goal = goal;
  b.moves = moves;
  b.colour_neutral = colour_neutral;
  b.count = count;
  b.seed = seed;
  GoalRequest req{goal, moves, colour_neutral};
  b.table_ms = prepare(req);
  const std::vector<std::string> keys = table_keys(req);
  b.tables = static_cast<int>(keys.size());
  const std::vector<uint8_t> bytes = export_tables(keys);
  std::string error;
  if (auto reader = tables::TableReader::open(bytes.data(), bytes.size(), kTableSetName, kTableSetVersion, &error))
    for (const tables::TableInfo& t : reader->tables()) b.table_bytes += t.size;

  std::vector<Pattern> goals;
  const ParsedGoal parsed = parse_goal(goal);
  if (parsed.ok)
    for (const Alternative& a : parsed.steps.front().alternatives)
      for (int r = 0; r < (colour_neutral ? kRotations : 1); ++r) goals.push_back(rotate(a.pattern, rotations()[r]));
  Rng rng(seed);
  std::vector<std::string> starts;
  for (int i = 0; i < count; ++i) starts.push_back(to_facelets(random_cubie(rng)));
  run(b, Puzzle::Cube3, starts, req, goals);
  return b;
}

GoalBench bench_seed003(int count, uint64_t seed) {
  GoalBench b;
  b.what = "seed 003 (2x2x2): first layer + Sune case (U stickers), no B, via the pocket solver";
  b.goal = pocket::seed003_goal(false);
  b.moves = "no B";
  b.count = count;
  b.seed = seed;
  GoalRequest req{b.goal, b.moves, false};
  b.table_ms = prepare(req, Puzzle::Cube2);
  Rng rng(seed);
  std::vector<std::string> starts;
  for (int i = 0; i < count; ++i) starts.push_back(to_facelets(random_corners(rng)));
  run(b, Puzzle::Cube2, starts, req, {});
  return b;
}

std::vector<GoalBench> bench(int count, uint64_t seed) {
  const int some = std::max(1, count / 4);
  return {bench_goal("cross", count, seed), bench_goal("xcross", some, seed), bench_goal("eoline", some, seed),
          bench_seed003(some, seed)};
}

}  // namespace cube::goal
