// cubesolver verify --state FACELETS [--puzzle P]
// Prints "valid" and the state in face letters, or one line per problem found
// (piece-level: which corner is twisted, which edge is missing, ...).
#include <iostream>

#include "commands.h"
#include "core/validate.h"
#include "input.h"
#include "puzzles/twisty/twisty_validate.h"

namespace cli {

namespace {
constexpr const char* kUsage =
    "usage: cubesolver verify --state FACELETS [--puzzle 3x3x3|2x2x2|4x4x4|pyraminx|skewb]\n"
    "Checks that FACELETS (face letters URFDLB, colours WYGBRO, or any six symbols) is\n"
    "a state the puzzle can reach. Prints 'valid' and the state in face letters (exit\n"
    "status 0), or one line per problem: code, message, sticker indices (exit status 2).\n";

void print_problem(const cube::Problem& p) {
  std::cout << p.code << ": " << p.message;
  if (!p.stickers.empty()) {
    std::cout << " [stickers";
    for (int s : p.stickers) std::cout << ' ' << s;
    std::cout << ']';
  }
  std::cout << "\n";
}
}  // namespace

// A Pyraminx or Skewb: the pieces read from the stickers, then the distance table says
// whether they are reachable; a problem names the piece (twisty_validate.h).
int verify_twisty(const cube::twisty::Puzzle& puzzle, const std::string& state) {
  const cube::twisty::TwistyValidation v = cube::twisty::validate_twisty(puzzle, state);
  if (v.ok) {
    std::cout << "valid\n" << v.stickers << "\n";
    return kOk;
  }
  for (const cube::twisty::TwistyProblem& p : v.problems) print_problem({p.code, p.message, p.stickers});
  return fail("verify", "not a valid " + puzzle.title + " state (" + std::to_string(v.problems.size()) +
                            (v.problems.size() == 1 ? " problem)" : " problems)"));
}

int run_verify(int argc, char** argv) {
  Args args(argc, argv, 2, {{"state"}, {"puzzle"}, {"help", false}});
  if (!args.ok()) return fail_usage("verify", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }
  auto state = option_or_words("verify", args, "state", false);
  if (!state) return kBadInput;
  if (const cube::twisty::Puzzle* tp = twisty_puzzle(args, *state)) return verify_twisty(*tp, *state);
  auto puzzle = choose_puzzle("verify", args, state);
  if (!puzzle) return kBadInput;

  cube::Validation v = cube::validate(*puzzle, *state);
  if (v.ok()) {
    std::cout << "valid\n" << v.facelets << "\n";
    return kOk;
  }
  for (const auto& p : v.problems) print_problem(p);
  return fail("verify", "not a valid " + cube::puzzle_name(*puzzle) + " state (" + std::to_string(v.problems.size()) +
                            (v.problems.size() == 1 ? " problem)" : " problems)"));
}

}  // namespace cli
