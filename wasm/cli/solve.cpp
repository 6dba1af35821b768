// cubesolver solve: one solution per input (a scramble, a state, or each line of a
// batch file), through the solver registry, optionally on several threads with the
// output kept in input order.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
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
#include "puzzles/puzzle_table.h"
#include "solve_input.h"
#include "solvers/registry.h"
#include "tables_file.h"

namespace cli {

namespace {

using cube::json_number;
using cube::json_string;
namespace reg = cube::registry;
using Status = cube::SolveResult::Status;

// "a, b or c" (`last`: " and " for "a, b and c").
std::string one_of(const std::vector<std::string>& items, const char* last = " or ") {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) s += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return s;
}

// The solvers whose facts pass `test`.
template <class Test>
std::string solvers_where(Test test) {
  std::vector<std::string> names;
  for (const reg::SolverInfo& s : reg::solvers())
    if (test(s)) names.push_back(s.name);
  return one_of(names);
}

// The usage, its list of solvers and what each takes from the solver table.
std::string usage() {
  std::string s =
      "usage: cubesolver solve [--puzzle P] [--solver NAME] [--max-length N]\n"
      "                        [--time-ms T] [--solutions N] [--effort] [--goal PATTERN]\n"
      "                        [--moves \"U R F\"] [--metric htm|qtm] [--table NAME] [--table-file PATH]\n"
      "                        (--scramble ALG | --state FACELETS | --batch FILE)\n"
      "                        [--threads N] [--progress] [--json]\n"
      "       cubesolver solve --goal eo|dr|htr|finish [--axis fb|rl|ud] [--niss normal|inverse|both]\n"
      "                        [--count N] [--within K] [--max-length L] [--moves ...] --scramble ALG\n"
      "Prints one solution per input, moves separated by single spaces (several lines\n"
      "with --solutions N). --batch FILE ('-': standard input) has one scramble or state\n"
      "per line, told apart by content; blank lines and lines starting with # are\n"
      "skipped. --json prints one object per input: status, moves, length, ms, nodes,\n"
      "stages. A 3x3x3 with --goal and no --solver goes to goal.\n"
      "--table NAME: the solver's table set; --table-file PATH loads the tables from\n"
      "PATH, or builds and saves them there. --threads N: search threads for the solvers\n"
      "that take them (each input then runs after the other), otherwise inputs solved\n"
      "at once. --progress: search progress (depth, nodes, nodes/s) on stderr for the\n"
      "solvers with long searches (also when stderr is a terminal); after each solution\n"
      "a line on stderr says whether it is proven optimal.\n"
      "Fewest-moves steps (--goal eo, dr, htr or finish: the fmc solver): each optimal for\n"
      "the step, on --axis (none: every axis that fits; DR keeps the EO the cube has, \"dr\n"
      "scratch\" takes every move), with\n"
      "moves on the inverse side in ^( ) (--niss inverse or both; the scramble may hold\n"
      "earlier steps' ^( ) moves too), the --count N shortest or every one --within K of\n"
      "the optimum. Each line ends with a comment naming the step, its axis and length;\n"
      "with --niss, also FMC players' plain (R U) form.\n"
      "Puzzles (--puzzle P; the default solver in brackets):\n";
  for (const cube::PuzzleEntry* p : cube::puzzles::all()) {
    const cube::PuzzleInfo& i = p->info;
    s += "  " + i.name + std::string(i.name.size() < 15 ? 15 - i.name.size() : 1, ' ') + i.label + " [" +
         (i.default_solver.empty() ? "no solver yet" : i.default_solver) + "]" +
         (i.wca_id.empty() ? "" : "; WCA " + i.wca_id) + "\n";
  }
  s += "Solvers:\n";
  for (const reg::SolverInfo& i : reg::solvers()) {
    std::string puzzles;
    for (const std::string& p : i.puzzles) puzzles += (puzzles.empty() ? "" : ", ") + p;
    s += "  " + i.name + std::string(i.name.size() < 15 ? 15 - i.name.size() : 1, ' ') + i.title + " [" + puzzles + "]";
    std::vector<std::string> takes;
    if (i.takes_goal) takes.push_back(i.needs_goal ? "--goal (required)" : "--goal");
    if (i.takes_moves) takes.push_back("--moves");
    if (reg::takes_metric(i))
      takes.push_back("--metric " + [&] {
        std::string m;
        for (const std::string& x : i.metrics) m += (m.empty() ? "" : "|") + x;
        return m;
      }());
    if (i.takes_time_budget) takes.push_back("--time-ms");
    if (i.takes_effort) takes.push_back("--effort");
    if (i.takes_threads) takes.push_back("--threads");
    if (i.reports_progress) takes.push_back("--progress");
    if (!i.table_choices.empty()) {
      std::string t;
      for (const reg::TableChoice& c : i.table_choices) t += (t.empty() ? "" : "|") + c.name;
      takes.push_back("--table " + t);
    }
    if (i.needs_tables) takes.push_back("--table-file");
    s += takes.empty() ? "\n" : "; takes " + one_of(takes, " and ") + "\n";
  }
  return s +
         "When --time-ms ends before an optimal solver has proven its answer, the two-phase\n"
         "solution is printed and labelled 'not proven optimal'.\n"
         "Exit status: 0 solved, 2 bad input (the line number in batch mode), 3 no solution\n"
         "within the limits.\n";
}

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

// FMC players' plain form of a NISS solution: "R ^(U F)" -> "R (U F)".
std::string fmc_plain(std::string moves) {
  for (size_t at; (at = moves.find("^(")) != std::string::npos;) moves.erase(at, 1);
  return moves;
}

std::string solution_json(const reg::TextSolution& s) {
  const std::string plain =
      s.moves.find("^(") == std::string::npos ? "" : ",\"fmc_plain\":" + json_string(fmc_plain(s.moves));
  return "\"moves\":" + json_string(s.moves) + plain + ",\"length\":" + std::to_string(s.length) +
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
            {{"puzzle"},  {"solver"},      {"max-length"}, {"time-ms"},    {"solutions"},       {"effort", false},
             {"goal"},    {"moves"},       {"metric"},     {"scramble"},   {"state"},           {"batch"},
             {"threads"}, {"json", false}, {"table"},      {"table-file"}, {"progress", false}, {"axis"},
             {"niss"},    {"count"},       {"within"},     {"help", false}});
  if (!args.ok()) return fail_usage("solve", args);
  if (args.has("help")) {
    std::cout << usage();
    return kOk;
  }

