#include "solvers/pocket/pocket_bench.h"

#include "core/alg.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/pocket/pocket_coord.h"
#include "solvers/pocket/pocket_goal.h"
#include "solvers/pocket/pocket_solver.h"
#include "solvers/pocket/pocket_table.h"

namespace cube::pocket {
namespace {

bool reaches(const std::string& start, const std::vector<Move>& moves, const GoalPattern* goal) {
  std::string s = start;
  if (apply_moves(Puzzle::Cube2, s, moves) != -1) return false;
  if (goal) return goal->matches(*corners_from_facelets(s));
  for (int f = 0; f < 6; ++f)
    for (int k = 1; k < 4; ++k)
      if (s[f * 4 + k] != s[f * 4]) return false;
  return true;
}

double ensure_table(Metric metric) {
  if (has_shared_table(metric)) return 0;
  const auto t0 = BenchClock::now();
  shared_table(metric);
  return ms_since(t0);
}

// Solves every start twice: timed as a batch for the means (per-call clock reads cost
// microseconds in WebAssembly), then one by one for the rest of the figures, checking
// each solution by replaying it on the facelets.
void run(BenchReport& b, const std::vector<CornerCube>& starts, const PocketRequest& req, const GoalPattern* goal,
         Metric metric, double table_ms) {
  std::vector<std::string> facelets;
  for (const CornerCube& c : starts) facelets.push_back(to_facelets(c));
  auto t0 = BenchClock::now();
  for (const std::string& f : facelets) solve(f, req);
  const double facelet_total = ms_since(t0);
  t0 = BenchClock::now();
  for (const CornerCube& c : starts) solve(c, req);
  const double core_total = ms_since(t0);
  for (const std::string& f : facelets) {
    t0 = BenchClock::now();
    const SolveResult r = solve(f, req);
    const double ms = ms_since(t0);
    if (r.status != SolveResult::Status::Solved || r.solutions.empty() || !reaches(f, r.solutions[0].moves, goal)) {
      b.failed(ms);
      continue;
    }
    b.solved(ms, metric == Metric::QTM ? count_moves(r.solutions[0].moves).qtm
                                       : static_cast<int>(r.solutions[0].moves.size()));
  }
  b.finish();
  const double n = starts.empty() ? 1 : static_cast<double>(starts.size());
  if (!starts.empty()) b.mean_ms = facelet_total / n;
  b.add("table_ms", table_ms);
  b.add("mean_core_ms", core_total / n, 5);
}

BenchReport report(int count, uint64_t seed, const std::string& what) {
  BenchReport b;
  b.solver = "pocket";
  b.count = count;
  b.seed = seed;
  b.add_text("what", what);
  return b;
}

std::vector<CornerCube> random_starts(int count, uint64_t seed) {
  Rng rng(seed);
  std::vector<CornerCube> out;
  for (int i = 0; i < count; ++i) out.push_back(state_from_index(rng.below(kStateCount)));
  return out;
}

}  // namespace

BenchReport bench(int count, uint64_t seed, Metric metric) {
  BenchReport b = report(count, seed, "random-state " + metric_name(metric));
  const double table_ms = ensure_table(metric);
  PocketRequest req;
  req.metric = metric;
  run(b, random_starts(count, seed), req, nullptr, metric, table_ms);
  return b;
}

std::string seed003_goal(bool exact_case) {
  // The case Sune (R U R' U R U2 R') solves: its inverse applied to solved.
  std::string s = solved_facelets(Puzzle::Cube2);
  apply_moves(Puzzle::Cube2, s, parse_alg("R U2 R' U' R U' R'").moves);
  if (exact_case) return s;
  std::string goal(24, 'x');
  for (int i = 0; i < 24; ++i) {
    const int face = i / 4, k = i % 4;
    const bool bottom_layer = face == 3 || (face != 0 && k >= 2);
    if (bottom_layer || s[i] == 'U') goal[i] = s[i];
  }
  return goal;
}

BenchReport bench_partial_goal(int count, uint64_t seed, bool exact_case) {
  BenchReport b = report(count, seed,
                         std::string("seed 003: first layer + Sune ") + (exact_case ? "(exact case)" : "(U stickers)") +
                             ", 15 turns (no B)");
  const double table_ms = ensure_table(Metric::HTM);  // the search's lower bound
  PocketRequest req;
  req.moves = *MoveSet::parse("no B");
  req.goal = seed003_goal(exact_case);
  const GoalPattern goal(req.goal);
  run(b, random_starts(count, seed), req, &goal, Metric::HTM, table_ms);
  return b;
}

}  // namespace cube::pocket
