// cubesolver solve: one solution per input (a scramble, a state, or each line of a
// batch file), through the solver registry, optionally on several threads with the
// output kept in input order.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <set>
#include <thread>

#include "commands.h"
#include "core/json.h"
#include "input.h"
#include "optimal_table_file.h"
#include "solve_input.h"
#include "solvers/registry.h"

namespace cli {

namespace {

using cube::json_number;
using cube::json_string;
namespace reg = cube::registry;
using Status = cube::SolveResult::Status;

constexpr const char* kUsage =
    "usage: cubesolver solve [--puzzle 3x3x3|2x2x2|8puzzle] [--solver NAME] [--max-length N]\n"
    "                        [--time-ms T] [--solutions N] [--effort] [--goal PATTERN]\n"
    "                        [--moves \"U R F\"] [--metric htm|qtm]\n"
    "                        (--scramble ALG | --state FACELETS | --batch FILE)\n"
    "                        [--threads N] [--json]\n"
    "Prints one solution per input, moves separated by single spaces (several lines\n"
    "with --solutions N). --batch FILE ('-': standard input) has one scramble or state\n"
    "per line, told apart by content; blank lines and lines starting with # are\n"
    "skipped. --json prints one object per input: status, moves, length, ms, nodes,\n"
    "stages. Solvers: twophase (3x3x3, default), thistlethwaite, lbl; pocket (2x2x2);\n"
    "sliding (8puzzle); goal (3x3x3 and 2x2x2: the default for a 3x3x3 with --goal).\n"
    "--goal, --moves and --metric: pocket; --goal and --moves: goal (a preset such as\n"
    "cross, xcross@U, eoline, 'face on U'; a pattern with x for any sticker; a chain\n"
    "'cross, pair, pair'; 'cn: cross' for colour neutral); --goal: sliding.\n"
    "optimal (3x3x3): proven shortest solutions (IDA*). --table small (70 MB, the\n"
    "default) or large (1.02 GB, ~20x fewer nodes; built in ~2 minutes);\n"
    "--table-file PATH loads the tables from PATH, or builds and saves them there;\n"
    "--threads N: search threads for each input (inputs then run one after another);\n"
    "--time-ms T: when it ends, the two-phase solution is printed and labelled 'not\n"
    "proven optimal'. After each solution a line on stderr says whether it is proven\n"
    "optimal; search progress (depth, nodes, nodes/s) goes to stderr when it is a\n"
    "terminal or with --progress.\n"
    "Exit status: 0 solved, 2 bad input (the line number in batch mode), 3 no solution\n"
    "within the limits.\n";

struct Job {
  int line = 0;  // 1-based in the batch file; 0 for --scramble / --state
  std::string text;
  SolveInput input;
  reg::SolveReply reply;
};

std::string stages_json(const std::vector<cube::Stage>& stages) {
  std::string s = "[";
  for (size_t i = 0; i < stages.size(); ++i) {
    const cube::Stage& st = stages[i];
    s += (i ? "," : "") + std::string("{\"name\":") + json_string(st.name) +
         ",\"explanation\":" + json_string(st.explanation) + ",\"begin\":" + std::to_string(st.begin) +
         ",\"end\":" + std::to_string(st.end) + "}";
  }
  return s + "]";
}

std::string solution_json(const reg::TextSolution& s) {
  return "\"moves\":" + json_string(s.moves) + ",\"length\":" + std::to_string(s.length) +
         ",\"optimal\":" + (s.optimal ? "true" : "false") + ",\"stages\":" + stages_json(s.stages);
}

std::string job_json(const Job& j, bool many) {
  const reg::SolveReply& r = j.reply;
  std::string s = "{";
  if (j.line > 0) s += "\"line\":" + std::to_string(j.line) + ",";
  s += "\"input\":" + json_string(j.text) + ",\"puzzle\":" + json_string(j.input.puzzle) +
       ",\"solver\":" + json_string(r.solver) + ",\"status\":" + json_string(reg::status_name(r.status));
  if (!r.message.empty()) s += ",\"message\":" + json_string(r.message);
  if (!r.solutions.empty()) s += "," + solution_json(r.solutions.front());
  if (many) {
    s += ",\"solutions\":[";
    for (size_t i = 0; i < r.solutions.size(); ++i) s += (i ? ",{" : "{") + solution_json(r.solutions[i]) + "}";
    s += "]";
  }
  s += ",\"ms\":" + json_number(r.ms) + ",\"nodes\":" + std::to_string(r.nodes) +
       ",\"timed_out\":" + (r.timed_out ? "true" : "false") + "}";
  return s;
}

// The exit status a reply asks for; a solution longer than an explicit --max-length
// (the time budget ended first) counts as none within the limits.
int job_status(const Job& j, int max_length) {
  switch (j.reply.status) {
    case Status::Solved:
      if (max_length >= 0 && !j.reply.solutions.empty() && j.reply.solutions.front().length > max_length) {
        return kNoSolution;
      }
      return kOk;
    case Status::BadInput: return kBadInput;
    default: return kNoSolution;
  }
}

std::string where(const Job& j) { return j.line > 0 ? "line " + std::to_string(j.line) + ": " : ""; }

}  // namespace

int run_solve(int argc, char** argv) {
  Args args(argc, argv, 2,
            {{"puzzle"}, {"solver"}, {"max-length"}, {"time-ms"}, {"solutions"}, {"effort", false},
             {"goal"}, {"moves"}, {"metric"}, {"scramble"}, {"state"}, {"batch"}, {"threads"},
             {"json", false}, {"table"}, {"table-file"}, {"progress", false}, {"help", false}});
  if (!args.ok()) return fail_usage("solve", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }

  // Options.
  auto puzzle = puzzle_option("solve", args);
  if (!puzzle) return kBadInput;
  const std::string solver = args.value("solver").value_or("");
  if (!solver.empty()) {
    const reg::SolverInfo* info = reg::find_solver(solver);
    if (!info) {
      std::string known;
      for (const auto& s : reg::solvers()) known += (known.empty() ? "" : ", ") + s.name;
      return fail("solve", "unknown solver '" + solver + "' (known: " + known + ")");
    }
    if (puzzle->empty()) *puzzle = info->puzzles.front();  // --solver pocket: a 2x2x2
  }
  std::string error;
  cube::SolveOptions options;
  options.max_length = static_cast<int>(args.integer("max-length", 0, 1000, error).value_or(-1));
  options.time_ms = static_cast<double>(args.integer("time-ms", 0, 86'400'000, error).value_or(-1));
  options.solutions = static_cast<int>(args.integer("solutions", 1, 1000, error).value_or(1));
  const int threads = static_cast<int>(args.integer("threads", 1, 256, error).value_or(1));
  if (!error.empty()) return fail("solve", error);
  options.keep_searching = args.has("effort");
  const bool json = args.has("json");

  // Inputs.
  const int sources = args.has("scramble") + args.has("state") + args.has("batch");
  if (sources > 1) return fail("solve", "give one of --scramble, --state and --batch");
  std::vector<Job> jobs;
  if (auto file = args.value("batch")) {
    if (!args.positional().empty()) return fail("solve", "unexpected argument '" + args.positional().front() + "'");
    std::ifstream in_file;
    if (*file != "-") {
      in_file.open(*file);
      if (!in_file) return fail("solve", "--batch: cannot read '" + *file + "'");
    }
    std::istream& in = *file == "-" ? std::cin : in_file;
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      const size_t first = line.find_first_not_of(" \t");
      if (first == std::string::npos || line[first] == '#') continue;
      Job j;
      j.line = n;
      j.text = line;
      j.input = read_solve_input(line, InputKind::Auto, *puzzle);
      jobs.push_back(std::move(j));
    }
  } else {
    const bool state = args.has("state");
    auto text = option_or_words("solve", args, state ? "state" : "scramble", false);
    if (!text) return kBadInput;
    Job j;
    j.text = *text;
    j.input = read_solve_input(*text, state ? InputKind::State : InputKind::Scramble, *puzzle);
    jobs.push_back(std::move(j));
  }

