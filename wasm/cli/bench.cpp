// cubesolver bench: seed 001's self-check mode for every solver. Random states from a
// seed are solved, each solution replayed on its state, failures counted; the figures
// (time per solve, lengths, tables) print in one layout whichever solver ran. Solvers
// with a bench of their own (twophase, pocket, thistlethwaite, lbl, goal) run it; the others
// (and lbl with limits) go through the registry (self_check.h).
#include <iostream>

#include "commands.h"
#include "input.h"
#include "optimal_table_file.h"
#include "self_check.h"
#include "solvers/bench_report.h"
#include "solvers/goal/goal_bench.h"
#include "solvers/lbl/lbl_bench.h"
#include "solvers/optimal/bench.h"
#include "solvers/pocket/pocket_bench.h"
#include "solvers/registry.h"
#include "solvers/thistlethwaite/thistle_bench.h"
#include "solvers/twophase/bench.h"

namespace cli {

namespace {

constexpr const char* kUsage =
    "usage: cubesolver bench [--solver NAME] [--count N] [--seed S] [--max-length N]\n"
    "                        [--time-ms T] [--effort] [--json]\n"
    "Solves N (default 100) random states from seed S (default 1) with the solver\n"
    "(default twophase; also pocket, thistlethwaite, lbl, sliding, goal), replays every\n"
    "solution on its state and prints the time per solve, the lengths and the failure\n"
    "count (it must be 0). --max-length, --time-ms and --effort: twophase, lbl, sliding.\n"
    "\n"
    "       cubesolver bench --solver optimal [--count N] [--seed S] [--table small|large]\n"
    "                        [--known] [--time-ms T] [--threads N] [--table-file PATH]\n"
    "                        [--no-inverse] [--json]\n"
    "Builds the optimal solver's tables (timed; --table-file PATH loads them from PATH,\n"
    "or builds and saves them there), exports and re-imports them chunk by chunk, then\n"
    "solves N (default 10) random states from seed S and, with --known, positions of\n"
    "known or bounded depth 14-20 (superflip), each within T ms (default: no budget),\n"
    "with N search threads; every solution is replayed. One line per state on stderr,\n"
    "then times by optimal length. --no-inverse: without the inverse cube's bound (to\n"
    "measure what it gains).\n"
    "Exit status: 0 no failures, 1 failures, 2 bad input.\n";

constexpr int kFailures = 1;

// One report, as lines or (--json) one JSON object a line.
void print(const cube::BenchReport& r, bool json) {
  std::cout << (json ? cube::bench_report_json(r) + "\n" : cube::bench_report_text(r)) << std::flush;
}

// cubesolver bench --solver optimal: optimal/bench.h's benchmark and its reports.
int bench_optimal(const Args& args) {
  namespace opt = cube::optimal;
  if (args.has("max-length") || args.has("effort")) {
    return fail("bench", "--max-length and --effort do not apply to optimal");
  }
  std::string error;
  const int count = static_cast<int>(args.integer("count", 0, 100'000, error).value_or(10));
  const uint64_t seed = args.unsigned64("seed", error).value_or(1);
  const double time_ms = static_cast<double>(args.integer("time-ms", 0, 86'400'000, error).value_or(-1));
  const int threads = static_cast<int>(args.integer("threads", 1, 64, error).value_or(1));
  if (!error.empty()) return fail("bench", error);
  const std::string table = args.value("table").value_or("small");
  if (table != "small" && table != "large") return fail("bench", "--table must be small or large, not '" + table + "'");
  const opt::TableSize size = table == "large" ? opt::TableSize::Large : opt::TableSize::Small;
  std::shared_ptr<const opt::Tables> tables;  // null: the bench builds them, timed
  if (args.has("table-file")) {
    tables = prepare_optimal_tables(size, *args.value("table-file"), false, &error);
    if (!tables) return fail("bench", error);
  }
  opt::OptimalOptions options;
  options.inverse_bound = !args.has("no-inverse");
  const opt::BenchReport r = opt::bench_optimal(
      count, seed, args.has("known"), time_ms, threads, tables, [](const std::string& line) { std::cerr << line << "\n"; },
      size, &options);
  std::cout << (args.has("json") ? opt::bench_report_json(r) + "\n" : opt::bench_report_text(r));
  for (const opt::BenchEntry& e : r.entries)
    if (!e.verified) return kFailures;
  return kOk;
}

}  // namespace

int run_bench(int argc, char** argv) {
  Args args(argc, argv, 2,
            {{"solver"}, {"count"}, {"seed"}, {"max-length"}, {"time-ms"}, {"effort", false}, {"json", false},
             {"table"}, {"known", false}, {"threads"}, {"table-file"}, {"no-inverse", false}, {"help", false}});
  if (!args.ok()) return fail_usage("bench", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }
  if (!args.positional().empty()) return fail("bench", "unexpected argument '" + args.positional().front() + "'");
  const std::string solver = args.value("solver").value_or("twophase");
  if (!cube::registry::find_solver(solver)) {
    std::string known;
    for (const auto& s : cube::registry::solvers()) known += (known.empty() ? "" : ", ") + s.name;
    return fail("bench", "unknown solver '" + solver + "' (known: " + known + ")");
  }
  if (solver == "optimal") return bench_optimal(args);
  if (args.has("table") || args.has("known") || args.has("threads") || args.has("table-file") ||
      args.has("no-inverse")) {
    return fail("bench", "--table, --known, --threads, --table-file and --no-inverse apply to --solver optimal only");
  }
  std::string error;
  const int count = static_cast<int>(args.integer("count", 1, 10'000'000, error).value_or(100));
  const uint64_t seed = args.unsigned64("seed", error).value_or(1);
  cube::SolveOptions options;
  options.max_length = static_cast<int>(args.integer("max-length", 0, 1000, error).value_or(-1));
  options.time_ms = static_cast<double>(args.integer("time-ms", 0, 86'400'000, error).value_or(-1));
  options.keep_searching = args.has("effort");
  if (!error.empty()) return fail("bench", error);
  const bool limits = args.has("max-length") || args.has("time-ms") || args.has("effort");
  if (limits && (solver == "pocket" || solver == "thistlethwaite")) {
    return fail("bench", "--max-length, --time-ms and --effort do not apply to " + solver);
  }

  if (solver == "goal") {
    if (limits) return fail("bench", "--max-length, --time-ms and --effort do not apply to goal");
    int failures = 0;
    for (const cube::BenchReport& r : cube::goal::bench(count, seed)) {
      failures += r.failures;
      print(r, args.has("json"));
    }
    return failures == 0 ? kOk : kFailures;
  }
  cube::BenchReport r;
  if (solver == "twophase") {
    r = cube::twophase::bench_twophase(count, seed, options.max_length < 0 ? 20 : options.max_length, options.time_ms,
                                       options.keep_searching);
  } else if (solver == "pocket") {
    r = cube::pocket::bench(count, seed);
  } else if (solver == "thistlethwaite") {
    r = cube::thistlethwaite::bench(count, seed);
  } else if (solver == "lbl" && !limits) {
    r = cube::lbl::bench(count, seed);
  } else {
    r = self_check(solver, count, seed, options);
  }
  print(r, args.has("json"));
  return r.failures == 0 ? kOk : kFailures;
}

}  // namespace cli
