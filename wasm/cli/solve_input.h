// What `cubesolver solve` is given, read into a puzzle and a state: a scramble (applied
// to the solved puzzle), a state (facelets or 8-puzzle tiles), or -- in batch files --
// either, decided by the line's content.
#pragma once
#include <string>
#include <string_view>

namespace cli {

enum class InputKind { Auto, State, Scramble };

struct SolveInput {
  std::string puzzle;  // registry name: "3x3x3", "2x2x2", "8puzzle"
  std::string state;   // as typed (facelets, colours, tiles) or made by the scramble
  std::string error;   // non-empty: bad input, e.g. "--scramble: column 5: ..."
};

// `puzzle` "" = infer: 24 stickers -> 2x2x2, nine tiles -> 8puzzle, else 3x3x3.
// Auto: a string of one puzzle's sticker count with no spaces is a state when it is
// valid, has six symbols a sixth each, or is not an algorithm (then the state's
// problems get reported); nine
// tiles are an 8-puzzle board; anything else is a scramble.
SolveInput read_solve_input(std::string_view text, InputKind kind, const std::string& puzzle);

}  // namespace cli
