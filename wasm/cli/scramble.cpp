// cubesolver scramble [--puzzle P] [--count N] [--seed S] [--state] [--json]
// Prints N WCA-style random-state scrambles: a uniformly random state written as the
// moves that make it from solved (registry.h says how, per puzzle). With --seed the
// output is the same on every platform (and in the WASM build): line i uses seed S + i.
#include <iostream>
#include <random>

#include "commands.h"
#include "core/json.h"
#include "input.h"
#include "solvers/registry.h"

namespace cli {

namespace {

using cube::json_string;
constexpr const char* kUsage =
    "usage: cubesolver scramble [--puzzle 3x3x3|2x2x2|4x4x4|8puzzle|pyraminx|skewb] [--count N] [--seed S]\n"
    "                           [--state] [--json]\n"
    "Prints N (default 1) random-state scrambles, one per line: a uniformly random\n"
    "state, written as the moves that make it from solved (3x3x3: the inverse of a\n"
    "two-phase solution, at most 21 moves; 2x2x2: the inverse of an optimal R U F\n"
    "solution; 8puzzle: the blank's slides from 1 2 3 / 4 5 6 / 7 8 _; pyraminx and\n"
    "skewb: the inverse of an optimal solution, at least 6 (Pyraminx, tips not counted)\n"
    "or 7 (Skewb) turns from solved, the Pyraminx's tips last; 4x4x4: the inverse of\n"
    "a reduction solution, outer and wide turns). Line i (from 0)\n"
    "comes from seed S + i, so a seed reproduces the same scrambles anywhere.\n"
    "--state: each line is the moves, a tab, and the state (facelets or tiles).\n"
    "--json: one object per line, {\"scramble\": moves, \"state\": state}.\n";

uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 32) ^ rd();
}
}  // namespace

int run_scramble(int argc, char** argv) {
  Args args(argc, argv, 2, {{"puzzle"}, {"count"}, {"seed"}, {"state", false}, {"json", false}, {"help", false}});
  if (!args.ok()) return fail_usage("scramble", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }
  if (!args.positional().empty()) {
    return fail("scramble", "unexpected argument '" + args.positional().front() + "'");
  }
  auto puzzle = puzzle_option("scramble", args);
  if (!puzzle) return kBadInput;
  if (puzzle->empty()) *puzzle = "3x3x3";
  std::string error;
  long long count = args.integer("count", 1, 1000000, error).value_or(1);
  if (!error.empty()) return fail("scramble", error);
  auto seed = args.unsigned64("seed", error);
  if (!error.empty()) return fail("scramble", error);
  uint64_t base = seed ? *seed : fresh_seed();

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
