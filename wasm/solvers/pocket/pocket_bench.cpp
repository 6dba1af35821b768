#include "solvers/pocket/pocket_bench.h"

#include <algorithm>
#include <chrono>

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

using Clock = std::chrono::steady_clock;
double us_since(Clock::time_point t0) { return std::chrono::duration<double, std::micro>(Clock::now() - t0).count(); }

bool reaches(const std::string& start, const std::vector<Move>& moves, const GoalPattern* goal) {
  std::string s = start;
  if (apply_moves(Puzzle::Cube2, s, moves) != -1) return false;
  if (goal) return goal->matches(*corners_from_facelets(s));
  for (int f = 0; f < 6; ++f)
    for (int k = 1; k < 4; ++k)
      if (s[f * 4 + k] != s[f * 4]) return false;
  return true;
}

void finish(PocketBench& b, std::vector<double>& times, double core_total) {
  if (times.empty()) return;
  double total = 0;
  for (double t : times) total += t;
  b.mean_us = total / times.size();
  b.mean_core_us = core_total / times.size();
  std::sort(times.begin(), times.end());
  b.median_us = times[times.size() / 2];
  b.max_us = times.back();
  double len = 0;
  int n = 0;
  for (size_t k = 0; k < b.lengths.size(); ++k) len += double(k) * b.lengths[k], n += b.lengths[k];
  b.mean_length = n ? len / n : 0;
}

double ensure_table(Metric metric) {
  if (has_shared_table(metric)) return 0;
  const auto t0 = Clock::now();
  shared_table(metric);
  return us_since(t0) / 1000.0;
}

// Solves every start twice: timed as a batch for the means (per-call clock reads cost
// microseconds in WebAssembly), then one by one for the median and maximum, checking
// each solution by replaying it on the facelets.
void run(PocketBench& b, const std::vector<CornerCube>& starts, const PocketRequest& req, const GoalPattern* goal,
         Metric metric) {
  std::vector<std::string> facelets;
  for (const CornerCube& c : starts) facelets.push_back(to_facelets(c));
  auto t0 = Clock::now();
  for (const std::string& f : facelets) solve(f, req);
  const double facelet_total = us_since(t0);
  t0 = Clock::now();
  for (const CornerCube& c : starts) solve(c, req);
  const double core_total = us_since(t0);
  std::vector<double> times;
  for (const std::string& f : facelets) {
    t0 = Clock::now();
    const SolveResult r = solve(f, req);
    times.push_back(us_since(t0));
    if (r.status != SolveResult::Status::Solved || r.solutions.empty() || !reaches(f, r.solutions[0].moves, goal)) {
      ++b.failures;
      continue;
    }
    const int len = metric == Metric::QTM ? count_moves(r.solutions[0].moves).qtm
                                          : static_cast<int>(r.solutions[0].moves.size());
    if (static_cast<int>(b.lengths.size()) <= len) b.lengths.resize(len + 1);
    ++b.lengths[len];
  }
  finish(b, times, core_total);
  if (!starts.empty()) b.mean_us = facelet_total / starts.size();
}

std::vector<CornerCube> random_starts(int count, uint64_t seed) {
  Rng rng(seed);
  std::vector<CornerCube> out;
  for (int i = 0; i < count; ++i) out.push_back(state_from_index(rng.below(kStateCount)));
  return out;
}

}  // namespace

PocketBench bench(int count, uint64_t seed, Metric metric) {
  PocketBench b;
  b.what = "random-state " + metric_name(metric);
  b.count = count;
  b.seed = seed;
  b.table_ms = ensure_table(metric);
  PocketRequest req;
  req.metric = metric;
  run(b, random_starts(count, seed), req, nullptr, metric);
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

PocketBench bench_partial_goal(int count, uint64_t seed, bool exact_case) {
  PocketBench b;
  b.what = std::string("seed 003: first layer + Sune ") + (exact_case ? "(exact case)" : "(U stickers)") +
           ", 15 turns (no B)";
  b.count = count;
  b.seed = seed;
  b.table_ms = ensure_table(Metric::HTM);  // the search's lower bound
  PocketRequest req;
  req.moves = *MoveSet::parse("no B");
  req.goal = seed003_goal(exact_case);
  const GoalPattern goal(req.goal);
  run(b, random_starts(count, seed), req, &goal, Metric::HTM);
  return b;
}

}  // namespace cube::pocket
