// The Pyraminx's row of the puzzle table.
#include "core/message.h"
#include "puzzles/pyraminx/pyraminx.h"
#include "puzzles/twisty/twisty_entry.h"

namespace cube::puzzles {

const PuzzleEntry& pyraminx_entry() {
  static const PuzzleEntry row =
      twisty::twisty_entry(twisty::pyraminx, {.name = "pyraminx",
                                              .label = "Pyraminx",
                                              .wca_id = "pyram",
                                              .twizzle_id = "pyraminx",
                                              .state_length = 4 * 9,
                                              .scramble_kind = "random-state",
                                              .notation = message("pyraminx_accepted").english(),
                                              .default_solver = "pyraminx"});
  return row;
}

}  // namespace cube::puzzles
