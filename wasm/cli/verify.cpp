// cubesolver verify --state STATE [--puzzle P]
// Prints "valid" and the state in face letters, or one line per problem found
// (piece-level: which corner is twisted, which edge is missing, ...).
#include <iostream>

#include "commands.h"
#include "input.h"
#include "puzzles/puzzle_table.h"

namespace cli {
namespace {

std::string usage() {
  return "usage: cubesolver verify --state STATE [--puzzle P]\n"
         "P: " +
         cube::puzzles::names_list() +
         " (default: the puzzle whose states are as long as STATE).\n"
         "Checks that STATE (face letters, colours WYGBRO, or any six symbols; 8-puzzle tiles) is\n"
         "a state the puzzle can reach. Prints 'valid' and the state in face letters (exit\n"
         "status 0), or one line per problem: code, message, sticker indices (exit status 2);\n"
         "a twist, flip or swap the colours cannot locate is followed by one indented line per\n"
         "piece (a swap: pair of pieces) it may be on: the piece, and the state with it put right.\n";
}

void print_problem(const cube::Problem& p) {
  std::cout << p.code << ": " << p.message;
  if (!p.stickers.empty()) {
    std::cout << " [stickers";
    for (int s : p.stickers) std::cout << ' ' << s;
    std::cout << ']';
  }
  std::cout << "\n";
  for (const cube::Problem::Candidate& c : p.candidates) std::cout << "  if " << c.piece << ": " << c.facelets << "\n";
}

}  // namespace

int run_verify(int argc, char** argv) {
  Args args(argc, argv, 2, {{"state"}, {"puzzle"}, {"help", false}});
  if (!args.ok()) return fail_usage("verify", args);
  if (args.has("help")) {
    std::cout << usage();
    return kOk;
  }
  auto state = option_or_words("verify", args, "state", false);
  if (!state) return kBadInput;
  const cube::PuzzleEntry* puzzle = choose_puzzle("verify", args, state);
  if (!puzzle) return kBadInput;
  const cube::Validation v = puzzle->validate(*state);
  if (v.ok()) {
    std::cout << "valid\n" << v.facelets << "\n";
    return kOk;
  }
  for (const auto& p : v.problems) print_problem(p);
  return fail("verify", "not a valid " + puzzle->info.label + " state (" + std::to_string(v.problems.size()) +
                            (v.problems.size() == 1 ? " problem)" : " problems)"));
}

}  // namespace cli
