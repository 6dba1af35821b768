// The 2x2x2 solver's row of the solver table (solvers/solver_entry.h).
#include "solvers/pocket/pocket_bench.h"
#include "solvers/pocket/pocket_solver.h"
#include "solvers/pocket/pocket_table.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {
namespace {

SolveReply solve_request(const SolveRequest& req) {
  const Validation v = validate(Puzzle::Cube2, req.state);
  if (!v.ok()) return bad_problems(v);
  pocket::PocketRequest pr;
  pr.metric = lower(req.metric) == "qtm" ? pocket::Metric::QTM : pocket::Metric::HTM;
  if (!blank(req.moves)) {
    std::string error;
    Message said;
    std::optional<pocket::MoveSet> moves = pocket::MoveSet::parse(req.moves, &error, &said);
    if (!moves) return bad_input(message("input_part", {{"part", "moves"}, {"what", said}}));
    pr.moves = *moves;
  }
  pr.goal = blank(req.goal) ? std::string() : req.goal;
  // The raw start, not v.facelets: the goal is read in the start's own colours.
  return with_start(reply_from(pocket::solve(req.state, pr, req.options), pr.metric == pocket::Metric::QTM),
                    v.facelets);
}

// The HTM distance table: QTM requests build theirs when solved.
std::string key(const SolveRequest&) {
  return pocket::DistanceTable::set_name(pocket::Metric::HTM) + "/v" + std::to_string(pocket::DistanceTable::kVersion);
}

bool ready(const SolveRequest&) { return pocket::has_shared_table(pocket::Metric::HTM); }

bool build(const SolveRequest&, const TableProgress& progress, MessageOut) {
  pocket::shared_table(pocket::Metric::HTM, [&](double f, size_t) {
    if (progress) progress(f);
  });
  return true;
}

std::vector<uint8_t> save(const SolveRequest&) { return pocket::shared_table(pocket::Metric::HTM).serialize(); }

bool load(const SolveRequest&, const uint8_t* data, size_t size, MessageOut error) {
  // Verified here too: installing over a table that is already there accepts anything.
  if (!pocket::DistanceTable::deserialize(data, size, pocket::Metric::HTM, error)) return false;
  return pocket::install_shared_table(pocket::Metric::HTM, data, size, error);
}

int bench(const BenchRequest& b, std::string*) {
  const BenchReport r = pocket::bench(b.count, b.seed);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& pocket_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "pocket",
              .title = words("solver_pocket_title"),
              .help = words("solver_pocket_help"),
              .puzzles = {"2x2x2"},
              .needs_tables = true,
              .takes_goal = true,
              .goal_example = "solved",
              .goal_hint = words("solver_pocket_goal_hint"),
              .goal_checked_as_typed = true,
              .takes_moves = true,
              .takes_time_budget = true,
              .lists_all_optimal = true,
              .metrics = {"htm", "qtm"},
          },
      .tables = {.key = key, .ready = ready, .build = build, .save = save, .load = load},
      .solve = solve_request,
      .bench = {.run = bench},
  };
  return entry;
}

}  // namespace cube::registry
