// cubesolver scramble [--puzzle P] [--count N] [--seed S] [--state] [--json] [--table-file PATH]
// Prints N WCA-style random-state scrambles: a uniformly random state written as the
// moves that make it from solved (registry.h says how, per puzzle). With --seed the
// output is the same on every platform (and in the WASM build): line i uses seed S + i.
// --table-file: the tables of the solver that writes the states as moves (the 4x4x4's
// take seconds to build), loaded from PATH or built and saved there, as solve's.
#include <iostream>
#include <random>

#include "commands.h"
#include "core/json.h"
#include "input.h"
#include "puzzles/puzzle_table.h"
#include "solvers/registry.h"
#include "tables_file.h"

namespace cli {

namespace {

using cube::json_string;
std::string usage() {
  return "usage: cubesolver scramble [--puzzle P] [--count N] [--seed S] [--state] [--json]\n"
         "                          [--table-file PATH]\n"
         "P: " +
         cube::puzzles::names_list() +
         " (default 3x3x3).\n"
         "Prints N (default 1) scrambles, one per line, as the WCA draws them: a uniformly\n"
         "random state written as the moves that make it from solved (3x3x3: the inverse of\n"
         "a two-phase solution, at most 21 moves; 2x2x2: the inverse of an optimal R U F\n"
         "solution; 4x4x4: the inverse of a reduction solution, outer and wide turns;\n"
         "8puzzle: the blank's slides from 1 2 3 / 4 5 6 / 7 8 _; pyraminx and skewb: the\n"
         "inverse of an optimal solution, at least 6 (Pyraminx, tips not counted) or 7\n"
         "(Skewb) turns from solved, the Pyraminx's tips last); 5x5x5, 6x6x6, 7x7x7: 60, 80,\n"
         "100 random outer and wide turns. Line i (from 0) comes from seed S + i, so a seed\n"
         "reproduces the same scrambles anywhere.\n"
         "--state: each line is the moves, a tab, and the state (facelets or tiles).\n"
         "--json: one object per line, {\"scramble\": moves, \"state\": state}.\n"
         "--table-file PATH: the tables of the puzzle's default solver, which writes its\n"
         "random states as moves, loaded from PATH, or built and saved there (as solve's).\n";
}

uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 32) ^ rd();
}
}  // namespace

int run_scramble(int argc, char** argv) {
  Args args(argc, argv, 2,
            {{"puzzle"}, {"count"}, {"seed"}, {"state", false}, {"json", false}, {"table-file"}, {"help", false}});
  if (!args.ok()) return fail_usage("scramble", args);
  if (args.has("help")) {
    std::cout << usage();
    return kOk;
  }
  if (!args.positional().empty()) {
    return fail("scramble", "unexpected argument '" + args.positional().front() + "'");
  }
  auto puzzle = puzzle_option("scramble", args);
  if (!puzzle) return kBadInput;
  if (puzzle->empty()) *puzzle = cube::puzzles::default_puzzle().info.name;
  std::string error;
  long long count = args.integer("count", 1, 1000000, error).value_or(1);
  if (!error.empty()) return fail("scramble", error);
  auto seed = args.unsigned64("seed", error);
  if (!error.empty()) return fail("scramble", error);
  uint64_t base = seed ? *seed : fresh_seed();
  if (args.has("table-file")) {
    // A random-state scramble is the inverse of the default solver's solution: its tables.
    const cube::PuzzleEntry* entry = cube::puzzles::find(*puzzle);
    cube::registry::SolveRequest tables;
    tables.puzzle = *puzzle;
    tables.solver = cube::registry::default_solver(*puzzle);
    const cube::registry::SolverEntry* solver = cube::registry::find_entry(tables.solver);
    if (!entry || entry->info.scramble_kind != "random-state" || !solver || !solver->info.needs_tables) {
      return fail("scramble", "--table-file: the " + *puzzle + "'s scrambles use no solver's tables");
    }
    if (!prepare_tables(tables, *args.value("table-file"), false, &error)) return fail("scramble", error);
  }

  std::string out;
  for (long long i = 0; i < count; ++i) {
    cube::registry::Scramble s = cube::registry::scramble(*puzzle, base + static_cast<uint64_t>(i));
    if (args.has("json")) {
      out += "{\"scramble\":" + json_string(s.moves) + ",\"state\":" + json_string(s.state) + "}\n";
    } else if (args.has("state")) {
      out += s.moves + "\t" + s.state + "\n";
    } else {
      out += s.moves + "\n";
    }
  }
  std::cout << out;
  return kOk;
}

}  // namespace cli
