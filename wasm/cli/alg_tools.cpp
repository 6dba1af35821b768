// cubesolver invert ALG, cubesolver simplify ALG: print the inverse or the simplified
// algorithm, moves separated by single spaces (groups and commutators expanded).
#include <iostream>

#include "commands.h"
#include "core/alg.h"
#include "input.h"

namespace cli {

namespace {
using Transform = std::vector<cube::Move> (*)(const std::vector<cube::Move>&);

int run_transform(int argc, char** argv, const char* command, const char* usage, Transform transform) {
  Args args(argc, argv, 2, {{"alg"}, {"help", false}});
  if (!args.ok()) return fail_usage(command, args);
  if (args.has("help")) {
    std::cout << usage;
    return kOk;
  }
  auto text = option_or_words(command, args, "alg", false);
  if (!text) return kBadInput;
  auto parsed = parse_or_report(command, "algorithm", *text);
  if (!parsed) return kBadInput;
  std::cout << cube::format_moves(transform(parsed->moves)) << "\n";
  return kOk;
}
}  // namespace

int run_invert(int argc, char** argv) {
  return run_transform(argc, argv, "invert",
                       "usage: cubesolver invert ALG   (or --alg ALG)\n"
                       "Prints the inverse of ALG, groups and commutators expanded.\n",
                       &cube::invert);
}

int run_simplify(int argc, char** argv) {
  return run_transform(argc, argv, "simplify",
                       "usage: cubesolver simplify ALG   (or --alg ALG)\n"
                       "Prints ALG with turns of the same face merged and cancelled\n"
                       "(R R -> R2, R R' -> nothing, U D U -> U2 D).\n",
                       &cube::simplify);
}

}  // namespace cli
