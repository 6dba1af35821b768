// Whether a sticker string is a state of a twisty puzzle, with every problem named by
// piece and the stickers it concerns: first as read piece by piece (twisty_pieces.h),
// then whether the pieces' arrangement can be reached by turning; when it cannot, the
// one piece to twist (or the two to swap) that would make it reachable is named.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

struct TwistyProblem {
  // "length", "stickers" (symbols), "count" (of a colour), "piece", then "twisted",
  // "flipped", "swapped" or "unreachable"
  std::string code;
  std::string message;
  std::vector<int> stickers;  // the piece (or pieces) named; empty when none is
  Message text;               // `message` as a code and its parameters
};

struct TwistyValidation {
  bool ok = false;
  std::vector<TwistyProblem> problems;
  std::string stickers;  // in face letters; "" when the symbols could not be read
};

// Reachability from the distance table's components (numbered on first use, in
// milliseconds; no distance search).
TwistyValidation validate_twisty(const Puzzle& puzzle, std::string_view text);

}  // namespace cube::twisty
