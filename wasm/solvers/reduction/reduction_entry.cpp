// The reduction solver's row of the solver table (solvers/solver_entry.h), 4x4x4-7x7x7:
// the 4x4x4's centres, edge pairing (parity when the search's greedy way out left one),
// then the two-phase solver on the reduced cube (reduction_solver.h); the 5x5x5's
// five-phase reduction (five_phase_solver.h); the 6x6x6 and 7x7x7 as a pseudo-5x5x5
// after their inner cube (reduction_pseudo_solver.h). Its tables, one set per row size
// (the 4x4x4's 25.3 MB: reduction_centres.h, reduction_pair_table.h,
// reduction_pair_exact.h; the 5x5x5's ~190 MB; the 6x6x6's copy both, the 7x7x7's the
// 5x5x5's) build on first use or load from their byte format (reduction_table_file.h,
// reduction_big_table_file.h), which the page caches; times in docs/BENCHMARKS.md.
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/puzzle.h"
#include "core/validate.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "solvers/reduction/reduction_big_table_file.h"
#include "solvers/reduction/reduction_pseudo_solver.h"
#include "solvers/reduction/reduction_solver.h"
#include "solvers/reduction/reduction_table_file.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"
#include "solvers/streamed_import.h"
#include "tables/table_stream.h"

