// The Skewb's row of the puzzle table.
#include "core/message.h"
#include "puzzles/skewb/skewb.h"
#include "puzzles/twisty/twisty_entry.h"

namespace cube::puzzles {

const PuzzleEntry& skewb_entry() {
  static const PuzzleEntry row = twisty::twisty_entry(twisty::skewb, {.name = "skewb",
                                                                      .label = "Skewb",
                                                                      .wca_id = "skewb",
                                                                      .twizzle_id = "skewb",
                                                                      .state_length = 6 * 5,
                                                                      .scramble_kind = "random-state",
                                                                      .notation = message("skewb_accepted").english(),
                                                                      .default_solver = "skewb"});
  return row;
}

}  // namespace cube::puzzles
