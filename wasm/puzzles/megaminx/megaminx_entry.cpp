// The Megaminx's row of the puzzle table.
#include "core/message.h"
#include "puzzles/megaminx/megaminx.h"
#include "puzzles/twisty/twisty_entry.h"

namespace cube::puzzles {

const PuzzleEntry& megaminx_entry() {
  static const PuzzleEntry row =
      twisty::twisty_entry(twisty::megaminx, {.name = "megaminx",
                                              .label = "Megaminx",
                                              .wca_id = "minx",
                                              .twizzle_id = "megaminx",
                                              .aliases = {"minx"},
                                              .state_length = 12 * 11,
                                              .scramble_kind = "random-moves",
                                              .scramble_moves = 77,
                                              .notation = message("megaminx_accepted").english(),
                                              .default_solver = "megaminx"});
  return row;
}

}  // namespace cube::puzzles