  // optimal: --threads are the search's threads, and its progress is shown.
  const bool optimal = solver == "optimal";
  const bool show_progress = args.has("progress") || isatty(STDERR_FILENO);
  if (!optimal && (args.has("table-file") || args.has("progress"))) {
    return fail("solve", "--table-file and --progress apply to --solver optimal only");
  }
  std::mutex progress_mutex;
  auto t_search = std::chrono::steady_clock::now();
  auto search_progress = [&](int depth, uint64_t nodes) {
    std::lock_guard<std::mutex> lock(progress_mutex);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t_search).count();
    char line[128];
    std::snprintf(line, sizeof line, "depth %d, %llu nodes, %.1f M nodes/s, %.1f s", depth,
                  static_cast<unsigned long long>(nodes), s > 0 ? static_cast<double>(nodes) / s / 1e6 : 0.0, s);
    std::cerr << (isatty(STDERR_FILENO) ? "\r" + std::string(line) + "   " : std::string(line) + "\n") << std::flush;
  };

  auto request_for = [&](const Job& j) {
    reg::SolveRequest r;
    r.puzzle = j.input.puzzle;
    r.solver = solver;
    r.state = j.input.state;
    r.goal = args.value("goal").value_or("");
    // A goal on a 3x3x3 needs the goal solver: the default there when --goal is given.
    if (r.solver.empty() && args.has("goal") && reg::canonical_puzzle(r.puzzle) == "3x3x3") r.solver = "goal";
    r.moves = args.value("moves").value_or("");
    r.metric = args.value("metric").value_or("");
    r.table = args.value("table").value_or("");
    if (optimal) r.threads = threads;
    r.options = options;
    if (optimal && show_progress) r.options.progress = search_progress;
    return r;
  };

  // Tables first, so no solve's time includes building them.
  std::set<std::string> needed;
  for (const Job& j : jobs) {
    if (!j.input.error.empty()) continue;
    const reg::SolveRequest r = request_for(j);
    const std::string name = r.solver.empty() ? reg::default_solver(j.input.puzzle) : r.solver;
    if (name == "goal" && !needed.count(name)) reg::table_key(r);  // selects the goal's tables
    if (name == "optimal") {
      if (reg::table_key(r).empty()) {  // selects the table size
        return fail("solve", "--table must be small or large, not '" + r.table + "'");
      }
      std::string error;
      const auto size = reg::table_key(r).find(".large/") != std::string::npos ? cube::optimal::TableSize::Large
                                                                                : cube::optimal::TableSize::Small;
      if (!prepare_optimal_tables(size, args.value("table-file").value_or(""), show_progress, &error)) {
        return fail("solve", error);
      }
    }
    needed.insert(name);
  }
  for (const std::string& s : needed) reg::build_tables(s);

  // Solve, each worker taking the next unsolved input.
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next.fetch_add(1)) < jobs.size();) {
      Job& j = jobs[i];
      if (!j.input.error.empty()) {
        j.reply.status = Status::BadInput;
        j.reply.message = j.input.error;
      } else {
        t_search = std::chrono::steady_clock::now();
        j.reply = reg::solve(request_for(j));
        if (optimal && show_progress && isatty(STDERR_FILENO)) std::cerr << "\n";
      }
    }
  };
  const int n_threads = optimal ? 1 : std::max(1, std::min<int>(threads, static_cast<int>(jobs.size())));
  std::vector<std::thread> pool;
  for (int t = 1; t < n_threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();

  // Output in input order; failures leave an empty line so lines stay aligned.
  int exit = kOk;
  std::string out;
  for (const Job& j : jobs) {
    const int status = job_status(j, options.max_length);
    if (json) {
      out += job_json(j, options.solutions > 1) + "\n";
    } else if (j.reply.solutions.empty()) {
      out += "\n";
    } else {
      for (const auto& s : j.reply.solutions) out += s.moves + "\n";
    }
    if (optimal && !json && j.reply.status == Status::Solved && !j.reply.solutions.empty()) {
      // Whether it is proven shortest: on stderr, so stdout stays one solution a line.
      std::cout << out << std::flush;
      out.clear();
      const reg::TextSolution& s = j.reply.solutions.front();
      std::cerr << where(j) << s.length << " moves, "
                << (s.optimal ? "proven optimal" : j.reply.message.empty() ? "not proven optimal" : j.reply.message)
                << " (" << static_cast<long long>(j.reply.ms) << " ms, " << j.reply.nodes << " nodes)\n";
    }
    if (status == kOk) continue;
    std::cout << out;
    out.clear();
    std::string why = j.reply.message;
    if (status == kNoSolution && j.reply.status == Status::Solved) {
      why = "no solution of at most " + std::to_string(options.max_length) + " moves within the time budget (" +
            std::to_string(j.reply.solutions.front().length) + " moves printed)";
    }
    fail("solve", where(j) + why);
    exit = status == kBadInput || exit == kBadInput ? kBadInput : kNoSolution;
  }
  std::cout << out;
  return exit;
}

}  // namespace cli
