// cubesolver bench: seed 001's self-check mode for every solver. Random states from a
// seed are solved, each solution replayed on its state, failures counted; the figures
// (time per solve, lengths, tables) print in one layout whichever solver ran. Solvers
// with a bench of their own (twophase, pocket, thistlethwaite, lbl, goal) run it; the others
// (and lbl with limits) go through the registry (self_check.h).
#include <algorithm>
#include <iostream>
#include <numeric>
#include <optional>

#include "commands.h"
#include "input.h"
#include "json.h"
#include "optimal_table_file.h"
#include "self_check.h"
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

struct Summary {
  std::string solver;
  int count = 0;
  uint64_t seed = 0;
  int failures = 0;
  // Per solve, ms; negative when the solver's bench does not measure it.
  double mean_ms = -1, median_ms = -1, p99_ms = -1, max_ms = -1;
  double mean_length = 0;
  int min_length = 0, max_length = 0;
  // Solver-specific figures: name, value as JSON (number or string).
  std::vector<std::pair<std::string, std::string>> extras;
  std::string note;
};

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t i = std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size() - 1) + 0.5));
  return v[i];
}

void set_lengths(Summary& s, const std::vector<int>& lengths) {
  long long sum = 0;
  int n = 0;
  s.min_length = 1 << 30;
  s.max_length = 0;
  for (int l : lengths) {
    if (l < 0) continue;
    sum += l;
    ++n;
    s.min_length = std::min(s.min_length, l);
    s.max_length = std::max(s.max_length, l);
  }
  if (n == 0) s.min_length = 0;
  s.mean_length = n ? static_cast<double>(sum) / n : 0;
}

Summary from_twophase(const cube::twophase::BenchReport& r) {
  Summary s;
  s.solver = "twophase";
  s.count = r.count;
  s.seed = r.seed;
  s.failures = r.failed;
  s.mean_ms = r.mean_ms;
  s.median_ms = r.median_ms;
  s.p99_ms = r.p99_ms;
  s.max_ms = r.max_ms;
  set_lengths(s, r.lengths);
  s.extras = {{"max_length_limit", std::to_string(r.max_length)},
              {"time_ms_budget", json_number(r.time_ms, 0)},
              {"effort", r.keep_searching ? "true" : "false"},
              {"build_ms", json_number(r.build_ms)},
              {"load_ms", json_number(r.load_ms)},
              {"table_bytes", std::to_string(r.table_bytes)},
              {"solved", std::to_string(r.solved)},
              {"over_length", std::to_string(r.over_length)},
              {"nodes", std::to_string(r.nodes)},
              {"total_ms", json_number(r.total_ms)}};
  return s;
}

Summary from_pocket(const cube::pocket::PocketBench& r) {
  Summary s;
  s.solver = "pocket";
  s.count = r.count;
  s.seed = r.seed;
  s.failures = r.failures;
  s.mean_ms = r.mean_us / 1000;
  s.median_ms = r.median_us / 1000;
  s.max_ms = r.max_us / 1000;
  std::vector<int> lengths;  // from the histogram
  for (size_t n = 0; n < r.lengths.size(); ++n) lengths.insert(lengths.end(), r.lengths[n], static_cast<int>(n));
  set_lengths(s, lengths);
  s.extras = {{"what", json_string(r.what)},
              {"table_ms", json_number(r.table_ms)},
              {"mean_core_ms", json_number(r.mean_core_us / 1000, 5)}};
  return s;
}

Summary from_thistle(const cube::thistlethwaite::BenchReport& r) {
  Summary s;
  s.solver = "thistlethwaite";
  s.count = r.count;
  s.seed = r.seed;
  s.failures = r.failures;
  s.mean_ms = r.mean_ms;
  s.max_ms = r.max_ms;
  s.mean_length = r.mean_length;
  s.min_length = r.min_length;
  s.max_length = r.max_length;
  std::string phases = "[";
  for (int i = 0; i < 4; ++i) phases += (i ? "," : "") + json_number(r.mean_phase_length[i], 3);
  s.extras = {{"build_ms", json_number(r.build_ms)},
              {"mean_phase_length", phases + "]"},
              {"total_ms", json_number(r.total_ms)}};
  return s;
}

Summary from_lbl(const cube::lbl::BenchReport& r) {
  Summary s;
  s.solver = "lbl";
  s.count = r.count;
  s.seed = r.seed;
  s.failures = r.failures;
  s.mean_ms = r.mean_ms;
  s.max_ms = r.max_ms;
  s.mean_length = r.mean_length;
  s.min_length = r.min_length;
  s.max_length = r.max_length;
  std::string stages = "{";
  for (size_t i = 0; i < r.stage_names.size() && i < r.mean_stage_length.size(); ++i) {
    stages += (i ? "," : "") + json_string(r.stage_names[i]) + ":" + json_number(r.mean_stage_length[i], 3);
  }
  s.extras = {{"build_ms", json_number(r.build_ms)},
              {"mean_stage_length", stages + "}"},
              {"total_ms", json_number(r.total_ms)}};
  return s;
}

