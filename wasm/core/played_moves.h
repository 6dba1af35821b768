// An alg played move by move, packed: each distinct move once (with its layer turn),
// every move played as an index into them, and the facelets after every move back to
// back in one string. A 99,998-move scramble is then three flat values (~5.6 MB) for
// the bindings to hand over, instead of an object and a string per move.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "move.h"
#include "puzzle.h"

namespace cube {

struct PlayedMoves {
  std::vector<Move> distinct;    // in order of first appearance
  std::vector<LayerTurn> turns;  // turns[k]: the layer turn of distinct[k]
  std::vector<uint16_t> order;   // order[i]: the row of distinct for move i
  std::string states;            // sticker_count(p) letters after each move
  int bad = -1;                  // the index of the first move that does not exist on the puzzle
};

// Plays `moves` on `facelets` (sticker_count(p) letters; the caller checks the length)
// one by one. On a move that does not exist on the puzzle, stops: `bad` says which,
// and `facelets` is the state before it.
PlayedMoves play_moves(Puzzle p, std::string& facelets, const std::vector<Move>& moves);

}  // namespace cube
