// The Megaminx solved step by step (puzzles/megaminx), as people solve it: the first
// layer and the second, block by block, then the last layer. The first nine steps each
// give up one face for good, so the pieces only that face touches come home and nothing
// solved moves: each an IDA* (piece_search.h) with the turns of the faces still in play.
// The last block (last_block.h): its edges flipped from a table, then U and BR alone.
// The last layer (last_layer.h): two looks from tables of algorithms found by search.
// Tables: about 0.75 s of CPU natively, built on first use or by prepare().
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/message_out.h"
#include "puzzles/twisty/twisty_pieces.h"

namespace cube::twisty::megaminx_solver {

struct Step {
  std::string name;         // "First layer: the FL block"
  std::string explanation;  // what the step brings home
  std::vector<int> turns;   // indices into megaminx().turns
};

struct Solved {
  bool ok = false;
  std::vector<Step> steps;
  Message error;  // why no solution (a code; megaminx_step_failed and the like)
  uint64_t nodes = 0;
};

// Pieces read against the centres (read_pieces): the steps' face turns, which bring the
// pieces home, every face then one colour.
Solved solve(const Pieces& pieces);

// Builds every step's tables now (they are built on first use otherwise); milliseconds.
double prepare();
bool prepared();

// Every table as bytes, in three parts (the byte format around them: megaminx_entry.cpp):
// the nine steps' pattern tables, the last block's, the last layer's.
struct TableBytes {
  std::vector<uint8_t> steps, last_block, last_layer;
};
TableBytes save_tables();  // built first if need be
// Installs them instead of building (checked: sizes and references); false and *error
// when they do not read. Tables already built stay.
bool load_tables(const TableBytes& bytes, MessageOut error);

}  // namespace cube::twisty::megaminx_solver