namespace cube::registry {
namespace {

// The cube size the request names (the registry made it canonical: one of the rows').
int size_of_request(const SolveRequest& req) {
  const std::optional<Puzzle> p = parse_puzzle(req.puzzle);
  return p ? p->n : 4;
}

// The search threads: the request's (the same solution on any number), in WASM no more
// than the pthread pool runs. A solve starts them once (its SearchPoolScope) and every
// parallel round reuses them: each depth of each of the five phases (docs/BENCHMARKS.md),
// the 4x4x4's exact search beside its fallback.
int search_threads(const SolveRequest& req) { return optimal_threads(req.threads); }

SolveReply solve_request(const SolveRequest& req) {
  const int n = size_of_request(req);
  const Validation v = validate(Puzzle{n}, req.state);
  if (!v.ok()) return bad_problems(v);
  SolveReply r = reply_from(n == 4 ? reduction::solve(v.facelets, search_threads(req))
                                   : reduction::solve_big(n, v.facelets, search_threads(req)));
  if (req.options.max_length >= 0 && !r.solutions.empty() && r.solutions.front().length > req.options.max_length) {
    SolveReply none;
    none.status = SolveResult::Status::NoSolution;
    say(none,
        message("reduction_over_limit", {{"length", r.solutions.front().length}, {"max", req.options.max_length}}));
    return with_start(none, v.facelets);
  }
  return with_start(r, v.facelets);
}

// The 4x4x4 and 5x5x5 have their own set and byte format (reduction_table_file.h,
// reduction_big_table_file.h). The 6x6x6 and 7x7x7 solve through those rows
// (reduction_pseudo_solver.h: the 6x6x6's inner 4x4x4 by the 4x4x4's, then the
// pseudo-5x5x5 by the 5x5x5's; the 7x7x7's inner 5x5x5 and pseudo-5x5x5 both by the
// 5x5x5's), so their copies are those rows' sets, whichever those store: each part but
// the last the length of its bytes in 8 (little-endian) first, then its bytes. The key:
// the size's own name and version (reduction_big_table_file.h), then each part's key.
std::string key(const SolveRequest& req);
std::vector<uint8_t> save(const SolveRequest& req);
bool load(const SolveRequest& req, const uint8_t* data, size_t size, MessageOut error);
tables::ArrivingTables arriving(const SolveRequest& req);

// The rows a size's copy carries (none for the 4x4x4 and 5x5x5: their own set). The
// page's cache keeps each part under its own key (TableSet::parts), so the 5x5x5's set is
// built and stored once for the 5x5x5, 6x6x6 and 7x7x7; build() after the parts' loads
// then makes only the bars' commutators (build_big_tables: every table made once).
std::vector<SolveRequest> parts_of(const SolveRequest& req) {
  const int n = size_of_request(req);
  std::vector<SolveRequest> parts;
  if (n < 6) return parts;
  for (const char* puzzle : n == 6 ? std::vector<const char*>{"4x4x4", "5x5x5"} : std::vector<const char*>{"5x5x5"}) {
    parts.push_back(req);
    parts.back().puzzle = puzzle;
  }
  return parts;
}

std::string key(const SolveRequest& req) {
  const int n = size_of_request(req);
  if (n == 4) return reduction::table_key();
  std::string out = reduction::big_table_key(n);
  for (const SolveRequest& part : parts_of(req)) out += "+" + key(part);
  return out;
}

std::vector<uint8_t> save(const SolveRequest& req) {
  const int n = size_of_request(req);
  if (n == 4) return reduction::save_tables();
  if (n == 5) return reduction::save_five_phase_tables();
  const std::vector<SolveRequest> parts = parts_of(req);
  std::vector<uint8_t> out;
  for (size_t p = 0; p < parts.size(); ++p) {
    const std::vector<uint8_t> bytes = save(parts[p]);
    if (p + 1 < parts.size())
      for (int i = 0; i < 8; ++i) out.push_back(static_cast<uint8_t>(static_cast<uint64_t>(bytes.size()) >> (8 * i)));
    out.insert(out.end(), bytes.begin(), bytes.end());
  }
  return out;
}

// The request's tables unfilled, and the stream that fills them as its copy arrives: a
// copy is read chunk by chunk straight into them (the page's import and the CLI's
// --table-file hold the tables and a chunk), or whole by load.
tables::ArrivingTables arriving(const SolveRequest& req) {
  const int n = size_of_request(req);
  if (n == 4) return reduction::arriving_tables();
  if (n == 5) return reduction::arriving_five_phase_tables();
  // The parts' streams, each but the last sized (SizedPairStream), folded from the end.
  const std::vector<SolveRequest> parts = parts_of(req);
  tables::ArrivingTables all = arriving(parts.back());
  for (size_t p = parts.size() - 1; p-- > 0;) {
    tables::ArrivingTables part = arriving(parts[p]);
    all = {std::make_unique<tables::SizedPairStream>(std::move(part.stream), std::move(all.stream)),
           [first = std::move(part.install), rest = std::move(all.install)] {
             first();
             rest();
           }};
  }
  all.install = [n, parts_install = std::move(all.install)] {
    parts_install();
    reduction::make_unstored_pseudo_tables(n);  // the bars' commutators: not in the copy
  };
  return all;
}

bool load(const SolveRequest& req, const uint8_t* data, size_t size, MessageOut error) {
  return tables::load_arriving(arriving(req), data, size, error);
}

std::unique_ptr<TableSink> open_import(const SolveRequest& req, size_t total, MessageOut) {
  return open_streamed_import(arriving(req), total);
}

bool ready(const SolveRequest& req) {
  const int n = size_of_request(req);
  return n == 4 ? reduction::tables_built() : reduction::big_tables_built(n);  // the 6x6x6's: the 4x4x4's too
}

bool build(const SolveRequest& req, const TableProgress& progress, MessageOut) {
  const int n = size_of_request(req);
  if (n == 4) reduction::build_tables();
  else reduction::build_big_tables(n, progress);
  return true;
}

// --puzzle picks the cube size (default the 4x4x4); the rest is self_check's.
int run_bench(const BenchRequest& b, std::string* error) {
  const std::string puzzle = b.has("puzzle") ? canonical_puzzle(b.flags.at("puzzle")) : "4x4x4";
  if (puzzle != "4x4x4" && puzzle != "5x5x5" && puzzle != "6x6x6" && puzzle != "7x7x7") {
    *error = "--puzzle must be 4x4x4, 5x5x5, 6x6x6 or 7x7x7, not '" + b.flags.at("puzzle") + "'";
    return -1;
  }
  const std::optional<int> threads = b.whole("threads", 1, 1, 64);
  if (!threads) {
    *error = "--threads must be a whole number from 1 to 64, not '" + b.flags.at("threads") + "'";
    return -1;
  }
  const BenchReport r = self_check("reduction", b.count, b.seed, b.options, puzzle, *threads);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& reduction_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "reduction",
              .title = words("solver_reduction_title"),
              .help = words("solver_reduction_help"),
              .puzzles = {"4x4x4", "5x5x5", "6x6x6", "7x7x7"},
              .needs_tables = true,   // every size's own set (keyed by the puzzle)
              .takes_threads = true,  // every size's searches (search_threads)
              .stages_first = true,
              .uses_tables_of = {"twophase"},  // the 3x3x3 stage: the page loads them from its cache
          },
      .tables = {.key = key,
                 .ready = ready,
                 .build = build,
                 .save = save,
                 .load = load,
                 .open_import = open_import,
                 .parts = parts_of},
      .solve = solve_request,
      .bench = {.default_count = 50,
                .flags = {{"max-length"}, {"puzzle"}, {"threads"}, {"table-file"}},
                .help = "--puzzle 4x4x4 (default), 5x5x5, 6x6x6 or 7x7x7: the cube size solved. --threads N: the "
                        "search threads (the same solutions on any number; default 1). --table-file PATH: "
                        "that size's tables, loaded from PATH or built and saved there.",
                .run = run_bench},
  };
  return entry;
}

}  // namespace cube::registry
