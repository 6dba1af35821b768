// The two-phase solver's row of the solver table (solvers/solver_entry.h).
#include <memory>

#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"
#include "solvers/twophase/twophase_bench.h"
#include "solvers/twophase/twophase_search.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::registry {
namespace {

// One searcher per thread, re-made only when other tables get installed: a searcher
// holds scratch tables, so making one per solve costs time on every call.
SolveReply solve_request(const SolveRequest& req) {
  SolveReply bad;
  std::string start;
  const std::optional<CubieCube> c = read_cube3(req, &bad, &start);
  if (!c) return bad;
  if (std::string problem = twophase::check_cubie(*c); !problem.empty()) return bad_input(problem);
  thread_local std::shared_ptr<const twophase::Tables> tables;
  thread_local std::unique_ptr<twophase::Searcher> searcher;
  std::shared_ptr<const twophase::Tables> current = twophase::default_tables();
  if (!searcher || tables != current) {
    tables = current;
    searcher = std::make_unique<twophase::Searcher>(current);
  }
  return with_start(reply_from(searcher->solve(*c, req.options)), start);
}

std::string key(const SolveRequest&) {
  return std::string(twophase::kTableSetName) + "/v" + std::to_string(twophase::kTableSetVersion);
}

bool ready(const SolveRequest&) { return twophase::installed_tables() != nullptr; }

bool build(const SolveRequest&, const TableProgress& progress, MessageOut) {
  if (!twophase::installed_tables()) twophase::install_tables(twophase::build_tables(progress));
  return true;
}

std::vector<uint8_t> save(const SolveRequest&) { return twophase::tables_to_bytes(*twophase::default_tables()); }

bool load(const SolveRequest&, const uint8_t* data, size_t size, MessageOut error) {
  std::shared_ptr<const twophase::Tables> t = twophase::tables_from_bytes(data, size, error);
  if (!t) return false;
  twophase::install_tables(std::move(t));
  return true;
}

int bench(const BenchRequest& b, std::string*) {
  const BenchReport r = twophase::bench_twophase(
      b.count, b.seed, b.options.max_length < 0 ? twophase::kDefaultMaxLength : b.options.max_length, b.options.time_ms,
      b.options.keep_searching);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& twophase_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "twophase",
              .title = words("solver_twophase_title"),
              .help = words("solver_twophase_help"),
              .puzzles = {"3x3x3"},
              .needs_tables = true,
              .takes_time_budget = true,
              .takes_effort = true,
              .default_max_length = twophase::kDefaultMaxLength,
          },
      .tables = {.key = key, .ready = ready, .build = build, .save = save, .load = load},
      .solve = solve_request,
      .bench = {.flags = {{"max-length"}, {"time-ms"}, {"effort", false}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
