// The Megaminx's row of the puzzle table.
#include "puzzles/megaminx/megaminx.h"
#include "puzzles/twisty/twisty_entry.h"

namespace cube::puzzles {

const PuzzleEntry& megaminx_entry() {
  static const PuzzleEntry row = twisty::twisty_entry(twisty::megaminx(), {.name = "megaminx",
                                                                           .label = "Megaminx",
                                                                           .wca_id = "minx",
                                                                           .twizzle_id = "megaminx",
                                                                           .aliases = {"minx"},
                                                                           .scramble_moves = 77,
                                                                           .default_solver = "megaminx"});
  return row;
}

}  // namespace cube::puzzles
