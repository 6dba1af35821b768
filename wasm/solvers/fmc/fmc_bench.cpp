#include "solvers/fmc/fmc_bench.h"

#include "core/random_state.h"
#include "solvers/bench_report.h"
#include "solvers/fmc/fmc_solver.h"

namespace cube::fmc {
namespace {

CubieCube after(const CubieCube& c, const StepMoves& s) {
  CubieCube i;
  for (int m : s.inverse) i = i * basic_move_cubies()[m];
  CubieCube x = i.inverse() * c;
  for (int m : s.normal) x = x * basic_move_cubies()[m];
  return x;
}

bool step_reached(Step step, const CubieCube& x, const std::string& axis) {
  const std::optional<Axis> a = parse_axis(axis.substr(0, 2));
  switch (step) {
    case Step::EO: return a && has_eo(x, *a);
    case Step::DR: return a && has_dr(x, *a);
    case Step::HTR: return has_htr(x);
    case Step::Finish: return x == CubieCube{};
  }
  return false;
}

}  // namespace

int run_bench(const registry::BenchRequest& b, std::string* error) {
  StepGoal base;
  if (b.has("niss")) {
    std::string e;
    const auto g = parse_step_goal("eo niss " + b.flags.at("niss"), &e);
    if (!g) {
      *error = "--niss: " + e;
      return -1;
    }
    base.niss = g->niss;
  }
  std::optional<Step> only;
  if (b.has("goal")) {
    std::string e;
    const auto g = parse_step_goal(b.flags.at("goal"), &e);
    if (!g) {
      *error = "--goal: " + e;
      return -1;
    }
    only = g->step;
  }
  if (b.has("axis")) {
    base.axis = parse_axis(b.flags.at("axis"));
    if (!base.axis) {
      *error = "--axis must be fb, rl or ud, not '" + b.flags.at("axis") + "'";
      return -1;
    }
  }
  const BenchClock::time_point t0 = BenchClock::now();
  prepare_spaces();
  const double build_ms = ms_since(t0);

  const Step steps[] = {Step::EO, Step::DR, Step::HTR, Step::Finish};
  BenchReport one[4], ten[4];
  for (int k = 0; k < 4; ++k) {
    const char* from[4] = {" (any axis)", " from EO", " from DR", " from HTR"};
    one[k].solver = std::string("fmc ") + step_name(steps[k]) + from[k];
    ten[k].solver = one[k].solver + ", 10 best";
    one[k].count = ten[k].count = b.count;
    one[k].seed = ten[k].seed = b.seed;
  }
  BenchReport scratch;  // DR on the random state itself: every axis, from scratch
  scratch.solver = "fmc DR from scratch (any axis)";
  scratch.count = b.count;
  scratch.seed = b.seed;
  Rng rng(b.seed);
  for (int n = 0; n < b.count; ++n) {
    CubieCube x = random_cubie(rng);
    if (!only || *only == Step::DR) {
      StepRequest r;
      r.goal = base;
      r.goal.step = Step::DR;
      r.limits.max_length = b.options.max_length;
      const BenchClock::time_point t = BenchClock::now();
      const StepResult sr = solve_step(x, r);
      const double ms = ms_since(t);
      if (sr.status == SolveResult::Status::Solved &&
          step_reached(Step::DR, after(x, sr.solutions.front().moves), sr.solutions.front().axis))
        scratch.solved(ms, sr.solutions.front().moves.length());
      else scratch.failed(ms, sr.message.empty() ? "a solution did not reach DR" : sr.message);
    }
    for (int k = 0; k < 4; ++k) {
      StepRequest r;
      r.goal = base;
      r.goal.step = steps[k];
      if (k > 0) r.goal.axis.reset();  // from the step before, on its axis
      r.limits.max_length = b.options.max_length;
      StepSolution best;
      for (int count : {1, 10}) {
        r.limits.count = count;
        BenchReport& rep = count == 1 ? one[k] : ten[k];
        const BenchClock::time_point t = BenchClock::now();
        const StepResult sr = solve_step(x, r);
        const double ms = ms_since(t);
        bool ok = sr.status == SolveResult::Status::Solved && !sr.solutions.empty();
        for (const StepSolution& s : sr.solutions) ok = ok && step_reached(steps[k], after(x, s.moves), s.axis);
        if (!ok) {
          rep.failed(ms, sr.message.empty() ? "a solution did not reach the step" : sr.message);
          continue;
        }
        rep.solved(ms, sr.solutions.front().moves.length());
        if (count == 1) best = sr.solutions.front();
      }
      if (only && steps[k] == *only) break;
      x = after(x, best.moves);
    }
  }
  int failures = 0;
  if (!only || *only == Step::DR) {
    scratch.finish();
    failures += scratch.failures;
    b.print(b.json ? bench_report_json(scratch) + "\n" : bench_report_text(scratch));
  }
  for (int k = 0; k < 4; ++k) {
    for (BenchReport* rep : {&one[k], &ten[k]}) {
      if (only && steps[k] != *only) continue;
      rep->finish();
      rep->add("build_ms", build_ms);
      failures += rep->failures;
      b.print(b.json ? bench_report_json(*rep) + "\n" : bench_report_text(*rep));
    }
  }
  return failures;
}

}  // namespace cube::fmc
