// The WCA notation of a twisty puzzle: turn names separated by spaces (or written
// together, "RUL'", when every face has a one-letter name), each with ' (or ’) for the
// inverse. A word the puzzle lacks is
// named with its column and the list of turns the puzzle accepts.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

struct ParsedTurns {
  bool ok = false;
  std::vector<int> turns;  // indices into Puzzle::turns
  std::string error;       // "column 4: 'M' is not a Pyraminx turn (it has U L R B ...)"
  int column = 0;          // 1-based, of the first wrong character
  Message text;            // `error` as a code and its parameters
};

ParsedTurns parse_turns(const Puzzle& puzzle, std::string_view text);
std::string format_turns(const Puzzle& puzzle, const std::vector<int>& turns);

}  // namespace cube::twisty
