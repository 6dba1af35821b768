// Validation of a facelet string typed in colours or face letters: tells exactly what
// is wrong, piece by piece, so a person can fix the cube in their hands.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "message.h"
#include "puzzle.h"

namespace cube {

struct Problem {
  // Stable identifier: "length", "symbols", "sticker-count", "centres",
  // "reference-corner" (2x2x2: the DBL corner cannot name the faces),
  // "impossible-corner", "impossible-edge", "duplicate-corner", "duplicate-edge",
  // "missing-corner", "missing-edge", "twisted-corner", "flipped-edge", "parity";
  // 4x4x4 also "impossible-wing", "duplicate-wing", "missing-wing" and "centres" (four
  // centre stickers of each colour; which of them sits where does not matter).
  std::string code;
  std::string message;        // one sentence naming the piece and the fix (text's English)
  std::vector<int> stickers;  // facelet indices to highlight
  // A twist, a flip or a swap cannot be located from the colours: each piece it may be
  // on (each pair of pieces, for a swap), and the state with it put right (every one a
  // state that solves), for the user to pick the one that is wrong on the cube in hand.
  struct Candidate {
    std::string piece;           // "the white-green-red corner at UFR", or "A and B swapped"
    std::vector<int> stickers;   // its stickers (a pair's: the first part's, then the second's)
    std::string facelets;        // the state with it turned, flipped or swapped back
    Message label;               // `piece` as a code and its parameters
    std::vector<Message> parts;  // a pair's two pieces, so that each can be picked alone
  };
  std::vector<Candidate> candidates;
  Message text;  // `message` as a code and its parameters (message.h), for other languages
};

struct Validation {
  std::vector<Problem> problems;  // empty when the state is valid
  // The input in face letters, colours mapped through the centres (3x3x3) or the
  // reference corner in the DBL position (2x2x2, 4x4x4); empty when no mapping was possible.
  std::string facelets;
  bool ok() const { return problems.empty(); }
};

// Symbols may be face letters (URFDLB), colours (W Y G B R O), or any six symbols:
// one sticker per character (UTF-8, so colour emoji work), whitespace ignored, letters
// case-insensitive unless case is what tells two of the six symbols apart.
Validation validate(Puzzle p, std::string_view input);

}  // namespace cube
