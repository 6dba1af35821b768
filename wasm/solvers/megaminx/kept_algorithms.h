// Algorithms found by search: every sequence of a few faces' turns that brings a set of
// pieces (the solved ones those faces move) back home, with what it does to the pieces
// that are free (the last layer's). Meet in the middle: every sequence A of at most
// `half` turns is keyed by where it takes the kept pieces; two sequences A and B with
// the same key make A B' (at most 2 x half turns), which keeps them all. Built once, in
// milliseconds: half 6 over three faces is 450,000 sequences.
#pragma once
#include <cstdint>
#include <vector>

#include "puzzles/twisty/twisty_puzzle.h"
#include "solvers/megaminx/piece_search.h"

namespace cube::twisty {

struct KeptAlgorithm {
  std::vector<int> turns;  // indices into puzzle.turns
  // Per free piece (in the order given): the index of the free slot it ends in, and its
  // twist there; every free piece ends in a free slot (the kept ones are home).
  std::vector<uint8_t> to, twist;
};

// turns: face turns (4 per face, as Megaminx indices: turn / 4 is the face); kept and
// free: pieces (their homes) in the slots those turns move; at most 12 kept, 16 free.
// One algorithm per distinct effect on the free pieces (the shortest found), none
// that leaves them all home.
std::vector<KeptAlgorithm> kept_algorithms(const Puzzle& puzzle, const std::vector<int>& turns,
                                           const std::vector<PieceId>& kept, const std::vector<PieceId>& free,
                                           int half);

}  // namespace cube::twisty
