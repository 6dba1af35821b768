// The fewest-moves steps' row of the solver table (solvers/solver_entry.h). The goal
// names the step (fmc_solver.h: "eo fb", "dr ud niss both", "htr within 1", "finish");
// no goal takes the four steps in turn. Tables are small, built on first use.
#include <atomic>

#include "solvers/fmc/fmc_bench.h"
#include "solvers/fmc/fmc_solver.h"
#include "solvers/fmc/fmc_space.h"
#include "solvers/pocket/pocket_moves.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

std::atomic<bool> built{false};

SolveReply solve(const SolveRequest& req) {
  if (!built) {
    fmc::prepare_spaces();
    built = true;
  }
  SolveReply bad;
  std::string start;
  const std::optional<CubieCube> c = read_cube3(req, &bad, &start);
  if (!c) return bad;
  uint32_t moves = 0x3FFFFu;
  if (!blank(req.moves)) {
    std::string error;
    Message said;
    const auto set = pocket::MoveSet::parse(req.moves, &error, &said);
    if (!set) return bad_input(message("input_part", {{"part", "moves"}, {"what", said}}));
    moves = set->bits();
  }
  if (blank(req.goal)) return with_start(reply_from(fmc::solve_all_steps(*c, moves, req.options)), start);

  std::string error;
  Message said;
  const auto goal = fmc::parse_step_goal(req.goal, &error, &said);
  if (!goal) return bad_input(message("input_part", {{"part", "goal"}, {"what", said}}));
  fmc::StepRequest r;
  r.goal = *goal;
  r.moves = moves;
  r.limits.max_length = req.options.max_length;
  r.limits.count = req.options.solutions;
  r.limits.time_ms = req.options.time_ms;
  r.limits.cancel = req.options.cancel;
  const fmc::StepResult sr = fmc::solve_step(*c, r);
  SolveReply out;
  out.status = sr.status;
  out.message = sr.message;
  out.text = sr.text;
  out.nodes = sr.nodes;
  out.timed_out = sr.timed_out;
  for (const fmc::StepSolution& s : sr.solutions) {
    TextSolution t;
    t.moves = fmc::niss_text(s.moves);
    t.length = s.moves.length();
    t.optimal = s.optimal;
    Stage st;
    st.name = std::string(fmc::step_name(goal->step)) + (s.axis.empty() ? "" : " " + s.axis);
    st.explanation = s.moves.inverse.empty() ? "" : "moves in ^( ) are on the inverse side (NISS)";
    st.begin = 0;
    st.end = t.length;
    t.stages.push_back(st);
    out.solutions.push_back(std::move(t));
  }
  return with_start(out, start);
}

bool ready(const SolveRequest&) { return built || fmc::spaces_ready(); }
bool build(const SolveRequest&, const TableProgress&, MessageOut) {
  fmc::prepare_spaces();
  built = true;
  return true;
}

int bench(const BenchRequest& b, std::string* error) { return fmc::run_bench(b, error); }

}  // namespace

const SolverEntry& fmc_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "fmc",
              .title = words("solver_fmc_title"),
              .help = words("solver_fmc_help"),
              .puzzles = {"3x3x3"},
              .takes_goal = true,
              .goal_example = "eo fb",
              .goal_hint = words("solver_fmc_goal_hint"),
              .fmc_steps = true,
              .takes_moves = true,
              .takes_time_budget = true,
              .stages_first = true,
          },
      .tables = {.ready = ready, .build = build},
      .solve = solve,
      .bench = {.default_count = 100,
                .flags = {{"goal"}, {"niss"}, {"axis"}},
                .help = "fmc: EO, DR from EO and HTR from DR on random states (each step from the best one "
                        "before), single best and the 10 best, every solution replayed; --goal eo|dr|htr|finish "
                        "for one step, --niss MODE, --axis AXIS.",
                .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
