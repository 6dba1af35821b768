// cubesolver scramble [--puzzle P] [--count N] [--seed S]
// Prints N uniformly random reachable states, one per line. With --seed the output is
// the same on every platform (and in the WASM build): line i uses seed S + i.
#include <iostream>
#include <random>

#include "commands.h"
#include "core/random_state.h"
#include "input.h"

namespace cli {

namespace {
constexpr const char* kUsage =
    "usage: cubesolver scramble [--puzzle 3x3x3|2x2x2] [--count N] [--seed S]\n"
    "Prints N (default 1) random reachable states as facelets, one per line. Line i\n"
    "(from 0) comes from seed S + i, so a seed reproduces the same states anywhere.\n";

uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 32) ^ rd();
}
}  // namespace

int run_scramble(int argc, char** argv) {
  Args args(argc, argv, 2, {{"puzzle"}, {"count"}, {"seed"}, {"help", false}});
  if (!args.ok()) return fail_usage("scramble", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }
  if (!args.positional().empty()) {
    return fail("scramble", "unexpected argument '" + args.positional().front() + "'");
  }
  auto puzzle = choose_puzzle("scramble", args, std::nullopt);
  if (!puzzle) return kBadInput;
  std::string error;
  long long count = args.integer("count", 1, 1000000, error).value_or(1);
  if (!error.empty()) return fail("scramble", error);
  auto seed = args.unsigned64("seed", error);
  if (!error.empty()) return fail("scramble", error);
  uint64_t base = seed ? *seed : fresh_seed();

  std::string out;
  for (long long i = 0; i < count; ++i) {
    out += cube::random_facelets(*puzzle, base + static_cast<uint64_t>(i));
    out += '\n';
  }
  std::cout << out;
  return kOk;
}

}  // namespace cli