// One of the goal solver's benches (cross, xcross, eoline, seed 003).
Summary from_goal(const cube::goal::GoalBench& b) {
  Summary s;
  s.solver = "goal " + b.what;
  s.count = b.count;
  s.seed = b.seed;
  s.failures = b.failures;
  s.mean_ms = b.mean_ms;
  s.median_ms = b.median_ms;
  s.max_ms = b.max_ms;
  std::vector<int> lengths;
  for (size_t n = 0; n < b.lengths.size(); ++n)
    for (int k = 0; k < b.lengths[n]; ++k) lengths.push_back(static_cast<int>(n));
  set_lengths(s, lengths);
  s.extras = {{"goal", json_string(b.goal)},
              {"moves", json_string(b.moves.empty() ? "all" : b.moves)},
              {"colour_neutral", b.colour_neutral ? "true" : "false"},
              {"table_ms", json_number(b.table_ms)},
              {"table_bytes", std::to_string(b.table_bytes)},
              {"tables", std::to_string(b.tables)},
              {"mean_nodes", json_number(b.mean_nodes)}};
  return s;
}

Summary from_self_check(const SelfCheck& r) {
  Summary s;
  s.solver = r.solver;
  s.count = r.count;
  s.seed = r.seed;
  s.failures = r.failures;
  if (!r.ms.empty()) {
    s.mean_ms = std::accumulate(r.ms.begin(), r.ms.end(), 0.0) / static_cast<double>(r.ms.size());
    s.median_ms = percentile(r.ms, 0.5);
    s.p99_ms = percentile(r.ms, 0.99);
    s.max_ms = *std::max_element(r.ms.begin(), r.ms.end());
  }
  set_lengths(s, r.lengths);
  s.extras = {{"puzzle", json_string(r.puzzle)}, {"build_ms", json_number(r.build_ms)}};
  s.note = r.first_failure;
  return s;
}

std::string summary_json(const Summary& s) {
  std::string j = "{\"solver\":" + json_string(s.solver) + ",\"count\":" + std::to_string(s.count) +
                  ",\"seed\":" + std::to_string(s.seed) + ",\"failures\":" + std::to_string(s.failures);
  const std::pair<const char*, double> times[] = {
      {"mean_ms", s.mean_ms}, {"median_ms", s.median_ms}, {"p99_ms", s.p99_ms}, {"max_ms", s.max_ms}};
  for (const auto& [name, v] : times)
    if (v >= 0) j += ",\"" + std::string(name) + "\":" + json_number(v, 4);
  j += ",\"mean_length\":" + json_number(s.mean_length, 4) + ",\"min_length\":" + std::to_string(s.min_length) +
       ",\"max_length\":" + std::to_string(s.max_length);
  for (const auto& [name, v] : s.extras) j += ",\"" + name + "\":" + v;
  if (!s.note.empty()) j += ",\"first_failure\":" + json_string(s.note);
  return j + "}";
}

std::string summary_text(const Summary& s) {
  std::string t = s.solver + ": " + std::to_string(s.count) + " random states, seed " + std::to_string(s.seed) + "\n";
  t += "  time per solve:";
  const std::pair<const char*, double> times[] = {
      {"mean", s.mean_ms}, {"median", s.median_ms}, {"p99", s.p99_ms}, {"max", s.max_ms}};
  bool first = true;
  for (const auto& [name, v] : times) {
    if (v < 0) continue;
    t += std::string(first ? " " : ", ") + name + " " + json_number(v, 3);
    first = false;
  }
  t += " ms\n  length: mean " + json_number(s.mean_length, 2) + ", shortest " + std::to_string(s.min_length) +
       ", longest " + std::to_string(s.max_length) + "\n";
  for (const auto& [name, v] : s.extras) t += "  " + name + ": " + v + "\n";
  if (!s.note.empty()) t += "  first failure: " + s.note + "\n";
  return t + "  failures: " + std::to_string(s.failures) + "\n";
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
    for (const cube::goal::GoalBench& b : cube::goal::bench(count, seed)) {
      const Summary g = from_goal(b);
      failures += g.failures;
      std::cout << (args.has("json") ? summary_json(g) + "\n" : summary_text(g)) << std::flush;
    }
    return failures == 0 ? kOk : kFailures;
  }
  Summary s;
  if (solver == "twophase") {
    s = from_twophase(cube::twophase::bench_twophase(count, seed, options.max_length < 0 ? 20 : options.max_length,
                                                     options.time_ms, options.keep_searching));
  } else if (solver == "pocket") {
    s = from_pocket(cube::pocket::bench(count, seed));
  } else if (solver == "thistlethwaite") {
    s = from_thistle(cube::thistlethwaite::bench(count, seed));
  } else if (solver == "lbl" && !limits) {
    s = from_lbl(cube::lbl::bench(count, seed));
  } else {
    s = from_self_check(self_check(solver, count, seed, options));
  }
  std::cout << (args.has("json") ? summary_json(s) + "\n" : summary_text(s));
  return s.failures == 0 ? kOk : kFailures;
}

}  // namespace cli
