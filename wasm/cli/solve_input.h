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

// `puzzle` "" = infer: the puzzle whose states have as many symbols as the text
// (puzzles::by_state_length), else a 3x3x3 scramble. Auto: a text of the puzzle's state
// length is a state when the puzzle's row reads it as one (a cube's: no spaces, and
// valid, six symbols a sixth each, or not an algorithm, so its problems get reported;
// an 8-puzzle board); anything else is a scramble.
SolveInput read_solve_input(std::string_view text, InputKind kind, const std::string& puzzle);

}  // namespace cli
