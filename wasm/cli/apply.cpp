// cubesolver apply --scramble ALG [--state STATE] [--puzzle P]
// Prints the state after applying ALG to STATE (default: solved). A cube's state may
// use any symbols (colours, 'x' for don't-care): moves only permute stickers.
#include <iostream>

#include "commands.h"
#include "input.h"
#include "puzzles/puzzle_table.h"

namespace cli {
namespace {

std::string usage() {
  return "usage: cubesolver apply --scramble ALG [--state STATE] [--puzzle P]\n"
         "P: " +
         cube::puzzles::names_list() +
         ".\n"
         "Applies ALG to STATE (default: the solved puzzle) and prints the resulting\n"
         "state. The puzzle is inferred from the length of --state when not given.\n"
         "The algorithm may also be given as the remaining words: cubesolver apply R U R'\n";
}

}  // namespace

int run_apply(int argc, char** argv) {
  Args args(argc, argv, 2, {{"scramble"}, {"state"}, {"puzzle"}, {"help", false}});
  if (!args.ok()) return fail_usage("apply", args);
  if (args.has("help")) {
    std::cout << usage();
    return kOk;
  }
  auto alg = option_or_words("apply", args, "scramble", false);
  if (!alg) return kBadInput;
  auto state = args.value("state");
  const cube::PuzzleEntry* puzzle = choose_puzzle("apply", args, state);
  if (!puzzle) return kBadInput;
  const cube::Applied applied = puzzle->apply(*alg, state.value_or(""));
  if (applied.ok) {
    std::cout << applied.state << "\n";
    return kOk;
  }
  if (applied.bad_start) return fail("apply", "--state: " + applied.error);
  report_at_column("apply", "--scramble", *alg, applied.error, applied.column);
  return kBadInput;
}

}  // namespace cli