  // Options.
  auto puzzle = puzzle_option("solve", args);
  if (!puzzle) return kBadInput;
  const std::string solver = args.value("solver").value_or("");
  const reg::SolverEntry* chosen = nullptr;
  if (!solver.empty()) {
    chosen = reg::find_entry(solver);
    if (!chosen)
      return fail("solve",
                  "unknown solver '" + solver + "' (known: " + solvers_where([](auto&) { return true; }) + ")");
    if (puzzle->empty()) *puzzle = chosen->info.puzzles.front();  // --solver pocket: a 2x2x2
  }
  std::string error;
  cube::SolveOptions options;
  options.max_length = static_cast<int>(args.integer("max-length", 0, 1000, error).value_or(-1));
  options.time_ms = static_cast<double>(args.integer("time-ms", 0, 86'400'000, error).value_or(-1));
  options.solutions = static_cast<int>(args.integer("solutions", 1, 1000, error).value_or(1));
  if (args.has("count")) options.solutions = static_cast<int>(args.integer("count", 1, 1000, error).value_or(1));
  const auto within = args.integer("within", 0, 20, error);
  const int threads = static_cast<int>(args.integer("threads", 1, 256, error).value_or(1));
  if (!error.empty()) return fail("solve", error);
  options.keep_searching = args.has("effort");
  const bool json = args.has("json");

