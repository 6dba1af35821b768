// The Megaminx's last block of the second layer (the BR face's seven pieces below U), in
// two steps that each search little. With the turns of U and BR alone nothing solved
// moves, but those turns cannot flip an edge (the edges' orientation is theirs to keep,
// as <R, U> keeps it on a 3x3x3). So first its four edges are flipped right from a table:
// chains of algorithms of U, R and BR that keep R's solved pieces (kept_algorithms.h),
// the cheapest per case by Dijkstra over where the four edges are and how they are
// flipped (9 x 8 x 7 x 6 x 16 arrangements), built once. Then the seven pieces come home
// by an IDA* over U and BR (piece_search.h), which moves nothing solved.
#pragma once
#include <string>
#include <vector>

#include "core/message_out.h"
#include "puzzles/twisty/twisty_pieces.h"

namespace cube::twisty::megaminx_solver {

struct LastBlockStep {
  std::string name, explanation;
  std::vector<int> turns;  // indices into megaminx().turns
};

struct LastBlockTables {
  size_t algorithms = 0;  // that flip an edge, found by the search
  size_t cases = 0;       // arrangements of the four edges, every one solvable
  int longest_flip = 0;   // turns, the worst case
};

const LastBlockTables& last_block_tables();
// The tables as bytes (built first if need be), and installed from them (checked: sizes
// and every reference in range; nothing replaced once built); false and *error if not.
std::vector<uint8_t> save_last_block();
bool load_last_block(const std::vector<uint8_t>& bytes, MessageOut error);

// From pieces whose first layer and second but the BR block are solved: the two steps'
// turns (applied to p), each a step; false (and why) when a step finds nothing.
bool solve_last_block(Pieces& p, std::vector<LastBlockStep>* steps, uint64_t* nodes, MessageOut error);

}  // namespace cube::twisty::megaminx_solver
