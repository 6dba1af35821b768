// The Skewb's row of the puzzle table.
#include "puzzles/skewb/skewb.h"
#include "puzzles/twisty/twisty_entry.h"

namespace cube::puzzles {

const PuzzleEntry& skewb_entry() {
  static const PuzzleEntry row = twisty::twisty_entry(
      twisty::skewb(),
      {.name = "skewb", .label = "Skewb", .wca_id = "skewb", .twizzle_id = "skewb", .default_solver = "skewb"});
  return row;
}

}  // namespace cube::puzzles