  // Fewest-moves steps: --goal eo|dr|htr|finish goes to the fmc solver, whose goal
  // text carries the axis, NISS and "within" (fmc_solver.h).
  std::string goal = args.value("goal").value_or("");
  std::string goal_word = goal.substr(0, goal.find(' '));
  for (char& c : goal_word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const bool fmc_goal = goal_word == "eo" || goal_word == "dr" || goal_word == "htr" || goal_word == "finish";
  const bool fmc = solver == "fmc" || (solver.empty() && fmc_goal);
  for (const char* o : {"axis", "niss", "within"}) {
    if (args.has(o) && !fmc) return fail("solve", std::string("--") + o + " applies to --goal eo|dr|htr|finish only");
  }
  if (fmc && args.has("axis")) goal += " " + *args.value("axis");
  if (fmc && args.has("niss")) goal += " niss " + *args.value("niss");
  if (fmc && within) goal += " within " + std::to_string(*within);
  const bool fmc_step = fmc && goal.find_first_not_of(" \t") != std::string::npos;

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

  // Solvers that take threads search with them (inputs one after another); solvers
  // with long searches show their progress.
  const bool search_threads = chosen && chosen->info.takes_threads;
  const bool reports_progress = chosen && chosen->info.reports_progress;
  const bool show_progress = reports_progress && (args.has("progress") || isatty(STDERR_FILENO));
  if (args.has("progress") && !reports_progress) {
    return fail("solve", "--progress applies to --solver " +
                             solvers_where([](const reg::SolverInfo& s) { return s.reports_progress; }) + " only");
  }
  // The solver whose tables --table-file holds: --solver's, else the puzzle's default
  // (a --goal picks its own solver).
  const reg::SolverEntry* tables_of = chosen;
  if (!chosen && !puzzle->empty() && !fmc && !args.has("goal"))
    tables_of = reg::find_entry(reg::default_solver(*puzzle));
  if (args.has("table-file") && !(tables_of && tables_of->info.needs_tables)) {
    const std::string with_tables = solvers_where([](const reg::SolverInfo& s) { return s.needs_tables; });
    return fail("solve", "--table-file applies to --solver " + with_tables +
                             " only (or to --puzzle P when P's default solver is one of them)");
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
    r.solver = fmc ? "fmc" : solver;
    r.state = j.input.state;
    r.goal = goal;
    // A goal on a 3x3x3 needs the goal solver: the default there when --goal is given.
    if (r.solver.empty() && args.has("goal") && reg::canonical_puzzle(r.puzzle) == "3x3x3") r.solver = "goal";
    r.moves = args.value("moves").value_or("");
    r.metric = args.value("metric").value_or("");
    r.table = args.value("table").value_or("");
    if (search_threads) r.threads = threads;
    r.options = options;
    if (show_progress) r.options.progress = search_progress;
    return r;
  };

  // Tables first, so no solve's time includes building them: each table set the
  // inputs need, once.
  if (chosen && !chosen->info.table_choices.empty() && args.has("table")) {
    const std::string table = *args.value("table");
    std::vector<std::string> names;
    bool known = false;
    for (const reg::TableChoice& c : chosen->info.table_choices) {
      names.push_back(c.name);
      known = known || c.name == table;
    }
    if (!known) return fail("solve", "--table must be " + one_of(names) + ", not '" + table + "'");
  }
  std::set<std::string> prepared;
  for (const Job& j : jobs) {
    if (!j.input.error.empty()) continue;
    const reg::SolveRequest r = request_for(j);
    if (!reg::check_tables_request(r).empty()) continue;  // the solve says what is wrong
    if (!prepared.insert(r.solver + "\n" + r.puzzle + "\n" + reg::table_key(r)).second) continue;
    std::string error;
    if (!prepare_tables(r, args.value("table-file").value_or(""), show_progress, &error)) return fail("solve", error);
  }
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
        if (show_progress && isatty(STDERR_FILENO)) std::cerr << "\n";
      }
    }
  };
  const int n_threads = search_threads ? 1 : std::max(1, std::min<int>(threads, static_cast<int>(jobs.size())));
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
    } else if (fmc_step) {
      for (const auto& s : j.reply.solutions) {
        const std::string name = s.stages.empty() ? "" : s.stages.front().name;
        out += s.moves + "  // " + name + ", " + std::to_string(s.length) + (s.length == 1 ? " move" : " moves");
        if (args.has("niss") && s.moves.find("^(") != std::string::npos) out += "; FMC: " + fmc_plain(s.moves);
        out += "\n";
      }
    } else {
      for (const auto& s : j.reply.solutions) out += s.moves + "\n";
    }
    if (reports_progress && !json && j.reply.status == Status::Solved && !j.reply.solutions.empty()) {
      // Whether it is proven shortest: on stderr, so stdout stays one solution a line.
      std::cout << out << std::flush;
      out.clear();
      const reg::TextSolution& s = j.reply.solutions.front();
      std::cerr << where(j) << s.length << " moves, "
                << (s.optimal                 ? "proven optimal"
                    : j.reply.message.empty() ? "not proven optimal"
                                              : j.reply.message)
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
