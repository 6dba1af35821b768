// The puzzle table: every puzzle, one line each, in menu order. Adding a puzzle: its
// folder under puzzles/ with <name>_entry.cpp defining `const PuzzleEntry& <name>_entry()`,
// and one line below (CONTRIBUTING.md, "Adding a puzzle"). The n x n x n cubes are one
// family (puzzles/cube): cube_entry(n) is the row of each size.
#include "puzzles/cube/cube_entry.h"
#include "puzzles/puzzle_table.h"

#define CUBESOLVER_PUZZLES(X) \
  X(pyraminx)                 \
  X(skewb)                    \
  X(megaminx)                 \
  X(clock)                    \
  X(sq1)                      \
  X(sliding)

namespace cube::puzzles {

#define CUBESOLVER_DECLARE(name) const PuzzleEntry& name##_entry();
CUBESOLVER_PUZZLES(CUBESOLVER_DECLARE)
#undef CUBESOLVER_DECLARE

const std::vector<const PuzzleEntry*>& all() {
#define CUBESOLVER_ROW(name) &name##_entry(),
  static const std::vector<const PuzzleEntry*> list = {&cube_entry(3),
                                                       &cube_entry(2),
                                                       &cube_entry(4),
                                                       &cube_entry(5),
                                                       &cube_entry(6),
                                                       &cube_entry(7),
                                                       CUBESOLVER_PUZZLES(CUBESOLVER_ROW)};
#undef CUBESOLVER_ROW
  return list;
}

}  // namespace cube::puzzles
