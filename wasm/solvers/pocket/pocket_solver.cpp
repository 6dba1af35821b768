#include "solvers/pocket/pocket_solver.h"

#include <algorithm>
#include <chrono>

#include "solvers/pocket/pocket_coord.h"
#include "solvers/pocket/pocket_goal.h"
#include "solvers/pocket/pocket_ida.h"
#include "solvers/pocket/pocket_input.h"
#include "solvers/pocket/pocket_search.h"
#include "solvers/pocket/pocket_table.h"

namespace cube::pocket {
namespace {

using Status = SolveResult::Status;
using Clock = std::chrono::steady_clock;

constexpr size_t kTableGoalCap = 4096;    // pattern goals the table path tries one by one
constexpr size_t kSearchGoalCap = 50000;  // goal cubes listed for the backward search
constexpr uint64_t kCountCap = 100'000'000;
constexpr size_t kIdaGoalCap = 256;  // goal cubes IDA* bounds node by node
constexpr uint64_t kIdaNodeBudget = 4'000'000;

struct Answer {
  Status status = Status::NoSolution;
  std::string message;
  Message text;  // `message` as a code
  int length = -1;
  std::vector<std::vector<int>> paths;
  uint64_t count = 0;
  bool count_complete = true;
  uint64_t nodes = 0;
  bool timed_out = false;
};

std::string moves_phrase(MoveSet m) { return "<" + m.to_string() + ">"; }

// The whole decision: table or search, and with which goal cubes.
Answer run(const CornerCube& start, bool solved_goal, const std::string& goal_letters, const PocketRequest& req,
           const SolveOptions& opt, bool counting) {
  Answer a;
  const MoveSet moves = req.moves.for_metric(req.metric);
  if (moves.empty()) {
    a.status = Status::BadInput;
    say(a, message("moves_no_quarter_turns", {{"moves", moves_phrase(req.moves)}}));
    return a;
  }
  const MoveSet urf = MoveSet::urf().for_metric(req.metric);
  const size_t want = req.all_optimal ? kMaxSolutions : static_cast<size_t>(std::max(1, opt.solutions));
  const bool one = want == 1 && !counting;

  auto table_answer = [&](const std::vector<uint32_t>& states) {
    // states: the start relative to each goal cube; all solved by the same table.
    const DistanceTable& table = shared_table(req.metric);
    std::vector<int> dist(states.size());
    for (size_t i = 0; i < states.size(); ++i) dist[i] = table.distance(states[i]);
    a.nodes = states.size();
    const int best = *std::min_element(dist.begin(), dist.end());
    a.length = best;
    if (opt.max_length >= 0 && best > opt.max_length) {
      say(a, message("shortest_over_limit", {{"length", best}, {"unit", "moves"}, {"max", opt.max_length}}));
      return;
    }
    a.status = Status::Solved;
    for (size_t i = 0; i < states.size(); ++i) {
      if (dist[i] != best) continue;
      if (one) {
        a.paths.push_back(table.solve(states[i]));
        a.count = 1;
        return;
      }
      bool full = false;
      uint64_t seen = a.count;
      table.for_each_optimal(states[i], [&](const std::vector<int>& p) {
        ++seen;
        if (a.paths.size() < want) a.paths.push_back(p);
        full = counting ? seen >= kCountCap : a.paths.size() >= want;
        return !full;
      });
      a.count = seen;
      if (full) {
        a.count_complete = !counting;
        return;
      }
    }
  };

  // 1. Solved, <U,R,F> (or more, one solution): the table, after re-colouring.
  if (solved_goal && moves.contains(urf) && (moves == urf || one)) {
    table_answer({state_index(with_dbl_home(start))});
    return a;
  }

  GoalPattern pattern(solved_goal ? std::string(24, 'x') : goal_letters);
  // 2. A pattern with <U,R,F>: DBL cannot move, so only goal cubes with the start's DBL
  //    corner count; few of them: the table, once per goal cube.
  if (!solved_goal && moves == urf) {
    const int dbl_byte = start.cp[DBL] | (start.co[DBL] << 3);
    const std::vector<CornerCube> goals = pattern.enumerate(kTableGoalCap, dbl_byte);
    if (goals.empty()) {
      say(a, message("pocket_dbl_fixed", {{"moves", moves_phrase(req.moves)}}));
      return a;
    }
    if (goals.size() <= kTableGoalCap) {
      std::vector<uint32_t> states;
      states.reserve(goals.size());
      for (const CornerCube& g : goals) states.push_back(state_index(g.inverse() * start));
      table_answer(states);
      return a;
    }
  }

  // 3. Everything else: breadth-first from both ends.
  SearchProblem sp;
  sp.start = start;
  sp.moves = moves.list();
  sp.metric = req.metric;
  sp.max_length = opt.max_length;
  sp.want = want;
  sp.count = counting;
  sp.count_cap = kCountCap;
  if (solved_goal) {
    sp.goals.assign(rotations().begin(), rotations().end());
  } else {
    sp.goals = pattern.enumerate(kSearchGoalCap);
    if (sp.goals.size() > kSearchGoalCap) {
      sp.goals.clear();
      sp.pattern = &pattern;
    }
  }
  if (!sp.goals.empty()) {
    std::erase_if(sp.goals, [&](const CornerCube& g) { return !same_orbits(start, g, moves); });
    if (sp.goals.empty()) {
      say(a, message("pocket_orbits", {{"moves", moves_phrase(moves)}}));
      return a;
    }
  }
  // 3a. IDA* bounded by the table when the turns make that bound tight; 3b. otherwise,
  //     or when it runs over its budget, breadth-first from both ends.
  SearchResult r;
  r.outcome = SearchResult::Outcome::StateLimit;
  if (!sp.goals.empty() && sp.goals.size() <= kIdaGoalCap && has_corner_triple(moves, req.metric))
    r = ida_paths(sp, opt, kIdaNodeBudget);
  if (r.outcome == SearchResult::Outcome::StateLimit) {
    const uint64_t spent = r.nodes;
    r = find_paths(sp, opt);
    r.nodes += spent;
  }
  a.nodes = r.nodes;
  switch (r.outcome) {
    case SearchResult::Outcome::Found:
      a.status = Status::Solved;
      a.length = r.length;
      a.paths = r.paths;
      a.count = r.count;
      a.count_complete = r.count_complete;
      break;
    case SearchResult::Outcome::TooLong: say(a, message("no_solution_within", {{"max", opt.max_length}})); break;
    case SearchResult::Outcome::Unreachable:
      say(a, message("pocket_unreachable",
                     {{"moves", moves_phrase(moves)}, {"states", static_cast<long long>(r.states)}}));
      break;
    case SearchResult::Outcome::StateLimit:
      say(a, message("pocket_gave_up", {{"moves", moves_phrase(moves)}, {"states", static_cast<long long>(r.states)}}));
      break;
    case SearchResult::Outcome::Cancelled:
      a.status = Status::Cancelled;
      say(a, message("solve_cancelled"));
      break;
    case SearchResult::Outcome::TimedOut:
      a.timed_out = true;
      say(a, message("budget_ended_shortest"));
      break;
  }
  return a;
}

SolveResult to_result(const Answer& a, Metric metric, Clock::time_point t0) {
  SolveResult r;
  r.status = a.status;
  r.message = a.message;
  r.text = a.text;
  r.nodes = a.nodes;
  r.timed_out = a.timed_out;
  for (const auto& p : a.paths) {
    Solution s;
    s.moves = metric == Metric::QTM ? merge_half_turns(p) : to_moves(p);
    s.optimal = true;
    r.solutions.push_back(std::move(s));
  }
  r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  return r;
}

OptimalCount to_count(const Answer& a, Clock::time_point t0) {
  OptimalCount c;
  c.status = a.status;
  c.message = a.message;
  c.length = a.status == Status::Solved ? a.length : -1;
  c.count = a.count;
  c.complete = a.count_complete;
  c.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  return c;
}

Answer run_text(std::string_view start, const PocketRequest& req, const SolveOptions& opt, bool counting) {
  const PocketInput in = read_input(start, req.goal);
  if (!in.ok) {
    Answer a;
    a.status = Status::BadInput;
    a.message = in.error;
    a.text = in.text;
    return a;
  }
  return run(in.start, in.solved_goal, in.goal_letters, req, opt, counting);
}

Answer run_cube(const CornerCube& start, const PocketRequest& req, const SolveOptions& opt, bool counting) {
  if (!start.is_solvable()) {
    Answer a;
    a.status = Status::BadInput;
    say(a, message("pocket_start_unreachable"));
    return a;
  }
  std::string goal = req.goal;
  const bool solved = goal.empty() || goal == "solved";
  if (!solved) {
    for (char& c : goal)
      if (c == '?') c = 'x';
    if (goal.size() != 24 || goal.find_first_not_of("URFDLBx") != std::string::npos) {
      Answer a;
      a.status = Status::BadInput;
      say(a, message("pocket_goal_letters"));
      return a;
    }
  }
  return run(start, solved, goal, req, opt, counting);
}

}  // namespace

std::vector<Move> merge_half_turns(const std::vector<int>& path) {
  std::vector<Move> out;
  for (size_t i = 0; i < path.size(); ++i) {
    if (i + 1 < path.size() && path[i + 1] == path[i] && turns_of(path[i]) != 2) {
      out.push_back(to_move(3 * face_of(path[i]) + 1));
      ++i;
    } else {
      out.push_back(to_move(path[i]));
    }
  }
  return out;
}

SolveResult solve(std::string_view start, const PocketRequest& request, const SolveOptions& options) {
  const auto t0 = Clock::now();
  return to_result(run_text(start, request, options, false), request.metric, t0);
}

SolveResult solve(const CornerCube& start, const PocketRequest& request, const SolveOptions& options) {
  const auto t0 = Clock::now();
  return to_result(run_cube(start, request, options, false), request.metric, t0);
}

OptimalCount count_optimal(std::string_view start, const PocketRequest& request, const SolveOptions& options) {
  const auto t0 = Clock::now();
  return to_count(run_text(start, request, options, true), t0);
}

OptimalCount count_optimal(const CornerCube& start, const PocketRequest& request, const SolveOptions& options) {
  const auto t0 = Clock::now();
  return to_count(run_cube(start, request, options, true), t0);
}

int optimal_length(const CornerCube& c, Metric metric) {
  return shared_table(metric).distance(state_index(with_dbl_home(c)));
}

std::vector<Move> solve_optimal(const CornerCube& c, Metric metric) {
  const std::vector<int> p = shared_table(metric).solve(state_index(with_dbl_home(c)));
  return metric == Metric::QTM ? merge_half_turns(p) : to_moves(p);
}

}  // namespace cube::pocket
