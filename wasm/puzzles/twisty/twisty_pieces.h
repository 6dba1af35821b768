// A twisty puzzle's sticker string read piece by piece: which piece each slot holds and
// how it is twisted, with every problem named by piece (a sticker string that is not a
// state of the puzzle says which piece cannot be there).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

// For each orbit: the piece in each slot (the index of the slot it is solved in) and
// its twist (where the piece's first sticker is among the slot's stickers).
struct Pieces {
  std::vector<std::vector<int>> piece;
  std::vector<std::vector<int>> twist;
};

Pieces solved_pieces(const Puzzle& puzzle);
std::string to_stickers(const Puzzle& puzzle, const Pieces& pieces);
// A turn on pieces, as the sticker permutation does it.
void apply_turn(const Puzzle& puzzle, Pieces& pieces, int turn);

struct PieceReading {
  bool ok = false;
  Pieces pieces;
  std::string stickers;                            // in face letters, when every symbol was read
  std::vector<std::string> problems;               // one sentence each (English, lower-case start)
  std::vector<Message> problem_texts;              // the same as message codes
  std::vector<std::vector<int>> problem_stickers;  // the stickers each problem names (maybe none)
  std::vector<std::string> problem_codes;          // "count" (of a colour) or "piece"
};

// Reads face letters (Puzzle::face_letters) or WCA colours (Puzzle::colour_letters),
// upper or lower case: the sticker count, the colour counts, then each slot's colours;
// a piece that is missing, doubled, impossible or out of the slot it cannot leave is
// named. Whether the pieces' arrangement is reachable is the distance table's to say
// (twisty_table.h).
PieceReading read_pieces(const Puzzle& puzzle, std::string_view text);

}  // namespace cube::twisty
