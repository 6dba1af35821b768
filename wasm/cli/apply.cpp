// cubesolver apply --scramble ALG [--state FACELETS] [--puzzle P]
// Prints the facelets after applying ALG to FACELETS (default: solved). The state may
// use any symbols (colours, 'x' for don't-care): moves only permute stickers.
#include <iostream>

#include "commands.h"
#include "core/facelets.h"
#include "core/move.h"
#include "input.h"
#include "puzzles/twisty/twisty_notation.h"

namespace cli {

namespace {
constexpr const char* kUsage =
    "usage: cubesolver apply --scramble ALG [--state FACELETS] [--puzzle 3x3x3|2x2x2|4x4x4|pyraminx|skewb]\n"
    "Applies ALG to FACELETS (default: the solved puzzle) and prints the resulting\n"
    "facelets. The puzzle is inferred from the length of --state when not given.\n"
    "The algorithm may also be given as the remaining words: cubesolver apply R U R'\n";
}

int run_apply(int argc, char** argv) {
  Args args(argc, argv, 2, {{"scramble"}, {"state"}, {"puzzle"}, {"help", false}});
  if (!args.ok()) return fail_usage("apply", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }
  auto alg = option_or_words("apply", args, "scramble", false);
  if (!alg) return kBadInput;
  auto state = args.value("state");
  if (const cube::twisty::Puzzle* tp = twisty_puzzle(args, state.value_or(""))) {
    std::string stickers = state ? *state : tp->solved();
    if (static_cast<int>(stickers.size()) != tp->sticker_count()) {
      return fail("apply", "--state has " + std::to_string(char_count(stickers)) + " stickers; a " + tp->title +
                               " has " + std::to_string(tp->sticker_count()));
    }
    const cube::twisty::ParsedTurns turns = cube::twisty::parse_turns(*tp, *alg);
    if (!turns.ok) return fail("apply", "--scramble: " + turns.error);
    cube::twisty::apply(*tp, stickers, turns.turns);
    std::cout << stickers << "\n";
    return kOk;
  }
  auto puzzle = choose_puzzle("apply", args, state);
  if (!puzzle) return kBadInput;

  std::string facelets = state ? *state : cube::solved_facelets(*puzzle);
  int want = cube::sticker_count(*puzzle);
  if (char_count(facelets) != want || static_cast<int>(facelets.size()) != want) {
    return fail("apply", "--state has " + std::to_string(char_count(facelets)) + " stickers; a " +
                             cube::puzzle_name(*puzzle) + " has " + std::to_string(want) + " (one ASCII symbol each)");
  }
  auto parsed = parse_or_report("apply", "--scramble", *alg, cube::size_of(*puzzle));
  if (!parsed) return kBadInput;
  int bad = cube::apply_moves(*puzzle, facelets, parsed->moves);
  if (bad >= 0) {
    return fail("apply", "--scramble: move " + std::to_string(bad + 1) + " (" + cube::to_string(parsed->moves[bad]) +
                             ") does not exist on the " + cube::puzzle_name(*puzzle));
  }
  std::cout << facelets << "\n";
  return kOk;
}

}  // namespace cli
