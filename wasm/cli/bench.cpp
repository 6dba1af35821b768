// cubesolver bench: seed 001's self-check mode for every solver. Random states from a
// seed are solved, each solution replayed on its state, failures counted; the figures
// (time per solve, lengths, tables) print in one layout whichever solver ran. Each row
// of the solver table says which flags its bench takes and runs it (BenchHook); this
// command parses the flags, checks them against the row and prints.
#include <algorithm>
#include <iostream>
#include <optional>
#include <set>

#include "commands.h"
#include "input.h"
#include "solvers/registry.h"
#include "tables_file.h"

namespace cli {

namespace {

namespace reg = cube::registry;

constexpr int kFailures = 1;

// "a, b or c" (`last`: " and " for "a, b and c").
std::string one_of(const std::vector<std::string>& items, const char* last = " or ") {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) s += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return s;
}

bool takes(const reg::SolverEntry& e, const std::string& flag) {
  for (const reg::BenchFlag& f : e.bench.flags)
    if (f.name == flag) return true;
  return false;
}

// Every flag some solver's bench takes, in the table's order.
std::vector<reg::BenchFlag> solver_flags() {
  std::vector<reg::BenchFlag> out;
  std::set<std::string> seen;
  for (const reg::SolverEntry* e : reg::entries())
    for (const reg::BenchFlag& f : e->bench.flags)
      if (seen.insert(f.name).second) out.push_back(f);
  return out;
}

// `text` broken into lines of at most `width` characters, each starting with `indent`.
std::string wrap(const std::string& text, size_t width, const std::string& indent) {
  std::string out, line;
  size_t from = 0;
  while (from < text.size()) {
    size_t to = text.find(' ', from);
    if (to == std::string::npos) to = text.size();
    const std::string word = text.substr(from, to - from);
    if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
      out += indent + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    from = to + 1;
  }
  return line.empty() ? out : out + indent + line + "\n";
}

std::string usage() {
  std::string s =
      "usage: cubesolver bench [--solver NAME] [--count N] [--seed S] [--json] [the solver's flags]\n" +
      wrap("Solves N random states from seed S (default 1) with the solver (default " + reg::default_solver("3x3x3") +
               ", or with --puzzle P alone P's default solver), replays every solution on its state and prints the "
               "time per solve, the lengths and "
               "the failure count (it must be 0). --max-length N, --time-ms T, --effort: limits for "
               "the solvers that take them. --table NAME: the table set; --table-file PATH loads the "
               "tables from PATH, or builds and saves them there.",
           88, "") +
      "Solvers, their flags and default N:\n";
  for (const reg::SolverEntry* e : reg::entries()) {
    s += "  " + e->info.name + std::string(e->info.name.size() < 15 ? 15 - e->info.name.size() : 1, ' ');
    for (const reg::BenchFlag& f : e->bench.flags) s += "--" + f.name + (f.takes_value ? " X " : " ");
    s += "(N = " + std::to_string(e->bench.default_count) + ")\n";
    if (!e->bench.help.empty()) s += wrap(e->bench.help, 88, "      ");
  }
  return s + "Exit status: 0 no failures, 1 failures, 2 bad input.\n";
}

}  // namespace

int run_bench(int argc, char** argv) {
  std::vector<OptionSpec> specs = {{"solver"}, {"count"}, {"seed"}, {"json", false}, {"help", false}};
  const std::vector<reg::BenchFlag> own = solver_flags();
  for (const reg::BenchFlag& f : own) specs.push_back({f.name, f.takes_value});
  Args args(argc, argv, 2, specs);
  if (!args.ok()) return fail_usage("bench", args);
  if (args.has("help")) {
    std::cout << usage();
    return kOk;
  }
  if (!args.positional().empty()) return fail("bench", "unexpected argument '" + args.positional().front() + "'");
  // --puzzle without --solver: that puzzle's default solver (which may take --puzzle too).
  const std::optional<std::string> puzzle = args.value("puzzle");
  const std::string solver = args.value("solver").value_or(
      reg::default_solver(puzzle && !reg::default_solver(*puzzle).empty() ? *puzzle : "3x3x3"));
  const reg::SolverEntry* entry = reg::find_entry(solver);
  const bool puzzle_chose = puzzle && !args.has("solver");
  if (!entry) {
    std::vector<std::string> known;
    for (const reg::SolverInfo& s : reg::solvers()) known.push_back(s.name);
    return fail("bench", "unknown solver '" + solver + "' (known: " + one_of(known) + ")");
  }

  // Flags the solver does not take: named, with the solvers that do take them.
  std::vector<std::string> wrong, others, its;
  for (const reg::BenchFlag& f : own) {
    if (!args.has(f.name) || takes(*entry, f.name) || (f.name == "puzzle" && puzzle_chose)) continue;
    wrong.push_back("--" + f.name);
    for (const reg::SolverEntry* e : reg::entries())
      if (takes(*e, f.name) && std::find(others.begin(), others.end(), e->info.name) == others.end())
        others.push_back(e->info.name);
  }
  if (!wrong.empty()) {
    for (const reg::BenchFlag& f : entry->bench.flags) its.push_back("--" + f.name);
    return fail("bench", solver + " takes no " + one_of(wrong) + " (options that apply to --solver " + one_of(others) +
                             " only); its options: " + (its.empty() ? "none" : one_of(its, " and ")));
  }

  std::string error;
  reg::BenchRequest b;
  b.count = static_cast<int>(
      args.integer("count", entry->bench.min_count, 10'000'000, error).value_or(entry->bench.default_count));
  b.seed = args.unsigned64("seed", error).value_or(1);
  b.options.max_length = static_cast<int>(args.integer("max-length", 0, 1000, error).value_or(-1));
  b.options.time_ms = static_cast<double>(args.integer("time-ms", 0, 86'400'000, error).value_or(-1));
  b.options.keep_searching = args.has("effort");
  if (!error.empty()) return fail("bench", error);
  b.json = args.has("json");
  for (const reg::BenchFlag& f : entry->bench.flags)
    if (args.has(f.name) && !(f.name == "puzzle" && puzzle_chose && !takes(*entry, "puzzle")))
      b.flags[f.name] = args.value(f.name).value_or("");
  b.print = [](const std::string& report) { std::cout << report << std::flush; };
  b.log = [](const std::string& line) { std::cerr << line << "\n"; };

  // The table set: checked by name; from --table-file when given (not built then).
  reg::SolveRequest tables = reg::tables_request(solver);
  tables.table = args.value("table").value_or("");
  // A solver of several puzzles keeps a set per puzzle (the reduction's per cube size).
  if (takes(*entry, "puzzle") && puzzle) tables.puzzle = reg::canonical_puzzle(*puzzle);
  if (!entry->info.table_choices.empty()) {
    std::vector<std::string> names;
    bool known = tables.table.empty();
    for (const reg::TableChoice& c : entry->info.table_choices) {
      names.push_back(c.name);
      known = known || c.name == tables.table;
    }
    if (!known) return fail("bench", "--table must be " + one_of(names) + ", not '" + tables.table + "'");
  }
  if (args.has("table-file") && !prepare_tables(tables, *args.value("table-file"), false, &error)) {
    return fail("bench", error);
  }

  const int failures = reg::run_bench(*entry, b, &error);
  if (failures < 0) return fail("bench", error);
  return failures == 0 ? kOk : kFailures;
}

}  // namespace cli
